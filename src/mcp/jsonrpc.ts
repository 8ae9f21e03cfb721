import type { SseEvent } from '../http/sse.js';

/** A JSON-RPC 2.0 message as received: a response has result or error; others are requests/notifications. */
export type JsonRpcMessage = Record<string, unknown>;

export function isResponse(message: unknown): message is JsonRpcMessage {
  return message !== null && typeof message === 'object' && !Array.isArray(message) && ('result' in message || 'error' in message) && !('method' in message);
}

export function parseEventJson(event: SseEvent): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    return undefined;
  }
}

/** The response to the request with this id among a stream's events (or the last response, when the id is unknown). */
export function findResponse(events: SseEvent[], id: string | number | undefined): { message: JsonRpcMessage; index: number } | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const message = parseEventJson(events[i]!);
    if (isResponse(message) && (id === undefined || message.id === id)) return { message, index: i };
  }
  return undefined;
}
