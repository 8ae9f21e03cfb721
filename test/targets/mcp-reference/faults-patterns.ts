// Faults that break one rule of the message patterns (basic/patterns: progress, multi round-trip
// requests, subscriptions, cancellation), each as a rewrite around the SDK handler.
import type { FaultDefinition } from './fault-types.js';
import { isObject, type Json, peekRpc, resultOf, rewriteJson } from './http-json.js';

/** The JSON messages of an event stream, in order (events whose data is not JSON are dropped). */
export function parseSse(text: string): Json[] {
  const messages: Json[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (data === '') continue;
    try {
      const message: unknown = JSON.parse(data);
      if (isObject(message)) messages.push(message);
    } catch {
      // not JSON: not a message
    }
  }
  return messages;
}

/**
 * Rewrites the messages of an event-stream response (read to its end: the reference target ends
 * every stream after the response). `edit` returns the new list; other responses pass unchanged.
 */
export async function rewriteSse(response: Response, edit: (messages: Json[]) => Json[]): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) return response;
  const messages = edit(parseSse(await response.text()));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(messages.map((m) => `event: message\ndata: ${JSON.stringify(m)}\n\n`).join(''), { status: response.status, headers });
}

const isProgress = (m: Json): boolean => m.method === 'notifications/progress' && isObject(m.params);

/** Fault that rewrites the event stream of every answer. */
const onStream =
  (edit: (messages: Json[]) => Json[]): NonNullable<FaultDefinition['wrapMcp']> =>
  (next) =>
  async (req, auth) =>
    rewriteSse(await next(req, auth), edit);

/** The request with its JSON-RPC body changed by `edit` (headers kept). */
async function withBody(req: Request, edit: (rpc: Json) => void): Promise<Request> {
  const rpc = await peekRpc(req);
  if (!rpc) return req;
  edit(rpc);
  return new Request(req.url, { method: req.method, headers: req.headers, body: JSON.stringify(rpc) });
}

/** `params._meta` of a request body, created when missing. */
function metaOf(rpc: Json): Json {
  if (!isObject(rpc.params)) rpc.params = {};
  const params = rpc.params as Json;
  if (!isObject(params._meta)) params._meta = {};
  return params._meta as Json;
}

const isToolsCall = async (req: Request): Promise<boolean> => (await peekRpc(req))?.method === 'tools/call';

export const PATTERNS_FAULTS: FaultDefinition[] = [
  {
    name: 'server-initiated-request',
    rule: 'Servers MUST NOT initiate JSON-RPC requests (server-to-client requests go through input_required)',
    row: 'patterns: Request and Response; mrtr',
    // A roots/list request pushed into a tools/call stream ahead of the response, the 2025 way.
    wrapMcp: (next) => async (req, auth) => {
      if (!(await isToolsCall(req))) return next(req, auth);
      return rewriteSse(await next(req, auth), (messages) => [{ jsonrpc: '2.0', id: 'reference-push-1', method: 'roots/list', params: {} }, ...messages]);
    },
  },
  {
    name: 'progress-foreign-token',
    rule: 'Progress notifications reference only the progressToken of the request',
    row: 'progress: Behavior Requirements',
    wrapMcp: onStream((messages) => {
      for (const m of messages) if (isProgress(m)) (m.params as Json).progressToken = 'reference-foreign-token';
      return messages;
    }),
  },
  {
    name: 'progress-unrequested',
    rule: 'No progress notifications for a request without a progressToken',
    row: 'progress: Behavior Requirements',
    // Every tools/call gets a progressToken of the server's own, so the tool reports progress anyway.
    wrapMcp: (next) => async (req, auth) => {
      if (!(await isToolsCall(req))) return next(req, auth);
      return next(
        await withBody(req, (rpc) => {
          const meta = metaOf(rpc);
          meta.progressToken ??= 'reference-own-token';
        }),
        auth,
      );
    },
  },
  {
    name: 'progress-not-increasing',
    rule: 'The progress value increases with each notification',
    row: 'progress: Progress Flow',
    wrapMcp: onStream((messages) => {
      for (const m of messages) if (isProgress(m)) (m.params as Json).progress = 1;
      return messages;
    }),
  },
  {
    name: 'notification-with-id',
    rule: 'Notifications carry no id',
    row: 'base: Notifications',
    wrapMcp: onStream((messages) => {
      messages.filter(isProgress).forEach((m, i) => {
        m.id = `reference-notification-${i + 1}`;
      });
      return messages;
    }),
  },
  {
    name: 'progress-after-response',
    rule: 'Progress notifications stop after completion (none after the response)',
    row: 'progress: Implementation Notes',
    wrapMcp: onStream((messages) => {
      // One more step (a higher progress value) after the response.
      const last = messages.filter(isProgress).at(-1);
      if (!last) return messages;
      const extra = structuredClone(last);
      const params = extra.params as Json;
      params.progress = Number(params.progress) + 1;
      return [...messages, extra];
    }),
  },
  {
    name: 'input-required-on-list',
    rule: 'InputRequiredResult only on tools/call, prompts/get and resources/read',
    row: 'mrtr: Supported Requests',
    wrapMcp: (next) => async (req, auth) => {
      if ((await peekRpc(req))?.method !== 'resources/templates/list') return next(req, auth);
      return rewriteJson(await next(req, auth), (body) => {
        if (resultOf(body)) body.result = { resultType: 'input_required', requestState: 'reference-list-state' };
      });
    },
  },
  {
    name: 'input-required-empty',
    rule: 'Every InputRequiredResult carries inputRequests or requestState',
    row: 'mrtr: Server Requirements',
    wrapMcp: (next) => async (req, auth) =>
      rewriteJson(await next(req, auth), (body) => {
        const result = resultOf(body);
        if (result?.resultType !== 'input_required') return;
        delete result.inputRequests;
        delete result.requestState;
      }),
  },
  {
    name: 'input-requests-undeclared',
    rule: 'No inputRequests of a kind the client did not declare in its capabilities',
    row: 'mrtr: Server Requirements',
    // The SDK checks the declared capabilities; the fault makes it see elicitation declared.
    wrapMcp: (next) => async (req, auth) => {
      if (!(await isToolsCall(req))) return next(req, auth);
      return next(
        await withBody(req, (rpc) => {
          const meta = metaOf(rpc);
          const key = 'io.modelcontextprotocol/clientCapabilities';
          meta[key] = { ...(isObject(meta[key]) ? meta[key] : {}), elicitation: { form: {} } };
        }),
        auth,
      );
    },
  },
  {
    name: 'input-missing-error',
    rule: 'A retry without the requested input is asked again (input_required), not refused with an error',
    row: 'mrtr: Error Handling',
    // A retry (a tools/call carrying inputResponses) that would be asked again gets -32602 instead.
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const retry = rpc?.method === 'tools/call' && isObject(rpc.params) && rpc.params.inputResponses !== undefined;
      if (!retry) return next(req, auth);
      return rewriteJson(await next(req, auth), (body) => {
        if (resultOf(body)?.resultType !== 'input_required') return;
        delete body.result;
        body.error = { code: -32602, message: 'missing input: confirm' };
      });
    },
  },
  {
    name: 'listen-no-ack',
    rule: 'notifications/subscriptions/acknowledged is the first message of a subscriptions/listen stream',
    row: 'subscriptions: Acknowledgment',
    wrapMcp: onStream((messages) => messages.filter((m) => m.method !== 'notifications/subscriptions/acknowledged')),
  },
  {
    name: 'listen-unrequested',
    rule: 'A subscription carries only the notification types the client requested',
    row: 'subscriptions: Opening a Stream',
    // A resources/list_changed on every subscription, right after the acknowledgment.
    wrapMcp: onStream((messages) => {
      const ack = messages.findIndex((m) => m.method === 'notifications/subscriptions/acknowledged');
      if (ack < 0) return messages;
      const meta = isObject(messages[ack]!.params) ? (messages[ack]!.params as Json)._meta : undefined;
      const extra = { jsonrpc: '2.0', method: 'notifications/resources/list_changed', params: { _meta: meta } };
      return [...messages.slice(0, ack + 1), extra, ...messages.slice(ack + 1)];
    }),
  },
  {
    name: 'listen-no-subscription-id',
    rule: 'Every notification on a subscriptions/listen stream carries io.modelcontextprotocol/subscriptionId in _meta',
    row: 'subscriptions: Receiving Notifications; base: _meta',
    // The subscription ID taken out of every notification of a subscription (the acknowledgment too).
    wrapMcp: onStream((messages) => {
      if (!messages.some((m) => m.method === 'notifications/subscriptions/acknowledged')) return messages;
      return messages.map((m) => {
        const params = isObject(m.params) ? (m.params as Json) : undefined;
        if (typeof m.method !== 'string' || !params || !isObject(params._meta)) return m;
        const { 'io.modelcontextprotocol/subscriptionId': _, ...meta } = params._meta as Json;
        return { ...m, params: { ...params, _meta: meta } };
      });
    }),
  },
  {
    name: 'cancelled-refused',
    rule: 'A notifications/cancelled for a completed or unknown request is accepted (202) and ignored',
    row: 'cancellation: Timing Considerations / Error Handling',
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      if (rpc?.method !== 'notifications/cancelled') return next(req, auth);
      return Response.json({ jsonrpc: '2.0', id: null, error: { code: -32602, message: 'unknown request id' } }, { status: 400 });
    },
  },
];
