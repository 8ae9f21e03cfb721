// The report page's stylesheet, script and icons, inlined into report.html so that it works as one file.
import { isKnownFailure, type TestResult } from '../model/results.js';
import { STATUS_LABEL } from './labels.js';

export const STYLE = `
:root{--ok:#1a7f37;--bad:#cf222e;--warn:#9a6700;--amber:#d4a72c;--known:#bc4c00;--muted:#57606a;--line:#d0d7de;--bg:#f6f8fa}
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0 auto;max-width:1200px;padding:1em 1.5em;color:#1f2328}
h1{font-size:1.6em;margin:.2em 0}h2{border-bottom:1px solid var(--line);padding-bottom:.2em;margin-top:1.6em}
.meta{color:var(--muted);font-size:.92em}code{font:.88em ui-monospace,SFMono-Regular,Menlo,monospace;background:var(--bg);padding:0 .25em;border-radius:3px}
.totals{display:flex;gap:1em;flex-wrap:wrap;margin:1em 0}.total{border:1px solid var(--line);border-radius:6px;padding:.5em 1em;min-width:6em;text-align:center}
.total .n{display:block;font-size:1.8em;font-weight:600}.total .l{color:var(--muted)}.st-passed .n{color:var(--ok)}.st-failed .n{color:var(--bad)}.st-skipped .n{color:var(--warn)}
.alert{border-radius:6px;padding:.6em 1em}.alert.gap{background:#ffebe9;border:1px solid var(--bad)}.alert.warn{background:#fff8c5;border:1px solid var(--warn)}
table{border-collapse:collapse;width:100%;margin:.5em 0 1em;font-size:.93em}th,td{border:1px solid var(--line);padding:.3em .5em;text-align:left;vertical-align:top}
th{background:var(--bg);cursor:pointer;user-select:none;white-space:nowrap}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
tr.v-gap td,tr.v-failed td{background:#ffebe9}tr.v-proven td:last-child,tr.v-passed td:nth-child(2){color:var(--ok)}
.failure{border-left:4px solid var(--bad);padding:.2em 1em;margin:.6em 0;background:#fff5f5}.fail{color:var(--bad)}.ok{color:var(--ok)}
.st-warning .n,.warn,.warn-level,a.st-warning{color:var(--warn)}.failure.warning{border-left-color:var(--amber);background:#fffbeb}details.st-warning{border-color:var(--amber)}tr.v-warning td,tr.v-proven-with-warnings td{background:#fffbeb}
ul.requirements,ul.notes{margin:.3em 0;padding-left:1.2em}ul.requirements .level{color:var(--warn)}ul.notes{color:var(--muted)}
.st-known .n,.known-reason,a.known{color:var(--known)}.failure.known{border-left-color:var(--known);background:#fff8f0}tr.known td{background:#fff8f0}details.st-failed.known{border-color:var(--known)}
details.test{border:1px solid var(--line);border-radius:6px;margin:.4em 0;padding:.3em .8em}details.test>summary{cursor:pointer}details.st-failed{border-color:var(--bad)}
.step{border-top:1px dashed var(--line);margin-top:.4em}pre.wire{background:var(--bg);border:1px solid var(--line);padding:.5em;overflow:auto;max-height:24em;font-size:.85em;white-space:pre-wrap;word-break:break-all}
dl.captures{margin:.3em 0}dl.captures dt{display:inline}dl.captures dd{display:inline;margin:0 0 0 .6em}
.filter{margin:.3em 0}body.only-failures details.test:not(.st-failed){display:none}
pre.req{border-left:3px solid #0969da}pre.res{border-left:3px solid #8250df}ul.assertions{list-style:none;padding-left:.5em;margin:.3em 0}
svg.ic{width:1em;height:1em;vertical-align:-.15em}
`;

/** Click a column header to sort by it (numbers as numbers); click again to reverse. "failures only" hides every test but the failed ones. */
export const SCRIPT = `
document.querySelectorAll('table.sortable').forEach(function (table) {
  table.querySelectorAll('th').forEach(function (th, col) {
    th.addEventListener('click', function () {
      var asc = th.getAttribute('aria-sort') !== 'ascending';
      table.querySelectorAll('th').forEach(function (h) { h.removeAttribute('aria-sort'); });
      th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      var key = function (row) { var c = row.cells[col]; var v = c.getAttribute('data-sort') || c.textContent.trim(); var n = Number(v); return v !== '' && !isNaN(n) ? n : v.toLowerCase(); };
      rows.sort(function (a, b) { var x = key(a), y = key(b); var r = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)); return asc ? r : -r; });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});
/* "failures only": shown only where this script runs, so without it every test stays visible. */
(function () {
  var box = document.getElementById('only-failures');
  if (!box) return;
  box.parentNode.parentNode.hidden = false;
  var apply = function () { document.body.classList.toggle('only-failures', box.checked); };
  box.addEventListener('change', apply);
  apply();
})();
document.documentElement.setAttribute('data-sortable-tables', String(document.querySelectorAll('table.sortable').length));
`;

/**
 * The marks of the page, drawn as SVG: an emoji shows as an empty box where no emoji font is
 * installed (many Linux desktops and CI machines). Each is defined once (`ICON_SYMBOLS`, at the top of
 * the body) and drawn where it is used by reference, so a large report stays small.
 */
const SHAPES = {
  passed: '<circle cx="8" cy="8" r="7" fill="#1a7f37"/><path d="M4.5 8.2l2.3 2.3 4.7-4.8" stroke="#fff" stroke-width="1.8" fill="none"/>',
  failed: '<circle cx="8" cy="8" r="7" fill="#cf222e"/><path d="M5.2 5.2l5.6 5.6M10.8 5.2l-5.6 5.6" stroke="#fff" stroke-width="1.8"/>',
  warning: '<circle cx="8" cy="8" r="7" fill="#d4a72c"/><path d="M8 4v5" stroke="#fff" stroke-width="1.8"/><circle cx="8" cy="11.5" r="1" fill="#fff"/>',
  known: '<circle cx="8" cy="8" r="7" fill="#bc4c00"/><path d="M4.5 8h7" stroke="#fff" stroke-width="1.8"/>',
  skipped:
    '<circle cx="8" cy="8" r="6.2" fill="none" stroke="#9a6700" stroke-width="1.6"/><path d="M5.5 5.5l3 2.5-3 2.5M8.5 5.5l3 2.5-3 2.5" stroke="#9a6700" stroke-width="1.3" fill="none"/>',
  na: '<circle cx="8" cy="8" r="6.2" fill="none" stroke="#8c959f" stroke-width="1.6"/>',
  square: '<rect x="2" y="2" width="12" height="12" rx="1.5" fill="none" stroke="#8c959f" stroke-width="1.6"/>',
  untestable:
    '<circle cx="8" cy="8" r="6.2" fill="none" stroke="#57606a" stroke-width="1.6"/><path d="M3.6 12.4l8.8-8.8" stroke="#57606a" stroke-width="1.6"/>',
  gap: '<path d="M8 1.5l7 13H1z" fill="#cf222e"/><path d="M8 6v4" stroke="#fff" stroke-width="1.6"/><circle cx="8" cy="12.2" r=".9" fill="#fff"/>',
  unproven: '<path d="M8 1.5l7 13H1z" fill="#d4a72c"/><path d="M8 6v4" stroke="#fff" stroke-width="1.6"/><circle cx="8" cy="12.2" r=".9" fill="#fff"/>',
  partial: '<rect x="2" y="2" width="12" height="12" rx="1.5" fill="none" stroke="#d4a72c" stroke-width="1.6"/><path d="M2 14L14 2v12z" fill="#d4a72c"/>',
} as const;

/** Every status, verdict and "known failure", by the shape it is drawn with. */
const SHAPE_OF: Record<keyof typeof STATUS_LABEL | 'known', keyof typeof SHAPES> = {
  passed: 'passed',
  proven: 'passed',
  failed: 'failed',
  warning: 'warning',
  'proven-with-warnings': 'warning',
  known: 'known',
  skipped: 'skipped',
  'not-applicable': 'na',
  'not-covered': 'square',
  untestable: 'untestable',
  gap: 'gap',
  unproven: 'unproven',
  partial: 'partial',
};

export const ICON_SYMBOLS = `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${Object.entries(SHAPES)
  .map(([name, shape]) => `<symbol id="i-${name}" viewBox="0 0 16 16">${shape}</symbol>`)
  .join('')}</svg>`;

/** A mark, drawn from its symbol; the words beside it say the same for a screen reader. */
export function icon(kind: keyof typeof SHAPE_OF): string {
  return `<svg class="ic" aria-hidden="true"><use href="#i-${SHAPE_OF[kind]}"/></svg>`;
}

/** The mark of a test: a known failure has its own. */
export function iconOfTest(t: Pick<TestResult, 'status' | 'knownFailure'>): string {
  return icon(isKnownFailure(t) ? 'known' : t.status);
}

/** Mark and words of a status or verdict; `known` turns a failure into a known one. */
export function iconText(status: keyof typeof STATUS_LABEL, known = false): string {
  return status === 'failed' && known ? `${icon('known')} known failure` : `${icon(status)} ${STATUS_LABEL[status]}`;
}
