import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeCoverage } from '../../../src/judge/coverage.js';
import { headline } from '../../../src/judge/requirement-coverage.js';
import { catalogRef, test as result, tests } from '../../helpers/results-fixtures.js';

const coverage = (list = tests) => computeCoverage([catalogRef], list).catalogs[0]!.requirements!;

test('each sentence gets the verdict of its proving tests, or of its review', () => {
  const verdicts = Object.fromEntries(coverage().entries.map((e) => [e.id, e.verdict]));
  assert.deepEqual(verdicts, {
    'core.R1': 'proven',
    'core.R2': 'failed',
    'core.R3': 'gap',
    'core.R4': 'untestable',
    'core.R5': 'unproven',
    'core.R6': 'not-run',
    'core.R7': 'pending',
  });
});

test('a sentence is proven with warnings, or not applicable, as its tests are', () => {
  const list = [result('t-pass', 'warning'), result('t-fail', 'not-applicable')];
  const verdicts = Object.fromEntries(coverage(list).entries.map((e) => [e.id, e.verdict]));
  assert.equal(verdicts['core.R1'], 'proven-with-warnings');
  assert.equal(verdicts['core.R2'], 'not-applicable');
});

test('a proving test that does not apply leaves the sentence proven by the one that passed', () => {
  const list = [result('t-pass', 'passed'), result('t-pass[b=1]', 'not-applicable'), result('t-fail', 'skipped')];
  const verdicts = Object.fromEntries(coverage(list).entries.map((e) => [e.id, e.verdict]));
  assert.equal(verdicts['core.R1'], 'proven');
  assert.equal(verdicts['core.R2'], 'unproven');
});

test('every run of a matrix document counts for its sentence; one failed run fails it', () => {
  const list = [result('t-pass[a=1]', 'passed'), result('t-pass[a=2]', 'failed')];
  const r1 = coverage(list).entries.find((e) => e.id === 'core.R1')!;
  assert.equal(r1.verdict, 'failed');
  assert.deepEqual(
    r1.tests.map((t) => t.id),
    ['t-pass[a=1]', 't-pass[a=2]'],
  );
});

test('the headline counts server-side MUSTs only, untestable and unreviewed ones apart', () => {
  const c = coverage();
  // R1 proven, R2 failed, R3 gap (role any), R6 not run; R4 binds the client; R5 is a SHOULD; R7 is pending.
  assert.equal(c.serverMusts.testable, 4);
  assert.equal(c.serverMusts.proven, 1);
  assert.equal(headline(c), '1 of 4 server MUSTs proven (1 failed, 1 gap, 1 not-run); 0 untestable; 1 sentence not reviewed');
  const should = c.byLevel.find((l) => l.level === 'SHOULD')!;
  assert.deepEqual([should.testable, should.proven, should.counts.unproven], [1, 0, 1]);
});

test('sections roll their server MUSTs up to their parents and leave out sections with none', () => {
  const c = coverage();
  assert.deepEqual(
    c.bySection.map((s) => [s.key, s.proven, s.testable]),
    [
      ['core', 1, 4],
      ['core.headers', 0, 1],
      ['core.body', 0, 2],
    ],
  );
});
