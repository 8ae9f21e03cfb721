/**
 * Reading a request body with a bound. Past the bound the rest is read and
 * discarded (so the client can still read the 413), up to a hard cap beyond
 * which the connection is closed. A `BodyBudget` shared by a server's requests
 * bounds the bytes all bodies being read hold together: a request that would
 * pass it is read and discarded too (`busy`), so a flood of large requests at
 * once cannot hold more than the budget.
 */

import type { IncomingMessage } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A megabyte body is garbage a moment after its answer, but V8 frees large strings and buffers only at
 * a full collection, and a server that allocates little else rarely prompts one: a flood of 3 MiB
 * requests, each alive for one answer, grew the judging server past 300 MB. So after every
 * COLLECT_AFTER_BYTES of bodies read (kept or discarded), the servers ask for a full collection
 * (about 20 ms), as the runner does (src/run/memory-ceiling.ts).
 */
const COLLECT_AFTER_BYTES = 32 * 1024 * 1024;
let readBytes = 0;
let collect: (() => void) | undefined;
let scheduled = false;

/** Counts body bytes read, and asks for a full collection after every COLLECT_AFTER_BYTES of them. */
function bodyBytesRead(bytes: number): void {
  readBytes += bytes;
  if (readBytes < COLLECT_AFTER_BYTES || scheduled) return;
  readBytes = 0;
  scheduled = true;
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  // After the answers of this turn have gone out: the bodies done with are garbage by then.
  setImmediate(() => {
    scheduled = false;
    collect!();
  });
}

export type BodyResult =
  | { ok: true; body: Buffer }
  | { ok: false; tooLarge: true; received: number; busy?: undefined }
  | { ok: false; busy: true; received: number; tooLarge?: undefined };

const DISCARD_CAP_FACTOR = 8;

/** The bytes the bodies of a server's requests hold while they are read, together, and their bound. */
export class BodyBudget {
  held = 0;
  constructor(readonly maxBytes: number) {}
}

export function readBody(req: IncomingMessage, maxBytes: number, budget?: BodyBudget): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let received = 0;
    let kept = 0;
    let tooLarge = false;
    let busy = false;
    const release = () => {
      if (budget) budget.held -= kept;
      kept = 0;
      chunks = [];
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) tooLarge = true;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      bodyBytesRead(chunk.length);
      if (!tooLarge && !busy && received > maxBytes) {
        tooLarge = true;
        release();
      }
      if (!tooLarge && !busy && budget && budget.held + chunk.length > budget.maxBytes) {
        busy = true;
        release();
      }
      if (!tooLarge && !busy) {
        chunks.push(chunk);
        kept += chunk.length;
        if (budget) budget.held += chunk.length;
      } else if (received > maxBytes * DISCARD_CAP_FACTOR) req.destroy();
    });
    req.on('end', () => {
      const body = tooLarge || busy ? undefined : Buffer.concat(chunks);
      release();
      if (body) resolve({ ok: true, body });
      else resolve(tooLarge ? { ok: false, tooLarge: true, received } : { ok: false, busy: true, received });
    });
    req.on('error', (error) => {
      release();
      reject(error);
    });
    req.on('close', () => {
      if (req.complete) return;
      release();
      reject(new Error('request aborted'));
    });
  });
}

/** A JSON body within the bound: its value, or why there is none (413: larger than the bound; 503: the server is reading too much at once; 400: not JSON). */
export async function readJsonBody(
  req: IncomingMessage,
  maxBytes: number,
  budget?: BodyBudget,
): Promise<{ ok: true; value: unknown } | { ok: false; status: 400 | 413 | 503; error: string }> {
  const read = await readBody(req, maxBytes, budget);
  if (!read.ok)
    return read.busy ? { ok: false, status: 503, error: BUSY_MESSAGE } : { ok: false, status: 413, error: `the body is larger than ${maxBytes} bytes` };
  try {
    return { ok: true, value: JSON.parse(read.body.toString('utf8')) };
  } catch {
    return { ok: false, status: 400, error: 'the body is not JSON' };
  }
}

/** Why a body past the server's budget was not read. */
export const BUSY_MESSAGE = 'the server is reading too many request bodies at once; send it again later';
