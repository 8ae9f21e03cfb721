/**
 * (a) per-step overhead: N sequential steps of one document in this process, against the same requests
 * in a bare undici loop (and in undici's dispatch API), interleaved; CPU-profiled when it misses its goal.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { writeStepsDocument } from '../generate.js';
import { type BenchServer, engineRun, lastCpuMs, load, undiciRun } from '../harness.js';
import { profileMode, quick, size } from '../options.js';
import { profileSide } from '../profile.js';
import { addRow, notes, profiles, rows } from '../results.js';
import { median, round } from '../stats.js';
import { dispatchSteps } from '../undici-loop.js';

export async function perStep(tmp: string, server: BenchServer): Promise<void> {
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

export async function profileIfSlow(tmp: string, server: BenchServer): Promise<void> {
  const overhead = rows.find((r) => r.id === 'a.overhead');
  const slow = overhead?.engine !== null && overhead?.engine !== undefined && overhead.engine >= 0.1;
  if (profileMode === 'off' || (profileMode === 'auto' && !slow)) return;
  const out = path.join(tmp, 'profile');
  mkdirSync(out, { recursive: true });
  const repeats = quick ? 5 : 10;
  const dir = path.join(tmp, 'a-steps');
  profiles.perStep = {
    engine: await profileSide('engine', dir, server.url, repeats, size.steps, out),
    undici: await profileSide('undici', dir, server.url, repeats, size.steps, out),
  };
}
