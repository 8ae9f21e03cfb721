/**
 * A bundled suite run many times in THIS process: once healthy, once per fault switch of its target.
 *
 * A suite test proves that each fault fails exactly its test IDs. Run through the CLI, every one of
 * those runs paid for two cold Node processes (wirecase, and the target it spawns, which loads the MCP
 * SDK) and ran both cold, before the JIT warmed up. Here the suite is prepared once (`prepareRun`, as
 * `wirecase run` prepares it), each run is `executeRun` of that plan (the exit code is the one the CLI
 * would return), and the reference target of each run is started in this process too, on its own port, with the
 * fault and the `target.env` the suite gives (AUTH, MCP, LEGACY: what test/targets/mcp-reference/main.js
 * reads from its environment). Every run still has a target of its own, and runs one document at a
 * time, so no run can see another's fault or depend on timing. The healthy run also goes through the
 * real CLI once (`runSuiteCli`).
 *
 * A suite test uses it in three steps (test/suites/mcp-2026-suite.test.ts does; a new suite does the same):
 *
 *     const suite = await loadSuite(['scenarios/my-suite'], ['mcp_disabled_url']);
 *     const runs = startRuns(['', ...FAULTS.map((f) => f.name)], (fault) =>
 *       runSuiteInProcess(suite, { vars, fault }), 6);
 *     // each it(): const run = await runs.get(fault)!; compare failedIds(run.results.tests) with its table
 */

import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { verdictExitCode } from '../../src/cli/exit-codes.js';
import { executeRun, prepareRun, type RunningTarget, type RunPlan } from '../../src/engine/index.js';
import type { RunResult, TestResult } from '../../src/model/results.js';
import type { LoadedSuite } from '../../src/model/scenario.js';
import { startTarget } from '../../src/run/target.js';
import { LayeredScope } from '../../src/template/scope.js';
import { renderString } from '../../src/template/template.js';
import { startReferenceTarget } from '../targets/mcp-reference/server.js';
import { binPath, repoRoot } from './paths.js';
import { pool } from './pool.js';

/** One run of a suite: what `wirecase run --reporter json` gives (exit code, stderr, results.json). */
export interface SuiteRun {
  code: number | null;
  stderr: string;
  results: RunResult | undefined;
}

// A guard against a hung run, not a speed limit. Runs in this process share one core, several at a
// time, while other test files load the machine: in a full `npm test` on a loaded 2-core machine the
// first in-process runs of the 2026 suite took over 180 s, so the guard is well above that.
const RUN_TIMEOUT_MS = 600_000;

/**
 * The suite of `paths` (relative to the repository root), prepared once as `wirecase run` prepares it:
 * the plan every run of it executes. `varNames` are the variables each run gives (`runSuiteInProcess`'s
 * `vars`); each run may give its own base URL. A problem throws, naming it.
 */
export async function loadSuite(paths: string[], varNames: string[] = []): Promise<RunPlan> {
  return preparedOrThrow({ paths, cwd: repoRoot, cache: false, version: 'test', atExecute: { baseUrl: true, vars: varNames } });
}

/** A plan, or an error naming every problem (file:line:col) that stopped it. */
export async function preparedOrThrow(options: Parameters<typeof prepareRun>[0]): Promise<RunPlan> {
  const prepared = await prepareRun(options);
  if (prepared.ok) return prepared.plan;
  throw new Error(`load failed:\n${prepared.diagnostics.map((d) => `${d.code} ${d.message} ${d.span?.file}:${d.span?.line}:${d.span?.col}`).join('\n')}`);
}

/** Whether a suite's target is the bundled reference MCP target (test/targets/mcp-reference/main.js). */
export function startsReferenceTarget(suite: LoadedSuite): boolean {
  return /\bmcp-reference\/main\.js\b/.test(suite.data.target?.command ?? '');
}

/** Whether a suite's target is the reference MCP Apps host with its probe server (test/targets/apps-host/main.js). */
export function startsAppsHost(suite: LoadedSuite): boolean {
  return /\bapps-host\/main\.js\b/.test(suite.data.target?.command ?? '');
}

/** Whether a suite's target is the reference MCP gateway with its scripted server (test/targets/mcp-gateway/main.js). */
export function startsGateway(suite: LoadedSuite): boolean {
  return /\bmcp-gateway\/main\.js\b/.test(suite.data.target?.command ?? '');
}

/** The faults one run's targets start with: the reference target's FAULT, the Apps host's HOST_FAULT. */
export interface RunFaults {
  fault?: string;
  hostFault?: string;
}

/**
 * Starts a suite's target for one run in this process, as its main.js would from the suite's
 * `target.env` and the fault: the reference target, or the reference Apps host with a probe server
 * beside it (its page is bundled once per process), or the reference gateway with its scripted server.
 * Any other target is spawned from its
 * `target.command`, as the CLI does.
 */
export function targetStarter(faults: RunFaults): (suite: LoadedSuite) => Promise<RunningTarget> {
  return async (suite) => {
    if (startsReferenceTarget(suite)) {
      const env = Object.fromEntries(Object.entries(suite.data.target?.env ?? {}).map(([k, v]) => [k, String(v)]));
      const target = await startReferenceTarget({
        auth: env.AUTH as 'none' | 'oauth' | undefined,
        mcp: env.MCP as 'on' | 'off' | undefined,
        legacy: env.LEGACY as 'reject' | 'stateless' | 'session' | undefined,
        ...(faults.fault ? { fault: faults.fault } : {}),
      });
      return { url: writtenUrl(suite, target.url), stop: () => target.close() };
    }
    if (startsAppsHost(suite)) {
      // Loaded on first use: only the host suites need esbuild and the probe server.
      const [{ startAppsHost }, { startProbeServer }] = await Promise.all([
        import('../targets/apps-host/host-server.js'),
        import('../../src/serve/probe/index.js'),
      ]);
      const probe = await startProbeServer({ port: 0 });
      const host = await startAppsHost({ ...(faults.hostFault ? { fault: faults.hostFault } : {}), probeUrl: probe.url });
      return { url: writtenUrl(suite, host.url), stop: () => Promise.all([host.close(), probe.close()]).then(() => undefined) };
    }
    if (startsGateway(suite)) {
      const { startGatewayTarget } = await import('../targets/mcp-gateway/target.js');
      const gateway = await startGatewayTarget({ fault: faults.fault ?? '', policy: String(suite.data.target?.env?.POLICY ?? '') });
      return { url: writtenUrl(suite, gateway.url), stop: () => gateway.close() };
    }
    return startTarget(suite);
  };
}

/** The suite's `target.url` (`http://127.0.0.1:{{ port }}/mcp`, say) at the port the target listens on, as target.ts renders it. */
function writtenUrl(suite: LoadedSuite, origin: string): string {
  const port = Number(new URL(origin).port);
  return String(renderString(suite.data.target?.url ?? 'http://127.0.0.1:{{ port }}', new LayeredScope([{ port }])));
}

/**
 * One run in this process, judged as `wirecase run` judges it. With a fault on, documents run one
 * at a time (as the CLI runs with `--concurrency 1`), so the set of failures cannot depend on timing.
 */
export async function runSuiteInProcess(plan: RunPlan, options: RunFaults & { vars?: Record<string, unknown>; concurrency?: number } = {}): Promise<SuiteRun> {
  const fault = options.fault || options.hostFault || '';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the run with fault "${fault}" did not end in ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    const { verdict, stopped } = await Promise.race([
      executeRun(plan, {
        ...(options.vars ? { vars: options.vars } : {}),
        concurrency: options.concurrency ?? (fault ? 1 : 2),
        startTarget: targetStarter(options),
      }),
      timeout,
    ]);
    // The CLI's exit 3: the tests that finished are kept, and the cause is what stderr would say.
    if (stopped) return { code: 3, stderr: stopped.message, results: verdict.result };
    return { code: verdictExitCode(verdict), stderr: '', results: verdict.result };
  } catch (error) {
    return { code: null, stderr: (error as Error).stack ?? String(error), results: undefined };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `wirecase run <paths> --reporter json --out <outDir>` as CI runs it, in a process of its own (with
 * `env` added to this one's); never rejects.
 */
export async function runSuiteCli(paths: string[], outDir: string, options: { args?: string[]; env?: Record<string, string> } = {}): Promise<SuiteRun> {
  const child = spawn(process.execPath, ['--', binPath, 'run', ...paths, '--reporter', 'json', '--out', outDir, ...(options.args ?? [])], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGINT'), RUN_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.on('close', (exit) => resolve(exit)));
  clearTimeout(timer);
  let results: RunResult | undefined;
  try {
    results = JSON.parse(await readFile(path.join(outDir, 'results.json'), 'utf8')) as RunResult;
  } catch {
    results = undefined;
  }
  return { code, stderr, results };
}

/** Starts every named run, at most `limit` at a time, and hands back each one's promise by name. */
export function startRuns(names: string[], run: (name: string) => Promise<SuiteRun>, limit: number): Map<string, Promise<SuiteRun>> {
  const started = pool(
    names.map((name) => () => run(name)),
    limit,
  );
  return new Map(names.map((name, i) => [name, started[i]!]));
}

/** Test ID → status, for comparing two runs of the same documents. */
export function verdicts(tests: TestResult[]): Record<string, TestResult['status']> {
  return Object.fromEntries(tests.map((t) => [t.id, t.status]));
}
