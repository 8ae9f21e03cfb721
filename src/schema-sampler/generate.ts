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
