import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ResponseView } from '../../../src/assert/response-view.js';
import { invalidUtf8Offset } from '../../../src/http/content.js';
import type { ReceivedResponse } from '../../../src/model/exchange.js';

const response = (body: string | Uint8Array, contentType = 'application/json', extra: Partial<ReceivedResponse> = {}): ReceivedResponse => ({
  status: 200,
  headers: [['content-type', contentType]],
  body: typeof body === 'string' ? Buffer.from(body) : body,
  timings: { startMs: 0, headersMs: 0, totalMs: 0 },
  ...extra,
});

const jsonError = (view: ResponseView) => {
  const json = view.json;
  assert.equal(json.ok, false, 'the view must refuse this body');
  return json.ok ? '' : json.error;
};

test('a cut body is reported as over maxBodySize before anything else (not as broken JSON)', () => {
  const view = new ResponseView(response('{"a":"unterminated', 'application/json', { cutAtBytes: 18 }));
  assert.equal(jsonError(view), 'the response body is over maxBodySize (18 bytes), cut');
});

test('invalid UTF-8 in a JSON body is named, with the offset of the first bad byte', () => {
  const body = Buffer.concat([Buffer.from('{"ok":true,"n'), Buffer.from([0xff]), Buffer.from('":1}')]);
  assert.equal(jsonError(new ResponseView(response(body))), 'the body is not valid UTF-8 (byte 13 of 18 is 0xff)');
});

test('valid multi-byte UTF-8 is read as JSON', () => {
  const view = new ResponseView(response('{"name":"Zoë 🚀"}'));
  assert.deepEqual(view.json, { ok: true, value: { name: 'Zoë 🚀' } });
});

test('invalidUtf8Offset finds overlong, truncated and surrogate sequences', () => {
  assert.equal(invalidUtf8Offset(Buffer.from('plain ascii')), -1);
  assert.equal(invalidUtf8Offset(Buffer.from('héllo')), -1);
  assert.equal(invalidUtf8Offset(Uint8Array.from([0x61, 0xc0, 0x80])), 1); // overlong NUL
  assert.equal(invalidUtf8Offset(Uint8Array.from([0x61, 0x62, 0xe2, 0x82])), 2); // cut at the end
  assert.equal(invalidUtf8Offset(Uint8Array.from([0xed, 0xa0, 0x80])), 0); // a UTF-16 surrogate
});

test('a body nested too deeply fails JSON checks with that reason', () => {
  const deep = '['.repeat(200_000) + ']'.repeat(200_000);
  assert.match(jsonError(new ResponseView(response(deep))), /^the body is nested too deeply to process/);
});

test('an event stream whose response is nested too deeply says so, not "no response"', () => {
  const data = `{"jsonrpc":"2.0","id":1,"result":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  const view = new ResponseView(response(`event: message\ndata: ${data}\n\n`, 'text/event-stream'), { rpcId: 1 });
  assert.match(jsonError(view), /^an event's data is nested too deeply to process/);
});
