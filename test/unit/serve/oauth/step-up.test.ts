import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ScriptedAuthServer, type ScriptedAuthServerOptions, startScriptedAuthServer } from '../../../../src/serve/oauth/index.js';
import { CALL_TOOL, discover, LIST_TOOLS, mcpPost, obtainToken, register, tokenRequest } from './flow-helpers.js';

async function withClient(options: ScriptedAuthServerOptions, body: (server: ScriptedAuthServer, clientId: string, metadata: any) => Promise<void>) {
  const server = await startScriptedAuthServer(options);
  try {
    const metadata = await discover(server);
    await body(server, (await register(metadata)).json.client_id, metadata);
  } finally {
    await server.close();
  }
}

describe('scripted OAuth server: a 403 insufficient_scope step-up after the first token', () => {
  it('tools/call needs mcp:write: a 403 naming both scopes, then a token with them passes', async () => {
    await withClient({ stepUp: true, resourceMetadata: 'challenge' }, async (server, clientId) => {
      const first = await obtainToken(server, clientId, 'mcp:read');
      assert.equal((await mcpPost(server.url, LIST_TOOLS, first.json.access_token)).status, 200, 'the base scope is enough for tools/list');
      const refused = await mcpPost(server.url, CALL_TOOL, first.json.access_token);
      assert.equal(refused.status, 403);
      const challenge = refused.headers.get('www-authenticate') ?? '';
      assert.match(challenge, /error="insufficient_scope"/);
      assert.match(challenge, /scope="mcp:read mcp:write"/);
      assert.match(challenge, new RegExp(`resource_metadata="${server.resourceMetadataUrl}"`));
      const second = await obtainToken(server, clientId, 'mcp:read mcp:write');
      assert.equal(second.json.scope, 'mcp:read mcp:write');
      assert.equal((await mcpPost(server.url, CALL_TOOL, second.json.access_token)).status, 200);
      const snapshot = server.log.snapshot();
      assert.equal(snapshot.stepUpChallenges, 1);
      assert.equal(snapshot.stepUpRetries, 1, 'one authorization request after the challenge');
    });
  });

  it('grant: false never grants the step-up scope: every retry meets the 403 again, and the log counts them', async () => {
    await withClient({ stepUp: { grant: false } }, async (server, clientId) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const token = await obtainToken(server, clientId, 'mcp:read mcp:write');
        assert.equal(token.json.scope, 'mcp:read');
        assert.equal((await mcpPost(server.url, CALL_TOOL, token.json.access_token)).status, 403);
      }
      const snapshot = server.log.snapshot();
      assert.equal(snapshot.stepUpChallenges, 3);
      assert.equal(snapshot.stepUpRetries, 2, 'two authorization requests came after the first challenge');
      const mcp = server.log.at('mcp');
      assert.deepEqual(
        mcp.map((e) => [e.rpcMethod, e.token?.outcome, e.status]),
        Array(3).fill(['tools/call', 'insufficient_scope', 403]),
      );
    });
  });

  it('without stepUp, tools/call passes on the base scope', async () => {
    await withClient({}, async (server, clientId) => {
      const token = await obtainToken(server, clientId);
      assert.equal((await mcpPost(server.url, CALL_TOOL, token.json.access_token)).status, 200);
      assert.equal(server.log.snapshot().stepUpChallenges, 0);
    });
  });
});

describe('scripted OAuth server: refresh tokens', () => {
  it('issued only when switched on, rotated on use, and masked in the log', async () => {
    await withClient({}, async (server, clientId) => {
      assert.equal((await obtainToken(server, clientId)).json.refresh_token, undefined);
    });
    await withClient({ refreshTokens: true }, async (server, clientId, metadata) => {
      const first = await obtainToken(server, clientId);
      const refresh = first.json.refresh_token as string;
      assert.equal(typeof refresh, 'string');
      const renewed = await tokenRequest(metadata, { grant_type: 'refresh_token', refresh_token: refresh, client_id: clientId, resource: server.url });
      assert.equal(renewed.status, 200);
      assert.notEqual(renewed.json.refresh_token, refresh);
      const reused = await tokenRequest(metadata, { grant_type: 'refresh_token', refresh_token: refresh, client_id: clientId, resource: server.url });
      assert.deepEqual([reused.status, reused.json.error], [400, 'invalid_grant']);
      assert.equal(server.log.at('token').at(-1)!.form!.refresh_token, '***');
      assert.equal(JSON.stringify(server.log.entries()).includes(refresh), false);
    });
  });
});

describe('scripted OAuth server: the request log', () => {
  it('records every request of both servers in order, with method, path, query, headers and the outcome, and serves it at /test/requests', async () => {
    await withClient({}, async (server, clientId) => {
      const token = await obtainToken(server, clientId);
      await mcpPost(server.url, LIST_TOOLS, token.json.access_token);
      await mcpPost(server.url, LIST_TOOLS);
      const res = await fetch(server.logUrl);
      const snapshot = (await res.json()) as any;
      assert.deepEqual(
        snapshot.entries.map((e: any) => [e.server, e.endpoint, e.method, e.status]),
        [
          ['resource', 'resource-metadata', 'GET', 200],
          ['authorization', 'auth-server-metadata', 'GET', 200],
          ['authorization', 'register', 'POST', 201],
          ['resource', 'resource-metadata', 'GET', 200],
          ['authorization', 'auth-server-metadata', 'GET', 200],
          ['authorization', 'authorize', 'GET', 302],
          ['authorization', 'token', 'POST', 200],
          ['resource', 'mcp', 'POST', 200],
          ['resource', 'mcp', 'POST', 401],
        ],
      );
      assert.deepEqual(
        snapshot.entries.map((e: any) => e.seq),
        [1, 2, 3, 4, 5, 6, 7, 8, 9],
      );
      const accepted = snapshot.entries[7];
      assert.equal(accepted.rpcMethod, 'tools/list');
      assert.deepEqual(accepted.token, { outcome: 'accepted', scope: 'mcp:read' });
      assert.equal(accepted.headers.authorization, '***');
      assert.equal(snapshot.entries[8].token.outcome, 'missing');
      assert.equal(snapshot.entries[5].query.code_challenge_method, 'S256');
      assert.equal(JSON.stringify(snapshot).includes(token.json.access_token), false, 'no access token in the log');
      assert.equal((await fetch(server.logUrl, { method: 'DELETE' })).status, 200);
      assert.equal(server.log.snapshot().count, 0);
    });
  });

  it('keeps at most maxLogEntries, the oldest dropped and counted', async () => {
    await withClient({ maxLogEntries: 2 }, async (server) => {
      for (let i = 0; i < 3; i++) await mcpPost(server.url, LIST_TOOLS);
      const snapshot = server.log.snapshot();
      assert.equal(snapshot.count, 2);
      assert.equal(snapshot.dropped, 4, 'the two discovery requests, the registration, then the first MCP request');
      assert.deepEqual(
        snapshot.entries.map((e) => e.seq),
        [5, 6],
      );
    });
  });
});
