import path from 'node:path';
import type { TestResult } from '../model/results.js';
import { displayPath } from '../source/display-path.js';
import { catalogFiles } from './catalog-files.js';
import { type CatalogRef, readCatalog } from './catalogs.js';

/**
 * The catalogs that speak for these tests: for each test file, `catalog.yaml` in its folder or the
 * nearest ancestor folder up to `cwd` (a suite's catalog sits next to its suite.yaml). Each catalog
 * is read and checked once; a bad catalog throws a located error. Sorted by path.
 */
export function discoverCatalogs(tests: Iterable<Pick<TestResult, 'file'>>, cwd: string): CatalogRef[] {
  const root = path.resolve(cwd);
  return catalogFiles(tests, cwd).map((file) => ({
    file: displayPath(file, root),
    scope: scopeOf(displayPath(path.dirname(file), root)),
    catalog: readCatalog(displayPath(file, root), file),
  }));
}

/**
 * Catalogs named on the command line (`--catalog FILE`). Each covers the tests under its own folder;
 * a single named catalog covers every test (so results recorded elsewhere can be joined with it).
 */
export function namedCatalogs(files: string[], cwd: string): CatalogRef[] {
  const root = path.resolve(cwd);
  return files.map((f) => {
    const abs = path.resolve(root, f);
    return {
      file: displayPath(abs, root),
      scope: files.length === 1 ? '' : scopeOf(displayPath(path.dirname(abs), root)),
      catalog: readCatalog(displayPath(abs, root), abs),
    };
  });
}

function scopeOf(dir: string): string {
  return dir === '.' ? '' : dir;
}
