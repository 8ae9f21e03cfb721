import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves a fetch-style handler (`Request` → `Response`, as tmcp's and mcp-lite's HTTP transports
 * are) over node:http on 127.0.0.1. The response body is streamed as it comes, so an event stream
 * reaches the client event by event; a client that goes away aborts the request's signal.
 */
export type FetchHandler = (request: Request) => Promise<Response | null> | Response | null;

export async function serveFetch(handler: FetchHandler, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    void handle(handler, req, res, port);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

async function handle(handler: FetchHandler, req: IncomingMessage, res: ServerResponse, port: number): Promise<void> {
  const abort = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    const method = req.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(new URL(req.url ?? '/', `http://127.0.0.1:${port}`), {
      method,
      headers,
      body: hasBody ? Buffer.concat(chunks) : null,
      signal: abort.signal,
    });
    const response = (await handler(request)) ?? new Response('not found', { status: 404 });
    const out: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') out[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    // A fetch Response often has no status text: then node:http gives the standard one.
    if (response.statusText) res.writeHead(response.status, response.statusText, out);
    else res.writeHead(response.status, out);
    res.flushHeaders();
    if (response.body) {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (res.destroyed) break;
        res.write(chunk);
      }
    }
    res.end();
  } catch (error) {
    if (abort.signal.aborted) return;
    process.stderr.write(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('internal error');
  }
}

/** `--port N` from the command line (0: any free port). */
export function portArgument(argv: readonly string[]): number {
  const i = argv.indexOf('--port');
  const value = i >= 0 ? argv[i + 1] : undefined;
  const port = value === undefined ? Number.NaN : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write('usage: --port N\n');
    process.exit(2);
  }
  return port;
}

/** Prints where the server listens and stops it cleanly on SIGTERM / SIGINT. */
export function announceAndStopOnSignal(server: Server, name: string, path: string): void {
  const { port } = server.address() as AddressInfo;
  process.stderr.write(`${name} listening on http://127.0.0.1:${port}${path}\n`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
