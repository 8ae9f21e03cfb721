import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

test('init writes a starter folder that validates and runs green against the scripted server', async () => {
  const made = await runCli(['init', 'starter'], { cwd: project.dir });
  assert.equal(made.code, 0, made.stderr);
  const dir = path.join(project.dir, 'starter');
  assert.deepEqual(readdirSync(dir).sort(), ['.env.example', 'CI.md', 'capture.yaml', 'http-check.yaml', 'mcp-call.yaml', 'sse.yaml', 'suite.yaml']);
  for (const name of ['suite.yaml', 'http-check.yaml', 'mcp-call.yaml', 'sse.yaml', 'capture.yaml']) {
    const first = readFileSync(path.join(dir, name), 'utf8').split('\n')[0]!;
    const schema = /^# yaml-language-server: \$schema=(.+)$/.exec(first)?.[1];
    assert.ok(schema, `${name} has no $schema line`);
    assert.equal(path.resolve(dir, schema), path.join(repoRoot, 'schemas', name === 'suite.yaml' ? 'suite.schema.json' : 'scenario.schema.json'));
  }
  assert.match(readFileSync(path.join(dir, 'suite.yaml'), 'utf8'), /command: wirecase serve scripted --port \{\{ port \}\}/);
  assert.match(readFileSync(path.join(dir, 'CI.md'), 'utf8'), /GITHUB_STEP_SUMMARY[\s\S]*junit: reports\/junit\.xml/);

  const validated = await runCli(['validate', 'starter'], { cwd: project.dir });
  assert.equal(validated.code, 0, validated.stdout + validated.stderr);
  assert.match(validated.stdout, /4 documents in 4 files: valid/);
  const run = await runCli(['run', 'starter', '--reporter', 'console,json', '--out', 'reports'], { cwd: project.dir, timeoutMs: 60_000 });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /4 passed, 0 failed, 0 skipped/);
  const ids = JSON.parse(readFileSync(path.join(project.dir, 'reports', 'results.json'), 'utf8'))
    .tests.map((t: { id: string }) => t.id)
    .sort();
  assert.deepEqual(ids, ['starter-capture-01', 'starter-http-01', 'starter-mcp-01', 'starter-sse-01']);
});

test('init refuses to overwrite: exit 2, a clear message, and nothing written', async () => {
  project.write('taken/suite.yaml', 'name: mine\n');
  const made = await runCli(['init', 'taken'], { cwd: project.dir });
  assert.equal(made.code, 2);
  assert.match(made.stderr, /taken already has suite\.yaml: wirecase init never overwrites a file, so nothing was written/);
  assert.deepEqual(readdirSync(path.join(project.dir, 'taken')), ['suite.yaml']);
  assert.equal(readFileSync(path.join(project.dir, 'taken', 'suite.yaml'), 'utf8'), 'name: mine\n');
});
