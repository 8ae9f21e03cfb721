import type { StreamWatch } from '../http/http-client.js';
import { isEventStream, SseDecoder } from '../http/sse.js';
import { isResponse, parseEventJson } from './jsonrpc.js';

/**
 * For an event stream: stop reading once the JSON-RPC response with this id has arrived (a server may
 * keep the stream open after it). `decided` may say the head decides (see run/exchange.ts): then
 * the body is read only briefly, as evidence.
 */
export function stopAtResponse(id: string | number, decided?: StreamWatch): StreamWatch {
  return (contentType, head) => {
    if (!isEventStream(contentType)) return undefined;
    const early = decided?.(contentType, head);
    if (early === 'stop') return 'stop';
    let done = false;
    const decoder = new SseDecoder((event) => {
      const message = parseEventJson(event);
      if (isResponse(message) && message.id === id) done = true;
    });
    const enough = (chunk: Uint8Array) => {
      decoder.push(chunk);
      return done;
    };
    // The head decided: read on briefly for the evidence, and no further than the response.
    return typeof early === 'object' ? { ...early, enough } : enough;
  };
}
