/**
 * `wirecase diff`'s comparison against the reference target, for each server suite (scenarios/mcp-2026-07-28
 * with its faults, scenarios/mcp-2025-11-25 with the 2025-era ones):
 *
 *  - two healthy runs of the same documents: the diff reports nothing (no verdict and no fact of the
 *    wire differs, though ports, dates and session IDs do);
 *  - the healthy run (A) against a run with a fault switch on (B): the tests the diff reports broken
 *    are exactly those the suite test expects the fault to fail or warn (test/suites/mcp-2026-suite.test.ts
 *    and mcp-2025-suite.test.ts, read by suite-expectations.ts) among those that passed on A; any other difference is one the spec
 *    allows (both passed) or one the suite test expects (not applicable, now passing, a leg more or less);
 *    the exit code is 1 exactly when one of them fails a MUST.
 *
 * The runs go through the engine's surface in this process (test/helpers/suite-runs.ts), as the suite
 * tests' do. In `npm test` two faults per suite, picked by the day's seed, each over the documents it should
 * change and a sample of the others (test/helpers/fault-sample.ts); `npm run test:faults` runs every
 * fault over every document. Only 127.0.0.1 traffic.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { diffExitCode } from '../../src/cli/commands/diff.js';
import { diffRuns } from '../../src/diff/compare.js';
import type { RunDiff } from '../../src/diff/types.js';
import type { RunPlan } from '../../src/engine/index.js';
import type { RunResult } from '../../src/model/results.js';
import { FAULT_SAMPLE, faultRunDocuments, noteSample, testOf } from '../helpers/fault-sample.js';
import { loadSuite, runSuiteInProcess, type SuiteRun, startRuns } from '../helpers/suite-runs.js';
import { FAULTS as ALL_FAULTS } from '../targets/mcp-reference/faults.js';
import { type ReferenceTarget, startReferenceTarget } from '../targets/mcp-reference/server.js';
import { suiteExpectations } from './suite-expectations.js';

/**
 * The suites diffed, each with the suite test whose tables say what each of its faults breaks: the
 * 2026-07-28 suite judges every fault but the 2025-era ones (and the fuzz-only ones), the 2025-11-25
 * suite the 2025-era ones.
 */
const SUITES = [
  {
    suite: path.join('scenarios', 'mcp-2026-07-28'),
    tables: '2026' as const,
    faults: ALL_FAULTS.filter((f) => f.era !== '2025' && f.proof !== 'fuzz').map((f) => f.name),
    // The MCP-disabled documents need a second endpoint, as in the suite test.
    disabledEndpoint: true,
  },
  {
    suite: path.join('scenarios', 'mcp-2025-11-25'),
    tables: '2025' as const,
    faults: ALL_FAULTS.filter((f) => f.era === '2025').map((f) => f.name),
    disabledEndpoint: false,
  },
];

/** Faults diffed per suite in `npm test`: a few, ranked by the day's seed (every one under FAULT_SAMPLE=all). */
const SAMPLED_FAULTS = 2;
const chosen = (faults: string[]) =>
  FAULT_SAMPLE.all
    ? faults
    : [...faults]
        .sort((a, b) => {
          const rank = (f: string) => createHash('sha256').update(`${FAULT_SAMPLE.seed}\0diff\0${f}`).digest('hex');
          return rank(a) < rank(b) ? -1 : 1;
        })
        .slice(0, SAMPLED_FAULTS);
const PARALLEL = 4;

const only = (result: RunResult, plan: RunPlan): RunResult => {
  const covered = testOf(plan.documents);
  return { ...result, tests: result.tests.filter((t) => covered(t.id)) };
};
const diffOf = (a: RunResult, b: RunResult): RunDiff => diffRuns({ label: 'healthy', result: a }, { label: 'faulty', result: b }, 'test');
const ids = (diff: RunDiff, ...kinds: string[]) =>
  diff.differences
    .filter((d) => kinds.includes(d.kind))
    .map((d) => d.id)
    .sort();
/** The tests a defect of their own document stopped (exit 3), for a failure message. */
const defects = (...results: RunResult[]) =>
  results
    .flatMap((r) => r.tests)
    .filter((t) => t.documentDefect)
    .map((t) => `${t.id}: ${t.reason ?? t.failure?.message ?? ''}`)
    .join('\n');
const resultsOf = (run: SuiteRun): RunResult => {
  assert.ok(run.results, `no results:\n${run.stderr}`);
  return run.results;
};

for (const { suite, tables, faults, disabledEndpoint } of SUITES) {
  const EXPECTED = suiteExpectations(tables);
  const chosenFaults = chosen(faults);
  describe(`wirecase diff: ${suite} against the reference target and its fault switches`, () => {
    let disabled: ReferenceTarget | undefined;
    const ownDisabled: ReferenceTarget[] = [];
    let runs = new Map<string, Promise<SuiteRun>>();
    const plans = new Map<string, RunPlan>();

    before(async () => {
      if (disabledEndpoint) disabled = await startReferenceTarget({ auth: 'none', mcp: 'off' });
      const plan = await loadSuite([suite], disabledEndpoint ? ['mcp_disabled_url'] : []);
      for (const fault of chosenFaults) plans.set(fault, { ...plan, documents: faultRunDocuments(plan.documents, fault, EXPECTED.changedBy(fault)) });
      // The healthy runs cover every document some fault run covers, in the suite's order.
      const union = new Set([...plans.values()].flatMap((p) => p.documents.map((d) => d.data.id)));
      const healthy = { ...plan, documents: plan.documents.filter((d) => union.has(d.data.id)) };
      const run = async (name: string) => {
        const fault = name.startsWith('healthy') ? '' : name;
        let vars: Record<string, unknown> | undefined;
        if (disabledEndpoint) {
          let url = disabled!.mcpUrl;
          if (fault === 'mcp-off-serves-catalog') {
            const own = await startReferenceTarget({ auth: 'none', mcp: 'off', fault });
            ownDisabled.push(own);
            url = own.mcpUrl;
          }
          vars = { mcp_disabled_url: url };
        }
        // One document at a time, healthy too: a verdict that rests on timing (a guard waiting on a stream) then cannot differ between the two healthy runs.
        return runSuiteInProcess(fault ? plans.get(fault)! : healthy, { fault, ...(vars ? { vars } : {}), concurrency: 1 });
      };
      runs = startRuns(['healthy', 'healthy again', ...chosenFaults], run, PARALLEL);
    });

    after(async () => {
      await Promise.allSettled(runs.values());
      await Promise.all([disabled?.close(), ...ownDisabled.map((t) => t.close())]);
    });

    it('the suite test names every fault this test diffs', () => {
      assert.deepEqual([...EXPECTED.faults].sort(), [...faults].sort());
    });

    it('the healthy target against itself: nothing differs', async () => {
      const [a, b] = await Promise.all([runs.get('healthy')!, runs.get('healthy again')!]);
      const diff = diffOf(resultsOf(a), resultsOf(b));
      assert.deepEqual(
        diff.differences.map((d) => `${d.id} ${d.kind}: ${d.a?.status} → ${d.b?.status} ${d.wire.map((w) => `${w.field} ${w.a} → ${w.b}`).join('; ')}`),
        [],
      );
      // Every test of both runs compared: the same tests ran on both sides.
      assert.ok(diff.summary.compared > 0);
      assert.equal(diff.summary.compared, resultsOf(a).tests.length);
      assert.equal(diff.summary.compared, resultsOf(b).tests.length);
      assert.equal(diffExitCode(diff, { a: resultsOf(a), b: resultsOf(b) }, false), 0, defects(resultsOf(a), resultsOf(b)));
    });

    for (const fault of chosenFaults) {
      it(`FAULT=${fault}: the diff reports broken exactly the tests the fault breaks`, async () => {
        const [healthy, faulty] = await Promise.all([runs.get('healthy')!, runs.get(fault)!]);
        await noteSample(() => {
          const a = only(resultsOf(healthy), plans.get(fault)!);
          const b = resultsOf(faulty);
          const diff = diffOf(a, b);
          const change = EXPECTED.change(fault);
          const before = new Map(a.tests.map((t) => [t.id, t.status]));
          const breaks = [...change.failed, ...change.warned];
          // Broken: held on A, fails or warns on B.
          assert.deepEqual(ids(diff, 'broken'), breaks.filter((id) => before.get(id) === 'passed').sort());
          // A test that did not hold on A (not applicable there) and breaks on B is reported, as applying on B only.
          for (const id of breaks.filter((id) => before.has(id) && before.get(id) !== 'passed'))
            assert.ok(
              diff.differences.some((d) => d.id === id && ['applicability', 'changed'].includes(d.kind)),
              `${id} (${before.get(id)} on A) is not reported`,
            );
          // Every other difference is allowed by the spec, or one the suite test expects.
          const expected = new Set([...breaks, ...change.inapplicable, ...change.nowPassing]);
          const unexpected = diff.differences.filter((d) => d.kind !== 'allowed' && !expected.has(d.id) && !(change.extraLegs && d.kind.startsWith('only-')));
          assert.deepEqual(
            unexpected.map((d) => `${d.id} ${d.kind}: ${d.a?.status} → ${d.b?.status}`),
            [],
          );
          assert.equal(diff.summary.couldNotJudge, 0);
          const must = ids(diff, 'broken').filter((id) => change.failed.includes(id));
          assert.equal(diff.summary.brokenMust, must.length);
          assert.equal(diffExitCode(diff, { a, b }, false), must.length ? 1 : 0, defects(a, b));
          // Every broken test is listed under each sentence it quotes, with both exchanges shown side by side.
          for (const d of diff.differences.filter((x) => x.kind === 'broken')) {
            assert.ok(d.sentences.length > 0, `${d.id} has no sentence`);
            for (const s of d.sentences) assert.ok(diff.sentences[s]!.tests.includes(d.id));
            assert.ok(d.exchanges?.a || d.exchanges?.b, `${d.id} shows no exchange`);
          }
        });
      });
    }
  });
}
