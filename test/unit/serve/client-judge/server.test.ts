import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type JudgeServer, startJudgeServer } from '../../../../src/serve/client-judge/index.js';

// The judging server: the revision's rules (2025-11-25 sessions, 2026-07-28 per-request version),
// scripted answers (times, status, error, endSession, delay), and the record of every request.

async function send(url: string, body: object | undefined, headers: Record<string, string> = {}, method = 'POST') {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

const init = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
};

describe('2025-11-25', () => {
  let server: JudgeServer;
  before(async () => {
    server = await startJudgeServer({
      version: '2025-11-25',
      answers: [
        { method: 'tools/call', times: 1, endSession: true },
        { method: 'tools/list', times: 1, delayMs: 150, result: { tools: [] } },
      ],
    });
  });
  after(() => server.close());

  it('mints a session at initialize, wants it after (400 without, 404 unknown), and ends it as scripted', async () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const opened = await send(server.url, init);
    assert.equal(opened.status, 200);
    assert.equal(opened.json.result.protocolVersion, '2025-11-25');
    const id = opened.headers.get('mcp-session-id')!;
    assert.match(id, /^wc-[0-9a-f-]{36}$/);
    assert.equal((await send(server.url, { jsonrpc: '2.0', id: 2, method: 'ping' })).status, 400);
    assert.equal((await send(server.url, { jsonrpc: '2.0', id: 2, method: 'ping' }, { 'mcp-session-id': 'wc-other' })).status, 404);
    const started = performance.now();
    const listed = await send(server.url, { jsonrpc: '2.0', id: 3, method: 'tools/list' }, { 'mcp-session-id': id });
    assert.deepEqual(listed.json.result, { tools: [] }, 'the scripted result');
    assert.ok(performance.now() - started >= 140, 'answered after the scripted delay');
    assert.equal(
      (await send(server.url, { jsonrpc: '2.0', id: 4, method: 'tools/list' }, { 'mcp-session-id': id })).json.result.tools[0].name,
      'echo',
      'used once, then the default',
    );
    assert.equal((await send(server.url, { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'echo' } }, { 'mcp-session-id': id })).status, 404);
    assert.equal((await send(server.url, { jsonrpc: '2.0', id: 6, method: 'ping' }, { 'mcp-session-id': id })).status, 404, 'the session stays ended');
    assert.equal((await send(server.url, { jsonrpc: '2.0', method: 'notifications/initialized' }, { 'mcp-session-id': id })).status, 404);
  });

  it('records every request in order: method, headers, body, and what it answered', () => {
    const recorded = server.exchanges();
    assert.deepEqual(
      recorded.map((e) => `${e.rpcMethod} ${e.answer.status}`),
      ['initialize 200', 'ping 400', 'ping 404', 'tools/list 200', 'tools/list 200', 'tools/call 404', 'ping 404', 'notifications/initialized 404'],
    );
    assert.equal(new Map(recorded[3]!.headers).get('accept'), 'application/json, text/event-stream');
    assert.ok(recorded[3]!.answeredAt - recorded[3]!.receivedAt >= 140);
    assert.equal(JSON.parse(recorded[0]!.body).method, 'initialize');
    assert.equal(recorded[1]!.answer.errorCode, -32600);
  });
});

describe('2026-07-28', () => {
  let server: JudgeServer;
  before(async () => {
    server = await startJudgeServer({
      version: '2026-07-28',
      answers: [
        {
          method: 'tools/list',
          times: 1,
          httpStatus: 400,
          error: { code: -32022, message: 'Unsupported protocol version', data: { supported: ['2026-07-28'] } },
        },
      ],
    });
  });
  after(() => server.close());

  it('sends a scripted stream answer as SSE: its events, then the answer', async () => {
    const sse = await startJudgeServer({
      version: '2026-07-28',
      answers: [
        {
          method: 'ping',
          stream: true,
          events: [{ jsonrpc: '2.0', method: 'notifications/message', params: { data: 'hi' } }],
          result: { resultType: 'complete' },
        },
      ],
    });
    try {
      const response = await fetch(sse.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping', params: {} }),
      });
      assert.equal(response.headers.get('content-type'), 'text/event-stream');
      const events = (await response.text()).split('\n\n').filter(Boolean);
      assert.deepEqual(
        events.map((e) => JSON.parse(e.replace(/^event: message\ndata: /, ''))),
        [
          { jsonrpc: '2.0', method: 'notifications/message', params: { data: 'hi' } },
          { jsonrpc: '2.0', id: 7, result: { resultType: 'complete' } },
        ],
      );
    } finally {
      await sse.close();
    }
  });

  const meta = { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } };

  it('answers server/discover, refuses another version with -32022 (HTTP 400), needs no session', async () => {
    const discovered = await send(server.url, { jsonrpc: '2.0', id: 1, method: 'server/discover', params: meta });
    assert.deepEqual(discovered.json.result.supportedVersions, ['2026-07-28']);
    const legacy = await send(server.url, init);
    assert.equal(legacy.status, 400);
    assert.equal(legacy.json.error.code, -32022);
    assert.equal(legacy.json.error.data.requested, '2025-11-25');
  });

  it('a scripted error is sent with its HTTP status, once', async () => {
    const refused = await send(server.url, { jsonrpc: '2.0', id: 2, method: 'tools/list', params: meta });
    assert.equal(refused.status, 400);
    assert.equal(refused.json.error.code, -32022);
    const listed = await send(server.url, { jsonrpc: '2.0', id: 3, method: 'tools/list', params: meta });
    assert.equal(listed.json.result.resultType, 'complete');
    assert.equal((await send(server.url, undefined, {}, 'GET')).status, 405);
  });
});
