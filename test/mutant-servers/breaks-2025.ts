/**
 * Breaks of the 2025-11-25 contract, each injected into the SDK v1 base (servers/sdk-v1-base.ts).
 * Chosen from the spec and from bugs seen in real servers (issue 24's list), not from the suite's
 * tests; `caughtBy` / `missed` then say what the suite makes of each (mutant-servers.test.ts holds
 * the suite to it).
 */
import type { Break } from './break.js';
import { FEATURE_BREAKS_2025 } from './breaks-2025-features.js';
import { type Exchange, type JsonObject, jsonResponse, methodOf, withRequest } from './mutation.js';
import { acceptedWithBody, errorIdNull, errorWithoutCode, isError, isResult, onResult, paramsOf, streamAsTextPlain } from './rewrites.js';

const T = '2025-11-25/basic/transports.mdx';
/** The revisions the SDK v1 (1.32) speaks: any other MCP-Protocol-Version is unsupported. */
const SDK_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

export const BREAKS_2025: Break[] = [
  // ---- transport -----------------------------------------------------------------------------
  {
    name: 'origin-unchecked',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST', quote: 'If the `Origin` header is present and invalid, servers MUST respond with HTTP 403 Forbidden.', source: `${T}:79` },
    seen: 'issue 24: no Origin check (DNS rebinding); the SDK v1 and tmcp by default',
    injection: "the base server's own Origin middleware is left out (options.checkOrigin: false)",
    caughtBy: { fail: ['origin-01', 'origin-02'] },
    mutation: () => ({ options: { checkOrigin: false } }),
  },
  {
    name: 'unknown-session-400',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote: 'The server MAY terminate the session at any time, after which it MUST respond to requests containing that session ID with HTTP 404 Not Found.',
      source: `${T}:211`,
    },
    seen: 'issue 24: 400 instead of 404 for an unknown or ended session',
    injection: 'a 404 answer to a request carrying an Mcp-Session-Id is sent as 400',
    caughtBy: { fail: ['sess-03', 'sess-04'] },
    mutation: () => ({
      head: (response, { request }) => {
        if (response.status === 404 && request.headers.has('mcp-session-id')) response.status = 400;
      },
    }),
  },
  {
    name: 'delete-ignored',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote: 'The server MAY terminate the session at any time, after which it MUST respond to requests containing that session ID with HTTP 404 Not Found.',
      source: `${T}:211`,
    },
    seen: 'issue 24: DELETE ignored',
    injection: 'a middleware answers DELETE 200 and never ends the session',
    caughtBy: { fail: ['sess-04'] },
    mutation: () => ({ request: ({ request }) => (request.method === 'DELETE' ? new Response(null, { status: 200 }) : undefined) }),
  },
  {
    name: 'version-header-unchecked',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote: 'If the server receives a request with an invalid or unsupported `MCP-Protocol-Version`, it MUST respond with `400 Bad Request`.',
      source: `${T}:280`,
    },
    seen: 'issue 24: an MCP-Protocol-Version header never validated',
    injection: 'a middleware drops an MCP-Protocol-Version the SDK does not speak (the SDK then assumes its default)',
    caughtBy: { fail: ['pvh-01', 'pvh-02'] },
    mutation: () => ({
      request: ({ request }) => {
        const version = request.headers.get('mcp-protocol-version');
        return version !== null && !SDK_VERSIONS.includes(version) ? withRequest(request, { headers: { 'mcp-protocol-version': null } }) : undefined;
      },
    }),
  },
  {
    name: 'accept-too-strict',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote:
        'If the input is a JSON-RPC _request_, the server MUST either return `Content-Type: text/event-stream`, to initiate an SSE stream, or `Content-Type: application/json`, to return one JSON object.',
      source: `${T}:101`,
    },
    seen: 'issue 24: Accept handling too strict (a string compare of the whole header)',
    injection: 'a middleware answers 406 to a POST whose Accept is not exactly "application/json, text/event-stream" (another order, spacing or parameters)',
    caughtBy: { fail: ['post-04[accept=application/json,text/event-stream]', 'post-04[accept=text/event-stream, application/json]'] },
    mutation: () => ({
      request: ({ request }) =>
        request.method === 'POST' && request.headers.get('accept') !== 'application/json, text/event-stream'
          ? jsonResponse(406, { jsonrpc: '2.0', error: { code: -32000, message: 'Not Acceptable' }, id: null })
          : undefined,
    }),
  },
  {
    name: 'notification-202-with-body',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote: 'If the server accepts the input, the server MUST return HTTP status code 202 Accepted with no body.',
      source: `${T}:96`,
    },
    seen: 'issue 24: 202 with a body for a notification',
    injection: 'a 202 answer carries a JSON body ({"ok":true})',
    caughtBy: { fail: ['post-02', 'post-03'] },
    mutation: () => ({ response: acceptedWithBody }),
  },
  {
    name: 'json-wrong-content-type',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote:
        'If the input is a JSON-RPC _request_, the server MUST either return `Content-Type: text/event-stream`, to initiate an SSE stream, or `Content-Type: application/json`, to return one JSON object.',
      source: `${T}:101`,
    },
    seen: 'issue 24: wrong Content-Type on a JSON answer',
    injection: 'a POST answered as an event stream is sent as its one JSON-RPC response instead, labelled text/plain',
    caughtBy: { fail: ['post-01', 'post-04[accept=application/json,text/event-stream]', 'post-04[accept=text/event-stream, application/json]'] },
    mutation: () => ({ response: streamAsTextPlain }),
  },
  {
    name: 'session-id-invalid-chars',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST', quote: 'The session ID MUST only contain visible ASCII characters (ranging from 0x21 to 0x7E).', source: `${T}:203` },
    seen: 'issue 24: a session id with invalid characters',
    injection: 'the session IDs minted hold a space ("session <uuid>")',
    // A space is no character of a token either: sess-05 warns too.
    caughtBy: { fail: ['sess-01'], warn: ['sess-05'] },
    mutation: () => ({ options: { sessionId: () => `session ${crypto.randomUUID()}` } }),
  },
  {
    name: 'missing-session-accepted',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'SHOULD',
      quote:
        'Servers that require a session ID SHOULD respond to requests without an `MCP-Session-Id` header (other than initialization) with HTTP 400 Bad Request.',
      source: `${T}:209`,
    },
    seen: 'servers that fall back to "the" session when the header is missing',
    injection: 'a middleware gives a request without Mcp-Session-Id (other than initialize) the last session the server opened',
    missed:
      'at the wire a server that serves a request without Mcp-Session-Id is one that does not require a session ID, and the sentence binds servers that require one: sess-02 and lc-05 are not applicable (as on tmcp, a real server that gives sessions and serves requests without them)',
    mutation: () => {
      let last: string | undefined;
      return {
        request: (exchange) =>
          last !== undefined && !exchange.request.headers.has('mcp-session-id') && methodOf(exchange) !== 'initialize'
            ? withRequest(exchange.request, { headers: { 'mcp-session-id': last } })
            : undefined,
        head: ({ headers }) => {
          last = headers.get('mcp-session-id') ?? last;
        },
      };
    },
  },
  {
    name: 'get-answers-json',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote:
        'The server MUST either return `Content-Type: text/event-stream` in response to this HTTP GET, or else return HTTP 405 Method Not Allowed, indicating that the server does not offer an SSE stream at this endpoint.',
      source: `${T}:140`,
    },
    seen: 'servers that answer GET on the endpoint as a health check',
    injection: 'a middleware answers every GET 200 with {"status":"ok"} as JSON',
    caughtBy: { fail: ['get-01'] },
    mutation: () => ({ request: ({ request }) => (request.method === 'GET' ? jsonResponse(200, { status: 'ok' }) : undefined) }),
  },
  {
    name: 'stream-never-closes',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'SHOULD', quote: 'After the JSON-RPC _response_ has been sent, the server SHOULD terminate the SSE stream.', source: `${T}:124` },
    seen: 'issue 24: SSE streams that never close',
    injection: 'every event stream is kept open after the server ended it, until the client goes away',
    caughtBy: { warn: ['sse-03'] },
    mutation: () => ({ keepOpen: true }),
  },
  {
    name: 'event-ids-not-unique',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote:
        'If present, the ID MUST be globally unique across all streams within that session—or all streams with that specific client, if session management is not in use.',
      source: `${T}:171`,
    },
    seen: 'issue 24: SSE streams that cannot resume (event IDs counted per stream)',
    injection: 'the event IDs of each stream are renumbered 1, 2, 3 …',
    caughtBy: { fail: ['sse-01'] },
    mutation: () => {
      const counters = new WeakMap<Exchange, number>();
      return {
        eventId: (_id, exchange) => {
          const next = (counters.get(exchange) ?? 0) + 1;
          counters.set(exchange, next);
          return String(next);
        },
      };
    },
  },
  {
    name: 'replay-other-streams',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST NOT', quote: 'The server MUST NOT replay messages that would have been delivered on a different stream.', source: `${T}:184` },
    seen: 'issue 24: SSE streams that cannot resume (a resumption that replays the whole session)',
    injection: 'a GET with Last-Event-ID is answered with every message the session was sent so far, whatever its stream, then the stream ends',
    caughtBy: { fail: ['sse-02'] },
    mutation: () => {
      const sent = new Map<string, JsonObject[]>();
      return {
        message: (m, { request }) => {
          const session = request.headers.get('mcp-session-id');
          if (session !== null) sent.set(session, [...(sent.get(session) ?? []), m]);
          return m;
        },
        request: ({ request }) => {
          const session = request.headers.get('mcp-session-id');
          if (request.method !== 'GET' || !request.headers.has('last-event-id') || session === null) return undefined;
          const events = (sent.get(session) ?? []).map((m, i) => `id: replay-${i}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`).join('');
          return new Response(events, { status: 200, headers: { 'content-type': 'text/event-stream' } });
        },
      };
    },
  },
  {
    name: 'session-id-sequential',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'SHOULD',
      quote: 'The session ID SHOULD be globally unique and cryptographically secure (e.g., a securely generated UUID, a JWT, or a cryptographic hash).',
      source: `${T}:201`,
    },
    seen: 'servers that count their sessions (1, 2, 3 …)',
    injection: 'the session IDs minted are a counter',
    caughtBy: { warn: ['sess-05'] },
    mutation: () => {
      let next = 0;
      return { options: { sessionId: () => String(++next) } };
    },
  },
  // ---- JSON-RPC ------------------------------------------------------------------------------
  {
    name: 'error-without-code',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST', quote: 'Error responses MUST include an `error` field with a `code` and `message`.', source: '2025-11-25/basic/index.mdx:90' },
    seen: 'issue 24: JSON-RPC error without code',
    injection: 'every error the server sends loses its code',
    // The SHOULD-level documents that read an error's code warn.
    caughtBy: { fail: ['rpc-02'], warn: ['complete-02', 'prompt-05'] },
    mutation: () => ({ message: errorWithoutCode }),
  },
  {
    name: 'error-code-string',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST', quote: 'Error codes MUST be integers.', source: '2025-11-25/basic/index.mdx:91' },
    seen: 'servers that send the code as a string ("-32602")',
    injection: 'every error code the server sends is a string',
    caughtBy: { fail: ['rpc-02'], warn: ['complete-02', 'prompt-05'] },
    mutation: () => ({ message: (m) => (isError(m) ? { ...m, error: { ...(m.error as JsonObject), code: String((m.error as JsonObject).code) } } : m) }),
  },
  {
    name: 'result-id-stringified',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST', quote: 'Result responses MUST include the same ID as the request they correspond to.', source: '2025-11-25/basic/index.mdx:69' },
    seen: 'issue 24: id mismatch in a response (a numeric id sent back as a string)',
    injection: 'a result answering a numeric id carries it as a string',
    // No result answers its request, so every document that reads one fails: rpc-01 for the ids
    // themselves, the others because the answer they check is not there.
    caughtBy: {
      fail: [
        'get-01',
        'lc-01',
        'lc-02',
        'lc-04',
        'lc-07[older=2024-11-05]',
        'lc-07[older=2025-03-26]',
        'lc-07[older=2025-06-18]',
        'origin-02',
        'ping-01',
        'ping-02',
        'post-01',
        'post-02',
        'post-03',
        'post-04[accept=application/json,text/event-stream]',
        'post-04[accept=text/event-stream, application/json]',
        'prompt-01',
        'pvh-01',
        'pvh-02',
        'resource-01',
        'rpc-01',
        'rpc-02',
        'sess-04',
        'sse-01',
        'sse-02',
        'stream-01',
        'stream-02',
        'stream-03',
        'tool-01',
      ],
      warn: ['cancel25-02', 'lc-03', 'pvh-03', 'sess-02', 'sse-03', 'sse-04'],
    },
    mutation: () => ({ message: (m) => (isResult(m) && typeof m.id === 'number' ? { ...m, id: String(m.id) } : m) }),
  },
  {
    name: 'error-id-null',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote:
        'Error responses MUST include the same ID as the request they correspond to (except in error cases where the ID could not be read due a malformed request).',
      source: '2025-11-25/basic/index.mdx:89',
    },
    seen: 'issue 24: id mismatch in a response (errors sent with id null)',
    injection: 'every error the server sends answers id null',
    // resource-03 reads the id of its error too; the SHOULD-level documents that do warn.
    caughtBy: { fail: ['caps-04', 'resource-03', 'rpc-02'], warn: ['complete-02', 'prompt-05'] },
    mutation: () => ({ message: errorIdNull }),
  },
  {
    name: 'ping-not-empty',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST', quote: 'The receiver MUST respond promptly with an empty response', source: '2025-11-25/basic/utilities/ping.mdx:29' },
    seen: 'servers that answer ping with {"status":"ok"} or a pong',
    injection: 'the result of ping is {"pong":true}',
    caughtBy: { fail: ['ping-01', 'ping-02'] },
    mutation: () => ({ message: onResult('ping', () => ({ pong: true })) }),
  },
  // ---- lifecycle -----------------------------------------------------------------------------
  {
    name: 'version-not-echoed',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote: 'If the server supports the requested protocol version, it MUST respond with the same version.',
      source: '2025-11-25/basic/lifecycle.mdx:170',
    },
    seen: 'servers that answer their own preferred revision whatever the client asked',
    injection: 'initialize always answers protocolVersion 2025-06-18 (the SDK supports the 2025-11-25 asked for)',
    caughtBy: { fail: ['lc-06', 'lc-07[older=2024-11-05]', 'lc-07[older=2025-03-26]'] },
    mutation: () => ({ message: onResult('initialize', (r) => ({ ...r, protocolVersion: '2025-06-18' })) }),
  },
  {
    name: 'unsupported-version-echoed',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: {
      level: 'MUST',
      quote: 'Otherwise, the server MUST respond with another protocol version it supports.',
      source: '2025-11-25/basic/lifecycle.mdx:171',
    },
    seen: 'servers that echo whatever protocolVersion the client sends',
    injection: 'initialize answers the protocolVersion the client asked for, supported or not',
    caughtBy: { fail: ['lc-02'], warn: ['lc-03'] },
    mutation: () => ({ message: onResult('initialize', (r, exchange) => ({ ...r, protocolVersion: paramsOf(exchange).protocolVersion })) }),
  },
  {
    name: 'no-server-info',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST', quote: 'The server MUST respond with its own capabilities and information', source: '2025-11-25/basic/lifecycle.mdx:98' },
    injection: 'the initialize result goes without serverInfo',
    caughtBy: { fail: ['lc-04'] },
    mutation: () => ({
      message: onResult('initialize', (r) => {
        const { serverInfo: _serverInfo, ...rest } = r;
        return rest;
      }),
    }),
  },
  {
    name: 'capabilities-undeclared',
    revision: '2025-11-25',
    base: 'sdk-v1',
    sentence: { level: 'MUST', quote: 'Servers that support tools MUST declare the `tools` capability', source: '2025-11-25/server/tools.mdx:38' },
    seen: 'issue 24: capabilities used but not declared',
    injection: 'the initialize result declares no tools capability (tools/list and tools/call still work)',
    caughtBy: { fail: ['tool-01'] },
    mutation: () => ({
      message: onResult('initialize', (r) => {
        const { tools: _tools, ...capabilities } = r.capabilities as JsonObject;
        return { ...r, capabilities };
      }),
    }),
  },
  ...FEATURE_BREAKS_2025,
];
