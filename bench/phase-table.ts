/**
 * (f)'s phase table: the cold 200-step chain run from a folder outside any project, each side profiled
 * from its start (`node --cpu-prof`) several times, the sides taking turns, and each phase's median
 * CPU milliseconds (bench/phases.ts). With `--before`, the other checkout's CLI is a column of its own,
 * so before and after are read in the same run, at the same machine load.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runChild } from './harness.js';
import { PHASES, type Phase, phasesOfProfileDir } from './phases.js';
import { median } from './stats.js';

export interface PhaseTable {
  steps: number;
  runs: number;
  /** The columns in order: `script` (the bare undici script), `wirecase`, and `before` when given. */
  sides: string[];
  /** Median CPU ms of each phase, by side. */
  phases: Record<string, Record<Phase, number>>;
  /** Median of each run's total sampled CPU ms, by side (not the sum of the medians). */
  total: Record<string, number>;
  /** Median wall time of the profiled runs, by side (the profiler slows them down). */
  wallMs: Record<string, number>;
}

/** `commands`: each side's arguments after `node`; every run is profiled in `cwd`, with `env`. */
export async function phaseTable(
  commands: Record<string, string[]>,
  cwd: string,
  outDir: string,
  runs: number,
  steps: number,
  envOf: (side: string) => Record<string, string>,
): Promise<PhaseTable> {
  const sides = Object.keys(commands);
  const samples = new Map(sides.map((s) => [s, [] as Array<{ phases: Record<Phase, number>; total: number; ms: number }>]));
  for (let round = 0; round < runs; round++) {
    for (let j = 0; j < sides.length; j++) {
      const side = sides[(round + j) % sides.length]!;
      const out = path.join(outDir, `${side}-${round}`);
      mkdirSync(out, { recursive: true });
      const r = await runChild(
        process.execPath,
        ['--cpu-prof', '--cpu-prof-dir', out, '--cpu-prof-interval', '200', ...commands[side]!],
        cwd,
        150_000,
        envOf(side),
      );
      if (r.code !== 0 || !readdirSync(out).length) throw new Error(`profiled ${side} run exited ${r.code}: ${r.stderr.slice(0, 400)}`);
      const phases = phasesOfProfileDir(out);
      samples.get(side)!.push({ phases, total: Object.values(phases).reduce((a, b) => a + b, 0), ms: r.ms });
      rmSync(out, { recursive: true, force: true });
    }
  }
  const of = <T>(f: (s: { phases: Record<Phase, number>; total: number; ms: number }) => T, side: string) => samples.get(side)!.map(f);
  return {
    steps,
    runs,
    sides,
    phases: Object.fromEntries(
      sides.map((side) => [side, Object.fromEntries(PHASES.map((p) => [p, median(of((s) => s.phases[p], side))])) as Record<Phase, number>]),
    ),
    total: Object.fromEntries(sides.map((side) => [side, median(of((s) => s.total, side))])),
    wallMs: Object.fromEntries(sides.map((side) => [side, median(of((s) => s.ms, side))])),
  };
}

/** The table as text lines: a row per phase, a column per side, then the totals and their ratio to the script. */
export function phaseTableLines(table: PhaseTable): string[] {
  const w = 30;
  const cell = (text: string) => text.padStart(11);
  const lines = [`${'phase (CPU ms, median)'.padEnd(w)}${table.sides.map(cell).join('')}`];
  for (const p of PHASES) lines.push(`${p.padEnd(w)}${table.sides.map((s) => cell(table.phases[s]![p].toFixed(0))).join('')}`);
  lines.push(`${'total sampled (median)'.padEnd(w)}${table.sides.map((s) => cell(table.total[s]!.toFixed(0))).join('')}`);
  const base = table.total.script;
  if (base) lines.push(`${'  ÷ the script'.padEnd(w)}${table.sides.map((s) => cell(`${(table.total[s]! / base).toFixed(2)}×`)).join('')}`);
  lines.push(`${'wall, profiled (median)'.padEnd(w)}${table.sides.map((s) => cell(table.wallMs[s]!.toFixed(0))).join('')}`);
  return lines;
}
