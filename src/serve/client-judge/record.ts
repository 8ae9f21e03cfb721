/**
 * The judging server's record of one document's requests, bounded so that no client grows it without
 * end: at most MAX_RECORDED requests and about MAX_RECORD_BYTES of bodies, headers and answers. Past
 * the bytes bound a request is still recorded, its body and answer cut to a marker that says how many
 * bytes were left out; past the count bound a request is not recorded, only counted (`unrecorded`), as
 * the scripted server's log counts what it drops. The first requests are the ones kept: a client's
 * checks judge its beginning (initialize first, the handshake, the first call), which a flood that
 * follows must not push out.
 */

import type { ClientExchange } from '../../model/client-exchange.js';

/** Requests recorded per document at most. */
export const MAX_RECORDED = 10_000;
/** Bytes (bodies, header values, answers) recorded per document, about. */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;
/** A body or answer kept whole while the record is under its bytes bound is at most this long; longer, it is cut with a marker. */
export const MAX_KEPT_TEXT = 256 * 1024;

/** What the bound left out of a document's record. */
export interface Unrecorded {
  /** Requests that came after MAX_RECORDED and were not recorded at all. */
  requests: number;
  /** Recorded requests whose body or answer was cut to a marker. */
  cut: number;
  /** The bytes left out, of bodies and answers. */
  bytes: number;
}

/** The marker a cut text ends with: it names how much was left out, so no check reads a cut body as the whole. */
export function cutMarker(left: number, why: string): string {
  return `…[wirecase: ${left} bytes not recorded: ${why}]`;
}

export class JudgeRecord {
  private readonly list: ClientExchange[] = [];
  private bytes = 0;
  private readonly left: Unrecorded = { requests: 0, cut: 0, bytes: 0 };

  /** Records an exchange within the bounds (its texts cut when the record is full); the entry as kept. */
  add(exchange: ClientExchange): ClientExchange {
    if (this.list.length >= MAX_RECORDED) {
      this.left.requests += 1;
      this.left.bytes += exchange.body.length + exchange.answer.body.length;
      return exchange;
    }
    const room = () => Math.max(0, Math.min(MAX_KEPT_TEXT, MAX_RECORD_BYTES - this.bytes));
    const body = this.kept(exchange.body, room(), 'the judging server records at most 16 MiB per document, and 256 KiB of one body');
    const answer = this.kept(exchange.answer.body, room(), 'the judging server records at most 16 MiB per document, and 256 KiB of one answer');
    let headerBytes = 0;
    const headers: Array<[string, string]> = [];
    for (const [name, value] of exchange.headers) {
      headerBytes += name.length + value.length;
      if (headerBytes > 64 * 1024) break;
      headers.push([name, value]);
    }
    const entry: ClientExchange = { ...exchange, headers, body, answer: { ...exchange.answer, body: answer } };
    this.bytes += 256 + body.length + answer.length + headerBytes;
    this.list.push(entry);
    return entry;
  }

  /** Marks a recorded request's body as not read (`received` bytes of it, for `why`). */
  cutBody(entry: ClientExchange, received: number, why: string): void {
    if (!received) return;
    entry.body = cutMarker(received, why);
    this.left.cut += 1;
    this.left.bytes += received;
  }

  /** The text, or its head and the marker when there is not room for it whole. */
  private kept(text: string, room: number, why: string): string {
    if (text.length <= room) return text;
    // A copy, not a slice: V8's slice of a long string keeps the whole string alive.
    const head = Buffer.from(text.slice(0, Math.max(0, room - 200)), 'utf8').toString('utf8');
    this.left.cut += 1;
    this.left.bytes += text.length - head.length;
    return head + cutMarker(text.length - head.length, why);
  }

  /** Every recorded exchange, in order. */
  exchanges(): ClientExchange[] {
    return [...this.list];
  }

  /** The number of an exchange in the record (what the OAuth log's `ref` names), -1 when it is not recorded. */
  indexOf(entry: ClientExchange): number {
    return this.list.lastIndexOf(entry);
  }

  get size(): number {
    return this.list.length;
  }

  unrecorded(): Unrecorded | undefined {
    return this.left.requests || this.left.cut ? { ...this.left } : undefined;
  }
}
