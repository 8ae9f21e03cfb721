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
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { BUNDLE_CACHE_CONTROL, browserBundle, type PageServer, repoRoot, servePages } from '../host-page/page-server.js';

const pageDir = path.join(repoRoot, 'test/targets/mcp-ui-host/page');

const INDEX = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>@mcp-ui/client AppRenderer host</title>
<style>body{margin:0;font:14px sans-serif}</style></head>
<body>
<p id="status" data-state="loading">loading</p>
<div id="container"></div>
<ul id="events"></ul>
<script type="module" src="/host.js"></script>
</body></html>`;

export type McpUiHost = PageServer;

export async function startMcpUiHost(options: { port?: number } = {}): Promise<McpUiHost> {
  const sandboxHtml = readFileSync(path.join(pageDir, 'sandbox_proxy.html'), 'utf8');
  // React's production build, as an embedding app ships it.
  const script = await browserBundle(path.join(pageDir, 'host-page.js'), { 'process.env.NODE_ENV': '"production"' });
  const pages: Record<string, [type: string, body: string]> = {
    '/': ['text/html; charset=utf-8', INDEX],
    '/host.js': ['text/javascript; charset=utf-8', script],
    '/sandbox_proxy.html': ['text/html; charset=utf-8', sandboxHtml],
    '/healthz': ['application/json', '{"ok":true}'],
  };
  return servePages((req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://host.invalid');
    const page = req.method === 'GET' ? pages[pathname] : undefined;
    const [status, type, body] = page ? [200, ...page] : [404, 'text/plain', 'not found'];
    res.writeHead(status, { 'content-type': type, 'cache-control': pathname === '/host.js' && page ? BUNDLE_CACHE_CONTROL : 'no-store' }).end(body);
  }, options.port);
}
