/**
 * The named mutations the proxy (proxy.ts) applies to a real server's traffic, each breaking ONE
 * sentence of the spec, quoted with its level. A mutation is built fresh for each proxy with a
 * `Tally`: `eligible` counts the traffic that shows the server could be broken this way (the server
 * answered a request, declared a capability and used it, paginated, ...), `fired` the rewrites made.
 * Built `dry`, a mutation only counts (the unmutated run says where it applies); otherwise it
 * rewrites. A mutation that is eligible on a server applies to it; one that then never fires was
 * never given the traffic it rewrites by the suite (a miss of the suite, not "not applicable").
 */
import type { Level } from '../mutant-servers/break.js';
import { type Exchange, type JsonObject, type Mutation, methodOf } from '../mutant-servers/mutation.js';
import { isError, isResult } from '../mutant-servers/rewrites.js';

export type Revision = '2025-11-25' | '2026-07-28';

export interface Tally {
  eligible: number;
  fired: number;
}

export interface ProxyMutation {
  name: string;
  /** The sentence it breaks, quoted exactly as the revision's page has it, with its level and where it stands. */
  sentence: { level: Level; quote: string; source: string };
  /**
   * What a catching test quotes: a test that newly fails (or warns, for a SHOULD) catches the
   * mutation when one of its requirement quotes contains one of these (the sentence, or one it rests on).
   */
  quotes: string[];
  /** The suites it is run with. */
  revisions: Revision[];
  transport: 'http' | 'stdio';
  /** How it is injected, in words. */
  injection: string;
  /**
   * Where the break lives in what the server supports rather than in what a run shows (several
   * revisions, say): asked of the server directly, in place of the dry run's tally.
   */
  applies?: (url: string) => Promise<boolean>;
  /** An HTTP mutation (transport http): counts in `tally`, rewrites unless `dry`. */
  make?: (tally: Tally, dry: boolean) => Mutation;
}

const SAME_ID = 'Result responses MUST include the same ID as the request they correspond to.';
const NEGOTIATED = 'Both parties MUST: Only use capabilities that were successfully negotiated';

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const isResponse = (m: JsonObject): boolean => isResult(m) || isError(m);
const sessionOf = (exchange: Exchange): string => exchange.request.headers.get('mcp-session-id') ?? '';
const paramsOf = (exchange: Exchange): JsonObject => {
  const body = exchange.body;
  return isObject(body) && isObject(body.params) ? body.params : {};
};
/** The result that carries the server's capabilities: initialize (2025) or server/discover (2026). */
const isCapabilitiesResult = (m: JsonObject, exchange: Exchange): boolean =>
  isResult(m) && ['initialize', 'server/discover'].includes(methodOf(exchange) ?? '') && isObject(m.result) && isObject(m.result.capabilities);

/** Counts a rewrite, and says whether to make it (not when dry). */
function fire(tally: Tally, dry: boolean): boolean {
  tally.fired++;
  return !dry;
}

/** Drops one capability (a path under `capabilities`) from what the server declares while it keeps the behaviour. */
function dropCapability(pathTo: string[], behaviour: (m: JsonObject, exchange: Exchange) => boolean): ProxyMutation['make'] {
  return (tally, dry) => {
    // The behaviour counts only once the server has declared the capability (it could then drop it).
    let declared = false;
    return {
      message: (m, exchange) => {
        if (declared && behaviour(m, exchange)) tally.eligible++;
        if (!isCapabilitiesResult(m, exchange)) return m;
        const result = structuredClone(m.result) as JsonObject;
        let holder = result.capabilities as JsonObject;
        for (const key of pathTo.slice(0, -1)) {
          if (!isObject(holder[key])) return m;
          holder = holder[key] as JsonObject;
        }
        const last = pathTo.at(-1)!;
        if (!(last in holder) || holder[last] === false) return m;
        declared = true;
        if (!fire(tally, dry)) return m;
        delete holder[last];
        return { ...m, result };
      },
    };
  };
}

const notification = (method: string | RegExp) => (m: JsonObject) =>
  typeof m.method === 'string' && !('id' in m) && (typeof method === 'string' ? m.method === method : method.test(m.method));
const answered = (method: string) => (m: JsonObject, exchange: Exchange) => isResult(m) && methodOf(exchange) === method;

/** Every argument of a tools/call that is a number (the arguments a bound applies to). */
const numericArguments = (exchange: Exchange): boolean => {
  const args = paramsOf(exchange).arguments;
  return isObject(args) && Object.values(args).some((v) => typeof v === 'number');
};

const base64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

export const MUTATIONS: ProxyMutation[] = [
  {
    name: 'id-numeric-string-as-number',
    sentence: { level: 'MUST', quote: SAME_ID, source: '2025-11-25/basic/index.mdx:69' },
    quotes: ['same ID as the request'],
    revisions: ['2025-11-25', '2026-07-28'],
    transport: 'http',
    injection: 'a response to a request whose id is a string of digits ("42") answers the number (42)',
    make: (tally, dry) => ({
      message: (m) => {
        if (!isResponse(m)) return m;
        tally.eligible++;
        if (typeof m.id !== 'string' || !/^-?\d+$/.test(m.id) || !fire(tally, dry)) return m;
        return { ...m, id: Number(m.id) };
      },
    }),
  },
  {
    name: 'id-number-as-string',
    sentence: { level: 'MUST', quote: SAME_ID, source: '2025-11-25/basic/index.mdx:69' },
    quotes: ['same ID as the request'],
    revisions: ['2025-11-25', '2026-07-28'],
    transport: 'http',
    injection: 'a response to a request whose id is a number (7) answers the string ("7")',
    make: (tally, dry) => ({
      message: (m) => {
        if (!isResponse(m)) return m;
        tally.eligible++;
        if (typeof m.id !== 'number' || !fire(tally, dry)) return m;
        return { ...m, id: String(m.id) };
      },
    }),
  },
  {
    name: 'initialize-newer-version',
    sentence: {
      level: 'MUST',
      quote: 'If the server supports the requested protocol version, it MUST respond with the same version.',
      source: '2025-11-25/basic/lifecycle.mdx:170',
    },
    quotes: ['it MUST respond with the same version'],
    revisions: ['2025-11-25'],
    transport: 'http',
    injection:
      'an initialize asking for a version the server echoes is answered with the newest version the server answered so far, when that is newer (asked 2025-06-18, answered 2025-11-25)',
    // It applies to a server that echoes two revisions or more: one asked for an older one it supports.
    applies: async (url) => (await echoedVersions(url)).length >= 2,
    make: (tally, dry) => {
      const answeredVersions = new Set<string>();
      return {
        message: (m, exchange) => {
          if (!isResult(m) || methodOf(exchange) !== 'initialize' || !isObject(m.result)) return m;
          const asked = paramsOf(exchange).protocolVersion;
          const version = m.result.protocolVersion;
          if (typeof version !== 'string') return m;
          answeredVersions.add(version);
          if (asked !== version) return m;
          tally.eligible++;
          const newest = [...answeredVersions].sort().at(-1)!;
          if (newest <= version || !fire(tally, dry)) return m;
          return { ...m, result: { ...m.result, protocolVersion: newest } };
        },
      };
    },
  },
  {
    name: 'progress-broadcast',
    sentence: {
      level: 'MUST NOT',
      quote:
        'The server MUST send each of its JSON-RPC messages on only one of the connected streams; that is, it MUST NOT broadcast the same message across multiple streams.',
      source: '2025-11-25/basic/transports.mdx:159',
    },
    quotes: ['MUST NOT broadcast the same message'],
    revisions: ['2025-11-25'],
    transport: 'http',
    injection: "a progress notification the server sends on a POST's event stream is copied onto every GET stream open in the same session",
    make: (tally, dry) => {
      const open = new Map<string, Set<(text: string) => void>>();
      return {
        message: (m, exchange) => {
          if (exchange.request.method === 'POST' && m.method === 'notifications/progress' && sessionOf(exchange)) {
            tally.eligible++;
            for (const inject of open.get(sessionOf(exchange)) ?? []) if (fire(tally, dry)) inject(`event: message\ndata: ${JSON.stringify(m)}\n\n`);
          }
          return m;
        },
        response: (response, exchange) => {
          const session = sessionOf(exchange);
          if (exchange.request.method !== 'GET' || !session || !response.body) return response;
          if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return response;
          return new Response(injectable(response.body, session, open), { status: response.status, headers: response.headers });
        },
      };
    },
  },
  {
    name: 'logging-undeclared',
    sentence: {
      level: 'MUST',
      quote: 'Servers that emit log message notifications MUST declare the `logging` capability:',
      source: '2025-11-25/server/utilities/logging.mdx:19',
    },
    quotes: ['MUST declare the `logging` capability', 'Only use capabilities that were successfully negotiated'],
    revisions: ['2025-11-25', '2026-07-28'],
    transport: 'http',
    injection: '`logging` is dropped from the declared capabilities; the server still sends log notifications (and answers logging/setLevel)',
    // The sentence is about emitting log messages: answering logging/setLevel alone is not it.
    make: dropCapability(['logging'], notification('notifications/message')),
  },
  {
    name: 'subscribe-undeclared',
    sentence: { level: 'MUST', quote: NEGOTIATED, source: '2025-11-25/basic/lifecycle.mdx:220' },
    quotes: ['Only use capabilities that were successfully negotiated', 'subscribe'],
    revisions: ['2025-11-25'],
    transport: 'http',
    injection:
      '`resources.subscribe` is dropped from the declared capabilities; the server still serves resources/subscribe and sends notifications/resources/updated',
    // The server's own support: it declares resources.subscribe and serves resources/subscribe (asked directly).
    applies: async (url) => {
      const rpc = await session(url);
      if (rpc === undefined || !isObject(rpc.capabilities.resources) || rpc.capabilities.resources.subscribe !== true) return false;
      const listed = await rpc.call('resources/list', {});
      const first = isObject(listed?.result) && Array.isArray(listed.result.resources) ? listed.result.resources[0] : undefined;
      if (!isObject(first) || typeof first.uri !== 'string') return false;
      const answer = await rpc.call('resources/subscribe', { uri: first.uri });
      return isObject(answer?.result);
    },
    make: dropCapability(
      ['resources', 'subscribe'],
      (m, exchange) => notification('notifications/resources/updated')(m) || answered('resources/subscribe')(m, exchange),
    ),
  },
  {
    name: 'completions-undeclared',
    sentence: {
      level: 'MUST',
      quote: 'Servers that support completions MUST declare the `completions` capability:',
      source: '2025-11-25/server/utilities/completion.mdx:26',
    },
    quotes: ['MUST declare the `completions` capability', 'Only use capabilities that were successfully negotiated', 'Capability not supported'],
    revisions: ['2025-11-25', '2026-07-28'],
    transport: 'http',
    injection: '`completions` is dropped from the declared capabilities; the server still answers completion/complete',
    make: dropCapability(['completions'], answered('completion/complete')),
  },
  {
    name: 'list-changed-undeclared',
    sentence: { level: 'MUST', quote: NEGOTIATED, source: '2025-11-25/basic/lifecycle.mdx:220' },
    quotes: ['Only use capabilities that were successfully negotiated', 'listChanged'],
    revisions: ['2025-11-25'],
    transport: 'http',
    injection: '`tools.listChanged` is dropped from the declared capabilities; the server still sends notifications/tools/list_changed',
    make: dropCapability(['tools', 'listChanged'], notification('notifications/tools/list_changed')),
  },
  {
    name: 'cursor-reencoded',
    sentence: { level: 'SHOULD', quote: 'Servers SHOULD: Provide stable cursors', source: '2025-11-25/server/utilities/pagination.mdx:83' },
    quotes: ['Provide stable cursors'],
    revisions: ['2025-11-25', '2026-07-28'],
    transport: 'http',
    injection: 'every nextCursor the server gives is re-encoded (its bytes as base64url, padding stripped) and the server is sent it as the client echoes it',
    make: (tally, dry) => ({
      message: (m) => {
        if (!isResult(m) || !isObject(m.result) || typeof m.result.nextCursor !== 'string') return m;
        tally.eligible++;
        if (!fire(tally, dry)) return m;
        return { ...m, result: { ...m.result, nextCursor: base64url(m.result.nextCursor) } };
      },
    }),
  },
  {
    name: 'session-404-as-400',
    sentence: {
      level: 'MUST',
      quote: 'The server MAY terminate the session at any time, after which it MUST respond to requests containing that session ID with HTTP 404 Not Found.',
      source: '2025-11-25/basic/transports.mdx:211',
    },
    quotes: ['HTTP 404 Not Found'],
    revisions: ['2025-11-25'],
    transport: 'http',
    injection: 'a 404 answer to a request carrying an Mcp-Session-Id is sent as 400',
    make: (tally, dry) => ({
      head: (head, exchange) => {
        if (head.status !== 404 || !sessionOf(exchange)) return;
        tally.eligible++;
        if (fire(tally, dry)) head.status = 400;
      },
    }),
  },
  {
    name: 'tool-bounds-ignored',
    sentence: { level: 'MUST', quote: 'Servers MUST: Validate all tool inputs', source: '2025-11-25/server/tools.mdx:513' },
    quotes: ['Validate all tool inputs'],
    revisions: ['2025-11-25', '2026-07-28'],
    transport: 'http',
    injection:
      'a tools/call with a numeric argument that the server refuses (a tool error or -32602) is answered as a success instead, as a tool that ignores its declared bounds would',
    make: (tally, dry) => ({
      message: (m, exchange) => {
        if (methodOf(exchange) !== 'tools/call' || !isResponse(m) || !numericArguments(exchange)) return m;
        const refused = (isError(m) && isObject(m.error) && m.error.code === -32602) || (isObject(m.result) && m.result.isError === true);
        if (!refused) return m;
        tally.eligible++;
        if (!fire(tally, dry)) return m;
        return { jsonrpc: '2.0', id: m.id, result: { content: [{ type: 'text', text: 'done' }] } };
      },
    }),
  },
  {
    name: 'notification-202-with-body',
    sentence: {
      level: 'MUST',
      quote: 'If the server accepts the input, the server MUST return HTTP status code 202 Accepted with no body.',
      source: '2025-11-25/basic/transports.mdx:96',
    },
    quotes: ['202 Accepted with no body'],
    revisions: ['2025-11-25'],
    transport: 'http',
    injection: 'a 202 answer carries a JSON body ({"ok":true})',
    make: (tally, dry) => ({
      response: (response) => {
        if (response.status !== 202) return response;
        tally.eligible++;
        if (!fire(tally, dry)) return response;
        const headers = new Headers(response.headers);
        headers.set('content-type', 'application/json');
        return new Response('{"ok":true}', { status: 202, headers });
      },
    }),
  },
  {
    name: 'session-id-echoed-2026',
    sentence: {
      level: 'SHOULD',
      quote:
        'A server that supports only this revision and receives such traffic from an older client SHOULD respond as follows: An `Mcp-Session-Id` header on a request: ignore it, and do not mint or echo session IDs.',
      source: '2026-07-28/basic/transports/streamable-http.mdx:685',
    },
    quotes: ['do not mint or echo session IDs', 'Servers MUST NOT rely on prior requests over the same connection'],
    revisions: ['2026-07-28'],
    transport: 'http',
    injection: 'an Mcp-Session-Id header is added to every answer to a 2026-07-28 request (the one the request carried, or a new one)',
    make: (tally, dry) => ({
      head: (head, exchange) => {
        if (exchange.request.headers.get('mcp-protocol-version') !== '2026-07-28' || head.headers.has('mcp-session-id')) return;
        tally.eligible++;
        if (fire(tally, dry)) head.headers.set('mcp-session-id', sessionOf(exchange) || 'proxy-minted-session');
      },
    }),
  },
  {
    name: 'pretty-printed-line',
    sentence: {
      level: 'MUST NOT',
      quote: 'Messages are delimited by newlines, and MUST NOT contain embedded newlines.',
      source: '2025-11-25/basic/transports.mdx:28',
    },
    quotes: ['MUST NOT contain embedded newlines'],
    revisions: ['2025-11-25', '2026-07-28'],
    transport: 'stdio',
    injection: 'each JSON-RPC message the stdio server writes is pretty-printed over several lines (stdio-wrap.ts)',
  },
];

/** A GET stream's body that another exchange can add events to, at event boundaries only. */
function injectable(source: ReadableStream<Uint8Array>, session: string, open: Map<string, Set<(text: string) => void>>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const queued: string[] = [];
  let atBoundary = true;
  let controller: ReadableStreamDefaultController<Uint8Array>;
  const inject = (text: string) => {
    if (atBoundary) controller.enqueue(encoder.encode(text));
    else queued.push(text);
  };
  const leave = () => open.get(session)?.delete(inject);
  return new ReadableStream({
    start(c) {
      controller = c;
      if (!open.has(session)) open.set(session, new Set());
      open.get(session)!.add(inject);
    },
    async pull(c) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done || !value) {
        leave();
        return c.close();
      }
      c.enqueue(value);
      const text = decoder.decode(value, { stream: true });
      atBoundary = /(\r?\n){2}$/.test(text) || (atBoundary && text === '');
      if (atBoundary) for (const t of queued.splice(0)) c.enqueue(encoder.encode(t));
    },
    cancel(reason) {
      leave();
      return reader.cancel(reason);
    },
  });
}

/** The initialize-era revisions the server echoes when asked for each (a plain initialize per revision, no session kept). */
export async function echoedVersions(url: string): Promise<string[]> {
  const echoed: string[] = [];
  for (const version of ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']) {
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'wirecase-mutation', version: '1' } },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await answer.text();
      if (new RegExp(`"protocolVersion"\\s*:\\s*"${version}"`).test(text)) echoed.push(version);
    } catch {
      // No answer: not echoed.
    }
  }
  return echoed;
}

/** A 2025-era session with the server (initialize, then notifications/initialized): its capabilities, and a call that carries the session. */
async function session(
  url: string,
): Promise<{ capabilities: JsonObject; call: (method: string, params: JsonObject) => Promise<JsonObject | undefined> } | undefined> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  let id = 0;
  const post = async (body: JsonObject) => {
    const answer = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
    return { answer, text: await answer.text() };
  };
  const parse = (text: string): JsonObject | undefined => {
    for (const candidate of [text, ...[...text.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]!)]) {
      try {
        const value = JSON.parse(candidate) as unknown;
        if (isObject(value) && ('result' in value || 'error' in value)) return value;
      } catch {
        // Not this one.
      }
    }
    return undefined;
  };
  try {
    const { answer, text } = await post({
      jsonrpc: '2.0',
      id: ++id,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'wirecase-mutation', version: '1' } },
    });
    const result = parse(text)?.result;
    if (!isObject(result) || !isObject(result.capabilities)) return undefined;
    const sid = answer.headers.get('mcp-session-id');
    if (sid) headers['mcp-session-id'] = sid;
    if (typeof result.protocolVersion === 'string') headers['mcp-protocol-version'] = result.protocolVersion;
    await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    return { capabilities: result.capabilities, call: async (method, params) => parse((await post({ jsonrpc: '2.0', id: ++id, method, params })).text) };
  } catch {
    return undefined;
  }
}
