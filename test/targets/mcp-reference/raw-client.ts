// Raw-HTTP helpers for the fixture's tests (global fetch, no SDK client).
import { MODERN_VERSION, UI_EXTENSION, UI_MIME_TYPE } from './constants.js';
import { type ReferenceTarget, type ReferenceTargetOptions, startReferenceTarget } from './server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;

export const UI_CAPS = { extensions: { [UI_EXTENSION]: { mimeTypes: [UI_MIME_TYPE] } } };

export function envelope(clientCapabilities: object = {}, version = MODERN_VERSION): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': version,
    'io.modelcontextprotocol/clientInfo': { name: 'wirecase-fixture-test', version: '0.0.0' },
    'io.modelcontextprotocol/clientCapabilities': clientCapabilities,
  };
}

export interface RpcOptions {
  params?: Record<string, unknown>;
  /** Client capabilities for the envelope (ignored when params._meta is given). */
  caps?: object;
  /** Header overrides; null removes a default header. */
  headers?: Record<string, string | null>;
  token?: string;
  /** Raw body instead of the JSON-RPC request. */
  body?: string;
  id?: number | string;
}

export interface RawReply {
  status: number;
  headers: Headers;
  text: string;
  body: AnyJson;
}

export async function send(url: string, init: RequestInit): Promise<RawReply> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: AnyJson;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
}

export async function rpc(url: string, method: string, options: RpcOptions = {}): Promise<RawReply> {
  const params = { ...options.params };
  if (params._meta === undefined) params._meta = envelope(options.caps);
  const name = params.name ?? params.uri;
  const headers: Record<string, string | null> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': MODERN_VERSION,
    'mcp-method': method,
    ...(typeof name === 'string' ? { 'mcp-name': name } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const clean = Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== null));
  const body = options.body ?? JSON.stringify({ jsonrpc: '2.0', id: options.id ?? 1, method, params });
  return send(url, { method: 'POST', headers: clean, body });
}

/** Starts a target, runs fn, always stops the target by its handle. */
export async function withTarget<T>(options: ReferenceTargetOptions, fn: (target: ReferenceTarget) => Promise<T>): Promise<T> {
  const target = await startReferenceTarget({ host: '127.0.0.1', port: 0, ...options });
  try {
    return await fn(target);
  } finally {
    await target.close();
  }
}

/** Every tool across all tools/list pages, following nextCursor. */
export async function listAllTools(url: string, options: RpcOptions = {}): Promise<{ tools: AnyJson[]; pages: number }> {
  const tools: AnyJson[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const reply = await rpc(url, 'tools/list', { ...options, params: cursor === undefined ? {} : { cursor } });
    if (reply.status !== 200) throw new Error(`tools/list page ${pages + 1}: HTTP ${reply.status} ${reply.text}`);
    tools.push(...reply.body.result.tools);
    cursor = reply.body.result.nextCursor;
    pages += 1;
  } while (cursor !== undefined && pages < 20);
  return { tools, pages };
}
