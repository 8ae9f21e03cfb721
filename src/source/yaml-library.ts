import { createRequire } from 'node:module';

type YamlLibrary = typeof import('yaml');

const require = createRequire(import.meta.url);
let library: YamlLibrary | undefined;

/**
 * The YAML library, loaded at its first use (it is CommonJS, so `require` loads it at once): a command
 * whose documents all come from the load cache never parses YAML and does not pay the ~35 ms its
 * modules take to load.
 */
export function yamlLibrary(): YamlLibrary {
  library ??= require('yaml') as YamlLibrary;
  return library;
}
