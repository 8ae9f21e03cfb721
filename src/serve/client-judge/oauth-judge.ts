/**
 * A client-role document with `serve.oauth`: the judging server behind the scripted OAuth server
 * (src/serve/oauth). The client is given the protected MCP endpoint; a request without a good token
 * gets the 401 / 403 challenge of the document's variant, one with a good token is answered by the
 * judging server. The record the checks judge is every request to either server, in order: the MCP
 * requests the judging server answered as it recorded them, the others as the OAuth log has them
 * (credentials masked), each named by its `endpoint`.
 */

import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { ClientExchange } from '../../model/client-exchange.js';
import { writeBrowserShims } from '../oauth/browser-env.js';
import type { OAuthLogEntry } from '../oauth/request-log.js';
import { clock, startScriptedAuthServer } from '../oauth/server.js';
import type { JudgeScript } from './script.js';
import { createJudgeCore, type JudgedExchange, type JudgeServer } from './server.js';

export interface OAuthJudgeServer extends JudgeServer {
  /** What the client's environment needs: the browser stand-in as `$BROWSER`, and first on PATH (`xdg-open`, `open`). */
  env: Record<string, string>;
}

export async function startOAuthJudge(script: JudgeScript & { oauth: NonNullable<JudgeScript['oauth']> }): Promise<OAuthJudgeServer> {
  const core = createJudgeCore(script, clock);
  const upstream = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const entry = await core.handle(req, res, body.length ? body.toString('utf8') : undefined);
    const ref = core.record.indexOf(entry);
    return { status: entry.answer.status, ...(ref >= 0 ? { ref } : {}) };
  };
  // The client under test runs on this machine and may serve its client ID metadata document on
  // loopback: the judging server fetches those (the `serve oauth` command does not, unless told to).
  const auth = await startScriptedAuthServer({ ...script.oauth, host: '127.0.0.1', upstream, loopbackClientIds: true });
  const shims = writeBrowserShims();
  let closed: Promise<void> | undefined;
  return {
    url: auth.url,
    env: { BROWSER: shims.browser, PATH: [shims.dir, process.env.PATH ?? ''].filter(Boolean).join(path.delimiter) },
    exchanges: () => {
      const judged = core.record.exchanges();
      return auth.log.entries().map((entry) => exchangeOf(entry, judged));
    },
    unrecorded: () => {
      const left = core.record.unrecorded();
      const dropped = auth.log.dropped;
      return left || dropped ? { requests: (left?.requests ?? 0) + dropped, cut: left?.cut ?? 0, bytes: left?.bytes ?? 0 } : undefined;
    },
    close: () =>
      (closed ??= (async () => {
        core.stop();
        await auth.close();
        await rm(shims.dir, { recursive: true, force: true });
      })()),
  };
}

/**
 * Whether a request that found nothing is an OAuth discovery probe: one to a well-known URI (RFC 8414,
 * RFC 9728, OpenID Connect Discovery), or any request to the authorization server, whose origin only
 * the metadata names. A request to the MCP server's origin at another path (`GET /sse`: a client
 * falling back to the deprecated HTTP+SSE transport) is none: a client that does no OAuth sends it too.
 */
export function isDiscoveryProbe(entry: Pick<OAuthLogEntry, 'server' | 'path'>): boolean {
  return entry.server === 'authorization' || entry.path.split('/').includes('.well-known');
}

/** One logged request as a check sees it. */
export function exchangeOf(entry: OAuthLogEntry, judged: readonly JudgedExchange[]): ClientExchange {
  if (entry.endpoint === 'mcp') return mcpExchange(entry, judged);
  // Only a discovery probe is `not-found`; another request to the MCP server's origin is seen as one to
  // the MCP server (no endpoint): a check picks it only by its HTTP method, never as an OAuth request.
  const endpoint = entry.endpoint === 'not-found' && !isDiscoveryProbe(entry) ? undefined : entry.endpoint;
  const sent = {
    server: entry.server,
    path: entry.path,
    query: entry.query,
    ...(entry.form ? { form: entry.form } : {}),
    ...(entry.json !== undefined ? { json: entry.json } : {}),
    answer: { status: entry.status, ...(entry.error ? { error: entry.error } : {}) },
  };
  return {
    httpMethod: entry.method,
    path: entry.path,
    headers: Object.entries(entry.headers),
    body: JSON.stringify(sent),
    ...timesOf(entry),
    answer: {
      status: entry.status,
      body: entry.error ? JSON.stringify({ error: entry.error, ...(entry.detail ? { detail: entry.detail } : {}) }) : '',
      headers: [],
    },
    ...(endpoint ? { endpoint } : {}),
    server: entry.server,
  };
}

function timesOf(entry: OAuthLogEntry): { receivedAt: number; answeredAt: number } {
  return { receivedAt: entry.receivedAt ?? 0, answeredAt: entry.answeredAt ?? 0 };
}

/** An MCP request: as the judging server recorded it, or, refused at the bearer check (401 / 403), as the log has it (its body is not kept). */
function mcpExchange(entry: OAuthLogEntry, judged: readonly JudgedExchange[]): ClientExchange {
  const where = { endpoint: entry.endpoint, server: entry.server, token: entry.token?.outcome ?? 'missing' };
  const answered = entry.ref !== undefined ? judged[entry.ref] : undefined;
  if (answered) return { ...answered, ...where };
  const said = entry.error ? JSON.stringify({ error: entry.error, ...(entry.detail ? { error_description: entry.detail } : {}) }) : '';
  return {
    httpMethod: entry.method,
    path: entry.path,
    headers: Object.entries(entry.headers),
    body: '',
    ...timesOf(entry),
    ...(entry.rpcMethod ? { rpcMethod: entry.rpcMethod } : {}),
    answer: { status: entry.status, body: said, headers: [] },
    ...where,
  };
}
