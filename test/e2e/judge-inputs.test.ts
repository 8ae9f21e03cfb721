import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

/**
 * What judging reads (catalogs, the expected-failures file) is loaded with the other inputs: a bad
 * one stops `wirecase run` with exit 2 and a located error before a single request is sent.
 */
let server: Server;
let hits = 0;
let baseUrl = '';
before(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

const doc = 'id: j-01\ntitle: t\nsteps:\n  - request: { url: /x }\n    expect: { status: 200 }\n';

test('a bad catalog stops the run before anything is sent (exit 2, located)', async () => {
  const project = new TempProject();
  try {
    project.write('a.yaml', doc);
    project.write('catalog.yaml', 'spec: { title: x }\nsectoins: []\n');
    hits = 0;
    const { code, stderr } = await runCli(['run', '.', '--base-url', baseUrl], { cwd: project.dir });
    assert.equal(code, 2, stderr);
    assert.match(stderr, /catalog\.yaml:2:1/);
    assert.equal(hits, 0, 'nothing was sent');
  } finally {
    project.remove();
  }
});

test('a bad expected-failures file stops the run before anything is sent (exit 2, located)', async () => {
  const project = new TempProject();
  try {
    project.write('a.yaml', doc);
    project.write('known.yaml', 'tests:\n  - { id: j-01 }\n');
    hits = 0;
    const { code, stderr } = await runCli(['run', '.', '--base-url', baseUrl, '--expected-failures', 'known.yaml'], { cwd: project.dir });
    assert.equal(code, 2, stderr);
    assert.match(stderr, /`j-01` needs a `reason`/);
    assert.match(stderr, /known\.yaml:2:/);
    assert.equal(hits, 0, 'nothing was sent');
  } finally {
    project.remove();
  }
});
