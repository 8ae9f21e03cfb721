/**
 * The scenarios/mcp-2025-11-25 suite against the reference target:
 *
 *  - against the good reference target (started by the runner: AUTH=oauth, LEGACY=session-sse)
 *    it passes (exit 0), with only the documented not-applicable tests, run through the CLI exactly
 *    as a user runs it;
 *  - for EACH 2025-era fault switch of the reference target (`era: '2025'`, FAULT=<name>), exactly
 *    the expected test IDs fail (or warn, for a SHOULD), and every other test keeps the verdict it
 *    has against the good target. These runs share this process (test/helpers/suite-runs.ts: one
 *    reference target of its own per run, one document at a time); a test checks that a run here
 *    and the CLI's agree on every verdict.
 *
 * Runs go a few at a time; only 127.0.0.1 traffic.
 */

import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunPlan } from '../../src/engine/index.js';
import type { TestResult } from '../../src/model/results.js';
import { assertFaultRun, faultRunPlan, noteSample } from '../helpers/fault-sample.js';
import { loadSuite, runSuiteCli, runSuiteInProcess, type SuiteRun, startRuns, verdicts } from '../helpers/suite-runs.js';
import { FAULTS } from '../targets/mcp-reference/faults.js';
import { EXPECTED_FAILURES, EXPECTED_NOT_APPLICABLE, EXPECTED_NOW_PASSING, EXPECTED_WARNINGS } from './expected-2025.js';

const SUITE = path.join('scenarios', 'mcp-2025-11-25');

/** The faults this suite judges. */
const LEGACY_FAULTS = FAULTS.filter((f) => f.era === '2025');

/**
 * Not applicable against the good reference target:
 * authz-13: the 401 challenge names the metadata URL, so the well-known URI is the optional other mechanism;
 * caps-02: the target declares logging (caps-02 judges a server that does not);
 * complete-01/03/04: the target does not support completions;
 * get-01: GET opens an SSE stream (allowed), whose content needs background streams;
 * lc-06: the target answers initialize with the 2025-11-25 asked for;
 * rpc-03: batches were required in 2025-03-26 only; the target negotiates 2025-11-25;
 * stdio-01..05: documents of the stdio transport (docs/stdio.md), not applicable over HTTP;
 * stream-03: the target sends the client no request (no roots/list) on the GET stream.
 */
const NOT_APPLICABLE = [
  'authz-13',
  'authz-17',
  'caps-02',
  'complete-01',
  'complete-03',
  'complete-04',
  'get-01',
  'lc-06',
  'rpc-03',
  'stdio-01',
  'stdio-02',
  'stdio-03',
  'stdio-04',
  'stdio-05',
  'stream-03',
];

/** The IDs whose verdict the fault changes: its fault run covers their documents, and a sample of the others (test/helpers/fault-sample.ts). */
const changedBy = (fault: string) => [
  ...EXPECTED_FAILURES[fault]!,
  ...(EXPECTED_WARNINGS[fault] ?? []),
  ...(EXPECTED_NOT_APPLICABLE[fault] ?? []),
  ...(EXPECTED_NOW_PASSING[fault] ?? []),
];

// In-process runs at a time: each waits on the wire much of its time (streams, progress). Four, as
// the 2026 suite's test (more at once made guard steps of its healthy run fail on a loaded machine).
const PARALLEL = 4;
const idsWith = (tests: TestResult[], status: TestResult['status']) =>
  tests
    .filter((t) => t.status === status)
    .map((t) => t.id)
    .sort();

describe('scenarios/mcp-2025-11-25 against the reference target', () => {
  let work: string;
  let runs = new Map<string, Promise<SuiteRun>>();
  let cliGood: Promise<SuiteRun>;
  /** Fault → the plan of its run (the documents it covers; the healthy run: every one). */
  const covered = new Map<string, RunPlan>();

  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'wirecase-mcp2025-'));
    // The healthy run once through the CLI, exactly as a user runs it; every run below in this process.
    cliGood = runSuiteCli([SUITE], path.join(work, 'good'), { env: { FAULT: '', AUTH: '', MCP: '', LEGACY: '' } });
    const plan = await loadSuite([SUITE]);
    covered.set('', plan);
    for (const { name } of LEGACY_FAULTS) covered.set(name, faultRunPlan(plan, name, changedBy(name)));
    runs = startRuns(['', ...LEGACY_FAULTS.map((f) => f.name)], (fault) => runSuiteInProcess(covered.get(fault)!, { fault }), PARALLEL);
  });

  after(async () => {
    await Promise.allSettled([cliGood, ...runs.values()]);
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('the tables name every 2025-era fault switch of the reference target', () => {
    assert.ok(LEGACY_FAULTS.length >= 19);
    assert.deepEqual(Object.keys(EXPECTED_FAILURES).sort(), LEGACY_FAULTS.map((f) => f.name).sort());
    for (const name of [...Object.keys(EXPECTED_WARNINGS), ...Object.keys(EXPECTED_NOT_APPLICABLE), ...Object.keys(EXPECTED_NOW_PASSING)]) {
      assert.ok(name in EXPECTED_FAILURES, name);
    }
  });

  it('passes against the good target (exit 0, only the documented not-applicable tests)', async () => {
    const run = await cliGood;
    assert.ok(run.results, `no results.json; stderr:\n${run.stderr}`);
    assert.deepEqual(idsWith(run.results.tests, 'failed'), []);
    assert.deepEqual(idsWith(run.results.tests, 'warning'), []);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(idsWith(run.results.tests, 'not-applicable'), NOT_APPLICABLE);
    assert.equal(run.results.tests.filter((t) => t.status === 'skipped').length, 0);
    assert.ok(run.results.tests.length >= 70);
  });

  it('a run in this process gives every test the verdict the CLI gives it, and the same exit code', async () => {
    const [cli, own] = await Promise.all([cliGood, runs.get('')!]);
    assert.ok(cli.results && own.results, `no results; stderr:\n${cli.stderr}${own.stderr}`);
    assert.deepEqual(verdicts(own.results.tests), verdicts(cli.results.tests));
    assert.equal(own.code, cli.code);
  });

  for (const fault of LEGACY_FAULTS.map((f) => f.name)) {
    it(`FAULT=${fault}: exactly the expected tests fail, the rest keep their verdict`, async () => {
      const [good, run] = await Promise.all([runs.get('')!, runs.get(fault)!]);
      assert.ok(good.results && run.results, `no results.json; stderr:\n${run.stderr}`);
      await noteSample(() =>
        assertFaultRun(good, run, covered.get(fault)!.documents, {
          failed: EXPECTED_FAILURES[fault] ?? [],
          warned: EXPECTED_WARNINGS[fault] ?? [],
          inapplicable: EXPECTED_NOT_APPLICABLE[fault] ?? [],
          nowPassing: EXPECTED_NOW_PASSING[fault] ?? [],
        }),
      );
    });
  }
});
