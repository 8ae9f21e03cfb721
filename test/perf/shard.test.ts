import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { assignShards, parseShard, selectShard } from '../../src/load/select-tests.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';
import { startRecordingServer, withoutTimings, writeGeneratedSuite } from './helpers/perf-fixtures.js';

const keys = (n: number) => Array.from({ length: n }, (_, i) => `t-${String((i * 37) % 101).padStart(3, '0')}-${i}`);

function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

test('parseShard: K/N with 1 ≤ K ≤ N, and a clear message otherwise', () => {
  assert.deepEqual(parseShard('2/3'), { index: 2, count: 3 });
  assert.deepEqual(parseShard('1/1'), { index: 1, count: 1 });
  for (const bad of ['0/3', '4/3', 'abc', '1/0', '-1/3', '1.5/3', '1/', '/3', '', '2/3/4']) {
    const parsed = parseShard(bad);
    assert.ok('error' in parsed, bad);
    assert.match(parsed.error, /--shard/);
  }
});

test('by count: every test in exactly one shard, sizes within one, whatever the input order', () => {
  for (const n of [0, 1, 2, 5, 17, 100]) {
    for (const count of [1, 2, 3, 4, 7, 120]) {
      const items = keys(n);
      const split = assignShards(items, count);
      assert.deepEqual([...split.keys()].sort(), [...items].sort());
      const sizes = Array.from({ length: count }, (_, s) => [...split.values()].filter((v) => v === s).length);
      assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `${n} tests / ${count}: ${sizes}`);
      assert.deepEqual(assignShards(shuffled(items, n + count), count), split, 'the split does not depend on the order given');
      const union = Array.from({ length: count }, (_, s) => selectShard(items, { index: s + 1, count }, (k) => k)).flat();
      assert.deepEqual(union.sort(), [...items].sort());
    }
  }
});

test('a shard keeps the tests in their given order', () => {
  const items = ['c', 'a', 'b', 'e', 'd', 'f'];
  assert.deepEqual(
    selectShard(items, { index: 1, count: 2 }, (k) => k),
    ['c', 'a', 'b'],
  );
  assert.deepEqual(
    selectShard(items, { index: 2, count: 2 }, (k) => k),
    ['e', 'd', 'f'],
  );
});

test('by durations: longest first into the least loaded shard; unknown tests count as the median', () => {
  const durations = new Map([
    ['a', 100],
    ['b', 90],
    ['c', 50],
    ['d', 40],
    ['e', 10],
    ['f', 10],
  ]);
  const split = assignShards(['a', 'b', 'c', 'd', 'e', 'f'], 2, durations);
  const load = [0, 0];
  for (const [k, s] of split) load[s]! += durations.get(k)!;
  assert.deepEqual(load, [150, 150]);
  assert.deepEqual(Object.fromEntries(split), { a: 0, b: 1, c: 1, d: 0, e: 0, f: 1 });
  // 'new' was not in the earlier run: it counts as the median (45), so it does not all pile on one shard.
  const withNew = assignShards(['a', 'b', 'c', 'd', 'e', 'f', 'new'], 3, durations);
  assert.equal(withNew.size, 7);
  assert.deepEqual(assignShards(shuffled(['a', 'b', 'c', 'd', 'e', 'f', 'new'], 3), 3, durations), withNew);
  // Zero durations (skipped tests) still spread by count.
  const zeros = assignShards(
    ['p', 'q', 'r', 's'],
    2,
    new Map([
      ['p', 0],
      ['q', 0],
      ['r', 0],
      ['s', 0],
    ]),
  );
  assert.deepEqual([...zeros.values()].sort(), [0, 0, 1, 1]);
});

test('CLI: shards 1/3, 2/3, 3/3 run every test once; their merged report equals the unsharded one apart from timings', async () => {
  const project = new TempProject();
  const server = await startRecordingServer();
  try {
    const ids = writeGeneratedSuite(project);
    const run = async (out: string, ...extra: string[]) => {
      const r = await runCli(['run', 'gen', '--base-url', server.url, '--reporter', 'json', '--out', path.join(project.dir, out), ...extra], {
        cwd: project.dir,
        timeoutMs: 90_000,
      });
      assert.ok(r.code === 0 || r.code === 1, `${r.stdout}\n${r.stderr}`);
      return { ...r, file: path.join(project.dir, out, 'results.json') };
    };
    const whole = await run('whole');
    for (const durations of [undefined, whole.file]) {
      const label = durations ? 'by durations' : 'by count';
      const shards = [];
      for (const k of [1, 2, 3]) shards.push(await run(`${label}-${k}`, '--shard', `${k}/3`, ...(durations ? ['--durations', durations] : [])));
      const shardIds = shards.map((s) => (JSON.parse(readFileSync(s.file, 'utf8')) as { tests: Array<{ id: string }> }).tests.map((t) => t.id));
      shards.forEach((s, i) => assert.match(s.stderr, new RegExp(`shard ${i + 1}/3: ${shardIds[i]!.length} of ${ids.length} tests`)));
      const all = shardIds.flat();
      assert.equal(all.length, ids.length, `${label}: ${JSON.stringify(shardIds)}`);
      assert.deepEqual(new Set(all), new Set(ids), label);
      if (!durations)
        assert.deepEqual(
          shardIds.map((s) => s.length),
          [6, 6, 6],
        );
      const merged = path.join(project.dir, `${label}-merged`);
      const r = await runCli(['report', ...shards.flatMap((s) => ['--from', s.file]), '--reporter', 'json', '--out', merged], {
        cwd: project.dir,
        timeoutMs: 60_000,
      });
      assert.equal(r.code, 1, `gen-fails fails, so exit 1\n${r.stdout}\n${r.stderr}`);
      const a = withoutTimings(readFileSync(path.join(merged, 'results.json'), 'utf8')) as { tests: Array<{ id: string }> };
      const b = withoutTimings(readFileSync(whole.file, 'utf8')) as { tests: Array<{ id: string }> };
      // The merge orders tests by file and line (then ID); the run orders a matrix document's tests by
      // its matrix. Compare in one order.
      const byId = (x: { id: string }, y: { id: string }) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
      a.tests.sort(byId);
      b.tests.sort(byId);
      assert.deepEqual(a, b, label);
    }
  } finally {
    await server.close();
    project.remove();
  }
});

test('CLI: a bad --shard exits 2 with a clear message, before anything runs', async () => {
  const project = new TempProject();
  try {
    writeGeneratedSuite(project);
    for (const bad of ['0/3', '4/3', 'abc']) {
      const r = await runCli(['run', 'gen', '--base-url', 'http://127.0.0.1:9', '--shard', bad], { cwd: project.dir, timeoutMs: 60_000 });
      assert.equal(r.code, 2, bad);
      assert.match(r.stderr, /--shard/, bad);
      assert.equal(r.stdout, '', bad);
    }
    const noShard = await runCli(['run', 'gen', '--base-url', 'http://127.0.0.1:9', '--durations', 'results.json'], { cwd: project.dir, timeoutMs: 60_000 });
    assert.equal(noShard.code, 2);
    assert.match(noShard.stderr, /--durations only balances --shard/);
    const missing = await runCli(['run', 'gen', '--base-url', 'http://127.0.0.1:9', '--shard', '1/2', '--durations', 'nope.json'], {
      cwd: project.dir,
      timeoutMs: 60_000,
    });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /nope\.json/);
  } finally {
    project.remove();
  }
});

test('CLI: more shards than tests: the empty shard runs nothing, passes, and writes a results.json', async () => {
  const project = new TempProject();
  try {
    project.write('one/a.yaml', 'id: only-one\ntitle: the only test\nskip: nothing to send\nsteps:\n  - request: { url: /x }\n    sendOnly: true\n');
    const out = path.join(project.dir, 'out');
    const r = await runCli(['run', 'one', '--base-url', 'http://127.0.0.1:9', '--shard', '2/2', '--reporter', 'json', '--out', out], {
      cwd: project.dir,
      timeoutMs: 60_000,
    });
    assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /shard 2\/2: 0 of 1 tests/);
    assert.deepEqual((JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as { tests: unknown[] }).tests, []);
  } finally {
    project.remove();
  }
});
