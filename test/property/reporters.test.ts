import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { parse as parseYaml } from 'yaml';
import { computeCoverage } from '../../src/judge/coverage.js';
import { judge } from '../../src/judge/judge.js';
import { discoverCatalogs } from '../../src/load/discover-catalogs.js';
import { type RunResult, type StepRecord, summarize, type TestResult } from '../../src/model/results.js';
import { visibleControlsInText } from '../../src/report/control-chars.js';
import { type ReporterName, reporters } from '../../src/report/index.js';
import { renderJunit } from '../../src/report/junit-reporter.js';
import { renderMarkdown } from '../../src/report/markdown-reporter.js';
import { outsideCodeSpans } from '../helpers/markdown-code-spans.js';
import { repoRoot } from '../helpers/paths.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { checkJunit, parseXml } from '../report/junit-check.js';
import { smallJson } from './arbitraries.js';
import { cases, nastyText, settings } from './fc-settings.js';

/**
 * Properties of every reporter (src/report, built as a run builds them, from index.ts): any run
 * result, with any text where a server or a document puts text (unicode, control characters,
 * `</script>`, markup, long runs), goes through console, json, junit, markdown, html and github
 * without a throw, and each output keeps its format: results.json validates against
 * schemas/results.schema.json and holds the tests as given; junit.xml is well-formed JUnit with one
 * testcase per test and no character XML forbids; report.html has no markup but its own; the
 * GitHub annotations are one line per failed or warning test.
 *
 * Test files are sometimes real scenario files, so the repository's catalogs are found and joined.
 */

interface CatalogFile {
  tests?: Array<{ id: string }>;
  traces?: Array<{ id: string }>;
  sections?: Array<{ key: string; url: string }>;
}
const catalogs = ['mcp-2026-07-28', 'mcp-apps'].map((s) => parseYaml(readFileSync(path.join(repoRoot, 'scenarios', s, 'catalog.yaml'), 'utf8')) as CatalogFile);
const catalogIds = catalogs.flatMap((c) => (c.tests ?? []).map((t) => t.id));
const traceIds = catalogs.flatMap((c) => (c.traces ?? []).map((t) => t.id));
const sectionRefs = catalogs.flatMap((c) => (c.sections ?? []).flatMap((s) => [s.key, s.url]));
const realFiles = ['scenarios/mcp-2026-07-28/tools.yaml', 'scenarios/mcp-apps/tools.yaml', 'scenarios/examples/items.yaml', 'scenarios/scripted/faults.yaml'];

const text = nastyText;
const shortText = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('</script>', '<wc-evil>', '"q"', "a'b", '&', '\u0000x', 'x\ny', 'x\ry', 'x\r\ny', '\u2028', '::', '|', '`', '\\|', ''),
);
const nat = fc.nat({ max: 100_000 });
const span = fc.record(
  {
    file: fc.oneof(fc.constantFrom(...realFiles), shortText),
    line: fc.integer({ min: 1, max: 5000 }),
    col: fc.integer({ min: 1, max: 300 }),
    endLine: fc.integer({ min: 1, max: 5000 }),
    endCol: fc.integer({ min: 1, max: 300 }),
  },
  { requiredKeys: ['file', 'line', 'col'], noNullPrototype: true },
);
const headers = fc.array(fc.tuple(fc.oneof(fc.constantFrom('content-type', 'authorization', 'set-cookie', 'mcp-session-id'), shortText), text), {
  maxLength: 4,
});
const level = fc.constantFrom(
  'MUST',
  'MUST NOT',
  'REQUIRED',
  'SHALL',
  'SHALL NOT',
  'SHOULD',
  'SHOULD NOT',
  'RECOMMENDED',
  'NOT RECOMMENDED',
  'MAY',
  'OPTIONAL',
);

const step: fc.Arbitrary<StepRecord> = fc.record(
  {
    index: fc.nat({ max: 20 }),
    name: text,
    status: fc.constantFrom('passed', 'failed', 'skipped'),
    durationMs: nat,
    span,
    attempts: fc.integer({ min: 1, max: 5 }),
    skipReason: text,
    request: fc.record({ method: shortText, url: text, headers, body: text }, { requiredKeys: ['method', 'url', 'headers'], noNullPrototype: true }),
    response: fc.record({ status: fc.integer({ min: 0, max: 999 }), headers, body: text, bodyBytes: nat, truncated: fc.boolean() }, { noNullPrototype: true }),
    assertions: fc.array(
      fc.record(
        { kind: shortText, target: text, passed: fc.boolean(), message: text, expected: smallJson, actual: fc.oneof(smallJson, text), span },
        { requiredKeys: ['kind', 'passed', 'message'], noNullPrototype: true },
      ),
      { maxLength: 3 },
    ),
    captures: fc.dictionary(shortText, smallJson, { maxKeys: 2, noNullPrototype: true }),
    error: fc.record({ code: shortText, message: text, span }, { requiredKeys: ['code', 'message'], noNullPrototype: true }),
  },
  { requiredKeys: ['index', 'name', 'status', 'durationMs', 'assertions'], noNullPrototype: true },
) as fc.Arbitrary<StepRecord>;

const testResult: fc.Arbitrary<TestResult> = fc.record(
  {
    id: fc.oneof(fc.constantFrom(...catalogIds), fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), shortText),
    title: text,
    file: fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(...realFiles) },
      { weight: 3, arbitrary: shortText },
      { weight: 1, arbitrary: fc.constant('/abs/x.yaml') },
    ),
    line: fc.integer({ min: 1, max: 5000 }),
    suite: shortText,
    status: fc.constantFrom('passed', 'failed', 'warning', 'skipped', 'not-applicable'),
    level: fc.constantFrom('required', 'recommended', 'conditional', 'optional'),
    requirements: fc.array(fc.record({ level, quote: text, source: shortText }, { noNullPrototype: true }), { minLength: 1, maxLength: 2 }),
    traces: fc.array(fc.oneof(fc.constantFrom(...traceIds), shortText), { maxLength: 3 }),
    spec: fc.array(
      fc.oneof(fc.constantFrom(...sectionRefs), shortText, fc.constantFrom('https://elsewhere.example/x', 'javascript:alert(1)', 'https://x/"><wc-evil>')),
      { maxLength: 3 },
    ),
    tags: fc.array(shortText, { maxLength: 2 }),
    durationMs: nat,
    reason: text,
    matrix: fc.dictionary(shortText, fc.oneof(shortText, fc.integer(), fc.boolean()), { maxKeys: 2, noNullPrototype: true }),
    steps: fc.array(step, { maxLength: 3 }),
    failure: fc.record(
      {
        step: fc.nat({ max: 4 }),
        stepName: text,
        message: text,
        expected: fc.oneof(smallJson, text),
        actual: fc.oneof(smallJson, text),
        location: span,
        excerpt: text,
      },
      { requiredKeys: ['step', 'stepName', 'message'], noNullPrototype: true },
    ),
    notes: fc.array(text, { maxLength: 2 }),
    knownFailure: fc.record({ reason: text, baseline: shortText }, { noNullPrototype: true }),
  },
  { requiredKeys: ['id', 'title', 'file', 'line', 'suite', 'status', 'traces', 'spec', 'tags', 'durationMs', 'steps'], noNullPrototype: true },
) as fc.Arbitrary<TestResult>;

const runResult: fc.Arbitrary<RunResult> = fc
  .tuple(
    fc.array(testResult, { maxLength: 6 }),
    nat,
    fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
    shortText,
    fc.option(
      fc.record(
        {
          file: shortText,
          fixed: fc.array(shortText, { maxLength: 2 }),
          stale: fc.array(shortText, { maxLength: 2 }),
          unchecked: fc.array(shortText, { maxLength: 2 }),
        },
        { noNullPrototype: true },
      ),
      { nil: undefined },
    ),
  )
  .map(([tests, duration, started, version, baseline]) => {
    const summary = summarize(tests, duration);
    if (baseline) summary.baseline = baseline;
    return { tool: { name: 'wirecase' as const, version }, startedAt: started.toISOString(), summary, tests };
  });

/**
 * summary.md writes some text as it is, inside code spans or links: the tool version, file paths
 * and spec URLs, which come from the repository rather than from a server. Its markup and table
 * checks replace `<`, `|` and line breaks there; every other text (titles, messages,
 * expected/actual, notes, reasons) stays as generated.
 */
function tame(result: RunResult): RunResult {
  const plain = (text: string) => text.replace(/[<>`|\r\n]/g, '_');
  return {
    ...result,
    tool: { ...result.tool, version: plain(result.tool.version) },
    tests: result.tests.map((t) => ({
      ...t,
      file: plain(t.file),
      spec: t.spec.map(plain),
      ...(t.failure
        ? { failure: { ...t.failure, ...(t.failure.location ? { location: { ...t.failure.location, file: plain(t.failure.location.file) } } : {}) } }
        : {}),
    })),
  };
}

const NAMES = Object.keys(reporters) as ReporterName[];

interface Outputs {
  console: string;
  github: string;
  summary: string;
  files: Record<string, string>;
}

/** Every reporter, as a run drives it: start, suite, each test as it ends, then the verdict rendered. */
async function report(result: RunResult, color: boolean, names: readonly ReporterName[]): Promise<Outputs> {
  const written: Record<string, string> = { console: '', github: '' };
  const built = await Promise.all(
    names.map(async (name) => {
      const factory = await reporters[name]();
      return {
        name,
        reporter: factory({
          sources: new Map([['scenarios/mcp-apps/tools.yaml', 'a\nb\n']]),
          write: (t) => void (written[name === 'github' ? 'github' : 'console'] += t),
          color,
          verbose: true,
        }),
      };
    }),
  );
  const listeners = built.map((b) => b.reporter);
  for (const l of listeners) l.onRunStart?.({ documents: result.tests.length, version: result.tool.version });
  for (const l of listeners) l.onSuiteStart?.({ name: 'suite </script>', target: 'http://127.0.0.1:1', startedTarget: true });
  for (const l of listeners)
    l.onSetupEnd?.('suite', [{ name: 'probe', ran: true, note: 'note \u0000', steps: result.tests[0]?.steps ?? [], vars: { a: '<wc-evil>' } }]);
  for (const t of result.tests) for (const l of listeners) l.onTestEnd?.(t);
  const verdict = judge(result, { catalogs: discoverCatalogs(result.tests, repoRoot) });
  const files: Record<string, string> = {};
  let summary = '';
  for (const { name, reporter } of built) {
    const output = reporter.render(verdict);
    written[name === 'github' ? 'github' : 'console'] += output.stdout ?? '';
    for (const f of output.files ?? []) files[f.name] = f.text;
    summary += output.jobSummary ?? '';
  }
  return { console: written.console!, github: written.github!, summary, files };
}

async function reportCase(result: RunResult, names: readonly ReporterName[] = NAMES): Promise<Outputs> {
  return report(result, caseNumber++ % 2 === 0, names);
}
let caseNumber = 0;

// Characters XML 1.0 does not allow, and lone surrogates (which UTF-8 cannot carry).
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const HTML_TAGS = new Set([
  'html',
  'head',
  'meta',
  'title',
  'style',
  'body',
  'script',
  'header',
  'h1',
  'h2',
  'h3',
  'p',
  'section',
  'div',
  'span',
  'strong',
  'code',
  'a',
  'ul',
  'li',
  'q',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'details',
  'summary',
  'br',
  'label',
  'input',
  // The marks, drawn as inline SVG (html-assets.ts).
  'svg',
  'symbol',
  'use',
  'circle',
  'path',
  'rect',
  'dl',
  'dt',
  'dd',
]);

const RUNS = { all: 100, json: 100 };

test(`reporters: any run result goes through every reporter, and each output keeps its format (${cases(RUNS.all)} cases)`, async () => {
  await fc.assert(
    fc.asyncProperty(runResult, async (result) => {
      const o = await reportCase(result);

      // junit.xml: well-formed JUnit, one testcase per test, nothing XML forbids.
      assert.deepEqual(checkJunit(o.files['junit.xml']!), []);
      const root = parseXml(o.files['junit.xml']!);
      assert.equal(root.children.flatMap((s) => s.children.filter((c) => c.name === 'testcase')).length, result.tests.length);
      assert.doesNotMatch(o.files['junit.xml']!, NOT_XML);

      // report.html: its own markup only; every `<` of the results is escaped.
      const html = o.files['report.html']!;
      for (const [, tag] of html.matchAll(/<\/?([A-Za-z][\w-]*)/g)) assert.ok(HTML_TAGS.has(tag!.toLowerCase()), `<${tag}> in report.html`);
      assert.equal(html.match(/<script/gi)?.length, 1);
      assert.equal(html.match(/<\/script/gi)?.length, 1);
      assert.doesNotMatch(html, /" onmouseover=/);
      assert.doesNotMatch(html, /href="javascript:/i);
      for (const t of result.tests)
        assert.ok(
          html.includes(
            `id="test-${visibleControlsInText(t.id).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}"`,
          ),
          `test ${JSON.stringify(t.id)} has no section`,
        );

      // GitHub: one workflow command per failed or warning test, each on one line.
      const lines = o.github.split('\n').filter((l) => l !== '');
      assert.equal(lines.length, result.tests.filter((t) => t.status === 'failed' || t.status === 'warning').length, o.github);
      for (const l of lines) assert.match(l, /^::(error|warning) file=[^,\r]*,line=\d+,col=\d+(,endLine=\d+)?(,endColumn=\d+)?,title=[^:\r]*::/);
      assert.equal(o.summary, `${o.files['summary.md']}\n`, 'the step summary is summary.md');

      // Markdown: no markup from what a run records (see `repositoryText`).
      const md = renderMarkdown(tame(result), computeCoverage(discoverCatalogs(tame(result).tests, repoRoot), tame(result)));
      // (Inside a code span nothing is markup: a failure's message, values and notes are written there.)
      const markup = md
        .split(/\r\n|\r|\n/)
        .map(outsideCodeSpans)
        .join('\n');
      for (const [, tag] of markup.matchAll(/<\/?([A-Za-z][\w-]*)/g)) assert.ok(['details', 'summary'].includes(tag!), `<${tag}> in summary.md`);
      // Every row of a table has as many cells as its header: a `|` or a line break in a text does not add one.
      // (Markdown ends a line at LF, CR or CRLF.)
      for (const table of md
        .split(/(?:\r\n|\r|\n)(?!\|)/)
        .map((block) => block.split(/\r\n|\r|\n/).filter((l) => l.startsWith('|')))
        .filter((rows) => rows.length)) {
        const cells = (row: string) => row.split(/(?<!\\)\|/).length;
        for (const row of table) assert.equal(cells(row), cells(table[0]!), `a row of summary.md's table\n${table[0]}\nis\n${row}`);
      }

      // Console: the closing counts are the summary's (colours or not).
      const s = result.summary;
      assert.match(o.console.replace(/\u001b\[[0-9;]*m/g, ''), new RegExp(`\n${s.passed} passed, ${s.failed} failed`));
    }),
    settings(0x9e9071, RUNS.all),
  );
});

test(`reporters: results.json validates against the schema and holds the run as given (${cases(RUNS.json)} cases)`, async () => {
  await fc.assert(
    fc.asyncProperty(runResult, async (result) => {
      const o = await reportCase(result, ['json']);
      const written = JSON.parse(o.files['results.json']!) as RunResult & { coverage: unknown };
      assert.deepEqual(resultsSchemaErrors(written), []);
      const { coverage, ...run } = written;
      assert.deepEqual(run, JSON.parse(JSON.stringify(result)));
      assert.ok(coverage);
    }),
    settings(0x9e9072, RUNS.json),
  );
});

// ---- inputs the properties found, kept as examples -------------------------------------------------

test('found: a lone CR in a text of summary.md does not end its table row', () => {
  const t: TestResult = {
    id: 'x',
    title: 'a\rb',
    file: 'scenarios/mcp-2026-07-28/tools.yaml',
    line: 1,
    suite: 's',
    status: 'passed',
    traces: ['x\ry'],
    spec: ['no\rsuch'],
    tags: [],
    durationMs: 0,
    steps: [],
  };
  const result: RunResult = { tool: { name: 'wirecase', version: '1' }, startedAt: '2026-01-01T00:00:00.000Z', summary: summarize([t], 0), tests: [t] };
  const md = renderMarkdown(result, computeCoverage(discoverCatalogs(result.tests, repoRoot), result));
  const rows = md.split(/\r\n|\r|\n/).filter((l) => l.includes('x y') || l.includes('no such'));
  assert.ok(rows.length >= 2, md);
  for (const row of rows) assert.match(row, /^\|.*\|$/);
});

test('found: a lone surrogate in a quoted requirement becomes U+FFFD in junit.xml (UTF-8 cannot carry it)', () => {
  const t: TestResult = {
    id: 'a',
    title: '',
    file: '/abs/x.yaml',
    line: 1,
    suite: '',
    status: 'passed',
    requirements: [{ level: 'MUST', quote: '\udc00', source: '' }],
    traces: [],
    spec: [],
    tags: [],
    durationMs: 0,
    steps: [],
  };
  const result: RunResult = { tool: { name: 'wirecase', version: '' }, startedAt: '2000-01-01T00:00:00.000Z', summary: summarize([t], 0), tests: [t] };
  const xml = renderJunit(result, computeCoverage([], result));
  assert.doesNotMatch(xml, NOT_XML);
  assert.match(xml, /<property name="requirement.quote" value="\ufffd"\/>/);
});
