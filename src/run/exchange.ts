import { createRequire } from 'node:module';
import { checkExpectations } from '../assert/check-expectations.js';
import { ResponseView, type ViewOptions } from '../assert/response-view.js';
import type { StreamWatch } from '../http/http-client.js';
import { isEventStream } from '../http/sse.js';
import { isResponse } from '../mcp/jsonrpc.js';
import { rpcToRequest, usesHandshake } from '../mcp/profiles.js';
import { stopAtResponse } from '../mcp/stop-at-response.js';
import type { ReceivedResponse, SentRequest, TransportFailure } from '../model/exchange.js';
import type { Request, Rpc, Step } from '../model/scenario.js';
import type { Scope } from '../template/expression.js';
import type { BackgroundStream } from './background-stream.js';
import { assembleRequest } from './build-request.js';
import type { DocumentState } from './document-state.js';
import type { SuiteContext } from './run-context.js';

const require = createRequire(import.meta.url);

/** What one attempt of a step produced: every page's response, and the view JSON checks read. */
export interface Exchange {
  requests: SentRequest[];
  pages: ResponseView[];
  /** The view `expect.json` / `schema` read: the single response, or the merged pages. */
  document?: ResponseView;
  failure?: TransportFailure;
  /** A problem of the exchange itself, e.g. a pagination loop. */
  error?: string;
  /** The JSON-RPC method, for an `rpc` step. */
  method?: string;
}

const LIST_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts'];
/** One empty header set for suites without headers (rendering remembers plain objects by identity). */
const NO_HEADERS = Object.freeze({});

/**
 * Sends a step: a plain request once; an `rpc` call with its JSON-RPC id (reading an event stream only
 * until the matching response), following `nextCursor` across pages when `paginate` is set.
 */
export async function performExchange(
  step: { request?: Request; rpc?: Rpc; stdio?: Step['stdio']; expect?: Step['expect'] },
  timeoutMs: number,
  scope: Scope,
  ctx: SuiteContext,
  state: DocumentState,
): Promise<Exchange> {
  // The stdio transport loads with the first step over it: an HTTP run never compiles it.
  if (step.stdio) return (await import('./roles/stdio/stdio-target.js')).stdioStepExchange(step.stdio, ctx, state);
  const limits = { timeoutMs, maxBodyBytes: ctx.maxBodyBytes };
  const headers = ctx.suite.data.headers ?? NO_HEADERS;
  if (step.request) {
    const request = assembleRequest(step.request, headers, ctx.baseUrl, scope);
    const sent = await ctx.http.send(request, limits, step.expect ? decidedByHead(step.expect, ctx) : undefined);
    return single(request, sent.ok ? sent.response : sent.failure.partial, sent.ok ? undefined : sent.failure, {});
  }

  return rpcExchange(step.rpc!, { expect: step.expect, headers, limits, scope, ctx, state });
}

/** What sending one page of an `rpc` call needs. */
interface RpcSend {
  expect: Step['expect'];
  headers: NonNullable<SuiteContext['suite']['data']['headers']>;
  limits: { timeoutMs: number; maxBodyBytes: number };
  scope: Scope;
  ctx: SuiteContext;
  state: DocumentState;
}

/** An `rpc` call, page after page while `paginate` follows `nextCursor` (a repeated cursor or too many pages end it). */
async function rpcExchange(rpc: Rpc, send: RpcSend): Promise<Exchange> {
  const exchange: Exchange = { requests: [], pages: [], method: rpc.method };
  const messages: Record<string, unknown>[] = [];
  const seenCursors = new Set<string>();
  const maxPages = rpc.paginate ? (rpc.maxPages ?? 100) : 1;
  let cursor: string | undefined;
  for (let page = 1; page <= maxPages; page++) {
    const { sent, view } = await sendPage(rpc, cursor, exchange, send);
    if (!sent.ok) return { ...exchange, failure: sent.failure, document: view };
    const next = afterPage(rpc, exchange, view!, messages, send.state);
    if (typeof next !== 'string') return next;
    cursor = next;
    if (seenCursors.has(cursor))
      return { ...exchange, document: merged(view!, messages), error: `pagination loop: page ${page} gave the cursor ${JSON.stringify(cursor)} again` };
    seenCursors.add(cursor);
  }
  return {
    ...exchange,
    document: merged(exchange.pages.at(-1)!, messages),
    error: `more than ${maxPages} pages (rpc.maxPages): the last page still had a nextCursor`,
  };
}

/** Sends one page (with its JSON-RPC id, reading an event stream only until the matching response); records request and response. */
async function sendPage(rpc: Rpc, cursor: string | undefined, exchange: Exchange, send: RpcSend) {
  const { expect, headers, limits, scope, ctx, state } = send;
  const id = rpc.notification ? undefined : (rpc.id ?? state.nextRpcId++);
  const params = cursor === undefined ? rpc.params : { ...rpc.params, cursor };
  const request = assembleRequest(
    rpcToRequest({ ...rpc, ...(params ? { params } : {}) }, state.profile, id, state.session, ctx.clientVersion),
    headers,
    ctx.baseUrl,
    scope,
  );
  exchange.requests.push(request);
  const wire = ctx.stdio ? (await import('./roles/stdio/stdio-target.js')).wireOf(ctx, state) : ctx.http;
  const sent = await wire.send(request, limits, id === undefined ? undefined : stopAtResponse(id, expect ? decidedByHead(expect, ctx) : undefined));
  const response = sent.ok ? sent.response : sent.failure.partial;
  const view = response ? new ResponseView(response, id === undefined ? {} : { rpcId: id }) : undefined;
  if (view) exchange.pages.push(view);
  return { sent, view };
}

/** The finished exchange after this page, or the cursor of the next page to ask for. */
function afterPage(rpc: Rpc, exchange: Exchange, view: ResponseView, messages: Record<string, unknown>[], state: DocumentState): Exchange | string {
  if (!rpc.paginate) {
    if (rpc.method === 'initialize' && usesHandshake(state.profile)) rememberSession(view, state);
    return { ...exchange, document: view };
  }
  const json = view.json;
  if (!json.ok || !isResponse(json.value) || !('result' in json.value)) return { ...exchange, document: view }; // an error page ends the walk; checks see it
  messages.push(json.value);
  const next = (json.value.result as { nextCursor?: unknown } | undefined)?.nextCursor;
  if (next === undefined || next === null) return { ...exchange, document: merged(view, messages) };
  return String(next);
}

/**
 * Opens a `background` step's request or `rpc` call as a stream kept open (see background-stream.ts):
 * the request is built as the step's would be, with its JSON-RPC id taken from the document's.
 */
export function openBackground(
  step: { request?: Request; rpc?: Rpc },
  name: string,
  limits: { lifetimeMs: number; maxBytes: number },
  scope: Scope,
  ctx: SuiteContext,
  state: DocumentState,
): BackgroundStream {
  // background-stream.ts loads with the first `background` step: a run without one never compiles it.
  const { BackgroundStream } = require('./background-stream.js') as typeof import('./background-stream.js');
  const headers = ctx.suite.data.headers ?? NO_HEADERS;
  if (step.request) return new BackgroundStream(name, assembleRequest(step.request, headers, ctx.baseUrl, scope), undefined, ctx.http, limits);
  const rpc = step.rpc!;
  const id = rpc.notification ? undefined : (rpc.id ?? state.nextRpcId++);
  const request = assembleRequest(rpcToRequest(rpc, state.profile, id, state.session, ctx.clientVersion), headers, ctx.baseUrl, scope);
  return new BackgroundStream(name, request, id, ctx.http, limits);
}

function single(request: SentRequest, response: ReceivedResponse | undefined, failure: TransportFailure | undefined, options: ViewOptions): Exchange {
  const view = response ? new ResponseView(response, options) : undefined;
  return { requests: [request], pages: view ? [view] : [], ...(view ? { document: view } : {}), ...(failure ? { failure } : {}) };
}

/**
 * An event stream may never end. When its status or headers already fail the step's expectations, the
 * body cannot change the verdict: do not wait out the timeout, but read on for a short bounded time
 * so the report shows what the server sent (the response's `readNote` says the body was cut there).
 */
function decidedByHead(expect: NonNullable<Step['expect']>, ctx: SuiteContext): StreamWatch | undefined {
  if (expect.status === undefined && expect.headers === undefined) return undefined;
  const head = { status: expect.status, headers: expect.headers };
  const check = { locate: () => NOWHERE, at: [], schemas: ctx.schemas, baseDir: ctx.suite.dir };
  return (contentType, { status, headers }) => {
    if (!isEventStream(contentType)) return undefined;
    const view = new ResponseView({ status, headers, body: EMPTY, timings: { startMs: 0, headersMs: 0, totalMs: 0 } });
    const failed = checkExpectations(head, view, check).find((a) => !a.passed);
    if (!failed) return undefined;
    return { ...EVIDENCE_READ, why: `the ${failed.kind === 'status' ? `status ${status}` : 'headers'} decided the step` };
  };
}

/** How long, and how much, an event stream is read on as evidence once its head decided the step. */
export const EVIDENCE_READ = { readForMs: 300, upToBytes: 16 * 1024 };

const NOWHERE = { file: '', line: 1, col: 1 };
const EMPTY = new Uint8Array(0);

/** All pages as one document: the last page's message with every item in one list, and each page under `pages`. */
function merged(last: ResponseView, messages: Record<string, unknown>[]): ResponseView {
  const lastMessage = messages.at(-1) ?? {};
  const result = { ...(lastMessage.result as Record<string, unknown> | undefined) };
  const key = LIST_KEYS.find((k) => Array.isArray(result[k])) ?? Object.keys(result).find((k) => Array.isArray(result[k]));
  if (key) result[key] = messages.flatMap((m) => ((m.result as Record<string, unknown>)[key] as unknown[]) ?? []);
  return new ResponseView(last.response, { document: { ...lastMessage, result, pages: messages } });
}

/** After `initialize` in a handshake revision: later requests carry the session and negotiated version. */
function rememberSession(view: ResponseView, state: DocumentState): void {
  const sessionId = view.header('mcp-session-id')[0];
  if (sessionId !== undefined) state.session.sessionId = sessionId;
  const json = view.json;
  const version = json.ok ? (json.value as { result?: { protocolVersion?: unknown } }).result?.protocolVersion : undefined;
  if (typeof version !== 'string') return;
  state.session.negotiatedVersion = version;
  const asked = state.profile?.revision;
  if (asked && version !== asked) state.notes.push(`ran at protocol revision ${version}: the server answered initialize for ${asked} with ${version}`);
}
