/** Structural equality of JSON-like values. Numbers compare exactly: 0.5 equals only 0.5. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => deepEqual(v, other[i]));
  }
  const ak = Object.keys(a as object);
  const bk = Object.keys(b as object);
  if (ak.length !== bk.length) return false;
  return ak.every((k) => Object.hasOwn(b as object, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The JSON type name of a value: string, number, boolean, object, array or null. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A short, single-line rendering of a value for messages. */
export function preview(value: unknown, max = 120): string {
  let text: string;
  if (value === undefined) text = '(nothing)';
  // A long string is cut before it is quoted: quoting all of a body to show 120 characters is waste.
  else if (typeof value === 'string') text = JSON.stringify(value.length > max ? value.slice(0, max) : value);
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${headCopy(text, max - 1)}…` : text;
}

/**
 * The first `chars` characters of a text as a string of their own. V8 represents a slice as a view
 * into its parent, so a short slice kept in a result would keep a whole response body alive.
 */
export function headCopy(text: string, chars: number): string {
  return Buffer.from(text.length > chars ? text.slice(0, chars) : text, 'utf8').toString('utf8');
}
