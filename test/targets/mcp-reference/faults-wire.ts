// Faults that break one rule of the JSON-RPC envelope or the Streamable HTTP mechanics
// (scenarios/mcp-2026-07-28/wire.yaml), each as a rewrite around the SDK handler or the app.
import { PARAM_HEADERS } from './catalog-wire.js';
import type { FaultDefinition } from './fault-types.js';
import { errorOf, type Fetch, isObject, type Json, peekRpc, reshape, resultOf, rewriteJson } from './http-json.js';

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

interface ParamCall {
  args: Json;
  declared: { header: string; property: string }[];
  id: unknown;
}

/** A tools/call of a tool that declares x-mcp-header: its arguments and declarations. */
async function paramCall(request: Request): Promise<ParamCall | undefined> {
  const rpc = await peekRpc(request);
  const params = isObject(rpc?.params) ? rpc.params : undefined;
  if (rpc?.method !== 'tools/call' || typeof params?.name !== 'string') return undefined;
  const declared = PARAM_HEADERS[params.name];
  if (!declared) return undefined;
  return { args: isObject(params.arguments) ? params.arguments : {}, declared, id: rpc.id ?? null };
}

const headerMismatch = (id: unknown, message: string) =>
  Response.json({ jsonrpc: '2.0', id, error: { code: -32020, message: `Bad Request: ${message}` } }, { status: 400 });

/** Wraps tools/call requests of x-mcp-header tools; `edit` returns a response or a header patch. */
const onParamCall =
  (edit: (call: ParamCall, headers: Headers) => Response | Record<string, string | null> | undefined): FaultDefinition['wrapMcp'] =>
  (next: Fetch) =>
  async (req, auth) => {
    const call = await paramCall(req);
    const outcome = call ? edit(call, req.headers) : undefined;
    if (outcome === undefined) return next(req, auth);
    if (outcome instanceof Response) return outcome;
    return next(await withHeaders(req, outcome), auth);
  };

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
    name: 'result-id-digits-as-number',
    rule: 'Result responses carry the id of the request as the same JSON value (here: a string id of digits, "42", answered as the number 42)',
    row: 'Result responses MUST include the same ID as the request (basic/index.mdx:70)',
    wrapMcp: (next) => async (req, auth) =>
      rewriteJson(await next(req, auth), (body) => {
        if (resultOf(body) && typeof body.id === 'string' && /^\d+$/.test(body.id)) body.id = Number(body.id);
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
  {
    name: 'param-header-unchecked',
    rule: 'A missing or different Mcp-Param header answers 400 and -32020',
    row: 'Mcp-Param-{Name} validation (streamable-http.mdx:555-566)',
    // Overwrites each declared Mcp-Param header from the body: a mismatch or a missing header is never seen.
    wrapMcp: onParamCall(({ args, declared }) => {
      const patch: Record<string, string> = {};
      for (const { header, property } of declared) {
        const value = args[property];
        if (typeof value === 'string') patch[`mcp-param-${header}`] = value;
      }
      return Object.keys(patch).length > 0 ? patch : undefined;
    }),
  },
  {
    name: 'param-header-not-decoded',
    rule: 'A Base64-sentinel Mcp-Param value is decoded before it is compared',
    row: 'Value Encoding: servers decode (streamable-http.mdx:500, 627)',
    // Compares the raw header text, so an encoded value never matches the body.
    wrapMcp: onParamCall(({ declared, id }, headers) => {
      const encoded = declared.find(({ header }) => headers.get(`mcp-param-${header}`)?.startsWith('=?base64?'));
      return encoded ? headerMismatch(id, `the Mcp-Param-${encoded.header} header does not match the body`) : undefined;
    }),
  },
  {
    name: 'param-header-unsafe-accepted',
    rule: 'An Mcp-Param header with characters that are not header-safe answers 400 and -32020',
    row: 'Invalid characters in a recognized Mcp-Param header (streamable-http.mdx:552)',
    // Re-encodes a raw non-ASCII value as if the client had Base64-encoded it: the value is taken.
    wrapMcp: onParamCall(({ declared }, headers) => {
      const patch: Record<string, string> = {};
      for (const { header } of declared) {
        const value = headers.get(`mcp-param-${header}`);
        if (value !== null && !/^[\t\x20-\x7e]*$/.test(value)) patch[`mcp-param-${header}`] = `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
      }
      return Object.keys(patch).length > 0 ? patch : undefined;
    }),
  },
  {
    name: 'param-header-expected-when-absent',
    rule: 'No Mcp-Param header is expected for an argument that is null or left out',
    row: 'Mcp-Param-{Name}: null / not in arguments (streamable-http.mdx:564-565)',
    wrapMcp: onParamCall(({ args, declared, id }, headers) => {
      const missing = declared.find(({ header, property }) => (args[property] ?? null) === null && !headers.has(`mcp-param-${header}`));
      return missing ? headerMismatch(id, `the Mcp-Param-${missing.header} header is absent`) : undefined;
    }),
  },
  {
    name: 'x-mcp-header-under-items',
    rule: 'x-mcp-header stands only on primitive properties reachable through properties alone',
    row: 'x-mcp-header constraints (streamable-http.mdx:378-390)',
    wrapMcp: (next) => async (req, auth) =>
      rewriteJson(await next(req, auth), (body) => {
        const tools = resultOf(body)?.tools;
        if (!Array.isArray(tools)) return;
        for (const tool of tools) {
          if (!isObject(tool) || !PARAM_HEADERS[String(tool.name)] || !isObject(tool.inputSchema) || !isObject(tool.inputSchema.properties)) continue;
          tool.inputSchema.properties.tags = { type: 'array', items: { type: 'string', 'x-mcp-header': 'Tag' } };
        }
      }),
  },
  {
    name: 'input-schema-invalid',
    rule: 'Every published schema is valid JSON Schema 2020-12',
    row: 'Schemas MUST be valid according to their dialect (basic/index.mdx:297)',
    // confirm_action's action argument gets minLength -1 (a non-negative integer in 2020-12).
    wrapMcp: (next) => async (req, auth) =>
      rewriteJson(await next(req, auth), (body) => {
        const tools = resultOf(body)?.tools;
        if (!Array.isArray(tools)) return;
        for (const tool of tools) {
          const action =
            isObject(tool) && tool.name === 'confirm_action' && isObject(tool.inputSchema) && isObject(tool.inputSchema.properties)
              ? tool.inputSchema.properties.action
              : undefined;
          if (isObject(action)) action.minLength = -1;
        }
      }),
  },
  {
    name: 'schema-draft-07',
    rule: 'Tool schemas use JSON Schema 2020-12 (RECOMMENDED)',
    row: 'Implementors are RECOMMENDED to use JSON Schema 2020-12 (basic/index.mdx:258)',
    // confirm_action's inputSchema declares draft-07.
    wrapMcp: (next) => async (req, auth) =>
      rewriteJson(await next(req, auth), (body) => {
        const tools = resultOf(body)?.tools;
        if (!Array.isArray(tools)) return;
        for (const tool of tools) {
          if (isObject(tool) && tool.name === 'confirm_action' && isObject(tool.inputSchema))
            tool.inputSchema.$schema = 'http://json-schema.org/draft-07/schema#';
        }
      }),
  },
];
