/**
 * What the two MCP Apps host fixtures (apps-host/, mcp-ui-host/) share: their page bundled into one
 * browser module, and an HTTP server on 127.0.0.1 that a test stops by its handle.
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The repository root, from dist/test/targets/host-page or test/targets/host-page. */
export const repoRoot = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, here.includes(`${path.sep}dist${path.sep}`) ? '../../../..' : '../../..');
})();

const bundles = new Map<string, Promise<string>>();

/** A page's script with everything it imports, as one browser module (built once per process). */
export function browserBundle(entry: string, define?: Record<string, string>): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      logLevel: 'silent',
      absWorkingDir: repoRoot,
      ...(define ? { define } : {}),
    }).then((result) => result.outputFiles[0]!.text);
    bundles.set(entry, bundle);
  }
  return bundle;
}

/**
 * The Cache-Control of a page's script bundle. It never changes while its server runs, and letting
 * Chromium keep it lets V8 reuse its compiled code: each suite document opens the host page afresh,
 * and recompiling the ~0.7 MB bundle every time cost about a seventh of a host-suite run's CPU.
 * Everything else a host serves stays `no-store`.
 */
export const BUNDLE_CACHE_CONTROL = 'max-age=3600, immutable';

export interface PageServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * `route` served on 127.0.0.1 (port 0: a free one). A route that throws answers 502 with its message.
 * `close` ends open connections too, so a browser's keep-alive cannot hold the test.
 */
export async function servePages(route: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void, port = 0): Promise<PageServer> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => route(req, res))
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error instanceof Error ? error.message : error));
        else res.destroy();
      });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
