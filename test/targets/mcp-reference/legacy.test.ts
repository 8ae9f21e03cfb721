// LEGACY=session: 2025-era clients get initialize + Mcp-Session-Id, and the Apps view follows the
// capabilities they declared in initialize. The default (reject) stays modern-only.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type AnyJson, UI_CAPS } from './raw-client.js';
import { type ReferenceTarget, startReferenceTarget } from './server.js';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

async function post(url: string, body: object, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: AnyJson }> {
  const response = await fetch(url, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function session(url: string, capabilities: object, protocolVersion = '2025-11-25') {
  const init = await post(url, {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion, capabilities, clientInfo: { name: 't', version: '1' } },
  });
  const id = init.headers.get('mcp-session-id');
  assert.ok(id, 'a session id is minted');
  const headers = { 'mcp-session-id': id, 'mcp-protocol-version': protocolVersion };
  let next = 2;
  return { init, call: (method: string, params?: object) => post(url, { jsonrpc: '2.0', id: next++, method, ...(params ? { params } : {}) }, headers) };
}

async function allTools(call: (method: string, params?: object) => Promise<{ body: AnyJson }>): Promise<AnyJson[]> {
  const tools: AnyJson[] = [];
  let cursor: string | undefined;
  do {
    const page = (await call('tools/list', cursor ? { cursor } : undefined)).body.result;
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

describe('mcp-reference LEGACY=session', () => {
  let target: ReferenceTarget;
  before(async () => {
    target = await startReferenceTarget({ port: 0, legacy: 'session' });
  });
  after(() => target.close());

  it('answers initialize with the requested revision and the Apps extension', async () => {
    const { init } = await session(target.mcpUrl, UI_CAPS);
    assert.equal(init.status, 200);
    assert.equal(init.body.result.protocolVersion, '2025-11-25');
    assert.ok(init.body.result.capabilities.extensions['io.modelcontextprotocol/ui']);
  });

  it('shows _meta.ui in the session of a client that declared the extension, not to others', async () => {
    const ui = await allTools((await session(target.mcpUrl, UI_CAPS)).call);
    assert.equal(ui.find((t) => t.name === 'show_dashboard')._meta.ui.resourceUri, 'ui://wirecase/dashboard.html');
    const plain = await allTools((await session(target.mcpUrl, {})).call);
    assert.equal(plain.find((t) => t.name === 'show_dashboard')._meta, undefined);
    assert.equal(
      plain.find((t) => t.name === 'refresh_dashboard'),
      undefined,
    );
  });

  it('answers an unknown resource with -32002 in the 2025 era', async () => {
    const { call } = await session(target.mcpUrl, UI_CAPS);
    assert.equal((await call('resources/read', { uri: 'ui://wirecase/missing.html' })).body.error.code, -32002);
  });

  it('serves older revisions too, and refuses requests without a session', async () => {
    const { init } = await session(target.mcpUrl, {}, '2024-11-05');
    assert.equal(init.body.result.protocolVersion, '2024-11-05');
    const orphan = await post(target.mcpUrl, { jsonrpc: '2.0', id: 9, method: 'tools/list' });
    assert.equal(orphan.status, 400);
    const unknown = await post(target.mcpUrl, { jsonrpc: '2.0', id: 9, method: 'tools/list' }, { 'mcp-session-id': 'nope' });
    assert.equal(unknown.status, 404);
  });

  it('filters invalid visibility values and keeps a missing visibility missing', async () => {
    const tools = await allTools((await session(target.mcpUrl, UI_CAPS)).call);
    assert.deepEqual(tools.find((t) => t.name === 'show_status')._meta.ui.visibility, ['model']);
    assert.equal(tools.find((t) => t.name === 'show_summary')._meta.ui.visibility, undefined);
  });

  it('keeps the default target modern-only', async () => {
    const strict = await startReferenceTarget({ port: 0 });
    try {
      const r = await post(strict.mcpUrl, {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      });
      assert.equal(r.status, 400);
      assert.equal(r.body.error.code, -32022);
    } finally {
      await strict.close();
    }
  });
});
