// Test-token helper for the fixture's own tests: mints access tokens (and deliberately bad
// ones) with the committed TEST-ONLY key. The engine will have its own token helpers.
import { generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { ISSUER, TENANT, TENANT_CLAIM, TOOLS_SCOPE } from './constants.js';
import { TEST_KEY_ALG, TEST_KEY_ID, testPrivateKey } from './keys.js';

export interface MintOptions {
  /** The resource URL the token is for (the target's mcpUrl). */
  audience: string;
  issuer?: string;
  tenant?: string;
  /** Space-separated scopes; '' for none. */
  scope?: string;
  /** Seconds from now; negative for an already expired token. */
  expiresIn?: number;
  /** JWT header typ; access tokens use at+jwt (RFC 9068). */
  typ?: string;
  nonce?: string;
  /** Sign with a throwaway key instead of the test key (bad signature). */
  foreignKey?: boolean;
}

export async function mintToken(options: MintOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    [TENANT_CLAIM]: options.tenant ?? TENANT,
    client_id: 'wirecase-test-client',
    scope: options.scope ?? TOOLS_SCOPE,
  };
  if (options.nonce !== undefined) claims.nonce = options.nonce;
  const key = options.foreignKey ? (await generateKeyPair(TEST_KEY_ALG)).privateKey : await testPrivateKey();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: TEST_KEY_ALG, kid: TEST_KEY_ID, typ: options.typ ?? 'at+jwt' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience)
    .setSubject('user-1')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(key);
}

/** One token per rule the OAuth gate enforces. */
export const tokens = {
  valid: (audience: string) => mintToken({ audience }),
  withoutToolsScope: (audience: string) => mintToken({ audience, scope: 'mcp:read' }),
  expired: (audience: string) => mintToken({ audience, expiresIn: -600 }),
  wrongIssuer: (audience: string) => mintToken({ audience, issuer: 'https://evil.example' }),
  wrongAudience: (_audience: string) => mintToken({ audience: 'https://other.example/mcp' }),
  wrongTenant: (audience: string) => mintToken({ audience, tenant: 'tenant-other' }),
  badSignature: (audience: string) => mintToken({ audience, foreignKey: true }),
  /** An OIDC ID token: typ JWT, a nonce and no scope. */
  idToken: (audience: string) => mintToken({ audience, typ: 'JWT', nonce: 'n-0S6_WzA2Mj', scope: '' }),
  /** Typed as an access token but carrying an ID-token nonce. */
  nonceToken: (audience: string) => mintToken({ audience, nonce: 'n-0S6_WzA2Mj' }),
};
