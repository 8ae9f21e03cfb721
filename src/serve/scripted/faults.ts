/**
 * Writing a reply to the socket, with the fault options applied: `delay`
 * before answering, `status` and `headers` overrides, `chunks` (the body in N
 * pieces, chunked transfer encoding, a pause between pieces) and `drop` (the
 * connection closed after half of the body).
 */

import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Faults } from './arguments.js';
import type { Reply } from './reply.js';
import type { ServerFault } from './server-faults.js';

export const NO_FAULTS: Faults = { delay: 0, status: undefined, headers: {}, drop: false, chunks: undefined };

export interface DeliveryOptions {
  /** Aborted when the client goes away or the server closes. */
  signal: AbortSignal;
  /** Pause between pieces of a streamed body. */
  chunkGapMs: number;
  /** The server fault in effect (delay-ignored and chunks-ignored act here). */
  fault?: ServerFault;
}

/** Splits `body` into `count` pieces of near-equal size (none empty unless body is). */
export function splitBody(body: Buffer, count: number): Buffer[] {
  const n = Math.max(1, Math.min(count, body.length || 1));
  const pieces: Buffer[] = [];
  for (let i = 0; i < n; i++) {
    pieces.push(body.subarray(Math.floor((i * body.length) / n), Math.floor(((i + 1) * body.length) / n)));
  }
  return pieces;
}

function write(res: ServerResponse, piece: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    res.write(piece, (err) => (err ? reject(err) : resolve()));
  });
}

/** Ends the connection once what was written is flushed: the client sees a truncated body. */
function dropConnection(res: ServerResponse): void {
  // Always flush: after writeHead() `headersSent` is already true although
  // nothing reached the socket yet when no body byte was written (204, 304,
  // an empty body); without this flush the client would get no answer at all.
  res.flushHeaders();
  res.socket?.destroySoon();
}

/**
 * Writes the pieces, `gapMs` apart, up to `budget` bytes; false when the budget ran out inside a
 * piece (the part of it that fits was written: the caller drops the connection).
 */
async function writePieces(res: ServerResponse, pieces: readonly Buffer[], budget: number, gapMs: number, signal: AbortSignal): Promise<boolean> {
  let sent = 0;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const room = budget - sent;
    if (piece.length > room) {
      if (room > 0) await write(res, piece.subarray(0, room));
      return false;
    }
    if (piece.length > 0) await write(res, piece);
    sent += piece.length;
    if (i < pieces.length - 1 && gapMs > 0) await sleep(gapMs, undefined, { signal });
  }
  return true;
}

/**
 * Delivers `reply` with `faults`. Resolves when done; rejects only when the
 * signal aborts or the socket fails (the caller just stops then).
 */
export async function deliver(res: ServerResponse, reply: Reply, faults: Faults, options: DeliveryOptions): Promise<void> {
  const { signal } = options;
  if (faults.delay > 0 && options.fault !== 'delay-ignored') await sleep(faults.delay, undefined, { signal });
  signal.throwIfAborted();

  let pieces = reply.pieces;
  let stream = reply.stream;
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (faults.chunks !== undefined && options.fault !== 'chunks-ignored') {
    pieces = splitBody(Buffer.concat(pieces, total), faults.chunks);
    stream = true;
  }

  const status = faults.status ?? reply.status;
  const headers: Record<string, string> = { ...reply.headers, ...faults.headers };
  if (status === 204 || status === 304) {
    // These statuses have no body in HTTP: headers only (drop still closes).
    res.writeHead(status, headers);
    if (faults.drop) dropConnection(res);
    else res.end();
    return;
  }
  if (!stream) headers['content-length'] = String(total);
  res.writeHead(status, headers);

  // With `drop`, only the first half of the body (rounded down) is sent.
  const budget = faults.drop ? Math.floor(total / 2) : total;
  if (!(await writePieces(res, pieces, budget, stream ? options.chunkGapMs : 0, signal))) {
    dropConnection(res);
    return;
  }
  if (faults.drop) {
    dropConnection(res);
    return;
  }
  res.end();
}
