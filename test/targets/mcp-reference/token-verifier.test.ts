// The verifier remembers tokens that passed; these prove the memory never accepts what jwtVerify would refuse.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as pause } from 'node:timers/promises';
import { createTokenVerifier, STRICT_TOKEN_POLICY } from './token-verifier.js';
import { mintToken, tokens } from './tokens.js';

const RESOURCE = 'http://127.0.0.1:1/mcp';

describe('reference target token verifier', () => {
  it('a token accepted with the expiry check off is still refused by a strict verifier', async () => {
    const expired = await tokens.expired(RESOURCE);
    const lax = createTokenVerifier(RESOURCE, { checkExpiry: false, checkAudience: true });
    await lax.verifyAccessToken(expired);
    await assert.rejects(createTokenVerifier(RESOURCE, STRICT_TOKEN_POLICY).verifyAccessToken(expired), /expired/);
  });

  it('a remembered token is refused once it expires', async () => {
    const token = await mintToken({ audience: RESOURCE, expiresIn: 1 });
    const verifier = createTokenVerifier(RESOURCE, STRICT_TOKEN_POLICY);
    const { expiresAt } = await verifier.verifyAccessToken(token);
    await verifier.verifyAccessToken(token);
    // Wait for the clock to pass the token's exp (about a second), then it must be refused.
    while (Math.floor(Date.now() / 1000) < (expiresAt ?? 0)) await pause(50);
    await assert.rejects(verifier.verifyAccessToken(token), /expired/);
  });

  it('a refused token stays refused (refusals are not remembered as passes)', async () => {
    const verifier = createTokenVerifier(RESOURCE, STRICT_TOKEN_POLICY);
    const bad = await tokens.badSignature(RESOURCE);
    await assert.rejects(verifier.verifyAccessToken(bad), /Invalid access token/);
    await assert.rejects(verifier.verifyAccessToken(bad), /Invalid access token/);
  });
});
