import type { CatalogCoverage, Coverage } from '../judge/coverage.js';
import { requirementText, strongestLevel, warningLabel } from '../judge/requirements.js';
import { baseId, isKnownFailure, type RunResult, summarizedSteps, type TestResult } from '../model/results.js';
import { formatSpan } from '../source/span.js';
import { visibleControlsInText } from './control-chars.js';
import { failedStepLabel, incompleteNote, otherTeardownFailures } from './labels.js';
import type { ReporterFactory } from './reporter.js';

export const JUNIT_FILE = 'junit.xml';

/**
 * junit.xml for CI systems (the Jenkins / Surefire JUnit format): one testsuite per catalog section
 * (tests no catalog speaks for: one per wirecase suite), one testcase per test ID, properties with
 * the test's traceability rows and spec references, failures with the file:line of the assertion.
 *
 * A known failure (--expected-failures) is a `<skipped>` whose message gives the baseline's reason,
 * with the failure text in `<system-out>`. JUnit has no "expected to fail" state, and a `<failure>`
 * turns every JUnit consumer red (Jenkins, GitLab, the GitHub test-report actions), though the run
 * passed; `<skipped>` is what they all show as neither passed nor failed, and `<system-out>` is
 * shown with the test case, so the failure is not lost.
 *
 * A warning (a failed SHOULD or MAY) is a passing testcase, as it does not fail the run: its
 * `<system-out>` reads `WARNING (SHOULD): message`, then the failure and the requirements, and its
 * properties carry `warning` = the level. Every testcase lists its requirements as properties
 * (`requirement.level`, `requirement.quote`, `requirement.source`: `level` is the document's own
 * `level:`), and a `<failure>`'s text ends with them, level and quote.
 */
export const junitReporter: ReporterFactory = () => ({
  render: ({ result, coverage }) => ({ files: [{ name: JUNIT_FILE, text: renderJunit(result, coverage) }] }),
});

interface Group {
  name: string;
  classname: string;
  properties: Array<[string, string]>;
  tests: TestResult[];
}

/** Groups tests into testsuites: catalog order, then section order; uncatalogued tests by suite, in run order. */
export function junitGroups(result: RunResult, coverage: Coverage): Group[] {
  const groups = new Map<string, Group>();
  const add = (key: string, make: () => Omit<Group, 'tests'>, t: TestResult) => {
    if (!groups.has(key)) groups.set(key, { ...make(), tests: [] });
    groups.get(key)!.tests.push(t);
  };
  // Fix the order of section groups up front: catalog order, not first-test order.
  const order: string[] = [];
  coverage.catalogs.forEach((c, ci) => {
    c.sections.forEach((s) => order.push(`${ci}\u0000${s.key}`));
    order.push(`${ci}\u0000`);
  });
  const catalogOf = new Map<string, [CatalogCoverage, number]>();
  coverage.catalogs.forEach((c, ci) => c.documents.forEach((id) => catalogOf.set(id, [c, ci])));
  for (const t of result.tests) {
    const hit = catalogOf.get(t.id);
    if (!hit) {
      add(`suite\u0000${t.suite}`, () => ({ name: t.suite || '(no suite)', classname: t.suite || 'wirecase', properties: [] }), t);
      continue;
    }
    const [c, ci] = hit;
    const key = sectionOf(c, t);
    const s = key === undefined ? undefined : c.sections.find((x) => x.key === key);
    const spec = `${c.spec.title} ${c.spec.version}`;
    add(
      `${ci}\u0000${s?.key ?? ''}`,
      () =>
        s
          ? {
              name: `${spec}: ${s.title} (${s.key})`,
              classname: `${c.spec.key}.${s.key}`,
              properties: [
                ['catalog', c.file],
                ['section', s.key],
                ['section.url', s.url],
              ],
            }
          : { name: `${spec}: no section`, classname: c.spec.key, properties: [['catalog', c.file]] },
      t,
    );
  }
  const rank = (k: string) => {
    const i = order.indexOf(k);
    return i < 0 ? order.length : i;
  };
  return [...groups.entries()].sort((a, b) => rank(a[0]) - rank(b[0])).map(([, g]) => g);
}

/** A test's section: its catalog test's section, else the deepest section its `spec` names (catalog order). */
function sectionOf(c: CatalogCoverage, t: TestResult): string | undefined {
  const expected = c.tests.find((e) => e.id === baseId(t.id));
  if (expected) return expected.section;
  let best: CatalogCoverage['sections'][number] | undefined;
  for (const s of c.sections) if (s.documents.includes(t.id) && (!best || s.depth > best.depth)) best = s;
  return best?.key;
}

export function renderJunit(result: RunResult, coverage: Coverage): string {
  const s = result.summary;
  const known = s.knownFailures ?? 0;
  const stopped = incompleteNote(result);
  const timestamp = result.startedAt.replace(/(\.\d+)?Z$/, '');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="wirecase" tests="${s.total + (stopped ? 1 : 0)}" failures="${s.failed - known}" skipped="${s.skipped + s.notApplicable + (s.couldNotJudge ?? 0) + known}" errors="${stopped ? 1 : 0}" time="${seconds(s.durationMs)}">`,
  ];
  // A run that stopped early is one error CI cannot miss, besides the tests that finished.
  if (stopped) {
    lines.push(
      `  <testsuite name="wirecase run" tests="1" failures="0" errors="1" skipped="0" time="0">`,
      `    <testcase classname="wirecase" name="run completed" time="0">`,
      `      <error message="${attr(stopped)}" type="incomplete"/>`,
      '    </testcase>',
      '  </testsuite>',
    );
  }
  junitGroups(result, coverage).forEach((g, i) => {
    const count = (st: string) => g.tests.filter((t) => t.status === st).length;
    const knownHere = g.tests.filter(isKnownFailure).length;
    lines.push(
      `  <testsuite name="${esc(g.name)}" tests="${g.tests.length}" failures="${count('failed') - knownHere}" skipped="${count('skipped') + count('not-applicable') + count('could-not-judge') + knownHere}" errors="0" time="${seconds(g.tests.reduce((n, t) => n + t.durationMs, 0))}" timestamp="${esc(timestamp)}" id="${i}">`,
    );
    if (g.properties.length) lines.push('    <properties>', ...g.properties.map(([k, v]) => `      ${property(k, v)}`), '    </properties>');
    for (const t of g.tests) lines.push(...testcaseLines(t, g.classname));
    lines.push('  </testsuite>');
  });
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}

/** One test as a `<testcase>`: its properties, then what failed, warned or was skipped. */
function testcaseLines(t: TestResult, classname: string): string[] {
  return [
    `    <testcase classname="${esc(classname)}" name="${esc(`${t.id}: ${t.title}`)}" file="${esc(t.file)}" line="${t.line}" time="${seconds(t.durationMs)}">`,
    '      <properties>',
    ...testProperties(t).map(([k, v]) => `        ${property(k, v)}`),
    '      </properties>',
    ...verdictLines(t),
    '    </testcase>',
  ];
}

function testProperties(t: TestResult): Array<[string, string]> {
  const props: Array<[string, string]> = [
    ['id', t.id],
    ['document', `${t.file}:${t.line}`],
    ['suite', t.suite],
  ];
  for (const tr of t.traces ?? []) props.push(['trace', tr]);
  for (const sp of t.spec ?? []) props.push(['spec', sp]);
  for (const tag of t.tags ?? []) props.push(['tag', tag]);
  if (t.level) props.push(['level', t.level]);
  for (const r of t.requirements ?? []) props.push(['requirement.level', r.level], ['requirement.quote', r.quote], ['requirement.source', r.source]);
  if (t.status === 'warning') props.push(['warning', strongestLevel(t) ?? 'warning']);
  for (const n of t.notes ?? []) props.push(['note', n]);
  // Passed steps that kept only their summary: the report says their detail was dropped.
  const summarized = summarizedSteps([t]);
  if (summarized) props.push(['steps.summarized', `${summarized} passed steps kept only a summary; --keep-passed-steps keeps their detail`]);
  return props;
}

/** A failure (a known one as skipped, with its text in system-out), a warning's text, or why it was skipped. */
function verdictLines(t: TestResult): string[] {
  if (t.status === 'failed') {
    const { message, body } = failureText(t);
    const k = t.knownFailure;
    if (k)
      return [
        `      <skipped message="${attr(`known failure: ${k.reason} (${k.baseline})`)}"/>`,
        `      <system-out>${esc(`known failure: ${message}\n${body}`)}</system-out>`,
      ];
    return [`      <failure message="${attr(message)}" type="assertion">${esc(body)}</failure>`];
  }
  if (t.status === 'warning') {
    const { message, body } = failureText(t);
    return [`      <system-out>${esc(`${warningLabel(t).toUpperCase()}: ${message}\n${body}`)}</system-out>`];
  }
  if (t.status === 'skipped' || t.status === 'not-applicable' || t.status === 'could-not-judge')
    return [`      <skipped message="${attr(`${t.status}${t.reason ? `: ${t.reason}` : ''}`)}"/>`];
  return [];
}

/** A failure's (or a warning's) one-line message and its text: the step, the message, where, expected, actual, the body excerpt, the requirements. */
function failureText(t: TestResult): { message: string; body: string } {
  const f = t.failure;
  const where = f?.location ? formatSpan(f.location) : `${t.file}:${t.line}`;
  const requirements = (t.requirements ?? []).map(requirementText);
  if (!f) return { message: `${t.status} (${where})`, body: [t.status, `  at ${where}`, ...requirements].join('\n') };
  const body = [
    `${failedStepLabel(f)} (${f.stepName}): ${f.message}`,
    `  at ${where}`,
    ...(f.expected !== undefined ? [`expected: ${text(f.expected)}`] : []),
    ...(f.actual !== undefined ? [`actual:   ${text(f.actual)}`] : []),
    ...(f.excerpt ? [f.excerpt] : []),
    ...requirements,
    ...otherTeardownFailures(t).map((d) => `${d.label} also failed: ${d.message}`),
  ];
  return { message: `${f.message} (${where})`, body: body.join('\n') };
}

function property(name: string, value: string): string {
  return `<property name="${esc(name)}" value="${attr(value)}"/>`;
}

/** Text for an attribute value: escaped, with line breaks kept as character references. */
function attr(value: string): string {
  return esc(value).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/**
 * Escaped for XML 1.0: markup characters as entities, control characters as visible codes (XML forbids
 * most of them; a CI log printing the file must not run them), the other characters XML forbids
 * dropped, a lone surrogate (not UTF-8) as U+FFFD.
 */
function esc(value: string): string {
  return visibleControlsInText(value)
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
    .replace(/[\ufffe\uffff]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
