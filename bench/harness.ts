/** What the parts share: the bench server in its own process, timed engine and undici runs, child processes. */

import { fork, spawn } from 'node:child_process';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Agent, request } from 'undici';
import { executeRun, prepareRun, type RunHooks, type RunPlan } from '../src/engine/index.js';
import { here } from './options.js';
import { crashes } from './results.js';
import { type dispatchSteps, undiciDocuments } from './undici-loop.js';

// A collection before each timed sample, so that garbage left by one side is not paid by the other.
v8.setFlagsFromString('--expose-gc');
export const gc = vm.runInNewContext('gc') as () => void;

/** The server the parts (a)–(f) measure against (bench/server.ts). */
export interface BenchServer {
  url: string;
  stats(): Promise<{ served: number; peak: number; connections: number }>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServer(): Promise<BenchServer> {
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

/** The generated documents of `dir`, prepared as `wirecase run` prepares them (the base URL each engineRun gives). */
export async function load(dir: string): Promise<RunPlan> {
  const prepared = await prepareRun({ paths: [dir], cwd: dir, cache: false, version: 'bench', atExecute: { baseUrl: true } });
  if (!prepared.ok) throw new Error(`generated documents do not load: ${prepared.diagnostics[0]!.message}`);
  return prepared.plan;
}

/** CPU time (user + system, ms) this process spent in the last engineRun or undiciRun. */
export let lastCpuMs = 0;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

export async function engineRun(plan: RunPlan, baseUrl: string, extra: Pick<RunHooks, 'concurrency'> = {}): Promise<number> {
  gc();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { verdict, stopped } = await executeRun(plan, { baseUrl, ...extra });
  const ms = performance.now() - started;
  lastCpuMs = cpuMs(cpu);
  if (stopped) throw stopped;
  const result = verdict.result;
  if (result.summary.passed !== plan.documents.length) {
    const failed = result.tests.find((t) => t.status !== 'passed');
    throw new Error(`engine run did not pass: ${failed?.id} ${failed?.failure?.message ?? failed?.status}`);
  }
  return ms;
}

export async function undiciRun(url: string, documents: number, steps: number, concurrency = 1, loop?: typeof dispatchSteps): Promise<number> {
  gc();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await undiciDocuments(url, documents, steps, concurrency, loop);
  const ms = performance.now() - started;
  lastCpuMs = cpuMs(cpu);
  return ms;
}

export interface ChildRun {
  ms: number;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end without blocking the event loop; wall time from spawn to exit. */
export function runChild(command: string, args: string[], cwd: string, timeoutMs = 150_000, env: Record<string, string> = {}): Promise<ChildRun> {
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

export async function section(name: string, body: () => Promise<void>): Promise<void> {
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
