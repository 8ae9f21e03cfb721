/**
 * Issue 43, the client side: every mutation of mutations.ts over every real client of the matrix
 * (mutation-matrix.ts), through the CLI. It proves, per client, that the unmutated run (through the
 * proxy) fails nothing but the client's listed real findings, and, per mutation, that every client it
 * applies to catches it but the misses listed in README.md, whose reasons are given there; at least
 * 90 % of the applicable (client, mutation) pairs are caught.
 *
 * `npm run test:faults` (FAULT_SAMPLE=all) runs the whole matrix; `npm test` runs two (client,
 * mutation) pairs of the day's sample (test/helpers/fault-sample.ts). Only 127.0.0.1 traffic.
 */

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { FAULT_SAMPLE, noteSample } from '../../helpers/fault-sample.js';
import { type ClientRun, catchRates, MATRIX_CLIENTS, runClient } from './mutation-matrix.js';
import { CLIENT_MUTATION_NAMES, type ClientMutationName } from './mutations.js';

/** The real findings of each client on the matrix's documents (test/real-clients/README.md): what fails or warns unmutated. */
const FINDINGS: Record<string, string[]> = {
  'sdk-v1-app.mjs': [],
  'sdk-v2-app.mjs': [],
  'sdk-v2-auto-app.mjs': [],
  'ai-sdk': [],
  'inspector-cli': [],
  'mcp-remote': [],
  'sdk-v2-pin': [],
  supergateway: [],
};

/** (client, mutation) pairs the mutation applies to and no test catches, with why (README.md). */
const KNOWN_MISSES: Record<string, string> = {};

const SESSION_2025 = ['sdk-v1-app.mjs', 'sdk-v2-app.mjs', 'ai-sdk', 'inspector-cli', 'mcp-remote', 'supergateway'];
const SPEAKS_2026 = ['sdk-v2-auto-app.mjs', 'sdk-v2-pin'];
const RESUMES = ['sdk-v1-app.mjs', 'sdk-v2-app.mjs', 'sdk-v2-auto-app.mjs', 'inspector-cli', 'mcp-remote', 'supergateway'];
/** The clients each mutation changes a request of (what the whole matrix found; it checks this list): the day's sample draws from these. */
const APPLIES: Record<ClientMutationName, string[]> = {
  batch: MATRIX_CLIENTS,
  'cursor-reencode': SPEAKS_2026,
  'cursor-strip-padding': SPEAKS_2026,
  'state-reencode': SPEAKS_2026,
  'state-strip-padding': SPEAKS_2026,
  'input-required-response': SPEAKS_2026,
  'param-raw-utf8': SPEAKS_2026,
  'param-null-header': [],
  'resume-drop-accept': RESUMES,
  'reconnect-early': RESUMES,
  'drop-accept-sse': MATRIX_CLIENTS,
  'drop-version-header': MATRIX_CLIENTS,
  'drop-session-id': [...SESSION_2025, 'sdk-v2-auto-app.mjs'],
  'version-header-mismatch': SPEAKS_2026,
};

/** The pairs this run covers: every one with FAULT_SAMPLE=all, else two of those that apply, chosen by the day's seed. */
function pairs(): Array<[string, ClientMutationName]> {
  const all = MATRIX_CLIENTS.flatMap((c) => CLIENT_MUTATION_NAMES.map((m) => [c, m] as [string, ClientMutationName]));
  if (FAULT_SAMPLE.all) return all;
  const rank = ([c, m]: [string, string]) => createHash('sha256').update(`${FAULT_SAMPLE.seed}\0${c}\0${m}`).digest('hex');
  return all
    .filter(([c, m]) => APPLIES[m].includes(c))
    .sort((a, b) => (rank(a) < rank(b) ? -1 : 1))
    .slice(0, 2);
}

describe('client mutations over real clients, through the mutation proxy', () => {
  const chosen = pairs();
  const byClient = new Map<string, ClientMutationName[]>();
  for (const [c, m] of chosen) byClient.set(c, [...(byClient.get(c) ?? []), m]);
  const runs: ClientRun[] = [];

  for (const [client, mutations] of byClient) {
    it(`${client}: unmutated, nothing but its real findings; each mutation that applies is caught (${mutations.join(', ')})`, async (t) => {
      const run = await runClient(client, mutations);
      runs.push(run);
      const flagged = Object.entries(run.baseline)
        .filter(([, s]) => s === 'failed' || s === 'warning')
        .map(([id]) => id)
        .sort();
      assert.deepEqual(flagged, (FINDINGS[client] ?? []).filter((id) => id in run.baseline).sort(), `${client} unmutated through the proxy`);
      const wrong: string[] = [];
      for (const cell of run.cells) {
        t.diagnostic(
          `${cell.mutation}: ${cell.changed ? `${cell.changed} request(s) changed, caught by ${cell.caught.join(', ') || 'nothing'}` : 'not applicable (nothing changed)'}`,
        );
        const key = `${client} ${cell.mutation}`;
        if (cell.changed > 0 !== APPLIES[cell.mutation].includes(client))
          wrong.push(`${key}: ${cell.changed ? 'applied, not listed in APPLIES' : 'listed in APPLIES, changed nothing'}`);
        if (cell.changed > 0 && (cell.caught.length === 0) !== key in KNOWN_MISSES)
          wrong.push(
            `${key}: ${cell.caught.length ? `caught by ${cell.caught.join(', ')}, listed as a miss` : `missed, not listed: ${JSON.stringify(cell.verdicts)}`}`,
          );
      }
      await noteSample(() => assert.deepEqual(wrong, []));
    });
  }

  // The rate is measured on the whole matrix only (FAULT_SAMPLE=all): two sampled pairs say nothing of it.
  if (FAULT_SAMPLE.all)
    it('at least 90 % of the applicable pairs are caught', (t) => {
      const rates = catchRates(runs);
      for (const r of rates)
        t.diagnostic(`${r.mutation}: ${r.caught.length}/${r.applied.length} caught${r.missed.length ? `; missed on ${r.missed.join(', ')}` : ''}`);
      const applied = rates.reduce((n, r) => n + r.applied.length, 0);
      const caught = rates.reduce((n, r) => n + r.caught.length, 0);
      t.diagnostic(`all: ${caught}/${applied}`);
      assert.ok(applied > 0 && caught / applied >= 0.9, `${caught} of ${applied} caught`);
    });
});
