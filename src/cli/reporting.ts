import { appendFileSync, lstatSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Verdict } from '../judge/judge.js';
import { closingLines } from '../report/command-lines.js';
import { type Reporter, type ReporterName, type ReporterOptions, reporters } from '../report/index.js';
import { UserError } from '../source/diagnostic.js';
import { makeFolder } from './make-folder.js';
import { writeWorkflowCommands } from './workflow-commands.js';

/**
 * The "report" step of a command: which reporters, built with what they need to know of the
 * environment, and their output written. Reporters render; only this module writes.
 */

/** The names of a repeatable comma-list option (`--reporter a,b --reporter c`), each once, in order. */
export function commaList(option: readonly string[]): string[] {
  return [
    ...new Set(
      option
        .flatMap((r) => r.split(','))
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
}

/** `--reporter a,b` (repeatable), checked; inside GitHub Actions the `github` reporter is added. */
export function reporterNames(option: readonly string[], env: NodeJS.ProcessEnv = process.env): ReporterName[] {
  const names = commaList(option);
  for (const name of names) {
    if (!(name in reporters))
      throw new UserError({ code: 'BAD_ARGUMENT', message: `unknown reporter \`${name}\`; choose from ${Object.keys(reporters).join(', ')}` });
  }
  if (env.GITHUB_ACTIONS === 'true' && !names.includes('github')) names.push('github');
  return names as ReporterName[];
}

/** The reporters, each loaded only when asked for. */
export async function createReporters(
  names: readonly ReporterName[],
  options: Omit<ReporterOptions, 'linkBase'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Reporter[]> {
  const linkBase = githubLinkBase(env);
  return Promise.all(names.map(async (name) => (await reporters[name]())({ ...options, ...(linkBase ? { linkBase } : {}) })));
}

/** The reporters that write files into `--out`. */
const FILE_REPORTERS: ReadonlySet<ReporterName> = new Set(['json', 'junit', 'markdown', 'html', 'sarif']);

/**
 * `--out`, made ready before anything is sent when a reporter will write there: a path that is a file,
 * or a folder that cannot be made or written to, is exit 2 now rather than every result lost at the end.
 */
export function prepareOutDir(names: readonly ReporterName[], outDir: string): void {
  if (!names.some((n) => FILE_REPORTERS.has(n))) return;
  const bad = (why: string): never => {
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--out ${outDir}: ${why}`, hint: 'name a folder for the reports (it is made if missing)' });
  };
  let isFolder = false;
  try {
    isFolder = statSync(outDir).isDirectory();
  } catch {
    try {
      makeFolder(outDir);
      isFolder = true;
    } catch (error) {
      bad(`the folder cannot be made (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
  if (!isFolder) bad('is a file, not a folder');
  const probe = path.join(outDir, `.wirecase-write-check-${process.pid}`);
  try {
    writeFileSync(probe, '', { flag: 'wx' });
    rmSync(probe);
  } catch (error) {
    bad(`cannot be written to (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

/**
 * Writes a report file without following a symbolic link already at its name (a link planted in the
 * output folder must not redirect a report elsewhere): the text goes to a new file beside it, which
 * is then renamed over the name, replacing whatever was there, link or file.
 */
export function writeReportFile(target: string, text: string): void {
  const temporary = `${target}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, text, { flag: 'wx' });
  if (lstatSync(target, { throwIfNoEntry: false })?.isDirectory()) {
    rmSync(temporary);
    throw new UserError({ code: 'BAD_ARGUMENT', message: `cannot write ${target}: a folder has that name` });
  }
  renameSync(temporary, target);
}

/**
 * Renders the verdict with every reporter and writes what they made, then the closing lines (where the
 * reports are, a stopped run, the baseline's judgement); returns the files written.
 */
export function writeReports(
  list: readonly Reporter[],
  verdict: Verdict,
  outDir: string,
  closing: Parameters<typeof closingLines>[2] = {},
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const files: string[] = [];
  for (const reporter of list) {
    const output = reporter.render(verdict);
    if (output.stdout) (output.stdoutIsCommands ? writeWorkflowCommands : (t: string) => process.stdout.write(t))(output.stdout);
    for (const file of output.files ?? []) {
      makeFolder(outDir);
      const target = path.join(outDir, file.name);
      writeReportFile(target, file.text);
      files.push(target);
    }
    if (output.jobSummary && env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, output.jobSummary);
  }
  const lines = closingLines(verdict, files, closing);
  process.stdout.write(lines.stdout);
  process.stderr.write(lines.stderr);
  return files;
}

/** In GitHub Actions, where a report links a file: the commit's tree on GitHub. */
export function githubLinkBase(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = env;
  return server && repo && sha ? `${server}/${repo}/blob/${sha}` : undefined;
}
