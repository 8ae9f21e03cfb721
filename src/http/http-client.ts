import { maxHeaderSize } from 'node:http';
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import type { Dispatcher, Agent as UndiciAgent, errors as UndiciErrors } from 'undici';
import type { ReceivedResponse, SentRequest, TransportFailure } from '../model/exchange.js';
import { overMaxBodySize } from './content.js';

export interface SendLimits {
  timeoutMs: number;
  maxBodyBytes: number;
  /**
   * Stops reading when aborted (e.g. a background stream closed at the end of its test): the response
   * is what arrived until then, with `readNote` set to the abort's reason.
   */
  signal?: AbortSignal;
}

/**
 * The head already decides the step, but the body is read a little longer so reports show what the
 * server sent: for at most `readForMs` after the head and `upToBytes`, then reading stops with
 * `readNote` saying so (`why` is its start, e.g. "the status decided the step").
 */
export interface ShortRead {
  readForMs: number;
  upToBytes: number;
  why: string;
  /** Stops earlier, once this has seen enough (e.g. the JSON-RPC response arrived). */
  enough?: (chunk: Uint8Array) => boolean;
}

/**
 * Looks at a response as its head arrives. It may say 'stop' (the head already decides and the body is
 * not read at all), give a ShortRead (the head decides, the body is read for a short bounded time as
 * evidence), or give a predicate that sees each chunk and says when enough of the body has come (e.g.
 * an event stream that goes on after the JSON-RPC response arrived). undefined reads the body to its end.
 */
export type StreamWatch = (
  contentType: string,
  head: { status: number; headers: Array<[string, string]> },
) => ((chunk: Uint8Array) => boolean) | 'stop' | ShortRead | undefined;

/**
 * undici's index loads all of it (fetch, WebSocket, caches, mocks, …: ~100 ms of a start, as much as
 * a 200-step run's requests). The engine needs its Agent and its error classes only, so it loads those
 * two modules, the same objects the index exports (undici's package has no `exports` map to forbid it).
 */
const require = createRequire(import.meta.url);
// Before the documents are read: their loading is where a short run's optimizing compiles cost most.
optimizeLater();
const Agent = require('undici/lib/dispatcher/agent.js') as typeof UndiciAgent;
const undiciErrors = require('undici/lib/core/errors.js') as typeof UndiciErrors;

export type SendOutcome = { ok: true; response: ReceivedResponse } | { ok: false; failure: TransportFailure };

/**
 * Sends exactly the request it is given (undici adds only what HTTP requires: Host, Content-Length)
 * and keeps the raw response. Never throws for a network or server problem: a timeout, a reset, a
 * body over the limit or an endless stream become a TransportFailure and the run goes on.
 * One client per run, so connections to the same origin are reused.
 */
export class HttpClient {
  private readonly agent = new Agent({ keepAliveTimeout: 10_000, connect: { timeout: 10_000 }, pipelining: 1 });

  constructor() {
    keepParserBaseline();
  }

  async send(request: SentRequest, limits: SendLimits, watch?: StreamWatch): Promise<SendOutcome> {
    const first = await this.sendOnce(request, limits, watch);
    // A kept-alive connection the server has already closed fails before any response byte. That is
    // the connection's fault, not the server's answer: send once more, on a new connection.
    if (
      !first.ok &&
      first.failure.kind === 'connection' &&
      !first.failure.partial &&
      (first.failure.code === 'UND_ERR_SOCKET' || first.failure.code === 'ECONNRESET')
    ) {
      return this.sendOnce(request, limits, watch);
    }
    return first;
  }

  /**
   * One request through undici's dispatch API: the handler collects the body as it arrives, with no
   * response stream, promise or abort signal per request in between (a visible share of a small
   * exchange's cost). Settles exactly once: on the end, an error, the limit, `enough`, or the timeout.
   */
  private sendOnce(request: SentRequest, limits: SendLimits, watch?: StreamWatch): Promise<SendOutcome> {
    return new Promise((resolve) => {
      const started = performance.now();
      const elapsed = () => Math.round((performance.now() - started) * 1000) / 1000;
      let status = 0;
      /** The last 1xx informational status, if one came and no final answer yet. */
      let informational = 0;
      let headers: Array<[string, string]> = [];
      let headersMs = 0;
      const chunks: Buffer[] = [];
      let received = 0;
      let enough: ((chunk: Uint8Array) => boolean) | undefined;
      let controller: Dispatcher.DispatchController | undefined;
      let settled = false;
      /** A short read's bound on bytes and its note, once the head chose one. */
      let shortRead: { upToBytes: number; note: (stopped: string) => string } | undefined;
      let shortTimer: NodeJS.Timeout | undefined;
      const partial = (): ReceivedResponse | undefined =>
        status ? { status, headers, body: Buffer.concat(chunks), timings: { startMs: 0, headersMs, totalMs: elapsed() } } : undefined;
      /** The body so far, marked as not read to its end, with why. */
      const stoppedAt = (note: string): SendOutcome => ({ ok: true, response: { ...partial()!, readNote: note } });
      /** Settles once; a request still in flight is aborted (its connection is not reused). */
      const settle = (outcome: SendOutcome, stillOpen: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(shortTimer);
        limits.signal?.removeEventListener('abort', onAbort);
        resolve(outcome);
        if (stillOpen) controller?.abort(new Error('wirecase stopped reading'));
      };
      const onAbort = () => {
        const reason = String(limits.signal?.reason ?? 'wirecase stopped reading');
        if (status) settle(stoppedAt(reason), true);
        else settle(fail({ kind: 'aborted', message: `${reason}, before a response arrived` }), true);
      };
      const timer = setTimeout(() => {
        const what = status ? 'the response body did not end' : 'no response arrived';
        const only = !status && informational ? `, only an informational ${informational}` : '';
        settle(fail({ kind: 'timeout', message: `${what} within ${limits.timeoutMs} ms (the step's timeout)${only}`, partial: partial() }), true);
      }, limits.timeoutMs);
      if (limits.signal?.aborted) return onAbort();
      limits.signal?.addEventListener('abort', onAbort);
      try {
        const { origin, path } = target(request.url);
        this.agent.dispatch(
          {
            origin,
            path,
            method: request.method as Dispatcher.HttpMethod,
            headers: request.headers.flat(),
            // A Buffer as it is (the request builder makes one per request), other bytes copied into one.
            body: request.body?.byteLength ? (Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body)) : request.body ? '' : null,
            headersTimeout: limits.timeoutMs,
            bodyTimeout: limits.timeoutMs,
          },
          {
            onRequestStart(c) {
              controller = c;
              if (settled) c.abort(new Error('wirecase stopped waiting'));
            },
            onResponseStart(_c, statusCode, responseHeaders) {
              if (statusCode < 200) return void (informational = statusCode); // 1xx informational: the answer is still to come
              status = statusCode;
              headersMs = elapsed();
              headers = flattenHeaders(responseHeaders);
              const seen = watch?.(String(headers.find(([n]) => n === 'content-type')?.[1] ?? ''), { status, headers });
              if (seen === 'stop') settle(stoppedAt('not read: the response head decided the step'), true);
              else if (typeof seen === 'object') {
                const { readForMs, upToBytes, why } = seen;
                enough = seen.enough;
                shortRead = { upToBytes, note: (stopped) => `${why}; the body was read ${stopped} only, then wirecase stopped reading` };
                shortTimer = setTimeout(() => settle(stoppedAt(shortRead!.note(`for ${readForMs} ms`)), true), readForMs);
              } else enough = seen;
            },
            onResponseData(_c, chunk) {
              if (settled) return;
              received += chunk.byteLength;
              if (received > limits.maxBodyBytes) {
                // Keep the body up to the limit, marked cut, so reports show its start.
                chunks.push(chunk.subarray(0, chunk.byteLength - (received - limits.maxBodyBytes)));
                const cut = partial()!;
                cut.cutAtBytes = limits.maxBodyBytes;
                return settle(fail({ kind: 'body-too-large', message: overMaxBodySize(limits.maxBodyBytes), partial: cut }), true);
              }
              if (shortRead && received > shortRead.upToBytes) {
                chunks.push(chunk.subarray(0, chunk.byteLength - (received - shortRead.upToBytes)));
                return settle(stoppedAt(shortRead.note(`up to ${formatBytes(shortRead.upToBytes)}`)), true);
              }
              chunks.push(chunk);
              if (enough?.(chunk)) settle({ ok: true, response: partial()! }, true);
            },
            onResponseEnd() {
              settle({ ok: true, response: partial()! }, false);
            },
            onResponseError(_c, error) {
              settle(fail(classify(error, status, partial())), false);
            },
          },
        );
      } catch (error) {
        // A request undici refuses outright (a bad URL or header) is a failure like any other.
        settle(fail(classify(error, 0, undefined)), false);
      }
    });
  }

  async close(): Promise<void> {
    await this.agent.close().catch(() => this.agent.destroy());
  }

  /** Ends every connection now, requests in flight included (a run stopped by a signal). */
  async destroy(): Promise<void> {
    await this.agent.destroy().catch(() => undefined);
  }
}

/**
 * undici parses HTTP with llhttp compiled to WebAssembly. V8 re-compiles its one large parse function
 * with its optimizing compiler once it is hot, on a background thread, and the process cannot exit
 * until that compile is done: a 1-request run waited a quarter of a second for a compile it never
 * used, and a 200-request run 40–90 ms at its end (a tier-up budget 100 times V8's default only moved
 * the wait there). Its baseline code (Liftoff) parses as fast for responses of this size, measured
 * over 2,000 requests, so the parser is never re-compiled. Set before undici compiles its parser (on
 * the first connection); it only concerns WebAssembly, which wirecase uses for nothing else.
 */
function keepParserBaseline(): void {
  // A V8 flag, present from V8 10 to 13 (Node 18 to 24). An unknown flag would print an error on every
  // run, so later V8s are left at their defaults until checked.
  if (knownV8()) v8.setFlagsFromString('--liftoff-only');
}

/** V8 10 to 13 (Node 18 to 24): the versions whose flags below were checked. */
function knownV8(): boolean {
  const major = Number(process.versions.v8.split('.')[0]);
  return major >= 10 && major <= 13;
}

/**
 * Code is optimized later than V8's default, once it has run four times as long; set when this module
 * loads, i.e. before a run reads its documents. V8 compiles a function with its optimizing compiler
 * (TurboFan) once it has run a while, counted by the bytecode it executed (the interrupt budget). A
 * run calls the same few hundred functions once or a few times per step (and its loading as many per
 * node), so at the default budget they are optimized within the first steps, and a process of a few
 * thousand steps spends more CPU compiling them than the compiled code saves before it ends. Measured
 * (issue 39, docs/benchmarks.md): loading the 200-step chain 81 → 38 ms of CPU; its run, the HTTP client
 * answering at once (no network), 130–190 → 70–90 µs of CPU a step at 2,000 steps, and 67–69 → 71–76 µs
 * at 20,000 steps, so long runs lose almost nothing.
 */
function optimizeLater(): void {
  // Measured on V8 11 (Node 20), whose default budget is 66 KiB; later V8s tier up differently (Maglev).
  if (process.versions.v8.startsWith('11.')) v8.setFlagsFromString(`--interrupt-budget=${4 * 66 * 1024}`);
}

/** Origin and path of a URL, by URL: a suite sends to a few URLs many times. */
const targets = new Map<string, { origin: string; path: string }>();
function target(href: string): { origin: string; path: string } {
  let parts = targets.get(href);
  if (!parts) {
    const url = new URL(href);
    parts = { origin: url.origin, path: url.pathname + url.search };
    if (targets.size >= 1000) targets.clear();
    targets.set(href, parts);
  }
  return parts;
}

function fail(failure: TransportFailure): SendOutcome {
  return { ok: false, failure };
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const v of value) out.push([name, v]);
    else if (value !== undefined) out.push([name, value]);
  }
  return out;
}

/**
 * Map undici's stable error codes (never its messages) to a reason a person can read. Its HTTP parser
 * errors carry no usable code (undici looks the name up in a table keyed the other way), so they are
 * known by their class.
 */
function classify(error: unknown, status: number, partial: ReceivedResponse | undefined): TransportFailure {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  const detail = (error as Error).message;
  const during = status ? 'while reading the response body' : 'before a response arrived';
  if (error instanceof undiciErrors.HTTPParserError) {
    // "Response does not match the HTTP/1.1 protocol (Invalid character in chunk size)": the parenthesis is the reason.
    const reason = /\((.+)\)$/.exec(detail)?.[1] ?? detail;
    return { kind: 'protocol', ...(code ? { code } : {}), message: `malformed HTTP ${during}: ${reason}`, partial };
  }
  switch (code) {
    case 'ECONNREFUSED':
      return { kind: 'connection', code, message: `connection refused (${detail})` };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { kind: 'connection', code, message: `host not found (${detail})` };
    case 'UND_ERR_CONNECT_TIMEOUT':
      return { kind: 'timeout', code, message: 'could not connect in time' };
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return { kind: 'timeout', code, message: `the server stopped answering ${during}`, partial };
    case 'UND_ERR_SOCKET':
    case 'ECONNRESET':
    case 'EPIPE':
      return { kind: 'connection', code, message: `the connection was closed ${during}${announced(partial)} (${detail})`, partial };
    case 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH':
      // Before the head was delivered, no body was read: undici reports a parse error in a head that
      // has a Content-Length (two that disagree, one that is not a number) as this mismatch.
      if (!status)
        return {
          kind: 'protocol',
          code,
          message:
            'malformed HTTP before a response arrived: the parser rejected a head with a Content-Length (e.g. two that disagree, or one that is not a number)',
        };
      return { kind: 'protocol', code, message: `the body is shorter or longer than its Content-Length${announced(partial)}`, partial };
    case 'UND_ERR_HEADERS_OVERFLOW':
      return { kind: 'protocol', code, message: `the response head is larger than ${formatBytes(maxHeaderSize)} (the client's limit)` };
    case 'UND_ERR_INVALID_ARG':
      return { kind: 'protocol', code, message: `the request cannot be sent: ${detail}` };
    default:
      if (error instanceof undiciErrors.UndiciError || code?.startsWith('HPE_')) {
        return { kind: 'protocol', code, message: `malformed HTTP ${during}: ${detail}`, partial };
      }
      return { kind: 'connection', code, message: `${detail} ${during}`, partial };
  }
}

/** ", after N of the M bytes its Content-Length announced" when a body with a Content-Length was cut short. */
function announced(partial: ReceivedResponse | undefined): string {
  const length = partial?.headers.find(([n]) => n === 'content-length')?.[1];
  if (!partial || length === undefined || !/^\d+$/.test(length)) return '';
  return `, after ${partial.body.byteLength} of the ${length} bytes its Content-Length announced`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1 << 20 && bytes % (1 << 20) === 0) return `${bytes / (1 << 20)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
