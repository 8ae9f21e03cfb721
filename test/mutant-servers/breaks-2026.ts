/**
 * Breaks of the 2026-07-28 contract, each injected into the tmcp base (servers/tmcp-base.ts).
 * Chosen from the spec and from bugs seen in real servers, not from the suite's tests; `caughtBy` /
 * `missed` then say what the suite makes of each (mutant-servers.test.ts holds the suite to it).
 */
import type { Break } from './break.js';
import { type JsonObject, jsonResponse, methodOf, withRequest } from './mutation.js';
import { acceptedWithBody, errorIdNull, errorWithoutCode, isResult, resultOf, streamAsTextPlain, structuredNumbersAsStrings } from './rewrites.js';

const H = '2026-07-28/basic/transports/streamable-http.mdx';
const B = '2026-07-28/basic/index.mdx';
const VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';
/** The revisions tmcp 1.20 speaks. */
const TMCP_VERSIONS = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

/** The protocol version a 2026-07-28 request's body carries in its `_meta`. */
function bodyVersion(body: unknown): unknown {
  const meta = ((body as JsonObject | undefined)?.params as JsonObject | undefined)?._meta as JsonObject | undefined;
  return meta?.[VERSION_KEY];
}

export const BREAKS_2026: Break[] = [
  {
    name: 'origin-unchecked',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: { level: 'MUST', quote: 'If the `Origin` header is present and invalid, servers MUST respond with HTTP 403 Forbidden.', source: `${H}:60` },
    seen: 'issue 24: no Origin check (DNS rebinding); @tmcp/transport-http by default',
    injection: 'the transport is set up with allowedOrigins: true (every origin), as its default behaves',
    caughtBy: { fail: ['wire-04'] },
    mutation: () => ({ options: { checkOrigin: false } }),
  },
  {
    name: 'notification-202-with-body',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: { level: 'MUST', quote: 'If the server accepts it, the server MUST return HTTP status code `202 Accepted` with no body.', source: `${H}:83` },
    seen: 'issue 24: 202 with a body for a notification',
    injection: 'a 202 answer carries a JSON body ({"ok":true})',
    caughtBy: { fail: ['wire-03'] },
    mutation: () => ({ response: acceptedWithBody }),
  },
  {
    name: 'json-wrong-content-type',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: {
      level: 'MUST',
      quote:
        'If the body is a JSON-RPC _request_, the server MUST return either `Content-Type: application/json` (a single JSON object) or `Content-Type: text/event-stream` (an SSE response stream).',
      source: `${H}:88`,
    },
    seen: 'issue 24: wrong Content-Type on a JSON answer',
    injection: 'a POST answered as an event stream is sent as its one JSON-RPC response instead, labelled text/plain',
    // The tests that need an event stream (progress, subscriptions) become not applicable.
    caughtBy: { fail: ['http-07'] },
    mutation: () => ({ response: streamAsTextPlain }),
  },
  {
    name: 'method-header-unchecked',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: {
      level: 'MUST',
      quote:
        'Servers that process the request body MUST reject requests where the values specified in the headers do not match the corresponding values in the request body.',
      source: `${H}:582`,
    },
    seen: 'servers that route on the body and never look at Mcp-Method',
    injection: "a middleware sets Mcp-Method to the body's method before the transport sees it (a mismatch is never seen)",
    // Every test that provokes a HeaderMismatch through Mcp-Method gets the answer instead.
    caughtBy: { fail: ['hdr-06', 'hdr-09', 'wire-05'], warn: ['ver-03'] },
    mutation: () => ({
      request: (exchange) => {
        const method = methodOf(exchange);
        return method !== undefined && exchange.request.headers.has('mcp-method')
          ? withRequest(exchange.request, { headers: { 'mcp-method': method } })
          : undefined;
      },
    }),
  },
  {
    name: 'version-header-mismatch-accepted',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: {
      level: 'MUST',
      quote: 'If the values do not match, the server MUST reject the request with `400 Bad Request` and a `HeaderMismatch` JSON-RPC error',
      source: `${H}:259`,
    },
    seen: 'issue 24: an MCP-Protocol-Version header never validated',
    injection: "a middleware sets MCP-Protocol-Version to the version in the body's _meta (a mismatch is never seen)",
    caughtBy: { fail: ['hdr-08'] },
    mutation: () => ({
      request: ({ request, body }) => {
        const version = bodyVersion(body);
        return typeof version === 'string' && request.headers.has('mcp-protocol-version')
          ? withRequest(request, { headers: { 'mcp-protocol-version': version } })
          : undefined;
      },
    }),
  },
  {
    name: 'unsupported-version-accepted',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: {
      level: 'MUST',
      quote:
        'If the server does not implement the requested protocol version (whether the version is unknown to the server, or is a known version the server has chosen not to support), it MUST respond with `400 Bad Request` and an `UnsupportedProtocolVersionError` listing its supported versions.',
      source: `${H}:265`,
    },
    seen: 'issue 24: an MCP-Protocol-Version header never validated (any version served as the latest)',
    injection: 'a middleware serves a request for a version tmcp does not speak as 2026-07-28 (header and _meta)',
    caughtBy: { fail: ['ver-02', 'wire-01'] },
    mutation: () => ({
      request: ({ request, body }) => {
        const version = bodyVersion(body);
        if (typeof version !== 'string' || TMCP_VERSIONS.includes(version)) return undefined;
        const b = body as JsonObject;
        const params = b.params as JsonObject;
        const meta = { ...(params._meta as JsonObject), [VERSION_KEY]: '2026-07-28' };
        return withRequest(request, { body: { ...b, params: { ...params, _meta: meta } }, headers: { 'mcp-protocol-version': '2026-07-28' } });
      },
    }),
  },
  {
    name: 'unknown-method-200',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: {
      level: 'MUST',
      quote:
        'If the server does not implement the requested RPC method, it MUST respond with `404 Not Found` and a JSON-RPC error with code `-32601` (`Method not found`).',
      source: `${H}:271`,
    },
    seen: 'servers that answer every JSON-RPC error with HTTP 200',
    injection: 'a 404 answer to a POST is sent as 200 (the -32601 error body is kept)',
    // initialize is no 2026-07-28 method: its 404 is sent as 200 too.
    caughtBy: { fail: ['err-01', 'err-03[method=logging/setLevel]', 'err-03[method=ping]', 'err-03[method=resources/subscribe]', 'init-01'] },
    mutation: () => ({
      head: (response, { request }) => {
        if (response.status === 404 && request.method === 'POST') response.status = 200;
      },
    }),
  },
  {
    name: 'discover-missing',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: { level: 'MUST', quote: 'Servers MUST implement it.', source: '2026-07-28/server/discover.mdx:8' },
    seen: 'servers that skipped server/discover, as there is no initialize to replace',
    injection: 'a middleware answers server/discover 404 with -32601 (Method not found)',
    missed:
      'the suite\'s setup decides whether the server speaks 2026-07-28 by server/discover alone: without it every test is not applicable ("the server does not speak 2026-07-28: 404 Method not found"), though tools/list and the rest answer at 2026-07-28; none fails',
    mutation: () => ({
      request: (exchange) =>
        methodOf(exchange) === 'server/discover'
          ? jsonResponse(404, { jsonrpc: '2.0', id: (exchange.body as JsonObject).id, error: { code: -32601, message: 'Method not found' } })
          : undefined,
    }),
  },
  {
    name: 'result-without-result-type',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: { level: 'MUST', quote: 'The `result` MUST include a `resultType` field to indicate the type of the result.', source: `${B}:73` },
    seen: 'servers built on a 2025 SDK answering 2026-07-28 requests',
    injection: 'every result the server sends goes without resultType',
    caughtBy: { fail: ['res-01', 'res-02', 'res-03', 'tools-03', 'tools-07', 'wire-02'] },
    mutation: () => ({
      message: (m) => {
        if (!isResult(m)) return m;
        const { resultType: _resultType, ...result } = resultOf(m);
        return { ...m, result };
      },
    }),
  },
  {
    name: 'error-without-code',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: { level: 'MUST', quote: 'Error responses MUST include an `error` field with a `code` and `message`.', source: `${B}:104` },
    seen: 'issue 24: JSON-RPC error without code',
    injection: 'every error the server sends loses its code',
    // Every test that reads an error's code sees none (the SHOULD-level ones warn).
    caughtBy: {
      fail: [
        'err-01',
        'err-02',
        'err-03[method=logging/setLevel]',
        'err-03[method=ping]',
        'err-03[method=resources/subscribe]',
        // hdr-03 is not applicable on this dual-era server (a request without the header may be legacy).
        'hdr-04',
        'hdr-05',
        'hdr-06',
        'hdr-07',
        'hdr-08',
        'hdr-09',
        'hdr-10',
        'init-01',
        'meta-04',
        'meta-05',
        'res-04',
        'ver-01',
        'ver-02',
        'wire-01',
      ],
      warn: ['feat-log-04', 'feat-prompts-04', 'meta-02', 'ver-03'],
    },
    mutation: () => ({ message: errorWithoutCode }),
  },
  {
    name: 'error-id-null',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: {
      level: 'MUST',
      quote:
        'Error responses MUST include the same ID as the request they correspond to (except in error cases where the ID could not be read due a malformed request).',
      source: `${B}:103`,
    },
    seen: 'issue 24: id mismatch in a response (errors sent with id null)',
    injection: 'every error the server sends answers id null',
    // The tests that read their error answer find no response with their id.
    caughtBy: { fail: ['feat-res-02', 'res-04', 'wire-01'], warn: ['feat-log-04', 'feat-prompts-04'] },
    mutation: () => ({ message: errorIdNull }),
  },
  {
    name: 'server-info-meta-missing',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: {
      level: 'SHOULD',
      quote:
        "Servers SHOULD include the following `io.modelcontextprotocol/*` field in every result's `_meta`, unless specifically configured not to do so, to identify themselves without relying on any prior connection state",
      source: `${B}:396`,
    },
    injection: 'every result the server sends goes without io.modelcontextprotocol/serverInfo in its _meta',
    caughtBy: { warn: ['disc-06', 'meta-06'] },
    mutation: () => ({
      message: (m) => {
        if (!isResult(m) || typeof resultOf(m)._meta !== 'object') return m;
        const { 'io.modelcontextprotocol/serverInfo': _info, ...meta } = resultOf(m)._meta as JsonObject;
        return { ...m, result: { ...resultOf(m), _meta: meta } };
      },
    }),
  },
  {
    name: 'stream-never-closes',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: { level: 'SHOULD', quote: 'The final JSON-RPC _response_ SHOULD terminate the stream.', source: `${H}:125` },
    seen: 'issue 24: SSE streams that never close',
    injection: 'every event stream is kept open after the server ended it, until the client goes away',
    caughtBy: { warn: ['pat-03'] },
    mutation: () => ({ keepOpen: true }),
  },
  {
    name: 'no-accel-buffering-header',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: {
      level: 'SHOULD',
      quote: 'When initiating an SSE stream, servers SHOULD include the `X-Accel-Buffering: no` header in the HTTP response.',
      source: `${H}:136`,
    },
    injection: 'event streams are answered without X-Accel-Buffering',
    caughtBy: { warn: ['pat-02'] },
    mutation: () => ({
      head: ({ headers }) => {
        headers.delete('x-accel-buffering');
      },
    }),
  },
  {
    name: 'structured-content-off-schema',
    revision: '2026-07-28',
    base: 'tmcp',
    sentence: { level: 'MUST', quote: 'Servers MUST provide structured results that conform to this schema.', source: '2026-07-28/server/tools.mdx:514' },
    seen: 'issue 24: structuredContent not matching outputSchema',
    injection: 'every structuredContent of a tools/call result has its numbers as strings (note_stats declares integers)',
    caughtBy: { fail: ['feat-tools-01[tool=note_stats]'] },
    mutation: () => ({ message: structuredNumbersAsStrings }),
  },
];
