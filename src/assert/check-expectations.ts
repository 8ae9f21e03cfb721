import { createRequire } from 'node:module';
import { bodyStart } from '../http/content.js';
import { preview } from '../model/json-values.js';
import type { AssertionResult } from '../model/results.js';
import type { Expect, Matcher, NodePath } from '../model/scenario.js';
import { oneEditApart } from '../source/did-you-mean.js';
import type { Span } from '../source/span.js';
import { compileJsonPath, queryJson } from './jsonpath.js';
import { type Actual, describeMatcher, type MatcherContext, matchValue } from './matchers.js';
import type { ResponseView } from './response-view.js';

const require = createRequire(import.meta.url);
/** The event-stream checks load with the first `sse` expectation: a run without one never compiles them. */
const checkSse = (...args: Parameters<typeof import('./check-sse.js').checkSse>) =>
  (require('./check-sse.js') as typeof import('./check-sse.js')).checkSse(...args);

export interface CheckContext extends MatcherContext {
  /** Where an expectation is written, for failure messages. */
  locate: (path: NodePath, part?: 'key' | 'value') => Span;
  /** Path of the `expect` block in the document. */
  at: NodePath;
}

/**
 * Every check of an `expect` block against one response, in the order they are written, each an
 * AssertionResult with its location, expected and actual. One function per assertion kind.
 * `skip` leaves out some kinds (a paginated call checks `json` and `schema` on the merged pages).
 */
export function checkExpectations(expect: Expect, view: ResponseView, ctx: CheckContext, skip?: ReadonlySet<keyof Expect>): AssertionResult[] {
  const results: AssertionResult[] = [];
  // Where a check is written is looked up only when it fails: passing checks are the hot path.
  for (const kind of Object.keys(expect) as Array<keyof Expect>) {
    if (expect[kind] === undefined || skip?.has(kind)) continue;
    switch (kind) {
      case 'status':
        results.push(checkStatus(expect.status!, view, ctx));
        break;
      case 'headers':
        for (const [name, matcher] of Object.entries(expect.headers!)) results.push(checkHeader(name, matcher, view, ctx));
        break;
      case 'json':
        for (const [path, matcher] of Object.entries(expect.json!)) results.push(checkJson(path, matcher, view, ctx));
        break;
      case 'body':
        results.push(checkBody(expect.body!, view, ctx));
        break;
      case 'schema':
        results.push(checkSchema(expect.schema!, view, ctx));
        break;
      case 'sse':
        results.push(...checkSse(expect.sse!, view, ctx));
        break;
    }
  }
  // The author says an empty set is the expected answer here: a check over it passes outright.
  if (expect.allowEmpty) for (const r of results) delete r.vacuous;
  return results;
}

/** Adds where a check is written, only when it failed: passing checks are the hot path. */
function located(result: AssertionResult, ctx: CheckContext, path: NodePath, part?: 'key' | 'value'): AssertionResult {
  if (!result.passed) result.span = ctx.locate([...ctx.at, ...path], part);
  return result;
}

export function statusMatches(pattern: number | string, status: number): boolean {
  if (typeof pattern === 'number') return status === pattern;
  // A template may render to any value; only text and numbers can match.
  if (typeof pattern !== 'string') return false;
  // A class such as `4xx`, or a number that arrived as text through a template.
  return /^[1-5]xx$/.test(pattern) ? Math.floor(status / 100) === Number(pattern[0]) : Number(pattern) === status;
}

function checkStatus(expected: NonNullable<Expect['status']>, view: ResponseView, ctx: CheckContext): AssertionResult {
  const options = Array.isArray(expected) ? expected : [expected];
  const passed = options.some((p) => statusMatches(p, view.status));
  const wanted = options.map((p) => (typeof p === 'string' || typeof p === 'number' ? String(p) : preview(p, 60))).join(' or ');
  return located(
    {
      kind: 'status',
      passed,
      message: passed ? `status ${view.status}` : `expected status ${wanted}, got ${view.status}${redirectNote(view)}`,
      expected: wanted,
      actual: view.status,
    },
    ctx,
    ['status'],
  );
}

/** A redirect is not followed: say where it pointed, so "got 301" is not a mystery. */
function redirectNote(view: ResponseView): string {
  if (view.status < 300 || view.status > 399) return '';
  const location = view.header('location')[0];
  return ` (a redirect${location ? ` to ${preview(location, 120)}` : ''}: wirecase does not follow redirects; send the request to that URL)`;
}

function checkHeader(name: string, matcher: Matcher, view: ResponseView, ctx: CheckContext): AssertionResult {
  const values = view.header(name);
  const actual: Actual = values.length ? { found: true, value: values.join(', ') } : { found: false };
  const outcome = matchValue(matcher, actual, ctx);
  return located(
    {
      kind: 'header',
      target: name,
      passed: outcome.passed,
      message: `header ${name}: ${outcome.message}`,
      expected: describeMatcher(matcher),
      actual: actual.found ? actual.value : undefined,
    },
    ctx,
    ['headers', name],
    'key',
  );
}

function checkJson(path: string, matcher: Matcher, view: ResponseView, ctx: CheckContext): AssertionResult {
  const parsed = view.json;
  if (!parsed.ok) {
    return located(
      {
        kind: 'json',
        target: path,
        passed: false,
        message: `${path}: ${parsed.error}`,
        expected: describeMatcher(matcher),
        actual: bodyExcerptText(view.response.body, 200),
      },
      ctx,
      ['json', path],
      'key',
    );
  }
  const compiled = compileJsonPath(path);
  if (compiled.error) return located({ kind: 'json', target: path, passed: false, message: compiled.error }, ctx, ['json', path], 'key');
  const found = queryJson(compiled, parsed.value);
  if (!found.found && found.error)
    return located({ kind: 'json', target: path, passed: false, message: found.error, expected: describeMatcher(matcher) }, ctx, ['json', path], 'key');
  const actual: Actual = found.found ? { found: true, value: found.value } : { found: false };
  const outcome = matchValue(matcher, actual, ctx);
  const items = setSize(compiled.definite, matcher, actual);
  const empty = outcome.passed && items?.size === 0 ? items.empty : undefined;
  return located(
    {
      kind: 'json',
      target: path,
      passed: outcome.passed,
      ...(items ? { items: items.size } : {}),
      ...(empty ? { vacuous: `${path}: ${empty}` } : {}),
      ...(outcome.passed ? nearMiss(path, matcher, parsed.value) : {}),
      message: `${path}: ${outcome.message}`,
      expected: describeMatcher(matcher),
      actual: actual.found ? actual.value : undefined,
    },
    ctx,
    ['json', path],
    'key',
  );
}

/**
 * An `absent: true` that passed because its last name is misspelt: the answer has a field one edit
 * away (or the same but for case) beside where it looked. A note, not a verdict: the check may mean it.
 */
function nearMiss(path: string, matcher: Matcher, document: unknown): { note: string } | undefined {
  if (matcher === null || typeof matcher !== 'object' || (matcher as { absent?: unknown }).absent !== true) return undefined;
  const parts = /^(\$.*)\.([A-Za-z_$][\w$-]*)$/.exec(path);
  if (!parts) return undefined;
  const [, parentPath, name] = parts as unknown as [string, string, string];
  const compiled = compileJsonPath(parentPath);
  if (compiled.error || !compiled.definite) return undefined;
  const parent = queryJson(compiled, document);
  if (!parent.found || parent.value === null || typeof parent.value !== 'object' || Array.isArray(parent.value)) return undefined;
  const lower = name.toLowerCase();
  const near = Object.keys(parent.value).find((key) => key !== name && (key.toLowerCase() === lower || oneEditApart(key.toLowerCase(), lower)));
  return near === undefined
    ? undefined
    : { note: `${path} is absent, but the answer has ${parentPath}.${near}: did you mean \`${near}\`? (a misspelt name is always absent)` };
}

/** Matchers that look at a list itself (its size or its exact value), so an empty one is what they judge. */
const ABOUT_THE_LIST = ['length', 'equals', 'exists', 'absent', 'oneOf'];

/**
 * A JSON check over a set: an `each` over a list, or a wildcard or filter path under a matcher that
 * does not look at the list itself. Its size, and why it proves nothing when that is 0.
 */
function setSize(definite: boolean, matcher: Matcher, actual: Actual): { size: number; empty: string } | undefined {
  if (!actual.found || !Array.isArray(actual.value)) return undefined;
  const keys = matcher !== null && typeof matcher === 'object' && !Array.isArray(matcher) ? Object.keys(matcher) : undefined;
  if (keys?.includes('each')) return { size: actual.value.length, empty: '`each` over an empty list: no item to check' };
  if (!definite && keys && !keys.some((k) => ABOUT_THE_LIST.includes(k)))
    return { size: actual.value.length, empty: 'the path matched nothing: no value to check' };
  return undefined;
}

function checkBody(matcher: Matcher, view: ResponseView, ctx: CheckContext): AssertionResult {
  const outcome = matchValue(matcher, { found: true, value: view.text }, ctx);
  return located(
    {
      kind: 'body',
      passed: outcome.passed,
      message: `body: ${outcome.message}`,
      expected: describeMatcher(matcher),
      actual: preview(view.text, 500),
    },
    ctx,
    ['body'],
    'key',
  );
}

function checkSchema(schema: string | object, view: ResponseView, ctx: CheckContext): AssertionResult {
  const parsed = view.json;
  if (!parsed.ok) return located({ kind: 'schema', passed: false, message: `schema: ${parsed.error}` }, ctx, ['schema']);
  const outcome = matchValue({ schema }, { found: true, value: parsed.value }, ctx);
  return located(
    {
      kind: 'schema',
      target: typeof schema === 'string' ? schema : 'inline',
      passed: outcome.passed,
      message: outcome.passed ? 'body matches the schema' : `body ${outcome.message}`,
    },
    ctx,
    ['schema'],
  );
}

/** The body's first bytes as text, for a message. */
function bodyExcerptText(body: Uint8Array, bytes: number): string {
  const { text, truncated } = bodyStart(body, bytes);
  return truncated ? `${text}…` : text;
}
