/** What one benchmark run found: the table's rows, notes, crashed parts and CPU profiles, filled by the parts. */
import type { PhaseTable } from './phase-table.js';
import type { ProfileSummary } from './profile.js';
import { round } from './stats.js';

export interface Row {
  id: string;
  measure: string;
  unit: string;
  engine: number | null;
  baseline: number | null;
  baselineLabel: string;
  /** engine ÷ baseline (for throughput: engine ÷ baseline steps/s). */
  ratio: number | null;
  goal: string;
  /** Whether the goal is met by this run's figure; null when there is no goal or no figure. */
  met: boolean | null;
  note?: string;
  samples?: Record<string, number[]>;
}

export const rows: Row[] = [];
export const notes: string[] = [];
export const crashes: string[] = [];
export const profiles: {
  /** CPU profiles of (a)'s per-step document, engine and loop, when (a) misses its goal. */
  perStep?: { engine: ProfileSummary; undici: ProfileSummary };
  /** CPU profile of one whole `wirecase run` process of (f), start-up included, when (f) misses a goal. */
  wholeProcess?: { steps: number; engine: ProfileSummary; script: ProfileSummary };
  /** (f)'s phase table: the cold 200-step run outside any project, CPU ms by phase, median of several profiled runs a side. */
  phases?: PhaseTable;
} = {};

export function addRow(row: Row): void {
  rows.push({
    ...row,
    engine: row.engine === null ? null : round(row.engine, 4),
    baseline: row.baseline === null ? null : round(row.baseline, 4),
    ratio: row.ratio === null ? null : round(row.ratio, 3),
  });
}
