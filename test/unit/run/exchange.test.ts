import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Request, Rpc, Step } from '../../../src/model/scenario.js';
import type { DocumentState } from '../../../src/run/document-state.js';
import { type Exchange, performExchange } from '../../../src/run/exchange.js';
import { type Received, startMcpShapedServer } from '../../helpers/mcp-shaped-server.js';
import { testSuiteContext } from '../../helpers/suite-context.js';

let server: Awaited<ReturnType<typeof startMcpShapedServer>>;
before(async () => {
  server = await startMcpShapedServer();
});
after(() => server.close());

/** One exchange against the MCP-shaped server, in a fresh document state; what the server received with it. */
async function exchange(
  step: { request?: Request; rpc?: Rpc; expect?: Step['expect'] },
  timeoutMs = 5000,
  state: DocumentState = { nextRpcId: 1, session: {}, notes: [], streams: new Map() },
) {
  const ctx = testSuiteContext(server.url);
  const from = server.received.length;
  const started = performance.now();
  try {
    const result: Exchange = await performExchange(step, timeoutMs, ctx.scope, ctx, state);
    return { result, ms: performance.now() - started, received: server.received.slice(from), state };
  } finally {
    await ctx.http.close();
  }
}

const bodies = (received: Received[]) => received.map((r) => JSON.parse(r.body) as { id?: number; method: string; params?: { cursor?: string } });
const json = (e: Exchange): Record<string, unknown> => {
  const parsed = e.document?.json;
  assert.ok(parsed?.ok, JSON.stringify(parsed));
  return parsed.value as Record<string, unknown>;
};

test('a plain request is sent once, exactly as written, and its response is the document', async () => {
  const { result, received } = await exchange({
    request: { method: 'POST', url: '', headers: { 'X-Probe': 'one' }, json: { jsonrpc: '2.0', id: 9, method: 'echo', params: { a: 1 } } },
  });
  assert.equal(result.failure, undefined);
  assert.equal(result.error, undefined);
  assert.equal(result.method, undefined);
  assert.equal(result.requests.length, 1);
  assert.equal(result.pages.length, 1);
  assert.equal(result.document, result.pages[0]);
  assert.deepEqual(json(result), { jsonrpc: '2.0', id: 9, result: { echo: { a: 1 } } });
  assert.equal(received.length, 1);
  assert.deepEqual(JSON.parse(received[0]!.body), { jsonrpc: '2.0', id: 9, method: 'echo', params: { a: 1 } });
  assert.deepEqual(
    received[0]!.rawHeaders.find(([n]) => n === 'X-Probe'),
    ['X-Probe', 'one'],
  );
});

test('an rpc call reads an event stream only until its response, though the stream stays open', async () => {
  const { result, ms, received, state } = await exchange({ rpc: { method: 'sse/progress' } }, 10_000);
  assert.equal(result.failure, undefined);
  assert.ok(ms < 3000, `took ${Math.round(ms)} ms`);
  assert.equal(result.method, 'sse/progress');
  assert.deepEqual(json(result), { jsonrpc: '2.0', id: 1, result: { done: true } });
  // The progress notifications before it are in the stream too.
  assert.equal(result.document?.events?.length, 3);
  assert.deepEqual(
    bodies(received).map((b) => [b.id, b.method]),
    [[1, 'sse/progress']],
  );
  assert.equal(state.nextRpcId, 2);
});

test('an event stream whose head already fails the step is read on only briefly, as evidence, and says so', async () => {
  const { result, ms } = await exchange({ rpc: { method: 'sse/never' }, expect: { status: 404 } }, 10_000);
  assert.equal(result.failure, undefined);
  assert.ok(ms < 3000, `took ${Math.round(ms)} ms`);
  assert.equal(result.pages[0]?.status, 200);
  // What the server sent in those 300 ms is kept: a report shows it, not an empty body.
  assert.ok((result.pages[0]?.events?.length ?? 0) > 0);
  assert.equal(result.pages[0]?.response.readNote, 'the status 200 decided the step; the body was read for 300 ms only, then wirecase stopped reading');
});

test('the evidence read stops at its size bound, and at the JSON-RPC response when that comes first', async () => {
  const huge = await exchange({ rpc: { method: 'sse/huge' }, expect: { status: 404 } }, 10_000);
  assert.equal(huge.result.pages[0]?.response.body.byteLength, 16 * 1024);
  assert.equal(huge.result.pages[0]?.response.readNote, 'the status 200 decided the step; the body was read up to 16 KiB only, then wirecase stopped reading');
  const progress = await exchange({ rpc: { method: 'sse/progress' }, expect: { status: 404 } }, 10_000);
  assert.ok(progress.ms < 250, `took ${Math.round(progress.ms)} ms`);
  assert.equal(progress.result.pages[0]?.events?.length, 3);
  assert.equal(progress.result.pages[0]?.response.readNote, undefined);
});

test('an rpc call whose stream never brings its response times out with what had arrived', async () => {
  const { result } = await exchange({ rpc: { method: 'sse/never' } }, 300);
  assert.equal(result.failure?.kind, 'timeout');
  assert.match(result.failure!.message, /^the response body did not end within 300 ms/);
  assert.equal(result.document?.status, 200);
  assert.ok((result.document?.events?.length ?? 0) > 0);
});

test('pagination follows nextCursor and merges every page into one list, each page kept under `pages`', async () => {
  const { result, received } = await exchange({ rpc: { method: 'list', paginate: true } });
  assert.equal(result.error, undefined);
  assert.deepEqual(
    bodies(received).map((b) => [b.id, b.params?.cursor]),
    [
      [1, undefined],
      [2, '1'],
      [3, '2'],
    ],
  );
  assert.equal(result.requests.length, 3);
  assert.equal(result.pages.length, 3);
  const merged = json(result) as { id: number; result: { tools: Array<{ name: string }>; ttlMs: number; nextCursor?: string }; pages: unknown[] };
  assert.deepEqual(
    merged.result.tools.map((t) => t.name),
    ['t0', 't1', 't2', 't3', 't4', 't5'],
  );
  assert.equal(merged.result.ttlMs, 1000);
  assert.equal(merged.result.nextCursor, undefined);
  assert.equal(merged.id, 3);
  assert.equal(merged.pages.length, 3);
});

test('a cursor that comes back is a pagination loop, reported, not followed forever', async () => {
  const { result } = await exchange({ rpc: { method: 'loop', paginate: true } });
  assert.equal(result.error, 'pagination loop: page 2 gave the cursor "same" again');
  assert.equal(result.requests.length, 2);
  assert.equal(result.failure, undefined);
});

test('maxPages bounds the walk: the last page still having a cursor is an error, the pages so far merged', async () => {
  const { result } = await exchange({ rpc: { method: 'list', paginate: true, maxPages: 2 } });
  assert.equal(result.error, 'more than 2 pages (rpc.maxPages): the last page still had a nextCursor');
  assert.equal(result.requests.length, 2);
  assert.deepEqual(
    (json(result) as { result: { tools: Array<{ name: string }> } }).result.tools.map((t) => t.name),
    ['t0', 't1', 't2', 't3'],
  );
});

test('without paginate, one page is read even when it has a cursor', async () => {
  const { result } = await exchange({ rpc: { method: 'list' } });
  assert.equal(result.error, undefined);
  assert.equal(result.requests.length, 1);
  assert.equal((json(result) as { result: { nextCursor?: string } }).result.nextCursor, '1');
});

test('a handshake revision remembers the session from initialize; later calls carry it', async () => {
  const state: DocumentState = { profile: { revision: '2025-06-18' }, nextRpcId: 1, session: {}, notes: [], streams: new Map() };
  await exchange({ rpc: { method: 'initialize' } }, 5000, state);
  assert.deepEqual(state.session, { sessionId: 'sess-1', negotiatedVersion: '2025-06-18' });
  const { received } = await exchange({ rpc: { method: 'tools/list' } }, 5000, state);
  assert.deepEqual(
    received[0]!.rawHeaders.find(([n]) => n.toLowerCase() === 'mcp-session-id'),
    ['Mcp-Session-Id', 'sess-1'],
  );
  assert.deepEqual(state.notes, []);
});
