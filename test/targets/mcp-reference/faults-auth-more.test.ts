// One test per fault of faults-auth-more.ts (OAuth mode): each changes exactly the behaviour it
// names; the first check of each test runs against the good target.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AUTH_MORE_FAULTS } from './faults-auth-more.js';
import { rpc, send, withTarget } from './raw-client.js';
import { tokens } from './tokens.js';

type Probe = (target: { url: string; mcpUrl: string }) => Promise<void>;
const tested = new Set<string>();

function faultTest(name: string, good: Probe, faulty: Probe): void {
  tested.add(name);
  it(name, async () => {
    await withTarget({ auth: 'oauth' }, good);
    await withTarget({ auth: 'oauth', fault: name }, faulty);
  });
}

const challenge = async (mcpUrl: string, token?: string) =>
  (await rpc(mcpUrl, token ? 'tools/call' : 'tools/list', { ...(token ? { params: { name: 'echo', arguments: { text: 'x' } }, token } : {}) })).headers.get(
    'www-authenticate',
  ) ?? '';
const metadata = (url: string, path = '/.well-known/oauth-protected-resource/mcp') => send(`${url}${path}`, { headers: { accept: 'application/json' } });

describe('mcp-reference auth fault switches (auth-more)', () => {
  faultTest(
    'no-discovery',
    async ({ url, mcpUrl }) => {
      assert.match(await challenge(mcpUrl), /resource_metadata="/);
      assert.equal((await metadata(url)).status, 200);
    },
    async ({ url, mcpUrl }) => {
      const value = await challenge(mcpUrl);
      assert.doesNotMatch(value, /resource_metadata/);
      assert.match(value, /^Bearer error="invalid_token"/, 'the rest of the challenge is kept');
      assert.equal((await metadata(url)).status, 404);
      assert.equal((await metadata(url, '/.well-known/oauth-protected-resource')).status, 404);
    },
  );

  faultTest(
    'query-token-accepted',
    async ({ mcpUrl }) => assert.equal((await rpc(`${mcpUrl}?access_token=${await tokens.valid(mcpUrl)}`, 'tools/list')).status, 401),
    async ({ mcpUrl }) => {
      assert.equal((await rpc(`${mcpUrl}?access_token=${await tokens.valid(mcpUrl)}`, 'tools/list')).status, 200);
      assert.equal((await rpc(`${mcpUrl}?access_token=${await tokens.expired(mcpUrl)}`, 'tools/list')).status, 401, 'the token is still verified');
    },
  );

  faultTest(
    'challenge-without-scope',
    async ({ mcpUrl }) => assert.match(await challenge(mcpUrl), /scope="mcp:tools"/),
    async ({ mcpUrl }) => {
      const value = await challenge(mcpUrl);
      assert.doesNotMatch(value, /scope=/);
      assert.match(value, /resource_metadata="/);
      assert.match(await challenge(mcpUrl, await tokens.withoutToolsScope(mcpUrl)), /scope="mcp:tools"/, 'the 403 challenge is unchanged');
    },
  );

  faultTest(
    'offline-access-advertised',
    async ({ url }) => assert.deepEqual((await metadata(url)).body.scopes_supported, ['mcp:tools']),
    async ({ url }) => {
      assert.deepEqual((await metadata(url)).body.scopes_supported, ['mcp:tools', 'offline_access']);
      assert.equal((await metadata(url)).body.authorization_servers[0], 'https://auth.wirecase.test');
    },
  );

  faultTest(
    'insufficient-scope-bare',
    async ({ mcpUrl }) => assert.match(await challenge(mcpUrl, await tokens.withoutToolsScope(mcpUrl)), /scope="mcp:tools".*resource_metadata="/),
    async ({ mcpUrl }) => {
      const value = await challenge(mcpUrl, await tokens.withoutToolsScope(mcpUrl));
      assert.match(value, /error="insufficient_scope"/);
      assert.doesNotMatch(value, /scope="mcp|resource_metadata/);
      assert.match(await challenge(mcpUrl), /scope="mcp:tools"/, 'the 401 challenge is unchanged');
    },
  );

  it('has one test per fault of faults-auth-more.ts', () => {
    assert.deepEqual([...tested].sort(), AUTH_MORE_FAULTS.map((f) => f.name).sort());
  });
});
