/**
 * Real stdio MCP servers from npm (stdio-servers.ts: fourteen, unmodified, offline), judged directly
 * over stdio (`--stdio`, no bridge), zero-config, through the CLI as a user runs it, by both server
 * suites. Every verdict other than a pass is listed in stdio-servers.ts with its sentence; nothing
 * else warns, fails or could not be judged, every stdio document passes, and no server fails a MUST.
 *
 * Each document costs a process of the server, so by default a server's run covers its fixed cases
 * (the stdio documents, and one document of each verdict listed for it) and a sample of its other
 * documents that run over stdio, chosen by the day's seed as the suite tests' fault runs are
 * (test/helpers/fault-sample.ts). A sampled run covers the three official servers and three others
 * by the seed with the 2025-11-25 suite, and the 2026-07-28 suite on the servers that speak it and on
 * one other by the seed. `npm run test:faults` (FAULT_SAMPLE=all) runs every document of both suites on
 * every server, and there each server judges at least 20 tests of the 2025-11-25 suite.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LoadedDocument } from '../../src/model/scenario.js';
import { transportMismatch } from '../../src/run/roles/stdio/applicable.js';
import { FAULT_SAMPLE, faultRunDocuments, noteSample, testOf } from '../helpers/fault-sample.js';
import { repoRoot } from '../helpers/paths.js';
import { pool } from '../helpers/pool.js';
import { loadSuite, runSuiteCli, type SuiteRun } from '../helpers/suite-runs.js';
import { STDIO_SERVERS, type StdioServer, type Suite } from './stdio-servers.js';

const SUITES: readonly Suite[] = ['mcp-2025-11-25', 'mcp-2026-07-28'];
/** The reason every 2026-07-28 test gives on a server that answers `server/discover` with an error. */
const NOT_2026 = /^the server does not speak 2026-07-28: /;

/**
 * A could-not-judge whose cause is one of wirecase's own time bounds (a schema compiled under a 1 s
 * wall-clock bound, src/assert/matchers.ts): on a machine under heavy load a benign tool schema can
 * pass it. It is no verdict on the server, so no false one either: such a test is set aside (and
 * named in the test's diagnostics), never counted as the server's.
 */
const OWN_TIME_BOUND = /could not be judged: .* did not finish within \d/;

const scratch = mkdtempSync(path.join(tmpdir(), 'wirecase-stdio-servers-'));

/** The stdio documents of a suite (`stdio:` steps), always covered. */
const isStdioDocument = (doc: LoadedDocument) => doc.data.steps.some((step) => step.stdio !== undefined);

/** The documents a sampled run always covers: the stdio documents and one of each verdict listed for the server. */
function fixedCases(documents: LoadedDocument[], server: StdioServer, suite: Suite): string[] {
  const seen = new Set<string>();
  const fixed = documents.filter(isStdioDocument).map((d) => d.data.id);
  for (const [id, expected] of Object.entries(server.expected[suite] ?? {})) {
    const kind = `${expected.status}\0${expected.reason}`;
    if (seen.has(kind)) continue;
    seen.add(kind);
    fixed.push(id);
  }
  return fixed;
}

/** The servers a sampled run always covers: the three official ones the first stdio test judged. */
const ALWAYS = new Set(['server-memory', 'server-filesystem', 'server-everything']);
/** How many of the other servers a sampled run covers (by the day's seed, so day after day each is covered). */
const OTHERS_A_DAY = 3;

/** The day's rank of a name: a hash of the seed and the name. */
const rank = (name: string) => createHash('sha256').update(`${FAULT_SAMPLE.seed}\0${name}`).digest('hex');
const byRank = (names: string[]) => [...names].sort((a, b) => (rank(a) < rank(b) ? -1 : 1));

/** The servers whose 2025-11-25 run a sampled run covers: the official three, and OTHERS_A_DAY of the others. */
const ofTheDay = new Set([...ALWAYS, ...byRank(STDIO_SERVERS.map((s) => s.name).filter((n) => !ALWAYS.has(n))).slice(0, OTHERS_A_DAY)]);
/** The one server that does not speak 2026-07-28 whose 2026 run a sampled run covers. */
const legacyOfTheDay = byRank(STDIO_SERVERS.filter((s) => !s.speaks2026).map((s) => s.name))[0];

/** Whether this run covers a server with a suite: always with FAULT_SAMPLE=all; sampled, the day's servers, and the 2026 suite on those that speak it and on one that does not. */
const runsThe = (server: StdioServer, suite: Suite) =>
  FAULT_SAMPLE.all || (suite === 'mcp-2025-11-25' ? ofTheDay.has(server.name) : server.speaks2026 || server.name === legacyOfTheDay);

describe('real stdio MCP servers from npm, judged over stdio', () => {
  const runs = new Map<string, Promise<SuiteRun>>();
  /** `server suite` → the documents its run covers. */
  const covered = new Map<string, LoadedDocument[]>();
  before(async () => {
    const jobs: Array<() => Promise<SuiteRun>> = [];
    const keys: string[] = [];
    for (const suite of SUITES) {
      const { documents } = await loadSuite([path.join('scenarios', suite)]);
      // A sample drawn from the documents that run over stdio (the HTTP-only ones are not applicable at no cost).
      const overStdio = documents.filter((d) => transportMismatch(d, true) === undefined);
      for (const server of STDIO_SERVERS.filter((s) => runsThe(s, suite))) {
        const key = `${server.name} ${suite}`;
        const docs = FAULT_SAMPLE.all ? documents : faultRunDocuments(overStdio, key, fixedCases(overStdio, server, suite), FAULT_SAMPLE);
        covered.set(key, docs);
        const home = path.join(scratch, `${server.name}-${suite}`);
        mkdirSync(home, { recursive: true });
        const only = FAULT_SAMPLE.all ? [] : docs.flatMap((d) => ['--id', d.data.id]);
        keys.push(key);
        jobs.push(() => runSuiteCli([path.join('scenarios', suite)], path.join(home, 'out'), { args: ['--stdio', server.command(home), ...only] }));
      }
    }
    // Each run is mostly waits on its server's process starts: two at a time keep both cores busy.
    const started = pool(jobs, 2);
    keys.forEach((key, i) => runs.set(key, started[i]!));
  });
  after(async () => {
    await Promise.allSettled(runs.values());
    rmSync(scratch, { recursive: true, force: true });
  });

  it('every server is a devDependency pinned to an exact version', () => {
    const { devDependencies } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    for (const server of STDIO_SERVERS) assert.match(devDependencies[server.package] ?? '(none)', /^\d+\.\d+\.\d+$/, server.package);
    assert.ok(STDIO_SERVERS.length >= 10);
  });

  for (const server of STDIO_SERVERS) {
    for (const suite of SUITES) {
      if (!runsThe(server, suite)) continue;
      const key = `${server.name} ${suite}`;
      it(`${key}: exactly the listed verdicts other than a pass, each with its sentence`, async (t) => {
        const run = await runs.get(key)!;
        const tests = run.results?.tests ?? [];
        const documents = covered.get(key)!;
        t.diagnostic(`${documents.length} documents, ${tests.filter((x) => x.status !== 'not-applicable').length} tests judged or not judgeable`);
        await noteSample(() => {
          const ran = testOf(documents);
          assert.ok(tests.length > 0, `no results: ${run.stderr}`);
          assert.deepEqual(
            tests.filter((x) => !ran(x.id)).map((x) => x.id),
            [],
            'a test outside the covered documents',
          );
          if (suite === 'mcp-2026-07-28' && !server.speaks2026) {
            // The probe's server/discover is answered with an error: the whole suite is not applicable (exit 4, nothing judged).
            const other = tests.filter((x) => x.status !== 'not-applicable' || !(x.reason === 'HTTP transport only' || NOT_2026.test(x.reason ?? '')));
            assert.deepEqual(
              other.map((x) => `${x.id} ${x.status} ${x.reason ?? ''}`),
              [],
            );
            assert.ok(
              tests.some((x) => NOT_2026.test(x.reason ?? '')),
              'no test names the failed probe',
            );
            assert.equal(run.code, 4, run.stderr);
            return;
          }
          const expected = Object.entries(server.expected[suite] ?? {}).filter(([id]) => ran(id));
          const ownBound = tests.filter((x) => x.status === 'could-not-judge' && OWN_TIME_BOUND.test(x.reason ?? '') && !server.expected[suite]?.[x.id]);
          for (const x of ownBound) t.diagnostic(`set aside: ${x.id} could not be judged within wirecase's own time bound: ${x.reason}`);
          const notPassed = tests.filter((x) => (x.status === 'failed' || x.status === 'warning' || x.status === 'could-not-judge') && !ownBound.includes(x));
          assert.deepEqual(
            Object.fromEntries(notPassed.map((x) => [x.id, x.status])),
            Object.fromEntries(expected.map(([id, e]) => [id, e.status])),
            `${notPassed.map((x) => `${x.id} ${x.status}: ${x.reason ?? ''}`).join('\n')}\n${run.stderr}`,
          );
          for (const [id, e] of expected) {
            assert.match(e.reason, e.status === 'could-not-judge' ? /unreachable offline/ : /^"[^"]+" \(20\d\d-\d\d-\d\d [^)]*\): \S/, id);
            if (e.cause) assert.match(tests.find((x) => x.id === id)?.reason ?? '', e.cause, `${id}: its reason names ${e.cause}`);
          }
          const stdio = testOf(documents.filter(isStdioDocument));
          // stdio26-08 needs a subscriptions/listen the server keeps open: one that answers it at once has no request to cancel.
          const noSubscription = (x: (typeof tests)[number]) =>
            x.id === 'stdio26-08' && x.status === 'not-applicable' && /keeps no subscriptions\/listen open/.test(x.reason ?? '');
          assert.deepEqual(
            tests.filter((x) => stdio(x.id) && x.status !== 'passed' && !noSubscription(x)).map((x) => `${x.id} ${x.status}`),
            [],
            'a stdio document did not pass',
          );
          const judged = tests.filter((x) => x.status === 'passed' || x.status === 'failed' || x.status === 'warning');
          if (FAULT_SAMPLE.all && suite === 'mcp-2025-11-25') assert.ok(judged.length >= 20, `only ${judged.length} tests judged`);
          else assert.ok(judged.length >= 1, 'nothing judged');
          assert.equal(run.code, expected.some(([, e]) => e.status === 'failed') ? 1 : 0, run.stderr);
        });
      });
    }
  }
});
