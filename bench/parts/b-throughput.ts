/**
 * (b) throughput: many small documents with 1, 2, 4 and 8 running at a time, against undici loops
 * with the same concurrency.
 */
import path from 'node:path';
import { writeDocuments } from '../generate.js';
import { type BenchServer, engineRun, lastCpuMs, load, undiciRun } from '../harness.js';
import { CONCURRENCY, size } from '../options.js';
import { addRow, notes } from '../results.js';
import { median, round } from '../stats.js';

export async function throughput(tmp: string, server: BenchServer): Promise<void> {
  const dir = path.join(tmp, 'b-docs');
  writeDocuments(dir, 'tp', size.docs, size.docSteps, '/small', true);
  const docs = await load(dir);
  const steps = size.docs * size.docSteps;
  const url = `${server.url}/small`;

  // Does the engine honour a `concurrency` option? Ask the server how many requests it saw at once.
  // The probe uses /slow (20 ms a response): against /small, a fast server can answer each request
  // before the busy client sends the next, so the peak stays 1 even when documents do overlap.
  const probeDir = path.join(tmp, 'b-probe');
  writeDocuments(probeDir, 'probe', 8, 2, '/slow', false);
  await server.reset();
  await engineRun(await load(probeDir), server.url, { concurrency: 8 });
  const peak = (await server.stats()).peak;
  const supported = peak > 1;
  const how = `executeRun with { concurrency: 8 } on 8 documents of GET /slow: peak ${peak} request(s) in flight at the server`;
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
