/**
 * Which bundled suites run against which real servers (servers.ts): every server × every suite of
 * SUITES, plus the runs that need what only a user can say. Read by real-servers.test.ts and by
 * scripts/real-servers.mjs (compiled: dist/test/real-servers/matrix.js).
 *
 * A suite still being written elsewhere is listed with `pending` (why it is missing). It does not
 * run while its folder is missing, and the test says so by name; once the folder exists the test
 * fails until `pending` is removed and each server's expected-failures file for it is written, so
 * a listed suite is never skipped silently.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../helpers/paths.js';
import { SERVERS } from './servers.js';

export interface RealSuite {
  /** The suite folder, from the repository root. */
  path: string;
  /** Set while the suite is being written elsewhere: why its folder may be missing. */
  pending?: string;
}

export const SUITES: readonly RealSuite[] = [{ path: 'scenarios/mcp-2026-07-28' }, { path: 'scenarios/mcp-apps' }, { path: 'scenarios/mcp-2025-11-25' }];

export function suiteExists(suite: RealSuite): boolean {
  return existsSync(path.join(repoRoot, suite.path, 'suite.yaml'));
}

export interface RealRun {
  server: string;
  suite: string;
  /** `--var NAME=VALUE` given to the run: what only a user can say about the server. */
  vars: string[];
  /** Names the expected-failures file: <server>.<suite>[.<label>].yaml */
  label?: string;
}

/**
 * Each server × each suite that exists, with --base-url only, plus: the official MCP Apps example
 * serves Apps without advertising the extension, so its Apps tests run only when the user says it
 * implements them (and then cap-01 must fail on the missing advertisement).
 */
export function realRuns(): RealRun[] {
  const suites = SUITES.filter(suiteExists).map((s) => s.path);
  return [
    ...SERVERS.flatMap((server) => suites.map((suite) => ({ server: server.name, suite, vars: [] }))),
    { server: 'basic-vanillajs', suite: 'scenarios/mcp-apps', vars: ['implements_apps=true'], label: 'implements-apps' },
  ];
}

/** The run's expected-failures file, from the repository root. */
export function expectedFile(run: RealRun): string {
  return path.join('test', 'real-servers', 'expected', `${run.server}.${path.basename(run.suite)}${run.label ? `.${run.label}` : ''}.yaml`);
}

/**
 * Failures that are faults of OUR suite, not of the server (a wrong reading, shown with the server's
 * wire exchange in `why`). They are never listed in an expected-failures file, which holds only
 * proven server bugs. The test lets them fail, by name, and fails once one passes: then the suite
 * was fixed, and the entry goes.
 */
export interface SuiteFault {
  server: string;
  suite: string;
  id: string;
  why: string;
}

// Empty now: the last entry (tools-05 on mcp-proxy-filesystem, a file tool pointed at a directory)
// went when tools-05 got a guard call with every optional argument given.
export const SUITE_FAULTS: readonly SuiteFault[] = [];

export function suiteFaultsOf(run: RealRun): SuiteFault[] {
  return run.label || run.vars.length ? [] : SUITE_FAULTS.filter((f) => f.server === run.server && f.suite === run.suite);
}
