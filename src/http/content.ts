import { isUtf8 } from 'node:buffer';
import type { ReceivedResponse } from '../model/exchange.js';
import { type ParsedJson, parseJson } from '../source/json-text.js';

export type { ParsedJson };

/** All values of a header (any case), in the order received. */
export function headerValues(headers: Array<[string, string]>, name: string): string[] {
  const lower = name.toLowerCase();
  return headers.filter(([n]) => n.toLowerCase() === lower).map(([, v]) => v);
}

export function contentType(response: ReceivedResponse): string {
  return (headerValues(response.headers, 'content-type')[0] ?? '').toLowerCase();
}

/** The body parsed as JSON, whatever its content type (a wrong content type is for a header check). */
export function parseJsonText(text: string): ParsedJson {
  if (text.trim() === '') return { ok: false, error: 'the body is empty' };
  const parsed = parseJson(text);
  return parsed.ok ? parsed : { ok: false, error: `the body is ${parsed.error}` };
}

/**
 * Where a body stops being UTF-8: the offset of its first invalid byte, or -1 when it is valid.
 * JSON and event streams are UTF-8 by definition (RFC 8259, the SSE standard).
 */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const length = sequenceLength(b);
    if (length === 0 || i + length > bytes.length || !isUtf8(bytes.subarray(i, i + length))) return i;
    i += length;
  }
  return -1;
}

/** How many bytes a UTF-8 sequence starting with `b` has; 0 when no sequence starts with it. */
function sequenceLength(b: number): number {
  if (b < 0x80) return 1;
  if (b >= 0xc2 && b < 0xe0) return 2;
  if (b >= 0xe0 && b < 0xf0) return 3;
  if (b >= 0xf0 && b < 0xf5) return 4;
  return 0;
}

/** The one wording for a body over the step's limit, wherever it is reported. */
export function overMaxBodySize(limitBytes: number): string {
  return `the response body is over maxBodySize (${limitBytes} bytes), cut`;
}

/**
 * The first `limit` bytes of a body as text, and whether it was longer. Cut before decoding: a slice
 * of a decoded string would keep the whole body alive for as long as a report holds the excerpt.
 */
export function bodyStart(body: Uint8Array, limit: number): { text: string; truncated: boolean } {
  const truncated = body.byteLength > limit;
  return { text: Buffer.from(body.buffer, body.byteOffset, Math.min(limit, body.byteLength)).toString('utf8'), truncated };
}
