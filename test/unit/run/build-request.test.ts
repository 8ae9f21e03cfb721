import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Request } from '../../../src/model/scenario.js';
import { assembleRequest } from '../../../src/run/build-request.js';
import { LayeredScope } from '../../../src/template/scope.js';

const scope = new LayeredScope([{ token: 'abc' }]);
const base = 'http://127.0.0.1:1/api';
const headersOf = (request: Request, suite: Record<string, unknown> = {}) => assembleRequest(request, suite, base, scope).headers;

test('suite headers are rendered and sent; a step header of the same name in any case replaces one', () => {
  const suite = { Authorization: 'Bearer {{ token }}', 'X-Suite': 's' };
  assert.deepEqual(headersOf({ url: '/x' }, suite), [
    ['Authorization', 'Bearer abc'],
    ['X-Suite', 's'],
  ]);
  assert.deepEqual(headersOf({ url: '/x', headers: { 'x-suite': 'step' } }, suite), [
    ['Authorization', 'Bearer abc'],
    ['x-suite', 'step'],
  ]);
});

test('null removes a suite header, and a null Content-Type anywhere keeps the implied one from being sent', () => {
  const suite = { Authorization: 'Bearer {{ token }}', 'Content-Type': null };
  assert.deepEqual(headersOf({ url: '/x', headers: { authorization: null } }, suite), []);
  assert.deepEqual(headersOf({ url: '/x', method: 'POST', json: { a: 1 } }, suite), [['Authorization', 'Bearer abc']]);
  assert.deepEqual(headersOf({ url: '/x', method: 'POST', json: { a: 1 }, headers: { 'content-type': null } }), []);
  // Without a null, a json body implies Content-Type, a form body its own, and a declared one wins.
  assert.deepEqual(headersOf({ url: '/x', method: 'POST', json: { a: 1 } }), [['Content-Type', 'application/json']]);
  assert.deepEqual(headersOf({ url: '/x', method: 'POST', form: { a: '1' } }), [['Content-Type', 'application/x-www-form-urlencoded']]);
  assert.deepEqual(headersOf({ url: '/x', method: 'POST', json: {}, headers: { 'CONTENT-TYPE': 'text/plain' } }), [['CONTENT-TYPE', 'text/plain']]);
});

test('the URL extends the base URL, the query is appended, the method is upper-cased', () => {
  const sent = assembleRequest({ url: '/items', method: 'post', query: { q: ['a b', 'c'] } }, {}, base, scope);
  assert.equal(sent.method, 'POST');
  assert.equal(sent.url, 'http://127.0.0.1:1/api/items?q=a+b&q=c');
});
