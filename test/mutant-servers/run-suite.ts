/**
 * One run of a bundled suite in this process against a server by its URL, zero-config: what
 * `wirecase run <suite> --base-url <url>` does (the suite prepared once, each run an `executeRun` of
 * it with that base URL).
 */

import { executeRun, type RunPlan } from '../../src/engine/index.js';
import type { TestResult } from '../../src/model/results.js';

/** Test ID → its verdict in one run. */
export type Verdicts = Map<string, TestResult['status']>;

// A guard against a hung run, not a speed limit (a run takes seconds; a loaded CI machine is slower).
const RUN_TIMEOUT_MS = 360_000;

export async function runAgainst(plan: RunPlan, baseUrl: string, concurrency = 4): Promise<{ verdicts: Verdicts; tests: TestResult[] }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the run against ${baseUrl} did not end in ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    const { verdict, stopped } = await Promise.race([executeRun(plan, { baseUrl, concurrency }), timeout]);
    if (stopped) throw stopped;
    const { result } = verdict;
    return { verdicts: new Map(result.tests.map((t) => [t.id, t.status])), tests: result.tests };
  } finally {
    clearTimeout(timer);
  }
}
