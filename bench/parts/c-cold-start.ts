/**
 * (c) cold start: `wirecase --version` and a 1-step run as new processes, against `node -e 0` and a
 * bare undici script making the same request.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeStepsDocument } from '../generate.js';
import { type BenchServer, runChild } from '../harness.js';
import { beforeCli, cli, here, size } from '../options.js';
import { addRow } from '../results.js';
import { median, round } from '../stats.js';

export async function coldStart(tmp: string, server: BenchServer): Promise<void> {
  const dir = path.join(tmp, 'c-one');
  const file = writeStepsDocument(dir, 'one-step', 1, '/small', false);
  // A project folder, so that the warm run has a load cache; the cold runs turn it off.
  writeFileSync(path.join(dir, 'package.json'), '{"name":"wirecase-bench-one","private":true}\n');
  const node = process.execPath;
  const commands: Record<string, string[]> = {
    bare: ['-e', '0'],
    oneRequest: [path.join(here, 'one-request.js'), `${server.url}/small`],
    // The same script with the V8 setting wirecase makes (src/http/http-client.ts): it then no
    // longer waits at exit for the optimizing compile of undici's parser.
    oneRequestTuned: ['--liftoff-only', path.join(here, 'one-request.js'), `${server.url}/small`],
    version: [cli, '--version'],
    run: [cli, 'run', file, '--base-url', server.url],
    runWarm: [cli, 'run', file, '--base-url', server.url],
    ...(beforeCli ? { versionBefore: [beforeCli, '--version'], runBefore: [beforeCli, 'run', file, '--base-url', server.url] } : {}),
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  const names = Object.keys(commands);
  for (let i = -1; i < size.coldRuns; i++) {
    // Rotate the order each round; round -1 is a warm-up that fills the file cache.
    for (let j = 0; j < names.length; j++) {
      const name = names[(i + 1 + j) % names.length]!;
      // Every wirecase run is cold (the goal's case: CI, a first run) but runWarm, which keeps its load cache.
      const env: Record<string, string> = name.startsWith('run') && name !== 'runWarm' ? { WIRECASE_CACHE: 'off' } : {};
      const result = await runChild(node, commands[name]!, dir, 150_000, env);
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
    note: `WIRECASE_CACHE=off wirecase run <1-step file> --base-url <server> (console reporter); median of ${size.coldRuns} spawns`,
  });
  addRow({
    id: 'c.runWarm',
    measure: '(c) the same, load cache warm',
    unit: 'ms',
    engine: m('runWarm'),
    baseline: m('oneRequest'),
    baselineLabel: 'node one-request.js',
    ratio: m('runWarm') / m('oneRequest'),
    goal: '—',
    met: null,
    samples: { engineMs: samples('runWarm') },
    note: 'the file unchanged since the last run: its document from node_modules/.cache/wirecase',
  });
  addRow({
    id: 'c.runVsUndici',
    measure: '(c) cold start: 1-step run (cache off) vs bare undici script',
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
