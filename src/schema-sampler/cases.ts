/**
 * Labelled cases for the fuzzer (src/fuzz): many valid arguments at the schema's edges, every
 * one-keyword break, and random valid arguments from a seeded source. Each case names the keyword it
 * exercises, so a run can say which keywords it reached, positively and negatively.
 */
import { deepEqual, preview } from '../model/json-values.js';
import { type Args, attempt, hasOwn, isObject, leaf, newCtx, plainRoot, type Schema, setOwn } from './context.js';
import { generate, validArguments } from './generate.js';
import { oneBroken, outOfBounds, outsideEnum, wrongTypes } from './invalid.js';
import { num } from './numbers.js';
import { FORMAT_SAMPLES } from './strings.js';
import { valid } from './validate.js';
import { fractionalValue, fullArguments } from './variants.js';

export interface LabelledArguments {
  arguments: Args;
  /** The JSON Schema keyword the case exercises, e.g. `minimum`, `required`, `type`. */
  keyword: string;
  /** What the case is, e.g. "property `amount`: minimum 0.5 → sent 0.5". */
  label: string;
}

/** True or false when the sampler's validator can judge `value` against `schema`; undefined when unsure. */
export function validates(schema: unknown, value: unknown): boolean | undefined {
  return attempt(() => valid(schema, value, newCtx(schema)));
}

interface Root {
  schema: unknown;
  base: Args;
  props: Record<string, unknown>;
  required: string[];
  leafOf: (name: string) => Schema | undefined;
}

function rootOf(schema: unknown): Root | undefined {
  return attempt(() => {
    const ctx = newCtx(schema);
    const base = validArguments(schema);
    const root = base && plainRoot(schema, ctx);
    if (!base || !root) return undefined;
    const props = isObject(root.properties) ? root.properties : {};
    const required = (Array.isArray(root.required) ? root.required : []).filter((n): n is string => typeof n === 'string');
    return { schema, base, props, required, leafOf: (name: string) => attempt(() => leaf(props[name], ctx)) };
  });
}

/** The base arguments with `name` set to `value`. */
function withValue(base: Args, name: string, value: unknown): Args {
  const args = { ...base };
  setOwn(args, name, value);
  return args;
}

/**
 * Valid cases, each validated: the required arguments alone, every optional one added, the author's
 * examples, then per property its bounds (`minimum`/`maximum`, exclusive ones stepped inside), a
 * fraction where `multipleOf` or a bound is fractional, `minLength`/`maxLength`, every `enum` value,
 * both booleans, and null where the schema allows it. Empty when no valid arguments can be built.
 */
export function boundaryCases(schema: unknown): LabelledArguments[] {
  return attempt(() => boundaryCasesOf(schema)) ?? [];
}

function boundaryCasesOf(schema: unknown): LabelledArguments[] {
  const root = rootOf(schema);
  if (!root) return [];
  const out: LabelledArguments[] = [{ arguments: root.base, keyword: 'required', label: 'only the required properties' }];
  const full = attempt(() => fullArguments(schema));
  if (full) out.push({ arguments: full, keyword: 'properties', label: 'every optional property too' });
  for (const example of examplesOf(schema)) out.push({ arguments: example, keyword: 'examples', label: `the schema's example ${preview(example)}` });
  for (const name of Object.keys(root.props)) {
    const l = root.leafOf(name);
    if (!l) continue;
    for (const [keyword, value] of edgeValues(l)) {
      out.push({ arguments: withValue(root.base, name, value), keyword, label: `property \`${name}\`: ${keyword} → sent ${preview(value)}` });
    }
  }
  return unique(out.filter((c) => validates(schema, c.arguments) === true));
}

function examplesOf(schema: unknown): Args[] {
  if (!isObject(schema) || !Array.isArray(schema.examples)) return [];
  return schema.examples.filter(isObject);
}

/** `[keyword, value]` pairs at the edges of one property's schema; the caller keeps the valid ones. */
function edgeValues(l: Schema): [string, unknown][] {
  const types = [l.type].flat();
  const has = (t: string) => types.includes(t);
  return [
    ...authorValues(l),
    ...(has('number') || has('integer') ? numberEdges(l, has('number')) : []),
    ...(has('string') ? stringEdges(l) : []),
    ...(has('boolean')
      ? ([
          ['type', true],
          ['type', false],
        ] as [string, unknown][])
      : []),
    ...(has('null') || l.nullable === true ? ([['nullable', null]] as [string, unknown][]) : []),
  ];
}

/** Of a long `enum` or `examples` list, the cases take the first values and the last: a list of 200,000 makes 17 cases, not 200,000. */
const LISTED_VALUES = 16;
const someOf = (list: unknown[]): unknown[] => (list.length <= LISTED_VALUES + 1 ? list : [...list.slice(0, LISTED_VALUES), list.at(-1)]);

/** The values the schema itself names: `enum`, `const`, `default`, `examples`. */
function authorValues(l: Schema): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (Array.isArray(l.enum)) for (const v of someOf(l.enum)) out.push(['enum', v]);
  if (hasOwn(l, 'const')) out.push(['const', l.const]);
  if (hasOwn(l, 'default')) out.push(['default', l.default]);
  if (Array.isArray(l.examples)) for (const v of someOf(l.examples)) out.push(['examples', v]);
  return out;
}

function numberEdges(l: Schema, fractions: boolean): [string, unknown][] {
  const out: [string, unknown][] = [];
  const step = num(l, 'multipleOf') ?? (fractions ? 0.5 : 1);
  const min = num(l, 'minimum');
  const max = num(l, 'maximum');
  if (min !== undefined) out.push(['minimum', min]);
  if (max !== undefined) out.push(['maximum', max]);
  const exMin = num(l, 'exclusiveMinimum');
  const exMax = num(l, 'exclusiveMaximum');
  if (exMin !== undefined) out.push(['exclusiveMinimum', Number((exMin + step).toPrecision(15))]);
  if (exMax !== undefined) out.push(['exclusiveMaximum', Number((exMax - step).toPrecision(15))]);
  if (fractions) {
    const fraction = attempt(() => fractionalValue(l));
    if (fraction !== undefined) out.push([hasOwn(l, 'multipleOf') ? 'multipleOf' : 'type', fraction]);
  }
  if (min === undefined && exMin === undefined) out.push(['type', 0], ['type', -1]);
  return out;
}

function stringEdges(l: Schema): [string, unknown][] {
  const out: [string, unknown][] = [];
  const count = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : undefined);
  const min = count(l.minLength);
  const max = count(l.maxLength) !== undefined && (l.maxLength as number) <= 4096 ? (l.maxLength as number) : undefined;
  const sample = typeof l.format === 'string' ? FORMAT_SAMPLES[l.format] : undefined;
  if (sample !== undefined) out.push(['format', sample]);
  if (l.pattern === undefined && l.format === undefined) {
    out.push(min ? ['minLength', 'a'.repeat(min)] : ['type', '']);
    if (max !== undefined) out.push(['maxLength', 'z'.repeat(max)]);
    out.push(['type', 'héllo wörld ✓ "quoted" \\ <tag>']);
  }
  return out;
}

/**
 * Invalid cases that break exactly one keyword each: a required property left out, a wrong type, a
 * value past each bound, outside the `enum`, a `pattern` or `multipleOf` miss, and an extra property
 * where `additionalProperties` is false. Each is checked: the schema minus that keyword accepts the
 * value, the schema with it refuses it.
 */
export function brokenCases(schema: unknown): LabelledArguments[] {
  return attempt(() => brokenCasesOf(schema)) ?? [];
}

function brokenCasesOf(schema: unknown): LabelledArguments[] {
  const root = rootOf(schema);
  if (!root) return [];
  const extra = extraProperty(schema, root);
  return [...missingRequired(schema, root), ...Object.keys(root.props).flatMap((name) => brokenProperty(schema, root, name)), ...(extra ? [extra] : [])];
}

/** Each required property left out, alone. */
function missingRequired(schema: unknown, root: Root): LabelledArguments[] {
  return root.required
    .filter((name) => hasOwn(root.base, name))
    .map((name) => ({ name, args: Object.fromEntries(Object.entries(root.base).filter(([k]) => k !== name)) }))
    .filter(({ args }) => validates(schema, args) === false)
    .map(({ name, args }) => ({ arguments: args, keyword: 'required', label: `property \`${name}\`: required → left out` }));
}

/** One property's breaks, the first candidate per keyword that breaks that keyword alone. */
function brokenProperty(schema: unknown, root: Root, name: string): LabelledArguments[] {
  const l = root.leafOf(name);
  if (!l) return [];
  const ctx = newCtx(schema);
  const current = hasOwn(root.base, name) ? root.base[name] : attempt(() => generate(l, ctx, [], 1, 'string'));
  const out: LabelledArguments[] = [];
  const seen = new Set<string>();
  for (const [keyword, candidate] of [...wrongTypes(l), ...outOfBounds(l, current), ...outsideEnum(l), ...missBreaks(l, current)]) {
    if (seen.has(keyword) || !oneBroken(l, keyword, candidate, ctx)) continue;
    const args = withValue(root.base, name, candidate);
    if (validates(schema, args) !== false) continue;
    seen.add(keyword);
    const rule = keyword === 'type' ? `type ${[l.type].flat().join('|')}` : `${keyword} ${preview(l[keyword])}`;
    out.push({ arguments: args, keyword, label: `property \`${name}\`: ${rule} → sent ${preview(candidate)}` });
  }
  return out;
}

/** A `pattern` miss and a `multipleOf` miss for one property, as `[keyword, value]` candidates. */
function missBreaks(l: Schema, current: unknown): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (typeof l.pattern === 'string') for (const s of ['', ' ', '!!', '~~~~~~~~']) out.push(['pattern', s]);
  if (typeof l.format === 'string') for (const s of [`not a ${l.format}`, '']) out.push(['format', s]);
  const step = num(l, 'multipleOf');
  if (step !== undefined && typeof current === 'number') out.push(['multipleOf', Number((current + step / 2).toPrecision(15))]);
  return out;
}

function extraProperty(schema: unknown, root: Root): LabelledArguments | undefined {
  const plain = attempt(() => plainRoot(schema, newCtx(schema)));
  if (plain?.additionalProperties !== false) return undefined;
  const name = ['wirecase_extra', 'wirecase_extra_2'].find((n) => !hasOwn(root.props, n));
  if (!name) return undefined;
  const args = withValue(root.base, name, 'extra');
  return validates(schema, args) === false
    ? { arguments: args, keyword: 'additionalProperties', label: `additionalProperties false → sent an extra property \`${name}\`` }
    : undefined;
}

/**
 * A random valid case: each optional property in or out by a coin, each value drawn from the
 * property's edge values and a few random ones of its type. `random` is a seeded source in [0, 1),
 * so the same seed draws the same cases. Undefined when the draw does not validate.
 */
export function randomCase(schema: unknown, random: () => number): LabelledArguments | undefined {
  return attempt(() => randomCaseOf(schema, random));
}

function randomCaseOf(schema: unknown, random: () => number): LabelledArguments | undefined {
  const root = rootOf(schema);
  if (!root) return undefined;
  const args = { ...root.base };
  for (const name of Object.keys(root.props)) {
    const l = root.leafOf(name);
    if (!l || (!root.required.includes(name) && random() < 0.5)) continue;
    const pool = [...edgeValues(l).map(([, v]) => v), ...randomValues(l, random)];
    if (hasOwn(root.base, name)) pool.push(root.base[name]);
    if (pool.length) setOwn(args, name, pool[Math.floor(random() * pool.length)]);
  }
  if (validates(schema, args) !== true) return undefined;
  return { arguments: args, keyword: 'random', label: `random ${preview(args)}` };
}

const ALPHABET = [...'abcXYZ019 -_.é✓😀"\\/<>'];

function randomValues(l: Schema, random: () => number): unknown[] {
  const types = [l.type].flat();
  const out: unknown[] = [];
  if (types.includes('integer') || types.includes('number')) {
    const lo = num(l, 'minimum') ?? num(l, 'exclusiveMinimum') ?? -1000;
    const hi = num(l, 'maximum') ?? num(l, 'exclusiveMaximum') ?? 1000;
    const step = num(l, 'multipleOf') ?? (types.includes('integer') ? 1 : 0.01);
    const count = Math.floor((hi - lo) / step);
    if (Number.isFinite(count) && count >= 0) out.push(Number((lo + Math.floor(random() * (count + 1)) * step).toPrecision(15)));
  }
  if (types.includes('string') && l.pattern === undefined && l.format === undefined) {
    const min = Number.isInteger(l.minLength) && (l.minLength as number) > 0 ? (l.minLength as number) : 0;
    const max = Math.max(min, Math.min(Number.isInteger(l.maxLength) ? (l.maxLength as number) : 24, min + 24));
    const length = min + Math.floor(random() * (max - min + 1));
    out.push(Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join(''));
  }
  return out;
}

function unique(cases: LabelledArguments[]): LabelledArguments[] {
  const out: LabelledArguments[] = [];
  for (const c of cases) {
    const at = out.findIndex((o) => deepEqual(o.arguments, c.arguments));
    // An edge equal to the every-optional-property case names it better (e.g. `format`).
    if (at < 0) out.push(c);
    else if (out[at]!.keyword === 'properties') out[at] = c;
  }
  return out;
}
