/**
 * diff.html: one self-contained page (the run report's stylesheet, `report/html-assets.ts`, and a few
 * rules of its own): the differences by spec sentence, each test's facts in a table and both exchanges
 * in two columns. Every text is escaped as the run report escapes it (markup as entities, control
 * characters as visible codes); nothing from the wire is markup.
 */
import { escapeHtml } from '../report/control-chars.js';
import { ICON_SYMBOLS, icon, STYLE } from '../report/html-assets.js';
import { differencesBySentence, diffSummaryLine, exchangeLines, KIND_LABEL, outcomeText } from './labels.js';
import type { DiffKind, RunDiff, TestDifference } from './types.js';

/** Each kind drawn with the run report's marks (inline SVG: an emoji shows as an empty box without an emoji font). */
const KIND_ICON: Record<DiffKind, Parameters<typeof icon>[0]> = {
  broken: 'failed',
  fixed: 'passed',
  changed: 'warning',
  allowed: 'passed',
  applicability: 'not-applicable',
  'could-not-judge': 'could-not-judge',
  'only-a': 'skipped',
  'only-b': 'skipped',
};

export const DIFF_HTML_FILE = 'diff.html';

const OWN_STYLE = `
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
.sides > div { min-width: 0; }
.sides pre { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 24rem; overflow: auto; }
table.facts td, table.facts th { text-align: left; vertical-align: top; padding: .2rem .5rem; }
.kind-broken { border-left: 4px solid #c62828; padding-left: .5rem; }
.kind-allowed, .kind-fixed { border-left: 4px solid #2e7d32; padding-left: .5rem; }
.kind-changed, .kind-applicability, .kind-could-not-judge, .kind-only-a, .kind-only-b { border-left: 4px solid #9e9e9e; padding-left: .5rem; }
blockquote.sentence { margin: .25rem 0 .75rem; }
`;

export function renderDiffHtml(diff: RunDiff): string {
  const body: string[] = [
    `<header><h1>wirecase diff</h1><p class="meta">wirecase ${esc(diff.tool.version)} · ${esc(diffSummaryLine(diff))}</p></header>`,
    '<table class="facts"><thead><tr><th>side</th><th>run</th><th>tests</th><th>passed</th><th>failed</th><th>warnings</th><th>not applicable</th><th>could not judge</th></tr></thead><tbody>',
    ...(['a', 'b'] as const).map((k) => {
      const s = diff[k].summary;
      const note = diff[k].incomplete ? ` <span class="fail">incomplete: ${esc(diff[k].incomplete!)}</span>` : '';
      return `<tr><td>${k.toUpperCase()}</td><td><code>${esc(diff[k].label)}</code>${note}</td><td>${s.total}</td><td>${s.passed}</td><td>${s.failed}</td><td>${s.warnings}</td><td>${s.notApplicable}</td><td>${s.couldNotJudge ?? 0}</td></tr>`;
    }),
    '</tbody></table>',
  ];
  if (!diff.differences.length) body.push('<p>No differences: every test has the same verdict and the same answers on the wire.</p>');
  for (const { group, tests, seenEarlier } of differencesBySentence(diff)) {
    body.push('<section class="sentence">');
    body.push(
      group.quote
        ? `<h2>${esc(group.level!)}</h2><blockquote class="sentence">${esc(group.quote)} <span class="meta">${esc(group.source!)}</span></blockquote>`
        : '<h2>Tests that quote no spec sentence</h2>',
    );
    for (const d of tests) body.push(testHtml(d));
    if (seenEarlier.length)
      body.push(`<p class="meta">Also: ${seenEarlier.map((d) => `${icon(KIND_ICON[d.kind])} <code>${esc(d.id)}</code> (above)`).join(', ')}</p>`);
    body.push('</section>');
  }
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>wirecase diff: ${esc(diffSummaryLine(diff))}</title>
<style>${STYLE}${OWN_STYLE}</style>
</head>
<body>
${ICON_SYMBOLS}
${body.join('\n')}
</body>
</html>
`;
}

function testHtml(d: TestDifference): string {
  const rows = [
    `<tr><th>verdict</th><td>${esc(outcomeText(d.a))}</td><td>${esc(outcomeText(d.b))}</td></tr>`,
    ...d.wire.map(
      (w) => `<tr><th>step ${w.step} ${esc(w.stepName)}: ${esc(w.field)}</th><td><code>${esc(w.a)}</code></td><td><code>${esc(w.b)}</code></td></tr>`,
    ),
  ];
  const out = [
    `<article class="kind-${d.kind}" id="${esc(`diff-${d.id}`)}">`,
    `<h3>${icon(KIND_ICON[d.kind])} <code>${esc(d.id)}</code> ${esc(d.title)} <span class="meta">— ${esc(KIND_LABEL[d.kind])} · ${esc(`${d.file}:${d.line}`)}</span></h3>`,
    `<table class="facts"><thead><tr><th></th><th>A</th><th>B</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
  ];
  if (d.allowed) out.push(`<p class="meta">Allowed: ${esc(d.allowed)}</p>`);
  if (d.exchanges) {
    const a = exchangeLines(d.exchanges.a);
    const b = exchangeLines(d.exchanges.b);
    out.push(
      `<p class="meta">step ${d.exchanges.step} <strong>${esc(d.exchanges.stepName)}</strong>, side by side</p>`,
      '<div class="sides">',
      `<div><p class="meta">A</p><pre class="wire req">${esc(a.request)}</pre><pre class="wire res">${esc(a.response)}</pre></div>`,
      `<div><p class="meta">B</p><pre class="wire req">${esc(b.request)}</pre><pre class="wire res">${esc(b.response)}</pre></div>`,
      '</div>',
    );
  }
  out.push('</article>');
  return out.join('\n');
}

const esc = escapeHtml;
