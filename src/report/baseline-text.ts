import type { BaselineJudgement } from '../judge/baseline.js';
import type { RunResult } from '../model/results.js';

/** What the console shows after the run: known failures with their reasons, fixed, stale. */
export function renderBaseline({ outcome, baseline, result }: BaselineJudgement, strict: boolean): string {
  const out: string[] = [
    `\nexpected failures (${baseline.file}): ${outcome.known.length} known, ${outcome.fixed.length} fixed, ${outcome.stale.length} stale, ${outcome.unexpected.length} new failure${outcome.unexpected.length === 1 ? '' : 's'}`,
  ];
  for (const e of outcome.known) out.push(`  known failure ${e.tests.join(', ')}: ${e.reason}`);
  for (const e of outcome.fixed)
    out.push(
      `  fixed ${e.id}: ${fixedHow(result, e.tests)}; remove it from ${baseline.file}:${e.line}${strict ? ' (fails the run under --strict-baseline)' : ''}`,
    );
  for (const e of outcome.unchecked) out.push(`  not checked ${e.id}: skipped or not applicable in this run`);
  for (const e of outcome.stale) out.push(`  stale ${e.id}: no test with this ID in the run (${baseline.file}:${e.line})`);
  for (const t of outcome.unexpected) out.push(`  new failure ${t.id}: not in the baseline`);
  return `${out.join('\n')}\n`;
}

/** "passes now", or, when a run of it ends in a warning (a SHOULD or MAY not met), "no longer fails (only warns)". */
function fixedHow(result: RunResult, ids: string[]): string {
  return result.tests.some((t) => ids.includes(t.id) && t.status === 'warning') ? 'no longer fails (only warns)' : 'passes now';
}
