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
 * - each token's key file, its path rendered with the run's variables and the environment. A path
 *   that needs more (the started target's URL) cannot be known before the run: the token says so then.
 */
export function readRunFiles(
  documents: readonly LoadedDocument[],
  options: { vars?: Record<string, unknown>; allowOutside?: boolean; wireSchema?: string },
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
  return { schemas, keys: readKeyFiles(suites, options.vars ?? {}) };
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
    for (const [key, child] of Object.entries(value)) {
      if (key === 'schema' && typeof child === 'string') visit(child);
      else forEachSchemaRef(child, visit);
    }
}

/** Each token's key file, its path rendered as the run renders it, less the target it has not started yet. */
export function readKeyFiles(suites: Iterable<LoadedSuite>, vars: Record<string, unknown>): RunFiles['keys'] {
  const keys = new Map<string, { text: string } | { error: string }>();
  for (const suite of suites) {
    const builtins = { env: { ...process.env } };
    for (const token of Object.values(suite.data.tokens ?? {})) {
      let key: unknown;
      try {
        const suiteVars = renderDeep(suite.data.vars ?? {}, new LayeredScope([builtins])) as Record<string, unknown>;
        key = renderDeep(token.key, new LayeredScope([{ ...suiteVars, ...vars }, builtins]));
      } catch {
        continue; // it reads what only the run knows, or is broken: said when the run mints it
      }
      if (key === undefined || key === null || asText(key).trim() === '') continue;
      const file = path.resolve(suite.dir, asText(key).trim());
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
