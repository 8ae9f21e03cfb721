// Apart from exit-codes.ts, which every command loads: this one needs the engine (its stop causes),
// which `--version` and `validate` must not load (test/perf/fast-start.test.ts).
import { RunDeadline, RunInterrupted } from '../engine/index.js';
import { STOP_SIGNALS } from '../run/interrupt.js';
import { abandonedRun, ExitCode } from './exit-codes.js';

/**
 * The exit code of a run that stopped early: the signal's code, or exit 3 at its deadline (and the
 * process may then end with tests abandoned); any other cause is a fault, thrown on.
 */
export function stoppedExitCode(cause: unknown): number {
  if (cause instanceof RunInterrupted) return STOP_SIGNALS[cause.signal];
  if (cause instanceof RunDeadline) {
    abandonedRun.value = true;
    return ExitCode.stoppedEarly;
  }
  throw cause;
}
