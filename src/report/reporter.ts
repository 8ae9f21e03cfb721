import type { Verdict } from '../judge/judge.js';
import type { RunListener } from '../model/events.js';

export interface ReporterOptions {
  /** Source text by display path, to show the lines a failure points at. */
  sources: ReadonlyMap<string, string>;
  /** Where live console output goes while the run is under way. */
  write: (text: string) => void;
  color: boolean;
  /** `--verbose`: every step as it ends, and each failing step's request and response in full. */
  verbose: boolean;
  /** `--curl`: each failing request as a curl command line (from the redacted record). */
  curl?: boolean;
  /** Where a report links a file (`https://github.com/o/r/blob/<sha>`); none when not given. */
  linkBase?: string;
}

/** What a reporter makes of a verdict. The CLI writes it: reporters touch no file. */
export interface ReportOutput {
  /** Report files, by name, for the output folder. */
  files?: Array<{ name: string; text: string }>;
  /** Text for standard output. */
  stdout?: string;
  /** `stdout` is workflow commands for the CI runner (the github reporter), not text that may hold a server's. */
  stdoutIsCommands?: boolean;
  /** Markdown for a CI job summary (GitHub's `$GITHUB_STEP_SUMMARY`), appended there when one is named. */
  jobSummary?: string;
}

/**
 * A reporter hears the run as it goes (console progress), then renders the verdict: a pure function
 * of the judged run and its options, with no filesystem, working folder or environment read.
 */
export type Reporter = Omit<RunListener, 'onRunEnd'> & { render(verdict: Verdict): ReportOutput };
export type ReporterFactory = (options: ReporterOptions) => Reporter;
