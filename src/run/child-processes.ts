import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Every target process wirecase started and has not stopped yet. Kept apart from target.ts so the
 * CLI can install its signal and exit handlers without loading the HTTP stack.
 */
export const running = new Set<ChildProcess>();

/** How long a target has to end after SIGTERM before its whole process group gets SIGKILL. */
export const STOP_GRACE_MS = 3000;

/** Stops every target still running; for signals and unexpected exits. */
export async function stopAllTargets(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcess(child)));
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

/**
 * Whether anything of the target is still running. The `sh -c` wrapper often ends at SIGTERM while
 * the server it started ignores it, so the wrapper's exit says nothing: ask about its process group.
 */
function alive(child: ChildProcess): boolean {
  if (!child.pid) return false;
  if (process.platform === 'win32') return child.exitCode === null && child.signalCode === null;
  try {
    process.kill(-child.pid, 0);
    return !groupIsZombies(child.pid);
  } catch {
    return false;
  }
}

/** A killed server whose parent was the wrapper is reaped by PID 1, which in a container may never do it. */
function groupIsZombies(pgid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readText(`/proc/${entry}/stat`);
      // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so read after the last ')'.
      const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields && Number(fields[2]) === pgid && fields[0] !== 'Z') return false;
    }
    return true;
  } catch {
    return false;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended while the folder was read
  }
}

/**
 * SIGTERM to the target's process group, then SIGKILL to it once `graceMs` has passed with any of it
 * still running, whether or not the wrapper shell has already exited.
 */
export async function stopProcess(child: ChildProcess, graceMs = STOP_GRACE_MS): Promise<void> {
  if (!alive(child)) {
    running.delete(child);
    return;
  }
  signal(child, 'SIGTERM');
  if (!(await until(() => !alive(child), graceMs))) {
    signal(child, 'SIGKILL');
    await until(() => !alive(child), 1000);
  }
  running.delete(child);
}

/** Polls `done` until it holds (true) or `ms` have passed (false). */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

/** The last `max` lines a child printed (stdout and stderr), kept for the error when it dies or never answers. */
export function lastOutputLines(child: ChildProcess, max = 40): string[] {
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (output.length > max) output.splice(0, output.length - max);
  };
  child.stdout?.on('data', (chunk: Buffer) => keep(chunk));
  child.stderr?.on('data', (chunk: Buffer) => keep(chunk));
  return output;
}
