import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadedDocument, LoadedSuite, ScenarioDocument } from '../model/scenario.js';
import { type Diagnostic, UserError } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import { displayPath } from '../source/display-path.js';
import type { SourceText } from '../source/source-file.js';
import { formatSpan } from '../source/span.js';
import { checkDocument, quotedNumbers, uncheckedSteps, unknownSecret } from './check-document.js';
import { discoverFiles } from './discover-files.js';
import { expandIncludes, FragmentLoader } from './expand-includes.js';
import { intentWarnings, timeoutTooLarge } from './intent-warnings.js';
import { expandLiteralMatrix } from './legs.js';
import type { LoadCache } from './load-cache.js';
import { SuiteFinder } from './load-suite.js';
import { probableMistakes } from './probable-mistakes.js';
import { type ReadDocument, type ReadFile, readDocuments, readScenarioText } from './read-documents.js';
import type { Recheck } from './repair.js';
import { suiteVariableProblems } from './suite-variables.js';
import { loadValidators, ValidatorsNotLoaded } from './validate-schema.js';
import { schemaFileTexts } from './value-checks.js';
import { knownVariableNames, suiteVariableNames } from './variable-names.js';

const require = createRequire(import.meta.url);

export interface LoadOptions {
  paths: string[];
  cwd: string;
  /** Variables given on the command line or in an env file: known to every document. */
  extraVarNames?: Iterable<string>;
  /** The load cache (load-cache.ts): files read from it need neither the YAML library nor the schema validators. */
  cache?: LoadCache;
  /** `--allow-outside`: `schema:` files and fragments may resolve outside their suite folder. */
  allowOutside?: boolean;
  /**
   * Check that every variable a suite reads as it starts is defined (`run` and `validate`, not `list`):
   * with `--base-url` given, a suite's own `baseUrl` is never read, so its variables need no value.
   */
  suiteVariables?: { baseUrlGiven: boolean };
  /** Look for a repaired line for each error (on by default; repair.ts). */
  repair?: boolean;
}

export interface LoadedProject {
  documents: LoadedDocument[];
  suites: LoadedSuite[];
  /** Source text by display path, for code frames. */
  sources: Map<string, string>;
  diagnostics: Diagnostic[];
  /** Likely mistakes that do not stop a command (a quoted number), of the documents that loaded. */
  warnings: Diagnostic[];
}

/**
 * Files → validated documents. Every problem of every file is collected (not just the first), so one
 * `wirecase validate` lists everything to fix. Only documents without problems are returned.
 *
 * With a cache, the schema validators are loaded only once a file is not in it: the load starts
 * without them and, at the first file that needs them, loads them and starts again (so far it has
 * only read the cache, which is cheap).
 */
export async function loadProject(options: LoadOptions): Promise<LoadedProject> {
  if (!options.cache) await loadValidators();
  try {
    return loadFiles(options);
  } catch (error) {
    if (!(error instanceof ValidatorsNotLoaded)) throw error;
    await loadValidators();
    return loadFiles(options);
  }
}

function loadFiles(options: LoadOptions): LoadedProject {
  const files = discoverFiles(options.paths, options.cwd);
  const finder = new SuiteFinder(options.cwd, options.cache);
  const fragments = new FragmentLoader(options.cwd, options.allowOutside);
  const sources: SourceText[] = [];
  const diagnostics: Diagnostic[] = [];
  const documents: LoadedDocument[] = [];
  const warnings: Diagnostic[] = [];
  const extra = [...(options.extraVarNames ?? [])];
  /** Every suite a file belongs to, its documents loaded or not, so each `secrets:` list is checked once. */
  const seen = new Set<LoadedSuite>();

  for (const file of files) {
    const display = displayPath(file, options.cwd);
    const read = readOrTooLarge(display, file, diagnostics, options.cache);
    if (!read) continue;
    sources.push(read.source);
    const suite = finder.suiteFor(path.dirname(file));
    seen.add(suite);
    if (read.count === 0)
      diagnostics.push({ code: 'NO_DOCUMENTS', message: `${display} holds no scenario document`, span: { file: display, line: 1, col: 1 } });
    const check = (docs: ReadDocument[], out: Diagnostic[], keep?: LoadedDocument[]) =>
      docs.forEach((doc, index) => {
        if (!doc.ok) return void out.push(...doc.diagnostics);
        if (doc.empty) return; // an empty document, e.g. after a trailing `---`
        const written = asLoaded(doc, display, path.dirname(file), index, suite);
        const { doc: loaded, diagnostics: includeProblems } = expandIncludes(written, fragments);
        if (includeProblems.length) return void out.push(...includeProblems);
        const known = new Set([...suiteVariableNames(suite), ...extra]);
        const semantic = [...checkDocument(loaded, known, options.allowOutside), ...uncheckedSteps(loaded), ...timeoutTooLarge(loaded.locate, loaded.data)];
        if (semantic.length) return void out.push(...semantic);
        if (!keep) return;
        warnings.push(
          ...quotedNumbers(loaded),
          ...probableMistakes(loaded, new Set([...knownVariableNames([loaded]), ...extra])),
          ...intentWarnings(loaded, read.source.text),
        );
        keep.push(...expandLiteralMatrix(loaded));
      });
    const found: Diagnostic[] = [];
    check(read.documents, found, documents);
    if (!found.length) continue;
    // Messages that repair: each error's line edited by method and checked again (repair.ts).
    const recheck: Recheck = (text) => {
      const out: Diagnostic[] = [];
      try {
        check(readScenarioText(display, text), out);
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        out.push(...error.diagnostics);
      }
      return out;
    };
    // repair.ts loads with the first error: a load without one never needs it.
    const repair = () => (require('./repair.js') as typeof import('./repair.js')).repairDiagnostics(display, read.source.text, found, recheck);
    diagnostics.push(...(options.repair === false ? found : repair()));
  }
  diagnostics.unshift(...finder.diagnostics);
  for (const suite of seen) diagnostics.push(...timeoutTooLarge((at) => suite.locate?.(at), suite.data));
  diagnostics.push(...duplicateIds(documents));
  if (options.suiteVariables) for (const suite of seen) diagnostics.push(...suiteVariableProblems(suite, extra, options.suiteVariables.baseUrlGiven));
  for (const suite of seen)
    diagnostics.push(
      ...checkSuiteSecrets(
        suite,
        documents.filter((d) => d.suite === suite),
        extra,
      ),
    );
  const suites = [...new Set(documents.map((d) => d.suite))];
  const texts = new Map([...sources, ...finder.sources, ...fragments.sources].map((s) => [s.path, s.text]));
  for (const [file, text] of schemaFileTexts) texts.set(file, text);
  return { documents, suites, sources: texts, diagnostics: once(diagnostics), warnings: once(warnings) };
}

function asLoaded(doc: Extract<ReadDocument, { ok: true }>, file: string, dir: string, index: number, suite: LoadedSuite): LoadedDocument {
  const data = doc.data as ScenarioDocument;
  // As written: its `include:` steps and checks are replaced next (expandIncludes).
  return { data: { ...data, steps: data.steps ?? [] } as LoadedDocument['data'], file, dir, index, span: doc.span, suite, locate: doc.locate };
}

/** A fragment's problem is found once per document that includes it: say it once. */
function once(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.code} ${d.message} ${d.span ? formatSpan(d.span) : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A file too large to parse is a diagnostic among the others, so every other file is still checked. */
function readOrTooLarge(display: string, file: string, diagnostics: Diagnostic[], cache?: LoadCache): ReadFile | undefined {
  try {
    return readDocuments('scenario', display, file, cache);
  } catch (error) {
    if (!(error instanceof UserError) || error.diagnostics[0]?.code !== 'YAML_LIMIT') throw error;
    diagnostics.push(...error.diagnostics);
    return undefined;
  }
}

/**
 * A suite's `secrets:` names a variable of the suite, of --var, or of its documents. Only the
 * documents of this run are seen, so a name none of them knows may still be another document's; it
 * is reported only when it looks like a typo of a known name (did you mean), which would leave the
 * real variable unmasked.
 */
function checkSuiteSecrets(suite: LoadedSuite, documents: LoadedDocument[], extra: string[]): Diagnostic[] {
  if (!suite.data.secrets?.length) return [];
  const known = new Set([...suiteVariableNames(suite), ...extra, ...knownVariableNames(documents)]);
  const out: Diagnostic[] = [];
  suite.data.secrets.forEach((name, i) => {
    if (known.has(name) || !didYouMean(name, known)) return;
    out.push(unknownSecret(name, known, suite.locate?.(['secrets', i])));
  });
  return out;
}

function duplicateIds(documents: LoadedDocument[]): Diagnostic[] {
  const first = new Map<string, LoadedDocument>();
  const out: Diagnostic[] = [];
  for (const doc of documents) {
    const earlier = first.get(doc.data.id);
    if (!earlier) first.set(doc.data.id, doc);
    else
      out.push({
        code: 'DUPLICATE_TEST_ID',
        message: `test ID \`${doc.data.id}\` is used twice: here and at ${formatSpan(earlier.locate(['id']))}`,
        span: doc.locate(['id']),
        hint: 'every test ID must be unique across the run',
      });
  }
  return out;
}
