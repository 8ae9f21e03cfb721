/**
 * The judging server of client-role documents: one per document, on a free loopback port. It answers
 * as the document's `serve` block scripts, in the revision it names, and records every request it
 * gets (HTTP method, headers, body) with what it answered, in order, for the checks to judge.
 *
 *   POST   /mcp   JSON-RPC (2025-11-25: initialize mints a session; 2026-07-28: stateless)
 *   DELETE /mcp   ends the session it names (2025-11-25)
 *   GET    /mcp   405: this server opens no event stream, unless its Last-Event-ID resumes a dropped stream (`drop`)
 *
 * An answer scripted with `stream: true` goes as an SSE response stream (its `events`, then itself).
 */

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientExchange } from '../../model/client-exchange.js';
import { BodyBudget, BUSY_MESSAGE, readBody } from '../http/body.js';
import { listen } from '../http/listen.js';
import { sendEmpty, sendJsonText } from '../http/reply.js';
import { answerMessage, type Sessions } from './answer.js';
import { JudgeRecord, type Unrecorded } from './record.js';
import { AnswerBook, type JudgeScript, RESUME_RETRY_MS, type Reply, type SseReply } from './script.js';

/** One request as the server got it, and what it answered (the record run/roles/client/client-checks judges). */
export type JudgedExchange = ClientExchange;

export interface JudgeServer {
  /** The MCP endpoint, e.g. http://127.0.0.1:40123/mcp: what the client under test is given. */
  url: string;
  /** Every request recorded so far, in the order they arrived (the record is bounded: `unrecorded`). */
  exchanges(): JudgedExchange[];
  /** What the record's bound left out: requests not recorded and bodies cut (undefined when nothing was). */
  unrecorded(): Unrecorded | undefined;
  close(): Promise<void>;
}

/** The largest body read; a larger one gets 413 (its request is recorded, its body not). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** The bytes all bodies being read may hold together; past it a request gets 503. */
const BODIES_IN_FLIGHT_BYTES = 16 * 1024 * 1024;

/** The judging server's answering and recording, without a listener: the OAuth front (oauth-judge.ts) hands it requests too. */
export interface JudgeCore {
  /** Answers one request whose body is already read, and records it. */
  handle(req: IncomingMessage, res: ServerResponse, body: string | undefined): Promise<JudgedExchange>;
  /** Records a request that was refused before it was read (413, 503) and answers it. */
  refuse(req: IncomingMessage, res: ServerResponse, status: 413 | 503, received: number): JudgedExchange;
  record: JudgeRecord;
  /** Ends every scripted delay still waiting. */
  stop(): void;
}

/** `now`: the clock the record's times are on (default: ms since the core was made). */
export function createJudgeCore(script: JudgeScript, now?: () => number): JudgeCore {
  const started = performance.now();
  const clock = now ?? (() => Math.round((performance.now() - started) * 1000) / 1000);
  const record = new JudgeRecord();
  const sessions: Sessions = { live: new Set(), ended: new Set(), mint: () => `wc-${randomUUID()}`, dropped: new Map() };
  const book = new AnswerBook(script.answers ?? []);
  const closing = new AbortController();
  /** When the latest dropped stream was sent (record time), for the reconnects that follow. */
  let lastDrop: number | undefined;

  function headersOf(req: IncomingMessage): Array<[string, string]> {
    const headers: Array<[string, string]> = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i]!.toLowerCase(), req.rawHeaders[i + 1]!]);
    return headers;
  }
  const pathOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://judge.invalid').pathname;

  async function handle(req: IncomingMessage, res: ServerResponse, body: string | undefined): Promise<JudgedExchange> {
    const receivedAt = clock();
    const path = pathOf(req);
    const { reply, rpcMethod, delayMs, dropped } = answerMessage(req.method ?? 'GET', path, req.headers, body, script, sessions, book);
    // A GET after a stream dropped is a reconnect: how long after the latest drop it came (2025-11-25 basic/transports.mdx:115).
    const reconnect = req.method === 'GET' && lastDrop !== undefined ? { waitedMs: Math.round(receivedAt - lastDrop), retryMs: RESUME_RETRY_MS } : undefined;
    if (delayMs) await sleep(delayMs, closing.signal);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    const entry = record.add({
      httpMethod: req.method ?? 'GET',
      path,
      headers: headersOf(req),
      body: body ?? '',
      receivedAt,
      answeredAt: clock(),
      ...(rpcMethod ? { rpcMethod } : {}),
      ...(reconnect ? { reconnect } : {}),
      answer: { status: reply.status, ...errorCodeOf(reply), body: text, headers: Object.entries(reply.headers) },
    });
    // The wait of a reconnect counts from here: before the client can have read the stream's end, so never against it.
    if (dropped) lastDrop = entry.answeredAt;
    send(res, reply, text);
    return entry;
  }

  function refuse(req: IncomingMessage, res: ServerResponse, status: 413 | 503, received: number): JudgedExchange {
    const receivedAt = clock();
    const error = status === 413 ? `the body is larger than ${MAX_BODY_BYTES} bytes` : BUSY_MESSAGE;
    const reply: Reply = {
      status,
      headers: status === 503 ? { 'retry-after': '1' } : {},
      body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: error } },
    };
    const text = JSON.stringify(reply.body);
    const entry = record.add({
      httpMethod: req.method ?? 'GET',
      path: pathOf(req),
      headers: headersOf(req),
      body: '',
      receivedAt,
      answeredAt: clock(),
      answer: { status, errorCode: -32600, body: text, headers: Object.entries(reply.headers) },
    });
    record.cutBody(entry, received, status === 413 ? 'larger than the judging server reads' : 'not read: too many bodies at once');
    send(res, reply, text);
    return entry;
  }
  return { handle, refuse, record, stop: () => closing.abort() };
}

export async function startJudgeServer(script: JudgeScript, host = '127.0.0.1'): Promise<JudgeServer> {
  const core = createJudgeCore(script);
  const budget = new BodyBudget(BODIES_IN_FLIGHT_BYTES);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const read = await readBody(req, MAX_BODY_BYTES, budget);
    if (!read.ok) {
      core.refuse(req, res, read.busy ? 503 : 413, read.received);
      return;
    }
    const entry = await core.handle(req, res, read.body.length ? read.body.toString('utf8') : undefined);
    // A discovery probe (a well-known URI: OAuth metadata looked for) is no request to the MCP server:
    // as in an OAuth document, a check without `endpoint` never picks it.
    if (entry.path.split('/').includes('.well-known')) entry.endpoint = 'not-found';
  }

  // A Host that does not name this server gets 421, a foreign Origin 403, from `listen` (as every built-in server).
  const listening = await listen((req, res) => void handle(req, res).catch(() => res.destroy()), { host, closing: () => core.stop() });
  return {
    url: `${listening.origin}/mcp`,
    exchanges: () => core.record.exchanges(),
    unrecorded: () => core.record.unrecorded(),
    close: listening.close,
  };
}

function errorCodeOf(reply: Reply): { errorCode?: number } {
  const error = (reply.body as { error?: { code?: unknown } } | undefined)?.error;
  return typeof error?.code === 'number' ? { errorCode: error.code } : {};
}

function send(res: ServerResponse, reply: Reply, text: string): void {
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.stream) {
    // An SSE response stream: each event one JSON-RPC message, the answer last, then the stream ends.
    res.writeHead(reply.status, { ...headers, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.end(sseText(reply.stream, text));
    return;
  }
  if (text) sendJsonText(res, reply.status, text, headers);
  else sendEmpty(res, reply.status, headers);
}

/** The stream's text: a priming event, each event (with its id when it has one), the answer unless dropped. */
export function sseText(stream: SseReply, answer: string): string {
  const messages = [...stream.events.map((e) => JSON.stringify(e)), ...(stream.drop ? [] : [answer])];
  const prime = stream.prime ? `id: ${stream.prime}\nretry: ${RESUME_RETRY_MS}\ndata: \n\n` : '';
  return prime + messages.map((data, n) => `${stream.ids?.[n] ? `id: ${stream.ids[n]}\n` : ''}event: message\ndata: ${data}\n\n`).join('');
}

/** Waits `ms`, or less when `signal` aborts (a scripted delay, ended when the judge closes). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}
