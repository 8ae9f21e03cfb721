import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ValidateFunction } from 'ajv';
import { readScanList } from '../../src/scan/list.js';
import type { ScanResult, ServerEntry } from '../../src/scan/outcome.js';
import { scan } from '../../src/scan/scan.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { type ReferenceTarget, startReferenceTarget } from '../targets/mcp-reference/server.js';

/**
 * `wirecase scan` end to end, in the process (the CLI once, for its exit code and a list's errors): a
 * list mixing a running server, a started `command` server, a stdio server, one that hangs and one that
 * exits at once; a failure's reproducing document run with `wirecase run`; `--since` between two scans
 * of one list where one server's fault was switched on. Each server runs a few documents (`ids`).
 */

const require = createRequire(import.meta.url);
const target = path.join(repoRoot, 'dist', 'test', 'targets', 'mcp-reference', 'main.js');
const node = JSON.stringify(process.execPath);
/** A YAML single-quoted scalar. */
const yq = (text: string) => `'${text.replace(/'/g, "''")}'`;

function scanSchema(): ValidateFunction {
  const { Ajv2020 } = require('ajv/dist/2020.js') as { Ajv2020: new (o: object) => { compile(s: object): ValidateFunction } };
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  (require('ajv-formats') as (a: unknown) => void)(ajv);
  return ajv.compile(JSON.parse(readFileSync(path.join(repoRoot, 'schemas', 'scan.schema.json'), 'utf8')) as object);
}

/** A value of the environment the list reads: it reaches the server, never a file the scan writes. */
const SECRET = 'tenant-s3cr3t-6d41';

const byName = (r: ScanResult, name: string): ServerEntry => {
  const found = r.servers.find((s) => s.name === name);
  assert.ok(found, `${name} is in scan.json`);
  return found;
};

describe('wirecase scan', () => {
  let dir: string;
  let running: ReferenceTarget;
  let faulty: ReferenceTarget;
  /** Accepts every connection and never answers. */
  let silent: Server;
  let mixed: ScanResult;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wirecase-scan-'));
    running = await startReferenceTarget({ port: 0, legacy: 'session-sse' });
    faulty = await startReferenceTarget({ port: 0, fault: 'missing-ttl' });
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const listFile = path.join(dir, 'servers.yaml');
    writeFileSync(
      listFile,
      `servers:
  - name: running
    url: ${running.mcpUrl}
    ids: [lc-01, lc-02, disc-01, mcp-apps-cap-01*, mcp-apps-ctx-01]
  - name: started
    command: ${yq(`${node} ${JSON.stringify(target)} --port {{ port }}`)}
    env: { LEGACY: session-sse, FAULT: missing-ttl }
    url: http://127.0.0.1:{{ port }}/mcp
    suites: [mcp-2025-11-25, mcp-2026-07-28]
    ids: [lc-01, disc-01, cache-01]
  - name: over-stdio
    stdio: ${yq(`${node} ${JSON.stringify(target)} --stdio`)}
    env: { STDIO_FAULT: stdout-banner }
    suites: [mcp-2025-11-25]
    ids: [lc-01, stdio-01]
  - name: hangs
    command: ${yq(`${node} -e "setInterval(() => {}, 1000)"`)}
    url: http://127.0.0.1:{{ port }}/mcp
    startTimeout: 1500
    ids: [lc-01, disc-01]
  - name: exits
    command: ${yq(`${node} -e "process.stderr.write('no config file'); process.exit(3)"`)}
    url: http://127.0.0.1:{{ port }}/mcp
    ids: [lc-01, disc-01]
  - name: silent
    url: http://127.0.0.1:${(silent.address() as { port: number }).port}/mcp
    startTimeout: 1000
    ids: [lc-01]
  - name: faulty
    url: ${faulty.mcpUrl}?tenant={{ env.WIRECASE_SCAN_TEST_SECRET }}
    suites: [mcp-2026-07-28]
    ids: [cache-01, disc-01]
`,
    );
    const list = await readScanList(listFile, listFile, { ...process.env, WIRECASE_SCAN_TEST_SECRET: SECRET });
    mixed = (await scan({ list, outDir: path.join(dir, 'mixed'), concurrency: 2 })).result;
  });

  after(async () => {
    await running?.close();
    await faulty?.close();
    silent?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finishes a list of running, started, stdio, hanging and crashing servers, losing nothing', () => {
    assert.deepEqual(
      mixed.servers.map((s) => [s.name, s.status]),
      [
        ['running', 'judged'],
        ['started', 'judged'],
        ['over-stdio', 'judged'],
        ['hangs', 'could-not-start'],
        ['exits', 'could-not-start'],
        ['silent', 'could-not-start'],
        ['faulty', 'judged'],
      ],
    );
    const statuses = (name: string) => Object.fromEntries(byName(mixed, name).tests.map((t) => [t.id, t.status]));
    assert.deepEqual(statuses('started'), { 'lc-01': 'passed', 'disc-01': 'passed', 'cache-01': 'failed' });
    // A started server's repro says how it was started, its port filled in.
    assert.match(
      readFileSync(path.join(dir, 'mixed', 'started', 'repro', 'README.md'), 'utf8'),
      /start it the same way first:\n\n```sh\n.*main\.js" --port \d+\n```[\s\S]*wirecase run started\/repro\/mcp-2026-07-28 --base-url http:\/\/127\.0\.0\.1:\d+\/mcp/,
    );
    // Each server's `env` reaches its process: the 2025 era served (LEGACY), a banner on stdout (STDIO_FAULT).
    assert.deepEqual(statuses('over-stdio'), { 'lc-01': 'passed', 'stdio-01': 'failed' });
    assert.equal(statuses('running')['lc-01'], 'passed');
    assert.equal(statuses('running')['disc-01'], 'passed');
    // mcp-apps-ctx-01 is the host role's (mcp-apps/host, a suite of its own): a server scan leaves it out.
    assert.deepEqual(
      Object.keys(statuses('running')).filter((id) => !/^mcp-apps-cap-01/.test(id)),
      ['lc-01', 'lc-02', 'disc-01'],
    );
    // Both eras of the Apps document, each its own column.
    const apps = byName(mixed, 'running').columns.filter((c) => c.suite === 'mcp-apps');
    assert.deepEqual(
      apps.map((c) => c.era),
      ['2025-11-25', '2026-07-28'],
    );
    assert.deepEqual(statuses('faulty'), { 'cache-01': 'failed', 'disc-01': 'passed' });
    assert.match(
      readFileSync(path.join(dir, 'mixed', 'over-stdio', 'repro', 'README.md'), 'utf8'),
      /wirecase run over-stdio\/repro\/mcp-2025-11-25 --stdio 'export STDIO_FAULT='\\''stdout-banner'\\''; /,
    );
    const quiet = byName(mixed, 'silent');
    assert.match(quiet.cause ?? '', /accepts connections but sent no HTTP answer to a GET within 1\.0 s/);
    assert.deepEqual(
      quiet.tests.map((t) => t.status),
      ['could-not-judge'],
    );
    // The two that never answered: every test could-not-judge, each with the cause.
    for (const [name, cause] of [
      ['hangs', /did not answer at http:\/\/127\.0\.0\.1:\d+\/mcp within 1\.5 s of its start \(stopped\)/],
      ['exits', /exited with code 3 .*before it answered.*no config file/],
    ] as const) {
      const entry = byName(mixed, name);
      assert.match(entry.cause ?? '', cause);
      assert.deepEqual(
        entry.tests.map((t) => [t.id, t.status]),
        [
          ['lc-01', 'could-not-judge'],
          ['disc-01', 'could-not-judge'],
        ],
      );
      for (const t of entry.tests) assert.match(t.reason ?? '', cause);
      assert.equal(
        entry.columns.reduce((n, c) => n + c.counts.couldNotJudge, 0),
        2,
      );
    }
  });

  it('writes scan.json valid against its schema, a report page and a badge per server, and the dashboard', () => {
    const out = path.join(dir, 'mixed');
    const written = JSON.parse(readFileSync(path.join(out, 'scan.json'), 'utf8')) as ScanResult;
    const validate = scanSchema();
    assert.ok(validate(written), JSON.stringify(validate.errors, null, 2));
    assert.deepEqual(written, JSON.parse(JSON.stringify(mixed)));
    for (const s of written.servers) {
      assert.ok(existsSync(path.join(out, s.name, 'report.html')), `${s.name}/report.html`);
      assert.ok(existsSync(path.join(out, s.name, 'results.json')), `${s.name}/results.json`);
      assert.match(readFileSync(path.join(out, 'badges', `${s.name}.svg`), 'utf8'), /^<svg [^>]*aria-label="MCP[^"]*"/);
    }
    assert.match(readFileSync(path.join(out, 'badges', 'faulty.svg'), 'utf8'), /aria-label="MCP 2026-07-28: \d+\/\d+ MUSTs"/);
    assert.match(readFileSync(path.join(out, 'badges', 'hangs.svg'), 'utf8'), /aria-label="MCP: could not judge"/);
    // Per sentence: the verdict, its level and test IDs.
    const sentence = Object.entries(byName(written, 'faulty').sentences['mcp-2026-07-28'] ?? {}).find(([, v]) => v.tests.includes('cache-01'));
    assert.ok(sentence, 'a sentence cache-01 proves');
    assert.equal(sentence[1].verdict, 'failed');
    assert.match(sentence[1].level, /^(MUST|MUST NOT|SHOULD|SHOULD NOT|MAY)$/);
    assert.ok(written.suites['mcp-2026-07-28']?.sentences[sentence[0]]?.text, 'the sentence is quoted once in suites');
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    assert.match(html, /href="faulty\/report\.html#test-cache-01"/);
    assert.doesNotMatch(html, /<script[^>]* src=|<link /, 'nothing fetched');
    // The environment's value the list read went to the server (its requests name it) and is masked in every file.
    const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    assert.ok(files.length > 20);
    for (const f of files) assert.ok(!readFileSync(path.join(f.parentPath, f.name), 'utf8').includes(SECRET), `${f.name} holds the secret`);
    assert.match(readFileSync(path.join(out, 'faulty', 'results.json'), 'utf8'), /\?tenant=\*\*\*/);
  });

  it("a failure's reproducing document fails the same test, with the same sentence, under `wirecase run`", async () => {
    const test = byName(mixed, 'faulty').tests.find((t) => t.id === 'cache-01');
    assert.equal(test?.repro, 'faulty/repro/mcp-2026-07-28/cache-01.yaml');
    const repro = path.join(dir, 'mixed', 'faulty', 'repro', 'mcp-2026-07-28');
    const readme = readFileSync(path.join(dir, 'mixed', 'faulty', 'repro', 'README.md'), 'utf8');
    // The URL as judged, the environment's value in it masked.
    assert.ok(readme.includes(`wirecase run faulty/repro/mcp-2026-07-28 --base-url '${faulty.mcpUrl}?tenant=***'`), readme);
    const out = path.join(dir, 'repro-run');
    const run = await runCli(['run', repro, '--base-url', faulty.mcpUrl, '--reporter', 'json', '--out', out], { cwd: dir });
    assert.equal(run.code, 1, run.stderr);
    const scanned = JSON.parse(readFileSync(path.join(dir, 'mixed', 'faulty', 'results.json'), 'utf8')) as {
      tests: Array<{ id: string; status: string; requirements?: unknown }>;
    };
    const rerun = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as typeof scanned;
    assert.deepEqual(
      rerun.tests.map((t) => [t.id, t.status]),
      [['cache-01', 'failed']],
    );
    assert.deepEqual(rerun.tests[0]!.requirements, scanned.tests.find((t) => t.id === 'cache-01')!.requirements);
  });

  it('--since lists exactly what changed when one server got a fault, and the CLI says so', async () => {
    const b = await startReferenceTarget({ port: 0 });
    const port = new URL(b.url).port;
    const listFile = path.join(dir, 'since.yaml');
    writeFileSync(
      listFile,
      `servers:\n  - name: a\n    url: ${running.mcpUrl}\n    suites: [mcp-2026-07-28]\n    ids: [cache-01, disc-05]\n  - name: b\n    url: http://127.0.0.1:${port}/mcp\n    suites: [mcp-2026-07-28]\n    ids: [cache-01, cache-02, disc-01, disc-05]\n`,
    );
    const first = path.join(dir, 'first');
    await scan({ list: await readScanList(listFile, listFile), outDir: first, concurrency: 2 });
    await b.close();
    const broken = await startReferenceTarget({ port: Number(port), fault: 'missing-ttl' });
    try {
      const cli = await runCli(['scan', listFile, '--out', path.join(dir, 'second'), '--since', path.join(first, 'scan.json')], { cwd: dir });
      assert.equal(cli.code, 1, cli.stderr);
      const second = JSON.parse(readFileSync(path.join(dir, 'second', 'scan.json'), 'utf8')) as ScanResult;
      const changes = second.changes!;
      assert.deepEqual(changes.nowFails.map((c) => `${c.server} ${c.id} ${c.was}→${c.now}`).sort(), [
        'b cache-01 passed→failed',
        'b cache-02 passed→failed',
        'b disc-05 passed→failed',
      ]);
      assert.deepEqual([changes.nowPasses, changes.new, changes.gone, changes.changed], [[], [], [], []]);
      assert.match(cli.stdout, /changes since .*first\/scan\.json .*: 3\n {2}now fails, was not failing \(3\):/);
      assert.match(readFileSync(path.join(dir, 'second', 'index.html'), 'utf8'), /Now fails, was not failing \(3\)/);
    } finally {
      await broken.close();
    }
  });

  it('a list with mistakes is exit 2, each at file:line:col, and nothing runs', async () => {
    const listFile = path.join(dir, 'bad.yaml');
    writeFileSync(listFile, 'servers:\n  - name: a\n    url: http://127.0.0.1:1/mcp\n  - name: a\n    urll: http://127.0.0.1:1/mcp\n    stdio: x\n');
    const cli = await runCli(['scan', listFile, '--out', path.join(dir, 'bad-out')], { cwd: dir });
    assert.equal(cli.code, 2, cli.stderr);
    assert.match(cli.stderr, /unknown key `urll`[\s\S]*bad\.yaml:5:5[\s\S]*did you mean `url`/);
    assert.ok(!existsSync(path.join(dir, 'bad-out', 'scan.json')));
    writeFileSync(listFile, 'servers:\n  - name: a\n    url: http://127.0.0.1:1/mcp\n  - name: a\n    url: http://127.0.0.1:{{ port }}/mcp\n');
    const twice = await runCli(['scan', listFile], { cwd: dir });
    assert.equal(twice.code, 2);
    assert.match(twice.stderr, /the name `a` is given twice \(first at line 2\)[\s\S]*bad\.yaml:4:11/);
    assert.match(twice.stderr, /`\{\{ port \}\}` is the free port a `command` is started on[\s\S]*bad\.yaml:5:10/);
    writeFileSync(listFile, 'servers:\n  - name: a\n    url: http://127.0.0.1:1/mcp\n');
    writeFileSync(path.join(dir, 'not-a-scan.json'), '{"servers": []}');
    const since = await runCli(['scan', listFile, '--since', 'not-a-scan.json'], { cwd: dir });
    assert.equal(since.code, 2);
    assert.match(since.stderr, /--since not-a-scan\.json: not a scan\.json: \/ must have required property 'tool'/);
  });

  it('exits as `run` does: 4 when nothing was judged, 1 under --strict (a test not judged fails)', async () => {
    const listFile = path.join(dir, 'nobody.yaml');
    writeFileSync(listFile, 'servers:\n  - name: nobody\n    url: http://127.0.0.1:1/mcp\n    ids: [lc-01]\n');
    const plain = await runCli(['scan', listFile, '--out', path.join(dir, 'nobody')], { cwd: dir });
    assert.equal(plain.code, 4, plain.stderr);
    assert.match(plain.stdout, /scan: 1 server \(1 could-not-start\): 0 passed, 0 failed, 0 warnings, 0 not applicable, 1 could not judge, 0 skipped/);
    const strict = await runCli(['scan', listFile, '--out', path.join(dir, 'nobody'), '--strict'], { cwd: dir });
    assert.equal(strict.code, 1, strict.stderr);
  });
});

describe('wirecase scan, stopped by a signal', () => {
  it('keeps what finished, marks the rest, writes every output and stops the server it started', { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-scan-signal-'));
    const quick = await startReferenceTarget({ port: 0 });
    try {
      const pidFile = path.join(dir, 'server.pid');
      const listFile = path.join(dir, 'servers.yaml');
      // The second server records its process ID (the shell's, which `exec` turns into the server).
      writeFileSync(
        listFile,
        `servers:\n  - name: quick\n    url: ${quick.mcpUrl}\n    suites: [mcp-2026-07-28]\n    ids: [disc-01]\n  - name: slow\n    command: ${yq(`export LEGACY=session-sse; echo $$ > ${JSON.stringify(pidFile)}; exec ${node} ${JSON.stringify(target)} --port {{ port }}`)}\n    url: http://127.0.0.1:{{ port }}/mcp\n  - name: never\n    url: ${quick.mcpUrl}\n`,
      );
      const child = spawn(
        process.execPath,
        ['--', path.join(repoRoot, 'bin', 'wirecase.js'), 'scan', listFile, '--out', path.join(dir, 'out'), '--concurrency', '1'],
        {
          cwd: dir,
          env: { ...process.env, NO_COLOR: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      const ended = new Promise<number | null>((resolve) => child.once('close', resolve));
      // Once the slow server runs its tests (its process started, the first server finished), SIGTERM.
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
      });
      await new Promise<void>((resolve) => {
        const poll = setInterval(() => {
          if (/\[1\/3\] quick:/.test(stderr) && existsSync(pidFile)) {
            clearInterval(poll);
            resolve();
          }
        }, 50);
      });
      child.kill('SIGTERM');
      assert.equal(await ended, 143, stderr);
      const result = JSON.parse(readFileSync(path.join(dir, 'out', 'scan.json'), 'utf8')) as ScanResult;
      assert.deepEqual(
        result.servers.map((s) => [s.name, s.status]),
        [
          ['quick', 'judged'],
          ['slow', 'interrupted'],
        ],
      );
      assert.deepEqual(byName(result, 'quick').tests, [{ id: 'disc-01', suite: 'mcp-2026-07-28', era: '2026-07-28', status: 'passed' }]);
      assert.deepEqual(result.incomplete?.notScanned, ['never']);
      assert.match(result.incomplete?.reason ?? '', /stopped by SIGTERM/);
      assert.ok(existsSync(path.join(dir, 'out', 'index.html')));
      assert.ok(existsSync(path.join(dir, 'out', 'quick', 'report.html')));
      // The server the scan started is gone (its process group stopped), soon after the scan's exit.
      const pid = Number(readFileSync(pidFile, 'utf8'));
      const alive = () => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      for (let waited = 0; alive() && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      assert.equal(alive(), false, `the slow server (pid ${pid}) still runs`);
    } finally {
      await quick.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
