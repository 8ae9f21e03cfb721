/**
 * The token endpoint: the authorization_code grant with the PKCE verifier checked (RFC 7636 §4.6), the
 * `resource` checked against the server's and the authorization request's (RFC 8707 §2.2), and, when
 * switched on, the refresh_token grant. Errors are RFC 6749 §5.2 answers.
 */

import { createHash } from 'node:crypto';
import type { CodeStore } from './authorize.js';
import { authenticatedClientId, type ClientRegistry } from './clients.js';
import type { Layout } from './layout.js';
import type { ResolvedOptions } from './options.js';
import { opaque, type TokenIssuer } from './tokens.js';

export interface TokenAnswer {
  status: number;
  json: Record<string, unknown>;
  error?: string;
}

interface RefreshGrant {
  clientId: string;
  scope: string;
}

const VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

function oauthError(error: string, description: string, status = 400): TokenAnswer {
  return { status, json: { error, error_description: description }, error };
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export class TokenEndpoint {
  private readonly refreshGrants = new Map<string, RefreshGrant>();

  constructor(
    private readonly options: ResolvedOptions,
    private readonly layout: Layout,
    private readonly clients: ClientRegistry,
    private readonly codes: CodeStore,
    private readonly issuer: TokenIssuer,
  ) {}

  async answer(form: URLSearchParams, authorization: string | undefined): Promise<TokenAnswer> {
    const auth = authenticatedClientId(authorization, form);
    if (!auth.ok) return oauthError('invalid_client', auth.detail, 401);
    const found = await this.clients.find(auth.clientId);
    if (!found.ok) return oauthError('invalid_client', found.detail, 401);
    const client = found.client;
    if (client.secret !== undefined && auth.secret !== client.secret) return oauthError('invalid_client', 'client authentication failed', 401);
    const resource = form.get('resource');
    if (resource === null && this.options.requireResource) return oauthError('invalid_target', 'the resource parameter is missing (RFC 8707)');
    if (resource !== null && resource !== this.layout.resource)
      return oauthError('invalid_target', `resource ${resource} is not this server's ${this.layout.resource}`);
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') return this.codeGrant(form, client.clientId, resource);
    if (grantType === 'refresh_token' && this.options.refreshTokens) return this.refreshGrant(form, client.clientId);
    return oauthError('unsupported_grant_type', `grant_type ${grantType ?? '(missing)'} is not supported here`);
  }

  private async codeGrant(form: URLSearchParams, clientId: string, resource: string | null): Promise<TokenAnswer> {
    const code = this.codes.take(form.get('code') ?? '');
    if (!code) return oauthError('invalid_grant', 'the code is unknown, used or expired');
    if (code.clientId !== clientId) return oauthError('invalid_grant', 'the code was issued to another client');
    if (form.get('redirect_uri') !== null && form.get('redirect_uri') !== code.redirectUri) {
      return oauthError('invalid_grant', 'redirect_uri differs from the authorization request');
    }
    const verifier = form.get('code_verifier');
    if (verifier === null) return oauthError('invalid_grant', 'code_verifier is missing (PKCE)');
    if (!VERIFIER_PATTERN.test(verifier) || s256(verifier) !== code.codeChallenge)
      return oauthError('invalid_grant', 'code_verifier does not match the code_challenge');
    if (resource !== null && code.resource !== null && resource !== code.resource) {
      return oauthError('invalid_grant', 'resource differs from the authorization request');
    }
    return this.tokens(clientId, code.scope);
  }

  private async refreshGrant(form: URLSearchParams, clientId: string): Promise<TokenAnswer> {
    const value = form.get('refresh_token') ?? '';
    const grant = this.refreshGrants.get(value);
    if (!grant || grant.clientId !== clientId) return oauthError('invalid_grant', 'the refresh token is unknown or belongs to another client');
    this.refreshGrants.delete(value); // rotated (OAuth 2.1 §4.3.1)
    return this.tokens(clientId, grant.scope);
  }

  private async tokens(clientId: string, scope: string): Promise<TokenAnswer> {
    const accessToken = await this.issuer.sign({ clientId, scope, audience: this.layout.resource });
    const json: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', expires_in: this.options.tokenLifetimeSeconds, scope };
    if (this.options.refreshTokens) {
      const refresh = opaque();
      this.refreshGrants.set(refresh, { clientId, scope });
      json.refresh_token = refresh;
    }
    return { status: 200, json };
  }
}
