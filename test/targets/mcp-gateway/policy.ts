/**
 * The reference gateway's policy (POLICY=screen-secrets): a tool result carrying the marker
 * `jev:secret=` never reaches the client, and the tool `send_email` is refused without reaching the
 * back. A refusal is a tool result with `isError: true` and the request's own id.
 */

export const SECRET_MARKER = 'jev:secret=';
export const REFUSED_TOOL = 'send_email';

export type Policy = 'screen-secrets' | 'none';

export function resolvePolicy(name: string | undefined): Policy {
  if (name === undefined || name === '' || name === 'none') return 'none';
  if (name === 'screen-secrets') return name;
  throw new Error(`invalid POLICY "${name}" (known: screen-secrets, none)`);
}

/** The answer that replaces a refused call or a screened result. */
export function refusal(id: unknown, why: string): string {
  return JSON.stringify({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: `blocked by gateway policy: ${why}` }], isError: true } });
}
