// The one Mcp-Param-{Name} rule the SDK leaves out: a recognized header whose value is not
// header-safe (RFC 9110 visible ASCII, space, tab; anything else travels Base64-encoded) is
// refused with 400 and HeaderMismatch, even when its bytes happen to read like the body value
// (streamable-http.mdx:552, "Servers MUST reject requests with a recognized `Mcp-Param-{Name}`
// header that contains invalid characters").
import { PARAM_HEADERS } from './catalog-wire.js';
import { isObject, peekRpc } from './http-json.js';

const SAFE = /^[\t\x20-\x7e]*$/;

export async function unsafeParamHeaderResponse(request: Request): Promise<Response | undefined> {
  if (request.method !== 'POST') return undefined;
  const rpc = await peekRpc(request);
  const params = isObject(rpc?.params) ? rpc.params : undefined;
  if (rpc?.method !== 'tools/call' || typeof params?.name !== 'string') return undefined;
  for (const declared of PARAM_HEADERS[params.name] ?? []) {
    const header = `Mcp-Param-${declared.header}`;
    const value = request.headers.get(header);
    if (value === null || SAFE.test(value)) continue;
    const message = `Bad Request: the ${header} header contains characters that are not header-safe (encode the value as =?base64?...?=)`;
    return Response.json({ jsonrpc: '2.0', id: rpc.id ?? null, error: { code: -32020, message, data: { mismatch: { header } } } }, { status: 400 });
  }
  return undefined;
}
