/** The validator: true, false, or Unsure (thrown) for what it does not know. */
import { deepEqual } from '../model/json-values.js';
import { BUDGET, type Ctx, hasOwn, isObject, MAX_DEPTH, resolveRef, spend, Unsure, unsure } from './context.js';
import { decimals, floatSafe, num, scale } from './numbers.js';

export function valid(schema: unknown, value: unknown, ctx: Ctx): boolean {
  return check(schema, value, { root: ctx.root, budget: BUDGET }, 0);
}

/** Answers of several subschemas: how many hold, and whether any could not be judged. */
export function tally(schemas: unknown[], value: unknown, ctx: Ctx, depth: number): { yes: number; unsure: boolean } {
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

export const typeIs = (type: unknown, v: unknown): boolean => {
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
export const FORMAT_CHECKS: Record<string, RegExp> = {
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

/** Keywords the validator does not know: a schema with any of them is never judged. */
const UNSUPPORTED = ['$dynamicRef', '$recursiveRef', 'unevaluatedProperties', 'unevaluatedItems'];

export function check(s: unknown, v: unknown, ctx: Ctx, depth: number): boolean {
  spend(ctx);
  if (depth > 4 * MAX_DEPTH) unsure();
  if (s === true) return true;
  if (s === false) return false;
  if (!isObject(s)) return unsure();
  if (UNSUPPORTED.some((k) => k in s)) unsure();
  const k: Keywords = { s, v, ctx, depth, sub: (schema, value) => check(schema, value, ctx, depth + 1) };
  // In order: the first that fails decides, before a later one could throw Unsure.
  return KEYWORD_CHECKS.every((holds) => holds(k));
}

/** A schema object, the value it judges, and how to judge a part of it against a subschema. */
interface Keywords {
  s: Record<string, unknown>;
  v: unknown;
  ctx: Ctx;
  depth: number;
  sub: (schema: unknown, value: unknown) => boolean;
}
/** One keyword (or group of keywords): false when the value breaks it; throws Unsure when it cannot tell. */
type KeywordCheck = (k: Keywords) => boolean;

const KEYWORD_CHECKS: readonly KeywordCheck[] = [
  ({ s, v, ctx, sub }) => typeof s.$ref !== 'string' || sub(resolveRef(s.$ref, ctx), v),
  typeKeyword,
  ({ s, v }) => !hasOwn(s, 'const') || deepEqual(s.const, v),
  ({ s, v }) => !hasOwn(s, 'enum') || (Array.isArray(s.enum) ? s.enum : unsure()).some((e) => deepEqual(e, v)),
  allOfKeyword,
  anyOfKeyword,
  oneOfKeyword,
  ({ s, v, sub }) => s.not === undefined || !sub(s.not, v),
  ifThenElse,
  numberKeywords,
  stringKeywords,
  arrayKeywords,
  objectKeywords,
];

function typeKeyword({ s, v }: Keywords): boolean {
  if (s.type === undefined) return true;
  const types = [s.type].flat().concat(s.nullable === true ? ['null'] : []);
  return types.some((t) => typeIs(t, v));
}

function allOfKeyword({ s, v, ctx, depth }: Keywords): boolean {
  if (s.allOf === undefined) return true;
  const parts = Array.isArray(s.allOf) ? s.allOf : unsure();
  const t = tally(parts, v, ctx, depth);
  if (t.yes + (t.unsure ? 1 : 0) < parts.length) return false;
  if (t.unsure) unsure();
  return true;
}

function anyOfKeyword({ s, v, ctx, depth }: Keywords): boolean {
  if (s.anyOf === undefined) return true;
  const t = tally(Array.isArray(s.anyOf) ? s.anyOf : unsure(), v, ctx, depth);
  if (t.yes === 0) return t.unsure ? unsure() : false;
  return true;
}

function oneOfKeyword({ s, v, ctx, depth }: Keywords): boolean {
  if (s.oneOf === undefined) return true;
  const t = tally(Array.isArray(s.oneOf) ? s.oneOf : unsure(), v, ctx, depth);
  if (t.yes > 1) return false;
  if (t.unsure) unsure();
  return t.yes !== 0;
}

function ifThenElse({ s, v, sub }: Keywords): boolean {
  if (s.if === undefined) return true;
  const branch = sub(s.if, v) ? s.then : s.else;
  return branch === undefined || sub(branch, v);
}

function numberKeywords({ s, v }: Keywords): boolean {
  if (typeof v !== 'number') return true;
  const bound = (k: string) => num(s, k);
  const min = bound('minimum');
  const max = bound('maximum');
  const exMin = s.exclusiveMinimum === true ? min : bound('exclusiveMinimum');
  const exMax = s.exclusiveMaximum === true ? max : bound('exclusiveMaximum');
  if (min !== undefined && v < min) return false;
  if (max !== undefined && v > max) return false;
  if (exMin !== undefined && v <= exMin) return false;
  if (exMax !== undefined && v >= exMax) return false;
  return multipleOfHolds(v, bound('multipleOf'));
}

function multipleOfHolds(v: number, m: number | undefined): boolean {
  if (m === undefined) return true;
  // Exact decimal arithmetic and Ajv's float test must agree, so any server accepts it.
  const d = Math.max(decimals(v), decimals(m));
  if (d > 20 || m <= 0) unsure();
  return scale(v, d) % scale(m, d) === 0n && floatSafe(v, m);
}

function stringKeywords({ s, v }: Keywords): boolean {
  if (typeof v !== 'string') return true;
  const length = [...v].length;
  if (typeof s.minLength === 'number' && length < s.minLength) return false;
  if (typeof s.maxLength === 'number' && length > s.maxLength) return false;
  if (s.pattern !== undefined && !new RegExp(String(s.pattern), 'u').test(v)) return false;
  return s.format === undefined || (FORMAT_CHECKS[String(s.format)] ?? unsure()).test(v);
}

function arrayKeywords({ s, v, sub }: Keywords): boolean {
  if (!Array.isArray(v)) return true;
  if (typeof s.minItems === 'number' && v.length < s.minItems) return false;
  if (typeof s.maxItems === 'number' && v.length > s.maxItems) return false;
  if (!itemsHold(s, v, sub)) return false;
  if (s.uniqueItems === true && v.some((x, i) => v.some((y, j) => j > i && deepEqual(x, y)))) return false;
  return s.contains === undefined || containsHolds(s, v, sub);
}

/** `prefixItems` (or a tuple `items`) for the first items, `items` (or `additionalItems` after a tuple) for the rest. */
function itemsHold(s: Keywords['s'], v: unknown[], sub: Keywords['sub']): boolean {
  const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
  const rest = Array.isArray(s.items) ? s.additionalItems : s.items;
  for (let i = 0; i < v.length; i++) {
    const schema = i < prefix.length ? prefix[i] : rest;
    if (schema !== undefined && !sub(schema, v[i])) return false;
  }
  return true;
}

function containsHolds(s: Keywords['s'], v: unknown[], sub: Keywords['sub']): boolean {
  const matches = v.filter((x) => sub(s.contains, x)).length;
  if (matches < (typeof s.minContains === 'number' ? s.minContains : 1)) return false;
  return typeof s.maxContains !== 'number' || matches <= s.maxContains;
}

function objectKeywords({ s, v, sub }: Keywords): boolean {
  if (!isObject(v)) return true;
  const keys = Object.keys(v);
  // Compiled first, as a bad pattern throws whatever the value.
  const props = isObject(s.properties) ? s.properties : {};
  const patterns = isObject(s.patternProperties) ? Object.entries(s.patternProperties).map(([p, schema]) => [new RegExp(p, 'u'), schema] as const) : [];
  if (Array.isArray(s.required) && s.required.some((n) => !hasOwn(v, String(n)))) return false;
  if (typeof s.minProperties === 'number' && keys.length < s.minProperties) return false;
  if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) return false;
  return propertiesHold(s, v, sub, props, patterns) && dependenciesHold(s, v, sub);
}

/** Each property against `properties`, the `patternProperties` it matches, else `additionalProperties`; its name against `propertyNames`. */
function propertiesHold(
  s: Keywords['s'],
  v: Record<string, unknown>,
  sub: Keywords['sub'],
  props: Record<string, unknown>,
  patterns: ReadonlyArray<readonly [RegExp, unknown]>,
): boolean {
  for (const key of Object.keys(v)) {
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
  return true;
}

function dependenciesHold(s: Keywords['s'], v: Record<string, unknown>, sub: Keywords['sub']): boolean {
  const dependencies = {
    ...(isObject(s.dependencies) ? s.dependencies : {}),
    ...(isObject(s.dependentRequired) ? s.dependentRequired : {}),
    ...(isObject(s.dependentSchemas) ? s.dependentSchemas : {}),
  };
  for (const [key, need] of Object.entries(dependencies)) {
    if (!hasOwn(v, key)) continue;
    if (Array.isArray(need) ? need.some((n) => !hasOwn(v, String(n))) : !sub(need, v)) return false;
  }
  return true;
}
