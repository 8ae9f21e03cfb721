import { knownFailureOf } from '../judge/baseline.js';
import { judge, type Verdict } from '../judge/judge.js';
import { readKeyFiles } from '../load/run-files.js';
import type { RunListener } from '../model/events.js';
import { type RunResult, summarize, type TestResult } from '../model/results.js';
import type { LoadedDocument, LoadedSuite } from '../model/scenario.js';
import { stopAllTargets } from '../run/child-processes.js';
import { type StopSignal, stoppedBy } from '../run/interrupt.js';
import type { ClientRunOptions } from '../run/roles/client/client-run.js';
import { IncompleteRun, RunInterrupted, type RunOptions, runProject } from '../run/run-project.js';
import type { RunningTarget } from '../run/target.js';
import type { RunPlan } from './prepare-run.js';

/** What one execution of a plan is given besides it: who listens, what stops it, and its targets where the caller starts them. */
export interface RunHooks {
  /** Hears the run as it goes (the reporters). A test the expected-failures file lists ends already marked `knownFailure`. */
  listener?: RunListener;
  /** Aborted by a signal: no new test starts, the running ones are abandoned and named, and the run ends incomplete. */
  stop?: AbortSignal;
  /** Starts a suite's target in place of spawning its `target.command` (a test's in-process target). */
  startTarget?: (suite: LoadedSuite) => Promise<RunningTarget>;
  /** The client a `role: client` document judges, run in this process (prepared with `client: { inProcess: true }`). */
  runClient?: ClientRunOptions['inProcess'];
  /** With `atExecute.baseUrl`: this execution's base URL (no target is started). */
  baseUrl?: string;
  /** With `atExecute.vars`: the values of those variables for this execution. */
  vars?: Record<string, unknown>;
  /** Documents at a time for this execution, in place of the plan's. */
  concurrency?: number;
}

/** A plan run and judged once: the verdict every reporter renders, and what stopped the run when it stopped early. */
export interface Executed {
  verdict: Verdict;
  /** The run stopped early (a signal, a target that would not start, a bug): the verdict holds what finished, marked incomplete. */
  stopped?: IncompleteRun;
}

/** The run passed its deadline (`--max-time`): stopped as a signal stops it, its report incomplete. */
export class RunDeadline extends Error {
  constructor(
    readonly maxTimeMs: number,
    readonly running: string[],
  ) {
    super(`the run passed its deadline of ${seconds(maxTimeMs)} (--max-time)${running.length ? `; stopped while running: ${running.join(', ')}` : ''}`);
  }
}

/**
 * After a stop (a signal, the deadline), how long the run has to end by itself before it is abandoned:
 * its report is made of what had finished, and its targets are stopped without waiting for them. A
 * target that will not start, a setup waiting on a server, a client that ignores SIGTERM: none holds
 * the report back.
 */
export const ABANDON_AFTER_MS = 1000;

/**
 * Runs a plan's tests and judges the run once. The plan is not changed: one plan may be executed many
 * times (a fault per execution, each with its own target).
 */
export async function executeRun(plan: RunPlan, hooks: RunHooks = {}): Promise<Executed> {
  const ran = await runOnce(plan, hooks);
  const verdict = judge(ran.result, plan.judge);
  return { verdict, ...(ran.stopped ? { stopped: ran.stopped } : {}) };
}

/** The tests the listener heard start and end, so a run abandoned after a stop still reports what finished. */
interface Heard {
  started: Set<string>;
  ended: TestResult[];
}

async function runOnce(plan: RunPlan, hooks: RunHooks): Promise<{ result: RunResult; stopped?: IncompleteRun }> {
  const deadline = new AbortController();
  const stop = hooks.stop ? AbortSignal.any([hooks.stop, deadline.signal]) : deadline.signal;
  const timer = plan.maxTimeMs ? setTimeout(() => deadline.abort('deadline'), plan.maxTimeMs) : undefined;
  timer?.unref();
  const heard: Heard = { started: new Set(), ended: [] };
  const startedAt = new Date();
  let abandonTimer: NodeJS.Timeout | undefined;
  const abandoned = new Promise<'abandoned'>((resolve) => {
    const later = () => {
      abandonTimer = setTimeout(() => resolve('abandoned'), ABANDON_AFTER_MS);
    };
    if (stop.aborted) later();
    else stop.addEventListener('abort', later, { once: true });
  });
  try {
    const running: Promise<{ result: RunResult; stopped?: IncompleteRun }> = runProject(plan.documents, await runOptions(plan, { ...hooks, stop }, heard)).then(
      (result) => ({ result }),
      (error: unknown) => {
        if (error instanceof IncompleteRun) return { result: error.partial, stopped: error };
        throw error;
      },
    );
    const first = await Promise.race([running, abandoned]);
    const ran = first === 'abandoned' ? abandon(plan, heard, startedAt, stoppedBy(stop)) : first;
    return deadline.signal.aborted && !hooks.stop?.aborted && ran.stopped ? asDeadline(ran, plan.maxTimeMs!) : ran;
  } finally {
    clearTimeout(timer);
    clearTimeout(abandonTimer);
  }
}

/**
 * The run did not end within ABANDON_AFTER_MS of its stop: what the listener heard end is its result,
 * the tests that started and did not end are named as interrupted, and every target is told to stop
 * (SIGTERM now, SIGKILL after its grace, or when the process exits) without waiting for it.
 */
function abandon(plan: RunPlan, heard: Heard, startedAt: Date, signal: StopSignal | undefined): { result: RunResult; stopped: IncompleteRun } {
  void stopAllTargets();
  const ended = new Set(heard.ended.map((t) => t.id));
  const interrupted = [...heard.started].filter((id) => !ended.has(id));
  const cause = new RunInterrupted(signal ?? 'SIGTERM', interrupted);
  const result: RunResult = {
    tool: { name: 'wirecase', version: plan.run.version },
    startedAt: startedAt.toISOString(),
    summary: summarize(heard.ended, Date.now() - startedAt.getTime()),
    tests: [...heard.ended],
    incomplete: { reason: cause.message, testsPlanned: plan.documents.length, ...(interrupted.length ? { interrupted } : {}) },
  };
  return { result, stopped: new IncompleteRun(cause, result) };
}

/** A run the deadline stopped: its cause and its report say so, not "interrupted by deadline". */
function asDeadline(ran: { result: RunResult; stopped?: IncompleteRun }, maxTimeMs: number): { result: RunResult; stopped: IncompleteRun } {
  const running = ran.result.incomplete?.interrupted ?? [];
  const cause = new RunDeadline(maxTimeMs, running);
  const result: RunResult = { ...ran.result, incomplete: { ...ran.result.incomplete!, reason: cause.message } };
  return { result, stopped: new IncompleteRun(cause, result) };
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

async function runOptions(plan: RunPlan, hooks: RunHooks, heard: Heard): Promise<RunOptions> {
  const unprepared = [
    ...(hooks.baseUrl !== undefined && !plan.atExecute.baseUrl ? ['a base URL'] : []),
    ...Object.keys(hooks.vars ?? {})
      .filter((name) => !plan.atExecute.vars.includes(name))
      .map((name) => `the variable ${name}`),
  ];
  // The plan was checked without them: a caller's mistake, not bad input.
  if (unprepared.length) throw new Error(`executeRun was given ${unprepared.join(', ')}, which the plan was not prepared to take (PrepareOptions.atExecute)`);
  const vars = { ...plan.run.vars, ...(hooks.vars ?? {}) };
  const baseUrl = hooks.baseUrl ?? plan.run.baseUrl;
  return {
    ...plan.run,
    vars,
    ...(baseUrl !== undefined ? { baseUrl } : {}),
    ...(hooks.concurrency !== undefined ? { concurrency: hooks.concurrency } : {}),
    files: hooks.vars || hooks.baseUrl !== undefined ? withKeysFor(plan, vars, baseUrl) : plan.files,
    listener: hearing(hooks.listener ? marking(hooks.listener, plan) : {}, heard),
    ...(hooks.stop ? { stop: hooks.stop } : {}),
    ...(hooks.startTarget ? { startTarget: hooks.startTarget } : {}),
    ...(await clientOptions(plan, hooks)),
  };
}

/** The key files of the suites' tokens, read again when their paths may read what this execution gives. */
function withKeysFor(plan: RunPlan, vars: Record<string, unknown>, baseUrl: string | undefined): RunPlan['files'] {
  const suites = new Set(plan.documents.map((d) => d.suite));
  if (![...suites].some((s) => s.data.tokens)) return plan.files;
  return { ...plan.files, keys: readKeyFiles(suites, vars, baseUrl) };
}

/** The listener, and what it heard start and end kept in `heard`. */
function hearing(listener: RunListener, heard: Heard): RunListener {
  return {
    ...listener,
    onTestStart: (d: LoadedDocument) => {
      heard.started.add(d.data.id);
      listener.onTestStart?.(d);
    },
    onTestEnd: (t: TestResult) => {
      heard.ended.push(t);
      listener.onTestEnd?.(t);
    },
  };
}

/** The listener, hearing a test the expected-failures file lists as known as soon as it ends (the whole run is judged at its end). */
function marking(listener: RunListener, plan: RunPlan): RunListener {
  const baseline = plan.judge.baseline;
  if (!baseline || !listener.onTestEnd) return listener;
  const knownFailure = knownFailureOf(baseline);
  return {
    onRunStart: (i) => listener.onRunStart?.(i),
    onSuiteStart: (i) => listener.onSuiteStart?.(i),
    onSetupEnd: (name, blocks) => listener.onSetupEnd?.(name, blocks),
    onTestStart: (d) => listener.onTestStart?.(d),
    onStepEnd: (d, s) => listener.onStepEnd?.(d, s),
    onTestEnd: (t: TestResult) => {
      const known = knownFailure(t);
      listener.onTestEnd?.(known ? { ...t, knownFailure: known } : t);
    },
    onRunEnd: (r) => listener.onRunEnd?.(r),
  };
}

/** For `role: client` documents: the client and the judging server (src/serve/client-judge, loaded only then). */
async function clientOptions(plan: RunPlan, hooks: RunHooks): Promise<Pick<RunOptions, 'client'>> {
  if (!plan.documents.some((d) => d.data.role === 'client')) return {};
  const { startClientJudge } = await import('../serve/client-judge/index.js');
  return {
    client: {
      ...(plan.client?.command !== undefined ? { command: plan.client.command } : {}),
      ...(plan.client?.timeoutMs !== undefined ? { timeoutMs: plan.client.timeoutMs } : {}),
      ...(plan.client?.stdio ? { stdio: true } : {}),
      ...(hooks.runClient ? { inProcess: hooks.runClient } : {}),
      startServer: (script, transport) => startClientJudge(script, transport),
    },
  };
}
