import { isAbsoluteUrl, literalUrlProblem, parseHttpUrl } from '../load/url-rules.js';
import type { SentRequest } from '../model/exchange.js';
import type { Request } from '../model/scenario.js';
import type { Scope } from '../template/expression.js';
import { asText } from '../template/functions.js';
import { renderDeep } from '../template/template.js';

export class RequestBuildError extends Error {}

/**
 * A step's request, its templates already rendered, merged with the suite's headers into exactly the
 * bytes to send. Nothing else is added: no User-Agent, no Accept, unless declared. Values are never
 * rendered twice, so a captured value that happens to contain `{{` is sent as it is.
 */
export function assembleRequest(rendered: Request, suiteHeaders: Record<string, unknown>, baseUrl: string | undefined, scope: Scope): SentRequest {
  const method = (rendered.method ?? 'GET').toUpperCase();
  let href = resolvedHref(asText(rendered.url ?? ''), baseUrl);
  if (rendered.query) href = withQuery(href, rendered.query);
  const { headers, removed } = mergedHeaders(renderDeep(suiteHeaders, scope) as Record<string, unknown>, rendered.headers ?? {});
  const setDefault = (name: string, value: string) => {
    const lower = name.toLowerCase();
    if (!headers.has(lower) && !removed?.has(lower)) headers.set(lower, [name, value]);
  };
  const body = requestBody(rendered, setDefault);
  return { method, url: href, headers: [...headers.values()], body };
}

function withQuery(href: string, query: NonNullable<Request['query']>): string {
  const url = new URL(href);
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(name, asText(v));
  }
  return url.toString();
}

/**
 * Step headers replace suite headers of the same name (any case); null removes one. A header set to
 * null anywhere means "do not send it", also not the implied Content-Type: `removed` names those.
 */
function mergedHeaders(suite: Record<string, unknown>, step: Record<string, unknown>): { headers: Map<string, [string, string]>; removed?: Set<string> } {
  const headers = new Map<string, [string, string]>();
  let removed: Set<string> | undefined;
  for (const source of [suite, step]) {
    for (const name in source) {
      const value = source[name];
      const lower = name.toLowerCase();
      if (value === null) {
        headers.delete(lower);
        (removed ??= new Set()).add(lower);
      } else headers.set(lower, [name, asText(value)]);
    }
  }
  return removed ? { headers, removed } : { headers };
}

/** The bytes of `json`, `form` or `body`; the first two set their Content-Type unless the step says otherwise. */
function requestBody(rendered: Request, setDefault: (name: string, value: string) => void): Uint8Array | undefined {
  if (rendered.json !== undefined) {
    setDefault('Content-Type', 'application/json');
    return Buffer.from(JSON.stringify(rendered.json), 'utf8');
  }
  if (rendered.form !== undefined) {
    setDefault('Content-Type', 'application/x-www-form-urlencoded');
    return Buffer.from(new URLSearchParams(Object.entries(rendered.form).map(([k, v]) => [k, asText(v)] as [string, string])).toString(), 'utf8');
  }
  if (rendered.body !== undefined) return Buffer.from(asText(rendered.body), 'utf8');
  return undefined;
}

/** Resolved URLs by base and written URL: a step sends to the same URL run after run. */
const resolved = new Map<string, string>();
function resolvedHref(written: string, baseUrl: string | undefined): string {
  const key = `${baseUrl ?? ''}\n${written}`;
  let href = resolved.get(key);
  if (href === undefined) {
    href = resolveUrl(written, baseUrl).href;
    if (resolved.size >= 1000) resolved.clear();
    resolved.set(key, href);
  }
  return href;
}

function resolveUrl(written: string, baseUrl: string | undefined): URL {
  if (isAbsoluteUrl(written)) return parseUrl(written);
  const problem = literalUrlProblem(written);
  if (problem) throw new RequestBuildError(problem);
  if (!baseUrl)
    throw new RequestBuildError(
      written === ''
        ? 'the step has no URL and there is no base URL: set baseUrl in suite.yaml or pass --base-url'
        : `the URL \`${written}\` is relative, but there is no base URL: set baseUrl in suite.yaml or pass --base-url`,
    );
  // A relative URL extends the base URL's path: base http://h/api + /items → http://h/api/items.
  const base = parseUrl(baseUrl);
  if (written === '') return base;
  const joined = base.pathname.replace(/\/$/, '') + (written.startsWith('/') || written.startsWith('?') ? written : `/${written}`);
  return parseUrl(base.origin + joined);
}

function parseUrl(text: string): URL {
  const url = parseHttpUrl(text);
  if (url instanceof URL) return url;
  throw new RequestBuildError(url.problem);
}
