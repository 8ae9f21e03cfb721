import { type CatalogCoverage, type Coverage, knownEntry, ROW_VERDICTS, type SectionCoverage } from '../judge/coverage.js';
import { requirementText, warningLabel } from '../judge/requirements.js';
import { isKnownFailure, judgedAny, type RunResult, type TestResult, unexpectedFailure } from '../model/results.js';
import { formatSpan } from '../source/span.js';
import { visibleControlsInText } from './control-chars.js';
import {
  baselineFacts,
  failedStep,
  failedStepLabel,
  incompleteNote,
  KNOWN_MARK,
  knownNote,
  linkable,
  otherTeardownFailures,
  percent,
  rowKnown,
  STATUS_LABEL,
  STATUS_MARK,
  seconds,
  sectionKnown,
  sentCall,
  statusText,
  summarizedNote,
  summaryLine,
  testMark,
  WARNING_MARK,
  warningsNote,
} from './labels.js';
import type { ReporterFactory } from './reporter.js';
import { type RequirementView, requirementView, share, type TallyRow } from './requirement-rows.js';

export const MARKDOWN_FILE = 'summary.md';

export interface MarkdownOptions {
  /** Prefix that turns `file#Lline` into a link, e.g. https://github.com/o/r/blob/<sha>. */
  linkBase?: string;
}

/**
 * summary.md: fits a GitHub Actions step summary. Totals, failures with file:line (known failures
 * apart, with their reason; warnings apart, with their level), each with the requirements it
 * proves, quoted, then per catalog the traceability rows (gaps flagged), the sections,
 * and the expected test IDs.
 */
export const markdownReporter: ReporterFactory = ({ linkBase }) => ({
  render: ({ result, coverage }) => ({ files: [{ name: MARKDOWN_FILE, text: renderMarkdown(result, coverage, linkBase ? { linkBase } : {}) }] }),
});

export function renderMarkdown(result: RunResult, coverage: Coverage, options: MarkdownOptions = {}): string {
  const out: string[] = [];
  const s = result.summary;
  const where = (file: string, line: number) =>
    options.linkBase && !file.startsWith('/')
      ? `[\`${file}:${line}\`](${options.linkBase}/${file.split('/').map(encodeURIComponent).join('/')}#L${line})`
      : `\`${file}:${line}\``;
  const gaps = coverage.catalogs.flatMap((c) => c.traces.filter((r) => r.verdict === 'gap'));
  const failed = result.tests.filter(unexpectedFailure);
  const known = result.tests.filter(isKnownFailure);
  const warned = result.tests.filter((t) => t.status === 'warning');
  out.push(`## ${headlineMark(result, failed.length, gaps.length, known.length, warned.length)} wirecase: ${summaryLine(result)}`, '');
  out.push(`wirecase ${result.tool.version} · started ${result.startedAt} · ${seconds(s.durationMs)}`, '');
  out.push(
    '| Passed | Failed | Warnings | Skipped | Not applicable | Could not judge | Total |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${s.passed} | ${s.failed}${knownNote(s.knownFailures)} | ${s.warnings ?? 0} | ${s.skipped} | ${s.notApplicable} | ${s.couldNotJudge ?? 0} | ${s.total} |`,
    '',
  );
  if (s.baseline)
    out.push(`Expected failures (${codeCell(s.baseline.file)}): ${baselineFacts(s.baseline, s.knownFailures, (id) => codeCell(id)).join(' · ')}`, '');
  const summarized = summarizedNote(s);
  if (summarized) out.push(`_${summarized}._`, '');

  out.push(...callouts(result, coverage, gaps));
  out.push(...testSection('### Failures', [], failed, where));
  out.push(...testSection('### Known failures', ['Failed, as the expected-failures baseline says they do: they do not fail the run.', ''], known, where));
  out.push(
    ...testSection('### Warnings', ['A SHOULD or MAY the server does not meet: they do not fail the run (a SHOULD does under `--strict`).', ''], warned, where),
  );
  out.push(...unjudgedSection(result.tests, where));
  for (const c of coverage.catalogs) out.push(...catalogSection(c, where));
  out.push(...referenceLines(coverage, where));
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** The headline's mark: the worst of failed, gap, nothing judged, known failure, warning; else a pass. */
function headlineMark(result: RunResult, failed: number, gaps: number, known: number, warned: number): string {
  if (failed) return '❌';
  if (gaps) return '🚨';
  if (result.tests.length && !judgedAny(result.summary)) return STATUS_MARK['could-not-judge'];
  if (known) return KNOWN_MARK;
  return warned ? WARNING_MARK : '✅';
}

/** The tests the run could not judge, each with its cause. */
function unjudgedSection(tests: TestResult[], where: Where): string[] {
  const unjudged = tests.filter((t) => t.status === 'could-not-judge');
  if (!unjudged.length) return [];
  return [
    '### Could not judge',
    '',
    'These tests apply, but the run could not observe what they need: no verdict on the target (they fail the run only under `--strict`).',
    '',
    ...unjudged.map((t) => `- ${testMark(t)} **${cell(t.id)}** ${cell(t.title)} — ${cell(t.reason ?? 'no cause recorded')} — ${where(t.file, t.line)}`),
    '',
  ];
}

/** What the reader must see first: an incomplete run, required rows without a scenario, references not in the catalog. */
function callouts(result: RunResult, coverage: Coverage, gaps: CatalogCoverage['traces']): string[] {
  const out: string[] = [];
  const stopped = incompleteNote(result);
  if (stopped) out.push('> [!CAUTION]', `> **Incomplete run:** ${cell(stopped)}`, '');
  if (gaps.length) {
    out.push(
      '> [!CAUTION]',
      `> **${gaps.length} required traceability row${gaps.length === 1 ? ' has' : 's have'} no scenario:** ${gaps.map((r) => `**${cell(r.id)}** ${cell(r.title)}`).join(' · ')}`,
      '',
    );
  }
  if (coverage.problems.length) {
    out.push(
      '> [!WARNING]',
      `> **${coverage.problems.length} reference${coverage.problems.length === 1 ? ' is' : 's are'} not in the catalog** (an error under \`--strict-catalog\`): see "Not in the catalog" below.`,
      '',
    );
  }
  return out;
}

/** A heading, what it means, and each test in full; nothing when there is no such test. */
function testSection(heading: string, intro: string[], tests: TestResult[], where: Where): string[] {
  if (!tests.length) return [];
  return [heading, '', ...intro, ...tests.flatMap((t) => failure(t, where)), ''];
}

/** References that are not in the catalog, spec URLs no section has, and tests no catalog speaks for. */
function referenceLines(coverage: Coverage, where: Where): string[] {
  const out: string[] = [];
  if (coverage.problems.length) {
    out.push('### Not in the catalog', '', '| Test | Reference | Problem | Where |', '|---|---|---|---|');
    for (const p of coverage.problems) out.push(`| ${codeCell(p.testId)} | ${codeCell(p.value)} | ${cell(p.message)} | ${where(p.file, p.line)} |`);
    out.push('');
  }
  const unmatched = coverage.catalogs.flatMap((c) => c.unmatchedUrls);
  if (unmatched.length) {
    out.push(`<details><summary>Spec URLs that match no catalog section (${unmatched.length})</summary>`, '');
    for (const u of unmatched) out.push(`- ${codeCell(u.testId)}: ${u.url}`);
    out.push('', '</details>', '');
  }
  if (coverage.uncatalogued.length) {
    out.push(`Tests no catalog speaks for (${coverage.uncatalogued.length}): ${coverage.uncatalogued.map((id) => codeCell(id)).join(', ')}`, '');
  }
  return out;
}

type Where = (file: string, line: number) => string;

function failure(t: TestResult, where: (file: string, line: number) => string): string[] {
  const f = t.failure;
  const at = f?.location ? where(f.location.file, f.location.line) : where(t.file, t.line);
  const lines = [`- ${testMark(t)} **${cell(t.id)}** ${cell(t.title)}${t.status === 'warning' ? ` — ${warningLabel(t)}` : ''} — ${at}`];
  if (t.knownFailure) lines.push(`  - ${KNOWN_MARK} known failure: ${cell(t.knownFailure.reason)} (${codeCell(t.knownFailure.baseline)})`);
  if (f) lines.push(...failedStepLines(t, f, where));
  for (const r of t.requirements ?? []) lines.push(`  - ${cell(requirementText(r))}`);
  for (const n of t.notes ?? []) lines.push(`  - note: ${codeSpan(n)}`);
  for (const d of otherTeardownFailures(t)) lines.push(`  - ${cell(d.label)} also failed: ${codeSpan(d.message)}`);
  return lines;
}

/** The step that failed and its message, expected and actual, and the document line when the assertion is elsewhere. */
function failedStepLines(t: TestResult, f: NonNullable<TestResult['failure']>, where: Where): string[] {
  // A failure's message, expected and actual values carry what the server sent: code spans only.
  const lines = [`  - ${failedStepLabel(f)} "${cell(f.stepName)}": ${codeSpan(f.message)}`];
  const call = sentCall(failedStep(t));
  if (call) lines.push(`  - sent: ${codeSpan(call)}`);
  if (f.expected !== undefined) lines.push(`  - expected: ${codeSpan(typeof f.expected === 'string' ? f.expected : JSON.stringify(f.expected))}`);
  if (f.actual !== undefined) lines.push(`  - actual: ${codeSpan(clip(JSON.stringify(f.actual) ?? String(f.actual)))}`);
  if (f.location && (f.location.file !== t.file || f.location.line !== t.line))
    lines.push(`  - document: ${where(t.file, t.line)} (assertion at ${formatSpan(f.location)})`);
  return lines;
}

function traceRowsMarkdown(traces: CatalogCoverage['traces']): string[] {
  const out: string[] = [];
  out.push('#### Traceability rows', '', '| Row | Title | Level | Changelog | Scenarios | Verdict |', '|---|---|---|---|---|---|');
  for (const r of traces) {
    const scenarios = r.scenarios.length
      ? r.scenarios.map((s) => `${testMark(s)} ${codeCell(s.id)}${s.requirementLevel ? ` (${s.requirementLevel})` : ''}`).join(' ')
      : r.untestable
        ? cell(`untestable: ${r.untestable}`)
        : '—';
    const verdict = r.verdict === 'gap' ? `${STATUS_MARK.gap} **GAP: required, no scenario**` : statusText(r.verdict, rowKnown(r));
    const why = r.notes ? `: ${cell(r.notes)}` : '';
    out.push(`| **${cell(r.id)}** | ${cell(r.title)} | ${r.level} | ${r.lines} | ${scenarios} | ${verdict}${why} |`);
  }
  out.push('');
  return out;
}

function testIdsMarkdown(c: CatalogCoverage, where: Where): string[] {
  const t = c.totals;
  const out: string[] = [];
  out.push(
    `<details><summary>Test IDs (${c.tests.length}): ${t.tests['not-covered']} not covered</summary>`,
    '',
    '| Test ID | Title | Section | Phase | Level | Status | Document |',
    '|---|---|---|---:|---|---|---|',
  );
  for (const e of c.tests) {
    const doc = e.scenario ? where(e.scenario.file, e.scenario.line) : e.untestable ? cell(e.untestable) : '—';
    out.push(
      `| ${codeCell(e.id)} | ${cell(e.title)} | ${cell(e.section)} | ${e.phase ?? ''} | ${e.scenario?.requirementLevel ?? ''} | ${statusText(e.status, knownEntry(e))} | ${doc} |`,
    );
  }
  out.push('', '</details>', '');
  return out;
}

function catalogSection(c: CatalogCoverage, where: (file: string, line: number) => string): string[] {
  const out: string[] = [];
  out.push(`### ${cell(c.spec.title)} ${cell(c.spec.version)}`, '');
  const t = c.totals;
  const facts = [
    `catalog \`${c.file}\``,
    `${c.documents.length} document${c.documents.length === 1 ? '' : 's'}`,
    `sections with documents: ${t.sectionsCovered}/${t.sections}`,
  ];
  if (c.tests.length)
    facts.push(
      `test IDs: ${t.tests.passed} passed, ${t.tests.failed} failed${knownNote(t.knownFailures)}, ${t.tests.warning} warning${t.tests.warning === 1 ? '' : 's'}, ${t.tests.skipped} skipped, ${t.tests['not-applicable']} not applicable, ${t.tests['not-covered']} not covered, ${t.tests.untestable} untestable`,
    );
  if (c.traces.length)
    facts.push(
      `rows: ${ROW_VERDICTS.filter((v) => t.rows[v] || v === 'proven')
        .map((v) => `${t.rows[v]} ${v === 'gap' ? (t.rows.gap === 1 ? 'gap' : 'gaps') : STATUS_LABEL[v]}`)
        .join(', ')}`,
    );
  out.push(facts.join(' · '), '');

  if (c.traces.length) out.push(...traceRowsMarkdown(c.traces));

  if (c.requirements) out.push(...requirementsMarkdown(requirementView(c.requirements)));

  out.push(
    '#### Sections',
    '',
    '| Section | Verdict | Passed | Failed | Warnings | Skipped | N/A | Not covered | Untestable | Covered |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const s of c.sections) out.push(sectionRow(s));
  out.push('');

  if (c.tests.length) out.push(...testIdsMarkdown(c, where));
  return out;
}

/** The requirement catalog's view: the headline, per level, per section, and each server MUST to act on with its sentence. */
function requirementsMarkdown(v: RequirementView): string[] {
  const out = ['#### Requirements', '', `**${cell(v.headline)}**`, ''];
  const table = (first: string, rows: TallyRow[]) => {
    out.push(`| ${first} | Proven | Failed | Gaps | N/A | Untestable |`, '|---|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      const indent = '&nbsp;&nbsp;'.repeat(r.depth * 2) + (r.depth ? '↳ ' : '');
      out.push(`| ${indent}${cell(r.label)} | ${share(r)} | ${r.failed} | ${r.gap} | ${r.notApplicable} | ${r.untestable} |`);
    }
    out.push('');
  };
  table('Server-side sentences by level', v.levels);
  if (v.sections.length) {
    out.push('<details><summary>Server MUSTs by section</summary>', '');
    table('Section', v.sections);
    out.push('</details>', '');
  }
  if (v.toAct.length) {
    out.push(`Server MUSTs failed or not proven by any test (${v.toAct.length}):`, '');
    for (const e of v.toAct) {
      const why =
        e.verdict === 'failed'
          ? `failed: ${e.tests
              .filter((t) => t.status === 'failed')
              .map((t) => codeCell(t.id))
              .join(', ')}`
          : `GAP${e.reason ? `: ${cell(e.reason)}` : ''}`;
      out.push(
        `- ${e.verdict === 'failed' ? STATUS_MARK.failed : STATUS_MARK.gap} ${linkable(e.url) ? `[${cell(e.id)}](${e.url})` : cell(e.id)} ${e.level} — "${cell(e.text)}" — ${why}`,
      );
    }
    out.push('');
  }
  return out;
}

function sectionRow(s: SectionCoverage): string {
  const indent = '&nbsp;&nbsp;'.repeat(s.depth * 2) + (s.depth ? '↳ ' : '');
  const n = s.counts;
  const share = s.coverable ? `${s.covered}/${s.coverable} (${percent(s.share)})` : '—';
  return `| ${indent}${linkable(s.url) ? `[${cell(s.title)}](${s.url})` : cell(s.title)} \`${s.key}\` | ${statusText(s.verdict, sectionKnown(s))}${warningsNote(n.warning)} | ${n.passed} | ${n.failed}${knownNote(s.knownFailures)} | ${n.warning ?? 0} | ${n.skipped} | ${n['not-applicable']} | ${n['not-covered']} | ${n.untestable} | ${share} |`;
}

/**
 * Text safe inside a table cell (Markdown ends a line at a lone CR too). A backtick is escaped: one
 * left alone could pair with a code span's fence further on the line and let the server text in that
 * span out.
 */
function cell(text: string): string {
  return visibleControlsInText(text)
    .replace(/\r\n?|\n/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/`/g, '\\`');
}

/** A code span that may stand in a table cell (GFM reads `\|` there as a `|` in the span too). */
function codeCell(text: string): string {
  return codeSpan(text.replace(/\|/g, '\\|'));
}

/**
 * Text a server may have written, as a Markdown code span: nothing in it is markup (no image, link,
 * HTML or emphasis). The span's fence is one backtick longer than the longest run inside, with a space
 * either side when the text starts or ends with a backtick (CommonMark's rule for code spans); line
 * ends become spaces (a list item or table row is one line). Not for table cells, where a `|` needs `\|`.
 */
export function codeSpan(text: string): string {
  const flat = visibleControlsInText(text).replace(/\r\n?|\n/g, ' ');
  if (flat === '') return '` `'; // "``" would be a fence of its own, not an empty span
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || /^ .* $/.test(flat) ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
