import type { RunResult } from '../../model/results.js';
import type { CatalogRef } from './catalog.js';
import { discoverCatalogs } from './discover.js';
import { computeCoverage, type Coverage } from './join.js';

export * from './catalog.js';
export * from './discover.js';
export * from './join.js';
export * from './merge.js';

/**
 * Coverage of a run: the join with the given catalogs, or, without any, with the catalog.yaml files
 * found next to (or above) the tests' files, up to `cwd`.
 */
export function coverageOf(result: RunResult, options: { cwd: string; catalogs?: CatalogRef[] }): Coverage {
  return computeCoverage(options.catalogs ?? discoverCatalogs(result.tests, options.cwd), result);
}
