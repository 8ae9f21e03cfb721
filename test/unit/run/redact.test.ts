import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Redactor } from '../../../src/run/redact.js';

test('secret variables, their Bearer parts and credential headers are masked', () => {
  const r = new Redactor(new Set(['client_credentials']));
  r.addVariables({ api_token: 'tok-123456', client_credentials: 'cc-secret', page: '2', name: 'widget' });
  r.addValue('Bearer eyJhbGciOi.abc.def');
  assert.equal(r.text('a tok-123456 b cc-secret c widget 2'), 'a *** b *** c widget 2');
  assert.equal(r.text('token=eyJhbGciOi.abc.def'), 'token=***');
  assert.deepEqual(r.headers([['Authorization', 'Basic xyz'], ['Accept', 'tok-123456'], ['set-cookie', 'a=1']]), [['Authorization', '***'], ['Accept', '***'], ['set-cookie', '***']]);
  assert.deepEqual(r.value({ list: ['tok-123456', 3] }), { list: ['***', 3] });
});

test('very short values are not treated as secrets (they would blank ordinary text)', () => {
  const r = new Redactor();
  r.addVariables({ token: 'ab' });
  assert.equal(r.text('ab cd'), 'ab cd');
});

test('a secret clipped in a message (`eyJhbGciOi…`) is masked too', () => {
  const r = new Redactor();
  r.addVariables({ token: 'eyJhbGciOiJFUzI1NiJ9.payload.signature' });
  assert.equal(r.text('expected "eyJhbGciOiJFUzI1…", got 1'), 'expected "***…", got 1');
  assert.equal(r.text('an ordinary clipped text…'), 'an ordinary clipped text…');
});
