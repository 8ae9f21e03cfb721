import type { ChildProcess } from 'node:child_process';

/**
 * Every target process wirecase started and has not stopped yet. Kept apart from target.ts so the
 * CLI can install its Ctrl-C and exit handlers without loading the HTTP stack.
 */
export const running = new Set<ChildProcess>();

/** Stops every target still running; for Ctrl-C and unexpected exits. */
export async function stopAllTargets(): Promise<void> {
  await Promise.all([...running].map(stopProcess));
}

/** Last resort when the process exits without cleaning up: kill synchronously. */
export function killAllTargetsNow(): void {
  for (const child of running) signal(child, 'SIGKILL');
}

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  try {
    // The command runs in a shell: signal the whole process group so the server goes too.
    if (child.pid && process.platform !== 'win32') process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    /* already gone */
  }
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signal(child, 'SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      running.delete(child);
      resolve();
    });
    signal(child, 'SIGTERM');
  });
}

/** The last `max` lines a child printed (stdout and stderr), kept for the error when it dies or never answers. */
export function lastOutputLines(child: ChildProcess, max = 40): string[] {
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (output.length > max) output.splice(0, output.length - max);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return output;
}
