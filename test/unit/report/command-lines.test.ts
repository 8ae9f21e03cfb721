import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { judgeBaseline } from '../../../src/judge/baseline.js';
import { computeCoverage } from '../../../src/judge/coverage.js';
import type { Verdict } from '../../../src/judge/judge.js';
import { parseBaseline } from '../../../src/load/baseline-file.js';
import { type RunResult, summarize, type TestResult } from '../../../src/model/results.js';
import { closingLines, shardLine } from '../../../src/report/command-lines.js';

const test1 = (id: string, status: TestResult['status']): TestResult => ({
  id,
  title: id,
  file: 'a.yaml',
  line: 1,
  suite: 's',
  status,
  traces: [],
  spec: [],
  tags: [],
  durationMs: 1,
  steps: [],
});

function verdictOf(tests: TestResult[], extra: Partial<RunResult> = {}): Verdict {
  const result: RunResult = { tool: { name: 'wirecase', version: '0' }, startedAt: '', summary: summarize(tests, 5), tests, ...extra };
  return { result, coverage: computeCoverage([], []), fails: false, judgedNothing: false, documentDefects: [] };
}

const out = path.resolve('out');

test('the closing lines name the reports written, and nothing when none was', () => {
  const verdict = verdictOf([test1('a-1', 'passed')]);
  assert.deepEqual(closingLines(verdict, [path.join(out, 'results.json')]), { stdout: 'reports: out/results.json\n', stderr: '' });
  assert.deepEqual(closingLines(verdict, []), { stdout: '', stderr: '' });
});

test('a run stopped early says so on standard error, with where its finished results went', () => {
  const verdict = verdictOf([test1('a-1', 'passed')], { incomplete: { reason: 'SIGTERM', testsPlanned: 3 } });
  const lines = closingLines(verdict, [path.join(out, 'results.json')], { stopped: true });
  assert.equal(lines.stderr, 'wirecase: the run stopped after 1 of 3 tests; the 1 results gathered so far are in out/results.json, marked incomplete\n');
  assert.equal(closingLines(verdict, [path.join(out, 'results.json')]).stderr, '', 'a saved incomplete run read back is not stopped now');
});

test('the baseline judgement follows the reports line; report --from adds what it merged', () => {
  const judged = judgeBaseline(
    verdictOf([test1('k-1', 'failed'), test1('n-1', 'failed')]).result,
    parseBaseline('known.yaml', 'tests:\n  - { id: k-1, reason: bug 7 }\n'),
  );
  const verdict: Verdict = { ...verdictOf([]), result: judged.result, baseline: judged };
  const { stdout } = closingLines(verdict, [], { resultFiles: 2 });
  assert.equal(
    stdout,
    '2 result files, 2 tests: 0 passed, 2 failed (1 known), 0 skipped, 0 not applicable\n' +
      '\nexpected failures (known.yaml): 1 known, 0 fixed, 0 stale, 1 new failure\n  known failure k-1: bug 7\n  new failure n-1: not in the baseline\n',
  );
});

test('a shard says which share of the selected tests it runs, and what balanced it', () => {
  assert.equal(shardLine({ index: 2, count: 3 }, 2, 6), 'shard 2/3: 2 of 6 tests\n');
  assert.equal(shardLine({ index: 1, count: 2 }, 3, 6, 'last.json'), 'shard 1/2: 3 of 6 tests (balanced by the durations in last.json)\n');
});
