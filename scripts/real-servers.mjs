#!/usr/bin/env node
// Runs the bundled suites against real MCP servers this project did not write
// (test/real-servers/servers.ts) and prints, per server and suite, what passed and what failed.
// A triage tool: it judges nothing (no expected-failures file); real-servers.test.ts does.
//
//   npm run build && node scripts/real-servers.mjs [--wide] [--server NAME].. [--suite PATH].. [--max N] [--keep DIR]
//
//   --wide          the wide corpus instead (test/real-servers/wide/servers.ts: server products from
//                   npm, installed on demand by `npm ci` in test/real-servers/wide/ when its
//                   node_modules is missing; never by the project's own install nor in npm test)
//   --server NAME   only this server (repeat, or comma-separate); default: all
//   --suite PATH    only this suite (repeat, or comma-separate); default: every suite of
//                   test/real-servers/matrix.ts whose folder exists
//   --max N         print at most N failures (and N warnings) per run; default: all
//   --keep DIR      write each results.json to DIR/<server>.<suite>.json (default: a temp folder)
//   --not-applicable  also list the not-applicable tests of each run, grouped by their reason
//   --markdown      end with the overview as a Markdown table (server, revisions, suite, counts, seconds)
//
// Exit code: 0 every run passed, 1 a test failed, 2 a server or a run could not start.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUN_TIMEOUT_MS = 5 * 60_000;

const { values } = parseArgs({
  options: {
    server: { type: 'string', multiple: true },
    suite: { type: 'string', multiple: true },
    max: { type: 'string' },
    keep: { type: 'string' },
    markdown: { type: 'boolean' },
    wide: { type: 'boolean' },
    'not-applicable': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout.write(
    `${readFileSync(fileURLToPath(import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('//'))
      .map((l) => l.slice(3))
      .join('\n')}\n`,
  );
  process.exit(0);
}

const registry = path.join(root, 'dist', 'test', 'real-servers', 'servers.js');
if (!existsSync(registry)) {
  console.error(`${path.relative(root, registry)} is missing: run \`npm run build\` first`);
  process.exit(2);
}
const { SERVERS: OWN_SERVERS, startServer } = await import(pathToFileURL(registry).href);
const { WIDE_SERVERS, wideRoot } = await import(pathToFileURL(path.join(path.dirname(registry), 'wide', 'servers.js')).href);
const SERVERS = values.wide ? WIDE_SERVERS : OWN_SERVERS;
if (values.wide && !existsSync(path.join(wideRoot, 'node_modules'))) {
  // Its own lock, exact versions; browser downloads are off (the registry is all a CI machine reaches).
  console.log(`installing the wide corpus: npm ci in ${path.relative(root, wideRoot)}`);
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: wideRoot,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
  if (install.status !== 0) {
    console.error(`npm ci in ${path.relative(root, wideRoot)} failed (exit ${install.status ?? install.signal})`);
    process.exit(2);
  }
}
const { SUITES, suiteExists } = await import(pathToFileURL(path.join(path.dirname(registry), 'matrix.js')).href);

const list = (v) =>
  (v ?? [])
    .flatMap((x) => x.split(','))
    .map((x) => x.trim())
    .filter(Boolean);
const serverNames = list(values.server);
for (const n of serverNames) {
  if (!SERVERS.some((s) => s.name === n)) {
    console.error(`no real server named "${n}" (known: ${SERVERS.map((s) => s.name).join(', ')})`);
    process.exit(2);
  }
}
const servers = serverNames.length ? SERVERS.filter((s) => serverNames.includes(s.name)) : SERVERS;
const suites = list(values.suite).length ? list(values.suite).map((s) => s.replace(/\/+$/, '')) : SUITES.filter(suiteExists).map((s) => s.path);
for (const s of suites) {
  if (!existsSync(path.join(root, s, 'suite.yaml'))) {
    console.error(`${s}: no suite.yaml there`);
    process.exit(2);
  }
}
const max = values.max === undefined ? Infinity : Number(values.max);
if (!(max >= 0)) {
  console.error('--max takes a number');
  process.exit(2);
}
const keepDir = path.resolve(values.keep ?? mkdtempSync(path.join(tmpdir(), 'wirecase-real-servers-')));
mkdirSync(keepDir, { recursive: true });

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, s) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
const red = (s) => paint(31, s);
const yellow = (s) => paint(33, s);
const green = (s) => paint(32, s);
const dim = (s) => paint(2, s);
const bold = (s) => paint(1, s);
for (const s of SUITES)
  if (!list(values.suite).length && !suiteExists(s))
    console.log(dim(`${s.path}: not run, its folder does not exist yet (${s.pending ?? 'listed in test/real-servers/matrix.ts'})`));

/** One line of a failure's message: its first line, without the code frame, clipped. */
function oneLine(test) {
  const message =
    (test.failure?.message ?? test.reason ?? '')
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '(no message)';
  const step = test.failure?.stepName ? `${test.failure.stepName}: ` : '';
  const line = `${step}${message}`;
  return line.length > 180 ? `${line.slice(0, 177)}...` : line;
}

function runCli(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--', path.join(root, 'bin', 'wirecase.js'), ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: signal ? `killed (${signal}) after ${RUN_TIMEOUT_MS / 1000} s` : code, stdout, stderr });
    });
  });
}

const rows = [];
let worst = 0;
// The server being judged: stopped (its own process group) if this script is interrupted.
let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await current?.stop().catch(() => {});
    process.exit(130);
  });
}
for (const server of servers) {
  for (const suite of suites) {
    const suiteName = path.basename(suite);
    const title = `${bold(server.name)} ${dim(`(${server.kind}: ${server.packages.join(', ')})`)} × ${bold(suite)}`;
    let started;
    try {
      started = current = await startServer(server.name);
    } catch (error) {
      console.log(
        `\n${title}\n  ${red('could not start:')} ${String(error.message ?? error)
          .split('\n')
          .join('\n  ')}`,
      );
      rows.push({ server: server.name, suite: suiteName, error: 'server did not start' });
      worst = 2;
      continue;
    }
    const out = mkdtempSync(path.join(tmpdir(), 'wirecase-real-run-'));
    const began = Date.now();
    let run;
    try {
      run = await runCli(['run', suite, '--base-url', started.url, '--reporter', 'json', '--out', out, '--concurrency', '1']);
    } finally {
      await started.stop();
      current = undefined;
    }
    const seconds = (Date.now() - began) / 1000;
    const resultsFile = path.join(out, 'results.json');
    console.log(`\n${title} ${dim(started.url)}`);
    if (!existsSync(resultsFile)) {
      console.log(`  ${red(`no results (exit ${run.code})`)}`);
      for (const l of (run.stderr || run.stdout).trim().split('\n').slice(-15)) console.log(`  ${dim(l)}`);
      rows.push({ server: server.name, suite: suiteName, error: `no results (exit ${run.code})` });
      worst = 2;
      rmSync(out, { recursive: true, force: true });
      continue;
    }
    const kept = path.join(keepDir, `${server.name}.${suiteName}.json`);
    copyFileSync(resultsFile, kept);
    rmSync(out, { recursive: true, force: true });
    const result = JSON.parse(readFileSync(kept, 'utf8'));
    const s = result.summary;
    const failed = result.tests.filter((t) => t.status === 'failed');
    const warned = result.tests.filter((t) => t.status === 'warning');
    const unjudged = result.tests.filter((t) => t.status === 'could-not-judge');
    const inapplicable = result.tests.filter((t) => t.status === 'not-applicable');
    console.log(
      `  ${green(`${s.passed} passed`)} · ${s.failed ? red(`${s.failed} failed`) : '0 failed'} · ${s.warnings ? yellow(`${s.warnings} warnings`) : '0 warnings'} · ${s.skipped} skipped · ${s.notApplicable} not applicable · ${s.couldNotJudge ?? 0} could not judge · ${(s.durationMs / 1000).toFixed(1)} s run, ${seconds.toFixed(1)} s wall (wirecase's start and load included) · exit ${run.code}`,
    );
    const width = Math.min(44, Math.max(0, ...[...failed, ...warned, ...unjudged].map((t) => t.id.length)));
    const print = (label, paintId, tests) => {
      if (!tests.length) return;
      console.log(`  ${label}:`);
      for (const t of tests.slice(0, max)) console.log(`    ${paintId(t.id.padEnd(width))}  ${oneLine(t)}`);
      if (tests.length > max) console.log(dim(`    ... and ${tests.length - max} more (--max)`));
    };
    print('failed', red, failed);
    print('warnings', yellow, warned);
    print('could not judge', yellow, unjudged);
    if (values['not-applicable']) {
      // Grouped by reason: what a triage reads to tell "the server has none" from "we found none".
      const byReason = new Map();
      for (const t of inapplicable) byReason.set(oneLine(t), [...(byReason.get(oneLine(t)) ?? []), t.id]);
      if (byReason.size) console.log('  not applicable:');
      for (const [reason, ids] of byReason) console.log(`    ${dim(`${ids.length}×`)} ${reason} ${dim(`(${ids.join(', ')})`)}`);
    }
    rows.push({ server: server.name, revisions: server.revisions, suite: suiteName, ...s, seconds, exit: run.code });
    // Exit 4 (nothing judged) is a verdict of the run, not a harness error.
    if (run.code !== 0 && run.code !== 4) worst = Math.max(worst, run.code === 1 ? 1 : 2);
  }
}

// The overview: one line per server and suite.
const head = ['server', 'suite', 'passed', 'failed', 'warn', 'skipped', 'n/a', 'cnj', 'seconds', 'exit'];
const table = rows.map((r) =>
  r.error
    ? [r.server, r.suite, r.error]
    : [r.server, r.suite, r.passed, r.failed, r.warnings, r.skipped, r.notApplicable, r.couldNotJudge ?? 0, r.seconds.toFixed(1), r.exit].map(String),
);
const widths = head.map((h, i) => Math.max(h.length, ...table.filter((r) => r.length === head.length || i < 2).map((r) => String(r[i]).length)));
const fmt = (r) => r.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : r.length < head.length ? red(String(c)) : String(c).padStart(widths[i]))).join('  ');
console.log(`\n${bold(fmt(head))}`);
for (const r of table) console.log(fmt(r));
console.log(dim(`\nresults.json of each run: ${keepDir}/<server>.<suite>.json`));
if (values.markdown) {
  console.log(
    '\n| server | revisions | suite | passed | failed | warnings | not applicable | could not judge | seconds |\n|---|---|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of rows) {
    if (r.error) console.log(`| ${r.server} | | ${r.suite} | ${r.error} | | | | | |`);
    else
      console.log(
        `| ${r.server} | ${r.revisions} | ${r.suite} | ${r.passed} | ${r.failed} | ${r.warnings} | ${r.notApplicable} | ${r.couldNotJudge ?? 0} | ${r.seconds.toFixed(1)} |`,
      );
  }
}
process.exit(worst);
