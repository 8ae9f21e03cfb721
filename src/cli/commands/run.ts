import path from 'node:path';
import { unreachableReason } from '../../http/reachable.js';
import { knownFailureOf } from '../../judge/baseline.js';
import { computeCoverage } from '../../judge/coverage.js';
import { judge } from '../../judge/judge.js';
import { plannedTest } from '../../judge/planned.js';
import type { LoadedProject } from '../../load/load-project.js';
import { readRunFiles } from '../../load/run-files.js';
import { parseShard, type Selection, type ShardSpec, select, selectShard } from '../../load/select-tests.js';
import { parseHttpUrl } from '../../load/url-rules.js';
import { documentDurations, type RunResult, type TestResult } from '../../model/results.js';
import type { LoadedDocument } from '../../model/scenario.js';
import { shardLine } from '../../report/command-lines.js';
import type { Reporter } from '../../report/index.js';
import { claimStop, STOP_SIGNALS } from '../../run/interrupt.js';
import { IncompleteRun, RunInterrupted, type RunOptions, runProject } from '../../run/run-project.js';
import { toBytes } from '../../run/units.js';
import { UserError } from '../../source/diagnostic.js';
import { problemDiagnostics } from '../catalog-problems.js';
import type { ArgsOf } from '../command-table.js';
import { verdictExitCode } from '../exit-codes.js';
import { loadBaseline, loadCatalogs } from '../judge-inputs.js';
import { checkGivenVariables, givenVariables, loadOrFail } from '../load-inputs.js';
import { printDiagnostics } from '../print-diagnostics.js';
import { createReporters, prepareOutDir, reporterNames, writeReports } from '../reporting.js';
import { version } from '../version.js';
import { guardWorkflowCommands } from '../workflow-commands.js';

/** `wirecase run`'s arguments, as its row of the command table declares them. */
export type RunArgs = ArgsOf<'run'> & { color: boolean };

/** `wirecase run`: load → select → run → judge → report. */
export async function runCommand(args: RunArgs): Promise<number> {
  // In GitHub Actions no text from a server may run as a workflow command (workflow-commands.ts).
  guardWorkflowCommands();
  // Load: every input checked before anything is sent (exit 2 on any problem).
  const options = await checkedOptions(args);
  const given = givenVariables(args);
  const { vars } = given;
  const names = reporterNames(args.reporter);
  const baseline = loadBaseline(args.expectedFailures);
  const project = await loadOrFail(args.paths, Object.keys(vars), args.cache, args.allowOutside, { baseUrlGiven: args.baseUrl !== undefined });
  // What validate would warn about (a quoted number, say) is said before the run too; it fails nothing.
  const warnings = [...project.warnings, ...checkGivenVariables(given, project)];
  if (warnings.length) printDiagnostics(warnings, project.sources, process.stderr.isTTY === true && !process.env.NO_COLOR, 'warning');

  // Select: the chosen tests, then this job's shard of them.
  const documents = selectTests(project, args, options.shard);
  const catalogs = await loadCatalogs([], documents, args.cache);
  const files = readRunFiles(documents, { vars, allowOutside: args.allowOutside, wireSchema: options.run.wireSchema, baseUrl: args.baseUrl });
  if (args.strictCatalog) checkCatalogReferences(documents, catalogs, project);
  prepareOutDir(names, path.resolve(args.out));
  if (args.baseUrl !== undefined && documents.length) await checkReachable(args.baseUrl);

  // Run: a run that stops early still reports what finished, marked incomplete.
  const reporters = await createReporters(names, {
    sources: project.sources,
    write: (t) => process.stdout.write(t),
    color: args.color,
    verbose: args.verbose,
    curl: args.curl,
  });
  const knownFailure = baseline ? knownFailureOf(baseline) : () => undefined;
  const ran = await runTests(
    documents,
    {
      version,
      baseUrl: args.baseUrl,
      vars,
      files,
      timeoutMs: args.timeout,
      bail: args.bail,
      concurrency: args.concurrency,
      stop: claimStop(),
      ...options.run,
      ...(await clientOptions(args, documents)),
    },
    reporters,
    knownFailure,
  );

  // Judge, once, and report.
  const verdict = judge(ran.result, { catalogs, baseline, strictBaseline: args.strictBaseline, strict: args.strict });
  writeReports(reporters, verdict, path.resolve(args.out), { stopped: ran.stopped !== undefined });
  if (ran.stopped) {
    const cause = ran.stopped.cause;
    if (cause instanceof RunInterrupted) return STOP_SIGNALS[cause.signal];
    throw cause;
  }
  return verdictExitCode(verdict);
}

interface CheckedOptions {
  shard?: { spec: ShardSpec; durations?: Map<string, number>; durationsFile?: string };
  run: Partial<RunOptions>;
}

/** The options a run needs, each checked (exit 2 with what is wrong). */
async function checkedOptions(args: RunArgs): Promise<CheckedOptions> {
  if (args.concurrency !== undefined && !(Number.isInteger(args.concurrency) && args.concurrency >= 1)) {
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--concurrency must be a whole number of at least 1, got ${args.concurrency}` });
  }
  if (args.baseUrl !== undefined && !(parseHttpUrl(args.baseUrl) instanceof URL)) {
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--base-url must be an http:// or https:// URL, got \`${args.baseUrl}\`` });
  }
  if (args.durations !== undefined && args.shard === undefined)
    throw new UserError({ code: 'BAD_ARGUMENT', message: '--durations only balances --shard K/N: give --shard too' });
  const run: Partial<RunOptions> = {};
  if (args.reportBodySize !== undefined) run.reportBodyBytes = sizeOption('--report-body-size', args.reportBodySize);
  if (args.wireSchema) run.wireSchema = path.resolve(args.wireSchema);
  if (args.keepPassedSteps) run.keepPassedSteps = true;
  if (args.shard === undefined) return { run };
  const spec = parseShard(String(args.shard));
  if ('error' in spec) throw new UserError({ code: 'BAD_ARGUMENT', message: spec.error });
  // Read only when given: the results reader loads the results schema's validator (~20 ms).
  const durations =
    args.durations === undefined ? undefined : documentDurations((await import('../results-file.js')).readResultsFile(args.durations, '--durations').tests);
  return { shard: { spec, ...(durations ? { durations, durationsFile: args.durations } : {}) }, run };
}

/**
 * The tests this command runs: --id / --tag / --grep, then --shard. A shard may be empty (more jobs
 * than tests): it runs nothing and still writes its reports, so `wirecase report --from` can merge
 * every job's results.
 */
function selectTests(project: LoadedProject, selection: Selection, shard: CheckedOptions['shard']): LoadedDocument[] {
  const selected = select(project.documents, selection);
  if (!selected.length) throw new UserError({ code: 'BAD_ARGUMENT', message: 'no test matches the given paths and filters' });
  if (!shard) return selected;
  const documents = selectShard(selected, shard.spec, (d) => d.data.id, shard.durations);
  process.stderr.write(shardLine(shard.spec, documents.length, selected.length, shard.durations && shard.durationsFile));
  return documents;
}

/** `--strict-catalog`: a reference the catalog lacks stops the run before anything is sent. */
function checkCatalogReferences(documents: LoadedDocument[], catalogs: Awaited<ReturnType<typeof loadCatalogs>>, project: LoadedProject): void {
  const { problems } = computeCoverage(catalogs, documents.map(plannedTest));
  if (!problems.length) return;
  const byId = new Map(documents.map((d) => [d.data.id, d]));
  throw new UserError(
    problemDiagnostics(problems, (p) => byId.get(p.testId)?.locate(p.at)),
    project.sources,
  );
}

/** For `role: client` documents: the client to run (each needs one, from --client or its suite) and the judging server. */
async function clientOptions(args: RunArgs, documents: LoadedDocument[]): Promise<Partial<RunOptions>> {
  const clientDocs = documents.filter((d) => d.data.role === 'client');
  if (!clientDocs.length) return {};
  if (args.clientTimeout !== undefined && !(Number.isInteger(args.clientTimeout) && args.clientTimeout >= 1))
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--client-timeout must be a whole number of milliseconds, got ${args.clientTimeout}` });
  const without = clientDocs.filter((d) => args.client === undefined && d.suite.data.client?.command === undefined);
  // Only client tests and no client for them: surely a forgotten --client. Among other tests they are skipped, saying why.
  if (without.length === documents.length)
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: `${without[0]!.data.id} judges a client (role: client), and no client was given`,
      hint: 'give one with --client "CMD" (the judging server\'s URL is appended as its last argument), or name it in the suite\'s client.command',
    });
  const { startClientJudge } = await import('../../serve/client-judge/index.js');
  return {
    client: {
      ...(args.client !== undefined ? { command: args.client } : {}),
      ...(args.clientTimeout !== undefined ? { timeoutMs: args.clientTimeout } : {}),
      startServer: (script) => startClientJudge(script),
    },
  };
}

async function checkReachable(baseUrl: string): Promise<void> {
  const reason = await unreachableReason(baseUrl);
  if (reason)
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: `--base-url ${baseUrl} cannot be reached: ${reason}`,
      hint: 'check the address and that the server is running; nothing was sent',
    });
}

/**
 * Runs the tests with the reporters listening; a listed failure is shown as known as soon as it ends
 * (the whole run is judged at its end). A run that stopped early comes back with what finished.
 */
async function runTests(
  documents: LoadedDocument[],
  options: RunOptions,
  reporters: Reporter[],
  knownFailure: (t: TestResult) => TestResult['knownFailure'],
): Promise<{ result: RunResult; stopped?: IncompleteRun }> {
  const asKnown = (t: TestResult): TestResult => {
    const known = knownFailure(t);
    return known ? { ...t, knownFailure: known } : t;
  };
  const listener: RunOptions['listener'] = {
    onRunStart: (i) => reporters.forEach((r) => r.onRunStart?.(i)),
    onSuiteStart: (i) => reporters.forEach((r) => r.onSuiteStart?.(i)),
    onSetupEnd: (name, blocks) => reporters.forEach((r) => r.onSetupEnd?.(name, blocks)),
    onTestStart: (d) => reporters.forEach((r) => r.onTestStart?.(d)),
    onStepEnd: (d, s) => reporters.forEach((r) => r.onStepEnd?.(d, s)),
    onTestEnd: (t) => reporters.forEach((r) => r.onTestEnd?.(asKnown(t))),
  };
  try {
    return { result: await runProject(documents, { ...options, listener }) };
  } catch (error) {
    if (error instanceof IncompleteRun) return { result: error.partial, stopped: error };
    throw error;
  }
}

function sizeOption(option: string, text: string): number {
  const bytes = /^\d+(B|KiB|MiB|GiB|KB|MB|GB)?$/.test(String(text)) ? toBytes(/^\d+$/.test(String(text)) ? Number(text) : String(text), 0) : 0;
  if (bytes > 0) return bytes;
  throw new UserError({ code: 'BAD_ARGUMENT', message: `${option} must be a size such as 65536, 64KiB or 1MiB, got \`${text}\`` });
}
