import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { judgeBaseline } from '../../src/judge/baseline.js';
import { computeCoverage, knownEntry } from '../../src/judge/coverage.js';
import { parseBaseline } from '../../src/load/baseline-file.js';
import type { RunResult } from '../../src/model/results.js';
import { consoleReporter } from '../../src/report/console-reporter.js';
import { renderAnnotations } from '../../src/report/github-reporter.js';
import { renderHtml } from '../../src/report/html-reporter.js';
import { renderJson } from '../../src/report/json-reporter.js';
import { renderJunit } from '../../src/report/junit-reporter.js';
import { renderMarkdown } from '../../src/report/markdown-reporter.js';
import { catalogRef, test as result, run, tests } from '../helpers/results-fixtures.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';
import { checkJunit, parseXml, type XmlElement } from './junit-check.js';

/**
 * Under --expected-failures every report shows a listed failure as known, and any other failure as
 * failed. The run: the fixtures (t-fail fails at 'status: expected 200, got 500') plus t-new, an
 * unexpected failure in the same section and row; the baseline lists t-fail.
 */
const raw = run([
  ...tests,
  result('t-new', 'failed', { line: 60, spec: ['core'], traces: ['F1'], failure: { step: 1, stepName: 'go', message: 'json $.x: expected 1, got 2' } }),
]);
const baseline = parseBaseline('known.yaml', 'tests:\n  - { id: t-fail, reason: "server bug #7" }\n');
const judged = judgeBaseline(raw, baseline).result;
const render = (r: RunResult) => {
  const c = computeCoverage([catalogRef], r);
  return { json: renderJson(r, c), junit: renderJunit(r, c), markdown: renderMarkdown(r, c), html: renderHtml(r, c) };
};
const out = render(judged);
const plain = render(raw);
/** The text between a heading and the next one of its kind. */
const section = (text: string, start: string, next: RegExp) => {
  const from = text.indexOf(start);
  if (from < 0) return '';
  const rest = text.slice(from + start.length);
  const end = rest.search(next);
  return end < 0 ? rest : rest.slice(0, end);
};

test('results.json: a known failure stays failed and carries the baseline reason; the summary counts it', () => {
  const data = JSON.parse(out.json);
  const t = (id: string) => data.tests.find((x: { id: string }) => x.id === id);
  assert.equal(t('t-fail').status, 'failed');
  assert.deepEqual(t('t-fail').knownFailure, { reason: 'server bug #7', baseline: 'known.yaml' });
  assert.equal(t('t-new').status, 'failed');
  assert.equal(t('t-new').knownFailure, undefined);
  assert.equal(data.summary.failed, 2);
  assert.equal(data.summary.knownFailures, 1);
  assert.deepEqual(data.summary.baseline, { file: 'known.yaml', fixed: [], stale: [], unchecked: [] });
  assert.deepEqual(resultsSchemaErrors(data), []);
  assert.equal(JSON.parse(plain.json).tests[1].knownFailure, undefined, 'without a baseline nothing is known');
});

test('coverage: a known failure still fails its section and rows (not proven), told apart by its counts and refs', () => {
  const c = computeCoverage([catalogRef], judged).catalogs[0]!;
  const s = (key: string) => c.sections.find((x) => x.key === key)!;
  assert.deepEqual([s('core.headers').verdict, s('core.headers').counts.failed, s('core.headers').knownFailures], ['failed', 1, 1]);
  assert.deepEqual([s('core').verdict, s('core').counts.failed, s('core').knownFailures], ['failed', 2, 1]);
  assert.equal(s('extra').knownFailures, undefined);
  const f1 = c.traces.find((r) => r.id === 'F1')!;
  assert.equal(f1.verdict, 'failed');
  assert.deepEqual(
    f1.scenarios.map((x) => [x.id, x.knownFailure?.reason]),
    [
      ['t-pass', undefined],
      ['t-fail', 'server bug #7'],
      ['t-new', undefined],
    ],
  );
  const entry = c.tests.find((e) => e.id === 't-fail')!;
  assert.equal(entry.status, 'failed');
  assert.ok(knownEntry(entry));
  assert.equal(c.totals.tests.failed, 1);
  assert.equal(c.totals.knownFailures, 1);
});

test('junit.xml: a known failure is <skipped> with the reason, its failure kept in <system-out>; an unexpected one is a <failure>', () => {
  assert.deepEqual(checkJunit(out.junit), []);
  const root = parseXml(out.junit);
  const cases = root.children.flatMap((s) => s.children.filter((c) => c.name === 'testcase'));
  const testcase = (id: string) => cases.find((c) => c.attrs.name!.startsWith(`${id}:`))!;
  const child = (c: XmlElement, name: string) => c.children.find((x) => x.name === name);
  const known = testcase('t-fail');
  assert.equal(child(known, 'failure'), undefined, 'a known failure must not turn CI red');
  assert.equal(child(known, 'skipped')?.attrs.message, 'known failure: server bug #7 (known.yaml)');
  assert.match(
    child(known, 'system-out')!.text,
    /^known failure: status: expected 200, got 500 \(suites\/demo\/a\.yaml:27:15\)\nstep 1 \(ask\): status: expected 200, got 500\n/,
  );
  const unexpected = testcase('t-new');
  assert.match(child(unexpected, 'failure')!.attrs.message!, /^json \$\.x: expected 1, got 2/);
  assert.equal(child(unexpected, 'skipped'), undefined);
  assert.deepEqual([root.attrs.failures, root.attrs.skipped], ['1', '2'], 'the known failure counts as skipped');
  assert.ok(
    child(
      parseXml(plain.junit)
        .children.flatMap((s) => s.children)
        .find((c) => c.attrs.name?.startsWith('t-fail:'))!,
      'failure',
    ),
    'without a baseline it is a failure',
  );
});

test('summary.md: known failures apart, with the reason and the original message; counts say how many failures are known', () => {
  const md = out.markdown;
  assert.match(md, /^## ❌ wirecase: 2 passed, 2 failed \(1 known\), 1 skipped \(5 tests\)\n/);
  assert.match(md, /\n\| 2 \| 2 \(1 known\) \| 0 \| 1 \| 0 \| 0 \| 5 \|\n/);
  assert.match(md, /\nExpected failures \(`known\.yaml`\): 1 known failure\n/);
  const failures = section(md, '### Failures\n', /\n### /);
  assert.match(failures, /- ❌ \*\*t-new\*\*/);
  assert.doesNotMatch(failures, /t-fail/);
  const known = section(md, '### Known failures\n', /\n### /);
  assert.match(
    known,
    /- 🟠 \*\*t-fail\*\* title of t-fail — `suites\/demo\/a\.yaml:27`\n {2}- 🟠 known failure: server bug #7 \(`known\.yaml`\)\n {2}- step 1 "ask": `status: expected 200, got 500`\n/,
  );
  assert.doesNotMatch(known, /t-new/);
  assert.match(
    md,
    /\| \*\*F1\*\* \| Failed row \| required \| 11-12 \| ✅ `t-pass` 🟠 `t-fail` ❌ `t-new` \| ❌ failed \|/,
    'a row with an unexpected failure is failed',
  );
  assert.match(md, /↳ \[Headers\][^\n]*\| 🟠 known failure \| 0 \| 1 \(1 known\) \|/);
  assert.match(md, /\| \[Core\][^\n]*\| ❌ failed \| 1 \| 2 \(1 known\) \|/);
  assert.match(md, /\| `t-fail` \| Fails \| core\.headers \| {2}\| {2}\| 🟠 known failure \|/);
  // Without a baseline the same failure is a plain one.
  assert.match(section(plain.markdown, '### Failures\n', /\n### /), /- ❌ \*\*t-fail\*\*/);
  assert.doesNotMatch(plain.markdown, /Known failures|🟠/);
});

test('summary.md and report.html: a run whose only failures are known is not marked failed', () => {
  // No catalog, so no gap decides the mark.
  const onlyKnown = judgeBaseline(run(tests.filter((t) => t.id === 't-fail' || t.id === 't-pass')), baseline).result;
  const md = renderMarkdown(onlyKnown, computeCoverage([], onlyKnown));
  const html = renderHtml(onlyKnown, computeCoverage([], onlyKnown));
  assert.match(md, /^## 🟠 wirecase: 1 passed, 1 failed \(1 known\), 0 skipped \(2 tests\)\n/);
  assert.doesNotMatch(md, /### Failures/);
  assert.match(html, /<h1><svg class="ic" aria-hidden="true"><use href="#i-known"\/><\/svg> wirecase report<\/h1>/);
  assert.doesNotMatch(html, /<section id="failures">/);
  const raw = run(tests.filter((t) => t.id === 't-fail' || t.id === 't-pass'));
  assert.match(renderMarkdown(raw, computeCoverage([], raw)), /^## ❌ /, 'without a baseline it is a failed run');
});

test('report.html: known failures apart, with the reason and the original message, in their own colour', () => {
  const html = out.html;
  assert.match(html, /<h1><svg class="ic" aria-hidden="true"><use href="#i-failed"\/><\/svg> wirecase report<\/h1>/);
  assert.match(html, /data-total="failed">2<\/span>/);
  assert.match(html, /<div class="total st-known"><span class="n" data-total="known">1<\/span>/);
  const failures = section(html, '<section id="failures">', /<\/section>/);
  assert.match(failures, /<div class="failure"><p><a href="#test-t-new">/);
  assert.doesNotMatch(failures, /t-fail/);
  const known = section(html, '<section id="known-failures">', /<\/section>/);
  assert.match(
    known,
    /<div class="failure known"><p><a href="#test-t-fail">[\s\S]*<p class="known-reason"><svg class="ic" aria-hidden="true"><use href="#i-known"\/><\/svg> known failure: server bug #7 <span class="meta">\(known\.yaml\)<\/span><\/p>\n<p>step 1 “ask”: status: expected 200, got 500<\/p>/,
  );
  assert.doesNotMatch(known, /t-new/);
  assert.match(
    html,
    /<details class="test st-failed known" id="test-t-fail"><summary><svg class="ic" aria-hidden="true"><use href="#i-known"\/><\/svg> <strong>t-fail<\/strong>/,
    'closed, marked known',
  );
  assert.match(
    html,
    /<details class="test st-failed" id="test-t-new" open><summary><svg class="ic" aria-hidden="true"><use href="#i-failed"\/><\/svg> <strong>t-new<\/strong>/,
  );
  assert.match(
    html,
    /data-row="F1">.*<a class="st-failed known" href="#test-t-fail" title="known failure: server bug #7"><svg class="ic" aria-hidden="true"><use href="#i-known"\/><\/svg> t-fail<\/a>.*<a class="st-failed" href="#test-t-new"><svg class="ic" aria-hidden="true"><use href="#i-failed"\/><\/svg> t-new<\/a>.*data-verdict="failed"><svg class="ic" aria-hidden="true"><use href="#i-failed"\/><\/svg> failed</,
  );
  assert.match(
    html,
    /<tr class="v-failed known" data-section="core\.headers">.*<td data-verdict="failed"><svg class="ic" aria-hidden="true"><use href="#i-known"\/><\/svg> known failure<\/td><td>0<\/td><td data-sort="1">1 \(1 known\)<\/td>/,
  );
  assert.match(
    html,
    /<tr class="v-failed known" data-test-id="t-fail">.*<td data-status="failed"><svg class="ic" aria-hidden="true"><use href="#i-known"\/><\/svg> known failure<\/td>/,
  );
  assert.match(html, /\.failure\.known\{border-left-color:var\(--known\)/);
  assert.doesNotMatch(plain.html, /known-failures|class="failure known"|data-total="known"/);
});

test('console and GitHub annotations: a known failure is shown with its reason; an unexpected one as an error', () => {
  let text = '';
  text += consoleReporter({ sources: new Map(), write: (t) => (text += t), color: false, verbose: false }).render({
    result: judged,
    coverage: computeCoverage([], judged),
    fails: true,
    judgedNothing: false,
    documentDefects: [],
  }).stdout;
  assert.match(text, /✗ t-fail title of t-fail\n {2}known failure: server bug #7 \(known\.yaml\)\n {2}step 1 "ask"/);
  assert.match(text, /\n2 passed, 2 failed \(1 known\), 1 skipped/);
  const annotations = renderAnnotations(judged.tests);
  assert.match(annotations, /^::warning [^\n]*title=t-fail%3A title of t-fail::known failure \(server bug #7\): step 1 "ask": status: expected 200, got 500$/m);
  assert.match(annotations, /^::error [^\n]*title=t-new%3A title of t-new::step 1 "go"/m);
});

const project = new TempProject();
after(() => project.remove());

test('run and report --from write every file report with the judgement; report re-judges under --expected-failures', async () => {
  // Nothing listens on 127.0.0.1:9: both tests fail; only k-01 is expected to.
  project.write(
    't.yaml',
    'id: k-01\ntitle: t\nsteps:\n  - request: { url: http://127.0.0.1:9/x }\n    sendOnly: true\n---\nid: k-02\ntitle: u\nsteps:\n  - request: { url: http://127.0.0.1:9/y }\n    sendOnly: true\n',
  );
  project.write('known.yaml', 'tests:\n  - { id: k-01, reason: server bug 12 }\n  - { id: k-gone, reason: deleted }\n');
  project.write('all.yaml', 'tests:\n  - { id: k-01, reason: server bug 12 }\n  - { id: k-02, reason: server bug 13 }\n');
  const env = { GITHUB_ACTIONS: '' };
  const ran = await runCli(
    ['run', 't.yaml', '--expected-failures', 'known.yaml', '--reporter', 'console,json,junit,markdown,html', '--out', 'out', '--concurrency', '1'],
    { cwd: project.dir, env },
  );
  assert.equal(ran.code, 1, `k-02 is a new failure${ran.stdout}${ran.stderr}`);
  // The console says so as each test ends, not only in the closing summary.
  assert.match(ran.stdout, /^ {2}✗ k-01 {2}t \(\d+ ms\) — known failure$/m);
  assert.match(ran.stdout, /^ {2}✗ k-02 {2}u \(\d+ ms\)$/m);
  const read = (f: string) => readFileSync(path.join(project.dir, f), 'utf8');
  const results = JSON.parse(read('out/results.json'));
  assert.deepEqual(resultsSchemaErrors(results), []);
  assert.deepEqual(
    results.tests.map((t: { id: string; status: string; knownFailure?: unknown }) => [t.id, t.status, t.knownFailure]),
    [
      ['k-01', 'failed', { reason: 'server bug 12', baseline: 'known.yaml' }],
      ['k-02', 'failed', undefined],
    ],
  );
  assert.deepEqual(results.summary.baseline, { file: 'known.yaml', fixed: [], stale: ['k-gone'], unchecked: [] });
  assert.match(read('out/junit.xml'), /name="k-01: t"[^>]*>\n(?:.*\n)*?\s*<skipped message="known failure: server bug 12 \(known\.yaml\)"\/>/);
  assert.equal(read('out/junit.xml').match(/<failure /g)?.length, 1);
  assert.match(read('out/summary.md'), /### Known failures\n[\s\S]*🟠 \*\*k-01\*\*/);
  assert.match(read('out/report.html'), /<section id="known-failures">[\s\S]*#test-k-01/);

  // report --from keeps the judgement recorded in results.json: the same file, the same exit code.
  const again = await runCli(['report', '--from', 'out/results.json', '--reporter', 'json', '--out', 'again'], { cwd: project.dir, env });
  assert.equal(again.code, 1, again.stdout + again.stderr);
  assert.match(again.stdout, /2 tests: 0 passed, 2 failed \(1 known\)/);
  assert.equal(read('again/results.json'), read('out/results.json'));

  // --expected-failures judges anew.
  const rejudged = await runCli(
    ['report', '--from', 'out/results.json', '--expected-failures', 'all.yaml', '--reporter', 'json,markdown', '--out', 'rejudged'],
    { cwd: project.dir, env },
  );
  assert.equal(rejudged.code, 0, rejudged.stdout + rejudged.stderr);
  const after = JSON.parse(read('rejudged/results.json'));
  assert.deepEqual(
    after.tests.map((t: { knownFailure?: { reason: string; baseline: string } }) => t.knownFailure),
    [
      { reason: 'server bug 12', baseline: 'all.yaml' },
      { reason: 'server bug 13', baseline: 'all.yaml' },
    ],
  );
  assert.deepEqual(after.summary.baseline, { file: 'all.yaml', fixed: [], stale: [], unchecked: [] });
  assert.match(read('rejudged/summary.md'), /^## 🟠 wirecase: 0 passed, 2 failed \(2 known\)/);
});
