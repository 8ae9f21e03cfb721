// Faults that break one authorization / deployment rule.
import type { FaultDefinition } from './fault-types.js';
import { reshape } from './http-json.js';
import { METADATA_PATHS } from './resource-metadata.js';

export const AUTH_FAULTS: FaultDefinition[] = [
  {
    name: 'no-challenge-401',
    rule: '401 carries WWW-Authenticate: Bearer ... resource_metadata="<url>"',
    row: 'Missing/invalid/expired OAuth tokens produce 401; discovery bootstraps authorization',
    wrapApp: (next) => async (req) => {
      const res = await next(req);
      return res.status === 401 ? reshape(res, 401, { 'www-authenticate': null }) : res;
    },
  },
  {
    name: 'metadata-requires-auth',
    rule: 'Protected-resource metadata is served without credentials',
    row: 'Resource discovery checks: unauthenticated metadata GET',
    wrapApp: (next, ctx) => async (req) => {
      const path = new URL(req.url).pathname;
      if (!METADATA_PATHS.includes(path) || req.headers.has('authorization')) return next(req);
      return Response.json(
        { error: 'invalid_token', error_description: 'Missing Authorization header' },
        { status: 401, headers: { 'www-authenticate': `Bearer resource_metadata="${ctx.resourceMetadataUrl}"` } },
      );
    },
  },
  {
    name: 'insufficient-scope-401',
    rule: 'A valid token missing the required scope answers 403 insufficient_scope',
    row: 'Insufficient scope or permission produces 403',
    wrapApp: (next) => async (req) => {
      const res = await next(req);
      const insufficient = res.status === 403 && (res.headers.get('www-authenticate') ?? '').includes('insufficient_scope');
      return insufficient ? reshape(res, 401) : res;
    },
  },
  {
    name: 'expired-token-accepted',
    rule: 'Expired access tokens answer 401',
    row: 'Missing/invalid/expired OAuth tokens produce 401',
    tokenPolicy: { checkExpiry: false },
  },
  {
    name: 'wrong-audience-accepted',
    rule: 'Tokens for another audience (resource) answer 401',
    row: 'Test wrong issuer, audience and tenant',
    tokenPolicy: { checkAudience: false },
  },
  {
    name: 'legacy-token-header-accepted',
    rule: 'Credentials in Token / token / X-Cassandra-Token headers answer 401',
    row: 'AstraCS bearer value and old Token/token/X-Cassandra-Token headers',
    acceptLegacyHeaders: true,
  },
  {
    name: 'mcp-off-serves-catalog',
    rule: 'MCP=off exposes no catalog and no execution',
    row: 'MCP-disabled behavior exposes no protected catalog or execution',
    ignoreMcpOff: true,
  },
];
