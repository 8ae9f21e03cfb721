import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { RunResult, TestResult } from '../../src/model/results.js';
import { type Received, startMcpShapedServer } from '../helpers/mcp-shaped-server.js';
import { runInProcess } from '../helpers/run-in-process.js';
import { TempProject } from '../helpers/temp-project.js';

let server: Awaited<ReturnType<typeof startMcpShapedServer>>;
before(async () => (server = await startMcpShapedServer()));
after(() => server.close());
beforeEach(() => (server.received.length = 0));

async function run(yaml: string, options: { timeoutMs?: number; suite?: string } = {}): Promise<RunResult> {
  const project = new TempProject();
  try {
    project.write('suite.yaml', options.suite ?? 'mcp: { revision: "2026-07-28" }\nmaxBodySize: 1MiB\n');
    project.write('t.yaml', yaml);
    return await runInProcess(project, server.url, options);
  } finally {
    project.remove();
  }
}
const only = (r: RunResult): TestResult => r.tests[0]!;
const header = (r: Received, name: string) => r.rawHeaders.filter(([n]) => n === name).map(([, v]) => v);

test('2026-07-28: the automatic headers and _meta are on the wire, and ids count up', async () => {
  const t = only(
    await run(`
id: w-01
title: t
steps:
  - rpc: { method: tools/call, params: { name: "Hello, 世界", arguments: {} } }
    expect: { json: { $.result.echo.name: "Hello, 世界" } }
  - rpc: { method: tools/list }
    sendOnly: true
`),
  );
  assert.equal(t.status, 'passed', JSON.stringify(t.failure));
  const [first, second] = server.received;
  assert.deepEqual(
    first!.rawHeaders.map(([n]) => n).filter((n) => n !== 'host' && n !== 'connection' && n !== 'content-length'),
    ['Content-Type', 'Accept', 'MCP-Protocol-Version', 'Mcp-Method', 'Mcp-Name'],
  );
  assert.deepEqual(header(first!, 'Mcp-Name'), ['=?base64?SGVsbG8sIOS4lueVjA==?=']);
  const body = JSON.parse(first!.body);
  assert.equal(body.id, 1);
  assert.equal(body.params._meta['io.modelcontextprotocol/protocolVersion'], '2026-07-28');
  assert.equal(JSON.parse(second!.body).id, 2);
  assert.deepEqual(header(second!, 'Mcp-Name'), []);
});

test('every automatic header and _meta key can be overridden, respelled or removed; the bytes show it', async () => {
  const t = only(
    await run(`
id: w-02
title: t
steps:
  - rpc:
      method: tools/list
      id: abc
      headers: { mcp-method: tools/call, MCP-Protocol-Version: null, X-Extra: "1" }
      meta: { io.modelcontextprotocol/clientInfo: null, io.modelcontextprotocol/protocolVersion: "2099-01-01" }
    sendOnly: true
`),
  );
  assert.equal(t.status, 'passed');
  const r = server.received[0]!;
  assert.deepEqual(header(r, 'mcp-method'), ['tools/call']);
  assert.deepEqual(header(r, 'Mcp-Method'), []);
  assert.deepEqual(header(r, 'MCP-Protocol-Version'), []);
  assert.deepEqual(header(r, 'X-Extra'), ['1']);
  const body = JSON.parse(r.body);
  assert.equal(body.id, 'abc');
  assert.deepEqual(body.params._meta, { 'io.modelcontextprotocol/protocolVersion': '2099-01-01', 'io.modelcontextprotocol/clientCapabilities': {} });
});

test('2025-11-25: initialize, then the session and negotiated version on every later request', async () => {
  const t = only(
    await run(
      `
id: w-03
title: t
steps:
  - rpc: { method: initialize }
    expect: { json: { $.result.protocolVersion: "2025-06-18" } }
  - rpc: { method: notifications/initialized, notification: true }
  - rpc: { method: tools/list }
    sendOnly: true
`,
      { suite: 'mcp: { revision: "2025-11-25", clientInfo: { name: x, version: "2" } }\n' },
    ),
  );
  assert.equal(t.status, 'passed', JSON.stringify(t.failure));
  const [init, note, list] = server.received;
  assert.deepEqual(JSON.parse(init!.body).params, { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '2' } });
  assert.deepEqual(header(init!, 'Mcp-Session-Id'), []);
  assert.deepEqual(header(note!, 'Mcp-Session-Id'), ['sess-1']);
  assert.equal('id' in JSON.parse(note!.body), false);
  assert.deepEqual(header(list!, 'Mcp-Session-Id'), ['sess-1']);
  assert.deepEqual(header(list!, 'MCP-Protocol-Version'), ['2025-06-18']);
});

test('SSE: reading stops at the matching response although the stream stays open; events are assertable', async () => {
  const t = only(
    await run(`
id: s-01
title: t
steps:
  - rpc: { method: sse/progress }
    timeout: 5s
    expect:
      headers: { content-type: text/event-stream }
      json: { $.result.done: true }
      sse:
        count: 3
        noIds: true
        responseLast: true
        increasing: $.params.progress
        events:
          - { event: message, json: { $.method: notifications/progress, $.params.progress: 1 } }
          - { json: { $.params.progress: 2 } }
        each: { event: message }
`),
  );
  assert.equal(t.status, 'passed', JSON.stringify(t.failure));
  assert.ok(t.durationMs < 4000);
});

test('SSE checks fail when they should', async () => {
  const cases: Array<[string, string, RegExp]> = [
    ['sse/progress', 'sse: { count: 2 }', /sse count: expected 2, got 3/],
    ['sse/progress', 'sse: { events: [{ json: { $.params.progress: 9 } }] }', /sse events\[0\]: \$\.params\.progress: expected 9, got 1/],
    ['sse/ids', 'sse: { noIds: true }', /event \[0\] carries id "1"/],
    ['sse/progress', 'sse: { each: { json: { $.method: notifications/progress } } }', /event \[2\]/],
    ['tools/list', 'sse: { count: 0 }', /not an event stream \(content-type: application\/json\)/],
    [
      'sse/progress-repeat',
      'sse: { increasing: $.params.progress }',
      /sse increasing: event \[1\]: \$\.params\.progress is 2, not greater than 2 \(event \[0\]\)/,
    ],
  ];
  for (const [method, expect, message] of cases) {
    const t = only(await run(`id: s-02\ntitle: t\nsteps:\n  - rpc: { method: ${method} }\n    expect:\n      ${expect}\n`));
    assert.equal(t.status, 'failed', expect);
    assert.match(t.failure!.message, message);
  }
});

test('a stream that never sends the response fails at the timeout with a clear reason', async () => {
  const t = only(await run(`id: s-03\ntitle: t\nsteps:\n  - rpc: { method: sse/never }\n    timeout: 300ms\n    sendOnly: true\n`));
  assert.equal(t.status, 'failed');
  assert.match(t.failure!.message, /the response body did not end within 300 ms/);
});

test('a response with another id, and garbage data lines around the right one', async () => {
  const wrong = only(await run(`id: s-04\ntitle: t\nsteps:\n  - rpc: { method: sse/wrong-id }\n    expect: { json: { $.result: { exists: true } } }\n`));
  assert.match(wrong.failure!.message, /holds no JSON-RPC response with id 1/);
  const garbage = only(
    await run(`id: s-05\ntitle: t\nsteps:\n  - rpc: { method: sse/garbage }\n    expect:\n      json: { $.result.ok: 1 }\n      sse: { count: 3 }\n`),
  );
  assert.equal(garbage.status, 'passed', JSON.stringify(garbage.failure));
});

test('a stream larger than the bound fails the step', async () => {
  const t = only(await run(`id: s-06\ntitle: t\nsteps:\n  - rpc: { method: sse/huge }\n    sendOnly: true\n`));
  assert.match(t.failure!.message, /over maxBodySize \(1048576 bytes\), cut/);
});

test('a notification expects 202 and an empty body by default', async () => {
  const ok = only(await run(`id: n-01\ntitle: t\nsteps:\n  - rpc: { method: notifications/cancelled, notification: true }\n`));
  assert.equal(ok.status, 'passed');
  const wrong = only(await run(`id: n-02\ntitle: t\nsteps:\n  - rpc: { method: tools/list, id: 5, notification: true }\n`));
  // Sent without an id (it is a notification), so the server answers 202 - but this one says otherwise.
  assert.equal(wrong.status, 'passed');
  const said = only(await run(`id: n-03\ntitle: t\nsteps:\n  - rpc: { method: notifications/x, notification: true }\n    expect: { status: 200 }\n`));
  assert.match(said.failure!.message, /expected status 200, got 202/);
});

test('pagination follows every page; items merged, each page assertable; loops fail', async () => {
  const t = only(
    await run(`
id: p-01
title: t
steps:
  - rpc: { method: list, paginate: true }
    expect:
      status: 200
      json:
        $.result.tools: { length: 6 }
        $.result.tools[5].name: t5
        $.pages: { length: 3 }
        $.pages[*].result.ttlMs: { each: { gte: 0 } }
        $.result.nextCursor: { absent: true }
`),
  );
  assert.equal(t.status, 'passed', JSON.stringify(t.failure));
  assert.deepEqual(
    server.received.map((r) => JSON.parse(r.body).params?.cursor ?? null),
    [null, '1', '2'],
  );
  const loop = only(await run(`id: p-02\ntitle: t\nsteps:\n  - rpc: { method: loop, paginate: true }\n    sendOnly: true\n`));
  assert.match(loop.failure!.message, /pagination loop: page 2 gave the cursor "same" again/);
  const capped = only(await run(`id: p-03\ntitle: t\nsteps:\n  - rpc: { method: list, paginate: true, maxPages: 2 }\n    sendOnly: true\n`));
  assert.match(capped.failure!.message, /more than 2 pages/);
});

test('--wire-schema: every JSON-RPC message and each result by its method are validated', async () => {
  const project = new TempProject();
  try {
    project.write('suite.yaml', 'mcp: { revision: "2026-07-28" }\n');
    project.write(
      't.yaml',
      'id: ws-01\ntitle: t\nsteps:\n  - rpc: { method: echo }\n    sendOnly: true\n  - rpc: { method: sse/progress }\n    sendOnly: true\n---\nid: ws-02\ntitle: t\nsteps:\n  - rpc: { method: list }\n    sendOnly: true\n',
    );
    const { executeRun } = await import('../../src/engine/index.js');
    const { preparedOrThrow } = await import('../helpers/suite-runs.js');
    const { repoRoot } = await import('../helpers/paths.js');
    const wireSchema = `${repoRoot}/test/fixtures/wire-schema.json`;
    const plan = await preparedOrThrow({ paths: ['.'], cwd: project.dir, cache: false, baseUrl: server.url, checkReachable: false, wireSchema });
    const { result } = (await executeRun(plan)).verdict;
    assert.equal(result.tests[0]!.status, 'passed', JSON.stringify(result.tests[0]!.failure));
    assert.equal(result.tests[1]!.status, 'failed');
    assert.match(result.tests[1]!.failure!.message, /body result is not a valid ListResult: \$\.tools\[0\] must have required property 'inputSchema'/);
  } finally {
    project.remove();
  }
});

test('fragments: included steps run with their `with` values, and errors point into the fragment', async () => {
  const project = new TempProject();
  try {
    project.write('suite.yaml', 'mcp: { revision: "2025-11-25" }\n');
    project.write(
      'fragments/initialize.yaml',
      [
        '# yaml-language-server: $schema=../../schemas/fragment.schema.json',
        'description: The 2025-11-25 handshake.',
        'vars: { expected_version: "2025-06-18" }',
        'steps:',
        '  - rpc: { method: initialize }',
        '    expect: { json: { $.result.protocolVersion: "{{ expected_version }}" } }',
        '  - rpc: { method: notifications/initialized, notification: true }',
        '',
      ].join('\n'),
    );
    project.write(
      't.yaml',
      'id: f-01\ntitle: t\nsteps:\n  - include: fragments/initialize.yaml\n  - rpc: { method: tools/list }\n    sendOnly: true\n---\nid: f-02\ntitle: t\nsteps:\n  - include: fragments/initialize.yaml\n    with: { expected_version: "1999-01-01" }\n',
    );
    const result = await runInProcess(project, server.url);
    const [ok, wrong] = result.tests;
    assert.equal(ok!.status, 'passed', JSON.stringify(ok!.failure));
    assert.deepEqual(header(server.received.find((r) => JSON.parse(r.body).method === 'tools/list')!, 'Mcp-Session-Id'), ['sess-1']);
    assert.equal(wrong!.status, 'failed');
    assert.match(wrong!.failure!.message, /expected "1999-01-01", got "2025-06-18"/);
    assert.equal(wrong!.failure!.location!.file, 'fragments/initialize.yaml');
    assert.equal(wrong!.failure!.location!.line, 6);
  } finally {
    project.remove();
  }
});

test('fragments: a path outside the suite folder, a cycle and a missing file are load errors with locations', async () => {
  const { loadProject } = await import('../../src/load/load-project.js');
  const project = new TempProject();
  try {
    project.write('suite/suite.yaml', '{}\n');
    project.write('suite/fragments/a.yaml', 'steps:\n  - include: fragments/b.yaml\n');
    project.write('suite/fragments/b.yaml', 'steps:\n  - include: fragments/a.yaml\n');
    project.write(
      'suite/t.yaml',
      'id: x-01\ntitle: t\nsteps:\n  - include: ../outside.yaml\n---\nid: x-02\ntitle: t\nsteps:\n  - include: fragments/a.yaml\n---\nid: x-03\ntitle: t\nsteps:\n  - include: fragments/none.yaml\n',
    );
    const loaded = await loadProject({ paths: ['suite'], cwd: project.dir });
    const found = loaded.diagnostics.map((d) => `${d.code} ${d.span?.file}:${d.span?.line} ${d.message}`);
    assert.equal(found.length, 3, found.join('\n'));
    assert.match(found[0]!, /^BAD_INCLUDE suite\/t.yaml:4 `\.\.\/outside\.yaml` is outside the suite folder/);
    assert.match(found[1]!, /^BAD_INCLUDE suite\/fragments\/b.yaml:2 include cycle: fragments\/a.yaml → fragments\/b.yaml → fragments\/a.yaml/);
    assert.match(found[2]!, /^BAD_INCLUDE suite\/t.yaml:14 fragment not found: suite\/fragments\/none.yaml/);
  } finally {
    project.remove();
  }
});
