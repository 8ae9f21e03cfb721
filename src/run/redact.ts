import { isSecretHeader, isSecretLookingName, MASK, maskedHeaderValue } from '../model/secret-names.js';

/** Shorter values would blank out ordinary text; they cannot be meaningful secrets anyway. */
const MIN_LENGTH = 4;
/** Texts up to this long are remembered once masked, at most this many at a time (then forgotten at once). */
const MEMO_MAX_CHARS = 256;
const MEMO_ENTRIES = 1024;
/** Past this many forms registered since a text was masked, masking it again is cheaper than searching for each. */
const MEMO_RECHECK = 64;

/**
 * Keeps secrets out of every report and log: values of secret variables, of credential headers, and
 * of captures with secret-looking names are replaced by *** wherever they occur in recorded text, in
 * every form a request carries them in (see `encodedForms`).
 */
export class Redactor {
  /** Every form of every secret: what is masked. */
  private readonly values = new Set<string>();
  /** The same forms, found by their first 4 characters (see `text`). */
  private readonly byStart = new SecretIndex();
  /** Raw values already registered: a credential header is registered again on every step. */
  private readonly registered = new Set<string>();
  /** Every form in the order it was registered: `memo` entries say how many of them they have seen. */
  private readonly order: string[] = [];
  /** Short texts masked before (see `masked`). */
  private readonly memo = new Map<string, { text: string; forms: number }>();
  private readonly names: ReadonlySet<string>;

  /** `secretNames`: the suite's `secrets:` list, secret whatever they are called. */
  constructor(secretNames: Iterable<string> = []) {
    this.names = new Set(secretNames);
  }

  /** Whether any secret value is known yet; until then every text is left as it is. */
  get active(): boolean {
    return this.values.size > 0;
  }

  /** A secret-looking name, or one the suite (or `listed`, a document's `secrets:`) lists. */
  isSecretName(name: string, listed?: readonly string[]): boolean {
    return this.names.has(name) || (listed?.includes(name) ?? false) || isSecretLookingName(name);
  }

  /**
   * Registers a secret value in all its encoded forms, and its parts: `Bearer x` also hides `x`, and
   * `Basic b64` hides the decoded `user:password` and the password.
   */
  addValue(value: unknown): void {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const text = String(value);
    if (text.length < MIN_LENGTH || this.registered.has(text)) return;
    this.addForms(text);
    const scheme = /^(Bearer|Basic|Token|DPoP)\s+(.{4,})$/i.exec(text);
    if (scheme) {
      this.addForms(scheme[2]!);
      const decoded = scheme[1]!.toLowerCase() === 'basic' ? decodeBasic(scheme[2]!) : undefined;
      if (decoded) {
        this.addForms(decoded);
        this.addForms(decoded.slice(decoded.indexOf(':') + 1));
      }
    }
  }

  /** Registers every secret variable's value: secret-looking names, and the `listed` ones. */
  addVariables(vars: Record<string, unknown>, listed?: readonly string[]): void {
    for (const [name, value] of Object.entries(vars)) if (this.isSecretName(name, listed)) this.addValue(value);
  }

  private addForms(text: string): void {
    if (text.length < MIN_LENGTH || this.registered.has(text)) return;
    this.registered.add(text);
    for (const form of encodedForms(text)) {
      if (this.values.has(form)) continue;
      this.values.add(form);
      this.byStart.add(form);
      this.order.push(form);
    }
  }

  /**
   * Every secret form in the text replaced by ***, the longest first where several start at one place,
   * left to right. A chain that captures a new token each step registers a new secret each step, so
   * this must not cost more with every secret known: the forms are found by their first 4 characters
   * (one map lookup per position), not by one regular expression of them all, rebuilt on each new one.
   */
  text(input: string): string {
    // Every form has at least MIN_LENGTH characters, and a clipped value more: a shorter text holds none.
    if (!this.values.size || input.length < MIN_LENGTH) return input;
    const masked = input.length <= MEMO_MAX_CHARS ? this.masked(input) : this.byStart.mask(input);
    return masked.includes('…') ? this.maskClippedPrefixes(masked) : masked;
  }

  /**
   * A short text masked as `byStart.mask` would, remembered: most of what a step records (its name, the
   * checks' messages, header values, the URL) is the same text step after step, and a chain registers
   * new forms on every step. A text masked before keeps its result while none of the forms registered
   * since occurs in it (a native search for each): a form that does not occur cannot mask anything, so
   * the result is the same as masking it again with every form known.
   */
  private masked(input: string): string {
    const known = this.order.length;
    const seen = this.memo.get(input);
    if (seen !== undefined && (seen.forms === known || this.noneSince(input, seen.forms))) {
      seen.forms = known;
      return seen.text;
    }
    const text = this.byStart.mask(input);
    if (seen !== undefined) {
      seen.text = text;
      seen.forms = known;
    } else {
      if (this.memo.size >= MEMO_ENTRIES) this.memo.clear();
      this.memo.set(input, { text, forms: known });
    }
    return text;
  }

  /** Whether none of the forms registered after the first `from` occurs in `input` (too many to search: false). */
  private noneSince(input: string, from: number): boolean {
    const order = this.order;
    if (order.length - from > MEMO_RECHECK) return false;
    for (let i = from; i < order.length; i++) if (input.includes(order[i]!)) return false;
    return true;
  }

  /** Messages clip long values (`eyJhbGciOi…`): a secret's clipped start is masked too. */
  private maskClippedPrefixes(text: string): string {
    return text.replace(/[^\s"'`]{6,}…/g, (clipped) => {
      const start = clipped.slice(0, -1);
      for (const secret of this.values) {
        for (let k = Math.min(start.length, secret.length); k >= 6; k--) {
          if (start.endsWith(secret.slice(0, k))) return `${start.slice(0, start.length - k)}${MASK}…`;
        }
      }
      return clipped;
    });
  }

  /**
   * Any JSON-like value, strings redacted. What holds no secret is returned as it is, not copied: every
   * step's record goes through here, and copies were most of its garbage.
   */
  value<T>(input: T): T {
    if (!this.values.size) return input;
    if (typeof input === 'string') return this.text(input) as T;
    if (Array.isArray(input)) {
      let out: unknown[] | undefined;
      for (let i = 0; i < input.length; i++) {
        const v = this.value(input[i]);
        if (v !== input[i]) (out ??= input.slice())[i] = v;
      }
      return (out ?? input) as T;
    }
    if (input !== null && typeof input === 'object') {
      let out: Record<string, unknown> | undefined;
      const object = input as Record<string, unknown>;
      for (const k of Object.keys(object)) {
        const v = this.value(object[k]);
        if (v !== object[k]) (out ??= { ...object })[k] = v;
      }
      return (out ?? input) as T;
    }
    return input;
  }

  headers(headers: Array<[string, string]>): Array<[string, string]> {
    return headers.map(([name, value]) => [name, isSecretHeader(name) ? maskedHeaderValue(name, value) : this.text(value)]);
  }
}

/**
 * A value as a request can carry it: raw; URL-encoded (`encodeURIComponent`, `%20`); form-encoded
 * (application/x-www-form-urlencoded, space as `+`, as `query:` and `form:` send it); as the URL
 * parser leaves it in a written URL (only spaces, quotes and a few more escaped); base64 and
 * base64url (Basic auth, tokens). Each of these also JSON-escaped, once (inside a `json:` body) and
 * twice (a JSON body quoted inside JSON, as an echo server answers). Forms shorter than 4 characters
 * are left out, like short values.
 */
export function encodedForms(value: string): string[] {
  // Letters, digits, `_`, `.` and `-` are the same in every URL and JSON form: only base64 differs.
  // Most tokens are made of these, and a chain registers one per step.
  if (URL_AND_JSON_SAFE.test(value)) {
    // The set and filter below, without their copies: a chain registers one such value per step.
    const forms = value.length >= MIN_LENGTH ? [value] : [];
    for (const form of base64Forms(value)) if (form.length >= MIN_LENGTH && form !== value && !forms.includes(form)) forms.push(form);
    return forms;
  }
  const forms = new Set([value, encodeURIComponent(value), new URLSearchParams([['', value]]).toString().slice(1)]);
  if (!/[?#]/.test(value)) {
    forms.add(new URL(`http://h/?${value}`).search.slice(1));
    forms.add(new URL(`http://h/${value}`).pathname.slice(1));
  }
  for (const form of base64Forms(value)) forms.add(form);
  for (const form of [...forms]) {
    const once = jsonEscaped(form);
    forms.add(once).add(jsonEscaped(once));
  }
  return [...forms].filter((form) => form.length >= MIN_LENGTH);
}

const URL_AND_JSON_SAFE = /^[A-Za-z0-9_.-]*$/;

/** Text as it is written inside a JSON string. */
function jsonEscaped(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/**
 * The value's base64 and base64url, alone and inside longer encoded text such as the `user:value`
 * of a Basic header. Inside, the value's bytes start at one of three alignments; at each, the
 * 4-character groups made of its bytes only are the same whatever surrounds them, so those are
 * registered too (when at least 8 characters long, i.e. 6 bytes of the value).
 */
function base64Forms(value: string): string[] {
  // The value's bytes after two zero bytes: each alignment is a view of this one buffer.
  const padded = Buffer.alloc(Buffer.byteLength(value, 'utf8') + 2);
  padded.write(value, 2, 'utf8');
  const bytes = padded.subarray(2);
  const forms = [bytes.toString('base64'), bytes.toString('base64url')];
  // Below 6 bytes no alignment has a group of 8 characters made of the value's bytes only.
  if (bytes.length < 6) return forms;
  for (const shift of [0, 1, 2]) {
    const encoded = padded.subarray(2 - shift).toString('base64');
    const inner = encoded.slice(shift ? 4 : 0, Math.floor((shift + bytes.length) / 3) * 4);
    if (inner.length >= 8) forms.push(inner, inner.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

/** `user:password` from a Basic credential, when it is base64 of UTF-8 text with a colon. */
function decodeBasic(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  if (Buffer.from(decoded, 'utf8').toString('base64').replace(/=+$/, '') !== encoded.replace(/=+$/, '')) return undefined;
  return decoded.includes(':') ? decoded : undefined;
}

/**
 * Strings of at least MIN_LENGTH characters, by a number made of their first 4 UTF-16 code units
 * (collisions are told apart by comparing), each bucket longest first.
 */
class SecretIndex {
  private readonly buckets = new Map<number, string[]>();
  /** Which pairs of first characters start a form (by a 16-bit hash): most positions stop here. */
  private readonly pairs = new Uint8Array(65536);

  add(form: string): void {
    this.pairs[pairHash(form, 0)] = 1;
    const key = startKey(form, 0);
    const bucket = this.buckets.get(key);
    if (!bucket) return void this.buckets.set(key, [form]);
    const at = bucket.findIndex((other) => other.length < form.length);
    bucket.splice(at === -1 ? bucket.length : at, 0, form);
  }

  /** What a global regular expression of every form (longest first) would give with `replace(re, MASK)`. */
  mask(input: string): string {
    const last = input.length - MIN_LENGTH;
    let out = '';
    let copied = 0;
    for (let i = 0; i <= last; ) {
      if (this.pairs[pairHash(input, i)] === 0) {
        i++;
        continue;
      }
      const bucket = this.buckets.get(startKey(input, i));
      const found = bucket?.find((form) => input.startsWith(form, i));
      if (found === undefined) {
        i++;
        continue;
      }
      out += input.slice(copied, i) + MASK;
      i += found.length;
      copied = i;
    }
    return copied === 0 ? input : out + input.slice(copied);
  }
}

function pairHash(text: string, at: number): number {
  return ((text.charCodeAt(at) << 8) ^ text.charCodeAt(at + 1)) & 0xffff;
}

function startKey(text: string, at: number): number {
  return ((text.charCodeAt(at) * 31 + text.charCodeAt(at + 1)) * 31 + text.charCodeAt(at + 2)) * 31 + text.charCodeAt(at + 3);
}
