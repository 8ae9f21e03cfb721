import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { loadProject } from '../../src/load/load-project.js';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

// `teardown:` runs after the steps whatever happened to them, so a failed test leaves no data behind.
// A server that records every request shows what was sent.

let server: Server;
let baseUrl: string;
/** `METHOD /path x-test` of every request, in order. */
const sent: string[] = [];
const project = new TempProject();

before(async () => {
  server = createServer((req, res) => {
    sent.push(`${req.method} ${req.url} ${req.headers['x-test'] ?? ''}`.trim());
    const json = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/items') return json(201, { id: 'it-7' });
    if (req.method === 'GET' && req.url?.startsWith('/items/')) return json(200, { name: 'widget' });
    if (req.method === 'DELETE' && req.url?.startsWith('/items/')) return json(204);
    if (req.method === 'DELETE' && req.url?.startsWith('/locked/')) return json(500, { error: 'locked' });
    if (req.url === '/health') return json(200, { status: 'ok' });
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  project.remove();
  await new Promise((resolve) => server.close(resolve));
});

/** Runs one document through the real binary with every reporter; returns its result and the reports. */
async function run(name: string, yaml: string): Promise<{ code: number | null; test: TestResult; stdout: string; reports: Record<string, string> }> {
  project.write(`${name}/t.yaml`, yaml);
  project.write(`${name}/suite.yaml`, `baseUrl: ${baseUrl}\n`);
  const dir = path.join(project.dir, name);
  const { code, stdout, stderr } = await runCli(['run', '.', '--reporter', 'console,json,junit,markdown,html', '--out', 'out'], { cwd: dir });
  const read = (file: string) => readFileSync(path.join(dir, 'out', file), 'utf8');
  const results = JSON.parse(read('results.json')) as RunResult;
  assert.deepEqual(resultsSchemaErrors(results), [], stderr);
  assert.equal(results.tests.length, 1);
  return { code, test: results.tests[0]!, stdout, reports: { junit: read('junit.xml'), markdown: read('summary.md'), html: read('report.html') } };
}

test('a failed step: the later steps are skipped, the teardown DELETE is still sent, and the test keeps the step failure', async () => {
  sent.length = 0;
  const {
    code,
    test: t,
    stdout,
    reports,
  } = await run(
    'after-failure',
    `
id: td-01
title: create, check, clean up
steps:
  - request: { method: POST, url: /items, headers: { x-test: td-01 } }
    expect: { status: 201 }
    capture: { itemId: $.id }
  - request: { url: "/items/{{ itemId }}", headers: { x-test: td-01 } }
    expect: { json: { $.name: gadget } }
  - request: { url: /health, headers: { x-test: td-01 } }
    expect: { status: 200 }
teardown:
  - name: delete the item
    request: { method: DELETE, url: "/items/{{ itemId }}", headers: { x-test: td-01 } }
    expect: { status: 204 }
`,
  );
  assert.equal(code, 1, stdout);
  assert.deepEqual(sent, ['POST /items td-01', 'GET /items/it-7 td-01', 'DELETE /items/it-7 td-01']);
  assert.equal(t.status, 'failed');
  assert.equal(t.failure?.step, 2);
  assert.equal(t.failure?.teardown, undefined);
  assert.match(t.failure!.message, /\$\.name: expected "gadget", got "widget"/);
  assert.deepEqual(
    t.steps.map((s) => s.status),
    ['passed', 'failed', 'skipped'],
  );
  assert.equal(t.teardown?.length, 1);
  assert.equal(t.teardown![0]!.name, 'delete the item');
  assert.equal(t.teardown![0]!.status, 'passed');
  assert.equal(t.teardown![0]!.request?.method, 'DELETE');
  assert.match(t.teardown![0]!.span?.file ?? '', /t\.yaml$/);
  assert.equal(t.teardown![0]!.span?.line, 12);
  assert.match(stdout, /step 2 "GET \/items\/it-7"/);
  assert.match(reports.html!, /teardown step 1 <strong>delete the item<\/strong>/);
});

test('a step whose check failed still captures what its response holds: the teardown deletes what the server did create; the console shows it', async () => {
  sent.length = 0;
  const {
    code,
    test: t,
    stdout,
  } = await run(
    'capture-after-failed-check',
    `
id: td-05
title: created, but not with the status the test expects
steps:
  - request: { method: POST, url: /items, headers: { x-test: td-05 } }
    expect: { status: 200 }
    capture: { itemId: $.id, missing: $.nothing }
teardown:
  - name: delete the item
    request: { method: DELETE, url: "/items/{{ itemId }}", headers: { x-test: td-05 } }
    expect: { status: 204 }
`,
  );
  assert.equal(code, 1, stdout);
  assert.deepEqual(sent, ['POST /items td-05', 'DELETE /items/it-7 td-05']);
  assert.equal(t.failure?.step, 1);
  assert.match(t.failure!.message, /expected status 200, got 201/);
  // A capture that finds nothing in the failed step's response adds no second failure.
  assert.equal(t.steps[0]!.assertions.filter((a) => !a.passed).length, 1);
  assert.equal(t.teardown?.[0]?.status, 'passed');
  assert.match(stdout, /✓ teardown step 1 delete the item \(\d+ ms\)/, 'a passed teardown step is shown too');
});

test('every step passes and a teardown step fails: the test fails, and the failure says it was the teardown', async () => {
  sent.length = 0;
  const {
    code,
    test: t,
    stdout,
    reports,
  } = await run(
    'teardown-fails',
    `
id: td-02
title: teardown that fails
steps:
  - request: { url: /health }
    expect: { status: 200 }
teardown:
  - name: unlock
    request: { method: DELETE, url: /locked/1 }
    expect: { status: 204 }
  - name: delete anyway
    request: { method: DELETE, url: /items/1 }
`,
  );
  assert.equal(code, 1, stdout);
  assert.deepEqual(sent, ['GET /health', 'DELETE /locked/1', 'DELETE /items/1'], 'a failed teardown step does not stop the ones after it');
  assert.equal(t.status, 'failed');
  assert.equal(t.failure?.teardown, true);
  assert.equal(t.failure?.step, 1);
  assert.equal(t.failure?.stepName, 'unlock');
  assert.match(t.failure!.message, /expected status 204, got 500/);
  assert.deepEqual(
    t.teardown?.map((s) => s.status),
    ['failed', 'passed'],
  );
  assert.match(stdout, /teardown step 1 "unlock"/);
  assert.match(reports.junit!, /teardown step 1 \(unlock\): expected status 204, got 500/);
  assert.match(reports.markdown!, /teardown step 1 "unlock": `expected status 204, got 500`/);
});

test('a teardown failure after a step failure is reported, never in its place; a missing capture fails that teardown step, saying why', async () => {
  sent.length = 0;
  const {
    code,
    test: t,
    stdout,
    reports,
  } = await run(
    'both-fail',
    `
id: td-03
title: nothing created
steps:
  - request: { method: POST, url: /nowhere }
    expect: { status: 201 }
    capture: { itemId: $.id }
teardown:
  - request: { method: DELETE, url: "/items/{{ itemId }}" }
  - request: { method: DELETE, url: /locked/2 }
    expect: { status: 204 }
`,
  );
  assert.equal(code, 1, stdout);
  assert.deepEqual(sent, ['POST /nowhere', 'DELETE /locked/2']);
  assert.equal(t.status, 'failed');
  assert.equal(t.failure?.step, 1);
  assert.equal(t.failure?.teardown, undefined);
  assert.match(t.failure!.message, /expected status 201, got 404/);
  assert.equal(t.teardown?.[0]?.status, 'failed');
  assert.match(t.teardown![0]!.error!.message, /undefined variable `itemId`: not captured, since the step that captures it did not pass/);
  assert.equal(t.teardown?.[1]?.status, 'failed');
  assert.match(stdout, /teardown step 2 "DELETE \/locked\/2": expected status 204, got 500/);
  assert.match(reports.junit!, /teardown step 1 &quot;DELETE \/items\/\{\{ itemId \}\}&quot; also failed: undefined variable `itemId`/);
  assert.match(reports.markdown!, /teardown step 2 "DELETE \/locked\/2" also failed/);
});

test('a test stopped before anything was set up (a condition, or a failed first guard) sends no teardown', async () => {
  sent.length = 0;
  const condition = await run(
    'condition',
    `
id: td-04
title: not applicable by a condition
notApplicable:
  if: "true"
  reason: never here
steps:
  - request: { url: /health }
    expect: { status: 200 }
teardown:
  - request: { method: DELETE, url: /items/4 }
`,
  );
  assert.equal(condition.code, 4, condition.stdout); // skipped: nothing judged
  assert.equal(condition.test.status, 'not-applicable');
  assert.equal(condition.test.teardown, undefined);
  const guard = await run(
    'guard',
    `
id: td-05
title: not applicable by a guard
steps:
  - request: { url: /feature }
    expect: { status: 200 }
    guard: the server has no feature
  - request: { method: POST, url: /items }
    expect: { status: 201 }
teardown:
  - request: { method: DELETE, url: /items/5 }
`,
  );
  assert.equal(guard.code, 4, guard.stdout); // not applicable: nothing judged
  assert.equal(guard.test.status, 'not-applicable');
  assert.equal(guard.test.teardown, undefined);
  assert.deepEqual(sent, ['GET /feature']);
});

test('the loader accepts a teardown that uses a capture, or includes a fragment, and rejects one that uses an unknown variable, located', async () => {
  const dir = path.join(project.dir, 'load');
  project.write('load/suite.yaml', 'baseUrl: http://127.0.0.1:1\n');
  project.write('load/fragments/delete.yaml', 'steps:\n  - request: { method: DELETE, url: "/items/{{ id }}" }\n');
  project.write(
    'load/ok.yaml',
    'id: ok-01\ntitle: t\nsteps:\n  - request: { method: POST, url: /items }\n    capture: { itemId: $.id }\nteardown:\n  - request: { method: DELETE, url: "/items/{{ itemId }}" }\n  - include: fragments/delete.yaml\n    with: { id: "{{ itemId }}" }\n',
  );
  const ok = await loadProject({ paths: ['ok.yaml'], cwd: dir });
  assert.deepEqual(ok.diagnostics, []);
  const teardown = ok.documents[0]!.data.teardown!;
  assert.equal(teardown.length, 2);
  assert.equal(teardown[1]!.request?.url, '/items/{{ id }}');
  assert.deepEqual(ok.documents[0]!.locate(['teardown', 1, 'request'])?.file, path.join('fragments', 'delete.yaml'));

  project.write(
    'load/bad.yaml',
    'id: bad-01\ntitle: t\nsteps:\n  - request: { url: /health }\n    expect: { status: 200 }\nteardown:\n  - request: { method: DELETE, url: "/items/{{ itemId }}" }\n',
  );
  const bad = await loadProject({ paths: ['bad.yaml'], cwd: dir });
  assert.deepEqual(
    bad.diagnostics.map((d) => `${d.code} ${d.span?.file}:${d.span?.line}:${d.span?.col} ${d.message}`),
    ['UNDEFINED_VARIABLE bad.yaml:7:37 undefined variable `itemId`'],
  );
  project.write('load/empty.yaml', 'id: empty-01\ntitle: t\nsteps:\n  - request: { url: /health }\n    expect: { status: 200 }\nteardown: []\n');
  assert.match((await loadProject({ paths: ['empty.yaml'], cwd: dir })).diagnostics[0]?.message ?? '', /teardown/);
});

test('a guard on an include step guards every step of the fragment that has no guard of its own', async () => {
  const dir = path.join(project.dir, 'guarded-include');
  project.write('guarded-include/suite.yaml', 'baseUrl: http://127.0.0.1:1\n');
  project.write(
    'guarded-include/fragments/two.yaml',
    'steps:\n  - request: { url: /a }\n    expect: { status: 200 }\n  - request: { url: /b }\n    guard: its own\n    expect: { status: 200 }\n',
  );
  project.write(
    'guarded-include/doc.yaml',
    'id: gi-01\ntitle: t\nsteps:\n  - include: fragments/two.yaml\n    guard: the fragment cannot run here\n  - include: fragments/two.yaml\n',
  );
  const loaded = await loadProject({ paths: ['doc.yaml'], cwd: dir });
  assert.deepEqual(loaded.diagnostics, []);
  assert.deepEqual(
    loaded.documents[0]!.data.steps.map((s) => s.guard),
    ['the fragment cannot run here', 'its own', undefined, 'its own'],
  );
});

test('secrets are masked in teardown records as in steps', async () => {
  sent.length = 0;
  const {
    test: t,
    stdout,
    reports,
  } = await run(
    'secret',
    `
id: td-06
title: teardown with a key
vars:
  api_key: td-key-5b1e
steps:
  - request: { url: /health }
    expect: { status: 500 }
teardown:
  - request: { method: DELETE, url: "/locked/1?key={{ api_key }}", headers: { x-key: "{{ api_key }}" } }
    expect: { status: 204 }
`,
  );
  assert.deepEqual(sent, ['GET /health', 'DELETE /locked/1?key=td-key-5b1e']);
  assert.equal(t.teardown?.[0]?.status, 'failed');
  const all = JSON.stringify(t) + stdout + Object.values(reports).join('');
  assert.ok(!all.includes('td-key-5b1e'), 'the key leaked into a report');
  assert.match(t.teardown![0]!.request!.url, /key=\*\*\*/);
});
