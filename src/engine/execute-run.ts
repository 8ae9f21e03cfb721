import { knownFailureOf } from '../judge/baseline.js';
import { judge, type Verdict } from '../judge/judge.js';
import { readKeyFiles } from '../load/run-files.js';
import type { RunListener } from '../model/events.js';
import type { RunResult, TestResult } from '../model/results.js';
import type { LoadedSuite } from '../model/scenario.js';
import type { ClientRunOptions } from '../run/roles/client/client-run.js';
import { IncompleteRun, type RunOptions, runProject } from '../run/run-project.js';
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

/**
 * Runs a plan's tests and judges the run once. The plan is not changed: one plan may be executed many
 * times (a fault per execution, each with its own target).
 */
export async function executeRun(plan: RunPlan, hooks: RunHooks = {}): Promise<Executed> {
  const ran = await runOnce(plan, hooks);
  const verdict = judge(ran.result, plan.judge);
  return { verdict, ...(ran.stopped ? { stopped: ran.stopped } : {}) };
}

async function runOnce(plan: RunPlan, hooks: RunHooks): Promise<{ result: RunResult; stopped?: IncompleteRun }> {
  try {
    return { result: await runProject(plan.documents, await runOptions(plan, hooks)) };
  } catch (error) {
    if (error instanceof IncompleteRun) return { result: error.partial, stopped: error };
    throw error;
  }
}

async function runOptions(plan: RunPlan, hooks: RunHooks): Promise<RunOptions> {
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
    ...(hooks.listener ? { listener: marking(hooks.listener, plan) } : {}),
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
      ...(hooks.runClient ? { inProcess: hooks.runClient } : {}),
      startServer: (script) => startClientJudge(script),
    },
  };
}
