/**
 * What a break adds to its base's run, and whether that catches it.
 */
import type { Break } from './break.js';
import type { Verdicts } from './run-suite.js';

export interface Added {
  /** Tests that fail against the broken server and did not against the base. */
  failures: string[];
  /** Tests that warn against the broken server and neither failed nor warned against the base. */
  warnings: string[];
}

export function added(base: Verdicts, broken: Verdicts): Added {
  const failures: string[] = [];
  const warnings: string[] = [];
  for (const [id, status] of broken) {
    const before = base.get(id);
    if (status === 'failed' && before !== 'failed') failures.push(id);
    if (status === 'warning' && before !== 'failed' && before !== 'warning') warnings.push(id);
  }
  return { failures: failures.sort(), warnings: warnings.sort() };
}

/** A broken MUST is caught by a failure; a broken SHOULD (or a sentence without a keyword) by a failure or a warning. */
export function isCaught(level: Break['sentence']['level'], what: Added): boolean {
  if (level === 'MUST' || level === 'MUST NOT') return what.failures.length > 0;
  return what.failures.length + what.warnings.length > 0;
}
