import { isIP } from 'node:net';

/**
 * The built-in servers' guard against DNS rebinding: a web page whose name an attacker points at
 * 127.0.0.1 reaches a loopback server, but its requests carry the attacker's name in `Host`. So a
 * request is answered only when its Host names the server as it is bound: localhost, 127.0.0.1 or
 * [::1], or the address given to bind, and the bound port when it gives one (a request for another
 * port was meant for another server). Bound to every interface (0.0.0.0, ::), any IP address is a
 * right name too (no DNS name is).
 */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export function hostAllowed(host: string | undefined, boundHost: string, port: number): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (!match) return false;
  const name = match[1]!;
  if (match[2] !== undefined && Number(match[2]) !== port) return false;
  if (LOOPBACK_NAMES.has(name)) return true;
  const bound = boundHost.toLowerCase();
  if (name === (bound.includes(':') ? `[${bound}]` : bound)) return true;
  const wildcard = bound === '0.0.0.0' || bound === '::' || bound === '';
  return wildcard && isIP(name.replace(/^\[|\]$/g, '')) !== 0;
}

/** The answer to a request whose Host is not this server's: 421 Misdirected Request, saying why. */
export const MISDIRECTED = {
  status: 421,
  body: { error: 'Misdirected Request: the Host header does not name this server (localhost, 127.0.0.1 or [::1] and its port)' },
} as const;

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The same guard for browsers: a page's requests carry its `Origin`, so one whose origin is neither a
 * loopback page (any port) nor this server as the request's Host names it is refused with 403. A
 * request without Origin (not from a browser page, or a top-level navigation) is not refused.
 */
export function originAllowed(origin: string, host: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return LOOPBACK_HOSTNAMES.has(parsed.hostname) || (host !== undefined && parsed.host === host.toLowerCase());
}

/** The answer to a request from a foreign page: 403, saying why. */
export function forbiddenOrigin(origin: string): { status: 403; body: { error: string } } {
  return { status: 403, body: { error: `Forbidden: the Origin ${JSON.stringify(origin)} is not a loopback page or this server` } };
}
