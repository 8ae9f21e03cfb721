import path from 'node:path';
import { reporters, withCiReporters, type ReporterName } from '../../report/index.js';
import { IncompleteRun, runProject } from '../../run/run-project.js';
import { parseShard, selectShard, type ShardSpec } from '../../run/shard.js';
import { toBytes } from '../../run/units.js';
import { readResultsFile } from '../results-file.js';
import { baselineLookup, judgeBaseline, readBaseline, renderBaseline, runFails } from '../../report/baseline.js';
import type { TestResult } from '../../model/results.js';
import { UserError } from '../../source/diagnostic.js';
import { ExitCode } from '../exit-codes.js';
import { parseVarOptions, readEnvFile } from '../variables.js';
import { version } from '../version.js';
import { checkGivenVariables, loadOrFail, select, type Selection } from './load.js';
import { unreachableReason } from '../../http/reachable.js';
import { displayPath } from '../../source/display-path.js';

export interface RunArgs extends Selection {
  paths: string[];
  baseUrl?: string;
  var: string[];
  envFile?: string;
  bail: boolean;
  wireSchema?: string;
  concurrency?: number;
  timeout?: number;
  /** A size such as 64KiB: response bytes a failed step keeps for reports. */
  reportBodySize?: string;
  reporter: string[];
  out: string;
  color: boolean;
  verbose: boolean;
  /** `K/N`: run only shard K of N (see src/run/shard.ts). */
  shard?: string;
  /** A results.json of an earlier run: --shard balances by its recorded durations. */
  durations?: string;
  /** A YAML baseline `{ tests: [{ id, reason }] }` of known failures (src/report/baseline.ts). */
  expectedFailures?: string;
  strictBaseline?: boolean;
  /** A SHOULD-level warning fails the run (exit 1); a MAY-level one never does. */
  strict?: boolean;
}

export async function runCommand(args: RunArgs): Promise<number> {
  const fromFile = args.envFile ? readEnvFile(args.envFile) : {};
  const fromOptions = parseVarOptions(args.var);
  const vars = { ...fromFile, ...fromOptions };
  const names = withCiReporters(args.reporter.flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean));
  const baseline = args.expectedFailures === undefined ? undefined : readBaseline(args.expectedFailures);
  for (const name of names) {
    if (!(name in reporters)) throw new UserError({ code: 'BAD_ARGUMENT', message: `unknown reporter \`${name}\`; choose from ${Object.keys(reporters).join(', ')}` });
  }
  if (args.concurrency !== undefined && !(Number.isInteger(args.concurrency) && args.concurrency >= 1)) {
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--concurrency must be a whole number of at least 1, got ${args.concurrency}` });
  }
  if (args.baseUrl !== undefined && !/^https?:\/\/[^/]/.test(args.baseUrl)) {
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--base-url must be an http:// or https:// URL, got \`${args.baseUrl}\`` });
  }
  const reportBodyBytes = args.reportBodySize === undefined ? undefined : sizeOption('--report-body-size', args.reportBodySize);
  const shard = args.shard === undefined ? undefined : shardOption(args.shard);
  if (args.durations !== undefined && !shard) throw new UserError({ code: 'BAD_ARGUMENT', message: '--durations only balances --shard K/N: give --shard too' });
  const durations = args.durations === undefined ? undefined : readDurations(args.durations);
  const project = loadOrFail(args.paths, Object.keys(vars));
  checkGivenVariables(Object.keys(vars), project, (name) => (name in fromOptions ? `--var ${name}` : `--env-file ${args.envFile}`));
  const selected = select(project.documents, args);
  if (!selected.length) throw new UserError({ code: 'BAD_ARGUMENT', message: 'no test matches the given paths and filters' });
  // A shard may be empty (more jobs than tests): it runs nothing and still writes its reports, so
  // `wirecase report --from` can merge every job's results.
  const documents = shard ? selectShard(selected, shard, (d) => d.data.id, durations) : selected;
  if (shard) process.stderr.write(`shard ${shard.index}/${shard.count}: ${documents.length} of ${selected.length} tests${durations ? ` (balanced by the durations in ${args.durations})` : ''}\n`);

  // Checked once every argument is known good, and only when something will be sent.
  if (args.baseUrl !== undefined && documents.length) {
    const reason = await unreachableReason(args.baseUrl);
    if (reason) throw new UserError({ code: 'BAD_ARGUMENT', message: `--base-url ${args.baseUrl} cannot be reached: ${reason}`, hint: 'check the address and that the server is running; nothing was sent' });
  }
  const outDir = path.resolve(args.out);
  const listeners = await Promise.all(
    [...new Set(names)].map(async (name) =>
      (await reporters[name as ReporterName]())({ outDir, sources: project.sources, write: (t) => process.stdout.write(t), color: args.color, verbose: args.verbose }),
    ),
  );
  // A listed failure is shown as known as soon as it ends; the whole run is judged at its end.
  const listed = baseline && baselineLookup(baseline);
  const asKnown = (t: TestResult): TestResult => {
    const entry = t.status === 'failed' ? listed?.(t.id) : undefined;
    return entry ? { ...t, knownFailure: { reason: entry.reason, baseline: baseline!.file } } : t;
  };
  const outcome = await runProject(documents, {
    version,
    baseUrl: args.baseUrl,
    vars,
    timeoutMs: args.timeout,
    bail: args.bail,
    ...(args.wireSchema ? { wireSchema: path.resolve(args.wireSchema) } : {}),
    concurrency: args.concurrency,
    ...(reportBodyBytes === undefined ? {} : { reportBodyBytes }),
    listener: {
      onRunStart: (i) => listeners.forEach((l) => l.onRunStart?.(i)),
      onSuiteStart: (i) => listeners.forEach((l) => l.onSuiteStart?.(i)),
      onSetupEnd: (name, blocks) => listeners.forEach((l) => l.onSetupEnd?.(name, blocks)),
      onTestStart: (d) => listeners.forEach((l) => l.onTestStart?.(d)),
      onStepEnd: (d, s) => listeners.forEach((l) => l.onStepEnd?.(d, s)),
      onTestEnd: (t) => listeners.forEach((l) => l.onTestEnd?.(asKnown(t))),
    },
  }).catch((error: unknown) => {
    if (error instanceof IncompleteRun) return error;
    throw error;
  });
  // A run that stopped early is still reported (marked incomplete); then its cause is raised.
  const ran = outcome instanceof IncompleteRun ? outcome.partial : outcome;
  // The baseline judges the run before any reporter sees it: every report shows a listed failure as known.
  const judged = baseline && judgeBaseline(ran, baseline);
  const result = judged ? judged.result : ran;
  for (const l of listeners) await l.onRunEnd?.(result);
  const files = listeners.flatMap((l) => l.files?.() ?? []);
  if (files.length) process.stdout.write(`reports: ${files.map((f) => displayPath(f)).join(', ')}\n`);
  if (outcome instanceof IncompleteRun) {
    const where = files.length ? `; the ${ran.tests.length} results gathered so far are in ${files.map((f) => displayPath(f)).join(', ')}, marked incomplete` : '';
    process.stderr.write(`wirecase: the run stopped after ${ran.tests.length} of ${ran.incomplete!.testsPlanned} tests${where}\n`);
    throw outcome.cause;
  }
  if (judged) process.stdout.write(renderBaseline(judged, args.strictBaseline === true));
  return runFails(result, args.strictBaseline === true, args.strict === true) ? ExitCode.failed : ExitCode.passed;
}

function sizeOption(option: string, text: string): number {
  const bytes = /^\d+(B|KiB|MiB|GiB|KB|MB|GB)?$/.test(String(text)) ? toBytes(/^\d+$/.test(String(text)) ? Number(text) : String(text), 0) : 0;
  if (bytes > 0) return bytes;
  throw new UserError({ code: 'BAD_ARGUMENT', message: `${option} must be a size such as 65536, 64KiB or 1MiB, got \`${text}\`` });
}

function shardOption(text: string): ShardSpec {
  const parsed = parseShard(String(text));
  if ('error' in parsed) throw new UserError({ code: 'BAD_ARGUMENT', message: parsed.error });
  return parsed;
}

/** Test ID → durationMs, from a results.json (one run's, or one merged by `wirecase report`). */
function readDurations(file: string): Map<string, number> {
  return new Map(readResultsFile(file, '--durations').tests.map((t) => [t.id, t.durationMs]));
}
