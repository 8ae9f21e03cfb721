/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`), for part (g): installed on
 * demand, at pinned versions, into a cache folder git ignores, and its output read back.
 *
 * It is not a dependency of wirecase: it needs Node 22 (it imports `globSync` from `node:fs`), and CI
 * must not download a Node binary to run the tests. Where this process is older than Node 22, a Node
 * 22 binary from the npm registry (`node-<platform>-<arch>`) is installed beside it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runChild } from './harness.js';
import { repoRoot } from './options.js';

export const CONFORMANCE_PACKAGE = '@modelcontextprotocol/conformance';
export const CONFORMANCE_VERSION = '0.2.0-alpha.12';
/** A Node 22 from the npm registry, for a bench running on an older Node. */
const NODE_VERSION = '22.23.5';
const nodePackage = `node-${process.platform}-${process.arch}`;

export const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'wirecase-bench', 'conformance');

/** Why the part cannot measure, said in its row instead of a figure. */
export class NotMeasured extends Error {}

export interface OfficialSuite {
  /** The Node binary that runs it. */
  node: string;
  /** Its CLI (dist/index.js). */
  script: string;
  /** What was installed, and how long it took ('' when the cache already had it). */
  installed: string;
}

const versionOf = (dir: string, name: string): string | undefined => {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version : undefined;
};

/** The official suite, from the cache, or installed into it with npm; NotMeasured when that cannot be done. */
export async function officialSuite(): Promise<OfficialSuite> {
  const ownNode = Number(process.versions.node.split('.')[0]) >= 22;
  const node = ownNode ? process.execPath : path.join(cacheDir, 'node_modules', nodePackage, 'bin', 'node');
  const script = path.join(cacheDir, 'node_modules', ...CONFORMANCE_PACKAGE.split('/'), 'dist', 'index.js');
  const wanted = [`${CONFORMANCE_PACKAGE}@${CONFORMANCE_VERSION}`, ...(ownNode ? [] : [`${nodePackage}@${NODE_VERSION}`])];
  const present = () =>
    versionOf(cacheDir, CONFORMANCE_PACKAGE) === CONFORMANCE_VERSION &&
    existsSync(script) &&
    (ownNode || (versionOf(cacheDir, nodePackage) === NODE_VERSION && existsSync(node)));
  if (present()) return { node, script, installed: '' };

  mkdirSync(cacheDir, { recursive: true });
  // A package of its own, so that npm installs here and never into the repository's package.json.
  writeFileSync(path.join(cacheDir, 'package.json'), '{"name":"wirecase-bench-conformance","private":true}\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['install', '--prefix', cacheDir, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', ...wanted];
  let result: Awaited<ReturnType<typeof runChild>>;
  try {
    result = await runChild(npm, args, cacheDir, 300_000);
  } catch (error) {
    throw new NotMeasured(`could not install ${wanted.join(' ')} (${(error as Error).message})`);
  }
  if (result.code !== 0 || !present()) {
    // npm's first lines name the cause (e.g. "code ECONNREFUSED", "network request … failed").
    const why = (result.stderr || result.stdout)
      .split('\n')
      .map((line) => line.replace(/^npm (?:error|ERR!)\s*/, '').trim())
      .filter(Boolean)
      .slice(0, 2)
      .join('; ')
      .slice(0, 300);
    throw new NotMeasured(`could not install ${wanted.join(' ')} into ${path.relative(repoRoot, cacheDir)}: npm exited ${result.code}${why ? `: ${why}` : ''}`);
  }
  return { node, script, installed: `installed ${wanted.join(' ')} in ${(result.ms / 1000).toFixed(1)} s` };
}

export interface OfficialOutcome {
  /** Scenarios it ran, from its first line ("Running requirements 2026-07-28 (50 scenarios)"). */
  scenarios: number;
  /** Checks by status (SUCCESS, FAILURE, WARNING, SKIPPED, INFO), from the checks.json it wrote per scenario. */
  checks: Record<string, number>;
  /** Scenarios with a failed check that count for the revision, each with its failed checks' messages. */
  scoredFailures: { scenario: string; failed: string[] }[];
  /** Scenarios it ran but does not score for the revision (extensions, pending), with a failure. */
  unscoredFailures: string[];
}

interface Check {
  id: string;
  status: string;
  errorMessage?: string;
}

/** What one run of the official suite did: from its stdout and the folder given to its `-o`. */
export function readOfficialOutcome(stdout: string, outDir: string): OfficialOutcome {
  const scenarios = Number(/\((\d+) scenarios\)/.exec(stdout)?.[1] ?? Number.NaN);
  // Its closing list of scenarios run but not scored: "  ✗ tasks-lifecycle (extension)".
  const notScoredAt = stdout.indexOf('Not scored');
  const unscored = new Set(notScoredAt < 0 ? [] : [...stdout.slice(notScoredAt).matchAll(/^\s+[✓✗]\s+(\S+)\s+\(/gmu)].map((m) => m[1]!));
  const unscoredFailures = notScoredAt < 0 ? [] : [...stdout.slice(notScoredAt).matchAll(/^\s+✗\s+(\S+)\s+\(/gmu)].map((m) => m[1]!);
  const checks: Record<string, number> = {};
  const scoredFailures: OfficialOutcome['scoredFailures'] = [];
  for (const entry of readdirSync(outDir).sort()) {
    const file = path.join(outDir, entry, 'checks.json');
    if (!existsSync(file)) continue;
    // The folder is server-<scenario>-<ISO time>.
    const scenario = entry.replace(/^server-/, '').replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, '');
    const list = JSON.parse(readFileSync(file, 'utf8')) as Check[];
    for (const check of list) checks[check.status] = (checks[check.status] ?? 0) + 1;
    const failed = list.filter((c) => c.status === 'FAILURE').map((c) => `${c.id}: ${c.errorMessage ?? 'failed'}`);
    if (failed.length && !unscored.has(scenario)) scoredFailures.push({ scenario, failed });
  }
  return { scenarios, checks, scoredFailures, unscoredFailures };
}
