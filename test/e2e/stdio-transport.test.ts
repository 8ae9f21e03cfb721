import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { binPath, repoRoot } from '../helpers/paths.js';
import { gone } from '../helpers/processes.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

/**
 * The stdio transport end to end: a suite whose `target.stdio` is a small line-delimited JSON-RPC
 * server; every test starts its own process; stderr is evidence, never a failure; a signal stops
 * the run and every server process it started, even one that ignores SIGTERM.
 */

const projects: TempProject[] = [];
after(() => {
  for (const p of projects) p.remove();
});

/** A minimal 2025-era stdio server: initialize, tools/list, ping; `slow` never answers; its pid in a file per process. */
const SERVER = `
import { appendFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
if (process.env.IGNORE_TERM) process.on('SIGTERM', () => {});
appendFileSync('pids', process.pid + '\\n');
process.stderr.write('a log line on stderr, as the spec allows\\n'.repeat(Number(process.env.STDERR_LINES ?? 1)));
const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.method === 'initialize') send({ id: m.id, result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'tiny', version: '1' } } });
  else if (m.method === 'tools/list') send({ id: m.id, result: { tools: [] } });
  else if (m.method === 'ping') send({ id: m.id, result: {} });
  else if (m.method === 'slow') writeFileSync('slow.hit', String(process.pid));
  else if (m.id !== undefined) send({ id: m.id, error: { code: -32601, message: 'Method not found' } });
}).on('close', () => { if (!process.env.IGNORE_TERM) process.exit(0); });
`;

function project(env: Record<string, string> = {}, slow = false): TempProject {
  const p = new TempProject();
  projects.push(p);
  p.write('server.mjs', SERVER);
  const envText = Object.keys(env).length ? `\n  env: ${JSON.stringify(env)}` : '';
  p.write('suite.yaml', `timeout: 30s\nmcp: { revision: "2025-11-25" }\ntarget:\n  stdio: node server.mjs${envText}\n`);
  p.write(
    'a.yaml',
    `id: io-01
title: a session over stdio
steps:
  - rpc: { method: initialize, params: {} }
    expect: { json: { $.result.protocolVersion: "2025-11-25" } }
  - rpc: { method: notifications/initialized, notification: true }
    expect: { status: 2xx }
  - rpc: { method: tools/list, params: {} }
    expect: { json: { $.result.tools: { length: 0 } } }
${slow ? '  - rpc: { method: slow }\n    expect: { status: 200 }\n' : ''}  - stdio: { close: true }
    expect:
      json:
        $.invalid: { length: 0 }
        $.exitedOnClose: true
---
id: io-02
title: headers are HTTP only
steps:
  - request: { url: /x }
    expect: { status: 200 }
---
id: io-03
title: a second test, a second process
steps:
  - rpc: { method: ping }
    expect: { json: { $.result: { equals: {} } } }
`,
  );
  return p;
}

test('each test starts its own process; rpc steps and a stdio step are judged; HTTP-only documents are not applicable; stderr fails nothing', async () => {
  const p = project({ STDERR_LINES: '500' });
  const run = await runCli(['run', '.', '--reporter', 'json', '--out', 'out'], { cwd: p.dir });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  const results = JSON.parse(readFileSync(path.join(p.dir, 'out', 'results.json'), 'utf8'));
  assert.deepEqual(
    results.tests.map((t: { id: string; status: string; reason?: string }) => `${t.id} ${t.status}${t.reason ? ` ${t.reason}` : ''}`),
    ['io-01 passed', 'io-02 not-applicable HTTP transport only', 'io-03 passed'],
  );
  const pids = readFileSync(path.join(p.dir, 'pids'), 'utf8').trim().split('\n').map(Number);
  // Two for the tests that ran (io-02 took none), and the spare started ahead for a next test, shut
  // down at the suite's end; no probe was asked for.
  assert.equal(new Set(pids).size, 3);
  for (const pid of pids) assert.ok(gone(pid), `server ${pid} outlived the run`);
});

test('--stdio replaces the suite target; a stdio document over HTTP is not applicable', async () => {
  const p = project();
  const stdio = await runCli(['run', 'a.yaml', '--id', 'io-03', '--stdio', 'node server.mjs', '--reporter', 'json', '--out', 'out'], { cwd: p.dir });
  assert.equal(stdio.code, 0, stdio.stdout + stdio.stderr);
  const bad = await runCli(['run', 'a.yaml', '--stdio', ' '], { cwd: p.dir });
  assert.equal(bad.code, 2);
  assert.match(bad.stdout + bad.stderr, /--stdio needs the command line/);
});

for (const [signal, exitCode] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  test(`${signal} while a stdio server is thinking: the run exits ${exitCode} and the server process (which ignores SIGTERM) is gone`, async () => {
    const p = project({ IGNORE_TERM: '1' }, true);
    const child = spawn(process.execPath, ['--', binPath, 'run', '.', '--id', 'io-01', '--reporter', 'json', '--out', 'out'], {
      cwd: p.dir,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    const killer = setTimeout(() => child.kill('SIGKILL'), 40_000);
    const deadline = Date.now() + 20_000;
    while (!existsSync(path.join(p.dir, 'slow.hit'))) {
      assert.ok(Date.now() < deadline, `the slow request never came: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const pid = Number(readFileSync(path.join(p.dir, 'slow.hit'), 'utf8'));
    child.kill(signal);
    const code = await exited;
    clearTimeout(killer);
    assert.equal(code, exitCode, output);
    assert.ok(gone(pid), `server ${pid} still running`);
    const results = JSON.parse(readFileSync(path.join(p.dir, 'out', 'results.json'), 'utf8'));
    assert.deepEqual(results.incomplete.interrupted, ['io-01']);
  });
}

test('wirecase fuzz --stdio: one server process for the run, the era probed on it, its tools called; --base-url or --stdio is required', async () => {
  const p = new TempProject();
  projects.push(p);
  const reference = `node ${JSON.stringify(path.join(repoRoot, 'dist', 'test', 'targets', 'mcp-reference', 'main.js'))} --stdio`;
  const run = await runCli(['fuzz', '--stdio', reference, '--tools', 'echo', '--include-destructive', '--budget', '3', '--reporter', 'json', '--out', 'out'], {
    cwd: p.dir,
  });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /the server speaks 2026-07-28; 1 of \d+ tools will be called/);
  const results = JSON.parse(readFileSync(path.join(p.dir, 'out', 'results.json'), 'utf8'));
  assert.ok(results.tests.length >= 1);
  const neither = await runCli(['fuzz'], { cwd: p.dir });
  assert.equal(neither.code, 2);
  assert.match(neither.stdout + neither.stderr, /either --base-url URL or --stdio/);
});

test('a stdio server slower to start than the probe wait (5 s) is still judged: the wait counts from its answer to initialize', async () => {
  const p = new TempProject();
  projects.push(p);
  const reference = `sleep 6 && exec node ${JSON.stringify(path.join(repoRoot, 'dist', 'test', 'targets', 'mcp-reference', 'main.js'))} --stdio`;
  const suite = path.join(repoRoot, 'scenarios', 'mcp-2025-11-25');
  const run = await runCli(['run', suite, '--id', 'stdio-01', '--stdio', reference, '--timeout', '20000', '--reporter', 'json', '--out', 'out'], {
    cwd: p.dir,
  });
  const results = JSON.parse(readFileSync(path.join(p.dir, 'out', 'results.json'), 'utf8'));
  const test01 = results.tests.find((t: { id: string }) => t.id === 'stdio-01');
  assert.equal(test01?.status, 'passed', `${run.stdout}${run.stderr}`);
  assert.equal(run.code, 0);
});
