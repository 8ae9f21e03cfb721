import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { computeCoverage } from '../../src/judge/coverage.js';
import { renderHtml } from '../../src/report/html-reporter.js';
import { catalogRef } from '../helpers/results-fixtures.js';
import { type ProcessResult, runProcess } from '../helpers/run-process.js';
import { judgedGoldenInput } from './make-golden-input.js';

/**
 * The HTML report renders in a real browser: headless Chromium (Debian's `chromium`, installed by
 * .ci/run) loads report.html from a file: URL with no network, and the totals are read from the DOM
 * it dumps after the page's scripts ran. No browser is a failure, never a silent skip.
 */
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

function dumpDom(url: string, profile: string): Promise<ProcessResult> {
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-default-apps',
    '--disable-extensions',
    '--no-default-browser-check',
    '--metrics-recording-only',
    `--user-data-dir=${profile}`,
    '--dump-dom',
    url,
  ];
  return runProcess(CHROMIUM, args, { name: 'chromium', timeoutMs: 60_000, env: { ...process.env, HOME: profile } });
}

test('report.html renders in headless Chromium: the totals read from the DOM after its scripts ran', { timeout: 90_000 }, async () => {
  assert.ok(
    existsSync(CHROMIUM),
    `headless Chromium is required for this test and was not found at ${CHROMIUM}. Install Debian's package: ` +
      'apt-get install -y --no-install-recommends chromium (.ci/run does this), or point CHROMIUM= at a binary.',
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-chromium-'));
  try {
    const input = judgedGoldenInput();
    const file = path.join(dir, 'report.html');
    writeFileSync(file, renderHtml(input, computeCoverage([catalogRef], input)));
    const { code, stdout, stderr } = await dumpDom(pathToFileURL(file).href, path.join(dir, 'profile'));
    assert.equal(code, 0, `chromium exited ${code}\n${stderr.slice(-2000)}`);
    const total = (k: string) => new RegExp(`data-total="${k}">(\\d+)<`).exec(stdout)?.[1];
    assert.deepEqual(
      Object.fromEntries(['passed', 'failed', 'known', 'warning', 'skipped', 'not-applicable', 'total'].map((k) => [k, total(k)])),
      { passed: String(input.summary.passed), failed: '2', known: '1', warning: '1', skipped: '1', 'not-applicable': '1', total: '8' },
      `totals not found in the DOM Chromium dumped:\n${stdout.slice(0, 1500)}`,
    );
    // Set by the page's own script: proves the DOM is the one after scripts ran (and that they did not throw).
    const sortable = /<html[^>]*data-sortable-tables="(\d+)"/.exec(stdout)?.[1];
    assert.ok(sortable !== undefined && Number(sortable) >= 3, `the page's script did not run (no data-sortable-tables on <html>)`);
    assert.match(stdout, /<title>wirecase: 3 passed, 2 failed \(1 known\), 1 warning, 1 skipped/);
    assert.match(stdout, /<section id="known-failures">[\s\S]*<div class="failure known">[\s\S]*t-fail/, 'the known failure, shown as known');
    assert.match(
      stdout,
      /<section id="warnings">[\s\S]*<div class="failure warning">[\s\S]*o-3[\s\S]*warning \(SHOULD\)/,
      'the warning, in its own section, with its level',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A probe appended after the report's own script: it lists the tests laid out on the page (visible),
 * clicks "failures only" as a user would, and lists them again, into attributes of <html> that the
 * dumped DOM carries.
 */
const CLICK_PROBE = `<script>
(function () {
  var visible = function () {
    return Array.prototype.filter.call(document.querySelectorAll('details.test'), function (d) { return d.getClientRects().length > 0; })
      .map(function (d) { return d.id; }).join(' ');
  };
  var box = document.getElementById('only-failures');
  var html = document.documentElement;
  html.setAttribute('data-filter-shown', String(!!box && box.getClientRects().length > 0));
  html.setAttribute('data-visible-before', visible());
  box.click();
  html.setAttribute('data-visible-after', visible());
  box.click();
  html.setAttribute('data-visible-again', visible());
})();
</script>`;

test('report.html in headless Chromium: clicking "failures only" leaves only the failed tests visible; clicking again shows all', {
  timeout: 90_000,
}, async () => {
  assert.ok(existsSync(CHROMIUM), `headless Chromium is required for this test and was not found at ${CHROMIUM}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-chromium-'));
  try {
    const input = judgedGoldenInput();
    const html = renderHtml(input, computeCoverage([catalogRef], input));
    // Without scripts the control is hidden, so a reader never meets a filter that does nothing.
    assert.match(html, /<p class="filter" hidden><label><input type="checkbox" id="only-failures">/);
    const file = path.join(dir, 'report.html');
    writeFileSync(file, html.replace('</body>', `${CLICK_PROBE}\n</body>`));
    const { code, stdout, stderr } = await dumpDom(pathToFileURL(file).href, path.join(dir, 'profile'));
    assert.equal(code, 0, `chromium exited ${code}\n${stderr.slice(-2000)}`);
    const attribute = (name: string) => new RegExp(`<html[^>]*\\s${name}="([^"]*)"`).exec(stdout)?.[1];
    const all = input.tests.map((t) => `test-${t.id}`).join(' ');
    const failed = input.tests
      .filter((t) => t.status === 'failed')
      .map((t) => `test-${t.id}`)
      .join(' ');
    assert.equal(failed, 'test-t-fail test-o-1', 'the known failure and the unexpected one');
    assert.equal(attribute('data-filter-shown'), 'true', `the script shows the filter\n${stdout.slice(0, 1500)}`);
    assert.equal(attribute('data-visible-before'), all);
    assert.equal(attribute('data-visible-after'), failed, 'after the click: the failed tests only (passed, skipped, not applicable and warnings hidden)');
    assert.equal(attribute('data-visible-again'), all);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
