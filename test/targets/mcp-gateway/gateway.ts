/**
 * The reference MCP gateway: a pass-through HTTP proxy (node:http in front, undici behind, no MCP
 * SDK). Every path is forwarded to the same path of the back, so `/<partition>/mcp` of the front
 * reaches `/<partition>/mcp` of the scripted server and partitions work through it. It rewrites the
 * Host (undici names the back), checks the Origin itself (a foreign one gets 403 and never reaches
 * the back), relays statuses, headers, session ids and bodies unchanged (an event stream one event
 * at a time, as it arrives), and applies its policy (policy.ts). FAULT=<name> breaks one of those
 * promises (faults.ts). `GET /wirecase-gateway` answers `{"back": "<the back's origin>"}`, so the
 * gateway suite finds the scripted server's request log.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Agent, type Dispatcher, request } from 'undici';
import { type GatewayFault, resolveGatewayFault } from './faults.js';
import { EventRelay, parseObject, type RelayContext, relayMessage, rewriteRequest } from './messages.js';
import { type Policy, REFUSED_TOOL, refusal, resolvePolicy } from './policy.js';

export interface GatewayOptions {
  /** The back's origin, e.g. http://127.0.0.1:3021 (the scripted server). */
  back: string;
  host?: string;
  /** 0 (default): a free port. */
  port?: number;
  fault?: string;
  policy?: string;
}

export interface Gateway {
  url: string;
  port: number;
  back: string;
  fault: GatewayFault | undefined;
  policy: Policy;
  close(): Promise<void>;
}

/** Headers of one hop only, or recomputed: never copied across the gateway. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-connection', 'host', 'content-length']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_BODY_BYTES = 4 << 20;
export const INFO_PATH = '/wirecase-gateway';

/** DNS-rebinding guard, as the scripted server's: an Origin must be loopback or the gateway's own Host. */
function originAllowed(origin: string, host: string | undefined): boolean {
  try {
    const parsed = new URL(origin);
    return LOOPBACK.has(parsed.hostname) || (host !== undefined && parsed.host === host);
  } catch {
    return false;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function forwardHeaders(req: IncomingMessage, fault: GatewayFault | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (name === 'origin' && fault === 'no-origin-check') continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function responseHeaders(upstream: Dispatcher.ResponseData, fault: GatewayFault | undefined): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const type = String(headers['content-type'] ?? '');
  if (fault === 'json-as-text' && type.startsWith('application/json')) headers['content-type'] = 'text/plain; charset=utf-8';
  return headers;
}

async function relayBody(res: ServerResponse, upstream: Dispatcher.ResponseData, context: RelayContext): Promise<void> {
  const type = String(upstream.headers['content-type'] ?? '');
  if (type.startsWith('text/event-stream')) {
    // One event at a time, as it arrives: progress reaches the client before the result.
    const relay = new EventRelay(context);
    upstream.body.setEncoding('utf8');
    for await (const chunk of upstream.body) res.write(relay.push(chunk as string));
    res.end(relay.end());
    return;
  }
  const text = await upstream.body.text();
  res.end(type.startsWith('application/json') ? relayMessage(text, context) : text);
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const fault = resolveGatewayFault(options.fault);
  const policy = resolvePolicy(options.policy);
  const back = options.back.replace(/\/+$/, '');
  const agent = new Agent({ headersTimeout: 120_000, bodyTimeout: 0 });
  const sockets = new Set<Socket>();
  let tokens = 0;

  async function forward(req: IncomingMessage, res: ServerResponse, signal: AbortSignal): Promise<void> {
    const origin = req.headers.origin;
    if (origin !== undefined && fault !== 'no-origin-check' && !originAllowed(origin, req.headers.host)) {
      send(res, 403, JSON.stringify({ jsonrpc: '2.0', error: { code: -32600, message: `Forbidden: Origin ${origin} is not allowed` } }));
      return;
    }
    const raw = await readBody(req);
    if (raw === undefined) {
      send(res, 413, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'request body too large' } }));
      return;
    }
    const message = raw.length ? parseObject(raw.toString('utf8')) : undefined;
    const params = message?.params as Record<string, unknown> | undefined;
    if (message?.method === 'tools/call' && params?.name === REFUSED_TOOL && policy === 'screen-secrets' && fault !== 'policy-off') {
      send(res, 200, refusal(message.id, `the tool ${REFUSED_TOOL} is not allowed`));
      return;
    }
    const body = message ? JSON.stringify(rewriteRequest(message, fault, () => ++tokens)) : raw;
    const upstream = await request(`${back}${req.url ?? '/'}`, {
      method: (req.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: forwardHeaders(req, fault),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      dispatcher: agent,
      signal,
    });
    const status = fault === 'session-404-as-502' && upstream.statusCode === 404 ? 502 : upstream.statusCode;
    res.writeHead(status, responseHeaders(upstream, fault));
    res.flushHeaders();
    await relayBody(res, upstream, { fault, policy, request: message });
  }

  const server = createServer((req, res) => {
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    if (req.method === 'GET' && req.url === INFO_PATH) {
      send(res, 200, JSON.stringify({ back, fault: fault ?? null, policy }));
      return;
    }
    forward(req, res, gone.signal).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      send(res, 502, `gateway: the back did not answer: ${(error as Error).message}`, 'text/plain; charset=utf-8');
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    back,
    fault,
    policy,
    close(): Promise<void> {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      }).then(() => agent.close());
      return closed;
    },
  };
}
