/**
 * The reference MCP client: a small fetch-based client of both eras, for the client suite
 * (scenarios/mcp-client). `main.ts` runs it from a shell (`node dist/test/targets/mcp-client/main.js
 * <url>`, FAULT=<name>); the suite test runs it in its own process. It probes with server/discover:
 * a 2026-07-28 server answers it and the client speaks per-request metadata; otherwise it falls back
 * to initialize and a session. Either way it lists tools, calls `echo` and closes. A fault breaks one
 * rule (faults.ts).
 */

import type { ClientFault } from './faults.js';
import { OAuthSession } from './oauth.js';

const MODERN = '2026-07-28';
const LEGACY = '2025-11-25';
const LEGACY_VERSIONS = [LEGACY, '2025-06-18', '2025-03-26'];
const CLIENT_INFO = { name: 'wirecase-reference-client', version: '1.0.0' };
const META = 'io.modelcontextprotocol/protocolVersion';

interface Answer {
  status: number;
  headers: Headers;
  message?: { result?: Record<string, unknown>; error?: { code: number; data?: { supported?: string[] } } };
}

interface Session {
  id?: string;
  version: string;
}

/** A header value as 2026-07-28 sends it: plain when it is visible ASCII, else the Base64 sentinel. */
function headerValue(value: string): string {
  return /^[\x21-\x7e]([\x20-\x7e\t]*[\x21-\x7e])?$/.test(value) ? value : `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Runs the client once against the MCP endpoint `url`. */
export function runReferenceClient(url: string, fault: ClientFault | '' = ''): Promise<void> {
  return new ReferenceClient(url, fault).main();
}

class ReferenceClient {
  private nextId = 1;
  /** A 401 starts the OAuth flow (oauth.ts); the token then goes on every request. */
  private readonly oauth: OAuthSession;

  constructor(
    private readonly url: string,
    private readonly fault: ClientFault | '',
  ) {
    this.oauth = new OAuthSession(fault);
  }

  async post(body: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> {
    const accept = this.fault === 'accept-json-only' ? 'application/json' : 'application/json, text/event-stream';
    const response = await this.oauth.fetch(this.url, {
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

  modernRequest(method: string, params: Record<string, unknown>, version: string) {
    const meta: Record<string, unknown> = { 'io.modelcontextprotocol/clientCapabilities': {} };
    if (this.fault !== 'no-client-info') meta['io.modelcontextprotocol/clientInfo'] = CLIENT_INFO;
    if (this.fault !== 'no-meta') meta[META] = version;
    const headers: Record<string, string> = { 'mcp-method': method };
    if (this.fault !== 'no-version-header-modern') headers['mcp-protocol-version'] = this.fault === 'header-meta-mismatch' ? LEGACY : version;
    if (typeof params.name === 'string' && this.fault !== 'no-mcp-name')
      headers['mcp-name'] = this.fault === 'mcp-name-raw' ? params.name : headerValue(params.name);
    return this.post({ id: this.nextId++, method, params: { ...params, _meta: meta } }, headers);
  }

  /** A request, retried once with a mutually supported version after UnsupportedProtocolVersionError. */
  async modernCall(method: string, params: Record<string, unknown>): Promise<Answer> {
    const answer = await this.modernRequest(method, params, MODERN);
    const error = answer.message?.error;
    if (error?.code !== -32022 || this.fault === 'no-retry-unsupported') return answer;
    const version = error.data?.supported?.find((v) => v === MODERN);
    return version ? this.modernRequest(method, params, version) : answer;
  }

  async modern(): Promise<void> {
    const listed = await this.modernCall('tools/list', {});
    const tools = listed.message?.result?.tools;
    const first = Array.isArray(tools) ? (tools[0] as { name?: unknown } | undefined)?.name : undefined;
    await this.modernCall('tools/call', { name: typeof first === 'string' ? first : 'echo', arguments: { text: 'hello' } });
  }

  async initialize(session: Session | undefined): Promise<Session | undefined> {
    const headers: Record<string, string> = {};
    if (session?.id && this.fault === 'reinit-keeps-session') headers['mcp-session-id'] = session.id;
    const params: Record<string, unknown> = { protocolVersion: LEGACY, capabilities: {} };
    if (this.fault !== 'no-client-info') params.clientInfo = CLIENT_INFO;
    const pending = this.post({ id: this.nextId++, method: 'initialize', params }, headers);
    if (this.fault === 'no-wait-for-initialize') await this.impatient(pending);
    const answer = await pending;
    const version = answer.message?.result?.protocolVersion;
    if (answer.status !== 200 || typeof version !== 'string' || !LEGACY_VERSIONS.includes(version)) return undefined;
    const id = answer.headers.get('mcp-session-id') ?? undefined;
    const opened: Session = { version, ...(id ? { id } : {}) };
    if (this.fault !== 'no-initialized') await this.post({ method: 'notifications/initialized' }, this.sessionHeaders(opened));
    return opened;
  }

  /** The no-wait-for-initialize this.fault: an initialize not answered within 150 ms, and tools/list goes anyway. */
  async impatient(pending: Promise<Answer>): Promise<void> {
    const late = await Promise.race([pending.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 150))]);
    if (late) await this.post({ id: this.nextId++, method: 'tools/list', params: {} }, {});
  }

  sessionHeaders(session: Session): Record<string, string> {
    const headers: Record<string, string> = {};
    if (session.id && this.fault !== 'no-session-echo') headers['mcp-session-id'] = session.id;
    if (this.fault !== 'no-version-header') headers['mcp-protocol-version'] = this.fault === 'version-header-latest' ? LEGACY : session.version;
    return headers;
  }

  /** A request in the session; after a 404 (the session ended) a new session and one retry. */
  async legacyCall(state: { session: Session }, method: string, params: Record<string, unknown>): Promise<void> {
    const send = () => this.post({ id: this.nextId++, method, params }, this.sessionHeaders(state.session));
    const answer = await send();
    if (answer.status !== 404 || this.fault === 'no-reinit-after-404') return;
    const renewed = await this.initialize(state.session);
    if (!renewed) return;
    state.session = renewed;
    await send();
  }

  async legacy(): Promise<void> {
    if (this.fault === 'tools-before-initialize') await this.post({ id: this.nextId++, method: 'tools/list', params: {} }, {});
    const session = await this.initialize(undefined);
    if (!session) throw new Error('initialize failed');
    const state = { session };
    await this.legacyCall(state, 'tools/list', {});
    await this.legacyCall(state, 'tools/call', { name: 'echo', arguments: { text: 'hello' } });
    if (state.session.id && this.fault !== 'no-delete') {
      await this.oauth.fetch(this.url, { method: 'DELETE', headers: this.sessionHeaders(state.session) });
    }
  }

  async main(): Promise<void> {
    try {
      await this.talk();
    } finally {
      await this.oauth.close();
    }
  }

  async talk(): Promise<void> {
    // Probe: a 2026-07-28 server answers server/discover; a 2025 server refuses it.
    const probe = await this.modernRequest('server/discover', {}, MODERN);
    const supported = probe?.message?.result?.supportedVersions;
    if (Array.isArray(supported) && supported.includes(MODERN)) await this.modern();
    else await this.legacy();
  }
}
