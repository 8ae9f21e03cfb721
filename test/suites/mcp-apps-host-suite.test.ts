/**
 * The scenarios/mcp-apps/host suite (the 22 host-role IDs):
 *
 *  - against the reference MCP Apps host (test/targets/apps-host, started by the suite together with
 *    a probe server) every test passes: exit 0, the 22 IDs, run through the CLI as CI runs it;
 *  - against each host fault switch (the fault the host is started with) exactly the fault's IDs
 *    fail (or, for a broken MAY, end in a warning), no more, no fewer.
 *
 * The fault runs share this process (test/helpers/suite-runs.ts): each has a host and a probe server
 * of its own, and they share one Chromium, held open for the whole file (each browser step still
 * gets a fresh browser context). A test checks that a run here and the CLI's agree on every verdict.
 * Runs go two at a time; each test waits for its own.
 */

import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { TestResult } from '../../src/model/results.js';
import { findChromium, holdSharedBrowser } from '../../src/run/browser.js';
import { loadSuite, runSuiteCli, runSuiteInProcess, type SuiteRun, startRuns, verdicts } from '../helpers/suite-runs.js';
import { HOST_FAULTS } from '../targets/apps-host/faults.js';

const SUITE = path.join('scenarios', 'mcp-apps', 'host');

const HOST_ROLE = [
  'tool-04',
  'tool-05',
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `life-0${n}`),
  ...[1, 2, 3, 4, 5, 6].map((n) => `ctx-0${n}`),
  ...[1, 2, 3, 4].map((n) => `req-0${n}`),
  ...[1, 2, 3].map((n) => `sbox-0${n}`),
].map((id) => `mcp-apps-${id}`);

const ids = (tests: TestResult[], status: TestResult['status']) =>
  tests
    .filter((t) => t.status === status)
    .map((t) => t.id)
    .sort();

function explain(run: SuiteRun): string {
  const lines = run.results?.tests
    .filter((t) => t.status !== 'passed')
    .map((t) => `  ${t.id} ${t.status}: step ${t.failure?.step} ${t.failure?.stepName}: ${t.failure?.message ?? t.reason ?? ''}`)
    .join('\n');
  return `exit ${run.code}\nnot passed:\n${lines ?? '(no results.json)'}\nstderr:\n${run.stderr.slice(-2000)}`;
}

describe('scenarios/mcp-apps/host suite through the CLI, in headless Chromium', () => {
  let workDir: string;
  let runs = new Map<string, Promise<SuiteRun>>();
  let cliGood: Promise<SuiteRun>;
  let releaseBrowser: (() => Promise<void>) | undefined;

  before(async () => {
    assert.ok(findChromium(), 'Chromium is needed: apt-get install chromium (.ci/run does it), or set CHROMIUM');
    workDir = await mkdtemp(path.join(tmpdir(), 'wirecase-mcp-apps-host-'));
    cliGood = runSuiteCli([SUITE], path.join(workDir, 'good'), { env: { HOST_FAULT: '' } });
    releaseBrowser = holdSharedBrowser();
    const documents = await loadSuite([SUITE], ['host_url']);
    runs = startRuns(
      ['good', 'no-host', ...HOST_FAULTS.map((f) => f.name)],
      (name) =>
        name === 'good' || name === 'no-host'
          ? runSuiteInProcess(documents, name === 'no-host' ? { vars: { host_url: '' } } : {})
          : // Two documents at a time, as the CLI (on two cores) always ran the host faults.
            runSuiteInProcess(documents, { hostFault: name, concurrency: 2 }),
      2,
    );
  });

  after(async () => {
    await Promise.allSettled([cliGood, ...runs.values()]);
    await releaseBrowser?.();
    await rm(workDir, { recursive: true, force: true });
  });

  it('passes against the reference host: exit 0, the 22 host-role IDs, each with level, quotes and phase', async () => {
    const run = await cliGood;
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

  it('a run in this process gives every test the verdict the CLI gives it, and the same exit code', async () => {
    const [cli, own] = await Promise.all([cliGood, runs.get('good')!]);
    assert.ok(cli.results && own.results, `${explain(cli)}\n${explain(own)}`);
    assert.deepEqual(verdicts(own.results.tests), verdicts(cli.results.tests));
    assert.equal(own.code, cli.code);
  });

  it('without a host every document is not applicable, naming host_url, and the run passes', async () => {
    const run = await runs.get('no-host')!;
    assert.equal(run.code, 0, explain(run));
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
      assert.deepEqual(ids(tests, 'failed'), failing, explain(run));
      assert.deepEqual(ids(tests, 'warning'), warning, explain(run));
      assert.equal(run.results!.summary.passed, HOST_ROLE.length - failing.length - warning.length, explain(run));
    });
  }
});
