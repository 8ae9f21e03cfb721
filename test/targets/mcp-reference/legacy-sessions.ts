// LEGACY=session: 2025-era (initialize handshake) traffic served with protocol sessions, next to
// the strict modern handler. Each `initialize` gets its own McpServer and the SDK's
// WebStandardStreamableHTTPServerTransport (JSON responses), keyed by the Mcp-Session-Id it mints,
// so later requests of that session see the capabilities the client declared in `initialize`
// (the MCP Apps view depends on them). Routing uses the SDK's own `isLegacyRequest`.
// `streams: 'sse'` (LEGACY=session-sse): answers as SSE streams with resumable event IDs
// (event-store.ts), a priming event and a retry field, and GET opens the session's stream.
import { randomUUID } from 'node:crypto';
import { type McpServerFactory, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { MemoryEventStore } from './event-store.js';
import type { LegacyPolicy } from './fault-types.js';
import { errorOf, type Fetch, isObject, type Json, peekRpc, rewriteJson } from './http-json.js';
import { isSse, rewriteSseMessages } from './sse-rewrite.js';

export interface LegacySessions {
  fetch: Fetch;
  close(): Promise<void>;
}

const rpcError = (status: number, code: number, message: string) => Response.json({ jsonrpc: '2.0', id: null, error: { code, message } }, { status });

/**
 * Error codes where the SDK and 2025-11-25 differ, fixed on the legacy leg: an unknown resource
 * is -32602 in the SDK, -32002 in 2025-11-25 (server/resources, Error Handling); an unknown log
 * level fails the SDK's params parse with -32603, where logging.mdx (Error Handling) says -32602.
 */
function fixErrorCode(method: unknown, response: Response): Promise<Response> | Response {
  const edit = (body: Json) => {
    const error = errorOf(body);
    if (method === 'resources/read' && error?.code === -32602 && isObject(error.data) && typeof error.data.uri === 'string') error.code = -32002;
    if (method === 'logging/setLevel' && error?.code === -32603) error.code = -32602;
  };
  if (method !== 'resources/read' && method !== 'logging/setLevel') return response;
  return isSse(response) ? rewriteSseMessages(response, edit) : rewriteJson(response, edit);
}

/** How a session answers: one JSON body per request, or SSE streams that can be resumed. */
export type LegacyStreams = 'json' | 'sse';

/** The retry field (ms) of the SSE leg's priming events: short, a test client reconnects soon. */
const RETRY_MS = 500;

/**
 * The SDK sends nothing on a new GET stream until its first keep-alive (15 s), so its head would
 * not reach the client either: a comment line first sends both at once.
 */
function openedStream(response: Response): Response {
  if (!isSse(response) || !response.body) return response;
  const opening = new TextEncoder().encode(': stream open\n\n');
  const reader = response.body.getReader();
  let opened = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        return controller.enqueue(opening);
      }
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

export function createLegacySessions(factory: McpServerFactory, streams: LegacyStreams = 'json', policy: LegacyPolicy = {}): LegacySessions {
  const sessions = new Map<string, { transport: WebStandardStreamableHTTPServerTransport; close(): Promise<void> }>();

  const fetch: Fetch = async (request, authInfo) => {
    const options = authInfo ? { authInfo } : {};
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId !== null) {
      const session = sessions.get(sessionId);
      if (!session) return rpcError(404, -32001, 'Session not found');
      const body = await peekRpc(request);
      const response = await session.transport.handleRequest(request, options);
      if (request.method === 'GET') return openedStream(response);
      return fixErrorCode(body?.method, response);
    }
    const body = await peekRpc(request);
    if (body?.method !== 'initialize') return rpcError(400, -32000, 'Bad Request: No valid session ID provided');
    const server = await factory({ era: 'legacy', requestInfo: request, ...(authInfo ? { authInfo } : {}) });
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      ...(streams === 'json' ? { enableJsonResponse: true } : { eventStore: new MemoryEventStore(policy.replayOtherStreams), retryInterval: RETRY_MS }),
      onsessioninitialized: (id) => void sessions.set(id, { transport, close: () => server.close() }),
      onsessionclosed: (id) => void sessions.delete(id),
    });
    await server.connect(transport);
    return transport.handleRequest(request, options);
  };

  return {
    fetch,
    async close() {
      const all = [...sessions.values()];
      sessions.clear();
      await Promise.allSettled(all.map((s) => s.close()));
    },
  };
}
