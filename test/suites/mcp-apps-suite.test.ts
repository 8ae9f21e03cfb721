/**
 * The scenarios/mcp-apps suite:
 *
 *  - against the reference target (started by the suite with LEGACY=session, so both eras are
 *    served) every test passes: exit 0, 23 server-role test IDs, most in both eras, run through the
 *    CLI as CI runs it;
 *  - against each MCP Apps fault switch of the target (the fault the target is started with) the run
 *    exits 1 and exactly the expected tests fail, no more, no fewer.
 *
 * The fault runs share this process (test/helpers/suite-runs.ts: a target of its own per run, one
 * document at a time); a test checks that a run here and the CLI's agree on every verdict. Each fault
 * run covers the documents of its expected IDs and a daily sample of the others
 * (test/helpers/fault-sample.ts; `npm run test:faults`: every document).
 * Runs start together in `before`, four at a time; each test waits for its own.
 */

import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunPlan } from '../../src/engine/index.js';
import type { TestResult } from '../../src/model/results.js';
import { faultRunPlan, sampleNote } from '../helpers/fault-sample.js';
import { loadSuite, runSuiteCli, runSuiteInProcess, type SuiteRun, startRuns, verdicts } from '../helpers/suite-runs.js';
import { APPS_FAULTS } from '../targets/mcp-reference/faults-apps.js';

const SUITE = path.join('scenarios', 'mcp-apps');

const NEW = '2026-07-28';
const OLD = '2025-11-25';
/** A test ID in both eras. */
const both = (id: string) => [`mcp-apps-${id}[revision=${NEW}]`, `mcp-apps-${id}[revision=${OLD}]`];

/** The server-role test IDs of the catalog (the other 22 are the host's: scenarios/mcp-apps/host). */
const SERVER_ROLE = [
  'cap-01',
  'cap-02',
  'cap-03',
  'cap-04',
  'cap-05',
  // Not in the test specification: a server-role SHOULD of SEP-1865 (requirements-more.yaml).
  'cap-06',
  'res-01',
  'res-02',
  'res-03',
  'res-04',
  'res-05',
  'res-06',
  'res-07',
  'res-08',
  'res-09',
  'tool-01',
  'tool-02',
  'tool-03',
  'tool-06',
  'tool-07',
  'reg-01',
  'reg-02',
  'reg-03',
  'reg-04',
];
const REG_02_REVISIONS = [NEW, OLD, '2025-06-18', '2025-03-26', '2024-11-05'];

/**
 * Fault → the test IDs that must fail with it, and only those. A fault that breaks only a SHOULD or
 * a MAY makes its tests end in a warning instead (EXPECTED_WARNINGS), and the run exits 0.
 */
const EXPECTED_FAILURES: Record<string, string[]> = {
  // No BCP 14 keyword requires the advertisement ("must be explicitly negotiated" is lower case):
  // cap-01's guard makes it not applicable; the Apps tests still run, since the server serves Apps.
  'ui-extension-not-advertised': [],
  'ui-wrong-mime-type': [...both('cap-03'), ...both('res-03'), ...both('res-04'), ...both('tool-01')],
  'ui-csp-domains-string': both('res-05'),
  'ui-permissions-booleans': both('res-06'),
  // cap-03 reads the resource the UI tool links (the server's own link, not a fixed URI): the
  // rewritten https:// link names no resource ("Resource MUST exist on the server", SEP-1865:390).
  'ui-resource-uri-not-ui-scheme': [...both('cap-03'), ...both('tool-01'), ...both('tool-06')],
  // "Servers SHOULD check client capabilities before registering UI-enabled tools" (SEP-1865:1531).
  'ui-meta-leaked': [],
  // "Servers MAY omit UI-only resources from `resources/list`" (SEP-1865:393).
  'ui-resources-listed-to-all': [],
  'ui-visibility-unfiltered': both('tool-07'),
  // 2026-07-28: MUST -32602; 2025-11-25: "Servers SHOULD return ... Resource not found: -32002".
  'ui-not-found-wrong-code': [`mcp-apps-res-09[revision=${NEW}]`],
  'ui-app-only-listed-to-all': [],
};

/**
 * Faults that break no BCP 14 rule (issue 25): their tests become not applicable, with the reason,
 * instead of failing or warning. Lower-case "must" is no keyword (RFC 8174), and a MAY never warns.
 */
const EXPECTED_NOT_APPLICABLE: Record<string, string[]> = {
  // "must be explicitly negotiated" (SEP-1865:53) is lower case: cap-01's guard.
  'ui-extension-not-advertised': both('cap-01'),
  // "Servers MAY omit UI-only resources from `resources/list`" (SEP-1865:393): res-02's guard.
  'ui-resources-listed-to-all': both('res-02'),
};

/** Fault → the test IDs that must end in a warning with it (a failed SHOULD), and only those. */
const EXPECTED_WARNINGS: Record<string, string[]> = {
  'ui-meta-leaked': [...both('cap-02'), ...both('cap-04'), ...both('tool-02')],
  'ui-not-found-wrong-code': [`mcp-apps-res-09[revision=${OLD}]`],
  // "Servers SHOULD check client capabilities before registering UI-enabled tools" (SEP-1865:1531).
  'ui-app-only-listed-to-all': both('cap-06'),
};

// The host-role documents (scenarios/mcp-apps/host, their own suite) are proven by
// mcp-apps-host-suite.test.ts; here no host is given, so they are not applicable, as for a server.
const NO_HOST = { host_url: '' };

const ids = (tests: TestResult[], status: TestResult['status']) =>
  tests
    .filter((t) => t.status === status)
    .map((t) => t.id)
    .sort();

function explain(run: SuiteRun): string {
  const failed = run.results?.tests
    .filter((t) => t.status === 'failed')
    .map((t) => `  ${t.id}: step ${t.failure?.step} ${t.failure?.stepName}: ${t.failure?.message}`)
    .join('\n');
  return `${sampleNote()}\nexit ${run.code}\nfailed:\n${failed ?? '(no results.json)'}\nstderr:\n${run.stderr.slice(-2000)}`;
}

describe('scenarios/mcp-apps suite through the CLI', () => {
  let workDir: string;
  let runs = new Map<string, Promise<SuiteRun>>();
  let cliGood: Promise<SuiteRun>;
  /** Fault → the plan of its run (the documents it covers; the healthy run: every one). */
  const covered = new Map<string, RunPlan>();

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'wirecase-mcp-apps-suite-'));
    // An empty FAULT means no fault, whatever the caller's environment says.
    cliGood = runSuiteCli([SUITE], path.join(workDir, 'good'), { args: ['--var', 'host_url='], env: { FAULT: '' } });
    const plan = await loadSuite([SUITE], Object.keys(NO_HOST));
    covered.set('good', plan);
    for (const { name } of APPS_FAULTS) {
      const changed = [...(EXPECTED_FAILURES[name] ?? []), ...(EXPECTED_WARNINGS[name] ?? []), ...(EXPECTED_NOT_APPLICABLE[name] ?? [])];
      covered.set(name, faultRunPlan(plan, name, changed));
    }
    runs = startRuns(
      ['good', ...APPS_FAULTS.map((f) => f.name)],
      (name) => runSuiteInProcess(covered.get(name)!, { fault: name === 'good' ? '' : name, vars: NO_HOST }),
      4,
    );
  });

  after(async () => {
    await Promise.allSettled([cliGood, ...runs.values()]);
    await rm(workDir, { recursive: true, force: true });
  });

  it('passes against the reference target in both eras: exit 0, every server-role ID, nothing else', async () => {
    const run = await cliGood;
    assert.equal(run.code, 0, explain(run));
    const all = run.results!.tests;
    const tests = all.filter((t) => !t.tags.includes('host-role'));
    assert.deepEqual(ids(all, 'failed'), []);
    assert.deepEqual(ids(all, 'warning'), []);
    assert.deepEqual(ids(all, 'skipped'), []);
    assert.deepEqual(ids(tests, 'not-applicable'), []);
    const expected = SERVER_ROLE.flatMap((id) => (id === 'reg-02' ? REG_02_REVISIONS.map((r) => `mcp-apps-reg-02[revision=${r}]`) : both(id)));
    assert.deepEqual(tests.map((t) => t.id).sort(), expected.sort());
    assert.equal(run.results!.summary.passed, tests.length);
    // Every host-role ID of the catalog has its document; without a host each is not applicable, saying so.
    const host = all.filter((t) => t.tags.includes('host-role'));
    assert.equal(host.length, 22);
    for (const t of host) {
      assert.equal(t.status, 'not-applicable', t.id);
      assert.match(t.reason ?? '', /^no MCP Apps host is configured: set host_url/, t.id);
    }
    for (const t of tests) {
      assert.ok(t.level, `${t.id}: no level`);
      assert.ok((t.requirements ?? []).length > 0, `${t.id}: no quoted requirement`);
      assert.ok(t.spec.length > 0, `${t.id}: no spec reference`);
      assert.ok(
        t.tags.some((tag) => /^phase-[1-4]$/.test(tag)),
        `${t.id}: no phase tag`,
      );
    }
  });

  it('a run in this process gives every test the verdict the CLI gives it, and the same exit code', async () => {
    const [cli, own] = await Promise.all([cliGood, runs.get('good')!]);
    assert.ok(cli.results && own.results, `${explain(cli)}\n${explain(own)}`);
    assert.deepEqual(verdicts(own.results.tests), verdicts(cli.results.tests));
    assert.equal(own.code, cli.code);
  });

  it('has an expected failing set for every Apps fault, each naming real tests', async () => {
    assert.deepEqual(Object.keys(EXPECTED_FAILURES).sort(), APPS_FAULTS.map((f) => f.name).sort());
    assert.ok(APPS_FAULTS.length >= 6);
    const all = new Set((await runs.get('good')!).results?.tests.map((t) => t.id));
    for (const [fault, expected] of [...Object.entries(EXPECTED_FAILURES), ...Object.entries(EXPECTED_WARNINGS)]) {
      for (const id of expected) assert.ok(all.has(id), `${fault}: no test ${id}`);
    }
    // Every fault is still seen: it fails a test or ends one in a warning, or (breaking no BCP 14
    // rule) makes named tests not applicable with the reason.
    for (const fault of APPS_FAULTS.map((f) => f.name)) {
      const seen = (EXPECTED_FAILURES[fault]?.length ?? 0) + (EXPECTED_WARNINGS[fault]?.length ?? 0) + (EXPECTED_NOT_APPLICABLE[fault]?.length ?? 0);
      assert.ok(seen > 0, `${fault}: nothing sees it`);
    }
  });

  for (const fault of APPS_FAULTS.map((f) => f.name)) {
    const failing = EXPECTED_FAILURES[fault] ?? [];
    const warning = EXPECTED_WARNINGS[fault] ?? [];
    const inapplicable = EXPECTED_NOT_APPLICABLE[fault] ?? [];
    it(`against the fault ${fault}: exit ${failing.length ? 1 : 0}, failed exactly [${failing.join(', ')}], warnings exactly [${warning.join(', ')}]`, async () => {
      const run = await runs.get(fault)!;
      assert.equal(run.code, failing.length ? 1 : 0, explain(run));
      const tests = run.results!.tests;
      assert.deepEqual(
        tests.map((t) => t.id).sort(),
        covered
          .get(fault)!
          .documents.map((d) => d.data.id)
          .sort(),
        explain(run),
      );
      assert.deepEqual(ids(tests, 'failed'), [...failing].sort(), explain(run));
      assert.deepEqual(ids(tests, 'warning'), [...warning].sort(), explain(run));
      const serverRole = tests.filter((t) => !t.tags.includes('host-role'));
      assert.deepEqual(ids(serverRole, 'not-applicable'), [...inapplicable].sort(), explain(run));
      assert.equal(run.results!.summary.passed, serverRole.length - failing.length - warning.length - inapplicable.length);
    });
  }
});
