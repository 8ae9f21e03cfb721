/**
 * Loaded with `node --import <this file>` before the CLI: records every module the process loads,
 * one absolute URL or path a line, in the file named by WIRECASE_MODULE_LOG. ES modules are
 * recorded by a resolve hook (module-log-hooks.ts, which runs on the loader thread); CommonJS
 * modules (undici, ajv, … and what they `require`) are read from the require cache when the process
 * exits. Used by the fast-start tests to check what `--version` and `validate` do not load.
 */
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const log = process.env.WIRECASE_MODULE_LOG;
if (log) {
  register('./module-log-hooks.js', { parentURL: import.meta.url, data: { log } });
  const cache = createRequire(import.meta.url).cache;
  process.on('exit', () => {
    const files = Object.keys(cache);
    if (files.length) appendFileSync(log, files.map((f) => `cjs ${f}\n`).join(''));
  });
}
