import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';
import { gunzipSync } from 'node:zlib';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { gzipBomb, type MisbehavingServer, startMisbehavingServer } from '../helpers/misbehaving-server.js';
import { runInProcess } from '../helpers/run-in-process.js';
import { TempProject } from '../helpers/temp-project.js';

/**
 * The server-fault suite (issue 14): for each way a server can misbehave, a run of two documents, the
 * faulty exchange and then a healthy one against the same server. The first must fail its step with a
 * reason that names what went wrong, the second must still pass (the connection the fault poisoned is
 * not reused), the case must end within its timeout plus a margin, and where the server sends a lot,
 * memory must stay bounded.
 */

let server: MisbehavingServer;
before(async () => {
  server = await startMisbehavingServer();
});
after(() => server.close());

/** The faulty step's timeout, unless the case sets one; the healthy document gets the same. */
const STEP_TIMEOUT_MS = 3000;
/** How long past its timeout a case may take before it counts as a hang (not a speed measure). */
const HANG_MARGIN_MS = 5000;

interface Fault {
  /** What the server does. */
  name: string;
  path: string;
  /** The step is an `rpc` call (POST, reading an event stream until its JSON-RPC response). */
  rpc?: boolean;
  /** The faulty step's `expect`, as YAML flow. */
  expect?: string;
  timeoutMs?: number;
  /** The failure message must match this. */
  reason: RegExp;
  /** The server sends (or would make the client hold) a lot: check what the result stores and the memory used. */
  heavy?: { maxStoredBytes: number };
  /** The test's verdict when not `failed`: silence (no answer within the timeout) judges nothing. */
  verdict?: TestResult['status'];
  /** Anything else the case proves. */
  also?: (fault: TestResult) => void;
}

const faults: Fault[] = [
  // The connection.
  {
    name: 'connection reset before any response byte',
    path: '/reset',
    reason: /^the connection was closed before a response arrived/,
    also: () => assert.equal(server.hits.get('/reset'), 2, 'a reset before the response is sent once more, on a new connection, then reported'),
  },
  { name: 'connection reset in the middle of a chunked body', path: '/reset-mid-body', reason: /^the connection was closed while reading the response body/ },
  {
    name: 'socket accepted, request read, then silence',
    path: '/silent',
    timeoutMs: 400,
    verdict: 'could-not-judge',
    reason: /^no response arrived within 400 ms \(the step's timeout\)/,
  },
  {
    name: 'a 1xx informational answer, then silence',
    path: '/informational-then-silent',
    timeoutMs: 400,
    verdict: 'could-not-judge',
    reason: /^no response arrived within 400 ms \(the step's timeout\), only an informational 103/,
  },
  // The framing.
  {
    name: 'Content-Length longer than the body sent, then close',
    path: '/truncated',
    reason: /^the connection was closed while reading the response body, after 11 of the 100 bytes its Content-Length announced/,
  },
  // The surplus is a whole 418 response: the healthy test after it fails if the client reads it as its answer.
  {
    name: 'Content-Length shorter than the body sent, the surplus a smuggled response',
    path: '/length-short',
    expect: '{ json: { $.ok: true } }',
    reason: /^\$\.ok: the body is not JSON/,
    also: (t) => assert.equal(t.steps[0]!.response!.body, '{"ok":true', 'the body is what Content-Length announced'),
  },
  {
    name: 'two Content-Length headers that disagree',
    path: '/length-conflict',
    reason: /^malformed HTTP before a response arrived: the parser rejected a head with a Content-Length/,
  },
  {
    name: 'a chunked body with a chunk size that is not hex',
    path: '/bad-chunk',
    reason: /^malformed HTTP while reading the response body: Invalid character in chunk size/,
  },
  { name: 'not HTTP at all (an SSH banner)', path: '/not-http', reason: /^malformed HTTP before a response arrived: Expected HTTP\// },
  { name: 'header lines without end', path: '/endless-headers', reason: /^the response head is larger than 16 KiB \(the client's limit\)/ },
  {
    name: 'a redirect to itself',
    path: '/redirect-loop',
    expect: '{ status: 200 }',
    reason: /^expected status 200, got 302/,
    also: () => assert.equal(server.hits.get('/redirect-loop'), 1, 'redirects are not followed: the step sees the 302 itself'),
  },
  // Event streams.
  {
    name: 'an event stream that never ends',
    path: '/endless-sse',
    timeoutMs: 600,
    reason: /^the response body did not end within 600 ms/,
    heavy: { maxStoredBytes: 64 << 10 },
  },
  {
    name: 'the JSON-RPC response dripped one byte every 20 ms, past the timeout',
    path: '/sse-drip',
    rpc: true,
    timeoutMs: 500,
    reason: /^the response body did not end within 500 ms/,
  },
  {
    name: 'an event stream whose JSON-RPC response has another id',
    path: '/sse-wrong-id',
    rpc: true,
    expect: '{ json: { $.result.ok: true } }',
    reason: /^\$\.result\.ok: the event stream \(1 event\) holds no JSON-RPC response with id 1/,
  },
  {
    name: 'malformed event-stream lines, and the response not closed by a blank line',
    path: '/sse-unterminated',
    rpc: true,
    expect: '{ json: { $.result.ok: true } }',
    reason: /^\$\.result\.ok: the event stream \(1 event\) holds no JSON-RPC response with id 1/,
    also: (t) => assert.match(t.steps[0]!.response!.body, /"id":1,"result"/, 'the response arrived, but no blank line dispatched it'),
  },
  // The body.
  { name: 'a body over maxBodySize', path: '/huge', reason: /over maxBodySize \(10485760 bytes\), cut/, heavy: { maxStoredBytes: 64 << 10 } },
  {
    name: 'a gzip bomb (Content-Encoding: gzip, 1 GiB inflated)',
    path: '/gzip-bomb',
    expect: '{ json: { $.ok: true } }',
    reason: /^\$\.ok: (the body is not JSON|.*not valid UTF-8)/,
    heavy: { maxStoredBytes: 64 << 10 },
    also: (t) => assert.equal(t.steps[0]!.response!.bodyBytes, gzipBomb().length, 'the body is the bytes on the wire: the client does not inflate it'),
  },
  {
    name: 'JSON under Content-Type text/plain',
    path: '/wrong-type',
    expect: '{ headers: { content-type: { matches: json } } }',
    reason: /^header content-type: .*"text\/plain"/,
  },
  {
    name: 'HTML under Content-Type application/json',
    path: '/not-json',
    expect: '{ json: { $.a: 1 } }',
    reason: /^\$\.a: the body is not JSON \(Unexpected token '<'/,
  },
  { name: 'invalid UTF-8 under application/json', path: '/bad-utf8', expect: '{ json: { $.name: { exists: true } } }', reason: /not valid UTF-8/ },
  { name: 'JSON nested 200,000 levels deep', path: '/deep-json', expect: '{ json: { "$[0]": { exists: true } } }', reason: /nested too deeply/ },
];

/**
 * The faulty document, then a healthy one against the same server. `serial` makes the healthy one start
 * only once the faulty one has ended (a run overlaps documents otherwise), on the same client.
 */
function documents(fault: Fault, timeoutMs: number): string {
  const call = fault.rpc ? `rpc: { method: faults/call, url: "${fault.path}" }` : `request: { url: "${fault.path}" }`;
  return `id: fault\ntitle: ${JSON.stringify(fault.name)}\nsteps:\n  - ${call}\n    timeout: ${timeoutMs}ms\n${fault.expect ? `    expect: ${fault.expect}\n` : '    sendOnly: true\n'}---
id: healthy
title: the next test still runs
serial: true
steps:
  - request: { url: /numbers }
    timeout: ${STEP_TIMEOUT_MS}ms
    expect: { status: 200, json: { $.half: 0.5 } }
`;
}

/** V8's full collection, reachable without --expose-gc (as src/run/memory-ceiling.ts does). */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
/**
 * What stays in use once everything transient is gone: a closed connection's buffers are released
 * a few event-loop turns after the run returns, so collect a few times and keep the least.
 */
async function settledUse(): Promise<number> {
  let least = Infinity;
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    gc();
    least = Math.min(least, used());
  }
  return least;
}

for (const fault of faults) {
  const timeoutMs = fault.timeoutMs ?? STEP_TIMEOUT_MS;
  test(`server fault: ${fault.name} (${fault.path})`, { timeout: timeoutMs + STEP_TIMEOUT_MS + HANG_MARGIN_MS + 5000 }, async (t) => {
    const project = new TempProject();
    project.write('faults.yaml', documents(fault, timeoutMs));
    server.hits.clear();
    // Memory: heap and buffers after a full collection, then their peak sampled every 5 ms while the
    // case runs (between event-loop turns); and the process's peak RSS, which also sees what a single
    // turn allocates and frees.
    gc();
    const baseline = used();
    const rssPeakBefore = process.resourceUsage().maxRSS * 1024;
    let peak = baseline;
    const sampler = fault.heavy ? setInterval(() => (peak = Math.max(peak, used())), 5) : undefined;
    const started = performance.now();
    let result: RunResult;
    try {
      result = await runInProcess(project, server.url, { timeoutMs: STEP_TIMEOUT_MS });
    } finally {
      clearInterval(sampler);
      project.remove();
    }
    const elapsed = performance.now() - started;

    const [faulty, healthy] = result.tests;
    assert.equal(
      faulty!.status,
      fault.verdict ?? 'failed',
      `the faulty step must fail: ${JSON.stringify(faulty!.failure ?? faulty!.steps[0]?.response?.status)}`,
    );
    assert.equal(faulty!.steps[0]!.status, 'failed', 'the step fails, with its reason');
    assert.equal(healthy!.status, 'passed', `the next test must still pass: ${JSON.stringify(healthy!.failure)}`);
    assert.ok(elapsed < timeoutMs + HANG_MARGIN_MS, `took ${Math.round(elapsed)} ms, over its ${timeoutMs} ms timeout + ${HANG_MARGIN_MS} ms`);
    t.diagnostic(`${Math.round(elapsed)} ms: ${faulty!.failure!.message}`);
    fault.also?.(faulty!);

    if (fault.heavy) {
      const stored = faulty!.steps[0]!.response;
      assert.ok(stored, 'what arrived before the failure is recorded');
      // At most one UTF-16 unit per stored byte, whatever the bytes decode to.
      assert.ok(stored.body.length <= fault.heavy.maxStoredBytes, `stored ${stored.body.length} characters of body`);
      assert.equal(stored.truncated, stored.bodyBytes > fault.heavy.maxStoredBytes);
      const grew = Math.max(peak, used()) - baseline;
      const rssGrew = process.resourceUsage().maxRSS * 1024 - rssPeakBefore;
      t.diagnostic(
        `stored ${stored.body.length} of ${stored.bodyBytes} bytes; heap and buffers grew ${mib(grew)} MiB at peak, the peak RSS ${mib(rssGrew)} MiB`,
      );
      assert.ok(grew < 200 << 20, `heap and buffers grew by ${mib(grew)} MiB during the case`);
      assert.ok(rssGrew < 200 << 20, `the process's peak RSS grew by ${mib(rssGrew)} MiB during the case`);
    }
    assert.match(faulty!.failure!.message, fault.reason);
  });
}

/**
 * A run's results live until it ends, and a failed step's result keeps some text of its body: that text
 * must be a copy. A slice of a large string (V8 keeps a "sliced string" pointing into its parent) would
 * keep the whole decoded body alive, once per failed step, for the rest of the run.
 */
test('a failed step whose body is large: its result does not keep the body alive', async (t) => {
  const cases = [
    { path: '/huge?bytes=8388608', expect: '{ body: { contains: "never there" } }' }, // 8 MiB of text; the failure excerpt
    { path: '/gzip-bomb', expect: '{ json: { $.ok: true } }' }, // 1 MiB of binary; the assertion's preview of a non-JSON body
  ];
  // What is made once per process (the bomb, compiled validators, undici's parser) before the first measurement.
  gzipBomb();
  await runOne('/numbers', '{ status: 200 }');
  const held: string[] = [];
  for (const c of cases) {
    const baseline = await settledUse();
    let result: RunResult | undefined = await runOne(c.path, c.expect);
    assert.equal(result.tests[0]!.status, 'failed');
    const bytes = (await settledUse()) - baseline;
    t.diagnostic(`${c.path}: the result holds ${mib(bytes)} MiB (${mib(JSON.stringify(result).length)} MiB as JSON)`);
    if (bytes >= 2 << 20) held.push(`${c.path}: ${mib(bytes)} MiB`);
    result = undefined;
  }
  assert.deepEqual(held, [], 'the result of a failed step holds this much after a full collection');
});

async function runOne(path: string, expect: string): Promise<RunResult> {
  const project = new TempProject();
  project.write('one.yaml', `id: one\ntitle: t\nsteps:\n  - request: { url: "${path}" }\n    expect: ${expect}\n`);
  try {
    return await runInProcess(project, server.url, { timeoutMs: STEP_TIMEOUT_MS });
  } finally {
    project.remove();
  }
}

test('the gzip bomb is one: its members inflate to 1 MiB of zeros each', () => {
  const bomb = gzipBomb();
  const member = bomb.subarray(0, bomb.length / 1024);
  assert.equal(gunzipSync(member).length, 1 << 20);
  assert.ok(bomb.length < 2 << 20, `${bomb.length} bytes on the wire`);
});

test('the suite covers at least 15 distinct misbehaviours', () => {
  assert.ok(faults.length >= 15);
  assert.equal(new Set(faults.map((f) => f.path)).size, faults.length);
});
