#!/usr/bin/env node
// Runs the compiled *.test.js files under dist/test with Node's test runner.
//
//   node scripts/run-tests.mjs                  every test (what `npm test` and CI run)
//   node scripts/run-tests.mjs --tier unit      one tier: unit, e2e or suites (see TIERS)
//   node scripts/run-tests.mjs unit/run e2e/cli every file whose path contains one of the substrings
//   node scripts/run-tests.mjs --faults         the fault matrices in full (`npm run test:faults`, see below)
//   node scripts/run-tests.mjs --list [...]     the files it would run, in the order they start
//
// A suite test runs its suite once per fault of a reference target. By default each fault run covers
// the documents whose verdict that fault is expected to change and a few others, chosen by a seed
// that changes daily (test/helpers/fault-sample.ts): the run prints the seed, and FAULT_SAMPLE_SEED=<seed>
// replays it. The mutant servers' breaks and the real clients' runs are sampled the same way.
// `--faults` runs only the files that sample (those that import test/helpers/fault-sample), every
// fault against every document (FAULT_SAMPLE=all): the proof that each fault fails exactly its IDs.
//
// Node 20's `node --test <folder>` would also run every other .js file under a folder named test
// (helpers, servers), so the files are listed explicitly. A file's tier is the first folder under
// test/ it sits in: a new test file lands in a tier by where it is put, and a new folder must be
// named below (the run stops and says so) so that no test silently drops out of every tier.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Tier → the folders of test/ in it. Together they name every folder holding a test file. */
export const TIERS = {
  // In-process and fast (no CLI process, no browser): the inner loop, `npm run test:unit`.
  unit: ['unit', 'architecture'],
  // The CLI spawned as a user runs it, built-in servers and targets, reports in Chromium.
  // Property tests (fast-check, hundreds of cases each) sit here too: they cost more than the unit tier's budget;
  // so do the hostile peers of test/hostile (floods, backtracking patterns, signals).
  e2e: ['e2e', 'author', 'catalog', 'ci', 'hostile', 'package', 'perf', 'property', 'report', 'targets'],
  // Whole bundled suites, once healthy and once per fault, and the real third-party servers.
  suites: ['suites', 'real-servers', 'mutant-servers', 'real-clients', 'mutation'],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const listOnly = process.argv.includes('--list');
const faultsOnly = process.argv.includes('--faults');
const args = process.argv.slice(2).filter((a) => a !== '--list' && a !== '--faults');
const tierAt = args.indexOf('--tier');
const tier = tierAt >= 0 ? args[tierAt + 1] : undefined;
const filters = tierAt >= 0 ? args.filter((_, i) => i !== tierAt && i !== tierAt + 1) : args;
if (tierAt >= 0 && !Object.hasOwn(TIERS, tier ?? '')) {
  console.error(`--tier: expected one of ${Object.keys(TIERS).join(', ')}, got ${tier ?? 'nothing'}`);
  process.exit(2);
}

const testRoot = path.join(root, 'dist', 'test');
let all;
try {
  all = readdirSync(testRoot, { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => f.endsWith('.test.js'))
    // Only files whose source is still there: a test moved or deleted leaves its old build in dist/.
    .filter((f) => existsSync(path.join(root, 'test', f.replace(/\.js$/, '.ts'))))
    .sort();
} catch {
  all = [];
}
const tierOf = new Map(Object.entries(TIERS).flatMap(([name, folders]) => folders.map((folder) => [folder, name])));
const unplaced = [...new Set(all.map((f) => f.split('/')[0]).filter((folder) => !tierOf.has(folder)))];
if (unplaced.length) {
  console.error(`test folders in no tier: ${unplaced.map((f) => `test/${f}/`).join(', ')}; add each to TIERS in scripts/run-tests.mjs`);
  process.exit(2);
}
// Files start in this order, two at a time: the slowest tier first (its whole-suite runs take
// minutes each), so that the many short files fill the other slot beside them instead of one long
// file running alone at the end.
const START_ORDER = ['suites', 'e2e', 'unit'];
const folderRank = (f) => {
  const folder = f.split('/')[0];
  return START_ORDER.indexOf(tierOf.get(folder)) * 100 + TIERS[tierOf.get(folder)].indexOf(folder);
};
// Within that, the files that take longest start first (each file alone, sampled, on the shared
// 2-core machine at load 16-19: real clients 141 s wall and 74 CPU-seconds, the Apps host suite 82
// CPU-seconds, real servers 138 s and 76, mutant servers 109 s and 15): the run ends when its longest
// file does, so that one must not start late.
const LONGEST_FIRST = [
  'real-clients/real-clients.test.js',
  'suites/mcp-apps-host-suite.test.js',
  'real-servers/real-servers.test.js',
  'mutant-servers/mutant-servers.test.js',
];
const longRank = (f) => {
  const i = LONGEST_FIRST.indexOf(f);
  return i < 0 ? LONGEST_FIRST.length : i;
};
const files = all
  .filter((f) => !tier || tierOf.get(f.split('/')[0]) === tier)
  .sort((a, b) => longRank(a) - longRank(b) || folderRank(a) - folderRank(b) || a.localeCompare(b))
  .map((f) => path.join('dist', 'test', f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .filter((f) => !faultsOnly || samplesFaultRuns(f));
if (files.length === 0) {
  console.error('no test files found under dist/test (did the build run?)');
  process.exit(1);
}
if (listOnly) {
  console.log(files.join('\n'));
  process.exit(0);
}
// One seed for every file of the run (a run that crosses midnight keeps it), printed to replay the sample.
if (faultsOnly) process.env.FAULT_SAMPLE = 'all';
process.env.FAULT_SAMPLE_SEED ||= new Date().toISOString().slice(0, 10);
if (files.some(samplesFaultRuns)) {
  console.log(
    process.env.FAULT_SAMPLE === 'all'
      ? 'fault runs: every document against every fault (FAULT_SAMPLE=all)'
      : `fault runs: the documents each fault should change and a sample of the others, FAULT_SAMPLE_SEED=${process.env.FAULT_SAMPLE_SEED}` +
          `${process.env.FAULT_SAMPLE ? ` FAULT_SAMPLE=${process.env.FAULT_SAMPLE}` : ''} (set it to replay this sample; npm run test:faults runs every document)`,
  );
}
/** Whether a test file (dist/test/….test.js) samples the documents of its fault runs: its source imports test/helpers/fault-sample. */
function samplesFaultRuns(file) {
  const source = path.join(root, 'test', path.relative(testRoot, path.join(root, file)).replace(/\.js$/, '.ts'));
  return /from '(\.\.\/)+helpers\/fault-sample\.js'/.test(readFileSync(source, 'utf8'));
}

const result = spawnSync(process.execPath, ['--test', '--test-concurrency=2', ...files], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
