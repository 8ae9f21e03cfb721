import path from 'node:path';
import { executeRun, type Prepared, type PrepareOptions, prepareRun, type RunPlan } from '../../engine/index.js';
import type { RunListener } from '../../model/events.js';
import { shardLine } from '../../report/command-lines.js';
import type { Reporter } from '../../report/index.js';
import { claimStop } from '../../run/interrupt.js';
import { UserError } from '../../source/diagnostic.js';
import type { ArgsOf } from '../command-table.js';
import { verdictExitCode } from '../exit-codes.js';
import { printDiagnostics } from '../print-diagnostics.js';
import { createReporters, prepareOutDir, reporterNames, writeReports } from '../reporting.js';
import { stoppedExitCode } from '../stopped-exit-code.js';
import { guardWorkflowCommands } from '../workflow-commands.js';

/** `wirecase run`'s arguments, as its row of the command table declares them. */
export type RunArgs = ArgsOf<'run'> & { color: boolean };

/** `wirecase run`: prepare (every input, exit 2 on any problem) → execute (run, judge once) → report. */
export async function runCommand(args: RunArgs): Promise<number> {
  // In GitHub Actions no text from a server may run as a workflow command (workflow-commands.ts).
  guardWorkflowCommands();
  // --base-url and --stdio together: the transport parity of one server (run-parity.ts).
  if (args.stdio !== undefined && args.baseUrl !== undefined) return (await import('./run-parity.js')).runParity(args);
  const names = reporterNames(args.reporter);
  const plan = await preparedOrFail(args);
  prepareOutDir(names, path.resolve(args.out));

  // Run: a run that stops early still reports what finished, marked incomplete.
  const reporters = await createReporters(names, {
    sources: plan.sources,
    write: (t) => process.stdout.write(t),
    color: args.color,
    verbose: args.verbose,
    curl: args.curl,
  });
  const { verdict, stopped } = await executeRun(plan, { listener: listening(reporters), stop: claimStop() });
  writeReports(reporters, verdict, path.resolve(args.out), { stopped: stopped !== undefined });
  if (stopped) return stoppedExitCode(stopped.cause);
  return verdictExitCode(verdict);
}

/**
 * The plan, from the command line; what validate would warn about (a quoted number, say) is said
 * before the run too, and fails nothing. A problem is exit 2, with everything that is wrong.
 */
async function preparedOrFail(args: RunArgs): Promise<RunPlan> {
  const prepared = await prepareRun(prepareOptions(args));
  return checkedPlan(prepared, args.strict);
}

/** What `wirecase run`'s options give the engine. */
export function prepareOptions(args: RunArgs): PrepareOptions {
  return {
    paths: args.paths,
    cache: args.cache,
    allowOutside: args.allowOutside,
    varOptions: args.var,
    ...(args.envFile !== undefined ? { envFile: args.envFile } : {}),
    selection: args,
    ...(args.shard !== undefined ? { shard: String(args.shard) } : {}),
    ...(args.durations !== undefined ? { durations: args.durations } : {}),
    ...(args.baseUrl !== undefined ? { baseUrl: args.baseUrl } : {}),
    ...(args.stdio !== undefined ? { stdio: args.stdio } : {}),
    ...(args.client !== undefined || args.clientTimeout !== undefined ? { client: { command: args.client, timeoutMs: args.clientTimeout } } : {}),
    ...(args.wireSchema ? { wireSchema: args.wireSchema } : {}),
    ...(args.expectedFailures !== undefined ? { expectedFailures: args.expectedFailures } : {}),
    strict: args.strict,
    strictBaseline: args.strictBaseline,
    strictCatalog: args.strictCatalog,
    timeoutMs: args.timeout,
    bail: args.bail,
    concurrency: args.concurrency,
    ...(args.reportBodySize !== undefined ? { reportBodySize: args.reportBodySize } : {}),
    keepPassedSteps: args.keepPassedSteps,
    maxTime: args.maxTime,
  };
}

/** The warnings printed; the problems thrown (exit 2); --strict applied; the shard's share said. */
export function checkedPlan(prepared: Prepared, strict: boolean): RunPlan {
  const warnings = prepared.ok ? prepared.plan.warnings : prepared.warnings;
  const sources = prepared.ok ? prepared.plan.sources : prepared.sources;
  if (warnings.length) printDiagnostics(warnings, sources, process.stderr.isTTY === true && !process.env.NO_COLOR, 'warning');
  if (!prepared.ok) throw new UserError(prepared.diagnostics, prepared.sources);
  if (strict) strictStop(warnings.length);
  const { shard, documents } = prepared.plan;
  if (shard) process.stderr.write(shardLine(shard.spec, documents.length, shard.selected, shard.durationsFile));
  return prepared.plan;
}

/** --strict: a line that most likely means something else than it reads stops the run before it sends anything. */
function strictStop(count: number): void {
  if (!count) return;
  const one = count === 1;
  throw new UserError({
    code: 'BAD_ARGUMENT',
    message: `--strict: ${one ? 'the warning' : `${count} warnings`} above about the documents stop${one ? 's' : ''} the run: fix the line${one ? '' : 's'}, or run without --strict`,
  });
}

/** Every reporter hears the run as it goes. */
export function listening(reporters: Reporter[]): RunListener {
  return {
    onRunStart: (i) => reporters.forEach((r) => r.onRunStart?.(i)),
    onSuiteStart: (i) => reporters.forEach((r) => r.onSuiteStart?.(i)),
    onSetupEnd: (name, blocks) => reporters.forEach((r) => r.onSetupEnd?.(name, blocks)),
    onTestStart: (d) => reporters.forEach((r) => r.onTestStart?.(d)),
    onStepEnd: (d, s) => reporters.forEach((r) => r.onStepEnd?.(d, s)),
    onTestEnd: (t) => reporters.forEach((r) => r.onTestEnd?.(t)),
  };
}
