/**
 * (j) The stdio transport's cost (issue 41): the same documents of the 2025-11-25 suite (those that
 * run over both transports: lifecycle, ping, tools, resources, prompts, pagination) against the same
 * server, the reference target, over Streamable HTTP (its suite target, started once) and over stdio
 * (`--stdio`: processes shared between the documents where the probe shows that exact, a process of
 * its own for each lifecycle document; docs/stdio.md). The figure is the stdio run's own time
 * (results.json's durationMs) minus the HTTP run's, with the number of server processes it started.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runChild } from '../harness.js';
import { cli, quick, repoRoot } from '../options.js';
import { addRow } from '../results.js';
import { median } from '../stats.js';

const IDS = ['lc-*', 'ping-*', 'tool-*', 'resource-*', 'prompt-*', 'page-*'];
const REFERENCE = `node ${JSON.stringify(path.join(repoRoot, 'dist', 'test', 'targets', 'mcp-reference', 'main.js'))} --stdio`;

/** The stdio command line, each start counted as a line in `starts` (the shell's `echo` costs next to nothing). */
const counted = (starts: string) => `echo >> ${JSON.stringify(starts)}; exec ${REFERENCE}`;
const GOAL_S = 1;

async function runOnce(tmp: string, name: string, extra: string[]): Promise<{ ms: number; tests: number }> {
  const out = path.join(tmp, name);
  const args = [cli, 'run', path.join(repoRoot, 'scenarios', 'mcp-2025-11-25'), '--id', ...IDS, ...extra, '--reporter', 'json', '--out', out];
  const r = await runChild(process.execPath, args, repoRoot, 300_000);
  if (r.code !== 0) throw new Error(`wirecase run (${name}) exited ${r.code}: ${r.stdout.slice(-600)}${r.stderr.slice(0, 600)}`);
  const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as { summary: { durationMs: number; passed: number } };
  return { ms: results.summary.durationMs, tests: results.summary.passed };
}

export async function stdioCost(tmp: string): Promise<void> {
  const http: number[] = [];
  const stdio: number[] = [];
  const processes: number[] = [];
  let tests = 0;
  for (let i = 0; i < (quick ? 1 : 3); i++) {
    http.push((await runOnce(tmp, `j-http-${i}`, [])).ms);
    const starts = path.join(tmp, `j-starts-${i}`);
    rmSync(starts, { force: true });
    const s = await runOnce(tmp, `j-stdio-${i}`, ['--stdio', counted(starts)]);
    stdio.push(s.ms);
    processes.push(readFileSync(starts, 'utf8').split('\n').length - 1);
    tests = s.tests;
  }
  const overhead = (median(stdio) - median(http)) / 1000;
  addRow({
    id: 'j.stdioOverhead',
    measure: `(j) stdio over HTTP, the same ${tests} documents of the 2025 suite against the reference target`,
    unit: 's',
    engine: overhead,
    baseline: null,
    baselineLabel: '—',
    ratio: median(stdio) / median(http),
    goal: `< ${GOAL_S} s more`,
    met: overhead < GOAL_S,
    note: `stdio ${(median(stdio) / 1000).toFixed(1)} s, HTTP ${(median(http) / 1000).toFixed(1)} s (medians of ${stdio.length}); ${median(processes)} server processes started for ${tests} passed documents (shared where the probe shows that exact; the lifecycle documents' own; the probe's two)`,
    samples: { stdio, http, processes },
  });
}
