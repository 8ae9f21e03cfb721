// Faults only a behaviour probe can see (issue 25): which tool logs, which answers a tool error,
// which takes a null argument is not written in tools/list. Each breaks one rule, as a rewrite
// around the SDK handler; the suite must catch each without being told which tool to call.
import type { FaultDefinition } from './fault-types.js';
import { isObject, type Json, peekRpc, resultOf, rewriteJson } from './http-json.js';

type Wrap = NonNullable<FaultDefinition['wrapMcp']>;
const LOG_LEVEL = 'io.modelcontextprotocol/logLevel';

/** The request with its JSON-RPC body changed by `edit` (headers kept). */
function withRpc(req: Request, rpc: Json): Request {
  const headers = new Headers(req.headers);
  headers.delete('content-length');
  return new Request(req.url, { method: req.method, headers, body: JSON.stringify(rpc) });
}

const paramsOf = (rpc: Json): Json => {
  if (!isObject(rpc.params)) rpc.params = {};
  return rpc.params as Json;
};

/** Only tools/call requests go through `wrap`; everything else reaches the SDK untouched. */
const onToolsCall =
  (wrap: (rpc: Json, req: Request, next: Parameters<Wrap>[0], auth: Parameters<ReturnType<Wrap>>[1]) => Promise<Response>): Wrap =>
  (next) =>
  async (req, auth) => {
    const rpc = await peekRpc(req);
    return rpc?.method === 'tools/call' ? wrap(rpc, req, next, auth) : next(req, auth);
  };

export const PROBED_FAULTS: FaultDefinition[] = [
  {
    name: 'log-without-level',
    rule: 'No notifications/message for a request that does not carry io.modelcontextprotocol/logLevel',
    row: 'logging.mdx:63 Per-request log level',
    // A tools/call without a log level is handled as if it asked for debug: the SDK then logs.
    wrapMcp: onToolsCall((rpc, req, next, auth) => {
      const params = paramsOf(rpc);
      const meta = isObject(params._meta) ? params._meta : {};
      if (meta[LOG_LEVEL] !== undefined) return next(req, auth);
      params._meta = { ...meta, [LOG_LEVEL]: 'debug' };
      return next(withRpc(req, rpc), auth);
    }),
  },
  {
    name: 'tool-error-as-protocol-error',
    rule: 'A tool execution error (isError: true) is a result, not a JSON-RPC error',
    row: 'tools.mdx:759 Error Handling',
    // Every tool error, input validation errors included, becomes -32603 Internal error.
    wrapMcp: onToolsCall(async (_rpc, req, next, auth) =>
      rewriteJson(await next(req, auth), (body) => {
        if (resultOf(body)?.isError !== true) return;
        delete body.result;
        body.error = { code: -32603, message: 'Internal error: the tool failed' };
      }),
    ),
  },
  {
    name: 'nullable-argument-refused',
    rule: 'A tool argument whose schema allows null is accepted as null',
    row: 'basic/index.mdx:292 JSON Schema validation',
    // Any argument sent as null is refused as a validation error, whatever the schema says.
    wrapMcp: onToolsCall(async (rpc, req, next, auth) => {
      const args = paramsOf(rpc).arguments;
      const nulls = isObject(args) ? Object.keys(args).filter((k) => args[k] === null) : [];
      if (nulls.length === 0) return next(req, auth);
      const body = {
        jsonrpc: '2.0',
        id: rpc.id ?? null,
        result: { resultType: 'complete', content: [{ type: 'text', text: `${nulls[0]}: null is not allowed` }], isError: true },
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  },
];
