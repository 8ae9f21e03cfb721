// MCP=off: no catalog, no execution, no metadata; the flag wins over AUTH.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rpc, send, withTarget } from './raw-client.js';
import { tokens } from './tokens.js';

describe('mcp-reference MCP=off', () => {
  for (const auth of ['none', 'oauth'] as const) {
    it(`answers every MCP request with a non-JSON-RPC 404 (AUTH=${auth})`, async () => {
      await withTarget({ mcp: 'off', auth }, async (target) => {
        const token = await tokens.valid(target.mcpUrl);
        for (const method of ['server/discover', 'tools/list', 'resources/list', 'prompts/list']) {
          const r = await rpc(target.mcpUrl, method, { token });
          assert.equal(r.status, 404, method);
          assert.equal(r.body.jsonrpc, undefined, 'not a JSON-RPC envelope');
          assert.equal(r.headers.get('www-authenticate'), null, 'no challenge');
        }
        const call = await rpc(target.mcpUrl, 'tools/call', { token, params: { name: 'echo', arguments: { text: 'x' } } });
        assert.equal(call.status, 404);
        assert.equal((await send(target.mcpUrl, { method: 'GET' })).status, 404);
        assert.equal((await send(`${target.url}/.well-known/oauth-protected-resource`, {})).status, 404);
      });
    });
  }
});
