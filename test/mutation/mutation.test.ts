/**
 * Power over implementations this project did not write (issue 43): each bundled server suite
 * against each real server of test/real-servers/ (HTTP) and the official stdio servers, through the
 * mutation proxy (proxy.ts, stdio-wrap.ts), once unmutated and once per mutation that applies there
 * (mutations.ts: each breaks ONE sentence, quoted).
 *
 *  - The unmutated run through the proxy fails on nothing but the server's listed real findings
 *    (test/real-servers/expected/<server>.<suite>.yaml): the proxy itself is invisible.
 *  - Each mutated run is caught (a new failure, or a new warning for a SHOULD, of a test that quotes
 *    the broken sentence or one it rests on) or missed, exactly as `RECORD` (expected.ts) says; a
 *    miss has its reason there, and README.md lists them. Once the suite catches a recorded miss,
 *    the test fails: update the record.
 *  - The catch rate per suite (applicable server × mutation pairs caught) is printed and held at
 *    its floor.
 *
 * `npm run test:faults` (FAULT_SAMPLE=all) runs the whole matrix (minutes: the 2025 suite waits ten
 * seconds a call on `everything`'s progress tool, and FastMCP a second per initialize). `npm test`
 * runs one pair per suite, chosen by the day's seed among the fast servers, over the documents
 * that catch it and a sample of the others (test/helpers/fault-sample.ts).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { FAULT_SAMPLE, noteSample } from '../helpers/fault-sample.js';
import { repoRoot } from '../helpers/paths.js';
import { FLOOR, RECORD, type Recorded } from './expected.js';
import {
  type Cell,
  describeOutcome,
  HTTP_SERVERS,
  httpPairs,
  mutationsFor,
  type Outcome,
  STDIO_REVISIONS,
  STDIO_SERVERS,
  SUITE_PATH,
  stdioPairs,
} from './matrix.js';
import type { Revision } from './mutations.js';

/** Servers whose whole 2025 run takes a few seconds: the ones `npm test` samples from. */
const FAST = ['tmcp', 'mcp-lite', 'sdk-v1-json', 'sdk-v1-stateless', 'hono-mcp', 'mcp-proxy-filesystem'];
const RUN_TIMEOUT_MS = 1_800_000;

const rank = (key: string) => createHash('sha256').update(`${FAULT_SAMPLE.seed}\0${key}`).digest('hex');

/** Whether the outcome matches the record (a miss's reason is not compared, only that it is a miss). */
function matches(r: Recorded | undefined, o: Outcome): boolean {
  if (!r) return false;
  if ('caughtBy' in r) return o.caught && JSON.stringify(o.caughtBy) === JSON.stringify([...r.caughtBy].sort());
  return !o.caught;
}

function checkCells(cells: Cell[]): string[] {
  const problems: string[] = [];
  for (const c of cells) {
    if (c.mutation === '') {
      if (c.beyond?.length) problems.push(`${c.server} × ${c.suite} through the unmutated proxy fails beyond its listed findings: ${c.beyond.join(', ')}`);
      continue;
    }
    const r = RECORD[c.suite]?.[c.mutation]?.[c.server];
    if (!c.applies) {
      if (r && !('notApplicable' in r)) problems.push(`${c.suite} ${c.mutation} on ${c.server}: recorded as applying, but never eligible now`);
      continue;
    }
    if (!matches(r, c.outcome!))
      problems.push(`${c.suite} ${c.mutation} on ${c.server}: ${describeOutcome(c.outcome!)}; recorded ${JSON.stringify(r ?? 'nothing')}`);
  }
  return problems;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

if (FAULT_SAMPLE.all) {
  describe('the mutation matrix over real servers (every pair)', { timeout: RUN_TIMEOUT_MS }, () => {
    for (const revision of Object.keys(SUITE_PATH) as Revision[]) {
      it(`${SUITE_PATH[revision]}: every applicable mutation on every real server, as recorded, at least ${pct(FLOOR[revision])} caught`, async (t) => {
        const jobs = [
          ...HTTP_SERVERS[revision].map((s) => () => httpPairs(revision, s)),
          ...(STDIO_REVISIONS.includes(revision) ? Object.keys(STDIO_SERVERS).map((s) => () => stdioPairs(revision, s)) : []),
        ];
        const cells: Cell[] = [];
        // Two servers at a time: each run mostly waits, and CI has two cores.
        const { pool } = await import('../helpers/pool.js');
        for (const result of await Promise.all(pool(jobs, 2))) cells.push(...result);
        if (process.env.MUTATION_MATRIX_OUT) writeFileSync(`${process.env.MUTATION_MATRIX_OUT}.${revision}.json`, JSON.stringify(cells, null, 2));
        const applicable = cells.filter((c) => c.applies && c.mutation);
        const caught = applicable.filter((c) => c.outcome!.caught);
        for (const c of applicable.filter((x) => !x.outcome!.caught)) t.diagnostic(`miss: ${c.mutation} on ${c.server}: ${describeOutcome(c.outcome!)}`);
        const byMutation = [...new Set(applicable.map((c) => c.mutation))].map((name) => {
          const of = applicable.filter((c) => c.mutation === name);
          return `${name} ${of.filter((c) => c.outcome!.caught).length}/${of.length}`;
        });
        t.diagnostic(
          `${revision}: ${caught.length}/${applicable.length} applicable server × mutation pairs caught (${pct(caught.length / applicable.length)}); per mutation: ${byMutation.join(', ')}`,
        );
        assert.deepEqual(checkCells(cells), [], 'the matrix against its record (test/mutation/expected.ts)');
        assert.ok(caught.length / applicable.length >= FLOOR[revision] - 1e-9, `${caught.length}/${applicable.length} caught, below the floor`);
      });
    }
  });
} else {
  describe('the mutation matrix over real servers (one sampled pair per suite; npm run test:faults runs all)', () => {
    for (const revision of Object.keys(SUITE_PATH) as Revision[]) {
      // The pairs recorded as applying on a fast HTTP server; the day's seed picks one.
      const pairs = Object.entries(RECORD[revision] ?? {}).flatMap(([mutation, servers]) =>
        Object.entries(servers)
          .filter(([server, r]) => FAST.includes(server) && !('notApplicable' in r) && HTTP_SERVERS[revision].includes(server))
          .map(([server]) => ({ mutation, server })),
      );
      const pick = pairs.sort((a, b) => (rank(`${a.mutation} ${a.server}`) < rank(`${b.mutation} ${b.server}`) ? -1 : 1))[0];
      if (!pick) continue;
      it(`${SUITE_PATH[revision]}: ${pick.mutation} through the proxy on ${pick.server} is ${'caughtBy' in RECORD[revision]![pick.mutation]![pick.server]! ? 'caught' : 'missed'}, as recorded`, async () => {
        const m = mutationsFor(revision, 'http').find((x) => x.name === pick.mutation)!;
        const cells = await httpPairs(revision, pick.server, [m]);
        await noteSample(() => assert.deepEqual(checkCells(cells), []));
      });
    }
  });
}

it('README.md lists every recorded miss with its reason, and the matrix record covers every mutation', async () => {
  const readme = await readFile(path.join(repoRoot, 'test', 'mutation', 'README.md'), 'utf8');
  for (const [revision, byMutation] of Object.entries(RECORD)) {
    for (const [mutation, servers] of Object.entries(byMutation ?? {})) {
      assert.ok(readme.includes(`\`${mutation}\``), `README.md names ${mutation}`);
      for (const [server, r] of Object.entries(servers)) {
        if ('missed' in r)
          assert.ok(readme.includes(`| ${revision} | \`${mutation}\` | ${server} |`), `README.md lists the miss ${revision} ${mutation} on ${server}`);
      }
    }
  }
});
