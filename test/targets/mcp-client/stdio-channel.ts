/**
 * The reference client over stdio (2025-11-25 transports.mdx "stdio", 2026-07-28 transports/stdio.mdx):
 * each message one line of JSON on the server's stdin; the answer to a request is the stdout line that
 * carries its id (notifications and lines that are not JSON are passed over). No headers, no sessions.
 * A server that exits while a request waits is started again once and the lost requests sent again
 * (2026-07-28 stdio.mdx:111, "the client SHOULD restart it"). The stdio-* faults (faults.ts) that
 * concern the wire are here; the shutdown's are in stdio-process.ts.
 */

import type { Answer, Channel } from './channel.js';
import type { ClientFault } from './faults.js';
import { type ServerCommand, ServerProcess } from './stdio-process.js';
import type { RpcMessage } from './wire.js';

/** How long a request waits for its answer unless told otherwise. */
const REQUEST_TIMEOUT_MS = 10_000;

interface Pending {
  line: string;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class StdioChannel implements Channel {
  readonly kind = 'stdio';
  private server: ServerProcess | undefined;
  /** The requests sent and not yet answered, by their id (as JSON). */
  private readonly pending = new Map<string, Pending>();
  /** How many more times a server that exits unexpectedly is started again. */
  private restarts: number;
  private closing = false;
  /** What a server started again needs before the lost requests (a legacy server: initialize). */
  onRestart: (() => Promise<void>) | undefined;
  /** How the last server process that exited unexpectedly ended, for an error message. */
  lastEnding: string | undefined;
  /** Whether requests the server sends are answered (the 2025 era's ping; 2026-07-28 servers send none). */
  answersServerRequests = false;

  constructor(
    private readonly command: ServerCommand,
    private readonly fault: ClientFault | '',
  ) {
    this.restarts = fault === 'stdio-no-restart' ? 0 : 1;
    this.server = this.start();
    if (fault === 'stdio-banner-line') this.server.write('wirecase reference client: starting');
  }

  /** Whether any server process of this channel wrote on stderr. */
  get stderrSeen(): boolean {
    return this.server?.stderrSeen ?? false;
  }

  private start(): ServerProcess {
    const server: ServerProcess = new ServerProcess(
      this.command,
      (line) => this.receive(line),
      () => void this.ended(server),
    );
    return server;
  }

  private receive(line: string): void {
    let message: RpcMessage;
    try {
      message = JSON.parse(line) as RpcMessage;
    } catch {
      return; // not a message: passed over
    }
    if (message === null || typeof message !== 'object' || Array.isArray(message)) return;
    if (message.method !== undefined) {
      if (message.id !== undefined && this.answersServerRequests) this.answer(message);
      return; // a notification (progress, a log message): passed over, as over SSE
    }
    const key = JSON.stringify(message.id);
    const waiting = this.pending.get(key);
    if (!waiting) return;
    this.pending.delete(key);
    clearTimeout(waiting.timer);
    waiting.resolve({ message });
  }

  /** A request of a 2025-era server: ping answered, anything else refused (the client offers no capabilities). */
  private answer(request: RpcMessage): void {
    const reply = request.method === 'ping' ? { result: {} } : { error: { code: -32601, message: `the reference client does not handle ${request.method}` } };
    this.server?.write(JSON.stringify({ jsonrpc: '2.0', id: request.id, ...reply }));
  }

  /** The server process is gone. Unless the client is shutting it down, a lost request means a restart. */
  private async ended(server: ServerProcess): Promise<void> {
    if (this.closing || server !== this.server) return;
    this.server = undefined;
    this.lastEnding = server.ending;
    if (server.startError) {
      // A command that cannot start (not found) will not start the next time either.
      this.restarts = 0;
      return this.settleAll(new Error(`could not start the MCP server: ${server.startError.message}`));
    }
    if (this.pending.size === 0) return; // started again when the next request goes
    if (!(await this.restarted())) return;
    // The requests the exit lost, sent again to the new process (the protocol is stateless: stdio.mdx:112).
    const current = this.server as ServerProcess | undefined;
    for (const waiting of this.pending.values()) current?.write(waiting.line);
  }

  /** Every waiting request given up: with an error, or answered with nothing (the request was lost). */
  private settleAll(error?: Error): void {
    for (const [key, waiting] of this.pending) {
      this.pending.delete(key);
      clearTimeout(waiting.timer);
      if (error) waiting.reject(error);
      else waiting.resolve({});
    }
  }

  /** A new server process, once; what it needs first (onRestart). False when no restart is left. */
  private async restarted(): Promise<boolean> {
    if (this.restarts <= 0) {
      this.settleAll();
      return false;
    }
    this.restarts--;
    this.server = this.start();
    await this.onRestart?.();
    return this.server !== undefined;
  }

  async send(body: Record<string, unknown>, _headers: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<Answer> {
    if (!this.server && !(await this.restarted())) return {};
    const line = JSON.stringify({ jsonrpc: '2.0', ...body });
    if (body.id === undefined || body.method === undefined) {
      this.server!.write(line);
      return {};
    }
    const key = JSON.stringify(body.id);
    const answered = new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(key);
        resolve({});
      }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
      this.pending.set(key, { line, resolve, reject, timer });
    });
    this.server!.write(line);
    return answered;
  }

  async sendRaw(text: string): Promise<void> {
    if (this.server || (await this.restarted())) this.server!.write(text);
  }

  async endSession(): Promise<void> {}

  async close(): Promise<void> {
    this.closing = true;
    for (const waiting of this.pending.values()) clearTimeout(waiting.timer);
    await this.server?.shutdown(this.fault);
  }
}
