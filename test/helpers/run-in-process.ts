import { executeRun, type PrepareOptions } from '../../src/engine/index.js';
import type { RunResult } from '../../src/model/results.js';
import { preparedOrThrow } from './suite-runs.js';
import type { TempProject } from './temp-project.js';

/**
 * Prepares a temp project and runs it in-process against baseUrl, as `wirecase run --base-url` does
 * (without its check that the URL answers); problems fail the test loudly. A run that stopped early
 * throws what stopped it.
 */
export async function runInProcess(
  project: TempProject,
  baseUrl: string,
  options: Pick<PrepareOptions, 'vars' | 'timeoutMs' | 'keepPassedSteps'> & { reportBodyBytes?: number } = {},
): Promise<RunResult> {
  const { reportBodyBytes, ...rest } = options;
  const plan = await preparedOrThrow({
    paths: ['.'],
    cwd: project.dir,
    cache: false,
    version: 'test',
    baseUrl,
    checkReachable: false,
    ...rest,
    ...(reportBodyBytes !== undefined ? { reportBodySize: reportBodyBytes } : {}),
  });
  const { verdict, stopped } = await executeRun(plan);
  if (stopped) throw stopped;
  return verdict.result;
}
