import type { Span } from '../source/span.js';

/** The verdict of one test ID. Names are part of results.json: reporters and outside tools read them. */
export type TestStatus = 'passed' | 'failed' | 'skipped' | 'not-applicable';
export type StepStatus = 'passed' | 'failed' | 'skipped';

export interface AssertionResult {
  /** status | header | json | body | schema | capture | until */
  kind: string;
  /** What was checked: a JSONPath, a header name, ... */
  target?: string;
  passed: boolean;
  message: string;
  expected?: unknown;
  actual?: unknown;
  span?: Span;
}

export interface StepRecord {
  index: number;
  name: string;
  status: StepStatus;
  durationMs: number;
  span?: Span;
  attempts?: number;
  skipReason?: string;
  request?: { method: string; url: string; headers: Array<[string, string]>; body?: string };
  response?: { status: number; headers: Array<[string, string]>; body: string; bodyBytes: number; truncated: boolean };
  assertions: AssertionResult[];
  captures?: Record<string, unknown>;
  /** A failure that is not an assertion: transport error, template error, ... */
  error?: { code: string; message: string; span?: Span };
}

export interface TestFailure {
  step: number;
  stepName: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
  location?: Span;
  /** The body around the failing path, redacted and clipped. */
  excerpt?: string;
}

export interface TestResult {
  id: string;
  title: string;
  file: string;
  line: number;
  suite: string;
  status: TestStatus;
  level?: string;
  traces: string[];
  spec: string[];
  tags: string[];
  durationMs: number;
  reason?: string;
  /** The values of this run of a matrix document. */
  matrix?: Record<string, string | number | boolean>;
  steps: StepRecord[];
  failure?: TestFailure;
  /** Set on a failed test that the `--expected-failures` baseline lists: it stays failed, and does not fail the run. */
  knownFailure?: KnownFailure;
}

export interface KnownFailure {
  /** The baseline entry's reason. */
  reason: string;
  /** The baseline file, as given on the command line. */
  baseline: string;
}

export interface RunSummary {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
  notApplicable: number;
  durationMs: number;
  /** Of `failed`, the tests with a `knownFailure`; present when there are some. */
  knownFailures?: number;
  /** The judgement of the run against an `--expected-failures` baseline (src/report/baseline.ts). */
  baseline?: BaselineSummary;
}

/** Baseline entries (test IDs as listed in the file) that are not known failures of this run. */
export interface BaselineSummary {
  file: string;
  /** Listed, and passed: to be removed from the file (a failure under --strict-baseline). */
  fixed: string[];
  /** Listed, and no test of the run has that ID. */
  stale: string[];
  /** Listed, and only skipped or not applicable. */
  unchecked: string[];
}

export interface RunResult {
  tool: { name: 'wirecase'; version: string };
  startedAt: string;
  summary: RunSummary;
  tests: TestResult[];
}

export function summarize(tests: TestResult[], durationMs: number): RunSummary {
  const count = (s: TestStatus) => tests.filter((t) => t.status === s).length;
  const known = tests.filter(isKnownFailure).length;
  return {
    total: tests.length,
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    notApplicable: count('not-applicable'),
    durationMs,
    ...(known ? { knownFailures: known } : {}),
  };
}

/** A failure the baseline expects (`--expected-failures`): shown as known, does not fail the run. */
export function isKnownFailure(t: Pick<TestResult, 'status' | 'knownFailure'>): boolean {
  return t.status === 'failed' && t.knownFailure !== undefined;
}

/** A failure the run did not expect: one of these fails the run. */
export function unexpectedFailure(t: Pick<TestResult, 'status' | 'knownFailure'>): boolean {
  return t.status === 'failed' && t.knownFailure === undefined;
}
