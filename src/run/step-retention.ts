import type { StepRecord } from '../model/results.js';

/**
 * How many of a test's latest step records stay whole while it runs: the context its failure is read
 * in. The bundled suites' longest documents fit inside it, so their reports show every step.
 */
export const PASSED_STEP_WINDOW = 100;

/**
 * Keeps a long test's memory flat. A step's whole record (request, response, checks, captures) is
 * what a report shows of it, and most of what a run holds per step: a document of 20,000 chained steps
 * kept 20,000 of them. So once a passed step is `window` records behind the latest, only its summary
 * stays (name, status, duration, location, and how many checks and captures it had). A failed step
 * stays whole, and so does every step of a test no longer than the window. Called after each record
 * is added; with `--keep-passed-steps` the window is infinite and nothing is dropped.
 */
export function summarizeBehindWindow(records: StepRecord[], window: number): void {
  const at = records.length - 1 - window;
  if (at < 0) return;
  const record = records[at]!;
  if (record.status === 'passed' && record.summarized === undefined) records[at] = summaryOf(record);
}

/** A passed step's summary: what every report shows of it in a line, and the counts of what was dropped. */
export function summaryOf(record: StepRecord): StepRecord {
  const summary: StepRecord = { index: record.index, name: record.name, status: record.status, durationMs: record.durationMs, assertions: [] };
  if (record.span) summary.span = record.span;
  if (record.attempts !== undefined) summary.attempts = record.attempts;
  summary.summarized = { checks: record.assertions.length, captures: record.captures ? Object.keys(record.captures).length : 0 };
  return summary;
}

/**
 * Whether a test proved anything, worked out step by step as its records come (a summary no longer
 * holds the checks): a check that passed over a set that came out empty proves nothing, and when every
 * check of the test over a set came out empty, the first such check is why the test is not applicable
 * (never a vacuous pass). One set that had items keeps the test's pass. `allowEmpty: true` on a step
 * clears its empty checks (check-expectations.ts).
 */
export class EmptyChecks {
  private judgedSome = false;
  private firstEmpty: string | undefined;

  see(step: StepRecord): void {
    if (this.judgedSome) return;
    for (const a of step.assertions) {
      if (a.items !== undefined && a.items > 0 && !a.vacuous) {
        this.judgedSome = true;
        return;
      }
      if (this.firstEmpty === undefined && a.passed && a.vacuous) this.firstEmpty = `nothing to judge: step ${step.index + 1} "${step.name}": ${a.vacuous}`;
    }
  }

  /** Why the test proves nothing, when every check over a set came out empty. */
  get reason(): string | undefined {
    return this.judgedSome ? undefined : this.firstEmpty;
  }
}
