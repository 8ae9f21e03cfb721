/**
 * The reference client's resumption of a dropped SSE response stream (2025-11-25 basic/transports.mdx:176):
 * after the `retry` the stream gave, a GET to the MCP endpoint with the Last-Event-ID of the last event
 * it received and its session id; the answer it carries is read as any other (wire.ts). Once per stream.
 */

import type { ClientFault } from './faults.js';
import { type ReadAnswer, readAnswer } from './wire.js';

/** The longest `retry` the client waits (the judging server asks for 500 ms). */
const MAX_RETRY_MS = 2000;

/**
 * `read`: what the dropped POST's stream carried. `headers`: the POST's own (the session and version);
 * Undefined when there is nothing to resume (a response came, no event had an id) or the fault gives up.
 */
export async function resumeStream(
  url: string,
  read: ReadAnswer,
  headers: Record<string, string>,
  fault: ClientFault | '',
  fetcher: (url: string, init: RequestInit & { headers: Record<string, string> }) => Promise<Response>,
): Promise<{ status: number; headers: Headers; read: ReadAnswer } | undefined> {
  if (read.message || read.lastEventId === undefined || fault === 'no-resume') return undefined;
  const { 'content-type': _type, accept: _accept, ...kept } = headers;
  const get: Record<string, string> = { ...kept, accept: fault === 'resume-accept-json' ? 'application/json' : 'text/event-stream' };
  if (fault !== 'resume-without-last-event-id') get['last-event-id'] = read.lastEventId;
  if (fault === 'resume-without-session') delete get['mcp-session-id'];
  if (fault !== 'resume-ignores-retry') await new Promise((resolve) => setTimeout(resolve, Math.min(read.retryMs ?? 0, MAX_RETRY_MS)));
  const response = await fetcher(url, { method: 'GET', headers: get });
  return { status: response.status, headers: response.headers, read: await readAnswer(response, true) };
}
