/**
 * The reference client over Streamable HTTP: each message a POST to the MCP endpoint (OAuth when it
 * gets a 401: oauth.ts), its answer JSON or an SSE stream (wire.ts), a dropped stream resumed by GET
 * with Last-Event-ID (resume.ts), the session ended by DELETE.
 */

import type { Answer, Channel } from './channel.js';
import type { ClientFault } from './faults.js';
import { OAuthSession } from './oauth.js';
import { resumeStream } from './resume.js';
import { readAnswer } from './wire.js';

export class HttpChannel implements Channel {
  readonly kind = 'http';
  /** A 401 starts the OAuth flow (oauth.ts); the token then goes on every request. */
  private readonly oauth: OAuthSession;

  constructor(
    private readonly url: string,
    private readonly fault: ClientFault | '',
  ) {
    this.oauth = new OAuthSession(fault);
  }

  async send(body: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> {
    const accept = this.fault === 'accept-json-only' ? 'application/json' : 'application/json, text/event-stream';
    const response = await this.oauth.fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', ...body }),
    });
    const read = await readAnswer(response, this.fault !== 'json-only-answers');
    // A stream that dropped before its response: resumed by GET with Last-Event-ID (resume.ts).
    const resumed = await resumeStream(this.url, read, headers, this.fault, (url, init) => this.oauth.fetch(url, init));
    const message = resumed ? resumed.read.message : read.message;
    return { status: response.status, headers: response.headers, ...(message ? { message } : {}) };
  }

  async sendRaw(text: string, headers: Record<string, string>): Promise<void> {
    const all = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers };
    await (await this.oauth.fetch(this.url, { method: 'POST', headers: all, body: text })).text();
  }

  async endSession(headers: Record<string, string>): Promise<void> {
    await (await this.oauth.fetch(this.url, { method: 'DELETE', headers })).body?.cancel();
  }

  close(): Promise<void> {
    return this.oauth.close();
  }
}
