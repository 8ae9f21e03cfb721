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

test('client-role MUSTs are counted apart, and named in the headline only once a client-role document ran', () => {
  const c = coverage();
  // R4 binds the client and is marked untestable: counted, not testable, and no client document ran.
  assert.deepEqual([c.clientMusts?.testable, c.clientMusts?.proven, c.clientMusts?.counts.untestable], [0, 0, 1]);
  assert.doesNotMatch(headline(c), /client/);
  const entry = c.entries.find((e) => e.id === 'core.R4')!;
  // A client-role document that proves it, and failed: the headline says so.
  const ran = {
    ...c,
    entries: c.entries.map((e) => (e === entry ? { ...e, verdict: 'failed' as const, tests: [{ id: 'c-1', status: 'failed' as const }] } : e)),
  };
  ran.clientMusts = { testable: 1, proven: 0, counts: { ...c.clientMusts!.counts, untestable: 0, failed: 1 } };
  assert.match(headline(ran), /; 0 of 1 client MUSTs proven \(1 failed\)$/);
  // A catalog whose documents only judged the client (no server sentence has a test that ran): the client side alone.
  const clientOnly = { ...ran, entries: ran.entries.map((e) => (e.role === 'client' ? e : { ...e, tests: [] })) };
  assert.equal(headline(clientOnly), '0 of 1 client MUSTs proven (1 failed)');
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
