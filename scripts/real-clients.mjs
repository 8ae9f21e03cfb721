#!/usr/bin/env node
// Runs scenarios/mcp-client against the real MCP clients of test/real-clients/clients.ts, each as
// it ships (wirecase plays the server), and prints per client how many tests passed, failed, warned
// or did not apply, then each failure and warning with its reason. A triage tool: it judges nothing
// (real-clients.test.ts holds each client's expected verdicts).
//
//   npm run real-clients [-- --client NAME].. [--keep DIR]
//
//   --client NAME   only this client (repeat, or comma-separate); default: all
//   --keep DIR      write each results.json to DIR/<client>.json (default: a temp folder, removed)
//
// Exit code: 0 every run passed, 1 a test failed, 2 a client name is unknown or a run did not end.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { client: { type: 'string', multiple: true }, keep: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
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
const registry = path.join(root, 'dist', 'test', 'real-clients', 'clients.js');
if (!existsSync(registry)) {
  console.error(`${path.relative(root, registry)} is missing: run \`npm run build\` first`);
  process.exit(2);
}
const { REAL_CLIENTS, CLIENT_TIMEOUT_MS } = await import(pathToFileURL(registry).href);
const asked = (values.client ?? [])
  .flatMap((x) => x.split(','))
  .map((x) => x.trim())
  .filter(Boolean);
const unknown = asked.filter((name) => !REAL_CLIENTS[name]);
if (unknown.length) {
  console.error(`unknown client ${unknown.join(', ')}: the clients are ${Object.keys(REAL_CLIENTS).join(', ')}`);
  process.exit(2);
}
const names = asked.length ? asked : Object.keys(REAL_CLIENTS);
const work = mkdtempSync(path.join(tmpdir(), 'wirecase-real-clients-'));
if (values.keep) mkdirSync(values.keep, { recursive: true });

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
    rows.push([name, '-', '-', '-', '-', `no results (exit ${code})`]);
    worst = 2;
    continue;
  }
  if (values.keep) copyFileSync(file, path.join(values.keep, `${name}.json`));
  const { summary, tests } = JSON.parse(readFileSync(file, 'utf8'));
  rows.push([name, summary.passed, summary.failed, summary.warnings, summary.notApplicable, `${((Date.now() - started) / 1000).toFixed(0)} s`]);
  if (summary.failed) worst = Math.max(worst, 1);
  for (const t of tests.filter((x) => x.status === 'failed' || x.status === 'warning')) {
    details.push(`  ${name} ${t.id} ${t.status}: ${(t.failure?.message ?? '').split('\n')[0]}`);
  }
}
rmSync(work, { recursive: true, force: true });

const header = ['client', 'passed', 'failed', 'warnings', 'not applicable', 'time'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
if (details.length) console.log(`\nfailures and warnings:\n${details.join('\n')}`);
process.exit(worst);
