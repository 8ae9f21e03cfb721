import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { ExpressionError, evaluate, guardedNames, parseExpression, rootNames, type Scope } from '../../src/template/expression.js';
import { templateFunctions } from '../../src/template/functions.js';
import { compileTemplate, RenderError, renderDeep, renderString } from '../../src/template/template.js';
import { cases, settings } from './fc-settings.js';

/**
 * Properties of `{{ }}` templates and the expression language (src/template): whatever the text,
 * compiling, rendering and evaluating either give a value or throw the typed errors
 * (ExpressionError, RenderError) that the loader and the run turn into located diagnostics and
 * step failures; nothing reached through an expression is a function or a built-in prototype;
 * and what an expression computes is what it says.
 */

class ObjectScope implements Scope {
  constructor(private readonly vars: Record<string, unknown>) {}
  has(name: string): boolean {
    return Object.hasOwn(this.vars, name);
  }
  get(name: string): unknown {
    return this.has(name) ? this.vars[name] : undefined;
  }
}

// Variables as a run has them: JSON-parsed, so `constructor`, `__proto__` and `toString` are plain own keys here.
const scope = new ObjectScope(
  JSON.parse(
    '{"a":1,"n":-2.5,"s":"text","e":"","list":[1,"two",{"k":null}],"o":{"x":1,"constructor":"own","__proto__":{"y":2},"nested":{"deep":[true]}},"nul":null,"big":1e308,"odd":{"toString":"x","valueOf":1}}',
  ),
);

// Names the scope defines, and names that must reach nothing (undefined, or JavaScript's own).
const defined = ['a', 'n', 's', 'e', 'list', 'o', 'nul', 'big', 'odd'];
const hostile = [
  'missing',
  'x',
  'y',
  'k',
  'deep',
  'nested',
  'length',
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__lookupGetter__',
  '__defineGetter__',
  'isPrototypeOf',
  'this',
  'true',
  'false',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'process',
  'globalThis',
  'Object',
  'Function',
  'eval',
  'require',
  'import',
];
const name = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...defined) }, { weight: 1, arbitrary: fc.constantFrom(...hostile) });
const member = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('x', 'k', 'nested', 'deep', 'length', 'toString', 'valueOf', '0') },
  { weight: 1, arbitrary: fc.constantFrom(...hostile) },
);
const functionNames = [
  ...Object.keys(templateFunctions).filter((f) => f !== 'uuid' && f !== 'now' && f !== 'timestamp'),
  'defined',
  'empty',
  'constructor',
  'valueOf',
  'toString',
  'hasOwnProperty',
  '__lookupGetter__',
  '__defineGetter__',
  'propertyIsEnumerable',
  'eval',
  'Function',
];
const supportedOperator = fc.constantFrom('+', '-', '*', '/', '%', '==', '!=', '===', '!==', '<', '<=', '>', '>=', '&&', '||');
const refusedOperator = fc.constantFrom('??', '|', '&', '^', '<<', '>>', '>>>', '**', 'in', '=', ',');

/** A string literal as jsep reads it (it knows \n \r \t and takes any other escaped character as itself). */
function quote(text: string, q = "'"): string {
  return q + text.replace(/\\/g, '\\\\').replace(new RegExp(q, 'g'), `\\${q}`).replace(/\n/g, '\\n').replace(/\r/g, '\\r') + q;
}

const literal = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.constantFrom(
    '0',
    '-0',
    '1e308',
    '1e999',
    '0.1',
    '.5',
    '10000000',
    '0x10',
    '1_000',
    '01',
    '"a"',
    "'b'",
    "''",
    '"\\u0041"',
    '[]',
    '"__proto__"',
    '"constructor"',
  ),
  fc.string({ maxLength: 8 }).map((t) => quote(t, "'")),
  fc.string({ unit: 'binary', maxLength: 8 }).map((t) => quote(t, '"')),
);

/** Expression text from the language's grammar, with operators it refuses and names that must not reach anything. */
const expressionText: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 2, arbitrary: literal },
    { weight: 3, arbitrary: name },
    { weight: 2, arbitrary: fc.tuple(tie('expr'), member).map(([o, p]) => `${o}.${p}`) },
    { weight: 1, arbitrary: fc.tuple(tie('expr'), tie('expr')).map(([o, p]) => `${o}[${p}]`) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...functionNames), fc.array(tie('expr'), { maxLength: 3 })).map(([f, args]) => `${f}(${args.join(', ')})`),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('!', '-', '+', '!', '-', '~', 'typeof '), tie('expr')).map(([op, x]) => `${op}${x}`) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(tie('expr'), fc.oneof({ weight: 6, arbitrary: supportedOperator }, { weight: 1, arbitrary: refusedOperator }), tie('expr'))
        .map(([l, op, r]) => `${l} ${op} ${r}`),
    },
    { weight: 1, arbitrary: fc.tuple(tie('expr'), tie('expr'), tie('expr')).map(([c, t, f]) => `${c} ? ${t} : ${f}`) },
    { weight: 1, arbitrary: fc.array(tie('expr'), { maxLength: 3 }).map((xs) => `[${xs.join(', ')}]`) },
    { weight: 1, arbitrary: tie('expr').map((x) => `(${x})`) },
    { weight: 1, arbitrary: fc.constantFrom('{}', '() => 1', 'a = 1', 'a++', 'new Object()', '`t`', 'a?.b', 'a; b', '/x/', '#x', '@', '') },
  ),
})).expr;

/** Template text: plain text, `{{ expression }}` parts, and stray braces. */
const templateText = fc.oneof(
  fc
    .array(
      fc.oneof(
        fc.string({ maxLength: 6 }),
        expressionText.map((x) => `{{ ${x} }}`),
        fc.constantFrom('{{', '}}', '{', '}', '{{}}', '{{ }}', '{{{', '}}}'),
      ),
      { maxLength: 5 },
    )
    .map((p) => p.join('')),
  fc.string({ unit: 'binary', maxLength: 30 }).map((t) => `{{${t}}}`),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const prototypes = new Set<unknown>([
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
  Boolean.prototype,
  templateFunctions,
]);

/** A value an expression may yield: JSON-like data (plus undefined), nothing callable, no prototype object. */
function assertSafeValue(value: unknown, seen = new Set<unknown>()): void {
  assert.notEqual(typeof value, 'function', 'an expression yielded a function');
  assert.notEqual(typeof value, 'symbol', 'an expression yielded a symbol');
  assert.notEqual(typeof value, 'bigint');
  if (value === null || typeof value !== 'object') return;
  assert.ok(!prototypes.has(value), 'an expression reached a built-in prototype or the function table');
  const proto = Object.getPrototypeOf(value);
  assert.ok(
    proto === Object.prototype || proto === Array.prototype || proto === null,
    `an expression yielded a ${value.constructor?.name ?? 'strange'} object`,
  );
  if (seen.has(value)) return;
  seen.add(value);
  for (const v of Object.values(value)) assertSafeValue(v, seen);
}

function assertTyped(error: unknown): void {
  assert.ok(
    error instanceof ExpressionError || error instanceof RenderError,
    `expected an ExpressionError or RenderError, got ${error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error)}`,
  );
}

function assertPrototypesClean(): void {
  assert.deepEqual(Object.keys(Object.prototype), [], 'Object.prototype was changed');
  assert.equal(({} as Record<string, unknown>).y, undefined);
}

const RUNS = { expressions: 3000, templates: 2000, arithmetic: 1000, interpolation: 500 };

test(`expressions: parse, names and evaluation throw only ExpressionError and yield only data (${cases(RUNS.expressions)} cases)`, () => {
  fc.assert(
    fc.property(expressionText, (source) => {
      try {
        const ast = parseExpression(source);
        rootNames(ast);
        guardedNames(ast);
        assertSafeValue(evaluate(ast, scope));
      } catch (error) {
        if (error instanceof assert.AssertionError) throw error;
        assertTyped(error);
      }
      assertPrototypesClean();
    }),
    settings(0x7e3a1, RUNS.expressions),
  );
});

test(`templates: compile, render and renderDeep throw only the typed errors (${cases(RUNS.templates)} cases)`, () => {
  fc.assert(
    fc.property(templateText, (text) => {
      try {
        compileTemplate(text);
        const value = renderString(text, scope);
        assertSafeValue(value);
        if (!text.includes('{{')) assert.equal(value, text);
      } catch (error) {
        if (error instanceof assert.AssertionError) throw error;
        assertTyped(error);
      }
      try {
        assertSafeValue(renderDeep({ [text]: [text, { k: text }] }, scope));
      } catch (error) {
        if (error instanceof assert.AssertionError) throw error;
        assertTyped(error);
      }
      assertPrototypesClean();
    }),
    settings(0x7e3a2, RUNS.templates),
  );
});

// ---- what an expression computes -----------------------------------------------------------------

type Arith =
  | { op: 'num'; value: number }
  | { op: '+' | '-' | '*' | '<' | '>=' | '==' | '&&' | '||'; l: Arith; r: Arith }
  | { op: '!'; x: Arith }
  | { op: '?'; c: Arith; t: Arith; f: Arith };

const arith: fc.Arbitrary<Arith> = fc.letrec<{ node: Arith }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: 0, max: 99 }).map((value) => ({ op: 'num' as const, value })),
    fc.record({ op: fc.constantFrom('+', '-', '*', '<', '>=', '==', '&&', '||') as fc.Arbitrary<'+'>, l: tie('node'), r: tie('node') }),
    fc.record({ op: fc.constant('!' as const), x: tie('node') }),
    fc.record({ op: fc.constant('?' as const), c: tie('node'), t: tie('node'), f: tie('node') }),
  ),
})).node;

function print(n: Arith): string {
  switch (n.op) {
    case 'num':
      return String(n.value);
    case '!':
      return `!(${print(n.x)})`;
    case '?':
      return `(${print(n.c)}) ? (${print(n.t)}) : (${print(n.f)})`;
    default:
      return `(${print(n.l)}) ${n.op} (${print(n.r)})`;
  }
}

/** The meaning the language gives these operators: JavaScript's, except `==`, which compares structurally. */
function meaning(n: Arith): unknown {
  switch (n.op) {
    case 'num':
      return n.value;
    case '!':
      return !meaning(n.x);
    case '?':
      return meaning(n.c) ? meaning(n.t) : meaning(n.f);
    case '&&':
      return meaning(n.l) && meaning(n.r);
    case '||':
      return meaning(n.l) || meaning(n.r);
    case '==':
      return Object.is(meaning(n.l), meaning(n.r)) || meaning(n.l) === meaning(n.r);
    case '+': {
      const l = meaning(n.l);
      const r = meaning(n.r);
      return typeof l === 'number' && typeof r === 'number' ? l + r : String(l) + String(r);
    }
    case '-':
      return (meaning(n.l) as number) - (meaning(n.r) as number);
    case '*':
      return (meaning(n.l) as number) * (meaning(n.r) as number);
    case '<':
      return (meaning(n.l) as number) < (meaning(n.r) as number);
    case '>=':
      return (meaning(n.l) as number) >= (meaning(n.r) as number);
  }
}

test(`expressions compute what they say: arithmetic, comparison, logic, ternary (${cases(RUNS.arithmetic)} cases)`, () => {
  fc.assert(
    fc.property(arith, (tree) => {
      assert.deepEqual(evaluate(parseExpression(print(tree)), scope), meaning(tree));
    }),
    settings(0x7e3a3, RUNS.arithmetic),
  );
});

test(`templates interpolate: text and quoted strings render as their concatenation (${cases(RUNS.interpolation)} cases)`, () => {
  // Plain text holds no `{{` and does not end in `{`; a quoted value holds no `}}`.
  const plain = fc.string({ unit: 'binary', maxLength: 10 }).filter((t) => !t.includes('{{') && !t.endsWith('{'));
  const value = fc.string({ unit: 'binary', maxLength: 10 }).filter((t) => !t.includes('}}'));
  const part = fc.oneof(
    plain.map((text) => ({ text, source: text })),
    value.map((text) => ({ text, source: `{{ ${quote(text)} }}` })),
  );
  fc.assert(
    fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
      const source = parts.map((p) => p.source).join('');
      assert.equal(renderString(source, scope), parts.map((p) => p.text).join(''));
    }),
    settings(0x7e3a4, RUNS.interpolation),
  );
});

test(`long expressions: chains thousands of terms long give a value or an ExpressionError, never a stack overflow (${cases(60)} cases)`, () => {
  const term = fc.constantFrom(' + a', ' - n', ' * 2', ' && a', ' || s', ' == 1', '.x', '[0]', '.length');
  fc.assert(
    fc.property(fc.constantFrom('a', 'o', 'list', '!a', '-a'), fc.integer({ min: 0, max: 6000 }), term, (head, n, t) => {
      const source = head + t.repeat(n);
      for (const run of [
        () => evaluate(parseExpression(source), scope),
        () => renderString(`x{{ ${source} }}`, scope),
        () => rootNames(parseExpression(source)),
      ]) {
        try {
          run();
        } catch (error) {
          assertTyped(error);
        }
      }
    }),
    settings(0x7e3a5, 60),
  );
});

// ---- inputs the properties found, kept as examples -------------------------------------------------

test('found: Object.prototype methods are not functions of the language', () => {
  for (const source of [
    'constructor(0)',
    'valueOf()',
    'valueOf().uuid',
    'toString()',
    "hasOwnProperty('uuid')",
    "__lookupGetter__('__proto__')",
    "__defineGetter__('a', 1)",
    'isPrototypeOf(o)',
  ]) {
    assert.throws(
      () => compileTemplate(`{{ ${source} }}`),
      (e: unknown) => e instanceof ExpressionError && /unknown function/.test(e.message),
      source,
    );
  }
});

test('found: an expression thousands of levels deep is refused when parsed, not a stack overflow', () => {
  for (const source of [Array(5000).fill('a').join(' + '), `o${'.x'.repeat(5000)}`, `${'-'.repeat(3000)}a`]) {
    assert.throws(
      () => parseExpression(source),
      (e: unknown) => e instanceof ExpressionError && e.code === 'BAD_EXPRESSION',
      source.slice(0, 20),
    );
    assert.throws(() => renderDeep({ k: `{{ ${source} }}` }, scope), RenderError);
  }
  // Long but shallow enough still works.
  assert.equal(evaluate(parseExpression(Array(150).fill('a').join(' + ')), scope), 150);
});

test('found: a value past the string length limit is an ExpressionError, not a RangeError', () => {
  const half = "repeat(repeat('x', 10000000), 53)";
  assert.throws(() => evaluate(parseExpression(`${half} + ${half}`), scope), ExpressionError);
  assert.throws(() => renderString(`{{ ${half} }}{{ ${half} }}`, scope), ExpressionError);
  assert.throws(
    () => renderDeep([`{{ ${half} }}{{ ${half} }}`], scope),
    (e: unknown) => e instanceof RenderError && JSON.stringify(e.path) === '[0]',
  );
});

test('found: a key that renders to `__proto__` stays a key; it does not replace the prototype', () => {
  for (const tree of [{ '{{ "__proto__" }}': ['x'] }, JSON.parse('{"__proto__": {"polluted": "{{ s }}"}, "b": "{{ a }}"}')]) {
    const out = renderDeep(tree, scope) as Record<string, unknown>;
    assert.equal(Object.getPrototypeOf(out), Object.prototype);
    assert.ok(Object.hasOwn(out, '__proto__'));
    assert.equal(out.polluted, undefined);
  }
  assert.deepEqual(Object.entries(renderDeep(JSON.parse('{"__proto__": "{{ s }}"}'), scope) as object), [['__proto__', 'text']]);
});

test('found: JSON with a `toString` or `valueOf` key as an operand is an ExpressionError, not a TypeError', () => {
  for (const source of ["odd + 'x'", 'odd < 1', '-odd', 'list[odd]', 'o[odd]', 'defined(o[odd])', "[odd] + ''"]) {
    assert.throws(
      () => evaluate(parseExpression(source), scope),
      (e: unknown) => e instanceof ExpressionError && e.code === 'BAD_EXPRESSION',
      source,
    );
  }
  assert.equal(renderString('{{ odd }}', scope), scope.get('odd'));
  assert.equal(renderString('t={{ odd }}', scope), 't={"toString":"x","valueOf":1}');
});
