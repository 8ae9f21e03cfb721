import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Answer, McpConnection } from '../../../src/fuzz/connection.js';
import { listSurface } from '../../../src/surface/listing.js';

type Reply = { result?: Record<string, unknown>; error?: { code: number; message: string } };

/** A connection that answers from a table (method and cursor → reply) and records what it was asked. */
function fakeConnection(
  capabilities: Record<string, unknown>,
  replies: Record<string, Reply>,
): { connection: McpConnection; asked: string[]; closed: () => boolean } {
  const asked: string[] = [];
  let closed = false;
  const answer = (method: string, params: Record<string, unknown>, message: Record<string, unknown>): Answer =>
    ({
      method,
      params,
      status: 200,
      headers: [],
      body: '',
      id: 1,
      durationMs: 0,
      request: { method: 'POST', url: 'http://x/', headers: [] },
      message,
    }) as Answer;
  const connection = {
    era: '2026-07-28',
    opening: [answer('server/discover', {}, { jsonrpc: '2.0', id: 1, result: { capabilities, supportedVersions: ['2026-07-28'] } })],
    open: async () => undefined,
    rpc: async (method: string, params: Record<string, unknown>) => {
      const key = `${method}${params.cursor === undefined ? '' : ` ${String(params.cursor)}`}`;
      asked.push(key);
      const reply = replies[key] ?? { error: { code: -32601, message: 'Method not found' } };
      return answer(method, params, { jsonrpc: '2.0', id: 1, ...reply });
    },
    close: async () => {
      closed = true;
    },
  } as unknown as McpConnection;
  return { connection, asked, closed: () => closed };
}

test('every page is followed; only declared lists are asked for; a missing templates method is no error', async () => {
  const { connection, asked, closed } = fakeConnection(
    { tools: {}, resources: {} },
    {
      'tools/list': { result: { tools: [{ name: 'b' }], nextCursor: 'p2' } },
      'tools/list p2': { result: { tools: [{ name: 'a' }, { name: 'c' }], nextCursor: '' } },
      'resources/list': { result: { resources: [{ uri: 'file:///x' }] } },
    },
  );
  const listed = await listSurface(connection, 'http://x/mcp');
  assert.ok(listed.ok);
  assert.deepEqual(asked, ['tools/list', 'tools/list p2', 'resources/list', 'resources/templates/list']);
  assert.deepEqual(
    listed.surface.tools.map((t) => t.name),
    ['a', 'b', 'c'],
  );
  assert.deepEqual(listed.surface.resourceTemplates, []);
  assert.deepEqual(listed.surface.prompts, [], 'prompts are not declared, so not asked for');
  assert.deepEqual(listed.surface.notes, []);
  assert.ok(closed());
});

test('a cursor that comes back stops the listing with a note; an item without a name is left out and named', async () => {
  const { connection } = fakeConnection(
    { prompts: {} },
    {
      'prompts/list': { result: { prompts: [{ name: 'p' }, { title: 'no name' }], nextCursor: 'again' } },
      'prompts/list again': { result: { prompts: [{ name: 'q' }], nextCursor: 'again' } },
    },
  );
  const listed = await listSurface(connection, 'http://x/mcp');
  assert.ok(listed.ok);
  assert.deepEqual(
    listed.surface.prompts.map((p) => p.name),
    ['p', 'q'],
  );
  assert.deepEqual(listed.surface.notes, [
    'prompts/list: the cursor "again" came back a second time; the listing stops there',
    'prompts/list: 1 item(s) without a string `name` left out',
  ]);
});

test('a declared list that answers an error is a reason, naming the method; the connection is closed all the same', async () => {
  const { connection, closed } = fakeConnection({ tools: {} }, { 'tools/list': { error: { code: -32603, message: 'boom' } } });
  const listed = await listSurface(connection, 'http://x/mcp');
  assert.deepEqual(listed, { ok: false, reason: 'http://x/mcp: tools/list: answered error -32603 boom' });
  assert.ok(closed());
});
