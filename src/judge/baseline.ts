import type { Baseline, BaselineEntry } from '../load/baseline-file.js';
import { baseId, type RunResult, summarize, type TestResult, unexpectedFailure } from '../model/results.js';
import { failsUnderStrict } from './requirements.js';

/**
 * The expected-failures baseline (`--expected-failures FILE`): test IDs known to fail, each with a
 * reason. Listed failures do not fail the run; a listed test that now passes is "fixed" (and fails
 * the run under `--strict-baseline`); an entry whose ID is not in the run is "stale".
 *
 *     tests:
 *       - { id: apps-07, reason: "host sandbox not implemented (#123)" }
 *
 * Pure: `judgeBaseline` records the judgement in the run's result, which is all the reporters read
 * (docs/reports.md, "Expected failures"). The file is read by load/baseline-file.ts.
 */

export interface BaselineOutcome {
  /** Listed, and failed: does not fail the run. */
  known: Array<BaselineEntry & { tests: string[] }>;
  /** Listed, ran, and did not fail (at least one run passed or ended in a warning: a warning is not a failure). */
  fixed: Array<BaselineEntry & { tests: string[] }>;
  /** Listed, in the run, but only skipped or not applicable: nothing learnt. */
  unchecked: Array<BaselineEntry & { tests: string[] }>;
  /** Listed, and no test of the run has that ID. */
  stale: BaselineEntry[];
  /** Failed and not listed: these fail the run. */
  unexpected: TestResult[];
}

export interface BaselineJudgement {
  /** The run with the judgement recorded: what every reporter reads. */
  result: RunResult;
  outcome: BaselineOutcome;
  baseline: Baseline;
  /** `--strict-baseline`: a listed test that passes now fails the run. */
  strict: boolean;
}

/**
 * Judges the run against the baseline, the one place this happens (for `run` and `report`), before
 * any reporter sees it. The judgement is recorded in the result: each listed failure keeps
 * `status: "failed"` (what happened) and gains `knownFailure`; the summary gains `knownFailures`
 * and `baseline`. A judgement already in the result (a results.json read by `report --from`) is
 * dropped first, so the baseline given now is the one that counts.
 * A matrix run `id[x=1]` answers to the entry `id`.
 */
export function judgeBaseline(result: RunResult, baseline: Baseline, strict = false): BaselineJudgement {
  const tests = result.tests.map(({ knownFailure: _, ...t }) => t);
  const entryFor = baselineLookup(baseline);
  const entryOf = (t: TestResult) => entryFor(t.id);
  const outcome: BaselineOutcome = { known: [], fixed: [], unchecked: [], stale: [], unexpected: [] };
  for (const t of tests) if (t.status === 'failed' && !entryOf(t)) outcome.unexpected.push(t);
  for (const e of baseline.tests) {
    const runs = tests.filter((t) => entryOf(t) === e);
    const ids = runs.map((t) => t.id);
    if (!runs.length) outcome.stale.push(e);
    else if (runs.some((t) => t.status === 'failed')) outcome.known.push({ ...e, tests: ids.filter((_, i) => runs[i]!.status === 'failed') });
    else if (runs.some((t) => t.status === 'passed' || t.status === 'warning')) outcome.fixed.push({ ...e, tests: ids });
    else outcome.unchecked.push({ ...e, tests: ids });
  }
  const known = knownFailureOf(baseline);
  const judged = tests.map((t) => {
    const knownFailure = known(t);
    return knownFailure ? { ...t, knownFailure } : t;
  });
  const ids = (entries: BaselineEntry[]) => entries.map((e) => e.id);
  const summary = {
    ...summarize(judged, result.summary.durationMs),
    baseline: { file: baseline.file, fixed: ids(outcome.fixed), stale: ids(outcome.stale), unchecked: ids(outcome.unchecked) },
  };
  return { result: { ...result, summary, tests: judged }, outcome, baseline, strict };
}

/**
 * Whether a test's result is a known failure, and why: the one place that decides it, both live (the
 * console marks a listed failure as known as soon as it ends) and when the whole run is judged.
 */
export function knownFailureOf(baseline: Baseline): (t: TestResult) => TestResult['knownFailure'] {
  const entryFor = baselineLookup(baseline);
  return (t) => {
    const entry = t.status === 'failed' ? entryFor(t.id) : undefined;
    return entry && { reason: entry.reason, baseline: baseline.file };
  };
}

/** The entry a test ID answers to: its own, or, for a matrix run `id[x=1]`, its base ID's. */
export function baselineLookup(baseline: Baseline): (id: string) => BaselineEntry | undefined {
  const listed = new Map(baseline.tests.map((e) => [e.id, e]));
  return (id) => listed.get(id) ?? listed.get(baseId(id));
}

/**
 * Whether the run fails, read from the (judged) result: a failure that is not a known one does;
 * under --strict-baseline, a listed test that now passes (or only warns); under --strict, a warning
 * whose strongest requirement is a SHOULD (a MAY never fails a run). A results.json keeps its
 * judgement, so `report --from` without --expected-failures exits as the run did.
 */
export function runFails(result: RunResult, strictBaseline: boolean, strict = false): boolean {
  return (
    result.tests.some(unexpectedFailure) ||
    (strictBaseline && (result.summary.baseline?.fixed.length ?? 0) > 0) ||
    (strict && result.tests.some(failsUnderStrict))
  );
}
