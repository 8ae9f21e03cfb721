import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type JudgeServer, startJudgeServer } from '../../../../src/serve/client-judge/index.js';

// A scripted `drop`: the stream's events carry ids after a priming event, it closes before the answer,
// and a GET with Last-Event-ID (and the session id) resumes it (2025-11-25 basic/transports.mdx:106-176).

const SSE = 'application/json, text/event-stream';

async function post(url: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: SSE, ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function get(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { method: 'GET', headers: { accept: 'text/event-stream', ...headers } });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const init = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
};
const note = { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'working' } };

describe('a dropped stream and its resumption', () => {
  let server: JudgeServer;
  let session: string;
  before(async () => {
    server = await startJudgeServer({ version: '2025-11-25', answers: [{ method: 'tools/list', times: 1, stream: true, drop: true, events: [note] }] });
    session = (await post(server.url, init)).headers.get('mcp-session-id')!;
  });
  after(() => server.close());

  it('sends a priming event and the events with ids, then closes before the answer', async () => {
    const dropped = await post(server.url, { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }, { 'mcp-session-id': session });
    assert.equal(dropped.status, 200);
    assert.equal(dropped.headers.get('content-type'), 'text/event-stream');
    assert.equal(dropped.text, `id: stream-1:0\nretry: 500\ndata: \n\nid: stream-1:1\nevent: message\ndata: ${JSON.stringify(note)}\n\n`);
  });

  it('a GET without Last-Event-ID, or with an unknown one, still gets 405', async () => {
    assert.equal((await get(server.url, { 'mcp-session-id': session })).status, 405);
    assert.equal((await get(server.url, { 'mcp-session-id': session, 'last-event-id': 'stream-9:1' })).status, 405);
  });

  it('a GET with Last-Event-ID but no session id gets 400, another session 404', async () => {
    assert.equal((await get(server.url, { 'last-event-id': 'stream-1:1' })).status, 400);
    const other = (await post(server.url, init)).headers.get('mcp-session-id')!;
    assert.equal((await get(server.url, { 'mcp-session-id': other, 'last-event-id': 'stream-1:1' })).status, 404);
  });

  it('a GET with Last-Event-ID and the session id gets the answer on a stream, with the next id', async () => {
    const resumed = await get(server.url, { 'mcp-session-id': session, 'last-event-id': 'stream-1:1' });
    assert.equal(resumed.status, 200);
    assert.equal(resumed.type, 'text/event-stream');
    const [block, ...rest] = resumed.text.split('\n\n').filter(Boolean);
    assert.deepEqual(rest, []);
    const [id, , data] = block!.split('\n');
    assert.equal(id, 'id: stream-1:2');
    const message = JSON.parse(data!.replace(/^data: /, ''));
    assert.equal(message.id, 2);
    assert.equal(message.result.tools[0].name, 'echo');
  });

  it('records every GET with its headers and status', () => {
    const gets = server.exchanges().filter((e) => e.httpMethod === 'GET');
    assert.deepEqual(
      gets.map((e) => e.answer.status),
      [405, 405, 400, 404, 200],
    );
    assert.deepEqual(
      gets.at(-1)!.headers.find(([name]) => name === 'last-event-id'),
      ['last-event-id', 'stream-1:1'],
    );
  });

  it('the next tools/list (times: 1 used up) is answered as JSON again', async () => {
    const plain = await post(server.url, { jsonrpc: '2.0', id: 3, method: 'tools/list', params: {} }, { 'mcp-session-id': session });
    assert.equal(plain.headers.get('content-type'), 'application/json');
  });
});
