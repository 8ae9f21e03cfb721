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
  'batch-request': 'also POSTs a JSON-RPC batch (an array) of one tools/list (2026)',
  'sends-response': 'POSTs a JSON-RPC response the server never asked for (2026)',
  'mcp-method-call-only': 'sends Mcp-Method on tools/call only, not on other requests (2026)',
  'json-only-answers': 'reads JSON answers only: an SSE answer is lost (2026)',
  'no-param-headers': 'never mirrors x-mcp-header parameters into Mcp-Param-* headers (2026)',
  'param-raw': 'Mcp-Param-* values sent as they are, never Base64-encoded (2026)',
  'base64-marker-upper': 'the Base64 sentinel written =?BASE64?…?= (2026)',
  'sentinel-not-encoded': 'a plain value that looks like the sentinel is sent as it is (2026)',
  'null-param-header': 'a null x-mcp-header parameter sent as Mcp-Param-*: null (2026)',
  'absent-param-header': 'an x-mcp-header parameter absent from the arguments sent as an empty header (2026)',
  'integer-as-float': 'an integer parameter mirrored as 42.0, not its decimal form (2026)',
  'keeps-invalid-tools': 'keeps (and calls) tools whose x-mcp-header annotations are invalid (2026)',
  'cursor-modified': 'sends the next cursor URL-encoded, not as it came (2026)',
  'empty-cursor-ends': 'takes an empty-string nextCursor as the end of the list (2026)',
  'fixed-page-size': 'stops paginating when a page is shorter than the first (2026)',
  'resulttype-required': 'takes a result without resultType as invalid (2026)',
  'mrtr-no-inputs': 'retries an input_required request without inputResponses (2026)',
  'mrtr-state-modified': 'retries with requestState URL-decoded, not exactly as it came (2026)',
  'mrtr-invented-state': 'retries with a requestState when the result had none (2026)',
  'mrtr-same-id': 'retries an input_required request with the same JSON-RPC id (2026)',
  'mrtr-state-leaks': 'puts a requestState on later, unrelated requests too (2026)',
  'progress-token-float': 'a progress token that is a fractional number (2026)',
} as const;

export type ClientFault = keyof typeof CLIENT_FAULTS;
export const CLIENT_FAULT_NAMES = Object.keys(CLIENT_FAULTS) as ClientFault[];
