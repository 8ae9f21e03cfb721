/**
 * The engine's surface: what `wirecase run`, the test helpers, the bench and any runner plugin call,
 * and nothing below it. `prepareRun` takes every input before anything is sent; `executeRun` runs the
 * plan and judges it once (docs/architecture.md, "The surface").
 */

export type { Verdict } from '../judge/judge.js';
export { IncompleteRun, RunInterrupted } from '../run/run-project.js';
export type { RunningTarget } from '../run/target.js';
export { ABANDON_AFTER_MS, type Executed, executeRun, RunDeadline, type RunHooks } from './execute-run.js';
export { executeParity, type ParityPlans, type PreparedParity, prepareParity } from './parity.js';
export { type Prepared, type PrepareOptions, prepareRun, type RunPlan } from './prepare-run.js';
