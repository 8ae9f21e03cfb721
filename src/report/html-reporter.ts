import { type CatalogCoverage, type Coverage, knownEntry } from '../judge/coverage.js';
import { warningLabel } from '../judge/requirements.js';
import { isKnownFailure, type RunResult, type StepRecord, type TestResult, unexpectedFailure } from '../model/results.js';
import { formatSpan } from '../source/span.js';
import { escapeHtml } from './control-chars.js';
import { ICON_SYMBOLS, icon, iconOfTest, iconText, SCRIPT, STYLE } from './html-assets.js';
import {
  baselineFacts,
  failedStep,
  failedStepLabel,
  incompleteNote,
  KNOWN_LABEL,
  knownNote,
  linkable,
  maskHeader,
  otherTeardownFailures,
  percent,
  rowKnown,
  STATUS_LABEL,
  seconds,
  sectionKnown,
  stepSummaryText,
  summarizedNote,
  summaryLine,
  warningsNote,
} from './labels.js';
import type { ReporterFactory } from './reporter.js';
import { type RequirementView, requirementView, share, type TallyRow } from './requirement-rows.js';

export const HTML_FILE = 'report.html';

/**
 * report.html: one self-contained file (inline style and script, no external resources): totals,
 * failures (known failures apart, with their reason; warnings apart, amber, with their level), each
 * with the requirements it proves, quoted, per catalog sortable row / section / test-ID
 * tables, and every test with its steps' request and response transcripts and captured values
 * (a "failures only" filter, where scripts run, hides the rest).
 */
export const htmlReporter: ReporterFactory = () => ({
  render: ({ result, coverage }) => ({ files: [{ name: HTML_FILE, text: renderHtml(result, coverage) }] }),
});

/** Without an unexpected failure: a gap first, then a known failure, then a warning, else all good. */
function runIcon(gap: boolean, known: boolean, warned: boolean): string {
  if (gap) return icon('gap');
  if (known) return icon('known');
  return warned ? icon('warning') : icon('passed');
}

export function renderHtml(result: RunResult, coverage: Coverage): string {
  const s = result.summary;
  const gaps = coverage.catalogs.flatMap((c) => c.traces.filter((r) => r.verdict === 'gap'));
  const failed = result.tests.filter(unexpectedFailure);
  const known = result.tests.filter(isKnownFailure);
  const warned = result.tests.filter((t) => t.status === 'warning');
  const body: string[] = [];
  const headIcon = failed.length || result.incomplete ? icon('failed') : runIcon(gaps.length > 0, known.length > 0, warned.length > 0);
  body.push(
    `<header><h1>${headIcon} wirecase report</h1><p class="meta">wirecase ${esc(result.tool.version)} · started ${esc(result.startedAt)} · ${seconds(s.durationMs)} · ${esc(summaryLine(result))}</p></header>`,
  );
  const stopped = incompleteNote(result);
  if (stopped) body.push(`<p class="incomplete"><strong>Incomplete run:</strong> ${esc(stopped)}</p>`);
  body.push(...totalsHtml(s), ...alertsHtml(s, coverage, gaps));

  if (failed.length) body.push('<section id="failures"><h2>Failures</h2>', ...failed.map(failureHtml), '</section>');
  if (known.length)
    body.push(
      '<section id="known-failures"><h2>Known failures</h2><p class="meta">Failed, as the expected-failures baseline says they do: they do not fail the run.</p>',
      ...known.map(failureHtml),
      '</section>',
    );
  if (warned.length)
    body.push(
      '<section id="warnings"><h2>Warnings</h2><p class="meta">A SHOULD or MAY the server does not meet: they do not fail the run (a SHOULD does under <code>--strict</code>).</p>',
      ...warned.map(failureHtml),
      '</section>',
    );

  coverage.catalogs.forEach((c, i) => body.push(catalogHtml(c, i)));

  if (coverage.problems.length) {
    body.push(
      '<section id="problems"><h2>Not in the catalog</h2><table class="sortable"><thead><tr><th>Test</th><th>Reference</th><th>Problem</th><th>Where</th></tr></thead><tbody>',
    );
    for (const p of coverage.problems)
      body.push(
        `<tr><td><code>${esc(p.testId)}</code></td><td><code>${esc(p.value)}</code></td><td>${esc(p.message)}</td><td><code>${esc(`${p.file}:${p.line}`)}</code></td></tr>`,
      );
    body.push('</tbody></table></section>');
  }
  const unmatched = coverage.catalogs.flatMap((c) => c.unmatchedUrls);
  if (unmatched.length)
    body.push(
      `<section><h2>Spec URLs that match no catalog section</h2><ul>${unmatched.map((u) => `<li><code>${esc(u.testId)}</code>: ${esc(u.url)}</li>`).join('')}</ul></section>`,
    );
  if (coverage.uncatalogued.length)
    body.push(
      `<p class="meta">Tests no catalog speaks for (${coverage.uncatalogued.length}): ${coverage.uncatalogued.map((id) => `<code>${esc(id)}</code>`).join(', ')}</p>`,
    );

  // The filter needs the script: without it the control stays hidden and every test shows.
  body.push(
    `<section id="tests"><h2>Tests (${result.tests.length})</h2>`,
    `<p class="filter" hidden><label><input type="checkbox" id="only-failures"> failures only <span class="meta">(${s.failed} failed)</span></label></p>`,
  );
  for (const t of result.tests) body.push(testHtml(t));
  body.push('</section>');

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>wirecase: ${esc(summaryLine(result))}</title>
<style>${STYLE}</style>
</head>
<body>
${ICON_SYMBOLS}
${body.join('\n')}
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function failureHtml(t: TestResult): string {
  const f = t.failure;
  const warning = t.status === 'warning';
  const out = [
    `<div class="failure${t.knownFailure ? ' known' : ''}${warning ? ' warning' : ''}"><p><a href="#test-${attr(t.id)}"><strong>${esc(t.id)}</strong></a> ${esc(t.title)}${warning ? ` <span class="warn-level">${icon('warning')} ${esc(warningLabel(t))}</span>` : ''} <code>${esc(f?.location ? formatSpan(f.location) : `${t.file}:${t.line}`)}</code></p>`,
  ];
  if (t.knownFailure) out.push(knownHtml(t.knownFailure));
  if (f) {
    // A header check failed: the response's headers are what to look at, so they come before any body.
    const step = failedStep(t);
    const headers = step?.response && failedKind(step) === 'header' ? `<pre class="wire res">${esc(responseHead(step.response))}</pre>` : '';
    out.push(
      `<p>${failedStepLabel(f)} “${esc(f.stepName)}”: ${esc(f.message)}</p>${expectedActual(f.expected, f.actual)}${headers}${f.excerpt ? `<pre>${esc(f.excerpt)}</pre>` : ''}`,
    );
  }
  out.push(...[requirementsHtml(t), notesHtml(t)].filter(Boolean));
  for (const d of otherTeardownFailures(t)) out.push(`<p class="fail">${esc(d.label)} also failed: ${esc(d.message)}</p>`);
  out.push('</div>');
  return out.join('\n');
}

/** The requirements a test proves: level, quote and source. */
function requirementsHtml(t: TestResult): string {
  if (!t.requirements?.length) return '';
  return `<ul class="requirements">${t.requirements.map((r) => `<li><strong class="level">${esc(r.level)}</strong>: <q>${esc(r.quote)}</q> <span class="meta">(${esc(r.source)})</span></li>`).join('')}</ul>`;
}

function notesHtml(t: TestResult): string {
  if (!t.notes?.length) return '';
  return `<ul class="notes">${t.notes.map((n) => `<li>note: ${esc(n)}</li>`).join('')}</ul>`;
}

function knownHtml(k: NonNullable<TestResult['knownFailure']>): string {
  return `<p class="known-reason">${icon('known')} ${KNOWN_LABEL}: ${esc(k.reason)} <span class="meta">(${esc(k.baseline)})</span></p>`;
}

/** The requirement catalog's view: the headline, per level, per section, and each server MUST to act on with its sentence. */
function requirementCatalogHtml(v: RequirementView): string {
  const out = [`<h3>Requirements</h3><p class="requirements-headline"><strong>${esc(v.headline)}</strong></p>`];
  const table = (first: string, rows: TallyRow[], cls: string) => {
    out.push(
      `<table class="sortable ${cls}"><thead><tr><th>${esc(first)}</th><th>Proven</th><th>Failed</th><th>Gaps</th><th>N/A</th><th>Untestable</th></tr></thead><tbody>`,
    );
    for (const r of rows) {
      out.push(
        `<tr><td style="padding-left:${0.5 + r.depth * 1.25}em">${esc(r.label)}</td><td data-sort="${r.testable ? r.proven / r.testable : -1}">${share(r)}</td><td>${r.failed}</td><td>${r.gap}</td><td>${r.notApplicable}</td><td>${r.untestable}</td></tr>`,
      );
    }
    out.push('</tbody></table>');
  };
  table('Server-side sentences by level', v.levels, 'requirement-levels');
  if (v.sections.length) {
    out.push('<details><summary>Server MUSTs by section</summary>');
    table('Section', v.sections, 'requirement-sections');
    out.push('</details>');
  }
  if (v.toAct.length) {
    out.push(`<p class="meta">Server MUSTs failed or not proven by any test (${v.toAct.length}):</p><ul class="requirement-gaps">`);
    for (const e of v.toAct) {
      const why =
        e.verdict === 'failed'
          ? `failed: ${e.tests
              .filter((t) => t.status === 'failed')
              .map((t) => `<a href="#test-${attr(t.id)}">${esc(t.id)}</a>`)
              .join(', ')}`
          : `GAP${e.reason ? `: ${esc(e.reason)}` : ''}`;
      out.push(
        `<li data-requirement="${attr(e.id)}" class="v-${e.verdict}">${e.verdict === 'failed' ? icon('failed') : icon('gap')} ${linkable(e.url) ? `<a href="${attr(e.url)}">${esc(e.id)}</a>` : esc(e.id)} ${esc(e.level)} — “${esc(e.text)}” — ${why}</li>`,
      );
    }
    out.push('</ul>');
  }
  return out.join('\n');
}

/** The run's counts, known failures beside the failed ones. */
function totalsHtml(s: RunResult['summary']): string[] {
  const out: string[] = [];
  out.push('<section id="totals" class="totals">');
  for (const [key, label, n] of [
    ['passed', 'passed', s.passed],
    ['failed', 'failed', s.failed],
    ['warning', 'warnings', s.warnings ?? 0],
    ['skipped', 'skipped', s.skipped],
    ['not-applicable', 'not applicable', s.notApplicable],
    ['could-not-judge', 'could not judge', s.couldNotJudge ?? 0],
    ['total', 'total', s.total],
  ] as const) {
    out.push(`<div class="total st-${key}"><span class="n" data-total="${key}">${n}</span><span class="l">${label}</span></div>`);
    if (key === 'failed' && s.knownFailures)
      out.push(`<div class="total st-known"><span class="n" data-total="known">${s.knownFailures}</span><span class="l">of them known</span></div>`);
  }
  out.push('</section>');
  return out;
}

/** The baseline's facts, required rows without a scenario, references not in the catalog. */
function alertsHtml(s: RunResult['summary'], coverage: Coverage, gaps: CatalogCoverage['traces']): string[] {
  const out: string[] = [];
  const summarized = summarizedNote(s);
  if (summarized) out.push(`<p class="meta summarized">${esc(summarized)}</p>`);
  if (s.baseline)
    out.push(
      `<p class="meta baseline">Expected failures (<code>${esc(s.baseline.file)}</code>): ${baselineFacts(s.baseline, s.knownFailures, (id) => `<code>${esc(id)}</code>`).join(' · ')}</p>`,
    );
  if (gaps.length)
    out.push(
      `<p class="alert gap">${icon('gap')} <strong>${gaps.length} required traceability row${gaps.length === 1 ? ' has' : 's have'} no scenario:</strong> ${gaps.map((r) => `<strong>${esc(r.id)}</strong> ${esc(r.title)}`).join(' · ')}</p>`,
    );
  if (coverage.problems.length)
    out.push(
      `<p class="alert warn">${icon('unproven')} <strong>${coverage.problems.length} reference${coverage.problems.length === 1 ? ' is' : 's are'} not in the catalog</strong> (an error under <code>--strict-catalog</code>): see <a href="#problems">Not in the catalog</a>.</p>`,
    );
  return out;
}

function catalogHtml(c: CatalogCoverage, index: number): string {
  const out: string[] = [];
  const t = c.totals;
  out.push(`<section class="catalog" id="catalog-${index + 1}"><h2>${esc(c.spec.title)} <span class="meta">${esc(c.spec.version)}</span></h2>`);
  out.push(
    `<p class="meta">catalog <code>${esc(c.file)}</code> · ${c.documents.length} document${c.documents.length === 1 ? '' : 's'} · sections with documents: ${t.sectionsCovered}/${t.sections}</p>`,
  );
  if (c.traces.length) out.push(...traceRowsHtml(c.traces));
  if (c.requirements) out.push(requirementCatalogHtml(requirementView(c.requirements)));
  out.push(...sectionsHtml(c.sections));
  if (c.tests.length) out.push(...testIdsHtml(c));
  out.push('</section>');
  return out.join('\n');
}

function traceRowsHtml(traces: CatalogCoverage['traces']): string[] {
  const out: string[] = [];
  out.push(
    '<h3>Traceability rows</h3><table class="sortable rows"><thead><tr><th>Row</th><th>Title</th><th>Level</th><th>Changelog</th><th>Scenarios</th><th>Verdict</th></tr></thead><tbody>',
  );
  for (const r of traces) {
    const scenarios = r.scenarios.length
      ? r.scenarios
          .map(
            (s) =>
              `<a class="st-${s.status}${isKnownFailure(s) ? ' known' : ''}" href="#test-${attr(s.id)}"${s.knownFailure ? ` title="${attr(`${KNOWN_LABEL}: ${s.knownFailure.reason}`)}"` : ''}>${iconOfTest(s)} ${esc(s.id)}</a>${s.requirementLevel ? ` <span class="meta">(${esc(s.requirementLevel)})</span>` : ''}`,
          )
          .join('<br>')
      : r.untestable
        ? `<span class="meta">untestable: ${esc(r.untestable)}</span>`
        : '—';
    const verdict = r.verdict === 'gap' ? `${icon('gap')} <strong>GAP: required, no scenario</strong>` : iconText(r.verdict, rowKnown(r));
    out.push(
      `<tr class="v-${r.verdict}${rowKnown(r) ? ' known' : ''}" data-row="${attr(r.id)}"><td><strong>${esc(r.id)}</strong></td><td>${esc(r.title)}</td><td>${esc(r.level)}</td><td>${esc(r.lines)}</td><td>${scenarios}</td><td data-verdict="${r.verdict}">${verdict}${r.notes ? `<br><span class="meta">${esc(r.notes)}</span>` : ''}</td></tr>`,
    );
  }
  out.push('</tbody></table>');
  return out;
}

function sectionsHtml(sections: CatalogCoverage['sections']): string[] {
  const out: string[] = [];
  out.push(
    '<h3>Sections</h3><table class="sortable sections"><thead><tr><th>Section</th><th>Verdict</th><th>Passed</th><th>Failed</th><th>Warnings</th><th>Skipped</th><th>N/A</th><th>Not covered</th><th>Untestable</th><th>Covered</th></tr></thead><tbody>',
  );
  for (const s of sections) {
    const n = s.counts;
    out.push(
      `<tr class="v-${s.verdict}${sectionKnown(s) ? ' known' : ''}" data-section="${attr(s.key)}"><td style="padding-left:${0.5 + s.depth * 1.25}em">${linkable(s.url) ? `<a href="${attr(s.url)}">${esc(s.title)}</a>` : esc(s.title)} <code>${esc(s.key)}</code></td><td data-verdict="${s.verdict}">${iconText(s.verdict, sectionKnown(s))}${warningsNote(n.warning)}</td><td>${n.passed}</td><td${s.knownFailures ? ` data-sort="${n.failed}"` : ''}>${n.failed}${knownNote(s.knownFailures)}</td><td>${n.warning ?? 0}</td><td>${n.skipped}</td><td>${n['not-applicable']}</td><td>${n['not-covered']}</td><td>${n.untestable}</td><td data-sort="${s.share ?? -1}">${s.coverable ? `${s.covered}/${s.coverable} (${percent(s.share)})` : '—'}</td></tr>`,
    );
  }
  out.push('</tbody></table>');
  return out;
}

function testIdsHtml(c: CatalogCoverage): string[] {
  const t = c.totals;
  const out: string[] = [];
  out.push(
    `<h3>Test IDs</h3><p class="meta">${t.tests.passed} passed, ${t.tests.failed} failed${knownNote(t.knownFailures)}, ${t.tests.warning} warning${t.tests.warning === 1 ? '' : 's'}, ${t.tests.skipped} skipped, ${t.tests['not-applicable']} not applicable, ${t.tests['not-covered']} not covered, ${t.tests.untestable} untestable</p>`,
  );
  out.push(
    '<table class="sortable test-ids"><thead><tr><th>Test ID</th><th>Title</th><th>Section</th><th>Phase</th><th>Level</th><th>Status</th><th>Document</th></tr></thead><tbody>',
  );
  for (const e of c.tests) {
    const doc = e.scenario
      ? `<a href="#test-${attr(e.id)}"><code>${esc(`${e.scenario.file}:${e.scenario.line}`)}</code></a>`
      : e.untestable
        ? `<span class="meta">${esc(e.untestable)}</span>`
        : '—';
    const k = knownEntry(e);
    out.push(
      `<tr class="v-${e.status}${k ? ' known' : ''}" data-test-id="${attr(e.id)}"><td><code>${esc(e.id)}</code></td><td>${esc(e.title)}</td><td>${esc(e.section)}</td><td>${e.phase ?? ''}</td><td>${esc(e.scenario?.requirementLevel ?? '')}</td><td data-status="${e.status}">${iconText(e.status, k)}</td><td>${doc}</td></tr>`,
    );
  }
  out.push('</tbody></table>');
  return out;
}

function testHtml(t: TestResult): string {
  const out: string[] = [];
  const known = isKnownFailure(t);
  // Unexpected failures open; a known one stays closed (its reason and message are under "Known failures").
  out.push(
    `<details class="test st-${t.status}${known ? ' known' : ''}" id="test-${attr(t.id)}"${unexpectedFailure(t) ? ' open' : ''}><summary>${iconOfTest(t)} <strong>${esc(t.id)}</strong> ${esc(t.title)} <span class="meta">${known ? KNOWN_LABEL : t.status === 'warning' ? esc(warningLabel(t)) : STATUS_LABEL[t.status]}${t.status === 'passed' || t.status === 'failed' || t.status === 'warning' ? ` · ${t.durationMs} ms` : ''}</span></summary>`,
  );
  out.push(`<p class="meta">${testFacts(t).join(' · ')}</p>`);
  if (t.reason) out.push(`<p>${STATUS_LABEL[t.status]}: ${esc(t.reason)}</p>`);
  if (known) out.push(knownHtml(t.knownFailure!));
  out.push(...[requirementsHtml(t), notesHtml(t)].filter(Boolean));
  if (t.failure)
    out.push(
      `<p class="${t.status === 'warning' ? 'warn' : 'fail'}">${failedStepLabel(t.failure)} “${esc(t.failure.stepName)}”: ${esc(t.failure.message)}${t.failure.location ? ` <code>${esc(formatSpan(t.failure.location))}</code>` : ''}</p>`,
    );
  out.push(...stepsHtml(t.steps, 'step'));
  if (t.teardown?.length) {
    // Teardown ran after the steps, whatever happened to them: its own block, numbered on its own.
    out.push('<div class="teardown"><p class="meta">teardown</p>');
    out.push(...stepsHtml(t.teardown, 'teardown step'));
    out.push('</div>');
  }
  out.push('</details>');
  return out.join('\n');
}

/** Where the test is written, its suite, level, spec sections, traces and tags. */
function testFacts(t: TestResult): string[] {
  const facts: string[] = [`<code>${esc(`${t.file}:${t.line}`)}</code>`, `suite ${esc(t.suite)}`];
  if (t.level) facts.push(`level ${esc(t.level)}`);
  if (t.spec.length) facts.push(`spec: ${t.spec.map((s) => (linkable(s) ? `<a href="${attr(s)}">${esc(s)}</a>` : `<code>${esc(s)}</code>`)).join(', ')}`);
  if (t.traces.length) facts.push(`traces: ${t.traces.map((r) => `<code>${esc(r)}</code>`).join(', ')}`);
  if (t.tags.length) facts.push(`tags: ${t.tags.map(esc).join(', ')}`);
  return facts;
}

function assertionHtml(a: StepRecord['assertions'][number]): string {
  return `<li class="${a.passed ? 'ok' : 'fail'}">${icon(a.passed ? 'passed' : 'failed')} ${esc(a.message)}${a.span ? ` <span class="meta">${esc(formatSpan(a.span))}</span>` : ''}${a.passed ? '' : expectedActual(a.expected, a.actual)}</li>`;
}

/**
 * The steps in order. Consecutive steps that kept only their summary are one line: their detail was
 * dropped, and a line for each of 100,000 steps would only make the page too large to open.
 */
function stepsHtml(steps: StepRecord[], label: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < steps.length; ) {
    let end = i;
    while (end < steps.length && steps[end]!.summarized) end++;
    if (end - i > 1) out.push(summarizedStepsHtml(steps.slice(i, end), label));
    else out.push(stepHtml(steps[i]!, label));
    i = Math.max(end, i + 1);
  }
  return out;
}

/** Several passed steps that kept only their summary, as one line with their counts. */
function summarizedStepsHtml(run: StepRecord[], label: string): string {
  let checks = 0;
  let captures = 0;
  let ms = 0;
  for (const s of run) {
    checks += s.summarized!.checks;
    captures += s.summarized!.captures;
    ms += s.durationMs;
  }
  return [
    `<div class="step st-passed"><p>${icon('passed')} ${label}s ${run[0]!.index + 1}–${run.at(-1)!.index + 1} <span class="meta">${run.length} passed · ${ms} ms</span></p>`,
    `<p class="meta summarized">summary only: ${checks} checks passed, ${captures} captures; detail dropped (results.json keeps each step's name, duration and location)</p>`,
    '</div>',
  ].join('\n');
}

function stepHtml(s: StepRecord, label = 'step'): string {
  const out: string[] = [
    `<div class="step st-${s.status}"><p>${icon(s.status)} ${label} ${s.index + 1} <strong>${esc(s.name)}</strong> <span class="meta">${s.status}${s.attempts && s.attempts > 1 ? ` after ${s.attempts} attempts` : ''} · ${s.durationMs} ms${s.span ? ` · ${esc(formatSpan(s.span))}` : ''}</span></p>`,
  ];
  if (s.skipReason) out.push(`<p class="meta">${esc(s.skipReason)}</p>`);
  const summary = stepSummaryText(s);
  if (summary) out.push(`<p class="meta summarized">${esc(summary)}</p>`);
  if (s.error) out.push(`<p class="fail">${esc(s.error.code)}: ${esc(s.error.message)}</p>`);
  out.push(...wireHtml(s));
  const captures = Object.entries(s.captures ?? {});
  if (captures.length)
    out.push(
      `<dl class="captures"><dt class="meta">captured</dt>${captures.map(([name, value]) => `<dd><code>${esc(name)}</code> = <code>${esc(JSON.stringify(value) ?? String(value))}</code></dd>`).join('')}</dl>`,
    );
  if (s.assertions.length) out.push('<ul class="assertions">', ...s.assertions.map(assertionHtml), '</ul>');
  out.push('</div>');
  return out.join('\n');
}

/** The step's request and response as sent and received (redacted, the body cut where it was stored). */
function wireHtml(s: StepRecord): string[] {
  const out: string[] = [];
  if (s.request) {
    const r = s.request;
    out.push(
      `<pre class="wire req">${esc(`${r.method} ${r.url}\n${r.headers.map(([k, v]) => `${k}: ${maskHeader(k, v)}`).join('\n')}${r.body !== undefined ? `\n\n${r.body}` : ''}`)}</pre>`,
    );
  }
  if (s.response) {
    const r = s.response;
    out.push(
      `<pre class="wire res">${esc(`${responseHead(r)}\n\n${r.body}${r.truncated ? `\n… (${r.bodyBytes} bytes, truncated)` : ''}${r.readNote ? `\n(${r.readNote})` : ''}`)}</pre>`,
    );
  }
  return out;
}

/** The status line and headers of a response (a secret header's value masked). */
function responseHead(r: NonNullable<StepRecord['response']>): string {
  return `${r.status}\n${r.headers.map(([k, v]) => `${k}: ${maskHeader(k, v)}`).join('\n')}`;
}

/** The kind of a step's first failed check (`header`, `status`, `json`, ...). */
function failedKind(s: StepRecord): string | undefined {
  return s.assertions.find((a) => !a.passed)?.kind;
}

function expectedActual(expected: unknown, actual: unknown): string {
  const show = (v: unknown) => esc(typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));
  const parts: string[] = [];
  if (expected !== undefined) parts.push(`<div class="meta">expected: <code>${show(expected)}</code></div>`);
  if (actual !== undefined) parts.push(`<div class="meta">actual: <code>${show(actual)}</code></div>`);
  return parts.join('');
}

const esc = escapeHtml;
const attr = esc;
