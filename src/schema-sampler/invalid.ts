/** Invalid values: valid arguments with exactly one constraint broken. */
import { deepEqual, preview } from '../model/json-values.js';
import { type Args, attempt, type Ctx, hasOwn, isObject, leaf, newCtx, plainRoot, type Schema, setOwn, without } from './context.js';
import { generate, validArguments } from './generate.js';
import { ceilTo, decimals, floorTo, num, numberSpace, scale, unscale } from './numbers.js';
import { valid } from './validate.js';

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

    type Breaker = (l: Schema, v: unknown) => [string, unknown][];
    // The valid arguments with this one property's value broken by the first candidate that breaks one keyword alone.
    const breakOne = (name: string, breaker: Breaker): ExplainedArguments | undefined => {
      const l = leafOf(name);
      if (!l) return undefined;
      for (const [keyword, candidate] of breaker(l, valueFor(name, l))) {
        if (!oneBroken(l, keyword, candidate, ctx)) continue;
        const args = { ...validArgs };
        setOwn(args, name, candidate);
        const rule = keyword === 'type' ? `type ${[l.type].flat().join('|')}` : `${keyword} ${preview(l[keyword])}`;
        return { arguments: args, broken: `property \`${name}\`: ${rule} → sent ${preview(candidate)}` };
      }
      return undefined;
    };
    const tryBreak = (names: string[], breaker: Breaker) => {
      for (const name of names) {
        const found = breakOne(name, breaker);
        if (found) return found;
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

/** True when `keyword` alone makes `value` invalid against `l`. */
export function oneBroken(l: Schema, keyword: string, value: unknown, ctx: Ctx): boolean {
  const rest = keyword === 'type' ? without(l, 'type', 'nullable') : without(l, keyword);
  return attempt(() => valid(rest, value, ctx)) === true && attempt(() => valid(l, value, ctx)) === false;
}

export function wrongTypes(l: Schema): [string, unknown][] {
  if (l.type === undefined) return [];
  const first = String([l.type].flat()[0]);
  const names: Record<string, string> = { integer: 'an integer', object: 'an object', array: 'a list', null: 'null' };
  const candidates = first === 'string' ? [12345, true] : [`not ${names[first] ?? `a ${first}`}`, 12345, true];
  return candidates.map((c) => ['type', c]);
}

export function outOfBounds(l: Schema, current: unknown): [string, unknown][] {
  const types = [l.type].flat();
  const out: [string, unknown][] = types.includes('number') || types.includes('integer') ? numberEdges(l, types) : [];
  if (typeof current === 'string') out.push(...lengthEdges(l, current));
  if (Array.isArray(current)) out.push(...itemCountEdges(l, current));
  return out;
}

/** The nearest numbers past each bound (in the schema's step), as `[keyword, value]`. */
function numberEdges(l: Schema, types: unknown[]): [string, unknown][] {
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
  return (found ?? []).filter((e): e is [string, unknown] => e !== undefined);
}

/** The valid string one character too short, and one too long (its last character repeated, then `x`). */
function lengthEdges(l: Schema, current: string): [string, unknown][] {
  const out: [string, unknown][] = [];
  const chars = [...current];
  if (typeof l.minLength === 'number' && l.minLength > 0) out.push(['minLength', chars.slice(0, l.minLength - 1).join('')]);
  if (typeof l.maxLength === 'number' && l.maxLength < 100_000) {
    const pad = (ch: string) => current + ch.repeat(Math.max(0, (l.maxLength as number) + 1 - chars.length));
    out.push(['maxLength', pad(chars.at(-1) ?? 'x')], ['maxLength', pad('x')]);
  }
  return out;
}

/** The valid list one item too short, and one too long (its last item repeated). */
function itemCountEdges(l: Schema, current: unknown[]): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (typeof l.minItems === 'number' && l.minItems > 0) out.push(['minItems', current.slice(0, l.minItems - 1)]);
  if (typeof l.maxItems === 'number' && current.length > 0 && l.maxItems < 1000) {
    out.push(['maxItems', [...current, ...Array(l.maxItems + 1 - current.length).fill(current.at(-1))]]);
  }
  return out;
}

export function outsideEnum(l: Schema): [string, unknown][] {
  const allowed = Array.isArray(l.enum) ? l.enum : hasOwn(l, 'const') ? [l.const] : [];
  const keyword = Array.isArray(l.enum) ? 'enum' : 'const';
  const strings = allowed.filter((x): x is string => typeof x === 'string');
  const numbers = allowed.filter((x): x is number => typeof x === 'number');
  // A few of the strings, and the numbers' bounds by a loop (spreading 200,000 numbers into Math.max overflows the stack).
  const candidates: unknown[] = [
    ...strings.slice(0, 3).map((s) => `${s}-not-allowed`),
    'not-allowed',
    ...(numbers.length ? [numbers.reduce((a, b) => Math.max(b, a)) + 1, numbers.reduce((a, b) => Math.min(b, a)) - 1] : []),
    ...(allowed.includes(true) ? [false] : allowed.includes(false) ? [true] : []),
  ];
  const taken = new Set(allowed.filter((a) => typeof a !== 'object' || a === null));
  return candidates.filter((c) => !taken.has(c) && !allowed.some((a) => typeof a === 'object' && a !== null && deepEqual(a, c))).map((c) => [keyword, c]);
}
