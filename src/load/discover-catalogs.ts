import path from 'node:path';
import type { TestResult } from '../model/results.js';
import { displayPath } from '../source/display-path.js';
import { catalogFiles } from './catalog-files.js';
import { type CatalogRef, readCatalog } from './catalogs.js';
import type { LoadCache } from './load-cache.js';
import { readRequirements } from './requirement-catalog.js';

/**
 * The catalogs that speak for these tests: for each test file, `catalog.yaml` in its folder or the
 * nearest ancestor folder up to `cwd` (a suite's catalog sits next to its suite.yaml). Each catalog
 * is read and checked once; a bad catalog throws a located error. Sorted by path.
 */
export function discoverCatalogs(tests: Iterable<Pick<TestResult, 'file'>>, cwd: string, cache?: LoadCache): CatalogRef[] {
  const root = path.resolve(cwd);
  return catalogFiles(tests, cwd).map((file) => catalogRef(file, root, scopeOf(displayPath(path.dirname(file), root)), cache));
}

/**
 * Catalogs named on the command line (`--catalog FILE`). Each covers the tests under its own folder;
 * a single named catalog covers every test (so results recorded elsewhere can be joined with it).
 */
export function namedCatalogs(files: string[], cwd: string, cache?: LoadCache): CatalogRef[] {
  const root = path.resolve(cwd);
  return files.map((f) => {
    const abs = path.resolve(root, f);
    return catalogRef(abs, root, files.length === 1 ? '' : scopeOf(displayPath(path.dirname(abs), root)), cache);
  });
}

/** A catalog file read and checked, with the requirement catalog it names (through the load cache, when given). */
function catalogRef(absolutePath: string, root: string, scope: string, cache?: LoadCache): CatalogRef {
  const file = displayPath(absolutePath, root);
  const catalog = readCatalog(file, absolutePath);
  const requirements = readRequirements(file, absolutePath, catalog, cache);
  return { file, scope, catalog, ...(requirements ? { requirements } : {}) };
}

function scopeOf(dir: string): string {
  return dir === '.' ? '' : dir;
}
