// Faults that break one rule of the JSON-RPC envelope or the Streamable HTTP mechanics
// (scenarios/mcp-2026-07-28/wire.yaml), each as a rewrite around the SDK handler or the app.
import type { FaultDefinition } from './fault-types.js';
import { errorOf, isObject, peekRpc, reshape, resultOf, rewriteJson } from './http-json.js';

/** The same request with its headers patched (null removes one); the body is kept. */
async function withHeaders(request: Request, patch: Record<string, string | null>): Promise<Request> {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  return new Request(request.url, { method: request.method, headers, ...(body !== undefined ? { body } : {}) });
}

export const WIRE_FAULTS: FaultDefinition[] = [
  {
    name: 'error-id-null',
    rule: 'Error responses carry the id of the request when it could be read',
    row: 'Error responses MUST include the same ID as the request (basic/index.mdx:103)',
    wrapMcp: (next) => async (req, auth) =>
      rewriteJson(await next(req, auth), (body) => {
        if (errorOf(body) && body.id !== undefined) body.id = null;
      }),
  },
  {
    name: 'result-id-changed',
    rule: 'Result responses carry the id of the request',
    row: 'Result responses MUST include the same ID as the request (basic/index.mdx:70)',
    wrapMcp: (next) => async (req, auth) =>
      rewriteJson(await next(req, auth), (body) => {
        if (!resultOf(body)) return;
        body.id = typeof body.id === 'number' ? body.id + 1 : `${String(body.id)}-other`;
      }),
  },
  {
    name: 'notification-200-json',
    rule: 'An accepted notification is answered 202 with no body',
    row: 'Notification POST: 202 Accepted with no body (streamable-http.mdx:83)',
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const response = await next(req, auth);
      if (!rpc || 'id' in rpc || typeof rpc.method !== 'string' || response.status !== 202) return response;
      return Response.json({ jsonrpc: '2.0', result: {} }, { status: 200 });
    },
  },
  {
    name: 'origin-unchecked',
    rule: 'A request with a foreign Origin is refused with 403 (DNS rebinding protection)',
    row: 'Origin validation (streamable-http.mdx:58-60)',
    // The Origin never reaches the check: every origin is taken for a non-browser client.
    wrapApp: (next) => async (req, auth) => next(req.headers.has('origin') ? await withHeaders(req, { origin: null }) : req, auth),
  },
  {
    name: 'error-content-type-text',
    rule: 'Error answers to requests are application/json (or text/event-stream), UTF-8',
    row: 'Request answers are application/json or text/event-stream (streamable-http.mdx:88); UTF-8 (transports/index.mdx:29)',
    wrapMcp: (next) => async (req, auth) => {
      const response = await next(req, auth);
      if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('application/json')) return response;
      return reshape(response, response.status, { 'content-type': 'text/plain; charset=iso-8859-1' });
    },
  },
  {
    name: 'capability-not-checked',
    rule: 'A request needing an undeclared client capability answers 400 and -32021',
    row: 'MissingRequiredClientCapabilityError (basic/index.mdx:387-391)',
    // Takes elicitation as declared whatever the client said: the server relies on it.
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const params = isObject(rpc?.params) ? rpc.params : undefined;
      const meta = isObject(params?._meta) ? params._meta : undefined;
      if (!rpc || !params || !meta || rpc.method !== 'tools/call') return next(req, auth);
      const declared = isObject(meta['io.modelcontextprotocol/clientCapabilities']) ? meta['io.modelcontextprotocol/clientCapabilities'] : {};
      meta['io.modelcontextprotocol/clientCapabilities'] = { elicitation: {}, ...declared };
      return next(new Request(req.url, { method: req.method, headers: req.headers, body: JSON.stringify(rpc) }), auth);
    },
  },
  {
    name: 'meta-key-malformed',
    rule: "The server's _meta keys are well-formed names",
    row: '_meta key name format (basic/index.mdx:334-343)',
    wrapMcp: (next) => async (req, auth) =>
      rewriteJson(await next(req, auth), (body) => {
        const result = resultOf(body);
        if (result) result._meta = { ...(isObject(result._meta) ? result._meta : {}), '-wirecase./bad key-': true };
      }),
  },
];
