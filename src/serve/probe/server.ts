/**
 * The probe server: the MCP server side of the MCP Apps host-role tests. Its tools open the probe
 * View (view-html.ts); the View records what its host sends it here, where ordinary request steps
 * read it. Everything is kept per partition (the first path segment), so documents running at the
 * same time never see each other's records.
 *
 *   POST    /<partition>/mcp           MCP (JSON-RPC over HTTP, JSON answers; 2025-11-25 and 2026-07-28 requests alike)
 *   GET     /<partition>/test/view     the View's records: { count, messages: [...] }
 *   POST    /<partition>/test/view     (the View) one record
 *   DELETE  /<partition>/test/view     clears them
 *   PUT     /<partition>/test/script   the actions the View performs once initialized (a JSON array)
 *   GET     /<partition>/test/requests the MCP requests the partition received: { count, requests: [...] }
 *   GET     /<partition>/test/ping     answers { ok: true } (the View fetches it to probe its CSP)
 *   GET     /<partition>/test/origins  { declared, undeclared }: this server's origin, which the View's CSP
 *                                      declares, and the same server under another name, which it does not
 *   GET     /healthz                   readiness
 *
 * CORS: the View runs in a frame of the host's choosing and posts its records here, so GET and POST
 * answers allow the origins a host test needs: loopback pages (http(s)://localhost, 127.0.0.1, [::1],
 * any port), `null` (a sandboxed frame), and those given in `corsOrigins` (`--cors-origin`). Never
 * `*`, and never on PUT or DELETE (the script and the clearing are the test's, sent from outside a
 * browser). Every request whose Host does not name this server is refused (http/host-check.ts).
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody } from '../http/body.js';
import { listen } from '../http/listen.js';
import { sendEmpty, sendJson } from '../http/reply.js';
import { viewHtml } from './view-html.js';

export const PROBE_VIEW_URI = 'ui://wirecase-probe/view.html';
export const UI_MIME = 'text/html;profile=mcp-app';
const UI_EXTENSION = 'io.modelcontextprotocol/ui';
const PARTITION = /^[A-Za-z0-9._~-]{1,128}$/;
const MAX_BODY = 256 * 1024;
const NO_STORE = { 'cache-control': 'no-store' };
const MAX_RECORDS = 2000;
const MAX_PARTITIONS = 256;
/** Bytes (as JSON text) of records kept per partition, and by all partitions together: past the first a record is not kept (as past MAX_RECORDS), past the second the least recently used partitions are forgotten. */
const MAX_PARTITION_BYTES = 4 * 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

type Json = Record<string, unknown>;

interface Partition {
  messages: unknown[];
  requests: Json[];
  script: unknown[];
  /** The bytes (as JSON text) its messages and its requests hold, about. */
  messageBytes: number;
  requestBytes: number;
}

export interface ProbeServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface ProbeServerOptions {
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Origins allowed CORS besides loopback pages and `null` (a host on another origin, e.g. https://host.example). */
  corsOrigins?: readonly string[];
}

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** Whether a browser page of `origin` may read the probe's answers (see the header comment). */
export function corsAllowed(origin: string, declared: readonly string[] = []): boolean {
  return origin === 'null' || LOOPBACK_ORIGIN.test(origin) || declared.includes(origin);
}

function uiTool(name: string, description: string, visibility?: string[]): Json {
  return {
    name,
    title: name,
    description,
    inputSchema: { type: 'object', properties: { note: { type: 'string' }, delay: { type: 'integer', minimum: 0, maximum: 10000 } } },
    _meta: { ui: { resourceUri: PROBE_VIEW_URI, ...(visibility ? { visibility } : {}) } },
  };
}

/** The tools: one per visibility, all opening the probe View. `delay` (ms) holds the result back. */
export const PROBE_TOOLS: readonly Json[] = [
  uiTool('probe_view', 'Opens the wirecase probe View (visibility omitted: model and app).'),
  uiTool('probe_app_only', 'Callable by the View only (visibility ["app"]).', ['app']),
  uiTool('probe_model_only', 'Callable by the model only (visibility ["model"]).', ['model']),
];

function toolResult(name: string, args: Json): Json {
  return {
    content: [{ type: 'text', text: `${name} ran` }],
    structuredContent: { tool: name, arguments: args },
  };
}

export async function startProbeServer(options: ProbeServerOptions = {}): Promise<ProbeServer> {
  const probe: ProbeState = { partitions: new Partitions(), timers: new Set(), corsOrigins: options.corsOrigins };
  // A Host that does not name this server gets 421 from `listen` before route() sees it, and a page whose
  // origin CORS would not allow (a loopback page, a sandboxed frame, a declared origin) 403.
  const listening = await listen(
    (req, res) => {
      route(req, res, probe).catch((error: unknown) => {
        if (!res.headersSent) reply(res, 500, { error: error instanceof Error ? error.message : String(error) });
        else res.destroy();
      });
    },
    {
      host: options.host ?? '127.0.0.1',
      ...(options.port !== undefined ? { port: options.port } : {}),
      closing: () => probe.timers.forEach((timer) => clearTimeout(timer)),
      allowOrigin: (origin) => corsAllowed(origin, options.corsOrigins),
    },
  );
  return { url: listening.origin, port: listening.port, close: listening.close };
}

/** What one probe server keeps: its partitions, its pending timers, the CORS origins it was given. */
interface ProbeState {
  partitions: Partitions;
  timers: Set<NodeJS.Timeout>;
  corsOrigins: readonly string[] | undefined;
}

/** The partitions by name, at most MAX_PARTITIONS: the least recently used goes first. */
class Partitions {
  private readonly byName = new Map<string, Partition>();

  of(name: string): Partition {
    let found = this.byName.get(name);
    if (found) {
      this.byName.delete(name);
      this.byName.set(name, found); // most recently used last
      return found;
    }
    found = { messages: [], requests: [], script: [], messageBytes: 0, requestBytes: 0 };
    this.byName.set(name, found);
    if (this.byName.size > MAX_PARTITIONS) this.forget(this.byName.keys().next().value!);
    return found;
  }

  private total = 0;

  /** Keeps `value` in the partition's messages or requests when it is within the bounds; false when it is not kept. */
  keep(part: Partition, list: 'messages' | 'requests', value: unknown): boolean {
    const size = JSON.stringify(value)?.length ?? 0;
    const bytes = list === 'messages' ? 'messageBytes' : 'requestBytes';
    if (part[list].length >= MAX_RECORDS || part.messageBytes + part.requestBytes + size > MAX_PARTITION_BYTES) return false;
    (part[list] as unknown[]).push(value);
    part[bytes] += size;
    this.total += size;
    for (const [name, other] of this.byName) {
      if (this.total <= MAX_TOTAL_BYTES) break;
      if (other !== part) this.forget(name);
    }
    return true;
  }

  /** Empties the partition's messages (`DELETE`). */
  clearMessages(part: Partition): void {
    this.total -= part.messageBytes;
    part.messages = [];
    part.messageBytes = 0;
  }

  private forget(name: string): void {
    const part = this.byName.get(name);
    if (part) this.total -= part.messageBytes + part.requestBytes;
    this.byName.delete(name);
  }
}

// The CORS headers, when any, were set by route() for this request's origin and method.
const reply = (res: ServerResponse, status: number, body?: unknown) =>
  body === undefined ? sendEmpty(res, status, NO_STORE) : sendJson(res, status, body, NO_STORE);

function answerMcp(message: Json, { partition, part, req, timers, partitions }: RouteCall): Json | Promise<Json> | undefined {
  const { id, method } = message;
  const params = (message.params ?? {}) as Json;
  const entry: Json = { method };
  if (method === 'tools/call') Object.assign(entry, { tool: params.name, arguments: params.arguments });
  if (method === 'resources/read') entry.uri = params.uri;
  if (typeof method === 'string') partitions.keep(part, 'requests', entry);
  if (id === undefined) return undefined; // a notification
  const ok = (result: Json): Json => ({ jsonrpc: '2.0', id, result });
  const error = (code: number, text: string): Json => ({ jsonrpc: '2.0', id, error: { code, message: text } });
  switch (method) {
    case 'initialize': {
      const requested = typeof params.protocolVersion === 'string' ? params.protocolVersion : '2025-11-25';
      return ok({
        protocolVersion: requested,
        capabilities: { tools: {}, resources: {}, extensions: { [UI_EXTENSION]: {} } },
        serverInfo: { name: 'wirecase-probe', version: '1.0.0' },
      });
    }
    case 'server/discover':
      return ok({ supportedVersions: ['2026-07-28', '2025-11-25'], capabilities: { tools: {}, resources: {}, extensions: { [UI_EXTENSION]: {} } } });
    case 'ping':
      return ok({});
    case 'tools/list':
      return ok({ tools: PROBE_TOOLS });
    case 'resources/list':
      return ok({ resources: [{ uri: PROBE_VIEW_URI, name: 'wirecase probe View', mimeType: UI_MIME }] });
    case 'resources/read':
      return readView(params, partition, part, req, ok, error);
    case 'tools/call':
      return callTool(params, timers, ok, error);
    default:
      return error(-32601, `Method not found: ${String(method)}`);
  }
}

/** The probe's View, with the partition's log URL and script, and the CSP and permissions it asks for. */
function readView(
  params: Json,
  partition: string,
  part: Partition,
  req: IncomingMessage,
  ok: (result: Json) => Json,
  error: (code: number, text: string) => Json,
): Json {
  if (params.uri !== PROBE_VIEW_URI) return error(-32602, `Resource not found: ${String(params.uri)}`);
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  const html = viewHtml({ logUrl: `${origin}/${partition}/test/view`, script: part.script });
  return ok({
    contents: [
      {
        uri: PROBE_VIEW_URI,
        mimeType: UI_MIME,
        text: html,
        // The View may connect to this server (to post its records) and nowhere else; it asks for
        // clipboard-write only, so a camera, microphone or geolocation grant is one it never asked for.
        _meta: { ui: { csp: { connectDomains: [origin] }, permissions: { clipboardWrite: {} }, prefersBorder: true } },
      },
    ],
  });
}

/** A probe tool's result, after its `delay` when it asks for one. */
function callTool(params: Json, timers: Set<NodeJS.Timeout>, ok: (result: Json) => Json, error: (code: number, text: string) => Json): Json | Promise<Json> {
  const name = String(params.name);
  if (!PROBE_TOOLS.some((tool) => tool.name === name)) return error(-32602, `Unknown tool: ${name}`);
  const args = (params.arguments ?? {}) as Json;
  const delay = Math.min(Math.max(Number(args.delay) || 0, 0), 10_000);
  if (!delay) return ok(toolResult(name, args));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve(ok(toolResult(name, args)));
    }, delay);
    timers.add(timer);
  });
}

/** CORS for a request from an allowed origin, by GET or POST (a preflight asks for the method it wants). */
function allowCors(req: IncomingMessage, res: ServerResponse, corsOrigins: readonly string[] | undefined): void {
  const origin = req.headers.origin;
  const method = req.method === 'OPTIONS' ? String(req.headers['access-control-request-method'] ?? '') : req.method;
  if (!origin || !corsAllowed(origin, corsOrigins) || (method !== 'GET' && method !== 'POST')) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('vary', 'origin');
  res.setHeader('access-control-allow-methods', 'GET, POST');
  res.setHeader('access-control-allow-headers', '*');
  res.setHeader('access-control-expose-headers', 'mcp-session-id');
}

async function route(req: IncomingMessage, res: ServerResponse, probe: ProbeState): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://probe.invalid');
  allowCors(req, res, probe.corsOrigins);
  if (req.method === 'OPTIONS') return reply(res, 204);
  if (pathname === '/healthz') return reply(res, 200, { ok: true });
  const [, partition = '', ...restParts] = pathname.split('/');
  const rest = restParts.join('/');
  if (!PARTITION.test(partition)) return reply(res, 404, { error: 'the paths are /<partition>/mcp and /<partition>/test/{view,script,requests,ping}' });
  const call: RouteCall = { req, res, partition, part: probe.partitions.of(partition), rest, timers: probe.timers, partitions: probe.partitions };
  for (const handle of [mcpRoute, viewRoute, scriptRoute, testRoute]) if (await handle(call)) return;
  return reply(res, 404, { error: `no ${req.method} ${pathname}` });
}

/** One request to a partition; a route answers it and says so, or leaves it to the next. */
interface RouteCall {
  req: IncomingMessage;
  res: ServerResponse;
  partition: string;
  part: Partition;
  /** The path after the partition: `mcp`, `test/view`, ... */
  rest: string;
  /** The probe's pending timers (tool results held back by `delay`), cleared when it closes. */
  timers: Set<NodeJS.Timeout>;
  /** Where records are kept, within their bounds. */
  partitions: Partitions;
}

async function mcpRoute(call: RouteCall): Promise<boolean> {
  const { req, res, rest } = call;
  if (rest !== 'mcp' || req.method !== 'POST') return false;
  const read = await readJsonBody(req, MAX_BODY);
  if (!read.ok) {
    reply(res, read.status, { jsonrpc: '2.0', id: null, error: { code: -32700, message: read.error } });
    return true;
  }
  const message = read.value;
  if (message === null || typeof message !== 'object' || Array.isArray(message)) {
    reply(res, 400, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });
    return true;
  }
  const answer = await answerMcp(message as Json, call);
  if (answer === undefined) {
    reply(res, 202);
    return true;
  }
  if ((message as Json).method === 'initialize') res.setHeader('mcp-session-id', `probe-${call.partition}`);
  reply(res, 200, answer);
  return true;
}

/** What the View recorded: read in order, cleared, or one more record posted. */
async function viewRoute({ req, res, part, rest, partitions }: RouteCall): Promise<boolean> {
  if (rest !== 'test/view') return false;
  if (req.method === 'GET') {
    // The View posts each record at once, so they may arrive out of order: its `seq` orders them.
    const seq = (m: unknown) => (m && typeof m === 'object' && typeof (m as Json).seq === 'number' ? ((m as Json).seq as number) : 0);
    const messages = [...part.messages].sort((a, b) => seq(a) - seq(b));
    reply(res, 200, { count: messages.length, messages });
  } else if (req.method === 'DELETE') {
    partitions.clearMessages(part);
    reply(res, 204);
  } else if (req.method === 'POST') {
    const read = await readJsonBody(req, MAX_BODY);
    if (!read.ok) reply(res, read.status, { error: read.error });
    else {
      partitions.keep(part, 'messages', read.value);
      reply(res, 204);
    }
  } else return false;
  return true;
}

async function scriptRoute({ req, res, part, rest }: RouteCall): Promise<boolean> {
  if (rest !== 'test/script' || req.method !== 'PUT') return false;
  const read = await readJsonBody(req, MAX_BODY);
  if (!read.ok) reply(res, read.status, { error: read.error });
  else if (!Array.isArray(read.value)) reply(res, 400, { error: 'the script is a JSON array of actions' });
  else {
    part.script = read.value;
    reply(res, 200, { actions: read.value.length });
  }
  return true;
}

/** The read-only test endpoints: the requests the partition got, a ping, and the origins for the CSP test. */
async function testRoute({ req, res, part, rest }: RouteCall): Promise<boolean> {
  if (req.method !== 'GET') return false;
  if (rest === 'test/requests') reply(res, 200, { count: part.requests.length, requests: part.requests });
  else if (rest === 'test/ping') reply(res, 200, { ok: true });
  else if (rest === 'test/origins') {
    // The origin the View's CSP declares (this server, as the request named it) and the same server under
    // another name, which the CSP does not declare: 127.0.0.1 and localhost are different origins.
    const declared = `http://${req.headers.host ?? '127.0.0.1'}`;
    const url = new URL(declared);
    url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    reply(res, 200, { declared, undeclared: url.origin });
  } else return false;
  return true;
}
