import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { forbiddenOrigin, hostAllowed, MISDIRECTED, originAllowed } from './host-check.js';
import { sendJson } from './reply.js';

/** A built-in server listening: its port, its origin as a client names it, and how it stops. */
export interface Listening {
  server: Server;
  port: number;
  /** `http://127.0.0.1:PORT` (an IPv6 address in brackets; bound to every interface, named by 127.0.0.1). */
  origin: string;
  /** Stops listening and ends every connection at once, idle or not; the same promise however often it is called. */
  close(): Promise<void>;
}

/** How long a client may take to send a request's headers, and the whole request, before its connection is closed (a slow client holds no connection for long). */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 60_000;
/** Connections open at once; past it a new one is closed at once. */
export const MAX_CONNECTIONS = 1024;

export interface ListenOptions {
  host: string;
  port?: number;
  closing?: () => void;
  configure?: (server: Server) => void;
  /** Origins allowed besides loopback pages and this server itself (the probe server's sandboxed frames and declared hosts). */
  allowOrigin?: (origin: string) => boolean;
  /** The body of the 403 to a foreign Origin (default `{ error }`; the scripted MCP server answers a JSON-RPC error). */
  forbidden?: (origin: string) => unknown;
}

/**
 * Starts a built-in server on `host` (and `port`, else a free one). Every request whose Host does not
 * name this server gets 421 before `handle` sees it, and every request whose Origin is a foreign page
 * 403 (`host-check.ts`: no DNS rebinding). A client gets HEADERS_TIMEOUT_MS to send its headers and
 * REQUEST_TIMEOUT_MS for its whole request. `closing` runs first when it is closed (a server aborting
 * its own streams and timers).
 */
export async function listen(handle: (req: IncomingMessage, res: ServerResponse) => void, options: ListenOptions): Promise<Listening> {
  let port = 0;
  const sockets = new Set<Socket>();
  // Timeouts are checked every second (Node's default, 30 s, let a slow client hold its connection that much longer).
  const server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    if (!hostAllowed(req.headers.host, options.host, port)) return sendJson(res, MISDIRECTED.status, MISDIRECTED.body);
    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(origin, req.headers.host) && !options.allowOrigin?.(origin)) {
      const refused = forbiddenOrigin(origin);
      return sendJson(res, refused.status, options.forbidden ? options.forbidden(origin) : refused.body);
    }
    handle(req, res);
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.maxConnections = MAX_CONNECTIONS;
  options.configure?.(server);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  let closed: Promise<void> | undefined;
  return {
    server,
    port,
    origin: `http://${urlHost(options.host)}:${port}`,
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        options.closing?.();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      })),
  };
}

/** How a client names a bound host in a URL. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
