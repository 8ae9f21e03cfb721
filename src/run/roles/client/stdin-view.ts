import type { StdioClientRecord, StdioServerProcess } from '../../../model/client-exchange.js';
import { lineOf, type StdoutLine, segments } from '../stdio/stdio-process.js';

const SIGNALS = new Set(['SIGTERM', 'SIGINT', 'SIGHUP']);

/**
 * The record of a client judged over stdio as the one JSON value a `stdin` check reads
 * (docs/client-testing.md, "The stdin record"): every line the client wrote on each server process's
 * stdin, read as the server side reads stdout (stdio-process.ts `lineOf`, `segments`), and what the
 * client did to end each process (`processes`), how many it started after one exited unexpectedly
 * (`startedAfterUnexpectedExit`), up to the moment it ended itself (what wirecase did after is not
 * the client's). Undefined when the client started no server process: a check then picks nothing.
 */
export function stdinView(record: StdioClientRecord): Record<string, unknown> | undefined {
  if (!record.processes.length) return undefined;
  // Each process's lines read once, as the server side reads stdout.
  const read = record.processes.map((p) => p.lines.map((l) => lineOf(Buffer.from(l.bytes), l.atMs)));
  const exitAt = firstUnexpectedExit(record);
  const processes = record.processes.map((p, i) => processView(p, read[i]!, i + 1, record.clientEndedAt, exitAt));
  const lines = read.flatMap((ofProcess, i) =>
    ofProcess.map((line, n) => ({
      process: i + 1,
      line: n + 1,
      text: line.text.length > 2000 ? `${line.text.slice(0, 2000)}…` : line.text,
      valid: line.problem === undefined,
      ...(line.problem ? { problem: line.problem } : {}),
      ...(line.json !== undefined && line.problem === undefined ? { json: line.json } : {}),
    })),
  );
  const split = read.flatMap((ofProcess, i) =>
    segments(ofProcess)
      .filter((s) => s.to > s.from)
      .map((s) => ({ process: i + 1, fromLine: s.from + 1, toLine: s.to + 1 })),
  );
  const messages = lines.filter((l) => l.valid).map((l) => l.json as Record<string, unknown>);
  return {
    processes,
    lines,
    invalid: lines.filter((l) => !l.valid).map(({ process, line, text, problem }) => ({ process, line, text: text.slice(0, 240), problem })),
    split,
    responses: messages.filter((m) => typeof m.method !== 'string'),
    startedAfterUnexpectedExit: exitAt === undefined ? null : processes.filter((p) => p.afterUnexpectedExit).length,
    unterminated: record.processes.flatMap((p, i) =>
      p.unterminated ? [{ process: i + 1, text: Buffer.from(p.unterminated).toString('utf8').slice(0, 240) }] : [],
    ),
  };
}

/**
 * One process: `first`, what the client did first to end it (`stdin-closed`, a signal, `killed`: it
 * went away unasked, which only SIGKILL or a crash does; `none`: the client left it running);
 * `afterClose`, what came after its stdin closed, the process still running (`none` when nothing
 * did, `exited` when it exited by itself); `counts`, how many messages of each JSON-RPC method it got;
 * `waitedMs`, how long after its stdin closed the client signalled
 * or killed it; `signals`, every signal it got; `end`, how it ended while
 * the client ran (`exited`, `killed`, `exited-by-script`, `running` when the client ended first);
 * `afterUnexpectedExit`, whether it was started after the first one that exited unexpectedly.
 */
function processView(
  p: StdioServerProcess,
  lines: StdoutLine[],
  index: number,
  clientEndedAt: number | undefined,
  exitAt: number | undefined,
): Record<string, unknown> {
  const events = p.events.filter((e) => clientEndedAt === undefined || e.atMs <= clientEndedAt);
  const byClient = events.filter((e) => e.kind === 'stdin-closed' || SIGNALS.has(e.kind) || e.kind === 'killed');
  const closed = events.findIndex((e) => e.kind === 'stdin-closed');
  const after = closed < 0 ? undefined : events.slice(closed + 1).find((e) => e.kind !== 'stdin-closed');
  const ended = after && after.kind !== 'exited' && after.kind !== 'exited-by-script' ? after : undefined;
  const end = [...events].reverse().find((e) => e.kind === 'exited' || e.kind === 'killed' || e.kind === 'exited-by-script');
  return {
    process: index,
    startedAtMs: p.startedAt,
    lines: p.lines.length + p.cut,
    counts: methodCounts(lines),
    first: byClient[0]?.kind ?? 'none',
    afterClose: closed < 0 ? 'stdin never closed' : (after?.kind ?? 'none'),
    // How long the client waited for the process to exit before it ended it (a signal or a kill), when it did.
    waitedMs: ended ? Math.round(ended.atMs - events[closed]!.atMs) : null,
    signals: events.filter((e) => SIGNALS.has(e.kind)).map((e) => e.kind),
    killed: events.some((e) => e.kind === 'killed'),
    end: end?.kind ?? 'running',
    // Started (while the client ran) after the first process that exited unexpectedly: a restart.
    afterUnexpectedExit: exitAt !== undefined && p.startedAt > exitAt && (clientEndedAt === undefined || p.startedAt <= clientEndedAt),
  };
}

/** Messages per JSON-RPC method written to one process (a response or a line that is no message is not counted). */
function methodCounts(lines: StdoutLine[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { json } of lines) {
    const method = json && typeof json === 'object' ? (json as { method?: unknown }).method : undefined;
    if (typeof method === 'string') counts[method] = (counts[method] ?? 0) + 1;
  }
  return counts;
}

/** When the first server process exited unexpectedly (`serve.stdio.exitOn`), if one did. */
function firstUnexpectedExit(record: StdioClientRecord): number | undefined {
  const exits = record.processes.flatMap((p) => p.events.filter((e) => e.kind === 'exited-by-script').map((e) => e.atMs));
  return exits.length ? Math.min(...exits) : undefined;
}
