// Faults of the 2025-era serving (LEGACY=session-sse; scenarios/mcp-2025-11-25, the transport and
// lifecycle documents). Each breaks one rule, and only for 2025-era traffic: a request without the
// 2026-07-28 MCP-Protocol-Version. test/suites/mcp-2025-suite.test.ts proves each one fails
// exactly its test IDs.
import type { FaultDefinition } from './fault-types.js';
import { errorOf, type Fetch, isObject, type Json, peekRpc, resultOf, rewriteJson } from './http-json.js';
import { field, isSse, pushableSse, rewriteSse, rewriteSseMessages } from './sse-rewrite.js';

const MODERN = '2026-07-28';
/** Revisions of the initialize era, newest first. */
const ERA = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

/** 2025-era traffic: anything but a 2026-07-28 request. */
const legacy = (request: Request) => request.headers.get('mcp-protocol-version') !== MODERN;

/** Edits every JSON-RPC message of an answer, one JSON body or an SSE stream. */
function editMessages(response: Response, edit: (message: Json) => void): Response | Promise<Response> {
  return isSse(response) ? rewriteSseMessages(response, edit) : rewriteJson(response, (body) => void edit(body));
}

/** The same request with its headers patched (null removes one); the body is kept. */
async function withHeaders(request: Request, patch: Record<string, string | null>): Promise<Request> {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const body = request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE' ? undefined : await request.text();
  return new Request(request.url, { method: request.method, headers, ...(body !== undefined ? { body } : {}) });
}

/** A session's own GET stream (not a resumption with Last-Event-ID). */
const isSessionGet = (request: Request) => request.method === 'GET' && request.headers.has('mcp-session-id') && !request.headers.has('last-event-id');

/** Wraps the MCP handler for 2025-era traffic only. */
const onLegacy =
  (wrap: (next: Fetch) => Fetch): FaultDefinition['wrapMcp'] =>
  (next) => {
    const wrapped = wrap(next);
    return (req, auth) => (legacy(req) ? wrapped(req, auth) : next(req, auth));
  };

/** For 2025-era traffic: edits each message answering a request that `picks` (given the request). */
const editAnswers = (picks: (rpc: Json) => boolean, edit: (message: Json, rpc: Json) => void) =>
  onLegacy((next) => async (req, auth) => {
    const rpc = await peekRpc(req);
    const response = await next(req, auth);
    return rpc && picks(rpc) ? editMessages(response, (message) => edit(message, rpc)) : response;
  });

/** Edits the results answering `method` requests. */
const editResultsOf = (method: string, edit: (result: Json, rpc: Json) => void) =>
  editAnswers(
    (rpc) => rpc.method === method,
    (message, rpc) => {
      const result = resultOf(message);
      if (result) edit(result, rpc);
    },
  );

/** Edits the result of initialize answers; `edit` gets the version the client asked for. */
const onInitializeResult = (edit: (result: Json, requested: unknown) => void) =>
  editResultsOf('initialize', (result, rpc) => edit(result, isObject(rpc.params) ? rpc.params.protocolVersion : undefined));

/** A session ID as the client sees it (with a space) and as the server knows it. */
const SPACE_AT = 8;
const spaced = (id: string) => `${id.slice(0, SPACE_AT)} ${id.slice(SPACE_AT)}`;
const unspaced = (id: string) => id.replace(' ', '');

/** An SSE body that sends what `response` sends, then stays open until the client goes. */
function heldOpen(response: Response): Response {
  if (!isSse(response) || !response.body) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) controller.enqueue(value);
      else await new Promise(() => {}); // never closes: the client's cancel ends it
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

export const LEGACY_FAULTS: FaultDefinition[] = [
  {
    name: 'legacy-version-not-echoed',
    era: '2025',
    rule: 'initialize with a supported version is answered with that version (here: the one before it)',
    row: 'lifecycle.mdx:170 If the server supports the requested protocol version, it MUST respond with the same version',
    wrapMcp: onInitializeResult((result, requested) => {
      const at = ERA.indexOf(String(requested));
      if (at >= 0 && at < ERA.length - 1 && result.protocolVersion === requested) result.protocolVersion = ERA[at + 1];
    }),
  },
  {
    name: 'legacy-unsupported-version-echoed',
    era: '2025',
    rule: 'initialize with an unsupported version is answered with a version the server supports (here: echoed)',
    row: 'lifecycle.mdx:171 Otherwise, the server MUST respond with another protocol version it supports',
    wrapMcp: onInitializeResult((result, requested) => {
      if (typeof requested === 'string' && !ERA.includes(requested)) result.protocolVersion = requested;
    }),
  },
  {
    name: 'legacy-no-server-info',
    era: '2025',
    rule: 'The initialize result carries serverInfo',
    row: 'lifecycle.mdx:98 The server MUST respond with its own capabilities and information',
    wrapMcp: onInitializeResult((result) => void delete result.serverInfo),
  },
  {
    name: 'legacy-session-id-not-ascii',
    era: '2025',
    rule: 'The Mcp-Session-Id holds only visible ASCII (here: a space inside)',
    row: 'transports.mdx:203 The session ID MUST only contain visible ASCII characters',
    wrapApp: (next) => async (req, auth) => {
      const sid = req.headers.get('mcp-session-id');
      const response = await next(sid === null ? req : await withHeaders(req, { 'mcp-session-id': unspaced(sid) }), auth);
      const given = response.headers.get('mcp-session-id');
      if (given === null || !legacy(req)) return response;
      const headers = new Headers(response.headers);
      headers.set('mcp-session-id', spaced(given));
      return new Response(response.body, { status: response.status, headers });
    },
  },
  {
    name: 'legacy-missing-session-404',
    era: '2025',
    rule: 'A request without Mcp-Session-Id after initialization is answered 400 (here: 404)',
    row: 'transports.mdx:209 Servers that require a session ID SHOULD respond to requests without an MCP-Session-Id header with 400',
    wrapMcp: onLegacy((next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const response = await next(req, auth);
      if (req.headers.has('mcp-session-id') || rpc?.method === 'initialize' || response.status !== 400) return response;
      return Response.json({ jsonrpc: '2.0', id: null, error: { code: -32001, message: 'Session not found' } }, { status: 404 });
    }),
  },
  {
    name: 'legacy-unknown-session-400',
    era: '2025',
    rule: 'A request with a session ID the server does not have (unknown or ended) is answered 404 (here: 400)',
    row: 'transports.mdx:211 after which it MUST respond to requests containing that session ID with HTTP 404 Not Found',
    wrapMcp: onLegacy((next) => async (req, auth) => {
      const response = await next(req, auth);
      if (!req.headers.has('mcp-session-id') || response.status !== 404) return response;
      return Response.json({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Bad Request: invalid session' } }, { status: 400 });
    }),
  },
  {
    name: 'legacy-delete-keeps-session',
    era: '2025',
    rule: 'After DELETE is accepted, the session is ended (here: 200, and the session goes on)',
    row: 'transports.mdx:211 after which it MUST respond to requests containing that session ID with HTTP 404 Not Found',
    wrapMcp: onLegacy(
      (next) => async (req, auth) => (req.method === 'DELETE' && req.headers.has('mcp-session-id') ? new Response(null, { status: 200 }) : next(req, auth)),
    ),
  },
  {
    name: 'legacy-version-header-ignored',
    era: '2025',
    rule: 'An invalid or unsupported MCP-Protocol-Version is answered 400 (here: the header is ignored)',
    row: 'transports.mdx:279 it MUST respond with 400 Bad Request',
    wrapMcp: onLegacy((next) => async (req, auth) => {
      const version = req.headers.get('mcp-protocol-version');
      return next(version !== null && !ERA.includes(version) ? await withHeaders(req, { 'mcp-protocol-version': null }) : req, auth);
    }),
  },
  {
    name: 'legacy-version-header-required',
    era: '2025',
    rule: 'A request without MCP-Protocol-Version is served, the version assumed (here: 400)',
    row: 'transports.mdx:274 the server SHOULD assume protocol version 2025-03-26',
    wrapMcp: onLegacy((next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      if (req.headers.has('mcp-protocol-version') || rpc?.method === 'initialize') return next(req, auth);
      return Response.json({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Bad Request: MCP-Protocol-Version required' } }, { status: 400 });
    }),
  },
  {
    name: 'legacy-origin-unchecked',
    era: '2025',
    rule: 'A request with an invalid Origin is refused with 403 (here: the Origin is not looked at)',
    row: 'transports.mdx:79 If the Origin header is present and invalid, servers MUST respond with HTTP 403 Forbidden',
    wrapApp: (next) => async (req, auth) => (legacy(req) && req.headers.has('origin') ? next(await withHeaders(req, { origin: null }), auth) : next(req, auth)),
  },
  {
    name: 'legacy-notification-200',
    era: '2025',
    rule: 'An accepted notification is answered 202 with no body (here: 200 with a JSON body)',
    row: 'transports.mdx:96 the server MUST return HTTP status code 202 Accepted with no body',
    wrapMcp: onLegacy((next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const response = await next(req, auth);
      if (!rpc || 'id' in rpc || typeof rpc.method !== 'string' || response.status !== 202) return response;
      return Response.json({ jsonrpc: '2.0', result: {} }, { status: 200 });
    }),
  },
  {
    name: 'legacy-get-json',
    era: '2025',
    rule: 'GET on the MCP endpoint answers an SSE stream or 405 (here: 200 with a JSON body)',
    row: 'transports.mdx:140 The server MUST either return Content-Type: text/event-stream in response to this HTTP GET, or else return HTTP 405',
    wrapMcp: onLegacy(
      (next) => async (req, auth) =>
        req.method === 'GET' && !req.headers.has('last-event-id')
          ? Response.json({ jsonrpc: '2.0', method: 'notifications/message', params: {} })
          : next(req, auth),
    ),
  },
  {
    name: 'legacy-event-ids-per-stream',
    era: '2025',
    rule: 'SSE event IDs are unique across the streams of a session (here: each stream counts from 1)',
    row: 'transports.mdx:171 the ID MUST be globally unique across all streams within that session',
    wrapMcp: onLegacy((next) => async (req, auth) => {
      let n = 0;
      return rewriteSse(await next(req, auth), (event) => ({
        lines: event.lines.map((line) => (line.startsWith('id:') ? `id: ${++n}` : line)),
      }));
    }),
  },
  {
    name: 'legacy-replay-other-streams',
    era: '2025',
    rule: 'Resumption replays only the stream of the Last-Event-ID (here: every stream of the session)',
    row: 'transports.mdx:184 The server MUST NOT replay messages that would have been delivered on a different stream',
    legacy: { replayOtherStreams: true },
  },
  {
    name: 'legacy-stream-stays-open',
    era: '2025',
    rule: 'The SSE stream of a request ends after its response (here: it stays open)',
    row: 'transports.mdx:124 After the JSON-RPC response has been sent, the server SHOULD terminate the SSE stream',
    wrapMcp: onLegacy((next) => async (req, auth) => (req.method === 'POST' ? heldOpen(await next(req, auth)) : next(req, auth))),
  },
  {
    name: 'legacy-no-priming-event',
    era: '2025',
    rule: 'An SSE stream starts with an event ID and empty data (here: no priming event)',
    row: 'transports.mdx:106 The server SHOULD immediately send an SSE event consisting of an event ID and an empty data field',
    wrapMcp: onLegacy(
      (next) => async (req, auth) =>
        rewriteSse(await next(req, auth), (event) => (field(event, 'id') !== undefined && field(event, 'data') === '' ? null : event)),
    ),
  },
  {
    name: 'legacy-ping-not-empty',
    era: '2025',
    rule: 'ping is answered with an empty result (here: {"status": "ok"})',
    row: 'ping.mdx:29 The receiver MUST respond promptly with an empty response',
    wrapMcp: editResultsOf('ping', (result) => {
      result.status = 'ok';
    }),
  },
  {
    name: 'legacy-error-id-null',
    era: '2025',
    rule: 'Error responses carry the id of the request (here: null)',
    row: 'basic/index.mdx:89 Error responses MUST include the same ID as the request they correspond to',
    wrapMcp: onLegacy(
      (next) => async (req, auth) =>
        editMessages(await next(req, auth), (message) => {
          if (errorOf(message) && message.id !== undefined) message.id = null;
        }),
    ),
  },
  {
    name: 'legacy-result-with-error',
    era: '2025',
    rule: 'A response carries a result or an error, never both (here: results to requests with a string id also carry an error)',
    row: 'basic/index.mdx:70 Result responses MUST include a result field (JSON-RPC 2.0: never both)',
    wrapMcp: editAnswers(
      (rpc) => typeof rpc.id === 'string',
      (message) => {
        if (resultOf(message)) message.error = { code: -32603, message: 'Internal error' };
      },
    ),
  },
  {
    name: 'legacy-input-schema-invalid',
    era: '2025',
    rule: 'Published schemas are valid JSON Schema 2020-12 (here: a tool inputSchema with type "objekt")',
    row: 'basic/index.mdx:186 Schemas MUST be valid according to their declared or default dialect',
    wrapMcp: editResultsOf('tools/list', ({ tools }) => {
      if (Array.isArray(tools) && isObject(tools[0]) && isObject(tools[0].inputSchema)) tools[0].inputSchema.type = 'objekt';
    }),
  },
  {
    name: 'legacy-meta-key-malformed',
    era: '2025',
    rule: 'A _meta key is an optional prefix of labels and a slash, then a name (here: "-wirecase./note-")',
    row: 'basic/index.mdx:205 If specified, MUST be a series of labels separated by dots, followed by a slash',
    wrapMcp: editResultsOf('tools/list', ({ tools }) => {
      if (Array.isArray(tools) && isObject(tools[0])) tools[0]._meta = { ...(isObject(tools[0]._meta) ? tools[0]._meta : {}), '-wirecase./note-': true };
    }),
  },
  {
    name: 'legacy-get-broadcast',
    era: '2025',
    rule: "Each message goes on one stream only (here: every response is also sent on the session's GET stream)",
    row: 'transports.mdx:159 The server MUST send each of its JSON-RPC messages on only one of the connected streams',
    wrapMcp: onLegacy((next) => {
      const getStreams = new Map<string, (message: Json) => void>();
      return async (req, auth) => {
        const session = req.headers.get('mcp-session-id');
        if (isSessionGet(req)) {
          const response = await next(req, auth);
          if (!isSse(response) || !response.body) return response;
          const stream = pushableSse(response);
          getStreams.set(session!, stream.push);
          return stream.response;
        }
        const rpc = await peekRpc(req);
        const response = await next(req, auth);
        const push = session === null ? undefined : getStreams.get(session);
        // A copy of ping's answer (the documents' probe) and of any other: the same id, an empty result.
        if (push && rpc && 'id' in rpc && typeof rpc.method === 'string') push({ jsonrpc: '2.0', id: rpc.id, result: {} });
        return response;
      };
    }),
  },
  {
    name: 'legacy-server-request-null-id',
    era: '2025',
    rule: 'A request the server sends has a string or integer id (here: a roots/list with id null on the GET stream)',
    row: 'basic/index.mdx:47 Unlike base JSON-RPC, the ID MUST NOT be null',
    wrapMcp: onLegacy((next) => async (req, auth) => {
      const response = await next(req, auth);
      if (!isSessionGet(req) || !isSse(response) || !response.body) return response;
      const stream = pushableSse(response);
      stream.push({ jsonrpc: '2.0', id: null, method: 'roots/list' });
      return stream.response;
    }),
  },
  {
    name: 'legacy-older-version-answered-newer',
    era: '2025',
    rule: 'initialize with an older supported version is answered with that version (here: with 2025-11-25, the newest)',
    row: 'lifecycle.mdx:170 If the server supports the requested protocol version, it MUST respond with the same version',
    wrapMcp: onInitializeResult((result, requested) => {
      if (typeof requested === 'string' && ERA.slice(1).includes(requested) && result.protocolVersion === requested) result.protocolVersion = ERA[0];
    }),
  },
  {
    name: 'legacy-id-digits-as-number',
    era: '2025',
    rule: 'A response carries the same id as its request (here: a string id of digits, "42", is answered as the number 42)',
    row: 'basic/index.mdx:69 Result responses MUST include the same ID as the request they correspond to',
    wrapMcp: editAnswers(
      (rpc) => typeof rpc.id === 'string' && /^\d+$/.test(rpc.id),
      (message) => {
        if (typeof message.id === 'string' && /^\d+$/.test(message.id)) message.id = Number(message.id);
      },
    ),
  },
  {
    name: 'legacy-progress-broadcast',
    era: '2025',
    rule: "Each message goes on one stream only (here: each progress notification of a call's stream is also sent on the session's GET stream)",
    row: 'transports.mdx:159 The server MUST send each of its JSON-RPC messages on only one of the connected streams',
    wrapMcp: onLegacy((next) => {
      const getStreams = new Map<string, (message: Json) => void>();
      return async (req, auth) => {
        const session = req.headers.get('mcp-session-id');
        if (isSessionGet(req)) {
          const response = await next(req, auth);
          if (!isSse(response) || !response.body) return response;
          const stream = pushableSse(response);
          getStreams.set(session!, stream.push);
          return stream.response;
        }
        const response = await next(req, auth);
        const push = session === null ? undefined : getStreams.get(session);
        if (!push || !isSse(response)) return response;
        return rewriteSseMessages(response, (message) => {
          if (message.method === 'notifications/progress') push(structuredClone(message));
        });
      };
    }),
  },
  {
    name: 'legacy-get-list-changed-undeclared',
    era: '2025',
    rule: "Only negotiated capabilities are used (here: the session's GET stream carries notifications/tools/list_changed, with tools.listChanged false)",
    row: 'lifecycle.mdx:220 Both parties MUST: Only use capabilities that were successfully negotiated',
    wrapMcp: onLegacy((next) => async (req, auth) => {
      const response = await next(req, auth);
      if (!isSessionGet(req) || !isSse(response) || !response.body) return response;
      const stream = pushableSse(response);
      stream.push({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
      return stream.response;
    }),
  },
  {
    name: 'legacy-subscribe-undeclared',
    era: '2025',
    rule: 'Only negotiated capabilities are used (here: resources/subscribe is served, without resources.subscribe declared)',
    row: 'lifecycle.mdx:220 Both parties MUST: Only use capabilities that were successfully negotiated',
    wrapMcp: onLegacy((next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      if (rpc?.method !== 'resources/subscribe') return next(req, auth);
      return Response.json({ jsonrpc: '2.0', id: rpc.id ?? null, result: {} });
    }),
  },
];
