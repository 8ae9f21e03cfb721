/**
 * A reply before delivery: status, headers and body pieces. Building a reply
 * and writing it to the socket (with faults) are separate steps.
 */

export interface Reply {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body, as the pieces to write (one per SSE event for a stream). */
  pieces: Buffer[];
  /** True: no Content-Length, chunked transfer encoding, a pause between pieces. */
  stream: boolean;
}

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers },
    pieces: [Buffer.from(JSON.stringify(value), 'utf8')],
    stream: false,
  };
}

export function textReply(status: number, text: string): Reply {
  return {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
    pieces: [Buffer.from(text, 'utf8')],
    stream: false,
  };
}

export function emptyReply(status: number, headers: Record<string, string> = {}): Reply {
  return { status, headers, pieces: [], stream: false };
}

/** One SSE event per message: `event: message` and one `data:` line, no id. */
export function sseReply(messages: unknown[]): Reply {
  return {
    status: 200,
    headers: {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    },
    pieces: messages.map((message) => Buffer.from(`event: message\ndata: ${JSON.stringify(message)}\n\n`, 'utf8')),
    stream: true,
  };
}
