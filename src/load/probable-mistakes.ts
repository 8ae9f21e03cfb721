import type { LoadedDocument, NodePath, Step } from '../model/scenario.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { parseJson } from '../source/json-text.js';
import { hasTemplate } from '../template/template.js';
import { isAbsoluteUrl, parseHttpUrl } from './url-rules.js';

/**
 * Warnings, not errors: a document that is valid but most likely says something other than what its
 * author meant, so a test would pass for the wrong reason. Each can be meant, so none stops a run.
 * - an absolute `url:` on another server than the suite's base URL (it ignores `--base-url` too);
 * - `json:` holding text that reads as JSON (the body is then one JSON string, not the object);
 * - `{name}` in a URL where `name` is a variable (sent as the text `{name}`, not its value).
 */
export function probableMistakes(doc: LoadedDocument, variables: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (steps: Step[] | undefined, list: 'steps' | 'teardown') =>
    (steps ?? []).forEach((step, i) => {
      const at: NodePath = [list, i];
      const request = step.request;
      if (request) {
        otherOrigin(doc, request, [...at, 'request'], out);
        jsonAsText(doc, request.json, [...at, 'request', 'json'], out);
      }
      for (const [url, where] of [
        [request?.url, [...at, 'request', 'url']],
        [step.rpc?.url, [...at, 'rpc', 'url']],
      ] as const)
        if (typeof url === 'string') singleBraces(doc, url, where, variables, out);
    });
  visit(doc.data.steps, 'steps');
  visit(doc.data.teardown, 'teardown');
  return out;
}

/**
 * A literal absolute URL in a suite that has a base URL (written, or its started target's): unless
 * it is on the base URL's origin, it goes to another server on every run, whatever `--base-url` says.
 * `otherOrigin: true` on the request says that is meant (an OAuth server, say).
 */
function otherOrigin(doc: LoadedDocument, request: NonNullable<Step['request']>, at: NodePath, out: Diagnostic[]): void {
  const url = request.url;
  if (typeof url !== 'string' || request.otherOrigin || hasTemplate(url) || !isAbsoluteUrl(url)) return;
  const suite = doc.suite.data;
  if (suite.baseUrl === undefined && suite.target === undefined) return;
  const written = parseHttpUrl(url);
  if (!(written instanceof URL)) return; // the loader reports a broken URL
  const base = typeof suite.baseUrl === 'string' && !hasTemplate(suite.baseUrl) ? parseHttpUrl(suite.baseUrl) : undefined;
  if (base instanceof URL && base.origin === written.origin) return;
  const path = `${written.pathname}${written.search}`;
  out.push({
    code: 'OTHER_ORIGIN',
    message: `this URL goes to ${written.origin}, not to the suite's base URL${base instanceof URL ? ` (${base.origin})` : ''}: \`--base-url\` does not move it`,
    span: doc.locate([...at, 'url']),
    hint: `to test the server under test, write the path only: \`url: ${path}\`; if another server is meant, say so with \`otherOrigin: true\` in this request`,
  });
}

/** `json: '{"tag": "cat"}'`: YAML reads the quoted text as text, so the body is a JSON string. */
function jsonAsText(doc: LoadedDocument, json: unknown, at: NodePath, out: Diagnostic[]): void {
  if (typeof json !== 'string') return;
  const text = json.trim();
  if (!/^[[{]/.test(text) || !parseJson(text).ok) return;
  const oneLine = !text.includes('\n') && text.length <= 60;
  out.push({
    code: 'JSON_AS_TEXT',
    message: `\`json:\` holds the text \`${oneLine ? text : `${text.slice(0, 20)}…`}\` in quotes, so the body is one JSON string, not the ${text.startsWith('[') ? 'list' : 'object'} it spells`,
    span: doc.locate(at),
    hint: oneLine
      ? `remove the quotes around it: \`json: ${text}\``
      : 'remove the quotes around it, or write the value as YAML lines under `json:` (to send text on purpose, use `body:`)',
  });
}

/** `/pets/{pet_id}`: the braces of an API description, not a template; sent as they stand. */
function singleBraces(doc: LoadedDocument, url: string, at: NodePath, variables: ReadonlySet<string>, out: Diagnostic[]): void {
  const outsideTemplates = url.replace(/\{\{[\s\S]*?\}\}/g, (t) => ' '.repeat(t.length));
  for (const match of outsideTemplates.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g)) {
    const name = match[1]!;
    if (!variables.has(name)) continue;
    out.push({
      code: 'SINGLE_BRACES',
      message: `\`${match[0]}\` is sent as it stands: one pair of braces is not a template`,
      span: doc.locate(at),
      hint: `to send the value of \`${name}\`, write \`{{ ${name} }}\`: \`${url.replace(match[0], `{{ ${name} }}`)}\``,
    });
    return;
  }
}
