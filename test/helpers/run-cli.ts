import { binPath } from './paths.js';
import { type ProcessResult, runProcess } from './run-process.js';

export type CliResult = ProcessResult;

/** Runs the real `wirecase` binary, as a user would, with a hard time limit. (`--`: see bin/wirecase.js.) */
export function runCli(args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs?: number }): Promise<CliResult> {
  return runProcess(process.execPath, ['--', binPath, ...args], {
    name: `wirecase ${args.join(' ')}`,
    timeoutMs: options.timeoutMs ?? 30_000,
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
  });
}
