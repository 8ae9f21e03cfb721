// OAuth mode (AUTH=oauth): RFC 9728 metadata, 401 challenges, 403 insufficient_scope.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ISSUER, TOOLS_SCOPE } from './constants.js';
import { type RawReply, rpc, send } from './raw-client.js';
import { type ReferenceTarget, startReferenceTarget } from './server.js';
import { tokens } from './tokens.js';

function assertChallenge(r: RawReply, metadataUrl: string): void {
  assert.equal(r.status, 401, r.text);
  const challenge = r.headers.get('www-authenticate') ?? '';
  assert.match(challenge, /^Bearer /);
  assert.ok(challenge.includes(`resource_metadata="${metadataUrl}"`), challenge);
}

describe('mcp-reference OAuth mode', () => {
  let target: ReferenceTarget;
  let url: string;
  let metadataUrl: string;
  before(async () => {
    target = await startReferenceTarget({ host: '127.0.0.1', port: 0, auth: 'oauth' });
    url = target.mcpUrl;
    metadataUrl = `${target.url}/.well-known/oauth-protected-resource/mcp`;
  });
  after(() => target.close());

  it('serves protected-resource metadata at both well-known paths without credentials', async () => {
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      const r = await send(`${target.url}${path}`, {});
      assert.equal(r.status, 200, path);
      assert.equal(r.body.resource, url);
      assert.deepEqual(r.body.authorization_servers, [ISSUER]);
      assert.deepEqual(r.body.scopes_supported, [TOOLS_SCOPE]);
      assert.deepEqual(r.body.bearer_methods_supported, ['header']);
    }
  });

  it('accepts a valid token and marks cacheable results private', async () => {
    const token = await tokens.valid(url);
    const list = await rpc(url, 'tools/list', { token });
    assert.equal(list.status, 200);
    assert.equal(list.body.result.cacheScope, 'private');
    const call = await rpc(url, 'tools/call', { token, params: { name: 'echo', arguments: { text: 'ok' } } });
    assert.equal(call.status, 200);
    assert.equal(call.body.result.content[0].text, 'ok');
  });

  it('answers a missing token with 401 and a resource_metadata challenge', async () => {
    assertChallenge(await rpc(url, 'server/discover'), metadataUrl);
  });

  it('answers a malformed Authorization header with 401', async () => {
    assertChallenge(await rpc(url, 'tools/list', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }), metadataUrl);
    assertChallenge(await rpc(url, 'tools/list', { token: 'not.a.jwt' }), metadataUrl);
  });

  const invalid: [string, (aud: string) => Promise<string>][] = [
    ['bad signature', tokens.badSignature],
    ['expired', tokens.expired],
    ['wrong issuer', tokens.wrongIssuer],
    ['wrong audience', tokens.wrongAudience],
    ['wrong tenant', tokens.wrongTenant],
    ['ID token (typ JWT + nonce)', tokens.idToken],
    ['access-typed token carrying a nonce', tokens.nonceToken],
  ];
  for (const [label, mint] of invalid) {
    it(`answers a token with ${label} with 401 invalid_token`, async () => {
      const r = await rpc(url, 'tools/list', { token: await mint(url) });
      assertChallenge(r, metadataUrl);
      assert.match(r.headers.get('www-authenticate') ?? '', /error="invalid_token"/);
    });
  }

  it('answers an AstraCS bearer value with 401', async () => {
    assertChallenge(await rpc(url, 'tools/list', { token: 'AstraCS:abcdef:0123456789' }), metadataUrl);
  });

  it('answers credentials in Token, token and X-Cassandra-Token headers with 401, even next to a valid bearer', async () => {
    const valid = await tokens.valid(url);
    for (const header of ['Token', 'token', 'X-Cassandra-Token']) {
      assertChallenge(await rpc(url, 'tools/list', { headers: { [header]: 'AstraCS:abc:123' } }), metadataUrl);
      assertChallenge(await rpc(url, 'tools/list', { token: valid, headers: { [header]: 'AstraCS:abc:123' } }), metadataUrl);
    }
  });

  it('answers tools/call without the tools scope with 403 insufficient_scope', async () => {
    const token = await tokens.withoutToolsScope(url);
    const list = await rpc(url, 'tools/list', { token });
    assert.equal(list.status, 200, 'listing needs no scope');
    const r = await rpc(url, 'tools/call', { token, params: { name: 'echo', arguments: { text: 'x' } } });
    assert.equal(r.status, 403);
    const challenge = r.headers.get('www-authenticate') ?? '';
    assert.match(challenge, /error="insufficient_scope"/);
    assert.match(challenge, new RegExp(`scope="${TOOLS_SCOPE}"`));
    assert.ok(challenge.includes(`resource_metadata="${metadataUrl}"`), challenge);
  });

  it('answers GET and DELETE on /mcp with 405 without credentials', async () => {
    for (const method of ['GET', 'DELETE']) assert.equal((await send(url, { method })).status, 405, method);
  });
});
