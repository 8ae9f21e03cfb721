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

export function check(s: unknown, v: unknown, ctx: Ctx, depth: number): boolean {
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
