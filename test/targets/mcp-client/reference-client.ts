/**
 * The reference MCP client: a small fetch-based client of both eras, for the client suite
 * (scenarios/mcp-client). `main.ts` runs it from a shell (`node dist/test/targets/mcp-client/main.js
 * <url>`, FAULT=<name>); the suite test runs it in its own process. It probes with server/discover:
 * a 2026-07-28 server answers it and the client speaks per-request metadata; otherwise it falls back
 * to initialize and a session. In 2025-11-25 it lists tools, calls the first (else `echo`) and closes; in 2026-07-28
 * it lists every page of tools, calls each usable one (tools-call.ts: defaults, x-mcp-header
 * mirroring; mrtr.ts: input_required retries), then lists resources and prompts and asks for a
 * completion when the server offers them. Answers may be JSON or SSE (wire.ts); a dropped stream is
 * resumed by GET with Last-Event-ID (resume.ts). A fault breaks one
 * rule (faults.ts).
 */

import type { ClientFault } from './faults.js';
import { withInputs } from './mrtr.js';
import { OAuthSession } from './oauth.js';
import { listAll } from './pagination.js';
import { resumeStream } from './resume.js';
import { defaultArguments, headerValue, paramHeaders, type Tool, usableTools } from './tools-call.js';
import { type RpcMessage, readAnswer } from './wire.js';

const MODERN = '2026-07-28';
const LEGACY = '2025-11-25';
const LEGACY_VERSIONS = [LEGACY, '2025-06-18', '2025-03-26'];
const CLIENT_INFO = { name: 'wirecase-reference-client', version: '1.0.0' };
const META = 'io.modelcontextprotocol/protocolVersion';

interface Answer {
  status: number;
  headers: Headers;
  message?: RpcMessage;
}

interface Session {
  id?: string;
  version: string;
}

/** Runs the client once against the MCP endpoint `url`. */
export function runReferenceClient(url: string, fault: ClientFault | '' = ''): Promise<void> {
  return new ReferenceClient(url, fault).main();
}

class ReferenceClient {
  private nextId = 1;
  /** What server/discover said the server offers (2026-07-28). */
  private capabilities: Record<string, unknown> = {};
  /** The mrtr-state-leaks fault: a requestState seen once goes on every later request. */
  private leaked: string | undefined;
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
    const read = await readAnswer(response, this.fault !== 'json-only-answers');
    // A stream that dropped before its response: resumed by GET with Last-Event-ID (resume.ts).
    const resumed = await resumeStream(this.url, read, headers, this.fault, (url, init) => this.oauth.fetch(url, init));
    const message = resumed ? resumed.read.message : read.message;
    return { status: response.status, headers: response.headers, ...(message ? { message } : {}) };
  }

  modernRequest(method: string, params: Record<string, unknown>, version: string, extra: Record<string, string> = {}, id = this.nextId++) {
    const meta: Record<string, unknown> = { 'io.modelcontextprotocol/clientCapabilities': { elicitation: {} } };
    if (this.fault !== 'no-client-info') meta['io.modelcontextprotocol/clientInfo'] = CLIENT_INFO;
    if (this.fault !== 'no-meta') meta[META] = version;
    if (method === 'tools/call') meta.progressToken = this.fault === 'progress-token-float' ? id + 0.5 : `progress-${id}`;
    const headers: Record<string, string> = { ...extra };
    if (this.fault !== 'mcp-method-call-only' || method === 'tools/call') headers['mcp-method'] = method;
    if (this.fault !== 'no-version-header-modern') headers['mcp-protocol-version'] = this.fault === 'header-meta-mismatch' ? LEGACY : version;
    if (typeof params.name === 'string' && this.fault !== 'no-mcp-name')
      headers['mcp-name'] = this.fault === 'mcp-name-raw' ? params.name : headerValue(params.name);
    const leak = this.leaked !== undefined && params.requestState === undefined ? { requestState: this.leaked } : {};
    return this.post({ id, method, params: { ...params, ...leak, _meta: meta } }, headers);
  }

  /** A request, retried once with a mutually supported version after UnsupportedProtocolVersionError. */
  async modernCall(method: string, params: Record<string, unknown>, extra: Record<string, string> = {}, id?: number): Promise<Answer> {
    const answer = await this.modernRequest(method, params, MODERN, extra, id);
    const error = answer.message?.error;
    if (error?.code !== -32022 || this.fault === 'no-retry-unsupported') return answer;
    if (this.fault === 'retry-same-version') return this.modernRequest(method, params, MODERN, extra);
    const version = error.data?.supported?.find((v) => v === MODERN);
    return version ? this.modernRequest(method, params, version, extra) : answer;
  }

  /** Lists every page of a list method. */
  list(method: string, key: string): Promise<unknown[]> {
    return listAll(async (params) => (await this.modernCall(method, params)).message?.result, key, this.fault);
  }

  /** Calls a tool with its inputSchema defaults, its x-mcp-header parameters mirrored, through any input_required rounds. */
  async callTool(tool: Tool): Promise<void> {
    const args = defaultArguments(tool);
    let lastId = 0;
    const send = async (params: Record<string, unknown>, reuseId: boolean) => {
      const id = reuseId ? lastId : this.nextId++;
      lastId = id;
      return (await this.modernCall('tools/call', params, paramHeaders(tool, args, this.fault), id)).message?.result;
    };
    const leak = (state: string) => {
      if (this.fault === 'mrtr-state-leaks') this.leaked = state;
    };
    const respond = (key: string, response: object) => this.postRaw(JSON.stringify({ jsonrpc: '2.0', id: key, result: response }));
    await withInputs(send, { name: tool.name, arguments: args }, this.fault, leak, respond);
  }

  async modern(): Promise<void> {
    if (this.fault === 'batch-request') await this.postRaw(JSON.stringify([{ jsonrpc: '2.0', id: this.nextId++, method: 'tools/list', params: {} }]));
    if (this.fault === 'sends-response') await this.postRaw(JSON.stringify({ jsonrpc: '2.0', id: 'server-1', result: {} }));
    for (const tool of usableTools(await this.list('tools/list', 'tools'), this.fault)) await this.callTool(tool);
    if (this.capabilities.resources) await this.list('resources/list', 'resources');
    if (!this.capabilities.prompts) return;
    const prompts = (await this.list('prompts/list', 'prompts')) as Array<{ name?: unknown; arguments?: Array<{ name?: unknown }> }>;
    const prompt = prompts.find((p) => typeof p?.name === 'string' && typeof p.arguments?.[0]?.name === 'string');
    if (this.capabilities.completions && prompt) {
      const argument = { name: prompt.arguments![0]!.name, value: '' };
      await this.modernCall('completion/complete', { ref: { type: 'ref/prompt', name: prompt.name }, argument });
    }
  }

  /** A POST of a body as given (the batch-request and sends-response faults). */
  async postRaw(body: string): Promise<void> {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': MODERN };
    await (await this.oauth.fetch(this.url, { method: 'POST', headers, body })).text();
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
    if (this.fault === 'batch-request-legacy') {
      const batch = [{ jsonrpc: '2.0', id: this.nextId++, method: 'tools/list', params: {} }];
      const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...this.sessionHeaders(opened) };
      await (await this.oauth.fetch(this.url, { method: 'POST', headers, body: JSON.stringify(batch) })).text();
    }
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
  async legacyCall(state: { session: Session }, method: string, params: Record<string, unknown>): Promise<Answer | undefined> {
    const send = () => this.post({ id: this.nextId++, method, params }, this.sessionHeaders(state.session));
    const answer = await send();
    if (answer.status !== 404 || this.fault === 'no-reinit-after-404') return answer;
    const renewed = await this.initialize(state.session);
    if (!renewed) return undefined;
    state.session = renewed;
    return send();
  }

  async legacy(): Promise<void> {
    if (this.fault === 'tools-before-initialize') await this.post({ id: this.nextId++, method: 'tools/list', params: {} }, {});
    const session = await this.initialize(undefined);
    if (!session) throw new Error('initialize failed');
    const state = { session };
    const listed = (await this.legacyCall(state, 'tools/list', {}))?.message?.result;
    // A result without resultType (all of this era's) is complete; the resulttype-required fault drops it.
    const tools = listed && !(this.fault === 'resulttype-required' && listed.resultType === undefined) ? listed.tools : undefined;
    const first = Array.isArray(tools) ? (tools[0] as { name?: unknown } | undefined)?.name : undefined;
    await this.legacyCall(state, 'tools/call', { name: typeof first === 'string' ? first : 'echo', arguments: { text: 'hello' } });
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
    const capabilities = probe?.message?.result?.capabilities;
    if (capabilities && typeof capabilities === 'object') this.capabilities = capabilities as Record<string, unknown>;
    if (Array.isArray(supported) && supported.includes(MODERN)) await this.modern();
    else await this.legacy();
  }
}
