import { readdirSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../source/diagnostic.js';

/** Files in a scenario folder that are not scenario documents. */
const NOT_SCENARIOS = /^(suite|catalog|requirements)\.ya?ml$|\.env\.ya?ml$/;

/**
 * The scenario files under the given paths, in a deterministic order (sorted path by path), each once.
 * Suite, catalog, requirement-catalog and env files, and fragments, are never scenario documents, even when named (e.g.
 * by a shell glob).
 */
export function discoverFiles(paths: string[], cwd: string): string[] {
  const found = new Set<string>();
  for (const given of paths) {
    const absolute = path.resolve(cwd, given);
    let stats: Stats;
    try {
      stats = statSync(absolute);
    } catch {
      throw new UserError({ code: 'FILE_NOT_FOUND', message: `no such file or folder: ${given}` });
    }
    if (stats.isDirectory()) walk(absolute, found);
    else if (!NOT_SCENARIOS.test(path.basename(absolute)) && path.basename(path.dirname(absolute)) !== 'fragments') found.add(absolute);
  }
  return [...found];
}

function walk(dir: string, found: Set<string>): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    // `fragments/` folders hold steps for `include:`, not documents.
    if (entry.name.startsWith('.') || entry.name === 'node_modules' || (entry.isDirectory() && entry.name === 'fragments')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (/\.ya?ml$/.test(entry.name) && !NOT_SCENARIOS.test(entry.name)) found.add(full);
  }
}
