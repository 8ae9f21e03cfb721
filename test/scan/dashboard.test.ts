import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { findChromium } from '../../src/run/roles/host/browser.js';
import { badgeSvg } from '../../src/scan/badge.js';
import { renderDashboard } from '../../src/scan/dashboard.js';
import { emptyCounts, type ScanResult, type ServerEntry, type SuiteInfo } from '../../src/scan/outcome.js';
import { compareScans } from '../../src/scan/since.js';

/**
 * The dashboard in headless Chromium (playwright-core, the Chromium of scripts/ensure-chromium.sh), at
 * 100 servers of a synthetic scan.json: it renders without a console error, its filters and sorting
 * work, a grid cell's link opens the test in the server's report, and text from the wire stays text.
 */

/** The browser's, in functions evaluated in the page (the project compiles without the DOM library). */
declare const getComputedStyle: (element: unknown) => { display: string };

const SERVERS = 100;
const LEVELS = ['MUST', 'MUST NOT', 'SHOULD', 'MAY'] as const;
const HOSTILE = '<img src=x onerror="window.__pwned=1">';

/** Two suites of 12 sections × 14 sentences; server i fails the sentences whose number ≡ i (mod 37), every 10th could not be started. */
function syntheticScan(): ScanResult {
  const suites: Record<string, SuiteInfo> = {};
  for (const [suite, version] of [
    ['mcp-2025-11-25', '2025-11-25'],
    ['mcp-2026-07-28', '2026-07-28'],
  ] as const) {
    const info: SuiteInfo = { title: 'Model Context Protocol', version, sections: [], sentences: {} };
    for (let s = 0; s < 12; s++) {
      info.sections.push({ key: `sec${s}`, title: s === 3 ? `Section ${HOSTILE}` : `Section ${s}`, depth: 0 });
      for (let n = 0; n < 14; n++) {
        const id = `sec${s}.R${n}`;
        info.sentences[id] = {
          level: LEVELS[(s + n) % 4]!,
          section: `sec${s}`,
          text: n === 2 ? `A sentence quoting ${HOSTILE}` : `Sentence ${n} of section ${s}.`,
          url: 'https://modelcontextprotocol.io/specification',
        };
      }
    }
    suites[suite] = info;
  }
  const servers: ServerEntry[] = [];
  for (let i = 0; i < SERVERS; i++) {
    const name = `srv-${String(i).padStart(3, '0')}`;
    const down = i % 10 === 9;
    const entry: ServerEntry = {
      name,
      transport: 'http',
      url: `http://127.0.0.1:${4000 + i}/mcp`,
      status: down ? 'could-not-start' : 'judged',
      ...(down ? { cause: `nothing answers: ${HOSTILE}` } : {}),
      durationMs: 1000 + i,
      report: `${name}/report.html`,
      badge: `badges/${name}.svg`,
      columns: [],
      musts: {},
      sentences: {},
      tests: [],
    };
    let k = 0;
    for (const [suite, info] of Object.entries(suites)) {
      const counts = emptyCounts();
      entry.sentences[suite] = {};
      let proven = 0;
      let applicable = 0;
      for (const [id, s] of Object.entries(info.sentences)) {
        const test = `${suite.slice(4, 8)}-${id}`;
        const failed = !down && k++ % 37 === i % 37;
        const status = down ? 'could-not-judge' : failed ? (s.level.startsWith('MUST') ? 'failed' : 'warning') : 'passed';
        entry.tests.push({ id: test, suite, era: info.version, status });
        counts[status === 'could-not-judge' ? 'couldNotJudge' : status]++;
        const verdict = down ? 'unproven' : status === 'failed' ? 'failed' : status === 'warning' ? 'proven-with-warnings' : 'proven';
        entry.sentences[suite]![id] = { level: s.level, verdict, tests: [test] };
        if (s.level.startsWith('MUST')) {
          applicable++;
          if (verdict === 'proven') proven++;
        }
      }
      entry.columns.push({ suite, era: info.version, counts });
      entry.musts[suite] = { proven, applicable, testable: applicable, failed: entry.columns.at(-1)!.counts.failed };
    }
    servers.push(entry);
  }
  return {
    tool: { name: 'wirecase', version: '0.1.0' },
    startedAt: '2026-12-06T09:00:00.000Z',
    durationMs: 600_000,
    list: 'servers.yaml',
    concurrency: 2,
    suites,
    servers,
  };
}

describe('the scan dashboard in headless Chromium, at 100 servers', () => {
  let dir: string;
  let browser: Browser;
  let page: Page;
  let scanned: ScanResult;
  const problems: string[] = [];
  let loadMs = 0;
  /** The page's main-thread CPU seconds so far (Chromium's own count: the machine's load does not inflate it as it does the wall clock). */
  let threadTime: () => Promise<number>;

  before(async () => {
    const chromiumPath = findChromium();
    assert.ok(chromiumPath, 'Chromium is needed: scripts/ensure-chromium.sh installs it, or set CHROMIUM');
    dir = mkdtempSync(path.join(tmpdir(), 'wirecase-dashboard-'));
    scanned = syntheticScan();
    // The earlier scan: srv-001 passed everything then, so its failures now are the changes.
    const earlier = syntheticScan();
    earlier.servers[1]!.tests = earlier.servers[1]!.tests.map((t) => ({ ...t, status: 'passed' }));
    const changes = compareScans(earlier, scanned, 'old/scan.json');
    const versions = { 'mcp-2025-11-25': '2025-11-25', 'mcp-2026-07-28': '2026-07-28' };
    for (const s of scanned.servers) {
      mkdirSync(path.join(dir, s.name), { recursive: true });
      // The server's report page: one element per test, as report.html has (`id="test-<ID>"`).
      writeFileSync(
        path.join(dir, s.name, 'report.html'),
        `<!doctype html><title>${s.name}</title>${s.tests.map((t) => `<details id="test-${t.id}"><summary>${t.id}</summary></details>`).join('')}`,
      );
      mkdirSync(path.join(dir, 'badges'), { recursive: true });
      writeFileSync(path.join(dir, 'badges', `${s.name}.svg`), badgeSvg(s, versions));
    }
    writeFileSync(path.join(dir, 'index.html'), renderDashboard(scanned, changes));
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) problems.push(`request to ${r.url()}`);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN;
    const started = Date.now();
    await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
    await page.waitForSelector('html[data-dashboard-ready="true"]');
    loadMs = Date.now() - started;
  });

  after(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const visibleRows = () => page.locator('table.servers tbody tr:not([hidden])').count();
  const visibleGridColumns = () => page.locator('table.grid th.srv').evaluateAll((ths) => ths.filter((th) => getComputedStyle(th).display !== 'none').length);

  it('renders 100 servers quickly, with every badge, no console error, nothing fetched and no text run as HTML', async () => {
    const cpu = await threadTime();
    process.stderr.write(`dashboard of ${SERVERS} servers: loaded in ${loadMs} ms, ${cpu.toFixed(2)} s of the page's main thread\n`);
    assert.ok(cpu < 5, `the page took ${cpu.toFixed(2)} s of CPU to load`);
    assert.equal(await visibleRows(), SERVERS);
    assert.equal(await visibleGridColumns(), SERVERS);
    const badges = await page
      .locator('img.badge')
      .evaluateAll((imgs) => imgs.filter((i) => (i as unknown as { naturalWidth: number }).naturalWidth > 0).length);
    assert.equal(badges, SERVERS);
    assert.equal(await page.evaluate(() => (globalThis as unknown as { __pwned?: number }).__pwned), undefined);
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    assert.ok((await page.locator('table.servers').textContent())!.includes(HOSTILE), 'the cause is shown as text');
    assert.deepEqual(problems, []);
  });

  it('filters servers by name and by status, in the table and the grid alike', async () => {
    const before = await threadTime();
    await page.fill('#server-filter', 'srv-01');
    await page.evaluate(
      () => new Promise((done) => (globalThis as unknown as { requestAnimationFrame(f: () => void): void }).requestAnimationFrame(() => done(undefined))),
    );
    const filterCpu = (await threadTime()) - before;
    assert.ok(filterCpu < 3, `filtering took ${filterCpu.toFixed(2)} s of the page's CPU`);
    assert.equal(await visibleRows(), 10);
    assert.equal(await visibleGridColumns(), 10);
    assert.equal(await page.textContent('#servers-shown'), '10');
    await page.fill('#server-filter', '');
    await page.selectOption('#status-filter', 'not-judged');
    assert.equal(await visibleRows(), SERVERS / 10);
    await page.selectOption('#status-filter', 'failing');
    const failing = scanned.servers.filter((s) => s.tests.some((t) => t.status === 'failed')).length;
    assert.equal(await visibleRows(), failing);
    assert.equal(await visibleGridColumns(), failing);
    await page.selectOption('#status-filter', 'all');
    assert.equal(await visibleRows(), SERVERS);
  });

  it('sorts the server table by a column', async () => {
    const failedHeader = page.locator('table.servers thead th', { hasText: /^Failed$/ });
    await failedHeader.click();
    await failedHeader.click();
    assert.equal(await failedHeader.getAttribute('aria-sort'), 'descending');
    const column = await page.locator('table.servers thead th').evaluateAll((ths) => ths.findIndex((th) => th.textContent === 'Failed'));
    const values = await page
      .locator('table.servers tbody tr')
      .evaluateAll((rows, c) => rows.map((r) => Number((r as unknown as { cells: Array<{ textContent: string | null }> }).cells[c]!.textContent)), column);
    assert.deepEqual(
      values,
      [...values].sort((a, b) => b - a),
    );
    const most = Math.max(...scanned.servers.map((s) => s.tests.filter((t) => t.status === 'failed').length));
    assert.equal(values[0], most);
  });

  it('filters the sentences by level and to the failing ones, and opens the sections that hold them', async () => {
    await page.selectOption('#level-filter', 'MUST');
    await page.check('#failing-only');
    const shown = await page
      .locator('table.grid tr.s')
      .evaluateAll((rows) =>
        rows.filter((r) => getComputedStyle(r).display !== 'none').map((r) => [r.getAttribute('data-level'), r.getAttribute('data-failed')]),
      );
    const expected = Object.entries(scanned.suites).flatMap(([suite, info]) =>
      Object.entries(info.sentences).filter(
        ([id, s]) => s.level.startsWith('MUST') && scanned.servers.some((srv) => srv.sentences[suite]?.[id]?.verdict === 'failed'),
      ),
    );
    assert.ok(expected.length > 0);
    assert.equal(shown.length, expected.length);
    assert.ok(shown.every(([level, failed]) => (level === 'MUST' || level === 'MUST NOT') && failed === 'true'));
    await page.uncheck('#failing-only');
    await page.selectOption('#level-filter', 'all');
    await page.fill('#sentence-filter', 'sec5.R7');
    const found = await page.locator('table.grid tr.s').evaluateAll((rows) => rows.filter((r) => getComputedStyle(r).display !== 'none').length);
    assert.equal(found, 2, 'sec5.R7 in each suite');
    await page.fill('#sentence-filter', '');
  });

  it("a grid cell opens the test that decided it in the server's report", async () => {
    const server = scanned.servers[1]!;
    const failed = server.tests.find((t) => t.status === 'failed')!;
    const section = scanned.suites[failed.suite]!.sentences[failed.id.slice(5)]!.section;
    const column = scanned.servers.indexOf(server) + 2;
    // Open the section the sentence is in, then follow the link in the server's column.
    const body = page.locator('table.grid tbody.sec-body', { has: page.locator(`tr.s a:text-is("${failed.id.slice(5)}")`) }).first();
    await body.locator('tr.sec').click();
    assert.equal(await body.evaluate((b) => b.classList.contains('collapsed')), false);
    assert.ok(section);
    const row = body.locator('tr.s', { has: page.locator(`a:text-is("${failed.id.slice(5)}")`) });
    const link = row.locator(`td:nth-child(${column}) a`);
    assert.equal(await link.textContent(), '✗');
    await link.click();
    await page.waitForURL(/srv-001\/report\.html#test-/);
    assert.ok(page.url().endsWith(`srv-001/report.html#test-${encodeURIComponent(failed.id)}`), page.url());
    assert.equal(await page.locator(`[id="test-${failed.id}"]`).count(), 1);
    await page.goBack();
    await page.waitForSelector('html[data-dashboard-ready="true"]');
  });

  it('the changes view lists what srv-001 fails now, each linking to its report', async () => {
    const failedNow = scanned.servers[1]!.tests.filter((t) => t.status === 'failed').length;
    assert.match((await page.textContent('#changes h3'))!, new RegExp(`Now fails, was not failing \\(${failedNow}\\)`));
    assert.equal(await page.locator('#changes ul.changes').first().locator('a[href^="srv-001/report.html#test-"]').count(), failedNow);
    assert.deepEqual(problems, []);
  });
});
