import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { SchemaRegistry } from '../assert/schema-registry.js';
import { WireSchema } from '../assert/wire-schema.js';
import { HttpClient } from '../http/http-client.js';
import { expandLegs, LegsError } from '../load/legs.js';
import type { RunListener } from '../model/events.js';
import { type RunResult, summarize, type TestResult } from '../model/results.js';
import { NO_RUN_FILES, type RunFiles } from '../model/run-files.js';
import type { LoadedDocument, LoadedSuite } from '../model/scenario.js';
import { UserError } from '../source/diagnostic.js';
import { ExpressionError } from '../template/expression.js';
import { asText } from '../template/functions.js';
import { LayeredScope } from '../template/scope.js';
import { RenderError, renderDeep, renderString } from '../template/template.js';
import { DEFAULTS } from './defaults.js';
import { type StopSignal, stoppedBy } from './interrupt.js';
import { MemoryCeiling } from './memory-ceiling.js';
import { Redactor } from './redact.js';
import type { ClientRunOptions } from './roles/client/client-run.js';
import type { RoleDriver } from './roles/driver.js';
import { holdSharedBrowser } from './roles/host/browser.js';
import { serverRole } from './roles/server/index.js';
import type { StdioTarget } from './roles/stdio/stdio-target.js';
import type { SuiteContext } from './run-context.js';
import { testResultOf } from './run-document.js';
import { PASSED_STEP_WINDOW } from './step-retention.js';
import type { RunningTarget } from './target.js';
import { toBytes, toMilliseconds } from './units.js';

export interface RunOptions {
  version: string;
  /** Replaces every suite's base URL; no target is started. */
  baseUrl?: string;
  /**
   * `--stdio`: the command line of a server of the stdio transport, which every test starts as its own
   * process (roles/stdio/); replaces every suite's target and base URL.
   */
  stdio?: string;
  /** From --var and --env-file: they replace the suites' default variables. */
  vars?: Record<string, unknown>;
  /** Replaces the suites' step timeout. */
  timeoutMs?: number;
  /** Stop at the first failed test; the rest are reported skipped. */
  bail?: boolean;
  /** An MCP schema.json: every JSON-RPC message received is validated against it (its content in `files`). */
  wireSchema?: string;
  /** What the load stage read for this run (`load/run-files.ts`): the run itself opens no file. */
  files?: RunFiles;
  /** Documents of a suite run at the same time, at most this many; default from the CPU count. */
  concurrency?: number;
  /** Replaces the suites' `reportBodySize`: response bytes a failed step keeps for reports. */
  reportBodyBytes?: number;
  /**
   * Keep every passed step's whole record (`--keep-passed-steps`). By default a test keeps only the
   * summary of a passed step once it is PASSED_STEP_WINDOW records behind (step-retention.ts).
   */
  keepPassedSteps?: boolean;
  listener?: RunListener;
  /**
   * Starts a suite's target in place of spawning its `target.command` (test/helpers/suite-runs.ts
   * starts the bundled targets inside the test process, so many fault runs share one process).
   */
  startTarget?: (suite: LoadedSuite) => Promise<RunningTarget>;
  /**
   * Aborted by a signal (interrupt.ts): no new test starts, the running ones are abandoned and named in
   * `incomplete.interrupted`, targets are stopped, and the run ends as an IncompleteRun.
   */
  stop?: AbortSignal;
  /**
   * For `role: client` documents: the client command (`--client`) and how to start a judging server
   * (the engine, src/engine/execute-run.ts, hands in src/serve/client-judge; run never imports serve).
   */
  client?: Omit<ClientRunOptions, 'stop'>;
}

/**
 * The run: suites in the order their first document appears; per suite, start its target (unless a
 * base URL is given), run its documents in order, stop the target whatever happens.
 */
export async function runProject(documents: LoadedDocument[], options: RunOptions): Promise<RunResult> {
  const listener = options.listener ?? {};
  const startedAt = new Date();
  const started = performance.now();
  const http = new HttpClient();
  const files = options.files ?? NO_RUN_FILES;
  const schemas = new SchemaRegistry(files.schemas);
  const wireSchema = options.wireSchema ? loadWireSchema(options.wireSchema, files, schemas) : undefined;
  const memory = new MemoryCeiling();
  memory.starting(documents.reduce((n, d) => n + d.data.steps.length, 0));
  const tests: TestResult[] = [];
  // Once a test fails under --bail, every later test is reported as not run.
  const bail: Bail = {};
  // The IDs of the tests a signal stopped while they ran.
  const interrupted: string[] = [];
  listener.onRunStart?.({ documents: documents.length, version: options.version });
  const finish = (incomplete?: RunResult['incomplete']): RunResult => ({
    tool: { name: 'wirecase', version: options.version },
    startedAt: startedAt.toISOString(),
    summary: summarize(tests, Math.round(performance.now() - started)),
    tests,
    ...(incomplete ? { incomplete } : {}),
  });
  const shared = { http, schemas, memory, ...(wireSchema ? { wireSchema } : {}) };
  const releaseBrowser = holdSharedBrowser();
  try {
    for (const [suite, docs] of groupBySuite(documents)) {
      if (options.stop?.aborted) break;
      if (bail.after) tests.push(...docs.map((d) => bailed(d, bail.after!, listener)));
      else await runSuite(suite, docs, options, shared, { tests, interrupted }, bail);
    }
    const signal = stoppedBy(options.stop);
    if (signal) throw new RunInterrupted(signal, interrupted);
  } catch (error) {
    // Whatever stopped the run, the tests that finished are not lost: the caller still reports them.
    const reason = error instanceof Error ? error.message : String(error);
    throw new IncompleteRun(error, finish({ reason, testsPlanned: documents.length, ...(interrupted.length ? { interrupted } : {}) }));
  } finally {
    // After a signal, requests still in flight are cut off rather than waited for.
    await Promise.all([options.stop?.aborted ? http.destroy() : http.close(), releaseBrowser()]);
  }
  const result = finish();
  await listener.onRunEnd?.(result);
  return result;
}

/** Each role's driver (roles/driver.ts): how a document of that role is run. */
const ROLES: Record<NonNullable<LoadedDocument['data']['role']>, RoleDriver> = {
  server: serverRole,
  // The client role (its judging, its checks) loads with the first client-role document: a run of
  // server documents never compiles it. So do the stdio transport, the setup probes and the token
  // minting below, each with the first suite that has them.
  client: { run: async (...args) => (await import('./roles/client/index.js')).clientRole.run(...args) },
};

/** The ID of the test that failed under --bail, once one has. */
type Bail = { after?: string };

/** One suite: start its target (unless a base URL is given), its setup, its documents (legs made now), stop the target whatever happens. */
/** What a suite runs against, for the console: a stdio server's command, else its base URL, else a client suite's client. */
function shownTarget(suite: LoadedSuite, ctx: SuiteContext, options: RunOptions, stdio: StdioTarget | undefined): string {
  // A command line may carry a credential the run knows: masked as everywhere else.
  if (stdio) return ctx.redactor.text(`stdio: ${stdio.command}`);
  if (ctx.baseUrl !== undefined) return ctx.baseUrl;
  const client = options.client?.command ?? suite.data.client?.command;
  return client !== undefined ? ctx.redactor.text(`client: ${client}`) : '(none)';
}

async function runSuite(
  suite: LoadedSuite,
  docs: LoadedDocument[],
  options: RunOptions,
  shared: Parameters<typeof suiteContext>[3],
  out: { tests: TestResult[]; interrupted: string[] },
  bail: Bail,
): Promise<void> {
  const listener = options.listener ?? {};
  const stdio = stdioTargetOf(suite, options);
  // target.ts (and node:child_process) loads only for a suite that starts its target.
  const start = async () => (options.startTarget ?? (await import('./target.js')).startTarget)(suite);
  const target = !options.baseUrl && !stdio && suite.data.target?.command ? await start() : undefined;
  try {
    const ctx = await suiteContext(suite, target, options, shared, stdio);
    listener.onSuiteStart?.({ name: suite.name, target: shownTarget(suite, ctx, options, stdio), startedTarget: target !== undefined });
    if (suite.data.setup?.length || suite.data.probe) {
      const { runSetup } = await import('./run-setup.js');
      const blocks = await runSetup(suite, ctx, ctx.runVars, new Set(Object.keys(options.vars ?? {})));
      listener.onSetupEnd?.(suite.name, blocks);
    }
    // Documents ranging over a list found at setup (`matrix: { x: { each } }`) become their legs now.
    const legs = docs.flatMap((doc) => legsOf(doc, ctx.scope));
    // --bail runs one test at a time, so "stopped after the first failure" means exactly that.
    const limit = options.bail ? 1 : (options.concurrency ?? defaultConcurrency());
    if (options.stop?.aborted) return;
    const done = { tests: out.tests, interrupted: out.interrupted, ...(options.stop ? { stop: options.stop } : {}) };
    await runConcurrently(legs, limit, listener, done, (doc, quiet) => {
      if (bail.after) return Promise.resolve(bailed(doc, bail.after, quiet));
      const running = ROLES[doc.data.role ?? 'server'].run(doc, ctx, quiet, {
        ...(options.client ? { client: options.client } : {}),
        ...(options.stop ? { stop: options.stop } : {}),
      });
      return running.then((result) => {
        if (options.bail && result.status === 'failed') bail.after ??= result.id;
        return result;
      });
    });
  } finally {
    await Promise.all([target?.stop(), stdio && import('./roles/stdio/stdio-target.js').then(({ releaseSpare }) => releaseSpare(stdio))]);
  }
}

/** The stdio server of a suite: `--stdio`, else its `target.stdio` (unless `--base-url` is given); none for an HTTP suite. */
function stdioTargetOf(suite: LoadedSuite, options: RunOptions): StdioTarget | undefined {
  if (options.stdio) return { command: options.stdio };
  const target = suite.data.target;
  if (options.baseUrl || !target?.stdio) return undefined;
  const env = target.env ? Object.fromEntries(Object.entries(target.env).map(([k, v]) => [k, String(v)])) : undefined;
  return { command: target.stdio, cwd: resolve(suite.dir, target.cwd ?? '.'), ...(env ? { env } : {}) };
}

/** A run a signal stopped: which signal, and the tests it stopped while they ran. */
export class RunInterrupted extends Error {
  constructor(
    readonly signal: StopSignal,
    readonly running: readonly string[],
  ) {
    super(`interrupted by ${signal}${running.length ? `; stopped while running: ${running.join(', ')}` : ''}`);
  }
}

/** A run that stopped early (a bug in wirecase, a target that would not start, a signal): its cause and what finished. */
export class IncompleteRun extends Error {
  constructor(
    override readonly cause: unknown,
    readonly partial: RunResult,
  ) {
    super(`the run stopped after ${partial.tests.length} of ${partial.incomplete!.testsPlanned} tests: ${partial.incomplete!.reason}`);
  }
}

function loadWireSchema(file: string, files: RunFiles, schemas: SchemaRegistry): WireSchema {
  try {
    const read = files.schemas.get(file);
    if (!read || 'error' in read) throw new Error(read ? read.error : 'was not read before the run');
    return new WireSchema(file, read.json, schemas);
  } catch (error) {
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--wire-schema ${file}: ${(error as Error).message.split('\n')[0]}` });
  }
}

export function defaultConcurrency(): number {
  return Math.max(1, Math.min(8, availableParallelism()));
}

/**
 * Runs documents up to `limit` at a time (each document's steps stay in order; a `serial` document
 * runs alone), while listeners hear every test end in document order, so output never depends on timing.
 * Finished tests are appended to `done.tests` in document order. If one document throws, no new one starts,
 * the running ones finish (and are kept), and the error is thrown then. Once `done.stop` aborts, no new
 * one starts either, and the running ones are not waited for: their IDs go to `done.interrupted`.
 */
async function runConcurrently(
  docs: LoadedDocument[],
  limit: number,
  listener: RunListener,
  done: { tests: TestResult[]; interrupted: string[]; stop?: AbortSignal },
  run: (doc: LoadedDocument, listener: RunListener) => Promise<TestResult>,
): Promise<void> {
  const results: Array<TestResult | undefined> = new Array(docs.length);
  let announced = 0;
  let failure: { error: unknown } | undefined;
  const stop = done.stop;
  const announce = () => {
    while (!stop?.aborted && announced < docs.length && results[announced]) {
      const result = results[announced]!;
      announced++; // not inside the optional call below: `f?.(x++)` skips the x++ when f is absent
      done.tests.push(result);
      listener.onTestEnd?.(result);
    }
  };
  const quiet = liveEvents(listener, stop);
  const running = new Set<Promise<void>>();
  const stopped = whenAborted(stop);
  const started: number[] = [];
  for (let i = 0; i < docs.length && !failure && !stop?.aborted; i++) {
    const doc = docs[i]!;
    const alone = doc.data.serial === true || limit <= 1;
    while (!stop?.aborted && (running.size >= limit || (alone && running.size > 0))) await Promise.race([...running, stopped]);
    if (failure || stop?.aborted) break;
    started.push(i);
    const task = run(doc, quiet).then(
      (result) => {
        results[i] = result;
        announce();
      },
      (error: unknown) => void (failure ??= { error }),
    );
    const tracked = task.catch((error: unknown) => void (failure ??= { error })).finally(() => running.delete(tracked));
    running.add(tracked);
    if (alone) await Promise.race([tracked, stopped]);
  }
  await Promise.race([Promise.all(running), stopped]);
  if (stop?.aborted)
    return keepWhatFinished(
      started.filter((i) => i >= announced),
      docs,
      results,
      done,
      listener,
    );
  if (failure) {
    // Tests that finished after the one that failed are kept too, still in document order.
    for (let i = announced; i < docs.length; i++) if (results[i]) done.tests.push(results[i]!);
    throw failure.error;
  }
}

/**
 * Listeners hear a test start and its steps as they happen; its end waits for its turn (runConcurrently).
 * After a signal, the abandoned tests' late events are dropped.
 */
function liveEvents(listener: RunListener, stop: AbortSignal | undefined): RunListener {
  return {
    onTestStart: (d) => void (stop?.aborted || listener.onTestStart?.(d)),
    onStepEnd: (d, s) => void (stop?.aborted || listener.onStepEnd?.(d, s)),
  };
}

/** After a signal: what finished is kept, in document order; what was still running is named, not judged. */
function keepWhatFinished(
  indexes: number[],
  docs: LoadedDocument[],
  results: Array<TestResult | undefined>,
  done: { tests: TestResult[]; interrupted: string[] },
  listener: RunListener,
): void {
  for (const i of indexes) {
    const result = results[i];
    if (result) {
      done.tests.push(result);
      listener.onTestEnd?.(result);
    } else done.interrupted.push(docs[i]!.data.id);
  }
}

/** Resolves once `signal` aborts; never without one. */
function whenAborted(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) resolve();
    else signal?.addEventListener('abort', () => resolve(), { once: true });
  });
}

function groupBySuite(documents: LoadedDocument[]): Map<LoadedSuite, LoadedDocument[]> {
  const groups = new Map<LoadedSuite, LoadedDocument[]>();
  for (const doc of documents) {
    const list = groups.get(doc.suite) ?? [];
    list.push(doc);
    groups.set(doc.suite, list);
  }
  return groups;
}

async function suiteContext(
  suite: LoadedSuite,
  target: RunningTarget | undefined,
  options: RunOptions,
  shared: Pick<SuiteContext, 'http' | 'schemas' | 'memory' | 'wireSchema'>,
  stdio?: StdioTarget,
): Promise<SuiteContext> {
  const builtins: Record<string, unknown> = { env: { ...process.env } };
  if (target) builtins.target = { url: target.url };
  const suiteVars = suiteValue(suite, ['vars'], () => renderDeep(suite.data.vars ?? {}, new LayeredScope([builtins]), ['vars'])) as Record<string, unknown>;
  const runVars = { ...suiteVars, ...(options.vars ?? {}) };
  // Over stdio a request goes to the test's process, not to a URL.
  const written = stdio ? (await import('./roles/stdio/stdio-wire.js')).STDIO_URL : (options.baseUrl ?? suite.data.baseUrl ?? target?.url);
  const baseUrl =
    written === undefined ? undefined : suiteValue(suite, ['baseUrl'], () => asText(renderString(written, new LayeredScope([runVars, builtins]))));
  if (baseUrl !== undefined) builtins.baseUrl = baseUrl;
  // Suite `tokens:` minted now (they may use baseUrl); each is a run variable and a secret.
  const minted = suite.data.tokens
    ? await (await import('./mint-tokens.js')).mintTokens(suite, runVars, new LayeredScope([runVars, builtins]), options.files?.keys ?? new Map())
    : {};
  Object.assign(runVars, minted);
  const redactor = new Redactor(new Set(suite.data.secrets ?? []));
  redactor.addVariables(runVars);
  for (const value of Object.values(minted)) redactor.addValue(value);
  const reportBodyBytes = options.reportBodyBytes ?? toBytes(suite.data.reportBodySize, DEFAULTS.reportBodyBytes);
  return {
    ...shared,
    suite,
    runVars,
    clientVersion: options.version,
    baseUrl,
    ...(stdio ? { stdio } : {}),
    scope: new LayeredScope([runVars, builtins]),
    redactor,
    timeoutMs: options.timeoutMs ?? toMilliseconds(suite.data.timeout, DEFAULTS.stepTimeoutMs),
    maxBodyBytes: toBytes(suite.data.maxBodySize, DEFAULTS.maxBodyBytes),
    storedBodyBytes: { passed: Math.min(4096, reportBodyBytes), failed: reportBodyBytes },
    stepWindow: options.keepPassedSteps ? Number.POSITIVE_INFINITY : PASSED_STEP_WINDOW,
  };
}

/**
 * A suite value worked out as the suite starts. The loader has checked its variables; what only the
 * run can know (an environment variable not set, `{{ env.BASE_URL }}`) stops it as bad input, exit 2,
 * located in suite.yaml.
 */
function suiteValue<T>(suite: LoadedSuite, at: Array<string | number>, render: () => T): T {
  try {
    return render();
  } catch (error) {
    if (!(error instanceof RenderError || error instanceof ExpressionError)) throw error;
    const span = suite.locate?.(error instanceof RenderError ? error.path : at);
    const undefinedName = (error instanceof RenderError ? error.cause : error).code === 'UNDEFINED_VARIABLE';
    throw new UserError({
      code: undefinedName ? 'UNDEFINED_VARIABLE' : 'BAD_TEMPLATE',
      message: span ? error.message : `${suite.file ?? 'suite.yaml'}: ${error.message}`,
      ...(span ? { span } : {}),
      ...(undefinedName ? { hint: 'give it when you run: `--var name=value`, a file passed with `--env-file`, or set the environment variable it reads' } : {}),
    });
  }
}

/** A document's legs, or the document marked with why they could not be worked out (its test then fails). */
function legsOf(doc: LoadedDocument, scope: LayeredScope): LoadedDocument[] {
  try {
    return expandLegs(doc, scope);
  } catch (error) {
    if (error instanceof LegsError || error instanceof RenderError) return [{ ...doc, legsError: { message: error.message, path: error.path } }];
    throw error;
  }
}

function bailed(doc: LoadedDocument, after: string, listener: RunListener): TestResult {
  const result = { ...testResultOf(doc, 'skipped'), reason: `--bail: stopped after ${after} failed` };
  listener.onTestEnd?.(result);
  return result;
}
