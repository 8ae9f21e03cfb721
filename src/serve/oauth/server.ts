/**
 * The scripted OAuth 2.1 authorization server and the protected MCP server it guards, each on its own
 * loopback port (so a client that guesses the authorization server from the MCP server's origin, instead
 * of reading the protected-resource metadata, does not find it).
 *
 *   resource server   <mcpPath>                       the MCP endpoint (the scripted MCP server behind a bearer check)
 *                     <resource metadata path>        RFC 9728 metadata (where depends on the variant)
 *                     GET|DELETE /test/requests       the request log of both servers
 *   authorization     <AS metadata path>              RFC 8414 or OpenID Connect Discovery metadata
 *                     <issuer path>/authorize         302 to the redirect URI at once (headless)
 *                     <issuer path>/token             authorization_code (PKCE checked), refresh_token
 *                     <issuer path>/register          RFC 7591 dynamic registration
 *                     <issuer path>/jwks              the key the tokens are signed with
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http/body.js';
import { listen as listenHttp } from '../http/listen.js';
import { sendJson as send, sendEmpty, sendText } from '../http/reply.js';
import { startScriptedServer } from '../scripted/index.js';
import { authorize, CodeStore } from './authorize.js';
import { ClientRegistry } from './clients.js';
import { authServerMetadata, type Layout, makeLayout, resourceMetadata } from './layout.js';
import { type ResolvedOptions, resolveOptions, type ScriptedAuthServerOptions } from './options.js';
import { type Endpoint, maskHeaders, maskJson, maskParams, type OAuthLogEntry, OAuthRequestLog } from './request-log.js';
import { protectedEndpoint } from './resource.js';
import { TokenEndpoint } from './token-endpoint.js';
import { makeTokenIssuer } from './tokens.js';

export interface ScriptedAuthServer {
  /** The MCP endpoint a client is given (also the resource identifier and the tokens' audience). */
  url: string;
  /** The authorization server's issuer identifier. */
  issuer: string;
  /** Where the protected-resource metadata is served. */
  resourceMetadataUrl: string;
  /** Where the authorization server metadata is served. */
  authServerMetadataUrl: string;
  /** The request log's URL (GET to read it, DELETE to clear it). */
  logUrl: string;
  /** Every request either server received, credentials masked. */
  log: OAuthRequestLog;
  options: ResolvedOptions;
  /** Stops both servers and the scripted MCP server behind them. */
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<Partial<OAuthLogEntry> & { endpoint: Endpoint; status: number }>;

interface Listener {
  origin: string;
  port: number;
  setHandler(handler: Handler): void;
  close(): Promise<void>;
}

/** The log's clock: ms of the process clock, to the microsecond (a judging server behind uses the same). */
export function clock(): number {
  return Math.round(performance.now() * 1000) / 1000;
}

/** Every answer of the OAuth servers is JSON no one may cache. */
function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  send(res, status, value, { 'cache-control': 'no-store', ...headers });
}

/** One loopback listener that logs every request it answers (but reads of the log itself). */
async function listen(host: string, port: number, server: 'resource' | 'authorization', log: OAuthRequestLog): Promise<Listener> {
  let handler: Handler | undefined;
  const listening = await listenHttp(
    (req, res) => {
      const url = new URL(req.url ?? '/', 'http://oauth.invalid');
      const receivedAt = clock();
      // Between listening and the key being made, nothing is ready yet.
      if (!handler) return sendJson(res, 503, { error: 'starting' }, { 'retry-after': '1' });
      void handler(req, res, url).then(
        (result) => {
          if (result.endpoint === 'not-found' && url.pathname === '/test/requests') return;
          log.add({
            server,
            method: req.method ?? 'GET',
            path: url.pathname,
            query: maskParams(url.searchParams),
            headers: maskHeaders(req.headers),
            ...result,
            receivedAt,
            answeredAt: clock(),
          });
        },
        (error: Error) => {
          if (!res.headersSent) sendJson(res, 500, { error: `scripted OAuth server error: ${error.message}` });
          else res.destroy();
        },
      );
    },
    { host, port },
  );
  return { origin: listening.origin, port: listening.port, setHandler: (h) => (handler = h), close: listening.close };
}

const notFound = (res: ServerResponse): { endpoint: Endpoint; status: number } => {
  sendJson(res, 404, { error: 'not found' });
  return { endpoint: 'not-found', status: 404 };
};

function resourceHandler(options: ResolvedOptions, layout: Layout, log: OAuthRequestLog, mcp: ReturnType<typeof protectedEndpoint>): Handler {
  return async (req, res, url) => {
    if (url.pathname === options.mcpPath) return { endpoint: 'mcp', ...(await mcp.handle(req, res, url)) };
    if (url.pathname === layout.resourceMetadataPath && req.method === 'GET') {
      sendJson(res, 200, resourceMetadata(options, layout));
      return { endpoint: 'resource-metadata', status: 200 };
    }
    if (url.pathname === '/test/requests' && (req.method === 'GET' || req.method === 'DELETE')) {
      if (req.method === 'DELETE') log.clear();
      sendJson(res, 200, req.method === 'GET' ? log.snapshot() : { cleared: true });
      return { endpoint: 'not-found', status: 200 };
    }
    return notFound(res);
  };
}

interface AuthParts {
  options: ResolvedOptions;
  layout: Layout;
  clients: ClientRegistry;
  codes: CodeStore;
  tokens: TokenEndpoint;
  jwks: unknown;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const read = await readBody(req, 64 * 1024);
  if (!read.ok || !/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return undefined;
  return new URLSearchParams(read.body.toString('utf8'));
}

async function tokenRoute(req: IncomingMessage, res: ServerResponse, parts: AuthParts) {
  const form = await formOf(req);
  if (!form) {
    sendJson(res, 400, { error: 'invalid_request', error_description: 'the token request must be an application/x-www-form-urlencoded POST' });
    return { endpoint: 'token' as const, status: 400, error: 'invalid_request' };
  }
  const answer = await parts.tokens.answer(form, req.headers.authorization);
  sendJson(res, answer.status, answer.json, { pragma: 'no-cache' });
  const detail = typeof answer.json.error_description === 'string' ? { detail: answer.json.error_description } : {};
  return { endpoint: 'token' as const, status: answer.status, form: maskParams(form), ...(answer.error ? { error: answer.error } : {}), ...detail };
}

async function registerRoute(req: IncomingMessage, res: ServerResponse, parts: AuthParts) {
  const read = await readBody(req, 64 * 1024);
  let body: unknown;
  try {
    body = read.ok ? JSON.parse(read.body.toString('utf8')) : undefined;
  } catch {
    body = undefined;
  }
  const answer = parts.clients.register(body);
  sendJson(res, answer.status, answer.json);
  const error = typeof answer.json.error === 'string' ? { error: answer.json.error } : {};
  return { endpoint: 'register' as const, status: answer.status, json: maskJson(body), ...error };
}

async function authorizeRoute(res: ServerResponse, url: URL, parts: AuthParts) {
  const answer = await authorize(url.searchParams, parts.clients, parts.codes, parts.options, parts.layout);
  if (answer.kind === 'redirect') {
    sendEmpty(res, 302, { location: answer.location, 'cache-control': 'no-store' });
    return { endpoint: 'authorize' as const, status: 302, ...(answer.error ? { error: answer.error, detail: answer.detail! } : {}) };
  }
  sendText(res, answer.status, `${answer.error}: ${answer.detail}\n`);
  return { endpoint: 'authorize' as const, status: answer.status, error: answer.error, detail: answer.detail };
}

function authHandler(parts: AuthParts): Handler {
  const { layout, options } = parts;
  return async (req, res, url) => {
    const path = url.pathname;
    if (path === layout.authMetadataPath && req.method === 'GET') {
      sendJson(res, 200, authServerMetadata(options, layout));
      return { endpoint: 'auth-server-metadata', status: 200 };
    }
    if (path === layout.endpoints.authorize && req.method === 'GET') return authorizeRoute(res, url, parts);
    if (path === layout.endpoints.token && req.method === 'POST') return tokenRoute(req, res, parts);
    if (path === layout.endpoints.register && req.method === 'POST' && options.dynamicRegistration) return registerRoute(req, res, parts);
    if (path === layout.endpoints.jwks && req.method === 'GET') {
      sendJson(res, 200, parts.jwks);
      return { endpoint: 'jwks', status: 200 };
    }
    return notFound(res);
  };
}

/** Starts the authorization server, the protected MCP server and the scripted MCP server behind it. */
export async function startScriptedAuthServer(given: ScriptedAuthServerOptions = {}): Promise<ScriptedAuthServer> {
  const options = resolveOptions(given);
  const log = new OAuthRequestLog(options.maxLogEntries);
  // With an upstream (a client-role document's judging server) no scripted MCP server is needed.
  const scripted = given.upstream ? undefined : await startScriptedServer({ host: '127.0.0.1', port: 0, fault: '' });
  const behind = given.upstream ?? scripted!.port;
  const started: Listener[] = [];
  try {
    const resourceListener = await listen(options.host, options.resourcePort, 'resource', log);
    started.push(resourceListener);
    const authListener = await listen(options.host, options.authPort, 'authorization', log);
    started.push(authListener);
    const layout = makeLayout(options, resourceListener.origin, authListener.origin);
    const issuer = await makeTokenIssuer(layout.issuer, options.tokenLifetimeSeconds);
    const clients = new ClientRegistry(options);
    const codes = new CodeStore();
    const tokens = new TokenEndpoint(options, layout, clients, codes, issuer);
    resourceListener.setHandler(resourceHandler(options, layout, log, protectedEndpoint(options, layout, issuer, behind)));
    authListener.setHandler(authHandler({ options, layout, clients, codes, tokens, jwks: issuer.jwks }));
    let closed: Promise<void> | undefined;
    return {
      url: layout.resource,
      issuer: layout.issuer,
      resourceMetadataUrl: layout.resourceMetadataUrl,
      authServerMetadataUrl: `${layout.authOrigin}${layout.authMetadataPath}`,
      logUrl: `${layout.resourceOrigin}/test/requests`,
      log,
      options,
      close: () => (closed ??= Promise.all([resourceListener.close(), authListener.close(), scripted?.close()]).then(() => undefined)),
    };
  } catch (error) {
    await Promise.all([...started.map((l) => l.close()), scripted?.close()]);
    throw error;
  }
}
