/**
 * How the judging server answers one request: the revision's rules first (2025-11-25 sessions,
 * 2026-07-28 per-request version), then the script's answer for the method, then the default.
 */

import type { IncomingHttpHeaders } from 'node:http';
import {
  type AnswerBook,
  defaultResult,
  type JudgeAnswer,
  type JudgeScript,
  LEGACY,
  LEGACY_SUPPORTED,
  MODERN,
  type Reply,
  SERVER_INFO,
  type SseReply,
} from './script.js';

/** The 2025-11-25 sessions: minted by initialize, ended by DELETE or a scripted `endSession`. */
export interface Sessions {
  live: Set<string>;
  ended: Set<string>;
  mint: () => string;
  /** Streams closed before their answer (`drop`), by stream id: what a GET with Last-Event-ID resumes. */
  dropped: Map<string, DroppedStream>;
}

/** A dropped stream: the session it belongs to, the answer it still owes, the id its next event gets. */
export interface DroppedStream {
  session?: string;
  body: unknown;
  next: number;
}

export interface Answered {
  reply: Reply;
  rpcMethod?: string;
  delayMs?: number;
  /** The reply is a stream that drops before its answer (`drop`). */
  dropped?: boolean;
}

const PROTOCOL_META = 'io.modelcontextprotocol/protocolVersion';

interface Message {
  id?: string | number | null;
  method?: string;
  params?: Record<string, unknown>;
}

export function answerMessage(
  httpMethod: string,
  path: string,
  headers: IncomingHttpHeaders,
  body: string | undefined,
  script: JudgeScript,
  sessions: Sessions,
  book: AnswerBook,
  /** Over stdio (stdio-judge.ts): no session, no header; the reply's status means nothing. */
  stdio = false,
): Answered {
  const version = script.version ?? LEGACY;
  if (path !== '/mcp') return { reply: plain(404) };
  if (httpMethod !== 'POST') return { reply: notPost(httpMethod, headers, sessions, version) };
  const message = parse(body);
  if (!message) return { reply: rpcError(400, null, -32700, 'Parse error: the body is not one JSON-RPC message') };
  const method = message.method;
  if (method === undefined) return { reply: plain(202) }; // a response to a server request
  // A request refused for its session (400, 404) uses up no scripted answer.
  const refused = version === LEGACY && !stdio ? sessionProblem(method, headers, sessions) : undefined;
  if (refused) return { reply: refused, rpcMethod: method };
  const answer = book.take(method, message.params?.name);
  const delayMs = answer?.delayMs;
  if (answer?.endSession && version === LEGACY) {
    endNamedSession(headers, sessions);
    return { reply: plain(404), rpcMethod: method, ...(delayMs ? { delayMs } : {}) };
  }
  const reply = scripted(answer, message) ?? builtIn(method, message, headers, version, stdio ? undefined : sessions);
  // A scripted initialize result (another negotiated version, say) still opens a session.
  if (version === LEGACY && method === 'initialize' && answer?.result && !stdio) reply.headers['mcp-session-id'] = openSession(sessions);
  const dropped = streamed(reply, answer, headers, sessions, version);
  return { reply, rpcMethod: method, ...(delayMs ? { delayMs } : {}), ...(dropped ? { dropped } : {}) };
}

/** A scripted `stream` answer goes as an SSE stream; with `drop` (2025-11-25) it closes before its answer: true then. */
function streamed(reply: Reply, answer: JudgeAnswer | undefined, headers: IncomingHttpHeaders, sessions: Sessions, version: string): boolean {
  if (answer?.stream && reply.body !== undefined) reply.stream = { events: answer.events ?? [] };
  if (!(reply.stream && answer?.drop && version === LEGACY)) return false;
  reply.stream = dropStream(reply, headers, sessions);
  return true;
}

/** DELETE ends a session; a GET resumes a dropped stream (`drop`) or, as any other method, gets 405. */
function notPost(httpMethod: string, headers: IncomingHttpHeaders, sessions: Sessions, version: string): Reply {
  if (httpMethod === 'DELETE') return endSession(headers, sessions, version);
  return (httpMethod === 'GET' ? resume(headers, sessions, version) : undefined) ?? { status: 405, headers: { allow: 'POST, DELETE' } };
}

function parse(body: string | undefined): Message | undefined {
  if (body === undefined) return undefined;
  try {
    const value = JSON.parse(body) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Message) : undefined;
  } catch {
    return undefined;
  }
}

function plain(status: number, headers: Record<string, string> = {}): Reply {
  return { status, headers };
}

function rpcError(status: number, id: Message['id'], code: number, message: string, data?: unknown): Reply {
  return { status, headers: {}, body: { jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data !== undefined ? { data } : {}) } } };
}

function rpcResult(id: Message['id'], result: object, headers: Record<string, string> = {}): Reply {
  return { status: 200, headers, body: { jsonrpc: '2.0', id: id ?? null, result } };
}

/** 2025-11-25: a request other than initialize must name a live session (400 without one, 404 for an ended or unknown one). */
function sessionProblem(method: string, headers: IncomingHttpHeaders, sessions: Sessions): Reply | undefined {
  if (method === 'initialize') return undefined;
  const id = headers['mcp-session-id'];
  if (typeof id !== 'string') return rpcError(400, null, -32600, 'Bad Request: no Mcp-Session-Id header');
  if (!sessions.live.has(id)) return plain(404);
  return undefined;
}

/** A scripted `endSession`: the session the request names ends now. */
function endNamedSession(headers: IncomingHttpHeaders, sessions: Sessions): void {
  const id = headers['mcp-session-id'];
  if (typeof id === 'string' && sessions.live.delete(id)) sessions.ended.add(id);
}

/** Sessions kept live, and ended ones remembered, at most: a client that initializes without end grows neither past it (the oldest goes first). */
export const MAX_SESSIONS = 10_000;

function openSession(sessions: Sessions): string {
  const session = sessions.mint();
  sessions.live.add(session);
  if (sessions.live.size > MAX_SESSIONS) {
    const oldest = sessions.live.values().next().value as string;
    sessions.live.delete(oldest);
    sessions.ended.add(oldest);
  }
  if (sessions.ended.size > MAX_SESSIONS) sessions.ended.delete(sessions.ended.values().next().value as string);
  return session;
}

function endSession(headers: IncomingHttpHeaders, sessions: Sessions, version: string): Reply {
  if (version !== LEGACY) return plain(405, { allow: 'POST' });
  const id = headers['mcp-session-id'];
  if (typeof id !== 'string') return plain(400);
  if (!sessions.live.delete(id)) return plain(404);
  sessions.ended.add(id);
  return plain(200);
}

/** The script's answer, when it gives one (a status, an error or a result). */
function scripted(answer: JudgeAnswer | undefined, message: Message): Reply | undefined {
  if (!answer) return undefined;
  if (answer.status !== undefined) return plain(answer.status);
  if (answer.error) return rpcError(answer.httpStatus ?? 200, message.id, answer.error.code, answer.error.message, answer.error.data);
  if (answer.result) return message.id === undefined ? plain(202) : rpcResult(message.id, answer.result);
  return undefined;
}

/** `sessions` undefined: over stdio, where an initialize opens none. */
function builtIn(method: string, message: Message, headers: IncomingHttpHeaders, version: string, sessions: Sessions | undefined): Reply {
  if (message.id === undefined) return plain(202); // a notification
  if (version === MODERN) {
    // What the request names: per-request metadata, else the header, else (an initialize) its parameter.
    const requested =
      (message.params?._meta as Record<string, unknown> | undefined)?.[PROTOCOL_META] ?? headers['mcp-protocol-version'] ?? message.params?.protocolVersion;
    if (requested !== MODERN) return rpcError(400, message.id, -32022, 'Unsupported protocol version', { supported: [MODERN], requested: requested ?? null });
    if (method === 'subscriptions/listen' && !sessions) return listening(message);
  } else if (method === 'initialize') {
    const asked = message.params?.protocolVersion;
    const protocolVersion = typeof asked === 'string' && LEGACY_SUPPORTED.includes(asked) ? asked : LEGACY;
    const result = { protocolVersion, capabilities: { tools: {} }, serverInfo: SERVER_INFO };
    return rpcResult(message.id, result, sessions ? { 'mcp-session-id': openSession(sessions) } : {});
  }
  const result = defaultResult(method, message.params, version);
  return result ? rpcResult(message.id, result) : rpcError(200, message.id, -32601, `Method not found: ${method}`);
}

/**
 * A subscription opened over stdio (2026-07-28 basic/patterns/subscriptions.mdx): acknowledged with
 * the filter asked for, its id in `_meta`, and left open (a long-lived request: no answer while the
 * process runs). Over HTTP the judging server serves no subscription stream (the method is not found).
 */
function listening(message: Message): Reply {
  const ack = {
    jsonrpc: '2.0',
    method: 'notifications/subscriptions/acknowledged',
    params: { _meta: { 'io.modelcontextprotocol/subscriptionId': message.id }, notifications: message.params?.notifications ?? {} },
  };
  return { status: 200, headers: {}, stream: { events: [ack] } };
}

/** A `drop` answer: its events with ids after a priming event, and the answer kept for a resuming GET. */
function dropStream(reply: Reply, headers: IncomingHttpHeaders, sessions: Sessions): SseReply {
  const events = reply.stream?.events ?? [];
  const stream = `stream-${sessions.dropped.size + 1}`;
  const session = headers['mcp-session-id'];
  sessions.dropped.set(stream, { ...(typeof session === 'string' ? { session } : {}), body: reply.body, next: events.length + 1 });
  return { events, prime: `${stream}:0`, ids: events.map((_, n) => `${stream}:${n + 1}`), drop: true };
}

/**
 * A GET with a Last-Event-ID naming an event of a dropped stream: that stream's answer, with the next
 * event id (2025-11-25 basic/transports.mdx:176). Undefined (405) for any other GET. In a 2025-11-25
 * session the GET must name the stream's session, as every request after initialize does.
 */
function resume(headers: IncomingHttpHeaders, sessions: Sessions, version: string): Reply | undefined {
  const last = headers['last-event-id'];
  if (typeof last !== 'string') return undefined;
  const dropped = sessions.dropped.get(last.slice(0, Math.max(0, last.lastIndexOf(':'))));
  if (!dropped) return undefined;
  if (version === LEGACY) {
    const refused = sessionProblem('GET', headers, sessions);
    if (refused) return refused;
    if (dropped.session !== undefined && headers['mcp-session-id'] !== dropped.session) return plain(404);
  }
  const stream = last.slice(0, last.lastIndexOf(':'));
  return { status: 200, headers: {}, body: dropped.body, stream: { events: [], ids: [`${stream}:${dropped.next}`] } };
}
