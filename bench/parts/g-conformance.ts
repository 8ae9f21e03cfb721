/**
 * (g) the whole 2026-07-28 suite against the official conformance suite (issue 25): `wirecase run
 * scenarios/mcp-2026-07-28` and `conformance server --requirements 2026-07-28`, each a new process,
 * against the same running reference target in its default mode (a correct server), taking turns in
 * one bench run. Reports both medians, the ratio (goal: at most half), what each judged, and the
 * failures the official suite reports against the target (findings, listed, not hidden).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runChild } from '../harness.js';
import { CONFORMANCE_PACKAGE, CONFORMANCE_VERSION, NotMeasured, type OfficialOutcome, officialSuite, readOfficialOutcome } from '../official-conformance.js';
import { cli, here, quick, repoRoot } from '../options.js';
import { addRow, notes } from '../results.js';
import { median, round } from '../stats.js';

const REVISION = '2026-07-28';
/** The wider concurrency of the third side. */
const WIDE = 8;
const suiteDir = path.join(repoRoot, 'scenarios', `mcp-${REVISION}`);
const targetMain = path.join(repoRoot, 'dist', 'test', 'targets', 'mcp-reference', 'main.js');

/** What the target has served so far (bench/target-probe.ts). */
interface Served {
  requests: number;
  cpuMs: number;
}

interface Target {
  /** The MCP endpoint. */
  url: string;
  served(): Promise<Served>;
  stop(): Promise<void>;
}

/** The reference target in its default mode (no OAuth, modern revisions only, no fault), on a free port. */
export async function startTarget(): Promise<Target> {
  const env = { ...process.env };
  for (const name of ['AUTH', 'MCP', 'LEGACY', 'FAULT']) delete env[name];
  const probe = pathToFileURL(path.join(here, 'target-probe.js')).href;
  const child: ChildProcess = spawn(process.execPath, ['--import', probe, targetMain, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /listening on (\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`reference target exited early (${code}): ${out.slice(0, 300)}`)));
  });
  return {
    url: `${origin}/mcp`,
    served: () =>
      new Promise<Served>((resolve) => {
        child.once('message', (m) => resolve(m as Served));
        child.send('served?');
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface WirecaseOutcome {
  passed: number;
  failed: number;
  warnings: number;
  notApplicable: number;
  total: number;
  /** The suite's own figure: setup probes and tests, without process start and loading. */
  runMs: number;
  failedIds: string[];
  slowest: { id: string; ms: number }[];
}

interface ResultsFile {
  summary: { total: number; passed: number; failed: number; warnings: number; notApplicable: number; durationMs: number };
  tests: { id: string; status: string; durationMs?: number }[];
}

async function runWirecase(
  url: string,
  outDir: string,
  extra: string[] = [],
  env: Record<string, string> = {},
): Promise<{ ms: number; outcome: WirecaseOutcome }> {
  const args = [cli, 'run', suiteDir, '--base-url', url, '--reporter', 'console,json', '--out', outDir, ...extra];
  const r = await runChild(process.execPath, args, repoRoot, 150_000, env);
  // 0: all passed; 1: a test failed (a finding, reported). Anything else is a broken run.
  if (r.code !== 0 && r.code !== 1) throw new Error(`wirecase run exited ${r.code}: ${r.stderr.slice(0, 600)}${r.stdout.slice(-600)}`);
  const results = JSON.parse(readFileSync(path.join(outDir, 'results.json'), 'utf8')) as ResultsFile;
  const s = results.summary;
  const slowest = results.tests
    .map((t) => ({ id: t.id, ms: t.durationMs ?? 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  const failedIds = results.tests.filter((t) => t.status === 'failed').map((t) => t.id);
  return {
    ms: r.ms,
    outcome: {
      passed: s.passed,
      failed: s.failed,
      warnings: s.warnings,
      notApplicable: s.notApplicable,
      total: s.total,
      runMs: s.durationMs,
      failedIds,
      slowest,
    },
  };
}

async function runOfficial(node: string, script: string, url: string, outDir: string): Promise<{ ms: number; outcome: OfficialOutcome }> {
  const args = [script, 'server', '--url', url, '--requirements', REVISION, '-o', outDir];
  const r = await runChild(node, args, path.dirname(outDir));
  // 0: every scored scenario passed; 1: some failed (reported below). Anything else is a broken run.
  if (r.code !== 0 && r.code !== 1) throw new Error(`conformance server exited ${r.code}: ${r.stderr.slice(0, 600)}${r.stdout.slice(-600)}`);
  return { ms: r.ms, outcome: readOfficialOutcome(r.stdout, outDir) };
}

export async function conformance(tmp: string): Promise<void> {
  const measure = `(g) the whole ${REVISION} suite vs the official conformance suite, same server`;
  let official: Awaited<ReturnType<typeof officialSuite>>;
  try {
    official = await officialSuite();
  } catch (error) {
    if (!(error instanceof NotMeasured)) throw error;
    addRow({
      id: 'g.suite',
      measure,
      unit: 'ms',
      engine: null,
      baseline: null,
      baselineLabel: '',
      ratio: null,
      goal: 'ratio ≤ 0.5',
      met: null,
      note: `not measured: ${error.message}`,
    });
    return;
  }
  if (official.installed) notes.push(`(g) ${official.installed}.`);
  const rounds = quick ? 3 : 5;
  const target = await startTarget();
  const wirecase: number[] = [];
  const wide: number[] = [];
  const cold: number[] = [];
  const theirs: number[] = [];
  // What each side asked of the target, per measured run: requests served and the target's CPU time.
  const served = Object.fromEntries(['wirecase', 'official', 'wide', 'cold'].map((s) => [s, { requests: [] as number[], cpuMs: [] as number[] }]));
  let lastWirecase: WirecaseOutcome | undefined;
  let lastOfficial: OfficialOutcome | undefined;
  try {
    let k = 0;
    const out = () => path.join(tmp, 'g-out', String(k++));
    const sides = {
      wirecase: async (record: boolean) => {
        const dir = out();
        const r = await runWirecase(target.url, dir);
        lastWirecase = r.outcome;
        if (record) wirecase.push(r.ms);
      },
      // The default concurrency is the CPU count (2 on the bench machine). Much of a run waits for the
      // target: this side shows whether more tests at a time overlap those waits on this machine.
      wide: async (record: boolean) => {
        const r = await runWirecase(target.url, out(), ['--concurrency', String(WIDE)]);
        if (record) wide.push(r.ms);
      },
      // The load cache off: what CI's fresh checkout gets (issue 31).
      cold: async (record: boolean) => {
        const r = await runWirecase(target.url, out(), [], { WIRECASE_CACHE: 'off' });
        if (record) cold.push(r.ms);
      },
      official: async (record: boolean) => {
        const dir = out();
        mkdirSync(dir, { recursive: true });
        const r = await runOfficial(official.node, official.script, target.url, dir);
        lastOfficial = r.outcome;
        if (record) theirs.push(r.ms);
      },
    };
    // One warm-up each (the OS's file cache, wirecase's load cache), then turns, the order rotating each round.
    const names = ['wirecase', 'official', 'wide', 'cold'] as const;
    for (const side of names) await sides[side](false);
    for (let i = 0; i < rounds; i++) {
      for (let j = 0; j < names.length; j++) {
        const side = names[(i + j) % names.length]!;
        const before = await target.served();
        await sides[side](true);
        const after = await target.served();
        served[side]!.requests.push(after.requests - before.requests);
        served[side]!.cpuMs.push(after.cpuMs - before.cpuMs);
      }
    }
  } finally {
    await target.stop();
  }
  const w = lastWirecase!;
  const o = lastOfficial!;
  const ratio = median(wirecase) / median(theirs);
  const asked = (side: string) => `${median(served[side]!.requests)} requests, ${median(served[side]!.cpuMs).toFixed(0)} ms of the target's CPU`;
  const checks = Object.entries(o.checks)
    .map(([status, n]) => `${n} ${status.toLowerCase()}`)
    .join(', ');
  addRow({
    id: 'g.suite',
    measure,
    unit: 'ms',
    engine: median(wirecase),
    baseline: median(theirs),
    baselineLabel: `${CONFORMANCE_PACKAGE.split('/')[1]} ${CONFORMANCE_VERSION}`,
    ratio,
    goal: 'ratio ≤ 0.5',
    met: ratio <= 0.5,
    samples: {
      engineMs: wirecase.map((v) => round(v, 1)),
      baselineMs: theirs.map((v) => round(v, 1)),
      engineTargetRequests: served.wirecase!.requests,
      baselineTargetRequests: served.official!.requests,
      engineTargetCpuMs: served.wirecase!.cpuMs.map((v) => round(v, 1)),
      baselineTargetCpuMs: served.official!.cpuMs.map((v) => round(v, 1)),
    },
    note:
      `wirecase run scenarios/mcp-${REVISION} --base-url <target> (concurrency default) vs conformance server --url <target> --requirements ${REVISION}, each a new process, ` +
      `against one reference target (default mode: no OAuth, modern revisions only); median of ${rounds}, taking turns (order rotating) after one warm-up each. ` +
      `wirecase: ${w.total} tests, ${w.passed} passed, ${w.failed} failed, ${w.warnings} warnings, ${w.notApplicable} not applicable; its own run figure ${w.runMs} ms (setup probes and tests), ` +
      `slowest tests ${w.slowest.map((t) => `${t.id} ${t.ms} ms`).join(', ')}. ` +
      `Official: ${o.scenarios} scenarios, checks ${checks}; ${o.scoredFailures.length} scored scenario(s) failing, ${o.unscoredFailures.length} unscored (extension, pending) failing. ` +
      `Asked of the target (median per run): wirecase ${asked('wirecase')}; official ${asked('official')}`,
  });
  addRow({
    id: 'g.suiteCold',
    measure: '(g) the same, wirecase cold (cache off)',
    unit: 'ms',
    engine: median(cold),
    baseline: median(theirs),
    baselineLabel: `${CONFORMANCE_PACKAGE.split('/')[1]} ${CONFORMANCE_VERSION}`,
    ratio: median(cold) / median(theirs),
    goal: '—',
    met: null,
    samples: { engineMs: cold.map((v) => round(v, 1)) },
    note: `WIRECASE_CACHE=off: every document, suite and catalog read afresh, as on CI's fresh checkout; ${asked('cold')}`,
  });
  const wideRatio = median(wide) / median(theirs);
  addRow({
    id: 'g.suiteWide',
    measure: `(g) the same, wirecase --concurrency ${WIDE}`,
    unit: 'ms',
    engine: median(wide),
    baseline: median(theirs),
    baselineLabel: `${CONFORMANCE_PACKAGE.split('/')[1]} ${CONFORMANCE_VERSION}`,
    ratio: wideRatio,
    goal: '—',
    met: null,
    samples: { engineMs: wide.map((v) => round(v, 1)), engineTargetCpuMs: served.wide!.cpuMs.map((v) => round(v, 1)) },
    note: `the default is the CPU count (at most 8); more tests at a time overlap the waits for the target only where the machine has a core to spare; ${asked('wide')}`,
  });
  if (w.failedIds.length) notes.push(`(g) wirecase failed on the reference target: ${w.failedIds.join(', ')}.`);
  if (o.scoredFailures.length)
    notes.push(
      `(g) the official suite's failures against the reference target (scored for ${REVISION}; findings to look at):\n${o.scoredFailures
        .map((f) => `      ${f.scenario}: ${f.failed.join('; ')}`)
        .join('\n')}`,
    );
  if (o.unscoredFailures.length) notes.push(`(g) failing, not scored for ${REVISION}: ${o.unscoredFailures.join(', ')}.`);
}
