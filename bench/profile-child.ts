/**
 * Runs a scenario folder through the engine in-process (or, with side `undici`, the same requests
 * through the plain undici loop) and CPU-profiles only the runs, not start-up, imports or loading:
 * `node dist/bench/profile-child.js <engine|undici> <dir> <baseUrl> <repeats> <out.cpuprofile>`.
 */

import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { executeRun, prepareRun } from '../src/engine/index.js';
import { undiciDocuments } from './undici-loop.js';

const [side, dir, baseUrl, repeatText, out] = process.argv.slice(2);
if (!side || !dir || !baseUrl || !out) throw new Error('usage: profile-child.js <engine|undici> <dir> <baseUrl> <repeats> <out.cpuprofile>');
const prepared = await prepareRun({ paths: [dir], cwd: dir, cache: false, version: 'bench', baseUrl, checkReachable: false });
if (!prepared.ok) throw new Error(`bench documents do not load: ${prepared.diagnostics[0]!.message}`);
const { plan } = prepared;
const steps = plan.documents.reduce((n, d) => n + d.data.steps.length, 0);
const run = async () => {
  if (side === 'undici') return undiciDocuments(`${baseUrl}/small`, plan.documents.length, steps / plan.documents.length);
  const { verdict } = await executeRun(plan);
  if (verdict.result.summary.failed) throw new Error('a benchmark document failed while profiling');
};
await run(); // warm-up: JIT, connection pool
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
for (let i = 0; i < Number(repeatText ?? 10); i++) await run();
const { profile } = await session.post('Profiler.stop');
writeFileSync(out, JSON.stringify(profile));
session.disconnect();
