import { type ChildProcess, spawn } from 'node:child_process';
import type { StdioClientRecord } from '../../../model/client-exchange.js';
import type { RunListener } from '../../../model/events.js';
import type { TestResult } from '../../../model/results.js';
import type { LoadedDocument } from '../../../model/scenario.js';
import { lastOutputLines, running, stopProcess } from '../../child-processes.js';
import type { SuiteContext } from '../../run-context.js';
import { testResultOf } from '../../run-document.js';
import { toMilliseconds } from '../../units.js';
import { clientTransportMismatch } from '../stdio/applicable.js';
import { type ClientExchange, clientVerdict, judgeClientChecks, type ScriptData } from './client-checks.js';

/** The judging server as the run uses it (src/serve/client-judge, handed in by the CLI: run never imports serve). */
export interface JudgeHandle {
  /** Over HTTP: the MCP endpoint URL the client is given. */
  url?: string;
  /** Over stdio: the command line the client launches as its server (`{{server_command}}`). */
  serverCommand?: string;
  /** Over stdio: what the client did to each server process it started. */
  stdio?(): StdioClientRecord;
  /** Over stdio: what each server process writes on its stderr (a client may pass it on as its own output). */
  serverStderr?: string;
  /** Over stdio: the client has ended; what its server processes get afterwards is not its doing. */
  clientEnded?(): Promise<void>;
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
  /** Judge the client over stdio, whatever its command says (an in-process client; a command is judged so when it holds `{{server_command}}`). */
  stdio?: boolean;
  startServer: (script: ScriptData, transport: 'http' | 'stdio') => Promise<JudgeHandle>;
  /**
   * Runs the client inside this process instead of a command (the suite tests: many runs, one
   * process). Given the server's URL (over stdio: the command line of its server) and the test ID;
   * its promise ends when the client is done.
   */
  inProcess?: (target: string, testId: string) => Promise<void>;
  stop?: AbortSignal;
}

/** How long a run of the client may take unless the suite says otherwise. */
export const DEFAULT_CLIENT_TIMEOUT_MS = 10_000;

/** The environment variable that names the document a client run is for. */
export const TEST_ID_ENV = 'WIRECASE_TEST_ID';
/** Over stdio: the environment variable holding the server's command line too (for a client that reads its servers from a file). */
export const SERVER_COMMAND_ENV = 'WIRECASE_SERVER_COMMAND';
/** In a client command, where the command line of the server it launches over stdio goes; its presence makes the run a stdio one. */
const SERVER_COMMAND = /\{\{\s*server_command\s*\}\}/g;

/** Whether a client command is judged over stdio: it names where its server's command line goes. */
export function isStdioClientCommand(command: string | undefined): boolean {
  return command !== undefined && new RegExp(SERVER_COMMAND.source).test(command);
}

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
  const stdio = options?.stdio === true || isStdioClientCommand(command);
  const mismatch = clientTransportMismatch(doc, stdio);
  if (!options || (command === undefined && !options.inProcess)) {
    result.status = 'skipped';
    result.reason = 'judges a client, and no client was given: --client "CMD" or the suite\'s client.command';
  } else if (mismatch) {
    result.status = 'not-applicable';
    result.reason = mismatch;
  } else {
    await runAndJudge(doc, ctx, options, command, stdio, result);
    for (const step of result.steps) listener.onStepEnd?.(doc, step);
    clientVerdict(result);
  }
  result.durationMs = Math.round(performance.now() - started);
  listener.onTestEnd?.(result);
  return result;
}

/** Starts the document's judging server, runs the client against it once, and judges what it recorded. */
async function runAndJudge(
  doc: LoadedDocument,
  ctx: SuiteContext,
  options: ClientRunOptions,
  command: string | undefined,
  stdio: boolean,
  result: TestResult,
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? toMilliseconds(doc.suite.data.client?.timeout, DEFAULT_CLIENT_TIMEOUT_MS);
  const server = await options.startServer(scriptOf(doc), stdio ? 'stdio' : 'http');
  let ran: ClientOutcome;
  try {
    ran = options.inProcess
      ? await runInProcess(options.inProcess, (stdio ? server.serverCommand : server.url)!, doc.data.id, timeoutMs)
      : await runClient(command!, commandDir(doc, options), server, doc.data.id, timeoutMs, options.stop);
    await server.clientEnded?.();
  } finally {
    await server.close();
  }
  judgeClientChecks(doc, server.exchanges(), ran.note, result, ctx, server.stdio?.());
  const left = server.unrecorded?.();
  if (left) result.notes = [...(result.notes ?? []), unrecordedNote(left)];
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
    ...(serve.stdio ? { stdio: serve.stdio } : {}),
    answers: (serve.answers ?? []).map(({ delay, ...answer }) => ({ ...answer, ...(delay !== undefined ? { delayMs: toMilliseconds(delay, 0) } : {}) })),
  };
}

interface ClientOutcome {
  /** How the client run ended, for reports: exit code, or stopped at the timeout. */
  note: string;
}

/**
 * Runs the client until it exits, its time is up or the run is stopped; its process group never
 * outlives this. Over HTTP the server's URL is its last argument; over stdio its server's command
 * line goes where the command says `{{server_command}}`, as shell words.
 */
async function runClient(
  command: string,
  cwd: string,
  server: JudgeHandle,
  testId: string,
  timeoutMs: number,
  stop: AbortSignal | undefined,
): Promise<ClientOutcome> {
  const line = server.serverCommand !== undefined ? command.replace(SERVER_COMMAND, () => server.serverCommand!) : `${command} ${shellQuote(server.url!)}`;
  const child = spawn(line, {
    shell: true,
    cwd,
    env: {
      ...process.env,
      ...server.env,
      [TEST_ID_ENV]: testId,
      ...(server.serverCommand !== undefined ? { [SERVER_COMMAND_ENV]: server.serverCommand } : {}),
    },
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
    // The server's stderr, passed on by the client, is not what the client said.
    const servers = new Set((server.serverStderr ?? '').split('\n').map((l) => l.trim()));
    const own = output.filter((line) => !servers.has(line.trim()));
    const said = own.find((line) => /^\s*\w*Error\b[^(]*?: /.test(line)) ?? own.at(-1);
    const tail = first.code !== 0 && said ? `; it said: ${said.trim().slice(0, 200)}` : '';
    return { note: `the client exited with ${first.signal ?? `code ${first.code}`}${tail}` };
  } finally {
    clearTimeout(timer);
    if (onStop) stop?.removeEventListener('abort', onStop);
    // Over stdio, before wirecase stops what is left: from here on a server process's signals are not the client's.
    await server.clientEnded?.();
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
