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
import { HTTP_ONLY, STDIO_ONLY } from '../../src/run/roles/stdio/applicable.js';
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
  // Over HTTP the stdio documents are not applicable before any client runs; every other one could not be judged.
  const judgedOverHttp = results.tests.filter((t) => !(t.status === 'not-applicable' && t.reason === STDIO_ONLY));
  assert.ok(results.tests.length - judgedOverHttp.length >= 14, 'the stdio documents are not applicable over HTTP');
  assert.deepEqual(
    judgedOverHttp.filter((t) => t.status !== 'could-not-judge').map((t) => `${t.id}: ${t.status}`),
    [],
  );
  for (const t of judgedOverHttp) assert.match(t.reason ?? '', /exited with code 1.*Cannot find module/s, t.id);
  assert.equal(results.summary.passed, 0);
});

test('over stdio, a client path with a typo: every document it could judge could-not-judge, the HTTP ones not applicable, and exit 4', async () => {
  const { code, results, output } = await runWith('node test/real-clients/no-such-client.mjs {{server_command}}', path.join(out, 'stdio-typo'));
  assert.equal(code, 4, output);
  const httpOnly = results.tests.filter((t) => t.status === 'not-applicable' && t.reason === HTTP_ONLY);
  assert.ok(httpOnly.length >= 40, `${httpOnly.length} HTTP-only documents`);
  const rest = results.tests.filter((t) => !httpOnly.includes(t));
  assert.ok(rest.length >= 14, `${rest.length} documents judged over stdio`);
  assert.deepEqual(
    rest.filter((t) => t.status !== 'could-not-judge').map((t) => `${t.id}: ${t.status}`),
    [],
  );
  for (const t of rest) assert.match(t.reason ?? '', /exited with code 1.*Cannot find module/s, t.id);
});

test('a client that exits before it sends anything: every document could-not-judge, and exit 4', async () => {
  const { code, results, output } = await runWith(`node -e "process.exit(0)"`, path.join(out, 'silent'));
  assert.equal(code, 4, output);
  assert.deepEqual(
    results.tests.filter((t) => t.status !== 'could-not-judge' && t.reason !== STDIO_ONLY).map((t) => `${t.id}: ${t.status}`),
    [],
  );
});
