import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SAMPLE_TOOLS, type ScriptedServer, SERVER_INFO, SESSION_ID, startScriptedServer } from '../../../../src/serve/scripted/index.js';
import { call, post, rawRequest, rpc } from './helpers.js';

const MODERN = '2026-07-28';
const modernMeta = (extra: Record<string, unknown> = {}) => ({
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'wirecase-test', version: '0' },
  ...extra,
});
const modernHeaders = (method: string, name?: string): Record<string, string> => ({
  'mcp-protocol-version': MODERN,
  'mcp-method': method,
  ...(name === undefined ? {} : { 'mcp-name': name }),
});

describe('scripted server: protocol', () => {
  let server: ScriptedServer;
  let endpoint: string;
  before(async () => {
    server = await startScriptedServer({ port: 0 });
    endpoint = `${server.url}/proto/mcp`;
  });
  after(() => server.close());

  describe('2025-11-25 era', () => {
    it('initialize answers with the Mcp-Session-Id header', async () => {
      const request = rpc('initialize', {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: 't', version: '0' },
      });
      const res = await post(endpoint, request);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('mcp-session-id'), SESSION_ID);
      const { result, id } = res.json();
      assert.equal(id, request.id);
      assert.equal(result.protocolVersion, '2025-11-25');
      assert.deepEqual(result.serverInfo, SERVER_INFO);
      assert.ok(result.capabilities.tools);
      assert.equal(result.resultType, undefined);
    });

    it('initialize negotiates a known older version and falls back for unknown ones', async () => {
      const older = await post(endpoint, rpc('initialize', { protocolVersion: '2025-06-18', capabilities: {} }));
      assert.equal(older.json().result.protocolVersion, '2025-06-18');
      const unknown = await post(endpoint, rpc('initialize', { protocolVersion: '1999-01-01', capabilities: {} }));
      assert.equal(unknown.json().result.protocolVersion, '2025-11-25');
    });

    it('notifications/initialized gets 202 with an empty body', async () => {
      const res = await rawRequest(endpoint, 'POST', JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }), {
        'mcp-session-id': SESSION_ID,
      });
      assert.equal(res.status, 202);
      assert.equal(res.body, '');
      assert.equal(res.headers['content-type'], undefined);
    });

    it('any notification gets 202 with an empty body', async () => {
      const res = await post(endpoint, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } });
      assert.equal(res.status, 202);
      assert.equal(res.text, '');
    });

    it('tools/call works with or without the session header, no resultType', async () => {
      const withSession = await post(endpoint, call('echo', { text: 's' }), {
        'mcp-session-id': SESSION_ID,
        'mcp-protocol-version': '2025-11-25',
      });
      assert.deepEqual(withSession.json().result, { content: [{ type: 'text', text: 's' }] });
      const without = await post(endpoint, call('echo', { text: 's' }));
      assert.equal(without.status, 200);
    });

    it('tools/list lists the documented sample tools', async () => {
      const res = await post(endpoint, rpc('tools/list'));
      const { tools } = res.json().result;
      assert.deepEqual(
        tools.map((tool: { name: string }) => tool.name),
        SAMPLE_TOOLS.map((tool) => tool.name),
      );
      assert.ok(tools.every((tool: any) => tool.inputSchema.type === 'object' && tool.inputSchema.properties.shape));
    });

    it('ping answers an empty result', async () => {
      const res = await post(endpoint, rpc('ping'));
      assert.deepEqual(res.json().result, {});
    });

    it('an unknown method gets -32601 (HTTP 200 in this era)', async () => {
      const res = await post(endpoint, rpc('resources/list'));
      assert.equal(res.status, 200);
      assert.equal(res.json().error.code, -32601);
      assert.match(res.json().error.message, /resources\/list/);
    });
  });

  describe('2026-07-28 era', () => {
    it('server/discover returns versions, capabilities and serverInfo, with no session', async () => {
      const res = await post(
        endpoint,
        { jsonrpc: '2.0', id: 'discover-1', method: 'server/discover', params: { _meta: modernMeta() } },
        modernHeaders('server/discover'),
      );
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('mcp-session-id'), null);
      const { id, result } = res.json();
      assert.equal(id, 'discover-1');
      assert.equal(result.resultType, 'complete');
      assert.ok(result.supportedVersions.includes(MODERN));
      assert.ok(result.supportedVersions.includes('2025-11-25'));
      assert.ok(result.capabilities.tools);
      assert.deepEqual(result._meta['io.modelcontextprotocol/serverInfo'], SERVER_INFO);
    });

    it('tools/call with per-request _meta gets resultType complete and serverInfo', async () => {
      const request = call('echo', { text: 'modern' }, { _meta: modernMeta() });
      const res = await post(endpoint, request, modernHeaders('tools/call', 'echo'));
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('mcp-session-id'), null);
      const { result } = res.json();
      assert.equal(result.resultType, 'complete');
      assert.deepEqual(result.content, [{ type: 'text', text: 'modern' }]);
      assert.deepEqual(result._meta['io.modelcontextprotocol/serverInfo'], SERVER_INFO);
    });

    it('events carry resultType on the final result; progress token read from _meta', async () => {
      const request = call('echo', { shape: 'events' }, { _meta: modernMeta({ progressToken: 'p' }) });
      const res = await post(endpoint, request, modernHeaders('tools/call', 'echo'));
      const events = res.text
        .split('\n\n')
        .filter(Boolean)
        .map((b) => JSON.parse(b.split('data: ')[1]!));
      assert.equal(events.length, 3);
      assert.equal(events[2].result.resultType, 'complete');
    });

    it('tools/list and ping carry resultType', async () => {
      for (const method of ['tools/list', 'ping']) {
        const res = await post(endpoint, rpc(method, { _meta: modernMeta() }), modernHeaders(method));
        assert.equal(res.json().result.resultType, 'complete', method);
      }
    });

    it('an unknown method gets HTTP 404 with -32601', async () => {
      const res = await post(endpoint, rpc('prompts/list', { _meta: modernMeta() }), modernHeaders('prompts/list'));
      assert.equal(res.status, 404);
      assert.equal(res.json().error.code, -32601);
    });

    it('an unsupported protocol version gets 400 with -32022 and the supported list', async () => {
      const res = await post(endpoint, rpc('tools/list', { _meta: modernMeta({ 'io.modelcontextprotocol/protocolVersion': '1900-01-01' }) }), {
        'mcp-protocol-version': '1900-01-01',
      });
      assert.equal(res.status, 400);
      const { error } = res.json();
      assert.equal(error.code, -32022);
      assert.equal(error.data.requested, '1900-01-01');
      assert.ok(error.data.supported.includes(MODERN));
    });

    it('a header that does not match the body gets 400 with -32020', async () => {
      const version = await post(endpoint, rpc('ping', { _meta: modernMeta() }), { 'mcp-protocol-version': '2025-11-25' });
      assert.equal(version.status, 400);
      assert.equal(version.json().error.code, -32020);
      const method = await post(endpoint, rpc('ping', { _meta: modernMeta() }), modernHeaders('tools/list'));
      assert.equal(method.json().error.code, -32020);
      const name = await post(endpoint, call('echo', {}, { _meta: modernMeta() }), modernHeaders('tools/call', 'other'));
      assert.equal(name.status, 400);
      assert.equal(name.json().error.code, -32020);
    });

    it('a base64-encoded Mcp-Name is decoded before comparing', async () => {
      const tool = 'héllo';
      const encoded = `=?base64?${Buffer.from(tool).toString('base64')}?=`;
      const res = await post(endpoint, call(tool, { text: 'x' }, { _meta: modernMeta() }), modernHeaders('tools/call', encoded));
      assert.equal(res.status, 200);
      assert.equal(res.json().result.resultType, 'complete');
    });

    it('the 2026-07-28 header without _meta is invalid params, HTTP 400', async () => {
      const res = await post(endpoint, rpc('ping'), { 'mcp-protocol-version': MODERN });
      assert.equal(res.status, 400);
      assert.equal(res.json().error.code, -32602);
    });
  });

  describe('malformed requests and HTTP', () => {
    it('malformed JSON gets a -32700 parse error with HTTP 400 and id null', async () => {
      const res = await post(endpoint, '{"jsonrpc": "2.0", "id": 1, "method":');
      assert.equal(res.status, 400);
      const body = res.json();
      assert.equal(body.id, null);
      assert.equal(body.error.code, -32700);
    });

    it('an empty body is a parse error', async () => {
      const res = await post(endpoint, '');
      assert.equal(res.status, 400);
      assert.equal(res.json().error.code, -32700);
    });

    it('valid JSON that is not a request gets -32600', async () => {
      for (const body of ['[]', '42', '{"jsonrpc":"1.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","id":1}', '{"jsonrpc":"2.0","id":null,"method":"ping"}']) {
        const res = await post(endpoint, body);
        assert.equal(res.status, 400, body);
        assert.equal(res.json().error.code, -32600, body);
      }
    });

    it('GET and DELETE on the endpoint get 405', async () => {
      for (const method of ['GET', 'DELETE']) {
        const res = await rawRequest(endpoint, method);
        assert.equal(res.status, 405);
        assert.equal(res.headers.allow, 'POST');
      }
    });

    it('a body over the bound gets 413', async () => {
      const small = await startScriptedServer({ port: 0, maxBodyBytes: 1024 });
      try {
        const res = await post(`${small.url}/p/mcp`, JSON.stringify(call('t', { text: 'x'.repeat(2000) })));
        assert.equal(res.status, 413);
        const ok = await post(`${small.url}/p/mcp`, call('t', { text: 'x'.repeat(500) }));
        assert.equal(ok.status, 200);
      } finally {
        await small.close();
      }
    });

    it('the default body bound is 2 MiB', async () => {
      const res = await post(endpoint, JSON.stringify(call('t', { text: 'x'.repeat(2 * 1024 * 1024) })));
      assert.equal(res.status, 413);
    });

    it('a foreign Origin gets 403; a loopback Origin is accepted', async () => {
      const foreign = await post(endpoint, rpc('ping'), { origin: 'https://evil.example' });
      assert.equal(foreign.status, 403);
      const local = await post(endpoint, rpc('ping'), { origin: 'http://localhost:8080' });
      assert.equal(local.status, 200);
    });

    it('unknown paths and invalid partitions get 404', async () => {
      for (const path of ['/mcp', '/p/other', '/p/mcp/extra', '/bad%20name/mcp', '/']) {
        const res = await rawRequest(`${server.url}${path}`, 'POST', JSON.stringify(rpc('ping')));
        assert.equal(res.status, 404, path);
      }
    });

    it('healthz answers 200', async () => {
      const res = await rawRequest(`${server.url}/healthz`, 'GET');
      assert.equal(res.status, 200);
    });
  });
});
