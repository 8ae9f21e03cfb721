/**
 * A published MCP Apps host this project did not write, as a fixture of the host-role suite: an HTTP
 * server for a page built on @mcp-ui/client's AppRenderer (page/host-page.js, bundled here with
 * esbuild, React and the MCP SDK client included) and the sandbox proxy @mcp-ui/client documents
 * (page/sandbox_proxy.html, verbatim), served on a second origin (localhost instead of 127.0.0.1).
 * No fault switches: it is not ours; docs/host-testing.md explains each verdict the suite gives it.
 *
 *   GET /?server=<MCP endpoint>&tool=&args=&cancel=&teardown=&theme=   the host page
 *   GET /sandbox_proxy.html                                          the sandbox proxy (open it as http://localhost:<port>/)
 *   GET /healthz                                                     readiness
 */

import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, from dist/test/targets/mcp-ui-host or test/targets/mcp-ui-host. */
const root = path.resolve(here, here.includes(`${path.sep}dist${path.sep}`) ? '../../../..' : '../../..');
const pageDir = path.join(root, 'test/targets/mcp-ui-host/page');

const INDEX = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>@mcp-ui/client AppRenderer host</title>
<style>body{margin:0;font:14px sans-serif}</style></head>
<body>
<p id="status" data-state="loading">loading</p>
<div id="container"></div>
<ul id="events"></ul>
<script type="module" src="/host.js"></script>
</body></html>`;

export interface McpUiHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

let bundle: Promise<string> | undefined;

/** The page with @mcp-ui/client, React and the MCP SDK client, as one browser module (built once per process). */
function hostBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [path.join(pageDir, 'host-page.js')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    absWorkingDir: root,
    // React's production build, as an embedding app ships it.
    define: { 'process.env.NODE_ENV': '"production"' },
  }).then((result) => result.outputFiles[0]!.text);
  return bundle;
}

export async function startMcpUiHost(options: { port?: number } = {}): Promise<McpUiHost> {
  const sandboxHtml = readFileSync(path.join(pageDir, 'sandbox_proxy.html'), 'utf8');
  const script = await hostBundle();
  const sockets = new Set<Socket>();

  const pages: Record<string, [type: string, body: string]> = {
    '/': ['text/html; charset=utf-8', INDEX],
    '/host.js': ['text/javascript; charset=utf-8', script],
    '/sandbox_proxy.html': ['text/html; charset=utf-8', sandboxHtml],
    '/healthz': ['application/json', '{"ok":true}'],
  };

  function route(req: IncomingMessage, res: ServerResponse): void {
    const { pathname } = new URL(req.url ?? '/', 'http://host.invalid');
    const page = req.method === 'GET' ? pages[pathname] : undefined;
    const [status, type, body] = page ? [200, ...page] : [404, 'text/plain', 'not found'];
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  }

  const server = createServer(route);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
