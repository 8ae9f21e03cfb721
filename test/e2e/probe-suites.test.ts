import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { executeRun, type RunPlan } from '../../src/engine/index.js';
import type { SetupBlockReport } from '../../src/model/events.js';
import { PROBE_VARIABLE_NAMES } from '../../src/model/probe-variables.js';
import type { RunResult, TestResult } from '../../src/model/results.js';
import type { LoadedDocument } from '../../src/model/scenario.js';
import { repoRoot } from '../helpers/paths.js';
import { type ProbeServerOptions, startProbeServer } from '../helpers/probe-servers.js';
import { runCli } from '../helpers/run-cli.js';
import { preparedOrThrow } from '../helpers/suite-runs.js';

// Issue 38, classes 1, 2 and 7, through the three bundled server suites: one probe decides for all of
// them; a refusal before the era is never "does not speak"; a Host policy names the URL to use; the
// setup lines agree; `--var oauth=false` is a boolean.

const SUITES = ['scenarios/mcp-2025-11-25', 'scenarios/mcp-2026-07-28', 'scenarios/mcp-apps'];
let documents: LoadedDocument[];
let plan: RunPlan;
before(async () => {
  const suites = await preparedOrThrow({ paths: SUITES, cwd: repoRoot, cache: false, version: 'test', atExecute: { baseUrl: true }, timeoutMs: 5000 });
  // The server-role suites (scenarios/mcp-apps/host is the host-role suite: it reads no probe).
  documents = suites.documents.filter((d) => d.suite.data.probe === 'mcp');
  plan = { ...suites, documents };
});

/** All three suites against one small server, zero-config (no token): the results and each suite's setup blocks. */
async function runAll(options: ProbeServerOptions): Promise<{ result: RunResult; setups: Map<string, SetupBlockReport[]>; port: number }> {
  const server = await startProbeServer(options);
  const setups = new Map<string, SetupBlockReport[]>();
  try {
    const { verdict } = await executeRun(plan, {
      baseUrl: server.url,
      concurrency: 4,
      listener: { onSetupEnd: (suite, blocks) => void setups.set(suite, blocks) },
    });
    return { result: verdict.result, setups, port: server.port };
  } finally {
    await server.close();
  }
}

const probeBlock = (blocks: SetupBlockReport[] | undefined): SetupBlockReport => {
  const block = blocks?.[0];
  assert.ok(block?.name.startsWith('probe') === true, `the first setup block is the shared probe, not ${block?.name}`);
  return block!;
};
const probeVars = (block: SetupBlockReport) => Object.fromEntries(PROBE_VARIABLE_NAMES.filter((n) => n in block.vars).map((n) => [n, block.vars[n]]));
const saying = (result: RunResult, text: RegExp) => result.tests.filter((t) => text.test(t.reason ?? '')).map((t) => `${t.id}: ${t.reason}`);

describe('the three server suites read one probe', () => {
  it('agree on one server: the same decision, made once (class 1: the suites disagreed on oauth)', async () => {
    const { setups } = await runAll({ speaks2025: true, speaks2026: false, auth: 'optional', scheme: 'oauth' });
    const blocks = ['mcp-2025-11-25', 'mcp-2026-07-28', 'mcp-apps'].map((s) => probeBlock(setups.get(s)));
    const [first, ...rest] = blocks.map(probeVars);
    assert.equal(first!.auth, 'optional');
    assert.equal(first!.oauth, false);
    for (const other of rest) assert.deepEqual(other, first);
    assert.deepEqual(
      blocks.map((b) => b.name.includes('decided earlier')),
      [false, true, true],
    );
  });

  /** Not a stdio-only document, which never applies over HTTP, whatever the server does. */
  const overHttp = (t: TestResult) => t.reason !== 'stdio transport only';

  it('never say "does not speak" after a 401 before the era (class 2), nor "requires OAuth" on an optional-auth endpoint', async () => {
    const refused = await runAll({ speaks2025: true, speaks2026: false, auth: 'required', scheme: 'oauth' });
    assert.deepEqual(saying(refused.result, /does not speak/), []);
    assert.equal(probeBlock(refused.setups.get('mcp-2026-07-28')).vars.era_2026_unknown, true);
    // Every document but the OAuth ones (which judge that 401 themselves, with a couldNotJudge of their own) could not judge, naming the 401.
    const ownRule = new Set(documents.filter((d) => d.data.couldNotJudge !== undefined).map((d) => d.data.id));
    assert.ok(ownRule.has('authz-01') && ownRule.has('auth-01'));
    const notAuth = refused.result.tests.filter((t) => !ownRule.has(t.id) && overHttp(t));
    assert.ok(notAuth.length > 200);
    assert.deepEqual(
      notAuth.filter((t) => t.status !== 'could-not-judge' || !/refused: 401 to /.test(t.reason ?? '')).map((t) => `${t.id} ${t.status}: ${t.reason}`),
      [],
    );
    assert.deepEqual(
      refused.result.tests.filter((t) => t.status === 'failed').map((t) => t.id),
      [],
    );
    const optional = await runAll({ speaks2025: true, speaks2026: true, auth: 'optional', scheme: 'oauth' });
    assert.deepEqual(saying(optional.result, /requires OAuth|no access token/), []);
    // Its OAuth documents do not apply: requests without credentials are served.
    const authz01 = optional.result.tests.find((t) => t.id === 'authz-01');
    assert.equal(authz01?.status, 'not-applicable');
    assert.match(authz01?.reason ?? '', /authorization is optional at this endpoint/);
  });

  it('a Host policy (403 to 127.0.0.1, localhost accepted) is named with the URL to use, and no era is "not spoken"', async () => {
    const { result, setups, port } = await runAll({ speaks2025: true, speaks2026: true, allowedHostName: 'localhost' });
    const probe = probeBlock(setups.get('mcp-2025-11-25'));
    assert.match(probe.note ?? '', new RegExp(`the server refused the Host header .*: use http://localhost:${port}/mcp`));
    assert.equal(probe.vars.era_2025_unknown, true);
    assert.deepEqual(saying(result, /does not speak/), []);
    const hint = `use http://localhost:${port}/mcp`;
    const others = result.tests.filter((t) => overHttp(t) && (t.status !== 'could-not-judge' || !t.reason?.endsWith(hint)));
    assert.deepEqual(
      others.map((t) => `${t.id} ${t.status}: ${t.reason}`),
      [],
    );
  });

  it('no setup block of a suite sets what the probe decides, so no two setup lines contradict each other (class 7)', () => {
    const probed = new Set<string>(PROBE_VARIABLE_NAMES);
    const clashes: string[] = [];
    for (const suite of SUITES) {
      const data = parse(readFileSync(path.join(repoRoot, suite, 'suite.yaml'), 'utf8')) as { probe?: string; setup?: Array<{ name: string; vars?: object }> };
      assert.equal(data.probe, 'mcp', `${suite} reads the shared probe`);
      for (const block of data.setup ?? [])
        for (const name of Object.keys(block.vars ?? {})) if (probed.has(name)) clashes.push(`${suite} · ${block.name} · ${name}`);
    }
    assert.deepEqual(clashes, []);
  });
});

describe('typed setup variables through the CLI (class 7)', () => {
  it('--var oauth=false is accepted as false; --var oauth=no is exit 2 naming the fix', async () => {
    const ok = await runCli(['validate', 'scenarios/mcp-2025-11-25', '--var', 'oauth=false'], { cwd: repoRoot });
    assert.equal(ok.code, 0, ok.stderr);
    const bad = await runCli(['validate', 'scenarios/mcp-2025-11-25', '--var', 'oauth=no'], { cwd: repoRoot });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--var oauth: `oauth` is a boolean \(its default in mcp-2025-11-25 is false\), and "no" is not true or false/);
    assert.match(bad.stderr, /give true or false, e\.g\. --var oauth=true/);
  });
});
