#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
// Runs every compiled *.test.js under dist/test with Node's test runner.
// Node 20's `node --test <folder>` would also run every other .js file under a folder named test
// (helpers, servers), so the files are listed explicitly. Extra arguments filter by path substring.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);
const files = readdirSync(path.join(root, 'dist', 'test'), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.js'))
  .map((f) => path.join('dist', 'test', f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error('no test files found under dist/test (did the build run?)');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=2', ...files], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
