/** Documented in the README and `--help`: CI reads them. */
export const ExitCode = {
  /** Every selected test passed (or was skipped / not applicable). */
  passed: 0,
  /** At least one test failed. */
  failed: 1,
  /** Bad input or usage: nothing was run, or the run could not start. */
  badInput: 2,
  /** Interrupted (Ctrl-C). */
  interrupted: 130,
} as const;
