import type { Baseline } from './baseline.js';
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
  /** Known failures (`--expected-failures`): reporters that annotate show them as known, not as errors. */
  baseline?: Baseline;
}

/** A reporter is a run listener; it may write files when the run ends. */
export type ReporterFactory = (options: ReporterOptions) => RunListener & { files?: () => string[] };
