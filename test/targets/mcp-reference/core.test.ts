// Baseline 2026-07-28 behaviour of the reference target (no fault, AUTH=none).

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MODERN_VERSION, SERVER_NAME, TOOLS_PAGE_SIZE } from './constants.js';
import { envelope, listAllTools, rpc, send } from './raw-client.js';
import { type ReferenceTarget, startReferenceTarget } from './server.js';

describe('mcp-reference core protocol', () => {
  let target: ReferenceTarget;
  let url: string;
  before(async () => {
    target = await startReferenceTarget({ host: '127.0.0.1', port: 0 });
    url = target.mcpUrl;
  });
  after(() => target.close());

  it('answers server/discover as the first RPC, without initialize', async () => {
    const r = await rpc(url, 'server/discover');
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /application\/json/);
    const result = r.body.result;
    assert.deepEqual(result.supportedVersions, [MODERN_VERSION]);
    assert.equal(result.resultType, 'complete');
    assert.ok(Number.isInteger(result.ttlMs) && result.ttlMs >= 0);
    assert.equal(result.cacheScope, 'public');
    assert.equal(result._meta['io.modelcontextprotocol/serverInfo'].name, SERVER_NAME);
    assert.deepEqual(Object.keys(result.capabilities).sort(), ['extensions', 'logging', 'prompts', 'resources', 'tools']);
    assert.equal(r.headers.get('mcp-session-id'), null);
  });

  it('answers tools/list as the first RPC and pages it with opaque cursors', async () => {
    const first = await rpc(url, 'tools/list');
    assert.equal(first.status, 200);
    assert.equal(first.body.result.tools.length, TOOLS_PAGE_SIZE);
    assert.equal(typeof first.body.result.nextCursor, 'string');
    assert.equal(first.body.result.resultType, 'complete');
    const second = await rpc(url, 'tools/list', { params: { cursor: first.body.result.nextCursor } });
    assert.equal(second.status, 200);
    assert.ok(second.body.result.tools.length >= 1);
    assert.equal(second.body.result.cacheScope, first.body.result.cacheScope);
    const { tools, pages } = await listAllTools(url);
    assert.ok(pages >= 2);
    assert.equal(new Set(tools.map((t: { name: string }) => t.name)).size, tools.length);
  });

  it('returns tools in the same order on every call', async () => {
    const a = (await listAllTools(url)).tools.map((t: { name: string }) => t.name);
    const b = (await listAllTools(url)).tools.map((t: { name: string }) => t.name);
    assert.deepEqual(a, b);
  });

  it('rejects an invalid cursor with -32602', async () => {
    const r = await rpc(url, 'tools/list', { params: { cursor: 'not-a-cursor' } });
    assert.equal(r.body.error.code, -32602);
  });

  it('preserves fractional schema numbers', async () => {
    const { tools } = await listAllTools(url);
    const dose = tools.find((t: { name: string }) => t.name === 'set_dose');
    assert.equal(dose.inputSchema.properties.amount.minimum, 0.5);
    assert.equal(dose.inputSchema.properties.amount.maximum, 7.5);
    assert.equal(dose.inputSchema.properties.amount.multipleOf, 0.25);
  });

  it('calls tools as the first RPC: text, structuredContent, isError', async () => {
    const echo = await rpc(url, 'tools/call', { params: { name: 'echo', arguments: { text: 'hi' } } });
    assert.equal(echo.status, 200);
    assert.deepEqual(echo.body.result.content, [{ type: 'text', text: 'hi' }]);
    assert.equal(echo.body.result.resultType, 'complete');
    const weather = await rpc(url, 'tools/call', { params: { name: 'get_weather', arguments: { city: 'Oslo' } } });
    assert.deepEqual(weather.body.result.structuredContent, { city: 'Oslo', temperatureC: 21.5, conditions: 'partly cloudy' });
    const fails = await rpc(url, 'tools/call', { params: { name: 'always_fails', arguments: {} } });
    assert.equal(fails.status, 200);
    assert.equal(fails.body.result.isError, true);
    assert.equal(fails.body.result.resultType, 'complete');
  });

  it('accepts omitted optional and null nullable arguments, and omitted clientInfo', async () => {
    const meta = envelope();
    delete meta['io.modelcontextprotocol/clientInfo'];
    const r = await rpc(url, 'tools/call', { params: { name: 'search_notes', arguments: { query: 'q', tag: null }, _meta: meta } });
    assert.equal(r.status, 200);
    assert.deepEqual(JSON.parse(r.body.result.content[0].text), { query: 'q', limit: 'default', tag: null });
    const bad = await rpc(url, 'tools/call', { params: { name: 'search_notes', arguments: { query: 'q', limit: 'x' } } });
    assert.equal(bad.body.result.isError, true);
  });

  it('rejects malformed clientInfo and a missing envelope with 400 -32602', async () => {
    const r = await rpc(url, 'tools/list', { params: { _meta: { ...envelope(), 'io.modelcontextprotocol/clientInfo': 7 } } });
    assert.equal(r.status, 400);
    assert.equal(r.body.error.code, -32602);
    const noMeta = await rpc(url, 'tools/list', { body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }) });
    assert.equal(noMeta.status, 400);
    assert.equal(noMeta.body.error.code, -32602);
  });

  it('answers unknown tools with -32602', async () => {
    const r = await rpc(url, 'tools/call', { params: { name: 'nope', arguments: {} } });
    assert.equal(r.body.error.code, -32602);
  });

  it('rejects header problems with 400 -32020', async () => {
    const cases: Record<string, string | null>[] = [{ 'mcp-method': null }, { 'mcp-method': 'prompts/list' }, { 'mcp-protocol-version': null }];
    for (const headers of cases) {
      const r = await rpc(url, 'tools/list', { headers });
      assert.equal(r.status, 400, JSON.stringify(headers));
      assert.equal(r.body.error.code, -32020);
    }
    const noName = await rpc(url, 'tools/call', { params: { name: 'echo', arguments: { text: 'x' } }, headers: { 'mcp-name': null } });
    assert.equal(noName.status, 400);
    assert.equal(noName.body.error.code, -32020);
    const wrongName = await rpc(url, 'tools/call', { params: { name: 'echo', arguments: { text: 'x' } }, headers: { 'mcp-name': 'reverse' } });
    assert.equal(wrongName.body.error.code, -32020);
    const encoded = await rpc(url, 'tools/call', {
      params: { name: 'echo', arguments: { text: 'x' } },
      headers: { 'mcp-name': `=?base64?${Buffer.from('echo').toString('base64')}?=` },
    });
    assert.equal(encoded.status, 200);
    // Header names are case-insensitive.
    const upper = await rpc(url, 'tools/list', { headers: { 'mcp-method': null, 'MCP-METHOD': 'tools/list' } });
    assert.equal(upper.status, 200);
  });

  it('rejects older and future revisions with 400 -32022 listing supported versions', async () => {
    for (const version of ['2025-11-25', '2099-01-01']) {
      const r = await rpc(url, 'tools/list', { params: { _meta: envelope({}, version) }, headers: { 'mcp-protocol-version': version } });
      assert.equal(r.status, 400);
      assert.equal(r.body.error.code, -32022);
      assert.deepEqual(r.body.error.data, { supported: [MODERN_VERSION], requested: version });
    }
  });

  it('answers unknown methods with 404 -32601', async () => {
    const r = await rpc(url, 'tools/frobnicate');
    assert.equal(r.status, 404);
    assert.equal(r.body.error.code, -32601);
  });

  it('does not support initialize', async () => {
    const modern = await rpc(url, 'initialize', { params: { protocolVersion: MODERN_VERSION, capabilities: {}, clientInfo: { name: 'c', version: '1' } } });
    assert.equal(modern.status, 404);
    assert.equal(modern.body.error.code, -32601);
    const legacy = await rpc(url, 'initialize', {
      headers: { 'mcp-protocol-version': null, 'mcp-method': null },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } },
      }),
    });
    assert.equal(legacy.status, 400);
    assert.equal(legacy.body.error.code, -32022);
  });

  it('answers GET and DELETE on /mcp with 405', async () => {
    for (const method of ['GET', 'DELETE']) {
      const r = await send(url, { method, headers: { accept: 'text/event-stream' } });
      assert.equal(r.status, 405, method);
      assert.equal(r.headers.get('allow'), 'POST');
    }
  });

  it('ignores Mcp-Session-Id and Last-Event-ID without minting a session', async () => {
    const r = await rpc(url, 'tools/list', { headers: { 'mcp-session-id': 'stale-session', 'last-event-id': '42' } });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('mcp-session-id'), null);
    assert.match(r.headers.get('content-type') ?? '', /application\/json/);
  });

  it('answers malformed JSON with a parse error', async () => {
    const r = await rpc(url, 'tools/list', { body: '{not json' });
    assert.equal(r.status, 400);
    assert.equal(r.body.error.code, -32700);
  });

  it('serves resources, a template and prompts with cache hints', async () => {
    const list = await rpc(url, 'resources/list');
    const uris = list.body.result.resources.map((r: { uri: string }) => r.uri);
    assert.ok(uris.includes('file:///wirecase/readme.txt') && uris.includes('file:///wirecase/logo.png'));
    assert.ok(list.body.result.ttlMs >= 0);
    const text = await rpc(url, 'resources/read', { params: { uri: 'file:///wirecase/readme.txt' } });
    assert.equal(text.body.result.contents[0].text, 'wirecase reference target');
    assert.ok(text.body.result.ttlMs >= 0);
    const blob = await rpc(url, 'resources/read', { params: { uri: 'file:///wirecase/logo.png' } });
    assert.equal(typeof blob.body.result.contents[0].blob, 'string');
    const templates = await rpc(url, 'resources/templates/list');
    assert.equal(templates.body.result.resourceTemplates[0].uriTemplate, 'notes://{id}');
    const note = await rpc(url, 'resources/read', { params: { uri: 'notes://7' } });
    assert.equal(note.body.result.contents[0].text, 'note 7');
    const missing = await rpc(url, 'resources/read', { params: { uri: 'file:///nope' } });
    assert.equal(missing.body.error.code, -32602);
    const prompts = await rpc(url, 'prompts/list');
    assert.deepEqual(
      prompts.body.result.prompts.map((p: { name: string }) => p.name),
      ['greeting', 'summarize'],
    );
    const prompt = await rpc(url, 'prompts/get', { params: { name: 'summarize', arguments: { topic: 'MCP' } } });
    assert.match(prompt.body.result.messages[0].content.text, /Summarize MCP/);
  });

  it('rejects a foreign Origin with 403', async () => {
    const r = await rpc(url, 'tools/list', { headers: { origin: 'https://evil.example' } });
    assert.equal(r.status, 403);
  });
});
