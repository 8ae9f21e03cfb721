/**
 * The stdio judge: the judging server of a client-role document when the client is judged over stdio
 * (docs/client-testing.md, "Clients over stdio"). The client launches `serverCommand` (the relay,
 * stdio-relay.ts) as its MCP server; each relay connects here, one per server process the client
 * starts, and carries the client's stdin bytes, its stdin's end and the signals it gets. The judge
 * answers each line as the document's `serve` block scripts (answer.ts, without sessions or headers:
 * newline-delimited JSON-RPC, a message per line) and records two things: every JSON-RPC message as
 * a `ClientExchange` (`httpMethod: STDIN`), so the checks of any document read it as over HTTP, and
 * the raw lines and process events (`StdioClientRecord`) that the `stdin` checks judge.
 */

import { createServer, type Socket } from 'node:net';
import type { StdioClientRecord, StdioProcessEvent, StdioServerProcess } from '../../model/client-exchange.js';
import { answerMessage, type Sessions } from './answer.js';
import { JudgeRecord, type Unrecorded } from './record.js';
import { AnswerBook, type JudgeScript, type Reply } from './script.js';
import { type JudgedExchange, sleep } from './server.js';
import { relayCommand } from './stdio-relay.js';

export interface StdioJudgeServer {
  /** The shell command line the client launches as its MCP server (what `{{server_command}}` becomes). */
  serverCommand: string;
  exchanges(): JudgedExchange[];
  unrecorded(): Unrecorded | undefined;
  /** What each server process writes on its stderr, when the document scripts it. */
  serverStderr?: string;
  /** The server processes the client started and what it did to each. */
  stdio(): StdioClientRecord;
  /** The client has ended: whatever its server processes get from now on is wirecase's doing. */
  clientEnded(): Promise<void>;
  close(): Promise<void>;
}

/** The record method of a line written on a server's stdin (no HTTP method went on the wire). */
export const STDIN_METHOD = 'STDIN';
/** Raw stdin bytes kept per document, about (past it lines are counted, not kept). */
const MAX_LINE_BYTES = 16 * 1024 * 1024;
/**
 * How long a signal a client sent just before it exited may take to reach a relay's handler. Node
 * runs a signal handler on a later turn of its loop: 50 ms and more on a loaded machine, slower than
 * two round trips of the judge's ping. Waited only while a relay is still running.
 */
const SIGNAL_LATENCY_MS = 250;
/** The longest stdin line answered; a longer one is kept cut and answered with a parse error. */
const MAX_LINE = 4 * 1024 * 1024;

interface Relay {
  socket: Socket;
  record: StdioServerProcess;
  /** The line being written (bytes before its newline). */
  pending: Buffer[];
  pendingBytes: number;
  /** The judge told it to exit (else its going away was a kill, or a crash). */
  told: boolean;
  gone: boolean;
  pongs: Map<number, () => void>;
}

export async function startStdioJudge(script: JudgeScript, host = '127.0.0.1'): Promise<StdioJudgeServer> {
  const started = performance.now();
  const clock = () => Math.round((performance.now() - started) * 1000) / 1000;
  const record = new JudgeRecord();
  const book = new AnswerBook(script.answers ?? []);
  const sessions: Sessions = { live: new Set(), ended: new Set(), mint: () => '', dropped: new Map() };
  const behaviour = script.stdio ?? {};
  const relays: Relay[] = [];
  const closing = new AbortController();
  let keptBytes = 0;
  let clientEndedAt: number | undefined;
  let pingSeq = 0;
  /** `exitOn` has ended a process: later ones answer the method. */
  let exitedOnScript = false;

  const tell = (relay: Relay, message: object) => {
    if (!relay.socket.destroyed) relay.socket.write(`${JSON.stringify(message)}\n`);
  };
  const event = (relay: Relay, kind: StdioProcessEvent) => relay.record.events.push({ atMs: clock(), kind });
  const exitRelay = (relay: Relay, code: number, kind: StdioProcessEvent = 'exited') => {
    if (relay.told) return;
    relay.told = true;
    event(relay, kind);
    tell(relay, { exit: code });
  };

  async function onLine(relay: Relay, bytes: Buffer, processNumber: number): Promise<void> {
    const receivedAt = clock();
    if (keptBytes + bytes.byteLength <= MAX_LINE_BYTES) {
      keptBytes += bytes.byteLength;
      relay.record.lines.push({ atMs: receivedAt, bytes: new Uint8Array(bytes) });
    } else relay.record.cut += 1;
    if (relay.told) return;
    const text = bytes.toString('utf8');
    const method = methodOf(text);
    if (behaviour.exitOn !== undefined && method === behaviour.exitOn && !exitedOnScript) {
      exitedOnScript = true;
      // The scripted unexpected exit: the request is never answered.
      record.add(stdinExchange(text, receivedAt, clock(), processNumber, method, { status: 0, headers: [], body: '' }));
      exitRelay(relay, 1, 'exited-by-script');
      return;
    }
    const { reply, rpcMethod, delayMs } = answerMessage('POST', '/mcp', {}, bytes.byteLength > MAX_LINE ? '' : text, script, sessions, book, true);
    if (delayMs) await sleep(delayMs, closing.signal);
    const messages = [...(reply.stream?.events ?? []), ...(reply.body !== undefined ? [reply.body] : [])];
    for (const message of messages) tell(relay, { out: Buffer.from(`${JSON.stringify(message)}\n`).toString('base64') });
    // Every message is recorded; a line that is none (not JSON, a response) too, as the client wrote it.
    record.add(stdinExchange(text, receivedAt, clock(), processNumber, rpcMethod, answerOf(reply)));
  }

  /** Bytes the client wrote on stdin: each complete line answered and recorded, the rest kept for the next. */
  function onInput(relay: Relay, processNumber: number, chunk: Buffer): void {
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      relay.pending.push(chunk.subarray(start, nl));
      const line = Buffer.concat(relay.pending);
      relay.pending = [];
      relay.pendingBytes = 0;
      start = nl + 1;
      void onLine(relay, line, processNumber);
    }
    if (start < chunk.byteLength && relay.pendingBytes < MAX_LINE) {
      relay.pending.push(chunk.subarray(start));
      relay.pendingBytes += chunk.byteLength - start;
    }
  }

  function onStdinEnd(relay: Relay): void {
    if (relay.pendingBytes) relay.record.unterminated = new Uint8Array(Buffer.concat(relay.pending));
    relay.pending = [];
    relay.pendingBytes = 0;
    event(relay, 'stdin-closed');
    if (behaviour.onStdinClose !== 'stay') exitRelay(relay, 0);
  }

  function onSignal(relay: Relay, signal: 'SIGTERM' | 'SIGINT' | 'SIGHUP'): void {
    event(relay, signal);
    if (!(signal === 'SIGTERM' && behaviour.onSigterm === 'ignore')) exitRelay(relay, 128 + (signal === 'SIGINT' ? 2 : 15));
  }

  function onMessage(relay: Relay, processNumber: number, message: { in?: string; eof?: boolean; signal?: string; pong?: number }): void {
    if (message.in !== undefined) onInput(relay, processNumber, Buffer.from(message.in, 'base64'));
    if (message.eof) onStdinEnd(relay);
    if (message.signal === 'SIGTERM' || message.signal === 'SIGINT' || message.signal === 'SIGHUP') onSignal(relay, message.signal);
    if (message.pong !== undefined) relay.pongs.get(message.pong)?.();
  }

  const server = createServer((socket) => {
    const relay: Relay = {
      socket,
      record: { startedAt: clock(), lines: [], events: [], cut: 0 },
      pending: [],
      pendingBytes: 0,
      told: false,
      gone: false,
      pongs: new Map(),
    };
    relays.push(relay);
    const processNumber = relays.length;
    if (behaviour.stderr) tell(relay, { err: Buffer.from(behaviour.stderr.endsWith('\n') ? behaviour.stderr : `${behaviour.stderr}\n`).toString('base64') });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n')) {
        const line = text.slice(0, nl);
        text = text.slice(nl + 1);
        try {
          onMessage(relay, processNumber, JSON.parse(line));
        } catch {
          socket.destroy(); // not a relay of this judge
        }
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      relay.gone = true;
      // Gone without being told: SIGKILL (or a crash), which only the client can have sent while it ran.
      if (!relay.told) event(relay, 'killed');
      for (const done of relay.pongs.values()) done();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /**
   * A signal each live relay got before the client ended has been told: given time to reach its
   * handler, then twice round its event loop (a relay answers a ping only once no signal is held).
   */
  async function settle(): Promise<void> {
    if (relays.some((r) => !r.gone)) await sleep(SIGNAL_LATENCY_MS, closing.signal);
    for (let round = 0; round < 2; round++) {
      await Promise.all(
        relays
          .filter((r) => !r.gone)
          .map(
            (relay) =>
              new Promise<void>((resolve) => {
                const seq = ++pingSeq;
                const timer = setTimeout(resolve, 2000);
                relay.pongs.set(seq, () => {
                  clearTimeout(timer);
                  relay.pongs.delete(seq);
                  resolve();
                });
                tell(relay, { ping: seq });
              }),
          ),
      );
    }
  }

  return {
    serverCommand: relayCommand(`${host}:${port}`),
    ...(behaviour.stderr ? { serverStderr: behaviour.stderr } : {}),
    exchanges: () => record.exchanges(),
    unrecorded: () => record.unrecorded(),
    stdio: () => ({ processes: relays.map((r) => r.record), ...(clientEndedAt !== undefined ? { clientEndedAt } : {}) }),
    async clientEnded() {
      if (clientEndedAt !== undefined) return;
      await settle();
      clientEndedAt = clock();
    },
    async close() {
      closing.abort();
      clientEndedAt ??= clock();
      for (const relay of relays) {
        relay.told = true;
        tell(relay, { exit: 0 });
        relay.socket.end();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const relay of relays) relay.socket.destroy();
    },
  };
}

function stdinExchange(
  body: string,
  receivedAt: number,
  answeredAt: number,
  processNumber: number,
  rpcMethod: string | undefined,
  answer: JudgedExchange['answer'],
): JudgedExchange {
  return {
    httpMethod: STDIN_METHOD,
    path: 'stdio:stdin',
    headers: [],
    body,
    receivedAt,
    answeredAt,
    process: processNumber,
    ...(rpcMethod ? { rpcMethod } : {}),
    answer,
  };
}

/** What the judge wrote back, as the record keeps an answer: 200 with the body, 202 when nothing answers (a notification, a response). */
function answerOf(reply: Reply): JudgedExchange['answer'] {
  if (reply.body === undefined) return { status: 202, headers: [], body: '' };
  const error = (reply.body as { error?: { code?: unknown } }).error;
  return { status: 200, ...(typeof error?.code === 'number' ? { errorCode: error.code } : {}), headers: [], body: JSON.stringify(reply.body) };
}

function methodOf(text: string): string | undefined {
  try {
    const value = JSON.parse(text) as { method?: unknown };
    return value && typeof value === 'object' && typeof value.method === 'string' ? value.method : undefined;
  } catch {
    return undefined;
  }
}
