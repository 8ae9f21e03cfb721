#!/usr/bin/env node
// Runs scenarios/mcp-client against the real MCP clients of test/real-clients/clients.ts, each as
// it ships (wirecase plays the server), and prints per client how many tests passed, failed, warned
// or did not apply, then each failure and warning with its reason. A triage tool: it judges nothing
// (real-clients.test.ts holds each client's expected verdicts).
//
//   npm run real-clients [-- --client NAME].. [--stdio] [--wide] [--keep DIR]
//
//   --client NAME   only this client (repeat, or comma-separate); default: all but the wide corpus
//   --stdio         the clients over stdio instead (test/real-clients/stdio-clients.ts): each launches
//                   the judging run's relay as its server through its own stdio transport
//   --wide          the wide corpus too (test/real-clients/wide: agent frameworks and LLM toolkits);
//                   its libraries are installed there first (npm ci) when they are missing
//   --keep DIR      write each results.json to DIR/<client>.json (default: a temp folder, removed)
//
// Exit code: 0 every run passed, 1 a test failed, 2 a client name is unknown, a run did not end or
// judged nothing (exit 4: a client that does not start), or the wide corpus could not be installed.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    client: { type: 'string', multiple: true },
    stdio: { type: 'boolean' },
    wide: { type: 'boolean' },
    keep: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  const self = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  process.stdout.write(
    `${self
      .split('\n')
      .filter((l) => l.startsWith('//'))
      .map((l) => l.slice(3))
      .join('\n')}\n`,
  );
  process.exit(0);
}
const built = path.join(root, 'dist', 'test', 'real-clients');
if (!existsSync(path.join(built, 'stdio-clients.js'))) {
  console.error(`${path.relative(root, built)} is missing: run \`npm run build\` first`);
  process.exit(2);
}
const { REAL_CLIENTS: HTTP_CLIENTS, CLIENT_TIMEOUT_MS: HTTP_TIMEOUT_MS, WIDE_DIR } = await import(pathToFileURL(path.join(built, 'clients.js')).href);
const { REAL_STDIO_CLIENTS, STDIO_CLIENT_TIMEOUT_MS } = await import(pathToFileURL(path.join(built, 'stdio-clients.js')).href);
const REAL_CLIENTS = values.stdio ? REAL_STDIO_CLIENTS : HTTP_CLIENTS;
const CLIENT_TIMEOUT_MS = values.stdio ? STDIO_CLIENT_TIMEOUT_MS : HTTP_TIMEOUT_MS;
const asked = (values.client ?? [])
  .flatMap((x) => x.split(','))
  .map((x) => x.trim())
  .filter(Boolean);
const unknown = asked.filter((name) => !REAL_CLIENTS[name]);
if (unknown.length) {
  console.error(`unknown client ${unknown.join(', ')}: the clients are ${Object.keys(REAL_CLIENTS).join(', ')}`);
  process.exit(2);
}
const names = asked.length ? asked : Object.keys(REAL_CLIENTS).filter((name) => values.wide || !REAL_CLIENTS[name].wide);
if (names.some((name) => REAL_CLIENTS[name].wide)) installWide();
const work = mkdtempSync(path.join(tmpdir(), 'wirecase-real-clients-'));
if (values.keep) mkdirSync(values.keep, { recursive: true });

/** The wide corpus's libraries, installed in its own folder from its lock file (never the project's node_modules). */
function installWide() {
  const dir = path.join(root, WIDE_DIR);
  if (existsSync(path.join(dir, 'node_modules', '.package-lock.json'))) return;
  process.stderr.write(`installing the wide corpus in ${WIDE_DIR} (npm ci; about 1.6 GB, a few minutes) …\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const done = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
  if (done.status !== 0) {
    console.error(`npm ci in ${WIDE_DIR} failed (exit ${done.status ?? done.signal}): the wide corpus cannot run`);
    process.exit(2);
  }
}

/** One `wirecase run scenarios/mcp-client --client CMD`; resolves with its exit code. */
function runClient(name, outDir) {
  const args = ['bin/wirecase.js', 'run', 'scenarios/mcp-client', '--client', REAL_CLIENTS[name].command];
  args.push('--client-timeout', String(REAL_CLIENTS[name].timeoutMs ?? CLIENT_TIMEOUT_MS), '--reporter', 'json', '--out', outDir);
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NO_COLOR: '1' } });
  return new Promise((resolve) => child.on('close', (code) => resolve(code)));
}

const rows = [];
const details = [];
let worst = 0;
for (const name of names) {
  process.stderr.write(`${name}: ${REAL_CLIENTS[name].description} …\n`);
  const outDir = path.join(work, name);
  const started = Date.now();
  const code = await runClient(name, outDir);
  const file = path.join(outDir, 'results.json');
  if (!existsSync(file)) {
    rows.push([name, '-', '-', '-', '-', '-', `no results (exit ${code})`]);
    worst = 2;
    continue;
  }
  if (values.keep) copyFileSync(file, path.join(values.keep, `${name}.json`));
  const { summary, tests } = JSON.parse(readFileSync(file, 'utf8'));
  rows.push([
    name,
    summary.passed,
    summary.failed,
    summary.warnings,
    summary.notApplicable,
    summary.couldNotJudge ?? 0,
    `${((Date.now() - started) / 1000).toFixed(0)} s`,
  ]);
  if (summary.failed) worst = Math.max(worst, 1);
  // Exit 4: nothing was judged (every test could not judge or not applicable), e.g. a client that does not start.
  if (code === 4) worst = 2;
  for (const t of tests.filter((x) => x.status === 'failed' || x.status === 'warning' || x.status === 'could-not-judge')) {
    details.push(`  ${name} ${t.id} ${t.status}: ${(t.failure?.message ?? t.reason ?? '').split('\n')[0]}`);
  }
}
rmSync(work, { recursive: true, force: true });

const header = ['client', 'passed', 'failed', 'warnings', 'not applicable', 'could not judge', 'time'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
if (details.length) console.log(`\nfailures, warnings and could-not-judge:\n${details.join('\n')}`);
process.exit(worst);
