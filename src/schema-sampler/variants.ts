/** Variants of the valid arguments that suites ask for: fractional, completed, null, full and ample. */
import { type Args, attempt, hasOwn, isObject, leaf, newCtx, type Schema, setOwn, unsure } from './context.js';
import { generate, validArguments } from './generate.js';
import { ceilTo, floatSafe, floorTo, numberSpace, unscale, walk } from './numbers.js';
import { valid } from './validate.js';

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

export function fractionalValue(l: Schema): number {
  const space = numberSpace(l, false);
  const start = space.lo !== undefined ? ceilTo(space.lo, space.step) : space.hi !== undefined ? floorTo(space.hi, space.step) : space.step;
  const by = space.lo === undefined && space.hi !== undefined ? -space.step : space.step;
  for (const v of walk(space, start, by, 1000)) {
    const value = unscale(v, space.d);
    if (v % space.unit !== 0n && floatSafe(value, space.multipleOf)) return value;
  }
  return unsure();
}
