/**
 * The scenarios/mcp-apps/host suite (the 22 host-role IDs):
 *
 *  - through the CLI as CI runs it, against the reference MCP Apps host (test/targets/apps-host, started
 *    by the suite together with a probe server) every test passes: exit 0, the 22 IDs;
 *  - against each host fault switch exactly the fault's IDs fail (or, for a broken MAY, end in a
 *    warning), no more, no fewer. These runs share this process, one reference host and one probe
 *    server started here, and one Chromium: the host page reads its fault from its path, so each run
 *    is given its own `host_url` (…/fault/<name>/), as a user names their own host. Each covers the
 *    documents of the fault's IDs and a daily sample of the others (test/helpers/fault-sample.ts;
 *    `npm run test:faults`: all 22).
 *
 * Runs go a few at a time; each test waits for its own.
 */

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { RunPlan } from '../../src/engine/index.js';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { findChromium, holdSharedBrowser, sharedBrowser } from '../../src/run/roles/host/browser.js';
import { borrowPage, giveBack } from '../../src/run/roles/host/browser-pages.js';
import { type ProbeServer, startProbeServer } from '../../src/serve/probe/index.js';
import { faultRunPlan, sampleNote } from '../helpers/fault-sample.js';
import { pool } from '../helpers/pool.js';
import { loadSuite, runSuiteInProcess, startRuns } from '../helpers/suite-runs.js';
import { HOST_FAULTS } from '../targets/apps-host/faults.js';
import { type AppsHost, startAppsHost } from '../targets/apps-host/host-server.js';

/** The repository root: this file runs as dist/test/suites/mcp-apps-host-suite.test.js. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'wirecase.js');
const SUITE = path.join(ROOT, 'scenarios', 'mcp-apps', 'host');

const HOST_ROLE = [
  'tool-04',
  'tool-05',
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `life-0${n}`),
  ...[1, 2, 3, 4, 5, 6].map((n) => `ctx-0${n}`),
  ...[1, 2, 3, 4].map((n) => `req-0${n}`),
  ...[1, 2, 3].map((n) => `sbox-0${n}`),
].map((id) => `mcp-apps-${id}`);

interface CliRun {
  code: number | null;
  stderr: string;
  results: RunResult | undefined;
}

// A guard against a hung run, not a speed limit: one fault run waits out a View step's 60 s timeout.
const RUN_TIMEOUT_MS = 300_000;
// In-process runs at a time. Each spends much of its time waiting for the View (a fault run, one
// document at a time, uses about a quarter of a core on a quiet machine), but the first document of
// a run costs several CPU-seconds (renderers, the host's script compiled for its origin): six runs
// starting together on a loaded CI machine took a first document past 60 s. Four keep the cores busy.
const IN_PROCESS_AT_ONCE = 4;

async function runSuite(outDir: string, env: Record<string, string> = {}, args: string[] = []): Promise<CliRun> {
  const child = spawn(process.execPath, ['--', CLI, 'run', SUITE, '--reporter', 'json', '--out', outDir, ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', HOST_FAULT: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGINT'), RUN_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.on('close', (exit) => resolve(exit)));
  clearTimeout(timer);
  const file = path.join(outDir, 'results.json');
  const results = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as RunResult) : undefined;
  return { code, stderr, results };
}

const ids = (tests: TestResult[], status: TestResult['status']) =>
  tests
    .filter((t) => t.status === status)
    .map((t) => t.id)
    .sort();

function explain(run: CliRun): string {
  const lines = run.results?.tests
    .filter((t) => t.status !== 'passed')
    .map((t) => `  ${t.id} ${t.status}: step ${t.failure?.step} ${t.failure?.stepName}: ${t.failure?.message ?? t.reason ?? ''}`)
    .join('\n');
  return `${sampleNote()}\nexit ${run.code}\nnot passed:\n${lines ?? '(no results.json)'}\nstderr:\n${run.stderr.slice(-2000)}`;
}

/**
 * The plan as it runs against a host someone else started (`--var host_url=… --var probe_url=…`): the
 * suite's `target` left out, so a run starts no host of its own.
 */
function withoutTarget(plan: RunPlan): RunPlan {
  const suite = plan.documents[0]!.suite;
  assert.ok(
    plan.documents.every((d) => d.suite === suite),
    'one suite',
  );
  const { target: _, ...data } = suite.data;
  const hostless = { ...suite, data };
  return { ...plan, documents: plan.documents.map((d) => ({ ...d, suite: hostless })) };
}

describe('scenarios/mcp-apps/host suite through the CLI, in headless Chromium', () => {
  let workDir: string;
  const runs = new Map<string, Promise<CliRun>>();
  /** Fault → the plan of its run (the documents it covers). */
  const covered = new Map<string, RunPlan>();
  let releaseBrowser: (() => Promise<void>) | undefined;
  let probe: ProbeServer | undefined;
  let host: AppsHost | undefined;

  before(async () => {
    assert.ok(findChromium(), 'Chromium is needed: apt-get install chromium (.ci/run does it), or set CHROMIUM');
    workDir = await mkdtemp(path.join(tmpdir(), 'wirecase-mcp-apps-host-'));
    // Through the CLI as a user runs it: the healthy run, and the run without a host (no browser).
    const cliJobs: Array<[string, () => Promise<CliRun>]> = [
      ['good', () => runSuite(path.join(workDir, 'good'))],
      ['no-host', () => runSuite(path.join(workDir, 'no-host'), {}, ['--var', 'host_url='])],
    ];
    const cliRuns = pool(
      cliJobs.map(([, job]) => job),
      1,
    );
    cliJobs.forEach(([name], i) => runs.set(name, cliRuns[i]!));
    // In this process: one run per host fault, all against one reference host and one probe server.
    const plan = withoutTarget(await loadSuite([SUITE], ['host_url', 'probe_url', 'host_model_tools']));
    probe = await startProbeServer({ port: 0 });
    host = await startAppsHost({ probeUrl: probe.url });
    // Chromium and a page for each run at once, made before the runs start: the first documents of
    // runs started together would otherwise spend their step timeout making them all at once.
    releaseBrowser = holdSharedBrowser();
    const browser = await sharedBrowser();
    const pages = await Promise.all(Array.from({ length: IN_PROCESS_AT_ONCE }, () => borrowPage(browser)));
    await Promise.all(pages.map((page) => giveBack(browser, page)));
    for (const fault of HOST_FAULTS) covered.set(fault.name, faultRunPlan(plan, fault.name, [...fault.ids, ...(fault.warns ?? [])]));
    const vars = (fault: string) => ({ host_url: `${host!.url}/fault/${fault}/`, probe_url: probe!.url, host_model_tools: '#model-tools' });
    const inProcess = startRuns(
      HOST_FAULTS.map((f) => f.name),
      (fault) => runSuiteInProcess(covered.get(fault)!, { hostFault: fault, vars: vars(fault) }),
      IN_PROCESS_AT_ONCE,
    );
    for (const [name, run] of inProcess) runs.set(name, run);
  });

  after(async () => {
    await Promise.allSettled(runs.values());
    await releaseBrowser?.();
    await Promise.all([host?.close(), probe?.close()]);
    await rm(workDir, { recursive: true, force: true });
  });

  it('passes against the reference host: exit 0, the 22 host-role IDs, each with level, quotes and phase', async () => {
    const run = await runs.get('good')!;
    assert.equal(run.code, 0, explain(run));
    const tests = run.results!.tests;
    assert.deepEqual(tests.map((t) => t.id).sort(), [...HOST_ROLE].sort());
    assert.deepEqual(ids(tests, 'passed'), [...HOST_ROLE].sort(), explain(run));
    for (const t of tests) {
      assert.ok(t.level, `${t.id}: no level`);
      assert.ok((t.requirements ?? []).length > 0, `${t.id}: no quoted requirement`);
      assert.ok(t.tags.includes('host-role') && t.tags.some((tag) => /^phase-[1-4]$/.test(tag)), `${t.id}: tags`);
    }
  });

  it('without a host every document is not applicable, naming host_url, and the run exits 4 (nothing judged)', async () => {
    const run = await runs.get('no-host')!;
    assert.equal(run.code, 4, explain(run));
    for (const t of run.results!.tests) {
      assert.equal(t.status, 'not-applicable', t.id);
      assert.match(t.reason ?? '', /no MCP Apps host is configured: set host_url/);
    }
  });

  it('names real tests for every fault, and every fault is seen', () => {
    for (const fault of HOST_FAULTS) {
      for (const id of [...fault.ids, ...(fault.warns ?? [])]) assert.ok(HOST_ROLE.includes(id), `${fault.name}: no test ${id}`);
      assert.ok(fault.ids.length + (fault.warns?.length ?? 0) > 0, `${fault.name}: nothing sees it`);
    }
    // Every host-role ID is proven able to fail by at least one fault.
    const seen = new Set(HOST_FAULTS.flatMap((f) => [...f.ids, ...(f.warns ?? [])]));
    assert.deepEqual(
      HOST_ROLE.filter((id) => !seen.has(id)),
      [],
    );
  });

  for (const fault of HOST_FAULTS) {
    const failing = [...fault.ids].sort();
    const warning = [...(fault.warns ?? [])].sort();
    it(`against the host fault ${fault.name} (${fault.breaks}): failed exactly [${failing.join(', ')}], warnings exactly [${warning.join(', ')}]`, async () => {
      const run = await runs.get(fault.name)!;
      assert.equal(run.code, failing.length ? 1 : 0, explain(run));
      const tests = run.results!.tests;
      const { documents } = covered.get(fault.name)!;
      assert.deepEqual(tests.map((t) => t.id).sort(), documents.map((d) => d.data.id).sort(), explain(run));
      assert.deepEqual(ids(tests, 'failed'), failing, explain(run));
      assert.deepEqual(ids(tests, 'warning'), warning, explain(run));
      assert.equal(run.results!.summary.passed, documents.length - failing.length - warning.length, explain(run));
    });
  }
});
