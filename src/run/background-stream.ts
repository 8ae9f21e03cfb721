import { ResponseView } from '../assert/response-view.js';
import { formatBytes, type HttpClient, type SendOutcome } from '../http/http-client.js';
import { isEventStream, SseDecoder, type SseEvent } from '../http/sse.js';
import { isResponse, parseEventJson } from '../mcp/jsonrpc.js';
import type { ReceivedResponse, SentRequest, TransportFailure } from '../model/exchange.js';
import { parseJson } from '../source/json-text.js';

/** What an `until` expression reads as `stream` (see the schema's `until`). */
export interface StreamSnapshot {
  status: number | null;
  headers: Record<string, string>;
  events: Array<SseEvent & { json: unknown }>;
  messages: unknown[];
  methods: string[];
  response: unknown;
  ended: boolean;
  bytes: number;
}

/** How a wait for a stream's condition came out. */
export type WaitOutcome = 'met' | 'ended' | 'timeout';

/**
 * A response kept open while a document's later steps run (a `background` step): it reads the body
 * as it arrives, decodes its events, and wakes whoever waits for a condition on it. Reading stops at
 * the server's end, at `lifetimeMs` or `maxBytes` (wirecase closes it), or at `close()`. It never
 * throws: a failure is kept and said by `endReason`.
 */
export class BackgroundStream {
  status = 0;
  headers: Array<[string, string]> = [];
  private readonly chunks: Uint8Array[] = [];
  private bytes = 0;
  private decoder: SseDecoder | undefined;
  /** Each event with its data parsed as JSON, parsed once as it arrives. */
  private readonly events: Array<SseEvent & { json: unknown }> = [];
  private outcome: SendOutcome | undefined;
  private readonly abort = new AbortController();
  private readonly waiters = new Set<() => void>();
  private readonly opened = performance.now();
  readonly finished: Promise<void>;

  constructor(
    readonly name: string,
    readonly request: SentRequest,
    /** The JSON-RPC id of the request that opened it (an `rpc` step), to find its response. */
    readonly rpcId: string | number | undefined,
    http: HttpClient,
    readonly limits: { lifetimeMs: number; maxBytes: number },
  ) {
    const watch = (contentType: string, head: { status: number; headers: Array<[string, string]> }) => {
      this.status = head.status;
      this.headers = head.headers;
      if (isEventStream(contentType)) this.decoder = new SseDecoder((event) => this.events.push({ ...event, json: parseEventJson(event) }));
      this.wake();
      return (chunk: Uint8Array) => {
        this.chunks.push(chunk);
        this.bytes += chunk.byteLength;
        this.decoder?.push(chunk);
        this.wake();
        return false;
      };
    };
    this.finished = http.send(request, { timeoutMs: limits.lifetimeMs, maxBodyBytes: limits.maxBytes, signal: this.abort.signal }, watch).then((outcome) => {
      this.outcome = outcome;
      const response = outcome.ok ? outcome.response : outcome.failure.partial;
      if (response && !this.status) {
        this.status = response.status;
        this.headers = response.headers;
      }
      this.wake();
    });
  }

  /** The server ended the stream, or reading stopped (a failure, a bound, `close()`). */
  get ended(): boolean {
    return this.outcome !== undefined;
  }

  /** Why reading stopped, in words; undefined while the stream is open. */
  get endReason(): string | undefined {
    const outcome = this.outcome;
    if (!outcome) return undefined;
    if (outcome.ok) return outcome.response.readNote ?? 'the server ended the stream';
    return this.failureReason(outcome.failure);
  }

  /** The transport failure, unless the server ended the stream or wirecase closed it. */
  get failure(): TransportFailure | undefined {
    return this.outcome && !this.outcome.ok ? this.outcome.failure : undefined;
  }

  /** Waits for the response head (or the end, when none came). */
  async head(): Promise<void> {
    while (!this.status && !this.ended) await this.changed();
  }

  /**
   * Waits until `condition` holds, checking it now and after each arrival; stops at the first of:
   * it holds, the stream ended, `withinMs` passed.
   */
  async waitFor(condition: () => boolean, withinMs: number): Promise<WaitOutcome> {
    const deadline = performance.now() + withinMs;
    for (;;) {
      if (condition()) return 'met';
      if (this.ended) return 'ended';
      const left = deadline - performance.now();
      if (left <= 0) return 'timeout';
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, left)));
      await Promise.race([this.changed(), timedOut]);
      clearTimeout(timer);
    }
  }

  /** Stops reading (the connection is closed); what arrived stays. Waits until reading has stopped. */
  async close(reason: string): Promise<void> {
    if (!this.ended) this.abort.abort(reason);
    await this.finished;
  }

  /** What `until` reads as `stream`. */
  snapshot(): StreamSnapshot {
    const messages = this.messages();
    return {
      status: this.status || null,
      headers: Object.fromEntries(this.headers),
      events: this.events,
      messages,
      methods: messages.flatMap((m) =>
        m && typeof m === 'object' && typeof (m as { method?: unknown }).method === 'string' ? [(m as { method: string }).method] : [],
      ),
      response: messages.find((m) => isResponse(m) && (this.rpcId === undefined || m.id === this.rpcId)) ?? null,
      ended: this.outcome?.ok === true && this.outcome.response.readNote === undefined,
      bytes: this.bytes,
    };
  }

  /** The stream as a response so far, for `expect`, `capture` and the report (`readNote` says whether it was still open). */
  view(): ResponseView {
    const response: ReceivedResponse = {
      status: this.status,
      headers: this.headers,
      body: Buffer.concat(this.chunks),
      timings: { startMs: 0, headersMs: 0, totalMs: Math.round(performance.now() - this.opened) },
    };
    const note = this.ended ? this.endNote() : `the stream "${this.name}" was still open: this is what it had received after ${response.timings.totalMs} ms`;
    if (note) response.readNote = note;
    return new ResponseView(response, this.rpcId === undefined ? {} : { rpcId: this.rpcId });
  }

  /** How many events (or bytes, for a stream that is not an event stream) it has received, in words. */
  describe(): string {
    const size = formatBytes(this.bytes);
    return this.decoder ? `${this.events.length} event${this.events.length === 1 ? '' : 's'} (${size})` : `${size}, not an event stream`;
  }

  /** The JSON messages: each event's data, or the whole body once it ended when it is not an event stream. */
  private messages(): unknown[] {
    if (this.decoder) return this.events.map((e) => e.json);
    if (!this.ended || this.bytes === 0) return [];
    const parsed = parseJson(Buffer.concat(this.chunks).toString('utf8'));
    return parsed.ok ? [parsed.value] : [];
  }

  private endNote(): string | undefined {
    const outcome = this.outcome!;
    if (outcome.ok) return outcome.response.readNote;
    return this.failureReason(outcome.failure);
  }

  private failureReason(failure: TransportFailure): string {
    if (failure.kind === 'timeout' && this.status)
      return `wirecase closed the stream at the end of its lifetime (${this.limits.lifetimeMs} ms, the background step's timeout)`;
    if (failure.kind === 'body-too-large') return `wirecase closed the stream when it went over its size bound (${formatBytes(this.limits.maxBytes)}, maxSize)`;
    return failure.message;
  }

  private changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.add(resolve));
  }

  private wake(): void {
    for (const resolve of this.waiters) resolve();
    this.waiters.clear();
  }
}
