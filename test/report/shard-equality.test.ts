import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { judgeBaseline } from '../../src/judge/baseline.js';
import { computeCoverage } from '../../src/judge/coverage.js';
import { mergeResults } from '../../src/judge/merge-results.js';
import { asRunResult } from '../../src/load/results-file.js';
import type { RunResult } from '../../src/model/results.js';
import { renderHtml } from '../../src/report/html-reporter.js';
import { renderJson } from '../../src/report/json-reporter.js';
import { renderJunit } from '../../src/report/junit-reporter.js';
import { renderMarkdown } from '../../src/report/markdown-reporter.js';
import { catalogRef } from '../helpers/results-fixtures.js';
import { goldenBaseline, goldenDir } from './make-golden-input.js';

const whole = asRunResult('input', JSON.parse(readFileSync(path.join(goldenDir, 'input.results.json'), 'utf8')));
// The unsharded run in file-and-line order (what a merge of several shards produces).
const sorted: RunResult = { ...whole, tests: [...whole.tests].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line)) };
const render = (r: RunResult) => {
  const c = computeCoverage([catalogRef], r);
  return { json: renderJson(r, c), junit: renderJunit(r, c), markdown: renderMarkdown(r, c), html: renderHtml(r, c) };
};

test('every output of two merged shards equals that of the unsharded run (json, junit, markdown, html)', () => {
  const odd = whole.tests.filter((_, i) => i % 2);
  const even = whole.tests.filter((_, i) => !(i % 2));
  const shard = (tests: RunResult['tests']): RunResult => ({ ...whole, summary: { ...whole.summary }, tests });
  const merged = mergeResults([
    { file: 'shard2/results.json', result: shard(odd) },
    { file: 'shard1/results.json', result: shard(even) },
  ]);
  assert.deepEqual(render(merged), render(sorted));
  // Under --expected-failures, `report` judges the merge: the same as judging the unsharded run.
  assert.deepEqual(render(judgeBaseline(merged, goldenBaseline).result), render(judgeBaseline(sorted, goldenBaseline).result));
});

test('shards judged each against a baseline: the merge keeps each known failure and recounts them', () => {
  const shard = (tests: RunResult['tests']): RunResult => judgeBaseline({ ...whole, summary: { ...whole.summary }, tests }, goldenBaseline).result;
  const one = shard(whole.tests.filter((t) => t.id !== 'o-1'));
  const two = shard(whole.tests.filter((t) => t.id === 'o-1'));
  const merged = mergeResults([
    { file: 'shard1/results.json', result: one },
    { file: 'shard2/results.json', result: two },
  ]);
  assert.deepEqual(
    merged.tests.filter((t) => t.knownFailure).map((t) => t.id),
    ['t-fail'],
  );
  assert.equal(merged.summary.knownFailures, 1);
  // Stale and fixed depend on the whole run (t-pass is stale in shard 2): several files drop them; one keeps them.
  assert.equal(merged.summary.baseline, undefined);
  assert.deepEqual(mergeResults([{ file: 'shard1/results.json', result: one }]).summary.baseline, {
    file: 'known-failures.yaml',
    fixed: ['t-pass'],
    stale: ['t-gone'],
    unchecked: ['t-skip'],
  });
  assert.deepEqual(render(judgeBaseline(merged, goldenBaseline).result), render(judgeBaseline(sorted, goldenBaseline).result));
});
