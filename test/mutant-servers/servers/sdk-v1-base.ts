/**
 * The 2025-11-25 base: the notes server (test/real-servers/servers/sdk-notes.ts) on the official
 * TypeScript SDK v1 (`@modelcontextprotocol/sdk`), set up as its session example shows, over the
 * SDK's web-standard Streamable HTTP transport: sessions, answers as event streams, resumable
 * streams through the SDK's in-memory event store, and an Origin check of its own in front of the
 * transport (the SDK's own option is deprecated in favour of a middleware). Started in the test's
 * process on 127.0.0.1 at a free port; `mutation` is the one break it carries (none: correct).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { InMemoryEventStore } from '@modelcontextprotocol/sdk/examples/shared/inMemoryEventStore.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { serveFetch } from '../../real-servers/servers/fetch-bridge.js';
import { notesServer } from '../../real-servers/servers/sdk-notes.js';
import { type Exchange, jsonResponse, type Mutation, mutate } from '../mutation.js';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

function rpcError(status: number, message: string): Response {
  return jsonResponse(status, { jsonrpc: '2.0', error: { code: -32000, message }, id: null });
}

export async function startSdkV1Base(mutation: Mutation = {}): Promise<RunningServer> {
  const options = { checkOrigin: true, sessionId: () => randomUUID(), ...mutation.options };
  const transports = new Map<string, WebStandardStreamableHTTPServerTransport>();
  let origin = '';

  async function handle({ request, body }: Exchange): Promise<Response> {
    if (new URL(request.url).pathname !== '/mcp') return new Response('not found', { status: 404 });
    // DNS rebinding: a browser page of another origin must not reach this server.
    const from = request.headers.get('origin');
    if (options.checkOrigin && from !== null && from !== origin) return rpcError(403, 'Forbidden: origin not allowed');
    const sessionId = request.headers.get('mcp-session-id');
    const known = sessionId !== null ? transports.get(sessionId) : undefined;
    if (known) return known.handleRequest(request, { parsedBody: body });
    if (sessionId !== null) return rpcError(404, 'Session not found');
    if (request.method !== 'POST' || !isInitializeRequest(body)) return rpcError(400, 'Bad Request: No valid session ID provided');
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: options.sessionId,
      eventStore: new InMemoryEventStore(),
      onsessioninitialized: (id) => {
        transports.set(id, transport);
      },
      onsessionclosed: (id) => {
        transports.delete(id);
      },
    });
    await notesServer('notes-sdk-v1-mutant').connect(transport);
    return transport.handleRequest(request, { parsedBody: body });
  }

  const http = await serveFetch(mutate(handle, mutation), 0);
  const { port } = http.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/mcp`,
    async close() {
      await Promise.all([...transports.values()].map((t) => t.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
