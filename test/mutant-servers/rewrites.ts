/**
 * Small rewrites of what a server sends, shared by the breaks of both revisions: which message is a
 * result or an error, a result of one method changed, and the body of a stream taken out as JSON.
 */
import { type Exchange, type JsonObject, jsonResponse, type Mutation, methodOf } from './mutation.js';

export const isResult = (m: JsonObject): boolean => 'result' in m && 'id' in m;
export const isError = (m: JsonObject): boolean => 'error' in m && 'id' in m;
export const resultOf = (m: JsonObject): JsonObject => m.result as JsonObject;
export const paramsOf = (exchange: Exchange): JsonObject => ((exchange.body as JsonObject | undefined)?.params as JsonObject | undefined) ?? {};

/** A message rewrite that changes the result answering `method` (other messages pass). */
export function onResult(method: string, change: (r: JsonObject, exchange: Exchange) => JsonObject): NonNullable<Mutation['message']> {
  return (m, exchange) => (isResult(m) && methodOf(exchange) === method ? { ...m, result: change({ ...resultOf(m) }, exchange) } : m);
}

/** Every error the server sends loses its code. */
export const errorWithoutCode: Mutation['message'] = (m) => {
  if (!isError(m)) return m;
  const { code: _code, ...error } = m.error as JsonObject;
  return { ...m, error };
};

/** Every error the server sends answers id null. */
export const errorIdNull: Mutation['message'] = (m) => (isError(m) && m.id !== null ? { ...m, id: null } : m);

/** A 202 answer carries a JSON body. */
export const acceptedWithBody: Mutation['response'] = (response) =>
  response.status === 202 ? jsonResponse(202, { ok: true }, Object.fromEntries(response.headers)) : response;

/** A POST answered as an event stream is sent as its one JSON-RPC response, labelled text/plain. */
export const streamAsTextPlain: Mutation['response'] = async (response, { request }) => {
  if (request.method !== 'POST' || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return response;
  const data = [...(await response.text()).matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]!).filter((d) => /"(result|error)"/.test(d));
  const headers = new Headers(response.headers);
  headers.set('content-type', 'text/plain; charset=utf-8');
  return new Response(data.at(-1) ?? '', { status: response.status, headers });
};

/** Every structuredContent of a tools/call result has its numbers as strings. */
export const structuredNumbersAsStrings = onResult('tools/call', (r) =>
  r.structuredContent && typeof r.structuredContent === 'object'
    ? { ...r, structuredContent: Object.fromEntries(Object.entries(r.structuredContent).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v])) }
    : r,
);
