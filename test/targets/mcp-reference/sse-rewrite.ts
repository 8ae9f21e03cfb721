// Rewrites an SSE response event by event, as it streams (the 2025-era SSE leg and its faults):
// each event block ("field: value" lines up to a blank line) is handed to `edit`, which returns
// the block to send instead (null drops it). Comments and keep-alives pass as blocks too.
import { isObject, type Json } from './http-json.js';

export interface SseEvent {
  /** The block's lines, without the blank line that ends it. */
  lines: string[];
}

export const isSse = (response: Response) => (response.headers.get('content-type') ?? '').includes('text/event-stream');

/** The value of a field of an event (first occurrence), undefined when absent. */
export function field(event: SseEvent, name: string): string | undefined {
  const line = event.lines.find((l) => l === name || l.startsWith(`${name}:`));
  return line === undefined ? undefined : line.slice(name.length + 1).replace(/^ /, '');
}

/** The event with one field set (replacing its first occurrence, else added first). */
export function withField(event: SseEvent, name: string, value: string): SseEvent {
  const at = event.lines.findIndex((l) => l === name || l.startsWith(`${name}:`));
  const lines = [...event.lines];
  if (at >= 0) lines[at] = `${name}: ${value}`;
  else lines.unshift(`${name}: ${value}`);
  return { lines };
}

export function rewriteSse(response: Response, edit: (event: SseEvent) => SseEvent | null): Response {
  if (!isSse(response) || !response.body) return response;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let buffer = '';
  const emit = (block: string, controller: TransformStreamDefaultController<Uint8Array>) => {
    const out = edit({ lines: block.split('\n') });
    if (out) controller.enqueue(encoder.encode(`${out.lines.join('\n')}\n\n`));
  };
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          emit(buffer.slice(0, end), controller);
          buffer = buffer.slice(end + 2);
        }
      },
      flush(controller) {
        if (buffer.trim() !== '') emit(buffer.replace(/\n+$/, ''), controller);
      },
    }),
  );
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, headers });
}

/** Rewrites each JSON-RPC message of an SSE response (events whose data is a JSON object). */
export function rewriteSseMessages(response: Response, edit: (message: Json) => void): Response {
  return rewriteSse(response, (event) => {
    const data = field(event, 'data');
    if (!data) return event;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return event;
    }
    if (!isObject(message)) return event;
    edit(message);
    return withField(event, 'data', JSON.stringify(message));
  });
}

/**
 * The same SSE answer with `push`: each message pushed is sent on it as one more event, between
 * the server's own (faults that make a kept-open GET stream carry what it must not).
 */
export function pushableSse(response: Response): { response: Response; push(message: Json): void } {
  const encoder = new TextEncoder();
  const reader = response.body!.getReader();
  let push: (message: Json) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (message) => {
        try {
          controller.enqueue(encoder.encode(`event: message\ndata: ${JSON.stringify(message)}\n\n`));
        } catch {
          // The stream has ended: nothing more to send on it.
        }
      };
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { response: new Response(body, { status: response.status, headers: response.headers }), push: (message) => push(message) };
}
