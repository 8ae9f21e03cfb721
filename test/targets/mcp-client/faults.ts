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
  'no-resume': 'gives up on a stream that drops before its response, never resumes it (2025)',
  'resume-without-last-event-id': 'resumes a dropped stream by GET without Last-Event-ID (2025)',
  'resume-without-session': 'resumes a dropped stream by GET without its Mcp-Session-Id (2025)',
  'resume-accept-json': 'resumes a dropped stream by GET whose Accept names application/json only (2025)',
  'resume-ignores-retry': 'resumes a dropped stream at once, not after the retry the stream gave (2025)',
  'batch-request-legacy': 'also POSTs a JSON-RPC batch (a list) of tools/list in its session (2025)',
  'no-meta': 'no _meta protocolVersion on requests (2026)',
  'no-version-header-modern': 'no MCP-Protocol-Version header (2026)',
  'header-meta-mismatch': 'MCP-Protocol-Version header differs from _meta (2026)',
  'no-mcp-name': 'tools/call without Mcp-Name (2026)',
  'mcp-name-raw': 'a tool name outside plain ASCII sent raw in Mcp-Name, not Base64-encoded (2026)',
  'no-retry-unsupported': 'gives up after UnsupportedProtocolVersionError (2026)',
  'retry-same-version': 'retries after UnsupportedProtocolVersionError with the version it sent, whatever the supported list says (2026)',
  'batch-request': 'also POSTs a JSON-RPC batch (an array) of one tools/list (2026)',
  'sends-response': 'POSTs a JSON-RPC response the server never asked for (2026)',
  'mcp-method-call-only': 'sends Mcp-Method on tools/call only, not on other requests (2026)',
  'json-only-answers': 'reads JSON answers only: an SSE answer is lost (2026)',
  'no-param-headers': 'never mirrors x-mcp-header parameters into Mcp-Param-* headers (2026)',
  'param-raw': 'Mcp-Param-* values sent as they are, never Base64-encoded (2026)',
  'param-raw-utf8': 'a Mcp-Param-* value outside ASCII sent as its raw UTF-8 bytes, not the Base64 sentinel (2026)',
  'base64-marker-upper': 'the Base64 sentinel written =?BASE64?…?= (2026)',
  'sentinel-not-encoded': 'a plain value that looks like the sentinel is sent as it is (2026)',
  'null-param-header': 'a null x-mcp-header parameter sent as Mcp-Param-*: null (2026)',
  'absent-param-header': 'an x-mcp-header parameter absent from the arguments sent as an empty header (2026)',
  'integer-as-float': 'an integer parameter mirrored as 42.0, not its decimal form (2026)',
  'keeps-invalid-tools': 'keeps (and calls) tools whose x-mcp-header annotations are invalid (2026)',
  'cursor-modified': 'sends the next cursor URL-encoded, not as it came (2026)',
  'cursor-padding-stripped': 'sends the next cursor with its trailing = padding stripped (2026)',
  'cursor-base64url': 'sends the next cursor re-encoded as base64url (- for +, _ for /, no padding) (2026)',
  'empty-cursor-ends': 'takes an empty-string nextCursor as the end of the list (2026)',
  'fixed-page-size': 'stops paginating when a page is shorter than the first (2026)',
  'resulttype-required': 'takes a result without resultType as invalid (2026)',
  'mrtr-no-inputs': 'retries an input_required request without inputResponses (2026)',
  'mrtr-state-modified': 'retries with requestState URL-decoded, not exactly as it came (2026)',
  'mrtr-state-padding-stripped': 'retries with requestState whose trailing = padding is stripped (2026)',
  'mrtr-state-base64url': 'retries with requestState re-encoded as base64url (- for +, _ for /, no padding) (2026)',
  'mrtr-posts-responses': 'answers input_required by POSTing a JSON-RPC response per input request, never retrying (2026)',
  'mrtr-invented-state': 'retries with a requestState when the result had none (2026)',
  'mrtr-same-id': 'retries an input_required request with the same JSON-RPC id (2026)',
  'mrtr-state-leaks': 'puts a requestState on later, unrelated requests too (2026)',
  'progress-token-float': 'a progress token that is a fractional number (2026)',
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
  'oauth-endless-stepup': 'meets each 403 insufficient_scope with another authorization, without a limit',
  // stdio (stdio-channel.ts, stdio-process.ts): each breaks one rule of scenarios/mcp-client/*/stdio.yaml; over HTTP they change nothing.
  'stdio-banner-line': "writes a line that is not JSON on the server's stdin before its first message",
  'stdio-pretty-json': 'sends a last request (ping) pretty-printed over several lines',
  'stdio-writes-response': 'writes a JSON-RPC response with an id of its own on stdin after the handshake',
  'stdio-sigterm-first': 'shuts the server down by SIGTERM (then SIGKILL) without closing its stdin first',
  'stdio-abandons-server': "closes the server's stdin and returns at once, never terminating a server that stays",
  'stdio-no-sigkill': 'closes stdin, then SIGTERM, but never SIGKILL: a server that ignores SIGTERM is left running',
  'stdio-stderr-fatal': 'gives up after the handshake when the server wrote anything on stderr',
  'stdio-no-restart': 'a server that exits in the middle of a session is not started again (the lost request goes unanswered)',
  'stdio-initialize-first': 'sends initialize before any server/discover over stdio (discover only if initialize fails)',
  'stdio-fallback-32601-only': "falls back to initialize only when server/discover's error code is -32601, else gives up",
  'stdio-discover-again': 'sends server/discover to the same server process a second time, its first answer not cached',
  'stdio-no-resubscribe': 'does not send subscriptions/listen again to a server process started again after an unexpected exit',
} as const;

export type ClientFault = keyof typeof CLIENT_FAULTS;
export const CLIENT_FAULT_NAMES = Object.keys(CLIENT_FAULTS) as ClientFault[];

/** What a client that decodes an opaque value and re-encodes it sends: `kind` names the faults that apply (cursor-*, mrtr-state-*). */
export function reencoded(value: string, fault: ClientFault | '', kind: 'cursor' | 'mrtr-state'): string {
  if (fault === `${kind}-padding-stripped`) return value.replace(/=+$/, '');
  if (fault === `${kind}-base64url`) return value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return value;
}

/** The faults that break a stdio rule (stdio-*): over HTTP they change nothing. */
export type StdioClientFault = Extract<ClientFault, `stdio-${string}`>;
export type HttpClientFault = Exclude<ClientFault, StdioClientFault>;
export const STDIO_CLIENT_FAULT_NAMES = CLIENT_FAULT_NAMES.filter((name): name is StdioClientFault => name.startsWith('stdio-'));
export const HTTP_CLIENT_FAULT_NAMES = CLIENT_FAULT_NAMES.filter((name): name is HttpClientFault => !name.startsWith('stdio-'));
