// The fuzzer's cases (schema-sampler/cases.ts): every valid case valid by Ajv, every invalid case
// invalid by Ajv and valid once its one keyword is removed, and random draws the same per seed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { seededRandom } from '../../../src/fuzz/plan.js';
import { boundaryCases, brokenCases, randomCase } from '../../../src/schema-sampler/index.js';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const isValid = (schema: object, value: unknown) => ajv.validate(schema, value) === true;

const DOSE = {
  type: 'object',
  properties: {
    amount: { type: 'number', minimum: 0.5, maximum: 7.5, multipleOf: 0.25 },
    note: { type: ['string', 'null'], maxLength: 5 },
    mode: { enum: ['fast', 'slow'] },
    code: { type: 'string', pattern: '^[a-z]+$' },
    on: { type: 'boolean' },
  },
  required: ['amount'],
  additionalProperties: false,
};

test('boundary cases are valid and name the keyword they reach', () => {
  const cases = boundaryCases(DOSE);
  for (const c of cases) assert.ok(isValid(DOSE, c.arguments), `${c.label}: ${JSON.stringify(c.arguments)}`);
  const keywords = new Set(cases.map((c) => c.keyword));
  for (const k of ['required', 'properties', 'minimum', 'maximum', 'maxLength', 'enum', 'nullable', 'type']) assert.ok(keywords.has(k), k);
  assert.ok(cases.some((c) => c.arguments.amount === 0.5) && cases.some((c) => c.arguments.amount === 7.5));
  assert.ok(
    cases.some((c) => c.arguments.note === null),
    'null where the schema allows it',
  );
  assert.ok(
    cases.some((c) => c.arguments.note === 'zzzzz'),
    'a string at maxLength',
  );
});

test('broken cases break exactly one keyword each', () => {
  const cases = brokenCases(DOSE);
  const keywords = new Set(cases.map((c) => c.keyword));
  for (const k of ['required', 'type', 'minimum', 'maximum', 'multipleOf', 'enum', 'pattern', 'maxLength', 'additionalProperties'])
    assert.ok(keywords.has(k), k);
  for (const c of cases) assert.ok(!isValid(DOSE, c.arguments), `${c.label} should be invalid`);
  const miss = cases.find((c) => c.keyword === 'multipleOf')!;
  assert.ok(isValid({ ...DOSE, properties: { ...DOSE.properties, amount: { type: 'number', minimum: 0.5, maximum: 7.5 } } }, miss.arguments));
});

test('formats: the sample of a known format as a valid edge, a miss as a break', () => {
  const schema = { type: 'object', properties: { name: { type: 'string' }, when: { type: 'string', format: 'date' } }, required: ['name'] };
  const valid = boundaryCases(schema).find((c) => c.keyword === 'format');
  assert.equal(valid?.arguments.when, '2024-01-15');
  assert.deepEqual(
    brokenCases(schema)
      .filter((c) => c.keyword === 'format')
      .map((c) => c.arguments.when),
    ['not a date'],
  );
  // A format the sampler cannot judge is never broken on a guess.
  const odd = { type: 'object', properties: { name: { type: 'string' }, v: { type: 'string', format: 'no-such-format' } }, required: ['name'] };
  assert.deepEqual(
    brokenCases(odd).filter((c) => c.keyword === 'format'),
    [],
  );
});

test('random cases are valid, and the same seed draws the same ones', () => {
  const draw = (seed: number) => {
    const random = seededRandom(seed);
    return Array.from({ length: 20 }, () => randomCase(DOSE, random)?.arguments);
  };
  const a = draw(3);
  assert.deepEqual(a, draw(3));
  assert.notDeepEqual(a, draw(4));
  for (const args of a.filter(Boolean)) assert.ok(isValid(DOSE, args), JSON.stringify(args));
  assert.ok(a.filter(Boolean).length >= 10);
});

test('a schema the sampler cannot build for gives no case, never a guess', () => {
  assert.deepEqual(boundaryCases({ type: 'object', properties: { a: { $ref: 'https://example.com/remote' } }, required: ['a'] }), []);
  assert.deepEqual(brokenCases(true), []);
  assert.equal(randomCase({ type: 'string' }, seededRandom(1)), undefined);
  // A schema that is not valid JSON Schema (minLength -1) gives what it can, and never throws.
  const bad = { type: 'object', properties: { a: { type: 'string', minLength: -1, maxLength: -2 } }, required: ['a'] };
  assert.doesNotThrow(() => [boundaryCases(bad), brokenCases(bad), randomCase(bad, seededRandom(1))]);
});
