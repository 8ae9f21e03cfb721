import { jsonPathPlus } from '../assert/jsonpath.js';
import type { ResponseView } from '../assert/response-view.js';
import { bodyStart } from '../http/content.js';
import { headCopy } from '../model/json-values.js';
import type { AssertionResult } from '../model/results.js';

const MAX_LINES = 14;
const MAX_CHARS = 1200;

/**
 * The part of a body a person needs to see next to a failed assertion: for a JSON path, the object
 * that holds (or should hold) the value; otherwise the start of the body.
 */
export function bodyExcerpt(view: ResponseView, assertion: AssertionResult | undefined): string | undefined {
  const note = view.response.readNote;
  if (view.response.body.byteLength === 0) return note ? `(nothing read: ${note})` : '(empty body)';
  const json = view.json;
  if (assertion?.kind === 'json' && assertion.target && json.ok) {
    const { value, at } = nearestAncestor(json.value, assertion.target);
    return `at ${at}:\n${clip(JSON.stringify(value, null, 2))}`;
  }
  if (json.ok) return withNote(clip(JSON.stringify(json.value, null, 2)), note);
  // Not JSON: decode only the start of the body, however large it is.
  const start = bodyStart(view.response.body, MAX_CHARS * 4);
  return withNote(clip(start.text, start.truncated), note);
}

/** The body shown is only what was read before wirecase stopped: say so under it. */
function withNote(text: string, note: string | undefined): string {
  return note ? `${text}\n(${note})` : text;
}

function nearestAncestor(root: unknown, path: string): { value: unknown; at: string } {
  const segments = jsonPathPlus().toPathArray(path).slice(1);
  let value = root;
  let at = '$';
  // Stop before the last segment (show the container) and at anything that is not a plain name or index.
  for (const segment of segments.slice(0, -1)) {
    if (segment === '*' || segment === '..' || /^[?(]/.test(segment)) break;
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) break;
    value = (value as Record<string, unknown>)[segment];
    at += /^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`;
  }
  return { value, at };
}

/** At most MAX_LINES lines and MAX_CHARS characters, copied out of `text` (see headCopy). */
function clip(text: string, cut = false): string {
  const head = headCopy(text, MAX_CHARS + 1);
  let lines = head.split('\n');
  const more = lines.length > MAX_LINES;
  if (more) lines = lines.slice(0, MAX_LINES);
  let out = lines.join('\n');
  if (out.length > MAX_CHARS) out = out.slice(0, MAX_CHARS);
  return cut || more || out.length < text.length ? `${out}\n…` : out;
}
