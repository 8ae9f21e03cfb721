import type { SentRequest } from '../model/exchange.js';
import type { Request } from '../model/scenario.js';
import { asText } from '../template/functions.js';
import type { Scope } from '../template/expression.js';
import { renderDeep } from '../template/template.js';

export class RequestBuildError extends Error {}

/**
 * A step's request, its templates already rendered, merged with the suite's headers into exactly the
 * bytes to send. Nothing else is added: no User-Agent, no Accept, unless declared. Values are never
 * rendered twice, so a captured value that happens to contain `{{` is sent as it is.
 */
export function assembleRequest(rendered: Request, suiteHeaders: Record<string, unknown>, baseUrl: string | undefined, scope: Scope): SentRequest {
  const method = (rendered.method ?? 'GET').toUpperCase();
  const url = resolveUrl(asText(rendered.url ?? ""), baseUrl);
  for (const [name, value] of Object.entries(rendered.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(name, asText(v));
  }

  // Step headers replace suite headers of the same name (any case); null removes one.
  const headers = new Map<string, [string, string]>();
  const suiteRendered = renderDeep(suiteHeaders, scope) as Record<string, unknown>;
  for (const source of [suiteRendered, rendered.headers ?? {}]) {
    for (const [name, value] of Object.entries(source)) {
      if (value === null) headers.delete(name.toLowerCase());
      else headers.set(name.toLowerCase(), [name, asText(value)]);
    }
  }

  let body: Uint8Array | undefined;
  const setDefault = (name: string, value: string) => {
    if (!headers.has(name.toLowerCase()) && !removed(name)) headers.set(name.toLowerCase(), [name, value]);
  };
  // A header set to null anywhere means "do not send it", also not the implied Content-Type.
  const removed = (name: string) =>
    [suiteHeaders, rendered.headers ?? {}].some((h) => Object.entries(h).some(([n, v]) => n.toLowerCase() === name.toLowerCase() && v === null));
  if (rendered.json !== undefined) {
    body = Buffer.from(JSON.stringify(rendered.json), 'utf8');
    setDefault('Content-Type', 'application/json');
  } else if (rendered.form !== undefined) {
    body = Buffer.from(new URLSearchParams(Object.entries(rendered.form).map(([k, v]) => [k, asText(v)] as [string, string])).toString(), 'utf8');
    setDefault('Content-Type', 'application/x-www-form-urlencoded');
  } else if (rendered.body !== undefined) {
    body = Buffer.from(asText(rendered.body), 'utf8');
  }
  return { method, url: url.toString(), headers: [...headers.values()], body };
}

function resolveUrl(written: string, baseUrl: string | undefined): URL {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(written)) return parseUrl(written);
  if (!baseUrl) throw new RequestBuildError(written === "" ? "the step has no URL and there is no base URL: set baseUrl in suite.yaml or pass --base-url" : `the URL \`${written}\` is relative, but there is no base URL: set baseUrl in suite.yaml or pass --base-url`);
  // A relative URL extends the base URL's path: base http://h/api + /items → http://h/api/items.
  const base = parsedBase(baseUrl);
  if (written === "") return new URL(base.href);
  const joined = base.pathname.replace(/\/$/, '') + (written.startsWith('/') || written.startsWith('?') ? written : `/${written}`);
  return parseUrl(base.origin + joined);
}

/** Base URLs, parsed once each (every relative step URL extends one). */
const bases = new Map<string, URL>();
function parsedBase(text: string): URL {
  let url = bases.get(text);
  if (!url) bases.set(text, (url = parseUrl(text)));
  return url;
}

function parseUrl(text: string): URL {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('only http and https are supported');
    return url;
  } catch (error) {
    throw new RequestBuildError(`invalid URL \`${text}\`: ${(error as Error).message}`);
  }
}
