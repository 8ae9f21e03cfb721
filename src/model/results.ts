import type { NormativeLevel, RunSummary, TestResult, TestStatus } from './generated/results.js';

/**
 * The result tree (RunResult → TestResult → StepRecord → AssertionResult): the types are generated
 * from schemas/results.schema.json, the results.json contract, so what a run records and what the
 * file promises cannot differ. A results.json read back is checked by the same schema
 * (`asRunResult` in load/results-file.ts).
 */
export type {
  AssertionResult,
  BaselineSummary,
  KnownFailure,
  NormativeLevel,
  Requirement,
  RunSummary,
  StepRecord,
  StepStatus,
  TestFailure,
  TestResult,
  TestStatus,
} from './generated/results.js';

import type { RunResult as RunResultFile } from './generated/results.js';

/** A run's results. The `coverage` a results.json may carry is the reporters' join, not part of the run. */
export type RunResult = Omit<RunResultFile, 'coverage'>;

/** The document ID of a result: a matrix leg's ID (`feat-tools-01[tool=add]`) without its `[name=value,...]` suffix. */
export function baseId(id: string): string {
  return id.replace(/\[[^\]]*\]$/, '');
}

/** How long each document took in a run: the durations of its legs added up. */
export function documentDurations(tests: readonly Pick<TestResult, 'id' | 'durationMs'>[]): Map<string, number> {
  const durations = new Map<string, number>();
  for (const t of tests) durations.set(baseId(t.id), (durations.get(baseId(t.id)) ?? 0) + t.durationMs);
  return durations;
}

/** How a failed check of this level counts: a MUST fails the test, a SHOULD warns, a MAY only informs. */
export function weightOf(level: NormativeLevel): 'must' | 'should' | 'may' {
  if (level === 'MAY' || level === 'OPTIONAL') return 'may';
  if (level.startsWith('SHOULD') || level.endsWith('RECOMMENDED')) return 'should';
  return 'must';
}

export function summarize(tests: TestResult[], durationMs: number): RunSummary {
  const count = (s: TestStatus) => tests.filter((t) => t.status === s).length;
  const known = tests.filter(isKnownFailure).length;
  const summarized = summarizedSteps(tests);
  return {
    total: tests.length,
    passed: count('passed'),
    failed: count('failed'),
    warnings: count('warning'),
    skipped: count('skipped'),
    notApplicable: count('not-applicable'),
    couldNotJudge: count('could-not-judge'),
    durationMs,
    ...(known ? { knownFailures: known } : {}),
    ...(summarized ? { stepsSummarized: summarized } : {}),
  };
}

/**
 * Whether the run judged anything: a test passed, failed or warned. A run of only not-applicable,
 * could-not-judge and skipped tests said nothing about the target, and never exits 0.
 */
export function judgedAny(s: Pick<RunSummary, 'passed' | 'failed' | 'warnings'>): boolean {
  return s.passed + s.failed + (s.warnings ?? 0) > 0;
}

/** How many steps of these tests kept only their summary (`summarized`): their detail was dropped. */
export function summarizedSteps(tests: readonly Pick<TestResult, 'steps' | 'teardown'>[]): number {
  let n = 0;
  for (const t of tests) {
    for (const s of t.steps) if (s.summarized) n++;
    for (const s of t.teardown ?? []) if (s.summarized) n++;
  }
  return n;
}

/** A failure the baseline expects (`--expected-failures`): shown as known, does not fail the run. */
export function isKnownFailure(t: Pick<TestResult, 'status' | 'knownFailure'>): boolean {
  return t.status === 'failed' && t.knownFailure !== undefined;
}

/** A failure the run did not expect: one of these fails the run. */
export function unexpectedFailure(t: Pick<TestResult, 'status' | 'knownFailure'>): boolean {
  return t.status === 'failed' && t.knownFailure === undefined;
}
