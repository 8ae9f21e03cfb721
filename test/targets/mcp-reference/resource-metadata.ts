// RFC 9728 protected-resource metadata, built with the SDK helper and served without credentials
// at both the root and the path-suffixed well-known location.
import { buildOAuthProtectedResourceMetadata, type OAuthProtectedResourceMetadata } from '@modelcontextprotocol/server';
import { ISSUER, MCP_PATH, SCOPES_SUPPORTED, SERVER_NAME } from './constants.js';

export const METADATA_PATH = '/.well-known/oauth-protected-resource';
export const METADATA_PATHS = [METADATA_PATH, `${METADATA_PATH}${MCP_PATH}`];

export function buildResourceMetadata(resourceUrl: string): OAuthProtectedResourceMetadata {
  const document = buildOAuthProtectedResourceMetadata({
    resourceServerUrl: new URL(resourceUrl),
    // Only the issuer matters to the resource server; the endpoints are never contacted.
    oauthMetadata: {
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      response_types_supported: ['code'],
    },
    scopesSupported: SCOPES_SUPPORTED,
    resourceName: SERVER_NAME,
  });
  return { ...document, bearer_methods_supported: ['header'] };
}

export function resourceMetadataResponse(request: Request, document: OAuthProtectedResourceMetadata): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  return Response.json(document, { headers: { 'cache-control': 'public, max-age=3600' } });
}
