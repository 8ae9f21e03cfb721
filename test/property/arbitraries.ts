import fc from 'fast-check';

/**
 * Arbitraries shared by the property tests: JSON values, JSONPath text and matchers as a step's
 * `expect` block holds them once its templates are rendered. Rendering can put any value where a
 * template string was (`"$.a": "{{ captured }}"` makes a captured object a matcher object), so
 * matcher objects here carry known keys with values of any type, and unknown keys, not only what
 * the scenario schema accepts.
 */

const name = fc.oneof(
  fc.constantFrom(
    'a',
    'b',
    'id',
    'items',
    'result',
    'tools',
    'name',
    'length',
    '0',
    'constructor',
    '__proto__',
    'prototype',
    'toString',
    'hasOwnProperty',
    '$',
    '-',
    'é',
  ),
  fc.string({ minLength: 1, maxLength: 5 }),
);

/** JSON whose keys include the names that trouble JavaScript objects (`__proto__`, `constructor`). */
const keyedJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 20 },
    fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(name, tie('value'), { maxKeys: 4, noNullPrototype: true }),
  ),
})).value;

/** JSON of moderate depth (nesting hundreds of thousands deep is tested elsewhere). */
export const json: fc.Arbitrary<unknown> = fc.oneof(fc.jsonValue({ maxDepth: 20, depthSize: 'small' }), keyedJson);
export const smallJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(JSON.parse('{"__proto__":{"a":1}}'), { constructor: 1 }, { toString: 'x' }),
);

const filterBody = fc.oneof(
  fc.constantFrom(
    '@.a',
    '@.a == 1',
    "@.name == 'x'",
    '@.a > 1 && @.b',
    '!@.a',
    '@.a.b.c',
    '@ === 1',
    '@.length > 0',
    '@property == 0',
    '@parent',
    '@root.a',
    '@path',
    '@.a ==',
    '@',
    'x',
    '@.a = 1',
    '@.constructor',
    '@.__proto__',
    '@.toString()',
    '@.a in [1]',
    'typeof @.a',
    '{}',
    '',
    ')(',
    '@.a ? 1 : 2',
    '1, 2',
    'var x = 1; x',
  ),
  fc.string({ maxLength: 8 }),
);

/** JSONPath text: well-formed paths of every segment kind, near misses, and any text. */
export const jsonPathText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.oneof(
          name.map((n) => `.${n}`),
          name.map((n) => `['${n.replace(/'/g, "\\'")}']`),
          name.map((n) => `["${n.replace(/"/g, '\\"')}"]`),
          fc.integer({ min: -3, max: 5 }).map((i) => `[${i}]`),
          fc.constantFrom(
            '[*]',
            '.*',
            '..',
            '..*',
            '[0:2]',
            '[::-1]',
            '[1:]',
            '[0,1]',
            "['a','b']",
            '[(@.length-1)]',
            '[(1)]',
            '[(null)]',
            '[()]',
            '[?()]',
            '[',
            ']',
            '.',
            '[?(@.a)',
            "['unclosed]",
            '^',
            '~',
            '$',
          ),
          filterBody.map((f) => `[?(${f})]`),
          filterBody.map((f) => `[(${f})]`),
        ),
        { maxLength: 5 },
      )
      .map((segments) => `$${segments.join('')}`),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((t) => `$${t}`) },
);

const regexText = fc.oneof(fc.constantFrom('^a', '.*', '(', '[', '\\', 'a{2', '(?<n>x)', '\\p{L}', '*', '^$', ''), fc.string({ maxLength: 6 }));

const inlineSchema = fc.oneof(
  fc.constantFrom<unknown>(
    { type: 'object' },
    { type: 'string', minLength: 1 },
    { type: 'array', items: { type: 'integer' } },
    { required: ['a'] },
    { pattern: '(' },
    { $ref: '#/nope' },
    { type: 'nonsense' },
    { format: 'uri' },
    { const: null },
    { enum: [1, 'a'] },
    {},
    true,
    false,
  ),
  smallJson,
);

const junk = fc.oneof(smallJson, fc.constantFrom<unknown>(null, '', 'x', -1, 1.5, [], {}, [1], { a: 1 }));

/** Matchers: plain values, matcher objects (right and wrong argument types), and objects with unknown keys. */
export const matcher: fc.Arbitrary<unknown> = fc.letrec<{ matcher: unknown; object: Record<string, unknown> }>((tie) => ({
  matcher: fc.oneof({ depthSize: 'small', withCrossShrink: true }, smallJson, tie('object'), tie('object')),
  object: fc.oneof(
    fc.record(
      {
        equals: smallJson,
        exists: fc.oneof(fc.boolean(), junk),
        absent: fc.oneof(fc.boolean(), junk),
        type: fc.oneof(
          fc.constantFrom('string', 'number', 'integer', 'boolean', 'object', 'array', 'null'),
          fc.array(fc.constantFrom('string', 'null', 'integer')),
          junk,
        ),
        length: fc.oneof(fc.nat({ max: 5 }), tie('object'), junk),
        matches: fc.oneof(regexText, junk),
        contains: smallJson,
        gt: fc.oneof(fc.double(), junk),
        gte: fc.oneof(fc.integer(), junk),
        lt: fc.oneof(fc.integer(), junk),
        lte: fc.oneof(fc.double(), junk),
        oneOf: fc.oneof(fc.array(smallJson, { maxLength: 3 }), junk),
        each: tie('matcher'),
        not: tie('matcher'),
        schema: fc.oneof(inlineSchema, fc.constantFrom('missing.json', 'missing.json#/a', '#', '')),
      },
      { requiredKeys: [], noNullPrototype: true },
    ),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          'constructor',
          '__proto__',
          'toString',
          'valueOf',
          'hasOwnProperty',
          '__defineGetter__',
          '__lookupGetter__',
          'isPrototypeOf',
          'equals',
          'nope',
        ),
        fc.string({ maxLength: 4 }),
      ),
      junk,
      { maxKeys: 3, noNullPrototype: true },
    ),
  ),
})).matcher;
