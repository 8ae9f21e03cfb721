/**
 * Access tokens: JWTs signed with a key made when the server starts (ES256), carrying `aud` = the
 * resource they were issued for, so the MCP endpoint can refuse a token meant for another server.
 */

import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  clientId: string;
  scope: string;
  /** The resource the token is for (`aud`). */
  audience: string;
}

export type Verified = { ok: true; scope: string } | { ok: false; reason: string };

export interface TokenIssuer {
  /** The public key set served at `jwks_uri`. */
  jwks: { keys: JWK[] };
  sign(claims: AccessClaims): Promise<string>;
  /** Checks signature, issuer, audience and expiry. */
  verify(token: string, audience: string): Promise<Verified>;
}

const KEY_ID = 'wirecase-oauth-1';

export async function makeTokenIssuer(issuer: string, lifetimeSeconds: number): Promise<TokenIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'ES256', use: 'sig' };
  return {
    jwks: { keys: [publicJwk] },
    sign: ({ clientId, scope, audience }) =>
      new SignJWT({ scope, client_id: clientId })
        .setProtectedHeader({ alg: 'ES256', kid: KEY_ID, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject('wirecase-test-user')
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .setJti(randomBytes(12).toString('base64url'))
        .sign(privateKey),
    async verify(token, audience) {
      try {
        const { payload } = await jwtVerify(token, publicKey, { issuer, audience, algorithms: ['ES256'] });
        return { ok: true, scope: typeof payload.scope === 'string' ? payload.scope : '' };
      } catch (error) {
        const code = (error as { code?: string }).code;
        const reason =
          code === 'ERR_JWT_CLAIM_VALIDATION_FAILED'
            ? `claim check failed: ${(error as Error).message}`
            : code === 'ERR_JWT_EXPIRED'
              ? 'expired'
              : 'not a token this server issued';
        return { ok: false, reason };
      }
    },
  };
}

/** An opaque random value (authorization codes, client IDs, refresh tokens). */
export function opaque(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
