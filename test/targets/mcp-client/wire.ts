/**
 * The reference client's view of an answer: a single JSON object, or an SSE response stream whose
 * events carry JSON-RPC messages (2026-07-28 streamable-http: "The client MUST support both."). From
 * a stream it takes the response (the message with a result or an error); notifications before it
 * (progress, log messages) are read and passed over. A stream that ends before its response, after
 * events with ids, is resumed by the caller (resume.ts) with the last id and the `retry` it was given.
 */

export interface RpcMessage {
  id?: string | number | null;
  method?: string;
  result?: Record<string, unknown>;
  error?: { code: number; message?: string; data?: { supported?: string[] } };
}

/** What an HTTP answer carried: the response, and for a stream the last event id and `retry` seen. */
export interface ReadAnswer {
  message?: RpcMessage;
  lastEventId?: string;
  retryMs?: number;
}

/** The JSON-RPC response in an HTTP answer; `sse: false` (the json-only-answers fault) reads JSON only. */
export async function readAnswer(response: Response, sse: boolean): Promise<ReadAnswer> {
  const text = await response.text();
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return sse ? fromStream(text) : {};
  const message = parseMessage(text);
  return message ? { message } : {};
}

function parseMessage(text: string): RpcMessage | undefined {
  try {
    const value = text ? (JSON.parse(text) as unknown) : undefined;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as RpcMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** The last event that is a response (result or error); each event's `data:` lines joined; the last `id:` and `retry:`. */
function fromStream(text: string): ReadAnswer {
  const read: ReadAnswer = {};
  for (const block of text.split(/\r?\n\r?\n/)) {
    const lines = block.split(/\r?\n/);
    const field = (name: string) => lines.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).replace(/^ /, ''));
    const id = field('id').pop();
    if (id !== undefined) read.lastEventId = id;
    const retry = Number(field('retry').pop());
    if (Number.isInteger(retry) && retry >= 0) read.retryMs = retry;
    const data = field('data').join('\n');
    const message = data ? parseMessage(data) : undefined;
    if (message && (message.result !== undefined || message.error !== undefined)) read.message = message;
  }
  return read;
}
