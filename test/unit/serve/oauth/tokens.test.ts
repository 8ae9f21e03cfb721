import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeTokenIssuer } from '../../../../src/serve/oauth/tokens.js';

describe('scripted OAuth server: access tokens', () => {
  it('a token verifies only for the audience it was issued for, and only from its own issuer', async () => {
    const issuer = await makeTokenIssuer('http://127.0.0.1:1', 60);
    const token = await issuer.sign({ clientId: 'c1', scope: 'mcp:read', audience: 'http://127.0.0.1:2/mcp' });
    assert.deepEqual(await issuer.verify(token, 'http://127.0.0.1:2/mcp'), { ok: true, scope: 'mcp:read' });
    const otherAudience = await issuer.verify(token, 'http://127.0.0.1:3/mcp');
    assert.equal(otherAudience.ok, false);
    assert.match((otherAudience as { reason: string }).reason, /claim check failed: .*aud/);
    const otherIssuer = await makeTokenIssuer('http://127.0.0.1:1', 60);
    assert.deepEqual(await otherIssuer.verify(token, 'http://127.0.0.1:2/mcp'), { ok: false, reason: 'not a token this server issued' });
  });

  it('publishes the public key only', async () => {
    const issuer = await makeTokenIssuer('http://127.0.0.1:1', 60);
    const [key] = issuer.jwks.keys;
    assert.equal(key!.kty, 'EC');
    assert.equal(key!.alg, 'ES256');
    assert.equal(key!.d, undefined);
  });
});
