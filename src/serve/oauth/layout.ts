/**
 * Where everything is: the URLs of both servers, their well-known paths for each variant, and the
 * metadata documents themselves (RFC 9728 protected-resource metadata, RFC 8414 / OpenID Connect
 * Discovery authorization server metadata).
 */

import { ALL_SCOPES, BASE_SCOPE, type ResolvedOptions } from './options.js';

export interface Layout {
  /** The MCP endpoint, which is also the resource identifier (RFC 8707 `resource`, the tokens' `aud`). */
  resource: string;
  resourceOrigin: string;
  /** Path of the protected-resource metadata on the resource server. */
  resourceMetadataPath: string;
  resourceMetadataUrl: string;
  /** The issuer: the authorization server's origin and issuer path. */
  issuer: string;
  authOrigin: string;
  /** Path of the authorization server metadata on the authorization server. */
  authMetadataPath: string;
  endpoints: { authorize: string; token: string; register: string; jwks: string };
}

export function makeLayout(options: ResolvedOptions, resourceOrigin: string, authOrigin: string): Layout {
  const resource = `${resourceOrigin}${options.mcpPath}`;
  const resourceMetadataPath =
    options.resourceMetadata === 'path'
      ? `/.well-known/oauth-protected-resource${options.mcpPath}`
      : options.resourceMetadata === 'root'
        ? '/.well-known/oauth-protected-resource'
        : '/resource-metadata';
  const issuer = `${authOrigin}${options.issuerPath}`;
  const p = options.issuerPath;
  const authMetadataPath =
    options.authServerMetadata === 'oauth'
      ? `/.well-known/oauth-authorization-server${p}`
      : options.authServerMetadata === 'openid'
        ? `/.well-known/openid-configuration${p}`
        : `${p}/.well-known/openid-configuration`;
  return {
    resource,
    resourceOrigin,
    resourceMetadataPath,
    resourceMetadataUrl: `${resourceOrigin}${resourceMetadataPath}`,
    issuer,
    authOrigin,
    authMetadataPath,
    endpoints: { authorize: `${p}/authorize`, token: `${p}/token`, register: `${p}/register`, jwks: `${p}/jwks` },
  };
}

/** The scopes `scopes_supported` lists in the protected-resource metadata. */
export function supportedScopes(options: ResolvedOptions): string[] {
  if (options.scopeSource === 'scopes_supported') return options.stepUp ? [BASE_SCOPE, options.stepUp.scope] : [BASE_SCOPE];
  const all: string[] = ALL_SCOPES.filter((s) => options.scopeSource !== 'challenge-outside' || s !== BASE_SCOPE);
  if (options.stepUp && !all.includes(options.stepUp.scope)) all.push(options.stepUp.scope);
  return all;
}

export function resourceMetadata(options: ResolvedOptions, layout: Layout): Record<string, unknown> {
  return {
    resource: layout.resource,
    authorization_servers: [layout.issuer],
    scopes_supported: supportedScopes(options),
    bearer_methods_supported: ['header'],
    resource_name: 'wirecase scripted MCP server (OAuth)',
  };
}

export function authServerMetadata(options: ResolvedOptions, layout: Layout): Record<string, unknown> {
  const at = (path: string) => `${layout.authOrigin}${path}`;
  const document: Record<string, unknown> = {
    // RFC 8414 §3.3: identical to the issuer the well-known URL was built from, unless the variant breaks it.
    issuer: options.metadataIssuerMismatch ? `${layout.issuer}/other` : layout.issuer,
    authorization_endpoint: at(layout.endpoints.authorize),
    token_endpoint: at(layout.endpoints.token),
    jwks_uri: at(layout.endpoints.jwks),
    response_types_supported: ['code'],
    grant_types_supported: options.refreshTokens ? ['authorization_code', 'refresh_token'] : ['authorization_code'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    scopes_supported: supportedScopes(options),
  };
  if (options.advertisePkce) document.code_challenge_methods_supported = ['S256'];
  if (options.dynamicRegistration) document.registration_endpoint = at(layout.endpoints.register);
  if (options.clientMetadataDocuments) document.client_id_metadata_document_supported = true;
  if (options.advertiseIss) document.authorization_response_iss_parameter_supported = true;
  if (options.authServerMetadata !== 'oauth') {
    // OpenID Connect Discovery 1.0 §3 requires these of a provider's configuration.
    document.subject_types_supported = ['public'];
    document.id_token_signing_alg_values_supported = ['ES256'];
  }
  return document;
}

/** The `WWW-Authenticate` value of a 401 (no or a bad token) or a 403 (insufficient scope). */
export function challenge(options: ResolvedOptions, layout: Layout, kind: { error?: 'invalid_token' | 'insufficient_scope'; scope?: string }): string {
  const parts: string[] = [];
  if (kind.error) parts.push(`error="${kind.error}"`);
  const scope = kind.scope ?? (options.scopeSource !== 'scopes_supported' ? BASE_SCOPE : undefined);
  if (scope) parts.push(`scope="${scope}"`);
  if (options.challengeNamesMetadata) parts.push(`resource_metadata="${layout.resourceMetadataUrl}"`);
  return parts.length > 0 ? `Bearer ${parts.join(', ')}` : 'Bearer';
}
