import type { ReceivedResponse } from '../model/exchange.js';

/** All values of a header (any case), in the order received. */
export function headerValues(headers: Array<[string, string]>, name: string): string[] {
  const lower = name.toLowerCase();
  return headers.filter(([n]) => n.toLowerCase() === lower).map(([, v]) => v);
}

export function contentType(response: ReceivedResponse): string {
  return (headerValues(response.headers, 'content-type')[0] ?? '').toLowerCase();
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; error: string };

/** The body parsed as JSON, whatever its content type (a wrong content type is for a header check). */
export function parseJsonText(text: string): ParsedJson {
  if (text.trim() === '') return { ok: false, error: 'the body is empty' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: `the body is not JSON (${(error as Error).message})` };
  }
}
