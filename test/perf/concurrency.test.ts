import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';
import { startRecordingServer, withoutTimings, writeGeneratedSuite } from './helpers/perf-fixtures.js';

// Results and every output must not depend on how many documents run at the same time: the same
// suite at --concurrency 1 and 8 gives the same results.json apart from timings.

test('a generated suite gives the same results (apart from timings) at concurrency 1 and 8', async () => {
  const project = new TempProject();
  const server = await startRecordingServer();
  try {
    const ids = writeGeneratedSuite(project);
    const run = async (concurrency: number) => {
      server.reset();
      const out = path.join(project.dir, `out-c${concurrency}`);
      const r = await runCli(['run', 'gen', '--base-url', server.url, '--concurrency', String(concurrency), '--reporter', 'json', '--out', out], {
        cwd: project.dir,
        timeoutMs: 90_000,
      });
      assert.equal(r.code, 1, `gen-fails fails, so exit 1\n${r.stdout}\n${r.stderr}`);
      return { results: readFileSync(path.join(out, 'results.json'), 'utf8'), peak: server.peak() };
    };
    const one = await run(1);
    const eight = await run(8);
    assert.equal(one.peak, 1, 'concurrency 1 never has two requests in flight');
    assert.ok(eight.peak > 1, `concurrency 8 had ${eight.peak} request(s) in flight at once: the documents did not overlap`);
    const a = withoutTimings(one.results) as { tests: Array<{ id: string; status: string }> };
    assert.deepEqual(new Set(a.tests.map((t) => t.id)), new Set(ids));
    assert.deepEqual(
      a.tests.filter((t) => t.status === 'failed').map((t) => t.id),
      ['gen-fails'],
    );
    assert.deepEqual(withoutTimings(eight.results), a);
  } finally {
    await server.close();
    project.remove();
  }
});

test('scenarios/examples gives the same results (apart from timings) at concurrency 1 and 8', async () => {
  const project = new TempProject();
  try {
    const run = async (concurrency: number) => {
      const out = path.join(project.dir, `out-c${concurrency}`);
      const r = await runCli(['run', 'scenarios/examples', '--concurrency', String(concurrency), '--reporter', 'json', '--out', out], {
        cwd: repoRoot,
        timeoutMs: 90_000,
      });
      assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
      return readFileSync(path.join(out, 'results.json'), 'utf8');
    };
    const one = withoutTimings(await run(1)) as { tests: unknown[] };
    assert.ok(one.tests.length > 5);
    assert.deepEqual(withoutTimings(await run(8)), one);
  } finally {
    project.remove();
  }
});
