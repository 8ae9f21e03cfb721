/** Valid strings for a schema: its format, its length bounds and its pattern. */
import { attempt, type Ctx, type Schema, unsure } from './context.js';
import { valid } from './validate.js';

export const FORMAT_SAMPLES: Record<string, string> = {
  email: 'user@example.com',
  uri: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  url: 'https://example.com/',
  'date-time': '2024-01-15T10:30:00Z',
  date: '2024-01-15',
  time: '10:30:00Z',
  uuid: '123e4567-e89b-42d3-a456-426614174000',
  ipv4: '192.0.2.1',
  hostname: 'example.com',
};

export function stringValue(s: Schema, ctx: Ctx): string {
  if (s.format !== undefined) return FORMAT_SAMPLES[String(s.format)] ?? unsure();
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  if (minLength > 100_000) unsure();
  if (typeof s.pattern === 'string') {
    // Fewest repetitions first, then at least one, then enough to reach minLength.
    const plans = [
      (min: number) => min,
      (min: number, max: number) => Math.min(max, Math.max(min, 1)),
      (min: number, max: number) => Math.min(max, Math.max(min, minLength)),
    ];
    for (const plan of plans) {
      const sample = attempt(() => sampleRegex(s.pattern as string, plan));
      if (sample !== undefined && attempt(() => valid(s, sample, ctx))) return sample;
    }
    return unsure();
  }
  const text = 'example'.slice(0, maxLength);
  return text + 'x'.repeat(Math.max(0, minLength - text.length));
}

/** A character each escape matches (an assertion like \b matches none). */
const ESCAPE_SAMPLES: Readonly<Record<string, string>> = {
  d: '0',
  w: 'a',
  s: ' ',
  D: 'a',
  W: '-',
  S: 'a',
  b: '',
  B: '',
  n: '\n',
  t: '\t',
  r: '\r',
  f: '\f',
  v: '\v',
};

/**
 * A string matching a simple regex: literals, classes, \d \w \s, groups, alternation (first branch),
 * quantifiers. Lookaround, backreferences and \p{…} are refused. The caller tests the result.
 */
export function sampleRegex(src: string, reps: (min: number, max: number) => number): string {
  let i = 0;
  const alternation = (): string => {
    const first = sequence();
    while (src[i] === '|') {
      i++;
      sequence();
    }
    return first;
  };
  const sequence = (): string => {
    let out = '';
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      const piece = atom();
      const [min, max] = quantifier();
      const count = reps(min, max);
      if (count > 10_000) unsure();
      out += piece.repeat(count);
    }
    return out;
  };
  const atom = (): string => {
    const c = src[i++]!;
    if (c === '^' || c === '$') return '';
    if (c === '.') return 'a';
    if (c === '(') return group();
    if (c === '[') return characterClass();
    if (c === '\\') return escaped();
    if ('*+?{}'.includes(c)) unsure();
    return c;
  };
  /** A group's first alternative; a named or non-capturing group alike, lookaround refused. */
  const group = (): string => {
    if (src.startsWith('?:', i)) i += 2;
    else if (src.startsWith('?<', i) && !'=!'.includes(src[i + 2] ?? '')) i = src.indexOf('>', i) + 1 || unsure();
    else if (src[i] === '?') unsure();
    const inner = alternation();
    if (src[i++] !== ')') unsure();
    return inner;
  };
  const characterClass = (): string => {
    let j = i;
    while (j < src.length && src[j] !== ']') j += src[j] === '\\' ? 2 : 1;
    if (j >= src.length) unsure();
    return classChar(src.slice(i - 1, (i = j + 1)));
  };
  const escaped = (): string => {
    const e = src[i++] ?? unsure();
    if (e in ESCAPE_SAMPLES) return ESCAPE_SAMPLES[e]!;
    if (/[0-9a-zA-Z]/.test(e)) unsure(); // backreferences, \u, \p, \k…
    return e;
  };
  const classChar = (cls: string): string => {
    const re = new RegExp(`^${cls}$`, 'u');
    const first = cls[1] !== '^' && cls[1] !== '\\' ? (cls[1] ?? '') : '';
    return [first, ...'a0A_-.x :/@'].find((ch) => ch !== '' && re.test(ch)) ?? unsure();
  };
  const quantifier = (): [number, number] => {
    const c = src[i];
    let q: [number, number] = [1, 1];
    if (c === '?') q = [0, 1];
    else if (c === '*') q = [0, Infinity];
    else if (c === '+') q = [1, Infinity];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i)) ?? unsure();
      q = [Number(m[1]), m[2] === undefined ? Number(m[1]) : m[3] ? Number(m[3]) : Infinity];
      i += m[0].length - 1;
    } else return q;
    i++;
    if (src[i] === '?') i++; // lazy: same strings
    return q;
  };
  const out = alternation();
  if (i < src.length) unsure();
  return out;
}
