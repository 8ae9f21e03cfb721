import { lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The scan's folder: every file written inside it, masked, never through a link planted there. */
export interface ScanFolder {
  root: string;
  /** Writes a file (a path with `/`, relative to the folder); returns that path. */
  write(relative: string, text: string): string;
  /** Removes what an earlier scan left at a path of the folder (a link itself, never what it points to). */
  remove(relative: string): void;
  written: string[];
}

export function scanFolder(root: string, mask: (text: string) => string): ScanFolder {
  const written: string[] = [];
  return {
    root,
    written,
    remove(relative) {
      rmSync(inside(root, relative), { recursive: true, force: true });
    },
    write(relative, text) {
      const target = inside(root, relative);
      mkdirSync(path.dirname(target), { recursive: true });
      // A new file renamed over the name replaces whatever was there, link or file, and follows none.
      const temporary = `${target}.${process.pid}.tmp`;
      rmSync(temporary, { force: true });
      writeFileSync(temporary, mask(text), { flag: 'wx' });
      if (lstatSync(target, { throwIfNoEntry: false })?.isDirectory()) rmSync(target, { recursive: true });
      renameSync(temporary, target);
      written.push(relative);
      return relative;
    },
  };
}

/** A path of the folder, refused when it would leave it. */
function inside(root: string, relative: string): string {
  const target = path.join(root, ...relative.split('/'));
  if (!path.resolve(target).startsWith(path.resolve(root) + path.sep)) throw new Error(`scan: ${relative} leaves the scan's folder`);
  return target;
}
