/**
 * The protected resource: the scripted MCP server (src/serve/scripted) behind a bearer check. A request
 * without a token, or with one this server did not issue for this resource, gets a 401 challenge; a
 * `tools/call` whose token lacks the step-up scope gets a 403 `insufficient_scope`; anything else is
 * handed to the scripted server as it came (less the Authorization header) and its answer streamed back.
 */

import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { readBody } from '../http/body.js';
import { sendJson } from '../http/reply.js';
import { challenge, type Layout } from './layout.js';
import { BASE_SCOPE, type McpUpstream, type ResolvedOptions } from './options.js';
import type { TokenCheck } from './request-log.js';
import type { TokenIssuer } from './tokens.js';

/** The scripted server's partition the OAuth server's MCP traffic goes to. */
export const PARTITION = 'oauth';
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'authorization', 'content-length', 'upgrade']);

export interface McpOutcome {
  status: number;
  rpcMethod?: string;
  token: TokenCheck;
  error?: string;
  /** The upstream's number for the request it answered. */
  ref?: number;
}

function rpcMethodOf(body: Buffer): string | undefined {
  try {
    const message = JSON.parse(body.toString('utf8')) as unknown;
    const first = Array.isArray(message) ? message[0] : message;
    return first && typeof first === 'object' && typeof (first as { method?: unknown }).method === 'string' ? (first as { method: string }).method : undefined;
  } catch {
    return undefined;
  }
}

function refuse(res: ServerResponse, status: 401 | 403, wwwAuthenticate: string, error: string, description: string): void {
  sendJson(res, status, { error, error_description: description }, { 'www-authenticate': wwwAuthenticate, 'cache-control': 'no-store' });
}

/** What the request's token is worth: a bearer in the header, checked; one in the query string is refused (spec: MUST NOT). */
async function checkToken(req: IncomingMessage, url: URL, issuer: TokenIssuer, layout: Layout): Promise<TokenCheck> {
  if (url.searchParams.has('access_token')) return { outcome: 'in-query', reason: 'an access token in the query string' };
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) return header ? { outcome: 'invalid', reason: 'the Authorization header is not a Bearer token' } : { outcome: 'missing' };
  const verified = await issuer.verify(match[1]!, layout.resource);
  return verified.ok ? { outcome: 'accepted', scope: verified.scope } : { outcome: 'invalid', reason: verified.reason };
}

function hasScope(scope: string | undefined, wanted: string): boolean {
  return (scope ?? '').split(' ').includes(wanted);
}

export interface ProtectedEndpoint {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<McpOutcome>;
}

/** `upstream`: where an accepted request goes; else the scripted server on `scriptedPort`. */
export function protectedEndpoint(options: ResolvedOptions, layout: Layout, issuer: TokenIssuer, upstream: McpUpstream | number): ProtectedEndpoint {
  return {
    async handle(req, res, url) {
      const read = await readBody(req, MAX_BODY_BYTES);
      const body = read.ok ? read.body : Buffer.alloc(0);
      const rpcMethod = rpcMethodOf(body);
      const token = await checkToken(req, url, issuer, layout);
      const base = { ...(rpcMethod ? { rpcMethod } : {}), token };
      if (token.outcome === 'missing') {
        refuse(res, 401, challenge(options, layout, {}), 'invalid_request', 'this MCP server needs an access token');
        return { ...base, status: 401 };
      }
      if (token.outcome !== 'accepted') {
        refuse(res, 401, challenge(options, layout, { error: 'invalid_token' }), 'invalid_token', token.reason ?? 'invalid token');
        return { ...base, status: 401, error: 'invalid_token' };
      }
      const needed = rpcMethod === 'tools/call' && options.stepUp ? [BASE_SCOPE, options.stepUp.scope] : [BASE_SCOPE];
      if (!needed.every((s) => hasScope(token.scope, s))) {
        const outcome: TokenCheck = { outcome: 'insufficient_scope', scope: token.scope ?? '' };
        refuse(
          res,
          403,
          challenge(options, layout, { error: 'insufficient_scope', scope: needed.join(' ') }),
          'insufficient_scope',
          `this request needs scope ${needed.join(' ')}`,
        );
        return { ...base, token: outcome, status: 403, error: 'insufficient_scope' };
      }
      if (!read.ok) {
        sendJson(res, 413, { error: `request body larger than ${MAX_BODY_BYTES} bytes` }, { connection: 'close' });
        return { ...base, status: 413 };
      }
      if (typeof upstream !== 'number') return { ...base, ...(await upstream(req, res, body)) };
      return { ...base, status: await forward(req, res, body, url, upstream) };
    },
  };
}

/** Hands the request to the scripted server's `/oauth/mcp` and streams its answer back; resolves to the status. */
function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, url: URL, scriptedPort: number): Promise<number> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  headers.host = `127.0.0.1:${scriptedPort}`;
  headers['content-length'] = String(body.length);
  return new Promise((resolve) => {
    const upstream = request({ host: '127.0.0.1', port: scriptedPort, method: req.method, path: `/${PARTITION}/mcp${url.search}`, headers }, (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && name !== 'connection' && name !== 'keep-alive') out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
      resolve(answer.statusCode ?? 502);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) {
        sendJson(res, 502, { error: `the scripted MCP server did not answer: ${error.message}` });
      } else res.destroy();
      resolve(502);
    });
    res.on('close', () => upstream.destroy());
    upstream.end(body);
  });
}
