import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { test as result, run } from '../helpers/results-fixtures.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

project.write(
  'suites/demo/catalog.yaml',
  `spec: { key: demo, title: Demo Spec, version: "1", url: https://spec.example }
sections:
  - { key: core, title: Core, url: https://spec.example/core }
traces:
  - { id: R1, title: Row one, level: required, changelog: { lines: 3 } }
  - { id: R2, title: Row two, level: required, changelog: { lines: 4 } }
`,
);
const shard1 = run([result('d-1', 'passed', { file: 'suites/demo/a.yaml', line: 1, traces: ['R1'], spec: ['core'] })], '2026-01-01T00:00:00.000Z');
const shard2 = run([result('d-2', 'failed', { file: 'suites/demo/b.yaml', line: 1, traces: ['R1'] })], '2026-01-01T00:00:01.000Z');
project.write('shard1/results.json', JSON.stringify(shard1));
project.write('shard2/results.json', JSON.stringify(shard2));
project.write('bad/results.json', JSON.stringify(run([result('d-3', 'passed', { file: 'suites/demo/c.yaml', line: 7, traces: ['R7'] })])));

test('report merges shards into markdown, html, json and junit, joined with the catalog next to the tests', async () => {
  const { code, stdout, stderr } = await runCli(
    ['report', '--from', 'shard1/results.json', '--from', 'shard2/results.json', '--reporter', 'markdown,html', '--reporter', 'json,junit', '--out', 'out'],
    { cwd: project.dir },
  );
  assert.equal(code, 1, `a failed test in a shard fails the report${stdout}${stderr}`);
  assert.match(stdout, /2 result files, 2 tests: 1 passed, 1 failed/);
  const md = readFileSync(path.join(project.dir, 'out/summary.md'), 'utf8');
  assert.match(md, /\| \*\*R1\*\* \| Row one \| required \| 3 \| ✅ `d-1` ❌ `d-2` \| ❌ failed \|/);
  assert.match(md, /\| \*\*R2\*\* \| Row two \| required \| 4 \| — \| 🚨 \*\*GAP: required, no scenario\*\* \|/);
  assert.match(md, /catalog `suites\/demo\/catalog\.yaml`/);
  assert.match(readFileSync(path.join(project.dir, 'out/report.html'), 'utf8'), /data-total="total">2</);
  const merged = JSON.parse(readFileSync(path.join(project.dir, 'out/results.json'), 'utf8'));
  assert.deepEqual(merged.summary, { total: 2, passed: 1, failed: 1, warnings: 0, skipped: 0, notApplicable: 0, couldNotJudge: 0, durationMs: 1234 });
  assert.equal(merged.startedAt, '2026-01-01T00:00:00.000Z');
  assert.ok(existsSync(path.join(project.dir, 'out/junit.xml')));
});

test('report: the same test ID in two shards exits 2 naming both files', async () => {
  const { code, stderr } = await runCli(
    ['report', '--from', 'shard1/results.json', '--from', 'shard2/results.json', '--from', 'shard1/results.json', '--out', 'out-dup'],
    { cwd: project.dir },
  );
  assert.equal(code, 2);
  assert.match(stderr, /error\[DUPLICATE_TEST_ID\]: test ID `d-1` appears twice in shard1\/results\.json/);
  assert.ok(!existsSync(path.join(project.dir, 'out-dup')), 'nothing written');
});

test('report --strict-catalog: an unknown trace exits 2 with file:line; without it, the report shows it', async () => {
  const strict = await runCli(['report', '--from', 'bad/results.json', '--strict-catalog', '--out', 'out-strict'], { cwd: project.dir });
  assert.equal(strict.code, 2);
  assert.match(strict.stderr, /not in the catalog: d-3 traces `R7`, which is not a row of suites\/demo\/catalog\.yaml\n {2}--> suites\/demo\/c\.yaml:7:1/);
  const lax = await runCli(['report', '--from', 'bad/results.json', '--out', 'out-lax'], { cwd: project.dir });
  assert.equal(lax.code, 0, lax.stderr);
  assert.match(readFileSync(path.join(project.dir, 'out-lax/summary.md'), 'utf8'), /\| `d-3` \| `R7` \|/);
});

test('report --catalog names the catalog explicitly; a bad catalog exits 2 with file:line:col', async () => {
  project.write(
    'other/catalog.yaml',
    'spec: { key: o, title: Other, version: "1", url: https://o.example }\nsections:\n  - { key: x, title: X, url: https://o.example/x, parnt: y }\n',
  );
  const { code, stderr } = await runCli(['report', '--from', 'shard1/results.json', '--catalog', 'other/catalog.yaml', '--out', 'out-cat'], {
    cwd: project.dir,
  });
  assert.equal(code, 2);
  assert.match(stderr, /error\[UNKNOWN_KEY\]: unknown key `parnt` in item 1 of `sections`\n {2}--> other\/catalog\.yaml:3:51\n[\s\S]*\^\^\^\^\^/);
  assert.match(stderr, /did you mean `parent`\?/);
  project.write('elsewhere/results.json', JSON.stringify(run([result('e-1', 'passed', { file: '/ci/checkout/e.yaml', traces: ['R2'] })])));
  const named = await runCli(['report', '--from', 'elsewhere/results.json', '--catalog', 'suites/demo/catalog.yaml', '--out', 'out-named'], {
    cwd: project.dir,
  });
  assert.equal(named.code, 0, named.stderr);
  assert.match(
    readFileSync(path.join(project.dir, 'out-named/summary.md'), 'utf8'),
    /\| \*\*R2\*\* \| Row two \| required \| 4 \| ✅ `e-1` \| ✅ proven \|/,
    'one named catalog speaks for every test',
  );
});

test('run --strict-catalog stops before sending anything; run writes markdown and html', async () => {
  project.write('live/suite.yaml', 'name: live\nbaseUrl: http://127.0.0.1:9\n');
  project.write(
    'live/catalog.yaml',
    'spec: { key: l, title: Live, version: "1", url: https://l.example }\nsections:\n  - { key: core, title: Core, url: https://l.example/core }\ntraces:\n  - { id: R1, title: Row, level: required, changelog: { lines: 1 } }\n',
  );
  project.write('live/a.yaml', 'id: l-1\ntitle: refused\ntraces: [R1, R2]\nsteps:\n  - request: { url: /x }\n    expect: { status: 200 }\n');
  const strict = await runCli(['run', 'live', '--strict-catalog', '--reporter', 'console,markdown', '--out', 'live-strict'], { cwd: project.dir });
  assert.equal(strict.code, 2, strict.stdout + strict.stderr);
  assert.match(strict.stderr, /not in the catalog: l-1 traces `R2`, which is not a row of live\/catalog\.yaml\n {2}--> live\/a\.yaml:3:14\n/);
  assert.doesNotMatch(strict.stdout, /refused/, 'nothing ran');
  assert.ok(!existsSync(path.join(project.dir, 'live-strict')));

  const lax = await runCli(['run', 'live', '--reporter', 'console,markdown,html', '--out', 'live-out'], { cwd: project.dir });
  assert.equal(lax.code, 1, lax.stdout + lax.stderr);
  const md = readFileSync(path.join(project.dir, 'live-out/summary.md'), 'utf8');
  assert.match(md, /\| \*\*R1\*\* \| Row \| required \| 1 \| ❌ `l-1` \| ❌ failed \|/);
  assert.match(md, /\| `l-1` \| `R2` \|/);
  assert.match(readFileSync(path.join(project.dir, 'live-out/report.html'), 'utf8'), /id="test-l-1" open/);
});
