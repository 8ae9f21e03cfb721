import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UserError } from '../../src/source/diagnostic.js';
import { asRunResult, mergeResults } from '../../src/judge/merge-results.js';
import { computeCoverage } from '../../src/judge/coverage.js';
import { renderMarkdown } from '../../src/report/markdown-reporter.js';
import { catalogRef, run, test as result, tests } from './fixtures.js';

test('shards merge into one run with a recomputed summary', () => {
  const a = run([tests[0]!, tests[2]!], '2026-03-04T05:06:09.000Z');
  const b = run([tests[1]!, tests[3]!], '2026-03-04T05:06:07.000Z');
  b.summary.durationMs = 2000;
  const merged = mergeResults([{ file: 'a.json', result: a }, { file: 'b.json', result: b }]);
  assert.deepEqual(merged.summary, { total: 4, passed: 2, failed: 1, warnings: 0, skipped: 1, notApplicable: 0, durationMs: 2000 });
  assert.equal(merged.startedAt, '2026-03-04T05:06:07.000Z', 'the earliest shard start');
  assert.deepEqual(merged.tests.map((t) => t.id), ['t-pass', 't-fail', 't-skip', 't-unknown'], 'ordered by file and line');
});

test('the merged report of two shards equals the report of the unsharded run', () => {
  const whole = run(tests);
  const merged = mergeResults([
    { file: 'b.json', result: run([tests[3]!, tests[1]!]) },
    { file: 'a.json', result: run([tests[2]!, tests[0]!]) },
  ]);
  merged.summary.durationMs = whole.summary.durationMs;
  assert.equal(renderMarkdown(merged, computeCoverage([catalogRef], merged)), renderMarkdown(whole, computeCoverage([catalogRef], whole)));
});

test('a test ID in two shards is an error naming both files', () => {
  const a = run([tests[0]!]);
  const b = run([result('t-pass', 'failed'), tests[1]!]);
  assert.throws(
    () => mergeResults([{ file: 'shard1/results.json', result: a }, { file: 'shard2/results.json', result: b }]),
    (e: unknown) => {
      assert.ok(e instanceof UserError);
      assert.equal(e.diagnostics.length, 1);
      assert.equal(e.diagnostics[0]!.code, 'DUPLICATE_TEST_ID');
      assert.equal(e.diagnostics[0]!.message, 'test ID `t-pass` is in both shard1/results.json and shard2/results.json');
      return true;
    },
  );
});

test('one shard keeps its order; no shard is an error', () => {
  const one = mergeResults([{ file: 'a.json', result: run([...tests].reverse()) }]);
  assert.deepEqual(one.tests.map((t) => t.id), ['t-unknown', 't-skip', 't-fail', 't-pass']);
  assert.throws(() => mergeResults([]), UserError);
});

test('a file that is not a results.json is refused with its name', () => {
  assert.throws(() => asRunResult('x.json', [1, 2]), /x\.json is not a wirecase results\.json: expected a JSON object/);
  assert.throws(() => asRunResult('x.json', { tool: { name: 'other' } }), /tool\.name/);
  assert.throws(() => asRunResult('x.json', { ...run(), tests: [{ id: 'a', file: 'f', status: 'green' }] }), /tests\[0\]/);
  assert.equal(asRunResult('x.json', JSON.parse(JSON.stringify(run()))).tests.length, 4);
});
