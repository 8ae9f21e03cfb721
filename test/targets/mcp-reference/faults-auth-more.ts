// Faults that break one more rule of the OAuth protected-resource contract (auth-more.yaml):
// discovery through the well-known URI, tokens in the query string, the scopes a challenge names.
import type { FaultDefinition } from './fault-types.js';
import { isObject, reshape } from './http-json.js';
import { METADATA_PATHS } from './resource-metadata.js';

/** A WWW-Authenticate value without one auth-param (`name="..."`). */
const withoutParam = (challenge: string, name: string): string =>
  challenge
    .replace(new RegExp(`,?\\s*\\b${name}="[^"]*"`, 'g'), '')
    .replace(/^(Bearer)\s*,\s*/, '$1 ')
    .trim();

/** Fault that edits the WWW-Authenticate header of every response with the given status. */
const onChallenge =
  (status: number, edit: (challenge: string) => string): NonNullable<FaultDefinition['wrapApp']> =>
  (next) =>
  async (req) => {
    const res = await next(req);
    const challenge = res.headers.get('www-authenticate');
    return res.status === status && challenge !== null ? reshape(res, status, { 'www-authenticate': edit(challenge) }) : res;
  };

export const AUTH_MORE_FAULTS: FaultDefinition[] = [
  {
    name: 'no-discovery',
    rule: 'Authorization-server discovery: the 401 challenge names resource_metadata, or a well-known URI serves the metadata',
    row: 'authorization-server-discovery: Protected Resource Metadata Discovery Requirements',
    // Neither mechanism: the challenge names no metadata URL and both well-known URIs answer 404.
    wrapApp: (next) => {
      const stripped = onChallenge(401, (c) => withoutParam(c, 'resource_metadata'))(next, { resourceMetadataUrl: '' });
      return async (req) => {
        if (METADATA_PATHS.includes(new URL(req.url).pathname)) return Response.json({ error: 'not_found' }, { status: 404 });
        return stripped(req);
      };
    },
  },
  {
    name: 'query-token-accepted',
    rule: 'An access token in the URI query string is not accepted',
    row: 'authorization: Token Requirements',
    // ?access_token=... stands in for a missing Authorization header.
    wrapApp: (next) => async (req) => {
      const token = new URL(req.url).searchParams.get('access_token');
      if (token === null || req.headers.has('authorization')) return next(req);
      const headers = new Headers(req.headers);
      headers.set('authorization', `Bearer ${token}`);
      return next(new Request(req.url, { method: req.method, headers, body: await req.text() }));
    },
  },
  {
    name: 'challenge-without-scope',
    rule: 'The 401 challenge carries a scope parameter',
    row: 'authorization: Scope Selection Strategy',
    wrapApp: onChallenge(401, (c) => withoutParam(c, 'scope')),
  },
  {
    name: 'offline-access-advertised',
    rule: 'scopes_supported of the protected-resource metadata has no offline_access',
    row: 'authorization: Refresh Tokens',
    wrapApp: (next) => async (req) => {
      const res = await next(req);
      if (!METADATA_PATHS.includes(new URL(req.url).pathname) || res.status !== 200) return res;
      const document: unknown = await res.json();
      if (isObject(document)) document.scopes_supported = [...(Array.isArray(document.scopes_supported) ? document.scopes_supported : []), 'offline_access'];
      return Response.json(document, { status: 200, headers: { 'cache-control': res.headers.get('cache-control') ?? 'no-store' } });
    },
  },
  {
    name: 'insufficient-scope-bare',
    rule: 'The 403 insufficient_scope challenge names the needed scope and resource_metadata',
    row: 'authorization: Runtime Insufficient Scope Errors',
    wrapApp: onChallenge(403, (c) => withoutParam(withoutParam(c, 'scope'), 'resource_metadata')),
  },
];
