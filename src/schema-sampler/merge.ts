/** Merging two schemas that must both hold, for the generator (allOf, `$ref` siblings). */
import { deepEqual } from '../model/json-values.js';
import { hasOwn, isObject, type Schema } from './context.js';

/** Merges two schemas that must both hold (allOf, $ref siblings): tighter bounds, union of required. */
export function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const prev = out[key];
    if (prev === undefined) out[key] = value;
    else if (BOTH_MUST_HOLD.has(key)) {
      // Both must hold; let the generator meet the second one again, through allOf.
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own if/then/else keywords
      out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), { [key]: value, ...(key === 'if' ? { then: b.then, else: b.else } : {}) }];
    } else {
      // Any other keyword (e.g. two patterns): keep the first; the validator rejects a value that misses the other.
      out[key] = (hasOwn(KEYWORD_MERGES, key) ? KEYWORD_MERGES[key]!(prev, value) : undefined) ?? prev;
    }
  }
  return out;
}

/** Keywords two schemas can hold at once only as two subschemas. */
const BOTH_MUST_HOLD = new Set(['$ref', 'anyOf', 'oneOf', 'not', 'items', 'additionalProperties', 'if']);

/** How a keyword's two values meet; undefined keeps the first. */
type KeywordMerge = (prev: unknown, value: unknown) => unknown;

const larger: KeywordMerge = (prev, value) => (typeof prev === 'number' && typeof value === 'number' ? Math.max(prev, value) : undefined);
const smaller: KeywordMerge = (prev, value) => (typeof prev === 'number' && typeof value === 'number' ? Math.min(prev, value) : undefined);

const KEYWORD_MERGES: Record<string, KeywordMerge> = {
  properties: (prev, value) => {
    if (!isObject(prev) || !isObject(value)) return undefined;
    const props: Schema = { ...prev };
    for (const [name, p] of Object.entries(value)) props[name] = hasOwn(props, name) ? { allOf: [props[name], p] } : p;
    return props;
  },
  required: (prev, value) => (Array.isArray(prev) && Array.isArray(value) ? [...new Set([...prev, ...value])] : undefined),
  minimum: larger,
  exclusiveMinimum: larger,
  minLength: larger,
  minItems: larger,
  minProperties: larger,
  maximum: smaller,
  exclusiveMaximum: smaller,
  maxLength: smaller,
  maxItems: smaller,
  maxProperties: smaller,
  type: (prev, value) => {
    // An integer is a number: ['number'] and ['integer'] meet at ['integer'].
    const allows = (t: unknown, list: unknown[]) => list.includes(t) || (t === 'integer' && list.includes('number'));
    const x = [prev].flat();
    const y = [value].flat();
    return [...new Set([...x, 'integer'])].filter((t) => allows(t, x) && allows(t, y));
  },
  enum: (prev, value) => (Array.isArray(prev) && Array.isArray(value) ? prev.filter((x) => value.some((y) => deepEqual(x, y))) : undefined),
  allOf: (prev, value) => (Array.isArray(prev) && Array.isArray(value) ? [...prev, ...value] : undefined),
};
