import { readFileSync } from 'node:fs';

/** Whether a process is gone: no pid, no such pid, or a zombie nobody reaped (a container's PID 1 may not). */
export function gone(pid: number | undefined): boolean {
  if (pid === undefined) return true;
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}
