import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ValidateFunction } from 'ajv';
import { readScanList } from '../../src/scan/list.js';
import type { ScanResult, ServerEntry } from '../../src/scan/outcome.js';
import { scan } from '../../src/scan/scan.js';
import { binPath, repoRoot } from '../helpers/paths.js';
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

const byName = (r: ScanResult, name: string): ServerEntry => {
  const found = r.servers.find((s) => s.name === name);
  assert.ok(found, `${name} is in scan.json`);
  return found;
};

describe('wirecase scan', () => {
  let dir: string;
  let running: ReferenceTarget;
  let faulty: ReferenceTarget;
  let mixed: ScanResult;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wirecase-scan-'));
    running = await startReferenceTarget({ port: 0, legacy: 'session-sse' });
    faulty = await startReferenceTarget({ port: 0, fault: 'missing-ttl' });
    const listFile = path.join(dir, 'servers.yaml');
    writeFileSync(
      listFile,
      `servers:
  - name: running
    url: ${running.mcpUrl}
    ids: [lc-01, lc-02, disc-01, mcp-apps-cap-01*]
  - name: started
    command: ${yq(`LEGACY=session-sse ${node} ${JSON.stringify(target)} --port {{ port }}`)}
    url: http://127.0.0.1:{{ port }}/mcp
    suites: [mcp-2025-11-25, mcp-2026-07-28]
    ids: [lc-01, disc-01]
  - name: over-stdio
    stdio: ${yq(`${node} ${JSON.stringify(target)} --stdio`)}
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
  - name: faulty
    url: ${faulty.mcpUrl}
    suites: [mcp-2026-07-28]
    ids: [cache-01, disc-01]
`,
    );
    const list = await readScanList(listFile, listFile);
    mixed = (await scan({ list, outDir: path.join(dir, 'mixed'), concurrency: 2 })).result;
  });

  after(async () => {
    await running?.close();
    await faulty?.close();
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
        ['faulty', 'judged'],
      ],
    );
    const statuses = (name: string) => Object.fromEntries(byName(mixed, name).tests.map((t) => [t.id, t.status]));
    assert.deepEqual(statuses('started'), { 'lc-01': 'passed', 'disc-01': 'passed' });
    assert.deepEqual(statuses('over-stdio'), { 'lc-01': 'passed', 'stdio-01': 'passed' });
    assert.equal(statuses('running')['lc-01'], 'passed');
    assert.equal(statuses('running')['disc-01'], 'passed');
    // Both eras of the Apps document, each its own column.
    const apps = byName(mixed, 'running').columns.filter((c) => c.suite === 'mcp-apps');
    assert.deepEqual(
      apps.map((c) => c.era),
      ['2025-11-25', '2026-07-28'],
    );
    assert.deepEqual(statuses('faulty'), { 'cache-01': 'failed', 'disc-01': 'passed' });
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
  });

  it("a failure's reproducing document fails the same test, with the same sentence, under `wirecase run`", async () => {
    const test = byName(mixed, 'faulty').tests.find((t) => t.id === 'cache-01');
    assert.equal(test?.repro, 'faulty/repro/mcp-2026-07-28/cache-01.yaml');
    const repro = path.join(dir, 'mixed', 'faulty', 'repro', 'mcp-2026-07-28');
    const readme = readFileSync(path.join(dir, 'mixed', 'faulty', 'repro', 'README.md'), 'utf8');
    assert.ok(readme.includes(`wirecase run faulty/repro/mcp-2026-07-28 --base-url ${faulty.mcpUrl}`), readme);
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
    assert.match(cli.stderr, /unknown key `urll`[^]*bad\.yaml:5:5[^]*did you mean `url`/);
    assert.ok(!existsSync(path.join(dir, 'bad-out', 'scan.json')));
    writeFileSync(listFile, 'servers:\n  - name: a\n    url: http://127.0.0.1:1/mcp\n  - name: a\n    url: http://127.0.0.1:{{ port }}/mcp\n');
    const twice = await runCli(['scan', listFile], { cwd: dir });
    assert.equal(twice.code, 2);
    assert.match(twice.stderr, /the name `a` is given twice \(first at line 2\)[^]*bad\.yaml:4:11/);
    assert.match(twice.stderr, /`\{\{ port \}\}` is the free port a `command` is started on[^]*bad\.yaml:5:10/);
    assert.ok(binPath);
  });
});
