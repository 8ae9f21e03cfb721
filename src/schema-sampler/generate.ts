/** Valid values: the generator, judged by the validator after each step. */
import { deepEqual } from '../model/json-values.js';
import { type Args, attempt, type Ctx, hasOwn, isObject, MAX_DEPTH, newCtx, resolveRef, type Schema, setOwn, spend, unsure, without } from './context.js';
import { merge } from './merge.js';
import { numberValue } from './numbers.js';
import { stringValue } from './strings.js';
import { valid } from './validate.js';

/** An object that satisfies `schema`, with only the properties it requires; undefined if unsure. */
export function validArguments(schema: unknown): Args | undefined {
  return attempt(() => {
    const value = generate(schema, newCtx(schema), [], 0, 'object');
    return isObject(value) ? value : undefined;
  });
}

export function generate(schema: unknown, ctx: Ctx, refs: string[], depth: number, prefer: string): unknown {
  spend(ctx);
  if (depth > MAX_DEPTH) unsure();
  if (schema === true) return prefer === 'object' ? {} : 'example';
  if (!isObject(schema)) return unsure();
  const value = generateUnchecked(schema, ctx, refs, depth, prefer);
  // The merges below are approximate; the validator has the last word on the schema as written.
  return valid(schema, value, ctx) ? value : unsure();
}

export function generateUnchecked(s: Schema, ctx: Ctx, refs: string[], depth: number, prefer: string): unknown {
  if (typeof s.$ref === 'string') return fromRef(s, s.$ref, ctx, refs, depth, prefer);
  if (Array.isArray(s.allOf)) return fromAllOf(s, s.allOf, ctx, refs, depth, prefer);
  const branchKey = (['anyOf', 'oneOf'] as const).find((key) => Array.isArray(s[key]));
  if (branchKey) return fromBranches(s, branchKey, ctx, refs, depth, prefer);
  if (hasOwn(s, 'const')) return s.const;
  if (hasOwn(s, 'enum')) return fromEnum(s, ctx);
  const types = typesOf(s, prefer);
  // The author's own sample values first, when they fit: likelier to mean something to the server.
  if (!types.includes('object')) {
    const hint = authorHint(s, ctx);
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

/** The referenced schema merged with the rest of this one. */
function fromRef(s: Schema, ref: string, ctx: Ctx, refs: string[], depth: number, prefer: string): unknown {
  if (refs.includes(ref)) unsure(); // a cycle: the value would be infinite
  const target = resolveRef(ref, ctx);
  const merged = isObject(target) ? merge(without(s, '$ref'), target) : target === true ? without(s, '$ref') : unsure();
  return generate(merged, ctx, [...refs, ref], depth + 1, prefer);
}

function fromAllOf(s: Schema, parts: unknown[], ctx: Ctx, refs: string[], depth: number, prefer: string): unknown {
  let merged = without(s, 'allOf');
  for (const part of parts) merged = part === true ? merged : isObject(part) ? merge(merged, part) : unsure();
  return generate(merged, ctx, refs, depth + 1, prefer);
}

/**
 * The first branch that yields a value valid against the whole schema (for oneOf: exactly one
 * branch); a null-only branch last, as with type arrays.
 */
function fromBranches(s: Schema, key: 'anyOf' | 'oneOf', ctx: Ctx, refs: string[], depth: number, prefer: string): unknown {
  const branches = s[key] as unknown[];
  const isNull = (b: unknown) => isObject(b) && (b.type === 'null' || deepEqual(b.type, ['null']));
  for (const branch of [...branches.filter((b) => !isNull(b)), ...branches.filter(isNull)]) {
    if (!isObject(branch)) continue;
    const value = attempt(() => generate(merge(without(s, key), branch), ctx, refs, depth + 1, prefer));
    if (value !== undefined && attempt(() => valid(s, value, ctx))) return value;
  }
  return unsure();
}

function fromEnum(s: Schema, ctx: Ctx): unknown {
  const choices = Array.isArray(s.enum) ? s.enum : unsure();
  const index = choices.findIndex((choice) => attempt(() => valid(s, choice, ctx)));
  return index >= 0 ? choices[index] : unsure();
}

/** The schema's `default` or first of its `examples` that is valid; undefined when none is. */
function authorHint(s: Schema, ctx: Ctx): unknown {
  const hints = [s.default, ...(Array.isArray(s.examples) ? s.examples : [])].filter((h) => h !== undefined);
  return hints.find((h) => attempt(() => valid(s, h, ctx)));
}

/** The types to try, non-null first; when `type` is absent, the one the keywords point at. */
export function typesOf(s: Schema, prefer: string): string[] {
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

export function generateType(type: string, s: Schema, ctx: Ctx, refs: string[], depth: number): unknown {
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
    case 'array':
      return arrayValue(s, ctx, refs, depth);
    case 'object':
      return objectValue(s, ctx, refs, depth);
    default:
      return unsure();
  }
}

/** The fewest items `minItems` allows, each from its `prefixItems` (or tuple `items`) schema or the rest's. */
function arrayValue(s: Schema, ctx: Ctx, refs: string[], depth: number): unknown[] {
  const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
  const rest = Array.isArray(s.items) ? s.additionalItems : s.items;
  const out: unknown[] = [];
  const count = typeof s.minItems === 'number' ? s.minItems : 0;
  if (count > 1000) unsure();
  for (let i = 0; i < count; i++) out.push(generate(i < prefix.length ? prefix[i] : (rest ?? true), ctx, refs, depth + 1, 'string'));
  return out;
}

/** The required properties, optional ones only when a count demands them, and what they depend on. */
function objectValue(s: Schema, ctx: Ctx, refs: string[], depth: number): Args {
  const props = isObject(s.properties) ? s.properties : {};
  const extra = s.additionalProperties === undefined ? true : s.additionalProperties;
  const out: Args = {};
  const add = (name: string) => setOwn(out, name, generate(hasOwn(props, name) ? props[name] : extra, ctx, refs, depth + 1, 'string'));
  const addMissing = (names: unknown[]) => {
    for (const name of names) if (typeof name === 'string' && !hasOwn(out, name)) add(name);
  };
  addMissing(Array.isArray(s.required) ? s.required : []);
  const atLeast = typeof s.minProperties === 'number' ? s.minProperties : 0;
  for (const name of Object.keys(props)) if (Object.keys(out).length < atLeast && !hasOwn(out, name)) add(name);
  for (const [name, needs] of Object.entries(isObject(s.dependentRequired) ? s.dependentRequired : {})) {
    if (hasOwn(out, name) && Array.isArray(needs)) addMissing(needs);
  }
  return out;
}
