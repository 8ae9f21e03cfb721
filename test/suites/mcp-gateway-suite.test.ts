/**
 * The scenarios/mcp-gateway suite against the reference gateway (test/targets/mcp-gateway, with the
 * scripted server behind it):
 *
 *  - healthy, through the CLI exactly as a user runs it, every test passes but gw-session-02, which
 *    is not applicable: the reference gateway passes DELETE on to the scripted server, which answers
 *    405 (a server MAY), so there is no ended session to judge;
 *  - for EACH fault switch of the reference gateway, exactly the expected test IDs fail, and every
 *    other test passes (runs in this process, one document at a time, each with its own gateway and
 *    scripted server on free loopback ports). Each fault run covers the documents of its expected
 *    IDs and a daily sample of the others (test/helpers/fault-sample.ts; `npm run test:faults`: every document).
 */

import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunPlan } from '../../src/engine/index.js';
import type { TestResult } from '../../src/model/results.js';
import { faultRunPlan, noteSample } from '../helpers/fault-sample.js';
import { loadSuite, runSuiteCli, runSuiteInProcess, type SuiteRun, startRuns, verdicts } from '../helpers/suite-runs.js';
import { GATEWAY_FAULT_NAMES, type GatewayFault } from '../targets/mcp-gateway/faults.js';

const SUITE = path.join('scenarios', 'mcp-gateway');

/** Not applicable in every run against the reference gateway (see above). */
const NOT_APPLICABLE = ['gw-session-02'];

/** Fault → the test IDs that must fail with it, and only those. */
const EXPECTED: Record<GatewayFault, string[]> = {
  'json-as-text': ['gw-content-01'],
  'progress-token-rewrite': ['gw-progress-01'],
  'cursor-mangled': ['gw-cursor-01'],
  'error-without-id': ['gw-error-01'],
  'session-404-as-502': ['gw-session-01'],
  'no-origin-check': ['gw-origin-01'],
  'policy-off': ['gw-policy-01', 'gw-policy-02'],
  'alters-tool-result': ['gw-policy-03'],
};

function ids(tests: TestResult[], status: TestResult['status']): string[] {
  return tests
    .filter((t) => t.status === status)
    .map((t) => t.id)
    .sort();
}

describe('scenarios/mcp-gateway against the reference gateway', () => {
  let documents: RunPlan['documents'];
  let outDir: string;
  let runs: Map<string, Promise<SuiteRun>>;
  /** Fault → the plan of its run (the documents it covers; the healthy run: every one). */
  const covered = new Map<string, RunPlan>();
  before(async () => {
    const plan = await loadSuite([SUITE]);
    documents = plan.documents;
    outDir = await mkdtemp(path.join(tmpdir(), 'wirecase-gateway-suite-'));
    covered.set('', plan);
    for (const fault of GATEWAY_FAULT_NAMES) covered.set(fault, faultRunPlan(plan, fault, EXPECTED[fault]));
    runs = startRuns(['', ...GATEWAY_FAULT_NAMES], (fault) => runSuiteInProcess(covered.get(fault)!, { fault }), 3);
  });
  after(async () => {
    await Promise.allSettled([...runs.values()]);
    await rm(outDir, { recursive: true, force: true });
  });

  it('every fault of the reference gateway is judged here', () => {
    assert.deepEqual(Object.keys(EXPECTED).sort(), [...GATEWAY_FAULT_NAMES].sort());
  });

  it('passes every applicable test through the CLI, and agrees with the in-process run', async () => {
    const cli = await runSuiteCli([SUITE], outDir);
    assert.equal(cli.code, 0, cli.stderr);
    const tests = cli.results!.tests;
    assert.equal(tests.length, documents.length);
    assert.deepEqual(ids(tests, 'not-applicable'), NOT_APPLICABLE);
    assert.deepEqual(
      tests.filter((t) => t.status !== 'passed' && t.status !== 'not-applicable').map((t) => `${t.id}: ${t.status}`),
      [],
    );
    const inProcess = await runs.get('')!;
    assert.equal(inProcess.code, 0, inProcess.stderr);
    assert.deepEqual(verdicts(inProcess.results!.tests), verdicts(tests));
  });

  for (const fault of GATEWAY_FAULT_NAMES) {
    it(`FAULT=${fault}: exactly ${EXPECTED[fault].join(', ')} fail`, async () => {
      const run = await runs.get(fault)!;
      await noteSample(() => {
        assert.equal(run.code, 1, run.stderr);
        const tests = run.results!.tests;
        const ran = covered.get(fault)!.documents.map((d) => d.data.id);
        assert.deepEqual(tests.map((t) => t.id).sort(), [...ran].sort());
        assert.deepEqual(ids(tests, 'failed'), [...EXPECTED[fault]].sort());
        const inapplicable = NOT_APPLICABLE.filter((id) => ran.includes(id));
        assert.deepEqual(ids(tests, 'not-applicable'), inapplicable);
        assert.equal(ids(tests, 'passed').length, ran.length - EXPECTED[fault].length - inapplicable.length);
      });
    });
  }
});
