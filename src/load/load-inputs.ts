import path from 'node:path';
import { type Diagnostic, UserError } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import { version } from '../source/version.js';
import { doubleScheme } from './intent-warnings.js';
import { openLoadCache } from './load-cache.js';
import { type LoadedProject, loadProject } from './load-project.js';
import { typeGivenVariables } from './typed-variables.js';
import { knownVariableNames } from './variable-names.js';
import { parseVarOptions, readEnvFile } from './variables.js';

/**
 * The "load" step of a command: every input read and checked before anything is sent. A problem in
 * any of them is exit 2, with everything that is wrong.
 */

/** What a command loads: the paths, and how (see `LoadOptions`); `cache: false` is `--no-cache`. */
export interface InputOptions {
  paths: string[];
  /** Variable names given beside the documents (`--var`, `--env-file`): known to every document. */
  varNames?: Iterable<string>;
  cache?: boolean;
  allowOutside?: boolean;
  suiteVariables?: { baseUrlGiven: boolean };
  /** Where the paths are read from; the working folder unless given. */
  cwd?: string;
}

/**
 * Loads the given paths, through the load cache unless `cache` is false (`--no-cache`); any
 * diagnostic stops the command (exit 2) with everything that is wrong.
 */
export async function loadOrFail(options: InputOptions): Promise<LoadedProject> {
  const project = await loadInputs(options);
  if (project.diagnostics.length) throw new UserError(project.diagnostics, project.sources);
  return project;
}

/** Loads the given paths, through the load cache unless `cache` is false; the problems are the caller's. */
export function loadInputs(options: InputOptions): Promise<LoadedProject> {
  const cwd = options.cwd ?? process.cwd();
  return loadProject({
    paths: options.paths,
    cwd,
    extraVarNames: options.varNames ?? [],
    allowOutside: options.allowOutside === true,
    ...(options.suiteVariables ? { suiteVariables: options.suiteVariables } : {}),
    cache: openLoadCache({ cwd, version, disabled: options.cache === false }),
  });
}

/** `--var` and `--env-file` values (a --var wins), and where each name came from, for messages. */
export interface GivenVariables {
  vars: Record<string, unknown>;
  source: (name: string) => string;
  /** Whether the name came only from the env file (a file may be shared by suites that use different names). */
  fromFileOnly: (name: string) => boolean;
}

/** `--var` texts and an `--env-file`, its path read from `cwd` when given (else the working folder). */
export function givenVariables(args: { var: readonly string[]; envFile?: string }, cwd?: string): GivenVariables {
  const fromFile = args.envFile ? readEnvFile(cwd === undefined ? args.envFile : path.resolve(cwd, args.envFile)) : {};
  const fromOptions = parseVarOptions([...args.var]);
  return {
    vars: { ...fromFile, ...fromOptions },
    source: (name) => (name in fromOptions ? `--var ${name}` : `--env-file ${args.envFile}`),
    fromFileOnly: (name) => !(name in fromOptions),
  };
}

/**
 * A variable given with --var that no loaded document or suite knows is a typo: exit 2 with "did
 * you mean", instead of a setting silently ignored while the real name keeps its default. A name in
 * the env file that this run does not use is only a warning (returned): one env file may serve
 * several suites, each using some of its names.
 */
export function checkGivenVariables(given: GivenVariables, project: LoadedProject): Diagnostic[] {
  const names = Object.keys(given.vars);
  const schemes = doubleScheme(project.documents, project.suites, given.vars, given.source);
  // Walking every template of every document costs; a run given no variable has nothing to check.
  if (!names.length) return schemes;
  const known = knownVariableNames(project.documents);
  const unknown = names.filter((name) => !known.has(name));
  const problem = (name: string): Diagnostic => {
    const guess = didYouMean(name, known);
    return {
      code: 'BAD_ARGUMENT' as const,
      message: `${given.source(name)}: no document or suite of this run uses a variable \`${name}\``,
      hint: guess ? `did you mean \`${guess}\`?` : "check the spelling against the suite's `vars` (suite.yaml)",
    };
  };
  const errors = unknown.filter((name) => !given.fromFileOnly(name)).map(problem);
  // Typed by the suites' defaults, in place: `--var oauth=false` is false (load/typed-variables.ts).
  errors.push(...typeGivenVariables(given.vars, project.suites, given.source));
  if (errors.length) throw new UserError(errors, project.sources);
  return [...unknown.map(problem), ...schemes];
}
