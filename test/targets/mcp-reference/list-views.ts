// Thin wrappers over the SDK's own tools/list and resources/list handlers: the SDK builds the
// list, the target applies the per-request Apps view and (for tools) pagination, which the
// SDK's McpServer does not implement.
import { type McpServer, ProtocolError, ProtocolErrorCode, type ServerContext } from '@modelcontextprotocol/server';
import { TOOLS_PAGE_SIZE } from './constants.js';
import { type AppsPolicy, clientSupportsUi, resourceVisible, toolForClient } from './ui-view.js';

type Json = Record<string, unknown>;
type Handler = (request: unknown, ctx: ServerContext) => Promise<Json>;

/** The handler the SDK registered for a method (protected accessor, read once at wiring time). */
function sdkHandler(server: McpServer, method: string): Handler {
  const protocol = server.server as unknown as { _getRequestHandler(m: string): Handler | undefined };
  const handler = protocol._getRequestHandler(method);
  if (!handler) throw new Error(`SDK registered no ${method} handler`);
  return handler.bind(server.server);
}

/** 2026-07-28: the request's envelope; 2025 era (LEGACY=session): what initialize declared. */
function uiFor(server: McpServer, ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Json | undefined;
  if (envelope) return clientSupportsUi(envelope['io.modelcontextprotocol/clientCapabilities']);
  return clientSupportsUi(server.server.getClientCapabilities());
}

// Opaque cursor: base64url JSON bound to the list and the view it was minted for.
function encodeCursor(view: string, offset: number): string {
  return Buffer.from(JSON.stringify({ l: 'tools', v: view, o: offset })).toString('base64url');
}

function decodeCursor(cursor: unknown, view: string, total: number): number {
  if (cursor === undefined) return 0;
  try {
    const parsed = JSON.parse(Buffer.from(String(cursor), 'base64url').toString('utf8')) as Json;
    if (parsed.l === 'tools' && parsed.v === view && Number.isInteger(parsed.o) && (parsed.o as number) > 0 && (parsed.o as number) < total) {
      return parsed.o as number;
    }
  } catch {
    // fall through to the error below
  }
  throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor');
}

export function installListViews(server: McpServer, pageSize = TOOLS_PAGE_SIZE, policy: AppsPolicy = {}): void {
  const listTools = sdkHandler(server, 'tools/list');
  server.server.setRequestHandler('tools/list', async (request, ctx) => {
    const ui = uiFor(server, ctx);
    const view = ui ? 'ui' : 'plain';
    const full = await listTools(request, ctx);
    const tools = (full.tools as Json[]).map((t) => toolForClient(t, ui, policy)).filter((t): t is Json => t !== undefined);
    const offset = decodeCursor(request.params?.cursor, view, tools.length);
    const end = offset + pageSize;
    // Spread keeps the SDK's symbol-keyed cache hint on the result.
    const page: Json = { ...full, tools: tools.slice(offset, end) };
    if (end < tools.length) page.nextCursor = encodeCursor(view, end);
    return page as never;
  });

  const listResources = sdkHandler(server, 'resources/list');
  server.server.setRequestHandler('resources/list', async (request, ctx) => {
    // resources/list fits on one page, so no cursor is one this server minted (pagination.mdx:97).
    if (request.params?.cursor !== undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor');
    const ui = uiFor(server, ctx);
    const full = await listResources(request, ctx);
    return { ...full, resources: (full.resources as Json[]).filter((r) => resourceVisible(r, ui, policy)) } as never;
  });
}
