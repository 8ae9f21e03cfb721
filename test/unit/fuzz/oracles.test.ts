// Each oracle fails (or warns, or notes) when it should, and finds nothing on a correct answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Answer } from '../../../src/fuzz/connection.js';
import { reachWarnings } from '../../../src/fuzz/coverage.js';
import { judgeAlive, judgeCase, judgeIdempotent, judgeSchemas, judgeTool, kindOf } from '../../../src/fuzz/oracles.js';
import type { FuzzCase, Tool } from '../../../src/fuzz/plan.js';

const answer = (message: Record<string, unknown> | undefined, status = 200, more: Partial<Answer> = {}): Answer => ({
  method: 'tools/call',
  params: {},
  status,
  headers: [],
  ...(message ? { message } : {}),
  body: JSON.stringify(message ?? ''),
  id: 4,
  durationMs: 1,
  request: { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] },
  ...more,
});
const ok = (result: Record<string, unknown> = { content: [{ type: 'text', text: 'x' }] }) => answer({ jsonrpc: '2.0', id: 4, result });
const toolError = () => ok({ content: [{ type: 'text', text: 'bad' }], isError: true });
const protocolError = (code = -32602) => answer({ jsonrpc: '2.0', id: 4, error: { code, message: 'Invalid params' } });
const valid: FuzzCase = { tool: 't', kind: 'valid', keyword: 'nullable', label: 'property `a`: nullable → sent null', arguments: { a: null } };
const invalid: FuzzCase = { tool: 't', kind: 'invalid', keyword: 'type', label: 'property `a`: type → sent "x"', arguments: { a: 'x' } };
const tool: Tool = { name: 't', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] } };
const oracles = (c: FuzzCase, a: Answer, t: Tool = tool) => judgeCase(c, a, t).map((f) => `${f.oracle}:${f.verdict}`);

test('input validation: an invalid input run as a success fails; a tool error passes; a protocol error is a note', () => {
  assert.deepEqual(oracles(invalid, ok()), ['input-validation:fail']);
  assert.deepEqual(oracles(invalid, toolError()), []);
  assert.deepEqual(oracles(invalid, protocolError()), ['error-split:note']);
});

test('input validation: an extra property the schema forbids, run as a success, only warns (dropping it is how several SDKs validate)', () => {
  const extra: FuzzCase = {
    ...invalid,
    keyword: 'additionalProperties',
    label: 'additionalProperties false → sent an extra property `zz`',
    arguments: { zz: 1 },
  };
  assert.deepEqual(oracles(extra, ok()), ['input-validation:warn']);
  assert.deepEqual(oracles(extra, toolError()), []);
});

test('output schema: structuredContent off the outputSchema, or missing, fails; a conforming one passes', () => {
  assert.deepEqual(oracles(valid, ok({ content: [], structuredContent: { n: 'two' } })), ['output-schema:fail']);
  assert.deepEqual(oracles(valid, ok({ content: [] })), ['output-schema:fail']);
  assert.deepEqual(oracles(valid, ok({ content: [], structuredContent: { n: 2 } })), []);
  assert.deepEqual(oracles(valid, ok({ content: [] }), { name: 't' }), [], 'no outputSchema, nothing to check');
  assert.deepEqual(oracles(valid, toolError()), [], 'a tool error need not carry structuredContent');
});

test('JSON-RPC: a wrong id, a wrong version, both result and error, no content array, no JSON-RPC at all fail', () => {
  assert.deepEqual(oracles(valid, answer({ jsonrpc: '2.0', id: 5, result: { content: [] } }), { name: 't' }), ['json-rpc:fail']);
  assert.deepEqual(oracles(valid, answer({ jsonrpc: '1.0', id: 4, result: { content: [] } }), { name: 't' }), ['json-rpc:fail']);
  assert.deepEqual(oracles(valid, answer({ jsonrpc: '2.0', id: 4, result: {}, error: { code: 1, message: 'm' } }), { name: 't' }), ['json-rpc:fail']);
  assert.deepEqual(oracles(valid, ok({ text: 'no content' }), { name: 't' }), ['json-rpc:fail']);
  assert.deepEqual(oracles(valid, answer(undefined, 200, { body: '<html>' }), { name: 't' }), ['json-rpc:fail']);
  assert.deepEqual(oracles(valid, answer(undefined, 401), { name: 't' }), [], 'an HTTP refusal is no JSON-RPC problem');
});

test('an honest schema: valid input refused as invalid params warns; refused as a tool error warns only when other valid input succeeds', () => {
  assert.deepEqual(oracles(valid, protocolError()), ['schema-honest:warn']);
  assert.deepEqual(oracles(valid, protocolError(-32603)), []);
  const other: FuzzCase = { ...valid, label: 'another' };
  assert.equal(judgeTool([{ case: valid, answer: toolError() }]).length, 0, 'a tool that always errs needs real data');
  const found = judgeTool([
    { case: valid, answer: toolError() },
    { case: other, answer: ok() },
    { case: invalid, answer: toolError() },
  ]);
  assert.deepEqual(
    found.map((f) => [f.case.label, f.finding.verdict]),
    [['property `a`: nullable → sent null', 'warn']],
  );
});

test('alive: the check after a case must answer; idempotence is a note', () => {
  assert.equal(judgeAlive(valid, ok({})), undefined);
  assert.equal(judgeAlive(valid, answer(undefined, 503))?.verdict, 'fail');
  assert.match(judgeAlive(valid, answer(undefined, 200, { status: undefined, failure: 'connection refused' }))?.message ?? '', /connection refused/);
  assert.equal(judgeIdempotent(valid, ok(), ok()), undefined);
  assert.equal(judgeIdempotent(valid, ok(), ok({ content: [{ type: 'text', text: 'other' }] }))?.verdict, 'note');
  assert.equal(kindOf(answer(undefined, 200, { status: undefined, failure: 'timeout' })), 'no-answer');
});

test('warnings when the run could not reach the logic: every call 401, every valid call a tool error', () => {
  assert.match(reachWarnings([{ case: valid, answer: answer(undefined, 401) }])[0] ?? '', /every call answered 401: give a token/);
  assert.match(reachWarnings([{ case: valid, answer: toolError() }])[0] ?? '', /every call was a tool error: the tool needs real data/);
  assert.deepEqual(
    reachWarnings([
      { case: valid, answer: ok() },
      { case: invalid, answer: toolError() },
    ]),
    [],
  );
});

test('schemas: an inputSchema or outputSchema that is not valid JSON Schema 2020-12 fails; another dialect is not judged', () => {
  assert.equal(judgeSchemas(tool), undefined);
  assert.match(
    judgeSchemas({ name: 't', inputSchema: { type: 'object', properties: { a: { minLength: -1 } } } })?.message ?? '',
    /inputSchema is not valid JSON Schema 2020-12/,
  );
  assert.match(judgeSchemas({ name: 't', inputSchema: null })?.message ?? '', /inputSchema is null, not a JSON Schema object/);
  assert.match(judgeSchemas({ name: 't', inputSchema: { type: 'object' }, outputSchema: { type: 'nope' } })?.message ?? '', /outputSchema/);
  assert.equal(judgeSchemas({ name: 't', inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'nope' } }), undefined);
});
