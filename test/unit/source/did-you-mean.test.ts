import assert from 'node:assert/strict';
import { test } from 'node:test';
import { didYouMean } from '../../../src/source/did-you-mean.js';

const KEYS = ['status', 'headers', 'json', 'body', 'schema', 'sse', 'tags'];

test('a close misspelling finds its word: a missing, extra or wrong letter', () => {
  assert.equal(didYouMean('stats', KEYS), 'status');
  assert.equal(didYouMean('headerss', KEYS), 'headers');
  assert.equal(didYouMean('jsan', KEYS), 'json');
});

test('two letters swapped count as one edit', () => {
  assert.equal(didYouMean('tgas', KEYS), 'tags');
  assert.equal(didYouMean('stauts', KEYS), 'status');
});

test('case does not count, and the candidate is returned as written', () => {
  assert.equal(didYouMean('STATUS', KEYS), 'status');
  assert.equal(didYouMean('mcpsessionid', ['Mcp-Session-Id', 'McpSessionId']), 'McpSessionId');
});

test('a word too far from every candidate has no guess: one edit per three letters, at least one', () => {
  assert.equal(didYouMean('method', KEYS), undefined);
  assert.equal(didYouMean('xy', ['ab']), undefined);
  assert.equal(didYouMean('x', ['y']), 'y');
  // six letters allow two edits, not three
  assert.equal(didYouMean('hxxdes', ['header']), undefined);
  assert.equal(didYouMean('hexder', ['header']), 'header');
});

test('no candidates, no guess; the first of equally close candidates wins', () => {
  assert.equal(didYouMean('status', []), undefined);
  assert.equal(didYouMean('bat', ['cat', 'hat']), 'cat');
});
