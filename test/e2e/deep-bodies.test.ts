import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { MAX_JSON_DEPTH } from '../../src/source/json-text.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

/**
 * JSON as deep as wirecase accepts goes through every stage that walks it, recursively or not:
 * JSONPath (`..`), a recursive schema, the failure excerpt, redaction and every reporter. One level
 * more fails its step with the reason, and the next test still runs.
 */
const SECRET = 's3cr3t-deep-value';
const nest = (levels: number) => `${'{"a":'.repeat(levels - 1)}{"leaf":"${SECRET}"}${'}'.repeat(levels - 1)}`;

let server: Server;
const project = new TempProject();
before(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.url === '/deepest' ? nest(MAX_JSON_DEPTH) : req.url === '/too-deep' ? nest(MAX_JSON_DEPTH + 1) : '{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  project.write('suite.yaml', `baseUrl: ${baseUrl}\nvars:\n  api_token: ${SECRET}\n`);
  project.write(
    'node.schema.json',
    JSON.stringify({ $defs: { node: { type: 'object', properties: { a: { $ref: '#/$defs/node' }, leaf: { type: 'string' } } } }, $ref: '#/$defs/node' }),
  );
  project.write(
    'deep.yaml',
    `id: deep-01
title: the deepest accepted body, checked every way
steps:
  - request: { url: /deepest, headers: { Authorization: "Bearer {{ api_token }}" } }
    expect:
      schema: node.schema.json
      json:
        $..leaf: { exists: true }
        $.a.a.a.missing: 1
---
id: deep-02
title: one level more
steps:
  - request: { url: /too-deep }
    expect: { json: { $.a: { exists: true } } }
---
id: deep-03
title: the run goes on
steps:
  - request: { url: /ok }
    expect: { status: 200, json: { $.ok: true } }
`,
  );
});
after(async () => {
  project.remove();
  await new Promise((resolve) => server.close(resolve));
});

test(`a body ${MAX_JSON_DEPTH} levels deep is judged and reported; one level more fails its step with the reason`, async () => {
  const { code, stdout, stderr } = await runCli(['run', '.', '--reporter', 'console,json,junit,markdown,html', '--out', 'out'], { cwd: project.dir });
  assert.equal(code, 1, `exit code (stderr: ${stderr})`);
  const results = JSON.parse(readFileSync(path.join(project.dir, 'out', 'results.json'), 'utf8'));
  const byId = Object.fromEntries(results.tests.map((t: { id: string }) => [t.id, t]));
  // deep-01 fails only on the value that is not there: the `..` query and the recursive schema passed.
  const assertions = byId['deep-01'].steps[0].assertions as Array<{ kind: string; target?: string; passed: boolean }>;
  assert.deepEqual(
    assertions.map((a) => `${a.kind} ${a.target ?? ''} ${a.passed}`),
    ['json $..leaf true', 'json $.a.a.a.missing false', 'schema node.schema.json true'],
  );
  assert.match(byId['deep-02'].failure.message, /nested too deeply to process \(over 512 levels\)/);
  assert.equal(byId['deep-03'].status, 'passed');
  assert.match(stdout, /1 passed, 2 failed/);
  // The secret sits at the bottom of the deepest body: masked in every output.
  const outputs = [stdout, stderr, ...readdirSync(path.join(project.dir, 'out')).map((f) => readFileSync(path.join(project.dir, 'out', f), 'utf8'))];
  for (const text of outputs) assert.ok(!text.includes(SECRET), 'the secret is masked everywhere');
});
