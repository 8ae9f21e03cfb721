/**
 * The variants of the scripted authorization server, each an option, all combinable. A variant is what
 * one client-side sentence of the MCP authorization spec needs the server to do (docs/oauth-server.md
 * names the sentence of each).
 */

import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the protected-resource metadata (RFC 9728) is found. */
export const RESOURCE_METADATA_LOCATIONS = ['path', 'root', 'challenge'] as const;
export type ResourceMetadataLocation = (typeof RESOURCE_METADATA_LOCATIONS)[number];

/** Which well-known document carries the authorization server's metadata. */
export const AUTH_SERVER_METADATA_FORMS = ['oauth', 'openid', 'openid-appended'] as const;
export type AuthServerMetadataForm = (typeof AUTH_SERVER_METADATA_FORMS)[number];

/** What the authorization response says in `iss` (RFC 9207): the issuer, nothing, or the issuer with a trailing slash. */
export const ISS_FORMS = ['present', 'absent', 'mismatched'] as const;
export type IssForm = (typeof ISS_FORMS)[number];

/** Where the scope a client should ask for comes from. */
export const SCOPE_SOURCES = ['challenge', 'scopes_supported', 'challenge-outside'] as const;
export type ScopeSource = (typeof SCOPE_SOURCES)[number];

/**
 * What an MCP request that passed the bearer check is handed to (its body already read): it answers,
 * and says with what status and under which number it recorded the request (`ref`, kept in the log).
 */
export type McpUpstream = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<{ status: number; ref?: number }>;

export interface PreRegisteredClient {
  client_id: string;
  /** A confidential client authenticates at the token endpoint (client_secret_basic or _post). */
  client_secret?: string;
  redirect_uris: string[];
}

export interface StepUpOptions {
  /** The scope a `tools/call` needs beyond the base scope (default `mcp:write`). */
  scope?: string;
  /** false: the authorization server never grants it, so every retry meets the 403 again (default true). */
  grant?: boolean;
}

export interface ScriptedAuthServerOptions {
  /** Bind address (default 127.0.0.1). */
  host?: string;
  /** Port of the protected resource (MCP endpoint and its metadata); default 0, a free port. */
  resourcePort?: number;
  /** Port of the authorization server; default 0, a free port. */
  authPort?: number;
  /** Path of the MCP endpoint on the resource port (default `/mcp`). */
  mcpPath?: string;
  /**
   * path: RFC 9728 metadata at `/.well-known/oauth-protected-resource<mcpPath>`; root: at
   * `/.well-known/oauth-protected-resource`; challenge: at `/resource-metadata`, which only the 401's
   * `resource_metadata` names. Default path.
   */
  resourceMetadata?: ResourceMetadataLocation;
  /** Name the metadata URL in the 401's `resource_metadata` too (always so for `challenge`; default false). */
  challengeNamesMetadata?: boolean;
  /**
   * oauth: `/.well-known/oauth-authorization-server[issuer path]`; openid:
   * `/.well-known/openid-configuration[issuer path]`; openid-appended: `[issuer path]/.well-known/openid-configuration`
   * (the same as openid without an issuer path). Default oauth.
   */
  authServerMetadata?: AuthServerMetadataForm;
  /** A path the issuer carries, e.g. `/tenant1` (default none). */
  issuerPath?: string;
  /** Dynamic client registration (RFC 7591) at `<issuer>/register` (default true). */
  dynamicRegistration?: boolean;
  /** Client ID metadata documents: a client_id that is an https URL (default true). */
  clientMetadataDocuments?: boolean;
  /**
   * Accept `http://127.0.0.1`, `http://localhost` and `http://[::1]` client_id URLs as well as https, and
   * fetch a metadata document from a loopback address, so a test can serve its document on loopback
   * (default false: the spec asks https, and a stranger must not make the server reach its own
   * machine's services; a client-role document's judging server turns it on).
   */
  loopbackClientIds?: boolean;
  /**
   * Fetch a metadata document from a private, link-local or other special-purpose address (10/8,
   * 192.168/16, fc00::/7, 169.254/16, …) too. Default false: the server fetches only from public
   * addresses (and loopback with `loopbackClientIds`), whatever a client_id's name resolves to.
   */
  privateClientIds?: boolean;
  /** Clients known before any flow (pre-registration). */
  preRegistered?: PreRegisteredClient[];
  /** Reject an authorization or token request without the RFC 8707 `resource` parameter (default true). */
  requireResource?: boolean;
  /**
   * challenge: the 401 carries `scope="<base>"` and `scopes_supported` lists more; scopes_supported: the
   * 401 carries no scope and `scopes_supported` is exactly the base scope; challenge-outside: the 401 carries
   * `scope="<base>"` and `scopes_supported` does not list it (index.mdx:107: no set relationship may be
   * assumed). Default challenge.
   */
  scopeSource?: ScopeSource;
  /** A 403 `insufficient_scope` on `tools/call` until the token carries one more scope. Default off. */
  stepUp?: boolean | StepUpOptions;
  /** Issue refresh tokens and accept the refresh_token grant (default false). */
  refreshTokens?: boolean;
  /**
   * `iss` in the authorization response (RFC 9207): present (the issuer, default), absent, or mismatched
   * (the issuer with a trailing slash, which a client must not normalize away).
   */
  iss?: IssForm;
  /** `authorization_response_iss_parameter_supported: true` in the metadata (default true). */
  advertiseIss?: boolean;
  /**
   * `code_challenge_methods_supported: ["S256"]` in the metadata (default true). false: the field is absent,
   * which a client must read as "no PKCE" and refuse to proceed (security-considerations.mdx:57).
   */
  advertisePkce?: boolean;
  /**
   * Where an MCP request that passed the bearer check goes (default: the scripted MCP server, started
   * with this server). A client-role document's judging server is handed in here: it answers and
   * records the request; the body is already read.
   */
  upstream?: McpUpstream;
  /** The metadata's `issuer` is not the issuer its URL was built from (RFC 8414 §3.3; default false). */
  metadataIssuerMismatch?: boolean;
  /** Access token lifetime (default 3600). */
  tokenLifetimeSeconds?: number;
  /** The request log keeps at most this many entries, the oldest dropped and counted (default 1000). */
  maxLogEntries?: number;
}

/** The options with every default filled in. */
export interface ResolvedOptions {
  host: string;
  resourcePort: number;
  authPort: number;
  mcpPath: string;
  resourceMetadata: ResourceMetadataLocation;
  challengeNamesMetadata: boolean;
  authServerMetadata: AuthServerMetadataForm;
  issuerPath: string;
  dynamicRegistration: boolean;
  clientMetadataDocuments: boolean;
  loopbackClientIds: boolean;
  privateClientIds: boolean;
  preRegistered: PreRegisteredClient[];
  requireResource: boolean;
  scopeSource: ScopeSource;
  stepUp: { scope: string; grant: boolean } | undefined;
  refreshTokens: boolean;
  iss: IssForm;
  advertiseIss: boolean;
  advertisePkce: boolean;
  metadataIssuerMismatch: boolean;
  tokenLifetimeSeconds: number;
  maxLogEntries: number;
}

/** The scope every MCP request needs. */
export const BASE_SCOPE = 'mcp:read';
/** What `scopes_supported` lists when the challenge names the scope (a superset, on purpose). */
export const ALL_SCOPES = ['mcp:read', 'mcp:write', 'mcp:admin'] as const;

/** An option the server cannot start with; the CLI turns it into a diagnostic. */
export class OAuthOptionError extends Error {
  override name = 'OAuthOptionError';
}

function oneOf<T extends string>(name: string, value: T | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!allowed.includes(value)) throw new OAuthOptionError(`${name} must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}`);
  return value;
}

function pathOption(name: string, value: string | undefined, fallback: string): string {
  const path = value ?? fallback;
  if (path === '') return path;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(path))
    throw new OAuthOptionError(`${name} must be a path like /tenant1 (segments of A-Z a-z 0-9 . _ ~ -); got ${JSON.stringify(path)}`);
  return path;
}

function port(name: string, value: number | undefined): number {
  const p = value ?? 0;
  if (!Number.isInteger(p) || p < 0 || p > 65535) throw new OAuthOptionError(`${name} must be a port number (0 picks a free one); got ${p}`);
  return p;
}

function stepUpOf(value: ScriptedAuthServerOptions['stepUp']): ResolvedOptions['stepUp'] {
  if (!value) return undefined;
  const given = value === true ? {} : value;
  const scope = given.scope ?? 'mcp:write';
  if (!/^[\x21\x23-\x5B\x5D-\x7E]+$/.test(scope)) throw new OAuthOptionError(`stepUp.scope must be one scope token; got ${JSON.stringify(scope)}`);
  return { scope, grant: given.grant ?? true };
}

function preRegisteredOf(list: PreRegisteredClient[] | undefined): PreRegisteredClient[] {
  for (const client of list ?? []) {
    if (!client.client_id) throw new OAuthOptionError('a pre-registered client needs a client_id');
    if (!Array.isArray(client.redirect_uris) || client.redirect_uris.length === 0) {
      throw new OAuthOptionError(`pre-registered client ${client.client_id} needs at least one redirect URI`);
    }
  }
  return list ?? [];
}

export function resolveOptions(options: ScriptedAuthServerOptions): ResolvedOptions {
  const resourceMetadata = oneOf('resourceMetadata', options.resourceMetadata, RESOURCE_METADATA_LOCATIONS, 'path');
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  if (!Number.isInteger(lifetime) || lifetime < 1) throw new OAuthOptionError(`tokenLifetimeSeconds must be a positive integer; got ${lifetime}`);
  const maxLogEntries = options.maxLogEntries ?? 1000;
  if (!Number.isInteger(maxLogEntries) || maxLogEntries < 1) throw new OAuthOptionError(`maxLogEntries must be a positive integer; got ${maxLogEntries}`);
  return {
    host: options.host ?? '127.0.0.1',
    resourcePort: port('resourcePort', options.resourcePort),
    authPort: port('authPort', options.authPort),
    mcpPath: pathOption('mcpPath', options.mcpPath, '/mcp') || '/mcp',
    resourceMetadata,
    challengeNamesMetadata: resourceMetadata === 'challenge' || options.challengeNamesMetadata === true,
    authServerMetadata: oneOf('authServerMetadata', options.authServerMetadata, AUTH_SERVER_METADATA_FORMS, 'oauth'),
    issuerPath: pathOption('issuerPath', options.issuerPath, ''),
    dynamicRegistration: options.dynamicRegistration ?? true,
    clientMetadataDocuments: options.clientMetadataDocuments ?? true,
    loopbackClientIds: options.loopbackClientIds ?? false,
    privateClientIds: options.privateClientIds ?? false,
    preRegistered: preRegisteredOf(options.preRegistered),
    requireResource: options.requireResource ?? true,
    scopeSource: oneOf('scopeSource', options.scopeSource, SCOPE_SOURCES, 'challenge'),
    stepUp: stepUpOf(options.stepUp),
    refreshTokens: options.refreshTokens ?? false,
    iss: oneOf('iss', options.iss, ISS_FORMS, 'present'),
    advertiseIss: options.advertiseIss ?? true,
    advertisePkce: options.advertisePkce ?? true,
    metadataIssuerMismatch: options.metadataIssuerMismatch ?? false,
    tokenLifetimeSeconds: lifetime,
    maxLogEntries,
  };
}
