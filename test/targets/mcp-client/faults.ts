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
} as const;

export type ClientFault = keyof typeof CLIENT_FAULTS;
export const CLIENT_FAULT_NAMES = Object.keys(CLIENT_FAULTS) as ClientFault[];
