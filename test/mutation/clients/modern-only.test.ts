/**
 * Issue 43: a correct modern-only 2026-07-28 client, built apart from the project's reference client
 * (modern-only-client.ts, raw fetch, no SDK), against scenarios/mcp-client: no test fails or warns on
 * it (the 2025-11-25 documents are not applicable to a client that never offers a 2025 revision), and
 * each of its one-fault twins is caught, by exactly the test IDs listed, at least 90 % of them.
 *
 * The twins' runs cover their expected documents and a daily sample of the others
 * (test/helpers/fault-sample.ts; `npm run test:faults`: every document). Only 127.0.0.1 traffic.
 */

import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { executeRun, type RunPlan } from '../../../src/engine/index.js';
import type { TestResult } from '../../../src/model/results.js';
import { STDIO_ONLY } from '../../../src/run/roles/stdio/applicable.js';
import { faultRunPlan, noteSample } from '../../helpers/fault-sample.js';
import { loadSuite } from '../../helpers/suite-runs.js';
import { MODERN_ONLY_FAULT_NAMES, type ModernOnlyFault, runModernOnlyClient } from './modern-only-client.js';

const SUITE = path.join('scenarios', 'mcp-client');

/** Twin → the tests that fail (a MUST) or warn (a SHOULD) on it, and only those. */
const EXPECTED: Record<Exclude<ModernOnlyFault, ''>, { failed?: string[]; warning?: string[]; notApplicable?: string[] }> = {
  // Its first tools/list is a batch: cl26-09 judges every POST body.
  batch: { failed: ['cl26-09'] },
  'input-required-responses': { failed: ['cl26-10'], notApplicable: ['cl26-27', 'cl26-28', 'cl26-29', 'cl26-30', 'cl26-34'] },
  'gives-up-on-32022': { warning: ['cl26-06'] },
  'retries-refused-version': { warning: ['cl26-33'] },
  'param-raw-utf8': { failed: ['cl26-14'] },
  'param-null-header': { failed: ['cl26-16'] },
  'state-padding-stripped': { failed: ['cl26-34'] },
  'state-base64url': { failed: ['cl26-34'] },
  // cl26-20's cursor ends in "=" too.
  'cursor-padding-stripped': { failed: ['cl26-20', 'cl26-35'] },
  'cursor-base64url': { failed: ['cl26-20', 'cl26-35'] },
  'endless-reauth': { warning: ['cl26-57'] },
};

async function run(plan: RunPlan, fault: ModernOnlyFault): Promise<TestResult[]> {
  const { verdict } = await executeRun(plan, { concurrency: 8, runClient: (url) => runModernOnlyClient(url, fault) });
  return verdict.result.tests;
}

const ids = (tests: TestResult[], status: TestResult['status']) =>
  tests
    .filter((t) => t.status === status)
    .map((t) => t.id)
    .sort();

describe('a modern-only 2026-07-28 client built apart, and its one-fault twins', () => {
  let plan: RunPlan;
  before(async () => {
    plan = await loadSuite([SUITE]);
  });

  it('every twin is listed with what catches it', () => {
    assert.deepEqual(Object.keys(EXPECTED).sort(), [...MODERN_ONLY_FAULT_NAMES].sort());
  });

  it('the correct client: nothing fails or warns; every 2025-11-25 document is not applicable, saying the client speaks only 2026-07-28', async () => {
    const tests = await run(plan, '');
    assert.deepEqual(
      tests.filter((t) => t.status !== 'passed' && t.status !== 'not-applicable').map((t) => `${t.id}: ${t.status} ${t.failure?.message ?? t.reason ?? ''}`),
      [],
    );
    // Over HTTP the stdio documents are not applicable, saying so.
    const legacy = tests.filter((t) => t.id.startsWith('cl25-') && t.reason !== STDIO_ONLY);
    assert.ok(legacy.length >= 15, `${legacy.length} 2025 documents`);
    assert.deepEqual(
      legacy
        .filter((t) => t.status !== 'not-applicable' || !/speaks only 2026-07-28/.test(t.reason ?? ''))
        .map((t) => `${t.id}: ${t.status} ${t.reason ?? ''}`),
      [],
    );
    // It is judged: most 2026-07-28 documents pass on it, not merely apply.
    assert.ok(ids(tests, 'passed').filter((id) => id.startsWith('cl26-')).length >= 30, ids(tests, 'passed').join(' '));
  });

  const caught: string[] = [];
  for (const fault of MODERN_ONLY_FAULT_NAMES) {
    it(`twin ${fault}: exactly its tests fail or warn`, async () => {
      const expected = EXPECTED[fault];
      const covered = faultRunPlan(plan, fault, [...(expected.failed ?? []), ...(expected.warning ?? []), ...(expected.notApplicable ?? [])]);
      const tests = await run(covered, fault);
      const seen = { failed: ids(tests, 'failed'), warning: ids(tests, 'warning') };
      if (seen.failed.length + seen.warning.length > 0) caught.push(fault);
      await noteSample(() => {
        assert.deepEqual(seen, { failed: [...(expected.failed ?? [])].sort(), warning: [...(expected.warning ?? [])].sort() });
        const na = new Set(ids(tests, 'not-applicable'));
        assert.deepEqual(
          (expected.notApplicable ?? []).filter((id) => !na.has(id)),
          [],
        );
      });
    });
  }

  it('at least 90 % of the twins are caught (a failure, or a warning for a SHOULD)', () => {
    const rate = caught.length / MODERN_ONLY_FAULT_NAMES.length;
    assert.ok(
      rate >= 0.9,
      `${caught.length} of ${MODERN_ONLY_FAULT_NAMES.length} caught; missed: ${MODERN_ONLY_FAULT_NAMES.filter((f) => !caught.includes(f)).join(', ')}`,
    );
  });
});
