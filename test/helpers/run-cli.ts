import { spawn } from 'node:child_process';
import { binPath } from './paths.js';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real `wirecase` binary, as a user would, with a hard time limit. (`--`: see bin/wirecase.js.) */
export function runCli(args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs?: number }): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--', binPath, ...args], { cwd: options.cwd, env: { ...process.env, NO_COLOR: '1', ...options.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`wirecase ${args.join(' ')} did not finish in time\n${stdout}\n${stderr}`));
    }, options.timeoutMs ?? 30_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
