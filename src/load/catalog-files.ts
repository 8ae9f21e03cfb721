import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestResult } from '../model/results.js';

/**
 * The catalog files that speak for these tests (absolute paths, sorted): for each test file,
 * `catalog.yaml` in its folder or the nearest ancestor folder up to `cwd` (a suite's catalog sits next
 * to its suite.yaml). Only looks: reading them (discover-catalogs.ts) loads the catalog schema's
 * validator, which a run without catalogs does not need.
 */
export function catalogFiles(tests: Iterable<Pick<TestResult, 'file'>>, cwd: string): string[] {
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
  return [...found].sort();
}
