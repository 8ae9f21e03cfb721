/**
 * Fetching a client ID metadata document, as a hostile client could aim it: at most MAX_DOCUMENT_BYTES
 * read (a larger or endless document is refused as soon as it passes the bound, never read whole),
 * within FETCH_TIMEOUT_MS in all (a document sent a byte at a time is refused at the time), no redirect
 * followed, and never from an address the server should not reach for a stranger: loopback only with
 * `loopbackClientIds`, private, link-local and other special-purpose addresses only with
 * `privateClientIds`. The address is checked where the connection is made (every address a name
 * resolves to, and an IP literal before), so a name that resolves differently the second time gets
 * nowhere either.
 */

import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const MAX_DOCUMENT_BYTES = 64 * 1024;
export const FETCH_TIMEOUT_MS = 5000;

/** Which addresses a metadata document may come from besides public ones. */
export interface AddressPolicy {
  loopback: boolean;
  private: boolean;
}

export type Fetched = { ok: true; text: string } | { ok: false; detail: string };

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Private, shared, link-local, multicast, documentation and other addresses no public document lives at (RFC 6890). */
const SPECIAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  SPECIAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  SPECIAL.addSubnet(net, bits, 'ipv6');

/** Why `address` may not be fetched from under `policy`, or undefined when it may. */
export function addressRefusal(address: string, policy: AddressPolicy): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return `${address} is not an IP address`;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1, NAT64 64:ff9b::10.0.0.1) is judged as the IPv4 one.
  const embedded = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  const [ip, type] = embedded ? [embedded, 'ipv4' as const] : [bare, family === 4 ? ('ipv4' as const) : ('ipv6' as const)];
  if (LOOPBACK.check(ip, type)) return policy.loopback ? undefined : `${address} is a loopback address (the server fetches those only with loopbackClientIds)`;
  if (SPECIAL.check(ip, type))
    return policy.private ? undefined : `${address} is a private or special-purpose address (the server fetches those only with privateClientIds)`;
  return undefined;
}

/** dns.lookup, refusing a name any of whose addresses the policy refuses. */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as Array<{ address: string; family: number }>;
      const refused = list.map((a) => addressRefusal(a.address, policy)).find((why) => why !== undefined);
      if (refused || list.length === 0) {
        const failure = Object.assign(new Error(`${hostname} resolves to ${refused ?? 'no address'}`), { code: 'EADDRREFUSED' });
        return callback(failure, '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** The document at `url` as text, or why not (in words a report can show). */
export function fetchMetadataDocument(url: URL, policy: AddressPolicy): Promise<Fetched> {
  const literal = isIP(url.hostname.replace(/^\[|\]$/g, '')) ? addressRefusal(url.hostname, policy) : undefined;
  if (literal) return Promise.resolve({ ok: false, detail: literal });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Fetched) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(result);
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method: 'GET', headers: { accept: 'application/json' }, lookup: guardedLookup(policy) }, (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      if (status < 200 || status > 299)
        return finish({ ok: false, detail: `answered HTTP ${status}${status >= 300 && status < 400 ? ' (a redirect is not followed)' : ''}` });
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX_DOCUMENT_BYTES) return finish({ ok: false, detail: tooLarge() });
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_DOCUMENT_BYTES) return finish({ ok: false, detail: tooLarge() });
        chunks.push(chunk);
      });
      res.on('end', () => finish({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => finish({ ok: false, detail: `could not be read: ${error.message}` }));
    });
    const timer = setTimeout(() => finish({ ok: false, detail: `was not read whole within ${FETCH_TIMEOUT_MS} ms` }), FETCH_TIMEOUT_MS);
    req.on('error', (error) => finish({ ok: false, detail: `could not be fetched: ${error.message}` }));
    req.end();
  });
}

function tooLarge(): string {
  return `is larger than ${MAX_DOCUMENT_BYTES} bytes (the server reads no further)`;
}
