import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

let server: Server;
let baseUrl = '';
before(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"year":1965}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

test('run says what validate warns about (a quoted number) before it runs', async () => {
  const project = new TempProject();
  try {
    project.write('a.yaml', 'id: w-01\ntitle: t\nsteps:\n  - request: { url: /book }\n    expect: { json: { $.year: "1965" } }\n');
    const { code, stdout, stderr } = await runCli(['run', '.', '--base-url', baseUrl], { cwd: project.dir });
    assert.match(stderr, /warning\[QUOTED_NUMBER\]: `\$\.year` is compared with the text "1965"/);
    assert.match(stderr, /--> a\.yaml:5:/);
    // The check itself then fails at run time, as it always did: the warning told why beforehand.
    assert.equal(code, 1, stdout);
    assert.match(stdout, /expected "1965", got 1965/);
  } finally {
    project.remove();
  }
});
