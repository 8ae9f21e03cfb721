import type { ParityReport } from '../model/parity.js';
import { compareTransports } from '../run/roles/stdio/parity.js';
import { type Executed, executeRun, type RunHooks } from './execute-run.js';
import { type Prepared, type PrepareOptions, prepareRun, type RunPlan } from './prepare-run.js';

/**
 * Transport parity (`wirecase run <suite> --base-url URL --stdio CMD`, issue 41): the same documents
 * against one server over each of its transports. Two ordinary plans (prepareRun, one with the base
 * URL, one with the command line), each executed and judged as a run of its own (executeRun), then
 * compared document by document (run/roles/stdio/parity.ts). Nothing of the run sequence is here.
 */
export interface ParityPlans {
  http: RunPlan;
  stdio: RunPlan;
}

/** Both plans, or the problems of the first that has any (exit 2, nothing sent). */
export type PreparedParity = { ok: true; plans: ParityPlans } | Extract<Prepared, { ok: false }>;

/** What a parity run's answers keep: every step whole (the passed ones too) and bodies up to 1 MiB, so the answers can be compared. */
const PARITY_BODY = '1MiB';

export async function prepareParity(options: PrepareOptions & { baseUrl: string; stdio: string }): Promise<PreparedParity> {
  const common = { ...options, keepPassedSteps: true, reportBodySize: options.reportBodySize ?? PARITY_BODY };
  const { stdio: _stdio, ...overHttp } = common;
  const { baseUrl: _baseUrl, ...overStdio } = common;
  const http = await prepareRun(overHttp);
  if (!http.ok) return http;
  const stdio = await prepareRun(overStdio);
  if (!stdio.ok) return stdio;
  return { ok: true, plans: { http: http.plan, stdio: stdio.plan } };
}

/**
 * Both runs and their comparison. The runs go one after the other (HTTP first), each with its own
 * hooks. A HTTP run that stopped early (a signal, the deadline) ends it there: no stdio run, no comparison.
 */
export async function executeParity(
  plans: ParityPlans,
  hooks: { http?: RunHooks; stdio?: RunHooks; afterHttp?: (http: Executed) => void } = {},
): Promise<{ http: Executed; stdio?: Executed; parity?: ParityReport }> {
  const http = await executeRun(plans.http, hooks.http);
  // The HTTP run's reports can be written before the stdio run starts.
  hooks.afterHttp?.(http);
  if (http.stopped) return { http };
  const stdio = await executeRun(plans.stdio, hooks.stdio);
  const parity = compareTransports(http.verdict.result, stdio.verdict.result, {
    baseUrl: plans.http.run.baseUrl ?? '',
    command: plans.stdio.run.stdio ?? '',
  });
  return { http, stdio, parity };
}
