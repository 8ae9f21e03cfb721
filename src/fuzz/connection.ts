/**
 * The fuzzer's MCP client, raw HTTP through the engine's own client and MCP profile (no SDK): it finds
 * which era the server speaks (2026-07-28 per-request metadata, probed with `server/discover`; else
 * the 2025 `initialize` handshake with its session) and sends one JSON-RPC request at a time.
 */
import { contentType } from '../http/content.js';
import { HttpClient, type SendLimits, type SendOutcome, type StreamWatch } from '../http/http-client.js';
import { decodeSse, isEventStream } from '../http/sse.js';
import { findResponse, isResponse, type JsonRpcMessage } from '../mcp/jsonrpc.js';
import { type McpSession, rpcToRequest } from '../mcp/profiles.js';
import { stopAtResponse } from '../mcp/stop-at-response.js';
import type { SentRequest } from '../model/exchange.js';
import { parseJson } from '../source/json-text.js';

export const MODERN = '2026-07-28';
export const LEGACY = '2025-11-25';
export type Era = typeof MODERN | typeof LEGACY;

/** One request and what came back. */
export interface Answer {
  method: string;
  params: Record<string, unknown>;
  /** The HTTP status; undefined when no response came (then `failure` says why). */
  status?: number;
  /** The response's headers, names lower-cased. */
  headers: Array<[string, string]>;
  failure?: string;
  /** The JSON-RPC response, when the body (or an event of its stream) held one. */
  message?: JsonRpcMessage;
  /** The body as text (an event stream's events as sent), clipped for reports. */
  body: string;
  /** The JSON-RPC id sent. */
  id: number;
  durationMs: number;
  request: SentRequest;
}

export interface ConnectionOptions {
  baseUrl: string;
  /** Headers sent on every request (e.g. Authorization from `--var token=`). */
  headers: Record<string, string>;
  timeoutMs: number;
  /** `auto` probes; a revision forces it. */
  revision: 'auto' | Era;
  clientVersion: string;
  /** Aborts the request in flight (a signal stopped the run). */
  stop?: AbortSignal;
  /** Where requests go instead of HTTP (`wirecase fuzz --stdio`: the server process's stdin; the CLI makes it). */
  transport?: Transport;
}

/** What sends a request and gives back its answer: the run's HttpClient, or another transport with the same shape. */
export interface Transport {
  send(request: SentRequest, limits: SendLimits, watch?: StreamWatch): Promise<SendOutcome>;
  close(): Promise<void>;
}

const MAX_BODY = 4 << 20;
const REPORT_BODY = 16 << 10;

export class McpConnection {
  private readonly client: Transport;
  private nextId = 1;
  private session: McpSession = {};
  era: Era = MODERN;
  /** The answers of the opening exchange: what a run that could not start shows. */
  readonly opening: Answer[] = [];

  constructor(private readonly options: ConnectionOptions) {
    this.client = options.transport ?? new HttpClient();
  }

  /** Finds the era and, for 2025, opens the session. Undefined when ready, else why not (the answers are in `opening`). */
  async open(): Promise<string | undefined> {
    if (this.options.revision !== LEGACY) {
      const discover = await this.rpc('server/discover', {});
      this.opening.push(discover);
      const versions = discover.message?.result && (discover.message.result as { supportedVersions?: unknown }).supportedVersions;
      if (Array.isArray(versions) && versions.includes(MODERN)) return undefined;
      if (this.options.revision === MODERN) return refusal(discover, 'server/discover');
    }
    this.era = LEGACY;
    const init = await this.rpc('initialize', {});
    this.opening.push(init);
    const result = init.message?.result as { protocolVersion?: unknown } | undefined;
    if (!result) return refusal(init, 'initialize');
    const sessionId = headerOf(init, 'mcp-session-id');
    this.session = {
      ...(sessionId ? { sessionId } : {}),
      ...(typeof result.protocolVersion === 'string' ? { negotiatedVersion: result.protocolVersion } : {}),
    };
    this.opening.push(await this.rpc('notifications/initialized', {}, true));
    return undefined;
  }

  /** The request that shows the server still answers: `server/discover` (2026-07-28) or `ping` (2025). */
  alive(): Promise<Answer> {
    return this.era === MODERN ? this.rpc('server/discover', {}) : this.rpc('ping', {});
  }

  async rpc(method: string, params: Record<string, unknown>, notification = false): Promise<Answer> {
    const id = this.nextId++;
    const request = rpcToRequest(
      { method, params, ...(notification ? { notification: true } : {}) },
      { revision: this.era },
      id,
      this.session,
      this.options.clientVersion,
    );
    const headers: Array<[string, string]> = [];
    for (const [name, value] of Object.entries({ ...request.headers, ...this.options.headers }))
      if (value !== null && value !== undefined) headers.push([name, String(value)]);
    const body = JSON.stringify(request.json);
    const sent: SentRequest = { method: 'POST', url: this.options.baseUrl, headers, body: new TextEncoder().encode(body) };
    const started = performance.now();
    const outcome = await this.client.send(
      sent,
      { timeoutMs: this.options.timeoutMs, maxBodyBytes: MAX_BODY, ...(this.options.stop ? { signal: this.options.stop } : {}) },
      stopAtResponse(id),
    );
    const durationMs = Math.round(performance.now() - started);
    const base = { method, params, id, durationMs, request: sent };
    if (!outcome.ok) return { ...base, headers: [], failure: outcome.failure.message, body: '' };
    const { response } = outcome;
    const text = new TextDecoder().decode(response.body);
    const clipped = text.length > REPORT_BODY ? `${text.slice(0, REPORT_BODY)}…` : text;
    const answer: Answer = { ...base, status: response.status, headers: response.headers, body: clipped };
    const message = isEventStream(contentType(response)) ? findResponse(decodeSse(response.body), id)?.message : jsonMessage(text);
    if (message) answer.message = message;
    return answer;
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

function jsonMessage(text: string): JsonRpcMessage | undefined {
  const parsed = parseJson(text);
  return parsed.ok && isResponse(parsed.value) ? parsed.value : undefined;
}

function headerOf(answer: Answer, name: string): string | undefined {
  return answer.headers.find(([n]) => n === name)?.[1];
}

function refusal(answer: Answer, method: string): string {
  if (answer.failure) return `${method}: ${answer.failure}`;
  const error = answer.message?.error as { code?: unknown; message?: unknown } | undefined;
  return `${method} answered HTTP ${answer.status}${error ? ` with error ${String(error.code)} ${String(error.message)}` : ''}`;
}
