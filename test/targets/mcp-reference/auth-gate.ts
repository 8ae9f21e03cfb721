// OAuth gate in front of the MCP endpoint, built on the SDK's verifyBearerToken /
// bearerAuthChallengeResponse so the 401/403 challenge format is the SDK's own.
import { type AuthInfo, bearerAuthChallengeResponse, OAuthError, OAuthErrorCode, verifyBearerToken } from '@modelcontextprotocol/server';
import { SCOPES_SUPPORTED } from './constants.js';
import { createTokenVerifier, type TokenPolicy } from './token-verifier.js';

/** Pre-OAuth credential headers that must never authenticate anyone. */
export const LEGACY_CREDENTIAL_HEADERS = ['token', 'x-cassandra-token'];

export interface AuthGateOptions {
  resourceUrl: string;
  resourceMetadataUrl: string;
  policy: TokenPolicy;
  /** Fault hook: treat a legacy credential header as a valid login. */
  acceptLegacyHeaders?: boolean;
}

export type AuthGate = (request: Request) => Promise<AuthInfo | Response>;

export function createAuthGate(options: AuthGateOptions): AuthGate {
  const verifier = createTokenVerifier(options.resourceUrl, options.policy);
  // requiredScopes: every challenge names the scopes this resource knows (authorization/index.mdx:99).
  const challenge = (error: unknown) =>
    bearerAuthChallengeResponse(error, { resourceMetadataUrl: options.resourceMetadataUrl, requiredScopes: SCOPES_SUPPORTED });

  return async (request) => {
    // Header names are case-insensitive, so `Token` and `token` are the same header here.
    const legacy = LEGACY_CREDENTIAL_HEADERS.find((name) => request.headers.has(name));
    if (legacy && options.acceptLegacyHeaders) {
      return { token: request.headers.get(legacy) ?? '', clientId: 'legacy', scopes: ['mcp:tools'], expiresAt: Date.now() / 1000 + 3600 };
    }
    if (legacy)
      return challenge(new OAuthError(OAuthErrorCode.InvalidToken, `Credentials in the ${legacy} header are not accepted; send an OAuth bearer token`));
    try {
      return await verifyBearerToken(request.headers.get('authorization'), {
        verifier,
        resourceMetadataUrl: options.resourceMetadataUrl,
        ...(options.policy.checkAudience ? { expectedResource: new URL(options.resourceUrl) } : {}),
      });
    } catch (error) {
      return challenge(error);
    }
  };
}
