import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  baseId,
  documentDurations,
  isKnownFailure,
  summarize,
  type TestResult,
  type TestStatus,
  unexpectedFailure,
  weightOf,
} from '../../../src/model/results.js';

function result(id: string, status: TestStatus, known?: string): TestResult {
  return {
    id,
    title: id,
    file: 'a.yaml',
    line: 1,
    suite: 's',
    status,
    traces: [],
    spec: [],
    tags: [],
    durationMs: 1,
    steps: [],
    ...(known ? { knownFailure: { reason: known, baseline: 'expected.yaml' } } : {}),
  };
}

test('a summary counts each status once, and carries the duration it is given', () => {
  const tests = [
    result('p1', 'passed'),
    result('p2', 'passed'),
    result('f1', 'failed'),
    result('w1', 'warning'),
    result('s1', 'skipped'),
    result('n1', 'not-applicable'),
    result('n2', 'not-applicable'),
    result('c1', 'could-not-judge'),
  ];
  assert.deepEqual(summarize(tests, 1234), { total: 8, passed: 2, failed: 1, warnings: 1, skipped: 1, notApplicable: 2, couldNotJudge: 1, durationMs: 1234 });
});

test('known failures are counted among the failed, and only appear when there are some', () => {
  const tests = [result('f1', 'failed', 'server bug #12'), result('f2', 'failed'), result('f3', 'failed', 'upstream')];
  const summary = summarize(tests, 0);
  assert.equal(summary.failed, 3);
  assert.equal(summary.knownFailures, 2);
  assert.equal('knownFailures' in summarize([result('f2', 'failed')], 0), false);
  assert.deepEqual(summarize([], 0), { total: 0, passed: 0, failed: 0, warnings: 0, skipped: 0, notApplicable: 0, couldNotJudge: 0, durationMs: 0 });
});

test('a known failure is a failed test the baseline lists; anything else failed is unexpected', () => {
  assert.equal(isKnownFailure(result('a', 'failed', 'listed')), true);
  assert.equal(unexpectedFailure(result('a', 'failed', 'listed')), false);
  assert.equal(isKnownFailure(result('b', 'failed')), false);
  assert.equal(unexpectedFailure(result('b', 'failed')), true);
  // A listed test that did not fail is neither: a baseline entry on a passing test is "fixed", not known.
  for (const status of ['passed', 'warning', 'skipped', 'not-applicable'] as const) {
    assert.equal(isKnownFailure(result('c', status, 'listed')), false, status);
    assert.equal(unexpectedFailure(result('c', status, 'listed')), false, status);
  }
  const summary = summarize([result('c', 'passed', 'listed')], 0);
  assert.equal(summary.knownFailures, undefined);
});

test('what a failed check weighs follows its BCP 14 keyword', () => {
  for (const level of ['MUST', 'MUST NOT', 'REQUIRED', 'SHALL', 'SHALL NOT'] as const) assert.equal(weightOf(level), 'must', level);
  for (const level of ['SHOULD', 'SHOULD NOT', 'RECOMMENDED', 'NOT RECOMMENDED'] as const) assert.equal(weightOf(level), 'should', level);
  for (const level of ['MAY', 'OPTIONAL'] as const) assert.equal(weightOf(level), 'may', level);
});

test("a matrix leg's document ID drops only the leg suffix; a document's duration is its legs' added up (--durations balances documents)", () => {
  assert.equal(baseId('feat-tools-01[tool=add]'), 'feat-tools-01');
  assert.equal(baseId('disc-02[version=2025-11-25,mode=a]'), 'disc-02');
  assert.equal(baseId('plain-01'), 'plain-01');
  assert.equal(baseId('odd[1]-id'), 'odd[1]-id', 'only a suffix is a leg');
  const durations = documentDurations([
    { id: 'feat-tools-01[tool=add]', durationMs: 40 },
    { id: 'feat-tools-01[tool=echo]', durationMs: 60 },
    { id: 'plain-01', durationMs: 7 },
  ]);
  assert.deepEqual(
    [...durations],
    [
      ['feat-tools-01', 100],
      ['plain-01', 7],
    ],
  );
});
