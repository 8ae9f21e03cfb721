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
  /** The text so far ended with a CR: an LF that starts the next text is the rest of a CRLF. */
  private afterCr = false;

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
    // eventsource-parser drops "ï»¿" (a UTF-8 BOM read as Latin-1) from the start of its first chunk,
    // so `ï»¿data: x` gave an event when it arrived whole and none when it arrived split. The
    // TextDecoder already drops a real BOM; an empty first chunk turns the parser's check off.
    this.parser.feed('');
  }

  push(chunk: Uint8Array): void {
    this.feed(this.utf8.decode(chunk, { stream: true }));
  }

  /**
   * Every line end (CRLF, LF, CR) reaches the parser as LF. Left to itself, the parser holds a final
   * CR back until it sees whether an LF follows, and a later chunk without a line end kept it waiting
   * to the end of the stream: `data\r\r` then `data` lost the event that `data\r\rdata` in one
   * chunk gives.
   */
  private feed(text: string): void {
    if (!text) return;
    if (this.afterCr && text.charCodeAt(0) === 10) text = text.slice(1);
    this.afterCr = text.endsWith('\r');
    if (text) this.parser.feed(text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);
  }

  /** The stream ended: an event not closed by a blank line is dropped, as the standard says. */
  end(): SseEvent[] {
    this.feed(this.utf8.decode());
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
