/**
 * The tool-surface diff's face: `wirecase diff --surface A B` (the diff command hands its parsed
 * arguments to `surfaceDiffCommand`) and the pieces `wirecase list-surface` uses.
 */
import { appendFileSync, lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Era } from '../fuzz/connection.js';
import { UserError } from '../source/diagnostic.js';
import { diffSurface } from './diff.js';
import { type DiffHeading, diffFails, type FailOn, renderConsole, renderJson, renderMarkdown } from './render.js';
import { type LiveOptions, surfaceOf } from './sides.js';

export { diffSurface, type SurfaceChange, type SurfaceDiff } from './diff.js';
export { SURFACE_FORMAT, type Surface } from './listing.js';
export { diffFails, renderConsole, renderJson, renderMarkdown } from './render.js';
export { type LiveOptions, listLive, parseSide, readListing, surfaceOf } from './sides.js';

export const SURFACE_DIFF_FILES = { json: 'surface-diff.json', markdown: 'surface-diff.md' } as const;

const RENDERERS = { console: renderConsole, markdown: renderMarkdown, json: renderJson } as const;
type SurfaceReporter = keyof typeof RENDERERS;

/** What `surfaceDiffCommand` reads of the parsed command line (the rest is ignored). */
export interface SurfaceDiffArgs {
  [key: string]: unknown;
  failOn?: string;
  reporter?: string | readonly string[];
  out?: string;
  /** `--var token=…`: sent as Authorization: Bearer to a side that is a URL. */
  var?: readonly string[];
  timeout?: number;
  revision?: string;
}

/** The default time each request of a live side may take. */
const TIMEOUT_MS = 10_000;

/**
 * `wirecase diff --surface A B`: lists both sides (a server URL, `stdio:<command>`, or a saved
 * listing), classifies every change breaking or compatible, prints and writes the reports asked for,
 * and returns the exit code: 1 when `--fail-on` (breaking, the default; any; none) is met, else 0.
 * Bad input throws a UserError (exit 2).
 */
export async function surfaceDiffCommand(argv: SurfaceDiffArgs, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [a, b] = operands(argv);
  const failOn = failOnOf(argv.failOn);
  const reporters = reportersOf(argv.reporter);
  const options = liveOptions(argv);
  const before = await surfaceOf('A', a, options);
  const after = await surfaceOf('B', b, options);
  const diff = diffSurface(before, after);
  const heading: DiffHeading = { a, b, failOn };
  const outDir = path.resolve(argv.out ?? 'reports');
  for (const name of reporters) {
    const text = RENDERERS[name](diff, heading);
    if (name === 'console') process.stdout.write(text);
    else {
      const file = path.join(outDir, SURFACE_DIFF_FILES[name]);
      writeFileSafely(outDir, file, text);
      process.stdout.write(`surface diff ${name}: ${path.relative(process.cwd(), file) || file}\n`);
      if (name === 'markdown' && env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${text}\n`);
    }
  }
  return diffFails(diff, failOn) ? 1 : 0;
}

function bad(message: string, hint?: string): UserError {
  return new UserError({ code: 'BAD_ARGUMENT', message, ...(hint ? { hint } : {}) });
}

/**
 * The two sides, whatever the diff command named its positionals: `a`/`b`, a list of two (`paths`), or
 * yargs' `_` after the command; a side not given there may come from the diff command's target options
 * (A: `--base-url` or `--stdio`; B: `--against` or `--against-stdio`).
 */
export function operands(argv: SurfaceDiffArgs): [string, string] {
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : []);
  const named = [...strings(argv.a ?? argv.A), ...strings(argv.b ?? argv.B)];
  const lists = ['sides', 'paths', 'inputs', 'files', 'targets', 'results'].map((key) => strings(argv[key])).find((l) => l.length > 0);
  const rest = strings(argv._).filter((x, i) => !(i === 0 && x === 'diff'));
  const given = named.length ? named : (lists ?? rest);
  const option = (url: unknown, stdio: unknown) => (typeof url === 'string' ? url : typeof stdio === 'string' && stdio.trim() ? `stdio:${stdio}` : undefined);
  const sideA = option(argv.baseUrl, argv.stdio);
  const sideB = option(argv.against, argv.againstStdio);
  const found = [...given];
  if (found.length < 2 && sideA !== undefined) found.unshift(sideA);
  if (found.length < 2 && sideB !== undefined) found.push(sideB);
  if (found.length !== 2)
    throw bad(
      `diff --surface compares two sides, A and B; got ${found.length}${found.length ? `: ${found.join(', ')}` : ''}`,
      'each side is a server URL (http://…), stdio:<command>, or a listing file from wirecase list-surface, e.g. wirecase diff --surface base.json http://127.0.0.1:3000/mcp',
    );
  return [found[0]!, found[1]!];
}

function failOnOf(value: unknown): FailOn {
  const text = value === undefined ? 'breaking' : String(value);
  if (text === 'breaking' || text === 'any' || text === 'none') return text;
  throw bad(`--fail-on must be breaking, any or none, got \`${text}\``);
}

function reportersOf(value: SurfaceDiffArgs['reporter']): SurfaceReporter[] {
  const names = [
    ...new Set(
      (value === undefined ? ['console'] : typeof value === 'string' ? [value] : [...value])
        .flatMap((r) => r.split(','))
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
  const known = names.filter((n): n is SurfaceReporter => n in RENDERERS);
  const other = names.filter((n) => !(n in RENDERERS));
  if (!known.length) throw bad(`the surface diff reports as console, markdown or json; got ${names.join(', ') || 'none'}`);
  if (other.length) process.stderr.write(`the surface diff has no ${other.join(', ')} report; writing ${known.join(', ')}\n`);
  return known;
}

function liveOptions(argv: SurfaceDiffArgs): LiveOptions {
  const token = (argv.var ?? [])
    .map((v) => /^token=(.*)$/s.exec(v)?.[1])
    .filter((v) => v !== undefined)
    .pop();
  const revision = argv.revision ?? 'auto';
  if (revision !== 'auto' && revision !== '2026-07-28' && revision !== '2025-11-25')
    throw bad(`--revision must be auto, 2026-07-28 or 2025-11-25, got \`${revision}\``);
  const timeout = argv.timeout ?? TIMEOUT_MS;
  if (!(Number.isInteger(timeout) && timeout >= 1)) throw bad(`--timeout must be a whole number of milliseconds, got ${timeout}`);
  return { headers: token ? { Authorization: `Bearer ${token}` } : {}, timeoutMs: timeout, revision: revision as 'auto' | Era };
}

/** A report file, never written through a link already at its name: a new file beside it, renamed over the name. */
function writeFileSafely(outDir: string, target: string, text: string): void {
  try {
    mkdirSync(outDir, { recursive: true });
  } catch (error) {
    throw bad(`--out ${outDir}: the folder cannot be made (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (lstatSync(target, { throwIfNoEntry: false })?.isDirectory()) throw bad(`cannot write ${target}: a folder has that name`);
  const temporary = `${target}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, text, { flag: 'wx' });
  renameSync(temporary, target);
}
