import path from 'node:path';
import { problemDiagnostics } from '../../engine/catalog-problems.js';
import { judge } from '../../judge/judge.js';
import { mergeResults, type Shard } from '../../judge/merge-results.js';
import { loadBaseline, loadCatalogs } from '../../load/judge-inputs.js';
import { readResultsFile } from '../../load/read-results-file.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode, verdictExitCode } from '../exit-codes.js';
import { printDiagnostics } from '../print-diagnostics.js';
import { createReporters, prepareOutDir, reporterNames, writeReports } from '../reporting.js';
import { guardWorkflowCommands } from '../workflow-commands.js';

/** `wirecase report`'s arguments, as its row of the command table declares them. */
export type ReportArgs = ArgsOf<'report'> & { color: boolean };

/**
 * `wirecase report --from results.json [--from shard.json ...]`: rebuilds reports from saved results,
 * merging shards (each test ID once; the same ID in two shards is an error), through the same judge
 * as a run. Reports are written even when --strict-catalog finds references the catalogs lack (they
 * show them); the exit code is then 2.
 */
export async function reportCommand(args: ReportArgs): Promise<number> {
  // In GitHub Actions no text from a server may run as a workflow command (workflow-commands.ts).
  guardWorkflowCommands();
  // Load.
  const names = reporterNames(args.reporter);
  const baseline = loadBaseline(args.expectedFailures);
  const shards: Shard[] = args.from.map((file) => ({ file, result: readResultsFile(file, '--from') }));
  const merged = mergeResults(shards);
  const catalogs = await loadCatalogs(args.catalog, merged.tests);
  // Judge: again under --expected-failures; otherwise the results files' own judgement stands.
  const verdict = judge(merged, { catalogs, baseline, strictBaseline: args.strictBaseline, strict: args.strict });
  // Report.
  const reporters = await createReporters(names, { sources: new Map(), write: (t) => process.stdout.write(t), color: args.color, verbose: false });
  prepareOutDir(names, path.resolve(args.out));
  writeReports(reporters, verdict, path.resolve(args.out), { resultFiles: shards.length });

  if (args.strictCatalog && verdict.coverage.problems.length) {
    printDiagnostics(problemDiagnostics(verdict.coverage.problems), new Map(), args.color);
    return ExitCode.badInput;
  }
  return verdictExitCode(verdict);
}
