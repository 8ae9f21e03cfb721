import type { Span } from '../source/span.js';

/** The verdict of one test ID. Names are part of results.json: reporters and outside tools read them. */
export type TestStatus = 'passed' | 'failed' | 'warning' | 'skipped' | 'not-applicable';

/** BCP 14 keywords as the spec writes them (RFC 2119, RFC 8174). */
export type NormativeLevel =
  | 'MUST' | 'MUST NOT' | 'REQUIRED' | 'SHALL' | 'SHALL NOT'
  | 'SHOULD' | 'SHOULD NOT' | 'RECOMMENDED' | 'NOT RECOMMENDED'
  | 'MAY' | 'OPTIONAL';

/** The spec sentence a test proves, quoted, with where it stands. */
export interface Requirement {
  level: NormativeLevel;
  quote: string;
  /** Spec page and line or anchor, e.g. `2026-07-28/basic/transports/streamable-http.mdx:212`. */
  source: string;
}

/** How a failed check of this level counts: a MUST fails the test, a SHOULD warns, a MAY only informs. */
export function weightOf(level: NormativeLevel): 'must' | 'should' | 'may' {
  if (level === 'MAY' || level === 'OPTIONAL') return 'may';
  if (level.startsWith('SHOULD') || level.endsWith('RECOMMENDED')) return 'should';
  return 'must';
}
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
  /** The spec sentences this test proves. The strongest level decides whether a failed check fails the test or warns. */
  requirements?: Requirement[];
  traces: string[];
  spec: string[];
  tags: string[];
  durationMs: number;
  reason?: string;
  /** The values of this run of a matrix document. */
  matrix?: Record<string, string | number | boolean>;
  steps: StepRecord[];
  /** The check that failed: on a `failed` test, and on a `warning` (a SHOULD or MAY the server does not meet). */
  failure?: TestFailure;
  /** How the test ran where that differs from what it says, e.g. the protocol revision the server negotiated. */
  notes?: string[];
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
  /** Tests whose only failed check is a SHOULD or a MAY: shown everywhere, they fail a run only under --strict (a MAY never). */
  warnings: number;
  skipped: number;
  notApplicable: number;
  durationMs: number;
  /** Of `failed`, the tests with a `knownFailure`; present when there are some. */
  knownFailures?: number;
  /** The judgement of the run against an `--expected-failures` baseline (src/judge/baseline.ts). */
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
  /** Set when the run stopped early: `tests` holds only what finished. */
  incomplete?: { reason: string; testsPlanned: number };
}

export function summarize(tests: TestResult[], durationMs: number): RunSummary {
  const count = (s: TestStatus) => tests.filter((t) => t.status === s).length;
  const known = tests.filter(isKnownFailure).length;
  return {
    total: tests.length,
    passed: count('passed'),
    failed: count('failed'),
    warnings: count('warning'),
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
