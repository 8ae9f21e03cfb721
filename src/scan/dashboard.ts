import { visibleControlsInText } from '../report/control-chars.js';
import { labelOf } from './badge.js';
import { resources } from './generated/resources.js';
import { type Column, type Counts, OUTCOMES, type ScanResult, type SentenceVerdict, type ServerEntry } from './outcome.js';
import { type Change, type Changes, changeCount } from './since.js';

/**
 * index.html, the scan's dashboard: one static page (inline style and script, nothing fetched). A
 * server × suite table (sortable, filtered by name and status; each server's report page, results and
 * badge linked), then a sentence × server grid per suite, grouped by spec section in the manner of
 * wpt.fyi (a section's row counts, its sentences folded under it), each cell linking to the test that
 * decided it in the server's report; with --since, the changes. Every text is escaped: a server's name,
 * a cause, a sentence are data.
 */
export function renderDashboard(result: ScanResult, changes?: Changes): string {
  const versions = Object.fromEntries(Object.entries(result.suites).map(([k, v]) => [k, v.version]));
  const columns = columnKeys(result.servers);
  const body = [
    `<header><h1>wirecase scan</h1><p class="meta">${esc(String(result.servers.length))} servers from <code>${esc(result.list)}</code> · started ${esc(result.startedAt)} · ${(result.durationMs / 1000).toFixed(1)} s · ${result.concurrency} at a time · wirecase ${esc(result.tool.version)}</p>`,
    result.incomplete
      ? `<p class="st-interrupted">Incomplete: ${esc(result.incomplete.reason)}${result.incomplete.notScanned.length ? `; not scanned: ${esc(result.incomplete.notScanned.join(', '))}` : ''}</p>`
      : '',
    '</header>',
    changes ? changesSection(changes, result) : '',
    serversSection(result, columns, versions),
    gridSection(result, versions),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>wirecase scan · ${esc(String(result.servers.length))} servers</title>
<style>${resources['dashboard.css']}</style><style id="hidden-columns"></style></head>
<body>
${body.join('\n')}
<script>${resources['dashboard.js']}</script>
</body></html>
`;
}

const columnKey = (c: Pick<Column, 'suite' | 'era'>) => `${c.suite} ${c.era}`;

/** Every suite and era any server was judged in, in order. */
function columnKeys(servers: readonly ServerEntry[]): Array<Pick<Column, 'suite' | 'era'>> {
  const seen = new Map<string, Pick<Column, 'suite' | 'era'>>();
  for (const s of servers) for (const c of s.columns) if (!seen.has(columnKey(c))) seen.set(columnKey(c), { suite: c.suite, era: c.era });
  return [...seen.values()].sort((a, b) => a.suite.localeCompare(b.suite) || a.era.localeCompare(b.era));
}

const total = (s: ServerEntry, k: keyof Counts) => s.columns.reduce((n, c) => n + c.counts[k], 0);

function serversSection(result: ScanResult, columns: Array<Pick<Column, 'suite' | 'era'>>, versions: Record<string, string>): string {
  const head = [
    'Server',
    'Badge',
    'Status',
    'Passed',
    'Failed',
    'Warnings',
    'Not applicable',
    'Could not judge',
    'Skipped',
    ...columns.map((c) => `${c.suite === 'mcp-apps' ? `Apps ${c.era}` : labelOf(c.suite, versions)}`),
  ];
  const rows = result.servers.map((s, i) => {
    const failed = total(s, 'failed');
    const cnj = total(s, 'couldNotJudge');
    const flags = `data-failing="${failed > 0}" data-not-judged="${s.status !== 'judged' || cnj > 0}" data-clean="${s.status === 'judged' && failed === 0 && cnj === 0}"`;
    const per = columns.map((c) => {
      const own = s.columns.find((x) => columnKey(x) === columnKey(c));
      if (!own) return '<td class="num" data-sort="-1">—</td>';
      const k = own.counts;
      return `<td class="num${k.failed ? ' f-some' : ''}" data-sort="${k.failed * 100000 + k.passed}" title="${attr(countsTitle(k))}">${k.passed} ✓ ${k.failed} ✗${k.warning ? ` ${k.warning} !` : ''}</td>`;
    });
    const links = [s.report ? `<a href="${href(s.report)}">report</a>` : '', s.results ? `<a href="${href(s.results)}">results.json</a>` : '']
      .filter(Boolean)
      .join(' · ');
    const target = s.url ?? s.stdio ?? '';
    return `<tr data-name="${attr(s.name)}" data-col="${i}" ${flags}><td data-sort="${attr(s.name.toLowerCase())}"><strong>${esc(s.name)}</strong> <span class="meta">${links}</span><div class="meta"><code>${esc(target)}</code></div></td><td>${s.badge ? `<img class="badge" alt="${attr(`${s.name} badge`)}" src="${href(s.badge)}">` : ''}</td><td class="st-${s.status}" data-sort="${attr(s.status)}">${esc(s.status)}${s.cause ? `<div class="cause">${esc(s.cause)}</div>` : ''}</td>${OUTCOMES.map((k) => `<td class="num${k === 'failed' && total(s, k) ? ' f-some' : ''}">${total(s, k)}</td>`).join('')}${per.join('')}</tr>`;
  });
  return `<section id="servers"><h2>Servers × suites</h2>
<div class="controls needs-script" hidden><label>Server <input id="server-filter" type="search" placeholder="name contains"></label>
<label>Show <select id="status-filter"><option value="all">every server</option><option value="failing">with a failure</option><option value="not-judged">not fully judged</option><option value="clean">clean (no failure, all judged)</option></select></label>
<span class="meta"><span id="servers-shown">${result.servers.length}</span> of ${result.servers.length} shown (the grid below shows the same servers)</span></div>
<table class="servers"><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table></section>`;
}

function countsTitle(k: Counts): string {
  return `${k.passed} passed, ${k.failed} failed, ${k.warning} warnings, ${k.notApplicable} not applicable, ${k.couldNotJudge} could not judge, ${k.skipped} skipped`;
}

const MARK: Record<string, [cls: string, mark: string, label: string]> = {
  proven: ['v-p', '✓', 'proven'],
  'proven-with-warnings': ['v-w', '!', 'proven with warnings'],
  failed: ['v-f', '✗', 'failed'],
  unproven: ['v-u', '?', 'not proven (could not judge or skipped)'],
  'not-applicable': ['v-n', '–', 'not applicable'],
  'not-run': ['v-r', '·', 'not run'],
};

function gridSection(result: ScanResult, versions: Record<string, string>): string {
  const servers = result.servers;
  const head = `<tr><th class="corner">Sentence</th>${servers.map((s) => `<th class="srv" title="${attr(s.name)}">${esc(s.name)}</th>`).join('')}</tr>`;
  const bodies: string[] = [];
  for (const [suite, info] of Object.entries(result.suites)) {
    bodies.push(
      `<tbody><tr class="suite"><td class="sent">${esc(labelOf(suite, versions))} <span class="meta">${esc(info.title)}</span></td>${servers.map(() => '<td></td>').join('')}</tr></tbody>`,
    );
    const bySection = new Map<string, string[]>();
    for (const [id, s] of Object.entries(info.sentences)) bySection.set(s.section, [...(bySection.get(s.section) ?? []), id]);
    const order = [...info.sections.map((s) => s.key), ...[...bySection.keys()].filter((k) => !info.sections.some((s) => s.key === k))];
    for (const key of order) {
      const ids = bySection.get(key);
      if (!ids) continue;
      const title = info.sections.find((s) => s.key === key)?.title ?? key;
      const cells = servers.map((s) => sectionCell(ids.map((id) => s.sentences[suite]?.[id])));
      const rows = ids.map((id) => sentenceRow(suite, id, info.sentences[id]!, servers));
      bodies.push(
        `<tbody class="sec-body"><tr class="sec"><td class="sent">${esc(title)} <span class="meta">(${ids.length})</span></td>${cells.join('')}</tr>\n${rows.join('\n')}</tbody>`,
      );
    }
  }
  return `<section id="grid"><h2>Sentences × servers</h2>
<p class="meta">Each row a normative sentence of a requirement catalog, each column a server: ✓ proven, ! proven with warnings, ✗ failed, ? not proven (could not judge or skipped), – not applicable, · not run; a cell links to the test that decided it in the server's report. A section's row counts its sentences proven of those that applied.</p>
<div class="controls needs-script" hidden><label>Level <select id="level-filter"><option value="all">every level</option><option value="MUST">MUST, MUST NOT</option><option value="SHOULD">SHOULD, SHOULD NOT</option><option value="MAY">MAY</option></select></label>
<label><input id="failing-only" type="checkbox"> only sentences a server fails</label>
<label>Sentence <input id="sentence-filter" type="search" placeholder="words or ID"></label>
<button id="expand-all" type="button" hidden>open every section</button></div>
<div class="scroll"><table class="grid"><thead>${head}</thead>
${bodies.join('\n')}
</table></div></section>`;
}

function sectionCell(verdicts: Array<SentenceVerdict | undefined>): string {
  const applied = verdicts.filter((v) => v && v.verdict !== 'not-applicable' && v.verdict !== 'not-run');
  if (!applied.length) return verdicts.some(Boolean) ? '<td class="c v-n">–</td>' : '<td class="c"></td>';
  const proven = applied.filter((v) => v!.verdict === 'proven' || v!.verdict === 'proven-with-warnings').length;
  const cls = applied.some((v) => v!.verdict === 'failed') ? 'v-f' : proven === applied.length ? 'v-p' : 'v-u';
  return `<td class="c ${cls}" title="${proven} of ${applied.length} proven">${proven}/${applied.length}</td>`;
}

function sentenceRow(suite: string, id: string, s: { level: string; text: string; url: string }, servers: readonly ServerEntry[]): string {
  let failed = false;
  const cells = servers.map((server) => {
    const v = server.sentences[suite]?.[id];
    if (!v) return '<td class="c"></td>';
    const [cls, mark, label] = MARK[v.verdict] ?? ['', '', v.verdict];
    if (v.verdict === 'failed') failed = true;
    const decider = decidingTest(server, v);
    const title = `${server.name}: ${label} (${v.tests.join(', ')})`;
    const inner = decider && server.report ? `<a href="${href(server.report)}#test-${encodeURIComponent(decider)}">${mark}</a>` : mark;
    return `<td class="c ${cls}" title="${attr(title)}">${inner}</td>`;
  });
  return `<tr class="s" data-level="${attr(s.level)}" data-failed="${failed}"><td class="sent"><span class="lvl">${esc(s.level)}</span><a href="${attr(safeUrl(s.url))}">${esc(id)}</a> ${esc(s.text)}</td>${cells.join('')}</tr>`;
}

/** The test a cell links to: a failed one first, then a warning, then a passed one, else the first. */
function decidingTest(server: ServerEntry, v: SentenceVerdict): string | undefined {
  const status = new Map(server.tests.map((t) => [t.id, t.status]));
  for (const want of ['failed', 'warning', 'passed']) {
    const hit = v.tests.find((id) => status.get(id) === want);
    if (hit) return hit;
  }
  return v.tests[0];
}

function changesSection(c: Changes, result: ScanResult): string {
  const reportOf = new Map(result.servers.map((s) => [s.name, s.report]));
  const list = (title: string, items: Change[]) =>
    `<h3>${esc(title)} (${items.length})</h3>${
      items.length
        ? `<ul class="changes">${items
            .map((x) => {
              const report = reportOf.get(x.server);
              const test = report && x.now ? `<a href="${href(report)}#test-${encodeURIComponent(x.id)}">${esc(x.id)}</a>` : esc(x.id);
              return `<li><strong>${esc(x.server)}</strong> ${test} <span class="meta">${esc(x.suite)} ${esc(x.era)}${x.was ? ` · was ${esc(x.was)}` : ''}${x.now ? ` · now ${esc(x.now)}` : ''}</span></li>`;
            })
            .join('')}</ul>`
        : '<p class="meta">none</p>'
    }`;
  const lists: Array<[string, Change[]]> = [
    ['Now fails, was not failing', c.nowFails],
    ['Now passes, was failing', c.nowPasses],
    ['New', c.new],
    ['Gone', c.gone],
    ['Otherwise changed', c.changed],
  ];
  const count = changeCount(c);
  return `<section id="changes"><h2>Changes since <code>${esc(c.since)}</code> <span class="meta">(${esc(c.sinceStartedAt)}; ${count} in all)</span></h2>
${count ? lists.map(([title, items]) => list(title, items)).join('\n') : '<p class="meta">No test changed its verdict.</p>'}
</section>`;
}

/** A link into the scan's folder: each path segment encoded (a name may hold `.`, `_`, `-` only, but a test ID anything). */
function href(relative: string): string {
  return attr(relative.split('/').map(encodeURIComponent).join('/'));
}

/** A sentence's page: only http(s) addresses are links. */
function safeUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}

function esc(text: string): string {
  return visibleControlsInText(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
const attr = esc;
