import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestResult } from '../model/results.js';
import { displayPath } from '../source/display-path.js';
import { type CatalogRef, readCatalog } from './catalogs.js';
import { readRequirements } from './requirement-catalog.js';

/**
 * The catalogs that speak for these tests: for each test file, `catalog.yaml` in its folder or the
 * nearest ancestor folder up to `cwd` (a suite's catalog sits next to its suite.yaml). Each catalog
 * is read and checked once; a bad catalog throws a located error. Sorted by path.
 */
export function discoverCatalogs(tests: Iterable<Pick<TestResult, 'file'>>, cwd: string): CatalogRef[] {
  const root = path.resolve(cwd);
  const byDir = new Map<string, string | null>();
  const found = new Set<string>();
  const nearest = (dir: string): string | null => {
    if (byDir.has(dir)) return byDir.get(dir)!;
    let result: string | null = null;
    const candidate = path.join(dir, 'catalog.yaml');
    if (existsSync(candidate)) result = candidate;
    else {
      const parent = path.dirname(dir);
      const inside = dir !== root && parent !== dir && !path.relative(root, parent).startsWith('..');
      result = inside ? nearest(parent) : null;
    }
    byDir.set(dir, result);
    return result;
  };
  for (const t of tests) {
    const file = nearest(path.dirname(path.resolve(root, t.file)));
    if (file) found.add(file);
  }
  return [...found].sort().map((file) => catalogRef(file, root, scopeOf(displayPath(path.dirname(file), root))));
}

/**
 * Catalogs named on the command line (`--catalog FILE`). Each covers the tests under its own folder;
 * a single named catalog covers every test (so results recorded elsewhere can be joined with it).
 */
export function namedCatalogs(files: string[], cwd: string): CatalogRef[] {
  const root = path.resolve(cwd);
  return files.map((f) => {
    const abs = path.resolve(root, f);
    return catalogRef(abs, root, files.length === 1 ? '' : scopeOf(displayPath(path.dirname(abs), root)));
  });
}

/** A catalog file read and checked, with the requirement catalog it names. */
function catalogRef(absolutePath: string, root: string, scope: string): CatalogRef {
  const file = displayPath(absolutePath, root);
  const catalog = readCatalog(file, absolutePath);
  const requirements = readRequirements(file, absolutePath, catalog);
  return { file, scope, catalog, ...(requirements ? { requirements } : {}) };
}

function scopeOf(dir: string): string {
  return dir === '.' ? '' : dir;
}
