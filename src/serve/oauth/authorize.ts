/**
 * The authorization endpoint, headless: no login page. A request it can trust the redirect URI of is
 * answered at once with a 302 to that URI carrying `code` and `state` (and `iss`, RFC 9207), or an
 * OAuth error there (RFC 6749 §4.1.2.1). One whose client or redirect URI is wrong gets a 400 page
 * instead: an authorization server must not redirect to an unverified URI.
 */

import type { ClientRegistry } from './clients.js';
import type { Layout } from './layout.js';
import { BASE_SCOPE, type ResolvedOptions } from './options.js';
import { opaque } from './tokens.js';

export interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  /** The `resource` of the authorization request, if any. */
  resource: string | null;
  scope: string;
  expiresAt: number;
}

export type AuthorizeAnswer =
  | { kind: 'redirect'; location: string; error?: string; detail?: string }
  | { kind: 'page'; status: number; error: string; detail: string };

const CODE_LIFETIME_MS = 60_000;
/** RFC 7636 §4.2: BASE64URL(SHA256) of a 32-octet verifier is 43 characters; allow the full range. */
const CHALLENGE_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

export class CodeStore {
  private readonly codes = new Map<string, IssuedCode>();

  issue(code: IssuedCode): string {
    const value = opaque();
    this.codes.set(value, code);
    return value;
  }

  /** A code is used once: taking it removes it, whatever the token request then makes of it. */
  take(value: string): IssuedCode | undefined {
    const code = this.codes.get(value);
    this.codes.delete(value);
    return code && code.expiresAt > Date.now() ? code : undefined;
  }
}

/** The scope granted: what was asked (the base scope when nothing was), less the step-up scope when it is never granted. */
export function grantedScope(requested: string | null, options: ResolvedOptions): string {
  const asked = (requested ?? '').split(' ').filter(Boolean);
  const scopes = asked.length > 0 ? asked : [BASE_SCOPE];
  const denied = options.stepUp && !options.stepUp.grant ? options.stepUp.scope : undefined;
  return [...new Set(scopes.filter((s) => s !== denied))].join(' ');
}

function withParams(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** The OAuth error of a request whose redirect URI is trusted, or undefined when it may have a code. */
function requestError(query: URLSearchParams, options: ResolvedOptions, layout: Layout): { error: string; detail: string } | undefined {
  if (query.get('response_type') !== 'code') return { error: 'unsupported_response_type', detail: 'response_type must be code' };
  const challenge = query.get('code_challenge');
  if (!challenge) return { error: 'invalid_request', detail: 'code_challenge is missing (PKCE is required)' };
  if (query.get('code_challenge_method') !== 'S256') return { error: 'invalid_request', detail: 'code_challenge_method must be S256' };
  if (!CHALLENGE_PATTERN.test(challenge)) return { error: 'invalid_request', detail: 'code_challenge is not a base64url S256 value' };
  const resource = query.get('resource');
  if (resource === null && options.requireResource) return { error: 'invalid_target', detail: 'the resource parameter is missing (RFC 8707)' };
  if (resource !== null && resource !== layout.resource)
    return { error: 'invalid_target', detail: `resource ${resource} is not this server's ${layout.resource}` };
  return undefined;
}

export async function authorize(
  query: URLSearchParams,
  clients: ClientRegistry,
  codes: CodeStore,
  options: ResolvedOptions,
  layout: Layout,
): Promise<AuthorizeAnswer> {
  const found = await clients.find(query.get('client_id'));
  if (!found.ok) return { kind: 'page', status: 400, error: found.error, detail: found.detail };
  const redirectUri = query.get('redirect_uri') ?? (found.client.redirectUris.length === 1 ? found.client.redirectUris[0]! : null);
  if (!redirectUri) return { kind: 'page', status: 400, error: 'invalid_request', detail: 'redirect_uri is missing' };
  if (!found.client.redirectUris.includes(redirectUri)) {
    return { kind: 'page', status: 400, error: 'invalid_request', detail: `redirect_uri ${redirectUri} is not registered for this client` };
  }
  const state = query.get('state') ?? undefined;
  const iss = options.iss === 'present' ? layout.issuer : options.iss === 'mismatched' ? `${layout.issuer}/` : undefined;
  const problem = requestError(query, options, layout);
  if (problem) {
    return { kind: 'redirect', location: withParams(redirectUri, { error: problem.error, error_description: problem.detail, state, iss }), ...problem };
  }
  const code = codes.issue({
    clientId: found.client.clientId,
    redirectUri,
    codeChallenge: query.get('code_challenge')!,
    resource: query.get('resource'),
    scope: grantedScope(query.get('scope'), options),
    expiresAt: Date.now() + CODE_LIFETIME_MS,
  });
  return { kind: 'redirect', location: withParams(redirectUri, { code, state, iss }) };
}
