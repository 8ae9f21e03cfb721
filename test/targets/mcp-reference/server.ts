// startReferenceTarget: the reference MCP target on a node:http server (port 0 = a free port).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { type App, createApp } from './app.js';
import { MCP_PATH } from './constants.js';
import { resolveFault } from './faults.js';

export interface ReferenceTargetOptions {
  host?: string;
  port?: number;
  auth?: 'none' | 'oauth';
  mcp?: 'on' | 'off';
  /** Fault switch name (see README.md); unknown names throw UnknownFaultError before listening. */
  fault?: string;
  /** 2025-era serving: 'reject' (default), 'stateless', 'session' or 'session-sse' (see app.ts). */
  legacy?: 'reject' | 'stateless' | 'session' | 'session-sse';
}

export interface ReferenceTarget {
  url: string;
  mcpUrl: string;
  close(): Promise<void>;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, what: string): T {
  if (value === undefined || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`invalid ${what} "${value}"; expected one of: ${allowed.join(', ')}`);
}

export async function startReferenceTarget(options: ReferenceTargetOptions = {}): Promise<ReferenceTarget> {
  const fault = resolveFault(options.fault);
  const auth = oneOf(options.auth, ['none', 'oauth'] as const, 'none', 'auth mode');
  const mcp = oneOf(options.mcp, ['on', 'off'] as const, 'on', 'mcp mode');
  const legacy = oneOf(options.legacy, ['reject', 'stateless', 'session', 'session-sse'] as const, 'reject', 'legacy mode');
  const host = options.host ?? '127.0.0.1';

  // The app needs the bound port for its resource URL, so it is built after listen().
  let app: App | undefined;
  let handle: ReturnType<typeof toNodeHandler> | undefined;
  const server = createServer((req, res) => {
    if (!handle) return void res.writeHead(503).end();
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });

  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  app = createApp({ origin: url, auth, mcp, legacy, ...(fault ? { fault } : {}) });
  const appFetch = app.fetch;
  handle = toNodeHandler({ fetch: (request) => appFetch(request) });

  return {
    url,
    mcpUrl: `${url}${MCP_PATH}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await app?.close();
      await closed;
    },
  };
}
