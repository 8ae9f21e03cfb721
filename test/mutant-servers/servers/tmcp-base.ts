/**
 * The 2026-07-28 base: the notes server on tmcp (test/real-servers/servers/tmcp-notes.ts), an MCP
 * implementation independent of the official SDK, over @tmcp/transport-http, which speaks the
 * 2026-07-28 per-request protocol (and the 2025 revisions with sessions) on one endpoint. It is set
 * up as its README shows, with `allowedOrigins: []` (no cross-origin request: the transport's
 * default allows every origin, a known non-conformance of the real-servers run). Started in the
 * test's process on 127.0.0.1 at a free port; `mutation` is the one break it carries (none: correct).
 */
import type { AddressInfo } from 'node:net';
import { HttpTransport } from '@tmcp/transport-http';
import { serveFetch } from '../../real-servers/servers/fetch-bridge.js';
import { notesTmcpServer } from '../../real-servers/servers/tmcp-notes.js';
import { type Mutation, mutate } from '../mutation.js';
import type { RunningServer } from './sdk-v1-base.js';

export async function startTmcpBase(mutation: Mutation = {}): Promise<RunningServer> {
  const checkOrigin = mutation.options?.checkOrigin ?? true;
  const transport = new HttpTransport(notesTmcpServer('notes-tmcp-mutant'), {
    path: '/mcp',
    ...(checkOrigin ? { allowedOrigins: [] } : { allowedOrigins: true }),
    ...(mutation.options?.sessionId ? { getSessionId: mutation.options.sessionId } : {}),
  });
  const http = await serveFetch(
    mutate(async ({ request }) => (await transport.respond(request)) ?? new Response('not found', { status: 404 }), mutation),
    0,
  );
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
