/**
 * `wirecase run --client "CMD"` as a user runs it: the client command gets the judging server's URL
 * as its last argument and the test ID in WIRECASE_TEST_ID; a client still running at its timeout is
 * stopped (its whole process group), a client that never calls leaves the test not applicable, a
 * signal stops the client with the run, and client-role documents without a client are exit 2.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { binPath } from '../helpers/paths.js';
import { gone } from '../helpers/processes.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

// The client: writes its pid (and what it was given) to a file, then, by MODE: calls initialize and
// exits (call), hangs after writing (hang: a grandchild keeps the group alive), or exits at once (silent).
project.write(
  'client.mjs',
  `
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const url = process.argv.at(-1);
const mode = process.env.MODE;
const child = mode === 'hang' ? spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }) : undefined;
writeFileSync(new URL('./' + process.env.WIRECASE_TEST_ID + '.json', import.meta.url), JSON.stringify({ pid: process.pid, child: child?.pid, url }));
if (mode === 'call') {
  const body = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(body) });
} else if (mode === 'hang') {
  setInterval(() => {}, 1000);
}
`,
);
project.write('suite.yaml', 'name: clients\n');
project.write(
  'doc.yaml',
  `
id: cli-01
title: the client starts with initialize
role: client
serve: { version: "2025-11-25" }
checks:
  - name: first is initialize
    which: first
    expect: { json: { $.method: initialize } }
`,
);

async function waitFor(what: string, condition: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const written = () => JSON.parse(readFileSync(path.join(project.dir, 'cli-01.json'), 'utf8')) as { pid: number; child?: number; url: string };
const results = () => JSON.parse(readFileSync(path.join(project.dir, 'out', 'results.json'), 'utf8'));
const run = (mode: string, more: string[] = []) =>
  runCli(['run', '.', '--client', 'node client.mjs', '--reporter', 'console,json', '--out', 'out', ...more], { cwd: project.dir, env: { MODE: mode } });

test('the client gets the URL as its last argument and the test ID in WIRECASE_TEST_ID, and is judged', async () => {
  const result = await run('call');
  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.match(written().url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  assert.equal(results().tests[0].status, 'passed');
});

test('a client still running at its timeout is stopped, its process group with it', async () => {
  const result = await run('hang', ['--client-timeout', '500']);
  // Nothing of the client was observed: could not judge, and a run that judged nothing exits 4.
  assert.equal(result.code, 4, result.stdout + result.stderr);
  const test = results().tests[0];
  assert.equal(test.status, 'could-not-judge');
  assert.match(test.reason, /the client sent no request to the judging server \(the client was still running after 500 ms: wirecase stopped it\)/);
  const { pid, child } = written();
  await waitFor('the client and its child to go', () => gone(pid) && gone(child), 5000);
});

test('a client that never calls: could not judge, with that reason, not failed; the run judged nothing (exit 4)', async () => {
  const result = await run('silent');
  assert.equal(result.code, 4, result.stdout + result.stderr);
  assert.equal(results().tests[0].status, 'could-not-judge');
  assert.match(results().tests[0].reason, /^the client sent no request to the judging server/);
});

test('SIGINT stops the run and the client with it', async () => {
  const child = spawn(process.execPath, ['--', binPath, 'run', '.', '--client', 'node client.mjs', '--out', 'out'], {
    cwd: project.dir,
    env: { ...process.env, NO_COLOR: '1', MODE: 'hang' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const file = path.join(project.dir, 'cli-01.json');
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  // The client may be caught halfway through writing the file: started means written whole, and new.
  const started = () => {
    try {
      const text = readFileSync(file, 'utf8');
      return text !== before && typeof JSON.parse(text).pid === 'number';
    } catch {
      return false;
    }
  };
  await waitFor('the client to start', started);
  const { pid, child: grandchild } = written();
  child.kill('SIGINT');
  assert.equal(await exited, 130);
  await waitFor('the client and its child to go', () => gone(pid) && gone(grandchild), 5000);
});

test('client-role documents without --client or a suite client.command: exit 2 before anything runs', async () => {
  const result = await runCli(['run', '.'], { cwd: project.dir });
  assert.equal(result.code, 2);
  assert.match(result.stderr, /cli-01 judges a client \(role: client\), and no client was given/);
  assert.match(result.stderr, /--client "CMD"/);
});

test('among other tests, a client-role document without a client is skipped, saying why', async () => {
  const mixed = new TempProject();
  try {
    mixed.write('suite.yaml', 'name: mixed\n');
    mixed.write('other.yaml', 'id: srv-01\ntitle: a server test that does not apply here\nnotApplicable: no server in this project\n');
    mixed.write('doc.yaml', 'id: cli-02\ntitle: t\nrole: client\nchecks:\n  - name: x\n    count: { gte: 1 }\n');
    const result = await runCli(['run', '.', '--reporter', 'json', '--out', 'out'], { cwd: mixed.dir });
    // One test not applicable, one skipped: nothing judged.
    assert.equal(result.code, 4, result.stderr);
    const tests = JSON.parse(readFileSync(path.join(mixed.dir, 'out', 'results.json'), 'utf8')).tests;
    const client = tests.find((t: { id: string }) => t.id === 'cli-02');
    assert.equal(client.status, 'skipped');
    assert.match(client.reason, /judges a client, and no client was given: --client "CMD"/);
  } finally {
    mixed.remove();
  }
});

test("a suite's client.command runs in the suite's folder, wherever wirecase is run from; --client in the working folder", async () => {
  const nested = new TempProject();
  try {
    // The client lives beside suite.yaml and is named relatively, as a target.command is.
    nested.write('suite/suite.yaml', 'name: nested\nclient:\n  command: node ./here.mjs\n');
    nested.write(
      'suite/here.mjs',
      "import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran-in-suite-folder', import.meta.url), process.cwd());\n",
    );
    nested.write('suite/doc.yaml', 'id: cli-03\ntitle: t\nrole: client\nchecks:\n  - name: x\n    count: { gte: 1 }\n');
    nested.write('there.mjs', "import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran-in-working-folder', import.meta.url), process.cwd());\n");
    // The clients only write a file and send nothing: their documents could not be judged (exit 4).
    const fromSuite = await runCli(['run', 'suite', '--reporter', 'json', '--out', 'out'], { cwd: nested.dir });
    assert.equal(fromSuite.code, 4, fromSuite.stderr);
    assert.equal(readFileSync(path.join(nested.dir, 'suite', 'ran-in-suite-folder'), 'utf8'), path.join(nested.dir, 'suite'));
    const typed = await runCli(['run', 'suite', '--client', 'node there.mjs', '--reporter', 'json', '--out', 'out'], { cwd: nested.dir });
    assert.equal(typed.code, 4, typed.stderr);
    assert.ok(existsSync(path.join(nested.dir, 'ran-in-working-folder')));
  } finally {
    nested.remove();
  }
});
