/**
 * The client-side mutation matrix (issue 43): each real client of test/real-clients behind the
 * mutation proxy, run by the CLI over scenarios/mcp-client as a user runs it, once unmutated (`none`)
 * over every document a mutation can show on, then once per mutation over that mutation's documents.
 * A mutation applies to a client when the proxy changed at least one of its requests; it is caught
 * when a test of its documents fails (or warns, for a SHOULD) that did not on the unmutated run.
 * Shared by mutation-matrix.test.ts and README.md's figures.
 */

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestStatus } from '../../../src/model/results.js';
import { pool } from '../../helpers/pool.js';
import { runSuiteCli } from '../../helpers/suite-runs.js';
import { CLIENT_TIMEOUT_MS, REAL_CLIENTS } from '../../real-clients/clients.js';
import { CLIENT_MUTATIONS, type ClientMutationName } from './mutations.js';

const SUITE = path.join('scenarios', 'mcp-client');
const WRAPPER = path.join('dist', 'test', 'mutation', 'clients', 'mutate-client.js');

/** The real clients the matrix runs: those `npm test` runs (test/real-clients/clients.ts), less the OAuth app (the mutations judge no OAuth document). */
export const MATRIX_CLIENTS = Object.entries(REAL_CLIENTS)
  .filter(([name, c]) => c.inNpmTest !== false && !c.wide && name !== 'sdk-v1-oauth-app.mjs')
  .map(([name]) => name);

export interface Cell {
  client: string;
  mutation: ClientMutationName;
  /** Requests the proxy changed in the client's runs. */
  changed: number;
  /** Tests that failed or warned under the mutation and not unmutated. */
  caught: string[];
  /** Test → status under the mutation. */
  verdicts: Record<string, TestStatus>;
}

export interface ClientRun {
  client: string;
  /** Test → status, unmutated, through the proxy. */
  baseline: Record<string, TestStatus>;
  cells: Cell[];
}

async function runThrough(
  client: string,
  mutation: ClientMutationName | 'none',
  ids: string[],
): Promise<{ verdicts: Record<string, TestStatus>; changed: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wirecase-client-mutation-'));
  try {
    const counts = path.join(dir, 'changed.txt');
    const spec = REAL_CLIENTS[client]!;
    const command = `node ${WRAPPER} ${mutation} ${counts} -- ${spec.command}`;
    const timeout = String(spec.timeoutMs ?? CLIENT_TIMEOUT_MS);
    const run = await runSuiteCli([SUITE], path.join(dir, 'out'), { args: ['--client', command, '--client-timeout', timeout, '--id', ...ids] });
    if (!run.results) throw new Error(`${client} behind ${mutation}: no results (exit ${run.code}): ${run.stderr.slice(0, 400)}`);
    const changed = (await readFile(counts, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
    return { verdicts: Object.fromEntries(run.results.tests.map((t) => [t.id, t.status])), changed };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const flagged = (s: TestStatus | undefined) => s === 'failed' || s === 'warning';

/** One client: unmutated over the documents of `mutations`, then each mutation over its documents (two CLI runs at a time). */
export async function runClient(client: string, mutations: ClientMutationName[]): Promise<ClientRun> {
  const ids = [...new Set(mutations.flatMap((m) => CLIENT_MUTATIONS[m].documents))];
  const jobs = [() => runThrough(client, 'none', ids), ...mutations.map((m) => () => runThrough(client, m, CLIENT_MUTATIONS[m].documents))];
  const [base, ...runs] = await Promise.all(pool(jobs, 2));
  const cells = mutations.map((mutation, i): Cell => {
    const { verdicts, changed } = runs[i]!;
    const caught = Object.keys(verdicts).filter((id) => flagged(verdicts[id]) && !flagged(base!.verdicts[id]));
    return { client, mutation, changed, caught, verdicts };
  });
  return { client, baseline: base!.verdicts, cells };
}

/** Per mutation: clients it applied to, those that caught it, and the misses. */
export function catchRates(runs: ClientRun[]): Array<{ mutation: ClientMutationName; applied: string[]; caught: string[]; missed: string[] }> {
  const names = [...new Set(runs.flatMap((r) => r.cells.map((c) => c.mutation)))];
  return names.map((mutation) => {
    const cells = runs.flatMap((r) => r.cells.filter((c) => c.mutation === mutation && c.changed > 0));
    return {
      mutation,
      applied: cells.map((c) => c.client),
      caught: cells.filter((c) => c.caught.length > 0).map((c) => c.client),
      missed: cells.filter((c) => c.caught.length === 0).map((c) => c.client),
    };
  });
}
