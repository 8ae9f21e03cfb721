// Faults only `wirecase fuzz` is asked to find (issue 29): each breaks one schema contract at an
// argument edge no suite document sends, as a rewrite around the SDK handler. Proven by
// test/e2e/fuzz-faults.test.ts (the fuzzer, zero-config, fails or warns on each and writes a
// regression document that fails against it); faults-fuzz.test.ts shows each changes only what it names.
import type { FaultDefinition } from './fault-types.js';
import { isObject, type Json, peekRpc, resultOf, rewriteJson } from './http-json.js';

type Wrap = NonNullable<FaultDefinition['wrapMcp']>;

const argumentsOf = (rpc: Json): Json => {
  const params = isObject(rpc.params) ? rpc.params : {};
  return isObject(params.arguments) ? params.arguments : {};
};

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const FUZZ_FAULTS: FaultDefinition[] = [
  {
    name: 'optional-argument-required',
    proof: 'fuzz',
    rule: 'An argument the inputSchema leaves optional may be left out',
    row: 'basic/index.mdx:292 JSON Schema validation',
    // search_notes without `limit` (optional in its schema) is refused as invalid params.
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const params = rpc && isObject(rpc.params) ? rpc.params : {};
      if (rpc?.method !== 'tools/call' || params.name !== 'search_notes' || 'limit' in argumentsOf(rpc)) return next(req, auth);
      return jsonResponse({ jsonrpc: '2.0', id: rpc.id ?? null, error: { code: -32602, message: 'Invalid params: limit is required' } });
    },
  },
  {
    name: 'invalid-input-accepted',
    proof: 'fuzz',
    rule: 'Arguments that violate the input schema are refused, never run as a success',
    row: 'tools.mdx:790 Security Considerations (validate all tool inputs)',
    // The SDK's input validation error becomes a plain success.
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const response = await next(req, auth);
      if (rpc?.method !== 'tools/call') return response;
      return rewriteJson(response, (body) => {
        const result = resultOf(body);
        if (result?.isError === true && JSON.stringify(result.content).includes('Input validation error')) {
          result.content = [{ type: 'text', text: 'done' }];
          delete result.isError;
        }
      });
    },
  },
  {
    name: 'server-dies-on-case',
    proof: 'fuzz',
    rule: 'The server keeps answering whatever arguments a tool is called with',
    row: 'versioning.mdx:73 server/discover (the server stays up)',
    // echo called with an empty text "crashes" the server: every later request answers 503, no body.
    wrapMcp: (next) => {
      let dead = false;
      return async (req, auth) => {
        if (dead) return new Response(null, { status: 503 });
        const rpc = await peekRpc(req);
        const params = rpc && isObject(rpc.params) ? rpc.params : {};
        if (rpc?.method === 'tools/call' && params.name === 'echo' && argumentsOf(rpc).text === '') {
          dead = true;
          return new Response(null, { status: 503 });
        }
        return next(req, auth);
      };
    },
  },
] satisfies Array<FaultDefinition & { wrapMcp: Wrap }>;
