// LEGACY=session: 2025-era (initialize handshake) traffic served with protocol sessions, next to
// the strict modern handler. Each `initialize` gets its own McpServer and the SDK's
// WebStandardStreamableHTTPServerTransport (JSON responses), keyed by the Mcp-Session-Id it mints,
// so later requests of that session see the capabilities the client declared in `initialize`
// (the MCP Apps view depends on them). Routing uses the SDK's own `isLegacyRequest`.
import { randomUUID } from 'node:crypto';
import { type McpServerFactory, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { errorOf, type Fetch, isObject, peekRpc, rewriteJson } from './http-json.js';

export interface LegacySessions {
  fetch: Fetch;
  close(): Promise<void>;
}

const rpcError = (status: number, code: number, message: string) => Response.json({ jsonrpc: '2.0', id: null, error: { code, message } }, { status });

/**
 * The SDK answers an unknown resource with the 2026-07-28 code -32602 in both eras; 2025-11-25
 * (server/resources, Error Handling) says -32002, so the legacy leg answers that.
 */
function resourceNotFoundCode(response: Response): Promise<Response> {
  return rewriteJson(response, (body) => {
    const error = errorOf(body);
    if (error?.code === -32602 && isObject(error.data) && typeof error.data.uri === 'string') error.code = -32002;
  });
}

export function createLegacySessions(factory: McpServerFactory): LegacySessions {
  const sessions = new Map<string, { transport: WebStandardStreamableHTTPServerTransport; close(): Promise<void> }>();

  const fetch: Fetch = async (request, authInfo) => {
    const options = authInfo ? { authInfo } : {};
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId !== null) {
      const session = sessions.get(sessionId);
      if (!session) return rpcError(404, -32001, 'Session not found');
      const body = await peekRpc(request);
      const response = await session.transport.handleRequest(request, options);
      return body?.method === 'resources/read' ? resourceNotFoundCode(response) : response;
    }
    const body = await peekRpc(request);
    if (body?.method !== 'initialize') return rpcError(400, -32000, 'Bad Request: No valid session ID provided');
    const server = await factory({ era: 'legacy', requestInfo: request, ...(authInfo ? { authInfo } : {}) });
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableJsonResponse: true,
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
