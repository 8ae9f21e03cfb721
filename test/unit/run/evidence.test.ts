import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ResponseView } from '../../../src/assert/response-view.js';
import type { ReceivedResponse } from '../../../src/model/exchange.js';
import type { StepRecord } from '../../../src/model/results.js';
import type { Step } from '../../../src/model/scenario.js';
import { isDocumentDefect, unobservedCause } from '../../../src/run/evidence.js';

const TARGET = 'http://127.0.0.1:4100/mcp';
const rpc = (expect: Step['expect'] = {}, method = 'tools/call'): Step => ({ rpc: { method }, expect }) as Step;
const plain = (expect: Step['expect'] = {}): Step => ({ request: { url: '/x' }, expect }) as Step;

function record(
  status: number | undefined,
  opts: { url?: string; sent?: [string, string][]; got?: [string, string][]; body?: string; statusCheck?: boolean; error?: StepRecord['error'] } = {},
): StepRecord {
  return {
    index: 0,
    name: 's',
    status: 'failed',
    durationMs: 1,
    request: { method: 'POST', url: opts.url ?? TARGET, headers: opts.sent ?? [['content-type', 'application/json']] },
    ...(status === undefined ? {} : { response: { status, headers: opts.got ?? [], body: opts.body ?? '', bodyBytes: 0, truncated: false } }),
    assertions: opts.statusCheck === undefined ? [] : [{ kind: 'status', passed: opts.statusCheck, message: 'status' }],
    ...(opts.error ? { error: opts.error } : {}),
  };
}

function view(body: unknown, status = 200): ResponseView {
  const response: ReceivedResponse = {
    status,
    headers: [['content-type', 'application/json']],
    body: Buffer.from(JSON.stringify(body)),
    timings: { startMs: 0, headersMs: 0, totalMs: 0 },
  };
  return new ResponseView(response);
}

test('an rpc step sent without credentials and answered 401 could not be judged, quoting the challenge and the fix', () => {
  const cause = unobservedCause(
    rpc(),
    record(401, { got: [['www-authenticate', 'Bearer resource_metadata="http://x/.well-known/oauth-protected-resource"']] }),
    undefined,
    TARGET,
  );
  assert.match(cause!, /^the server refused the request before the tested behaviour: 401 Unauthorized \(WWW-Authenticate: Bearer resource_metadata=/);
  assert.match(cause!, /--var token=/);
});

test('a 401 stands as a failure when credentials were sent, or when the step expected it (its status check passed)', () => {
  assert.equal(unobservedCause(rpc(), record(401, { sent: [['authorization', '***']] }), undefined, TARGET), undefined);
  assert.equal(unobservedCause(rpc({ status: 401 }), record(401, { statusCheck: true }), undefined, TARGET), undefined);
});

test('a 403 where the step expected success could not be judged, with the Host hint for a loopback address by number', () => {
  const cause = unobservedCause(rpc({ status: 200 }), record(403, { body: 'Invalid Host header', statusCheck: false }), undefined, TARGET);
  assert.match(cause!, /403 Forbidden: Invalid Host header — if the server checks the Host header, use http:\/\/localhost:4100\/mcp/);
});

test('a 403 where the step expected another client error is the target answer to the tested request: the failure stands', () => {
  assert.equal(unobservedCause(rpc({ status: 404 }), record(403, { statusCheck: false }), undefined, TARGET), undefined);
  assert.equal(unobservedCause(rpc({ status: ['4xx'] }), record(403, { statusCheck: false }), undefined, TARGET), undefined);
});

test('a plain request refused 401 or 403 still fails, unless it was sent to the target endpoint itself (an MCP request)', () => {
  const elsewhere = `${TARGET.replace('/mcp', '')}/.well-known/oauth-protected-resource`;
  assert.equal(unobservedCause(plain({ status: 200 }), record(401, { url: elsewhere, statusCheck: false }), undefined, TARGET), undefined);
  assert.equal(unobservedCause(plain({ status: 200 }), record(403, { url: elsewhere, statusCheck: false }), undefined, TARGET), undefined);
  assert.match(unobservedCause(plain({ status: 405 }), record(401, { url: TARGET, statusCheck: false }), undefined, TARGET)!, /401 Unauthorized/);
});

test('a connection failure to another host could not be judged; to the target itself it fails', () => {
  const error = { code: 'HTTP_CONNECTION', message: 'host not found (getaddrinfo ENOTFOUND auth.example.com)' };
  const other = unobservedCause(
    plain(),
    record(undefined, { url: 'https://auth.example.com/.well-known/oauth-authorization-server', error }),
    undefined,
    TARGET,
  );
  assert.match(other!, /^a host other than the target could not be reached \(https:\/\/auth\.example\.com\): host not found/);
  assert.equal(unobservedCause(plain(), record(undefined, { url: `${TARGET}/x`, error }), undefined, TARGET), undefined);
  // A host that was reached but never answered is silence, as from the target itself.
  assert.match(
    unobservedCause(plain(), record(undefined, { url: 'https://auth.example.com/', error: { code: 'HTTP_TIMEOUT', message: 'slow' } }), undefined, TARGET)!,
    /^no answer arrived: slow/,
  );
});

test('a -32603 answer to a tool call that expected a result could not be judged (a dependency failed); one that checks the error itself fails', () => {
  const answer = view({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'upstream API unreachable' } });
  const cause = unobservedCause(rpc({ json: { '$.result.tools': { type: 'array' } } }), record(200), answer, TARGET);
  assert.match(cause!, /internal error \(-32603: upstream API unreachable\): a dependency of the server may have failed/);
  assert.equal(unobservedCause(rpc({ json: { '$.error.code': -32602 } }), record(200), answer, TARGET), undefined);
  // A call expecting a tool execution error (isError) judges the -32603 it got instead.
  assert.equal(unobservedCause(rpc({ json: { '$.result.isError': true } }), record(200), answer, TARGET), undefined);
  // A deliberately bad call checked by its body (an error or isError): -32603 is the server's answer to it.
  assert.equal(unobservedCause(rpc({ body: { matches: '"isError"' } }), record(200), answer, TARGET), undefined);
  const otherError = view({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'bad' } });
  assert.equal(unobservedCause(rpc(), record(200), otherError, TARGET), undefined);
  // Outside a call into the server's dependencies (ping, a list), an internal error is the server's own answer.
  assert.equal(unobservedCause(rpc({ json: { '$.result': { type: 'object' } } }, 'ping'), record(500), answer, TARGET), undefined);
  // ... unless it names a network failure of the server's own (a list its upstream serves).
  const offline = view({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'TypeError: fetch failed' } });
  assert.match(unobservedCause(rpc({ json: { '$.result.tools': { type: 'array' } } }, 'tools/list'), record(200), offline, TARGET)!, /fetch failed/);
});

test('a schema the document built that is itself invalid is a defect of the document: could not judge, never a verdict on the target', () => {
  const broken = record(200);
  broken.assertions = [
    {
      kind: 'json',
      target: '$.result',
      passed: false,
      message: '$.result: the JSON Schema itself is invalid: schema is invalid: data/enum must NOT have fewer than 1 items',
    },
  ];
  assert.match(unobservedCause(plain(), broken, undefined, TARGET)!, /^a defect of the document, not of the target \(.*the JSON Schema itself is invalid/);
  assert.ok(isDocumentDefect(broken));
  broken.assertions = [{ kind: 'json', target: '$.result', passed: false, message: '$.result: does not match the schema: must be string' }];
  assert.equal(unobservedCause(plain(), broken, undefined, TARGET), undefined);
  assert.ok(!isDocumentDefect(broken));
});

test('a template expression that cannot be evaluated at run time is a defect of the document too', () => {
  const error = { code: 'BAD_EXPRESSION', message: 'cannot evaluate `length(x)`: not a list' };
  assert.match(unobservedCause(rpc(), record(undefined, { error }), undefined, TARGET)!, /^a defect of the document, not of the target \(cannot evaluate/);
  assert.ok(isDocumentDefect(record(undefined, { error })));
  assert.ok(!isDocumentDefect(record(undefined, { error: { code: 'UNDEFINED_VARIABLE', message: 'undefined variable `x`' } })));
});

test('a timeout with no answer at all could not be judged; an answer that stalled mid-body is the target’s and fails', () => {
  const silent = { code: 'HTTP_TIMEOUT', message: "no response arrived within 50 ms (the step's timeout)" };
  assert.match(
    unobservedCause(rpc(), record(undefined, { error: silent }), undefined, TARGET)!,
    /^no answer arrived: no response arrived within 50 ms .*--timeout/,
  );
  const stalled = { code: 'HTTP_TIMEOUT', message: "the response body did not end within 50 ms (the step's timeout)" };
  assert.equal(unobservedCause(rpc(), record(200, { error: stalled }), undefined, TARGET), undefined);
  const refused = { code: 'HTTP_CONNECTION', message: 'connection refused' };
  assert.equal(unobservedCause(rpc(), record(undefined, { error: refused }), undefined, TARGET), undefined);
});
