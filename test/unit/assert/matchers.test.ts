import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { type Actual, matcherChecks, matchValue } from '../../../src/assert/matchers.js';
import { SchemaRegistry } from '../../../src/assert/schema-registry.js';
import type { Matcher } from '../../../src/model/scenario.js';
import { repoRoot } from '../../helpers/paths.js';

const fixtures = path.join(repoRoot, 'test', 'fixtures');
// The schema file the load stage would have read for a document naming it.
const itemSchema = path.join(fixtures, 'item.schema.json');
const ctx = { schemas: new SchemaRegistry(new Map([[itemSchema, { json: JSON.parse(readFileSync(itemSchema, 'utf8')) }]])), baseDir: fixtures };
const value = (v: unknown): Actual => ({ found: true, value: v });
const missing: Actual = { found: false };

// Every matcher: a case where it must hold, and a case where it must fail.
const cases: Array<{ matcher: Matcher; pass: Actual; fail: Actual; failMessage: RegExp }> = [
  { matcher: 'ok', pass: value('ok'), fail: value('OK'), failMessage: /expected "ok", got "OK"/ },
  { matcher: 0.5, pass: value(0.5), fail: value(1), failMessage: /expected 0.5, got 1/ },
  { matcher: [1, 2], pass: value([1, 2]), fail: value([2, 1]), failMessage: /expected \[1,2\]/ },
  { matcher: { equals: { a: [1, { b: null }] } }, pass: value({ a: [1, { b: null }] }), fail: value({ a: [1, { b: 0 }] }), failMessage: /expected/ },
  { matcher: { exists: true }, pass: value(null), fail: missing, failMessage: /found nothing/ },
  { matcher: { exists: false }, pass: missing, fail: value(0), failMessage: /expected nothing, found 0/ },
  { matcher: { absent: true }, pass: missing, fail: value(''), failMessage: /expected nothing/ },
  { matcher: { type: 'integer' }, pass: value(3), fail: value(3.5), failMessage: /expected type integer, got number/ },
  { matcher: { type: ['string', 'null'] }, pass: value(null), fail: value(1), failMessage: /string or null/ },
  { matcher: { type: 'array' }, pass: value([]), fail: value({}), failMessage: /got object/ },
  { matcher: { length: 3 }, pass: value('abc'), fail: value([1, 2]), failMessage: /expected length 3, got length 2/ },
  { matcher: { length: { gte: 2 } }, pass: value({ a: 1, b: 2 }), fail: value([1]), failMessage: /length 1: expected a number >= 2/ },
  { matcher: { matches: '^Bearer ' }, pass: value('Bearer x'), fail: value('bearer x'), failMessage: /matching \/\^Bearer \// },
  { matcher: { matches: '\\d' }, pass: value('a1'), fail: value(1), failMessage: /got number/ },
  { matcher: { contains: 'needle' }, pass: value('haystack with needle'), fail: value('haystack'), failMessage: /contain "needle"/ },
  { matcher: { contains: 2 }, pass: value([1, 2, 3]), fail: value([1, 3]), failMessage: /contain 2/ },
  { matcher: { contains: { name: 'echo' } }, pass: value([{ name: 'add' }, { name: 'echo', x: 1 }]), fail: value([{ name: 'add' }]), failMessage: /contain/ },
  { matcher: { gt: 0.5 }, pass: value(0.75), fail: value(0.5), failMessage: /> 0.5, got 0.5/ },
  { matcher: { gte: 0.5 }, pass: value(0.5), fail: value(0.49), failMessage: />= 0.5/ },
  { matcher: { lt: 1 }, pass: value(0.999), fail: value(1), failMessage: /< 1, got 1/ },
  { matcher: { lte: 0 }, pass: value(0), fail: value(1e-7), failMessage: /<= 0/ },
  { matcher: { gt: 1 }, pass: value(2), fail: value('2'), failMessage: /got string/ },
  { matcher: { oneOf: ['a', 'b'] }, pass: value('b'), fail: value('c'), failMessage: /one of \["a","b"\]/ },
  { matcher: { each: { type: 'string' } }, pass: value(['a', 'b']), fail: value(['a', 2]), failMessage: /element \[1\]/ },
  { matcher: { each: { gt: 0 } }, pass: value([]), fail: value('not a list'), failMessage: /expected a list/ },
  { matcher: { not: { contains: 'error' } }, pass: value('fine'), fail: value('an error'), failMessage: /expected not/ },
  { matcher: { not: { absent: true } }, pass: value(1), fail: missing, failMessage: /expected not/ },
  { matcher: { schema: { type: 'object', required: ['id'] } }, pass: value({ id: 1 }), fail: value({}), failMessage: /must have required property 'id'/ },
  {
    matcher: { schema: { type: 'string', format: 'date-time' } },
    pass: value('2026-07-28T00:00:00Z'),
    fail: value('yesterday'),
    failMessage: /must match format/,
  },
  { matcher: { schema: 'item.schema.json' }, pass: value({ id: 1, name: 'x' }), fail: value({ id: 'x' }), failMessage: /schema/ },
  { matcher: { schema: 'item.schema.json#/$defs/name' }, pass: value('x'), fail: value(1), failMessage: /must be string/ },
];

for (const [i, c] of cases.entries()) {
  test(`matcher ${JSON.stringify(c.matcher)} (#${i})`, () => {
    assert.equal(matchValue(c.matcher, c.pass, ctx).passed, true, 'should hold');
    const outcome = matchValue(c.matcher, c.fail, ctx);
    assert.equal(outcome.passed, false, 'should fail');
    assert.match(outcome.message, c.failMessage);
  });
}

test('every matcher keyword has a pass/fail case above', () => {
  const covered = new Set(
    cases.flatMap((c) => (c.matcher && typeof c.matcher === 'object' && !Array.isArray(c.matcher) ? Object.keys(c.matcher) : ['equals'])),
  );
  assert.deepEqual([...covered].sort(), Object.keys(matcherChecks).sort());
});

test('the schema lists exactly the matchers the engine implements', () => {
  const schema = JSON.parse(readFileSync(path.join(repoRoot, 'schemas', 'scenario.schema.json'), 'utf8'));
  assert.deepEqual(Object.keys(schema.$defs.matcherObject.properties).sort(), Object.keys(matcherChecks).sort());
});

test('numbers are compared exactly: 0.5 is neither 0 nor 1', () => {
  for (const wrong of [0, 1, 0.49999, 0.50001]) assert.equal(matchValue(0.5, value(wrong), ctx).passed, false);
  assert.equal(matchValue({ equals: 0.1 + 0.2 }, value(0.3), ctx).passed, false);
});

test('missing values fail every matcher but exists:false / absent', () => {
  for (const m of [
    { type: 'null' },
    { length: 0 },
    { matches: '.*' },
    { contains: '' },
    { gt: 0 },
    { oneOf: [null] },
    { each: 1 },
    { schema: {} },
    null,
  ] as Matcher[]) {
    assert.equal(matchValue(m, missing, ctx).passed, false, JSON.stringify(m));
  }
});

test('an invalid inline JSON Schema fails the check with the reason instead of stopping the run', () => {
  const outcome = matchValue({ schema: { type: 'object', propertyNames: { enum: [] } } }, value({}), ctx);
  assert.equal(outcome.passed, false);
  assert.match(outcome.message, /the JSON Schema itself is invalid: .*enum/);
});
