/**
 * The MCP server the reference client launches over stdio: a subprocess whose stdout lines are handed
 * on, whose stderr is read and ignored (a server MAY log there; the client SHOULD NOT take it as an
 * error), and its shutdown as the lifecycle asks (2025-11-25 lifecycle.mdx:229, 2026-07-28 stdio.mdx:87):
 * close its stdin, wait for it to exit, else SIGTERM, wait, else SIGKILL; then wait until it is gone.
 * The stdio-* shutdown faults (faults.ts) break one step each.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { ClientFault } from './faults.js';

/** The server to launch: argv words (no shell), or a command line run by the shell. */
export type ServerCommand = { argv: string[] } | { line: string };

/** How long each step of the shutdown waits for the server to exit. */
export const SHUTDOWN_STEP_MS = 700;

export class ServerProcess {
  private readonly child: ChildProcess;
  /** Settles when the server process has exited. */
  readonly exited: Promise<void>;
  /** Whether the server wrote anything on stderr (the stdio-stderr-fatal fault reads it). */
  stderrSeen = false;
  /** Why the process could not be started (a command not found), when it could not. */
  startError: Error | undefined;
  /** How the process ended (`exited with code 1`, `was killed by SIGKILL`), once it has. */
  ending: string | undefined;

  /** `onLine`: each stdout line; `onClose`: once the process is gone and its stdout read to the end. */
  constructor(command: ServerCommand, onLine: (line: string) => void, onClose: () => void) {
    // A shell command line runs with `exec`, so the process is the server itself, not a shell around it:
    // the signals of the shutdown reach it. It stays in the client's process group, so whatever stops
    // the client's group (a terminal's Ctrl-C, a test harness at its timeout) stops the server too.
    const options = { stdio: 'pipe' as const };
    this.child = 'argv' in command ? spawn(command.argv[0]!, command.argv.slice(1), options) : spawn(`exec ${command.line}`, { ...options, shell: true });
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.ending = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        resolve();
      });
      this.child.once('error', (error) => {
        this.startError ??= error;
        resolve();
      });
    });
    this.child.once('close', onClose);
    this.child.stdin!.on('error', () => {}); // a server that is gone: the write is lost, the exit says why
    this.child.stderr!.on('data', () => {
      this.stderrSeen = true;
    });
    createInterface({ input: this.child.stdout!, crlfDelay: Number.POSITIVE_INFINITY }).on('line', onLine);
  }

  /** Writes one line on the server's stdin. */
  write(text: string): void {
    if (this.child.stdin!.writable) this.child.stdin!.write(`${text}\n`);
  }

  private signal(name: NodeJS.Signals): void {
    this.child.kill(name); // false when it is already gone
  }

  private async exitsWithin(ms: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    try {
      return await Promise.race([this.exited.then(() => true), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Lets this process end though the server still runs (the faults that leave it behind). */
  private abandon(): void {
    this.child.unref();
    for (const stream of [this.child.stdout, this.child.stderr]) stream?.destroy();
  }

  /** The shutdown: stdin closed, then SIGTERM, then SIGKILL, each after a wait; returns once the server is gone. */
  async shutdown(fault: ClientFault | ''): Promise<void> {
    if (fault === 'stdio-sigterm-first') {
      this.signal('SIGTERM');
      if (!(await this.exitsWithin(SHUTDOWN_STEP_MS))) this.signal('SIGKILL');
      this.child.stdin!.end();
      return this.exited;
    }
    this.child.stdin!.end();
    if (fault === 'stdio-abandons-server') return this.abandon();
    if (await this.exitsWithin(SHUTDOWN_STEP_MS)) return;
    this.signal('SIGTERM');
    if (await this.exitsWithin(SHUTDOWN_STEP_MS)) return;
    if (fault === 'stdio-no-sigkill') return this.abandon();
    this.signal('SIGKILL');
    return this.exited;
  }
}
