import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mergeResults } from '../../../src/judge/merge-results.js';
import { UserError } from '../../../src/source/diagnostic.js';
import { test as result, run, tests } from '../../helpers/results-fixtures.js';

// `wirecase report`'s merge of CI shards (src/judge/merge-results.ts). That a merged report renders as
// the unsharded one, and how a results.json is read back, are in test/report/merge.test.ts.

test('shards merge into one run with a recomputed summary', () => {
  const a = run([tests[0]!, tests[2]!], '2026-03-04T05:06:09.000Z');
  const b = run([tests[1]!, tests[3]!], '2026-03-04T05:06:07.000Z');
  b.summary.durationMs = 2000;
  const merged = mergeResults([
    { file: 'a.json', result: a },
    { file: 'b.json', result: b },
  ]);
  assert.deepEqual(merged.summary, { total: 4, passed: 2, failed: 1, warnings: 0, skipped: 1, notApplicable: 0, couldNotJudge: 0, durationMs: 2000 });
  assert.equal(merged.startedAt, '2026-03-04T05:06:07.000Z', 'the earliest shard start');
  assert.deepEqual(
    merged.tests.map((t) => t.id),
    ['t-pass', 't-fail', 't-skip', 't-unknown'],
    'ordered by file and line',
  );
});

test('a test ID in two shards is an error naming both files', () => {
  const a = run([tests[0]!]);
  const b = run([result('t-pass', 'failed'), tests[1]!]);
  assert.throws(
    () =>
      mergeResults([
        { file: 'shard1/results.json', result: a },
        { file: 'shard2/results.json', result: b },
      ]),
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
  assert.deepEqual(
    one.tests.map((t) => t.id),
    ['t-unknown', 't-skip', 't-fail', 't-pass'],
  );
  assert.throws(() => mergeResults([]), UserError);
});
