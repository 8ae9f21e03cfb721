import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'yaml';
import type { ReceivedResponse } from '../../../src/model/exchange.js';
import { buildDocument, isSecretName, type RecordedAsk } from '../../../src/record/build-document.js';

// `wirecase record`'s document builder (src/record/build-document.ts), without a server: one exchange
// in, the document's text out. test/author/record.test.ts runs the command end to end.

const OPTIONS = { id: 'rec-01', schemaPath: '../schemas/scenario.schema.json', guidePath: 'docs/guide.md' };

function response(status: number, contentType: string, body: string): ReceivedResponse {
  return { status, headers: [['content-type', contentType]], body: new TextEncoder().encode(body), timings: { startMs: 0, headersMs: 1, totalMs: 2 } };
}

const created: RecordedAsk = {
  url: 'http://127.0.0.1:9/items?page=2&tag=a&tag=b&api_key=k-123',
  method: 'POST',
  headers: [
    ['Authorization', 'Bearer tok-secret-1'],
    ['Accept', 'application/json'],
  ],
  json: { name: 'x', password: 'pw-9' },
};
const createdAnswer = response(201, 'application/json', JSON.stringify({ id: 7, name: 'x', owner: 'alice-private', tags: [{ k: 1 }] }));

test('every credential becomes a variable: header, query parameter and JSON field; no secret value is written', () => {
  const built = buildDocument(created, createdAnswer, OPTIONS);
  assert.deepEqual(built.secrets, [
    { name: 'api_key', where: 'query parameter api_key' },
    { name: 'token', where: 'header Authorization' },
    { name: 'password', where: 'JSON field password' },
  ]);
  for (const value of ['tok-secret-1', 'k-123', 'pw-9']) assert.ok(!built.text.includes(value), `${value} was written`);
  const doc = parse(built.text);
  const request = doc.steps[0].request;
  assert.equal(request.headers.Authorization, 'Bearer {{ token }}', 'the scheme is kept, the credential is the variable');
  assert.equal(request.headers.Accept, 'application/json', 'a header that is no credential is copied');
  assert.equal(request.query.api_key, '{{ api_key }}');
  assert.equal(request.json.password, '{{ password }}');
  assert.equal(request.json.name, 'x');
  // Without the variables the document is not applicable, naming each.
  assert.equal(doc.notApplicable.if, 'empty(api_key) || empty(token) || empty(password)');
  assert.match(
    built.text,
    /^# Run it again: wirecase run FILE --base-url http:\/\/127\.0\.0\.1:9 --var api_key=\.\.\. --var token=\.\.\. --var password=\.\.\.$/m,
  );
});

test('the request keeps its path apart from its query, and a repeated parameter becomes a list', () => {
  const request = parse(buildDocument(created, createdAnswer, OPTIONS).text).steps[0].request;
  assert.equal(request.url, '/items', 'relative, so --base-url moves it to another server');
  assert.deepEqual(request.query, { page: '2', tag: ['a', 'b'], api_key: '{{ api_key }}' });
});

test("expect holds the response's stable facts and shape, never its values", () => {
  const built = buildDocument(created, createdAnswer, OPTIONS);
  const expect = parse(built.text).steps[0].expect;
  assert.equal(expect.status, 201);
  assert.deepEqual(expect.headers, { 'content-type': { matches: '^application/json' } });
  assert.deepEqual(expect.json['$.id'], { type: 'integer' });
  assert.deepEqual(expect.json['$.owner'], { type: 'string', length: { gte: 1 } });
  assert.ok(!built.text.includes('alice-private'), 'a value the server sent is not copied');
});

test('a POST whose answer names what it created suggests a capture of its id', () => {
  const doc = parse(buildDocument(created, createdAnswer, OPTIONS).text);
  assert.deepEqual(doc.steps[0].capture, { item_id: '$.id' });
  const get = buildDocument({ url: 'http://127.0.0.1:9/items/7', method: 'GET', headers: [] }, response(200, 'application/json', '{"id":7}'), OPTIONS);
  assert.equal(parse(get.text).steps[0].capture, undefined, 'a GET created nothing');
  assert.equal(parse(get.text).notApplicable, undefined, 'no credential, no condition');
});

test('an rpc exchange answered on an event stream: an rpc step, its revision quoted, the JSON-RPC response checked', () => {
  const built = buildDocument(
    { url: 'http://127.0.0.1:9/mcp', method: 'POST', headers: [], rpc: { method: 'tools/list', params: {}, revision: '2025-11-25', id: 1 } },
    response(200, 'text/event-stream', 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}\n\n'),
    OPTIONS,
  );
  assert.match(built.text, /^mcp: \{ revision: "2025-11-25" \}$/m, 'quoted: YAML 1.1 tools read it as a date otherwise');
  const step = parse(built.text).steps[0];
  assert.deepEqual(step.rpc, { method: 'tools/list', params: {}, url: '/mcp' });
  assert.equal(step.expect.json['$.jsonrpc'], '2.0');
  assert.equal(step.expect.json['$.id'], 1);
  assert.deepEqual(step.expect.json['$.error'], { absent: true });
  assert.deepEqual(step.expect.sse, { count: { gte: 1 } });
});

test('secret names are whole words, as a run masks them', () => {
  assert.equal(isSecretName('X-Api-Key'), true);
  assert.equal(isSecretName('clientSecret'), true);
  assert.equal(isSecretName('Authorization'), true);
  assert.equal(isSecretName('author'), false);
  assert.equal(isSecretName('Accept'), false);
});
