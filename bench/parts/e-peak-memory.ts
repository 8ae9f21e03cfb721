/**
 * (e) peak memory: a run of steps with 1 MiB bodies, against the same run with small bodies.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeDocuments } from '../generate.js';
import { type BenchServer, runChild } from '../harness.js';
import { cli, here, size } from '../options.js';
import { addRow } from '../results.js';

export async function peakMemory(tmp: string, server: BenchServer): Promise<void> {
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
