/**
 * The reference gateway's fault switches (FAULT=<name>): each breaks ONE promise a gateway keeps, so
 * the gateway suite (scenarios/mcp-gateway) is proven able to fail. test/suites/mcp-gateway-suite.test.ts
 * checks that each fails exactly the test IDs it lists.
 */
export const GATEWAY_FAULTS = {
  'json-as-text': "answers a JSON body with Content-Type text/plain instead of the back's application/json",
  'progress-token-rewrite': "sends the back its own progressToken and relays the back's progress notifications without mapping it back",
  'cursor-mangled': 'URL-decodes a cursor on its way to the back ("+" becomes a space)',
  'error-without-id': "relays the back's JSON-RPC errors with id null",
  'session-404-as-502': "turns the back's 404 into a 502 (and starts no new session at the back)",
  'no-origin-check': 'neither checks nor forwards the Origin header',
  'policy-off': 'screens nothing: results carrying jev:secret= pass, send_email is forwarded',
  'alters-tool-result': 'appends " [via gateway]" to the text of every tool result it relays',
} as const;

export type GatewayFault = keyof typeof GATEWAY_FAULTS;

export const GATEWAY_FAULT_NAMES = Object.keys(GATEWAY_FAULTS) as GatewayFault[];

export class UnknownGatewayFaultError extends Error {}

/** The fault a name asks for: undefined for none ("" or absent); an unknown name throws, listing the known ones. */
export function resolveGatewayFault(name: string | undefined): GatewayFault | undefined {
  if (name === undefined || name === '') return undefined;
  if (name in GATEWAY_FAULTS) return name as GatewayFault;
  throw new UnknownGatewayFaultError(`unknown gateway fault "${name}" (known: ${GATEWAY_FAULT_NAMES.join(', ')})`);
}
