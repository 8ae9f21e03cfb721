/**
 * The reference client's view of an answer: a single JSON object, or an SSE response stream whose
 * events carry JSON-RPC messages (2026-07-28 streamable-http: "The client MUST support both."). From
 * a stream it takes the response (the message with a result or an error); notifications before it
 * (progress, log messages) are read and passed over.
 */

export interface RpcMessage {
  id?: string | number | null;
  method?: string;
  result?: Record<string, unknown>;
  error?: { code: number; message?: string; data?: { supported?: string[] } };
}

/** The JSON-RPC response in an HTTP answer; `sse: false` (the json-only-answers fault) reads JSON only. */
export async function readAnswer(response: Response, sse: boolean): Promise<RpcMessage | undefined> {
  const text = await response.text();
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return sse ? fromStream(text) : undefined;
  return parseMessage(text);
}

function parseMessage(text: string): RpcMessage | undefined {
  try {
    const value = text ? (JSON.parse(text) as unknown) : undefined;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as RpcMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** The last event that is a response (result or error); each event's `data:` lines joined. */
function fromStream(text: string): RpcMessage | undefined {
  let answer: RpcMessage | undefined;
  for (const block of text.split(/\r?\n\r?\n/)) {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    const message = data ? parseMessage(data) : undefined;
    if (message && (message.result !== undefined || message.error !== undefined)) answer = message;
  }
  return answer;
}
