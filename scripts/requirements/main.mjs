#!/usr/bin/env node
/**
 * `npm run requirements`: rebuilds each suite's requirement catalog from the spec text and the
 * suite's documents (see scripts/requirements/catalog.mjs and docs/catalogs.md).
 *
 *   node scripts/requirements/main.mjs            rewrite the catalogs
 *   node scripts/requirements/main.mjs --check    change nothing; exit 1 if a catalog is out of
 *                                                 date or has a problem (CI and the catalog test)
 *   node scripts/requirements/main.mjs --summary  counts per role, level and verdict
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rebuild, tally } from './catalog.mjs';
import { writeCatalog } from './write.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SUITES = ['scenarios/mcp-2026-07-28', 'scenarios/mcp-apps', 'scenarios/mcp-2025-11-25'];
const args = process.argv.slice(2);
const check = args.includes('--check');
const summary = args.includes('--summary');
const folders = args.filter((a) => !a.startsWith('--'));

let failed = false;
for (const suite of folders.length > 0 ? folders : SUITES) {
  const { data, problems, changes, file } = rebuild(path.resolve(root, suite));
  const text = writeCatalog(data);
  const stale = readFileSync(file, 'utf8') !== text;
  const name = path.relative(root, file);
  if (check) {
    if (stale) {
      failed = true;
      console.log(`${name} is out of date with the spec text or the documents; run npm run requirements`);
      for (const c of changes) console.log(`  ${c}`);
    }
  } else if (stale) {
    writeFileSync(file, text);
    console.log(`${name} updated`);
    for (const c of changes) console.log(`  ${c}`);
  }
  for (const p of problems) console.log(`${name}: ${p}`);
  if (problems.length > 0) failed = true;
  if (summary) {
    console.log(`\n${name}: ${data.requirements.length} normative sentences`);
    console.log('role                  level       proven  untestable  gap');
    for (const r of tally(data.requirements)) {
      console.log(`${r.role.padEnd(22)}${r.level.padEnd(12)}${String(r.proven).padStart(6)}${String(r.untestable).padStart(12)}${String(r.gap).padStart(5)}`);
    }
  }
}
process.exitCode = failed ? 1 : 0;
