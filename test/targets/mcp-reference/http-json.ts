// Small helpers the fault layer uses to read and rewrite raw HTTP exchanges.
import type { AuthInfo } from '@modelcontextprotocol/server';

export type Json = Record<string, unknown>;
/** One HTTP exchange; auth is the verified token when the OAuth gate ran. */
export type Fetch = (request: Request, auth?: AuthInfo) => Promise<Response>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON-RPC body of a request, read from a clone so the request stays usable. */
export async function peekRpc(request: Request): Promise<Json | undefined> {
  if (request.method !== 'POST') return undefined;
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    return isObject(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

function copyHeaders(response: Response, patch: Record<string, string | null> = {}): Headers {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return headers;
}

/** Rebuilds a response with another status and/or header changes, body untouched. */
export function reshape(response: Response, status: number, patch: Record<string, string | null> = {}): Response {
  return new Response(response.body, { status, statusText: '', headers: copyHeaders(response, patch) });
}

/**
 * Rewrites a JSON response body. `edit` mutates the parsed body in place and may return
 * a new HTTP status; non-JSON responses pass through unchanged.
 */
export async function rewriteJson(response: Response, edit: (body: Json) => number | void): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: copyHeaders(response) });
  }
  const status = isObject(body) ? (edit(body) ?? response.status) : response.status;
  return new Response(JSON.stringify(body), { status, headers: copyHeaders(response) });
}

/** The `result` object of a JSON-RPC success body, if any. */
export const resultOf = (body: Json): Json | undefined => (isObject(body.result) ? body.result : undefined);
/** The `error` object of a JSON-RPC error body, if any. */
export const errorOf = (body: Json): Json | undefined => (isObject(body.error) ? body.error : undefined);
