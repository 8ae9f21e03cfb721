import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { LoadedDocument } from '../model/scenario.js';
import { displayPath } from '../source/display-path.js';

/**
 * The folder a document may read files from (`expect.schema:` files, `include:` fragments): its
 * suite's folder. A document with no suite.yaml and no project above it has the filesystem root as its
 * suite's folder, which would allow any file: its own folder is used then.
 */
export function readableRoot(doc: LoadedDocument): string {
  const root = doc.suite.dir;
  return path.dirname(root) === root ? doc.dir : root;
}

/**
 * Why `target` is not inside `root` once symbolic links are followed (a link in the folder may point
 * anywhere, `/etc/passwd` included), or undefined when it is inside, or does not exist (that is
 * reported on its own).
 */
export function outsideAfterLinks(target: string, root: string): string | undefined {
  let real: string;
  let realRoot: string;
  try {
    real = realpathSync(target);
    realRoot = realpathSync(root);
  } catch {
    return undefined;
  }
  if (real === realRoot || real.startsWith(realRoot + path.sep)) return undefined;
  return `it resolves to ${displayPath(real)}${real === path.resolve(target) ? '' : ' through a symbolic link'}`;
}

/** The hint every such refusal carries. */
export const OUTSIDE_HINT = 'a document reads files only from its suite folder; --allow-outside lifts this for files you trust';
