/** `wirecase diff` on the console: each differing sentence, its tests, the facts that differ and both answers. */
import { visibleControls } from '../report/control-chars.js';
import { differencesBySentence, diffSummaryLine, exchangeLines, KIND_LABEL, KIND_MARK, outcomeText, sentenceHeading } from './labels.js';
import type { Exchange, RunDiff, TestDifference } from './types.js';

/** Lines of a body shown on the console without --verbose. */
const BODY_PREVIEW = 240;

export function renderConsole(diff: RunDiff, options: { verbose?: boolean } = {}): string {
  const out: string[] = ['wirecase diff', `  A  ${diff.a.label}${sideNote(diff.a)}`, `  B  ${diff.b.label}${sideNote(diff.b)}`, ''];
  if (!diff.differences.length) out.push('No differences: every test has the same verdict and the same answers on the wire.', '');
  for (const { group, tests, seenEarlier } of differencesBySentence(diff)) {
    out.push(sentenceHeading(group));
    for (const d of tests) out.push(...testLines(d, options.verbose === true));
    for (const d of seenEarlier) out.push(`  ${KIND_MARK[d.kind]} ${d.id}  (above)`);
    out.push('');
  }
  out.push(diffSummaryLine(diff), '');
  return visibleControls(out.join('\n'));
}

function sideNote(side: RunDiff['a']): string {
  const s = side.summary;
  const counts = ` (${s.total} tests: ${s.passed} passed, ${s.failed} failed, ${s.warnings} warnings, ${s.notApplicable} not applicable, ${s.couldNotJudge ?? 0} could not judge)`;
  return `${counts}${side.incomplete ? ` — incomplete: ${side.incomplete}` : ''}`;
}

function testLines(d: TestDifference, verbose: boolean): string[] {
  const out = [`  ${KIND_MARK[d.kind]} ${d.id}  ${d.title} — ${KIND_LABEL[d.kind]}`, `      A: ${outcomeText(d.a)}`, `      B: ${outcomeText(d.b)}`];
  if (d.allowed) out.push(`      allowed: ${d.allowed}`);
  const steps = [...new Set(d.wire.map((w) => w.step))];
  for (const step of steps) {
    const facts = d.wire.filter((w) => w.step === step);
    out.push(`      step ${step} "${facts[0]!.stepName}": ${facts.map((w) => `${w.field} ${w.a} → ${w.b}`).join('; ')}`);
  }
  if (d.exchanges) {
    const { step, stepName, a, b } = d.exchanges;
    out.push(`      step ${step} "${stepName}", side by side:`);
    out.push(...exchangeText('A', a, verbose), ...exchangeText('B', b, verbose));
  }
  return out;
}

function exchangeText(name: string, e: Exchange | undefined, verbose: boolean): string[] {
  if (verbose) {
    const { request, response } = exchangeLines(e);
    return [`        ${name} ▸ ${indent(request)}`, `        ${name} ◂ ${indent(response)}`];
  }
  if (!e) return [`        ${name}  (the step did not run on this side)`];
  const sent = e.request ? `${e.request.method} ${e.request.url}` : '(no request recorded)';
  const type = e.response?.headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1];
  const answer = e.response ? `${e.response.status}${type ? ` ${type}` : ''}` : (e.error ?? '(no answer recorded)');
  const body = e.response?.body ? `  ${oneLine(e.response.body)}` : '';
  return [`        ${name}  ${sent} → ${answer}${body}`];
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > BODY_PREVIEW ? `${flat.slice(0, BODY_PREVIEW - 1)}…` : flat;
}

function indent(text: string): string {
  return text.replace(/\n/g, '\n            ');
}
