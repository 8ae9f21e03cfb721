import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { judgeBaseline, runFails } from '../../src/judge/baseline.js';
import { computeCoverage } from '../../src/judge/coverage.js';
import { mergeResults } from '../../src/judge/merge-results.js';
import { strongestLevel } from '../../src/judge/requirements.js';
import { parseBaseline } from '../../src/load/baseline-file.js';
import { asRunResult } from '../../src/load/results-file.js';
import type { RunResult } from '../../src/model/results.js';
import { baselineLines } from '../../src/report/command-lines.js';
import { consoleReporter } from '../../src/report/console-reporter.js';
import { renderAnnotations } from '../../src/report/github-reporter.js';
import { renderHtml } from '../../src/report/html-reporter.js';
import { renderJson } from '../../src/report/json-reporter.js';
import { renderJunit } from '../../src/report/junit-reporter.js';
import { renderMarkdown } from '../../src/report/markdown-reporter.js';
import { warningCatalogRef as catalogRef, MAY, NOTE, run, SHOULD, warningTests as tests } from '../helpers/results-fixtures.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';
import { checkJunit, parseXml, type XmlElement } from './junit-check.js';

/**
 * Warnings (a failed SHOULD or MAY), requirements and notes, in every report, against a baseline, and
 * in the exit code: the warnings run of test/helpers/results-fixtures.ts.
 */
const runResult = run(tests);
const coverage = computeCoverage([catalogRef], runResult);

test('the summary counts warnings apart from passes and failures', () => {
  assert.deepEqual([runResult.summary.passed, runResult.summary.failed, runResult.summary.warnings], [1, 1, 2]);
  assert.equal(strongestLevel(tests[1]!), 'SHOULD', 'the strongest level wins, wherever it is listed');
});

test('console: a yellow ! line with the level, a Warnings section, the requirement quoted under failures and warnings, notes, and the count', () => {
  let text = '';
  const reporter = consoleReporter({ sources: new Map(), write: (t) => (text += t), color: false, verbose: false });
  for (const t of tests) reporter.onTestEnd?.(t);
  text += reporter.render({ result: runResult, coverage, fails: true, judgedNothing: false, documentDefects: [] }).stdout;
  assert.match(text, /^ {2}! w-should {2}title of w-should \(5 ms\) — warning \(SHOULD\)\n {6}note: ran at protocol revision 2025-06-18/m);
  assert.match(text, /^ {2}! w-may {2}title of w-may \(5 ms\) — warning \(MAY\)$/m);
  assert.match(text, /^ {2}✗ w-must {2}title of w-must \(5 ms\)$/m);
  const [failures, warnings] = [text.indexOf('\nFailures\n'), text.indexOf('\nWarnings\n')];
  assert.ok(failures > 0 && warnings > failures, 'failures, then warnings');
  assert.match(
    text.slice(failures, warnings),
    /✗ w-must title of w-must\n {2}step 1 "ask"\n {2}status: expected 202, got 200\n {4}--> suites\/w\/a\.yaml:5:7\n {2}MUST: "Servers MUST reply with 202 Accepted\." \(spec\/transports\.mdx:101\)/,
  );
  assert.doesNotMatch(text.slice(failures, warnings), /w-should/);
  assert.match(
    text.slice(warnings),
    /! w-should title of w-should — warning \(SHOULD\)\n {2}step 1 "ask"\n {2}header retry-after: expected to be present, was absent\n {4}--> suites\/w\/a\.yaml:14:7\n {2}MAY: "Servers MAY close the stream\." \(spec\/transports\.mdx:230\)\n {2}SHOULD: "Servers SHOULD include a Retry-After header\." \(spec\/transports\.mdx:212\)\n {2}note: ran at protocol revision/,
  );
  assert.match(text, /\n1 passed, 1 failed, 2 warnings, 0 skipped \(1\.23 s\)\n$/);
  // In colour the warning mark is yellow, not red.
  let colored = '';
  consoleReporter({ sources: new Map(), write: (t) => (colored += t), color: true, verbose: false }).onTestEnd?.(tests[1]!);
  assert.match(colored, /\u001b\[33m!\u001b\[39m/);
});

test('results.json with warnings, requirements and notes is valid against the schema, and the schema is strict about them', () => {
  const data = JSON.parse(renderJson(runResult, coverage));
  assert.deepEqual(resultsSchemaErrors(data), []);
  assert.equal(data.summary.warnings, 2);
  assert.deepEqual(data.tests[1].requirements, [MAY, SHOULD]);
  assert.deepEqual(data.tests[1].notes, [NOTE]);
  assert.equal(data.coverage.catalogs[0].tests[1].status, 'warning');
  const broken = (change: (d: typeof data) => void) => {
    const copy = structuredClone(data);
    change(copy);
    return resultsSchemaErrors(copy);
  };
  assert.notDeepEqual(
    broken((d) => (d.tests[1].requirements[0].level = 'SHOUD')),
    [],
    'a level outside the 11 keywords',
  );
  assert.notDeepEqual(
    broken((d) => delete d.tests[1].requirements[0].quote),
    [],
    'a requirement without its quote',
  );
  assert.notDeepEqual(
    broken((d) => (d.tests[1].requirements[0].page = 'x')),
    [],
    'an unknown key in a requirement',
  );
  assert.notDeepEqual(
    broken((d) => (d.tests[1].notes = [1])),
    [],
    'a note that is not text',
  );
  assert.notDeepEqual(
    broken((d) => delete d.summary.warnings),
    [],
    'summary.warnings is required',
  );
  assert.notDeepEqual(
    broken((d) => (d.tests[1].status = 'warned')),
    [],
    'an unknown status',
  );
});

test('junit: a warning is a passing testcase with WARNING (SHOULD) in <system-out> and a warning property; a failure names level and quote', () => {
  const xml = renderJunit(runResult, coverage);
  assert.deepEqual(checkJunit(xml), []);
  const cases = new Map<string, XmlElement>();
  const walk = (e: XmlElement) => {
    if (e.name === 'testcase') cases.set(String(e.attrs.name).split(':')[0]!, e);
    e.children.forEach(walk);
  };
  walk(parseXml(xml));
  const warned = cases.get('w-should')!;
  assert.deepEqual(
    warned.children.map((c) => c.name),
    ['properties', 'system-out'],
    'no <failure>, no <skipped>',
  );
  assert.match(
    xml,
    /<system-out>WARNING \(SHOULD\): header retry-after: expected to be present, was absent \(suites\/w\/a\.yaml:14:7\)\n[\s\S]*SHOULD: &quot;Servers SHOULD include a Retry-After header\.&quot; \(spec\/transports\.mdx:212\)<\/system-out>/,
  );
  assert.match(xml, /<property name="warning" value="SHOULD"\/>/);
  assert.match(
    xml,
    /<property name="requirement\.level" value="SHOULD"\/>\n\s*<property name="requirement\.quote" value="Servers SHOULD include a Retry-After header\."\/>/,
  );
  assert.match(xml, /<property name="note" value="ran at protocol revision 2025-06-18/);
  assert.match(
    xml,
    /<failure message="status: expected 202, got 200 \(suites\/w\/a\.yaml:5:7\)" type="assertion">[^<]*MUST: &quot;Servers MUST reply with 202 Accepted\.&quot; \(spec\/transports\.mdx:101\)<\/failure>/,
  );
  assert.match(xml, /<testsuites name="wirecase" tests="4" failures="1" skipped="0"/, 'warnings count neither as failures nor as skipped');
});

test('markdown: warnings counted, a Warnings section with ID, level, quote, source and message; the tables show the level', () => {
  const md = renderMarkdown(runResult, coverage);
  assert.match(md, /^## ❌ wirecase: 1 passed, 1 failed, 2 warnings, 0 skipped \(4 tests\)/);
  assert.match(md, /\| Passed \| Failed \| Warnings \| Skipped \|[^\n]*\n[^\n]*\n\| 1 \| 1 \| 2 \| 0 \|/);
  const warnings = md.slice(md.indexOf('### Warnings\n'), md.indexOf('### Warn Spec'));
  assert.match(
    warnings,
    /- 🟡 \*\*w-should\*\* title of w-should — warning \(SHOULD\) — `suites\/w\/a\.yaml:14`\n {2}- step 1 "ask": `header retry-after: expected to be present, was absent`\n/,
  );
  assert.match(warnings, / {2}- SHOULD: "Servers SHOULD include a Retry-After header\." \(spec\/transports\.mdx:212\)\n/);
  assert.match(warnings, / {2}- note: `ran at protocol revision 2025-06-18/);
  assert.match(warnings, /- 🟡 \*\*w-may\*\* title of w-may — warning \(MAY\)/);
  assert.doesNotMatch(warnings, /w-must/);
  assert.match(
    md.slice(md.indexOf('### Failures\n'), md.indexOf('### Warnings\n')),
    / {2}- MUST: "Servers MUST reply with 202 Accepted\." \(spec\/transports\.mdx:101\)/,
  );
  assert.match(md, /\| `w-should` \| should \| soft \| {2}\| SHOULD \| 🟡 warning \|/);
  assert.match(
    md,
    /\| \*\*R-should\*\* \| A SHOULD row \| recommended \| 2 \| 🟡 `w-should` \(SHOULD\) 🟡 `w-may` \(MAY\) ✅ `w-pass` \(MUST\) \| 🟡 proven with warnings \|/,
  );
  assert.match(md, /`soft` \| ✅ passed \(2 warnings\) \| 1 \| 0 \| 2 \|/);
  // Warnings alone (and no gap): the run's mark is the warning's, not a failure's, nor a clean pass.
  const onlyWarnings = run(tests.filter((t) => t.status !== 'failed'));
  assert.match(renderMarkdown(onlyWarnings, computeCoverage([], onlyWarnings)), /^## 🟡 wirecase: 1 passed, 0 failed, 2 warnings/);
});

test('html: warnings counted, an amber Warnings section with level, quote and source; the tables show the level; still self-contained', () => {
  const html = renderHtml(runResult, coverage);
  assert.match(html, /<div class="total st-warning"><span class="n" data-total="warning">2<\/span><span class="l">warnings<\/span><\/div>/);
  const warnings = html.slice(html.indexOf('<section id="warnings">'), html.indexOf('<section class="catalog"'));
  assert.match(
    warnings,
    /<div class="failure warning"><p><a href="#test-w-should"><strong>w-should<\/strong><\/a> title of w-should <span class="warn-level"><svg class="ic" aria-hidden="true"><use href="#i-warning"\/><\/svg> warning \(SHOULD\)<\/span>/,
  );
  assert.match(
    warnings,
    /<li><strong class="level">SHOULD<\/strong>: <q>Servers SHOULD include a Retry-After header\.<\/q> <span class="meta">\(spec\/transports\.mdx:212\)<\/span><\/li>/,
  );
  assert.match(warnings, /<ul class="notes"><li>note: ran at protocol revision 2025-06-18/);
  assert.match(html, /\.failure\.warning\{border-left-color:var\(--amber\)/, 'amber');
  assert.match(
    html,
    /<tr class="v-warning" data-test-id="w-should">[^\n]*<td>SHOULD<\/td><td data-status="warning"><svg class="ic" aria-hidden="true"><use href="#i-warning"\/><\/svg> warning<\/td>/,
  );
  assert.match(html, /<tr class="v-proven-with-warnings" data-row="R-should">/);
  assert.match(
    html,
    /<details class="test st-warning" id="test-w-should"><summary><svg class="ic" aria-hidden="true"><use href="#i-warning"\/><\/svg> <strong>w-should<\/strong> title of w-should <span class="meta">warning \(SHOULD\) · 5 ms<\/span>/,
  );
  assert.doesNotMatch(html, /<(script|link|img)[^>]+(src|href)=/i, 'no external resources');
});

test('github: a warning is a ::warning annotation at the assertion, with the level and the quote', () => {
  const annotations = renderAnnotations(tests);
  assert.match(
    annotations,
    /^::warning file=suites\/w\/a\.yaml,line=14,col=7,title=w-should%3A title of w-should::warning \(SHOULD\): step 1 "ask": header retry-after: expected to be present, was absent%0AMAY: "Servers MAY close the stream\." \(spec\/transports\.mdx:230\)%0ASHOULD: "Servers SHOULD include a Retry-After header\." \(spec\/transports\.mdx:212\)$/m,
  );
  assert.match(
    annotations,
    /^::error file=suites\/w\/a\.yaml,line=5,[^\n]*::step 1 "ask": status: expected 202, got 200%0AMUST: "Servers MUST reply with 202 Accepted\." \(spec\/transports\.mdx:101\)$/m,
  );
  assert.doesNotMatch(annotations, /w-pass/);
});

test('baseline: a listed test that now only warns is fixed, not a known failure', () => {
  const baseline = parseBaseline(
    'known.yaml',
    'tests:\n  - { id: w-should, reason: "no Retry-After yet" }\n  - { id: w-must, reason: "202 not implemented" }\n',
  );
  const judged = judgeBaseline(runResult, baseline, true);
  assert.deepEqual(judged.result.summary.baseline?.fixed, ['w-should']);
  assert.equal(judged.result.tests.find((t) => t.id === 'w-should')!.knownFailure, undefined);
  assert.equal(judged.result.summary.knownFailures, 1);
  assert.equal(judged.result.summary.warnings, 2, 'the judgement keeps the warnings');
  assert.match(
    baselineLines(judged),
    / {2}fixed w-should: no longer fails \(only warns\); remove it from known\.yaml:2 \(fails the run under --strict-baseline\)/,
  );
  assert.equal(runFails(judged.result, false), false);
  assert.equal(runFails(judged.result, true), true, '--strict-baseline fails on it like on any fixed entry');
});

test('shards: the merge keeps each warning, its requirements and notes, and counts them', () => {
  const one: RunResult = run([tests[1]!, tests[3]!]);
  const two: RunResult = run([tests[2]!]);
  const viaJson = (r: RunResult, file: string) => asRunResult(file, JSON.parse(renderJson(r, computeCoverage([catalogRef], r))));
  const merged = mergeResults([
    { file: 'a.json', result: viaJson(one, 'a.json') },
    { file: 'b.json', result: viaJson(two, 'b.json') },
  ]);
  assert.equal(merged.summary.warnings, 2);
  const w = merged.tests.find((t) => t.id === 'w-should')!;
  assert.deepEqual([w.status, w.requirements, w.notes], ['warning', [MAY, SHOULD], [NOTE]]);
});

const project = new TempProject();
after(() => project.remove());
project.write('should/results.json', JSON.stringify(run(tests.filter((t) => t.id !== 'w-must'))));
project.write('may/results.json', JSON.stringify(run(tests.filter((t) => t.id === 'w-may' || t.id === 'w-pass'))));

test('wirecase report: exit 0 with warnings, 1 under --strict with a SHOULD warning, 0 under --strict with only a MAY warning', async () => {
  const report = (from: string, ...more: string[]) => runCli(['report', '--from', from, '--reporter', 'console', ...more], { cwd: project.dir });
  const lax = await report('should/results.json');
  assert.equal(lax.code, 0, lax.stdout + lax.stderr);
  assert.match(lax.stdout, /1 passed, 0 failed, 2 warnings, 0 skipped/);
  assert.match(lax.stdout, /^! w-should title of w-should — warning \(SHOULD\)$/m);
  const strict = await report('should/results.json', '--strict');
  assert.equal(strict.code, 1, strict.stdout + strict.stderr);
  const mayOnly = await report('may/results.json', '--strict');
  assert.equal(mayOnly.code, 0, mayOnly.stdout + mayOnly.stderr);
});
