/**
 * The bundled suites against real MCP servers this project did not write (servers.ts): each server
 * × suite runs with `--base-url` only (no env file: the suites must find what they need on the
 * server themselves) and the server's expected-failures file, under --strict-baseline:
 *
 *  - the run exits 0: every failure is listed, with the spec sentence the server breaks;
 *  - no listed failure now passes (fixed) and no entry names a test the run does not have (stale);
 *  - every entry's reason quotes the spec (a "..." quotation), so the files stay a list of proven
 *    server bugs rather than of suite gaps;
 *  - a failure that is a fault of our suite (matrix.ts SUITE_FAULTS, with the evidence) is not
 *    listed: it must still fail (then the run exits 1), and the test fails once it passes.
 *
 * The server × suite matrix is matrix.ts: a suite still being written elsewhere (`pending`) is named
 * as not run while its folder is missing. `node scripts/real-servers.mjs` prints the same runs for
 * triage. Only 127.0.0.1 traffic.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseBaseline } from '../../src/load/baseline-file.js';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { judgedAny, unexpectedFailure } from '../../src/model/results.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { expectedFile, realRuns, SUITES, suiteExists, suiteFaultsOf } from './matrix.js';
import { listensInGroup, startServer } from './servers.js';

/**
 * A run against a server that streams without end waits out the suites' 10 s step timeouts, and the
 * 2025 suite against a server whose progress tool takes 10 s a call runs about 100 s on an idle
 * machine: the guard only stops a hung run, so it leaves room for a loaded CI machine.
 */
const RUN_TIMEOUT_MS = 360_000;
const RUNS = realRuns();

function describeFailure(t: TestResult): string {
  const message = (t.failure?.message ?? '').split('\n').find((l) => l.trim()) ?? '(no message)';
  return `  ${t.id}: ${t.failure?.stepName ? `${t.failure.stepName}: ` : ''}${message.trim()}`;
}

describe('the real-servers matrix', () => {
  for (const suite of SUITES) {
    if (suite.pending && !suiteExists(suite)) {
      it(`${suite.path}: not run yet, its folder is missing (${suite.pending})`, { skip: `${suite.path} does not exist yet` }, () => {});
    } else {
      it(`${suite.path} exists and runs against every server`, () => {
        assert.ok(suiteExists(suite), `${suite.path}/suite.yaml is missing: a suite listed in test/real-servers/matrix.ts must exist`);
        assert.equal(
          suite.pending,
          undefined,
          `${suite.path} exists now: remove its \`pending\` note in test/real-servers/matrix.ts (and give each server its expected-failures file)`,
        );
      });
    }
  }

  it("a server is ready only once the port's listener is in its process group, not another process's", async () => {
    const listener = createServer();
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as { port: number };
    try {
      const stat = readFileSync('/proc/self/stat', 'utf8');
      const ownGroup = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      assert.equal(await listensInGroup(port, ownGroup), true, 'this process listens: its group holds the port');
      // A process group with no process in it: the port is not its server's.
      assert.equal(await listensInGroup(port, ownGroup + 1_000_000), false);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('every run has its expected-failures file, and every file belongs to a run', () => {
    const wanted = new Set(RUNS.map((run) => path.basename(expectedFile(run))));
    const present = new Set(readdirSync(path.join(repoRoot, 'test', 'real-servers', 'expected')).filter((f) => f.endsWith('.yaml')));
    assert.deepEqual(
      [...wanted].filter((f) => !present.has(f)).sort(),
      [],
      'missing in test/real-servers/expected/ (write one per server × suite: tests: [] when it passes everything)',
    );
    const pendingSuites = SUITES.filter((s) => !suiteExists(s)).map((s) => path.basename(s.path));
    const orphans = [...present].filter((f) => !wanted.has(f) && !pendingSuites.some((suite) => f.includes(`.${suite}.`)));
    assert.deepEqual(orphans.sort(), [], 'expected-failures files for no server × suite of test/real-servers/matrix.ts (remove them)');
  });
});

// Five runs at a time: they mostly wait (a server that streams without end costs a 10 s step
// timeout, a slow tool 10 s a call; about 100 CPU-s for all 31 runs). Three at once raced for ports (CI, 3 December 2026: two
// servers were given the same free port, the second exited, and its run judged the first one's
// server); servers.ts now never hands out a port twice and checks that the port's listener is the
// server it started. The 2025 suite's runs, which wait the longest, go first.
const RUNS_AT_ONCE = 5;
const SLOW_SUITE_FIRST = [...RUNS].sort((a, b) => Number(b.suite.endsWith('2025-11-25')) - Number(a.suite.endsWith('2025-11-25')));

describe('the bundled suites against real MCP servers', { concurrency: RUNS_AT_ONCE }, () => {
  for (const real of SLOW_SUITE_FIRST) {
    {
      const { suite } = real;
      const server = { name: real.server };
      const baseline = expectedFile(real);
      const vars = real.vars.flatMap((v) => ['--var', v]);

      it(`${server.name} × ${suite}${real.vars.length ? ` (${real.vars.join(' ')})` : ''}: every failure is a listed non-conformance (${baseline})`, {
        timeout: RUN_TIMEOUT_MS + 30_000,
      }, async () => {
        const entries = parseBaseline(baseline, await readFile(path.join(repoRoot, baseline), 'utf8')).tests;
        const unquoted = entries.filter((e) => !/"[^"]{12,}"/.test(e.reason));
        assert.deepEqual(
          unquoted.map((e) => `${e.id} (line ${e.line})`),
          [],
          `${baseline}: each reason must quote the spec sentence the server breaks, in "double quotes"`,
        );

        const out = await mkdtemp(path.join(tmpdir(), `wirecase-real-${server.name}-`));
        const started = await startServer(server.name);
        try {
          const run = await runCli(
            [
              'run',
              suite,
              '--base-url',
              started.url,
              ...vars,
              '--expected-failures',
              baseline,
              '--strict-baseline',
              '--reporter',
              'json',
              '--out',
              out,
              '--concurrency',
              '1',
            ],
            { cwd: repoRoot, timeoutMs: RUN_TIMEOUT_MS },
          );
          let result: RunResult;
          try {
            result = JSON.parse(await readFile(path.join(out, 'results.json'), 'utf8')) as RunResult;
          } catch {
            assert.fail(`no results.json (exit ${run.code}):\n${(run.stderr || run.stdout).slice(-3000)}`);
          }
          // Faults of our suite on this server (matrix.ts SUITE_FAULTS): must still fail, by name.
          const suiteFaults = suiteFaultsOf(real);
          const failing = new Set(result.tests.filter(unexpectedFailure).map((t) => t.id));
          const unexplained = result.tests.filter((t) => unexpectedFailure(t) && !suiteFaults.some((f) => f.id === t.id));
          const fixedFaults = suiteFaults.filter((f) => !failing.has(f.id));
          const judged = result.summary.baseline;
          const problems = [
            ...fixedFaults.map((f) => `${f.id} no longer fails: the suite fault is fixed, remove it from SUITE_FAULTS in test/real-servers/matrix.ts`),
            ...(unexplained.length
              ? [
                  `${unexplained.length} failure(s) not in ${baseline} (a suite bug to fix, or a server bug to list with the spec sentence it breaks):`,
                  ...unexplained.map(describeFailure),
                ]
              : []),
            ...(judged?.fixed.length ? [`listed but passing now (remove from ${baseline}): ${judged.fixed.join(', ')}`] : []),
            ...(judged?.stale.length ? [`listed but not in the run (stale, remove from ${baseline}): ${judged.stale.join(', ')}`] : []),
          ];
          assert.deepEqual(problems, [], `${server.name} × ${suite} (${started.url}):\n${problems.join('\n')}`);
          // A run that judged nothing (every test not applicable or could not judge) exits 4, never 0.
          const expectedCode = suiteFaults.length ? 1 : judgedAny(result.summary) ? 0 : 4;
          assert.equal(run.code, expectedCode, `wirecase exited ${run.code}:\n${run.stdout.slice(-2000)}${run.stderr.slice(-2000)}`);
        } finally {
          await started.stop();
          await rm(out, { recursive: true, force: true });
        }
      });
    }
  }
});
