/**
 * The mutation matrix printed for triage: `node dist/test/mutation/print-matrix.js --suite 2025-11-25
 * [--server NAME ...] [--mutation NAME ...] [--json FILE]`: each pair's outcome (caught by which
 * tests, or missed, with the other new failures), the unmutated run's failures beyond the server's
 * listed findings, and the catch rate. Every document runs (FAULT_SAMPLE is not read here).
 */
import { writeFileSync } from 'node:fs';
import { pool } from '../helpers/pool.js';
import type { Cell } from './matrix.js';
import type { Revision } from './mutations.js';

// Every document: set before matrix.js (through fault-sample.js) reads it.
process.env.FAULT_SAMPLE = 'all';
const { describeOutcome, HTTP_SERVERS, httpPairs, mutationsFor, STDIO_REVISIONS, STDIO_SERVERS, stdioPairs } = await import('./matrix.js');
const args = process.argv.slice(2);
const many = (flag: string) => args.flatMap((a, i) => (args[i - 1] === flag ? [a] : []));
const suite = (many('--suite')[0] ?? '2025-11-25') as Revision;
const servers = many('--server');
const only = many('--mutation');
const json = many('--json')[0];

const pick = <T extends { name: string }>(list: T[]) => (only.length ? list.filter((m) => only.includes(m.name)) : list);
const http = HTTP_SERVERS[suite].filter((s) => !servers.length || servers.includes(s));
const stdio = STDIO_REVISIONS.includes(suite) ? Object.keys(STDIO_SERVERS).filter((s) => !servers.length || servers.includes(s)) : [];
const jobs = [
  ...http.map((s) => () => httpPairs(suite, s, pick(mutationsFor(suite, 'http')))),
  ...(pick(mutationsFor(suite, 'stdio')).length ? stdio.map((s) => () => stdioPairs(suite, s, pick(mutationsFor(suite, 'stdio')))) : []),
];
const cells: Cell[] = [];
for (const [i, job] of pool(jobs, 2).entries()) {
  try {
    const got = await job;
    cells.push(...got);
    for (const c of got) {
      if (!c.mutation) console.log(`${c.server}: unmutated run, failures beyond the listed findings: ${c.beyond?.join(', ') || 'none'}`);
      else
        console.log(
          `${c.server} ${c.mutation}: ${c.applies ? describeOutcome(c.outcome!) : 'not applicable'}${c.outcome?.elsewhere.length ? ` [elsewhere: ${c.outcome.elsewhere.join(', ')}]` : ''}`,
        );
    }
  } catch (error) {
    console.log(`job ${i} failed: ${(error as Error).stack}`);
  }
}
const applicable = cells.filter((c) => c.applies && c.mutation);
const caught = applicable.filter((c) => c.outcome!.caught).length;
console.log(`${suite}: ${caught}/${applicable.length} applicable pairs caught (${((caught / Math.max(1, applicable.length)) * 100).toFixed(1)} %)`);
if (json) writeFileSync(json, JSON.stringify(cells, null, 2));
process.exit(0);
