// Access-token verification for OAuth mode (jose), plugged into the SDK's bearer-auth helpers.
// Policy (documented in README.md):
//  - ES256 signature by the test key, iss = ISSUER, exp required;
//  - JWT header typ must be at+jwt (RFC 9068) and a token carrying `nonce` is an ID token: both refused;
//  - the tenant claim must name TENANT;
//  - the audience (aud) becomes AuthInfo.resource; the SDK compares it with the resource URL.

import { type AuthInfo, OAuthError, OAuthErrorCode, type OAuthTokenVerifier } from '@modelcontextprotocol/server';
import { type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { ISSUER, TENANT, TENANT_CLAIM } from './constants.js';
import { TEST_KEY_ALG, testPublicKey } from './keys.js';

/** Checks a fault may switch off (each one breaks one authorization rule). */
export interface TokenPolicy {
  checkExpiry: boolean;
  checkAudience: boolean;
}

export const STRICT_TOKEN_POLICY: TokenPolicy = { checkExpiry: true, checkAudience: true };

const invalid = (message: string) => new OAuthError(OAuthErrorCode.InvalidToken, message);

// A suite run sends the same few tokens hundreds of times, and an ES256 signature check was a tenth
// of the target's CPU. A token that passed every check once is remembered (per policy, at most
// VERIFIED_LIMIT of them); its expiry is checked again on every use, so an expired token is refused
// exactly as jwtVerify refuses it. Refused tokens are never remembered.
const VERIFIED_LIMIT = 256;
const verified = new Map<string, JWTPayload>();

async function verifySigned(token: string, policy: TokenPolicy, key: ReturnType<typeof testPublicKey>): Promise<JWTPayload> {
  const cacheKey = `${policy.checkExpiry} ${token}`;
  const known = verified.get(cacheKey);
  if (known) {
    if (policy.checkExpiry && typeof known.exp === 'number' && known.exp <= Math.floor(Date.now() / 1000))
      throw new joseErrors.JWTExpired('"exp" claim timestamp check failed', known, 'exp', 'check_failed');
    return known;
  }
  const { payload } = await jwtVerify(token, await key, {
    algorithms: [TEST_KEY_ALG],
    issuer: ISSUER,
    typ: 'at+jwt',
    requiredClaims: ['exp', 'aud'],
    // The fault that accepts expired tokens moves the verifier's clock to the epoch.
    ...(policy.checkExpiry ? {} : { currentDate: new Date(0) }),
  });
  if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value as string);
  verified.set(cacheKey, payload);
  return payload;
}

export function createTokenVerifier(resourceUrl: string, policy: TokenPolicy): OAuthTokenVerifier {
  const keyPromise = testPublicKey();
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      if (token.startsWith('AstraCS:')) throw invalid('AstraCS application tokens are not accepted; use an OAuth access token');
      let payload: JWTPayload;
      try {
        payload = await verifySigned(token, policy, keyPromise);
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw invalid('Token has expired');
        if (error instanceof joseErrors.JOSEError) throw invalid(`Invalid access token: ${error.code}`);
        throw invalid('Invalid access token');
      }
      if (payload.nonce !== undefined) throw invalid('ID tokens are not access tokens');
      if (payload[TENANT_CLAIM] !== TENANT) throw invalid('Token is not valid for this tenant');
      const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      const scope = typeof payload.scope === 'string' ? payload.scope : '';
      return {
        token,
        clientId: typeof payload.client_id === 'string' ? payload.client_id : String(payload.sub ?? 'unknown'),
        scopes: scope.split(' ').filter(Boolean),
        // A disabled expiry check reports a far-future expiry so the SDK gate does not refuse it either.
        expiresAt: policy.checkExpiry ? payload.exp : Math.floor(Date.now() / 1000) + 3600,
        resource: new URL(policy.checkAudience && aud ? aud : resourceUrl),
        extra: { tenant: payload[TENANT_CLAIM], sub: payload.sub },
      };
    },
  };
}
