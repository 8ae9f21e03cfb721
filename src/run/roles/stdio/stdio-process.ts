import { type ChildProcess, spawn } from 'node:child_process';
import { invalidUtf8Offset } from '../../../http/content.js';
import { parseJson } from '../../../source/json-text.js';
import { running, stopProcess } from '../../child-processes.js';

/** One line the server wrote on stdout, as it came: its bytes, when, and what it is as a message. */
export interface StdoutLine {
  /** The line without its newline (a `\r` before it is kept: it is part of what the server wrote). */
  text: string;
  bytes: number;
  /** Milliseconds after the process started. */
  atMs: number;
  /** The parsed JSON, when the line is one JSON value. */
  json?: unknown;
  /** Why the line is not a valid MCP message, when it is not (not UTF-8, not JSON, not a JSON-RPC message). */
  problem?: string;
}

/** How the process ended, once it has. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds after the process started. */
  atMs: number;
}

/** What wirecase keeps of one process: every stdout line (valid or not), stderr, and its end. */
export interface StdioTranscript {
  command: string;
  /** What wirecase wrote on stdin, in order. */
  sent: Array<{ atMs: number; json?: unknown }>;
  lines: StdoutLine[];
  /** stdout bytes after the last newline (a message without its delimiter), when the process ended with some. */
  unterminated?: string;
  stderr: string;
  stderrBytes: number;
  exit?: ProcessExit;
  /** What wirecase did to end it: 'stdin-closed' (it exited by itself), 'SIGTERM' or 'SIGKILL'. */
  stoppedBy?: 'stdin-closed' | 'SIGTERM' | 'SIGKILL';
  /** Milliseconds after stdin was closed when the process exited, when wirecase closed it. */
  exitAfterCloseMs?: number;
}

/** stderr kept as evidence, at most this much (the rest is counted, not kept). */
const STDERR_KEEP = 64 * 1024;
/** A stdout line longer than this is cut in the transcript (the line is still counted and judged). */
const LINE_KEEP = 1 << 20;

/**
 * A server process of the stdio transport: started from a command line in a shell (its own process
 * group, in child-processes.ts' set, so Ctrl-C and the run's end stop it), written to line by line on
 * stdin, read line by line on stdout. Every stdout line is kept, valid or not, and stderr as evidence.
 */
export class StdioProcess {
  readonly transcript: StdioTranscript;
  private readonly child: ChildProcess;
  private readonly started = performance.now();
  private pending: Buffer[] = [];
  private waiters = new Set<() => void>();
  private stdinClosed = false;
  private readonly exited: Promise<void>;

  constructor(command: string, options: { cwd?: string; env?: Record<string, string> } = {}) {
    this.transcript = { command, sent: [], lines: [], stderr: '', stderrBytes: 0 };
    this.child = spawn(command, {
      shell: true,
      detached: process.platform !== 'win32',
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    running.add(this.child);
    this.child.stdout!.on('data', (chunk: Buffer) => this.onStdout(chunk));
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.transcript.stderrBytes += chunk.byteLength;
      if (this.transcript.stderr.length < STDERR_KEEP) this.transcript.stderr += chunk.toString('utf8').slice(0, STDERR_KEEP - this.transcript.stderr.length);
    });
    // A server that stops reading (or has exited) makes writes fail: that is its behaviour, not ours.
    this.child.stdin!.on('error', () => {});
    this.exited = new Promise((resolve) => {
      this.child.once('error', (error) => {
        this.transcript.stderr += `\n(wirecase could not start the command: ${error.message})`;
        this.markExit(null, null);
        resolve();
      });
      this.child.once('close', (code, signal) => {
        this.flushUnterminated();
        this.markExit(code, signal);
        resolve();
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Milliseconds since the process started. */
  now(): number {
    return Math.round(performance.now() - this.started);
  }

  /** Writes one line (a newline is added), kept in the transcript's `sent`. False when stdin is already closed. */
  write(line: string): boolean {
    if (this.stdinClosed || !this.child.stdin?.writable) return false;
    this.child.stdin.write(`${line}\n`);
    const parsed = parseJson(line);
    this.transcript.sent.push({ atMs: this.now(), ...(parsed.ok ? { json: parsed.value } : {}) });
    return true;
  }

  /**
   * Resolves once `done` holds over the transcript (checked at every new line and at the exit), or
   * `timeoutMs` passes, or `signal` aborts. True when `done` held.
   */
  async waitFor(done: () => boolean, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
    if (done()) return true;
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = (held: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        signal?.removeEventListener('abort', aborted);
        resolve(held);
      };
      const check = () => {
        if (done()) finish(true);
        else if (this.transcript.exit) finish(false);
      };
      const aborted = () => finish(false);
      timer = setTimeout(() => finish(done()), timeoutMs);
      signal?.addEventListener('abort', aborted, { once: true });
      this.waiters.add(check);
      check();
    });
  }

  /**
   * The shutdown of the lifecycle page: close stdin, wait up to `waitMs` for the process to exit, then
   * SIGTERM to its process group and SIGKILL after a grace period (child-processes.ts).
   */
  async shutdown(waitMs: number): Promise<StdioTranscript> {
    if (!this.transcript.exit) {
      const closedAt = this.now();
      this.closeStdin();
      const exitedAlone = await Promise.race([this.exited.then(() => true), delay(waitMs).then(() => false)]);
      if (exitedAlone) {
        this.transcript.stoppedBy = 'stdin-closed';
        this.transcript.exitAfterCloseMs = this.transcript.exit!.atMs - closedAt;
      } else {
        this.transcript.stoppedBy = 'SIGTERM';
        await stopProcess(this.child, 1000);
        if ((this.transcript as StdioTranscript).exit?.signal === 'SIGKILL') this.transcript.stoppedBy = 'SIGKILL';
        await Promise.race([this.exited, delay(1000)]);
      }
    }
    // The shell may have exited while something it started still runs: its group goes too.
    await stopProcess(this.child, 1000);
    running.delete(this.child);
    return this.transcript;
  }

  /** Stops the process group at once (a run stopped by a signal). */
  async kill(): Promise<void> {
    this.closeStdin();
    await stopProcess(this.child, 500);
  }

  private closeStdin(): void {
    if (this.stdinClosed) return;
    this.stdinClosed = true;
    this.child.stdin?.end();
  }

  private onStdout(chunk: Buffer): void {
    let start = 0;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, start)) {
      this.pending.push(chunk.subarray(start, i));
      this.addLine(Buffer.concat(this.pending));
      this.pending = [];
      start = i + 1;
    }
    if (start < chunk.byteLength) this.pending.push(chunk.subarray(start));
    for (const waiter of [...this.waiters]) waiter();
  }

  private flushUnterminated(): void {
    if (!this.pending.length) return;
    const rest = Buffer.concat(this.pending);
    this.pending = [];
    if (rest.byteLength) this.transcript.unterminated = rest.toString('utf8').slice(0, LINE_KEEP);
  }

  private addLine(bytes: Buffer): void {
    this.transcript.lines.push(lineOf(bytes, this.now()));
  }

  private markExit(code: number | null, signal: NodeJS.Signals | null): void {
    this.transcript.exit ??= { code, signal, atMs: this.now() };
    for (const waiter of [...this.waiters]) waiter();
  }
}

/**
 * One line of a stdio stream as it came (its newline taken off), and why it is not a valid MCP
 * message when it is not: the server's stdout here, a client's stdin for the client documents
 * (run/roles/client/stdin-view.ts).
 */
export function lineOf(bytes: Buffer, atMs: number): StdoutLine {
  const line: StdoutLine = { text: '', bytes: bytes.byteLength, atMs };
  const invalidAt = invalidUtf8Offset(bytes);
  line.text = bytes.toString('utf8').slice(0, LINE_KEEP);
  const parsed = parseJson(line.text);
  if (parsed.ok) line.json = parsed.value;
  // Read as JSON even when it is not UTF-8 (its answer is still judged); the line is invalid all the same.
  if (invalidAt >= 0) line.problem = `not UTF-8 (byte ${invalidAt} is 0x${bytes[invalidAt]!.toString(16).padStart(2, '0')})`;
  else if (!parsed.ok) line.problem = line.text.trim() === '' ? 'an empty line' : `not JSON: ${parsed.error}`;
  else line.problem = notAMessage(parsed.value);
  if (line.problem === undefined) delete line.problem;
  return line;
}

/** One message as read from stdout: one line, or (a framing fault) several lines that together are one JSON value. */
export interface Segment {
  from: number;
  /** The last line of it (inclusive). */
  to: number;
  json?: unknown;
}

/** How many lines a message split across lines may span before wirecase stops looking for its end. */
const MAX_SPLIT_LINES = 10_000;

/**
 * The lines from `from` as messages: each line its own, except a run of lines that are not JSON on
 * their own but are one JSON value together (pretty-printed JSON: "MUST NOT contain embedded
 * newlines"), which is one segment, so its content is still judged while its framing fails.
 */
export function segments(lines: readonly StdoutLine[], from = 0): Segment[] {
  const out: Segment[] = [];
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    const start = line.text.trimStart()[0];
    if (line.json !== undefined || (start !== '{' && start !== '[')) {
      out.push({ from: i, to: i, ...(line.json !== undefined ? { json: line.json } : {}) });
      continue;
    }
    const joined = splitValue(lines, i);
    out.push(joined ?? { from: i, to: i });
    if (joined) i = joined.to;
  }
  return out;
}

function splitValue(lines: readonly StdoutLine[], from: number): Segment | undefined {
  let text = lines[from]!.text;
  for (let j = from + 1; j < lines.length && j - from < MAX_SPLIT_LINES; j++) {
    const line = lines[j]!.text;
    text += `\n${line}`;
    const end = line.trimEnd().at(-1);
    if (end !== '}' && end !== ']') continue;
    const parsed = parseJson(text);
    if (parsed.ok) return { from, to: j, json: parsed.value };
  }
  return undefined;
}

/** Why a JSON value is not one JSON-RPC 2.0 message (request, notification or response); undefined when it is. */
export function notAMessage(value: unknown): string | undefined {
  if (Array.isArray(value)) return 'a JSON array (a batch), not one message';
  if (value === null || typeof value !== 'object') return `JSON ${value === null ? 'null' : typeof value}, not a JSON-RPC message`;
  const message = value as Record<string, unknown>;
  if (message.jsonrpc !== '2.0') return 'no "jsonrpc": "2.0"';
  if (typeof message.method === 'string') return undefined;
  if ('result' in message || 'error' in message) return 'id' in message ? undefined : 'a response without an id';
  return 'neither a request, a notification nor a response';
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
