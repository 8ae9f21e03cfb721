/**
 * The shims that put the browser stand-in where a client looks for a browser: an executable
 * `wirecase-browser` (for `$BROWSER`), `xdg-open` (Linux, and the `open` package's bundled script,
 * which falls back to `$BROWSER`) and `open` (macOS), each running browser-stand-in.js with the URL.
 */

import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BrowserShims {
  /** The folder to put first on PATH. */
  dir: string;
  /** The command to set as `$BROWSER`. */
  browser: string;
}

/** Writes the shims into a new folder (under the system's temporary folder unless `dir` is given). */
export function writeBrowserShims(dir?: string): BrowserShims {
  const folder = dir ?? mkdtempSync(path.join(tmpdir(), 'wirecase-browser-'));
  const standIn = fileURLToPath(new URL('./browser-stand-in.js', import.meta.url));
  const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;
  const script = `#!/bin/sh\n# wirecase browser stand-in: follows the authorization redirect to the client's callback\nexec ${quote(process.execPath)} ${quote(standIn)} "$@"\n`;
  for (const name of ['wirecase-browser', 'xdg-open', 'open']) {
    const file = path.join(folder, name);
    writeFileSync(file, script);
    chmodSync(file, 0o755);
  }
  return { dir: folder, browser: path.join(folder, 'wirecase-browser') };
}
