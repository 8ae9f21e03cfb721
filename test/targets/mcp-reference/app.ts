// The target's HTTP surface as one web-standard fetch function:
//   /.well-known/oauth-protected-resource[/mcp]  RFC 9728 metadata (OAuth mode only, no credentials)
//   /mcp                                         the SDK's stateless 2026-07-28 handler
// Order on /mcp: MCP=off (404) > Origin check (403) > non-POST to the SDK (405) > OAuth gate > SDK.
import {
  createMcpHandler,
  getOAuthProtectedResourceMetadataUrl,
  isLegacyRequest,
  localhostAllowedOrigins,
  originValidationResponse,
} from '@modelcontextprotocol/server';
import { createAuthGate } from './auth-gate.js';
import { createCatalogFactory } from './catalog.js';
import { MCP_PATH } from './constants.js';
import type { FaultDefinition } from './fault-types.js';
import type { Fetch } from './http-json.js';
import { createLegacySessions } from './legacy-sessions.js';
import { unsafeParamHeaderResponse } from './param-headers.js';
import { buildResourceMetadata, METADATA_PATHS, resourceMetadataResponse } from './resource-metadata.js';
import { STRICT_TOKEN_POLICY } from './token-verifier.js';

export interface AppOptions {
  /** Public origin, e.g. http://127.0.0.1:3000. */
  origin: string;
  auth: 'none' | 'oauth';
  mcp: 'on' | 'off';
  fault?: FaultDefinition;
  /**
   * 2025-era (initialize) traffic: 'reject' (default, the matrix forbids a legacy fallback),
   * 'stateless' (the SDK's stateless legacy serving) or 'session' (initialize + Mcp-Session-Id,
   * so later requests see the capabilities declared in initialize), 'session-sse' (the same,
   * answering with resumable SSE streams; GET and DELETE with a session id reach the session).
   */
  legacy?: 'reject' | 'stateless' | 'session' | 'session-sse';
}

export interface App {
  fetch: Fetch;
  close(): Promise<void>;
}

// Not a JSON-RPC body on purpose: a disabled endpoint must not look like a modern MCP server.
const notFound = (detail: string) => Response.json({ error: 'not_found', error_description: detail }, { status: 404 });

export function createApp(options: AppOptions): App {
  const { fault } = options;
  const oauth = options.auth === 'oauth';
  const mcpOff = options.mcp === 'off' && !fault?.ignoreMcpOff;
  const resourceUrl = `${options.origin}${MCP_PATH}`;
  const resourceMetadataUrl = getOAuthProtectedResourceMetadataUrl(new URL(resourceUrl));
  const metadata = buildResourceMetadata(resourceUrl);

  const legacy = options.legacy ?? 'reject';
  const factory = createCatalogFactory({ oauth, ...(fault?.apps ? { apps: fault.apps } : {}) });
  const sdk = createMcpHandler(factory, { legacy: legacy === 'stateless' ? 'stateless' : 'reject', onerror: () => {} });
  const sessions =
    legacy === 'session' || legacy === 'session-sse' ? createLegacySessions(factory, legacy === 'session-sse' ? 'sse' : 'json', fault?.legacy) : undefined;
  // With SSE streams a session also has GET (its stream, resumption) and DELETE (its end).
  const sessionMethods = legacy === 'session-sse' ? ['POST', 'GET', 'DELETE'] : ['POST'];
  const sdkFetch: Fetch = async (request, authInfo) => {
    const unsafe = await unsafeParamHeaderResponse(request);
    if (unsafe) return unsafe;
    if (
      sessions &&
      sessionMethods.includes(request.method) &&
      (request.headers.has('mcp-session-id') || (request.method === 'POST' && (await isLegacyRequest(request))))
    ) {
      return sessions.fetch(request, authInfo);
    }
    return sdk.fetch(request, authInfo ? { authInfo } : {});
  };
  const mcp = fault?.wrapMcp ? fault.wrapMcp(sdkFetch) : sdkFetch;
  const gate = oauth
    ? createAuthGate({
        resourceUrl,
        resourceMetadataUrl,
        policy: { ...STRICT_TOKEN_POLICY, ...fault?.tokenPolicy },
        acceptLegacyHeaders: fault?.acceptLegacyHeaders ?? false,
      })
    : undefined;

  const route: Fetch = async (request) => {
    const path = new URL(request.url).pathname;
    if (METADATA_PATHS.includes(path)) {
      return oauth && !mcpOff ? resourceMetadataResponse(request, metadata) : notFound('no protected-resource metadata here');
    }
    if (path !== MCP_PATH) return notFound(`no route for ${path}`);
    if (mcpOff) return notFound('MCP is disabled on this deployment');
    const forbidden = originValidationResponse(request, localhostAllowedOrigins());
    if (forbidden) return forbidden;
    // GET/DELETE/...: the SDK answers 405 itself; no credentials are needed to learn that. A
    // session's GET or DELETE (LEGACY=session-sse) needs them like its POSTs.
    const sessionRequest = legacy === 'session-sse' && request.headers.has('mcp-session-id');
    if ((request.method !== 'POST' && !sessionRequest) || !gate) return mcp(request);
    const auth = await gate(request);
    return auth instanceof Response ? auth : mcp(request, auth);
  };

  return {
    fetch: fault?.wrapApp ? fault.wrapApp(route, { resourceMetadataUrl }) : route,
    close: async () => {
      await sessions?.close();
      await sdk.close();
    },
  };
}
