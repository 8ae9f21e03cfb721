import type { RunResult, StepRecord, TestResult } from './results.js';
import type { LoadedDocument } from './scenario.js';

/** What a run tells its listeners as it goes. Reporters listen; they never drive the run. */
export interface RunListener {
  onRunStart?(info: { documents: number; version: string }): void;
  /** `target`: what the suite runs against, as shown: its base URL, `stdio: <command>` or `client: <command>`. */
  onSuiteStart?(info: { name: string; target: string; startedTarget: boolean }): void;
  /** After a suite's `setup` blocks ran, before its documents. */
  onSetupEnd?(suite: string, blocks: SetupBlockReport[]): void;
  onTestStart?(doc: LoadedDocument): void;
  /** After each step, and after each `teardown` step (its record then lands in the result's `teardown`). */
  onStepEnd?(doc: LoadedDocument, step: StepRecord): void;
  onTestEnd?(result: TestResult): void;
  onRunEnd?(result: RunResult): void | Promise<void>;
}

/** What one setup block of a suite did: whether it ran, its steps, and the variables it worked out (redacted). */
export interface SetupBlockReport {
  name: string;
  ran: boolean;
  /** Why it did not run, or what went wrong while working out its variables. */
  note?: string;
  steps: StepRecord[];
  vars: Record<string, unknown>;
}
