import { compileJsonPath, queryJson } from '../assert/jsonpath.js';
import type { ResponseView } from '../assert/response-view.js';
import type { Capture } from '../model/scenario.js';

export type CaptureOutcome = { ok: true; value: unknown } | { ok: false; message: string };

/** Takes one value out of a response: by JSONPath, header, regex over the body, or the status. */
export function captureValue(name: string, capture: Capture, view: ResponseView): CaptureOutcome {
  const spec = typeof capture === 'string' ? { json: capture } : capture;
  if (spec.status) return { ok: true, value: view.status };
  let text = view.text;
  if (spec.header !== undefined) {
    const values = view.header(spec.header);
    if (!values.length) return { ok: false, message: `capture ${name}: no \`${spec.header}\` header in the response` };
    if (spec.regex === undefined) return { ok: true, value: values.join(', ') };
    text = values.join(', ');
  }
  if (spec.regex !== undefined) return regexCapture(name, spec.regex, spec.group, text, spec.header);
  const parsed = view.json;
  if (!parsed.ok) return { ok: false, message: `capture ${name}: ${parsed.error}` };
  const path = compileJsonPath(spec.json!);
  if (path.error) return { ok: false, message: `capture ${name}: ${path.error}` };
  const found = queryJson(path, parsed.value);
  if (found.found) return { ok: true, value: found.value };
  return { ok: false, message: `capture ${name}: ${found.error ? `${spec.json} cannot be applied: ${found.error}` : `${spec.json} matched nothing`}` };
}

/** The regex's group (its first, or the whole match when it has none) over the body or the header's values. */
function regexCapture(name: string, regex: string, wanted: number | undefined, text: string, header: string | undefined): CaptureOutcome {
  const match = new RegExp(regex).exec(text);
  if (!match) return { ok: false, message: `capture ${name}: /${regex}/ matched nothing in the ${header === undefined ? 'body' : `${header} header`}` };
  const group = wanted ?? (match.length > 1 ? 1 : 0);
  if (match[group] === undefined) return { ok: false, message: `capture ${name}: /${regex}/ has no group ${group}` };
  return { ok: true, value: match[group] };
}
