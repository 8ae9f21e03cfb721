import { loadProject } from '../../src/load/load-project.js';
import { readRunFiles } from '../../src/load/run-files.js';
import type { RunResult } from '../../src/model/results.js';
import { type RunOptions, runProject } from '../../src/run/run-project.js';
import type { TempProject } from './temp-project.js';

/** Loads a temp project and runs it in-process against baseUrl; load problems fail the test loudly. */
export async function runInProcess(
  project: TempProject,
  baseUrl: string,
  options: Pick<RunOptions, 'vars' | 'timeoutMs' | 'reportBodyBytes' | 'keepPassedSteps'> = {},
): Promise<RunResult> {
  const loaded = await loadProject({ paths: ['.'], cwd: project.dir, extraVarNames: Object.keys(options.vars ?? {}) });
  if (loaded.diagnostics.length)
    throw new Error(`load failed:\n${loaded.diagnostics.map((d) => `${d.code} ${d.message} ${d.span?.line}:${d.span?.col}`).join('\n')}`);
  return runProject(loaded.documents, { version: 'test', baseUrl, files: readRunFiles(loaded.documents, { vars: options.vars ?? {}, baseUrl }), ...options });
}
