/**
 * JSON text from outside (a server's body, an event's data, a value given to `parseJson`) parsed with
 * one bound on nesting. V8's parser copes with any depth, but everything after it walks values
 * recursively (excerpts, redaction, JSONPath, schema checks, reports): a body 200,000 levels deep
 * would exhaust the stack there. Refused here, it fails one step with its reason instead.
 */

/** Deeper than any real document, shallow enough for every recursive walk to finish. */
export const MAX_JSON_DEPTH = 512;

export type ParsedJson = { ok: true; value: unknown } | { ok: false; error: string };

/** The text parsed as JSON, or why not: not JSON, or nested deeper than MAX_JSON_DEPTH. */
export function parseJson(text: string): ParsedJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `not JSON (${(error as Error).message})` };
  }
  // Fewer characters than the limit cannot open that many levels: most texts skip the scan.
  if (text.length > MAX_JSON_DEPTH && nestingOver(text, MAX_JSON_DEPTH)) {
    return { ok: false, error: `nested too deeply to process (over ${MAX_JSON_DEPTH} levels)` };
  }
  return { ok: true, value };
}

/** Where the string starting at `start` ends: the next quote not escaped by a backslash (the text's length without one). */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (; i < text.length; i++) {
    const s = text.charCodeAt(i);
    if (s === 0x5c /* \ */) i++;
    else if (s === 0x22) break;
  }
  return i;
}

/** Whether brackets outside strings nest deeper than `limit` (the text is known to be valid JSON). */
function nestingOver(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) i = stringEnd(text, i);
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}
