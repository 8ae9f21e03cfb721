import path from 'node:path';
import type { Era, Transport } from '../../fuzz/connection.js';
import { type FuzzReport, fuzz } from '../../fuzz/fuzz.js';
import { renderFindings, renderPlan, renderUnreached } from '../../fuzz/fuzz-lines.js';
import { unreachableReason } from '../../http/reachable.js';
import { judge } from '../../judge/judge.js';
import { givenVariables } from '../../load/load-inputs.js';
import { parseHttpUrl } from '../../load/url-rules.js';
import { DEFAULTS } from '../../run/defaults.js';
import { claimStop, STOP_SIGNALS, type StopSignal } from '../../run/interrupt.js';
import { StdioProcess } from '../../run/roles/stdio/stdio-process.js';
import { END_OF_TEST_WAIT_MS } from '../../run/roles/stdio/stdio-target.js';
import { STDIO_URL, StdioWire } from '../../run/roles/stdio/stdio-wire.js';
import { UserError } from '../../source/diagnostic.js';
import { didYouMean } from '../../source/did-you-mean.js';
import { displayPath } from '../../source/display-path.js';
import { schemaLink } from '../../source/schema-link.js';
import { version } from '../../source/version.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { makeFolder } from '../make-folder.js';
import { createReporters, prepareOutDir, reporterNames, writeReportFile, writeReports } from '../reporting.js';
import { guardWorkflowCommands } from '../workflow-commands.js';

export type FuzzArgs = ArgsOf<'fuzz'> & { color: boolean };

/** The variables `fuzz` reads: `token`, sent as `Authorization: Bearer`. */
const KNOWN_VARIABLES = ['token'];

/** `wirecase fuzz`: check the options → plan (and stop for --dry-run) → call, judge, shrink → report and write regressions. */
export async function fuzzCommand(args: FuzzArgs): Promise<number> {
  guardWorkflowCommands();
  const options = checkedOptions(args);
  const names = reporterNames(args.reporter);
  const outDir = path.resolve(args.out);
  if (!args.dryRun) prepareOutDir(names, outDir);
  const stdio = args.stdio === undefined ? undefined : stdioTransport(args.stdio);
  const baseUrl = stdio ? STDIO_URL : args.baseUrl!;
  const reason = stdio ? undefined : await unreachableReason(baseUrl);
  if (reason) {
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: `--base-url ${baseUrl} cannot be reached: ${reason}`,
      hint: 'check the address and that the server is running; nothing was sent',
    });
  }
  const reporters = args.dryRun
    ? []
    : await createReporters(names, { sources: new Map(), write: (t) => process.stdout.write(t), color: args.color, verbose: args.verbose });
  const regressionsDir = path.join(outDir, 'regressions');
  // A signal (Ctrl-C, a cancelled CI job) stops the run: the reports still hold what finished, marked incomplete.
  const stop = claimStop();
  const report = await fuzz(
    {
      ...options,
      baseUrl,
      ...(stdio ? { transport: stdio } : {}),
      version,
      dryRun: args.dryRun,
      stop,
      regressionPath: (file) => displayPath(path.join(regressionsDir, file)),
    },
    { planned: (plans, era) => process.stdout.write(renderPlan(plans, era, args.dryRun)) },
  );
  if (report.error && stop.aborted) return STOP_SIGNALS[stop.reason as StopSignal];
  if (report.error) {
    process.stderr.write(renderUnreached(report.error, report.warnings));
    return ExitCode.failed;
  }
  if (args.dryRun) return ExitCode.passed;
  for (const test of report.result.tests) for (const r of reporters) r.onTestEnd?.(test);
  const verdict = judge(report.result, { catalogs: [], strict: args.strict });
  const written = writeRegressions(report, regressionsDir);
  process.stdout.write(renderFindings(report, written));
  // Beside results.json: what the run reached, for tools that read it.
  const alsoWritten: string[] = [];
  if (names.includes('json')) {
    const file = path.join(outDir, 'fuzz-coverage.json');
    writeReportFile(
      file,
      `${JSON.stringify({ era: report.era, seed: args.seed, budget: args.budget, coverage: report.coverage, warnings: report.warnings }, null, 2)}\n`,
    );
    alsoWritten.push(file);
  }
  writeReports(reporters, verdict, outDir, { alsoWritten, stopped: report.stopped !== undefined });
  if (report.stopped) return STOP_SIGNALS[report.stopped as StopSignal];
  return verdict.fails ? ExitCode.failed : ExitCode.passed;
}

type Checked = Omit<Parameters<typeof fuzz>[0], 'baseUrl' | 'version' | 'dryRun' | 'regressionPath'>;

/** Every option checked before anything is sent (exit 2 with what is wrong). */
function checkedOptions(args: FuzzArgs): Checked {
  const bad = (message: string, hint?: string): never => {
    throw new UserError({ code: 'BAD_ARGUMENT', message, ...(hint ? { hint } : {}) });
  };
  if ((args.baseUrl === undefined) === (args.stdio === undefined || !args.stdio.trim()))
    bad('give the server to fuzz: either --base-url URL or --stdio "command line"', 'e.g. --base-url http://127.0.0.1:3000/mcp');
  if (args.baseUrl !== undefined && !(parseHttpUrl(args.baseUrl) instanceof URL)) bad(`--base-url must be an http:// or https:// URL, got \`${args.baseUrl}\``);
  wholeNumber('--seed', args.seed, 0, Number.MAX_SAFE_INTEGER);
  wholeNumber('--budget', args.budget, 1, 10_000);
  wholeNumber('--max-tools', args.maxTools, 1, 1_000_000);
  wholeNumber('--max-calls', args.maxCalls, 1, 10_000_000);
  if (args.timeout !== undefined && !(Number.isInteger(args.timeout) && args.timeout >= 1))
    bad(`--timeout must be a whole number of milliseconds, got ${args.timeout}`);
  const given = givenVariables(args);
  for (const name of Object.keys(given.vars)) {
    if (KNOWN_VARIABLES.includes(name) || given.fromFileOnly(name)) continue;
    const guess = didYouMean(name, KNOWN_VARIABLES);
    bad(`${given.source(name)}: fuzz reads only the variable \`token\` (sent as Authorization: Bearer)`, guess ? `did you mean \`${guess}\`?` : undefined);
  }
  const token = given.vars.token;
  const only = args.tools
    ?.split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return {
    headers: token === undefined || token === '' ? {} : { Authorization: `Bearer ${String(token)}` },
    seed: args.seed,
    budget: args.budget,
    ...(only?.length ? { only } : {}),
    includeDestructive: args.includeDestructive,
    maxTools: args.maxTools,
    maxCalls: args.maxCalls,
    revision: args.revision as 'auto' | Era,
    timeoutMs: args.timeout ?? DEFAULTS.stepTimeoutMs,
  };
}

/**
 * `--stdio`: one server process for the whole fuzz run (its probe, then `initialize` on the same
 * process when it is legacy, as the stdio page's fallback says), shut down at the end as the
 * lifecycle page says; its requests go on stdin (roles/stdio/).
 */
function stdioTransport(command: string): Transport {
  const wire = new StdioWire(new StdioProcess(command));
  return { send: (request, limits) => wire.send(request, limits), close: () => wire.shutdown(END_OF_TEST_WAIT_MS).then(() => undefined) };
}

function wholeNumber(option: string, value: number, min: number, max: number): void {
  if (Number.isSafeInteger(value) && value >= min && value <= max) return;
  const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
  throw new UserError({ code: 'BAD_ARGUMENT', message: `${option} must be a whole number ${range}, got ${value}` });
}

function writeRegressions(report: FuzzReport, dir: string): string[] {
  if (report.regressions.length) makeFolder(dir);
  // As `init` and `record` write theirs: the editor finds the schema from the first line.
  const schemaLine = `# yaml-language-server: $schema=${schemaLink(dir, 'scenario.schema.json').link}\n`;
  return report.regressions.map((r) => {
    const target = path.join(dir, r.file);
    writeReportFile(target, schemaLine + r.text);
    return target;
  });
}
