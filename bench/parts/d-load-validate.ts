/**
 * (d) load and validate: `wirecase validate` of a corpus (cache off and warm) and loadProject in this
 * process, against parsing the same YAML alone.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadProject } from '../../src/load/load-project.js';
import { writeValidationCorpus } from '../generate.js';
import { gc, runChild } from '../harness.js';
import { beforeCli, cli, here, size } from '../options.js';
import { parseFolder } from '../parse-only.js';
import { addRow } from '../results.js';
import { median, round } from '../stats.js';

export async function loadAndValidate(tmp: string): Promise<void> {
  const dir = path.join(tmp, 'd-corpus');
  writeValidationCorpus(dir, size.validateDocs);
  // A project folder, so that the load cache has a home (node_modules/.cache/wirecase).
  writeFileSync(path.join(dir, 'package.json'), '{"name":"wirecase-bench-corpus","private":true}\n');
  const node = process.execPath;
  const firstCache = path.join(dir, 'node_modules', '.cache', 'wirecase-first');
  const sides = {
    // The goal's figure: every file read, parsed and checked (the cache turned off).
    cli: { args: [cli, 'validate', dir], env: { WIRECASE_CACHE: 'off' } },
    cached: { args: [cli, 'validate', dir], env: {} },
    // A first run with the cache on (CI's fresh checkout): nothing to read, every file's entry written.
    first: { args: [cli, 'validate', dir], env: { WIRECASE_CACHE_DIR: firstCache } },
    parse: { args: [path.join(here, 'parse-only.js'), dir], env: {} },
    // Compared with the goal's figure, so also uncached; a shared cache would also have thrashed: it
    // keeps one entry per file, and two versions evict each other's.
    before: { args: [beforeCli ?? cli, 'validate', dir], env: { WIRECASE_CACHE: 'off' } },
  } as const;
  type Side = keyof typeof sides;
  const names = (Object.keys(sides) as Side[]).filter((side) => side !== 'before' || beforeCli);
  const times = new Map<Side, number[]>(names.map((n) => [n, []]));
  const once = async (side: Side) => {
    if (side === 'first') rmSync(firstCache, { recursive: true, force: true });
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
  addRow({
    id: 'd.cliFirst',
    measure: '(d) the same, first run (cache on and empty)',
    unit: 'ms',
    engine: m('first'),
    baseline: m('parse'),
    baselineLabel: 'node parse-only.js (YAML parse)',
    ratio: m('first') / m('parse'),
    goal: '—',
    met: null,
    samples: { engineMs: samples('first') },
    note: 'the load cache emptied before each run: every file read, parsed and checked, and its entry written (a fresh checkout)',
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
