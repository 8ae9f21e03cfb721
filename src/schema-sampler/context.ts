/**
 * What every part of the schema sampler shares: the schema and argument shapes, the work budget, the
 * `Unsure` escape (a question the sampler cannot answer for certain makes the answer undefined),
 * `$ref` resolution, and the guards of own-property writes.
 */

export type Schema = Record<string, unknown>;
export type Args = Record<string, unknown>;

/** Deepest schema nesting followed; doubles as the guard against cyclic `$ref`s. */
export const MAX_DEPTH = 32;
/** Work allowed per call, so schemas whose anyOf branches multiply stay cheap. */
export const BUDGET = 20_000;

export class Unsure extends Error {}
export const unsure = (): never => {
  throw new Unsure();
};

export interface Ctx {
  root: unknown;
  budget: number;
}

export const newCtx = (root: unknown): Ctx => ({ root, budget: BUDGET });

export function spend(ctx: Ctx): void {
  if (--ctx.budget < 0) unsure();
}

export const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
export const hasOwn = (o: object, k: string): boolean => Object.hasOwn(o, k);
export const without = (s: Schema, ...keys: string[]): Schema => Object.fromEntries(Object.entries(s).filter(([k]) => !keys.includes(k)));

/** Sets a key as an own property: `__proto__` is a legal property name in a schema. */
export function setOwn(o: Args, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Runs `f`, turning any failure (Unsure, a stack overflow, a hostile getter) into undefined. */
export function attempt<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

/** Keywords that would make one broken property more than one error, or an error elsewhere. */
export const COMPOSITION = ['allOf', 'anyOf', 'oneOf', 'not', 'if', '$dynamicRef', '$recursiveRef', 'unevaluatedProperties', 'unevaluatedItems'];
export const ROOT_BLOCKERS = [
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
export function leaf(schema: unknown, ctx: Ctx, blockers = COMPOSITION): Schema | undefined {
  let s = schema;
  for (let hops = 0; isObject(s) && typeof s.$ref === 'string'; hops++) {
    const others = Object.keys(s).filter((k) => !['$ref', '$defs', 'definitions', 'title', 'description', '$comment', 'default', 'examples'].includes(k));
    if (hops > MAX_DEPTH || others.length > 0) return undefined;
    s = resolveRef(s.$ref, ctx);
  }
  return isObject(s) && !blockers.some((k) => k in s) ? s : undefined;
}

export function plainRoot(schema: unknown, ctx: Ctx): Schema | undefined {
  const root = leaf(schema, ctx, ROOT_BLOCKERS);
  return root && (root.type === undefined || root.type === 'object') ? root : undefined;
}

export function resolveRef(ref: string, ctx: Ctx): unknown {
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
