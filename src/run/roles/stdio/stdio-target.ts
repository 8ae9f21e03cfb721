import { ResponseView } from '../../../assert/response-view.js';
import type { SendLimits, SendOutcome, StreamWatch } from '../../../http/http-client.js';
import type { SentRequest } from '../../../model/exchange.js';
import type { Stdio } from '../../../model/scenario.js';
import type { DocumentState } from '../../document-state.js';
import type { Exchange } from '../../exchange.js';
import type { SuiteContext } from '../../run-context.js';
import { toMilliseconds } from '../../units.js';
import { SHAREABLE, type ShareKind } from './reuse.js';
import { StdioProcess, type StdioTranscript, segments } from './stdio-process.js';
import { StdioWire } from './stdio-wire.js';

/**
 * A server of the stdio transport (`--stdio`, or a suite's `target.stdio`): the command line every
 * test (and every setup block) starts as a process of its own, as an MCP client does.
 */
export interface StdioTarget {
  command: string;
  /** Where the command runs (a suite's `target.cwd`, resolved). */
  cwd?: string;
  env?: Record<string, string>;
  /**
   * A process started ahead for the next test (set once a test has taken one): a server's start-up
   * (often most of a test's time over stdio) then overlaps the test before it. Never used twice.
   */
  spare?: StdioProcess;
  /** Which kinds of test may share a process (reuse.ts), as the probe found; none share without a probe. */
  share?: Record<ShareKind, boolean>;
  /** Shared processes between tests, by kind: a test of that kind takes one before starting a process. */
  idle?: Record<ShareKind, StdioProcess[]>;
}

/** How long a test's process has to exit once its stdin is closed at the end of the test, before SIGTERM. */
export const END_OF_TEST_WAIT_MS = 2000;

/** Where an `rpc` step is sent: the test's stdio process (started at its first step) under stdio, else the run's HTTP client. */
export function wireOf(ctx: SuiteContext, state: DocumentState): { send(request: SentRequest, limits: SendLimits, watch?: StreamWatch): Promise<SendOutcome> } {
  if (!ctx.stdio) return ctx.http;
  return (state.stdio ??= openWire(ctx.stdio, state.stdioShare));
}

/**
 * The test's wire: on a shared process (an idle one of its kind, else a fresh one that is given back
 * after) when the test and the server allow it (reuse.ts), else on a process of its own.
 */
function openWire(target: StdioTarget, kind: ShareKind | undefined): StdioWire {
  if (!kind || !target.share?.[kind]) return new StdioWire(takeProcess(target));
  const idle = (target.idle ??= { initialize: [], stateless: [] })[kind];
  let process = idle.pop();
  while (process?.transcript.exit) process = idle.pop();
  const give = (wire: StdioWire) => {
    const healthy = !wire.failed && !wire.process.transcript.exit && wire.methods.every((m) => SHAREABLE.has(m));
    if (healthy && (kind === 'initialize' || !wire.methods.includes('initialize'))) idle.push(wire.process);
    return healthy;
  };
  return new StdioWire(process ?? takeProcess(target), { give });
}

/** A fresh process for a test: the spare started ahead, or a new one; then the next spare is started. */
function takeProcess(target: StdioTarget): StdioProcess {
  const taken = target.spare ?? startProcess(target);
  target.spare = startProcess(target);
  return taken;
}

export function startProcess(target: StdioTarget): StdioProcess {
  return new StdioProcess(target.command, { ...(target.cwd ? { cwd: target.cwd } : {}), ...(target.env ? { env: target.env } : {}) });
}

/**
 * Processes of finished tests still shutting down. The next test does not wait for them: a server that
 * ignores a closed stdin would otherwise cost every test its whole wait. The suite's end waits for all.
 */
const shuttingDown = new Set<Promise<unknown>>();

/** At the end of a suite: the spare no test took is shut down (close stdin, wait, SIGTERM, SIGKILL), and every test's process has ended. */
export async function releaseSpare(target: StdioTarget | undefined): Promise<void> {
  const spare = target?.spare;
  const idle = target?.idle ? [...target.idle.initialize, ...target.idle.stateless] : [];
  if (target) {
    target.spare = undefined;
    target.idle = undefined;
  }
  await Promise.all([spare, ...idle].map((p) => p?.shutdown(END_OF_TEST_WAIT_MS)));
  await Promise.allSettled([...shuttingDown]);
}

/** At the end of a test or setup block: its process shut down as the lifecycle page says (close stdin, wait, SIGTERM, SIGKILL), in the background. */
export function closeStdio(state: DocumentState): void {
  const wire = state.stdio;
  // A shared process goes back to its pool when the test left it as it found it (reuse.ts).
  if (wire?.lease?.give(wire)) return;
  const ending = wire?.shutdown(END_OF_TEST_WAIT_MS);
  if (!ending) return;
  shuttingDown.add(ending);
  const done = () => shuttingDown.delete(ending);
  ending.then(done, done);
}

/**
 * A `stdio` step: writes what it says (`send`), waits (`wait`), shuts the process down (`close`), then
 * gives the whole transcript of the test's process as the JSON its checks read.
 */
export async function stdioStepExchange(stdio: Stdio, ctx: SuiteContext, state: DocumentState): Promise<Exchange> {
  const request: SentRequest = { method: 'STDIO', url: 'stdio:stdout', headers: [] };
  if (!ctx.stdio) return { requests: [request], pages: [], error: 'a stdio step needs the stdio transport (--stdio, or target.stdio in suite.yaml)' };
  const wire = wireOf(ctx, state) as StdioWire;
  const sentAt = wire.process.transcript.lines.length;
  if (stdio.send !== undefined) {
    const line = JSON.stringify(stdio.send);
    request.body = Buffer.from(line, 'utf8');
    wire.process.write(line);
  }
  if (stdio.wait !== undefined) await new Promise((resolve) => setTimeout(resolve, toMilliseconds(stdio.wait, 0)));
  if (stdio.close) await wire.shutdown(toMilliseconds(stdio.within, END_OF_TEST_WAIT_MS));
  const summary = transcriptJson(wire.process.transcript, stdio.close === true);
  // What came after this step's own message: the messages a server wrote once it could have read it.
  if (stdio.send !== undefined)
    summary.afterSend = (summary.lines as Array<{ valid: boolean; json?: unknown }>)
      .slice(sentAt)
      .filter((l) => l.valid)
      .map((l) => l.json);
  const body = Buffer.from(JSON.stringify(summary), 'utf8');
  const response = {
    status: 200,
    headers: [['content-type', 'application/json']] as Array<[string, string]>,
    body,
    timings: { startMs: 0, headersMs: 0, totalMs: 0 },
  };
  const view = new ResponseView(response, { document: summary });
  return { requests: [request], pages: [view], document: view };
}

/** The transcript as the JSON a stdio step's checks read (see the `stdio` step in scenario.schema.json). */
export function transcriptJson(transcript: StdioTranscript, closed: boolean): Record<string, unknown> {
  const lines = transcript.lines.map((line, i) => ({
    line: i + 1,
    text: line.text.length > 2000 ? `${line.text.slice(0, 2000)}…` : line.text,
    bytes: line.bytes,
    valid: line.problem === undefined,
    ...(line.problem ? { problem: line.problem } : {}),
    ...(line.json !== undefined && line.problem === undefined ? { json: line.json } : {}),
  }));
  const messages = lines.filter((l) => l.valid).map((l) => l.json as Record<string, unknown>);
  const sentIds = new Set<unknown>(transcript.sent.map((m) => (m.json as { id?: unknown } | undefined)?.id).filter((id) => id !== undefined));
  const split = segments(transcript.lines)
    .filter((s) => s.to > s.from)
    .map((s) => ({ fromLine: s.from + 1, toLine: s.to + 1 }));
  const summary: Record<string, unknown> = {
    command: transcript.command,
    lines,
    invalid: lines.filter((l) => !l.valid).map(({ line, text, problem }) => ({ line, text: text.slice(0, 240), problem })),
    messages,
    requests: messages.filter((m) => typeof m.method === 'string' && 'id' in m),
    notifications: messages.filter((m) => typeof m.method === 'string' && !('id' in m)),
    responses: messages.filter((m) => typeof m.method !== 'string'),
    // Responses (on a line of their own or split across lines) whose id is no id wirecase sent; null ids (a request it could not read) aside.
    strayResponses: segments(transcript.lines)
      .map((s) => s.json as Record<string, unknown> | undefined)
      .filter((m) => m && typeof m === 'object' && typeof m.method !== 'string' && ('result' in m || 'error' in m) && m.id !== null && !sentIds.has(m.id)),
    split,
    sent: transcript.sent.map((m) => m.json ?? null),
    unterminated: transcript.unterminated ?? '',
    stderrBytes: transcript.stderrBytes,
    stderr: transcript.stderr.slice(-4000),
    exited: transcript.exit !== undefined,
  };
  if (closed) {
    summary.exitedOnClose = transcript.stoppedBy === 'stdin-closed';
    summary.stoppedBy = transcript.stoppedBy ?? null;
    summary.exitAfterCloseMs = transcript.exitAfterCloseMs ?? null;
    summary.exitCode = transcript.exit?.code ?? null;
  }
  return summary;
}
