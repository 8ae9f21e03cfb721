/**
 * The bundled client suite run as a user runs it, with a `--client` command that cannot judge
 * anything (issue 38): a typo in its path (node cannot find the script), or a client that exits
 * before it sends a request. Nothing was judged, so no test may come out "not applicable" or passed
 * and the run may not exit 0: every document is could-not-judge, its reason says how the client
 * ended, and the run exits 4 ("nothing judged").
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';

const SUITE = path.join('scenarios', 'mcp-client');
let out: string;
before(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'wirecase-client-typo-'));
});
after(() => rm(out, { recursive: true, force: true }));

interface Results {
  summary: Record<string, number>;
  tests: Array<{ id: string; status: string; reason?: string }>;
}

async function runWith(client: string, dir: string): Promise<{ code: number | null; results: Results; output: string }> {
  const result = await runCli(['run', SUITE, '--client', client, '--reporter', 'console,json', '--out', dir], { cwd: repoRoot, timeoutMs: 120_000 });
  const results = JSON.parse(await readFile(path.join(dir, 'results.json'), 'utf8')) as Results;
  return { code: result.code, results, output: result.stdout + result.stderr };
}

test('a --client path with a typo: every document could-not-judge, naming how the client ended, and exit 4', async () => {
  const { code, results, output } = await runWith('node test/real-clients/no-such-client.mjs', path.join(out, 'typo'));
  assert.equal(code, 4, output);
  assert.ok(results.tests.length >= 61, `${results.tests.length} tests`);
  assert.deepEqual(
    results.tests.filter((t) => t.status !== 'could-not-judge').map((t) => `${t.id}: ${t.status}`),
    [],
  );
  for (const t of results.tests) assert.match(t.reason ?? '', /exited with code 1.*Cannot find module/s, t.id);
  assert.equal(results.summary.passed, 0);
  assert.equal(results.summary.notApplicable ?? 0, 0);
});

test('a client that exits before it sends anything: every document could-not-judge, and exit 4', async () => {
  const { code, results, output } = await runWith(`node -e "process.exit(0)"`, path.join(out, 'silent'));
  assert.equal(code, 4, output);
  assert.deepEqual(
    results.tests.filter((t) => t.status !== 'could-not-judge').map((t) => `${t.id}: ${t.status}`),
    [],
  );
});
