import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { binPath } from '../helpers/paths.js';
import { until } from './fixtures/roles-flood.js';

// Issue 44, item 2 (deadline and signals): a signal is answered at once, and a run a signal stops
// while its target starts, during its setup, or while a client that ignores SIGTERM runs ends within
// 3 s, its targets stopped and its reports written, marked incomplete. Every run has a deadline
// (--max-time). An --out folder that can never be made is a clear exit 2.

const stubborn = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'roles-stubborn.js');
const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-roles-signals-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const quoted = (s: string) => JSON.stringify(s);
const DOC = 'id: t-01\ntitle: t\nsteps:\n  - request: { method: GET, url: /x }\n    expect: { status: 200 }\n';

interface Running {
  exited: Promise<{ code: number | null; stderr: string; at: number }>;
  signal(name: NodeJS.Signals): number;
}

function wirecase(dir: string, args: string[]): Running {
  const child = spawn(process.execPath, [binPath, 'run', '.', '--reporter', 'console,json', '--out', 'out', ...args], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stdout.resume();
  child.stderr.on('data', (c) => (stderr += c));
  return {
    exited: new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr, at: performance.now() }))),
    signal: (name) => {
      child.kill(name);
      return performance.now();
    },
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function incomplete(dir: string): { reason: string; testsPlanned: number } {
  const results = JSON.parse(readFileSync(path.join(dir, 'out', 'results.json'), 'utf8'));
  return results.incomplete;
}

/** Starts a run, sends SIGTERM once `marker` exists, and checks it ended within 3 s with its report, its stubborn process gone. */
async function stoppedWithin3s(dir: string, marker: string, args: string[] = []): Promise<string> {
  const run = wirecase(dir, args);
  await until(() => existsSync(marker), 30_000, 'the stubborn process reached its place');
  const pid = Number(readFileSync(marker, 'utf8'));
  const sent = run.signal('SIGTERM');
  const ended = await run.exited;
  assert.equal(ended.code, 143, ended.stderr);
  assert.ok(ended.at - sent < 3000, `ended ${Math.round(ended.at - sent)} ms after SIGTERM`);
  const stop = incomplete(dir);
  assert.match(stop.reason, /interrupted by SIGTERM/);
  // Killed as the run ended (it ignores SIGTERM): the bound keeps a broken stop from hanging the test.
  await until(() => !alive(pid), 5000, `the stubborn process ${pid} is gone`);
  return stop.reason;
}

describe('signals and the deadline', () => {
  it('SIGTERM while the target starts (a target that ignores SIGTERM): ends within 3 s, its report incomplete, the target killed', async () => {
    const dir = project({ 'a.yaml': DOC });
    const marker = path.join(dir, 'target.pid');
    writeFileSync(
      path.join(dir, 'suite.yaml'),
      `name: s\ntarget:\n  command: ${quoted(`"${process.execPath}" "${stubborn}" never-ready "${marker}"`)}\n  readyTimeout: 60s\n`,
    );
    await stoppedWithin3s(dir, marker);
  });

  it('SIGTERM during setup (a server that never answers it): ends within 3 s, its report incomplete, the target killed', async () => {
    const dir = project({ 'a.yaml': DOC });
    const marker = path.join(dir, 'setup.pid');
    writeFileSync(
      path.join(dir, 'suite.yaml'),
      [
        'name: s',
        'target:',
        `  command: ${quoted(`"${process.execPath}" "${stubborn}" hang-setup "${marker}"`)}`,
        'setup:',
        '  - name: slow',
        '    steps:',
        '      - request: { method: GET, url: "{{ baseUrl }}/setup" }',
        '        timeout: 60s',
        '        expect: { status: 200 }',
        '',
      ].join('\n'),
    );
    await stoppedWithin3s(dir, marker);
  });

  it('SIGTERM while a client that ignores SIGTERM runs: ends within 3 s, its report incomplete, the client killed', async () => {
    const marker = path.join(tmpdir(), `wirecase-roles-client-${process.pid}.pid`);
    const dir = project({
      'suite.yaml': `name: c\nclient:\n  command: ${quoted(`"${process.execPath}" "${stubborn}" client "${marker}"`)}\n  timeout: 60s\n`,
      'c.yaml': 'id: c-01\ntitle: c\nrole: client\nchecks:\n  - name: any\n    expect: { json: { "$.method": { exists: true } } }\n',
    });
    try {
      await stoppedWithin3s(dir, marker);
    } finally {
      rmSync(marker, { force: true });
    }
  });

  it('a client that ignores SIGTERM is stopped at its timeout: the run goes on and ends', async () => {
    const marker = path.join(tmpdir(), `wirecase-roles-client2-${process.pid}.pid`);
    const dir = project({
      'suite.yaml': `name: c\nclient:\n  command: ${quoted(`"${process.execPath}" "${stubborn}" client "${marker}"`)}\n  timeout: 1s\n`,
      'c.yaml': 'id: c-01\ntitle: c\nrole: client\nchecks:\n  - name: any\n    expect: { json: { "$.method": { exists: true } } }\n',
    });
    try {
      const run = wirecase(dir, []);
      const ended = await run.exited;
      const results = JSON.parse(readFileSync(path.join(dir, 'out', 'results.json'), 'utf8'));
      assert.equal(results.incomplete, undefined, ended.stderr);
      assert.equal(ended.code, 4, ended.stderr);
      assert.match(results.tests[0].reason, /the client was still running after 1000 ms: wirecase stopped it/);
      const pid = Number(readFileSync(marker, 'utf8'));
      await until(() => !alive(pid), 5000, `the client ${pid} is gone`);
    } finally {
      rmSync(marker, { force: true });
    }
  });

  it('--max-time: a run whose target never starts ends at its deadline (plus at most 3 s), exit 3, its report saying why', async () => {
    const dir = project({ 'a.yaml': DOC });
    const marker = path.join(dir, 'target.pid');
    writeFileSync(
      path.join(dir, 'suite.yaml'),
      `name: s\ntarget:\n  command: ${quoted(`"${process.execPath}" "${stubborn}" never-ready "${marker}"`)}\n  readyTimeout: 60s\n`,
    );
    const started = performance.now();
    const ended = await wirecase(dir, ['--max-time', '2']).exited;
    assert.equal(ended.code, 3, ended.stderr);
    assert.ok(ended.at - started < 2000 + 3000 + 1500, `ended after ${Math.round(ended.at - started)} ms (the start of node itself included)`);
    assert.match(incomplete(dir).reason, /the run passed its deadline of 2 s \(--max-time\)/);
    const pid = Number(readFileSync(marker, 'utf8'));
    await until(() => !alive(pid), 5000, `the target ${pid} is gone`);
  });

  it('--max-time that is not a duration is exit 2, named', async () => {
    const dir = project({ 'a.yaml': DOC });
    const ended = await wirecase(dir, ['--max-time', 'soon']).exited;
    assert.equal(ended.code, 2);
    assert.match(ended.stderr, /--max-time must be a duration such as 600 \(seconds\), 90s, 30m or 2h \(0: none\), got `soon`/);
  });

  it('--out under /proc (a folder that can never be made) is exit 2 at once, naming it, not a spin', async () => {
    const dir = project({ 'a.yaml': DOC, 'suite.yaml': 'name: s\nbaseUrl: http://127.0.0.1:9\n' });
    const child = spawn(process.execPath, [binPath, 'run', '.', '--reporter', 'json', '--out', '/proc/self/wirecase/reports'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    assert.equal(code, 2);
    assert.match(stderr, /--out \/proc\/self\/wirecase\/reports: the folder cannot be made \(ENOENT\)/);
  });
});
