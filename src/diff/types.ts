/**
 * What `wirecase diff` finds between two runs of the same documents (side A and side B), as
 * diff.json holds it: the contract is schemas/diff.schema.json (a test validates every diff.json
 * the command writes against it). Field names only ever gain optional fields.
 */
import type { NormativeLevel, RunSummary, TestStatus } from '../model/results.js';

/**
 * How a test's outcome moved from A to B:
 * - `broken`: the test held on A (passed) and breaks on B (failed, or a warning: a SHOULD not met);
 * - `fixed`: it broke on A and holds on B;
 * - `changed`: it broke on both, differently (failed on one side, a warning on the other, or another answer on the wire);
 * - `allowed`: it held on both, with different answers on the wire: both are answers the spec allows;
 * - `applicability`: it applied on one side only (not applicable or skipped on the other);
 * - `could-not-judge`: one side could not judge it: shown as such, never as a regression;
 * - `only-a` / `only-b`: the test ran on one side only (a matrix leg of a list one server has and the other has not).
 */
export type DiffKind = 'broken' | 'fixed' | 'changed' | 'allowed' | 'applicability' | 'could-not-judge' | 'only-a' | 'only-b';

/** The kinds in the order every report lists them: what needs attention first. */
export const DIFF_KINDS: readonly DiffKind[] = ['broken', 'changed', 'could-not-judge', 'applicability', 'only-b', 'only-a', 'fixed', 'allowed'];

/** What a side of the comparison is: a saved run (its file) or a target this command ran (its URL or stdio command). */
export interface DiffSide {
  /** The results file, the base URL, `stdio: <command>` or `the suites' own targets`. */
  label: string;
  summary: RunSummary;
  /** The run stopped early: only the tests that finished are compared. */
  incomplete?: string;
}

/** One test's outcome on one side. */
export interface SideOutcome {
  status: TestStatus;
  /** Why it was not applicable, skipped or could not be judged. */
  reason?: string;
  /** The failed check's message, on a failed test or a warning. */
  failure?: string;
}

/**
 * One fact of the wire that differs between the sides at a step: the status, the JSON-RPC error code,
 * the content type, the framing (JSON or an event stream), a header the test's sentences name, the
 * session (an `Mcp-Session-Id` issued or not) or the cursor (a `nextCursor` or none); `transport` when
 * one side got no answer, `reached` when one side never got to the step.
 */
export interface WireDifference {
  /** 1-based step number. */
  step: number;
  stepName: string;
  field: string;
  a: string;
  b: string;
}

/** A request and its answer as they were sent and received (credentials masked, bodies clipped). */
export interface Exchange {
  request?: { method: string; url: string; headers: [string, string][]; body?: string };
  response?: { status: number; headers: [string, string][]; body: string };
  /** A failure that is no answer: a transport error, a timeout. */
  error?: string;
}

/** One test that differs, with both exchanges of the step where it first differs. */
export interface TestDifference {
  id: string;
  title: string;
  file: string;
  line: number;
  kind: DiffKind;
  a?: SideOutcome;
  b?: SideOutcome;
  /** Set when the spec allows both answers: why (the document accepts either, or both passed). */
  allowed?: string;
  /** The facts of the wire that differ, step by step (empty when only the verdict differs). */
  wire: WireDifference[];
  /** The step shown side by side (1-based), and what each side sent and received there. */
  exchanges?: { step: number; stepName: string; a?: Exchange; b?: Exchange };
  /** Indexes into `sentences`: the spec sentences the test proves. */
  sentences: number[];
}

/** A spec sentence, with the differences of the tests that prove it. */
export interface SentenceGroup {
  /** Absent for the group of tests that quote no sentence. */
  level?: NormativeLevel;
  quote?: string;
  source?: string;
  /** The test IDs whose differences fall under this sentence. */
  tests: string[];
}

/** The result of `wirecase diff`: diff.json. */
export interface RunDiff {
  tool: { name: 'wirecase'; version: string };
  a: DiffSide;
  b: DiffSide;
  summary: DiffSummary;
  /** Every differing test, in the order A ran them (then those only B ran). */
  differences: TestDifference[];
  /** The sentences those tests prove, each once, in the order their tests come. */
  sentences: SentenceGroup[];
}

export interface DiffSummary {
  /** Tests that ran on both sides. */
  compared: number;
  /** Of those, the ones with the same verdict and the same wire facts. */
  same: number;
  broken: number;
  /** Of `broken`, the ones that fail on B (a MUST): these make the exit code 1. */
  brokenMust: number;
  fixed: number;
  changed: number;
  allowed: number;
  applicability: number;
  couldNotJudge: number;
  onlyA: number;
  onlyB: number;
}
