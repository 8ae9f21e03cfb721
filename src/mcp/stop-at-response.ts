import type { StreamWatch } from '../http/http-client.js';
import { isEventStream, SseDecoder } from '../http/sse.js';
import { isResponse, parseEventJson } from './jsonrpc.js';

/**
 * For an event stream: stop reading once the JSON-RPC response with this id has arrived (a server may
 * keep the stream open after it). `decided` may stop earlier, at the head (see run/exchange.ts).
 */
export function stopAtResponse(id: string | number, decided?: StreamWatch): StreamWatch {
  return (contentType, head) => {
    if (!isEventStream(contentType)) return undefined;
    if (decided?.(contentType, head) === 'stop') return 'stop';
    let done = false;
    const decoder = new SseDecoder((event) => {
      const message = parseEventJson(event);
      if (isResponse(message) && message.id === id) done = true;
    });
    return (chunk) => {
      decoder.push(chunk);
      return done;
    };
  };
}
