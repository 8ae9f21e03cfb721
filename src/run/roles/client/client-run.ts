import { type ChildProcess, spawn } from 'node:child_process';
import type { RunListener } from '../../../model/events.js';
import type { TestResult } from '../../../model/results.js';
import type { LoadedDocument } from '../../../model/scenario.js';
import { lastOutputLines, running, stopProcess } from '../../child-processes.js';
import type { SuiteContext } from '../../run-context.js';
import { testResultOf } from '../../run-document.js';
import { toMilliseconds } from '../../units.js';
import { type ClientExchange, clientVerdict, judgeClientChecks, type ScriptData } from './client-checks.js';

/** The judging server as the run uses it (src/serve/client-judge, handed in by the CLI: run never imports serve). */
export interface JudgeHandle {
  /** The MCP endpoint URL the client is given. */
  url: string;
  exchanges(): ClientExchange[];
  /** What the record's bound left out (requests not recorded, bodies cut), when anything was. */
  unrecorded?(): { requests: number; cut: number; bytes: number } | undefined;
  /** What the client's environment needs besides (with `serve.oauth`: the browser stand-in as `$BROWSER` and on PATH). */
  env?: Record<string, string>;
  close(): Promise<void>;
}

/** How a run judges clients: the command, how long a run of it may take, and how to start a judging server. */
export interface ClientRunOptions {
  /** `--client`: replaces every suite's `client.command`. */
  command?: string;
  /** Replaces every suite's `client.timeout`. */
  timeoutMs?: number;
  startServer: (script: ScriptData) => Promise<JudgeHandle>;
  /**
   * Runs the client inside this process instead of a command (the suite tests: many runs, one
   * process). Given the server's URL and the test ID; its promise ends when the client is done.
   */
  inProcess?: (url: string, testId: string) => Promise<void>;
  stop?: AbortSignal;
}

/** How long a run of the client may take unless the suite says otherwise. */
export const DEFAULT_CLIENT_TIMEOUT_MS = 10_000;

/** The environment variable that names the document a client run is for. */
export const TEST_ID_ENV = 'WIRECASE_TEST_ID';

/**
 * One client-role document: a judging server of its own on a free loopback port, the client command
 * run once with the server's URL as its last argument until it exits (or its time is up, or the run is
 * stopped: its whole process group is stopped), then the recorded requests judged against `checks`.
 */
export async function runClientDocument(
  doc: LoadedDocument,
  ctx: SuiteContext,
  listener: RunListener,
  options: ClientRunOptions | undefined,
): Promise<TestResult> {
  const started = performance.now();
  const result = testResultOf(doc);
  listener.onTestStart?.(doc);
  const command = options?.command ?? doc.suite.data.client?.command;
  if (!options || (command === undefined && !options.inProcess)) {
    result.status = 'skipped';
    result.reason = 'judges a client, and no client was given: --client "CMD" or the suite\'s client.command';
  } else {
    const timeoutMs = options.timeoutMs ?? toMilliseconds(doc.suite.data.client?.timeout, DEFAULT_CLIENT_TIMEOUT_MS);
    const server = await options.startServer(scriptOf(doc));
    let ran: ClientOutcome;
    try {
      ran = options.inProcess
        ? await runInProcess(options.inProcess, server.url, doc.data.id, timeoutMs)
        : await runClient(command!, commandDir(doc, options), server, doc.data.id, timeoutMs, options.stop);
    } finally {
      await server.close();
    }
    const exchanges = server.exchanges();
    judgeClientChecks(doc, exchanges, ran.note, result, ctx);
    const left = server.unrecorded?.();
    if (left) result.notes = [...(result.notes ?? []), unrecordedNote(left)];
    for (const step of result.steps) listener.onStepEnd?.(doc, step);
    clientVerdict(result);
  }
  result.durationMs = Math.round(performance.now() - started);
  listener.onTestEnd?.(result);
  return result;
}

/** What a bounded record left out, said where the checks' verdicts are read. */
function unrecordedNote(left: { requests: number; cut: number; bytes: number }): string {
  const parts = [
    ...(left.requests ? [`${left.requests} later request${left.requests === 1 ? ' was' : 's were'} not recorded`] : []),
    ...(left.cut ? [`${left.cut} bod${left.cut === 1 ? 'y was' : 'ies were'} cut`] : []),
  ];
  return `the client sent more than the judging server records (${parts.join(', ')}; ${left.bytes} bytes left out): the checks judged what was recorded`;
}

/**
 * Where the client command runs: `--client` where it was typed (the working folder), a suite's
 * `client.command` in the suite's folder, as its `target.command` is, so its paths read from there.
 */
function commandDir(doc: LoadedDocument, options: ClientRunOptions): string {
  return options.command !== undefined ? process.cwd() : doc.suite.dir;
}

function scriptOf(doc: LoadedDocument): ScriptData {
  const serve = doc.data.serve ?? {};
  return {
    ...(serve.version ? { version: serve.version } : {}),
    ...(serve.oauth ? { oauth: serve.oauth } : {}),
    answers: (serve.answers ?? []).map(({ delay, ...answer }) => ({ ...answer, ...(delay !== undefined ? { delayMs: toMilliseconds(delay, 0) } : {}) })),
  };
}

interface ClientOutcome {
  /** How the client run ended, for reports: exit code, or stopped at the timeout. */
  note: string;
}

/** Runs the client until it exits, its time is up or the run is stopped; its process group never outlives this. */
async function runClient(
  command: string,
  cwd: string,
  server: JudgeHandle,
  testId: string,
  timeoutMs: number,
  stop: AbortSignal | undefined,
): Promise<ClientOutcome> {
  const child = spawn(`${command} ${shellQuote(server.url)}`, {
    shell: true,
    cwd,
    env: { ...process.env, ...server.env, [TEST_ID_ENV]: testId },
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output = lastOutputLines(child, 20);
  const ended = exited(child);
  let timer: NodeJS.Timeout | undefined;
  let onStop: (() => void) | undefined;
  const timedOut = new Promise<'timeout' | 'stopped'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    onStop = () => resolve('stopped');
    if (stop?.aborted) onStop();
    else stop?.addEventListener('abort', onStop, { once: true });
  });
  try {
    const first = await Promise.race([ended, timedOut]);
    if (first === 'timeout') return { note: `the client was still running after ${timeoutMs} ms: wirecase stopped it` };
    if (first === 'stopped') return { note: 'the run was stopped while the client ran' };
    const said = output.find((line) => /^\s*\w*Error\b[^(]*?: /.test(line)) ?? output.at(-1);
    const tail = first.code !== 0 && said ? `; it said: ${said.trim().slice(0, 200)}` : '';
    return { note: `the client exited with ${first.signal ?? `code ${first.code}`}${tail}` };
  } finally {
    clearTimeout(timer);
    if (onStop) stop?.removeEventListener('abort', onStop);
    await stopProcess(child, 1000);
  }
}

/** An in-process client: done when its promise settles, or given up on at the timeout. */
async function runInProcess(run: NonNullable<ClientRunOptions['inProcess']>, url: string, testId: string, timeoutMs: number): Promise<ClientOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the client was still running after ${timeoutMs} ms`), timeoutMs);
  });
  const done = run(url, testId).then(
    () => 'the client exited with code 0',
    (error: unknown) => `the client failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  try {
    return { note: await Promise.race([done, late]) };
  } finally {
    clearTimeout(timer);
  }
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: null, signal: null }));
  });
}

/** The URL as one shell word. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
