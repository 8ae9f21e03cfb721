import path from 'node:path';
import { loadProject } from '../../load/load-project.js';
import { readResultsFile } from '../results-file.js';
import type { LoadedDocument } from '../../model/scenario.js';
import type { TestResult } from '../../model/results.js';
import { reporters, withCiReporters, type ReporterName } from '../../report/index.js';
import { asRunResult, computeCoverage, discoverCatalogs, mergeResults, namedCatalogs, type CatalogProblem, type Coverage, type Shard } from '../../report/coverage/index.js';
import { knownNote, warningCount } from '../../report/coverage/labels.js';
import { githubLinkBase, writeMarkdown } from '../../report/markdown-reporter.js';
import { writeHtml } from '../../report/html-reporter.js';
import { writeJson } from '../../report/json-reporter.js';
import { writeJunit } from '../../report/junit-reporter.js';
import { writeGithub } from '../../report/github-reporter.js';
import { judgeBaseline, readBaseline, renderBaseline, runFails } from '../../report/baseline.js';
import { UserError, type Diagnostic } from '../../source/diagnostic.js';
import { didYouMean } from '../../source/did-you-mean.js';
import type { Span } from '../../source/span.js';
import { ExitCode } from '../exit-codes.js';
import { printDiagnostics } from '../print-diagnostics.js';
import { parseVarOptions, readEnvFile } from '../variables.js';
import { select, type Selection } from './load.js';
import { readText } from '../../source/read-text.js';
import { displayPath } from '../../source/display-path.js';

export interface ReportArgs {
  from: string[];
  reporter: string[];
  out: string;
  catalog: string[];
  strictCatalog: boolean;
  /** A YAML baseline of known failures (src/report/baseline.ts). */
  expectedFailures?: string;
  strictBaseline?: boolean;
  /** A SHOULD-level warning fails the run (exit 1); a MAY-level one never does. */
  strict?: boolean;
  color: boolean;
}

/**
 * `wirecase report --from results.json [--from shard.json ...]`: rebuilds reports from saved results,
 * merging shards (each test ID once; the same ID in two shards is an error). Reports are written even
 * when --strict-catalog finds references the catalogs lack (they show them); the exit code is then 2.
 */
export async function reportCommand(args: ReportArgs): Promise<number> {
  const names = withCiReporters(args.reporter.flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean));
  for (const name of names) {
    if (!(name in reporters)) throw new UserError({ code: 'BAD_ARGUMENT', message: `unknown reporter \`${name}\`; choose from ${Object.keys(reporters).join(', ')}` });
  }
  const baseline = args.expectedFailures === undefined ? undefined : readBaseline(args.expectedFailures);
  const shards: Shard[] = args.from.map(readShard);
  const merged = mergeResults(shards);
  // Judged again under --expected-failures; otherwise the results files' own judgement stands.
  const judged = baseline && judgeBaseline(merged, baseline);
  const result = judged ? judged.result : merged;
  const cwd = process.cwd();
  const catalogs = args.catalog.length ? namedCatalogs(args.catalog, cwd) : discoverCatalogs(result.tests, cwd);
  const coverage = computeCoverage(catalogs, result);

  const outDir = path.resolve(args.out);
  const files: string[] = [];
  for (const name of names) {
    if (name === 'markdown') files.push(writeMarkdown(outDir, result, coverage, { linkBase: githubLinkBase(process.env) }));
    else if (name === 'html') files.push(writeHtml(outDir, result, coverage));
    else if (name === 'json') files.push(writeJson(outDir, result, coverage));
    else if (name === 'junit') files.push(writeJunit(outDir, result, coverage));
    else if (name === 'github') writeGithub(result, coverage, { write: (t) => process.stdout.write(t), env: process.env });
    else {
      const reporter = (await reporters[name as ReporterName]())({ outDir, sources: new Map(), write: (t) => process.stdout.write(t), color: args.color, verbose: false });
      await reporter.onRunEnd?.(result);
      files.push(...(reporter.files?.() ?? []));
    }
  }
  if (files.length) process.stdout.write(`reports: ${files.map((f) => displayPath(f, cwd)).join(', ')}\n`);
  process.stdout.write(`${shards.length} result file${shards.length === 1 ? '' : 's'}, ${result.summary.total} tests: ${result.summary.passed} passed, ${result.summary.failed} failed${knownNote(result.summary.knownFailures)}${result.summary.warnings ? `, ${warningCount(result.summary.warnings)}` : ''}, ${result.summary.skipped} skipped, ${result.summary.notApplicable} not applicable\n`);

  if (args.strictCatalog && coverage.problems.length) {
    printDiagnostics(problemDiagnostics(coverage.problems), new Map(), args.color);
    return ExitCode.badInput;
  }
  if (judged) process.stdout.write(renderBaseline(judged, args.strictBaseline === true));
  return runFails(result, args.strictBaseline === true, args.strict === true) ? ExitCode.failed : ExitCode.passed;
}

function readShard(file: string): Shard {
  return { file, result: readResultsFile(file, '--from') };
}

/** Catalog problems as diagnostics: exactly located when the document is at hand, else at its first line. */
export function problemDiagnostics(problems: CatalogProblem[], locate?: (p: CatalogProblem) => Span | undefined): Diagnostic[] {
  return problems.map((p) => {
    const guess = p.candidates.length ? didYouMean(p.value, p.candidates) : undefined;
    const hint = guess ? `did you mean \`${guess}\`?` : p.kind === 'no-catalog' ? 'add a catalog.yaml next to the suite (see docs/catalogs.md), or remove the reference' : p.kind === 'unknown-spec' ? 'name a section key of the catalog, or a full URL' : undefined;
    return { code: 'UNKNOWN_KEY', message: `not in the catalog: ${p.message}`, span: locate?.(p) ?? { file: p.file, line: p.line, col: 1 }, hint };
  });
}

/**
 * `run --strict-catalog`: before anything is sent, joins the selected documents with their catalogs
 * and stops (exit 2) if a document names a test ID, row or section its catalog lacks, or a catalog is
 * invalid. If the documents themselves do not load, it leaves the run to report that.
 */
export function checkCatalogsBeforeRun(args: Selection & { paths: string[]; var: string[]; envFile?: string }): void {
  const names = Object.keys({ ...(args.envFile ? readEnvFile(args.envFile) : {}), ...parseVarOptions(args.var) });
  const project = loadProject({ paths: args.paths, cwd: process.cwd(), extraVarNames: names });
  if (project.diagnostics.length) return;
  const documents = select(project.documents, args);
  const byId = new Map<string, LoadedDocument>(documents.map((d) => [d.data.id, d]));
  const tests: TestResult[] = documents.map((d) => ({
    id: d.data.id,
    title: d.data.title,
    file: d.file,
    line: d.span.line,
    suite: d.suite.name,
    status: 'passed',
    traces: d.data.traces ?? [],
    spec: d.data.spec ?? [],
    tags: d.data.tags ?? [],
    durationMs: 0,
    steps: [],
  }));
  const coverage: Coverage = computeCoverage(discoverCatalogs(tests, process.cwd()), tests);
  if (!coverage.problems.length) return;
  const diagnostics = problemDiagnostics(coverage.problems, (p) => byId.get(p.testId)?.locate(p.at));
  throw Object.assign(new UserError(diagnostics), { project: { sources: project.sources } });
}

