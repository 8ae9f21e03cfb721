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
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { ClientExchange } from '../../model/client-exchange.js';
import { answerMessage, type Sessions } from './answer.js';
import { AnswerBook, type JudgeScript, type Reply, type SseReply } from './script.js';

/** One request as the server got it, and what it answered (the record run/roles/client/client-checks judges). */
export type JudgedExchange = ClientExchange;

export interface JudgeServer {
  /** The MCP endpoint, e.g. http://127.0.0.1:40123/mcp: what the client under test is given. */
  url: string;
  /** Every request so far, in the order they arrived. */
  exchanges(): JudgedExchange[];
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** The judging server's answering and recording, without a listener: the OAuth front (oauth-judge.ts) hands it requests too. */
export interface JudgeCore {
  /** Answers one request whose body is already read, and records it. */
  handle(req: IncomingMessage, res: ServerResponse, body: string | undefined): Promise<JudgedExchange>;
  recorded: JudgedExchange[];
  /** Ends every scripted delay still waiting. */
  stop(): void;
}

/** `now`: the clock the record's times are on (default: ms since the core was made). */
export function createJudgeCore(script: JudgeScript, now?: () => number): JudgeCore {
  const started = performance.now();
  const clock = now ?? (() => Math.round((performance.now() - started) * 1000) / 1000);
  const recorded: JudgedExchange[] = [];
  const sessions: Sessions = { live: new Set(), ended: new Set(), mint: () => `wc-${randomUUID()}`, dropped: new Map() };
  const book = new AnswerBook(script.answers ?? []);
  const closing = new AbortController();

  async function handle(req: IncomingMessage, res: ServerResponse, body: string | undefined): Promise<JudgedExchange> {
    const receivedAt = clock();
    const headers: Array<[string, string]> = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i]!.toLowerCase(), req.rawHeaders[i + 1]!]);
    const path = new URL(req.url ?? '/', 'http://judge.invalid').pathname;
    const { reply, rpcMethod, delayMs } = answerMessage(req.method ?? 'GET', path, req.headers, body, script, sessions, book);
    if (delayMs) await sleep(delayMs, closing.signal);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    const entry: JudgedExchange = {
      httpMethod: req.method ?? 'GET',
      path,
      headers,
      body: body ?? '',
      receivedAt,
      answeredAt: clock(),
      ...(rpcMethod ? { rpcMethod } : {}),
      answer: { status: reply.status, ...errorCodeOf(reply), body: text, headers: Object.entries(reply.headers) },
    };
    recorded.push(entry);
    send(res, reply, text);
    return entry;
  }
  return { handle, recorded, stop: () => closing.abort() };
}

export async function startJudgeServer(script: JudgeScript, host = '127.0.0.1'): Promise<JudgeServer> {
  const core = createJudgeCore(script);
  const sockets = new Set<Socket>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    await core.handle(req, res, await readBody(req));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closed: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/mcp`,
    exchanges: () => [...core.recorded],
    close(): Promise<void> {
      closed ??= new Promise<void>((resolve) => {
        core.stop();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      });
      return closed;
    },
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
  if (text) headers['content-type'] = 'application/json';
  res.writeHead(reply.status, headers);
  res.end(text);
}

/** The stream's text: a priming event, each event (with its id when it has one), the answer unless dropped. */
export function sseText(stream: SseReply, answer: string): string {
  const messages = [...stream.events.map((e) => JSON.stringify(e)), ...(stream.drop ? [] : [answer])];
  const prime = stream.prime ? `id: ${stream.prime}\nretry: 100\ndata: \n\n` : '';
  return prime + messages.map((data, n) => `${stream.ids?.[n] ? `id: ${stream.ids[n]}\n` : ''}event: message\ndata: ${data}\n\n`).join('');
}

/** The body as text; undefined when there is none. A body over the bound is cut (the server judges, it does not store megabytes). */
async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size ? Buffer.concat(chunks).toString('utf8') : undefined;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
