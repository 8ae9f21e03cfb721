import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runFails } from '../../../src/judge/baseline.js';
import { computeCoverage, rowVerdict } from '../../../src/judge/coverage.js';
import { failsUnderStrict } from '../../../src/judge/requirements.js';
import { warningCatalogRef as catalogRef, MAY, test as result, run, SHOULD, warningTests as tests } from '../../helpers/results-fixtures.js';

// How the judge weighs warnings: in coverage and in the exit code (--strict). How every report shows
// them is test/report/warnings.test.ts, with the same run.
const runResult = run(tests);
const coverage = computeCoverage([catalogRef], runResult);

test('coverage: a warning covers its entry without passing it; a section of passes and warnings passes, counting them; a row proven with warnings', () => {
  const c = coverage.catalogs[0]!;
  assert.deepEqual(
    c.tests.map((t) => [t.id, t.status, t.scenario?.requirementLevel]),
    [
      ['w-must', 'failed', 'MUST'],
      ['w-should', 'warning', 'SHOULD'],
      ['w-may', 'warning', 'MAY'],
      ['w-pass', 'passed', 'MUST'],
    ],
  );
  const soft = c.sections.find((s) => s.key === 'soft')!;
  assert.deepEqual([soft.verdict, soft.counts.passed, soft.counts.warning, soft.covered, soft.coverable], ['passed', 1, 2, 3, 3]);
  assert.deepEqual(
    c.traces.map((r) => [r.id, r.verdict]),
    [
      ['R-must', 'failed'],
      ['R-should', 'proven-with-warnings'],
      ['R-pass', 'proven'],
    ],
  );
  assert.deepEqual([c.totals.tests.warning, c.totals.rows['proven-with-warnings']], [2, 1]);
  assert.equal(rowVerdict([{ status: 'warning' }, { status: 'failed' }], true, false), 'failed', 'a failure still fails the row');
  assert.equal(rowVerdict([{ status: 'warning' }, { status: 'skipped' }], true, false), 'unproven', 'a skipped scenario still leaves it unproven');
  // A matrix document: a warning in one run and a pass in another make a warning.
  const matrix = computeCoverage(
    [catalogRef],
    [result('w-pass[rev=1]', 'passed', { file: 'suites/w/a.yaml' }), result('w-pass[rev=2]', 'warning', { file: 'suites/w/a.yaml', requirements: [SHOULD] })],
  );
  assert.equal(matrix.catalogs[0]!.tests.find((t) => t.id === 'w-pass')!.status, 'warning');
});

test('exit: warnings never fail a run; --strict fails it on a SHOULD-level warning, never on a MAY-level one', () => {
  const should = run(tests.filter((t) => t.id !== 'w-must'));
  const may = run(tests.filter((t) => t.id === 'w-may' || t.id === 'w-pass'));
  assert.equal(runFails(should, false), false);
  assert.equal(runFails(should, false, true), true);
  assert.equal(runFails(may, false, true), false);
  assert.equal(
    failsUnderStrict(result('x', 'warning', { requirements: [{ ...SHOULD, level: 'NOT RECOMMENDED' }] })),
    true,
    'NOT RECOMMENDED weighs as a SHOULD',
  );
  assert.equal(failsUnderStrict(result('x', 'warning', { requirements: [{ ...MAY, level: 'OPTIONAL' }] })), false, 'OPTIONAL weighs as a MAY');
  assert.equal(failsUnderStrict(result('x', 'passed', { requirements: [SHOULD] })), false, 'only a warning counts');
});
