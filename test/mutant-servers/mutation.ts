/**
 * What a break changes in an otherwise correct server, and the plumbing that applies it around a
 * fetch-style MCP transport (`Request` → `Response`, as the SDK's web-standard transport and tmcp's
 * are). A break is injected INSIDE the server, as a server author would get it wrong: an HTTP
 * middleware in front of the framework's transport (`request`), a rewrite of what the server sends
 * (`head`, `message`, `eventId`, `keepOpen`), or a setting of the base server (`options`). Nothing here
 * edits the framework, and nothing is shared with the reference target's fault switches.
 */

export type JsonObject = Record<string, unknown>;

/** One HTTP exchange as the middleware sees it: the request and its parsed JSON body (POST only). */
export interface Exchange {
  request: Request;
  /** The POST body parsed as JSON, undefined when there is none or it is not JSON. */
  body: unknown;
}

/** The settings of a base server a break may change (each base says which it reads). */
export interface BaseOptions {
  /** Refuse an Origin that is not this server's own with 403 (default true). */
  checkOrigin: boolean;
  /** The session IDs the server mints (default: random UUIDs). */
  sessionId: () => string;
}

export interface Mutation {
  options?: Partial<BaseOptions>;
  /**
   * In front of the transport: answers the request itself (a Response), hands the transport another
   * request (a Request), or lets it through (undefined).
   */
  request?: (exchange: Exchange) => Response | Request | undefined | Promise<Response | Request | undefined>;
  /** The status and headers the server answers with (the body is kept, rewritten by `message`). */
  head?: (response: { status: number; headers: Headers }, exchange: Exchange) => void;
  /** Every JSON-RPC message the server sends, in a JSON body or an event of a stream; returns the one sent. */
  message?: (message: JsonObject, exchange: Exchange) => JsonObject;
  /** The `id:` of every event of a stream (undefined: the event goes without one). */
  eventId?: (id: string, exchange: Exchange) => string | undefined;
  /** Keep every event stream open after the server ended it (until the client goes away). */
  keepOpen?: boolean;
  /** Last: the whole response, after the rewrites above. */
  response?: (response: Response, exchange: Exchange) => Response | Promise<Response>;
}

/** The POST body of a request, parsed once (the request itself is left readable). */
export async function readExchange(request: Request): Promise<Exchange> {
  if (request.method !== 'POST') return { request, body: undefined };
  const text = await request.clone().text();
  try {
    return { request, body: JSON.parse(text) as unknown };
  } catch {
    return { request, body: undefined };
  }
}

/** The JSON-RPC method of the exchange's body, when it is one message. */
export function methodOf(exchange: Exchange): string | undefined {
  const body = exchange.body as JsonObject | undefined;
  return body && !Array.isArray(body) && typeof body.method === 'string' ? body.method : undefined;
}

/** A copy of `request` with `body` as its JSON body and `headers` changed (null removes one). */
export function withRequest(request: Request, change: { body?: unknown; headers?: Record<string, string | null> }): Request {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(change.headers ?? {})) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: request.signal };
  if (hasBody) {
    init.body = change.body !== undefined ? JSON.stringify(change.body) : request.clone().body;
    init.duplex = 'half';
  }
  return new Request(request.url, init);
}

/** A JSON answer, as a server would write one by hand. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Wraps a transport's handler with a mutation: the middleware before it, the rewrites after it. */
export function mutate(handler: (exchange: Exchange) => Promise<Response>, mutation: Mutation): (request: Request) => Promise<Response> {
  return async (incoming) => {
    let exchange = await readExchange(incoming);
    const replaced = await mutation.request?.(exchange);
    if (replaced instanceof Response) return replaced;
    if (replaced instanceof Request) exchange = await readExchange(replaced);
    const response = rewriteResponse(await handler(exchange), mutation, exchange);
    return mutation.response ? mutation.response(response, exchange) : response;
  };
}

function rewriteResponse(response: Response, mutation: Mutation, exchange: Exchange): Response {
  const head = { status: response.status, headers: new Headers(response.headers) };
  mutation.head?.(head, exchange);
  const type = response.headers.get('content-type') ?? '';
  let body: ReadableStream<Uint8Array> | null = response.body;
  if (body && type.startsWith('text/event-stream') && (mutation.message || mutation.eventId || mutation.keepOpen)) {
    body = rewriteStream(response.body!, mutation, exchange);
  } else if (body && type.startsWith('application/json') && mutation.message) {
    body = rewriteJson(response, mutation, exchange);
    head.headers.delete('content-length');
  }
  // A status without a body (204, 304) cannot carry one in a fetch Response.
  if (head.status === 204 || head.status === 304) body = null;
  return new Response(body, { status: head.status, headers: head.headers });
}

function rewriteJson(response: Response, mutation: Mutation, exchange: Exchange): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      const text = await response.text();
      let out = text;
      try {
        const parsed = JSON.parse(text) as unknown;
        const each = (m: unknown) => (m && typeof m === 'object' && !Array.isArray(m) ? mutation.message!(m as JsonObject, exchange) : m);
        out = JSON.stringify(Array.isArray(parsed) ? parsed.map(each) : each(parsed));
      } catch {
        // Not JSON after all: sent as it is.
      }
      controller.enqueue(new TextEncoder().encode(out));
      controller.close();
    },
  });
}

/** Rewrites a stream event by event (an event ends at a blank line); the rest passes as it comes. */
function rewriteStream(source: ReadableStream<Uint8Array>, mutation: Mutation, exchange: Exchange): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream({
    async pull(controller) {
      reader ??= source.getReader();
      const { done, value } = await reader.read();
      if (done) {
        if (pending) controller.enqueue(encoder.encode(rewriteEvent(pending, mutation, exchange)));
        // A stream kept open ends only when the client goes away (the request's signal).
        if (!mutation.keepOpen || exchange.request.signal.aborted) return controller.close();
        return new Promise<void>((resolve) => exchange.request.signal.addEventListener('abort', () => resolve(), { once: true }));
      }
      pending += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = pending.indexOf('\n\n');
      while (end >= 0) {
        controller.enqueue(encoder.encode(`${rewriteEvent(pending.slice(0, end), mutation, exchange)}\n\n`));
        pending = pending.slice(end + 2);
        end = pending.indexOf('\n\n');
      }
    },
    cancel(reason) {
      return reader?.cancel(reason);
    },
  });
}

function rewriteEvent(event: string, mutation: Mutation, exchange: Exchange): string {
  const lines = event.split('\n');
  const out: string[] = [];
  const data: string[] = [];
  for (const line of lines) {
    if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    else if (line.startsWith('id:') && mutation.eventId) {
      const id = mutation.eventId(line.slice(3).replace(/^ /, ''), exchange);
      if (id !== undefined) out.push(`id: ${id}`);
    } else out.push(line);
  }
  if (data.length) {
    let text = data.join('\n');
    if (mutation.message) {
      try {
        const parsed = JSON.parse(text) as unknown;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) text = JSON.stringify(mutation.message(parsed as JsonObject, exchange));
      } catch {
        // Not JSON: sent as it is.
      }
    }
    out.push(...text.split('\n').map((l) => `data: ${l}`));
  }
  return out.join('\n');
}
