// Tools for the wire documents (scenarios/mcp-2026-07-28/wire.yaml).

import type { McpServer, ScopeChallengeHandler } from '@modelcontextprotocol/server';
import * as z from 'zod';

/** The x-mcp-header declarations of each tool: header name and argument (param-headers.ts, faults-wire.ts). */
export const PARAM_HEADERS: Record<string, { header: string; property: string }[]> = { route_query: [{ header: 'Region', property: 'region' }] };

export function registerWireTools(server: McpServer, scopeChallenge: ScopeChallengeHandler | undefined): void {
  const guard = scopeChallenge ? { scopeChallenge } : {};

  // confirm_action, which needs the client's elicitation capability (wire-06: -32021 when it is not
  // declared), is registered with the pattern tools (catalog-patterns.ts).

  // Mirrors its region argument into the Mcp-Param-Region header (x-mcp-header, wire-08 to
  // wire-12): the SDK checks the header against the body before the tool runs.
  server.registerTool(
    'route_query',
    {
      title: 'Route query',
      description: 'Answers which region a query would run in (region is mirrored into Mcp-Param-Region).',
      inputSchema: z.object({
        region: z.string().meta({ 'x-mcp-header': 'Region' }),
        query: z.string(),
      }),
      ...guard,
    },
    async ({ region, query }) => ({ content: [{ type: 'text' as const, text: `${query} runs in ${region}` }] }),
  );
}
