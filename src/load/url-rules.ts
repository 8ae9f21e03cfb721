/**
 * What a URL written in a step may be: absolute with an http(s) scheme, or relative to the base URL
 * (a path, a query, or empty). The loader checks literal URLs with these rules before anything is
 * sent; a templated URL is checked by the same rules once rendered.
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** An absolute URL names its scheme (`http://…`); anything else extends the base URL. */
export function isAbsoluteUrl(written: string): boolean {
  return SCHEME.test(written);
}

/** An absolute http(s) URL, or the reason it is not one. */
export function parseHttpUrl(text: string): URL | { problem: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: `invalid URL \`${text}\`: it cannot be parsed` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: `invalid URL \`${text}\`: only http and https are supported` };
  return url;
}

/** Why a URL written without templates can never be sent, or undefined when it can. */
export function literalUrlProblem(written: string): string | undefined {
  if (isAbsoluteUrl(written)) {
    const parsed = parseHttpUrl(written);
    return parsed instanceof URL ? undefined : parsed.problem;
  }
  // Before the first `/`, `?` or `#`, a `:` can only be a scheme, and this one is not a valid scheme.
  const head = /^[^/?#]*/.exec(written)![0];
  if (head.includes(':'))
    return `invalid URL \`${written}\`: \`${head.slice(0, head.indexOf(':'))}\` is not a scheme (write http:// or https://, or a path starting with /)`;
  return undefined;
}
