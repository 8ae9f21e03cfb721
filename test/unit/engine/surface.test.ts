import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { executeRun, prepareRun, type RunPlan } from '../../../src/engine/index.js';
import type { TestResult } from '../../../src/model/results.js';
import { TempProject } from '../../helpers/temp-project.js';

// The engine's surface: prepareRun takes every input before anything is sent, executeRun runs a plan
// and judges it once, and one plan serves many executions.

const project = new TempProject();
/** Two servers: one answers `{"ok":true}`, the other `{"ok":false}`; each counts what it was sent. */
const servers: Array<{ server: Server; url: string; received: number }> = [];

before(async () => {
  for (const ok of [true, false]) {
    const entry = { server: createServer(), url: '', received: 0 };
    entry.server.on('request', (_req, res) => {
      entry.received++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok }));
    });
    await new Promise<void>((resolve) => entry.server.listen(0, '127.0.0.1', resolve));
    entry.url = `http://127.0.0.1:${(entry.server.address() as AddressInfo).port}`;
    servers.push(entry);
  }
  const doc = (id: string, tag: string) =>
    `id: ${id}\ntitle: ${id}\ntags: [${tag}]\nsteps:\n  - request: { url: "/x?n={{ n }}" }\n    expect: { status: 200, json: { $.ok: true } }\n`;
  project.write('suite.yaml', 'vars: { n: "1" }\n');
  project.write('t.yaml', [doc('s-01', 'one'), doc('s-02', 'two')].join('---\n'));
  project.write('bad/t.yaml', 'id: b-01\ntitle: t\nsteps:\n  - request: { url: /x }\n    expect: { status: 200 }\n    unknownKey: 1\n');
  project.write('baseline.yaml', 'tests:\n  - { id: s-02, reason: known }\n');
});

after(async () => {
  project.remove();
  await Promise.all(servers.map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

const good = () => servers[0]!;
const bad = () => servers[1]!;

async function plan(options: Partial<Parameters<typeof prepareRun>[0]> = {}): Promise<RunPlan> {
  const prepared = await prepareRun({ paths: ['t.yaml'], cwd: project.dir, cache: false, version: 'test', ...options });
  assert.ok(prepared.ok, prepared.ok ? '' : prepared.diagnostics.map((d) => d.message).join('\n'));
  return prepared.plan;
}

test('a problem in any input comes back located, and nothing is sent', async () => {
  const before = good().received + bad().received;
  const badDoc = await prepareRun({ paths: ['bad'], cwd: project.dir, cache: false, baseUrl: good().url });
  assert.equal(badDoc.ok, false);
  if (badDoc.ok) return;
  assert.ok(
    badDoc.diagnostics.some((d) => d.span?.file === 'bad/t.yaml' && d.span.line === 6),
    JSON.stringify(badDoc.diagnostics),
  );
  assert.ok(badDoc.sources.has('bad/t.yaml'), 'the text is there for a code frame');

  const nothing = await prepareRun({ paths: ['t.yaml'], cwd: project.dir, cache: false, selection: { id: ['none-01'] } });
  assert.deepEqual(nothing.ok ? [] : nothing.diagnostics.map((d) => `${d.code} ${d.message}`), ['BAD_ARGUMENT no test matches the given paths and filters']);

  const typo = await prepareRun({ paths: ['t.yaml'], cwd: project.dir, cache: false, varOptions: ['m=2'] });
  assert.deepEqual(typo.ok ? [] : typo.diagnostics.map((d) => `${d.message} (${d.hint})`), [
    '--var m: no document or suite of this run uses a variable `m` (did you mean `n`?)',
  ]);

  const unreachable = await prepareRun({ paths: ['t.yaml'], cwd: project.dir, cache: false, baseUrl: 'http://127.0.0.1:1' });
  assert.match(unreachable.ok ? '' : unreachable.diagnostics[0]!.message, /^--base-url http:\/\/127\.0\.0\.1:1 cannot be reached/);
  assert.equal(good().received + bad().received, before);
});

test('the selection, the variables and the expected failures are the plan; executeRun judges once', async () => {
  const only = await plan({ selection: { tag: ['two'] }, varOptions: ['n=7'], baseUrl: good().url, checkReachable: false });
  assert.deepEqual(
    only.documents.map((d) => d.data.id),
    ['s-02'],
  );
  assert.equal(only.run.vars?.n, '7');

  const listed = await plan({ baseUrl: bad().url, checkReachable: false, expectedFailures: 'baseline.yaml' });
  const heard: TestResult[] = [];
  const { verdict, stopped } = await executeRun(listed, { listener: { onTestEnd: (t) => heard.push(t) } });
  assert.equal(stopped, undefined);
  // Both fail against the bad server; s-02 is listed, so the listener hears it known at once, and the run still fails for s-01.
  assert.deepEqual(
    heard.map((t) => `${t.id} ${t.status} ${t.knownFailure ? 'known' : ''}`.trim()),
    ['s-01 failed', 's-02 failed known'],
  );
  assert.equal(verdict.fails, true);
  assert.equal(verdict.baseline?.outcome.unexpected.length, 1);
});

test('one plan, many executions: each gives its own base URL, and the plan does not change', async () => {
  const shared = await plan({ atExecute: { baseUrl: true } });
  const statuses = async (url: string) => (await executeRun(shared, { baseUrl: url })).verdict.result.tests.map((t) => t.status);
  assert.deepEqual(await statuses(good().url), ['passed', 'passed']);
  assert.deepEqual(await statuses(bad().url), ['failed', 'failed']);
  assert.deepEqual(await statuses(good().url), ['passed', 'passed']);
  assert.equal(shared.run.baseUrl, undefined);
});

test('an execution may give only what its plan was prepared to take', async () => {
  const fixed = await plan({ baseUrl: good().url, checkReachable: false });
  await assert.rejects(executeRun(fixed, { baseUrl: bad().url }), /executeRun was given a base URL, which the plan was not prepared to take/);
  await assert.rejects(executeRun(fixed, { vars: { n: '2' } }), /the variable n, which the plan was not prepared to take/);
  const later = await plan({ baseUrl: good().url, checkReachable: false, atExecute: { vars: ['n'] } });
  const { verdict } = await executeRun(later, { vars: { n: '2' } });
  assert.equal(verdict.result.summary.passed, 2);
});
