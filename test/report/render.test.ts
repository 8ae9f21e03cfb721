import assert from 'node:assert/strict';
import { test } from 'node:test';
import { githubLinkBase } from '../../src/cli/reporting.js';
import { computeCoverage } from '../../src/judge/coverage.js';
import { renderHtml } from '../../src/report/html-reporter.js';
import { renderMarkdown } from '../../src/report/markdown-reporter.js';
import { catalogRef, test as result, run, tests } from '../helpers/results-fixtures.js';

const withSteps = tests.map((t) =>
  t.id === 't-fail'
    ? {
        ...t,
        title: 'Fails <script>alert(1)</script>',
        steps: [
          {
            index: 0,
            name: 'ask',
            status: 'failed' as const,
            durationMs: 3,
            request: {
              method: 'GET',
              url: 'http://127.0.0.1:1/x',
              headers: [
                ['authorization', 'Bearer sk-live-123456'],
                ['accept', 'application/json'],
              ] as Array<[string, string]>,
            },
            response: {
              status: 500,
              headers: [['set-cookie', 'sid=abcdef123']] as Array<[string, string]>,
              body: '{"error":"boom"}',
              bodyBytes: 16,
              truncated: false,
            },
            assertions: [{ kind: 'status', passed: false, message: 'status: expected 200, got 500', expected: '200', actual: 500 }],
          },
        ],
      }
    : t,
);
const results = run(withSteps);
const coverage = computeCoverage([catalogRef], results);
const md = renderMarkdown(results, coverage);
const html = renderHtml(results, coverage);

test('markdown: summary line, totals and failures with file:line', () => {
  assert.match(md, /^## ❌ wirecase: 2 passed, 1 failed, 1 skipped \(4 tests\)\n/);
  assert.match(md, /\n\| 2 \| 1 \| 0 \| 1 \| 0 \| 0 \| 4 \|\n/);
  assert.match(
    md,
    /### Failures\n\n- ❌ \*\*t-fail\*\* Fails &lt;script>alert\(1\)&lt;\/script> — `suites\/demo\/a\.yaml:27`\n {2}- step 1 "ask": `status: expected 200, got 500`\n/,
  );
  assert.match(md, /document: `suites\/demo\/a\.yaml:20`/);
});

test('markdown: rows with verdicts, gaps flagged loudly', () => {
  assert.match(md, /> \[!CAUTION\]\n> \*\*2 required traceability rows have no scenario:\*\* \*\*G1\*\* Gap row · \*\*G2\*\* Audit gap row/);
  assert.match(md, /\| \*\*P1\*\* \| Proven row \| required \| 10 \| ✅ `t-pass` ✅ `t-unknown` \| ✅ proven \|/);
  assert.match(md, /\| \*\*F1\*\* \| Failed row \| required \| 11-12 \| ✅ `t-pass` ❌ `t-fail` \| ❌ failed \|/);
  assert.match(md, /\| \*\*G1\*\* \| Gap row \| required \| 13 \| — \| 🚨 \*\*GAP: required, no scenario\*\* \|/);
  assert.match(md, /\| \*\*N1\*\* \| Recommended, uncovered \| recommended \| 15 \| — \| ⬜ not covered \|/);
  assert.match(md, /\| \*\*U1\*\* \| Untestable row \| required \| 16 \| untestable: client side only \| 🚫 untestable \|/);
  assert.match(md, /\| \*\*S1\*\* \| Only skipped \| conditional \| 17 \| ⏭️ `t-skip` \| ⚠️ not proven \|/);
});

test('markdown: per-section table with roll-up and share, test IDs and catalog problems', () => {
  assert.match(md, /\| \[Core\]\(https:\/\/spec\.example\/demo\/core\) `core` \| ❌ failed \| 1 \| 1 \| 0 \| 0 \| 0 \| 1 \| 0 \| 2\/3 \(67%\) \|/);
  assert.match(
    md,
    /\| &nbsp;&nbsp;&nbsp;&nbsp;↳ \[Body\]\(https:\/\/spec\.example\/demo\/core#body\) `core\.body` \| ⬜ not covered \| 0 \| 0 \| 0 \| 0 \| 0 \| 1 \| 0 \| 0\/1 \(0%\) \|/,
  );
  assert.match(md, /\| \[UI\]\(https:\/\/spec\.example\/demo\/ui\) `ui` \| 🚫 untestable \| 0 \| 0 \| 0 \| 0 \| 0 \| 0 \| 1 \| — \|/);
  assert.match(md, /\| `t-missing` \| Has no document \| core\.body \| 2 \| {2}\| ⬜ not covered \| — \|/);
  assert.match(md, /\| `t-unknown` \| `ZZ9` \| t-unknown traces \\`ZZ9\\`, which is not a row of suites\/demo\/catalog\.yaml \| `suites\/demo\/b\.yaml:3` \|/);
  assert.match(md, /- `t-unknown`: https:\/\/elsewhere\.example\/rfc/);
});

test('markdown: links to the commit in GitHub Actions; no timestamp but startedAt; deterministic', () => {
  const base = githubLinkBase({ GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'o/r', GITHUB_SHA: 'abc' });
  assert.equal(base, 'https://github.com/o/r/blob/abc');
  assert.equal(githubLinkBase({}), undefined);
  assert.match(
    renderMarkdown(results, coverage, { linkBase: base }),
    /\[`suites\/demo\/a\.yaml:27`\]\(https:\/\/github\.com\/o\/r\/blob\/abc\/suites\/demo\/a\.yaml#L27\)/,
  );
  assert.deepEqual(md.match(/\d{4}-\d\d-\d\dT[\d:.]+Z/g), ['2026-03-04T05:06:07.000Z']);
  assert.equal(renderMarkdown(results, computeCoverage([catalogRef], results)), md);
});

test('markdown: a clean run says so', () => {
  const ok = run([result('t-pass', 'passed', { traces: ['P1'] })]);
  assert.match(
    renderMarkdown(ok, computeCoverage([], ok)),
    /^## ✅ wirecase: 1 passed, 0 failed, 0 skipped \(1 test\)\n[\s\S]*Tests no catalog speaks for \(1\): `t-pass`/,
  );
});

test('html: self-contained, with totals, rows, sections and test IDs', () => {
  assert.match(html, /^<!DOCTYPE html>/);
  assert.doesNotMatch(html, /<script[^>]+src=|<link\b|<img\b|@import|url\(/, 'no external resources');
  const total = (k: string) => new RegExp(`data-total="${k}">(\\d+)<`).exec(html)?.[1];
  assert.deepEqual(['passed', 'failed', 'skipped', 'not-applicable', 'total'].map(total), ['2', '1', '1', '0', '4']);
  assert.match(
    html,
    /<tr class="v-gap" data-row="G1"><td><strong>G1<\/strong><\/td><td>Gap row<\/td><td>required<\/td><td>13<\/td><td>—<\/td><td data-verdict="gap"><svg class="ic" aria-hidden="true"><use href="#i-gap"\/><\/svg> <strong>GAP: required, no scenario<\/strong><\/td><\/tr>/,
  );
  assert.match(html, /data-row="P1">.*data-verdict="proven"/);
  assert.match(
    html,
    /data-row="F1">.*href="#test-t-fail"><svg class="ic" aria-hidden="true"><use href="#i-failed"\/><\/svg> t-fail<\/a>.*data-verdict="failed"/,
  );
  assert.match(
    html,
    /data-section="core"><td[^>]*><a href="https:\/\/spec\.example\/demo\/core">Core<\/a> <code>core<\/code><\/td><td data-verdict="failed">.*<td data-sort="0.6666666666666666">2\/3 \(67%\)<\/td><\/tr>/,
  );
  assert.match(html, /data-test-id="t-browser">.*data-status="untestable".*host iframe behaviour/);
  assert.match(html, /<table class="sortable/);
  assert.match(html, /<script>[\s\S]*aria-sort[\s\S]*<\/script>/, 'tables sort without any library');
});

test('html: its marks are drawn (SVG symbols defined once, in the page), never emoji, which show as empty boxes without an emoji font', () => {
  assert.doesNotMatch(html, /\p{Extended_Pictographic}/u);
  const used = new Set([...html.matchAll(/<use href="#(i-[a-z]+)"\/>/g)].map((m) => m[1]!));
  assert.ok(used.has('i-failed') && used.has('i-passed') && used.has('i-gap'), [...used].join(' '));
  for (const id of used) assert.match(html, new RegExp(`<symbol id="${id}" viewBox="0 0 16 16">`), `${id} is drawn`);
});

test('html: per-test detail with transcripts, escaped, credentials masked', () => {
  assert.match(
    html,
    /<details class="test st-failed" id="test-t-fail" open><summary><svg class="ic" aria-hidden="true"><use href="#i-failed"\/><\/svg> <strong>t-fail<\/strong> Fails &lt;script&gt;alert\(1\)&lt;\/script&gt;/,
  );
  assert.doesNotMatch(html, /<script>alert/);
  assert.match(html, /<pre class="wire req">GET http:\/\/127\.0\.0\.1:1\/x\nauthorization: Bearer \*\*\*\naccept: application\/json<\/pre>/);
  assert.match(html, /<pre class="wire res">500\nset-cookie: \*\*\*\n\n\{&quot;error&quot;:&quot;boom&quot;\}<\/pre>/);
  assert.ok(!html.includes('sk-live-123456') && !html.includes('abcdef123'), 'a credential leaked');
  assert.match(html, /id="test-t-skip">.*\n.*\n<p>skipped: feature off<\/p>/);
  assert.match(html, /<section id="failures">[\s\S]*<code>suites\/demo\/a\.yaml:27:15<\/code>/);
  assert.deepEqual(html.match(/\d{4}-\d\d-\d\dT[\d:.]+Z/g), ['2026-03-04T05:06:07.000Z']);
  assert.equal(renderHtml(results, computeCoverage([catalogRef], results)), html);
});

test('html: each step shows its captured values (as recorded, escaped); a header failure shows the response headers before any body', () => {
  const limited = result('h-01', 'failed', {
    steps: [
      {
        index: 0,
        name: 'log in',
        status: 'passed',
        durationMs: 1,
        assertions: [],
        captures: { item_id: 7, access_token: '***', who: '<i>x</i>' },
      },
      {
        index: 1,
        name: 'too many',
        status: 'failed',
        durationMs: 1,
        request: { method: 'GET', url: 'http://127.0.0.1:1/limited', headers: [] },
        response: { status: 429, headers: [['x-ratelimit-remaining', '0']], body: '{"error":"slow down"}', bodyBytes: 21, truncated: false },
        assertions: [{ kind: 'header', target: 'retry-after', passed: false, message: 'header retry-after: expected to be present, was absent' }],
      },
    ],
    failure: { step: 2, stepName: 'too many', message: 'header retry-after: expected to be present, was absent', excerpt: '{"error":"slow down"}' },
  });
  const statusFailure = result('h-02', 'failed', {
    steps: [
      {
        index: 0,
        name: 'ask',
        status: 'failed',
        durationMs: 1,
        response: { status: 500, headers: [['x-only-in-transcript', '1']], body: '{}', bodyBytes: 2, truncated: false },
        assertions: [{ kind: 'status', passed: false, message: 'status: expected 200, got 500' }],
      },
    ],
    failure: { step: 1, stepName: 'ask', message: 'status: expected 200, got 500' },
  });
  const r = run([limited, statusFailure]);
  const html = renderHtml(r, computeCoverage([], r));
  assert.match(
    html,
    /<dl class="captures"><dt class="meta">captured<\/dt><dd><code>item_id<\/code> = <code>7<\/code><\/dd><dd><code>access_token<\/code> = <code>&quot;\*\*\*&quot;<\/code><\/dd><dd><code>who<\/code> = <code>&quot;&lt;i&gt;x&lt;\/i&gt;&quot;<\/code><\/dd><\/dl>/,
  );
  const failures = /<section id="failures">[\s\S]*?<\/section>/.exec(html)![0];
  const h01 = failures.slice(failures.indexOf('h-01'), failures.indexOf('h-02'));
  assert.match(
    h01,
    /<pre class="wire res">429\nx-ratelimit-remaining: 0<\/pre><pre>\{&quot;error&quot;:&quot;slow down&quot;\}<\/pre>/,
    'headers, then the body',
  );
  assert.doesNotMatch(failures.slice(failures.indexOf('h-02')), /x-only-in-transcript/, 'a status failure keeps to its message');
});
