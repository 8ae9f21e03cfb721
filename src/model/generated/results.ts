/* Generated from schemas/results.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */

/**
 * Header name and value pairs, in the order they were sent or received; a repeated header is repeated.
 */
export type HeaderPairs = [string, string][];
/**
 * The verdict of one test ID. Names are part of results.json: reporters and outside tools read them. `could-not-judge`: the test applies, but the run could not observe what it needs; `reason` gives the cause.
 */
export type TestStatus = 'passed' | 'failed' | 'warning' | 'skipped' | 'not-applicable' | 'could-not-judge';
/**
 * BCP 14 keywords as the spec writes them (RFC 2119, RFC 8174).
 */
export type NormativeLevel =
  | 'MUST'
  | 'MUST NOT'
  | 'REQUIRED'
  | 'SHALL'
  | 'SHALL NOT'
  | 'SHOULD'
  | 'SHOULD NOT'
  | 'RECOMMENDED'
  | 'NOT RECOMMENDED'
  | 'MAY'
  | 'OPTIONAL';
export type StepStatus = 'passed' | 'failed' | 'skipped';

/**
 * What a run proved, test by test. Written by the json reporter; read by `wirecase report`, CI tools and people. Field names are a contract: they only ever gain optional fields.
 */
export interface RunResult {
  tool: {
    name: 'wirecase';
    version: string;
  };
  startedAt: string;
  summary: RunSummary;
  tests: TestResult[];
  /**
   * Present when the run stopped early (exit 3: a fault in wirecase itself, or a target that would not start; exit 129, 130 or 143: SIGHUP, SIGINT or SIGTERM): `tests` holds only the tests that finished.
   */
  incomplete?: {
    /**
     * What stopped the run.
     */
    reason: string;
    /**
     * How many tests the run had selected.
     */
    testsPlanned: number;
    /**
     * The IDs of the tests a signal stopped while they were running: neither passed nor failed, and not in `tests`.
     */
    interrupted?: string[];
  };
  coverage?: Coverage;
}
/**
 * How many tests ended how. Recomputed from `tests` whenever runs are merged.
 */
export interface RunSummary {
  total: number;
  passed: number;
  failed: number;
  /**
   * Tests with status `warning`: a failed check whose requirements are at most SHOULD (SHOULD, SHOULD NOT, RECOMMENDED, NOT RECOMMENDED) or MAY (MAY, OPTIONAL). They do not fail the run, except SHOULD-level ones under `--strict`.
   */
  warnings: number;
  skipped: number;
  notApplicable: number;
  /**
   * Tests with status `could-not-judge`: the test applies, but the run could not observe what it needs (the target refused before the tested behaviour, a dependency of the target failed, a client never started). Never counted as passed. Absent in results.json files written before this outcome existed.
   */
  couldNotJudge?: number;
  durationMs: number;
  /**
   * Of `failed`, the tests the `--expected-failures` baseline lists (each has `knownFailure`); they do not fail the run. Present when there are some.
   */
  knownFailures?: number;
  /**
   * How many passed steps (of every test) kept only their summary: their request, response, checks and captures were dropped to keep a long run's memory flat (see a step's `summarized`). Present when there are some; `--keep-passed-steps` keeps every step whole.
   */
  stepsSummarized?: number;
  baseline?: BaselineSummary;
}
/**
 * The run judged against an `--expected-failures` baseline: the baseline's entries (test IDs as listed) that are not known failures of this run. `wirecase report` keeps it from a single results file; a merge of several files has it only under --expected-failures, which judges the merged run.
 */
export interface BaselineSummary {
  /**
   * The baseline file, as given on the command line.
   */
  file: string;
  /**
   * Listed, and passed: remove them from the file (they fail the run under --strict-baseline).
   */
  fixed: string[];
  /**
   * Listed, and no test of the run has that ID.
   */
  stale: string[];
  /**
   * Listed, and only skipped or not applicable.
   */
  unchecked: string[];
}
/**
 * A place in a source file, 1-based.
 */
export interface Span {
  file: string;
  line: number;
  col: number;
  endLine?: number;
  endCol?: number;
}
/**
 * The verdict of one test ID, with the steps that led to it.
 */
export interface TestResult {
  id: string;
  title: string;
  file: string;
  line: number;
  suite: string;
  /**
   * `warning`: a check failed, and the strongest level of the test's `requirements` is a SHOULD or a MAY; it carries `failure` like a failed test.
   */
  status: TestStatus;
  level?: 'required' | 'recommended' | 'conditional' | 'optional';
  /**
   * The spec sentences the test proves, quoted. The strongest level decides whether a failed check fails the test (MUST, MUST NOT, REQUIRED, SHALL, SHALL NOT) or makes it a warning (SHOULD ..., MAY ...).
   */
  requirements?: Requirement[];
  traces: string[];
  spec: string[];
  tags: string[];
  durationMs: number;
  /**
   * Why the test was skipped or not applicable.
   */
  reason?: string;
  steps: StepRecord[];
  /**
   * The document's `teardown` steps as they ran after `steps`, whatever happened to them; absent when the document has none or the test stopped before any step ran (skipped, not applicable by a condition). A failed teardown step fails a test whose steps all passed (`failure.teardown` is then true) and never replaces the failure of a step.
   */
  teardown?: StepRecord[];
  failure?: TestFailure;
  /**
   * Facts about how the test ran where that differs from what it says, e.g. the protocol revision the server negotiated.
   */
  notes?: string[];
  knownFailure?: KnownFailure;
  /**
   * Set on a `could-not-judge` test that a defect of its own document stopped (a schema it built at run time is invalid, a template expression cannot be evaluated): never a verdict on the target, a defect to fix. The run exits 3.
   */
  documentDefect?: true;
  /**
   * The values of this run of a matrix document; its id ends with them in brackets.
   */
  matrix?: {
    [k: string]: string | number | boolean;
  };
}
/**
 * The check that failed: on a `failed` test, and on a `warning`.
 */
export interface TestFailure {
  /**
   * 1-based number of the failing step (of the teardown steps when `teardown` is true); 0 for the document itself.
   */
  step: number;
  stepName: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
  location?: Span;
  /**
   * The body around the failing path, redacted and clipped.
   */
  excerpt?: string;
  /**
   * True when the failure is a teardown step's: every step passed and a teardown step failed.
   */
  teardown?: boolean;
}
/**
 * A failed test that the `--expected-failures` baseline lists: its status stays `failed` (what happened); it does not fail the run, and the reports show it as known.
 */
export interface KnownFailure {
  /**
   * The baseline entry's reason: why it is known to fail.
   */
  reason: string;
  /**
   * The baseline file, as given on the command line.
   */
  baseline: string;
}
/**
 * A spec sentence a test proves, with its BCP 14 keyword (RFC 2119, RFC 8174) and where it stands.
 */
export interface Requirement {
  /**
   * The keyword, as the spec writes it.
   */
  level: NormativeLevel;
  /**
   * The sentence, quoted.
   */
  quote: string;
  /**
   * Spec page and line or anchor, e.g. `2026-07-28/basic/transports/streamable-http.mdx:212`.
   */
  source: string;
}
/**
 * One step as it ran: what was sent and received (redacted), the checks and the captures.
 */
export interface StepRecord {
  index: number;
  name: string;
  status: StepStatus;
  durationMs: number;
  span?: Span;
  attempts?: number;
  skipReason?: string;
  request?: {
    method: string;
    url: string;
    headers: HeaderPairs;
    body?: string;
  };
  response?: {
    status: number;
    headers: HeaderPairs;
    /**
     * The body as text, redacted, clipped to the stored-body limit.
     */
    body: string;
    bodyBytes: number;
    truncated: boolean;
    /**
     * Set when wirecase stopped reading before the body ended: why, and how much it read (e.g. "not read: ...", or read for a short time once the status decided the step). `body` is then what arrived until then, not the whole body.
     */
    readNote?: string;
  };
  /**
   * A browser step: the page it opened (redacted), what it waited for, and the page's last console errors and uncaught exceptions.
   */
  browser?: {
    url: string;
    /**
     * The condition, in words.
     */
    waitFor: string;
    console?: string[];
  };
  assertions: AssertionResult[];
  /**
   * Name → value of what the step captured (secret values masked).
   */
  captures?: {
    [k: string]: unknown;
  };
  /**
   * Present when the step passed and only its summary was kept: a test keeps the whole record of every failed step and of its last passed steps (a window), and of the passed steps before those only the index, name, status, duration, location and attempts, with these counts. `assertions` is then empty, and `request`, `response` and `captures` are absent. `--keep-passed-steps` keeps every step whole.
   */
  summarized?: {
    /**
     * How many checks the step passed (its `assertions`, dropped).
     */
    checks: number;
    /**
     * How many values the step captured (its `captures`, dropped).
     */
    captures: number;
  };
  /**
   * A failure that is not an assertion: a transport error, a template error, ...
   */
  error?: {
    code: string;
    message: string;
    span?: Span;
  };
}
/**
 * One check of a step, passed or failed.
 */
export interface AssertionResult {
  /**
   * The kind of check: status, header, json, body, schema, sse, capture, ...
   */
  kind: string;
  /**
   * What was checked: a JSONPath, a header name, ...
   */
  target?: string;
  passed: boolean;
  /**
   * For a check over a set (an `each`, a wildcard or filter JSONPath, an `sse` check over the events): how many items it looked at.
   */
  items?: number;
  /**
   * Set on a passed check whose set came out empty (`items` 0): why it proves nothing. A test whose every check over a set came out empty, and that otherwise passed, is not applicable with this reason, unless the step says `allowEmpty: true`.
   */
  vacuous?: string;
  /**
   * A probable mistake of the check itself, seen in the answer: e.g. an `absent` path one edit away from a field the answer has (a misspelt name is always absent). Shown as a note of the test; the check's verdict stays.
   */
  note?: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
  span?: Span;
}
/**
 * The join of this run with its catalogs (docs/reports.md, "How to read coverage"): per catalog, each expected test ID's status, each section's counts and share covered, each traceability row's scenarios and verdict; plus tests no catalog speaks for and references the catalogs lack. Written by the json reporter; optional (results.json files from before it, and `wirecase report --from` inputs, may lack it; `wirecase report` recomputes it).
 */
export interface Coverage {
  catalogs: CatalogCoverage[];
  /**
   * Test IDs no catalog speaks for.
   */
  uncatalogued: string[];
  /**
   * References a catalog does not have (an error under --strict-catalog).
   */
  problems: CatalogProblem[];
}
export interface ScenarioRef {
  id: string;
  title: string;
  status: TestStatus;
  /**
   * The strongest level of the test's `requirements`, when it has some.
   */
  requirementLevel?: NormativeLevel;
  file: string;
  line: number;
  knownFailure?: KnownFailure;
}
export interface CatalogCoverage {
  /**
   * The catalog file (display path).
   */
  file: string;
  /**
   * The catalog's `spec` block (see catalog.schema.json).
   */
  spec: {
    key: string;
    title: string;
  };
  documents: string[];
  tests: {
    id: string;
    title: string;
    section: string;
    phase?: number;
    level?: string;
    status:
      | 'passed'
      | 'failed'
      | 'warning'
      | 'skipped'
      | 'not-applicable'
      | 'could-not-judge'
      | 'not-covered'
      | 'untestable';
    scenario?: ScenarioRef;
    untestable?: string;
  }[];
  sections: {
    key: string;
    title: string;
    url: string;
    parent?: string;
    depth: number;
    counts: {
      passed: number;
      failed: number;
      /**
       * Entries that ended in a warning (covered, not failed). Absent in results.json files written before warnings existed.
       */
      warning?: number;
      skipped: number;
      'not-applicable': number;
      /**
       * Entries the run could not judge (the target refused before the tested behaviour, a dependency of it failed, or a client never started). Absent in results.json files written before this outcome existed.
       */
      'could-not-judge'?: number;
      'not-covered': number;
      untestable: number;
    };
    documents: string[];
    covered: number;
    coverable: number;
    share: number | null;
    verdict: 'passed' | 'failed' | 'partial' | 'not-covered' | 'not-applicable' | 'untestable';
    /**
     * Of `counts.failed`, the entries that are known failures (every failed run of them listed in the baseline). Present when there are some.
     */
    knownFailures?: number;
  }[];
  traces: {
    id: string;
    title: string;
    level: string;
    required: boolean;
    lines: string;
    item?: string;
    sections: string[];
    scenarios: ScenarioRef[];
    /**
     * `proven-with-warnings`: every scenario passed or ended in a warning (a SHOULD or MAY not met), and at least one warned.
     */
    verdict:
      | 'proven'
      | 'proven-with-warnings'
      | 'failed'
      | 'gap'
      | 'not-covered'
      | 'unproven'
      | 'not-applicable'
      | 'untestable';
    untestable?: string;
    /**
     * The catalog row's notes, given for a row left open (not proven, not covered, not applicable): why it is open.
     */
    notes?: string;
  }[];
  missing: string[];
  unmatchedUrls: {
    testId: string;
    url: string;
  }[];
  /**
   * Per normative sentence, when the catalog names a requirement catalog.
   */
  requirements?: RequirementCoverage;
  totals: {
    tests: {
      passed: number;
      failed: number;
      /**
       * Test IDs that ended in a warning. Absent in results.json files written before warnings existed.
       */
      warning?: number;
      skipped: number;
      'not-applicable': number;
      /**
       * Entries the run could not judge (the target refused before the tested behaviour, a dependency of it failed, or a client never started). Absent in results.json files written before this outcome existed.
       */
      'could-not-judge'?: number;
      'not-covered': number;
      untestable: number;
    };
    rows: {
      proven: number;
      /**
       * Rows proven with warnings. Absent in results.json files written before warnings existed.
       */
      'proven-with-warnings'?: number;
      failed: number;
      gap: number;
      'not-covered': number;
      unproven: number;
      'not-applicable': number;
      untestable: number;
    };
    sectionsCovered: number;
    sections: number;
    /**
     * Of `tests.failed`, the test IDs that are known failures. Present when there are some.
     */
    knownFailures?: number;
  };
}
export interface CatalogProblem {
  kind: 'unknown-id' | 'unknown-trace' | 'unknown-spec' | 'no-catalog';
  testId: string;
  file: string;
  line: number;
  value: string;
  at: (string | number)[];
  catalog?: string;
  message: string;
  candidates: string[];
}
export interface RequirementTally {
  /**
   * Sentences that could be proven (untestable and not-yet-reviewed ones excluded).
   */
  testable: number;
  /**
   * Of those, the ones proven (with or without warnings).
   */
  proven: number;
  /**
   * Sentences per verdict.
   */
  counts: {
    proven: number;
    'proven-with-warnings': number;
    failed: number;
    unproven: number;
    'not-applicable': number;
    'not-run': number;
    gap: number;
    untestable: number;
    pending: number;
  };
}
/**
 * The join with the catalog's requirement catalog: a verdict per normative sentence, and the counts of server-side sentences (role server or any).
 */
export interface RequirementCoverage {
  entries: {
    id: string;
    level: 'MUST' | 'MUST NOT' | 'SHOULD' | 'SHOULD NOT' | 'MAY';
    role: 'server' | 'client' | 'any' | 'host' | 'view' | 'authorization-server' | 'pending';
    section: string;
    line: number;
    text: string;
    url: string;
    verdict:
      | 'proven'
      | 'proven-with-warnings'
      | 'failed'
      | 'unproven'
      | 'not-applicable'
      | 'not-run'
      | 'gap'
      | 'untestable'
      | 'pending';
    tests: {
      id: string;
      status: TestStatus;
    }[];
    /**
     * Why it is untestable, or what the gap is.
     */
    reason?: string;
  }[];
  /**
   * Server-side MUST and MUST NOT sentences: the headline "N of M server MUSTs proven".
   */
  serverMusts: RequirementTally;
  /**
   * Client-role MUST and MUST NOT sentences, proven by client-role documents (wirecase playing the server): "N of M client MUSTs proven". Its `testable` leaves out untestable and not-yet-reviewed sentences, as `serverMusts` does. Absent in results.json files written before it existed.
   */
  clientMusts?: RequirementTally;
  byLevel: {
    level: 'MUST' | 'MUST NOT' | 'SHOULD' | 'SHOULD NOT' | 'MAY';
    /**
     * Sentences that could be proven (untestable and not-yet-reviewed ones excluded).
     */
    testable: number;
    /**
     * Of those, the ones proven (with or without warnings).
     */
    proven: number;
    /**
     * Sentences per verdict.
     */
    counts: {
      proven: number;
      'proven-with-warnings': number;
      failed: number;
      unproven: number;
      'not-applicable': number;
      'not-run': number;
      gap: number;
      untestable: number;
      pending: number;
    };
  }[];
  bySection: {
    key: string;
    title: string;
    depth: number;
    /**
     * Sentences that could be proven (untestable and not-yet-reviewed ones excluded).
     */
    testable: number;
    /**
     * Of those, the ones proven (with or without warnings).
     */
    proven: number;
    /**
     * Sentences per verdict.
     */
    counts: {
      proven: number;
      'proven-with-warnings': number;
      failed: number;
      unproven: number;
      'not-applicable': number;
      'not-run': number;
      gap: number;
      untestable: number;
      pending: number;
    };
  }[];
}
