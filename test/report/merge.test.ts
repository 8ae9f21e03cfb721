import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeCoverage } from '../../src/judge/coverage.js';
import { mergeResults } from '../../src/judge/merge-results.js';
import { asRunResult } from '../../src/load/results-file.js';
import { renderMarkdown } from '../../src/report/markdown-reporter.js';
import { UserError } from '../../src/source/diagnostic.js';
import { catalogRef, test as result, run, tests } from '../helpers/results-fixtures.js';

test('the merged report of two shards equals the report of the unsharded run', () => {
  const whole = run(tests);
  const merged = mergeResults([
    { file: 'b.json', result: run([tests[3]!, tests[1]!]) },
    { file: 'a.json', result: run([tests[2]!, tests[0]!]) },
  ]);
  merged.summary.durationMs = whole.summary.durationMs;
  assert.equal(renderMarkdown(merged, computeCoverage([catalogRef], merged)), renderMarkdown(whole, computeCoverage([catalogRef], whole)));
});

test('a file that is not a results.json is refused with its name', () => {
  assert.throws(() => asRunResult('x.json', [1, 2]), /x\.json is not a wirecase results\.json: the file must be a set of `name: value` lines, not a list/);
  assert.throws(() => asRunResult('x.json', { ...run(), tool: { name: 'other', version: '1' } }), /`tool\.name` must be "wirecase", not the text "other"/);
  assert.throws(() => asRunResult('x.json', { ...run(), tests: [{ id: 'a', file: 'f', status: 'green' }] }), /`tests\.0\.status` must be one of `passed`/);
  assert.equal(asRunResult('x.json', JSON.parse(JSON.stringify(run()))).tests.length, 4);
});

test('a results.json is checked by its schema, every problem located in the file; its coverage is left out', () => {
  const bad = { ...run([result('t-1', 'passed')]), summary: { ...run().summary, warnigns: 0 } };
  bad.tests[0] = { ...bad.tests[0]!, status: 'green' as never };
  const text = JSON.stringify(bad, null, 2);
  assert.throws(
    () => asRunResult('r.json', JSON.parse(text), text),
    (e: unknown) => {
      assert.ok(e instanceof UserError);
      const lines = text.split('\n');
      const at = (needle: string) => ({ line: lines.findIndex((l) => l.includes(needle)) + 1 });
      assert.deepEqual(
        e.diagnostics.map((d) => [d.code, d.message, d.span?.line, d.hint]),
        [
          ['UNKNOWN_KEY', 'r.json is not a wirecase results.json: unknown key `warnigns` in `summary`', at('"warnigns"').line, 'did you mean `warnings`?'],
          [
            'SCHEMA_VIOLATION',
            'r.json is not a wirecase results.json: `tests.0.status` must be one of `passed`, `failed`, `warning`, `skipped`, `not-applicable`, `could-not-judge`',
            at('"green"').line,
            undefined,
          ],
        ],
      );
      assert.equal((e as UserError).sources.get('r.json'), text, 'the text, for code frames');
      return true;
    },
  );
  const withCoverage = { ...run(), coverage: computeCoverage([catalogRef], run()) };
  assert.deepEqual(asRunResult('r.json', JSON.parse(JSON.stringify(withCoverage))), JSON.parse(JSON.stringify(run())));
});
