#!/usr/bin/env node
/**
 * A browser stand-in for clients that "open a browser" for the authorization step: given the
 * authorization URL, it GETs it and follows the redirects (the scripted authorization server answers
 * at once with a 302 to the client's redirect URI) until an answer that is not a redirect, which is
 * the client's own callback page. It goes only to loopback addresses (127.0.0.1, localhost, [::1]).
 *
 * Run as `node browser-stand-in.js <url>`, or through the shims `wirecase serve oauth
 * --print-browser-env` writes (`$BROWSER`, `xdg-open`, `open` on PATH). docs/oauth-server.md.
 */

import { pathToFileURL } from 'node:url';

export interface FollowResult {
  /** Every URL requested, in order. */
  visited: string[];
  /** The status of the last answer (the callback's page). */
  status: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Follows redirects from `url` to the first answer that is not one (at most `maxHops`), on loopback only. */
export async function followToCallback(url: string, maxHops = 10): Promise<FollowResult> {
  const visited: string[] = [];
  let next = new URL(url);
  for (let hop = 0; hop <= maxHops; hop++) {
    if (!LOOPBACK.has(next.hostname) || (next.protocol !== 'http:' && next.protocol !== 'https:')) {
      throw new Error(`the browser stand-in goes only to loopback http(s) addresses, not ${next.origin}`);
    }
    visited.push(next.toString());
    const response = await fetch(next, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    const location = response.headers.get('location');
    await response.body?.cancel();
    if (response.status < 300 || response.status >= 400 || !location) return { visited, status: response.status };
    next = new URL(location, next);
  }
  throw new Error(`more than ${maxHops} redirects from ${url}`);
}

async function main(argv: string[]): Promise<number> {
  const url = argv.at(-1);
  if (!url || !URL.canParse(url)) {
    process.stderr.write('usage: browser-stand-in <url>  (GETs the URL and follows redirects to the callback)\n');
    return 2;
  }
  try {
    const { visited, status } = await followToCallback(url);
    const last = new URL(visited.at(-1)!);
    process.stderr.write(`browser stand-in: ${visited.length} request(s), ended at ${last.origin}${last.pathname} with HTTP ${status}\n`);
    return status < 400 ? 0 : 1;
  } catch (error) {
    process.stderr.write(`browser stand-in: ${(error as Error).message}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
