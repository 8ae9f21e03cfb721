import type { McpProfile, Request, Rpc } from '../model/scenario.js';
import { encodeHeaderValue } from './header-encoding.js';

export const META = {
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
} as const;

/** Revisions that negotiate with `initialize` and keep a session. */
const HANDSHAKE_REVISIONS = new Set(['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']);
/** Revisions whose clients send MCP-Protocol-Version after the handshake (it arrived in 2025-06-18). */
const VERSION_HEADER_AFTER_HANDSHAKE = new Set(['2025-11-25', '2025-06-18']);

/** What a document learned from `initialize` in the handshake revisions. */
export interface McpSession {
  sessionId?: string;
  negotiatedVersion?: string;
}

export function usesHandshake(profile: McpProfile | undefined): boolean {
  return profile?.revision !== undefined && HANDSHAKE_REVISIONS.has(profile.revision);
}

/**
 * An `rpc` step (already rendered) → the plain request the revision requires. Automatic headers come
 * first; `rpc.headers` replaces them by name in any case (sent as the author spelled it), and null
 * removes one. `rpc.meta` does the same for `params._meta`.
 */
export function rpcToRequest(rpc: Rpc, profile: McpProfile | undefined, id: string | number | undefined, session: McpSession, clientVersion: string): Request {
  const revision = profile?.revision;
  const clientInfo = profile?.clientInfo === undefined ? { name: 'wirecase', version: clientVersion } : profile.clientInfo;
  const message: Message = {
    params: rpc.params ? { ...rpc.params } : undefined,
    headers: [
      ['Content-Type', 'application/json'],
      ['Accept', 'application/json, text/event-stream'],
    ],
  };
  if (revision === '2026-07-28') statelessRevision(message, rpc, revision, profile, clientInfo);
  else if (revision && HANDSHAKE_REVISIONS.has(revision)) handshakeRevision(message, rpc, revision, profile, clientInfo, session);
  if (rpc.meta) message.params = { ...message.params, _meta: withMeta(message.params, rpc.meta) };
  const { params, headers } = message;
  for (const [name, value] of Object.entries(rpc.headers ?? {})) {
    const at = headers.findIndex(([n]) => n.toLowerCase() === name.toLowerCase());
    const entry: [string, string | null] = [name, value === null ? null : String(value)];
    if (at >= 0) headers[at] = entry;
    else headers.push(entry);
  }

  const body: Record<string, unknown> = { jsonrpc: '2.0' };
  if (!rpc.notification) body.id = id;
  body.method = rpc.method;
  if (params !== undefined) body.params = params;
  return { method: 'POST', ...(rpc.url !== undefined ? { url: rpc.url } : {}), headers: Object.fromEntries(headers), json: body };
}

/** The call's params and headers as the revision's rules shape them. */
interface Message {
  params: Record<string, unknown> | undefined;
  headers: Array<[string, string | null]>;
}
type ClientInfo = McpProfile['clientInfo'] | { name: string; version: string };

/** 2026-07-28: every request says its version, method and name in headers, and its version and client in `_meta`. */
function statelessRevision(message: Message, rpc: Rpc, revision: string, profile: McpProfile | undefined, clientInfo: ClientInfo): void {
  message.headers.push(['MCP-Protocol-Version', revision], ['Mcp-Method', rpc.method]);
  const name = nameOf(rpc.method, message.params);
  if (name !== undefined) message.headers.push(['Mcp-Name', encodeHeaderValue(name)]);
  const automatic: Record<string, unknown> = { [META.protocolVersion]: revision, [META.clientCapabilities]: profile?.clientCapabilities ?? {} };
  if (clientInfo !== null) automatic[META.clientInfo] = clientInfo;
  message.params = { ...message.params, _meta: { ...automatic, ...((message.params?._meta as object | undefined) ?? {}) } };
}

/** The handshake revisions: `initialize` offers version and client; later calls carry the negotiated version and the session. */
function handshakeRevision(message: Message, rpc: Rpc, revision: string, profile: McpProfile | undefined, clientInfo: ClientInfo, session: McpSession): void {
  if (rpc.method === 'initialize') {
    const defaults: Record<string, unknown> = { protocolVersion: revision, capabilities: profile?.clientCapabilities ?? {} };
    if (clientInfo !== null) defaults.clientInfo = clientInfo;
    message.params = { ...defaults, ...message.params };
    return;
  }
  // The negotiated revision's rules: a server that answered 2025-03-26 gets no header (it came in 2025-06-18).
  const spoken = session.negotiatedVersion ?? revision;
  if (VERSION_HEADER_AFTER_HANDSHAKE.has(spoken)) message.headers.push(['MCP-Protocol-Version', spoken]);
  if (session.sessionId !== undefined) message.headers.push(['Mcp-Session-Id', session.sessionId]);
}

/** `params._meta` with `rpc.meta` applied: a value replaces, null removes. */
function withMeta(params: Record<string, unknown> | undefined, changes: NonNullable<Rpc['meta']>): Record<string, unknown> {
  const meta: Record<string, unknown> = { ...((params?._meta as object | undefined) ?? {}) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete meta[key];
    else meta[key] = value;
  }
  return meta;
}

/** Mcp-Name's source: params.name for tools/call and prompts/get, params.uri for resources/read. */
function nameOf(method: string, params: Record<string, unknown> | undefined): string | undefined {
  const value = method === 'tools/call' || method === 'prompts/get' ? params?.name : method === 'resources/read' ? params?.uri : undefined;
  return value === undefined || value === null ? undefined : String(value);
}
