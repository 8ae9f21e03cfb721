// Issue 44, item 3: `fuzz` is safe by default and bounded whatever the server lists. Only tools that
// declare `readOnlyHint: true` or `destructiveHint: false` (exact booleans) are called; unannotated and
// oddly annotated ones are listed with why. Ten thousand tools, a 200,000-entry enum, `minLength: 1e9`
// and a recursive `$ref` each end in bounded time and memory; regression file names stay inside their
// folder, short and distinct.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';
import { distModule, type HostileServer, type HostileTool, isolated, startHostileServer } from './fixtures/wire-hostile-server.js';

const open = { type: 'object', properties: { q: { type: 'string', maxLength: 8 } } };
const seconds = (since: number) => (performance.now() - since) / 1000;
const MB = 1024 * 1024;

/** A fuzz run in a child process (so a run that hangs fails by its timeout): its plan, its calls, its time and peak memory. */
interface ChildRun {
  plans: Array<{ name: string; call: boolean; reason: string; cases: number }>;
  tests: Array<{ id: string; status: string }>;
  regressions: string[];
  warnings: string[];
  seconds: number;
  maxRssBytes: number;
}

function fuzzInChild(url: string, more: Record<string, unknown>, timeoutMs: number): Promise<ChildRun> {
  return isolated<ChildRun>(
    `
    import { fuzz } from ${JSON.stringify(distModule('fuzz/fuzz.js'))};
    const started = performance.now();
    const report = await fuzz({ baseUrl: ${JSON.stringify(url)}, headers: {}, seed: 1, budget: 10, includeDestructive: false, dryRun: false,
      revision: 'auto', timeoutMs: 5000, version: 'test', regressionPath: (f) => f, ...${JSON.stringify(more)} });
    process.stdout.write(JSON.stringify({
      plans: report.plans.map((p) => ({ name: p.tool.name, call: p.call, reason: p.reason, cases: p.cases.length })),
      tests: report.result.tests.map((t) => ({ id: t.id, status: t.status })),
      regressions: report.regressions.map((r) => r.file),
      warnings: report.warnings,
      seconds: (performance.now() - started) / 1000,
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
    }));
    `,
    timeoutMs,
  );
}

describe('fuzz against hostile tool lists', () => {
  const servers: HostileServer[] = [];
  const project = new TempProject();
  const serve = async (tools: HostileTool[], call?: (name: string, args: unknown) => unknown) => {
    const server = await startHostileServer({ tools, ...(call ? { call } : {}) });
    servers.push(server);
    return server;
  };
  after(async () => {
    for (const s of servers) await s.close();
    project.remove();
  });

  it('unannotated and oddly annotated tools are not called; --dry-run says why each is skipped', async () => {
    const odd: Array<[string, unknown]> = [
      ['none', undefined],
      ['empty', {}],
      ['string_true', { readOnlyHint: 'true' }],
      ['string_false', { destructiveHint: 'false' }],
      ['number', { readOnlyHint: 1 }],
      ['not_object', 'read-only'],
      ['null', null],
      ['writes', { readOnlyHint: false }],
      ['destroys', { destructiveHint: true }],
    ];
    const server = await serve([
      ...odd.map(([name, annotations]) => ({ name, inputSchema: open, ...(annotations !== undefined ? { annotations } : {}) })),
      { name: 'reads', inputSchema: open, annotations: { readOnlyHint: true } },
      { name: 'adds', inputSchema: open, annotations: { destructiveHint: false } },
    ]);
    const dry = await runCli(['fuzz', '--base-url', server.url, '--dry-run'], { cwd: project.dir });
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, /2 of 11 tools will be called/);
    assert.match(dry.stdout, /skip {2}none: declares no annotations, and by the MCP defaults a tool may be destructive \(give --include-destructive/);
    assert.match(dry.stdout, /skip {2}string_true: readOnlyHint is "true" \(string\), not a boolean: read as unknown/);
    assert.match(dry.stdout, /skip {2}string_false: destructiveHint is "false" \(string\), not a boolean/);
    assert.match(dry.stdout, /skip {2}number: readOnlyHint is 1 \(number\), not a boolean/);
    assert.match(dry.stdout, /skip {2}not_object: its annotations are "read-only" \(string\), not an object/);
    assert.match(dry.stdout, /skip {2}null: its annotations are null \(null\), not an object/);
    assert.match(dry.stdout, /skip {2}empty: declares neither readOnlyHint: true nor destructiveHint: false/);
    assert.match(dry.stdout, /skip {2}writes: declares readOnlyHint: false without destructiveHint: false/);
    assert.match(dry.stdout, /skip {2}destroys: declares destructiveHint: true/);
    assert.match(dry.stdout, /call {2}reads: \d+ cases .* · readOnlyHint: true/);
    assert.match(dry.stdout, /call {2}adds: \d+ cases .* · destructiveHint: false/);
    assert.equal(server.calls().length, 0, 'a dry run calls nothing');
    const run = await runCli(['fuzz', '--base-url', server.url, '--budget', '3', '--out', 'safe'], { cwd: project.dir });
    assert.ok(run.code === 0 || run.code === 1, run.stderr);
    assert.deepEqual([...new Set(server.calls().map((c) => c.name))].sort(), ['adds', 'reads']);
  });

  it('10,000 tools: at most --max-tools called, at most --max-calls calls, in bounded time and memory', async () => {
    const server = await serve(Array.from({ length: 10_000 }, (_, i) => ({ name: `t${i}`, inputSchema: open, annotations: { readOnlyHint: true } })));
    const run = await fuzzInChild(server.url, { maxTools: 20, maxCalls: 150 }, 90_000);
    assert.equal(run.plans.length, 10_000);
    assert.equal(run.plans.filter((p) => p.call).length, 20);
    assert.match(run.plans[20]!.reason, /past --max-tools 20/);
    assert.ok(server.calls().length <= 150, `${server.calls().length} calls`);
    assert.ok(
      run.warnings.some((w) => /stopped at --max-calls 150/.test(w)),
      run.warnings.join('\n'),
    );
    assert.ok(run.seconds < 30, `${run.seconds} s`);
    assert.ok(run.maxRssBytes < 300 * MB, `${run.maxRssBytes / MB} MB`);
    // The defaults alone bound it too: 100 tools.
    const dry = await runCli(['fuzz', '--base-url', server.url, '--dry-run'], { cwd: project.dir, timeoutMs: 60_000 });
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, /100 of 10000 tools will be called/);
    assert.match(dry.stdout, /skip {2}t100: past --max-tools 100/);
  });

  it('a 200,000-entry enum, minLength 1e9, a recursive $ref: each planned or skipped with the reason, in bounded time and memory', async () => {
    const recursive = {
      type: 'object',
      properties: { n: { $ref: '#/$defs/node' } },
      required: ['n'],
      $defs: { node: { type: 'object', properties: { a: { $ref: '#/$defs/node' }, b: { $ref: '#/$defs/node' } }, required: ['a', 'b'] } },
    };
    const ro = { readOnlyHint: true };
    const server = await serve([
      {
        name: 'big_enum',
        inputSchema: { type: 'object', properties: { s: { enum: Array.from({ length: 200_000 }, (_, i) => `v${i}`) } }, required: ['s'] },
        annotations: ro,
      },
      { name: 'huge_string', inputSchema: { type: 'object', properties: { s: { type: 'string', minLength: 1e9 } }, required: ['s'] }, annotations: ro },
      { name: 'recursive', inputSchema: recursive, annotations: ro },
      { name: 'fine', inputSchema: open, annotations: ro },
    ]);
    const started = performance.now();
    const run = await fuzzInChild(server.url, { budget: 5 }, 90_000);
    assert.ok(seconds(started) < 30, `${seconds(started)} s`);
    assert.ok(run.maxRssBytes < 300 * MB, `${run.maxRssBytes / MB} MB`);
    for (const name of ['big_enum', 'huge_string', 'recursive']) {
      const plan = run.plans.find((p) => p.name === name)!;
      assert.ok(plan.call || /could not be planned within 1 s|no arguments can be built/.test(plan.reason), `${name}: ${plan.reason}`);
    }
    // Nothing sent was a billion characters long, and the tool after them was still fuzzed.
    for (const call of server.calls()) assert.ok(JSON.stringify(call).length < 1 << 20);
    assert.ok(run.plans.find((p) => p.name === 'fine')!.call);
    assert.ok(server.calls().some((c) => c.name === 'fine'));
  });

  it('regression file names: distinct, inside their folder, short, whatever the tool names', async () => {
    const names = ['../../escape', '..', '/etc/passwd', 'x'.repeat(3000), 'Dup', 'dup', 'a b', 'a_b', 'a\\b', 'NUL', 'con.yaml', '{{ env.HOME }}'];
    // Each takes what its schema refuses: an input-validation regression for every one.
    const schema = { type: 'object', properties: { n: { type: 'integer', maximum: 3 } }, required: ['n'] };
    const server = await serve(names.map((name) => ({ name, inputSchema: schema, annotations: { readOnlyHint: true } })));
    const run = await runCli(['fuzz', '--base-url', server.url, '--budget', '4', '--max-calls', '1000', '--out', 'named'], {
      cwd: project.dir,
      timeoutMs: 60_000,
    });
    assert.equal(run.code, 1, run.stderr);
    const folder = path.join(project.dir, 'named', 'regressions');
    const files = readdirSync(folder);
    assert.equal(files.length, names.length, files.join('\n'));
    assert.equal(new Set(files.map((f) => f.toLowerCase())).size, files.length);
    for (const file of files) {
      assert.match(file, /^fuzz-[A-Za-z0-9][A-Za-z0-9._-]*-input-validation\.yaml$/);
      assert.ok(file.length <= 100, file);
    }
    // Nothing was written outside the folder.
    assert.deepEqual(readdirSync(path.join(project.dir, 'named')).sort(), ['regressions']);
  });
});
