/**
 * The reference client's OAuth 2.1 flow (docs/client-testing.md, OAuth documents): what an MCP client
 * does when the server answers 401. It reads the protected-resource metadata (the URL the challenge
 * names, else the well-known URIs in the spec's order), finds the authorization server's metadata (the
 * well-known URIs in the spec's priority order), checks its issuer and its PKCE support, gets a client
 * ID (a client ID metadata document it serves on loopback when the server supports those, else dynamic
 * registration), asks for a code with PKCE S256, `resource` and the challenge's scope, follows the
 * redirect itself (headless), checks `iss` (RFC 9207) and `state`, redeems the code, and sends the
 * token in the Authorization header on every request. Each `oauth-` fault (faults.ts) breaks one rule.
 */

import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientFault } from './faults.js';

type Json = Record<string, unknown>;

/** The token a faulty client sends before it has one of its own (issued by no server of this flow). */
const FOREIGN_TOKEN = 'token-from-another-authorization-server';

function b64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/** `WWW-Authenticate: Bearer a="b", c="d"` → { a: 'b', c: 'd' }. */
export function challengeParams(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of (header ?? '').matchAll(/([A-Za-z_]+)="([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

async function getJson(url: string): Promise<Json | undefined> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  return (await response.json()) as Json;
}

/** The well-known URIs of an issuer's metadata, in the priority order of authorization-server-discovery.mdx. */
function metadataUrls(issuer: URL, fault: ClientFault | ''): string[] {
  const path = issuer.pathname === '/' ? '' : issuer.pathname.replace(/\/$/, '');
  const urls = path
    ? [
        `${issuer.origin}/.well-known/oauth-authorization-server${path}`,
        `${issuer.origin}/.well-known/openid-configuration${path}`,
        `${issuer.origin}${path}/.well-known/openid-configuration`,
      ]
    : [`${issuer.origin}/.well-known/oauth-authorization-server`, `${issuer.origin}/.well-known/openid-configuration`];
  return fault === 'oauth-as-metadata-oauth-only' ? urls.slice(0, 1) : urls;
}

/** Step-ups the client tries in one run before it takes an insufficient_scope as final. */
const MAX_STEP_UPS = 2;
/** The oauth-endless-stepup fault's bound (a guard for the test process, far past any limit a document allows). */
const ENDLESS_STEP_UPS = 40;

export class OAuthSession {
  private token: string | undefined;
  /** Step-ups tried so far in this run. */
  private stepUps = 0;
  /** The scopes asked for so far (a step-up asks for their union with the challenge's). */
  private scopes: string[] = [];
  /** The servers of its client ID metadata documents: one per flow (a second 401 runs the flow again). */
  private readonly docServers: Server[] = [];

  constructor(private readonly fault: ClientFault | '') {
    if (fault === 'oauth-foreign-token') this.token = FOREIGN_TOKEN;
  }

  /**
   * fetch with the token; on a 401 the flow once, then the request again. A 403 `insufficient_scope`
   * is met with a step-up: the flow again for the union of the scopes asked so far and the challenge's,
   * then the request again, at most MAX_STEP_UPS times in the client's run (the oauth-endless-stepup fault: no limit).
   */
  async fetch(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    const send = () => fetch(url, { ...init, headers: { ...init.headers, ...this.authorization(init) } });
    let answer = await send();
    if (answer.status === 401) {
      await answer.body?.cancel();
      const params = challengeParams(answer.headers.get('www-authenticate'));
      this.token = await this.authorize(url, params);
      answer = await send();
    }
    while (answer.status === 403 && (this.stepUps < MAX_STEP_UPS || (this.fault === 'oauth-endless-stepup' && this.stepUps < ENDLESS_STEP_UPS))) {
      const params = challengeParams(answer.headers.get('www-authenticate'));
      if (params.error !== 'insufficient_scope') break;
      await answer.body?.cancel();
      this.stepUps++;
      const scope = [...new Set([...this.scopes, ...(params.scope ?? '').split(' ').filter(Boolean)])].join(' ');
      this.token = await this.authorize(url, { ...params, scope });
      answer = await send();
    }
    return answer;
  }

  private authorization(init: RequestInit): Record<string, string> {
    if (!this.token) return {};
    const body = typeof init.body === 'string' ? init.body : '';
    if (this.fault === 'oauth-token-not-on-every-request' && body.includes('"tools/call"')) return {};
    return { authorization: `Bearer ${this.token}` };
  }

  async close(): Promise<void> {
    const servers = this.docServers.splice(0);
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }

  /** The protected-resource metadata: the challenge's URL, else the path-based then the root well-known URI. */
  private async resourceMetadata(mcpUrl: string, params: Record<string, string>): Promise<Json> {
    if (params.resource_metadata && this.fault !== 'oauth-ignores-challenge-metadata') {
      const named = await getJson(params.resource_metadata);
      if (named) return named;
    }
    const url = new URL(mcpUrl);
    const atPath = `${url.origin}/.well-known/oauth-protected-resource${url.pathname === '/' ? '' : url.pathname}`;
    const atRoot = `${url.origin}/.well-known/oauth-protected-resource`;
    for (const candidate of this.fault === 'oauth-root-first' ? [atRoot, atPath] : [atPath, atRoot]) {
      const found = await getJson(candidate);
      if (found) return found;
    }
    throw new Error('no protected-resource metadata found');
  }

  private async serverMetadata(issuer: string): Promise<Json> {
    for (const candidate of metadataUrls(new URL(issuer), this.fault)) {
      const found = await getJson(candidate);
      if (!found) continue;
      // RFC 8414 §3.3: the issuer in the document must be the one the URL was built from.
      if (found.issuer !== issuer && this.fault !== 'oauth-accepts-issuer-mismatch')
        throw new Error(`metadata issuer ${String(found.issuer)} is not ${issuer}`);
      return found;
    }
    throw new Error(`no authorization server metadata for ${issuer}`);
  }

  /** A client ID: a metadata document served on loopback when the server takes those, else registration. */
  private async clientId(metadata: Json, redirectUri: (port: number) => string): Promise<{ clientId: string; redirect: string }> {
    if (metadata.client_id_metadata_document_supported === true) return this.metadataDocument(redirectUri);
    if (typeof metadata.registration_endpoint !== 'string') throw new Error('no way to get a client ID');
    const redirect = redirectUri(8976);
    const body: Json = {
      client_name: 'wirecase reference client',
      redirect_uris: [redirect],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
    if (this.fault !== 'oauth-no-application-type') body.application_type = 'native';
    const response = await fetch(metadata.registration_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const registered = (await response.json()) as Json;
    if (!response.ok || typeof registered.client_id !== 'string') throw new Error(`registration refused: ${JSON.stringify(registered)}`);
    return { clientId: registered.client_id, redirect };
  }

  private async metadataDocument(redirectUri: (port: number) => string): Promise<{ clientId: string; redirect: string }> {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(document));
    });
    this.docServers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const clientId = `http://127.0.0.1:${port}/client.json`;
    const redirect = redirectUri(port);
    const document = {
      client_id: this.fault === 'oauth-cimd-id-mismatch' ? `${clientId}?v=1` : clientId,
      client_name: 'wirecase reference client',
      redirect_uris: [redirect],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
    return { clientId, redirect };
  }

  /** The whole flow; resolves to the access token. */
  private async authorize(mcpUrl: string, params: Record<string, string>): Promise<string> {
    const resource = await this.resourceMetadata(mcpUrl, params);
    const issuer = (resource.authorization_servers as string[] | undefined)?.[0];
    if (!issuer) throw new Error('the protected-resource metadata names no authorization server');
    const metadata = await this.serverMetadata(issuer);
    const methods = metadata.code_challenge_methods_supported;
    if (!(Array.isArray(methods) && methods.includes('S256')) && this.fault !== 'oauth-no-pkce-check')
      throw new Error('the authorization server does not advertise PKCE S256: not proceeding');
    const { clientId, redirect } = await this.clientId(metadata, (port) => `http://127.0.0.1:${port}/callback`);
    const verifier = b64url(randomBytes(32));
    const state = b64url(randomBytes(16));
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: this.fault === 'oauth-unregistered-redirect' ? `${redirect}/other` : redirect,
      state,
    });
    for (const [name, value] of Object.entries(this.pkce(verifier))) query.set(name, value);
    const scope =
      this.fault === 'oauth-ignores-challenge-scope' || !params.scope ? (resource.scopes_supported as string[] | undefined)?.join(' ') : params.scope;
    if (scope) query.set('scope', scope);
    if (scope) this.scopes = [...new Set([...this.scopes, ...scope.split(' ')])];
    const canonical = typeof resource.resource === 'string' ? resource.resource : mcpUrl;
    if (this.fault !== 'oauth-no-resource') query.set('resource', canonical);
    const answer = await fetch(`${String(metadata.authorization_endpoint)}?${query}`, { redirect: 'manual' });
    await answer.body?.cancel();
    const location = answer.headers.get('location');
    if (!location) throw new Error(`the authorization endpoint answered ${answer.status}, not a redirect`);
    const back = new URL(location).searchParams;
    this.checkIss(back.get('iss'), metadata);
    if (back.get('state') !== state) throw new Error('the authorization response has another state');
    const code = back.get('code');
    if (!code) throw new Error(`the authorization failed: ${back.get('error')}`);
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirect, client_id: clientId, code_verifier: verifier });
    if (this.fault !== 'oauth-no-resource') form.set('resource', canonical);
    const response = await fetch(String(metadata.token_endpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const tokens = (await response.json()) as Json;
    if (!response.ok || typeof tokens.access_token !== 'string') throw new Error(`the token request failed: ${String(tokens.error)}`);
    if (this.fault === 'oauth-needs-refresh-token' && typeof tokens.refresh_token !== 'string') throw new Error('no refresh token issued');
    return tokens.access_token;
  }

  /** The PKCE parameters of the authorization request: S256 (or what a fault sends instead). */
  private pkce(verifier: string): Record<string, string> {
    if (this.fault === 'oauth-no-pkce') return {};
    if (this.fault === 'oauth-plain-pkce') return { code_challenge: verifier, code_challenge_method: 'plain' };
    return { code_challenge: b64url(createHash('sha256').update(verifier).digest()), code_challenge_method: 'S256' };
  }

  /** RFC 9207 §2.4: `iss` must be the issuer, compared as strings; required when the server says it sends it. */
  private checkIss(iss: string | null, metadata: Json): void {
    if (this.fault === 'oauth-no-iss-check') return;
    if (iss === null && metadata.authorization_response_iss_parameter_supported === true) throw new Error('the authorization response has no iss');
    if (iss !== null && iss !== metadata.issuer) throw new Error(`the authorization response's iss ${iss} is not ${String(metadata.issuer)}`);
  }
}
