/** The limits a step runs under unless the suite or the command line says otherwise; `record` uses them too. */
export const DEFAULTS = {
  /** How long one step may take (suite `timeout`, `--timeout`). */
  stepTimeoutMs: 30_000,
  /** A larger response body fails its step (suite `maxBodySize`). */
  maxBodyBytes: 10 << 20,
  /** What a failed step's report keeps of its body (suite `reportBodySize`, `--report-body-size`). */
  reportBodyBytes: 64 << 10,
} as const;
