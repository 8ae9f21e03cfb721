/**
 * The reference MCP client: a small fetch-based client of both eras, for the client suite
 * (scenarios/mcp-client). Run as `node dist/test/targets/mcp-client/client.js <url>`; FAULT=<name>
 * breaks one rule (faults.ts). It probes with server/discover: a 2026-07-28 server answers it and
 * the client speaks per-request metadata; otherwise it falls back to initialize and a session.
 * Either way it lists tools, calls `echo` and closes.
 */

import { CLIENT_FAULTS, type ClientFault } from './faults.js';

const MODERN = '2026-07-28';
const LEGACY = '2025-11-25';
const LEGACY_VERSIONS = [LEGACY, '2025-06-18', '2025-03-26'];
const CLIENT_INFO = { name: 'wirecase-reference-client', version: '1.0.0' };
const META = 'io.modelcontextprotocol/protocolVersion';

const fault = (process.env.FAULT ?? '') as ClientFault | '';
if (fault && !(fault in CLIENT_FAULTS)) {
  process.stderr.write(`unknown FAULT "${fault}"; known: ${Object.keys(CLIENT_FAULTS).join(', ')}\n`);
  process.exit(2);
}
const url = process.argv.at(-1)!;
let nextId = 1;

interface Answer {
  status: number;
  headers: Headers;
  message?: { result?: Record<string, unknown>; error?: { code: number; data?: { supported?: string[] } } };
}

async function post(body: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> {
  const accept = fault === 'accept-json-only' ? 'application/json' : 'application/json, text/event-stream';
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', ...body }),
  });
  const text = await response.text();
  let message: Answer['message'];
  try {
    message = text ? JSON.parse(text) : undefined;
  } catch {
    message = undefined;
  }
  return { status: response.status, headers: response.headers, ...(message ? { message } : {}) };
}

// ---- 2026-07-28 -------------------------------------------------------------------------------

function modernRequest(method: string, params: Record<string, unknown>, version: string) {
  const meta: Record<string, unknown> = { 'io.modelcontextprotocol/clientCapabilities': {}, 'io.modelcontextprotocol/clientInfo': CLIENT_INFO };
  if (fault !== 'no-meta') meta[META] = version;
  const headers: Record<string, string> = { 'mcp-method': method };
  if (fault !== 'no-version-header-modern') headers['mcp-protocol-version'] = fault === 'header-meta-mismatch' ? LEGACY : version;
  if (typeof params.name === 'string' && fault !== 'no-mcp-name') headers['mcp-name'] = params.name;
  return post({ id: nextId++, method, params: { ...params, _meta: meta } }, headers);
}

/** A request, retried once with a mutually supported version after UnsupportedProtocolVersionError. */
async function modernCall(method: string, params: Record<string, unknown>): Promise<Answer> {
  const answer = await modernRequest(method, params, MODERN);
  const error = answer.message?.error;
  if (error?.code !== -32022 || fault === 'no-retry-unsupported') return answer;
  const version = error.data?.supported?.find((v) => v === MODERN);
  return version ? modernRequest(method, params, version) : answer;
}

async function modern(): Promise<void> {
  await modernCall('tools/list', {});
  await modernCall('tools/call', { name: 'echo', arguments: { text: 'hello' } });
}

// ---- 2025-11-25 -------------------------------------------------------------------------------

interface Session {
  id?: string;
  version: string;
}

async function initialize(session: Session | undefined): Promise<Session | undefined> {
  const headers: Record<string, string> = {};
  if (session?.id && fault === 'reinit-keeps-session') headers['mcp-session-id'] = session.id;
  const params: Record<string, unknown> = { protocolVersion: LEGACY, capabilities: {} };
  if (fault !== 'no-client-info') params.clientInfo = CLIENT_INFO;
  const pending = post({ id: nextId++, method: 'initialize', params }, headers);
  if (fault === 'no-wait-for-initialize') await post({ id: nextId++, method: 'tools/list', params: {} }, {}).catch(() => undefined);
  const answer = await pending;
  const version = answer.message?.result?.protocolVersion;
  if (answer.status !== 200 || typeof version !== 'string' || !LEGACY_VERSIONS.includes(version)) return undefined;
  const id = answer.headers.get('mcp-session-id') ?? undefined;
  const opened: Session = { version, ...(id ? { id } : {}) };
  if (fault !== 'no-initialized') await post({ method: 'notifications/initialized' }, sessionHeaders(opened));
  return opened;
}

function sessionHeaders(session: Session): Record<string, string> {
  const headers: Record<string, string> = {};
  if (session.id && fault !== 'no-session-echo') headers['mcp-session-id'] = session.id;
  if (fault !== 'no-version-header') headers['mcp-protocol-version'] = fault === 'version-header-latest' ? LEGACY : session.version;
  return headers;
}

/** A request in the session; after a 404 (the session ended) a new session and one retry. */
async function legacyCall(state: { session: Session }, method: string, params: Record<string, unknown>): Promise<void> {
  const send = () => post({ id: nextId++, method, params }, sessionHeaders(state.session));
  const answer = await send();
  if (answer.status !== 404 || fault === 'no-reinit-after-404') return;
  const renewed = await initialize(state.session);
  if (!renewed) return;
  state.session = renewed;
  await send();
}

async function legacy(): Promise<void> {
  if (fault === 'tools-before-initialize') await post({ id: nextId++, method: 'tools/list', params: {} }, {});
  const session = await initialize(undefined);
  if (!session) throw new Error('initialize failed');
  const state = { session };
  await legacyCall(state, 'tools/list', {});
  await legacyCall(state, 'tools/call', { name: 'echo', arguments: { text: 'hello' } });
  if (state.session.id && fault !== 'no-delete') {
    await fetch(url, { method: 'DELETE', headers: sessionHeaders(state.session) });
  }
}

async function main(): Promise<void> {
  // Probe: a 2026-07-28 server answers server/discover; a 2025 server refuses it.
  const probe = fault === 'tools-before-initialize' ? undefined : await modernRequest('server/discover', {}, MODERN);
  const supported = probe?.message?.result?.supportedVersions;
  if (Array.isArray(supported) && supported.includes(MODERN)) await modern();
  else await legacy();
}

main().catch((error: unknown) => {
  process.stderr.write(`reference client: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
