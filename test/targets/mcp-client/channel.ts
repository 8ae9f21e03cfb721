/**
 * What the reference client sends its messages through: Streamable HTTP (http-channel.ts) or stdio
 * (stdio-channel.ts). The client builds each message and its HTTP headers the same way for both; the
 * stdio channel drops the headers (stdio has no header layer: 2026-07-28 stdio.mdx "Request Metadata").
 */

import type { RpcMessage } from './wire.js';

/** What came back for a message: over HTTP the status and headers too; the response, when one came. */
export interface Answer {
  status?: number;
  headers?: Headers;
  message?: RpcMessage;
}

export interface Channel {
  readonly kind: 'http' | 'stdio';
  /**
   * A JSON-RPC request or notification (`body` without `jsonrpc`), and what answered it. `timeoutMs`:
   * give up waiting after that long (the answer then has no message).
   */
  send(body: Record<string, unknown>, headers: Record<string, string>, options?: { timeoutMs?: number }): Promise<Answer>;
  /** A body exactly as given (the faults that send something other than one request). */
  sendRaw(text: string, headers: Record<string, string>): Promise<void>;
  /** Ends the session (HTTP: DELETE with its headers; stdio: nothing, there are no sessions). */
  endSession(headers: Record<string, string>): Promise<void>;
  /** Called once the session is over: HTTP frees what OAuth started; stdio shuts the server down. */
  close(): Promise<void>;
}
