/**
 * `npm run bench`: wirecase's speed against the raw-client limit, measured in one run on a local
 * server (127.0.0.1 only). See docs/benchmarks.md for what each measure means.
 *
 *   node dist/bench/run-bench.js [--quick] [--only a,c] [--profile | --no-profile]
 *
 * --quick       small sizes, for CI (figures are noisier)
 * --only        run only these parts (a–f), e.g. to compare one figure across changes
 * --before <bin/wirecase.js>  also run another (built) checkout's CLI in (c), (d) and (f), as "before"
 * --profile     always CPU-profile the engine on the per-step document; --no-profile never does;
 *               by default it profiles only when the per-step overhead is above its goal; the same for
 *               the whole process (f) when its ratio or its marginal cost per step misses its goal.
 *
 * Prints one table (measure, engine, baseline, ratio, goal) and writes it, with the raw samples, to
 * bench/results/latest.json. Timings are reported, never asserted: the exit code is 0 unless a part of
 * the benchmark itself crashed.
 */
import { fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Agent, request } from 'undici';
import { loadProject } from '../src/load/load-project.js';
import type { LoadedDocument } from '../src/model/scenario.js';
import { type RunOptions, runProject } from '../src/run/run-project.js';
import { writeDocuments, writeStepsDocument, writeTokenChain, writeValidationCorpus } from './generate.js';
import { parseFolder } from './parse-only.js';
import { type ProfileSummary, profileSide, profileWholeProcess } from './profile.js';
import { fmt, median, round } from './stats.js';
import { dispatchSteps, undiciDocuments } from './undici-loop.js';

const here = path.dirname(fileURLToPath(import.meta.url)); // dist/bench
const repoRoot = path.resolve(here, '..', '..');
const cli = path.join(repoRoot, 'bin', 'wirecase.js');
const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const profileMode = argv.includes('--no-profile') ? 'off' : argv.includes('--profile') ? 'on' : 'auto';
const onlyAt = argv.indexOf('--only');
const only = onlyAt >= 0 ? new Set((argv[onlyAt + 1] ?? '').split(',')) : undefined;
const wanted = (part: string) => !only || only.has(part);
// Another checkout's bin/wirecase.js (built), run beside this one in (c), (d) and (f): before and after a change, in one run.
const beforeAt = argv.indexOf('--before');
const beforeCli = beforeAt >= 0 ? path.resolve(argv[beforeAt + 1] ?? '') : undefined;

const size = quick
  ? {
      steps: 100,
      repeats: 3,
      warmups: 1,
      docs: 40,
      docSteps: 5,
      coldRuns: 3,
      validateDocs: 200,
      validateRuns: 2,
      memSteps: 200,
      memDocs: 4,
      chains: [20, 200],
      chainRuns: 3,
    }
  : {
      steps: 500,
      repeats: 9,
      warmups: 2,
      docs: 200,
      docSteps: 5,
      coldRuns: 9,
      validateDocs: 1000,
      validateRuns: 3,
      memSteps: 2000,
      memDocs: 20,
      chains: [20, 200, 2000],
      chainRuns: 5,
    };
const CONCURRENCY = [1, 2, 4, 8];

// A collection before each timed sample, so that garbage left by one side is not paid by the other.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

interface Row {
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

const rows: Row[] = [];
const notes: string[] = [];
const crashes: string[] = [];
let profile: { engine: ProfileSummary; undici: ProfileSummary } | undefined;
/** CPU profile of one whole `wirecase run` process of (f), start-up included, when (f) misses a goal. */
let wholeProfile: { steps: number; engine: ProfileSummary; script: ProfileSummary } | undefined;

function addRow(row: Row): void {
  rows.push({
    ...row,
    engine: row.engine === null ? null : round(row.engine, 4),
    baseline: row.baseline === null ? null : round(row.baseline, 4),
    ratio: row.ratio === null ? null : round(row.ratio, 3),
  });
}

// ---------------------------------------------------------------- the server (own process)

interface BenchServer {
  url: string;
  stats(): Promise<{ served: number; peak: number; connections: number }>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

async function startServer(): Promise<BenchServer> {
  const child = fork(path.join(here, 'server.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const control = new Agent({ keepAliveTimeout: 1000 });
  const get = async (p: string) => JSON.parse(await (await request(url + p, { dispatcher: control })).body.text());
  return {
    url,
    stats: () => get('/__stats'),
    reset: async () => void (await get('/__reset')),
    stop: async () => {
      await control.close();
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------- helpers

async function load(dir: string): Promise<LoadedDocument[]> {
  const project = await loadProject({ paths: [dir], cwd: dir });
  if (project.diagnostics.length) throw new Error(`generated documents do not load: ${project.diagnostics[0]!.message}`);
  return project.documents;
}

/** CPU time (user + system, ms) this process spent in the last engineRun or undiciRun. */
let lastCpuMs = 0;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function engineRun(docs: LoadedDocument[], baseUrl: string, extra: Record<string, unknown> = {}): Promise<number> {
  const options = { version: 'bench', baseUrl, ...extra } as RunOptions;
  gc();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await runProject(docs, options);
  const ms = performance.now() - started;
  lastCpuMs = cpuMs(cpu);
  if (result.summary.passed !== docs.length) {
    const failed = result.tests.find((t) => t.status !== 'passed');
    throw new Error(`engine run did not pass: ${failed?.id} ${failed?.failure?.message ?? failed?.status}`);
  }
  return ms;
}

async function undiciRun(url: string, documents: number, steps: number, concurrency = 1, loop?: typeof dispatchSteps): Promise<number> {
  gc();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await undiciDocuments(url, documents, steps, concurrency, loop);
  const ms = performance.now() - started;
  lastCpuMs = cpuMs(cpu);
  return ms;
}

interface ChildRun {
  ms: number;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end without blocking the event loop; wall time from spawn to exit. */
function runChild(command: string, args: string[], cwd: string, timeoutMs = 150_000, env: Record<string, string> = {}): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1', ...env } });
    // A runaway child is stopped by its own handle, and its part of the benchmark reports a crash.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(args[0] ?? command)} ${args.slice(1, 2).join(' ')}: no exit within ${timeoutMs / 1000} s, killed`));
    }, timeoutMs);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout.length < 1 << 16 ? (stdout += d.toString()) : undefined));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, code, stdout, stderr });
    });
  });
}

async function section(name: string, body: () => Promise<void>): Promise<void> {
  const started = performance.now();
  process.stderr.write(`bench: ${name}…`);
  try {
    await body();
    process.stderr.write(` ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    process.stderr.write(` CRASHED\n`);
    crashes.push(`${name}: ${(error as Error).stack ?? error}`);
  }
}

// ---------------------------------------------------------------- (a) per-step overhead

async function perStep(tmp: string, server: BenchServer): Promise<void> {
  const dir = path.join(tmp, 'a-steps');
  writeStepsDocument(dir, 'bench-steps', size.steps, '/small', true);
  const docs = await load(dir);
  const url = `${server.url}/small`;
  for (let i = 0; i < size.warmups; i++) {
    await engineRun(docs, server.url);
    await undiciRun(url, 1, size.steps);
    await undiciRun(url, 1, size.steps, 1, dispatchSteps);
  }
  const engine: number[] = [];
  const baseline: number[] = [];
  const engineCpu: number[] = [];
  const baselineCpu: number[] = [];
  const raw: number[] = [];
  const engineSample = async () => {
    engine.push(await engineRun(docs, server.url));
    engineCpu.push(lastCpuMs);
  };
  const baselineSample = async () => {
    baseline.push(await undiciRun(url, 1, size.steps));
    baselineCpu.push(lastCpuMs);
    raw.push(await undiciRun(url, 1, size.steps, 1, dispatchSteps));
  };
  // Interleaved, alternating which side goes first (ABBA), so that machine noise hits both sides.
  for (let i = 0; i < size.repeats; i++) {
    if (i % 2 === 0) {
      await engineSample();
      await baselineSample();
    } else {
      await baselineSample();
      await engineSample();
    }
  }
  // Keep-alive check: how many connections one engine run opens for all its steps.
  await server.reset();
  await engineRun(docs, server.url);
  const { connections, served } = await server.stats();
  notes.push(`(a) one engine run of ${size.steps} steps: ${served} requests over ${connections} connection(s) at the server.`);
  const e = median(engine) / size.steps;
  const b = median(baseline) / size.steps;
  const samples = { engineMs: engine.map((v) => round(v, 2)), baselineMs: baseline.map((v) => round(v, 2)) };
  addRow({
    id: 'a.perStep',
    measure: `(a) ms per step, ${size.steps} sequential steps`,
    unit: 'ms/step',
    engine: e,
    baseline: b,
    baselineLabel: 'undici loop',
    ratio: e / b,
    goal: 'ratio < 1.5',
    met: e / b < 1.5,
    samples,
    note: `median of ${size.repeats} interleaved runs after ${size.warmups} warm-up(s); each step GET /small, status 200, $.ok == true, capture $.n`,
  });
  addRow({
    id: 'a.overhead',
    measure: '(a) overhead per step (engine − loop)',
    unit: 'ms/step',
    engine: e - b,
    baseline: null,
    baselineLabel: '',
    ratio: null,
    goal: '< 0.1 ms',
    met: e - b < 0.1,
  });
  const r = median(raw) / size.steps;
  addRow({
    id: 'a.perStepDispatch',
    measure: "(a) ms per step, against undici's dispatch API",
    unit: 'ms/step',
    engine: e,
    baseline: r,
    baselineLabel: 'dispatch loop',
    ratio: e / r,
    goal: '—',
    met: null,
    samples: { engineMs: engine.map((v) => round(v, 2)), baselineMs: raw.map((v) => round(v, 2)) },
    note: `the rawest client: undici's dispatch with a handler that gathers the body (what the engine uses); engine − this loop: ${((e - r) * 1000).toFixed(0)} µs a step`,
  });
  // CPU time is steadier than wall time on a shared machine: it leaves out waiting for the server.
  const ec = median(engineCpu) / size.steps;
  const bc = median(baselineCpu) / size.steps;
  addRow({
    id: 'a.cpu',
    measure: '(a) client CPU per step (user + system)',
    unit: 'ms/step',
    engine: ec,
    baseline: bc,
    baselineLabel: 'undici loop',
    ratio: ec / bc,
    goal: '—',
    met: null,
    samples: { engineCpuMs: engineCpu.map((v) => round(v, 2)), baselineCpuMs: baselineCpu.map((v) => round(v, 2)) },
    note: `engine − loop: ${((ec - bc) * 1000).toFixed(0)} µs of CPU a step`,
  });
}

// ---------------------------------------------------------------- (b) throughput with concurrency

async function throughput(tmp: string, server: BenchServer): Promise<void> {
  const dir = path.join(tmp, 'b-docs');
  writeDocuments(dir, 'tp', size.docs, size.docSteps, '/small', true);
  const docs = await load(dir);
  const steps = size.docs * size.docSteps;
  const url = `${server.url}/small`;

  // Does runProject honour a `concurrency` option? Ask the server how many requests it saw at once.
  // The probe uses /slow (20 ms a response): against /small, a fast server can answer each request
  // before the busy client sends the next, so the peak stays 1 even when documents do overlap.
  const mentions = runProject.toString().includes('concurrency');
  const probeDir = path.join(tmp, 'b-probe');
  writeDocuments(probeDir, 'probe', 8, 2, '/slow', false);
  await server.reset();
  await engineRun(await load(probeDir), server.url, { concurrency: 8 });
  const peak = (await server.stats()).peak;
  const supported = peak > 1;
  const how = `runProject with { concurrency: 8 } on 8 documents of GET /slow: peak ${peak} request(s) in flight at the server; source ${mentions ? 'mentions' : 'does not mention'} "concurrency"`;
  notes.push(`(b) ${how}.`);

  const levels = supported ? CONCURRENCY : [1];
  const engine = new Map<number, number[]>(CONCURRENCY.map((c) => [c, []]));
  const baseline = new Map<number, number[]>(CONCURRENCY.map((c) => [c, []]));
  // The client's CPU time per step: with the server in its own process, a client that is busy for
  // all of the wall time cannot go faster with more concurrency (Node runs the client on one thread).
  const engineCpu = new Map<number, number[]>(CONCURRENCY.map((c) => [c, []]));
  const baselineCpu = new Map<number, number[]>(CONCURRENCY.map((c) => [c, []]));
  await undiciRun(url, size.docs, size.docSteps, 1); // warm-up
  const rounds = Math.max(3, Math.ceil(size.repeats / 2));
  for (let r = 0; r < rounds; r++) {
    for (const c of CONCURRENCY) {
      if (levels.includes(c)) {
        engine.get(c)!.push(await engineRun(docs, server.url, supported ? { concurrency: c } : {}));
        engineCpu.get(c)!.push(lastCpuMs);
      }
      baseline.get(c)!.push(await undiciRun(url, size.docs, size.docSteps, c));
      baselineCpu.get(c)!.push(lastCpuMs);
    }
  }
  const rate = (ms: number) => (steps / ms) * 1000;
  const engine1 = rate(median(engine.get(1)!));
  for (const c of CONCURRENCY) {
    const b = rate(median(baseline.get(c)!));
    const e = levels.includes(c) ? rate(median(engine.get(c)!)) : null;
    const perStep = (v: number[]) => ((median(v) / steps) * 1000).toFixed(0);
    const busy = (cpu: number[], wall: number[]) => `${Math.round((median(cpu) / median(wall)) * 100)}%`;
    const cpu = `client CPU per step ${e === null ? '' : `${perStep(engineCpu.get(c)!)} µs (busy ${busy(engineCpu.get(c)!, engine.get(c)!)}) vs `}loop ${perStep(baselineCpu.get(c)!)} µs (busy ${busy(baselineCpu.get(c)!, baseline.get(c)!)}); `;
    const speedup = (e === null ? '' : `engine speed-up vs c=1: ${(e / engine1).toFixed(2)}×; `) + cpu;
    addRow({
      id: `b.c${c}`,
      measure: `(b) throughput, ${size.docs} docs × ${size.docSteps} steps, concurrency ${c}`,
      unit: 'steps/s',
      engine: e,
      baseline: b,
      baselineLabel: `undici loop, ${c} at a time`,
      ratio: e === null ? null : e / b,
      goal: c === 1 ? 'ratio ≈ 1 (higher is better)' : 'near-linear speed-up',
      met: null,
      note: e === null ? `concurrency not implemented (${how})` : `${speedup}median of ${rounds}`,
      samples: {
        engineMs: (engine.get(c) ?? []).map((v) => round(v, 1)),
        baselineMs: baseline.get(c)!.map((v) => round(v, 1)),
        engineCpuMs: (engineCpu.get(c) ?? []).map((v) => round(v, 1)),
        baselineCpuMs: baselineCpu.get(c)!.map((v) => round(v, 1)),
      },
    });
  }
}

// ---------------------------------------------------------------- (c) cold start

async function coldStart(tmp: string, server: BenchServer): Promise<void> {
  const dir = path.join(tmp, 'c-one');
  const file = writeStepsDocument(dir, 'one-step', 1, '/small', false);
  const node = process.execPath;
  const commands: Record<string, string[]> = {
    bare: ['-e', '0'],
    oneRequest: [path.join(here, 'one-request.js'), `${server.url}/small`],
    // The same script with the V8 setting wirecase makes (src/http/http-client.ts): it then no
    // longer waits at exit for the optimizing compile of undici's parser.
    oneRequestTuned: ['--liftoff-only', path.join(here, 'one-request.js'), `${server.url}/small`],
    version: [cli, '--version'],
    run: [cli, 'run', file, '--base-url', server.url],
    ...(beforeCli ? { versionBefore: [beforeCli, '--version'], runBefore: [beforeCli, 'run', file, '--base-url', server.url] } : {}),
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  const names = Object.keys(commands);
  for (let i = -1; i < size.coldRuns; i++) {
    // Rotate the order each round; round -1 is a warm-up that fills the file cache.
    for (let j = 0; j < names.length; j++) {
      const name = names[(i + 1 + j) % names.length]!;
      const result = await runChild(node, commands[name]!, dir);
      if (result.code !== 0) throw new Error(`${name} exited ${result.code}: ${result.stderr.slice(0, 400)}${result.stdout.slice(0, 400)}`);
      if (i >= 0) times[name]!.push(result.ms);
    }
  }
  const m = (k: string) => median(times[k]!);
  const samples = (k: string) => times[k]!.map((v) => round(v, 1));
  addRow({
    id: 'c.version',
    measure: '(c) cold start: wirecase --version',
    unit: 'ms',
    engine: m('version'),
    baseline: m('bare'),
    baselineLabel: 'node -e 0',
    ratio: m('version') / m('bare'),
    goal: '— (must not load the HTTP stack)',
    met: null,
    samples: { engineMs: samples('version'), baselineMs: samples('bare') },
    note: `median of ${size.coldRuns} spawns`,
  });
  addRow({
    id: 'c.run',
    measure: '(c) cold start: 1-step run',
    unit: 'ms',
    engine: m('run'),
    baseline: m('bare'),
    baselineLabel: 'node -e 0',
    ratio: m('run') / m('bare'),
    goal: '—',
    met: null,
    samples: { engineMs: samples('run'), baselineMs: samples('bare') },
    note: `wirecase run <1-step file> --base-url <server> (console reporter); median of ${size.coldRuns} spawns`,
  });
  addRow({
    id: 'c.runVsUndici',
    measure: '(c) cold start: 1-step run vs bare undici script',
    unit: 'ms',
    engine: m('run'),
    baseline: m('oneRequest'),
    baselineLabel: 'node one-request.js',
    ratio: m('run') / m('oneRequest'),
    goal: 'ratio ≤ 1.1',
    met: m('run') / m('oneRequest') <= 1.1,
    samples: { engineMs: samples('run'), baselineMs: samples('oneRequest') },
    note: 'baseline of issue 8: a script that imports undici, makes one request and parses the JSON',
  });
  addRow({
    id: 'c.runVsUndiciTuned',
    measure: '(c) cold start: 1-step run vs the same script, parser not re-compiled',
    unit: 'ms',
    engine: m('run'),
    baseline: m('oneRequestTuned'),
    baselineLabel: 'node --liftoff-only one-request.js',
    ratio: m('run') / m('oneRequestTuned'),
    goal: '—',
    met: null,
    samples: { engineMs: samples('run'), baselineMs: samples('oneRequestTuned') },
    note: 'the bare script given the V8 setting wirecase makes for itself: what wirecase adds to one request, all told',
  });
  if (beforeCli) {
    for (const [id, name, baseline, label] of [
      ['c.versionBefore', 'versionBefore', 'bare', 'node -e 0'],
      ['c.runBefore', 'runBefore', 'oneRequest', 'node one-request.js'],
    ] as const) {
      addRow({
        id,
        measure: `(c) the same, before (--before CLI): ${name === 'versionBefore' ? '--version' : '1-step run'}`,
        unit: 'ms',
        engine: m(name),
        baseline: m(baseline),
        baselineLabel: label,
        ratio: m(name) / m(baseline),
        goal: '—',
        met: null,
        samples: { engineMs: samples(name) },
      });
    }
  }
}

// ---------------------------------------------------------------- (d) load and validate

async function loadAndValidate(tmp: string): Promise<void> {
  const dir = path.join(tmp, 'd-corpus');
  writeValidationCorpus(dir, size.validateDocs);
  // A project folder, so that the load cache has a home (node_modules/.cache/wirecase).
  writeFileSync(path.join(dir, 'package.json'), '{"name":"wirecase-bench-corpus","private":true}\n');
  const node = process.execPath;
  const sides = {
    // The goal's figure: every file read, parsed and checked (the cache turned off).
    cli: { args: [cli, 'validate', dir], env: { WIRECASE_CACHE: 'off' } },
    cached: { args: [cli, 'validate', dir], env: {} },
    parse: { args: [path.join(here, 'parse-only.js'), dir], env: {} },
    // Compared with the goal's figure, so also uncached; a shared cache would also have thrashed: it
    // keeps one entry per file, and two versions evict each other's.
    before: { args: [beforeCli ?? cli, 'validate', dir], env: { WIRECASE_CACHE: 'off' } },
  } as const;
  type Side = keyof typeof sides;
  const names = (Object.keys(sides) as Side[]).filter((side) => side !== 'before' || beforeCli);
  const times = new Map<Side, number[]>(names.map((n) => [n, []]));
  const once = async (side: Side) => {
    const r = await runChild(node, [...sides[side].args], dir, 150_000, sides[side].env);
    if (r.code !== 0) throw new Error(`${side} exited ${r.code}: ${r.stderr.slice(0, 600)}`);
    if (side !== 'parse' && !r.stdout.startsWith(`${size.validateDocs} documents`)) throw new Error(`validate said: ${r.stdout.slice(0, 200)}`);
    return r.ms;
  };
  await once('cached'); // fills the load cache (and the OS's file cache)
  for (let i = 0; i < size.validateRuns; i++)
    for (let j = 0; j < names.length; j++) times.get(names[(i + j) % names.length]!)!.push(await once(names[(i + j) % names.length]!));
  const m = (side: Side) => median(times.get(side)!);
  const samples = (side: Side) => times.get(side)!.map((v) => round(v, 1));
  addRow({
    id: 'd.cli',
    measure: `(d) wirecase validate, ${size.validateDocs} documents (new process)`,
    unit: 'ms',
    engine: m('cli'),
    baseline: m('parse'),
    baselineLabel: 'node parse-only.js (YAML parse)',
    ratio: m('cli') / m('parse'),
    goal: '< 1000 ms',
    met: m('cli') < 1000,
    samples: { engineMs: samples('cli'), baselineMs: samples('parse') },
    note: `median of ${size.validateRuns}; WIRECASE_CACHE=off: every file read, parsed and checked; includes node start-up, imports and schema validation (precompiled validators, src/load/generated/)`,
  });
  addRow({
    id: 'd.cliCached',
    measure: '(d) the same, load cache warm',
    unit: 'ms',
    engine: m('cached'),
    baseline: m('parse'),
    baselineLabel: 'node parse-only.js (YAML parse)',
    ratio: m('cached') / m('parse'),
    goal: '< 1000 ms',
    met: m('cached') < 1000,
    samples: { engineMs: samples('cached') },
    note: 'every file unchanged since the last validate: read and hashed, its documents from node_modules/.cache/wirecase; the checks that depend on other files still run',
  });
  if (beforeCli)
    addRow({
      id: 'd.cliBefore',
      measure: '(d) the same, before (--before CLI)',
      unit: 'ms',
      engine: m('before'),
      baseline: m('parse'),
      baselineLabel: 'node parse-only.js (YAML parse)',
      ratio: m('before') / m('parse'),
      goal: '—',
      met: null,
      samples: { engineMs: samples('before') },
      note: beforeCli,
    });

  const inEngine: number[] = [];
  const inParse: number[] = [];
  // No warm-up round: (a) and (b) have already run loadProject in this process.
  for (let i = 0; i < size.validateRuns; i++) {
    gc();
    let started = performance.now();
    const project = await loadProject({ paths: [dir], cwd: dir });
    const e = performance.now() - started;
    if (project.documents.length !== size.validateDocs || project.diagnostics.length)
      throw new Error(`loadProject: ${project.documents.length} documents, ${project.diagnostics.length} diagnostics`);
    gc();
    started = performance.now();
    const parsed = parseFolder(dir);
    const p = performance.now() - started;
    if (parsed !== size.validateDocs) throw new Error(`parse-only found ${parsed} documents`);
    inEngine.push(e);
    inParse.push(p);
  }
  addRow({
    id: 'd.inProcess',
    measure: `(d) loadProject, ${size.validateDocs} documents (in-process, warm)`,
    unit: 'ms',
    engine: median(inEngine),
    baseline: median(inParse),
    baselineLabel: 'YAML parse + toJS',
    ratio: median(inEngine) / median(inParse),
    goal: '< 1000 ms',
    met: median(inEngine) < 1000,
    samples: { engineMs: inEngine.map((v) => round(v, 1)), baselineMs: inParse.map((v) => round(v, 1)) },
    note: `median of ${size.validateRuns}; warm: modules already loaded by (a)`,
  });
}

// ---------------------------------------------------------------- (e) peak memory

async function peakMemory(tmp: string, server: BenchServer): Promise<void> {
  const perDoc = size.memSteps / size.memDocs;
  const bigDir = writeDocuments(path.join(tmp, 'e-big'), 'big', size.memDocs, perDoc, '/big', false);
  const smallDir = writeDocuments(path.join(tmp, 'e-small'), 'small', size.memDocs, perDoc, '/small', false);
  const probe = pathToFileURL(path.join(here, 'rss-probe.js')).href;
  const measure = async (dir: string) => {
    const r = await runChild(process.execPath, ['--import', probe, cli, 'run', dir, '--base-url', server.url], dir);
    if (r.code !== 0) throw new Error(`run exited ${r.code}: ${r.stderr.slice(0, 600)}${r.stdout.slice(-600)}`);
    const kb = /WIRECASE_BENCH_MAXRSS_KB=(\d+)/.exec(r.stderr);
    if (!kb) throw new Error('no max RSS reported by the child');
    return { mb: Number(kb[1]) / 1024, ms: r.ms };
  };
  const small = await measure(smallDir);
  const big = await measure(bigDir);
  addRow({
    id: 'e.peakRss',
    measure: `(e) peak RSS, ${size.memSteps} steps with 1 MiB bodies`,
    unit: 'MB',
    engine: big.mb,
    baseline: small.mb,
    baselineLabel: `same run, small bodies`,
    ratio: big.mb / small.mb,
    goal: '< 200 MB',
    met: big.mb < 200,
    note: `wirecase run in a child process (${size.memDocs} documents × ${perDoc} steps, console reporter), maxRSS from getrusage; wall ${(big.ms / 1000).toFixed(1)} s vs ${(small.ms / 1000).toFixed(1)} s`,
  });
}

// ---------------------------------------------------------------- (f) the whole process

/** One spawn of (f), with the peak RSS the probe reports (MB). */
async function timedWithRss(args: string[], cwd: string, what: string, env: Record<string, string> = {}): Promise<{ ms: number; mb: number; cpuMs: number }> {
  const probe = pathToFileURL(path.join(here, 'rss-probe.js')).href;
  const r = await runChild(process.execPath, ['--import', probe, ...args], cwd, 150_000, env);
  if (r.code !== 0) throw new Error(`${what} exited ${r.code}: ${r.stderr.slice(0, 600)}${r.stdout.slice(-600)}`);
  const kb = /WIRECASE_BENCH_MAXRSS_KB=(\d+)/.exec(r.stderr);
  if (!kb) throw new Error(`${what}: no max RSS reported by the child`);
  const cpu = /WIRECASE_BENCH_CPU_US=(\d+)/.exec(r.stderr);
  return { ms: r.ms, mb: Number(kb[1]) / 1024, cpuMs: cpu ? Number(cpu[1]) / 1000 : Number.NaN };
}

/**
 * (f) `wirecase run chain.yaml --reporter console` as a new process, against a bare undici script
 * doing the same requests and checks as a new process: a chain of POSTs, each carrying the token
 * captured from the previous answer. Three sides run in turn (the order rotating each round): wirecase
 * with its load cache warm (what every run after the first of an unchanged file costs), wirecase with
 * `--no-cache` (a first run), and the script.
 */
async function wholeProcess(tmp: string, server: BenchServer): Promise<void> {
  const dir = path.join(tmp, 'f-chain');
  mkdirSync(dir, { recursive: true });
  // The load cache lives in the nearest package's node_modules/.cache/wirecase (as it would in a project).
  writeFileSync(path.join(dir, 'package.json'), '{"name":"wirecase-bench-chain","private":true}\n');
  const files = new Map(size.chains.map((n) => [n, writeTokenChain(dir, n)]));
  const script = path.join(here, 'token-chain.js');
  const runArgs = (bin: string, n: number) => [bin, 'run', files.get(n)!, '--reporter', 'console', '--base-url', server.url];
  const sides = {
    cached: (n: number) => runArgs(cli, n),
    // The environment variable rather than --no-cache, so that a --before CLI without the cache runs too.
    noCache: (n: number) => runArgs(cli, n),
    script: (n: number) => [script, server.url, String(n)],
    before: (n: number) => runArgs(beforeCli ?? cli, n),
  } as const;
  type Side = keyof typeof sides;
  // The --before CLI keeps its load cache apart: the cache holds one entry per file, so two versions
  // sharing it would each evict the other's and both would pay a miss on every run.
  const envOf = (side: Side): Record<string, string> =>
    side === 'noCache' ? { WIRECASE_CACHE: 'off' } : side === 'before' ? { WIRECASE_CACHE_DIR: path.join(dir, 'node_modules/.cache/wirecase-before') } : {};
  const names = (Object.keys(sides) as Side[]).filter((side) => side !== 'before' || beforeCli);
  // A CLI from before issue 18 masked a chain's captured tokens in quadratic time: 2,000 steps take it
  // minutes on a busy machine, so it runs the smaller chains only.
  const runs = (side: Side, n: number) => side !== 'before' || n <= 200;
  const ms = new Map<string, number[]>();
  const mb = new Map<string, number[]>();
  // CPU time beside wall time: on a shared machine a process waiting for a core adds wall time only.
  const cpu = new Map<string, number[]>();
  const key = (side: Side, n: number) => `${side}.${n}`;
  // Warm-up: fills the file cache of the OS and the load cache of each chain document.
  for (const n of size.chains) for (const side of names) if (runs(side, n)) await timedWithRss(sides[side](n), dir, `${side} ${n} steps`, envOf(side));
  for (let round = 0; round < size.chainRuns; round++) {
    for (const n of size.chains) {
      for (let j = 0; j < names.length; j++) {
        const side = names[(round + j) % names.length]!;
        if (!runs(side, n)) continue;
        const r = await timedWithRss(sides[side](n), dir, `${side} ${n} steps`, envOf(side));
        (ms.get(key(side, n)) ?? ms.set(key(side, n), []).get(key(side, n))!).push(r.ms);
        (mb.get(key(side, n)) ?? mb.set(key(side, n), []).get(key(side, n))!).push(r.mb);
        (cpu.get(key(side, n)) ?? cpu.set(key(side, n), []).get(key(side, n))!).push(r.cpuMs);
      }
    }
  }
  const m = (side: Side, n: number) => median(ms.get(key(side, n))!);
  const rss = (side: Side, n: number) => median(mb.get(key(side, n))!);
  const cpuOf = (side: Side, n: number) => median(cpu.get(key(side, n))!);
  const cpuNote = (side: Side, n: number) =>
    `CPU ${cpuOf(side, n).toFixed(0)} ms vs ${cpuOf('script', n).toFixed(0)} ms (${(cpuOf(side, n) / cpuOf('script', n)).toFixed(2)}×)`;
  const samples = (side: Side, n: number) => ms.get(key(side, n))!.map((v) => round(v, 1));
  for (const n of size.chains) {
    const ratio = m('cached', n) / m('script', n);
    const goal = n === 200 ? 'ratio ≤ 1.25' : '—';
    addRow({
      id: `f.run${n}`,
      measure: `(f) whole process, ${n} chained POSTs`,
      unit: 'ms',
      engine: m('cached', n),
      baseline: m('script', n),
      baselineLabel: 'bare undici script',
      ratio,
      goal,
      met: n === 200 ? ratio <= 1.25 : null,
      samples: { engineMs: samples('cached', n), engineNoCacheMs: samples('noCache', n), baselineMs: samples('script', n) },
      note: `wirecase run --reporter console (load cache warm) vs node token-chain.js, each a new process; median of ${size.chainRuns}; ${cpuNote('cached', n)}; peak RSS ${rss('cached', n).toFixed(0)} MB vs ${rss('script', n).toFixed(0)} MB`,
    });
    addRow({
      id: `f.run${n}NoCache`,
      measure: `(f) the same, --no-cache (a first run)`,
      unit: 'ms',
      engine: m('noCache', n),
      baseline: m('script', n),
      baselineLabel: 'bare undici script',
      ratio: m('noCache', n) / m('script', n),
      goal: '—',
      met: null,
      note: `${cpuNote('noCache', n)}; peak RSS ${rss('noCache', n).toFixed(0)} MB`,
    });
    if (beforeCli && runs('before', n))
      addRow({
        id: `f.run${n}Before`,
        measure: `(f) the same, before (--before CLI)`,
        unit: 'ms',
        engine: m('before', n),
        baseline: m('script', n),
        baselineLabel: 'bare undici script',
        ratio: m('before', n) / m('script', n),
        goal: '—',
        met: null,
        samples: { engineMs: samples('before', n) },
        note: `${beforeCli}; ${cpuNote('before', n)}; peak RSS ${rss('before', n).toFixed(0)} MB`,
      });
  }
  // Marginal cost per step: the smallest and the largest chain, each side.
  const lo = size.chains[0]!;
  const hi = size.chains[size.chains.length - 1]!;
  const per = (side: Side) => (m(side, hi) - m(side, lo)) / (hi - lo);
  const cpuPer = (side: Side) => (cpuOf(side, hi) - cpuOf(side, lo)) / (hi - lo);
  addRow({
    id: 'f.marginal',
    measure: `(f) marginal cost per step, ${lo} → ${hi} steps`,
    unit: 'ms/step',
    engine: per('cached'),
    baseline: per('script'),
    baselineLabel: 'bare undici script',
    ratio: per('cached') / per('script'),
    // Between 20 and 200 steps the engine's code is still warming up (interpreted before V8 optimizes
    // it), which a ten-line script hardly needs: the goal is the slope to 2,000 steps.
    goal: hi >= 2000 ? 'ratio ≤ 2' : '— (goal measured to 2,000 steps: npm run bench)',
    met: hi >= 2000 ? per('cached') / per('script') <= 2 : null,
    note: `(median at ${hi} − median at ${lo}) ÷ ${hi - lo}; CPU ${cpuPer('cached').toFixed(3)} vs ${cpuPer('script').toFixed(3)} ms/step (${(cpuPer('cached') / cpuPer('script')).toFixed(2)}×); with --no-cache ${per('noCache').toFixed(3)} ms/step (${(per('noCache') / per('script')).toFixed(2)}×)${beforeCli && runs('before', hi) ? `; before ${per('before').toFixed(3)} ms/step (${(per('before') / per('script')).toFixed(2)}×)` : ''}`,
  });
  addRow({
    id: 'f.peakRss',
    measure: `(f) peak RSS, ${hi} chained POSTs`,
    unit: 'MB',
    engine: rss('cached', hi),
    baseline: rss('script', hi),
    baselineLabel: 'bare undici script',
    ratio: rss('cached', hi) / rss('script', hi),
    goal: '—',
    met: null,
    note: `maxRSS from getrusage (bench/rss-probe.ts, node --import); ${size.chains.map((n) => `${n} steps ${rss('cached', n).toFixed(0)}/${rss('noCache', n).toFixed(0)}/${rss('script', n).toFixed(0)} MB`).join(', ')} (cached/--no-cache/script)`,
  });
  const missed = rows.some((r) => (r.id === 'f.run200' || r.id === 'f.marginal') && r.met === false);
  if (profileMode === 'on' || (profileMode === 'auto' && missed)) {
    const n = size.chains.includes(200) ? 200 : hi;
    const out = path.join(tmp, 'f-profile');
    mkdirSync(out, { recursive: true });
    wholeProfile = {
      steps: n,
      engine: await profileWholeProcess(sides.cached(n), dir, n, path.join(out, 'engine')),
      script: await profileWholeProcess(sides.script(n), dir, n, path.join(out, 'script')),
    };
  }
}

// ---------------------------------------------------------------- profile

async function profileIfSlow(tmp: string, server: BenchServer): Promise<void> {
  const overhead = rows.find((r) => r.id === 'a.overhead');
  const slow = overhead?.engine !== null && overhead?.engine !== undefined && overhead.engine >= 0.1;
  if (profileMode === 'off' || (profileMode === 'auto' && !slow)) return;
  const out = path.join(tmp, 'profile');
  mkdirSync(out, { recursive: true });
  const repeats = quick ? 5 : 10;
  const dir = path.join(tmp, 'a-steps');
  profile = {
    engine: await profileSide('engine', dir, server.url, repeats, size.steps, out),
    undici: await profileSide('undici', dir, server.url, repeats, size.steps, out),
  };
}

// ---------------------------------------------------------------- output

function printTable(): void {
  const header = ['measure', 'engine', 'baseline', 'ratio', 'goal'];
  const body = rows.map((r) => [
    r.measure,
    r.engine === null ? (r.note?.startsWith('concurrency not implemented') ? 'not implemented' : '—') : fmt(r.engine, r.unit),
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
  if (profile) {
    const { engine, undici } = profile;
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
  if (wholeProfile) {
    const { engine, script, steps } = wholeProfile;
    process.stdout.write(`\nwhere the time goes in the whole process (f), ${steps} steps, start-up included: ms of CPU by area:\n`);
    process.stdout.write(`  ${'area'.padEnd(32)} ${'wirecase'.padStart(9)} ${'script'.padStart(8)}\n`);
    const areas = [...new Set([...engine.byArea, ...script.byArea].map((a) => a.area))];
    const msOf = (p: ProfileSummary, area: string) => p.byArea.find((a) => a.area === area)?.ms ?? 0;
    areas.sort((x, y) => msOf(engine, y) - msOf(engine, x));
    for (const a of areas) process.stdout.write(`  ${a.padEnd(32)} ${String(msOf(engine, a)).padStart(9)} ${String(msOf(script, a)).padStart(8)}\n`);
    process.stdout.write(`  total sampled: ${engine.sampledMs} ms vs ${script.sampledMs} ms\n  wirecase, top self time (excluding idle):\n`);
    for (const e of engine.topSelf.slice(0, 15))
      process.stdout.write(`    ${String(e.percent).padStart(5)}%  ${String(e.ms).padStart(4)} ms  ${e.function}  ${e.location}\n`);
  }
  if (crashes.length) process.stdout.write(`\nCRASHED parts of the benchmark:\n${crashes.map((c) => `  ${c}`).join('\n')}\n`);
}

function writeJson(startedAt: Date, loadBefore: number[]): string {
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
    ...(profile ? { profile } : {}),
    ...(wholeProfile ? { wholeProfile } : {}),
    ...(crashes.length ? { crashes } : {}),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'wirecase-bench-'));
  let server: BenchServer | undefined;
  try {
    server = await startServer();
    const s = server;
    process.stderr.write(`bench: server ${s.url} (own process)${quick ? ', quick sizes' : ''}\n`);
    if (wanted('a')) await section('(a) per-step overhead', () => perStep(tmp, s));
    if (wanted('b')) await section('(b) throughput', () => throughput(tmp, s));
    if (wanted('c')) await section('(c) cold start', () => coldStart(tmp, s));
    if (wanted('d')) await section('(d) load and validate', () => loadAndValidate(tmp));
    if (wanted('e')) await section('(e) peak memory', () => peakMemory(tmp, s));
    if (wanted('f')) await section('(f) the whole process', () => wholeProcess(tmp, s));
    if (wanted('a')) await section('profile', () => profileIfSlow(tmp, s));
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
