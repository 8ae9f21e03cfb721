import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import type { ParityReport } from '../../../src/model/parity.js';
import { FAULT_SAMPLE } from '../../helpers/fault-sample.js';
import { repoRoot } from '../../helpers/paths.js';
import { runCli } from '../../helpers/run-cli.js';
import { TempProject } from '../../helpers/temp-project.js';
import { type ReferenceTarget, startReferenceTarget } from './server.js';

/**
 * Transport parity (`wirecase run <suite> --base-url URL --stdio CMD`, issue 41) against the
 * reference target, which serves both transports from one app: healthy, no document differs; a fault
 * switched on over one transport only shows as the differences it makes, and only those. The healthy
 * run covers a part of both suites here and all of them under `npm run test:faults` (FAULT_SAMPLE=all).
 */

const STDIO = 'node dist/test/targets/mcp-reference/main.js --stdio';
const SUITES = ['scenarios/mcp-2025-11-25', 'scenarios/mcp-2026-07-28'];
/** What the healthy run covers by default: lifecycle, tools, prompts and resources of each era (the stdio run's processes are its cost). */
const HEALTHY_IDS = ['lc-*', 'tool-*', 'prompt-*', 'resource-*', 'tools-*', 'feat-tools-*', 'feat-prompts-*', 'res-*', 'disc-*'];

const out = new TempProject();
const targets: ReferenceTarget[] = [];
after(async () => {
  await Promise.all(targets.map((t) => t.close()));
  out.remove();
});

/** The reference target over Streamable HTTP as the stdio mode serves it (no auth, both eras), with a fault of that transport alone when named. */
async function httpTarget(fault?: string): Promise<string> {
  const target = await startReferenceTarget({ host: '127.0.0.1', port: 0, auth: 'none', mcp: 'on', legacy: 'session-sse', ...(fault ? { fault } : {}) });
  targets.push(target);
  return target.mcpUrl;
}

async function parity(name: string, suites: string[], ids: string[], baseUrl: string, env: Record<string, string> = {}) {
  const folder = path.join(out.dir, name);
  const run = await runCli(
    ['run', ...suites, ...ids.flatMap((id) => ['--id', id]), '--base-url', baseUrl, '--stdio', STDIO, '--reporter', 'json', '--out', folder],
    { cwd: repoRoot, env, timeoutMs: 240_000 },
  );
  const report = JSON.parse(readFileSync(path.join(folder, 'parity.json'), 'utf8')) as ParityReport;
  const differ = report.differences.map((d) => d.id).sort();
  return { run, report, differ, md: readFileSync(path.join(folder, 'parity.md'), 'utf8') };
}

test('parity: the healthy reference target answers the same over both transports', async () => {
  const { run, report, differ } = await parity('healthy', SUITES, FAULT_SAMPLE.all ? [] : HEALTHY_IDS, await httpTarget());
  assert.deepEqual(differ, [], run.stdout);
  assert.ok(report.compared >= (FAULT_SAMPLE.all ? 100 : 20), `only ${report.compared} documents compared\n${run.stdout}`);
  assert.match(run.stdout, /transport parity: \d+ documents compared .*: no difference/);
  // With no difference the exit code is the worse of the two runs' (over HTTP err-02 fails against this
  // mode of the target: a document about HTTP only, run but not compared).
  const failed = (transport: string) =>
    (JSON.parse(readFileSync(path.join(out.dir, 'healthy', transport, 'results.json'), 'utf8')) as { summary: { failed: number } }).summary.failed;
  assert.equal(run.code, failed('http') + failed('stdio') ? 1 : 0, run.stdout + run.stderr);
});

test('parity: a wrong id over stdio only (STDIO_FAULT=wrong-id) is the resource documents that differ', async () => {
  const { run, report, differ, md } = await parity('wrong-id', [SUITES[0]!], ['resource-*', 'prompt-01'], await httpTarget(), { STDIO_FAULT: 'wrong-id' });
  assert.deepEqual(differ, ['resource-01', 'resource-02', 'resource-03', 'resource-04', 'resource-05'], run.stdout);
  const first = report.differences.find((d) => d.id === 'resource-01')!;
  assert.equal(first.kind, 'verdict');
  assert.match(first.what, /the answer's id is 2 over HTTP, "2-not-yours" over stdio/);
  assert.ok(first.http.answer?.includes('"id":2') && first.stdio.answer?.includes('2-not-yours'), JSON.stringify(first));
  assert.match(md, /## resource-01[\s\S]*\| verdict \| passed \| not-applicable \|/);
  assert.equal(run.code, 1);
});

test('parity: a result changed over stdio only (STDIO_FAULT=not-utf8 adds _meta to prompts/list) is an answer difference, the verdict alike', async () => {
  const { run, report, differ } = await parity('not-utf8', [SUITES[0]!], ['prompt-*', 'tool-01'], await httpTarget(), { STDIO_FAULT: 'not-utf8' });
  assert.deepEqual(differ, ['prompt-01'], run.stdout);
  assert.deepEqual(
    { kind: report.differences[0]!.kind, what: report.differences[0]!.what, step: report.differences[0]!.step?.index },
    { kind: 'answer', what: 'the result differs at $.result._meta', step: 3 },
  );
});

test('parity: a fault over HTTP only (FAULT=legacy-prompt-arguments-unchecked) is the documents it changes (prompt-03 fails, prompt-04 warns)', async () => {
  const { run, report, differ } = await parity('http-fault', [SUITES[0]!], ['prompt-*', 'tool-01'], await httpTarget('legacy-prompt-arguments-unchecked'));
  assert.deepEqual(differ, ['prompt-03', 'prompt-04'], run.stdout);
  assert.deepEqual(
    report.differences.map((d) => [d.kind, d.http.status, d.stdio.status, d.what]),
    [
      ['verdict', 'failed', 'passed', 'failed over HTTP, passed over stdio; a result over HTTP, an error over stdio'],
      ['verdict', 'warning', 'passed', 'warning over HTTP, passed over stdio; a result over HTTP, an error over stdio'],
    ],
  );
  assert.equal(run.code, 1);
});
