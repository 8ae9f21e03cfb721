import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { reporterNames } from '../../src/cli/reporting.js';
import { judgeBaseline, runFails } from '../../src/judge/baseline.js';
import { parseBaseline } from '../../src/load/baseline-file.js';
import { baselineLines } from '../../src/report/command-lines.js';
import { renderAnnotations } from '../../src/report/github-reporter.js';
import { UserError } from '../../src/source/diagnostic.js';
import { test as result, run } from '../helpers/results-fixtures.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const baseline = parseBaseline(
  'known.yaml',
  `tests:
  - id: k-fail
    reason: "upstream bug #12"
  - { id: k-fixed, reason: "flaky server" }
  - { id: k-matrix, reason: "v1 only" }
  - { id: k-gone, reason: "deleted" }
  - { id: k-skip, reason: "sometimes" }
`,
);

test('baseline: parsed with the line of each entry', () => {
  assert.deepEqual(
    baseline.tests.map((e) => [e.id, e.line, e.reason]),
    [
      ['k-fail', 2, 'upstream bug #12'],
      ['k-fixed', 4, 'flaky server'],
      ['k-matrix', 5, 'v1 only'],
      ['k-gone', 6, 'deleted'],
      ['k-skip', 7, 'sometimes'],
    ],
  );
});

test('baseline: bad files are UserErrors at file:line', () => {
  const problems = (text: string) => {
    try {
      parseBaseline('b.yaml', text);
    } catch (e) {
      assert.ok(e instanceof UserError);
      return e.diagnostics.map((d) => `${d.span?.line}: ${d.message}`);
    }
    return [];
  };
  assert.deepEqual(problems('tests: []\n'), []);
  assert.deepEqual(problems('- a\n'), ['1: expected failures: expected a `tests` list at the top']);
  assert.deepEqual(problems('tests:\n  - { id: a }\n  - { id: b, reason: x, why: y }\n  - { id: c, reason: x }\n  - { id: c, reason: z }\nextra: 1\n'), [
    '6: expected failures: unknown key `extra`',
    '2: expected failures: `a` needs a `reason`: why it is known to fail',
    '3: expected failures: unknown key `why` in the entry for `b`',
    '5: expected failures: `c` is listed twice (first on line 4)',
  ]);
  assert.match(problems('tests: [\n')[0]!, /^\d+: b\.yaml: /);
});

test('baseline: known, fixed, stale, unchecked and new failures; matrix runs answer to their ID', () => {
  const r = run([
    result('k-fail', 'failed'),
    result('k-fixed', 'passed'),
    result('k-matrix[v=1]', 'failed'),
    result('k-matrix[v=2]', 'passed'),
    result('k-skip', 'skipped'),
    result('new-1', 'failed'),
    result('ok-1', 'passed'),
  ]);
  const judged = judgeBaseline(r, baseline, true);
  const o = judged.outcome;
  assert.deepEqual(
    o.known.map((e) => [e.id, e.tests]),
    [
      ['k-fail', ['k-fail']],
      ['k-matrix', ['k-matrix[v=1]']],
    ],
  );
  assert.deepEqual(
    o.fixed.map((e) => e.id),
    ['k-fixed'],
  );
  assert.deepEqual(
    o.stale.map((e) => e.id),
    ['k-gone'],
  );
  assert.deepEqual(
    o.unchecked.map((e) => e.id),
    ['k-skip'],
  );
  assert.deepEqual(
    o.unexpected.map((t) => t.id),
    ['new-1'],
  );
  assert.equal(runFails(judged.result, false), true, 'a new failure fails the run');
  const text = baselineLines(judged);
  assert.match(text, /expected failures \(known\.yaml\): 2 known, 1 fixed, 1 stale, 1 new failure\n/);
  assert.match(text, / {2}known failure k-fail: upstream bug #12\n/);
  assert.match(text, / {2}fixed k-fixed: passes now; remove it from known\.yaml:4 \(fails the run under --strict-baseline\)\n/);
  assert.match(text, / {2}stale k-gone: no test with this ID in the run \(known\.yaml:6\)\n/);
  assert.match(text, / {2}new failure new-1: not in the baseline\n/);

  const onlyKnown = judgeBaseline(run([result('k-fail', 'failed'), result('k-fixed', 'passed')]), baseline).result;
  assert.equal(runFails(onlyKnown, false), false, 'only listed failures: the run passes');
  assert.equal(runFails(onlyKnown, true), true, 'a fixed test fails the run under --strict-baseline');
  assert.equal(runFails(judgeBaseline(run([result('k-fail', 'failed')]), baseline).result, true), false, 'stale entries alone never fail it');
});

test('baseline: the judgement is recorded in the result the reporters read, and judged anew each time', () => {
  const r = run([
    result('k-fail', 'failed'),
    result('k-matrix[v=1]', 'failed'),
    result('k-matrix[v=2]', 'passed'),
    result('new-1', 'failed'),
    result('k-fixed', 'passed'),
  ]);
  const { result: judged } = judgeBaseline(r, baseline);
  assert.deepEqual(
    judged.tests.map((t) => [t.id, t.status, t.knownFailure]),
    [
      ['k-fail', 'failed', { reason: 'upstream bug #12', baseline: 'known.yaml' }],
      ['k-matrix[v=1]', 'failed', { reason: 'v1 only', baseline: 'known.yaml' }],
      ['k-matrix[v=2]', 'passed', undefined],
      ['new-1', 'failed', undefined],
      ['k-fixed', 'passed', undefined],
    ],
    'a known failure stays failed',
  );
  assert.deepEqual(judged.summary, {
    total: 5,
    passed: 2,
    failed: 3,
    warnings: 0,
    skipped: 0,
    notApplicable: 0,
    couldNotJudge: 0,
    durationMs: 1234,
    knownFailures: 2,
    baseline: { file: 'known.yaml', fixed: ['k-fixed'], stale: ['k-gone', 'k-skip'], unchecked: [] },
  });
  assert.equal(r.tests[0]!.knownFailure, undefined, 'the run itself is not changed');
  // Judging a judged run with another baseline replaces the judgement.
  const other = judgeBaseline(judged, parseBaseline('other.yaml', 'tests:\n  - { id: new-1, reason: r }\n')).result;
  assert.deepEqual(
    other.tests.filter((t) => t.knownFailure).map((t) => [t.id, t.knownFailure!.baseline]),
    [['new-1', 'other.yaml']],
  );
  assert.equal(other.summary.knownFailures, 1);
  assert.equal(runFails(other, false), true, 'k-fail is a new failure now');
});

test('github: one ::error per failed test at the assertion, with workflow-command escaping', () => {
  const text = renderAnnotations([
    result('a-1', 'passed'),
    result('a-2', 'failed', {
      file: 'suites/x.yaml',
      line: 3,
      title: 'Title, with: colon',
      failure: { step: 2, stepName: 'go', message: '50% wrong\nsecond line', location: { file: 'suites/x.yaml', line: 9, col: 7, endLine: 9, endCol: 12 } },
    }),
    result('a-3', 'failed', { file: 'suites/y.yaml', line: 4 }),
  ]);
  assert.equal(
    text,
    '::error file=suites/x.yaml,line=9,col=7,endLine=9,endColumn=12,title=a-2%3A Title%2C with%3A colon::step 2 "go": 50%25 wrong%0Asecond line\n' +
      '::error file=suites/y.yaml,line=4,col=1,title=a-3%3A title of a-3::failed\n',
  );
  assert.deepEqual(reporterNames(['console', 'json'], { GITHUB_ACTIONS: 'true' }), ['console', 'json', 'github']);
  assert.deepEqual(reporterNames(['console', 'console'], {}), ['console']);
});

const project = new TempProject();
after(() => project.remove());

test('report --expected-failures and --strict-baseline; GitHub annotations and step summary from report', async () => {
  const results = run([
    result('k-fail', 'failed', {
      file: 'suites/demo/a.yaml',
      line: 4,
      failure: { step: 1, stepName: 's', message: 'boom', location: { file: 'suites/demo/a.yaml', line: 8, col: 3 } },
    }),
    result('k-fixed', 'passed'),
  ]);
  project.write('r/results.json', JSON.stringify(results));
  project.write('known.yaml', 'tests:\n  - { id: k-fail, reason: upstream bug }\n  - { id: k-fixed, reason: flaky }\n');
  const lax = await runCli(['report', '--from', 'r/results.json', '--expected-failures', 'known.yaml', '--reporter', 'markdown', '--out', 'o1'], {
    cwd: project.dir,
    env: { GITHUB_ACTIONS: '' },
  });
  assert.equal(lax.code, 0, lax.stdout + lax.stderr);
  assert.match(lax.stdout, /known failure k-fail: upstream bug/);
  assert.match(lax.stdout, /fixed k-fixed: passes now/);
  const strict = await runCli(
    ['report', '--from', 'r/results.json', '--expected-failures', 'known.yaml', '--strict-baseline', '--reporter', 'markdown', '--out', 'o2'],
    { cwd: project.dir, env: { GITHUB_ACTIONS: '' } },
  );
  assert.equal(strict.code, 1, strict.stdout + strict.stderr);
  const none = await runCli(['report', '--from', 'r/results.json', '--reporter', 'markdown', '--out', 'o3'], { cwd: project.dir, env: { GITHUB_ACTIONS: '' } });
  assert.equal(none.code, 1, 'without a baseline a failure fails');

  const summary = path.join(project.dir, 'summary-file.md');
  project.write('summary-file.md', '# earlier step\n');
  const gha = await runCli(['report', '--from', 'r/results.json', '--reporter', 'json', '--out', 'o4'], {
    cwd: project.dir,
    env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary },
  });
  assert.equal(gha.code, 1);
  assert.match(gha.stdout, /^::error file=suites\/demo\/a\.yaml,line=8,col=3,title=k-fail%3A title of k-fail::step 1 "s": boom$/m);
  const withKnown = await runCli(['report', '--from', 'r/results.json', '--expected-failures', 'known.yaml', '--reporter', 'json', '--out', 'o5'], {
    cwd: project.dir,
    env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: '' },
  });
  assert.equal(withKnown.code, 0, withKnown.stdout + withKnown.stderr);
  assert.match(
    withKnown.stdout,
    /^::warning file=suites\/demo\/a\.yaml,line=8,col=3,title=k-fail%3A title of k-fail::known failure \(upstream bug\): step 1 "s": boom$/m,
  );
  assert.doesNotMatch(withKnown.stdout, /::error/);
  const appended = readFileSync(summary, 'utf8');
  assert.match(appended, /^# earlier step\n## ❌ wirecase: 1 passed, 1 failed, 0 skipped \(2 tests\)\n/, 'appended, not overwritten');
});
