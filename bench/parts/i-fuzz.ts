/**
 * (i) `wirecase fuzz` at its default budget (issue 29: under 60 s on the bundled reference target): a
 * new process against the reference target in its default mode (a correct server), every safe tool,
 * the default 30 cases a tool with a liveness check after each. The median of a few runs.
 */
import path from 'node:path';
import { runChild } from '../harness.js';
import { cli, quick } from '../options.js';
import { addRow } from '../results.js';
import { median } from '../stats.js';
import { startTarget } from './g-conformance.js';

const GOAL_S = 60;

export async function fuzzBudget(tmp: string): Promise<void> {
  const target = await startTarget();
  try {
    const samples: number[] = [];
    let tests = '';
    for (let i = 0; i < (quick ? 1 : 3); i++) {
      const out = path.join(tmp, `i-fuzz-${i}`);
      const r = await runChild(
        process.execPath,
        [cli, 'fuzz', '--base-url', target.url, '--include-destructive', '--seed', '1', '--reporter', 'console', '--out', out],
        tmp,
        300_000,
      );
      if (r.code !== 0) throw new Error(`wirecase fuzz exited ${r.code} against a correct server: ${r.stdout.slice(-600)}${r.stderr.slice(0, 600)}`);
      samples.push(r.ms);
      tests = /\n(\d+ passed[^\n]*)/.exec(r.stdout)?.[1] ?? tests;
    }
    const seconds = median(samples) / 1000;
    addRow({
      id: 'i.fuzzDefaultBudget',
      measure: '(i) wirecase fuzz, default budget, every safe tool of the reference target',
      unit: 's',
      engine: seconds,
      baseline: null,
      baselineLabel: '—',
      ratio: null,
      goal: `< ${GOAL_S} s`,
      met: seconds < GOAL_S,
      note: `a new process; median of ${samples.length} (${samples.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s); ${tests}`,
    });
  } finally {
    await target.stop();
  }
}
