import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `mkdir -p`, one folder at a time from the nearest one that exists. Node's own recursive mkdirSync
 * never returns for a path under /proc (mkdir there says ENOENT for a folder whose parent exists,
 * and it tries again without end, at full CPU, deaf to every signal); this says ENOENT instead.
 * Throws the error of the first folder that cannot be made, with its `code`.
 */
export function makeFolder(dir: string): void {
  const missing: string[] = [];
  let at = path.resolve(dir);
  while (!exists(at)) {
    missing.push(at);
    const parent = path.dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

function exists(folder: string): boolean {
  try {
    statSync(folder);
    return true;
  } catch {
    return false;
  }
}
