// Faults that break one MCP 2026-07-28 protocol rule, each as a rewrite around the SDK handler.
import { MODERN_VERSION, SERVER_NAME, SERVER_VERSION } from './constants.js';
import type { FaultDefinition } from './fault-types.js';
import { errorOf, isObject, type Json, peekRpc, reshape, resultOf, rewriteJson } from './http-json.js';

/** Fault that edits every JSON result body. */
const onResult =
  (edit: (result: Json, body: Json) => void): FaultDefinition['wrapMcp'] =>
  (next) =>
  async (req, auth) =>
    rewriteJson(await next(req, auth), (body) => {
      const result = resultOf(body);
      if (result) edit(result, body);
    });

/** Fault that edits JSON-RPC errors with a given code. */
const onError =
  (code: number, edit: (error: Json) => number | void): FaultDefinition['wrapMcp'] =>
  (next) =>
  async (req, auth) =>
    rewriteJson(await next(req, auth), (body) => {
      const error = errorOf(body);
      return error?.code === code ? edit(error) : undefined;
    });

function roundNumbersUp(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) roundNumbersUp(item);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'number' && !Number.isInteger(value)) node[key] = Math.ceil(value);
    else roundNumbersUp(value);
  }
}

export const PROTOCOL_FAULTS: FaultDefinition[] = [
  {
    name: 'missing-ttl',
    rule: 'Cacheable results (server/discover, */list, resources/read) carry ttlMs >= 0',
    row: 'm5 Include cache hints',
    wrapMcp: onResult((result) => void delete result.ttlMs),
  },
  {
    name: 'missing-result-type',
    rule: 'Every completed result has resultType "complete"',
    row: 'M8 Tag every successful RPC result',
    wrapMcp: onResult((result) => void delete result.resultType),
  },
  {
    name: 'server-info-missing',
    rule: 'Results carry _meta io.modelcontextprotocol/serverInfo',
    row: 'Required _meta keys / serverInfo on results',
    wrapMcp: onResult((result) => {
      if (isObject(result._meta)) delete result._meta['io.modelcontextprotocol/serverInfo'];
    }),
  },
  {
    name: 'header-mismatch-draft-code',
    rule: 'Header validation failures use -32020 HeaderMismatch, not the draft code -32001',
    row: 'm12 Use final protocol error codes',
    wrapMcp: onError(-32020, (error) => void (error.code = -32001)),
  },
  {
    name: 'header-mismatch-200',
    rule: 'Missing/malformed/mismatched required headers answer HTTP 400',
    row: 'm4 Validate standard HTTP headers',
    wrapMcp: onError(-32020, () => 200),
  },
  {
    name: 'unsupported-version-draft-code',
    rule: 'Unsupported revisions use -32022, not the draft code -32004',
    row: 'm12 Use final protocol error codes',
    wrapMcp: onError(-32022, (error) => void (error.code = -32004)),
  },
  {
    name: 'unsupported-version-wrong-code',
    rule: 'Older/unknown revisions answer 400 with -32022 and data.supported/requested',
    row: 'Older revisions and unknown future revisions produce HTTP 400 and -32022',
    wrapMcp: onError(-32022, (error) => {
      error.code = -32602;
      delete error.data;
    }),
  },
  {
    name: 'unknown-method-200',
    rule: 'Unknown RPC methods answer HTTP 404 with -32601',
    row: 'Unknown RPC methods produce HTTP 404 and -32601',
    wrapMcp: onError(-32601, () => 200),
  },
  {
    name: 'mcp-name-unchecked',
    rule: 'Mcp-Name must be present and match params.name/params.uri',
    row: 'm4 Validate standard HTTP headers (Mcp-Name for tools/call)',
    // Overwrites the header from the body, so the SDK never sees a missing or mismatched Mcp-Name.
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const params = isObject(rpc?.params) ? rpc.params : undefined;
      const name = params?.name ?? params?.uri;
      if (typeof name !== 'string') return next(req, auth);
      const headers = new Headers(req.headers);
      headers.set('mcp-name', `=?base64?${Buffer.from(name, 'utf8').toString('base64')}?=`);
      return next(new Request(req.url, { method: req.method, headers, body: await req.text() }), auth);
    },
  },
  {
    name: 'initialize-accepted',
    rule: 'initialize is unsupported (no legacy fallback)',
    row: 'M2 Remove initialization',
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      if (rpc?.method !== 'initialize') return next(req, auth);
      const params = isObject(rpc.params) ? rpc.params : {};
      return Response.json({
        jsonrpc: '2.0',
        id: rpc.id ?? null,
        result: {
          protocolVersion: typeof params.protocolVersion === 'string' ? params.protocolVersion : MODERN_VERSION,
          capabilities: { tools: {} },
          serverInfo: { name: SERVER_NAME, version: SERVER_VERSION },
        },
      });
    },
  },
  {
    name: 'discover-extra-version',
    rule: 'server/discover advertises exactly the supported revisions',
    row: 'M3 Implement server discovery',
    wrapMcp: onResult((result) => {
      if (Array.isArray(result.supportedVersions)) result.supportedVersions.push('2025-11-25');
    }),
  },
  {
    name: 'tools-order-unstable',
    rule: 'tools/list returns tools in the same order on every call',
    row: 'm3 Return tools in stable order',
    wrapMcp: (next) => {
      let calls = 0;
      return onResult((result) => {
        if (!Array.isArray(result.tools) || result.tools.length < 2) return;
        const shift = calls++ % result.tools.length;
        result.tools = [...result.tools.slice(shift), ...result.tools.slice(0, shift)];
      })!(next);
    },
  },
  {
    name: 'fractional-schema-truncated',
    rule: 'Fractional schema numbers (minimum 0.5, multipleOf 0.25) are preserved',
    row: 'S1 Preserve fractional schema numbers',
    wrapMcp: onResult((result) => {
      if (Array.isArray(result.tools)) for (const tool of result.tools) if (isObject(tool)) roundNumbersUp(tool.inputSchema);
    }),
  },
  {
    name: 'sse-event-ids',
    rule: 'No SSE event IDs or resumability',
    row: 'M9 Remove stream redelivery',
    // Re-frames each JSON answer as an SSE stream whose event carries an id.
    wrapMcp: (next) => {
      let eventId = 0;
      return async (req, auth) => {
        const res = await next(req, auth);
        if (req.method !== 'POST' || !(res.headers.get('content-type') ?? '').includes('application/json')) return res;
        const frame = `id: ${++eventId}\nevent: message\ndata: ${await res.text()}\n\n`;
        // Every other header (e.g. a 403's WWW-Authenticate challenge) is kept: only the framing changes.
        const headers = new Headers(res.headers);
        headers.delete('content-length');
        headers.set('content-type', 'text/event-stream');
        headers.set('cache-control', 'no-cache');
        return new Response(frame, { status: res.status, headers });
      };
    },
  },
  {
    name: 'session-id-minted',
    rule: 'No Mcp-Session-Id is minted or echoed',
    row: 'M1 Remove protocol sessions',
    wrapMcp: (next) => async (req, auth) => withSession(await next(req, auth)),
  },
  {
    name: 'get-200',
    rule: 'GET on the MCP endpoint answers 405',
    row: 'D2 Retire the old HTTP plus SSE transport (GET/DELETE 405)',
    wrapMcp: (next) => async (req, auth) =>
      req.method === 'GET' ? new Response(': stream opened\n\n', { status: 200, headers: { 'content-type': 'text/event-stream' } }) : next(req, auth),
  },
];

function withSession(res: Response): Response {
  return reshape(res, res.status, { 'mcp-session-id': crypto.randomUUID() });
}
