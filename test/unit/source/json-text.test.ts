import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_JSON_DEPTH, parseJson } from '../../../src/source/json-text.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

test('JSON nested up to the limit is parsed; one level more is refused with the reason', () => {
  assert.deepEqual(parseJson(nested(MAX_JSON_DEPTH)).ok, true);
  const refused = parseJson(nested(MAX_JSON_DEPTH + 1));
  assert.equal(refused.ok, false);
  assert.match(!refused.ok ? refused.error : '', new RegExp(`nested too deeply to process \\(over ${MAX_JSON_DEPTH} levels\\)`));
});

test('200,000 levels are refused without exhausting the stack', () => {
  const refused = parseJson(`${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}`);
  assert.equal(refused.ok, false);
});

test('brackets inside strings, escaped quotes included, do not count as nesting', () => {
  const text = JSON.stringify({ s: '['.repeat(5000), t: 'a\\"[[[', u: ['"{{{'] });
  const parsed = parseJson(text);
  assert.equal(parsed.ok, true);
  assert.deepEqual(parsed.ok && parsed.value, JSON.parse(text));
});

test('text that is not JSON says so, with the parser message', () => {
  const parsed = parseJson('{"a":');
  assert.equal(parsed.ok, false);
  assert.match(!parsed.ok ? parsed.error : '', /^not JSON \(/);
});
