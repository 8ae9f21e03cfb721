import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ResponseView } from '../../../src/assert/response-view.js';
import { captureValue } from '../../../src/run/capture.js';

const view = (body: string) =>
  new ResponseView({
    status: 200,
    headers: [['content-type', 'application/json']],
    body: Buffer.from(body),
    timings: { startMs: 0, headersMs: 0, totalMs: 0 },
  });

test('a capture whose JSONPath cannot be applied says why, not "matched nothing"', () => {
  const outcome = captureValue('last', '$[(@.length-1)]', view('{"a":1}'));
  assert.equal(outcome.ok, false);
  assert.match(outcome.ok ? '' : outcome.message, /^capture last: \$\[\(@\.length-1\)\] cannot be applied: /);
});

test('a capture that finds nothing says so; one that finds a value takes it', () => {
  const missing = captureValue('id', '$.id', view('{"a":1}'));
  assert.deepEqual(missing, { ok: false, message: 'capture id: $.id matched nothing' });
  assert.deepEqual(captureValue('a', '$.a', view('{"a":1}')), { ok: true, value: 1 });
});
