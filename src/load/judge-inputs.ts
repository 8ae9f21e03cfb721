import type { TestResult } from '../model/results.js';
import { version } from '../source/version.js';
import { type Baseline, readBaseline } from './baseline-file.js';
import { catalogFiles } from './catalog-files.js';
import type { CatalogRef } from './catalogs.js';
import { openLoadCache } from './load-cache.js';

/**
 * What judging reads besides the run, loaded with the other inputs (kept apart from load-inputs.ts:
 * `validate` and `list` never pay for the catalog schema's compiler).
 */

/**
 * The catalogs that judge these tests: the ones named with --catalog, else each test file's nearest
 * catalog.yaml. A bad catalog is exit 2, located. Where there is none, the catalog reader (and its
 * schema validator, ~20 ms to load) is not loaded.
 */
export async function loadCatalogs(
  named: readonly string[],
  tests: Iterable<Pick<TestResult, 'file'>>,
  cache = true,
  cwd = process.cwd(),
): Promise<CatalogRef[]> {
  const list = [...tests];
  if (!named.length && !catalogFiles(list, cwd).length) return [];
  const { discoverCatalogs, namedCatalogs } = await import('./discover-catalogs.js');
  const loadCache = openLoadCache({ cwd, version, disabled: !cache });
  return named.length ? namedCatalogs([...named], cwd, loadCache) : discoverCatalogs(list, cwd, loadCache);
}

/** `--expected-failures FILE`, read and checked (exit 2 at file:line when it is wrong). */
export function loadBaseline(file: string | undefined): Baseline | undefined {
  return file === undefined ? undefined : readBaseline(file);
}
