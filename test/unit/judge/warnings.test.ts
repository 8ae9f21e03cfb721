import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runFails } from '../../../src/judge/baseline.js';
import { computeCoverage, rowVerdict } from '../../../src/judge/coverage.js';
import { failsUnderStrict } from '../../../src/judge/requirements.js';
import type { Catalog, CatalogRef } from '../../../src/load/catalogs.js';
import type { Requirement, TestResult } from '../../../src/model/results.js';
import { test as result, run } from '../../helpers/results-fixtures.js';

// How the judge weighs warnings: in coverage and in the exit code (--strict). How every report shows
// them is test/report/warnings.test.ts, with the same run.
/**
 * Warnings (a failed SHOULD or MAY), requirements and notes, in every report, in coverage, against
 * a baseline, and in the exit code (--strict). The run: w-must fails a MUST, w-should warns on a
 * SHOULD (with a MAY beside it), w-may warns on a MAY, w-pass passes; all in one catalog.
 */
const MUST: Requirement = { level: 'MUST', quote: 'Servers MUST reply with 202 Accepted.', source: 'spec/transports.mdx:101' };
const SHOULD: Requirement = { level: 'SHOULD', quote: 'Servers SHOULD include a Retry-After header.', source: 'spec/transports.mdx:212' };
const MAY: Requirement = { level: 'MAY', quote: 'Servers MAY close the stream.', source: 'spec/transports.mdx:230' };
const NOTE = 'ran at protocol revision 2025-06-18: the server negotiated down from 2025-11-25';

const failure = (message: string, line: number) => ({ step: 1, stepName: 'ask', message, location: { file: 'suites/w/a.yaml', line, col: 7 } });
const tests: TestResult[] = [
  result('w-must', 'failed', {
    file: 'suites/w/a.yaml',
    line: 1,
    traces: ['R-must'],
    requirements: [MUST],
    failure: failure('status: expected 202, got 200', 5),
  }),
  result('w-should', 'warning', {
    file: 'suites/w/a.yaml',
    line: 10,
    traces: ['R-should'],
    requirements: [MAY, SHOULD],
    notes: [NOTE],
    failure: failure('header retry-after: expected to be present, was absent', 14),
  }),
  result('w-may', 'warning', { file: 'suites/w/a.yaml', line: 20, traces: ['R-should'], requirements: [MAY], failure: failure('the stream stayed open', 24) }),
  result('w-pass', 'passed', { file: 'suites/w/a.yaml', line: 30, traces: ['R-pass', 'R-should'], requirements: [MUST] }),
];
const catalog: Catalog = {
  spec: { key: 'w', title: 'Warn Spec', version: '1', url: 'https://spec.example/w' },
  sections: [
    { key: 'main', title: 'Main', url: 'https://spec.example/w/main' },
    { key: 'soft', title: 'Soft', url: 'https://spec.example/w/soft' },
  ],
  tests: [
    { id: 'w-must', section: 'main', title: 'must' },
    { id: 'w-should', section: 'soft', title: 'should' },
    { id: 'w-may', section: 'soft', title: 'may' },
    { id: 'w-pass', section: 'soft', title: 'pass' },
  ],
  traces: [
    { id: 'R-must', title: 'A MUST row', level: 'required', changelog: { lines: 1 } },
    { id: 'R-should', title: 'A SHOULD row', level: 'recommended', changelog: { lines: 2 } },
    { id: 'R-pass', title: 'A passing row', level: 'required', changelog: { lines: 3 } },
  ],
};
const catalogRef: CatalogRef = { file: 'suites/w/catalog.yaml', scope: 'suites/w', catalog };
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
