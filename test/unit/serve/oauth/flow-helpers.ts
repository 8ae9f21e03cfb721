/**
 * A hand-driven OAuth client for the scripted authorization server's tests: each step of the flow is
 * one function, so a test can break exactly one thing (no verifier, another resource) and see the answer.
 * Traffic goes only to 127.0.0.1.
 */

import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScriptedAuthServer } from '../../../../src/serve/oauth/index.js';

export const REDIRECT_URI = 'http://127.0.0.1:9/callback';

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function getJson(url: string): Promise<{ status: number; json: any; headers: Headers }> {
  const res = await fetch(url);
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

/** The authorization server metadata, found the way the server's variant says. */
export async function discover(server: ScriptedAuthServer): Promise<any> {
  const prm = await getJson(server.resourceMetadataUrl);
  if (prm.status !== 200) throw new Error(`resource metadata: HTTP ${prm.status}`);
  const as = await getJson(server.authServerMetadataUrl);
  if (as.status !== 200) throw new Error(`AS metadata: HTTP ${as.status}`);
  return as.json;
}

export async function register(metadata: any, body: Record<string, unknown> = {}): Promise<{ status: number; json: any }> {
  const res = await fetch(metadata.registration_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'test client', redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none', ...body }),
  });
  return { status: res.status, json: await res.json() };
}

export interface AuthorizeParams {
  client_id: string;
  redirect_uri?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  resource?: string;
  scope?: string;
  state?: string;
}

/** GETs the authorization endpoint without following the redirect; returns the status and the redirect's parameters. */
export async function authorizeRequest(metadata: any, params: AuthorizeParams): Promise<{ status: number; location?: URL; text: string }> {
  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  return { status: res.status, text: await res.text(), ...(location ? { location: new URL(location) } : {}) };
}

export async function tokenRequest(
  metadata: any,
  form: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any }> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) if (value !== undefined) body.set(name, value);
  const res = await fetch(metadata.token_endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
  return { status: res.status, json: await res.json() };
}

/** A fresh authorization code for `clientId` (PKCE S256, the server's resource, `extra` added or, undefined, removed), and the verifier that redeems it. */
export async function authorizeCode(server: ScriptedAuthServer, metadata: any, clientId: string, extra: Record<string, string | undefined> = {}) {
  const { verifier, challenge } = pkce();
  const params = { client_id: clientId, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: 'S256', resource: server.url, ...extra };
  const auth = await authorizeRequest(metadata, params as AuthorizeParams);
  return { auth, verifier, code: auth.location?.searchParams.get('code') ?? undefined };
}

/** Redeems `code` with `verifier` for `clientId`; `extra` adds to (or, undefined, removes from) the token form. */
export function redeemCode(
  server: ScriptedAuthServer,
  metadata: any,
  clientId: string,
  code: string | undefined,
  verifier: string | undefined,
  extra: Record<string, string | undefined> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any }> {
  const form = {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
    client_id: clientId,
    resource: server.url,
    ...extra,
  };
  return tokenRequest(metadata, form, headers);
}

/** The whole flow for a registered public client: a code, then a token. */
export async function obtainToken(server: ScriptedAuthServer, clientId: string, scope = 'mcp:read'): Promise<{ status: number; json: any }> {
  const metadata = await discover(server);
  const { auth, code, verifier } = await authorizeCode(server, metadata, clientId, { scope, state: 's1' });
  if (!code) throw new Error(`no code: HTTP ${auth.status} ${auth.location ?? auth.text}`);
  return redeemCode(server, metadata, clientId, code, verifier);
}

export async function mcpPost(url: string, body: unknown, token?: string): Promise<{ status: number; headers: Headers; text: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

export const LIST_TOOLS = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
export const CALL_TOOL = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hello' } } };

/** A loopback server that serves one JSON document at `/client.json` (a client ID metadata document). */
export async function serveDocument(make: (url: string) => unknown): Promise<{ url: string; close(): Promise<void> }> {
  let url = '';
  const server: Server = createServer((req, res) => {
    if (req.url !== '/client.json') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(make(url)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client.json`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
