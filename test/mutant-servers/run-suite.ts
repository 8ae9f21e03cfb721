/**
 * One run of a bundled suite in this process against a server by its URL, zero-config: what
 * `wirecase run <suite> --base-url <url>` does (documents loaded once, judged as the CLI judges).
 */

import { judge } from '../../src/judge/judge.js';
import { readRunFiles } from '../../src/load/run-files.js';
import type { TestResult } from '../../src/model/results.js';
import type { LoadedDocument } from '../../src/model/scenario.js';
import { runProject } from '../../src/run/run-project.js';

/** Test ID → its verdict in one run. */
export type Verdicts = Map<string, TestResult['status']>;

// A guard against a hung run, not a speed limit (a run takes seconds; a loaded CI machine is slower).
const RUN_TIMEOUT_MS = 360_000;

export async function runAgainst(documents: LoadedDocument[], baseUrl: string, concurrency = 4): Promise<{ verdicts: Verdicts; tests: TestResult[] }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the run against ${baseUrl} did not end in ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    const ran = await Promise.race([runProject(documents, { version: 'test', baseUrl, concurrency, files: readRunFiles(documents, { baseUrl }) }), timeout]);
    const { result } = judge(ran, { catalogs: [] });
    return { verdicts: new Map(result.tests.map((t) => [t.id, t.status])), tests: result.tests };
  } finally {
    clearTimeout(timer);
  }
}
