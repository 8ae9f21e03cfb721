/** Merging two schemas that must both hold, for the generator (allOf, `$ref` siblings). */
import { deepEqual } from '../model/json-values.js';
import { hasOwn, isObject, type Schema } from './context.js';

/** Merges two schemas that must both hold (allOf, $ref siblings): tighter bounds, union of required. */
export function merge(a: Schema, b: Schema): Schema {
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
