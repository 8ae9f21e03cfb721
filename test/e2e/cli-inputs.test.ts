import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, test } from 'node:test';
import { parseVarOptions } from '../../src/load/variables.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('--var name:=JSON gives typed values; name=value stays text', () => {
  assert.deepEqual(parseVarOptions(['args:={"text":"hi","n":[1,2]}', 'flag:=false', 'n:=0.5', 'none:=null', 'plain={"a":1}', 'eq=a=b']), {
    args: { text: 'hi', n: [1, 2] },
    flag: false,
    n: 0.5,
    none: null,
    plain: '{"a":1}',
    eq: 'a=b',
  });
  assert.throws(() => parseVarOptions(['args:={"text":']), /the value after := must be JSON/);
  assert.throws(() => parseVarOptions([':=1']), /expected name=value/);
});

test('a --var name that no document or suite uses is exit 2 with "did you mean"', async () => {
  const { code, stdout, stderr } = await runCli(['run', 'scenarios/examples', '--var', 'client_secre=x', '--reporter', 'console'], { cwd: repoRoot });
  assert.equal(code, 2, stdout + stderr);
  assert.match(stderr, /--var client_secre: no document or suite of this run uses a variable `client_secre`/);
  assert.match(stderr, /did you mean `client_secret`\?/);
  assert.equal(stdout, '', 'nothing ran');
});

test('an env-file name that no document or suite uses is a warning naming the file (the file may serve other suites); the run goes on', async () => {
  const file = project.write('typo.yaml', 'tokne: x\n');
  const { code, stderr } = await runCli(['run', 'scenarios/examples', '--env-file', file, '--reporter', 'json', '--out', path.join(project.dir, 'typo-out')], {
    cwd: repoRoot,
  });
  assert.notEqual(code, 2, stderr);
  assert.match(stderr, /warning.*\n?.*--env-file .*typo\.yaml: no document or suite of this run uses a variable `tokne`/);
  assert.ok(existsSync(path.join(project.dir, 'typo-out', 'results.json')), 'the run ran');
});

test('validate takes --env-file and --var as run does; a misspelt name is caught even when the real one has a default', async () => {
  project.write('defaults/suite.yaml', 'vars:\n  token: default\n');
  project.write(
    'defaults/a.yaml',
    'id: d-01\ntitle: t\nsteps:\n  - request: { url: /x, headers: { Authorization: "Bearer {{ token }}" } }\n    expect: { status: 200 }\n',
  );
  const typo = project.write('defaults-typo.yaml', 'tokne: x\n');
  const right = project.write('defaults-right.env', 'token=x\n');
  const cwd = `${project.dir}/defaults`;
  // --var: exit 2.
  const byVar = await runCli(['validate', '.', '--var', 'tokne=x'], { cwd });
  assert.equal(byVar.code, 2, byVar.stdout + byVar.stderr);
  assert.match(byVar.stderr, /--var tokne: no document or suite of this run uses a variable `tokne`/);
  assert.match(byVar.stderr, /did you mean `token`\?/);
  // The env file: a warning with the same did-you-mean, and the documents are valid.
  const byFile = await runCli(['validate', '.', '--env-file', typo], { cwd });
  assert.equal(byFile.code, 0, byFile.stdout + byFile.stderr);
  assert.match(byFile.stderr, /--env-file .*defaults-typo\.yaml: no document or suite of this run uses a variable `tokne`/);
  assert.match(byFile.stderr, /did you mean `token`\?/);
  const { code, stdout, stderr } = await runCli(['validate', '.', '--env-file', right], { cwd });
  assert.equal(code, 0, stdout + stderr);
  assert.doesNotMatch(stderr, /warning/);
  assert.match(stdout, /1 document in 1 file: valid/);
});

test('a base URL nothing listens on is one clear error and exit 2, before any test', async () => {
  const port = await closedPort();
  const { code, stdout, stderr } = await runCli(['run', 'scenarios/examples', '--base-url', `http://127.0.0.1:${port}`], { cwd: repoRoot });
  assert.equal(code, 2, stdout + stderr);
  assert.match(stderr, new RegExp(`--base-url http://127\\.0\\.0\\.1:${port} cannot be reached: connection refused`));
  assert.doesNotMatch(stdout, /failed/);
});

test('files outside the working folder are named by absolute path, never ../../..', async () => {
  project.write('outside/t.yaml', 'id: o-1\ntitle: t\nsteps:\n  - request: { url: "{{ nope }}" }\n    sendOnly: true\n');
  const { code, stderr } = await runCli(['validate', `${project.dir}/outside`], { cwd: repoRoot });
  assert.equal(code, 2);
  assert.ok(stderr.includes(`${project.dir}/outside/t.yaml:4:`), stderr);
  assert.doesNotMatch(stderr, /\.\.\//);
});
