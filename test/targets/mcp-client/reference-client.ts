/**
 * The reference MCP client: a small client of both eras, for the client suite (scenarios/mcp-client).
 * `main.ts` runs it from a shell (`node dist/test/targets/mcp-client/main.js <url>`, or the command of
 * a stdio server; FAULT=<name>); the suite test runs it in its own process. It speaks Streamable HTTP
 * (http-channel.ts) or stdio (stdio-channel.ts), building each message the same way. It probes with
 * server/discover: a 2026-07-28 server answers it and the client speaks per-request metadata; any
 * error, or no answer in time (stdio), and it falls back to initialize (and, over HTTP, a session). In
 * 2025-11-25 it lists tools, calls the first (else `echo`) and closes; in 2026-07-28 it lists every
 * page of tools, calls each usable one (tools-call.ts: defaults, x-mcp-header mirroring; mrtr.ts:
 * input_required retries), then lists resources and prompts and asks for a completion when the server
 * offers them. A fault breaks one rule (faults.ts).
 */

import type { Answer, Channel } from './channel.js';
import type { ClientFault } from './faults.js';
import { HttpChannel } from './http-channel.js';
import { withInputs } from './mrtr.js';
import { listAll } from './pagination.js';
import { StdioChannel } from './stdio-channel.js';
import type { ServerCommand } from './stdio-process.js';
import { defaultArguments, headerValue, paramHeaders, type Tool, usableTools } from './tools-call.js';

const MODERN = '2026-07-28';
const LEGACY = '2025-11-25';
const LEGACY_VERSIONS = [LEGACY, '2025-06-18', '2025-03-26'];
const CLIENT_INFO = { name: 'wirecase-reference-client', version: '1.0.0' };
const META = 'io.modelcontextprotocol/protocolVersion';
/** How long the server/discover probe waits over stdio before it takes the server as legacy (a legacy server may not answer). */
const PROBE_TIMEOUT_MS = 5000;

interface Session {
  id?: string;
  version: string;
}

/** Runs the client once against the MCP endpoint `url`. */
export function runReferenceClient(url: string, fault: ClientFault | '' = ''): Promise<void> {
  return new ReferenceClient(new HttpChannel(url, fault), fault).main();
}

/**
 * Runs the client once over stdio against the server `command` starts: argv words (spawned without a
 * shell), or a shell command line (the suite test's runClient is given one).
 */
export function runReferenceClientOverStdio(
  command: string | string[],
  fault: ClientFault | '' = '',
  options: { probeTimeoutMs?: number } = {},
): Promise<void> {
  const server: ServerCommand = typeof command === 'string' ? { line: command } : { argv: command };
  return new ReferenceClient(new StdioChannel(server, fault), fault, options.probeTimeoutMs ?? PROBE_TIMEOUT_MS).main();
}

class ReferenceClient {
  private nextId = 1;
  /** What server/discover said the server offers (2026-07-28). */
  private capabilities: Record<string, unknown> = {};
  /** The mrtr-state-leaks fault: a requestState seen once goes on every later request. */
  private leaked: string | undefined;

  constructor(
    private readonly channel: Channel,
    private readonly fault: ClientFault | '',
    /** How long server/discover waits over stdio. */
    private readonly probeTimeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  get stdio(): boolean {
    return this.channel.kind === 'stdio';
  }

  post(body: Record<string, unknown>, headers: Record<string, string>, timeoutMs?: number): Promise<Answer> {
    return this.channel.send(body, headers, timeoutMs === undefined ? {} : { timeoutMs });
  }

  modernRequest(
    method: string,
    params: Record<string, unknown>,
    version: string,
    extra: Record<string, string> = {},
    id = this.nextId++,
    timeoutMs?: number,
  ): Promise<Answer> {
    const meta = this.requestMeta(version);
    if (method === 'tools/call') meta.progressToken = this.fault === 'progress-token-float' ? id + 0.5 : `progress-${id}`;
    const headers: Record<string, string> = { ...extra };
    if (this.fault !== 'mcp-method-call-only' || method === 'tools/call') headers['mcp-method'] = method;
    if (this.fault !== 'no-version-header-modern') headers['mcp-protocol-version'] = this.fault === 'header-meta-mismatch' ? LEGACY : version;
    if (typeof params.name === 'string' && this.fault !== 'no-mcp-name')
      headers['mcp-name'] = this.fault === 'mcp-name-raw' ? params.name : headerValue(params.name);
    const leak = this.leaked !== undefined && params.requestState === undefined ? { requestState: this.leaked } : {};
    return this.post({ id, method, params: { ...params, ...leak, _meta: meta } }, headers, timeoutMs);
  }

  /** The per-request `_meta` of the 2026-07-28 era. */
  requestMeta(version: string): Record<string, unknown> {
    const meta: Record<string, unknown> = { 'io.modelcontextprotocol/clientCapabilities': { elicitation: {} } };
    if (this.fault !== 'no-client-info') meta['io.modelcontextprotocol/clientInfo'] = CLIENT_INFO;
    if (this.fault !== 'no-meta') meta[META] = version;
    return meta;
  }

  /**
   * Over stdio, a server that offers tools/list_changed: one subscription for it, a long-lived request
   * never waited for (its acknowledgment and notifications are passed over). A server process started
   * again holds no subscription, so it gets subscriptions/listen again (subscriptions.mdx:160).
   */
  async subscribe(): Promise<void> {
    const tools = this.capabilities.tools as { listChanged?: unknown } | undefined;
    if (!(this.channel instanceof StdioChannel) || tools?.listChanged !== true) return;
    const listen = () =>
      this.postRaw(
        JSON.stringify({
          jsonrpc: '2.0',
          id: this.nextId++,
          method: 'subscriptions/listen',
          params: { notifications: { toolsListChanged: true }, _meta: this.requestMeta(MODERN) },
        }),
      );
    await listen();
    if (this.fault !== 'stdio-no-resubscribe') this.channel.onRestart = listen;
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
    await this.subscribe();
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

  /** A body sent as given (the batch-request and sends-response faults). */
  postRaw(body: string): Promise<void> {
    return this.channel.sendRaw(body, { 'mcp-protocol-version': MODERN });
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
    if ((answer.status !== undefined && answer.status !== 200) || typeof version !== 'string' || !LEGACY_VERSIONS.includes(version)) return undefined;
    const id = answer.headers?.get('mcp-session-id') ?? undefined;
    const opened: Session = { version, ...(id ? { id } : {}) };
    if (this.fault !== 'no-initialized') await this.post({ method: 'notifications/initialized' }, this.sessionHeaders(opened));
    if (this.fault === 'batch-request-legacy') {
      const batch = [{ jsonrpc: '2.0', id: this.nextId++, method: 'tools/list', params: {} }];
      await this.channel.sendRaw(JSON.stringify(batch), this.sessionHeaders(opened));
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

  async legacy(opened?: Session): Promise<void> {
    if (!opened && this.fault === 'tools-before-initialize') await this.post({ id: this.nextId++, method: 'tools/list', params: {} }, {});
    const session = opened ?? (await this.initialize(undefined));
    if (!session) {
      const gone = this.channel instanceof StdioChannel && this.channel.lastEnding ? ` (the server process ${this.channel.lastEnding})` : '';
      throw new Error(`initialize failed${gone}`);
    }
    await this.handshakeDone();
    if (this.channel instanceof StdioChannel) {
      // A legacy server started again (it exited unexpectedly) needs its initialize before anything else.
      this.channel.answersServerRequests = true;
      this.channel.onRestart = async () => void (await this.initialize(undefined));
    }
    const state = { session };
    const listed = (await this.legacyCall(state, 'tools/list', {}))?.message?.result;
    // A result without resultType (all of this era's) is complete; the resulttype-required fault drops it.
    const tools = listed && !(this.fault === 'resulttype-required' && listed.resultType === undefined) ? listed.tools : undefined;
    const first = Array.isArray(tools) ? (tools[0] as { name?: unknown } | undefined)?.name : undefined;
    await this.legacyCall(state, 'tools/call', { name: typeof first === 'string' ? first : 'echo', arguments: { text: 'hello' } });
    if (state.session.id && this.fault !== 'no-delete') await this.channel.endSession(this.sessionHeaders(state.session));
  }

  async main(): Promise<void> {
    try {
      await this.talk();
      if (this.fault === 'stdio-pretty-json' && this.stdio) {
        // A last request (a ping) pretty-printed: one message spread over several lines.
        await this.postRaw(JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, method: 'ping' }, null, 2));
      }
    } finally {
      await this.channel.close();
    }
  }

  /** Once initialize or server/discover is answered: two stdio faults act here. */
  async handshakeDone(): Promise<void> {
    if (!(this.channel instanceof StdioChannel)) return;
    // stdio-stderr-fatal: anything the server wrote on stderr is taken as an error.
    if (this.fault === 'stdio-stderr-fatal' && this.channel.stderrSeen) throw new Error('the server wrote on stderr: taken as an error');
    // stdio-writes-response: a JSON-RPC response with an id of its own, to no request of the server's.
    if (this.fault === 'stdio-writes-response') await this.postRaw(JSON.stringify({ jsonrpc: '2.0', id: 'client-1', result: {} }));
  }

  async talk(): Promise<void> {
    if (this.fault === 'stdio-initialize-first' && this.stdio) {
      const session = await this.initialize(undefined);
      if (session) return this.legacy(session);
    }
    // Probe: a 2026-07-28 server answers server/discover; a legacy server answers with an error (any
    // code), or over stdio perhaps not at all (2026-07-28 stdio.mdx:135-141).
    const probe = await this.modernRequest('server/discover', {}, MODERN, {}, undefined, this.stdio ? this.probeTimeoutMs : undefined);
    const supported = probe?.message?.result?.supportedVersions;
    const capabilities = probe?.message?.result?.capabilities;
    if (capabilities && typeof capabilities === 'object') this.capabilities = capabilities as Record<string, unknown>;
    if (Array.isArray(supported) && supported.includes(MODERN)) {
      if (this.fault === 'stdio-discover-again' && this.stdio) await this.modernRequest('server/discover', {}, MODERN);
      await this.handshakeDone();
      return this.modern();
    }
    if (this.fault === 'stdio-fallback-32601-only' && this.stdio && probe.message?.error?.code !== -32601)
      throw new Error('server/discover failed with an error other than -32601: giving up');
    return this.legacy();
  }
}
