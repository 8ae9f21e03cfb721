import { appendFileSync } from 'node:fs';
import path from 'node:path';
import {
  DIFF_HTML_FILE,
  DIFF_JSON_FILE,
  DIFF_MARKDOWN_FILE,
  diffRuns,
  executeSides,
  prepareSides,
  type RunDiff,
  renderConsole,
  renderDiffHtml,
  renderDiffJson,
  renderDiffMarkdown,
  type SharedOptions,
  sideLabel,
  type TargetSide,
} from '../../diff/index.js';
import type { Executed } from '../../engine/index.js';
import { readResultsFile } from '../../load/read-results-file.js';
import { judgedAny, type RunResult } from '../../model/results.js';
import type { ReporterName } from '../../report/index.js';
import { claimStop } from '../../run/interrupt.js';
import { UserError } from '../../source/diagnostic.js';
import { version } from '../../source/version.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { printDiagnostics } from '../print-diagnostics.js';
import { commaList, prepareOutDir, writeReportFile } from '../reporting.js';
import { stoppedExitCode } from '../stopped-exit-code.js';
import { guardWorkflowCommands } from '../workflow-commands.js';

/** `wirecase diff`'s arguments, as its row of the command table declares them. */
export type DiffArgs = ArgsOf<'diff'> & { color: boolean };

const DIFF_REPORTERS = ['console', 'json', 'markdown', 'html'] as const;
type DiffReporter = (typeof DIFF_REPORTERS)[number];

/**
 * `wirecase diff A/results.json B/results.json`, or `wirecase diff <documents> [--base-url A | --stdio A]
 * --against B | --against-stdio B`: the two runs compared test by test and sentence by sentence
 * (src/diff/), the differences reported, and the exit code: 1 when a test that held on A fails on B.
 * With `--surface`, the tool-surface diff of src/surface/ instead (docs/ci.md).
 */
export async function diffCommand(args: DiffArgs): Promise<number> {
  guardWorkflowCommands();
  // `--surface`: the tool-surface diff (src/surface/), which reads the same parsed arguments.
  if (args.surface) {
    const { surfaceDiffCommand } = await import('../../surface/index.js');
    return surfaceDiffCommand(args);
  }
  const names = diffReporters(args.reporter);
  const outDir = path.resolve(args.out);
  const twoTargets = args.against !== undefined || args.againstStdio !== undefined;
  let diff: RunDiff;
  let runs: { a: RunResult; b: RunResult };
  let stopped: number | undefined;
  if (twoTargets) {
    const ran = await diffTargets(args, names, outDir);
    if (!ran.b) return stoppedCode(ran.a);
    runs = { a: ran.a.verdict.result, b: ran.b.verdict.result };
    diff = diffRuns({ label: ran.labels.a, result: runs.a }, { label: ran.labels.b, result: runs.b }, version);
    stopped = ran.b.stopped ? stoppedCode(ran.b) : undefined;
  } else {
    runs = savedRuns(args);
    prepareOutDir(names.filter((n) => n !== 'console') as ReporterName[], outDir);
    diff = diffRuns({ label: args.paths[0]!, result: runs.a }, { label: args.paths[1]!, result: runs.b }, version);
  }
  writeDiff(diff, names, outDir, args.verbose);
  return stopped ?? diffExitCode(diff, runs, args.strict);
}

/**
 * The exit code of a diff: a document's own defect on either side first (3); a test that held on A and
 * fails on B (1; under --strict a SHOULD not met on B too); a side that judged nothing (4); else 0. A
 * test either side could not judge is never a regression.
 */
export function diffExitCode(diff: RunDiff, runs: { a: RunResult; b: RunResult }, strict: boolean): number {
  if ([...runs.a.tests, ...runs.b.tests].some((t) => t.documentDefect)) return ExitCode.internalError;
  if (diff.summary.brokenMust > 0 || (strict && diff.summary.broken > 0)) return ExitCode.failed;
  if (!judgedAny(runs.a.summary) || !judgedAny(runs.b.summary)) return ExitCode.nothingJudged;
  return ExitCode.passed;
}

function diffReporters(option: readonly string[]): DiffReporter[] {
  const names = commaList(option);
  for (const name of names)
    if (!(DIFF_REPORTERS as readonly string[]).includes(name))
      throw new UserError({ code: 'BAD_ARGUMENT', message: `unknown reporter \`${name}\` for diff; choose from ${DIFF_REPORTERS.join(', ')}` });
  return names as DiffReporter[];
}

/** Two saved runs: exactly two results.json files, each checked by its schema (a bad one is exit 2, located). */
function savedRuns(args: DiffArgs): { a: RunResult; b: RunResult } {
  if (args.paths.length !== 2 || args.baseUrl !== undefined || args.stdio !== undefined)
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message:
        args.paths.length === 2
          ? '--base-url and --stdio name side A of a run against two targets: add --against URL or --against-stdio "<command>" for side B'
          : `diff needs two results.json files, or documents with --against / --against-stdio; got ${args.paths.length} path${args.paths.length === 1 ? '' : 's'}`,
      hint: 'wirecase diff A/results.json B/results.json, or wirecase diff scenarios/mcp-2025-11-25 --base-url URL_A --against URL_B',
    });
  return { a: readResultsFile(args.paths[0]!, 'diff'), b: readResultsFile(args.paths[1]!, 'diff') };
}

/** One set of documents against two targets: both prepared (exit 2 on any problem, nothing sent), then A run, then B. */
async function diffTargets(args: DiffArgs, names: DiffReporter[], outDir: string): Promise<{ a: Executed; b?: Executed; labels: { a: string; b: string } }> {
  if (!args.paths.length)
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: 'diff with --against needs the documents to run, e.g. wirecase diff scenarios/mcp-2025-11-25 --against URL',
    });
  const both = (one: unknown, other: unknown, names: string) => {
    if (one !== undefined && other !== undefined) throw new UserError({ code: 'BAD_ARGUMENT', message: `${names}: give one of them for each side` });
  };
  both(args.baseUrl, args.stdio, '--base-url and --stdio');
  both(args.against, args.againstStdio, '--against and --against-stdio');
  const shared: SharedOptions = {
    paths: args.paths,
    cache: args.cache,
    allowOutside: args.allowOutside,
    varOptions: args.var,
    ...(args.envFile !== undefined ? { envFile: args.envFile } : {}),
    selection: args,
    timeoutMs: args.timeout,
    concurrency: args.concurrency,
    maxTime: args.maxTime,
  };
  const a: TargetSide = { ...(args.baseUrl !== undefined ? { baseUrl: args.baseUrl } : {}), ...(args.stdio !== undefined ? { stdio: args.stdio } : {}) };
  const b: TargetSide = {
    ...(args.against !== undefined ? { baseUrl: args.against } : {}),
    ...(args.againstStdio !== undefined ? { stdio: args.againstStdio } : {}),
    varOptions: args.againstVar,
  };
  const prepared = await prepareSides(shared, a, b);
  const color = process.stderr.isTTY === true && !process.env.NO_COLOR;
  const warnings = prepared.ok ? [...prepared.a.warnings, ...prepared.b.warnings] : prepared.warnings;
  if (warnings.length) printDiagnostics(dedupe(warnings), prepared.ok ? prepared.a.sources : prepared.sources, color, 'warning');
  if (!prepared.ok)
    throw new UserError(
      prepared.diagnostics.map((d) => ({ ...d, message: `side ${prepared.side}: ${d.message}` })),
      prepared.sources,
    );
  prepareOutDir(names.filter((n) => n !== 'console') as ReporterName[], outDir);
  process.stderr.write(`diff: running ${prepared.a.documents.length} tests on A (${sideLabel(a)}), then on B (${sideLabel(b)})\n`);
  const ran = await executeSides(prepared, claimStop());
  return { ...ran, labels: { a: sideLabel(a), b: sideLabel(b) } };
}

/** The same warning said once, though both sides' plans carry it. */
function dedupe<T extends { message: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((d) => !seen.has(d.message) && seen.add(d.message));
}

/** A side that stopped early: the exit code `wirecase run` gives it. */
function stoppedCode(side: Executed): number {
  const cause = side.stopped?.cause;
  return cause ? stoppedExitCode(cause) : ExitCode.stoppedEarly;
}

/** The console's text on stdout, the files into --out (never through a link), diff.md into a GitHub job summary when one is named. */
function writeDiff(diff: RunDiff, names: readonly DiffReporter[], outDir: string, verbose: boolean): void {
  const written: string[] = [];
  const file = (name: string, text: string) => {
    const target = path.join(outDir, name);
    writeReportFile(target, text);
    written.push(target);
  };
  for (const name of names) {
    if (name === 'console') process.stdout.write(renderConsole(diff, { verbose }));
    if (name === 'json') file(DIFF_JSON_FILE, renderDiffJson(diff));
    if (name === 'html') file(DIFF_HTML_FILE, renderDiffHtml(diff));
    if (name === 'markdown') {
      const markdown = renderDiffMarkdown(diff);
      file(DIFF_MARKDOWN_FILE, markdown);
      if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdown);
    }
  }
  if (written.length) process.stdout.write(`reports: ${written.join(', ')}\n`);
}
