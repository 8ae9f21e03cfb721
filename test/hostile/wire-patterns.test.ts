// Issue 44, item 2 (regular expressions): a server's schema whose `pattern` or `patternProperties`
// backtracks catastrophically never blocks a run. A schema check, the schema sampler and fuzz's
// output oracle run it under a hard time bound: past it the check could not be judged, with the
// reason; the run goes on, and a signal is answered.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { matchValue, SCHEMA_BOUND_MS, UNJUDGEABLE } from '../../src/assert/matchers.js';
import { SchemaRegistry } from '../../src/assert/schema-registry.js';
import type { FuzzReport } from '../../src/fuzz/fuzz.js';
import { SAMPLER_BOUND_MS } from '../../src/schema-sampler/index.js';
import { packageRoot } from '../../src/source/package-root.js';
import { binPath } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';
import { distModule, EVIL_PATTERN, EVIL_TEXT, type HostileServer, isolated, startHostileServer } from './fixtures/wire-hostile-server.js';

/** A pattern that backtracks on the strings the sampler builds for it (`aaaa…`, never ending in b). */
const EVIL_INPUT_PATTERN = '^(a|a)*b$';
const evilInput = { type: 'object', properties: { s: { type: 'string', pattern: EVIL_INPUT_PATTERN, minLength: 40 } }, required: ['s'] };
const evilOutput = { type: 'object', properties: { s: { type: 'string', pattern: EVIL_PATTERN } }, required: ['s'] };

const seconds = (since: number) => (performance.now() - since) / 1000;

describe('patterns that backtrack', () => {
  it('a schema check: could not be judged within its bound, and at once the next time', async () => {
    // In a child process: were the bound gone, the check would block its event loop for hours.
    const outcomes = await isolated<Array<{ first: { passed: boolean; message: string }; firstS: number; again: string; againS: number }>>(
      `
      import { matchValue } from ${JSON.stringify(distModule('assert/matchers.js'))};
      import { SchemaRegistry } from ${JSON.stringify(distModule('assert/schema-registry.js'))};
      const ctx = { schemas: new SchemaRegistry(), baseDir: '.' };
      const evil = ${JSON.stringify(EVIL_PATTERN)}, text = ${JSON.stringify(EVIL_TEXT)};
      const cases = [
        [{ type: 'string', pattern: evil }, text],
        [{ type: 'object', patternProperties: { [evil]: {} } }, { [text]: 1 }],
        [{ type: 'object', propertyNames: { pattern: evil } }, { [text]: 1 }],
      ];
      const out = cases.map(([schema, value]) => {
        let t = performance.now();
        const first = matchValue({ schema }, { found: true, value }, ctx);
        const firstS = (performance.now() - t) / 1000;
        t = performance.now();
        const again = matchValue({ schema }, { found: true, value }, ctx).message;
        return { first, firstS, again, againS: (performance.now() - t) / 1000 };
      });
      process.stdout.write(JSON.stringify(out));
      `,
      30_000,
    );
    for (const o of outcomes) {
      assert.ok(o.firstS < (SCHEMA_BOUND_MS * 2) / 1000 + 0.5, `${o.firstS} s`);
      assert.equal(o.first.passed, false);
      assert.ok(o.first.message.startsWith(UNJUDGEABLE), o.first.message);
      assert.match(o.first.message, /did not finish within 1 s: a `pattern` or `patternProperties` that backtracks/);
      assert.ok(o.againS < 0.2, `${o.againS} s`);
      assert.match(o.again, /did not earlier in this run either/);
    }
    // The bound changes nothing for a schema that answers in time.
    const ctx = { schemas: new SchemaRegistry(), baseDir: '.' };
    assert.equal(matchValue({ schema: { type: 'string', pattern: EVIL_PATTERN } }, { found: true, value: 'aaaa' }, ctx).passed, true);
    assert.match(matchValue({ schema: { type: 'string', pattern: '^b' } }, { found: true, value: 'a' }, ctx).message, /does not match the schema/);
  });

  it('the schema sampler: unsure past its bound, never stuck', async () => {
    const out = await isolated<{ verdict: unknown; verdictS: number; args: { s?: unknown } | null; argsS: number; fine: unknown }>(
      `
      import { validArguments, validatesWithin } from ${JSON.stringify(distModule('schema-sampler/index.js'))};
      let t = performance.now();
      const verdict = validatesWithin(${JSON.stringify(evilOutput)}, { s: ${JSON.stringify(EVIL_TEXT)} });
      const verdictS = (performance.now() - t) / 1000;
      t = performance.now();
      const args = validArguments(${JSON.stringify(evilInput)}) ?? null;
      const argsS = (performance.now() - t) / 1000;
      const fine = validatesWithin(${JSON.stringify(evilOutput)}, { s: 'aaa' });
      process.stdout.write(JSON.stringify({ verdict, verdictS, args, argsS, fine }));
      `,
      30_000,
    );
    assert.equal(out.verdict, 'exceeded');
    assert.ok(out.verdictS < (SAMPLER_BOUND_MS * 2) / 1000 + 0.5, `${out.verdictS} s`);
    // Building arguments for it: whatever it gives, it gives within the bound, and valid when it gives any.
    assert.ok(out.argsS < (SAMPLER_BOUND_MS * 2) / 1000 + 0.5, `${out.argsS} s`);
    if (out.args !== null) assert.match(String(out.args.s), new RegExp(EVIL_INPUT_PATTERN));
    assert.equal(out.fine, true);
  });

  describe('against a hostile server', () => {
    let server: HostileServer;
    const project = new TempProject();
    before(async () => {
      server = await startHostileServer({
        tools: [
          { name: 'evil_in', inputSchema: evilInput, outputSchema: evilOutput, annotations: { readOnlyHint: true } },
          { name: 'evil_out', inputSchema: { type: 'object' }, outputSchema: evilOutput, annotations: { readOnlyHint: true } },
          ...Array.from({ length: 40 }, (_, i) => ({
            name: `evil_out_${i}`,
            inputSchema: { type: 'object' },
            outputSchema: evilOutput,
            annotations: { readOnlyHint: true },
          })),
        ],
        call: () => ({ content: [{ type: 'text', text: 'x' }], structuredContent: { s: EVIL_TEXT } }),
      });
    });
    after(async () => {
      await server.close();
      project.remove();
    });

    it('fuzz: the output schema could not be judged, with the reason; the input schema is planned within its bound', async () => {
      const started = performance.now();
      const report = await isolated<Pick<FuzzReport, 'regressions' | 'plans'> & { tests: Array<{ id: string; status: string; reason?: string }> }>(
        `
        import { fuzz } from ${JSON.stringify(distModule('fuzz/fuzz.js'))};
        const report = await fuzz({ baseUrl: ${JSON.stringify(server.url)}, headers: {}, seed: 1, budget: 5, only: ['evil_in', 'evil_out'],
          includeDestructive: false, dryRun: false, revision: 'auto', timeoutMs: 5000, version: 'test', regressionPath: (f) => f });
        process.stdout.write(JSON.stringify({ regressions: report.regressions, plans: report.plans.map((p) => ({ ...p, cases: [] })), tests: report.result.tests }));
        `,
        60_000,
      );
      assert.ok(seconds(started) < 20, `${seconds(started)} s`);
      const output = report.tests.find((t) => t.id === 'fuzz-evil_out-output-schema')!;
      assert.equal(output.status, 'could-not-judge', JSON.stringify(output));
      assert.match(output.reason ?? '', /did not finish within its bound \(a pattern in the schema that backtracks/);
      // Nothing could-not-judge is written back as a regression.
      assert.deepEqual(
        report.regressions.filter((r) => r.id.endsWith('-output-schema')),
        [],
      );
      const planned = report.plans.find((p) => p.tool.name === 'evil_in')!;
      assert.ok(planned.call || /could not be planned within|no arguments can be built/.test(planned.reason), planned.reason);
    });

    it('the bundled suite (tool-04): the listed outputSchema could not be judged, with the reason, and the run ends', async () => {
      const started = performance.now();
      const r = await runCli(
        ['run', path.join(packageRoot, 'scenarios', 'mcp-2025-11-25'), '--id', 'tool-04', '--base-url', server.url, '--reporter', 'json', '--out', 'suite'],
        { cwd: project.dir, timeoutMs: 60_000 },
      );
      assert.ok(seconds(started) < 30, `${seconds(started)} s`);
      const results = JSON.parse(readFileSync(path.join(project.dir, 'suite', 'results.json'), 'utf8')) as {
        tests: Array<{ id: string; status: string; reason?: string }>;
      };
      const tool04 = results.tests.find((t) => t.id === 'tool-04')!;
      assert.equal(tool04.status, 'could-not-judge', `${JSON.stringify(tool04)}\n${r.stdout}${r.stderr}`);
      assert.match(tool04.reason ?? '', /did not finish within 1 s: a `pattern` or `patternProperties` that backtracks/);
      assert.equal(r.code, 4, 'nothing judged: exit 4');
    });

    it('fuzz stopped by SIGTERM while it judges such schemas: exits 143 within 3 s and writes its report, marked incomplete', async () => {
      const out = path.join(project.dir, 'stopped');
      const child = spawn(process.execPath, ['--', binPath, 'fuzz', '--base-url', server.url, '--budget', '3', '--reporter', 'console,json', '--out', out], {
        cwd: project.dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NO_COLOR: '1' },
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const callsBefore = server.calls().length;
      // Wait until it is among the hostile tools (it has made a few calls), then stop it.
      while (server.calls().length < callsBefore + 3) await new Promise((r) => setTimeout(r, 20));
      const signalled = performance.now();
      child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<'late'>((r) => setTimeout(() => r('late'), 10_000))]);
      if (code === 'late') child.kill('SIGKILL');
      assert.notEqual(code, 'late', output);
      assert.ok(seconds(signalled) < 3, `${seconds(signalled)} s after SIGTERM\n${output}`);
      assert.equal(code, 143, output);
      assert.ok(existsSync(path.join(out, 'results.json')), output);
      const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as { incomplete?: { reason: string } };
      assert.match(results.incomplete?.reason ?? '', /interrupted by SIGTERM/);
    });
  });
});
