/**
 * Which names hold credentials: the one list redaction (run/redact.ts), `record` and every report
 * renderer use, so a header masked in a run is masked again in any report made from its results.
 */

/** What a secret is replaced by, wherever it appears. */
export const MASK = '***';

/** Header names whose values are credentials wherever they appear. */
export const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'token',
  'x-cassandra-token',
  'x-auth-token',
]);

/**
 * The words that make a name secret, matched as whole words (a trailing `s` allowed): `access_token`,
 * `accessToken`, `X-Session-Id` and `client_secrets` are secret; `author`, `authority_url` and
 * `authorize_url` are not, nor is `auth` alone.
 */
const SECRET_WORDS = new Set([
  'token',
  'secret',
  'password',
  'passwd',
  'authorization',
  'cookie',
  'session',
  'sessionid',
  'credential',
  'jwt',
  'apikey',
  'privatekey',
]);
/** Two words that are secret together: `api_key`, `apiKey`, `X-Api-Key`, `private_key`. */
const SECRET_PAIRS = [
  ['api', 'key'],
  ['private', 'key'],
] as const;

/**
 * A name's words: split at `_`, `-`, `.`, any other non-letter (digits too) and camelCase
 * boundaries, lower-cased. `X-Api-Key` → x, api, key; `accessToken2` → access, token;
 * `APIKey` → api, key.
 */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * Whether a name (a variable, a capture, a header, a query parameter, a JSON field) looks like it
 * holds a credential: one of the secret words appears in it as a whole word.
 */
export const isSecretLookingName = rememberedPerName((name) => {
  const words = nameWords(name).map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
  return words.some((w) => SECRET_WORDS.has(w)) || words.some((w, i) => SECRET_PAIRS.some(([a, b]) => w === a && words[i + 1] === b));
});

/**
 * OAuth parameters that are credentials though their names say nothing of it: an authorization `code`
 * and its PKCE `code_verifier` (either redeems a token), an `id_token`, a client `assertion`.
 */
const SECRET_OAUTH_PARAMS = new Set(['code', 'code_verifier', 'id_token', 'assertion', 'client_assertion', 'subject_token', 'actor_token']);

/** A query or form parameter (or registration field) of an OAuth request that holds a credential. */
export function isSecretOAuthParam(name: string): boolean {
  return SECRET_OAUTH_PARAMS.has(name) || isSecretLookingName(name);
}

/** The authentication schemes an Authorization value may start with (RFC 9110 and the common others). */
const AUTH_SCHEMES = /^(?:bearer|basic|digest|dpop|negotiate|token|apikey|hoba|mutual|ntlm|aws4-hmac-sha256)$/i;

/**
 * A credential header's value masked. An Authorization value keeps the scheme words it starts with
 * ("Bearer ***"), so a doubled scheme ("Bearer Bearer ***", a token variable that already holds its
 * scheme) can be seen; everything after them is masked. Any other credential header is masked whole.
 */
export function maskedHeaderValue(name: string, value: string): string {
  const lower = name.toLowerCase();
  if (lower !== 'authorization' && lower !== 'proxy-authorization') return MASK;
  const words = value.split(/(\s+)/);
  let kept = '';
  for (let i = 0; i + 2 < words.length && AUTH_SCHEMES.test(words[i]!); i += 2) kept += words[i]! + words[i + 1]!;
  return `${kept}${MASK}`;
}

/**
 * A header whose value is a credential: a known credential header, or a secret-looking name
 * (`X-Session-Token`, `Mcp-Session-Id`). CORS headers only talk about credentials
 * (`Access-Control-Allow-Credentials: true`), so they are not.
 */
export const isSecretHeader = rememberedPerName((name) => {
  const lower = name.toLowerCase();
  return SECRET_HEADERS.has(lower) || (!lower.startsWith('access-control-') && isSecretLookingName(name));
});

/**
 * These rules are asked for every header, capture and variable of every step, and a run meets few
 * names: each answer is worked out once (at most 1,000 kept, then forgotten).
 */
function rememberedPerName(rule: (name: string) => boolean): (name: string) => boolean {
  const answers = new Map<string, boolean>();
  return (name) => {
    let answer = answers.get(name);
    if (answer === undefined) {
      answer = rule(name);
      if (answers.size >= 1000) answers.clear();
      answers.set(name, answer);
    }
    return answer;
  };
}
