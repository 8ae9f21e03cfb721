import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { ExitCode } from '../../src/cli/exit-codes.js';
import { END_OF_COMMAND } from './cli-worker.js';
import { cases, settings } from './fc-settings.js';

/**
 * An internal error (exit 3) is wirecase's own defect, never the author's: whatever a document and its
 * suite.yaml say, `validate` and `run` end with 0, 1 or 2 (issue 27). The documents are built from
 * the pieces authors get wrong: variables nothing defines (in a step, a suite's `baseUrl` or `vars`,
 * an `env.` name not set), single braces, JSON in quotes, absolute URLs to another server or to a port
 * where nothing listens, captures that find nothing, teardown steps reading them. Each runs through
 * the command's own entry (`main`), in a worker thread, against a server on 127.0.0.1 that answers JSON.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-prop-exit-'));
writeFileSync(path.join(dir, 'package.json'), '{}'); // a project root: the suite search stops here
let server: Server;
let serverUrl = '';

before(async () => {
  server = createServer((req, res) => {
    const status = req.url?.includes('missing') ? 404 : req.method === 'POST' ? 201 : 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 7, name: 'widget', tags: ['a'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

// ---- generated documents --------------------------------------------------------------------------

const SERVER = '<server>';
/** Most pieces are right, a few wrong: a document must often load, so that its run is reached. */
const mostly = <T>(right: fc.Arbitrary<T>, wrong: fc.Arbitrary<T>) => fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrong });
const name = mostly(fc.constant('item_id'), fc.constantFrom('itemId', 'base_url', 'token', 'pet_id', 'missing'));
const url = mostly(
  fc.constantFrom('/items', '/items/missing', '/pets?limit=2', `${SERVER}/items`),
  fc.oneof(
    fc.constantFrom('http://127.0.0.1:9/x', 'https://other.example/x', '{{ env.WIRECASE_PROP_UNSET }}/x', '{{ baseUrl }}/items', '{{ nope( }}', ''),
    name.map((n) => `/items/{{ ${n} }}`),
    name.map((n) => `/items/{${n}}`),
    name.map((n) => `{{ ${n} }}/items`),
  ),
);
const body = mostly(
  fc.constantFrom('', 'json: { tag: cat }'),
  fc.oneof(
    fc.constantFrom('json: \'{"tag": "cat"}\'', 'json: "[1, 2]"', 'body: "{broken"', 'form: { a: b }'),
    name.map((n) => `json: { id: "{{ ${n} }}" }`),
  ),
);
const expectation = fc.constantFrom(
  'expect: { status: 200 }',
  'expect: { status: [200, 201] }',
  'expect: { json: { $.id: 7 } }',
  'expect: { json: { $.name: { matches: "^wid" } } }',
  'expect: { json: { $.id: "{{ item_id }}" } }',
  'sendOnly: true',
);
const capture = fc.constantFrom('', '', 'capture: { item_id: $.id }', 'capture: { token: $.nothing }', 'capture: { itemId: "$.tags[0]" }');
const step = fc
  .record({ method: fc.constantFrom('GET', 'POST', 'DELETE'), url, body, expectation, capture })
  .map(
    (s) =>
      `  - request:\n      method: ${s.method}\n      url: "${s.url}"\n${s.body ? `      ${s.body}\n` : ''}    ${s.expectation}\n${s.capture ? `    ${s.capture}\n` : ''}`,
  );
const documentText = fc
  .record({
    vars: mostly(
      fc.constant('vars:\n  item_id: 7\n'),
      fc.constantFrom('', 'vars:\n  pet_id: "{{ item_id }}"\n', 'vars:\n  token: "{{ env.WIRECASE_PROP_UNSET }}"\n'),
    ),
    steps: fc.array(step, { minLength: 1, maxLength: 3 }),
    teardown: fc.array(step, { maxLength: 1 }),
  })
  .map((d) => `id: prop-1\ntitle: generated\n${d.vars}steps:\n${d.steps.join('')}${d.teardown.length ? `teardown:\n${d.teardown.join('')}` : ''}`);
const suiteText = fc
  .record({
    baseUrl: mostly(
      fc.constantFrom(SERVER, '"{{ srv }}"'),
      fc.constantFrom('', '"{{ base_url }}"', '"{{ env.WIRECASE_PROP_UNSET }}"', 'http://127.0.0.1:9', '"{{ target.url }}"'),
    ),
    vars: mostly(
      fc.constant(`vars:\n  srv: ${SERVER}\n`),
      fc.constantFrom('', 'vars:\n  srv: "{{ env.WIRECASE_PROP_UNSET }}"\n', 'vars:\n  srv: "{{ item_id }}"\n'),
    ),
  })
  .map((s) => `name: generated\ntimeout: 2s\n${s.baseUrl ? `baseUrl: ${s.baseUrl}\n` : ''}${s.vars}`);

// ---- the property ---------------------------------------------------------------------------------

/**
 * The commands run in one worker thread (cli-worker.ts): what they print goes to the worker's own
 * stdout and stderr, read here, never into the test runner's output.
 */
let worker: Worker;
/** What the command printed so far, and the streams that have not yet shown its end. */
let output: string[] = [];
let pending = new Set<string>();
let allPrinted = () => {};
before(() => {
  worker = new Worker(new URL('./cli-worker.js', import.meta.url), { stdout: true, stderr: true, env: { ...process.env, NO_COLOR: '1' } });
  for (const stream of ['stdout', 'stderr'] as const) {
    worker[stream].setEncoding('utf8');
    worker[stream].on('data', (chunk: string) => {
      output.push(chunk.replaceAll(END_OF_COMMAND, ''));
      if (chunk.includes(END_OF_COMMAND) && pending.delete(stream) && pending.size === 0) allPrinted();
    });
  }
});
after(() => worker.terminate());

/** The command's exit code (3 for anything thrown, as the CLI gives it), with all it printed. */
async function exitCode(argv: string[]): Promise<{ code: number; output: string }> {
  output = [];
  pending = new Set(['stdout', 'stderr']);
  const printed = new Promise<void>((resolve) => void (allPrinted = resolve));
  const answer = await new Promise<{ code?: number; thrown?: string }>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage(argv);
  });
  await printed;
  const text = output.join('');
  return answer.thrown !== undefined ? { code: ExitCode.internalError, output: `${text}\nthrown: ${answer.thrown}` } : { code: answer.code!, output: text };
}

/** Exit codes seen, by command: the generated documents must reach a run, not only exit 2. */
const seen = { validate: new Set<number>(), run: new Set<number>() };

let n = 0;
async function check(doc: string, suite: string, command: 'validate' | 'run'): Promise<void> {
  const folder = path.join(dir, `case-${n++}`);
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'suite.yaml'), suite.replaceAll(SERVER, serverUrl));
  writeFileSync(path.join(folder, 'doc.yaml'), doc.replaceAll(SERVER, serverUrl));
  const argv =
    command === 'validate'
      ? ['validate', folder, '--no-cache']
      : ['run', folder, '--no-cache', '--reporter', 'json', '--out', path.join(folder, 'out'), '--concurrency', '1'];
  const { code, output } = await exitCode(argv);
  seen[command].add(code);
  assert.ok([ExitCode.passed, ExitCode.failed, ExitCode.badInput].includes(code as 0 | 1 | 2), `exit ${code} from ${command}:\n${suite}---\n${doc}\n${output}`);
  rmSync(folder, { recursive: true, force: true });
}

test(`no generated document makes validate exit 3 (${cases(60)} cases)`, async () => {
  await fc.assert(
    fc.asyncProperty(documentText, suiteText, (doc, suite) => check(doc, suite, 'validate')),
    settings(2701, 60),
  );
  assert.ok(seen.validate.has(ExitCode.passed) && seen.validate.has(ExitCode.badInput), `exit codes seen: ${[...seen.validate]}`);
});

test(`no generated document makes run exit 3, against a server on 127.0.0.1 or a port where nothing listens (${cases(40)} cases)`, async () => {
  await fc.assert(
    fc.asyncProperty(documentText, suiteText, (doc, suite) => check(doc, suite, 'run')),
    settings(2702, 40),
  );
  assert.ok(seen.run.has(ExitCode.passed) || seen.run.has(ExitCode.failed), `exit codes seen: ${[...seen.run]}`);
});

test('the crash of issue 27: a suite baseUrl from a variable nothing gives is exit 2 in validate and run, never 3', async () => {
  for (const command of ['validate', 'run'] as const) {
    const folder = path.join(dir, `crash-${command}`);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'suite.yaml'), 'baseUrl: "{{ base_url }}"\n');
    writeFileSync(path.join(folder, 'doc.yaml'), 'id: c-1\ntitle: t\nsteps:\n  - request: { url: /x }\n    expect: { status: 200 }\n');
    const { code, output } = await exitCode([
      command,
      folder,
      '--no-cache',
      ...(command === 'run' ? ['--reporter', 'json', '--out', path.join(folder, 'out')] : []),
    ]);
    assert.equal(code, ExitCode.badInput, output);
    assert.match(output, /undefined variable `base_url` in the base URL/);
  }
});
