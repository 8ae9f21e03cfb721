import { deepEqual, preview } from './values.js';

/**
 * JSON Schema (2020-12, plus draft-07 habits) → argument values, so a suite can call a server's tools
 * with arguments built from their own `inputSchema`. Pure, and never throws.
 *
 * Every value is generated, then judged by the small validator at the end of this file. Whatever the
 * validator cannot judge for certain ($dynamicRef, unevaluated*, an unknown format, a remote $ref)
 * makes the answer `undefined`: a suite would rather skip than send a guess.
 */

type Schema = Record<string, unknown>;
type Args = Record<string, unknown>;

/** Deepest schema nesting followed; doubles as the guard against cyclic `$ref`s. */
const MAX_DEPTH = 32;
/** Work allowed per call, so schemas whose anyOf branches multiply stay cheap. */
const BUDGET = 20_000;

class Unsure extends Error {}
const unsure = (): never => {
  throw new Unsure();
};

interface Ctx {
  root: unknown;
  budget: number;
}

const newCtx = (root: unknown): Ctx => ({ root, budget: BUDGET });

function spend(ctx: Ctx): void {
  if (--ctx.budget < 0) unsure();
}

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasOwn = (o: object, k: string): boolean => Object.hasOwn(o, k);
const without = (s: Schema, ...keys: string[]): Schema => Object.fromEntries(Object.entries(s).filter(([k]) => !keys.includes(k)));

/** Sets a key as an own property: `__proto__` is a legal property name in a schema. */
function setOwn(o: Args, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Runs `f`, turning any failure (Unsure, a stack overflow, a hostile getter) into undefined. */
function attempt<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------
// Valid values

/** An object that satisfies `schema`, with only the properties it requires; undefined if unsure. */
export function validArguments(schema: unknown): Args | undefined {
  return attempt(() => {
    const value = generate(schema, newCtx(schema), [], 0, 'object');
    return isObject(value) ? value : undefined;
  });
}

function generate(schema: unknown, ctx: Ctx, refs: string[], depth: number, prefer: string): unknown {
  spend(ctx);
  if (depth > MAX_DEPTH) unsure();
  if (schema === true) return prefer === 'object' ? {} : 'example';
  if (!isObject(schema)) return unsure();
  const value = generateUnchecked(schema, ctx, refs, depth, prefer);
  // The merges below are approximate; the validator has the last word on the schema as written.
  return valid(schema, value, ctx) ? value : unsure();
}

function generateUnchecked(s: Schema, ctx: Ctx, refs: string[], depth: number, prefer: string): unknown {
  if (typeof s.$ref === 'string') {
    if (refs.includes(s.$ref)) unsure(); // a cycle: the value would be infinite
    const target = resolveRef(s.$ref, ctx);
    const merged = isObject(target) ? merge(without(s, '$ref'), target) : target === true ? without(s, '$ref') : unsure();
    return generate(merged, ctx, [...refs, s.$ref], depth + 1, prefer);
  }
  if (Array.isArray(s.allOf)) {
    let merged = without(s, 'allOf');
    for (const part of s.allOf) merged = part === true ? merged : isObject(part) ? merge(merged, part) : unsure();
    return generate(merged, ctx, refs, depth + 1, prefer);
  }
  for (const key of ['anyOf', 'oneOf']) {
    const branches = s[key];
    if (!Array.isArray(branches)) continue;
    // The first branch that yields a value valid against the whole schema (for oneOf: exactly one
    // branch); a null-only branch last, as with type arrays.
    const isNull = (b: unknown) => isObject(b) && (b.type === 'null' || deepEqual(b.type, ['null']));
    for (const branch of [...branches.filter((b) => !isNull(b)), ...branches.filter(isNull)]) {
      if (!isObject(branch)) continue;
      const value = attempt(() => generate(merge(without(s, key), branch), ctx, refs, depth + 1, prefer));
      if (value !== undefined && attempt(() => valid(s, value, ctx))) return value;
    }
    return unsure();
  }
  if (hasOwn(s, 'const')) return s.const;
  if (hasOwn(s, 'enum')) {
    const choices = Array.isArray(s.enum) ? s.enum : unsure();
    const index = choices.findIndex((choice) => attempt(() => valid(s, choice, ctx)));
    return index >= 0 ? choices[index] : unsure();
  }
  const types = typesOf(s, prefer);
  // The author's own sample values first, when they fit: likelier to mean something to the server.
  if (!types.includes('object')) {
    const hints = [s.default, ...(Array.isArray(s.examples) ? s.examples : [])].filter((h) => h !== undefined);
    const hint = hints.find((h) => attempt(() => valid(s, h, ctx)));
    if (hint !== undefined) return hint;
  }
  for (const type of types) {
    const value = attempt(() => {
      const v = generateType(type, s, ctx, refs, depth);
      return valid(s, v, ctx) ? v : undefined;
    });
    if (value !== undefined) return value;
  }
  return unsure();
}

/** The types to try, non-null first; when `type` is absent, the one the keywords point at. */
function typesOf(s: Schema, prefer: string): string[] {
  let types: string[];
  if (typeof s.type === 'string') types = [s.type];
  else if (Array.isArray(s.type)) types = s.type.filter((t): t is string => typeof t === 'string');
  else if (['properties', 'required', 'additionalProperties', 'minProperties'].some((k) => k in s)) types = ['object'];
  else if (['items', 'prefixItems', 'minItems', 'maxItems'].some((k) => k in s)) types = ['array'];
  else if (['minLength', 'maxLength', 'pattern', 'format'].some((k) => k in s)) types = ['string'];
  else if (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].some((k) => k in s)) types = ['number'];
  else types = [prefer];
  if (s.nullable === true) types = [...types, 'null'];
  return [...types.filter((t) => t !== 'null'), ...types.filter((t) => t === 'null')];
}

function generateType(type: string, s: Schema, ctx: Ctx, refs: string[], depth: number): unknown {
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return false; // the less eventful answer to flags like `force` or `overwrite`
    case 'integer':
    case 'number':
      return numberValue(s, type === 'integer');
    case 'string':
      return stringValue(s, ctx);
    case 'array': {
      const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
      const rest = Array.isArray(s.items) ? s.additionalItems : s.items;
      const out: unknown[] = [];
      const count = typeof s.minItems === 'number' ? s.minItems : 0;
      if (count > 1000) unsure();
      for (let i = 0; i < count; i++) out.push(generate(i < prefix.length ? prefix[i] : (rest ?? true), ctx, refs, depth + 1, 'string'));
      return out;
    }
    case 'object': {
      const props = isObject(s.properties) ? s.properties : {};
      const extra = s.additionalProperties === undefined ? true : s.additionalProperties;
      const out: Args = {};
      const add = (name: string) => setOwn(out, name, generate(hasOwn(props, name) ? props[name] : extra, ctx, refs, depth + 1, 'string'));
      for (const name of Array.isArray(s.required) ? s.required : []) if (typeof name === 'string' && !hasOwn(out, name)) add(name);
      // Optional properties only when a count demands them.
      const atLeast = typeof s.minProperties === 'number' ? s.minProperties : 0;
      for (const name of Object.keys(props)) if (Object.keys(out).length < atLeast && !hasOwn(out, name)) add(name);
      if (isObject(s.dependentRequired)) {
        for (const [name, needs] of Object.entries(s.dependentRequired)) {
          if (hasOwn(out, name) && Array.isArray(needs)) for (const n of needs) if (typeof n === 'string' && !hasOwn(out, n)) add(n);
        }
      }
      return out;
    }
    default:
      return unsure();
  }
}

/** Merges two schemas that must both hold (allOf, $ref siblings): tighter bounds, union of required. */
function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const prev = out[key];
    if (prev === undefined) {
      out[key] = value;
      continue;
    }
    switch (key) {
      case 'properties':
        if (isObject(prev) && isObject(value)) {
          const props: Schema = { ...prev };
          for (const [name, p] of Object.entries(value)) props[name] = hasOwn(props, name) ? { allOf: [props[name], p] } : p;
          out[key] = props;
        }
        break;
      case 'required':
        if (Array.isArray(prev) && Array.isArray(value)) out[key] = [...new Set([...prev, ...value])];
        break;
      case 'minimum':
      case 'exclusiveMinimum':
      case 'minLength':
      case 'minItems':
      case 'minProperties':
        if (typeof prev === 'number' && typeof value === 'number') out[key] = Math.max(prev, value);
        break;
      case 'maximum':
      case 'exclusiveMaximum':
      case 'maxLength':
      case 'maxItems':
      case 'maxProperties':
        if (typeof prev === 'number' && typeof value === 'number') out[key] = Math.min(prev, value);
        break;
      case 'type': {
        // An integer is a number: ['number'] and ['integer'] meet at ['integer'].
        const allows = (t: unknown, list: unknown[]) => list.includes(t) || (t === 'integer' && list.includes('number'));
        const x = [prev].flat(),
          y = [value].flat();
        out[key] = [...new Set([...x, 'integer'])].filter((t) => allows(t, x) && allows(t, y));
        break;
      }
      case 'enum':
        if (Array.isArray(prev) && Array.isArray(value)) out[key] = prev.filter((x) => value.some((y) => deepEqual(x, y)));
        break;
      case 'allOf':
        if (Array.isArray(prev) && Array.isArray(value)) out[key] = [...prev, ...value];
        break;
      case '$ref':
      case 'anyOf':
      case 'oneOf':
      case 'not':
      case 'items':
      case 'additionalProperties':
      case 'if':
        // Both must hold; let the generator meet the second one again, through allOf.
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own if/then/else keywords
        out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), { [key]: value, ...(key === 'if' ? { then: b.then, else: b.else } : {}) }];
        break;
      default:
        break; // e.g. two patterns: keep the first; the validator rejects a value that misses the other
    }
  }
  return out;
}

// Numbers are computed as exact decimals, scaled to integers (BigInt): 0.1 + 0.2 never enters.

/** Digits after the decimal point in the shortest form of `n` (1e-7 → 7). */
function decimals(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).toLowerCase().split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

/** n × 10^d exactly, for an `n` with at most d decimals. */
function scale(n: number, d: number): bigint {
  if (!Number.isFinite(n)) unsure();
  const [mantissa = '', exponent = '0'] = String(n).toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [int = '', frac = ''] = mantissa.replace('-', '').split('.');
  const shift = d - frac.length + Number(exponent);
  const digits = BigInt(int + frac);
  const value = shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift);
  return negative ? -value : value;
}

const unscale = (v: bigint, d: number): number => Number(`${v}e-${d}`);
const floorDiv = (a: bigint, b: bigint): bigint => (a % b !== 0n && a < 0n !== b < 0n ? a / b - 1n : a / b);
const floorTo = (a: bigint, step: bigint): bigint => floorDiv(a, step) * step;
const ceilTo = (a: bigint, step: bigint): bigint => -floorTo(-a, step);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

interface NumberSpace {
  d: number;
  unit: bigint; // 1.0, scaled
  lo?: bigint; // inclusive, scaled
  hi?: bigint;
  step: bigint; // every value is a multiple of it
  multipleOf?: number;
}

const num = (s: Schema, key: string): number | undefined => {
  const v = s[key];
  if (v === undefined || typeof v === 'boolean') return undefined;
  return typeof v === 'number' && Number.isFinite(v) ? v : unsure();
};

/** The numbers a schema allows, as a scaled integer lattice with inclusive bounds. */
function numberSpace(s: Schema, integer: boolean): NumberSpace {
  // draft-04's boolean exclusiveMinimum/Maximum make minimum/maximum exclusive.
  const min = num(s, 'minimum'),
    max = num(s, 'maximum');
  const exMin = s.exclusiveMinimum === true ? min : num(s, 'exclusiveMinimum');
  const exMax = s.exclusiveMaximum === true ? max : num(s, 'exclusiveMaximum');
  const multipleOf = num(s, 'multipleOf');
  if (multipleOf !== undefined && multipleOf <= 0) unsure();
  // A number without multipleOf gets one more decimal, so that (0, 1) exclusive still holds 0.1 … 0.9.
  const d =
    Math.max(0, ...[min, max, exMin, exMax, multipleOf].map((n) => (n === undefined ? 0 : decimals(n)))) + (integer || multipleOf !== undefined ? 0 : 1);
  if (d > 20) unsure();
  const unit = 10n ** BigInt(d);
  let step = multipleOf === undefined ? 1n : scale(multipleOf, d);
  if (integer) step = lcm(step, unit);
  const los = [s.exclusiveMinimum !== true && min !== undefined ? scale(min, d) : undefined, exMin === undefined ? undefined : scale(exMin, d) + 1n];
  const his = [s.exclusiveMaximum !== true && max !== undefined ? scale(max, d) : undefined, exMax === undefined ? undefined : scale(exMax, d) - 1n];
  const pick = (xs: (bigint | undefined)[], f: (a: bigint, b: bigint) => bigint) =>
    xs.reduce<bigint | undefined>((acc, x) => (x === undefined ? acc : acc === undefined ? x : f(acc, x)), undefined);
  // biome-ignore lint/complexity/useMathMinMax: the bounds are bigints, which Math.max does not take
  return { d, unit, step, multipleOf, lo: pick(los, (a, b) => (a > b ? a : b)), hi: pick(his, (a, b) => (a < b ? a : b)) };
}

/** True when Ajv's float test (value / multipleOf is an integer) agrees with the exact one. */
const floatSafe = (value: number, multipleOf?: number): boolean => multipleOf === undefined || Number.isInteger(value / multipleOf);

/** Up to `tries` lattice points from `start`, moving by `by`, inside the bounds. */
function* walk(space: NumberSpace, start: bigint, by: bigint, tries = 50): Generator<bigint> {
  for (let v = start, i = 0; i < tries; i++, v += by) {
    if ((space.lo !== undefined && v < space.lo) || (space.hi !== undefined && v > space.hi)) return;
    yield v;
  }
}

/** A valid number near 1, a whole one when the schema allows it. */
function numberValue(s: Schema, integer: boolean): number {
  const space = numberSpace(s, integer);
  for (const step of [lcm(space.step, space.unit), space.step]) {
    let target = space.unit;
    if (space.lo !== undefined && target < space.lo) target = space.lo;
    if (space.hi !== undefined && target > space.hi) target = space.hi;
    for (const [start, by] of [
      [ceilTo(target, step), step],
      [floorTo(target, step), -step],
    ] as const) {
      for (const v of walk(space, start, by)) {
        const value = unscale(v, space.d);
        if (floatSafe(value, space.multipleOf)) return value;
      }
    }
  }
  return unsure();
}

const FORMAT_SAMPLES: Record<string, string> = {
  email: 'user@example.com',
  uri: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  url: 'https://example.com/',
  'date-time': '2024-01-15T10:30:00Z',
  date: '2024-01-15',
  time: '10:30:00Z',
  uuid: '123e4567-e89b-42d3-a456-426614174000',
  ipv4: '192.0.2.1',
  hostname: 'example.com',
};

function stringValue(s: Schema, ctx: Ctx): string {
  if (s.format !== undefined) return FORMAT_SAMPLES[String(s.format)] ?? unsure();
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  if (minLength > 100_000) unsure();
  if (typeof s.pattern === 'string') {
    // Fewest repetitions first, then at least one, then enough to reach minLength.
    const plans = [
      (min: number) => min,
      (min: number, max: number) => Math.min(max, Math.max(min, 1)),
      (min: number, max: number) => Math.min(max, Math.max(min, minLength)),
    ];
    for (const plan of plans) {
      const sample = attempt(() => sampleRegex(s.pattern as string, plan));
      if (sample !== undefined && attempt(() => valid(s, sample, ctx))) return sample;
    }
    return unsure();
  }
  const text = 'example'.slice(0, maxLength);
  return text + 'x'.repeat(Math.max(0, minLength - text.length));
}

/**
 * A string matching a simple regex: literals, classes, \d \w \s, groups, alternation (first branch),
 * quantifiers. Lookaround, backreferences and \p{…} are refused. The caller tests the result.
 */
function sampleRegex(src: string, reps: (min: number, max: number) => number): string {
  let i = 0;
  const alternation = (): string => {
    const first = sequence();
    while (src[i] === '|') {
      i++;
      sequence();
    }
    return first;
  };
  const sequence = (): string => {
    let out = '';
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      const piece = atom();
      const [min, max] = quantifier();
      const count = reps(min, max);
      if (count > 10_000) unsure();
      out += piece.repeat(count);
    }
    return out;
  };
  const atom = (): string => {
    const c = src[i++]!;
    if (c === '^' || c === '$') return '';
    if (c === '.') return 'a';
    if (c === '(') {
      if (src.startsWith('?:', i)) i += 2;
      else if (src.startsWith('?<', i) && !'=!'.includes(src[i + 2] ?? '')) i = src.indexOf('>', i) + 1 || unsure();
      else if (src[i] === '?') unsure();
      const inner = alternation();
      if (src[i++] !== ')') unsure();
      return inner;
    }
    if (c === '[') {
      let j = i;
      while (j < src.length && src[j] !== ']') j += src[j] === '\\' ? 2 : 1;
      if (j >= src.length) unsure();
      return classChar(src.slice(i - 1, (i = j + 1)));
    }
    if (c === '\\') {
      const e = src[i++] ?? unsure();
      const classes: Record<string, string> = { d: '0', w: 'a', s: ' ', D: 'a', W: '-', S: 'a', b: '', B: '', n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };
      if (e in classes) return classes[e]!;
      if (/[0-9a-zA-Z]/.test(e)) unsure(); // backreferences, \u, \p, \k…
      return e;
    }
    if ('*+?{}'.includes(c)) unsure();
    return c;
  };
  const classChar = (cls: string): string => {
    const re = new RegExp(`^${cls}$`, 'u');
    const first = cls[1] !== '^' && cls[1] !== '\\' ? (cls[1] ?? '') : '';
    return [first, ...'a0A_-.x :/@'].find((ch) => ch !== '' && re.test(ch)) ?? unsure();
  };
  const quantifier = (): [number, number] => {
    const c = src[i];
    let q: [number, number] = [1, 1];
    if (c === '?') q = [0, 1];
    else if (c === '*') q = [0, Infinity];
    else if (c === '+') q = [1, Infinity];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i)) ?? unsure();
      q = [Number(m[1]), m[2] === undefined ? Number(m[1]) : m[3] ? Number(m[3]) : Infinity];
      i += m[0].length - 1;
    } else return q;
    i++;
    if (src[i] === '?') i++; // lazy: same strings
    return q;
  };
  const out = alternation();
  if (i < src.length) unsure();
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Invalid values

export interface ExplainedArguments {
  arguments: Args;
  /** Which constraint is broken, e.g. "property `x`: type string → sent 12345". */
  broken: string;
}

/** Valid arguments with exactly one constraint broken (see invalidArgumentsExplained); undefined if none. */
export function invalidArguments(schema: unknown): Args | undefined {
  return invalidArgumentsExplained(schema)?.arguments;
}

/**
 * Starts from validArguments and breaks exactly one constraint, trying in this order:
 *   1. a wrong type for a required property (a number where a string is required, else a string);
 *   2. a value just outside a bound (minimum…, minLength/maxLength, minItems/maxItems), on a property
 *      already sent, then on an optional one added for the purpose;
 *   3. a required property left out;
 *   4. a value outside an `enum` (or `const`);
 *   5. a wrong type for an optional property, added for the purpose.
 * Only where one broken constraint is one error: the top-level schema must be a plain object schema
 * (properties/required/additionalProperties, reached through `$ref` at most) and the property's own
 * schema free of composition. Each candidate is checked: the schema minus that one keyword accepts
 * the value, the schema with it refuses it.
 */
export function invalidArgumentsExplained(schema: unknown): ExplainedArguments | undefined {
  return attempt(() => {
    const ctx = newCtx(schema);
    const validArgs = validArguments(schema);
    const root = validArgs && plainRoot(schema, ctx);
    if (!validArgs || !root) return undefined;
    const props = isObject(root.properties) ? root.properties : {};
    const required = (Array.isArray(root.required) ? root.required : []).filter((n): n is string => typeof n === 'string' && hasOwn(validArgs, n));
    const optional = Object.keys(props).filter((n) => !hasOwn(validArgs, n));
    const leafOf = (name: string) => attempt(() => leaf(props[name], ctx));
    const valueFor = (name: string, l: Schema) => (hasOwn(validArgs, name) ? validArgs[name] : attempt(() => generate(l, ctx, [], 1, 'string')));

    const tryBreak = (names: string[], breaker: (l: Schema, v: unknown) => [string, unknown][]) => {
      for (const name of names) {
        const l = leafOf(name);
        if (!l) continue;
        const current = valueFor(name, l);
        for (const [keyword, candidate] of breaker(l, current)) {
          if (!oneBroken(l, keyword, candidate, ctx)) continue;
          const args = { ...validArgs };
          setOwn(args, name, candidate);
          const rule = keyword === 'type' ? `type ${[l.type].flat().join('|')}` : `${keyword} ${preview(l[keyword])}`;
          return { arguments: args, broken: `property \`${name}\`: ${rule} → sent ${preview(candidate)}` };
        }
      }
      return undefined;
    };
    const missing = (): ExplainedArguments | undefined => {
      const name = required[0];
      if (name === undefined) return undefined;
      const args = Object.fromEntries(Object.entries(validArgs).filter(([k]) => k !== name));
      return attempt(() => valid(schema, args, ctx)) === false ? { arguments: args, broken: `property \`${name}\`: required → left out` } : undefined;
    };
    return (
      tryBreak(required, wrongTypes) ??
      tryBreak(Object.keys(validArgs), outOfBounds) ??
      tryBreak(optional, outOfBounds) ??
      missing() ??
      tryBreak(Object.keys(validArgs), outsideEnum) ??
      tryBreak(optional, outsideEnum) ??
      tryBreak(optional, wrongTypes)
    );
  });
}

/** Keywords that would make one broken property more than one error, or an error elsewhere. */
const COMPOSITION = ['allOf', 'anyOf', 'oneOf', 'not', 'if', '$dynamicRef', '$recursiveRef', 'unevaluatedProperties', 'unevaluatedItems'];
const ROOT_BLOCKERS = [
  ...COMPOSITION,
  'enum',
  'const',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
];

/** Follows `$ref`s that stand alone (annotations aside), for a schema whose keywords all apply to one value. */
function leaf(schema: unknown, ctx: Ctx, blockers = COMPOSITION): Schema | undefined {
  let s = schema;
  for (let hops = 0; isObject(s) && typeof s.$ref === 'string'; hops++) {
    const others = Object.keys(s).filter((k) => !['$ref', '$defs', 'definitions', 'title', 'description', '$comment', 'default', 'examples'].includes(k));
    if (hops > MAX_DEPTH || others.length > 0) return undefined;
    s = resolveRef(s.$ref, ctx);
  }
  return isObject(s) && !blockers.some((k) => k in s) ? s : undefined;
}

function plainRoot(schema: unknown, ctx: Ctx): Schema | undefined {
  const root = leaf(schema, ctx, ROOT_BLOCKERS);
  return root && (root.type === undefined || root.type === 'object') ? root : undefined;
}

/** True when `keyword` alone makes `value` invalid against `l`. */
function oneBroken(l: Schema, keyword: string, value: unknown, ctx: Ctx): boolean {
  const rest = keyword === 'type' ? without(l, 'type', 'nullable') : without(l, keyword);
  return attempt(() => valid(rest, value, ctx)) === true && attempt(() => valid(l, value, ctx)) === false;
}

function wrongTypes(l: Schema): [string, unknown][] {
  if (l.type === undefined) return [];
  const first = String([l.type].flat()[0]);
  const names: Record<string, string> = { integer: 'an integer', object: 'an object', array: 'a list', null: 'null' };
  const candidates = first === 'string' ? [12345, true] : [`not ${names[first] ?? `a ${first}`}`, 12345, true];
  return candidates.map((c) => ['type', c]);
}

function outOfBounds(l: Schema, current: unknown): [string, unknown][] {
  const out: [string, unknown][] = [];
  const types = [l.type].flat();
  if (types.includes('number') || types.includes('integer')) {
    const found = attempt(() => {
      const space = numberSpace(without(l, 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'), !types.includes('number'));
      const edge = (key: string, exclusive: boolean, below: boolean): [string, unknown] | undefined => {
        const bound = num(l, key);
        if (bound === undefined || l[key] === true) return undefined;
        const d = Math.max(space.d, decimals(bound));
        const step = space.step * 10n ** BigInt(d - space.d);
        const b = scale(bound, d);
        const v = below ? floorTo(exclusive ? b : b - 1n, step) : ceilTo(exclusive ? b : b + 1n, step);
        return [key, unscale(v, d)];
      };
      return [edge('minimum', false, true), edge('exclusiveMinimum', true, true), edge('maximum', false, false), edge('exclusiveMaximum', true, false)];
    });
    for (const e of found ?? []) if (e) out.push(e);
  }
  if (typeof current === 'string') {
    const chars = [...current];
    if (typeof l.minLength === 'number' && l.minLength > 0) out.push(['minLength', chars.slice(0, l.minLength - 1).join('')]);
    if (typeof l.maxLength === 'number' && l.maxLength < 100_000) {
      const pad = (ch: string) => current + ch.repeat(Math.max(0, (l.maxLength as number) + 1 - chars.length));
      out.push(['maxLength', pad(chars.at(-1) ?? 'x')], ['maxLength', pad('x')]);
    }
  }
  if (Array.isArray(current)) {
    if (typeof l.minItems === 'number' && l.minItems > 0) out.push(['minItems', current.slice(0, l.minItems - 1)]);
    if (typeof l.maxItems === 'number' && current.length > 0 && l.maxItems < 1000) {
      out.push(['maxItems', [...current, ...Array(l.maxItems + 1 - current.length).fill(current.at(-1))]]);
    }
  }
  return out;
}

function outsideEnum(l: Schema): [string, unknown][] {
  const allowed = Array.isArray(l.enum) ? l.enum : hasOwn(l, 'const') ? [l.const] : [];
  const keyword = Array.isArray(l.enum) ? 'enum' : 'const';
  const strings = allowed.filter((x): x is string => typeof x === 'string');
  const numbers = allowed.filter((x): x is number => typeof x === 'number');
  const candidates: unknown[] = [
    ...strings.map((s) => `${s}-not-allowed`),
    'not-allowed',
    ...(numbers.length ? [Math.max(...numbers) + 1, Math.min(...numbers) - 1] : []),
    ...(allowed.includes(true) ? [false] : allowed.includes(false) ? [true] : []),
  ];
  return candidates.filter((c) => !allowed.some((a) => deepEqual(a, c))).map((c) => [keyword, c]);
}

// ---------------------------------------------------------------------------------------------------
// Fractional numbers

export interface FractionalArguments {
  property: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  /** A valid value that is not a whole number. */
  value: number;
  /** validArguments with `property` set to `value`. */
  arguments: Args;
}

/** The first `number` property with a fractional bound or multipleOf, and a valid fractional value for it. */
export function fractionalArguments(schema: unknown): FractionalArguments | undefined {
  return attempt(() => {
    const ctx = newCtx(schema);
    const validArgs = validArguments(schema);
    const root = validArgs && leaf(schema, ctx);
    if (!validArgs || !root || !isObject(root.properties)) return undefined;
    for (const [property, propSchema] of Object.entries(root.properties)) {
      const l = attempt(() => leaf(propSchema, ctx));
      if (!l || ![l.type].flat().includes('number')) continue;
      const keys = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const;
      const given = Object.fromEntries(keys.filter((k) => typeof l[k] === 'number').map((k) => [k, l[k] as number]));
      if (!Object.values(given).some((n) => !Number.isInteger(n))) continue;
      const value = attempt(() => fractionalValue(l));
      if (value === undefined) continue;
      const args = { ...validArgs };
      setOwn(args, property, value);
      if (attempt(() => valid(schema, args, ctx)) === true) return { property, ...given, value, arguments: args };
    }
    return undefined;
  });
}

// ---------------------------------------------------------------------------------------------------
// Partial fixtures completed, and null where null is allowed

/**
 * validArguments with `given` laid over it: a fixture that names one argument (a fractional value,
 * say) gets the other required ones from the schema. Undefined when the result does not validate.
 */
export function completedArguments(schema: unknown, given: unknown): Args | undefined {
  return attempt(() => {
    const validArgs = validArguments(schema);
    if (!validArgs || !isObject(given)) return undefined;
    const args = { ...validArgs };
    for (const [k, v] of Object.entries(given)) setOwn(args, k, v);
    return valid(schema, args, newCtx(schema)) ? args : undefined;
  });
}

/** validArguments with the first property whose schema accepts null set to null (and still valid); undefined if none. */
export function nullArguments(schema: unknown): Args | undefined {
  return attempt(() => {
    const ctx = newCtx(schema);
    const validArgs = validArguments(schema);
    const root = validArgs && leaf(schema, ctx);
    if (!validArgs || !root || !isObject(root.properties)) return undefined;
    for (const property of Object.keys(root.properties)) {
      const args = { ...validArgs };
      setOwn(args, property, null);
      if (attempt(() => valid(schema, args, ctx)) === true) return args;
    }
    return undefined;
  });
}

/**
 * validArguments with each optional property added that a value can be built for, where the whole
 * still validates: the twin of a call that leaves them out, so a tool error on the short call can
 * be told from a tool that fails whatever it is given. Undefined when validArguments is.
 */
export function fullArguments(schema: unknown): Args | undefined {
  return attempt(() => {
    const ctx = newCtx(schema);
    const validArgs = validArguments(schema);
    // Any composition may stand beside the properties: the validator judges each addition whole.
    const root = validArgs && leaf(schema, ctx, []);
    if (!validArgs || !root || !isObject(root.properties)) return validArgs;
    const args = { ...validArgs };
    for (const [property, propertySchema] of Object.entries(root.properties)) {
      if (hasOwn(args, property)) continue;
      const value = attempt(() => generate(propertySchema, newCtx(schema), [], 1, 'string'));
      if (value === undefined) continue;
      setOwn(args, property, value);
      if (attempt(() => valid(schema, args, ctx)) !== true) delete args[property];
    }
    return args;
  });
}

/**
 * validArguments with each number it sent raised to 3 where the schema still accepts it: a tool
 * that reports progress per unit of work then reports more than once (a single notification cannot
 * show its values increase). Undefined when validArguments is.
 */
export function ampleArguments(schema: unknown): Args | undefined {
  return attempt(() => {
    const validArgs = validArguments(schema);
    if (!validArgs) return undefined;
    const args = { ...validArgs };
    for (const [k, v] of Object.entries(validArgs)) {
      if (typeof v !== 'number' || v >= 3) continue;
      setOwn(args, k, 3);
      if (attempt(() => valid(schema, args, newCtx(schema))) !== true) setOwn(args, k, v);
    }
    return args;
  });
}

function fractionalValue(l: Schema): number {
  const space = numberSpace(l, false);
  const start = space.lo !== undefined ? ceilTo(space.lo, space.step) : space.hi !== undefined ? floorTo(space.hi, space.step) : space.step;
  const by = space.lo === undefined && space.hi !== undefined ? -space.step : space.step;
  for (const v of walk(space, start, by, 1000)) {
    const value = unscale(v, space.d);
    if (v % space.unit !== 0n && floatSafe(value, space.multipleOf)) return value;
  }
  return unsure();
}

// ---------------------------------------------------------------------------------------------------
// The validator: true, false, or Unsure (thrown) for what it does not know.

function resolveRef(ref: string, ctx: Ctx): unknown {
  if (ref === '#') return ctx.root;
  if (!ref.startsWith('#/')) return unsure(); // remote or anchor refs
  let node = ctx.root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !hasOwn(node, key)) return unsure();
    node = (node as Schema)[key];
  }
  return node;
}

function valid(schema: unknown, value: unknown, ctx: Ctx): boolean {
  return check(schema, value, { root: ctx.root, budget: BUDGET }, 0);
}

/** Answers of several subschemas: how many hold, and whether any could not be judged. */
function tally(schemas: unknown[], value: unknown, ctx: Ctx, depth: number): { yes: number; unsure: boolean } {
  let yes = 0;
  let unknown = false;
  for (const s of schemas) {
    try {
      if (check(s, value, ctx, depth + 1)) yes++;
    } catch (error) {
      if (!(error instanceof Unsure)) throw error;
      unknown = true;
    }
  }
  return { yes, unsure: unknown };
}

const typeIs = (type: unknown, v: unknown): boolean => {
  switch (type) {
    case 'null':
      return v === null;
    case 'boolean':
      return typeof v === 'boolean';
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return Number.isInteger(v);
    case 'array':
      return Array.isArray(v);
    case 'object':
      return isObject(v);
    default:
      return unsure();
  }
};

/** Conservative: each accepts only what ajv-formats accepts too. */
const FORMAT_CHECKS: Record<string, RegExp> = {
  email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
  uri: /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:\/[\w.~-]*)*$/i,
  date: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])$/,
  time: /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i,
  'date-time': /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])t(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i,
  uuid: /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
  ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  hostname: /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};
FORMAT_CHECKS['uri-reference'] = FORMAT_CHECKS.uri!;
FORMAT_CHECKS.url = FORMAT_CHECKS.uri!;

function check(s: unknown, v: unknown, ctx: Ctx, depth: number): boolean {
  spend(ctx);
  if (depth > 4 * MAX_DEPTH) unsure();
  if (s === true) return true;
  if (s === false) return false;
  if (!isObject(s)) return unsure();
  if (['$dynamicRef', '$recursiveRef', 'unevaluatedProperties', 'unevaluatedItems'].some((k) => k in s)) unsure();
  const sub = (schema: unknown, value: unknown) => check(schema, value, ctx, depth + 1);

  if (typeof s.$ref === 'string' && !sub(resolveRef(s.$ref, ctx), v)) return false;
  if (s.type !== undefined) {
    const types = [s.type].flat().concat(s.nullable === true ? ['null'] : []);
    if (!types.some((t) => typeIs(t, v))) return false;
  }
  if (hasOwn(s, 'const') && !deepEqual(s.const, v)) return false;
  if (hasOwn(s, 'enum') && !(Array.isArray(s.enum) ? s.enum : unsure()).some((e) => deepEqual(e, v))) return false;

  if (s.allOf !== undefined) {
    const parts = Array.isArray(s.allOf) ? s.allOf : unsure();
    const t = tally(parts, v, ctx, depth);
    if (t.yes + (t.unsure ? 1 : 0) < parts.length) return false;
    if (t.unsure) unsure();
  }
  if (s.anyOf !== undefined) {
    const t = tally(Array.isArray(s.anyOf) ? s.anyOf : unsure(), v, ctx, depth);
    if (t.yes === 0) return t.unsure ? unsure() : false;
  }
  if (s.oneOf !== undefined) {
    const t = tally(Array.isArray(s.oneOf) ? s.oneOf : unsure(), v, ctx, depth);
    if (t.yes > 1) return false;
    if (t.unsure) unsure();
    if (t.yes === 0) return false;
  }
  if (s.not !== undefined && sub(s.not, v)) return false;
  if (s.if !== undefined) {
    const branch = sub(s.if, v) ? s.then : s.else;
    if (branch !== undefined && !sub(branch, v)) return false;
  }

  if (typeof v === 'number') {
    const bound = (k: string) => num(s, k);
    const min = bound('minimum'),
      max = bound('maximum');
    const exMin = s.exclusiveMinimum === true ? min : bound('exclusiveMinimum');
    const exMax = s.exclusiveMaximum === true ? max : bound('exclusiveMaximum');
    if (min !== undefined && v < min) return false;
    if (max !== undefined && v > max) return false;
    if (exMin !== undefined && v <= exMin) return false;
    if (exMax !== undefined && v >= exMax) return false;
    const m = bound('multipleOf');
    if (m !== undefined) {
      // Exact decimal arithmetic and Ajv's float test must agree, so any server accepts it.
      const d = Math.max(decimals(v), decimals(m));
      if (d > 20 || m <= 0) unsure();
      if (scale(v, d) % scale(m, d) !== 0n || !floatSafe(v, m)) return false;
    }
  }
  if (typeof v === 'string') {
    const length = [...v].length;
    if (typeof s.minLength === 'number' && length < s.minLength) return false;
    if (typeof s.maxLength === 'number' && length > s.maxLength) return false;
    if (s.pattern !== undefined && !new RegExp(String(s.pattern), 'u').test(v)) return false;
    if (s.format !== undefined && !(FORMAT_CHECKS[String(s.format)] ?? unsure()).test(v)) return false;
  }
  if (Array.isArray(v)) {
    if (typeof s.minItems === 'number' && v.length < s.minItems) return false;
    if (typeof s.maxItems === 'number' && v.length > s.maxItems) return false;
    const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
    const rest = Array.isArray(s.items) ? s.additionalItems : s.items;
    for (let i = 0; i < v.length; i++) {
      const schema = i < prefix.length ? prefix[i] : rest;
      if (schema !== undefined && !sub(schema, v[i])) return false;
    }
    if (s.uniqueItems === true && v.some((x, i) => v.some((y, j) => j > i && deepEqual(x, y)))) return false;
    if (s.contains !== undefined) {
      const matches = v.filter((x) => sub(s.contains, x)).length;
      if (matches < (typeof s.minContains === 'number' ? s.minContains : 1)) return false;
      if (typeof s.maxContains === 'number' && matches > s.maxContains) return false;
    }
  }
  if (isObject(v)) {
    const keys = Object.keys(v);
    const props = isObject(s.properties) ? s.properties : {};
    const patterns = isObject(s.patternProperties) ? Object.entries(s.patternProperties).map(([p, schema]) => [new RegExp(p, 'u'), schema] as const) : [];
    if (Array.isArray(s.required) && s.required.some((n) => !hasOwn(v, String(n)))) return false;
    if (typeof s.minProperties === 'number' && keys.length < s.minProperties) return false;
    if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) return false;
    for (const key of keys) {
      let covered = false;
      if (hasOwn(props, key)) {
        covered = true;
        if (!sub(props[key], v[key])) return false;
      }
      for (const [re, schema] of patterns) {
        if (!re.test(key)) continue;
        covered = true;
        if (!sub(schema, v[key])) return false;
      }
      if (!covered && s.additionalProperties !== undefined && !sub(s.additionalProperties, v[key])) return false;
      if (s.propertyNames !== undefined && !sub(s.propertyNames, key)) return false;
    }
    const dependencies = {
      ...(isObject(s.dependencies) ? s.dependencies : {}),
      ...(isObject(s.dependentRequired) ? s.dependentRequired : {}),
      ...(isObject(s.dependentSchemas) ? s.dependentSchemas : {}),
    };
    for (const [key, need] of Object.entries(dependencies)) {
      if (!hasOwn(v, key)) continue;
      if (Array.isArray(need) ? need.some((n) => !hasOwn(v, String(n))) : !sub(need, v)) return false;
    }
  }
  return true;
}
