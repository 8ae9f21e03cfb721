import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { repoRoot } from '../helpers/paths.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

// Background streams: a step opens a stream that stays open while later steps run, and an `await`
// step checks what it received, waiting for a condition with a bound. The server keeps its
// subscription streams open as the 2026-07-28 spec says, and counts the ones still open.

let server: Server;
let baseUrl: string;
/** The subscription streams the server holds open. */
const open = new Set<ServerResponse>();
/** The JSON-RPC id of the subscriptions/listen request that opened each stream. */
const subscriptionIds = new Map<ServerResponse, unknown>();
const project = new TempProject();

const event = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;

before(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const sse = () => res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (req.url === '/open-streams') {
        // A closed connection reaches the server a moment after the client dropped it: answer once
        // none is open, or with the count after 2 s.
        const started = Date.now();
        const answer = () => {
          if (open.size > 0 && Date.now() - started < 2000) return void setTimeout(answer, 10);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ open: open.size }));
        };
        return answer();
      }
      if (req.url === '/endless') {
        // Events without end: for the size bound.
        sse();
        const t = setInterval(() => res.write(event({ jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1 } })), 5);
        res.on('close', () => clearInterval(t));
        return;
      }
      if (req.url === '/short') {
        sse();
        return res.end(event({ jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: {} }));
      }
      if (req.url === '/quiet') {
        // An event stream that sends one event and then nothing, never ending.
        sse();
        res.write(event({ jsonrpc: '2.0', id: 1, result: { resultType: 'complete' } }));
        open.add(res);
        res.on('close', () => open.delete(res));
        return;
      }
      let message: { id?: string | number; method?: string; params?: { _meta?: Record<string, unknown> } } = {};
      try {
        message = JSON.parse(text || '{}');
      } catch {
        // not JSON: answered 404 below
      }
      // /mcp-bad breaks two rules: no subscription ID in _meta, and log messages on the subscription.
      const bad = req.url === '/mcp-bad';
      const meta = (subscriptionId: unknown) => ({ _meta: bad ? {} : { 'io.modelcontextprotocol/subscriptionId': subscriptionId } });
      if (message.method === 'server/discover') {
        res.writeHead(200, { 'content-type': 'application/json' });
        const result = { supportedVersions: ['2026-07-28'], capabilities: { tools: {}, logging: {} }, serverInfo: { name: 'streams', version: '1' } };
        return res.end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
      }
      if (message.method === 'subscriptions/listen') {
        sse();
        res.write(
          event({
            jsonrpc: '2.0',
            method: 'notifications/subscriptions/acknowledged',
            params: { notifications: { toolsListChanged: true }, ...meta(message.id) },
          }),
        );
        subscriptionIds.set(res, message.id);
        open.add(res);
        res.on('close', () => open.delete(res));
        return;
      }
      if (message.method === 'tools/call') {
        // The call changes the tool list: every open subscription hears it.
        for (const stream of open)
          stream.write(event({ jsonrpc: '2.0', method: 'notifications/tools/list_changed', params: meta(subscriptionIds.get(stream)) }));
        const result = { jsonrpc: '2.0', id: message.id, result: { content: [] } };
        const log = { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'called' } };
        if (message.params?._meta?.['io.modelcontextprotocol/logLevel'] === undefined) {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify(result));
        }
        if (bad) for (const stream of open) stream.write(event(log));
        sse();
        return res.end((bad ? '' : event(log)) + event(result));
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  project.remove();
  for (const res of open) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** Runs documents through the real binary with every reporter; returns the results and the reports. */
async function run(name: string, yaml: string, extra: string[] = []) {
  project.write(`${name}/t.yaml`, yaml);
  project.write(`${name}/suite.yaml`, `baseUrl: ${baseUrl}\nmcp: { revision: "2026-07-28" }\n`);
  const dir = path.join(project.dir, name);
  const { code, stdout, stderr } = await runCli(
    ['run', '.', '--concurrency', '1', '--reporter', 'console,json,junit,markdown,html', '--out', 'out', ...extra],
    {
      cwd: dir,
    },
  );
  if (code === 2) return { code, stdout, stderr, tests: [] as TestResult[], reports: {} as Record<string, string> };
  const read = (file: string) => readFileSync(path.join(dir, 'out', file), 'utf8');
  const results = JSON.parse(read('results.json')) as RunResult;
  assert.deepEqual(resultsSchemaErrors(results), [], stderr);
  return { code, stdout, stderr, tests: results.tests, reports: { junit: read('junit.xml'), markdown: read('summary.md'), html: read('report.html') } };
}

const LISTEN = 'rpc: { method: subscriptions/listen, id: sub-1, params: { notifications: { toolsListChanged: true } } }';
/** A second document that checks the server holds no stream open once the first has ended. */
const NONE_LEFT = `
---
id: after
title: no stream is left open
steps:
  - request: { url: /open-streams }
    expect: { json: { $.open: 0 } }
`;

test('a subscription stays open while a later step runs; await sees the notification it caused, then the stream is closed', async () => {
  const { code, stdout, tests } = await run(
    'pass',
    `
id: bg-01
title: the tools-list change reaches the subscription
steps:
  - name: subscribe
    background: listen
    ${LISTEN}
    expect: { status: 200, headers: { content-type: { matches: '^text/event-stream' } } }
  - name: change the tools
    rpc: { method: tools/call, params: { name: echo } }
    expect: { status: 200 }
  - name: the subscription hears it
    await: listen
    until: "contains(stream.methods, 'notifications/tools/list_changed')"
    within: 5s
    expect:
      sse:
        events:
          - json: { $.method: notifications/subscriptions/acknowledged, "$.params._meta['io.modelcontextprotocol/subscriptionId']": sub-1 }
          - json: { $.method: notifications/tools/list_changed }
    capture: { first: { regex: 'event: (\\w+)' } }
${NONE_LEFT}`,
  );
  assert.equal(code, 0, stdout);
  const [t, after] = tests;
  assert.equal(t!.status, 'passed');
  assert.equal(after!.status, 'passed', 'the subscription was closed when its test ended');
  const awaited = t!.steps[2]!;
  assert.match(
    awaited.assertions[0]!.message,
    /^await listen: `contains\(stream\.methods, 'notifications\/tools\/list_changed'\)` held after \d+ ms \(2 events/,
  );
  // The step stopped once the condition held, long before its bound.
  assert.ok(awaited.durationMs < 2000, `${awaited.durationMs} ms`);
  assert.match(awaited.response!.body, /notifications\/tools\/list_changed/);
  assert.match(awaited.response!.readNote ?? '', /the stream "listen" was still open/);
  assert.deepEqual(awaited.captures, { first: 'message' });
});

test('a condition not met within its bound fails, saying what the stream had received; the stream is closed all the same', async () => {
  const { code, tests, reports, stdout } = await run(
    'timeout',
    `
id: bg-02
title: a notification that never comes
steps:
  - background: listen
    ${LISTEN}
    expect: { status: 200 }
  - await: listen
    until: "contains(stream.methods, 'notifications/prompts/list_changed')"
    within: 300ms
${NONE_LEFT}`,
  );
  assert.equal(code, 1, stdout);
  const [t, after] = tests;
  assert.equal(t!.status, 'failed');
  assert.match(
    t!.failure!.message,
    /^await listen: `contains\(stream\.methods, 'notifications\/prompts\/list_changed'\)` did not hold within 300 ms \(within\); the stream was still open and had received 1 event/,
  );
  assert.equal(t!.failure!.location?.line, 8);
  // The evidence is what the stream received, not an empty body.
  assert.match(t!.failure!.excerpt ?? '', /acknowledged/);
  assert.match(t!.steps[1]!.response!.body, /notifications\/subscriptions\/acknowledged/);
  assert.equal(after!.status, 'passed', 'the stream of a failed test was closed');
  for (const report of [reports.junit!, reports.markdown!, reports.html!]) assert.match(report, /did not hold within 300 ms/);
});

test('a stream over its size bound is cut, and the await fails saying so', async () => {
  const { code, tests, stdout } = await run(
    'size',
    `
id: bg-03
title: a stream that never stops
steps:
  - background: events
    request: { url: /endless }
    maxSize: 2KiB
    expect: { status: 200 }
  - await: events
    until: "length(stream.events) >= 1000"
    within: 10s
`,
  );
  assert.equal(code, 1, stdout);
  assert.match(
    tests[0]!.failure!.message,
    /^await events: the stream ended before `length\(stream\.events\) >= 1000` held \(wirecase closed the stream when it went over its size bound \(2 KiB, maxSize\)\); it had received \d+ events/,
  );
  assert.ok(tests[0]!.steps[1]!.durationMs < 5000);
});

test('a stream the server ends before the condition fails at once, not at the bound; a guard makes it not applicable instead', async () => {
  const { tests, stdout } = await run(
    'early',
    `
id: bg-04
title: the stream ends early
steps:
  - background: short
    request: { url: /short }
    expect: { status: 200 }
  - await: short
    until: "length(stream.events) >= 2"
    within: 20s
---
id: bg-05
title: the stream ends early, guarded
steps:
  - background: short
    request: { url: /short }
    expect: { status: 200 }
  - guard: the server does not keep the stream open
    await: short
    until: "length(stream.events) >= 2"
    within: 20s
---
id: bg-06
title: read to the end
steps:
  - background: short
    request: { url: /short }
    expect: { status: 200 }
  - await: short
    expect: { sse: { count: 1 } }
`,
  );
  const [early, guarded, toEnd] = tests;
  assert.equal(early!.status, 'failed', stdout);
  assert.match(
    early!.failure!.message,
    /^await short: the stream ended before `length\(stream\.events\) >= 2` held \(the server ended the stream\); it had received 1 event/,
  );
  assert.ok(early!.steps[1]!.durationMs < 5000);
  assert.equal(guarded!.status, 'not-applicable');
  assert.match(guarded!.reason ?? '', /^the server does not keep the stream open: step 2 .*the stream ended before/);
  assert.equal(toEnd!.status, 'passed', stdout);
  assert.match(toEnd!.steps[1]!.assertions[0]!.message, /^await short: the end of the stream held/);
});

test('await with close: true closes the stream at once', async () => {
  const { code, tests, stdout } = await run(
    'close',
    `
id: bg-07
title: close a subscription
steps:
  - background: listen
    ${LISTEN}
    expect: { status: 200 }
  - await: listen
    until: "length(stream.events) >= 1"
    close: true
  - request: { url: /open-streams }
    expect: { json: { $.open: 0 } }
`,
  );
  assert.equal(code, 0, stdout);
  assert.equal(tests[0]!.status, 'passed');
});

test('an await that names no stream is a load error with its place and a did-you-mean; so is a body check on a background step', async () => {
  const { code, stderr } = await run(
    'unknown',
    `
id: bg-08
title: a typo
steps:
  - background: listen
    ${LISTEN}
    expect: { status: 200, sse: { count: 1 } }
  - await: lisen
    until: "stream.ended"
`,
  );
  assert.equal(code, 2);
  assert.match(stderr, /t\.yaml:7:12/);
  assert.match(stderr, /UNKNOWN_STREAM.*`await: lisen` names no stream/s);
  assert.match(stderr, /did you mean `listen`\?/);
  assert.match(stderr, /BAD_STREAM_STEP.*`expect\.sse` cannot be judged here/s);
});

test('evidence: a step decided by its status still shows what the event stream sent, and says it was read only briefly', async () => {
  const { tests, reports, stdout } = await run(
    'evidence',
    `
id: ev-01
title: the status decides
steps:
  - request: { url: /quiet }
    expect: { status: 404 }
${NONE_LEFT}`,
    ['--verbose'],
  );
  const t = tests[0]!;
  assert.equal(t.status, 'failed');
  const response = t.steps[0]!.response!;
  assert.match(response.body, /"resultType":"complete"/);
  assert.match(response.readNote ?? '', /^the status 200 decided the step; the body was read for 300 ms only, then wirecase stopped reading$/);
  assert.doesNotMatch(t.failure!.excerpt ?? '', /empty body/);
  assert.match(t.failure!.excerpt ?? '', /resultType/);
  assert.match(stdout, /\(the status 200 decided the step; the body was read for 300 ms only/);
  assert.match(reports.html!, /the body was read for 300 ms only/);
  assert.equal(tests[1]!.status, 'passed', 'wirecase closed the stream it stopped reading');
});

test('the 2026-07-28 suite judges subscriptions kept open: sub-01/02/03 and feat-log-05 pass on a server that follows the rules, and fail on one that breaks them', async () => {
  const suite = async (mcpPath: string) => {
    const { stdout } = await runCli(
      [
        'run',
        'scenarios/mcp-2026-07-28',
        ...['--id', 'sub-01', '--id', 'sub-02', '--id', 'sub-03', '--id', 'feat-log-05'],
        ...['--base-url', `${baseUrl}${mcpPath}`, '--var', 'tool_name=echo', '--var', 'tool_arguments:={}', '--concurrency', '1'],
      ],
      { cwd: repoRoot, timeoutMs: 60_000 },
    );
    return Object.fromEntries([...stdout.matchAll(/^ {2}([✓✗○⚠]) (\S+)/gm)].map((m) => [m[2], m[1]]));
  };
  assert.deepEqual(await suite('/mcp'), { 'sub-01': '✓', 'sub-02': '✓', 'sub-03': '✓', 'feat-log-05': '✓' });
  assert.deepEqual(await suite('/mcp-bad'), { 'sub-01': '✗', 'sub-02': '✓', 'sub-03': '✗', 'feat-log-05': '✗' });
});
