import path from 'node:path';
import { unreachableReason } from '../http/reachable.js';
import type { JudgeInputs } from '../judge/judge.js';
import { plannedTest } from '../judge/planned.js';
import { MAX_TIMER_MS } from '../load/intent-warnings.js';
import { loadBaseline, loadCatalogs } from '../load/judge-inputs.js';
import { checkGivenVariables, type GivenVariables, givenVariables, loadInputs } from '../load/load-inputs.js';
import type { LoadedProject } from '../load/load-project.js';
import { readRunFiles } from '../load/run-files.js';
import { parseShard, type Selection, type ShardSpec, select, selectShard } from '../load/select-tests.js';
import { parseHttpUrl } from '../load/url-rules.js';
import { documentDurations } from '../model/results.js';
import type { RunFiles } from '../model/run-files.js';
import type { LoadedDocument } from '../model/scenario.js';
import type { RunOptions } from '../run/run-project.js';
import { toBytes } from '../run/units.js';
import { type Diagnostic, UserError } from '../source/diagnostic.js';
import { version as packageVersion } from '../source/version.js';
import { problemDiagnostics } from './catalog-problems.js';

/** Everything a run is given, as `wirecase run`'s options give it; every path relative to `cwd`. */
export interface PrepareOptions {
  /** Files and folders of scenario documents. */
  paths: string[];
  /** Where relative paths are read from; the process's working folder unless given. */
  cwd?: string;
  /** The version the results name (`tool.version`); this package's unless given. */
  version?: string;
  /** The load cache (`load/load-cache.ts`); on unless `false` (`--no-cache`). */
  cache?: boolean;
  /** `--allow-outside`: `schema:` files and fragments may lie outside their suite folder. */
  allowOutside?: boolean;
  /** Variables as values (an API caller's); `--var` texts and `--env-file` as the CLI gives them. A `--var` wins over the file, a value over both. */
  vars?: Record<string, unknown>;
  varOptions?: readonly string[];
  envFile?: string;
  /** What each `executeRun` gives rather than the plan (`RunHooks`): a base URL, the values of these variables. */
  atExecute?: { baseUrl?: boolean; vars?: readonly string[] };
  /** `--id`, `--tag`, `--grep`; then `--shard K/N`, balanced by `--durations` (a results.json). */
  selection?: Selection;
  shard?: string;
  durations?: string;
  /** `--base-url`: every suite's base URL, no target started; checked to answer before the run unless `checkReachable` is false. */
  baseUrl?: string;
  checkReachable?: boolean;
  /** `--stdio`: the command line of a stdio server every test starts as its own process; replaces every suite's target and base URL. */
  stdio?: string;
  /**
   * For `role: client` documents: `--client`, `--client-timeout`; `inProcess` when each `executeRun` runs the client itself (`RunHooks.runClient`);
   * `stdio` when that client is judged over stdio (a command is, when it holds `{{server_command}}`): `runClient` then gets the server's command line, not a URL.
   */
  client?: { command?: string; timeoutMs?: number; inProcess?: boolean; stdio?: boolean };
  /** `--wire-schema`: an MCP schema.json every JSON-RPC message received is checked against. */
  wireSchema?: string;
  /** Judging: `--expected-failures`, `--catalog` (else each test's nearest catalog.yaml), `--strict`, `--strict-baseline`, `--strict-catalog`. */
  expectedFailures?: string;
  catalogs?: readonly string[];
  strict?: boolean;
  strictBaseline?: boolean;
  strictCatalog?: boolean;
  /** How it runs: `--timeout`, `--bail`, `--concurrency`, `--report-body-size`, `--keep-passed-steps`. */
  timeoutMs?: number;
  bail?: boolean;
  concurrency?: number;
  reportBodySize?: string | number;
  keepPassedSteps?: boolean;
  /**
   * `--max-time`: the whole run's deadline, as seconds or `90s`, `30m`, `2h` (0: none). Past it the run
   * stops as a signal stops it: no new test, the running ones abandoned and named, its report incomplete.
   */
  maxTime?: string | number;
}

/**
 * What `executeRun` runs and judges: every input read and checked, nothing sent yet. Plain data: a
 * caller may run a part of it (`{ ...plan, documents: some }`, some of its own documents in their order).
 */
export interface RunPlan {
  /** The tests to run (the selection, then this shard's share), in the order they run. */
  documents: LoadedDocument[];
  /** The text of every file loaded, by display path, for code frames. */
  sources: ReadonlyMap<string, string>;
  /** What does not stop the run but should be said (a quoted number, a variable of the env file no document uses). */
  warnings: Diagnostic[];
  /** With `--shard`: which share this is, of how many selected tests. */
  shard?: { spec: ShardSpec; selected: number; durationsFile?: string };
  /** The files the run reads, read now (`load/run-files.ts`). */
  files: RunFiles;
  /** What the run is told (`run/run-project.ts`), less what each execution gives. */
  run: Omit<RunOptions, 'listener' | 'stop' | 'startTarget' | 'files' | 'client'>;
  /** `--client` and `--client-timeout`, for `role: client` documents (else each suite's `client`). */
  client?: { command?: string | undefined; timeoutMs?: number | undefined; stdio?: boolean };
  /** What judging reads besides the run. */
  judge: JudgeInputs;
  /** `--max-time` in ms: each execution ends by then, its report incomplete (absent: no deadline). */
  maxTimeMs?: number;
  /** `PrepareOptions.atExecute`: what an execution may give (anything else it gives is a mistake of the caller's). */
  atExecute: { baseUrl: boolean; vars: readonly string[] };
}

/** A plan, or every problem that stops the run before anything is sent (exit 2), located in `sources`. */
export type Prepared = { ok: true; plan: RunPlan } | { ok: false; diagnostics: Diagnostic[]; sources: ReadonlyMap<string, string>; warnings: Diagnostic[] };

/**
 * Takes every input of a run before anything is sent: the documents and their suites, the variables
 * and env file, the selection and shard, the targets (a base URL checked to answer), the files the
 * run reads, the catalogs and the expected-failures file. Any problem is returned, located, and
 * nothing has been sent.
 */
export async function prepareRun(options: PrepareOptions): Promise<Prepared> {
  const said: { warnings: Diagnostic[]; sources: ReadonlyMap<string, string> } = { warnings: [], sources: new Map() };
  try {
    return { ok: true, plan: await plan(options, said) };
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return { ok: false, diagnostics: error.diagnostics, sources: error.sources.size ? error.sources : said.sources, warnings: said.warnings };
  }
}

async function plan(options: PrepareOptions, said: { warnings: Diagnostic[]; sources: ReadonlyMap<string, string> }): Promise<RunPlan> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  // Files named relative to `cwd`; as given when it is the working folder, so messages name them as typed.
  const at = options.cwd === undefined ? (file: string) => file : (file: string) => path.resolve(cwd, file);
  const run = checkedRunOptions(options);
  const maxTimeMs = options.maxTime === undefined ? 0 : durationOption('--max-time', options.maxTime);
  const shard = await checkedShard(options, at);
  const given = givenOf(options);
  const baseline = loadBaseline(options.expectedFailures === undefined ? undefined : at(options.expectedFailures));
  const laterVars = options.atExecute?.vars ?? [];
  const project = await loadInputs({
    paths: options.paths,
    varNames: [...Object.keys(given.vars), ...laterVars],
    cache: options.cache !== false,
    allowOutside: options.allowOutside === true,
    suiteVariables: { baseUrlGiven: options.baseUrl !== undefined || options.stdio !== undefined || options.atExecute?.baseUrl === true },
    cwd,
  });
  said.sources = project.sources;
  said.warnings = [...project.warnings];
  if (project.diagnostics.length) throw new UserError(project.diagnostics, project.sources);
  said.warnings.push(...checkGivenVariables(given, project));

  const selected = select(project.documents, options.selection ?? {});
  if (!selected.length) throw new UserError({ code: 'BAD_ARGUMENT', message: 'no test matches the given paths and filters' });
  const documents = shard ? selectShard(selected, shard.spec, (d) => d.data.id, shard.durations) : selected;
  const catalogs = await loadCatalogs(options.catalogs ?? [], documents, options.cache !== false, cwd);
  const files = readRunFiles(documents, {
    vars: given.vars,
    allowOutside: options.allowOutside === true,
    wireSchema: run.wireSchema,
    baseUrl: options.baseUrl,
  });
  if (options.strictCatalog) await checkCatalogReferences(documents, catalogs, project);
  checkClient(options.client, documents);
  // An empty shard (more jobs than tests) sends nothing, so it needs no server.
  if (options.baseUrl !== undefined && options.checkReachable !== false && documents.length) await checkReachable(options.baseUrl);
  return {
    documents,
    sources: project.sources,
    warnings: said.warnings,
    ...(shard ? { shard: { spec: shard.spec, selected: selected.length, ...(shard.durationsFile ? { durationsFile: shard.durationsFile } : {}) } } : {}),
    files,
    run: { ...run, vars: given.vars },
    ...(options.client ? { client: planClient(options.client) } : {}),
    judge: { catalogs, ...(baseline ? { baseline } : {}), strictBaseline: options.strictBaseline === true, strict: options.strict === true },
    ...(maxTimeMs ? { maxTimeMs } : {}),
    atExecute: { baseUrl: options.atExecute?.baseUrl === true, vars: laterVars },
  };
}

const badArgument = (message: string, hint?: string): never => {
  throw new UserError({ code: 'BAD_ARGUMENT', message, ...(hint ? { hint } : {}) });
};

/** `--stdio`: a command line; with `--base-url` too it is the parity of two transports, which is two plans (parity.ts), never one. */
function checkStdio(options: PrepareOptions): void {
  if (options.stdio === undefined) return;
  if (!options.stdio.trim())
    badArgument('--stdio needs the command line that starts the server, e.g. --stdio "npx -y @modelcontextprotocol/server-everything"');
  if (options.baseUrl !== undefined)
    badArgument(
      'one plan runs over one transport: --stdio and --base-url together are the transport parity run',
      'prepare it with prepareParity (src/engine/parity.ts)',
    );
}

/** The options of the run itself, each checked (exit 2 with what is wrong). */
function checkedRunOptions(options: PrepareOptions): RunPlan['run'] {
  const { concurrency, baseUrl, timeoutMs } = options;
  if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency >= 1))
    badArgument(`--concurrency must be a whole number of at least 1, got ${concurrency}`);
  if (baseUrl !== undefined && !(parseHttpUrl(baseUrl) instanceof URL)) badArgument(`--base-url must be an http:// or https:// URL, got \`${baseUrl}\``);
  checkStdio(options);
  for (const [option, ms] of [
    ['--timeout', timeoutMs],
    ['--client-timeout', options.client?.timeoutMs],
  ] as const) {
    // Past 2^31-1 ms (24.8 days) Node's timers fire at once (TimeoutOverflowWarning): a timeout that long is a typo.
    if (ms !== undefined && !(Number.isInteger(ms) && ms >= 1 && ms <= MAX_TIMER_MS))
      badArgument(`${option} must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS} (about 24.8 days), got ${ms}`);
  }
  return {
    version: options.version ?? packageVersion,
    ...(baseUrl !== undefined ? { baseUrl } : {}),
    ...(options.stdio !== undefined ? { stdio: options.stdio } : {}),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    ...(options.bail ? { bail: true } : {}),
    ...(concurrency !== undefined ? { concurrency } : {}),
    ...(options.reportBodySize !== undefined ? { reportBodyBytes: sizeOption('--report-body-size', options.reportBodySize) } : {}),
    ...(options.wireSchema ? { wireSchema: path.resolve(options.cwd ?? '', options.wireSchema) } : {}),
    ...(options.keepPassedSteps ? { keepPassedSteps: true } : {}),
  };
}

/** `--shard K/N`, and `--durations` (only with it), read now. */
async function checkedShard(
  options: PrepareOptions,
  at: (file: string) => string,
): Promise<{ spec: ShardSpec; durations?: Map<string, number>; durationsFile?: string } | undefined> {
  if (options.durations !== undefined && options.shard === undefined) badArgument('--durations only balances --shard K/N: give --shard too');
  if (options.shard === undefined) return undefined;
  const spec = parseShard(String(options.shard));
  if ('error' in spec) return badArgument(spec.error);
  if (options.durations === undefined) return { spec };
  // Read only when given: the results reader loads the results schema's validator (~20 ms).
  const { readResultsFile } = await import('../load/read-results-file.js');
  const durations = documentDurations(readResultsFile(at(options.durations), '--durations').tests);
  return { spec, durations, durationsFile: options.durations };
}

/** The variables given: values, `--var` texts and the env file; a value given as data wins. */
function givenOf(options: PrepareOptions): GivenVariables {
  const fromCli = givenVariables({ var: options.varOptions ?? [], ...(options.envFile !== undefined ? { envFile: options.envFile } : {}) }, options.cwd);
  const values = options.vars ?? {};
  if (!Object.keys(values).length) return fromCli;
  return {
    vars: { ...fromCli.vars, ...values },
    source: (name) => (name in values ? `the variable ${name}` : fromCli.source(name)),
    fromFileOnly: (name) => !(name in values) && fromCli.fromFileOnly(name),
  };
}

/** `--strict-catalog`: a reference the catalog lacks stops the run before anything is sent. */
async function checkCatalogReferences(documents: LoadedDocument[], catalogs: JudgeInputs['catalogs'], project: LoadedProject): Promise<void> {
  // The coverage join loads only for --strict-catalog: no other run needs it before the reports.
  const { computeCoverage } = await import('../judge/coverage.js');
  const { problems } = computeCoverage(catalogs, documents.map(plannedTest));
  if (!problems.length) return;
  const byId = new Map(documents.map((d) => [d.data.id, d]));
  throw new UserError(
    problemDiagnostics(problems, (p) => byId.get(p.testId)?.locate(p.at)),
    project.sources,
  );
}

function planClient(client: NonNullable<PrepareOptions['client']>): NonNullable<RunPlan['client']> {
  return { command: client.command, timeoutMs: client.timeoutMs, ...(client.stdio ? { stdio: true } : {}) };
}

/** Only client tests and no client for them: surely a forgotten --client. Among other tests they are not applicable, saying why. */
function checkClient(client: PrepareOptions['client'], documents: LoadedDocument[]): void {
  if (client?.command !== undefined || client?.inProcess) return;
  const without = documents.filter((d) => d.data.role === 'client' && d.suite.data.client?.command === undefined);
  if (without.length && without.length === documents.length)
    badArgument(
      `${without[0]!.data.id} judges a client (role: client), and no client was given`,
      'give one with --client "CMD" (the judging server\'s URL is appended as its last argument; a command with {{server_command}} is judged over stdio), or name it in the suite\'s client.command',
    );
}

async function checkReachable(baseUrl: string): Promise<void> {
  const reason = await unreachableReason(baseUrl);
  if (reason) badArgument(`--base-url ${baseUrl} cannot be reached: ${reason}`, 'check the address and that the server is running; nothing was sent');
}

/** A duration: a number of seconds, or `500ms`, `90s`, `30m`, `2h`; 0 is none. */
function durationOption(option: string, value: string | number): number {
  const text = String(value).trim();
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text);
  const ms = match ? Number(match[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(match[2] ?? 's') as 'ms' | 's' | 'm' | 'h'] : Number.NaN;
  if (Number.isFinite(ms) && ms <= 2 ** 31 - 1) return Math.round(ms);
  return badArgument(`${option} must be a duration such as 600 (seconds), 90s, 30m or 2h (0: none), got \`${text}\``);
}

function sizeOption(option: string, value: string | number): number {
  const text = String(value);
  const bytes = /^\d+(B|KiB|MiB|GiB|KB|MB|GB)?$/.test(text) ? toBytes(/^\d+$/.test(text) ? Number(text) : text, 0) : 0;
  if (bytes > 0) return bytes;
  return badArgument(`${option} must be a size such as 65536, 64KiB or 1MiB, got \`${text}\``);
}
