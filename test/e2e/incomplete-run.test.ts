import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { executeRun, IncompleteRun } from '../../src/engine/index.js';
import { repoRoot } from '../helpers/paths.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runCli } from '../helpers/run-cli.js';
import { preparedOrThrow } from '../helpers/suite-runs.js';
import { TempProject } from '../helpers/temp-project.js';

let server: Server;
let baseUrl: string;
const project = new TempProject();

before(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', ...(req.url === '/bug' ? { 'x-plant-bug': '1' } : {}) });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const doc = (id: string, url: string) => `id: ${id}\ntitle: ${id}\nsteps:\n  - request: { url: ${url} }\n    expect: { status: 200, json: { $.ok: true } }\n`;
  project.write('suite.yaml', `baseUrl: ${baseUrl}\n`);
  project.write('a.yaml', [doc('inc-01', '/ok'), doc('inc-02', '/ok'), doc('inc-03', '/bug'), doc('inc-04', '/ok')].join('---\n'));
});
after(async () => {
  project.remove();
  await new Promise((resolve) => server.close(resolve));
});

test('a fault in wirecase mid-run: exit 3, and every report still holds the tests that finished, marked incomplete', async () => {
  const preload = pathToFileURL(path.join(repoRoot, 'dist', 'test', 'helpers', 'crash-preload.js')).href;
  const { code, stdout, stderr } = await runCli(['run', '.', '--concurrency', '1', '--reporter', 'console,json,junit,markdown,html', '--out', 'out'], {
    cwd: project.dir,
    env: { NODE_OPTIONS: `--import=${preload}` },
  });
  assert.equal(code, 3, `exit code (stderr: ${stderr})`);
  assert.match(stderr, /internal error: TypeError: planted bug/);
  assert.match(
    stderr,
    /the run stopped after 2 of 4 tests; the 2 results gathered so far are in out\/results\.json, out\/junit\.xml, out\/summary\.md, out\/report\.html, marked incomplete/,
  );
  assert.match(stdout, /INCOMPLETE the run stopped early, after 2 of 4 tests: planted bug/);

  const results = JSON.parse(readFileSync(path.join(project.dir, 'out', 'results.json'), 'utf8'));
  assert.deepEqual(resultsSchemaErrors(results), []);
  assert.deepEqual(
    results.tests.map((t: { id: string; status: string }) => `${t.id} ${t.status}`),
    ['inc-01 passed', 'inc-02 passed'],
  );
  assert.deepEqual(results.incomplete, { reason: 'planted bug: cannot read properties of undefined', testsPlanned: 4 });
  const junit = readFileSync(path.join(project.dir, 'out', 'junit.xml'), 'utf8');
  assert.match(junit, /<testsuites name="wirecase" tests="3" failures="0" skipped="0" errors="1"/);
  assert.match(junit, /<error message="the run stopped early, after 2 of 4 tests: planted bug/);
  assert.match(readFileSync(path.join(project.dir, 'out', 'summary.md'), 'utf8'), /\*\*Incomplete run:\*\* the run stopped early, after 2 of 4 tests/);
  assert.match(
    readFileSync(path.join(project.dir, 'out', 'report.html'), 'utf8'),
    /<strong>Incomplete run:<\/strong> the run stopped early, after 2 of 4 tests/,
  );

  // `wirecase report --from` keeps the mark.
  const merged = await runCli(['report', '--from', 'out/results.json', '--reporter', 'json', '--out', 'again'], { cwd: project.dir });
  assert.equal(JSON.parse(readFileSync(path.join(project.dir, 'again', 'results.json'), 'utf8')).incomplete?.testsPlanned, 4, merged.stderr);
});

test('in-process: a listener that throws stops the run; the tests that finished come with the error, running ones included', async () => {
  const plan = await preparedOrThrow({ paths: ['.'], cwd: project.dir, cache: false, concurrency: 2 });
  let ended = 0;
  const { verdict, stopped: error } = await executeRun(plan, {
    listener: {
      onTestEnd: () => {
        if (++ended === 1) throw new RangeError('listener bug');
      },
    },
  });
  assert.ok(error instanceof IncompleteRun, `expected IncompleteRun, got ${error}`);
  // The verdict is of what finished, as the reports show it.
  assert.deepEqual(verdict.result, error.partial);
  assert.ok(error.cause instanceof RangeError);
  // inc-01 ended (its listener threw), inc-02 was running beside it and is kept; nothing new started.
  assert.deepEqual(
    error.partial.tests.map((t) => t.id),
    ['inc-01', 'inc-02'],
  );
  assert.equal(error.partial.incomplete?.testsPlanned, 4);
  assert.equal(error.partial.summary.total, 2);
});
