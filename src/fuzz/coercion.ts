/**
 * Silent coercion (issue 43): a tool that runs an argument as another value than the one it was given
 * (a fraction truncated, a string trimmed, a number clamped to its bound) and says so only in what it
 * answers. The proof is the tool's own echo: two successful calls that differ in one argument, where
 * the answer to the first, with that argument's value replaced by the coerced form of the second's,
 * is exactly the answer to the second. `set to 1` for 1 and `set to 0` for 0.75 shows 0.75 ran as 0;
 * `set to 0.75` shows nothing. Pure functions over the answers; the probe cases are planned here too.
 */
import type { Args } from '../schema-sampler/context.js';
import { validArguments, validates } from '../schema-sampler/index.js';
import type { Answer } from './connection.js';
import type { FuzzCase } from './plan.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a success answer says, as text: its text blocks and its structuredContent. */
export function answerText(answer: Answer): string | undefined {
  const result = answer.message?.result;
  if (!isObject(result) || result.isError === true || answer.message?.error) return undefined;
  const texts = Array.isArray(result.content)
    ? result.content.filter((b) => isObject(b) && typeof b.text === 'string').map((b) => (b as { text: string }).text)
    : [];
  const structured = 'structuredContent' in result ? [JSON.stringify(result.structuredContent)] : [];
  const all = [...texts, ...structured];
  return all.length ? all.join('\n') : undefined;
}

/** `text` with every standalone occurrence of `from` replaced by `to` (a number not inside a longer number, a string as it is). */
function replaceToken(text: string, from: string, to: string, numeric: boolean): string | undefined {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = numeric ? new RegExp(`(?<![\\d.])${escaped}(?![\\d]|\\.\\d)`, 'g') : new RegExp(escaped, 'g');
  if (!pattern.test(text)) return undefined;
  return text.replace(pattern, () => to);
}

export interface Coercion {
  /** The case whose argument was coerced. */
  case: FuzzCase;
  argument: string;
  /** How: `truncated`, `trimmed`, `clamped`. */
  how: string;
  /** The value it ran as. */
  ranAs: unknown;
  /** The call that proves it: the same tool echoing another value of the argument. */
  proof: FuzzCase;
}

const BOUNDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const;

/** Whether `value` lies outside the schema's bound `key`. */
function outside(value: number, key: (typeof BOUNDS)[number], bound: number): boolean {
  if (key === 'minimum') return value < bound;
  if (key === 'exclusiveMinimum') return value <= bound;
  if (key === 'maximum') return value > bound;
  return value >= bound;
}

/** The forms a number may be coerced to: its whole neighbours (a fraction), the bound it breaks. */
function numberForms(value: number, schema: unknown): Array<{ form: unknown; how: string }> {
  const forms: Array<{ form: unknown; how: string }> = [];
  if (!Number.isInteger(value))
    for (const f of new Set([Math.trunc(value), Math.round(value), Math.floor(value), Math.ceil(value)])) forms.push({ form: f, how: 'truncated' });
  for (const key of BOUNDS) {
    const bound = isObject(schema) ? schema[key] : undefined;
    if (typeof bound === 'number' && outside(value, key, bound)) forms.push({ form: bound, how: 'clamped' });
  }
  return forms.filter((f) => f.form !== value);
}

/** The forms a value may be coerced to, each with how. */
function coercedForms(value: unknown, schema: unknown): Array<{ form: unknown; how: string }> {
  if (typeof value === 'number' && Number.isFinite(value)) return numberForms(value, schema);
  if (typeof value === 'string' && value.trim() !== value && value.trim().length >= 2) return [{ form: value.trim(), how: 'trimmed' }];
  return [];
}

const render = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * The coercions the answers show: for each successful case, an argument whose coerced form, put in
 * place of that argument in another successful case's answer (a case that differs in that argument
 * only), gives exactly this case's answer, while this case's own value appears nowhere in it.
 */
export function coercions(outcomes: ReadonlyArray<{ case: FuzzCase; answer: Answer }>, properties: Record<string, unknown>): Coercion[] {
  const succeeded = outcomes.flatMap((o) => {
    const text = answerText(o.answer);
    return text === undefined ? [] : [{ case: o.case, text }];
  });
  return succeeded.flatMap((suspect) => {
    for (const [name, value] of Object.entries(suspect.case.arguments)) {
      const found = coercionOf(suspect, name, value, properties[name], succeeded);
      if (found) return [found];
    }
    return [];
  });
}

type Answered = { case: FuzzCase; text: string };

/** The coercion of one argument of `suspect`, shown by another successful case that differs in that argument only. */
function coercionOf(suspect: Answered, name: string, value: unknown, schema: unknown, succeeded: Answered[]): Coercion | undefined {
  const forms = coercedForms(value, schema);
  // Its own value in the answer: it ran as given (or echoed it, at least).
  if (!forms.length || suspect.text.includes(render(value))) return undefined;
  const rest = (args: Args) =>
    JSON.stringify(
      Object.entries(args)
        .filter(([k]) => k !== name)
        .sort(),
    );
  for (const proof of succeeded) {
    const given = proof.case.arguments[name];
    if (proof === suspect || typeof given !== typeof value || given === value || rest(proof.case.arguments) !== rest(suspect.case.arguments)) continue;
    // The proof's answer must echo its own value (the replacement needs it there); the coerced form may be that value itself.
    const hit = forms.find(({ form }) => replaceToken(proof.text, render(given), render(form), typeof value === 'number') === suspect.text);
    if (hit) return { case: suspect.case, argument: name, how: hit.how, ranAs: hit.form, proof: proof.case };
  }
  return undefined;
}

/** Values tried for a number argument, in order: the first whole number and the first fraction the schema takes make the probe pair. */
const NUMBER_TRIES = [1, 2, 3, 10, 0, 0.75, 1.5, 2.25, 0.25, 1.75, 2.5, 0.5, 3.5, 12.5];

/**
 * The probe cases of a tool: for each top-level number argument, a whole number and a fraction the
 * schema takes (the rest of the arguments the same); for each top-level string argument, a word and
 * the same word padded with spaces. Only pairs the schema accepts whole; at most `max` cases.
 */
export function probeCases(tool: { name: string; inputSchema?: unknown }, max: number): FuzzCase[] {
  const schema = tool.inputSchema ?? { type: 'object' };
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const base = validArguments(schema);
  if (!isObject(base)) return [];
  const cases: FuzzCase[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (cases.length + 2 > max) break;
    const takes = (v: unknown) => validates(schema, { ...base, [name]: v }) === true;
    for (const v of probePair(property, takes)) {
      const args = { ...base, [name]: v };
      cases.push({ tool: tool.name, kind: 'valid', keyword: 'coercion', label: `valid arguments ${JSON.stringify(args)}`, arguments: args });
    }
  }
  return cases;
}

/** A plain value and its coercible twin for one argument (a whole number and a fraction, a word and the word padded), both taken; else none. */
function probePair(property: unknown, takes: (v: unknown) => boolean): unknown[] {
  if (!isObject(property)) return [];
  const type = property.type;
  if (type === 'number' || (Array.isArray(type) && type.includes('number'))) {
    const whole = NUMBER_TRIES.find((v) => Number.isInteger(v) && takes(v));
    const fraction = NUMBER_TRIES.find((v) => !Number.isInteger(v) && takes(v));
    return whole !== undefined && fraction !== undefined ? [whole, fraction] : [];
  }
  if (type !== 'string' || 'enum' in property || 'const' in property || 'format' in property) return [];
  const word = 'wirecase';
  return takes(word) && takes(`  ${word}  `) ? [word, `  ${word}  `] : [];
}
