import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's own folder, where schemas/ lives, whether run from the repo (dist/src/load) or installed. */
export const packageRoot: string = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'schemas'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('wirecase: cannot find its schemas/ folder');
})();

export const schemasDir = path.join(packageRoot, 'schemas');
