/**
 * An HTTP proxy on 127.0.0.1 between wirecase and a real MCP server (test/real-servers/), applying
 * ONE mutation (mutations.ts) to the traffic: the mutant servers' plumbing (test/mutant-servers/
 * mutation.ts: a middleware before the server, rewrites of what it sends) around a fetch to the real
 * server instead of an in-process transport. The server itself is never changed.
 *
 * Each request is forwarded as it came (its method, path, headers and body), and each answer is
 * streamed back as it comes (an event stream event by event), so that the proxy with no mutation is
 * invisible: the unmutated runs through it must judge the server as the direct runs do.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { type Exchange, type Mutation, mutate } from '../mutant-servers/mutation.js';

export interface RunningProxy {
  /** The proxy's MCP endpoint (the real server's path on the proxy's origin). */
  url: string;
  stop(): Promise<void>;
}

/** Headers that belong to one hop, never forwarded (fetch and node set their own). */
const HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade', 'proxy-connection', 'te', 'trailer']);
/** Response headers fetch has already acted on (it decodes the body). */
const DECODED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** Starts a proxy in front of `upstream` (the real server's MCP URL) applying `mutation` (none: a plain proxy). */
export async function startProxy(upstream: string, mutation: Mutation = {}): Promise<RunningProxy> {
  const target = new URL(upstream);
  const forward = async ({ request }: Exchange): Promise<Response> => {
    const url = new URL(request.url);
    const headers = new Headers();
    for (const [name, value] of request.headers) if (!HOP.has(name)) headers.set(name, value);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: request.signal, redirect: 'manual' };
    if (hasBody) {
      init.body = await request.arrayBuffer();
    }
    try {
      const answer = await fetch(new URL(url.pathname + url.search, target.origin), init);
      const out = new Headers();
      for (const [name, value] of answer.headers) if (!DECODED.has(name)) out.append(name, value);
      return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: out });
    } catch (error) {
      if (request.signal.aborted) return new Response(null, { status: 499 });
      return new Response(`the proxy could not reach ${target.origin}: ${(error as Error).message}`, { status: 502 });
    }
  };
  const handle = mutate(forward, mutation);
  const server = createServer((req, res) => void serve(req, res, handle));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}${target.search}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function serve(req: IncomingMessage, res: ServerResponse, handle: (request: Request) => Promise<Response>): Promise<void> {
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: gone.signal };
  if (hasBody) {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  let response: Response;
  try {
    response = await handle(new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, init));
  } catch (error) {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`proxy error: ${(error as Error).message}`);
    return;
  }
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) {
    const had = out[name];
    out[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  res.writeHead(response.status, response.statusText || undefined, out);
  res.flushHeaders();
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  gone.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}), { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } catch {
    // The client or the server went away: end what was sent.
  }
  res.end();
}
