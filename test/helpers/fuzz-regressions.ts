import assert from 'node:assert/strict';
import { executeRun, prepareRun } from '../../src/engine/index.js';
import type { FuzzReport } from '../../src/fuzz/fuzz.js';
import type { TestStatus } from '../../src/model/results.js';
import { TempProject } from './temp-project.js';

/**
 * The regression documents `wirecase fuzz` wrote, prepared as ordinary scenario documents (every one
 * must load) and run in this process one at a time against the base URL `reach` gives (a server it
 * may start for the run, and stop after): each test ID's verdict.
 */
export async function regressionVerdicts(
  report: FuzzReport,
  reach: <T>(run: (baseUrl: string) => Promise<T>) => Promise<T>,
): Promise<Record<string, TestStatus>> {
  // No finding, no regression document: nothing to prepare (an empty folder has no test to run).
  if (!report.regressions.length) return {};
  const project = new TempProject();
  try {
    for (const r of report.regressions) project.write(r.file, r.text);
    const prepared = await prepareRun({ paths: ['.'], cwd: project.dir, cache: false, version: 'test', atExecute: { baseUrl: true }, concurrency: 1 });
    assert.deepEqual(prepared.ok ? [] : prepared.diagnostics.map((d) => d.message), [], 'every regression document loads as an ordinary scenario document');
    if (!prepared.ok) return {};
    return await reach(async (baseUrl) => {
      const { verdict } = await executeRun(prepared.plan, { baseUrl });
      return Object.fromEntries(verdict.result.tests.map((t) => [t.id, t.status]));
    });
  } finally {
    project.remove();
  }
}
