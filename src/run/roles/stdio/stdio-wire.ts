import type { SendLimits, SendOutcome } from '../../../http/http-client.js';
import type { ReceivedResponse, SentRequest } from '../../../model/exchange.js';
import { parseJson } from '../../../source/json-text.js';
import { notAMessage, type StdioProcess, type StdioTranscript, type StdoutLine, segments } from './stdio-process.js';

/**
 * The base URL a stdio document's requests are built against (a reserved name that never resolves):
 * nothing is sent to it; the wire writes the request's body on the process's stdin and records it as
 * sent to STDIN_NAME.
 */
export const STDIO_URL = 'http://stdio.invalid/';
const STDIN_NAME = 'stdio:stdin';
/** The method a request written on stdin is recorded with (no HTTP method went on the wire). */
export const STDIN_METHOD = 'STDIN';

/**
 * The code of a step whose send over stdio ended without its answer (as `HTTP_TIMEOUT` and the others
 * are over HTTP): `STDIO_TIMEOUT` (no response with its id on stdout within the step's timeout),
 * `STDIO_EXITED` (the process exited, or its stdin was closed, before it answered), `STDIO_ABORTED`
 * (the run was stopped).
 */
export function stdioFailureCode(kind: string): string {
  return kind === 'timeout' ? 'STDIO_TIMEOUT' : kind === 'connection' ? 'STDIO_EXITED' : `STDIO_${kind.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * The stdio transport behind the interface the `rpc` step sends through (exchange.ts: `send`, as
 * HttpClient's): a request's JSON body is written as one line on stdin, and the answer is every line
 * the server wrote on stdout since the previous send, up to and including the response to it.
 *
 * So that the documents judge it exactly as over HTTP, the answer is given the shape of a Streamable
 * HTTP answer: status 200 and an event stream, one event per stdout line (`expect.json` reads the
 * JSON-RPC response among them, `sse` checks read the notifications, progress and logging, that came
 * before it); a notification written is status 202 with an empty body. Status and headers mean nothing
 * more over stdio: documents that judge them are HTTP-only (applicable.ts).
 */
export class StdioWire {
  /** The first stdout line the next answer starts at. */
  private cursor: number;
  /** Whether a send ended without its answer (a timeout, an exit, a stop): an answer may still be owed, so the process is not shared on (reuse.ts). */
  failed = false;
  /** The methods this test wrote, in order (reuse.ts: what a shared process may be given back after). */
  readonly methods: string[] = [];

  /**
   * @param process the test's process
   * @param lease set when the process is shared (reuse.ts): the pool it came from and goes back to; the
   *   test's answers start at the line the process had written when the test took it
   */
  constructor(
    readonly process: StdioProcess,
    readonly lease?: { give: (wire: StdioWire) => boolean },
  ) {
    this.cursor = process.transcript.lines.length;
  }

  async send(request: SentRequest, limits: SendLimits): Promise<SendOutcome> {
    // What went on the wire: no HTTP method, URL or headers, only the line.
    request.method = STDIN_METHOD;
    request.url = STDIN_NAME;
    request.headers = [];
    const startMs = this.process.now();
    const text = request.body ? Buffer.from(request.body).toString('utf8') : '';
    const parsed = parseJson(text);
    const id =
      parsed.ok && parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value) ? (parsed.value as { id?: unknown }).id : undefined;
    const method = parsed.ok && parsed.value && typeof parsed.value === 'object' ? (parsed.value as { method?: unknown }).method : undefined;
    this.methods.push(typeof method === 'string' ? method : '(not a request)');
    const written = this.process.write(text);
    if (!written) return this.failure('connection', 'the server process has exited: its stdin is closed', startMs);
    if (id === undefined || (typeof id !== 'string' && typeof id !== 'number')) {
      // A notification (or a message that is not a request): nothing answers it.
      return { ok: true, response: this.answer(202, this.process.transcript.lines.length, startMs, false) };
    }
    const answered = () => answerIndex(this.process.transcript.lines, this.cursor, id) >= 0;
    const held = await this.process.waitFor(answered, limits.timeoutMs, limits.signal);
    if (held) {
      const end = answerIndex(this.process.transcript.lines, this.cursor, id) + 1;
      return { ok: true, response: this.answer(200, end, startMs, true) };
    }
    const exit = this.process.transcript.exit;
    if (exit) return this.failure('connection', `the server process exited (${exitText(exit)}) before it answered`, startMs);
    if (limits.signal?.aborted) return this.failure('aborted', 'stopped before the server answered', startMs);
    return this.failure('timeout', `no response with id ${JSON.stringify(id)} on stdout within ${limits.timeoutMs} ms`, startMs);
  }

  /** Shuts the process down (lifecycle page: close stdin, wait, SIGTERM, SIGKILL); its transcript. */
  shutdown(waitMs: number): Promise<StdioTranscript> {
    return this.process.shutdown(waitMs);
  }

  /** The lines from the cursor up to `end` (exclusive) as an event stream; the cursor moves there. */
  private answer(status: number, end: number, startMs: number, withBody: boolean): ReceivedResponse {
    const all = this.process.transcript.lines;
    // One event per message; a message split across lines is one event of several data lines.
    const body = withBody
      ? segments(all.slice(0, end), this.cursor)
          .map(
            (segment) =>
              `event: message\n${all
                .slice(segment.from, segment.to + 1)
                .map((line) => `data: ${line.text}\n`)
                .join('')}\n`,
          )
          .join('')
      : '';
    if (withBody) this.cursor = end;
    const totalMs = this.process.now() - startMs;
    return {
      status,
      headers: withBody ? [['content-type', 'text/event-stream']] : [],
      body: Buffer.from(body, 'utf8'),
      timings: { startMs: 0, headersMs: totalMs, totalMs },
    };
  }

  private failure(kind: 'timeout' | 'connection' | 'aborted', message: string, startMs: number): SendOutcome {
    this.failed = true;
    const seen = this.process.transcript.lines.length;
    const partial = seen > this.cursor ? this.answer(200, seen, startMs, true) : undefined;
    const stderr = this.process.transcript.stderr.trim();
    const tail = stderr ? `; stderr ends: ${stderr.slice(-400)}` : '';
    return { ok: false, failure: { kind, message: `${message}${tail}`, ...(partial ? { partial } : {}) } };
  }
}

/**
 * Where the answer to `id` ends among the lines from `from`: the last line of the response with that id
 * (a response split across lines included), or else of any response while this request is the only one
 * waiting (a server that breaks the ids is judged on what it answered, not timed out); -1 when none has come.
 */
function answerIndex(lines: readonly StdoutLine[], from: number, id: string | number): number {
  let other = -1;
  for (const segment of segments(lines, from)) {
    const json = segment.json as Record<string, unknown> | undefined;
    if (!json || typeof json !== 'object' || Array.isArray(json) || typeof json.method === 'string') continue;
    if (!('result' in json || 'error' in json)) continue;
    if (json.id === id) return segment.to;
    // A response with a null id answers a message the server could not read, never this request.
    if (other < 0 && json.id !== null && notAMessage(json) === undefined) other = segment.to;
  }
  return other;
}

function exitText(exit: NonNullable<StdioTranscript['exit']>): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
}
