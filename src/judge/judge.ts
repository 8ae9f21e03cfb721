import type { Baseline } from '../load/baseline-file.js';
import type { CatalogRef } from '../load/catalogs.js';
import { judgedAny, type RunResult } from '../model/results.js';
import { type BaselineJudgement, judgeBaseline, runFails } from './baseline.js';
import { type Coverage, computeCoverage } from './coverage.js';

/** What judging needs besides the run: loaded with the other inputs, before anything was sent. */
export interface JudgeInputs {
  catalogs: readonly CatalogRef[];
  /** `--expected-failures`: known failures do not fail the run. */
  baseline?: Baseline;
  /** `--strict-baseline`: a listed test that passes now fails the run. */
  strictBaseline?: boolean;
  /** `--strict`: a SHOULD-level warning fails the run. */
  strict?: boolean;
}

/** A run judged once: what every reporter renders and what the exit code says. */
export interface Verdict {
  /** The run with the baseline's judgement recorded in it (`knownFailure`, `summary.baseline`). */
  result: RunResult;
  /** The join with the catalogs: per section, per traceability row, per test ID. */
  coverage: Coverage;
  /** The baseline's judgement, when one was given. */
  baseline?: BaselineJudgement;
  /** Whether the run fails (exit 1): an unexpected failure, or what --strict-baseline / --strict add. */
  fails: boolean;
  /**
   * Whether the run had tests but judged none of them (every one not applicable, could not judge or
   * skipped): it said nothing about the target, so it never exits 0 (exit 4, `nothingJudged`).
   */
  judgedNothing: boolean;
  /** The tests a defect of their own document stopped (`documentDefect`): the run exits 3 (`internalError`). */
  documentDefects: string[];
}

/**
 * The one judgement of a run, for `wirecase run` and `wirecase report` alike: pure, no files read,
 * computed once and handed to every reporter.
 */
export function judge(ran: RunResult, inputs: JudgeInputs): Verdict {
  const baseline = inputs.baseline && judgeBaseline(ran, inputs.baseline, inputs.strictBaseline === true);
  const result = baseline ? baseline.result : ran;
  return {
    result,
    coverage: computeCoverage(inputs.catalogs, result),
    ...(baseline ? { baseline } : {}),
    fails: runFails(result, inputs.strictBaseline === true, inputs.strict === true),
    judgedNothing: result.tests.length > 0 && !judgedAny(result.summary),
    documentDefects: result.tests.filter((t) => t.documentDefect).map((t) => t.id),
  };
}
