/**
 * The reference MCP Apps host (a fixture of the suites, not part of wirecase): an HTTP server that
 * serves the host page (page/host-page.js, on @modelcontextprotocol/ext-apps app-bridge, bundled here
 * with esbuild), its sandbox proxy on a second origin (localhost instead of 127.0.0.1), and
 * /mcp-proxy, through which the page talks to the MCP server it is given (a host's backend).
 *
 *   GET  /?server=<MCP endpoint>&tool=&args=&cancel=&teardown=&theme=   the host page (page/host-page.js)
 *   GET  /fault/<name>/?server=…                                     the same page with a fault of faults.ts on
 *   GET  /sandbox.html?fault=<name>                                  the sandbox proxy (open it as http://localhost:<port>/)
 *   GET  /config                                                     { fault, probeUrl }
 *
 * The fault is the page's: its path names it, else /config gives the one the host was started with
 * (HOST_FAULT). So one running host serves a run per fault at once, each with its own host_url.
 *   POST /mcp-proxy?server=<MCP endpoint>                            one JSON-RPC message, forwarded
 */

import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { BUNDLE_CACHE_CONTROL, browserBundle, type PageServer, repoRoot, servePages } from '../host-page/page-server.js';
import { resolveHostFault } from './faults.js';

const pageDir = path.join(repoRoot, 'test/targets/apps-host/page');

const INDEX = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>wirecase reference MCP Apps host</title>
<style>body{margin:0;font:14px sans-serif}#container{margin:0;padding:0}</style></head>
<body>
<p id="status" data-state="loading">loading</p>
<ul id="model-tools"></ul>
<div id="container"></div>
<ul id="events"></ul>
<script type="module" src="/host.js"></script>
</body></html>`;

export type AppsHost = PageServer;

export interface AppsHostOptions {
  port?: number;
  /** A fault switch (faults.ts); default none. */
  fault?: string;
  /** Where the probe server answers, served at /config for the suite's setup. */
  probeUrl?: string;
}

function isLoopback(url: string): boolean {
  try {
    const { hostname, protocol } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON-RPC message of an answer: the body, or the first `data:` of an event stream. */
function messageOf(text: string, contentType: string): string {
  if (!contentType.includes('text/event-stream')) return text;
  for (const line of text.split('\n')) if (line.startsWith('data:')) return line.slice(5).trim();
  return '';
}

export async function startAppsHost(options: AppsHostOptions = {}): Promise<AppsHost> {
  const fault = resolveHostFault(options.fault);
  const sandboxHtml = readFileSync(path.join(pageDir, 'sandbox.html'), 'utf8');
  const script = await browserBundle(path.join(pageDir, 'host-page.js'));

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
    };
    if (req.method === 'GET' && url.pathname === '/') return send(200, 'text/html; charset=utf-8', INDEX);
    const inPath = /^\/fault\/([^/]+)\/$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && inPath !== undefined) {
      try {
        resolveHostFault(decodeURIComponent(inPath));
      } catch (error) {
        return send(404, 'text/plain; charset=utf-8', (error as Error).message);
      }
      return send(200, 'text/html; charset=utf-8', INDEX);
    }
    if (req.method === 'GET' && url.pathname === '/host.js')
      return send(200, 'text/javascript; charset=utf-8', script, { 'cache-control': BUNDLE_CACHE_CONTROL });
    if (req.method === 'GET' && url.pathname === '/sandbox.html') return send(200, 'text/html; charset=utf-8', sandboxHtml);
    if (req.method === 'GET' && url.pathname === '/config') {
      return send(200, 'application/json', JSON.stringify({ fault: fault ?? '', probeUrl: options.probeUrl ?? '' }), { 'access-control-allow-origin': '*' });
    }
    if (req.method === 'GET' && url.pathname === '/healthz') return send(200, 'application/json', '{"ok":true}');
    if (req.method === 'POST' && url.pathname === '/mcp-proxy') {
      const server = url.searchParams.get('server') ?? '';
      if (!isLoopback(server)) return send(400, 'application/json', JSON.stringify({ error: 'server must be a loopback http(s) URL' }));
      const body = await readBody(req);
      const session = req.headers['x-mcp-session-id'];
      const method = (JSON.parse(body) as { method?: string }).method;
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
      if (typeof session === 'string') headers['mcp-session-id'] = session;
      if (method !== 'initialize') headers['mcp-protocol-version'] = '2025-11-25';
      const answer = await fetch(server, { method: 'POST', headers, body });
      const text = messageOf(await answer.text(), answer.headers.get('content-type') ?? '');
      const sessionId = answer.headers.get('mcp-session-id');
      return send(answer.status === 202 ? 202 : 200, 'application/json', text || '{}', sessionId ? { 'x-mcp-session-id': sessionId } : {});
    }
    send(404, 'text/plain', 'not found');
  }

  return servePages(route, options.port);
}
