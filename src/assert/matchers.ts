import { deepEqual, jsonTypeOf, preview } from '../model/json-values.js';
import type { Matcher, MatcherObject } from '../model/scenario.js';
import { formatBound, runBounded, TimeBoundExceeded } from '../source/bounded-time.js';
import { SchemaRegistry } from './schema-registry.js';

/** What an assertion looked at: a value, or nothing at all (a missing path or header). */
export type Actual = { found: false } | { found: true; value: unknown };

export interface MatcherContext {
  schemas: SchemaRegistry;
  /** Folder of the document, for schema files. */
  baseDir: string;
}

/** undefined when the matcher holds; otherwise why not. */
type Check = (argument: never, actual: Actual, ctx: MatcherContext) => string | undefined;

const regexCache = new Map<string, RegExp | string>();
/** The compiled pattern, or why it does not compile (a pattern from a template is checked only once rendered). */
function regex(pattern: string): RegExp | string {
  let re = regexCache.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern);
    } catch (error) {
      re = `bad regular expression /${pattern}/: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`;
    }
    regexCache.set(pattern, re);
  }
  return re;
}

/** `what` may be a function: a preview of the expected value is only worth making for the message. */
const present = (actual: Actual, what: string | (() => string)): string | undefined =>
  actual.found ? undefined : `expected ${typeof what === 'function' ? what() : what}, found nothing`;

/**
 * A matcher's argument as text for a message. Arguments come from rendered templates too, so any
 * JSON can be here: an object whose `toString` key is not a function cannot go through `${}`.
 */
const label = (value: unknown): string =>
  typeof value === 'string' ? value : value !== null && typeof value === 'object' ? preview(value, 60) : String(value);
const valueOfActual = (actual: Actual): unknown => (actual.found ? actual.value : undefined);

function numeric(op: string, test: (a: number, b: number) => boolean): Check {
  return ((limit: number, actual: Actual) => {
    if (typeof limit !== 'number') return `\`${op}\` needs a number to compare with, got ${jsonTypeOf(limit)} ${label(limit)}`;
    const missing = present(actual, `a number ${op} ${limit}`);
    if (missing) return missing;
    const value = valueOfActual(actual);
    if (typeof value !== 'number') return `expected a number ${op} ${limit}, got ${jsonTypeOf(value)} ${preview(value)}`;
    return test(value, limit) ? undefined : `expected a number ${op} ${limit}, got ${value}`;
  }) as Check;
}

/** `expected` is contained in `value`: substrings for text, an element for lists, a subset of fields for objects. */
function includes(value: unknown, expected: unknown): boolean {
  if (typeof value === 'string') return typeof expected === 'string' && value.includes(expected);
  if (Array.isArray(value)) return value.some((element) => deepEqual(element, expected) || (isObject(expected) && includes(element, expected)));
  if (isObject(value) && isObject(expected)) {
    return Object.entries(expected).every(([k, v]) => Object.hasOwn(value, k) && (deepEqual(value[k], v) || (isObject(v) && includes(value[k], v))));
  }
  return false;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Each matcher keyword is one small check. The schema's matcherObject lists exactly these keys (a test keeps them in step). */
export const matcherChecks: Record<keyof MatcherObject, Check> = {
  equals: ((expected: unknown, actual: Actual) => {
    const missing = present(actual, () => preview(expected));
    if (missing) return missing;
    return deepEqual(valueOfActual(actual), expected) ? undefined : `expected ${preview(expected)}, got ${preview(valueOfActual(actual))}`;
  }) as Check,
  exists: ((wanted: boolean, actual: Actual) => {
    if (wanted && !actual.found) return 'expected a value, found nothing';
    if (!wanted && actual.found) return `expected nothing, found ${preview(valueOfActual(actual))}`;
    return undefined;
  }) as Check,
  absent: ((wanted: boolean, actual: Actual) => matcherChecks.exists(!wanted as never, actual, undefined as never)) as Check,
  type: ((wanted: string | string[], actual: Actual) => {
    const types = Array.isArray(wanted) ? wanted : [wanted];
    const names = types.map(label).join(' or ');
    const missing = present(actual, `a value of type ${names}`);
    if (missing) return missing;
    const value = valueOfActual(actual);
    const ok = types.some((t) => (t === 'integer' ? Number.isInteger(value) : jsonTypeOf(value) === t));
    return ok ? undefined : `expected type ${names}, got ${jsonTypeOf(value)} ${preview(value, 60)}`;
  }) as Check,
  length: ((wanted: number | MatcherObject, actual: Actual, ctx: MatcherContext) => {
    const missing = present(actual, 'a value with a length');
    if (missing) return missing;
    const value = valueOfActual(actual);
    const length = typeof value === 'string' || Array.isArray(value) ? value.length : isObject(value) ? Object.keys(value).length : undefined;
    if (length === undefined) return `expected a text, list or object with a length, got ${jsonTypeOf(value)} ${preview(value, 60)}`;
    if (typeof wanted === 'number') return length === wanted ? undefined : `expected length ${wanted}, got length ${length}`;
    const inner = matchValue(wanted, { found: true, value: length }, ctx);
    return inner.passed ? undefined : `length ${length}: ${inner.message}`;
  }) as Check,
  matches: ((pattern: string, actual: Actual) => {
    if (typeof pattern !== 'string') return `matches needs a regular expression as text, got ${jsonTypeOf(pattern)} ${label(pattern)}`;
    const missing = present(actual, `text matching /${pattern}/`);
    if (missing) return missing;
    const value = valueOfActual(actual);
    if (typeof value !== 'string') return `expected text matching /${pattern}/, got ${jsonTypeOf(value)} ${preview(value, 60)}`;
    const re = regex(pattern);
    if (typeof re === 'string') return re;
    return re.test(value) ? undefined : `expected text matching /${pattern}/, got ${preview(value)}`;
  }) as Check,
  contains: ((expected: unknown, actual: Actual) => {
    const missing = present(actual, () => `something containing ${preview(expected)}`);
    if (missing) return missing;
    return includes(valueOfActual(actual), expected) ? undefined : `expected it to contain ${preview(expected)}, got ${preview(valueOfActual(actual))}`;
  }) as Check,
  gt: numeric('>', (a, b) => a > b),
  gte: numeric('>=', (a, b) => a >= b),
  lt: numeric('<', (a, b) => a < b),
  lte: numeric('<=', (a, b) => a <= b),
  oneOf: ((options: unknown[], actual: Actual) => {
    const missing = present(actual, () => `one of ${preview(options)}`);
    if (missing) return missing;
    if (!Array.isArray(options)) return `oneOf needs a list of values, got ${jsonTypeOf(options)} ${preview(options, 60)}`;
    return options.some((o) => deepEqual(valueOfActual(actual), o)) ? undefined : `expected one of ${preview(options)}, got ${preview(valueOfActual(actual))}`;
  }) as Check,
  each: ((inner: Matcher, actual: Actual, ctx: MatcherContext) => {
    const missing = present(actual, 'a list');
    if (missing) return missing;
    const value = valueOfActual(actual);
    if (!Array.isArray(value)) return `expected a list, got ${jsonTypeOf(value)} ${preview(value, 60)}`;
    for (let i = 0; i < value.length; i++) {
      const outcome = matchValue(inner, { found: true, value: value[i] }, ctx);
      if (!outcome.passed) return `element [${i}]: ${outcome.message}`;
    }
    return undefined;
  }) as Check,
  not: ((inner: Matcher, actual: Actual, ctx: MatcherContext) => {
    const outcome = matchValue(inner, actual, ctx);
    return outcome.passed ? `expected not (${describeMatcher(inner)}), got ${preview(valueOfActual(actual))}` : undefined;
  }) as Check,
  schema: ((schema: string | object, actual: Actual, ctx: MatcherContext) => {
    const missing = present(actual, 'a value to validate against the schema');
    if (missing) return missing;
    let validate: ReturnType<typeof ctx.schemas.inline>;
    SchemaRegistry.loadCode();
    try {
      validate = runBounded(() => (typeof schema === 'string' ? ctx.schemas.fromFile(schema, ctx.baseDir) : ctx.schemas.inline(schema)), SCHEMA_BOUND_MS);
    } catch (error) {
      if (error instanceof TimeBoundExceeded) return outOfTime('compiling the schema');
      return `${INVALID_SCHEMA} ${(error as Error).message}`;
    }
    // The schema may be a server's (an outputSchema the suite checks against): a pattern in it that
    // backtracks must not block the run, so validation runs under a hard bound, and a schema that
    // passed it once in this run (its registry) is not run again: a hostile server's next answer would
    // take as long, and a run over many answers would add up the bounds.
    let exceeded = exceededByRun.get(ctx.schemas);
    if (exceeded?.has(validate)) return outOfTime('validating against the schema', 'before');
    let valid: boolean;
    try {
      valid = runBounded(() => validate(valueOfActual(actual)) as boolean, SCHEMA_BOUND_MS);
    } catch (error) {
      if (!(error instanceof TimeBoundExceeded)) throw error;
      if (!exceeded) exceededByRun.set(ctx.schemas, (exceeded = new WeakSet()));
      exceeded.add(validate);
      return outOfTime('validating against the schema');
    }
    if (valid) return undefined;
    return `does not match the schema: ${SchemaRegistry.describeErrors(validate).join('; ')}`;
  }) as Check,
};

/** How long one schema check may take: compiling the schema, then validating the value. */
export const SCHEMA_BOUND_MS = 1000;
/** Per run (its schema registry): the compiled schemas whose validation passed the bound. */
const exceededByRun = new WeakMap<SchemaRegistry, WeakSet<object>>();

function outOfTime(what: string, when?: 'before'): string {
  return `${UNJUDGEABLE} ${what} did not finish within ${formatBound(SCHEMA_BOUND_MS)}${when ? ' (it did not earlier in this run either)' : ''}: a \`pattern\` or \`patternProperties\` that backtracks catastrophically, or a schema too large to check in time`;
}

/**
 * How a check that could not be made begins (a schema whose validation passed its time bound): the
 * test is could-not-judge with this message as its cause, never failed (run/evidence.ts).
 */
export const UNJUDGEABLE = 'could not be judged:';

/** How a check whose own schema is invalid begins: a defect of the document, never of the target (run/evidence.ts). */
export const INVALID_SCHEMA = 'the JSON Schema itself is invalid:';

export interface MatchOutcome {
  passed: boolean;
  message: string;
}

/** A plain value must be equal; a mapping is a set of matchers that must all hold. */
export function matchValue(matcher: Matcher, actual: Actual, ctx: MatcherContext): MatchOutcome {
  if (!isObject(matcher)) {
    const failure = matcherChecks.equals(matcher as never, actual, ctx);
    return { passed: !failure, message: failure ?? `is ${preview(matcher)}` };
  }
  for (const [key, argument] of Object.entries(matcher)) {
    // Own keys only: a rendered template can make any object a matcher, `constructor` and `toString` included.
    const check = Object.hasOwn(matcherChecks, key) ? matcherChecks[key as keyof MatcherObject] : undefined;
    if (!check) return { passed: false, message: `unknown matcher \`${key}\`` };
    const failure = check(argument as never, actual, ctx);
    if (failure) return { passed: false, message: failure };
  }
  return { passed: true, message: describeMatcher(matcher) };
}

export function describeMatcher(matcher: Matcher): string {
  if (!isObject(matcher)) return `equals ${preview(matcher)}`;
  return Object.entries(matcher)
    .map(([k, v]) => (k === 'schema' && typeof v === 'object' ? 'schema (inline)' : `${k} ${preview(v, 60)}`))
    .join(', ');
}
