import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { startDemoServer } from '../../src/serve/demo/demo-server.js';
import { binPath, repoRoot } from '../helpers/paths.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

function validateResults(file: string): void {
  assert.deepEqual(resultsSchemaErrors(JSON.parse(readFileSync(file, 'utf8'))), []);
}

test("the README's main job: the examples suite runs green against the target the runner starts", async () => {
  const out = path.join(project.dir, 'reports');
  const { code, stdout, stderr } = await runCli(['run', 'scenarios/examples', '--reporter', 'console,json,junit', '--out', out], {
    cwd: repoRoot,
    timeoutMs: 60_000,
  });
  assert.equal(code, 0, stdout + stderr);
  assert.match(stdout, /examples → http:\/\/127\.0\.0\.1:\d+ \(started by wirecase\)/);
  assert.match(stdout, /\n7 passed, 0 failed, 1 skipped, 1 not applicable/);
  validateResults(path.join(out, 'results.json'));
  const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8'));
  assert.deepEqual(
    results.tests.map((t: { id: string }) => t.id),
    ['ex-echo-01', 'ex-health-01', 'ex-items-01', 'ex-items-02', 'ex-retry-01', 'ex-skip-01', 'ex-skip-02', 'ex-text-01', 'ex-events-01'],
  );
  assert.match(readFileSync(path.join(out, 'junit.xml'), 'utf8'), /<testsuite name="examples"[^>]* tests="9" failures="0"[^>]* skipped="2"/);
  const all = readFileSync(path.join(out, 'results.json'), 'utf8') + readFileSync(path.join(out, 'junit.xml'), 'utf8') + stdout;
  assert.ok(!all.includes('demo-secret') && !all.includes('demo-token-7f3a9c'), 'a secret leaked into a report');
});

test('a failing run exits 1, prints the failure with file:line:col and the source line, and a summary', async () => {
  project.write('fail/suite.yaml', 'target:\n  command: wirecase serve demo --port {{ port }}\n  ready: /health\n');
  project.write('fail/a.yaml', 'id: f-01\ntitle: fails on purpose\nsteps:\n  - request: { url: /health }\n    expect:\n      json:\n        $.status: down\n');
  const { code, stdout } = await runCli(['run', '.', '--reporter', 'console,json', '--out', 'out'], { cwd: path.join(project.dir, 'fail'), timeoutMs: 30_000 });
  assert.equal(code, 1, stdout);
  assert.match(stdout, /✗ f-01/);
  assert.match(stdout, /\$\.status: expected "down", got "ok"/);
  assert.match(stdout, /--> a\.yaml:7:9/);
  assert.match(stdout, /7 \|\s+\$\.status: down/);
  assert.match(stdout, /\n0 passed, 1 failed, 0 skipped/);
  validateResults(path.join(project.dir, 'fail', 'out', 'results.json'));
});

test('filters: --id, --tag, --grep; list shows file:line', async () => {
  const { code, stdout } = await runCli(['list', 'scenarios/examples', '--tag', 'smoke'], { cwd: repoRoot });
  assert.equal(code, 0);
  assert.match(stdout, /ex-health-01\s+The health endpoint answers 200 with JSON\s+\[smoke\]\s+scenarios\/examples\/health.yaml:3:1/);
  assert.match(stdout, /2 tests/);
  const byId = await runCli(['list', 'scenarios/examples', '--id', 'ex-skip-*', '--grep', 'CONDITION'], { cwd: repoRoot });
  assert.match(byId.stdout, /ex-skip-02/);
  assert.match(byId.stdout, /1 test\n/);
});

test('a target that cannot start is a clear error, exit 2', async () => {
  project.write('badtarget/suite.yaml', 'target:\n  command: node -e "process.exit(3)"\n');
  project.write('badtarget/a.yaml', 'id: b-01\ntitle: t\nsteps:\n  - request: { url: /x }\n    sendOnly: true\n');
  const { code, stderr } = await runCli(['run', '.'], { cwd: path.join(project.dir, 'badtarget') });
  assert.equal(code, 2);
  assert.match(stderr, /error\[TARGET_FAILED\]: the target of suite badtarget exited with code 3 before it was ready/);
  assert.match(stderr, /--> suite\.yaml:2:12/);
});

test('--bail stops after the first failure; the rest are reported skipped', async () => {
  project.write(
    'bail/a.yaml',
    'id: b-01\ntitle: t\nsteps:\n  - request: { url: http://127.0.0.1:9/x }\n    sendOnly: true\n---\nid: b-02\ntitle: t\nsteps:\n  - request: { url: http://127.0.0.1:9/x }\n    sendOnly: true\n',
  );
  const { code, stdout } = await runCli(['run', '.', '--bail'], { cwd: path.join(project.dir, 'bail') });
  assert.equal(code, 1);
  assert.match(stdout, /connection refused/);
  assert.match(stdout, /- b-02 .*--bail: stopped after b-01 failed/);
});

test('--env-file (YAML and .env) and --var feed variables; --var wins', async () => {
  project.write(
    'vars/a.yaml',
    'id: v-01\ntitle: t\nsteps:\n  - request: { url: "/echo?a={{ a }}&b={{ b }}" }\n    expect: { json: { $.query: { equals: { a: "from-var", b: "2" } } } }\n',
  );
  project.write('vars/env.yaml', 'a: from-file\nb: 2\n');
  project.write('vars/.env', 'a=from-dotenv\nb=2\n');
  const demo = await startDemoServer({ port: 0 });
  try {
    for (const file of ['env.yaml', '.env']) {
      const { code, stdout, stderr } = await runCli(
        ['run', 'a.yaml', '--base-url', demo.url, '--env-file', file, '--var', 'a=from-var', '--reporter', 'json', '--out', 'o'],
        { cwd: path.join(project.dir, 'vars') },
      );
      assert.equal(code, 0, stdout + stderr);
      const results = JSON.parse(readFileSync(path.join(project.dir, 'vars', 'o', 'results.json'), 'utf8'));
      assert.equal(results.tests[0].steps[0].request.url, `${demo.url}/echo?a=from-var&b=2`, stdout);
    }
  } finally {
    await demo.close();
  }
});

test('a reader that goes away (wirecase run | head -1) ends the run quietly, without a stack trace', async () => {
  const child = spawn(process.execPath, ['--', binPath, 'run', 'scenarios/examples', '--verbose'], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' } });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  // Like `head -1`: read the first chunk, then close the pipe.
  child.stdout.once('data', () => child.stdout.destroy());
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.doesNotMatch(stderr, /EPIPE|Unhandled|at .*\.js:\d+/, stderr);
  assert.notEqual(code, null, 'it exits by itself');
});
