/**
 * diff.md: the differences by spec sentence, each test with the facts that differ and both exchanges
 * side by side in a table. Text from the wire is data: every piece of it is a code span
 * (`report/markdown-reporter.ts`' `codeSpan`), never markup.
 */
import { codeSpan } from '../report/markdown-reporter.js';
import { differencesBySentence, diffSummaryLine, exchangeLines, KIND_LABEL, KIND_MARK, outcomeText, sentenceHeading } from './labels.js';
import type { RunDiff, TestDifference } from './types.js';

export const DIFF_MARKDOWN_FILE = 'diff.md';

/** Lines of a body shown in a table cell. */
const BODY_LINES = 12;

export function renderDiffMarkdown(diff: RunDiff): string {
  const out: string[] = [
    '# wirecase diff',
    '',
    '| side | run | tests | passed | failed | warnings | not applicable | could not judge |',
    '|---|---|---|---|---|---|---|---|',
    ...(['a', 'b'] as const).map((k) => {
      const s = diff[k].summary;
      return `| ${k.toUpperCase()} | ${codeCell(diff[k].label)}${diff[k].incomplete ? ` (incomplete: ${codeCell(diff[k].incomplete!)})` : ''} | ${s.total} | ${s.passed} | ${s.failed} | ${s.warnings} | ${s.notApplicable} | ${s.couldNotJudge ?? 0} |`;
    }),
    '',
    `**${diffSummaryLine(diff)}.**`,
    '',
  ];
  if (!diff.differences.length) out.push('No differences: every test has the same verdict and the same answers on the wire.', '');
  for (const { group, tests, seenEarlier } of differencesBySentence(diff)) {
    out.push(`## ${group.quote ? `${group.level} ${codeSpan(group.quote)} (${codeSpan(group.source!)})` : sentenceHeading(group)}`, '');
    for (const d of tests) out.push(...testMarkdown(d));
    if (seenEarlier.length) out.push(`Also: ${seenEarlier.map((d) => `${KIND_MARK[d.kind]} ${codeSpan(d.id)} (above)`).join(', ')}`, '');
  }
  return out.join('\n');
}

function testMarkdown(d: TestDifference): string[] {
  const out = [
    `### ${KIND_MARK[d.kind]} ${codeSpan(d.id)} ${codeSpan(d.title)} — ${KIND_LABEL[d.kind]}`,
    '',
    `${codeSpan(`${d.file}:${d.line}`)}`,
    '',
    '| | A | B |',
    '|---|---|---|',
    `| verdict | ${codeCell(outcomeText(d.a))} | ${codeCell(outcomeText(d.b))} |`,
    ...d.wire.map((w) => `| step ${w.step} ${codeCell(w.stepName)}: ${w.field} | ${codeCell(w.a)} | ${codeCell(w.b)} |`),
  ];
  if (d.exchanges) {
    const a = exchangeLines(d.exchanges.a);
    const b = exchangeLines(d.exchanges.b);
    out.push(
      `| step ${d.exchanges.step} ${codeCell(d.exchanges.stepName)}: request | ${lines(a.request)} | ${lines(b.request)} |`,
      `| answer | ${lines(a.response)} | ${lines(b.response)} |`,
    );
  }
  out.push('');
  if (d.allowed) out.push(`Allowed: ${codeSpan(d.allowed)}`, '');
  return out;
}

/** A code span that may stand in a table cell (GFM reads `\|` there as a `|` in the span too). */
function codeCell(text: string): string {
  return codeSpan(text.replace(/\|/g, '\\|'));
}

/** Text of several lines in one table cell: each line a code span, at most BODY_LINES of them. */
function lines(text: string): string {
  const all = text.split(/\r\n?|\n/).filter((l) => l !== '');
  const shown = all.slice(0, BODY_LINES).map(codeCell);
  if (all.length > BODY_LINES) shown.push(`… ${all.length - BODY_LINES} more lines`);
  return shown.join('<br>') || ' ';
}
