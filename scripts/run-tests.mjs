#!/usr/bin/env node
// Runs the compiled *.test.js files under dist/test with Node's test runner.
//
//   node scripts/run-tests.mjs                  every test (what `npm test` and CI run)
//   node scripts/run-tests.mjs --tier unit      one tier: unit, e2e or suites (see TIERS)
//   node scripts/run-tests.mjs unit/run e2e/cli every file whose path contains one of the substrings
//   node scripts/run-tests.mjs --list [...]     the files it would run, in the order they start
//
// Node 20's `node --test <folder>` would also run every other .js file under a folder named test
// (helpers, servers), so the files are listed explicitly. A file's tier is the first folder under
// test/ it sits in: a new test file lands in a tier by where it is put, and a new folder must be
// named below (the run stops and says so) so that no test silently drops out of every tier.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Tier → the folders of test/ in it. Together they name every folder holding a test file. */
export const TIERS = {
  // In-process and fast (no CLI process, no browser): the inner loop, `npm run test:unit`.
  unit: ['unit', 'architecture'],
  // The CLI spawned as a user runs it, built-in servers and targets, reports in Chromium.
  // Property tests (fast-check, hundreds of cases each) sit here too: they cost more than the unit tier's budget.
  e2e: ['e2e', 'author', 'catalog', 'package', 'perf', 'property', 'report', 'targets'],
  // Whole bundled suites, once healthy and once per fault, and the real third-party servers.
  suites: ['suites', 'real-servers', 'mutant-servers', 'real-clients'],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const listOnly = process.argv.includes('--list');
const args = process.argv.slice(2).filter((a) => a !== '--list');
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
// Within that, the files that take longest start first (measured wall times, a full run on the
// 2-core machine): the run ends when its longest file does, so that one must not start late.
const LONGEST_FIRST = [
  'suites/mcp-apps-host-suite.test.js',
  'suites/mcp-2026-suite.test.js',
  'real-servers/real-servers.test.js',
  'suites/mcp-2025-suite.test.js',
];
const longRank = (f) => {
  const i = LONGEST_FIRST.indexOf(f);
  return i < 0 ? LONGEST_FIRST.length : i;
};
const files = all
  .filter((f) => !tier || tierOf.get(f.split('/')[0]) === tier)
  .sort((a, b) => longRank(a) - longRank(b) || folderRank(a) - folderRank(b) || a.localeCompare(b))
  .map((f) => path.join('dist', 'test', f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)));
if (files.length === 0) {
  console.error('no test files found under dist/test (did the build run?)');
  process.exit(1);
}
if (listOnly) {
  console.log(files.join('\n'));
  process.exit(0);
}
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=2', ...files], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
