/**
 * Reading a request body with a bound. Past the bound the rest is read and
 * discarded (so the client can still read the 413), up to a hard cap beyond
 * which the connection is closed.
 */

import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; body: Buffer } | { ok: false; tooLarge: true; received: number };

const DISCARD_CAP_FACTOR = 8;

export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let tooLarge = false;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) tooLarge = true;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (!tooLarge && received > maxBytes) {
        tooLarge = true;
        chunks.length = 0;
      }
      if (!tooLarge) chunks.push(chunk);
      else if (received > maxBytes * DISCARD_CAP_FACTOR) req.destroy();
    });
    req.on('end', () => resolve(tooLarge ? { ok: false, tooLarge: true, received } : { ok: true, body: Buffer.concat(chunks) }));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

/** A JSON body within the bound: its value, or why there is none (413: larger than the bound; 400: not JSON). */
export async function readJsonBody(
  req: IncomingMessage,
  maxBytes: number,
): Promise<{ ok: true; value: unknown } | { ok: false; status: 400 | 413; error: string }> {
  const read = await readBody(req, maxBytes);
  if (!read.ok) return { ok: false, status: 413, error: `the body is larger than ${maxBytes} bytes` };
  try {
    return { ok: true, value: JSON.parse(read.body.toString('utf8')) };
  } catch {
    return { ok: false, status: 400, error: 'the body is not JSON' };
  }
}
