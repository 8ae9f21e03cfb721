import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogFor, computeCoverage, rowVerdict } from '../../../src/judge/coverage.js';
import type { Catalog, CatalogRef } from '../../../src/load/catalogs.js';
import { catalog, catalogRef, test as result, run, tests } from '../../helpers/results-fixtures.js';

const coverage = computeCoverage([catalogRef], run());
const only = coverage.catalogs[0]!;
const row = (id: string) => only.traces.find((r) => r.id === id)!;
const entry = (id: string) => only.tests.find((t) => t.id === id)!;
const section = (key: string) => only.sections.find((s) => s.key === key)!;

test('each test ID gets its document status, or not covered, or untestable', () => {
  assert.deepEqual(
    only.tests.map((t) => [t.id, t.status]),
    [
      ['t-pass', 'passed'],
      ['t-fail', 'failed'],
      ['t-missing', 'not-covered'],
      ['t-browser', 'untestable'],
      ['t-skip', 'skipped'],
    ],
  );
  assert.equal(entry('t-browser').untestable, 'host iframe behaviour');
  assert.deepEqual(entry('t-fail').scenario, { id: 't-fail', title: 'title of t-fail', status: 'failed', file: 'suites/demo/a.yaml', line: 20 });
  assert.deepEqual(only.missing, ['t-missing'], 'catalog IDs without a document are listed; untestable ones are not');
  assert.deepEqual(only.totals.tests, {
    passed: 1,
    failed: 1,
    warning: 0,
    skipped: 1,
    'not-applicable': 0,
    'could-not-judge': 0,
    'not-covered': 1,
    untestable: 1,
  });
});

test('row verdicts: proven, failed, gap (required levels), not covered, untestable, not proven', () => {
  assert.deepEqual(
    only.traces.map((r) => [r.id, r.verdict]),
    [
      ['P1', 'proven'],
      ['F1', 'failed'],
      ['G1', 'gap'],
      ['G2', 'gap'],
      ['N1', 'not-covered'],
      ['U1', 'untestable'],
      ['S1', 'unproven'],
    ],
  );
  assert.deepEqual(
    row('P1').scenarios.map((s) => s.id),
    ['t-pass', 't-unknown'],
    'every scenario tracing the row, in result order',
  );
  assert.deepEqual(
    row('F1').scenarios.map((s) => [s.id, s.status]),
    [
      ['t-pass', 'passed'],
      ['t-fail', 'failed'],
    ],
  );
  assert.equal(row('G1').required, true);
  assert.equal(row('N1').required, false);
  assert.equal(row('U1').untestable, 'client side only');
  assert.equal(row('F1').lines, '11-12');
  assert.deepEqual(only.totals.rows, {
    proven: 1,
    'proven-with-warnings': 0,
    failed: 1,
    gap: 2,
    'not-covered': 1,
    unproven: 1,
    'not-applicable': 0,
    untestable: 1,
  });
});

test('a row is proven only when it has a scenario and every one passed', () => {
  assert.equal(rowVerdict([], true, false), 'gap');
  assert.equal(rowVerdict([], false, false), 'not-covered');
  assert.equal(rowVerdict([], true, true), 'untestable');
  assert.equal(rowVerdict([{ status: 'passed' }], true, false), 'proven');
  assert.equal(rowVerdict([{ status: 'passed' }, { status: 'failed' }], true, false), 'failed');
  assert.equal(rowVerdict([{ status: 'passed' }, { status: 'skipped' }], true, false), 'unproven');
  assert.equal(rowVerdict([{ status: 'not-applicable' }], true, false), 'not-applicable');
  assert.equal(rowVerdict([{ status: 'passed' }], true, true), 'proven', 'an untestable row that a scenario proves anyway is judged on it');
});

test('sections: counts, share covered and verdict, rolled up from headings to their page', () => {
  const core = section('core');
  assert.deepEqual(core.documents, ['t-pass', 't-fail'], 'page + its headings');
  assert.deepEqual(core.counts, { passed: 1, failed: 1, warning: 0, skipped: 0, 'not-applicable': 0, 'could-not-judge': 0, 'not-covered': 1, untestable: 0 });
  assert.equal(core.covered, 2);
  assert.equal(core.coverable, 3);
  assert.equal(core.verdict, 'failed');
  const body = section('core.body');
  assert.equal(body.depth, 1);
  assert.deepEqual([body.covered, body.coverable, body.share, body.verdict], [0, 1, 0, 'not-covered']);
  const ui = section('ui');
  assert.deepEqual([ui.counts.untestable, ui.coverable, ui.share, ui.verdict], [1, 0, null, 'untestable'], 'untestable only: nothing to cover, not a gap');
  const extra = section('extra');
  assert.deepEqual(extra.documents, ['t-skip'], 'a spec URL matches a section URL, trailing slash or not');
  assert.equal(extra.verdict, 'partial');
  assert.equal(section('core.headers').verdict, 'failed');
  assert.equal(only.totals.sectionsCovered, 3, 'core, core.headers, extra');
});

test('without expected test IDs, the unit of coverage is the section', () => {
  const noTests: Catalog = { ...catalog, tests: undefined, untestable: undefined };
  const c = computeCoverage([{ ...catalogRef, catalog: noTests }], [result('x-1', 'passed', { spec: ['core.headers'] })]).catalogs[0]!;
  const core = c.sections.find((s) => s.key === 'core')!;
  assert.deepEqual(
    [core.covered, core.coverable, core.counts['not-covered'], core.verdict],
    [2, 3, 1, 'partial'],
    'core is covered through its heading; core.body is not',
  );
  assert.equal(c.sections.find((s) => s.key === 'core.headers')!.verdict, 'passed');
  assert.equal(c.sections.find((s) => s.key === 'ui')!.verdict, 'not-covered');
});

test('references the catalog lacks are problems: unknown test ID, trace and section key; unmatched URLs are only listed', () => {
  assert.deepEqual(
    coverage.problems.map((p) => [p.kind, p.testId, p.value, p.file, p.line, p.at]),
    [
      ['unknown-spec', 't-unknown', 'coer', 'suites/demo/b.yaml', 3, ['spec', 0]],
      ['unknown-id', 't-unknown', 't-unknown', 'suites/demo/b.yaml', 3, ['id']],
      ['unknown-trace', 't-unknown', 'ZZ9', 'suites/demo/b.yaml', 3, ['traces', 0]],
    ],
  );
  assert.ok(coverage.problems.find((p) => p.kind === 'unknown-spec')!.candidates.includes('core'));
  assert.deepEqual(only.unmatchedUrls, [{ testId: 't-unknown', url: 'https://elsewhere.example/rfc' }]);
  assert.deepEqual(coverage.uncatalogued, []);
});

test('a catalog without `tests` does not check document IDs; tests no catalog speaks for are listed', () => {
  const noTests: CatalogRef = { ...catalogRef, catalog: { ...catalog, tests: undefined, untestable: undefined } };
  const c = computeCoverage(
    [noTests],
    [
      result('anything-01', 'passed', { traces: ['P1'] }),
      result('other', 'passed', { file: 'elsewhere/x.yaml' }),
      result('other-2', 'passed', { file: 'elsewhere/y.yaml', traces: ['P1'], spec: ['core', 'https://a.example'] }),
    ],
  );
  assert.deepEqual(
    c.problems.map((p) => [p.kind, p.testId, p.value]),
    [
      ['no-catalog', 'other-2', 'P1'],
      ['no-catalog', 'other-2', 'core'],
    ],
  );
  assert.deepEqual(c.uncatalogued, ['other', 'other-2']);
  assert.equal(c.catalogs[0]!.traces.find((r) => r.id === 'P1')!.verdict, 'proven');
});

test('the nearest catalog above a file speaks for it; scope "" takes whatever no other claims', () => {
  const a = { scope: 'suites' };
  const b = { scope: 'suites/demo' };
  const all = { scope: '' };
  assert.equal(catalogFor('suites/demo/x/a.yaml', [a, b]), b);
  assert.equal(catalogFor('suites/other/a.yaml', [a, b]), a);
  assert.equal(catalogFor('suites-2/a.yaml', [a, b]), undefined, 'a folder name prefix is not a parent folder');
  assert.equal(catalogFor('x/a.yaml', [b, all]), all);
  assert.equal(catalogFor('suites/demo/a.yaml', [all, b]), b);
});

test('the join is deterministic and does not depend on result order for its tables', () => {
  const again = computeCoverage([catalogRef], run([...tests].reverse()));
  assert.deepEqual(again.catalogs[0]!.tests, only.tests);
  assert.deepEqual(
    again.catalogs[0]!.traces.map((r) => r.verdict),
    only.traces.map((r) => r.verdict),
  );
  assert.deepEqual(
    again.catalogs[0]!.sections.map((s) => [s.key, s.counts, s.verdict]),
    only.sections.map((s) => [s.key, s.counts, s.verdict]),
  );
});

test('every run of a matrix document counts for its catalog ID; any failing run fails it', () => {
  const runs = (second: 'passed' | 'failed') => [result('t-pass[revision=a]', 'passed'), result(`t-pass[revision=b]`, second)];
  const joined = computeCoverage([catalogRef], runs('passed'));
  const green = joined.catalogs[0]!;
  assert.equal(green.tests.find((t) => t.id === 't-pass')!.status, 'passed');
  assert.deepEqual(
    joined.problems.filter((p) => p.kind === 'unknown-id'),
    [],
    'a matrix ID is not an unknown ID',
  );
  const red = computeCoverage([catalogRef], runs('failed')).catalogs[0]!;
  assert.equal(red.tests.find((t) => t.id === 't-pass')!.status, 'failed');
  assert.equal(red.tests.find((t) => t.id === 't-pass')!.scenario!.id, 't-pass[revision=b]');
});
