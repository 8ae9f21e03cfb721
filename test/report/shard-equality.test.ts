import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asRunResult, computeCoverage, mergeResults } from '../../src/report/coverage/index.js';
import type { RunResult } from '../../src/model/results.js';
import { renderHtml } from '../../src/report/html-reporter.js';
import { renderJson } from '../../src/report/json-reporter.js';
import { renderJunit } from '../../src/report/junit-reporter.js';
import { renderMarkdown } from '../../src/report/markdown-reporter.js';
import { catalogRef } from './fixtures.js';
import { goldenDir } from './make-golden-input.js';

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
});
