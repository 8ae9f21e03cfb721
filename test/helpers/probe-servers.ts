import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Small MCP-shaped servers for the shared probe's tests (test/unit/probe, test/e2e/probe-suites), on
 * 127.0.0.1 at a free port. Each is one way a server met in the field answers before its era is known:
 * optional auth (a challenge on a 200), required auth (401 to everything without a token), OAuth or a
 * static bearer token, a Host policy that wants `localhost`, and which eras it speaks.
 */
export interface ProbeServerOptions {
  /** Speaks the 2025 era: initialize answers a result with protocolVersion 2025-11-25. */
  speaks2025?: boolean;
  /** Speaks 2026-07-28: server/discover answers a result. */
  speaks2026?: boolean;
  /** 'required': 401 without `Authorization: Bearer <token>`; 'optional': a Bearer challenge on every 200. */
  auth?: 'required' | 'optional' | 'none';
  /** With auth: 'oauth' names RFC 9728 metadata in the challenge and serves it; 'bearer' names none. */
  scheme?: 'oauth' | 'bearer';
  /** The token a request must carry when auth is required. */
  token?: string;
  /** Host policy: a request whose Host is not this name (e.g. 'localhost') is refused with 403. */
  allowedHostName?: string;
  /** Answers as an event stream, with the request's id turned into a string (a wrong id, as a broken server sends it). */
  sseWithStringId?: boolean;
}

export interface ProbeServer {
  url: string;
  port: number;
  /** Every request received: method, path, JSON-RPC method, whether it carried Authorization. */
  requests: Array<{ method: string; path: string; rpc?: string; authorized: boolean; host: string }>;
  close(): Promise<void>;
}

export async function startProbeServer(options: ProbeServerOptions): Promise<ProbeServer> {
  const requests: ProbeServer['requests'] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const answer = answerOf(req, text, options, requests);
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function answerOf(req: IncomingMessage, text: string, options: ProbeServerOptions, requests: ProbeServer['requests']): Answer {
  const host = req.headers.host ?? '';
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  let message: { id?: unknown; method?: string } = {};
  try {
    message = JSON.parse(text || '{}');
  } catch {
    /* not JSON: answered below */
  }
  const authorization = req.headers.authorization;
  requests.push({ method: req.method ?? '', path, ...(message.method ? { rpc: message.method } : {}), authorized: authorization !== undefined, host });
  const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
    options.sseWithStringId && status === 200 && typeof body === 'object' && body !== null && 'jsonrpc' in body
      ? {
          status,
          headers: { 'Content-Type': 'text/event-stream', ...headers },
          body: `event: message\ndata: ${JSON.stringify({ ...body, id: String((body as { id?: unknown }).id) })}\n\n`,
        }
      : { status, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
  if (options.allowedHostName && host.split(':')[0] !== options.allowedHostName) return json(403, { error: 'Invalid Host header' });
  const origin = `http://${host}`;
  if (path === '/.well-known/oauth-protected-resource/mcp' || path === '/.well-known/oauth-protected-resource') {
    if (options.scheme === 'oauth') return json(200, { resource: `${origin}/mcp`, authorization_servers: ['https://auth.example'] });
    return { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'not found' };
  }
  const challenge = options.scheme === 'oauth' ? `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"` : 'Bearer realm="probe"';
  if (options.auth === 'required' && authorization !== `Bearer ${options.token ?? 'good-token'}`)
    return json(401, { error: 'unauthorized' }, { 'WWW-Authenticate': challenge });
  const extra: Record<string, string> = options.auth === 'optional' ? { 'WWW-Authenticate': challenge } : {};
  if (req.method !== 'POST') return { status: 405, headers: {}, body: '' };
  if (message.method === 'initialize' && options.speaks2025)
    return json(
      200,
      { jsonrpc: '2.0', id: message.id, result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'probe', version: '1' } } },
      extra,
    );
  if (message.method === 'server/discover' && options.speaks2026)
    return json(
      200,
      { jsonrpc: '2.0', id: message.id, result: { supportedVersions: ['2026-07-28'], capabilities: {}, serverInfo: { name: 'probe', version: '1' } } },
      extra,
    );
  if (message.method === 'tools/list') return json(200, { jsonrpc: '2.0', id: message.id, result: { tools: [] } }, extra);
  if (message.method === 'notifications/initialized') return { status: 202, headers: extra, body: '' };
  return json(400, { jsonrpc: '2.0', id: message.id ?? null, error: { code: -32600, message: `unsupported: ${message.method}` } }, extra);
}
