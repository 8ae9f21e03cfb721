import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shrink, simplerValues, smaller } from '../../../src/fuzz/shrink.js';

test('shrinks to the smallest arguments that still fail, within the class', async () => {
  // "Fails" while `n` is over 3; a candidate must keep `q` (the class rule).
  const fails = async (a: Record<string, unknown>) => typeof a.n === 'number' && a.n > 3;
  const keep = (a: Record<string, unknown>) => 'q' in a;
  const shrunk = await shrink({ q: 'a long query', n: 8, extra: [1, 2, 3] }, fails, keep);
  assert.deepEqual(shrunk.arguments, { q: '', n: 4 }); // 8 halved while it still fails
  assert.ok(shrunk.tries > 0);
});

test('stops at the try limit, keeping the last failing arguments', async () => {
  let calls = 0;
  const shrunk = await shrink(
    { a: 'xxxxxxxx', b: 'yyyyyyy' },
    async () => {
      calls++;
      return true;
    },
    () => true,
    1,
  );
  assert.equal(calls, 1);
  assert.deepEqual(shrunk.arguments, { b: 'yyyyyyy' });
});

test('simpler values are simpler, and the simplest has none', () => {
  assert.deepEqual(simplerValues('hello'), ['', 'h', 'hel']);
  assert.deepEqual(simplerValues(''), []);
  assert.deepEqual(simplerValues(7.5), [0, 1, 7, 3]);
  assert.deepEqual(simplerValues(0), []);
  assert.deepEqual(simplerValues([1, 2, 3]), [[], [1, 2]]);
  assert.deepEqual(simplerValues({ a: 1 }), [{}]);
  assert.deepEqual(simplerValues(true), []);
  assert.equal([...smaller({ a: 1, b: 'x' })].length, 2 + 1 + 1);
});
