/**
 * (h) long runs: peak RSS of `wirecase run` over one document of 1,000, 10,000 and 100,000 chained
 * POSTs (issue 28: memory stays flat however many steps a run has), against the bare script doing
 * the same chain; and the issue's own case, one file of 20,000 written-out steps.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeIncludedChain, writeTokenChain } from '../generate.js';
import { type BenchServer, runChild } from '../harness.js';
import { cli, here, quick, size } from '../options.js';
import { addRow } from '../results.js';

/** A 100,000-step run takes about a minute here; on a busy machine several. */
const TIMEOUT_MS = 900_000;
const GOAL_MB = 200;

interface Peak {
  mb: number;
  ms: number;
}

/** One process, preloaded with rss-probe.js, run to its end: its peak RSS (getrusage maxRSS) and wall time. */
async function peakOf(args: string[], cwd: string, what: string, env: Record<string, string> = {}): Promise<Peak> {
  const probe = pathToFileURL(path.join(here, 'rss-probe.js')).href;
  const r = await runChild(process.execPath, ['--import', probe, ...args], cwd, TIMEOUT_MS, env);
  if (r.code !== 0) throw new Error(`${what} exited ${r.code}: ${r.stderr.slice(0, 600)}${r.stdout.slice(-600)}`);
  const kb = /WIRECASE_BENCH_MAXRSS_KB=(\d+)/.exec(r.stderr);
  if (!kb) throw new Error(`${what}: no max RSS reported by the child`);
  return { mb: Number(kb[1]) / 1024, ms: r.ms };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function longRun(tmp: string, server: BenchServer): Promise<void> {
  const dir = path.join(tmp, 'h-long');
  const script = path.join(here, 'token-chain.js');
  const run = (file: string, ...extra: string[]) => [cli, 'run', file, '--reporter', 'console', '--base-url', server.url, ...extra];
  for (const n of size.longChains) {
    const file = writeIncludedChain(dir, n);
    const engine = await peakOf(run(file), dir, `wirecase run, ${n} steps`);
    const bare = await peakOf([script, server.url, String(n)], dir, `token-chain.js, ${n} steps`);
    addRow({
      id: `h.peakRss${n}`,
      measure: `(h) peak RSS, one document of ${n.toLocaleString('en')} chained POSTs`,
      unit: 'MB',
      engine: engine.mb,
      baseline: bare.mb,
      baselineLabel: 'the same chain, bare undici script',
      ratio: engine.mb / bare.mb,
      goal: `≤ ${GOAL_MB} MB, flat as steps grow`,
      met: engine.mb <= GOAL_MB,
      note: `wirecase run --reporter console in a child process; the document includes one 1,000-step fragment ${n / 1000}× (a file may hold at most 4 MiB); maxRSS from getrusage; wall ${seconds(engine.ms)} vs ${seconds(bare.ms)}`,
    });
  }
  if (quick) return;
  await keepingEverything(dir, run);
  await writtenOut(tmp, run);
}

/** The same 10,000 steps with --keep-passed-steps: what the summaries save. */
async function keepingEverything(dir: string, run: (file: string, ...extra: string[]) => string[]): Promise<void> {
  const n = 10_000;
  const file = writeIncludedChain(dir, n);
  const kept = await peakOf(run(file, '--keep-passed-steps'), dir, `wirecase run --keep-passed-steps, ${n} steps`);
  const summarized = await peakOf(run(file), dir, `wirecase run, ${n} steps`);
  addRow({
    id: 'h.keepPassedSteps',
    measure: `(h) peak RSS, ${n.toLocaleString('en')} chained POSTs, --keep-passed-steps`,
    unit: 'MB',
    engine: kept.mb,
    baseline: summarized.mb,
    baselineLabel: 'the same run, passed steps summarized (the default)',
    ratio: kept.mb / summarized.mb,
    goal: '—',
    met: null,
    note: `every passed step's request, response and checks kept; wall ${seconds(kept.ms)} vs ${seconds(summarized.ms)}`,
  });
}

/**
 * Issue 28's case: one file of 20,000 written-out steps (3.7 MB of YAML). A first run parses it (the
 * YAML library's node tree) and fills the load cache; a later run reads the cache.
 */
async function writtenOut(tmp: string, run: (file: string, ...extra: string[]) => string[]): Promise<void> {
  const n = 20_000;
  const dir = path.join(tmp, 'h-written-out');
  const file = writeTokenChain(dir, n);
  // The load cache lives in the nearest package's node_modules/.cache/wirecase (as it would in a project).
  writeFileSync(path.join(dir, 'package.json'), '{"name":"wirecase-bench-long","private":true}\n');
  const first = await peakOf(run(file), dir, `wirecase run, ${n} written-out steps, first run`);
  const warm = await peakOf(run(file), dir, `wirecase run, ${n} written-out steps, cache warm`);
  for (const [id, label, peak] of [
    ['h.writtenOutFirst', 'a first run (parsed, the load cache filled)', first],
    ['h.writtenOutWarm', 'the load cache warm', warm],
  ] as const) {
    addRow({
      id,
      measure: `(h) peak RSS, one file of ${n.toLocaleString('en')} written-out chained POSTs, ${label}`,
      unit: 'MB',
      engine: peak.mb,
      baseline: null,
      baselineLabel: '—',
      ratio: null,
      goal: `≤ ${GOAL_MB} MB`,
      met: peak.mb <= GOAL_MB,
      note: `wirecase run --reporter console in a child process; wall ${seconds(peak.ms)}`,
    });
  }
}
