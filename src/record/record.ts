import { HttpClient } from '../http/http-client.js';
import { rpcToRequest } from '../mcp/profiles.js';
import { stopAtResponse } from '../mcp/stop-at-response.js';
import type { ReceivedResponse, TransportFailure } from '../model/exchange.js';
import type { Request } from '../model/scenario.js';
import { assembleRequest } from '../run/build-request.js';
import { DEFAULTS } from '../run/defaults.js';
import { LayeredScope } from '../template/scope.js';
import type { RecordedAsk } from './build-document.js';

export interface RecordRequest {
  url: string;
  method?: string;
  headers: Array<[string, string]>;
  json?: unknown;
  rpc?: { method: string; params?: Record<string, unknown>; revision: string };
  clientVersion: string;
  timeoutMs?: number;
}

export type RecordOutcome = { ok: true; ask: RecordedAsk; response: ReceivedResponse } | { ok: false; failure: TransportFailure };

/** The JSON-RPC id `record` sends: the engine also numbers a document's calls from 1. */
export const RECORD_RPC_ID = 1;

/**
 * Sends one request exactly as a scenario step would (the same request builder, the same MCP profile
 * for `rpc`, the same HTTP client) and returns what was asked and what came back.
 */
export async function sendOne(input: RecordRequest): Promise<RecordOutcome> {
  const headers = Object.fromEntries(input.headers);
  let request: Request;
  let ask: RecordedAsk;
  if (input.rpc) {
    const rpc = {
      method: input.rpc.method,
      ...(input.rpc.params !== undefined ? { params: input.rpc.params } : {}),
      url: input.url,
      ...(input.headers.length ? { headers } : {}),
    };
    request = rpcToRequest(rpc, { revision: input.rpc.revision }, RECORD_RPC_ID, {}, input.clientVersion);
    ask = { url: input.url, method: 'POST', headers: input.headers, rpc: { ...input.rpc, id: RECORD_RPC_ID } };
  } else {
    const method = (input.method ?? (input.json !== undefined ? 'POST' : 'GET')).toUpperCase();
    request = {
      method,
      url: input.url,
      ...(input.headers.length ? { headers } : {}),
      ...(input.json !== undefined ? { json: input.json as Request['json'] } : {}),
    };
    ask = { url: input.url, method, headers: input.headers, ...(input.json !== undefined ? { json: input.json } : {}) };
  }
  const sent = assembleRequest(request, {}, undefined, new LayeredScope([]));
  const client = new HttpClient();
  try {
    const outcome = await client.send(
      sent,
      { timeoutMs: input.timeoutMs ?? DEFAULTS.stepTimeoutMs, maxBodyBytes: DEFAULTS.maxBodyBytes },
      input.rpc ? stopAtResponse(RECORD_RPC_ID) : undefined,
    );
    return outcome.ok ? { ok: true, ask, response: outcome.response } : { ok: false, failure: outcome.failure };
  } finally {
    await client.close();
  }
}
