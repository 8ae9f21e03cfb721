import type { Capture } from '../model/scenario.js';
import type { ResponseView } from '../assert/response-view.js';
import { compileJsonPath, queryJson } from '../assert/jsonpath.js';

export type CaptureOutcome = { ok: true; value: unknown } | { ok: false; message: string };

/** Takes one value out of a response: by JSONPath, header, regex over the body, or the status. */
export function captureValue(name: string, capture: Capture, view: ResponseView): CaptureOutcome {
  const spec = typeof capture === 'string' ? { json: capture } : capture;
  if (spec.status) return { ok: true, value: view.status };
  if (spec.header !== undefined) {
    const values = view.header(spec.header);
    return values.length ? { ok: true, value: values.join(', ') } : { ok: false, message: `capture ${name}: no \`${spec.header}\` header in the response` };
  }
  if (spec.regex !== undefined) {
    const match = new RegExp(spec.regex).exec(view.text);
    if (!match) return { ok: false, message: `capture ${name}: /${spec.regex}/ matched nothing in the body` };
    const group = spec.group ?? (match.length > 1 ? 1 : 0);
    if (match[group] === undefined) return { ok: false, message: `capture ${name}: /${spec.regex}/ has no group ${group}` };
    return { ok: true, value: match[group] };
  }
  const parsed = view.json;
  if (!parsed.ok) return { ok: false, message: `capture ${name}: ${parsed.error}` };
  const found = queryJson(compileJsonPath(spec.json!), parsed.value);
  return found.found ? { ok: true, value: found.value } : { ok: false, message: `capture ${name}: ${spec.json} matched nothing` };
}
