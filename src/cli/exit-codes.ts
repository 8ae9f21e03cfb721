/** Documented in the README and `--help`: CI reads them. */
export const ExitCode = {
  /** Every selected test passed (or was skipped / not applicable, or ended in a warning: a SHOULD or MAY not met). */
  passed: 0,
  /** At least one test failed (known failures aside); under --strict, or a SHOULD-level warning. Warnings alone never. */
  failed: 1,
  /** Bad input or usage: nothing was run, or the run could not start. */
  badInput: 2,
  /** A fault in wirecase itself; the reports still hold what finished, marked incomplete. */
  internalError: 3,
  /** Interrupted (Ctrl-C); SIGTERM gives 143 and SIGHUP 129 (run/interrupt.ts). */
  interrupted: 130,
} as const;
