import type { RunListener } from '../model/events.js';

export interface ReporterOptions {
  /** Folder for report files. */
  outDir: string;
  /** Source text by display path, to show the lines a failure points at. */
  sources: ReadonlyMap<string, string>;
  /** Where console output goes. */
  write: (text: string) => void;
  color: boolean;
  verbose: boolean;
}

/**
 * A reporter is a run listener; it may write files when the run ends. What it shows comes from the
 * result alone (an `--expected-failures` judgement is already recorded in it).
 */
export type ReporterFactory = (options: ReporterOptions) => RunListener & { files?: () => string[] };
