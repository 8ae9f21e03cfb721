import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { TestResult } from '../../../src/model/results.js';
import type { ClientCheck } from '../../../src/model/scenario.js';
import { type ClientExchange, clientVerdict, judgeClientChecks, pick } from '../../../src/run/roles/client/client-checks.js';
import { testResultOf } from '../../../src/run/run-document.js';
import { docFromYaml } from '../../helpers/client-docs.js';
import { testSuiteContext } from '../../helpers/suite-context.js';

// How a client-role document's `checks` judge recorded requests: which requests each check picks,
// and the verdict (each matcher kind failing when it should, empty selections never a pass).

const ctx = testSuiteContext('http://127.0.0.1:1');
after(() => ctx.http.close());

let clock = 0;
/** A recorded POST of a JSON-RPC message, answered 200 unless told otherwise; each one a little later. */
function post(method: string, headers: Record<string, string> = {}, answer: Partial<ClientExchange['answer']> = {}, extra: object = {}): ClientExchange {
  const receivedAt = (clock += 10);
  const body = JSON.stringify({ jsonrpc: '2.0', ...(method.startsWith('notifications/') ? {} : { id: clock }), method, params: extra });
  return {
    httpMethod: 'POST',
    path: '/mcp',
    headers: Object.entries(headers),
    body,
    receivedAt,
    answeredAt: receivedAt + 5,
    rpcMethod: method,
    answer: { status: 200, body: '{}', headers: [], ...answer },
  };
}

function judged(yaml: string, exchanges: ClientExchange[]): TestResult {
  const doc = docFromYaml(`id: c-01\ntitle: t\nrole: client\n${yaml}`);
  const result = testResultOf(doc);
  judgeClientChecks(doc, exchanges, 'the client exited with code 0', result, ctx);
  clientVerdict(result);
  return result;
}

const session = { 'mcp-session-id': 's1', 'mcp-protocol-version': '2025-11-25' };
const healthy = () => [
  post('server/discover', {}, { status: 400 }),
  post('initialize'),
  post('notifications/initialized', session, { status: 202 }),
  post('tools/list', session),
  post('tools/call', session),
];

test('pick: method, exceptMethod, httpMethod, which first / last', () => {
  const ex = healthy();
  const names = (picked: ClientExchange[]) => picked.map((e) => e.rpcMethod ?? e.httpMethod);
  assert.deepEqual(names(pick({ name: 'x', method: 'tools/list' }, ex)), ['tools/list']);
  assert.deepEqual(names(pick({ name: 'x', method: ['tools/list', 'tools/call'] }, ex)), ['tools/list', 'tools/call']);
  assert.deepEqual(names(pick({ name: 'x', exceptMethod: 'server/discover', which: 'first' }, ex)), ['initialize']);
  assert.deepEqual(names(pick({ name: 'x', which: 'last' }, ex)), ['tools/call']);
  const del: ClientExchange = { ...post('x'), httpMethod: 'DELETE', body: '' };
  delete del.rpcMethod;
  assert.deepEqual(names(pick({ name: 'x' }, [...ex, del])).length, 5, 'without httpMethod only JSON-RPC POSTs are picked');
  assert.deepEqual(names(pick({ name: 'x', httpMethod: 'DELETE' }, [...ex, del])), ['DELETE']);
});

test('pick: after (a successful answer), afterStatus, afterError, before', () => {
  const ex = healthy();
  assert.deepEqual(
    pick({ name: 'x', after: 'initialize' }, ex).map((e) => e.rpcMethod),
    ['notifications/initialized', 'tools/list', 'tools/call'],
  );
  // An initialize answered with an error is no successful initialization: nothing comes "after" it.
  const refused = [post('initialize', {}, { errorCode: -32022, status: 400 }), post('tools/list')];
  assert.deepEqual(pick({ name: 'x', after: 'initialize' }, refused), []);
  assert.deepEqual(
    pick({ name: 'x', afterError: -32022 }, refused).map((e) => e.rpcMethod),
    ['tools/list'],
  );
  // { code, method }: after the refusal of that method only (an initialize refused with the same code does not count).
  const twice = [...refused, post('tools/list', {}, { errorCode: -32022, status: 400 }), post('tools/list'), post('ping')];
  assert.deepEqual(
    pick({ name: 'x', afterError: { code: -32022, method: 'tools/list' } }, twice).map((e) => e.rpcMethod),
    ['tools/list', 'ping'],
  );
  assert.deepEqual(pick({ name: 'x', afterError: { code: -32022, method: 'prompts/list' } }, twice), [], 'no such refusal: nothing is after it');
  const lost = [post('initialize'), post('tools/list', session, { status: 404 }), post('initialize'), post('tools/list')];
  assert.deepEqual(
    pick({ name: 'x', afterStatus: 404, which: 'first' }, lost).map((e) => e.rpcMethod),
    ['initialize'],
  );
  assert.deepEqual(pick({ name: 'x', afterStatus: 500 }, lost), [], 'no such answer: nothing is after it');
  // before: what arrived while initialize was unanswered (answered 100 ms late here).
  const init = post('initialize');
  init.answeredAt = init.receivedAt + 100;
  const early = post('tools/list');
  assert.deepEqual(
    pick({ name: 'x', exceptMethod: 'initialize', before: 'initialize' }, [init, early]).map((e) => e.rpcMethod),
    ['tools/list'],
  );
});

test('headers and json matchers on each picked request pass, and fail naming the request', () => {
  const checks = `checks:
  - name: version header after initialize
    after: initialize
    expect:
      headers: { mcp-protocol-version: "2025-11-25" }
      json: { $.jsonrpc: "2.0" }
`;
  assert.equal(judged(checks, healthy()).status, 'passed');
  const ex = healthy();
  ex[3]!.headers = [['mcp-session-id', 's1']];
  const result = judged(checks, ex);
  assert.equal(result.status, 'failed');
  assert.match(result.failure!.message, /^request 2 of 3 \(POST tools\/list\): header mcp-protocol-version: expected "2025-11-25", found nothing/);
  assert.equal(result.failure!.location?.line, 8);
  assert.equal(result.steps[0]!.request?.body?.includes('tools/list'), true, 'the step shows the request that failed');
});

test('count: a matcher over how many requests were picked', () => {
  const checks = 'checks:\n  - name: initialized sent\n    method: notifications/initialized\n    count: { gte: 1 }\n';
  assert.equal(judged(checks, healthy()).status, 'passed');
  const result = judged(
    checks,
    healthy().filter((e) => e.rpcMethod !== 'notifications/initialized'),
  );
  assert.equal(result.status, 'failed');
  assert.match(result.failure!.message, /request count 0/);
});

test('which: none passes with no such request and fails naming those it found', () => {
  const checks = 'checks:\n  - name: no tools/list\n    method: tools/list\n    which: none\n';
  assert.equal(judged(checks, healthy().slice(0, 3)).status, 'passed');
  const result = judged(checks, healthy());
  assert.equal(result.status, 'failed');
  assert.match(result.failure!.message, /expected no such request, got 1: POST tools\/list/);
});

test('a check that picks nothing proves nothing: the test is not applicable, never a vacuous pass', () => {
  const result = judged('checks:\n  - name: resources\n    method: resources/read\n    expect: { json: { $.id: { exists: true } } }\n', healthy());
  assert.equal(result.status, 'not-applicable');
  assert.match(result.reason!, /"resources" picked none/);
});

test('a client that sent nothing leaves the test could-not-judge (nothing of it was observed), with how the client ended', () => {
  const result = judged('checks:\n  - name: x\n    count: { gte: 1 }\n', []);
  assert.equal(result.status, 'could-not-judge');
  assert.match(result.reason!, /the client sent no request to the judging server \(the client exited with code 0\)/);
});

test('a failed guard makes the test not applicable, whatever the other checks found', () => {
  const checks = `checks:
  - name: speaks 2026
    guard: the client does not speak 2026-07-28
    exceptMethod: initialize
    count: { gte: 1 }
  - name: meta
    expect: { json: { $.params._meta: { exists: true } } }
`;
  const result = judged(checks, [post('initialize', {}, { status: 400, errorCode: -32022 })]);
  assert.equal(result.status, 'not-applicable');
  assert.match(result.reason!, /^the client does not speak 2026-07-28: "speaks 2026": request count 0/);
  assert.equal(result.failure, undefined);
  assert.equal(judged(checks, healthy()).status, 'failed', 'a guard that holds leaves the other checks to judge');
});

test('a test whose judging checks picked nothing names those checks, not the guards that held', () => {
  const checks = `checks:
  - name: speaks 2025
    guard: the client does not speak the 2025 era
    method: initialize
    count: { gte: 1 }
  - name: resources read
    method: resources/read
    expect: { json: { $.params.uri: { exists: true } } }
`;
  const result = judged(checks, healthy());
  assert.equal(result.status, 'not-applicable');
  assert.match(result.reason!, /^no check found a request to judge: "resources read" picked none \(/);
  assert.doesNotMatch(result.reason!, /speaks 2025/);
});

test('a failure of SHOULD sentences only warns', () => {
  const yaml = `requirements:
  - { level: SHOULD, quote: "q", source: "s:1" }
checks:
  - name: DELETE sent
    httpMethod: DELETE
    count: { gte: 1 }
`;
  assert.equal(judged(yaml, healthy()).status, 'warning');
});

test('a guard that holds is no proof: when every other check picks nothing, the test is not applicable', () => {
  const checks = `checks:
  - name: speaks
    guard: the client does not speak 2026-07-28
    count: { gte: 1 }
  - name: a retry
    afterError: -32022
    expect: { headers: { mcp-protocol-version: "2026-07-28" } }
`;
  const result = judged(checks, healthy());
  assert.equal(result.status, 'not-applicable');
  assert.match(result.reason!, /"a retry" picked none/);
});

test('where: a check picks only the requests that pass its matchers', () => {
  const ex = [post('tools/call', {}, {}, { name: 'a' }), post('tools/call', { 'mcp-name': 'b' }, {}, { name: 'b' })];
  const checks =
    'checks:\n  - name: b\n    method: tools/call\n    where: { json: { $.params.name: b } }\n    count: 1\n    expect: { headers: { mcp-name: b } }\n';
  assert.equal(judged(checks, ex).status, 'passed');
  const none = judged(checks, ex.slice(0, 1));
  assert.equal(none.status, 'failed', 'the call of a is not picked: the count is 0');
  assert.match(none.failure!.message, /request count 0/);
});

test('distinct: a value repeated between two picked requests fails, naming both', () => {
  const first = post('tools/call');
  const retry = post('tools/call');
  const checks = 'checks:\n  - name: ids\n    method: tools/call\n    distinct: $.id\n';
  assert.equal(judged(checks, [first, retry]).status, 'passed');
  const same = { ...retry, body: first.body };
  const result = judged(checks, [first, same]);
  assert.equal(result.status, 'failed');
  assert.match(result.failure!.message, /^\$\.id is \d+ in request 1 \(POST tools\/call\) and again in request 2/);
  assert.equal(result.failure!.location?.line, 7);
});

/** A request of an OAuth flow as oauth-judge.ts records it: to an endpoint of either server, its sent parts as JSON. */
function oauthEntry(
  endpoint: ClientExchange['endpoint'],
  server: 'resource' | 'authorization',
  path: string,
  status: number,
  sent: object = {},
): ClientExchange {
  const receivedAt = (clock += 10);
  return {
    httpMethod: endpoint === 'token' || endpoint === 'register' ? 'POST' : 'GET',
    path,
    headers: [],
    body: JSON.stringify({ server, path, query: {}, ...sent, answer: { status } }),
    receivedAt,
    answeredAt: receivedAt + 5,
    answer: { status, body: '', headers: [] },
    endpoint,
    server,
  };
}

test('pick: endpoint, server, token, afterEndpoint and which: N over a record of both servers', () => {
  const mcp = (token: ClientExchange['token'], status = 200): ClientExchange => ({
    ...post('tools/list', {}, { status }),
    endpoint: 'mcp',
    server: 'resource',
    token,
  });
  const ex = [
    mcp('missing', 401),
    oauthEntry('not-found', 'resource', '/.well-known/oauth-protected-resource/mcp', 404),
    oauthEntry('resource-metadata', 'resource', '/.well-known/oauth-protected-resource', 200),
    oauthEntry('not-found', 'authorization', '/.well-known/oauth-authorization-server', 404),
    oauthEntry('auth-server-metadata', 'authorization', '/.well-known/openid-configuration', 200),
    oauthEntry('authorize', 'authorization', '/authorize', 302),
    oauthEntry('token', 'authorization', '/token', 200, { form: { code_verifier: '***' } }),
    mcp('accepted'),
    mcp('missing', 401),
  ];
  const paths = (picked: ClientExchange[]) => picked.map((e) => e.path);
  const probes: ClientCheck = { name: 'x', endpoint: ['resource-metadata', 'not-found'], server: 'resource' };
  assert.deepEqual(paths(pick({ ...probes, which: 1 }, ex)), ['/.well-known/oauth-protected-resource/mcp']);
  assert.deepEqual(paths(pick({ ...probes, which: 2 }, ex)), ['/.well-known/oauth-protected-resource']);
  assert.deepEqual(pick({ ...probes, which: 3 }, ex), [], 'no third');
  assert.equal(pick({ name: 'x' }, ex).length, 3, 'without endpoint: the JSON-RPC requests to the MCP endpoint only');
  assert.deepEqual(
    pick({ name: 'x', endpoint: 'mcp', afterEndpoint: 'token', token: 'missing' }, ex).map((e) => e.receivedAt),
    [ex[8]!.receivedAt],
    'the request without a token after the token request',
  );
  assert.deepEqual(pick({ name: 'x', endpoint: 'mcp', afterEndpoint: 'register' }, ex), [], 'no registration answered: nothing after it');
});

test('a check over the authorization side reads what a request sent as JSON, and fails on it', () => {
  const ex = [
    oauthEntry('authorize', 'authorization', '/authorize', 302, { query: { code_challenge_method: 'plain' } }),
    oauthEntry('token', 'authorization', '/token', 400, { form: {} }),
  ];
  const result = judged(
    'checks:\n  - name: S256\n    endpoint: authorize\n    expect: { json: { $.query.code_challenge_method: S256 } }\n  - name: none to token\n    endpoint: token\n    which: none\n',
    ex,
  );
  assert.equal(result.status, 'failed');
  assert.deepEqual(
    result.steps.map((s) => s.status),
    ['failed', 'failed'],
  );
  assert.match(result.failure!.message, /plain/);
});
