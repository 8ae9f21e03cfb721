import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { binPath } from '../helpers/paths.js';
import { gone } from '../helpers/processes.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { TempProject } from '../helpers/temp-project.js';

/**
 * SIGINT, SIGTERM and SIGHUP end a run the same way: no new test starts, the running one is named as
 * interrupted (not failed), the finished ones are in every report marked incomplete, and the target's
 * whole process group is gone, SIGKILLed after the grace period if it ignores SIGTERM.
 */

const projects: TempProject[] = [];
after(() => {
  for (const p of projects) p.remove();
});

/** A target that writes its pid, answers /ok, and never answers /slow (noting that it was asked). */
const TARGET = `
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
if (process.env.IGNORE_TERM) process.on('SIGTERM', () => {});
createServer((req, res) => {
  if (req.url === '/slow') return writeFileSync('slow.hit', '1');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
}).listen(Number(process.env.PORT), '127.0.0.1', () => writeFileSync('target.pid', String(process.pid)));
`;

function project(options: { ignoreTerm?: boolean; slow?: boolean } = {}): TempProject {
  const p = new TempProject();
  projects.push(p);
  p.write('target.mjs', TARGET);
  const env = options.ignoreTerm ? '\n  env: { IGNORE_TERM: "1" }' : '';
  p.write('suite.yaml', `timeout: 60s\ntarget:\n  command: node target.mjs${env}\n`);
  const doc = (id: string, url: string) => `id: ${id}\ntitle: ${id}\nsteps:\n  - request: { url: ${url} }\n    expect: { status: 200 }\n`;
  p.write('a.yaml', [doc('sig-01', '/ok'), doc('sig-02', options.slow === false ? '/ok' : '/slow'), doc('sig-03', '/ok')].join('---\n'));
  return p;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; atMs: number }>;
}

function startRun(dir: string): Started {
  const child = spawn(process.execPath, ['--', binPath, 'run', '.', '--concurrency', '1', '--reporter', 'console,json,junit,markdown', '--out', 'out'], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<{ code: number | null; atMs: number }>((resolve) => child.on('close', (code) => resolve({ code, atMs: Date.now() })));
  const killer = setTimeout(() => child.kill('SIGKILL'), 45_000);
  void exited.then(() => clearTimeout(killer));
  return { child, output: () => output, exited };
}

async function waitFor(what: string, condition: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function pidOf(dir: string): number {
  return Number(readFileSync(path.join(dir, 'target.pid'), 'utf8'));
}

for (const [signal, exitCode] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  test(`${signal} mid-run: exit ${exitCode}, the finished test in every report marked incomplete, the running one interrupted, the target gone`, async () => {
    const p = project();
    const run = startRun(p.dir);
    await waitFor('the slow request', () => existsSync(path.join(p.dir, 'slow.hit')));
    const pid = pidOf(p.dir);
    run.child.kill(signal);
    const { code } = await run.exited;
    assert.equal(code, exitCode, run.output());

    const results = JSON.parse(readFileSync(path.join(p.dir, 'out', 'results.json'), 'utf8'));
    assert.deepEqual(resultsSchemaErrors(results), []);
    assert.deepEqual(
      results.tests.map((t: { id: string; status: string }) => `${t.id} ${t.status}`),
      ['sig-01 passed'],
    );
    assert.deepEqual(results.incomplete, { reason: `interrupted by ${signal}; stopped while running: sig-02`, testsPlanned: 3, interrupted: ['sig-02'] });
    assert.match(readFileSync(path.join(p.dir, 'out', 'junit.xml'), 'utf8'), /<error message="the run stopped early, after 1 of 3 tests: interrupted by/);
    assert.match(readFileSync(path.join(p.dir, 'out', 'summary.md'), 'utf8'), /\*\*Incomplete run:\*\* the run stopped early, after 1 of 3 tests/);
    // The abandoned test is not printed as failed, and the one after it never started.
    assert.doesNotMatch(run.output(), /✗ sig-02|sig-02.*failed|sig-03/);
    assert.ok(gone(pid), `target ${pid} still running`);
  });
}

test('a target that ignores SIGTERM: SIGKILLed within the grace period after a signal, and the run exits', async () => {
  const p = project({ ignoreTerm: true });
  const run = startRun(p.dir);
  await waitFor('the slow request', () => existsSync(path.join(p.dir, 'slow.hit')));
  const pid = pidOf(p.dir);
  const sentAt = Date.now();
  run.child.kill('SIGTERM');
  const { code, atMs } = await run.exited;
  assert.equal(code, 143, run.output());
  assert.ok(atMs - sentAt < 3000 + 2500, `the run took ${atMs - sentAt} ms to exit`);
  assert.ok(gone(pid), `target ${pid} still running`);
  assert.deepEqual(JSON.parse(readFileSync(path.join(p.dir, 'out', 'results.json'), 'utf8')).incomplete.interrupted, ['sig-02']);
});

test('a target that ignores SIGTERM after a finished run: SIGKILLed though its shell has exited, and the run exits', async () => {
  const p = project({ ignoreTerm: true, slow: false });
  const run = startRun(p.dir);
  const { code } = await run.exited;
  assert.equal(code, 0, run.output());
  assert.ok(gone(pidOf(p.dir)), 'the target outlived the run');
});

test('a second signal exits at once, the target killed', async () => {
  const p = project({ ignoreTerm: true });
  const run = startRun(p.dir);
  await waitFor('the slow request', () => existsSync(path.join(p.dir, 'slow.hit')));
  const pid = pidOf(p.dir);
  run.child.kill('SIGTERM');
  await waitFor('the first signal to be heard', () => /SIGTERM: stopping/.test(run.output()));
  const sentAt = Date.now();
  run.child.kill('SIGINT');
  const { code, atMs } = await run.exited;
  assert.equal(code, 143, run.output());
  assert.ok(atMs - sentAt < 1500, `the second signal took ${atMs - sentAt} ms`);
  await waitFor('the target to go', () => gone(pid), 1000);
});
