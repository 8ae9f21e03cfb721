/**
 * The scenarios/scripted suite, run through the CLI exactly as CI runs it:
 *
 *  - against the good scripted server it passes (exit 0);
 *  - against a server broken on purpose (WIRECASE_SCRIPTED_FAULT, passed by
 *    the CLI to the target it starts) it fails (exit 1), and exactly the
 *    tests that check the broken behaviour fail, no more, no fewer;
 *  - the cases a passing suite cannot hold (a drop that cuts a body, a step
 *    timeout shorter than the delay) run as a small suite of their own, and
 *    the engine must fail those steps with the right kind of reason.
 *
 * The runs are started together (a few at a time) in `before`, each test
 * waits for its own.
 */

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { SERVER_FAULT_NAMES, type ServerFault } from '../../src/serve/scripted/index.js';
import { pool } from '../helpers/pool.js';

/** The repository root: this file runs as dist/test/suites/scripted-suite.test.js. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'wirecase.js');
const SUITE = path.join(ROOT, 'scenarios', 'scripted');

/** Needs a gateway to apply; reported not-applicable in every run here. */
const NOT_APPLICABLE = ['scripted-gateway-policy'];

/** Fault → the test IDs that must fail with it, and only those. */
const EXPECTED_FAILURES: Record<ServerFault, string[]> = {
  'no-session-id': ['scripted-proto-initialize', 'scripted-gateway-passthrough'],
  'notification-answered': ['scripted-proto-notification', 'scripted-log-records', 'scripted-gateway-passthrough'],
  'wrong-error-code': ['scripted-proto-unknown-method'],
  'image-as-text': ['scripted-shape-image'],
  'events-without-progress': ['scripted-shape-events-progress', 'scripted-fault-chunks', 'scripted-gateway-passthrough'],
  'byte-bound-off-by-one': ['scripted-bound-1mib', 'scripted-gateway-passthrough'],
  'delay-ignored': ['scripted-fault-delay'],
  'chunks-ignored': ['scripted-fault-chunks'],
  'log-not-recorded': [
    'scripted-log-records',
    'scripted-log-clear',
    'scripted-log-partitions',
    'scripted-bound-over',
    'scripted-fault-drop',
    'scripted-gateway-passthrough',
  ],
  'partitions-shared': [
    'scripted-log-records',
    'scripted-log-clear',
    'scripted-log-partitions',
    'scripted-bound-over',
    'scripted-fault-drop',
    'scripted-proto-malformed-json',
  ],
};

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  results: RunResult | undefined;
}

const RUN_TIMEOUT_MS = 45_000;

/** `wirecase run <paths> --reporter json --out <dir>` from the repository root; never rejects. */
async function runSuite(paths: string[], outDir: string, env: Record<string, string> = {}): Promise<CliRun> {
  // With a fault on, tests run one at a time: a fault such as shared partitions makes concurrent
  // tests see each other, and the set of failures must not depend on timing.
  const serial = env.WIRECASE_SCRIPTED_FAULT ? ['--concurrency', '1'] : [];
  const child = spawn(process.execPath, ['--', CLI, 'run', ...paths, '--reporter', 'json', '--out', outDir, ...serial], {
    cwd: ROOT,
    // An empty WIRECASE_SCRIPTED_FAULT means no fault, whatever the caller's environment says.
    env: { ...process.env, NO_COLOR: '1', WIRECASE_SCRIPTED_FAULT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGINT'), RUN_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.on('close', (exit) => resolve(exit)));
  clearTimeout(timer);
  const file = path.join(outDir, 'results.json');
  const results = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as RunResult) : undefined;
  return { code, stdout, stderr, results };
}

function ids(tests: TestResult[], status: TestResult['status']): string[] {
  return tests
    .filter((t) => t.status === status)
    .map((t) => t.id)
    .sort();
}

function explain(run: CliRun): string {
  const failed = run.results?.tests
    .filter((t) => t.status === 'failed')
    .map((t) => `  ${t.id}: step ${t.failure?.step} ${t.failure?.stepName}: ${t.failure?.message}`)
    .join('\n');
  return `exit ${run.code}\nfailed:\n${failed ?? '(no results.json)'}\nstderr:\n${run.stderr.slice(-2000)}`;
}

// The cases a green suite cannot hold: each of these steps must fail.
const ENGINE_SUITE = `# A throwaway suite written by test/suites/scripted-suite.test.ts
target:
  command: wirecase serve scripted --port {{ port }}
  ready: /healthz
baseUrl: "{{ target.url }}"
headers:
  Accept: application/json, text/event-stream
timeout: 10s
`;

const ENGINE_DOCUMENTS = `id: engine-drop-json
title: a JSON body cut in half fails the step
steps:
  - request:
      method: POST
      url: /engine/mcp
      json: { jsonrpc: "2.0", id: 1, method: tools/call, params: { name: echo, arguments: { text: x, repeat: 1000, drop: true } } }
    expect:
      status: 200
---
id: engine-drop-events
title: an event stream cut short fails the step
steps:
  - request:
      method: POST
      url: /engine/mcp
      json:
        jsonrpc: "2.0"
        id: 2
        method: tools/call
        params: { name: echo, arguments: { text: y, repeat: 1000, shape: events, drop: true }, _meta: { progressToken: 1 } }
    expect:
      status: 200
---
id: engine-timeout-shorter-than-delay
title: a step timeout shorter than the delay fails the step
steps:
  - timeout: 300ms
    request:
      method: POST
      url: /engine/mcp
      json: { jsonrpc: "2.0", id: 3, method: tools/call, params: { name: echo, arguments: { text: late, delay: 3000 } } }
    expect:
      status: 200
---
id: engine-log-after-failures
title: the server received all three calls
steps:
  - request:
      url: /engine/test/requests
    expect:
      json:
        $.count: 3
        $.requests[*].arguments.drop: { equals: [true, true] }
        $.requests[2].arguments.delay: 3000
`;

describe('scenarios/scripted suite through the CLI', () => {
  let workDir: string;
  const runs = new Map<string, Promise<CliRun>>();

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'wirecase-scripted-suite-'));
    const engineDir = path.join(workDir, 'engine-suite');
    await mkdir(engineDir);
    await writeFile(path.join(engineDir, 'suite.yaml'), ENGINE_SUITE);
    await writeFile(path.join(engineDir, 'engine.yaml'), ENGINE_DOCUMENTS);

    const jobs: Array<[string, () => Promise<CliRun>]> = [
      ['good', () => runSuite([SUITE], path.join(workDir, 'good'))],
      ['engine', () => runSuite([engineDir], path.join(workDir, 'engine'))],
      ...SERVER_FAULT_NAMES.map((fault): [string, () => Promise<CliRun>] => [
        fault,
        () => runSuite([SUITE], path.join(workDir, fault), { WIRECASE_SCRIPTED_FAULT: fault }),
      ]),
    ];
    const started = pool(
      jobs.map(([, job]) => job),
      4,
    );
    jobs.forEach(([name], i) => runs.set(name, started[i]!));
  });

  after(async () => {
    await Promise.allSettled(runs.values());
    await rm(workDir, { recursive: true, force: true });
  });

  it('passes against the good server: exit 0, every test passed', async () => {
    const run = await runs.get('good')!;
    assert.equal(run.code, 0, explain(run));
    const tests = run.results!.tests;
    assert.ok(tests.length >= 25, `only ${tests.length} tests`);
    assert.deepEqual(ids(tests, 'not-applicable'), NOT_APPLICABLE);
    assert.deepEqual(ids(tests, 'failed'), []);
    assert.deepEqual(ids(tests, 'skipped'), []);
    assert.equal(run.results!.summary.passed, tests.length - NOT_APPLICABLE.length);
    // Every failing set names real tests of the suite.
    const all = new Set(tests.map((t) => t.id));
    for (const [fault, expected] of Object.entries(EXPECTED_FAILURES)) {
      for (const id of expected) assert.ok(all.has(id), `${fault}: no test ${id}`);
    }
  });

  it('has an expected failing set for every fault of the server', () => {
    assert.deepEqual(Object.keys(EXPECTED_FAILURES).sort(), [...SERVER_FAULT_NAMES].sort());
    assert.ok(SERVER_FAULT_NAMES.length >= 5);
  });

  for (const fault of SERVER_FAULT_NAMES) {
    it(`fails against the fault ${fault}: exit 1, exactly ${EXPECTED_FAILURES[fault].join(', ')}`, async () => {
      const run = await runs.get(fault)!;
      assert.equal(run.code, 1, explain(run));
      const tests = run.results!.tests;
      assert.deepEqual(ids(tests, 'failed'), [...EXPECTED_FAILURES[fault]].sort(), explain(run));
      assert.deepEqual(ids(tests, 'not-applicable'), NOT_APPLICABLE);
      assert.equal(run.results!.summary.passed, tests.length - NOT_APPLICABLE.length - EXPECTED_FAILURES[fault].length);
    });
  }

  it('docs/scripted-server.md quotes gateway.yaml word for word', async () => {
    const page = await readFile(path.join(ROOT, 'docs', 'scripted-server.md'), 'utf8');
    const source = await readFile(path.join(SUITE, 'gateway.yaml'), 'utf8');
    const quoted = [...page.matchAll(/<!-- from scenarios\/scripted\/gateway\.yaml -->\n```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    assert.ok(quoted.length >= 4, `found ${quoted.length} quoted blocks`);
    for (const block of quoted) assert.ok(source.includes(block), `not in gateway.yaml:\n${block}`);
  });

  it('fails a step whose body is dropped or whose timeout is shorter than the delay, with the right reason', async () => {
    const run = await runs.get('engine')!;
    assert.equal(run.code, 1, explain(run));
    const byId = new Map(run.results!.tests.map((t) => [t.id, t]));
    // A step that got no answer at all within its timeout fails; its test could not judge the
    // server (silence shows no behaviour), while a body cut short is an answer, and fails the test.
    const stepError = (id: string, verdict: TestResult['status'] = 'failed') => {
      const test = byId.get(id);
      assert.ok(test, `no result for ${id}`);
      assert.equal(test.status, verdict, id);
      const step = test.steps[0]!;
      assert.equal(step.status, 'failed', id);
      assert.ok(step.error, `${id}: the step failed without a transport error: ${JSON.stringify(step.assertions)}`);
      return step.error;
    };

    for (const id of ['engine-drop-json', 'engine-drop-events']) {
      const error = stepError(id);
      // A closed connection, or a body shorter than its Content-Length: either is a transport
      // reason, never an assertion on a half body.
      assert.match(error.code, /^HTTP_(CONNECTION|PROTOCOL)$/, `${id}: ${error.code} ${error.message}`);
      assert.match(error.message, /closed|shorter|Content-Length|terminated|ended/i, `${id}: ${error.message}`);
    }
    const timeout = stepError('engine-timeout-shorter-than-delay', 'could-not-judge');
    assert.equal(timeout.code, 'HTTP_TIMEOUT', timeout.message);
    assert.match(timeout.message, /within 300 ms/);

    // What a failing step sent still reached the server: its log shows all three calls.
    assert.equal(byId.get('engine-log-after-failures')?.status, 'passed', explain(run));
  });
});
