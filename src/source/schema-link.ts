import { existsSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from './package-root.js';

/**
 * How a file that `wirecase init` or `wirecase record` writes names its schema on its
 * `# yaml-language-server: $schema=` line, so an editor finds it.
 *
 * - `dependency`: wirecase is installed in a project the folder is in: the path, relative to the
 *   folder, of `node_modules/wirecase/schemas/<file>` in the nearest project above it. It keeps
 *   working when the project is moved or cloned (after `npm install`).
 * - `checkout`: the folder is inside wirecase's own folder (this repository): relative to it, so it
 *   moves with the checkout.
 * - `local`: neither (a global install, npx): the relative path to this wirecase's schemas. It works
 *   on this machine, and stops working if the folder or wirecase moves. The schemas' `$id` URLs are
 *   not served anywhere, so they are no working editor link; `init` says how to make the link last.
 */
export interface SchemaLink {
  /** What to write after `$schema=`, with `/` separators. */
  link: string;
  /** The schema file on disk. */
  file: string;
  kind: 'dependency' | 'checkout' | 'local';
}

export function schemaLink(fromDir: string, schemaFile: string): SchemaLink {
  const from = path.resolve(fromDir);
  const relative = (file: string) => path.relative(from, file).split(path.sep).join('/');
  for (let dir = from; ; dir = path.dirname(dir)) {
    const installed = path.join(dir, 'node_modules', 'wirecase', 'schemas', schemaFile);
    if (existsSync(installed)) return { link: relative(installed), file: installed, kind: 'dependency' };
    if (path.dirname(dir) === dir) break;
  }
  const own = path.join(packageRoot, 'schemas', schemaFile);
  const inside = !path.relative(packageRoot, from).startsWith('..') && !path.isAbsolute(path.relative(packageRoot, from));
  return { link: relative(own), file: own, kind: inside ? 'checkout' : 'local' };
}
