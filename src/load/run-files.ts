import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RunFiles } from '../model/run-files.js';
import type { LoadedDocument, LoadedSuite } from '../model/scenario.js';
import { UserError } from '../source/diagnostic.js';
import { asText } from '../template/functions.js';
import { LayeredScope } from '../template/scope.js';
import { renderDeep } from '../template/template.js';
import { outsideAfterLinks, readableRoot } from './inside-folder.js';

/**
 * Reads every file the run of these documents will need (see `model/run-files.ts`), once each:
 * - each string under a `schema:` key of a document (its steps, teardown, streams: anywhere) or of a
 *   suite's `setup`, resolved as the check resolves it (from the document's folder, or the suite's for
 *   setup), and only inside the folder the document may read from (unless `allowOutside`). A value
 *   that is no schema file (a literal `schema:` key in an expected body, say) costs one failed read;
 * - `--wire-schema`, which must parse (exit 2 otherwise, before anything is sent);
 * - each token's key file, its path rendered with the run's variables, the environment, and whether
 *   wirecase will start the suite's target (`defined(target)`). A path that reads the target's URL
 *   cannot be known before the run: the token says so then.
 */
export function readRunFiles(
  documents: readonly LoadedDocument[],
  options: { vars?: Record<string, unknown>; allowOutside?: boolean; wireSchema?: string; baseUrl?: string },
): RunFiles {
  const schemas = new Map<string, { json: unknown } | { error: string }>();
  const readSchema = (ref: string, base: string, root: string) => {
    const file = ref.split('#')[0];
    if (!file) return;
    const absolute = path.resolve(base, file);
    if (schemas.has(absolute) || (!options.allowOutside && outsideAfterLinks(absolute, root))) return;
    schemas.set(absolute, readJson(absolute));
  };
  const suites = new Set<LoadedSuite>();
  for (const doc of documents) {
    suites.add(doc.suite);
    const root = readableRoot(doc);
    forEachSchemaRef(doc.data, (ref) => readSchema(ref, doc.dir, root));
  }
  for (const suite of suites) forEachSchemaRef(suite.data.setup, (ref) => readSchema(ref, suite.dir, suite.dir));
  if (options.wireSchema) {
    const absolute = path.resolve(options.wireSchema);
    const read = readJson(absolute);
    if ('error' in read) throw new UserError({ code: 'BAD_ARGUMENT', message: `--wire-schema ${options.wireSchema}: ${read.error}` });
    schemas.set(absolute, read);
  }
  return { schemas, keys: readKeyFiles(suites, options.vars ?? {}, options.baseUrl) };
}

function readJson(file: string): { json: unknown } | { error: string } {
  try {
    return { json: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0]! };
  }
}

/** Every string value of a `schema:` key, at any depth. */
function forEachSchemaRef(value: unknown, visit: (ref: string) => void): void {
  if (Array.isArray(value)) for (const item of value) forEachSchemaRef(item, visit);
  else if (value !== null && typeof value === 'object')
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      if (key === 'schema' && typeof child === 'string') visit(child);
      else forEachSchemaRef(child, visit);
    }
}

/** What a target wirecase has not started yet stands as: whether there will be one is known, its URL is not. */
const NOT_STARTED_YET = { url: 'http://target-not-started-yet.invalid', host: 'target-not-started-yet.invalid' };

/** Each token's key file, its path rendered as the run will render it (`baseUrl`: `--base-url`, when given). */
export function readKeyFiles(suites: Iterable<LoadedSuite>, vars: Record<string, unknown>, baseUrl?: string): RunFiles['keys'] {
  const keys = new Map<string, { text: string } | { error: string }>();
  for (const suite of suites) {
    for (const file of keyPaths(suite, vars, baseUrl)) {
      if (keys.has(file)) continue;
      try {
        keys.set(file, { text: readFileSync(file, 'utf8') });
      } catch (error) {
        keys.set(file, { error: (error as NodeJS.ErrnoException).code ?? (error as Error).message });
      }
    }
  }
  return keys;
}

/** The key files a suite's tokens name, as far as they can be known before the run. */
function keyPaths(suite: LoadedSuite, vars: Record<string, unknown>, baseUrl: string | undefined): string[] {
  // As run-project.ts builds the run's scope: a target only when wirecase starts it.
  const startsTarget = !baseUrl && suite.data.target !== undefined;
  const builtins = { env: { ...process.env }, ...(startsTarget ? { target: NOT_STARTED_YET } : {}) };
  const paths: string[] = [];
  for (const token of Object.values(suite.data.tokens ?? {})) {
    let key: unknown;
    try {
      const suiteVars = renderDeep(suite.data.vars ?? {}, new LayeredScope([builtins])) as Record<string, unknown>;
      key = renderDeep(token.key, new LayeredScope([{ ...suiteVars, ...vars }, builtins]));
    } catch {
      continue; // it reads what only the run knows, or is broken: said when the run mints it
    }
    const file = key === undefined || key === null ? '' : asText(key).trim();
    if (file && !file.includes(NOT_STARTED_YET.host)) paths.push(path.resolve(suite.dir, file));
  }
  return paths;
}
