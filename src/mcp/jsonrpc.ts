import type { SseEvent } from '../http/sse.js';
import { parseJson } from '../source/json-text.js';

/** A JSON-RPC 2.0 message as received: a response has result or error; others are requests/notifications. */
export type JsonRpcMessage = Record<string, unknown>;

export function isResponse(message: unknown): message is JsonRpcMessage {
  return message !== null && typeof message === 'object' && !Array.isArray(message) && ('result' in message || 'error' in message) && !('method' in message);
}

/** An event's data as JSON; undefined when it is not JSON or nested too deeply to process. */
export function parseEventJson(event: SseEvent): unknown {
  const parsed = parseJson(event.data);
  return parsed.ok ? parsed.value : undefined;
}

/** The response to the request with this id among a stream's events (or the last response, when the id is unknown). */
export function findResponse(events: SseEvent[], id: string | number | undefined): { message: JsonRpcMessage; index: number } | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const message = parseEventJson(events[i]!);
    if (isResponse(message) && (id === undefined || message.id === id)) return { message, index: i };
  }
  return undefined;
}
