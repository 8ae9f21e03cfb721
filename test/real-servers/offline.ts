/**
 * Preloaded (`node --import`) into the stdio servers of stdio-servers.ts: every DNS lookup of a name
 * other than localhost fails as it does on a machine without internet (`getaddrinfo ENOTFOUND`), so
 * a tool that calls its upstream API (GitHub, Notion, Tavily, Figma, Firecrawl) fails the same way on
 * every machine, online or not, and its test is could-not-judge there. Nothing else about the server
 * changes: its package is run as published.
 */
import dns from 'node:dns';

const isLocal = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

function refused(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', errno: -3008, syscall: 'getaddrinfo', hostname });
}

const lookup = dns.lookup;
dns.lookup = function offlineLookup(hostname: string, ...rest: unknown[]) {
  if (isLocal(String(hostname))) return (lookup as (...a: unknown[]) => void).call(dns, hostname, ...rest);
  const callback = rest.find((arg) => typeof arg === 'function') as (error: Error) => void;
  process.nextTick(() => callback(refused(String(hostname))));
} as typeof dns.lookup;

const promisesLookup = dns.promises.lookup;
dns.promises.lookup = async function offlinePromisesLookup(hostname: string, ...rest: unknown[]) {
  if (isLocal(String(hostname))) return (promisesLookup as (...a: unknown[]) => Promise<unknown>).call(dns.promises, hostname, ...rest);
  throw refused(String(hostname));
} as typeof dns.promises.lookup;
