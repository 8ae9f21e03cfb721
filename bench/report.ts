/** The benchmark's output: the table and notes on stdout, and bench/results/latest.json. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { quick, repoRoot, size } from './options.js';
import { phaseTableLines } from './phase-table.js';
import type { ProfileSummary } from './profile.js';
import { crashes, notes, profiles, rows } from './results.js';
import { fmt, round } from './stats.js';

export function printTable(): void {
  const header = ['measure', 'engine', 'baseline', 'ratio', 'goal'];
  const body = rows.map((r) => [
    r.measure,
    r.engine === null
      ? r.note?.startsWith('concurrency not implemented')
        ? 'not implemented'
        : r.note?.startsWith('not measured')
          ? 'not measured'
          : '—'
      : fmt(r.engine, r.unit),
    r.baseline === null ? '—' : `${fmt(r.baseline, r.unit)} (${r.baselineLabel})`,
    r.ratio === null ? '—' : `${r.ratio.toFixed(2)}×`,
    r.met === null ? r.goal : `${r.goal} ${r.met ? '✓' : '✗'}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' │ ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '─'.repeat(w)).join('─┼─'), ...body.map(line)];
  process.stdout.write(`\n${out.join('\n')}\n`);
  const footnotes = rows.filter((r) => r.note).map((r) => `  ${r.id}: ${r.note}`);
  process.stdout.write(`\nnotes:\n${[...footnotes, ...notes.map((n) => `  ${n}`)].join('\n')}\n`);
  if (profiles.perStep) {
    const { engine, undici } = profiles.perStep;
    process.stdout.write(`\nwhere the time goes: CPU profiles of ${engine.steps} steps (runs only, after a warm-up), µs of CPU per step by area:\n`);
    process.stdout.write(`  ${'area'.padEnd(32)} ${'engine'.padStart(8)} ${'loop'.padStart(8)}\n`);
    const areas = [...new Set([...engine.byArea, ...undici.byArea].map((a) => a.area))];
    const per = (p: ProfileSummary, area: string) => p.byArea.find((a) => a.area === area)?.usPerStep ?? 0;
    areas.sort((x, y) => per(engine, y) - per(engine, x));
    for (const a of areas) process.stdout.write(`  ${a.padEnd(32)} ${per(engine, a).toFixed(1).padStart(8)} ${per(undici, a).toFixed(1).padStart(8)}\n`);
    process.stdout.write('  engine, top self time (excluding idle):\n');
    for (const e of engine.topSelf.slice(0, 15)) process.stdout.write(`    ${String(e.percent).padStart(5)}%  ${e.function}  ${e.location}\n`);
    process.stdout.write('  engine functions, inclusive time:\n');
    for (const e of engine.topEngineInclusive.slice(0, 16)) process.stdout.write(`    ${String(e.percent).padStart(5)}%  ${e.function}  ${e.location}\n`);
  }
  if (profiles.wholeProcess) {
    const { engine, script, steps } = profiles.wholeProcess;
    process.stdout.write(`\nwhere the time goes in the whole process (f), ${steps} steps, cold (cache off), start-up included: ms of CPU by area:\n`);
    process.stdout.write(`  ${'area'.padEnd(32)} ${'wirecase'.padStart(9)} ${'script'.padStart(8)}\n`);
    const areas = [...new Set([...engine.byArea, ...script.byArea].map((a) => a.area))];
    const msOf = (p: ProfileSummary, area: string) => p.byArea.find((a) => a.area === area)?.ms ?? 0;
    areas.sort((x, y) => msOf(engine, y) - msOf(engine, x));
    for (const a of areas) process.stdout.write(`  ${a.padEnd(32)} ${String(msOf(engine, a)).padStart(9)} ${String(msOf(script, a)).padStart(8)}\n`);
    process.stdout.write(`  total sampled: ${engine.sampledMs} ms vs ${script.sampledMs} ms\n  wirecase (cold), top self time (excluding idle):\n`);
    for (const e of engine.topSelf.slice(0, 15))
      process.stdout.write(`    ${String(e.percent).padStart(5)}%  ${String(e.ms).padStart(4)} ms  ${e.function}  ${e.location}\n`);
    if (engine.phases) {
      process.stdout.write('  wirecase (cold), CPU ms by phase:\n');
      for (const [phase, ms] of Object.entries(engine.phases)) process.stdout.write(`    ${phase.padEnd(32)} ${ms.toFixed(0).padStart(6)}\n`);
    }
  }
  if (profiles.phases) {
    const t = profiles.phases;
    const sides = t.sides
      .map((s) => (s === 'script' ? 'script: the bare undici script' : s === 'before' ? 'before: the --before CLI' : 'wirecase: this checkout'))
      .join(', ');
    process.stdout.write(
      `\nphase table (f): ${t.steps} chained POSTs, cold, from a folder outside any project, each process profiled from its start (node --cpu-prof); median of ${t.runs} runs a side, the sides taking turns (${sides}):\n`,
    );
    for (const line of phaseTableLines(t)) process.stdout.write(`  ${line}\n`);
  }
  if (crashes.length) process.stdout.write(`\nCRASHED parts of the benchmark:\n${crashes.map((c) => `  ${c}`).join('\n')}\n`);
}

export function writeJson(startedAt: Date, loadBefore: number[]): string {
  const dir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  const cpus = os.cpus();
  const report = {
    benchmark: 'wirecase',
    wirecaseVersion: pkg.version,
    startedAt: startedAt.toISOString(),
    durationS: round((Date.now() - startedAt.getTime()) / 1000, 1),
    quick,
    sizes: size,
    machine: {
      node: process.version,
      platform: `${process.platform} ${os.release()}`,
      arch: process.arch,
      cpu: cpus[0]?.model ?? 'unknown',
      cpus: cpus.length,
      memoryGB: round(os.totalmem() / 2 ** 30, 1),
      loadAverageBefore: loadBefore.map((l) => round(l, 2)),
      loadAverageAfter: os.loadavg().map((l) => round(l, 2)),
    },
    rows,
    notes,
    ...(profiles.perStep ? { profile: profiles.perStep } : {}),
    ...(profiles.wholeProcess ? { wholeProfile: profiles.wholeProcess } : {}),
    ...(profiles.phases ? { phaseTable: profiles.phases } : {}),
    ...(crashes.length ? { crashes } : {}),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
