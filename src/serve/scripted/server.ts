/**
 * The HTTP wiring: routes, partitions, the request log, and close().
 *
 *   POST   /<partition>/mcp            the MCP endpoint (JSON-RPC)
 *   GET    /<partition>/test/requests  the partition's request log
 *   DELETE /<partition>/test/requests  clears it
 *   GET    /healthz                    readiness
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyBudget, BUSY_MESSAGE, readBody } from '../http/body.js';
import { listen } from '../http/listen.js';
import { DEFAULT_HOST, DEFAULT_LIMITS, DEFAULT_PORT, type Limits, PARTITION_PATTERN } from './constants.js';
import { deliver, NO_FAULTS } from './faults.js';
import { errorResponse, INVALID_REQUEST, type JsonObject, parseMessage } from './jsonrpc.js';
import { type Answer, answerRequest } from './protocol.js';
import { emptyReply, jsonReply } from './reply.js';
import { heldSize, Partitions, type RecordedRequest } from './request-log.js';
import { resolveServerFault, SERVER_FAULTS, type ServerFault } from './server-faults.js';

export interface ScriptedServerOptions extends Partial<Limits> {
  /** Bind address (default 127.0.0.1). */
  host?: string;
  /** Port (default 3021); 0 picks a free port. */
  port?: number;
  /**
   * Break one behaviour on purpose (see SERVER_FAULTS in server-faults.ts), to
   * prove a suite fails against a wrong server. Default: the environment
   * variable WIRECASE_SCRIPTED_FAULT; `""` means none whatever the environment
   * says. An unknown name rejects with UnknownServerFaultError.
   */
  fault?: string;
}

export interface ScriptedServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:3021. */
  url: string;
  port: number;
  /** The server fault in effect, if any. */
  fault: ServerFault | undefined;
  /** Stops listening, ends every open connection and stream in progress. */
  close(): Promise<void>;
}

/** The MCP endpoint of `partition` on a server whose base URL is `url`. */
export function endpointUrl(url: string, partition: string): string {
  return `${url}/${partition}/mcp`;
}

/** The request-log URL of `partition`. */
export function requestLogUrl(url: string, partition: string): string {
  return `${url}/${partition}/test/requests`;
}

/** How long an idle keep-alive connection stays open (advertised as Keep-Alive: timeout=30). */
const KEEP_ALIVE_TIMEOUT_MS = 30_000;

/** DNS-rebinding guard: an Origin must be loopback or the server's own Host (the check `listen` makes for every built-in server). */
export { originAllowed } from '../http/host-check.js';

function notFound(message: string): Answer {
  return { reply: jsonReply(404, { error: message }), faults: NO_FAULTS };
}

function methodNotAllowed(allow: string): Answer {
  return { reply: jsonReply(405, { error: `method not allowed; use ${allow}` }, { allow }), faults: NO_FAULTS };
}

function record(method: string, params: JsonObject | undefined): RecordedRequest {
  const entry: RecordedRequest = { method };
  if (method === 'tools/call' && params) {
    if (typeof params.name === 'string') entry.tool = params.name;
    if (params.arguments !== undefined) entry.arguments = params.arguments;
  }
  if (typeof params?.cursor === 'string') entry.cursor = params.cursor;
  return entry;
}

export async function startScriptedServer(options: ScriptedServerOptions = {}): Promise<ScriptedServer> {
  const limits = checkedLimits(options);
  const fault = resolveServerFault(options.fault);
  const server: ServerState = {
    limits,
    fault,
    partitions: new Partitions(limits),
    closing: new AbortController(),
    budget: new BodyBudget(BODIES_IN_FLIGHT_BYTES),
  };
  const host = options.host ?? DEFAULT_HOST;
  // A Host that does not name this server (DNS rebinding) gets no further than `listen` (421), nor does a foreign Origin (403).
  const listening = await listen((req, res) => void handle(req, res, server), {
    host,
    port: options.port ?? DEFAULT_PORT,
    closing: () => server.closing.abort(),
    // A foreign Origin gets 403 from `listen` too, its body a JSON-RPC error without an id (as MCP servers answer it).
    forbidden: (origin) => ({ jsonrpc: '2.0', error: { code: INVALID_REQUEST, message: `Forbidden: Origin ${origin} is not allowed` } }),
    configure: (http) => {
      // Node's default (5 s) races with clients that reuse an idle connection a
      // moment after the server dropped it, notably when a busy client's timers
      // run late: the reused request then fails with "other side closed". A test
      // server should not be the flaky part; close() ends idle connections anyway.
      http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      http.on('clientError', (_err, socket) => {
        if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        else socket.destroy();
      });
    },
  });

  if (fault) {
    // A deliberately broken server must never pass for a good one: say so where people look.
    process.stderr.write(`scripted server: fault "${fault}" is on, on purpose: ${SERVER_FAULTS[fault]}\n`);
  }
  return { url: listening.origin, port: listening.port, fault, close: listening.close };
}

/** What one scripted server keeps: its limits, its fault, its request logs, and the signal that it is closing. */
interface ServerState {
  limits: Limits;
  fault: ServerFault | undefined;
  partitions: Partitions;
  closing: AbortController;
  /** The bytes of the bodies being read, together: a flood of large requests at once holds no more. */
  budget: BodyBudget;
}

/** The bytes all request bodies being read may hold together; past it a request gets 503. */
const BODIES_IN_FLIGHT_BYTES = 64 << 20;

/** The limits: the defaults, each replaced by the option given (a non-negative integer, else RangeError). */
function checkedLimits(options: ScriptedServerOptions): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]) {
    const value = options[key];
    if (value !== undefined) {
      if (!Number.isInteger(value) || value < 0) throw new RangeError(`${key} must be a non-negative integer`);
      limits[key] = value;
    }
  }
  return limits;
}

/** The log a partition's requests go to (partitions-shared: every partition's go to one log). */
function logName(server: ServerState, partition: string): string {
  return server.fault === 'partitions-shared' ? 'shared' : partition;
}

async function handleMcp(req: IncomingMessage, partition: string, server: ServerState): Promise<Answer> {
  const { limits, fault, partitions } = server;
  const read = await readBody(req, limits.maxBodyBytes, server.budget);
  if (!read.ok && read.busy) {
    const error = { code: INVALID_REQUEST, message: BUSY_MESSAGE };
    return { reply: jsonReply(503, errorResponse(null, error), { 'retry-after': '1' }), faults: NO_FAULTS };
  }
  if (!read.ok) {
    const error = { code: INVALID_REQUEST, message: `Request body larger than ${limits.maxBodyBytes} bytes` };
    return { reply: jsonReply(413, errorResponse(null, error), { connection: 'close' }), faults: NO_FAULTS };
  }
  const message = parseMessage(read.body.toString('utf8'));
  if (message.method !== undefined && !(fault === 'log-not-recorded' && message.method === 'tools/call')) {
    const entry = record(message.method, message.params);
    partitions.record(logName(server, partition), entry, Math.max(read.body.length, heldSize(entry)));
  }
  if (message.kind === 'rejection') {
    return { reply: jsonReply(400, errorResponse(message.id, message.error)), faults: NO_FAULTS };
  }
  if (message.kind === 'notification') {
    if (fault === 'notification-answered') return { reply: jsonReply(200, { jsonrpc: '2.0', result: {} }), faults: NO_FAULTS };
    return { reply: emptyReply(202), faults: NO_FAULTS };
  }
  return answerRequest(message.id!, message.method, message.params, req.headers, limits, fault);
}

async function route(req: IncomingMessage, server: ServerState): Promise<Answer> {
  const { pathname } = new URL(req.url ?? '/', 'http://scripted.invalid');
  if (pathname === '/healthz') return { reply: jsonReply(200, { ok: true }), faults: NO_FAULTS };
  const segments = pathname.split('/').slice(1);
  const partition = segments[0] ?? '';
  const rest = segments.slice(1).join('/');
  if (rest !== 'mcp' && rest !== 'test/requests') {
    return notFound('not found; the endpoint is /<partition>/mcp and the log /<partition>/test/requests');
  }
  if (!PARTITION_PATTERN.test(partition)) {
    return notFound('invalid partition: use 1 to 128 characters of A-Z a-z 0-9 . _ ~ -');
  }
  if (rest === 'mcp') {
    if (req.method !== 'POST') return methodNotAllowed('POST');
    return handleMcp(req, partition, server);
  }
  if (req.method === 'GET') {
    const snapshot = server.partitions.peek(logName(server, partition))?.snapshot() ?? { count: 0, dropped: 0, requests: [] };
    return { reply: jsonReply(200, snapshot, { 'cache-control': 'no-store' }), faults: NO_FAULTS };
  }
  if (req.method === 'DELETE') {
    server.partitions.clear(logName(server, partition));
    return { reply: emptyReply(204), faults: NO_FAULTS };
  }
  return methodNotAllowed('GET, DELETE');
}

async function handle(req: IncomingMessage, res: ServerResponse, server: ServerState): Promise<void> {
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  const signal = AbortSignal.any([server.closing.signal, gone.signal]);
  try {
    const answer = await route(req, server);
    await deliver(res, answer.reply, answer.faults, { signal, chunkGapMs: server.limits.chunkGapMs, fault: server.fault });
  } catch (err) {
    if (signal.aborted || res.destroyed) {
      res.destroy();
      return;
    }
    if (!res.headersSent) {
      const message = err instanceof Error ? err.message : String(err);
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`scripted server error: ${message}`);
    } else {
      res.destroy();
    }
  }
}
