/**
 * `wirecase diff` as a user runs it (the CLI spawned):
 *
 *  - two saved runs: exit 1 when a test that passed on A fails on B, exit 0 when nothing differs;
 *    every report written, diff.json valid against schemas/diff.schema.json; bad input is exit 2;
 *  - one suite against two targets (two reference targets started here, one with a fault switch):
 *    exactly the tests the fault breaks, exit 1; a target against itself: nothing, exit 0;
 *  - the mixed form, HTTP on A and stdio on B: the documents of one transport apply on one side only.
 *
 * `--surface` hands the command line to src/surface/ (a saved listing against the live server).
 *
 * Only 127.0.0.1 traffic.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { diffExitCode } from '../../src/cli/commands/diff.js';
import { diffRuns } from '../../src/diff/compare.js';
import type { RunDiff } from '../../src/diff/types.js';
import type { TestResult } from '../../src/model/results.js';
import { repoRoot } from '../helpers/paths.js';
import { MUST, run, test } from '../helpers/results-fixtures.js';
import { runCli } from '../helpers/run-cli.js';
import { type ReferenceTarget, startReferenceTarget } from '../targets/mcp-reference/server.js';
import { suiteExpectations } from './suite-expectations.js';

const FAULT = 'header-mismatch-200';
const SUITE = path.join('scenarios', 'mcp-2026-07-28');

let validate: ValidateFunction;
const readDiff = async (dir: string): Promise<RunDiff> => {
  const data = JSON.parse(await readFile(path.join(dir, 'diff.json'), 'utf8')) as RunDiff;
  assert.equal(validate(data), true, JSON.stringify(validate.errors, null, 2));
  return data;
};
const kinds = (diff: RunDiff) => diff.differences.map((d) => `${d.id} ${d.kind}`).sort();

describe('wirecase diff on the command line', () => {
  let work: string;

  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'wirecase-diff-cli-'));
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    ajv.addSchema(JSON.parse(await readFile(path.join(repoRoot, 'schemas', 'results.schema.json'), 'utf8')));
    validate = ajv.compile(JSON.parse(await readFile(path.join(repoRoot, 'schemas', 'diff.schema.json'), 'utf8')));
  });
  after(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('two saved runs: what broke on B, every report, exit 1; the same run twice, exit 0', async () => {
    const step = (status: number) => ({
      index: 0,
      name: 'ask',
      status: status === 202 ? ('passed' as const) : ('failed' as const),
      durationMs: 1,
      assertions: [],
      request: { method: 'POST', url: 'http://127.0.0.1:9/mcp', headers: [['Authorization', 'Bearer token-on-disk']] as [string, string][] },
      response: { status, headers: [['content-type', 'application/json']] as [string, string][], body: '{}', bodyBytes: 2, truncated: false },
    });
    const a = run([test('n-01', 'passed', { requirements: [MUST], steps: [step(202)] }), test('n-02', 'passed')]);
    const b = run([
      test('n-01', 'failed', { requirements: [MUST], steps: [step(200)], failure: { step: 1, stepName: 'ask', message: 'expected status 202, got 200' } }),
      test('n-02', 'passed'),
    ]);
    await writeFile(path.join(work, 'a.json'), JSON.stringify(a));
    await writeFile(path.join(work, 'b.json'), JSON.stringify(b));
    const out = path.join(work, 'saved');
    const cli = await runCli(['diff', 'a.json', 'b.json', '--reporter', 'console,json,markdown,html', '--out', out], { cwd: work });
    assert.equal(cli.code, 1, cli.stdout + cli.stderr);
    assert.match(cli.stdout, /MUST "Servers MUST reply with 202 Accepted\." \(spec\/transports\.mdx:101\)\n {2}❌ n-01 {2}title of n-01 — broken on B/);
    assert.match(cli.stdout, /step 1 "ask": status 202 → 200/);
    assert.ok(!cli.stdout.includes('token-on-disk'));
    const diff = await readDiff(out);
    assert.deepEqual(kinds(diff), ['n-01 broken']);
    for (const file of ['diff.md', 'diff.html']) assert.ok((await readFile(path.join(out, file), 'utf8')).includes('n-01'), file);

    const same = await runCli(['diff', 'a.json', 'a.json'], { cwd: work });
    assert.equal(same.code, 0, same.stdout + same.stderr);
    assert.match(same.stdout, /No differences/);
    // B fixed what A broke: a difference, not a failure.
    const fixed = await runCli(['diff', 'b.json', 'a.json'], { cwd: work });
    assert.equal(fixed.code, 0, fixed.stdout + fixed.stderr);
    assert.match(fixed.stdout, /✅ n-01 {2}title of n-01 — fixed on B/);
  });

  it('the exit code: a MUST broken on B 1 (a SHOULD only under --strict), a side that judged nothing 4, a document defect 3, could-not-judge never 1', () => {
    const code = (a: TestResult[], b: TestResult[], strict = false) =>
      diffExitCode(diffRuns({ label: 'A', result: run(a) }, { label: 'B', result: run(b) }, 'test'), { a: run(a), b: run(b) }, strict);
    const failure = { step: 1, stepName: 'ask', message: 'm' };
    const held = [test('x', 'passed'), test('y', 'passed')];
    assert.equal(code(held, [test('x', 'failed', { failure }), test('y', 'passed')]), 1);
    assert.equal(code(held, [test('x', 'warning', { failure }), test('y', 'passed')]), 0);
    assert.equal(code(held, [test('x', 'warning', { failure }), test('y', 'passed')], true), 1);
    assert.equal(code(held, [test('x', 'could-not-judge', { reason: 'a 401' }), test('y', 'passed')], true), 0);
    assert.equal(code(held, [test('x', 'could-not-judge', { reason: 'a 401' }), test('y', 'not-applicable')]), 4);
    assert.equal(code(held, [test('x', 'could-not-judge', { reason: 'a schema it built', documentDefect: true }), test('y', 'failed', { failure })]), 3);
    assert.equal(code([test('x', 'failed', { failure })], [test('x', 'passed')]), 0);
  });

  it('bad input is exit 2, said plainly', async () => {
    await writeFile(path.join(work, 'not-results.json'), '{"tests": 3}');
    const cases: Array<[string[], RegExp]> = [
      [['diff', 'a.json'], /diff needs two results\.json files, or documents with --against/],
      [['diff', 'a.json', 'not-results.json'], /not-results\.json is not a wirecase results\.json/],
      [['diff', 'a.json', 'missing.json'], /missing\.json/],
      [['diff', 'a.json', 'a.json', '--reporter', 'junit'], /unknown reporter `junit` for diff/],
      [['diff', 'a.json', 'a.json', '--base-url', 'http://127.0.0.1:9'], /add --against URL/],
      [['diff', SUITE, '--against', 'http://127.0.0.1:9/mcp', '--against-stdio', 'node x.js'], /--against and --against-stdio: give one of them/],
    ];
    await writeFile(path.join(work, 'a.json'), JSON.stringify(run([test('n-02', 'passed')])));
    for (const [args, message] of cases) {
      const cli = await runCli(args, { cwd: args.includes(SUITE) ? repoRoot : work });
      assert.equal(cli.code, 2, `${args.join(' ')}\n${cli.stdout}${cli.stderr}`);
      assert.match(cli.stderr, message);
      assert.ok(!/\n\s+at /.test(cli.stderr), `a stack trace:\n${cli.stderr}`);
    }
  });

  describe('one suite against two targets', () => {
    let healthy: ReferenceTarget;
    let faulty: ReferenceTarget;
    before(async () => {
      [healthy, faulty] = await Promise.all([startReferenceTarget({ auth: 'none' }), startReferenceTarget({ auth: 'none', fault: FAULT })]);
    });
    after(async () => {
      await Promise.all([healthy?.close(), faulty?.close()]);
    });

    it(`the healthy target against FAULT=${FAULT}: exactly the tests the fault breaks, exit 1; against itself: nothing, exit 0`, async () => {
      const out = path.join(work, 'targets');
      const args = ['diff', SUITE, '--id', 'hdr-0*', '--base-url', healthy.mcpUrl, '--reporter', 'console,json', '--out', out];
      const cli = await runCli([...args, '--against', faulty.mcpUrl], { cwd: repoRoot, timeoutMs: 120_000 });
      assert.equal(cli.code, 1, cli.stdout + cli.stderr);
      const expected = suiteExpectations('2026')
        .change(FAULT)
        .failed.filter((id) => id.startsWith('hdr-0'));
      const diff = await readDiff(out);
      assert.deepEqual(kinds(diff), expected.map((id) => `${id} broken`).sort());
      assert.equal(diff.a.label, healthy.mcpUrl);
      assert.equal(diff.b.label, faulty.mcpUrl);
      for (const d of diff.differences) assert.deepEqual(d.wire.map((w) => [w.field, w.a, w.b]).slice(0, 1), [['status', '400', '200']], d.id);

      const self = await runCli([...args, '--against', healthy.mcpUrl], { cwd: repoRoot, timeoutMs: 120_000 });
      assert.equal(self.code, 0, self.stdout + self.stderr);
      assert.deepEqual((await readDiff(out)).differences, []);
    });

    it('--surface hands the command line to the tool-surface diff (src/surface/): a saved listing against the live server', async () => {
      const listed = await runCli(['list-surface', healthy.mcpUrl], { cwd: work, timeoutMs: 60_000 });
      assert.equal(listed.code, 0, listed.stderr);
      await writeFile(path.join(work, 'surface.json'), listed.stdout);
      const cli = await runCli(['diff', '--surface', 'surface.json', healthy.mcpUrl, '--fail-on', 'any'], { cwd: work, timeoutMs: 60_000 });
      assert.equal(cli.code, 0, cli.stdout + cli.stderr);
      assert.match(cli.stdout, /surface diff: surface\.json → http:\/\/127\.0\.0\.1:\d+\/mcp\n\s+no differences/);
    });

    it('HTTP on A, stdio on B: the documents of one transport apply on one side only, exit 0', async () => {
      const stdio = `node ${JSON.stringify(path.join(repoRoot, 'dist', 'test', 'targets', 'mcp-reference', 'main.js'))} --stdio`;
      const out = path.join(work, 'mixed');
      const cli = await runCli(
        ['diff', SUITE, '--id', 'hdr-01', '--id', 'stdio26-01', '--base-url', healthy.mcpUrl, '--against-stdio', stdio, '--reporter', 'json', '--out', out],
        { cwd: repoRoot, timeoutMs: 120_000 },
      );
      assert.equal(cli.code, 0, cli.stdout + cli.stderr);
      const diff = await readDiff(out);
      assert.equal(diff.b.label, `stdio: ${stdio}`);
      assert.deepEqual(diff.differences.map((d) => `${d.id} ${d.kind} ${d.a?.status} → ${d.b?.status}`).sort(), [
        'hdr-01 applicability passed → not-applicable',
        'stdio26-01 applicability not-applicable → passed',
      ]);
    });
  });
});
