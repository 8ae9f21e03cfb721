import type { LoadedDocument } from './scenario.js';
import type { RunResult, StepRecord, TestResult } from './results.js';

/** What a run tells its listeners as it goes. Reporters listen; they never drive the run. */
export interface RunListener {
  onRunStart?(info: { documents: number; version: string }): void;
  onSuiteStart?(info: { name: string; baseUrl: string; startedTarget: boolean }): void;
  onTestStart?(doc: LoadedDocument): void;
  onStepEnd?(doc: LoadedDocument, step: StepRecord): void;
  onTestEnd?(result: TestResult): void;
  onRunEnd?(result: RunResult): void | Promise<void>;
}
