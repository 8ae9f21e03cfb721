import { createParser, type EventSourceParser } from 'eventsource-parser';

/** One server-sent event, as the event-stream rules define it. */
export interface SseEvent {
  /** The event type; `message` when the stream gave none. */
  event: string;
  /** The data lines joined with newlines. */
  data: string;
  id?: string;
  /** The `retry:` value in effect when this event arrived, if the stream sent one. */
  retry?: number;
}

/**
 * Decodes a text/event-stream incrementally (bytes may arrive split anywhere, including inside a
 * UTF-8 character or between CR and LF). eventsource-parser applies the standard rules: event, multi-
 * line data, id, retry, comments ignored, CRLF / LF / CR line ends.
 */
export class SseDecoder {
  readonly events: SseEvent[] = [];
  private readonly parser: EventSourceParser;
  private readonly utf8 = new TextDecoder('utf-8');
  private retry: number | undefined;
  private endsWithCr = false;

  constructor(private readonly onEvent?: (event: SseEvent) => void) {
    this.parser = createParser({
      onEvent: (message) => {
        const event: SseEvent = { event: message.event ?? 'message', data: message.data };
        if (message.id !== undefined) event.id = message.id;
        if (this.retry !== undefined) event.retry = this.retry;
        this.events.push(event);
        this.onEvent?.(event);
      },
      onRetry: (retry) => (this.retry = retry),
    });
  }

  push(chunk: Uint8Array): void {
    this.feed(this.utf8.decode(chunk, { stream: true }));
  }

  private feed(text: string): void {
    if (!text) return;
    this.endsWithCr = text.endsWith('\r');
    this.parser.feed(text);
  }

  /** The stream ended: an event not closed by a blank line is dropped, as the standard says. */
  end(): SseEvent[] {
    this.feed(this.utf8.decode());
    // The parser holds a final CR back to see whether an LF follows; the stream is over, so it ends its line.
    if (this.endsWithCr) this.parser.feed('\n');
    return this.events;
  }
}

export function decodeSse(body: Uint8Array): SseEvent[] {
  const decoder = new SseDecoder();
  decoder.push(body);
  return decoder.end();
}

export function isEventStream(contentType: string): boolean {
  return /^text\/event-stream\b/i.test(contentType.trim());
}
