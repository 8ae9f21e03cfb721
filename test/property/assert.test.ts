import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { checkExpectations } from '../../src/assert/check-expectations.js';
import { checkJsonPath, compileJsonPath, queryJson } from '../../src/assert/jsonpath.js';
import { type Actual, describeMatcher, matchValue } from '../../src/assert/matchers.js';
import { ResponseView } from '../../src/assert/response-view.js';
import { SchemaRegistry } from '../../src/assert/schema-registry.js';
import { deepEqual, jsonTypeOf } from '../../src/model/json-values.js';
import type { AssertionResult } from '../../src/model/results.js';
import type { Expect, Matcher } from '../../src/model/scenario.js';
import { json, jsonPathText, matcher, smallJson } from './arbitraries.js';
import { cases, settings } from './fc-settings.js';

/**
 * Properties of the assertion layer (src/assert): JSONPath syntax checks, queries, matchers and the
 * checks of an `expect` block. Whatever the JSON, the path and the matcher (as a rendered template
 * can make them), the answer is an assertion result, passed or failed with a message, never a
 * throw; and what holds of the response does hold (a path to a value finds it, `not` inverts).
 */

const schemas = new SchemaRegistry();
const span = { file: 'doc.yaml', line: 7, col: 3 };
const ctx = { locate: () => span, at: ['steps', 0, 'expect'], schemas, baseDir: process.cwd() };

function response(status: number, headers: Array<[string, string]>, body: Uint8Array): ResponseView {
  return new ResponseView({ status, headers, body, timings: { startMs: 0, headersMs: 0, totalMs: 0 } });
}

const KINDS = new Set(['status', 'header', 'json', 'body', 'schema', 'sse']);

function assertResults(results: AssertionResult[]): void {
  for (const r of results) {
    assert.ok(KINDS.has(r.kind), r.kind);
    assert.equal(typeof r.passed, 'boolean');
    assert.equal(typeof r.message, 'string');
    if (!r.passed) assert.deepEqual(r.span, span, `a failed ${r.kind} check has no location`);
    JSON.stringify(r); // results go into results.json
  }
}

/** Every path to a value in `value`, with the value: `.name` where the key allows it, else a quoted name (either quote). */
function pathsOf(value: unknown, at = '$', out: Array<[string, unknown]> = []): Array<[string, unknown]> {
  out.push([at, value]);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, `${at}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (/^[A-Za-z0-9_$\u0080-\uffff-]+$/.test(k)) pathsOf(v, `${at}.${k}`, out);
      const q = k.length % 2 ? "'" : '"';
      pathsOf(v, `${at}[${q}${k.replace(/\\/g, '\\\\').replace(new RegExp(q, 'g'), `\\${q}`)}${q}]`, out);
    }
  }
  return out;
}

const RUNS = { syntax: 3000, query: 2000, found: 1000, matchers: 3000, not: 2000, expect: 1000, holds: 500 };

test(`jsonpath: the syntax check answers any text with nothing or a problem inside the path (${cases(RUNS.syntax)} cases)`, () => {
  fc.assert(
    fc.property(fc.oneof(jsonPathText, fc.string({ unit: 'binary', maxLength: 30 })), (path) => {
      const problem = checkJsonPath(path);
      if (problem) {
        assert.equal(typeof problem.message, 'string');
        assert.ok(Number.isInteger(problem.offset) && problem.offset >= 0 && problem.offset <= path.length, `offset ${problem.offset} outside "${path}"`);
      }
      const compiled = compileJsonPath(path);
      assert.equal(compiled.source, path);
      if (!path.startsWith('$')) assert.ok(compiled.error, 'a path not starting with $ compiled');
    }),
    settings(0x1a5e1, RUNS.syntax),
  );
});

test(`jsonpath: any path over any JSON is found, not found, or not found with a reason; never a throw (${cases(RUNS.query)} cases)`, () => {
  fc.assert(
    fc.property(jsonPathText, json, (path, value) => {
      const compiled = compileJsonPath(path);
      const result = queryJson(compiled, value);
      assert.equal(typeof result.found, 'boolean');
      if (compiled.error) assert.equal(result.found, false);
      if (result.found && !compiled.definite) assert.ok(Array.isArray(result.value), 'an indefinite path gives a list');
      if (!result.found && result.error !== undefined) assert.equal(typeof result.error, 'string');
    }),
    settings(0x1a5e2, RUNS.query),
  );
});

test(`jsonpath: a path to a value in the JSON finds exactly that value (${cases(RUNS.found)} cases)`, () => {
  fc.assert(
    fc.property(
      json.chain((value) => fc.constantFrom(...pathsOf(value)).map(([path, at]) => ({ value, path, at }))),
      ({ value, path, at }) => {
        assert.equal(checkJsonPath(path), undefined, `"${path}" failed the syntax check`);
        const result = queryJson(compileJsonPath(path), value);
        assert.ok(result.found, `${path} found nothing`);
        assert.ok(deepEqual(result.value, at), `${path} found ${JSON.stringify(result.value)}, not ${JSON.stringify(at)}`);
        // One step further than the value goes finds nothing.
        assert.equal(queryJson(compileJsonPath(`${path}.wirecaseMissingKey`), value).found, false);
      },
    ),
    settings(0x1a5e3, RUNS.found),
  );
});

const actual: fc.Arbitrary<Actual> = fc.oneof(
  fc.constant({ found: false } as Actual),
  json.map((value) => ({ found: true, value }) as Actual),
);

test(`matchers: any matcher over any value passes or fails with a message; never a throw (${cases(RUNS.matchers)} cases)`, () => {
  fc.assert(
    fc.property(matcher, actual, (m, a) => {
      const outcome = matchValue(m as Matcher, a, ctx);
      assert.equal(typeof outcome.passed, 'boolean');
      assert.equal(typeof outcome.message, 'string');
      assert.equal(typeof describeMatcher(m as Matcher), 'string');
    }),
    settings(0x1a5e4, RUNS.matchers),
  );
});

test(`matchers: \`not\` inverts any matcher, and a value matches itself, its type and a list holding it (${cases(RUNS.not)} cases)`, () => {
  fc.assert(
    fc.property(matcher, actual, smallJson, (m, a, v) => {
      assert.equal(matchValue({ not: m } as Matcher, a, ctx).passed, !matchValue(m as Matcher, a, ctx).passed);
      const self: Actual = { found: true, value: v };
      for (const holds of [{ equals: v }, { exists: true }, { type: jsonTypeOf(v) }, { oneOf: [1, v] }, { not: { absent: true } }] as Matcher[]) {
        assert.ok(matchValue(holds, self, ctx).passed, `${JSON.stringify(holds)} over ${JSON.stringify(v)}`);
      }
      if (v === null || typeof v !== 'object') assert.ok(matchValue(v as Matcher, self, ctx).passed);
      assert.ok(matchValue({ contains: v, length: 2, each: { not: { absent: true } } } as Matcher, { found: true, value: [0, v] }, ctx).passed);
      for (const fails of [{ exists: true }, { equals: v }, { type: 'string' }, { not: { absent: true } }] as Matcher[]) {
        assert.equal(matchValue(fails, { found: false }, ctx).passed, false, JSON.stringify(fails));
      }
    }),
    settings(0x1a5e5, RUNS.not),
  );
});

// ---- the checks of an expect block --------------------------------------------------------------

const headerName = fc.oneof(
  fc.constantFrom('content-type', 'Content-Type', 'x-a', 'set-cookie', 'constructor', '__proto__'),
  fc.string({ minLength: 1, maxLength: 8 }),
);
const headers = fc.array(fc.tuple(headerName, fc.string({ maxLength: 20 })), { maxLength: 5 });
const contentType = fc.constantFrom('application/json', 'text/event-stream', 'text/plain', 'application/json; charset=utf-8');

const body = fc.oneof(
  json.map((v) => Buffer.from(JSON.stringify(v))),
  fc.uint8Array({ maxLength: 100 }),
  fc.string({ unit: 'binary', maxLength: 60 }).map((t) => Buffer.from(t)),
  json.map((v) => Buffer.from(`data: ${JSON.stringify({ jsonrpc: '2.0', id: 1, result: v })}\n\n`)),
);

const statusPattern = fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constantFrom('2xx', '4xx', '200', '9xx', 'abc'), smallJson);

const expectBlock: fc.Arbitrary<Expect> = fc.record(
  {
    status: fc.oneof(statusPattern, fc.array(statusPattern, { minLength: 1, maxLength: 3 })),
    headers: fc.dictionary(headerName, matcher, { maxKeys: 3, noNullPrototype: true }),
    json: fc.dictionary(jsonPathText, matcher, { maxKeys: 4, noNullPrototype: true }),
    body: matcher,
    schema: fc.oneof(
      fc.constantFrom<unknown>({ type: 'object' }, { type: 'array' }, { required: ['id'] }, { pattern: '(' }, 'missing.json', 'missing.json#/x'),
      smallJson,
    ),
  },
  { requiredKeys: [], noNullPrototype: true },
) as fc.Arbitrary<Expect>;

test(`checks: any expect block over any response gives located assertion results; never a throw (${cases(RUNS.expect)} cases)`, () => {
  fc.assert(
    fc.property(expectBlock, fc.integer({ min: 100, max: 599 }), headers, contentType, body, (expect, status, hs, type, bytes) => {
      const results = checkExpectations(expect, response(status, [['content-type', type], ...hs], bytes), ctx);
      assertResults(results);
      const written = Object.entries(expect).filter(([, v]) => v !== undefined);
      const perKind = written.reduce((n, [k, v]) => n + (k === 'headers' || k === 'json' ? Object.keys(v as object).length : 1), 0);
      assert.equal(results.length, perKind, 'one result per check written');
    }),
    settings(0x1a5e6, RUNS.expect),
  );
});

test(`checks: an expect block written from the response holds, and a changed status fails (${cases(RUNS.holds)} cases)`, () => {
  fc.assert(
    fc.property(
      json.chain((value) => fc.shuffledSubarray(pathsOf(value), { maxLength: Math.min(5, pathsOf(value).length) }).map((paths) => ({ value, paths }))),
      fc.integer({ min: 100, max: 599 }),
      fc.array(
        fc.tuple(
          fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
          fc.string({ maxLength: 20 }).map((v) => v.trim()),
        ),
        { maxLength: 4 },
      ),
      ({ value, paths }, status, hs) => {
        const text = JSON.stringify(value);
        const view = response(status, [['content-type', 'application/json'], ...hs], Buffer.from(text));
        const headerValues = new Map<string, string[]>();
        for (const [k, v] of [['content-type', 'application/json'], ...hs]) headerValues.set(k!, [...(headerValues.get(k!) ?? []), v!]);
        const expect: Expect = {
          status: [`${String(status)[0]}xx`, status] as Expect['status'],
          headers: Object.fromEntries([...headerValues].map(([k, v]) => [k, v.join(', ')])),
          json: Object.fromEntries(paths.map(([p, at]) => [p, at !== null && typeof at === 'object' ? { equals: at } : at])) as Expect['json'],
          body: text,
          schema: { type: jsonTypeOf(value) },
        };
        const results = checkExpectations(expect, view, ctx);
        assertResults(results);
        assert.ok(
          results.every((r) => r.passed),
          JSON.stringify(results.filter((r) => !r.passed)),
        );
        const other = checkExpectations({ status: status === 599 ? 598 : status + 1 } as Expect, view, ctx);
        assert.deepEqual(
          other.map((r) => r.passed),
          [false],
        );
      },
    ),
    settings(0x1a5e7, RUNS.holds),
  );
});

// ---- inputs the properties found, kept as examples -------------------------------------------------

test('found: a filter or script jsonpath-plus cannot apply is a failed check, not a throw', () => {
  const value = { items: [{ meta: { kind: 'x' } }, { n: 1 }], a: [1, 2] };
  const view = response(200, [['content-type', 'application/json']], Buffer.from(JSON.stringify(value)));
  // A member missing on some elements: those elements do not match (it threw "Cannot read properties of undefined").
  assert.deepEqual(queryJson(compileJsonPath("$.items[?(@.meta.kind == 'x')]"), value), { found: true, value: [{ meta: { kind: 'x' } }] });
  for (const path of ['$[?(@.a ==)]', '$[?(@)]', '$[(@.length-1)]', '$.a[(null)]']) {
    const result = queryJson(compileJsonPath(path), value);
    assert.equal(result.found, false, path);
    assert.match((result as { error?: string }).error ?? '', /cannot be applied/, path);
    const [check] = checkExpectations({ json: { [path]: 1 } } as Expect, view, ctx);
    assert.equal(check!.passed, false, path);
    assert.deepEqual(check!.span, span);
  }
});

test('found: a matcher object with Object.prototype names, or arguments of the wrong type, fails with a message', () => {
  const found: Actual = { found: true, value: 'abc' };
  for (const m of [{ hasOwnProperty: null }, { constructor: 1 }, { toString: 'x' }, { __defineGetter__: 1 }, { valueOf: {} }]) {
    assert.deepEqual(matchValue(m as Matcher, found, ctx), { passed: false, message: `unknown matcher \`${Object.keys(m)[0]}\`` });
  }
  const odd = { toString: 'x' };
  for (const m of [{ oneOf: 'abc' }, { oneOf: null }, { matches: '(' }, { matches: odd }, { type: odd }, { type: [odd] }, { gt: odd }, { lte: '5' }]) {
    const outcome = matchValue(m as Matcher, found, ctx);
    assert.equal(outcome.passed, false, JSON.stringify(m));
    assert.equal(typeof outcome.message, 'string');
  }
  const [status] = checkExpectations({ status: odd } as unknown as Expect, response(200, [], Buffer.from('')), ctx);
  assert.equal(status!.passed, false);
});

test('found: a quoted name is the name it quotes, whatever its characters', () => {
  // jsonpath-plus threw on `#0`, gave the root for `$`, a list for `a:b`, every member for `*`,
  // threw on `^`, `~` and `@`; the syntax check split `a,b` at its comma.
  const value = { '#0': 1, $: 2, 'a:b': 3, '*': 4, '^': 5, '~': 6, '@': 7, 'a,b': 8, "it's": 9, 'a"b': 10, 'back\\slash': 11, é: { 'x y': 12 } };
  const paths: Array<[string, unknown]> = [
    ["$['#0']", 1],
    ["$['$']", 2],
    ["$['a:b']", 3],
    ['$["*"]', 4],
    ["$['^']", 5],
    ["$['~']", 6],
    ["$['@']", 7],
    ["$['a,b']", 8],
    ["$['it\\'s']", 9],
    ['$["it\'s"]', 9],
    ['$["a\\"b"]', 10],
    ["$['back\\\\slash']", 11],
    ["$.é['x y']", 12],
    ['$[\'\\u00e9\']["x y"]', 12],
  ];
  for (const [path, expected] of paths) {
    assert.equal(checkJsonPath(path), undefined, path);
    assert.deepEqual(queryJson(compileJsonPath(path), value), { found: true, value: expected }, path);
  }
  // A name jsonpath-plus cannot read in a path that still needs it is a reason, not a throw.
  assert.match((queryJson(compileJsonPath("$[*]['#0']"), [value]) as { error?: string }).error ?? '', /cannot be applied/);
});
