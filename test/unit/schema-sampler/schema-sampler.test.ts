import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { fractionalArguments, invalidArguments, invalidArgumentsExplained, validArguments } from '../../../src/schema-sampler/index.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
addFormats(ajv);

function errors(schema: object, value: unknown) {
  const validate = ajv.compile(schema);
  validate(value);
  return validate.errors ?? [];
}

/** The valid arguments, checked by Ajv. */
function assertValid(schema: object): Record<string, unknown> {
  const value = validArguments(schema);
  assert.ok(value !== undefined, 'expected valid arguments');
  assert.deepEqual(errors(schema, value), [], JSON.stringify(value));
  return value;
}

/** The invalid arguments, checked by Ajv to fail on exactly one keyword. */
function assertInvalid(schema: object, keyword: string): Record<string, unknown> {
  const value = invalidArguments(schema);
  assert.ok(value !== undefined, 'expected invalid arguments');
  const found = errors(schema, value);
  assert.equal(found.length, 1, JSON.stringify(found));
  assert.equal(found[0]!.keyword, keyword);
  return value;
}

const object = <P extends object>(properties: P, required: string[] = Object.keys(properties)) => ({ type: 'object', properties, required });

test('only required properties are sent', () => {
  const schema = object({ name: { type: 'string' }, count: { type: 'integer' }, verbose: { type: 'boolean' } }, ['name']);
  assert.deepEqual(assertValid(schema), { name: 'example' });
  assert.deepEqual(assertValid({ type: 'object', properties: { a: { type: 'string' } } }), {});
  assert.deepEqual(assertValid({}), {});
});

test('enum and const take an allowed value', () => {
  const schema = object({ unit: { type: 'string', enum: ['celsius', 'fahrenheit'] }, kind: { const: 'fixed' } });
  assert.deepEqual(assertValid(schema), { unit: 'celsius', kind: 'fixed' });
  // A wrong type would break the enum too: one error only by leaving the property out.
  assert.deepEqual(assertInvalid(object({ unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } }), 'required'), {});
});

test('integer bounds', () => {
  const schema = object({ page: { type: 'integer', minimum: 3, maximum: 9 }, limit: { type: 'integer', maximum: -2 } });
  assert.deepEqual(assertValid(schema), { page: 3, limit: -2 });
  assert.deepEqual(assertValid(object({ n: { type: 'integer', minimum: 0.5, multipleOf: 3 } })), { n: 3 });
});

test('fractional bounds with multipleOf 0.25', () => {
  const schema = object({ weight: { type: 'number', minimum: 0.5, maximum: 2.5, multipleOf: 0.25 } });
  assert.deepEqual(assertValid(schema), { weight: 1 });
  const fractional = fractionalArguments(schema);
  assert.deepEqual(fractional, { property: 'weight', minimum: 0.5, maximum: 2.5, multipleOf: 0.25, value: 0.5, arguments: { weight: 0.5 } });
  assert.deepEqual(errors(schema, fractional.arguments), []);
  assert.deepEqual(assertInvalid(schema, 'type'), { weight: 'not a number' });
  // With the required property an enum, the optional weight is sent just below its minimum.
  const optional = object({ mode: { enum: ['a'] }, weight: schema.properties.weight }, ['mode']);
  assert.deepEqual(assertInvalid(optional, 'minimum'), { mode: 'a', weight: 0.25 });
  assert.equal(invalidArgumentsExplained(optional)?.broken, 'property `weight`: minimum 0.5 → sent 0.25');
  const fromTop = object({ mode: { enum: ['a'] }, weight: { type: 'number', maximum: 0.75, multipleOf: 0.25 } }, ['mode']);
  assert.deepEqual(fractionalArguments(fromTop)?.value, 0.75);
});

test('fractional: exclusive bounds, multipleOf 0.1 without float error, and integers are not fractional', () => {
  const exclusive = object({ ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 } });
  assert.deepEqual(assertValid(exclusive), { ratio: 0.9 });
  assert.equal(fractionalArguments(exclusive), undefined, 'no fractional number in the schema');
  const tenths = object({ t: { type: 'number', exclusiveMinimum: 0.2, multipleOf: 0.1 } });
  const f = fractionalArguments(tenths)!;
  assert.equal(f.value, 0.4, '0.3 / 0.1 is 2.9999999999999996 in floats: the first tenth above 0.2 that is safe is 0.4');
  assert.deepEqual(errors(tenths, f.arguments), []);
  assert.equal(Number.isInteger(f.value), false);
  assert.equal(fractionalArguments(object({ n: { type: 'integer', minimum: 0.5 } })), undefined);
  const half = object({ x: { type: 'number', exclusiveMinimum: 0.5 } }, []);
  const h = fractionalArguments(half)!;
  assert.deepEqual([h.property, h.value, h.exclusiveMinimum], ['x', 0.51, 0.5]);
  assert.deepEqual(errors(half, h.arguments), []);
  const broken = assertInvalid(object({ mode: { const: 'x' }, ratio: exclusive.properties.ratio }, ['mode']), 'exclusiveMinimum');
  assert.deepEqual(broken, { mode: 'x', ratio: 0 });
});

test('formats get samples that Ajv accepts', () => {
  const schema = object({
    email: { type: 'string', format: 'email' },
    site: { type: 'string', format: 'uri' },
    at: { type: 'string', format: 'date-time' },
    day: { type: 'string', format: 'date' },
    id: { type: 'string', format: 'uuid' },
  });
  const value = assertValid(schema);
  assert.equal(value.email, 'user@example.com');
  assert.equal(value.day, '2024-01-15');
  assert.equal(validArguments(object({ x: { type: 'string', format: 'made-up' } })), undefined, 'an unknown format is not guessed');
});

test('strings: lengths, patterns, examples and defaults', () => {
  assert.deepEqual(assertValid(object({ code: { type: 'string', minLength: 10, maxLength: 12 }, tiny: { type: 'string', maxLength: 3 } })), {
    code: 'examplexxx',
    tiny: 'exa',
  });
  assert.deepEqual(assertValid(object({ sku: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' } })), { sku: 'AAA-0000' });
  assert.deepEqual(assertValid(object({ slug: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', minLength: 5 } })), {
    slug: 'aaaaa-aaaaa-aaaaa-aaaaa-aaaaa-aaaaa',
  });
  assert.deepEqual(assertValid(object({ tag: { type: 'string', pattern: '^(?=x)\\w+$', examples: ['xyz'] } })), { tag: 'xyz' });
  assert.deepEqual(assertValid(object({ lang: { type: 'string', default: 'en' } })), { lang: 'en' });
  assert.equal(validArguments(object({ tag: { type: 'string', pattern: '^(?=x)\\w+$' } })), undefined, 'a lookahead is not guessed');
  assert.deepEqual(assertInvalid(object({ code: { type: 'string', minLength: 3 } }), 'type'), { code: 12345 });
});

test('$ref into $defs and definitions, and a cyclic $ref does not throw', () => {
  const schema = {
    type: 'object',
    properties: { where: { $ref: '#/$defs/place' }, old: { $ref: '#/definitions/id' } },
    required: ['where', 'old'],
    $defs: { place: { type: 'object', properties: { city: { type: 'string', minLength: 2 } }, required: ['city'] } },
    definitions: { id: { type: 'integer', minimum: 10 } },
  };
  assert.deepEqual(assertValid(schema), { where: { city: 'example' }, old: 10 });
  assert.deepEqual(assertInvalid(schema, 'type'), { where: 'not an object', old: 10 });

  const cyclic = { $ref: '#/$defs/node', $defs: { node: { type: 'object', properties: { next: { $ref: '#/$defs/node' } }, required: ['next'] } } };
  assert.equal(validArguments(cyclic), undefined);
  assert.equal(invalidArguments(cyclic), undefined);
  const selfLoop = { $defs: { a: { $ref: '#/$defs/a' } }, type: 'object', properties: { x: { $ref: '#/$defs/a' } }, required: ['x'] };
  assert.equal(validArguments(selfLoop), undefined);
  const optionalTree = { $ref: '#/$defs/node', $defs: { node: { type: 'object', properties: { kids: { type: 'array', items: { $ref: '#/$defs/node' } } } } } };
  assert.deepEqual(assertValid(optionalTree), {});
});

test('allOf merges, anyOf takes the first branch that works', () => {
  const schema = {
    allOf: [object({ a: { type: 'string' } }), object({ b: { type: 'integer', minimum: 5 } }), { properties: { a: { minLength: 9 } } }],
  };
  assert.deepEqual(assertValid(schema), { a: 'examplexx', b: 5 });
  const any = object({
    v: {
      anyOf: [
        { type: 'string', format: 'made-up' },
        { type: 'integer', minimum: 2 },
      ],
    },
  });
  assert.deepEqual(assertValid(any), { v: 2 });
  const one = object({ v: { oneOf: [{ type: 'number' }, { type: 'integer' }, { type: 'string' }] } });
  assert.deepEqual(assertValid(one), { v: 'example' }, 'a number is both a number and an integer: oneOf needs the string');
  const missing = assertInvalid(any, 'required');
  assert.deepEqual(missing, {});
});

test('nested objects and arrays', () => {
  const schema = object({
    filter: object({ field: { type: 'string', enum: ['name', 'date'] }, range: object({ from: { type: 'integer', minimum: 1 } }) }),
    ids: { type: 'array', items: { type: 'integer', minimum: 7 }, minItems: 2, maxItems: 3 },
    tags: { type: 'array', items: { type: 'string' } },
  });
  assert.deepEqual(assertValid(schema), { filter: { field: 'name', range: { from: 1 } }, ids: [7, 7], tags: [] });
  const tuple = object({ pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'boolean' }], minItems: 2 } });
  assert.deepEqual(assertValid(tuple), { pair: ['example', false] });
  // Without a type to break, the list is sent one item short.
  const tooFew = object({ ids: { items: { type: 'integer' }, minItems: 2 } });
  assert.deepEqual(assertInvalid(tooFew, 'minItems'), { ids: [1] });
  assert.equal(invalidArgumentsExplained(tooFew)?.broken, 'property `ids`: minItems 2 → sent [1]');
});

test('type arrays prefer a non-null type; null when it is the only one', () => {
  assert.deepEqual(assertValid(object({ a: { type: ['null', 'string'] }, b: { type: 'null' }, c: { type: 'integer', nullable: true } })), {
    a: 'example',
    b: null,
    c: 1,
  });
  assert.deepEqual(assertValid(object({ d: { anyOf: [{ type: 'null' }, { type: 'boolean' }] } })), { d: false });
});

test('invalid arguments: the order of preference, one error each', () => {
  // 1. a wrong type for a required property
  const typed = object({ q: { type: 'string' }, n: { type: 'integer', maximum: 5 } });
  assert.deepEqual(assertInvalid(typed, 'type'), { q: 12345, n: 1 });
  assert.deepEqual(invalidArgumentsExplained(typed), { arguments: { q: 12345, n: 1 }, broken: 'property `q`: type string → sent 12345' });
  // 2. a bound, when every required property is an enum (a wrong type would also break the enum)
  const bounded = object({ mode: { enum: ['a', 'b'] }, size: { type: 'integer', enum: [1, 2] }, depth: { type: 'integer', minimum: 1, maximum: 3 } }, [
    'mode',
    'size',
  ]);
  assert.deepEqual(assertInvalid(bounded, 'minimum'), { mode: 'a', size: 1, depth: 0 });
  // 3. a missing required property
  const enums = object({ mode: { enum: ['a', 'b'] } });
  assert.deepEqual(assertInvalid(enums, 'required'), {});
  assert.equal(invalidArgumentsExplained(enums)?.broken, 'property `mode`: required → left out');
  // 4. a value outside an enum, when nothing is required
  const optionalEnum = object({ mode: { enum: ['a', 'b'] } }, []);
  assert.deepEqual(assertInvalid(optionalEnum, 'enum'), { mode: 'a-not-allowed' });
  // nothing to break
  assert.equal(invalidArguments({ type: 'object' }), undefined);
  assert.equal(invalidArguments({}), undefined);
  // a string bound
  assert.deepEqual(assertInvalid(object({ s: { enum: ['abc'] }, t: { type: 'string', maxLength: 3 } }, ['s']), 'maxLength'), { s: 'abc', t: 'exaa' });
});

test('a 1000-deep schema and junk input give undefined, never a throw', () => {
  let deep: object = { type: 'string' };
  for (let i = 0; i < 1000; i++) deep = object({ child: deep });
  assert.equal(validArguments(deep), undefined);
  assert.equal(invalidArguments(deep), undefined);
  assert.equal(fractionalArguments(deep), undefined);
  let shallow: object = { type: 'string' };
  for (let i = 0; i < 10; i++) shallow = object({ child: shallow });
  assertValid(shallow);
  for (const junk of [
    null,
    undefined,
    'schema',
    42,
    [],
    [{}],
    true,
    false,
    { type: 'object', required: 'x' },
    { type: 7 },
    { $ref: 'http://example.com/s.json' },
    { properties: { a: 5 }, required: ['a'] },
  ]) {
    assert.doesNotThrow(() => validArguments(junk));
    assert.doesNotThrow(() => invalidArgumentsExplained(junk));
    assert.doesNotThrow(() => fractionalArguments(junk));
  }
  for (const junk of [null, 'schema', 42, [], false, { type: 7 }, { $ref: 'http://example.com/s.json' }, { properties: { a: 5 }, required: ['a'] }]) {
    assert.equal(validArguments(junk), undefined, JSON.stringify(junk));
    assert.equal(invalidArguments(junk), undefined, JSON.stringify(junk));
  }
});
