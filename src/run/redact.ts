/** Header names whose values are credentials wherever they appear. */
export const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'token', 'x-cassandra-token', 'x-auth-token']);

/** Variable names that hold credentials even when the suite does not say so. */
const SECRET_NAME = /token|secret|password|passwd|api_?key|private_?key|credential|auth|cookie|jwt/i;

export const MASK = '***';

/**
 * Keeps secrets out of every report and log: values of secret variables, of credential headers, and
 * of captures with secret-looking names are replaced by *** wherever they occur in recorded text.
 */
export class Redactor {
  private readonly values = new Set<string>();
  private pattern: RegExp | undefined;

  constructor(private readonly secretNames: ReadonlySet<string> = new Set()) {}

  /** Whether any secret value is known yet; until then every text is left as it is. */
  get active(): boolean {
    return this.values.size > 0;
  }

  isSecretName(name: string): boolean {
    return this.secretNames.has(name) || SECRET_NAME.test(name);
  }

  /** Registers a secret value (and its parts: a `Bearer x` header also hides `x`). */
  addValue(value: unknown): void {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const text = String(value);
    // Very short values would blank out ordinary text; they cannot be meaningful secrets anyway.
    if (text.length < 4) return;
    this.values.add(text);
    const scheme = /^(Bearer|Basic|Token)\s+(.{4,})$/i.exec(text);
    if (scheme) this.values.add(scheme[2]!);
    this.pattern = undefined;
  }

  /** Registers every secret-named variable's value. */
  addVariables(vars: Record<string, unknown>): void {
    for (const [name, value] of Object.entries(vars)) if (this.isSecretName(name)) this.addValue(value);
  }

  text(input: string): string {
    if (!this.values.size) return input;
    this.pattern ??= new RegExp([...this.values].sort((a, b) => b.length - a.length).map(escape).join('|'), 'g');
    const masked = input.replace(this.pattern, MASK);
    return masked.includes('…') ? this.maskClippedPrefixes(masked) : masked;
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

  /** Any JSON-like value, strings redacted. */
  value<T>(input: T): T {
    if (!this.values.size) return input;
    if (typeof input === 'string') return this.text(input) as T;
    if (Array.isArray(input)) return input.map((v) => this.value(v)) as T;
    if (input !== null && typeof input === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(input)) out[k] = this.value(v);
      return out as T;
    }
    return input;
  }

  headers(headers: Array<[string, string]>): Array<[string, string]> {
    return headers.map(([name, value]) => [name, SECRET_HEADERS.has(name.toLowerCase()) ? MASK : this.text(value)]);
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
