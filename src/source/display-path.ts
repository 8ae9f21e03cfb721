import path from 'node:path';

/** How a file is named in output: relative to the folder wirecase runs in when inside it, else absolute (never `../../..`); `/` separators. */
export function displayPath(file: string, cwd: string = process.cwd()): string {
  const absolute = path.resolve(cwd, file);
  const rel = path.relative(cwd, absolute);
  if (!rel) return '.';
  // Outside is `..` or `../…`; a folder inside named `..x` is not outside.
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return absolute.split(path.sep).join('/');
  return rel.split(path.sep).join('/');
}
