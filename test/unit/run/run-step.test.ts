import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { loadProject } from '../../../src/load/load-project.js';
import type { LoadedDocument } from '../../../src/model/scenario.js';
import { MASK } from '../../../src/model/secret-names.js';
import { newDocumentState } from '../../../src/run/document-state.js';
import type { SuiteContext } from '../../../src/run/run-context.js';
import { runStep, type StepOutcome } from '../../../src/run/run-step.js';
import { testSuiteContext } from '../../helpers/suite-context.js';
import { TempProject } from '../../helpers/temp-project.js';

const SECRET = 'tok-5f1e9c2a7b';

/** A tiny API: a fixed item, a login that hands out a token, an echo, and counters for retries. */
let server: Server;
let base: string;
const hits = new Map<string, number>();
before(async () => {
  server = createServer((req, res) => {
    const key = req.url ?? '/';
    const n = (hits.get(key) ?? 0) + 1;
    hits.set(key, n);
    const url = new URL(key, 'http://x');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (url.pathname) {
      case '/item':
        return json(200, { id: 7, name: 'widget' });
      case '/login':
        return json(200, { access_token: SECRET, user: 'ann' });
      case '/echo':
        return json(200, { url: req.url, authorization: req.headers.authorization ?? null });
      case '/flaky':
        return n < 3 ? json(503, { busy: true }) : json(200, { ready: true });
      case '/count':
        return json(200, { n });
      default:
        return json(404, {});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  project.remove();
});

const project = new TempProject();
let folders = 0;

/** Loads one document (load problems fail the test), for running its steps one by one. */
async function load(steps: string, extraVarNames: string[] = []): Promise<LoadedDocument> {
  const folder = `d${++folders}`;
  project.write(`${folder}/a.yaml`, `id: t-${folders}\ntitle: t\nsteps:\n${steps}`);
  const loaded = await loadProject({ paths: [folder], cwd: project.dir, extraVarNames });
  assert.deepEqual(
    loaded.diagnostics.map((d) => `${d.code} ${d.message}`),
    [],
  );
  return loaded.documents[0]!;
}

/** Runs every step of a document in order, captures flowing forward, as run-document does (without stopping). */
async function runAll(doc: LoadedDocument, ctx: SuiteContext = testSuiteContext(base)): Promise<StepOutcome[]> {
  const captured: Record<string, unknown> = {};
  const scope = ctx.scope.with(captured);
  const state = newDocumentState(doc, scope);
  const outcomes: StepOutcome[] = [];
  try {
    for (let i = 0; i < doc.data.steps.length; i++) {
      const outcome = await runStep(doc, i, scope, ctx, state);
      Object.assign(captured, outcome.captures);
      outcomes.push(outcome);
    }
  } finally {
    await ctx.http.close();
  }
  return outcomes;
}

test('a step whose expectations hold passes, with what was sent and what came back', async () => {
  const doc = await load(
    '  - request: { url: /item }\n    expect:\n      status: 200\n      headers: { Content-Type: { contains: json } }\n      json: { $.id: 7, $.name: widget }\n',
  );
  const [{ record }] = (await runAll(doc)) as [StepOutcome];
  assert.equal(record.status, 'passed');
  assert.equal(record.name, 'GET /item');
  assert.equal(record.error, undefined);
  assert.equal(record.assertions.length, 4);
  assert.ok(
    record.assertions.every((a) => a.passed),
    JSON.stringify(record.assertions),
  );
  assert.deepEqual([record.request?.method, record.request?.url], ['GET', `${base}/item`]);
  assert.equal(record.response?.status, 200);
  assert.deepEqual(JSON.parse(record.response!.body), { id: 7, name: 'widget' });
  assert.equal(record.attempts, undefined);
  assert.equal(record.span?.line, 4);
});

test('a failed assertion fails the step with expected, actual and where it is written; what the response holds is still captured, for teardown', async () => {
  const doc = await load(
    '  - request: { url: /item }\n    expect:\n      status: 201\n      json: { $.name: gadget }\n    capture: { id: $.id, gone: $.nothing }\n',
  );
  const [{ record, captures }] = (await runAll(doc)) as [StepOutcome];
  assert.equal(record.status, 'failed');
  const failed = record.assertions.filter((a) => !a.passed);
  assert.deepEqual(
    failed.map((a) => [a.kind, a.expected, a.actual, a.span?.line]),
    [
      ['status', '201', 200, 6],
      ['json', 'equals "gadget"', 'widget', 7],
    ],
  );
  // A capture that finds nothing adds no failure of its own: the step has failed already.
  assert.deepEqual(captures, { id: 7 });
  assert.deepEqual(record.captures, { id: 7 });
});

test("a setup probe's failed check captures nothing: its answer is not the shape it looks for", async () => {
  const doc = await load('  - request: { url: /item }\n    expect: { status: 201 }\n    capture: { id: $.id }\n');
  const ctx = testSuiteContext(base);
  const scope = ctx.scope.with({});
  try {
    const outcome = await runStep(doc, 0, scope, ctx, newDocumentState(doc, scope), { optionalCaptures: true });
    assert.equal(outcome.record.status, 'failed');
    assert.deepEqual(outcome.captures, {});
  } finally {
    await ctx.http.close();
  }
});

test('a template that cannot be rendered fails the step before anything is sent, located', async () => {
  // `given` is known when loading (as a --var would be) but has no value when the step runs.
  const doc = await load('  - request: { url: "/item?x={{ given }}" }\n    sendOnly: true\n', ['given']);
  const [{ record }] = (await runAll(doc)) as [StepOutcome];
  assert.equal(record.status, 'failed');
  assert.equal(record.error?.code, 'UNDEFINED_VARIABLE');
  assert.match(record.error!.message, /given/);
  assert.equal(record.error?.span?.line, 4);
  assert.equal(record.request, undefined);
  assert.equal(record.response, undefined);
  assert.deepEqual(
    [...hits.keys()].filter((k) => k.startsWith('/item?x')),
    [],
  );
});

test('a transport failure fails the step with its reason, and the request is still recorded', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const doc = await load('  - request: { url: /item }\n    expect: { status: 200 }\n');
  const [{ record }] = (await runAll(doc, testSuiteContext(`http://127.0.0.1:${port}`))) as [StepOutcome];
  assert.equal(record.status, 'failed');
  assert.equal(record.error?.code, 'HTTP_CONNECTION');
  assert.match(record.error!.message, /^connection refused/);
  assert.equal(record.error?.span?.line, 4);
  assert.deepEqual(record.assertions, []);
  assert.equal(record.request?.url, `http://127.0.0.1:${port}/item`);
  assert.equal(record.response, undefined);
});

test('captures are taken from a passing response, recorded, and known to the next step', async () => {
  const doc = await load(
    '  - request: { url: /item }\n    capture:\n      id: $.id\n      label: { json: $.name }\n      code: { status: true }\n      kind: { header: content-type, regex: "/(\\\\w+)" }\n  - request: { url: "/echo?id={{ id }}&label={{ label }}" }\n    expect: { status: 200 }\n',
  );
  const [first, second] = (await runAll(doc)) as [StepOutcome, StepOutcome];
  assert.deepEqual(first.captures, { id: 7, label: 'widget', code: 200, kind: 'json' });
  assert.deepEqual(first.record.captures, { id: 7, label: 'widget', code: 200, kind: 'json' });
  assert.equal(second.record.request?.url, `${base}/echo?id=7&label=widget`);
  assert.equal(second.record.status, 'passed');
});

test('a capture that finds nothing fails the step, at the capture', async () => {
  const doc = await load('  - request: { url: /item }\n    capture: { missing: $.nope }\n');
  const [{ record }] = (await runAll(doc)) as [StepOutcome];
  assert.equal(record.status, 'failed');
  assert.deepEqual(
    record.assertions.map((a) => [a.kind, a.target, a.passed, a.message, a.span?.line]),
    [['capture', 'missing', false, 'capture missing: $.nope matched nothing', 5]],
  );
});

test('retry: sent again until the expectations hold, and the attempts are recorded', async () => {
  const doc = await load('  - request: { url: "/flaky?k=ok" }\n    retry: { times: 5, interval: 10ms }\n    expect: { status: 200 }\n');
  const [{ record }] = (await runAll(doc)) as [StepOutcome];
  assert.equal(record.status, 'passed');
  assert.equal(record.attempts, 3);
  assert.equal(hits.get('/flaky?k=ok'), 3);
});

test('retry: when every attempt fails, the last one is the verdict', async () => {
  const doc = await load('  - request: { url: "/flaky?k=never" }\n    retry: { times: 2, interval: 10ms }\n    expect: { status: 200 }\n');
  const [{ record }] = (await runAll(doc)) as [StepOutcome];
  assert.equal(record.status, 'failed');
  assert.equal(record.attempts, 2);
  assert.deepEqual(
    record.assertions.map((a) => [a.kind, a.passed, a.actual]),
    [['status', false, 503]],
  );
  assert.equal(hits.get('/flaky?k=never'), 2);
});

test('retry.until: sent again until the expression over the response holds', async () => {
  const doc = await load(
    '  - request: { url: "/count?k=until" }\n    retry: { times: 10, interval: 10ms, until: "response.json.n >= 3 && response.status == 200" }\n    capture: { n: $.n }\n',
  );
  const [{ record, captures }] = (await runAll(doc)) as [StepOutcome];
  assert.equal(record.status, 'passed');
  assert.equal(record.attempts, 3);
  assert.deepEqual(captures, { n: 3 });
});

test('a captured secret is masked everywhere the record holds it: captures, response, later URLs, headers and names', async () => {
  const doc = await load(
    '  - request: { url: /login }\n    capture: { access_token: $.access_token, user: $.user }\n' +
      '  - request: { url: "/echo?t={{ access_token }}", headers: { X-Trace: "t={{ access_token }}" } }\n    expect: { status: 200, json: { $.url: "/nope" } }\n',
  );
  const [login, echo] = (await runAll(doc)) as [StepOutcome, StepOutcome];
  // The value itself flows on: the next step sent it.
  assert.equal(login.captures.access_token, SECRET);
  assert.deepEqual(login.record.captures, { access_token: MASK, user: 'ann' });
  assert.ok(!login.record.response!.body.includes(SECRET), login.record.response!.body);
  assert.ok(login.record.response!.body.includes(MASK));
  const stored = JSON.stringify(echo.record);
  assert.ok(!stored.includes(SECRET), stored);
  assert.equal(echo.record.request?.url, `${base}/echo?t=${MASK}`);
  assert.equal(echo.record.name, `GET /echo?t=${MASK}`);
  assert.deepEqual(
    echo.record.request?.headers.find(([n]) => n === 'X-Trace'),
    ['X-Trace', `t=${MASK}`],
  );
  // The failed json check's actual value held the URL with the secret.
  assert.equal(echo.record.status, 'failed');
  assert.deepEqual(
    echo.record.assertions.map((a) => a.actual),
    [200, `/echo?t=${MASK}`],
  );
});
