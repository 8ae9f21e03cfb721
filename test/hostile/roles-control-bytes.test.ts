import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { binPath } from '../helpers/paths.js';

// Issue 44, item 5: control characters a peer sends (ESC, BEL, the C1 CSI) reach no report raw:
// the console, results.json, junit.xml, summary.md, report.html and the GitHub annotations show them
// as visible codes (JSON as \u escapes, read back the same). And a number outside the finite range is
// refused at load, located.

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-roles-bytes-'));
  dirs.push(dir);
  return dir;
};

function run(args: string[], cwd: string, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [binPath, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A raw control byte a terminal would act on: C0 but tab, LF and CR; DEL; C1. */
const RAW_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const HOSTILE = 'red\u001b[31m text\u0007 bell \u009b2J clear \u001b]0;retitled\u0007';

describe('control characters from a peer in every report', () => {
  it('ESC, BEL and CSI in a failing answer reach no report raw; results.json reads back the same bytes', async () => {
    const server = createServer((_req, res) => {
      // The bytes themselves (JSON would send ESC as \u001b).
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(HOSTILE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'a.yaml'),
      'id: bytes-01\ntitle: hostile bytes\nsteps:\n  - name: GET /\n    request: { method: GET, url: / }\n    expect:\n      status: 200\n      body: { contains: "expected" }\n',
    );
    const summary = path.join(dir, 'step-summary.md');
    try {
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const ran = await run(
        ['run', 'a.yaml', '--base-url', url, '--verbose', '--curl', '--reporter', 'console,json,junit,markdown,html', '--out', 'out'],
        dir,
        {
          GITHUB_ACTIONS: 'true',
          GITHUB_STEP_SUMMARY: summary,
        },
      );
      assert.equal(ran.code, 1, ran.stderr);
      const outputs: Record<string, string> = { stdout: ran.stdout, stderr: ran.stderr, 'step summary': readFileSync(summary, 'utf8') };
      for (const file of readdirSync(path.join(dir, 'out'))) outputs[file] = readFileSync(path.join(dir, 'out', file), 'utf8');
      assert.deepEqual(Object.keys(outputs).sort(), ['junit.xml', 'report.html', 'results.json', 'stderr', 'stdout', 'step summary', 'summary.md']);
      for (const [name, text] of Object.entries(outputs)) {
        const raw = RAW_CONTROL.exec(text);
        assert.equal(raw, null, `${name} holds a raw control byte U+${raw?.[0].charCodeAt(0).toString(16).padStart(4, '0')}`);
      }
      // The body is shown, its control bytes as visible codes, in each report that shows it.
      for (const name of ['stdout', 'report.html', 'junit.xml']) assert.match(outputs[name]!, /red\\x1b\[31m text\\x07 bell \\x9b2J/, name);
      // results.json is data: the same bytes, escaped.
      assert.ok(outputs['results.json']!.includes('\\u009b2J'));
      const results = JSON.parse(outputs['results.json']!);
      assert.ok(JSON.stringify(results).includes(JSON.stringify(HOSTILE).slice(1, -1)), 'results.json reads back the bytes the server sent');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a number outside the finite range (1e400, .inf, .nan) is refused at load with file:line:col', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'a.yaml'),
      'id: inf-01\ntitle: inf\nsteps:\n  - request: { method: POST, url: http://127.0.0.1:9/, json: { a: 1e400 } }\n    timeout: .inf\n    expect: { status: 200, json: { $.n: { lt: -1e400 } } }\n',
    );
    const ran = await run(['validate', 'a.yaml'], dir);
    assert.equal(ran.code, 2);
    assert.match(ran.stderr, /steps\.0\.request\.json\.a: this value is outside the range of a number \(Infinity\)\n\s+--> a\.yaml:4:67/);
    assert.match(ran.stderr, /steps\.0\.timeout: this value is outside the range of a number \(Infinity\)\n\s+--> a\.yaml:5:14/);
    assert.match(ran.stderr, /this value is outside the range of a number \(-Infinity\)\n\s+--> a\.yaml:6:47/);
  });
});
