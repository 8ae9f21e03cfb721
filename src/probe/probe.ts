import type { HttpClient } from '../http/http-client.js';
import { decodeSse, isEventStream } from '../http/sse.js';
import { findResponse, isResponse } from '../mcp/jsonrpc.js';
import { rpcToRequest } from '../mcp/profiles.js';
import { stopAtResponse } from '../mcp/stop-at-response.js';
import type { ReceivedResponse, SentRequest } from '../model/exchange.js';
import type { Request } from '../model/scenario.js';
import { parseJson } from '../source/json-text.js';
import { type Answer, type Decision, decide, type MetadataAnswer, type Observed } from './decide.js';

export interface ProbeInput {
  http: HttpClient;
  /** The MCP endpoint. */
  baseUrl: string;
  /** The suite's headers, rendered (a header rendered to null left out): its Authorization when it has credentials. */
  headers: Record<string, string>;
  timeoutMs: number;
  clientVersion: string;
}

export interface ProbeOutcome extends Decision {
  /** The decision was made earlier in this run, for another suite with the same target and credentials. */
  cached: boolean;
}

/** One decision per target (base URL and credentials) per run: the run's HttpClient is one per run. */
const decisions = new WeakMap<HttpClient, Map<string, Promise<Decision>>>();

/**
 * The shared MCP probe: decides once per target per run whether auth is required, optional or absent,
 * OAuth or another scheme, which eras the server speaks and whether its Host policy refused us. Every
 * suite with `probe: mcp` reads this one decision, so they cannot disagree about one server.
 */
export async function probeMcp(input: ProbeInput): Promise<ProbeOutcome> {
  const key = `${input.baseUrl}\n${JSON.stringify(Object.entries(input.headers).sort(([a], [b]) => a.localeCompare(b)))}`;
  let byTarget = decisions.get(input.http);
  if (!byTarget) decisions.set(input.http, (byTarget = new Map()));
  const earlier = byTarget.get(key);
  if (earlier) return { ...(await earlier), cached: true };
  const decision = observe(input).then(decide);
  byTarget.set(key, decision);
  return { ...(await decision), cached: false };
}

async function observe(input: ProbeInput): Promise<Observed> {
  const authorization = Object.keys(input.headers).find((name) => name.toLowerCase() === 'authorization');
  const anonymousHeaders = { ...input.headers };
  if (authorization) delete anonymousHeaders[authorization];
  const anonymous = await bothEras(input, anonymousHeaders, 'without credentials');
  const observed: Observed = { baseUrl: input.baseUrl, anonymous };
  if (authorization) observed.credentialed = await bothEras(input, input.headers, 'with the credentials given');
  const refused = [anonymous.v2025, anonymous.v2026].find((a) => a.status === 403 || a.status === 421);
  const swapped = refused ? otherLoopbackName(input.baseUrl) : undefined;
  if (refused && swapped) {
    const era = refused === anonymous.v2025 ? '2025' : '2026';
    const answer = await ask(input, era, { ...anonymousHeaders, Host: swapped.host }, `the same request with Host: ${swapped.host}`);
    observed.hostSwap = { ...swapped, answer };
  }
  const met = [anonymous.v2025, anonymous.v2026].some((a) => a.status === 401 || (a.challenge !== undefined && a.status !== undefined && a.status < 300));
  if (met) observed.wellKnown = await wellKnown(input);
  return observed;
}

async function bothEras(input: ProbeInput, headers: Record<string, string>, how: string): Promise<{ v2025: Answer; v2026: Answer }> {
  const v2025 = await ask(input, '2025', headers, `initialize at 2025-11-25 ${how}`);
  const v2026 = await ask(input, '2026', headers, `server/discover at 2026-07-28 ${how}`);
  return { v2025, v2026 };
}

/** The request of one era: a 2025-11-25 client's initialize, or a 2026-07-28 client's server/discover. */
async function ask(input: ProbeInput, era: '2025' | '2026', headers: Record<string, string>, asked: string): Promise<Answer> {
  const revision = era === '2025' ? '2025-11-25' : '2026-07-28';
  const method = era === '2025' ? 'initialize' : 'server/discover';
  const profile = { revision, clientCapabilities: {}, clientInfo: { name: 'wirecase-probe', version: input.clientVersion } };
  const request = rpcToRequest({ method, params: {}, headers }, profile, 1, {}, input.clientVersion);
  const outcome = await input.http.send(sent(input.baseUrl, request), { timeoutMs: input.timeoutMs, maxBodyBytes: 1 << 20 }, stopAtResponse(1));
  if (!outcome.ok) return { asked, failure: outcome.failure.message, text: '' };
  return answerOf(asked, outcome.response);
}

function sent(url: string, request: Request): SentRequest {
  const headers: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== null && value !== undefined) headers.push([name, String(value)]);
  return { method: request.method ?? 'POST', url, headers, body: Buffer.from(JSON.stringify(request.json)) };
}

function answerOf(asked: string, response: ReceivedResponse): Answer {
  const text = Buffer.from(response.body).toString('utf8').slice(0, 65_536);
  const challenge = response.headers.filter(([n]) => n === 'www-authenticate').map(([, v]) => v);
  const type = response.headers.find(([n]) => n === 'content-type')?.[1] ?? '';
  let message: Record<string, unknown> | undefined;
  if (isEventStream(type)) {
    // A response with another id (the string "1" for the number 1) still answers this one request of the
    // stream, as on the JSON path: the era is decided here, and the wrong id is judged by the documents.
    const events = decodeSse(response.body);
    message = (findResponse(events, 1) ?? findResponse(events, undefined))?.message;
  } else {
    const parsed = parseJson(text);
    if (parsed.ok && isResponse(parsed.value)) message = parsed.value;
  }
  return { asked, status: response.status, text, ...(challenge.length ? { challenge: challenge.join(', ') } : {}), ...(message ? { message } : {}) };
}

/** 127.0.0.1 ↔ localhost (and [::1] → localhost): the name a loopback server's Host policy may want instead. */
function otherLoopbackName(baseUrl: string): { host: string; url: string } | undefined {
  const url = new URL(baseUrl);
  const other = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' || url.hostname === '[::1]' ? 'localhost' : undefined;
  if (!other) return undefined;
  url.hostname = other;
  return { host: url.host, url: url.href };
}

/** RFC 9728 well-known URIs: with the endpoint's path inserted, and at the root. */
async function wellKnown(input: ProbeInput): Promise<{ path?: MetadataAnswer; root?: MetadataAnswer }> {
  const url = new URL(input.baseUrl);
  const root = `${url.origin}/.well-known/oauth-protected-resource`;
  const atPath = url.pathname === '/' ? undefined : `${root}${url.pathname}`;
  return { ...(atPath ? { path: await metadata(input, atPath) } : {}), root: await metadata(input, root) };
}

async function metadata(input: ProbeInput, url: string): Promise<MetadataAnswer> {
  const outcome = await input.http.send(
    { method: 'GET', url, headers: [['Accept', 'application/json']] },
    { timeoutMs: input.timeoutMs, maxBodyBytes: 1 << 20 },
  );
  if (!outcome.ok) return { url };
  const parsed = parseJson(Buffer.from(outcome.response.body).toString('utf8'));
  const json =
    parsed.ok && parsed.value !== null && typeof parsed.value === 'object' && !Array.isArray(parsed.value)
      ? (parsed.value as Record<string, unknown>)
      : undefined;
  return { url, status: outcome.response.status, ...(json ? { json } : {}) };
}
