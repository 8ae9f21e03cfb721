/**
 * `npm run bench`: wirecase's speed against the raw-client limit, measured in one run on a local
 * server (127.0.0.1 only). See docs/benchmarks.md for what each measure means.
 *
 *   node dist/bench/run-bench.js [--quick] [--only a,c] [--profile | --no-profile]
 *
 * --quick       small sizes, for CI (figures are noisier)
 * --only        run only these parts, by letter (a–k) or name (per-step, throughput, cold-start, load,
 *               memory, whole-process, conformance, long-run, fuzz, stdio, scan), e.g. to compare one figure across changes;
 *               --part is the same option
 * --before <bin/wirecase.js>  also run another (built) checkout's CLI in (c), (d) and (f), as "before"
 * --profile     always CPU-profile the engine on the per-step document; --no-profile never does;
 *               by default it profiles only when the per-step overhead is above its goal; the same for
 *               the whole process (f) when its ratio or its marginal cost per step misses its goal.
 *
 * Each part is a module of bench/parts/ that adds its rows to results.ts. Prints one table (measure, engine, baseline, ratio, goal) and writes it, with the raw samples, to
 * bench/results/latest.json. Timings are reported, never asserted: the exit code is 0 unless a part of
 * the benchmark itself crashed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchServer, section, startServer } from './harness.js';
import { named, quick, wanted } from './options.js';
import { perStep, profileIfSlow } from './parts/a-per-step.js';
import { throughput } from './parts/b-throughput.js';
import { coldStart } from './parts/c-cold-start.js';
import { loadAndValidate } from './parts/d-load-validate.js';
import { peakMemory } from './parts/e-peak-memory.js';
import { wholeProcess } from './parts/f-whole-process.js';
import { conformance } from './parts/g-conformance.js';
import { longRun } from './parts/h-long-run.js';
import { fuzzBudget } from './parts/i-fuzz.js';
import { stdioCost } from './parts/j-stdio.js';
import { scanCost } from './parts/k-scan.js';
import { printTable, writeJson } from './report.js';
import { crashes } from './results.js';

interface Part {
  /** The letter `--only` takes. */
  id: string;
  /** A name `--only` also takes. */
  name: string;
  title: string;
  run(tmp: string, server: BenchServer): Promise<void>;
}

/** The parts in the order they run; each writes its rows into results.ts. */
const PARTS: Part[] = [
  { id: 'a', name: 'per-step', title: '(a) per-step overhead', run: perStep },
  { id: 'b', name: 'throughput', title: '(b) throughput', run: throughput },
  { id: 'c', name: 'cold-start', title: '(c) cold start', run: coldStart },
  { id: 'd', name: 'load', title: '(d) load and validate', run: (tmp) => loadAndValidate(tmp) },
  { id: 'e', name: 'memory', title: '(e) peak memory', run: peakMemory },
  { id: 'f', name: 'whole-process', title: '(f) the whole process', run: wholeProcess },
  { id: 'g', name: 'conformance', title: '(g) the 2026-07-28 suite vs the official one', run: (tmp) => conformance(tmp) },
  { id: 'h', name: 'long-run', title: '(h) peak memory of long runs', run: longRun },
  { id: 'i', name: 'fuzz', title: '(i) wirecase fuzz at its default budget', run: (tmp) => fuzzBudget(tmp) },
  { id: 'j', name: 'stdio', title: '(j) the stdio transport against HTTP', run: (tmp) => stdioCost(tmp) },
  { id: 'k', name: 'scan', title: '(k) wirecase scan: per server, and N servers', run: (tmp) => scanCost(tmp) },
  // After the others, as before the split: the profile of (a)'s document, when (a) missed its goal.
  { id: 'a', name: 'per-step', title: 'profile', run: profileIfSlow },
];

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'wirecase-bench-'));
  let server: BenchServer | undefined;
  try {
    server = await startServer();
    const s = server;
    process.stderr.write(`bench: server ${s.url} (own process)${quick ? ', quick sizes' : ''}\n`);
    for (const part of PARTS) {
      if (!wanted(part.id, part.name)) continue;
      // (g) installs the official suite and a Node 22 binary on first use: CI's --quick run leaves it
      // out unless it is asked for by name.
      if (part.id === 'g' && quick && !named(part.id, part.name)) {
        process.stderr.write(`bench: ${part.title}: left out of --quick (npm run bench -- --part conformance runs it)\n`);
        continue;
      }
      await section(part.title, () => part.run(tmp, s));
    }
  } finally {
    await server?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  printTable();
  const file = writeJson(startedAt, loadBefore);
  process.stdout.write(`\nwritten: ${path.relative(process.cwd(), file) || file}\n`);
  if (crashes.length) process.exitCode = 1;
}

await main();
