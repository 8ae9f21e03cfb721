/** Documented in the README and `--help`: CI reads them. */
export const ExitCode = {
  /** Every selected test passed (or was skipped / not applicable, or ended in a warning: a SHOULD or MAY not met). */
  passed: 0,
  /** At least one test failed (known failures aside); under --strict, or a SHOULD-level warning. Warnings alone never. */
  failed: 1,
  /** Bad input or usage: nothing was run, or the run could not start. */
  badInput: 2,
  /**
   * A fault in wirecase itself, or in a document it ran (a schema the document built is invalid, a
   * template expression cannot be evaluated): the reports still hold what finished.
   */
  internalError: 3,
  /** The run stopped early at its deadline (`--max-time`): the same code as a fault, the reports saying which. */
  stoppedEarly: 3,
  /**
   * The run had tests but judged none: every one was not applicable, could not judge, or skipped
   * (e.g. the server refused every request before the tested behaviour). The console says why.
   */
  nothingJudged: 4,
  /** Interrupted (Ctrl-C); SIGTERM gives 143 and SIGHUP 129 (run/interrupt.ts). */
  interrupted: 130,
} as const;

/**
 * Set by `run` when its deadline stopped it: tests it abandoned (a target still starting, a setup
 * waiting) must not keep the process alive once the reports are written (a signal's stop ends it so too).
 */
export const abandonedRun = { value: false };

/** The exit code of a judged run: a defect of a document first, a failure, then a run that judged nothing, else success. */
export function verdictExitCode(verdict: { fails: boolean; judgedNothing: boolean; documentDefects: readonly string[] }): number {
  if (verdict.documentDefects.length) return ExitCode.internalError;
  if (verdict.fails) return ExitCode.failed;
  return verdict.judgedNothing ? ExitCode.nothingJudged : ExitCode.passed;
}
