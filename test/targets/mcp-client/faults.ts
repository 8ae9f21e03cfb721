/**
 * The fault switches of the reference client (FAULT=name): each breaks exactly one rule a document of
 * scenarios/mcp-client judges. test/suites/mcp-client-suite.test.ts runs the suite once per fault.
 */
export const CLIENT_FAULTS = {
  'accept-json-only': 'Accept names application/json only (both eras)',
  'tools-before-initialize': 'sends tools/list before initialize (2025)',
  'no-client-info': 'initialize carries no clientInfo (2025), nor _meta (2026)',
  'no-initialized': 'never sends notifications/initialized (2025)',
  'no-version-header': 'no MCP-Protocol-Version after initialize (2025)',
  'version-header-latest': 'sends MCP-Protocol-Version 2025-11-25 whatever was negotiated (2025)',
  'no-session-echo': 'does not send Mcp-Session-Id after initialize (2025)',
  'no-reinit-after-404': 'gives up when its session gets 404 (2025)',
  'reinit-keeps-session': 're-initializes after a 404 with the old session id still attached (2025)',
  'no-wait-for-initialize': 'sends tools/list when initialize is not answered within 150 ms (2025)',
  'no-delete': 'never ends its session with DELETE (2025)',
  'no-meta': 'no _meta protocolVersion on requests (2026)',
  'no-version-header-modern': 'no MCP-Protocol-Version header (2026)',
  'header-meta-mismatch': 'MCP-Protocol-Version header differs from _meta (2026)',
  'no-mcp-name': 'tools/call without Mcp-Name (2026)',
  'mcp-name-raw': 'a tool name outside plain ASCII sent raw in Mcp-Name, not Base64-encoded (2026)',
  'no-retry-unsupported': 'gives up after UnsupportedProtocolVersionError (2026)',
  // OAuth (oauth.ts): each breaks one rule of scenarios/mcp-client/2026-07-28/oauth.yaml.
  'oauth-foreign-token': 'sends a token no authorization server of this flow issued, before its own',
  'oauth-token-not-on-every-request': 'leaves the token off tools/call once it has one',
  'oauth-ignores-challenge-metadata': 'ignores resource_metadata in the 401, tries only the well-known URIs',
  'oauth-root-first': 'tries the root well-known protected-resource URI before the path-based one',
  'oauth-as-metadata-oauth-only': 'tries only oauth-authorization-server, never openid-configuration',
  'oauth-accepts-issuer-mismatch': 'uses authorization server metadata whose issuer is not the one it asked',
  'oauth-no-iss-check': 'redeems the code whatever iss the authorization response carries',
  'oauth-no-pkce': 'no code_challenge in the authorization request',
  'oauth-plain-pkce': 'code_challenge_method plain instead of S256',
  'oauth-no-pkce-check': 'proceeds though the metadata has no code_challenge_methods_supported',
  'oauth-no-resource': 'no resource parameter in the authorization and token requests',
  'oauth-ignores-challenge-scope': 'asks for scopes_supported, not the scope the 401 named',
  'oauth-needs-refresh-token': 'gives up when the token response has no refresh token',
  'oauth-unregistered-redirect': 'sends a redirect_uri it did not register',
  'oauth-no-application-type': 'registers (DCR) without application_type',
  'oauth-cimd-id-mismatch': 'its client ID metadata document names another client_id than its URL',
} as const;

export type ClientFault = keyof typeof CLIENT_FAULTS;
export const CLIENT_FAULT_NAMES = Object.keys(CLIENT_FAULTS) as ClientFault[];
