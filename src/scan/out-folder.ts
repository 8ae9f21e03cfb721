import { lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The scan's folder: every file written inside it, masked, never through a link planted there. */
export interface ScanFolder {
  root: string;
  /** Writes a file (a path with `/`, relative to the folder); returns that path. */
  write(relative: string, text: string): string;
  written: string[];
}

export function scanFolder(root: string, mask: (text: string) => string): ScanFolder {
  const written: string[] = [];
  return {
    root,
    written,
    write(relative, text) {
      const target = path.join(root, ...relative.split('/'));
      if (!path.resolve(target).startsWith(path.resolve(root) + path.sep)) throw new Error(`scan: ${relative} leaves the scan's folder`);
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
