import assert from 'node:assert/strict';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type CliResult, runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

// The load cache as a user meets it: `wirecase run` and `validate` in a project (a package.json), the
// second run of an unchanged file read from node_modules/.cache/wirecase. Whatever the cache holds,
// every output is the one the command gives without it.

let server: Server;
let baseUrl = '';
before(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"token":"t1"}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

const project = new TempProject();
after(() => project.remove());
project.write('package.json', '{"private":true}\n');
const cacheDir = path.join(project.dir, 'node_modules', '.cache', 'wirecase');

/** A step that fails at run time on line 9 (`$.ok` is true, not false). */
const FAILS = `id: cache-01
title: fails on purpose
steps:
  - request: { url: /a }
    expect: { status: 200 }
  - request: { url: /b }
    expect:
      json:
        $.ok: false
`;

/** Output without what changes from run to run (durations). */
const stable = (r: CliResult) => ({ code: r.code, stdout: r.stdout.replace(/\d+(\.\d+)? m?s\b/g, 'T'), stderr: r.stderr });
const run = (file: string, ...extra: string[]) => runCli(['run', file, '--base-url', baseUrl, '--reporter', 'console', ...extra], { cwd: project.dir });

test('a failure found at run time in a cached document points at the same file:line:col as without the cache', async () => {
  project.write('fails.yaml', FAILS);
  const uncached = await run('fails.yaml', '--no-cache');
  assert.equal(existsSync(cacheDir), false, '--no-cache writes nothing');
  const miss = await run('fails.yaml');
  assert.ok(readdirSync(cacheDir).length > 0, 'the first run keeps the file');
  const hit = await run('fails.yaml');
  assert.equal(uncached.code, 1, uncached.stdout + uncached.stderr);
  assert.match(uncached.stdout, /fails\.yaml:9:/);
  assert.deepEqual(stable(miss), stable(uncached));
  assert.deepEqual(stable(hit), stable(uncached));
  const offByEnv = await runCli(['run', 'fails.yaml', '--base-url', baseUrl, '--reporter', 'console'], { cwd: project.dir, env: { WIRECASE_CACHE: 'off' } });
  assert.deepEqual(stable(offByEnv), stable(uncached));
});

test('an edited file gives the new result; a broken one exits 2 with the same diagnostic as without the cache', async () => {
  project.write('edit.yaml', FAILS);
  assert.equal((await run('edit.yaml')).code, 1);
  writeFileSync(path.join(project.dir, 'edit.yaml'), FAILS.replace('$.ok: false', '$.ok: true'));
  const fixed = await run('edit.yaml');
  assert.equal(fixed.code, 0, fixed.stdout + fixed.stderr);
  writeFileSync(path.join(project.dir, 'edit.yaml'), FAILS.replace('expect: { status: 200 }', 'expect: { stauts: 200 }'));
  const broken = await run('edit.yaml');
  const brokenUncached = await run('edit.yaml', '--no-cache');
  assert.equal(broken.code, 2);
  assert.match(broken.stderr, /edit\.yaml:5:/);
  assert.deepEqual(stable(broken), stable(brokenUncached));
  for (const args of [
    ['validate', 'edit.yaml'],
    ['validate', 'edit.yaml', '--no-cache'],
  ]) {
    const validate = await runCli(args, { cwd: project.dir });
    assert.equal(validate.code, 2);
    assert.equal(validate.stderr, broken.stderr);
  }
});

test('a cache folder that cannot be written does not stop a run', async () => {
  project.write('ok.yaml', FAILS.replace('$.ok: false', '$.ok: true'));
  const env = { WIRECASE_CACHE_DIR: 'package.json/cannot-be-a-folder' };
  for (let i = 0; i < 2; i++) {
    const r = await runCli(['run', 'ok.yaml', '--base-url', baseUrl, '--reporter', 'console'], { cwd: project.dir, env });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.stderr, '');
  }
});
