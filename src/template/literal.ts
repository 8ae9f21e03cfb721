/**
 * Text from a peer (a tool's name, a schema, an error message) written into a document that wirecase
 * generates (`fuzz` regressions, `record`), so that the loader reads it back as exactly that text and
 * never as a template: each `{{` becomes the expression `{{ '{{' }}`, whose value is `{{`. A tool named
 * `{{ env.CI_TOKEN }}` is written `{{ '{{' }} env.CI_TOKEN }}`, which renders to its own name, so the
 * document sends the name and never the variable. Text without `{{` is written as it is.
 */

const OPEN = '{{';
const ESCAPED_OPEN = "{{ '{{' }}";

/** `text` as a document's string that renders to exactly `text`. */
export function literalText(text: string): string {
  return text.includes(OPEN) ? text.replaceAll(OPEN, ESCAPED_OPEN) : text;
}

/** Every string of a JSON value, keys included, as `literalText`; a tree without `{{` is returned as it is. */
export function literalDeep<T>(value: T): T {
  if (typeof value === 'string') return literalText(value) as T;
  if (Array.isArray(value)) return value.map((v) => literalDeep(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // A key `__proto__` (legal in JSON) stays a key, never the object's prototype.
      Object.defineProperty(out, literalText(k), { value: literalDeep(v), enumerable: true, writable: true, configurable: true });
    }
    return out as T;
  }
  return value;
}
