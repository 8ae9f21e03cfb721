import type { BaselineJudgement } from '../judge/baseline.js';
import type { Verdict } from '../judge/judge.js';
import type { RunResult } from '../model/results.js';
import { displayPath } from '../source/display-path.js';
import { visibleControls } from './control-chars.js';
import { knownNote, warningCount } from './labels.js';

/**
 * The lines a command prints beside the reporters' output, whichever reporters run. Rendered here, with
 * the reports, so that no console line is composed by a command itself.
 */

/** Before a run: which share of the selected tests this CI job runs (`--shard K/N`), on standard error. */
export function shardLine(shard: { index: number; count: number }, running: number, selected: number, durationsFile?: string): string {
  const balanced = durationsFile ? ` (balanced by the durations in ${durationsFile})` : '';
  return `shard ${shard.index}/${shard.count}: ${running} of ${selected} tests${balanced}\n`;
}

/**
 * After the reports are written: where they are, that the run stopped early (on standard error), the
 * baseline's judgement, and for `report --from` what it merged.
 */
export function closingLines(
  verdict: Verdict,
  files: readonly string[],
  { stopped = false, resultFiles, alsoWritten = [] }: { stopped?: boolean; resultFiles?: number; alsoWritten?: readonly string[] } = {},
): { stdout: string; stderr: string } {
  // `alsoWritten`: files a command writes beside the reports (fuzz's keyword coverage).
  const where = [...files, ...alsoWritten].map((f) => displayPath(f)).join(', ');
  const ran = verdict.result.tests.length;
  const planned = verdict.result.incomplete?.testsPlanned;
  const stderr =
    stopped && planned !== undefined
      ? `wirecase: the run stopped after ${ran} of ${planned} tests${files.length ? `; the ${ran} results gathered so far are in ${where}, marked incomplete` : ''}\n`
      : '';
  const { summary } = verdict.result;
  // `report --from`: what was merged, in one line.
  const merged =
    resultFiles === undefined
      ? ''
      : `${resultFiles} result file${resultFiles === 1 ? '' : 's'}, ${summary.total} tests: ${summary.passed} passed, ${summary.failed} failed${knownNote(summary.knownFailures)}${summary.warnings ? `, ${warningCount(summary.warnings)}` : ''}, ${summary.skipped} skipped, ${summary.notApplicable} not applicable\n`;
  const stdout = `${files.length + alsoWritten.length ? `reports: ${where}\n` : ''}${merged}${verdict.baseline && !stopped ? baselineLines(verdict.baseline) : ''}`;
  // Reasons from an expected-failures file or a stopped run may carry a peer's text: no control byte reaches the terminal.
  return { stdout: visibleControls(stdout), stderr: visibleControls(stderr) };
}

/** Known failures with their reasons, fixed, stale. */
export function baselineLines({ outcome, baseline, result, strict }: BaselineJudgement): string {
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
