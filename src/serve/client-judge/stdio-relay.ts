/**
 * The stdio relay: the "MCP server" a client under test launches over stdio
 * (`node stdio-relay.js 127.0.0.1:PORT`, what `{{server_command}}` stands for). It has no MCP of its
 * own: it connects back to the document's stdio judge (stdio-judge.ts) and carries every byte the
 * client writes on its stdin there, untouched, and what the judge answers to its stdout and stderr.
 * It also tells the judge when its stdin closes and which signals it gets, and leaves the decision
 * to the judge: it exits only when the judge says so (or its link to the judge ends), so a document
 * can script a server that stays after its stdin closes, or that ignores SIGTERM.
 *
 * The link is one loopback TCP connection, a JSON object per line each way: to the judge
 * `{"in": base64}`, `{"eof": true}`, `{"signal": "SIGTERM"}`, `{"pong": n}`; from it
 * `{"out": base64}`, `{"err": base64}`, `{"exit": code}`, `{"ping": n}`.
 */

import { connect } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
/** How long a signal waits for the stdin's end that a client asked for just before it (see below). */
const STDIN_END_GRACE_MS = 200;
/** How long a stdin end that comes with a signal held waits to learn whether the client exited (this process orphaned). */
const PARENT_EXIT_MS = 20;

export function runStdioRelay(address: string): void {
  const colon = address.lastIndexOf(':');
  const port = Number(address.slice(colon + 1));
  if (colon < 1 || !Number.isInteger(port) || port <= 0 || port > 65535) {
    process.stderr.write(`wirecase stdio relay: expected HOST:PORT of the judging run, got "${address}"\n`);
    process.exit(2);
  }
  const socket = connect({ host: address.slice(0, colon), port });
  // Each message goes at once: two written in one tick (a stdin end and a signal) must not reach the
  // judge 40 ms apart (Nagle's algorithm waiting for the delayed ACK), since a client's wait is timed there.
  socket.setNoDelay(true);
  const send = (message: object) => {
    if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
  };
  let exiting = false;
  const exit = (code: number) => {
    if (exiting) return;
    exiting = true;
    // stdout may still hold the judge's last answer: it goes out first.
    process.stdout.write('', () => process.exit(code));
  };

  // The handlers are in place before anything can be sent: a signal never kills the relay unasked.
  // A client that ends stdin and signals at once asked to close it first, but its close takes effect
  // after its kill: a signal is told once stdin has ended, or after STDIN_END_GRACE_MS.
  let stdinEnded = false;
  let waiting: Array<() => void> = [];
  // But a client that signals and then exits closes the pipe too, a moment after its signal: that
  // end is no close of its, and the signal came first. Its exit orphans this process: the parent changes.
  const parent = process.ppid;
  let checkingParent = false;
  // The judge pings to learn that all a process got before its client ended has been told. A held
  // signal is not told yet: its pong waits for it, else a loaded machine records it after the client's end.
  let pongsDue: number[] = [];
  const answerPings = () => {
    if (waiting.length || checkingParent) return;
    for (const seq of pongsDue) send({ pong: seq });
    pongsDue = [];
  };
  const endStdin = () => {
    if (stdinEnded) return;
    stdinEnded = true;
    if (!waiting.length) return send({ eof: true });
    const held = waiting;
    waiting = [];
    checkingParent = true;
    setTimeout(() => {
      const clientExited = process.ppid !== parent;
      if (!clientExited) send({ eof: true });
      for (const tell of held) tell();
      if (clientExited) send({ eof: true });
      checkingParent = false;
      answerPings();
    }, PARENT_EXIT_MS);
  };
  for (const signal of SIGNALS)
    process.on(signal, () => {
      if (stdinEnded) return send({ signal });
      const timer = setTimeout(() => {
        waiting = waiting.filter((t) => t !== tell);
        send({ signal });
        answerPings();
      }, STDIN_END_GRACE_MS);
      const tell = () => {
        clearTimeout(timer);
        send({ signal });
      };
      waiting.push(tell);
    });
  socket.on('connect', () => {
    process.stdin.on('data', (chunk: Buffer) => send({ in: chunk.toString('base64') }));
    process.stdin.on('end', endStdin);
    process.stdin.on('error', endStdin);
  });
  socket.on('error', (error) => {
    if (!exiting) process.stderr.write(`wirecase stdio relay: the judging run at ${address} is gone (${error.message})\n`);
    exit(1);
  });
  socket.on('close', () => exit(0));
  // A client that stops reading its server's stdout: what it did not take is dropped.
  process.stdout.on('error', () => {});

  let pending = '';
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => {
    pending += text;
    for (let nl = pending.indexOf('\n'); nl !== -1; nl = pending.indexOf('\n')) {
      const message = JSON.parse(pending.slice(0, nl)) as { out?: string; err?: string; exit?: number; ping?: number };
      pending = pending.slice(nl + 1);
      if (message.out !== undefined) process.stdout.write(Buffer.from(message.out, 'base64'));
      if (message.err !== undefined) process.stderr.write(Buffer.from(message.err, 'base64'));
      if (message.ping !== undefined) {
        pongsDue.push(message.ping);
        answerPings();
      }
      if (message.exit !== undefined) exit(message.exit);
    }
  });
}

/** The command line that starts the relay, as shell words (what `{{server_command}}` becomes). */
export function relayCommand(address: string): string {
  return [process.execPath, fileURLToPath(import.meta.url), address].map(shellWord).join(' ');
}

function shellWord(text: string): string {
  return /^[\w./:@%+=-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

// Run as a program: `node stdio-relay.js HOST:PORT`.
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) runStdioRelay(process.argv[2] ?? '');
