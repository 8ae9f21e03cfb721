// Tools for the wire documents (scenarios/mcp-2026-07-28/wire.yaml).

import { inputRequired, type McpServer, type ScopeChallengeHandler } from '@modelcontextprotocol/server';
import * as z from 'zod';

export function registerWireTools(server: McpServer, scopeChallenge: ScopeChallengeHandler | undefined): void {
  const guard = scopeChallenge ? { scopeChallenge } : {};

  // Needs the client's elicitation capability (wire-07): declared, the call answers an
  // input-required result asking for a confirmation; not declared, the SDK answers -32021.
  server.registerTool(
    'confirm_action',
    {
      title: 'Confirm action',
      description: 'Asks the user to confirm an action (needs the client elicitation capability).',
      inputSchema: z.object({ action: z.string() }),
      ...guard,
    },
    async ({ action }) =>
      inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Go ahead with ${action}?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
      }),
  );
}
