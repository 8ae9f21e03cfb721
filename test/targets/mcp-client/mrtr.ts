/**
 * Multi round-trip requests (basic/patterns/mrtr.mdx): when a request is answered with an
 * `input_required` result, the client builds a response for each of its `inputRequests`, echoes its
 * `requestState` exactly (and sends none when there was none) and retries with a new JSON-RPC id.
 * Faults (faults.ts) break one rule each.
 */

import { type ClientFault, reencoded } from './faults.js';

export type Send = (params: Record<string, unknown>, reuseId: boolean) => Promise<Record<string, unknown> | undefined>;

const MAX_ROUNDS = 3;

/** What the reference client answers to one input request: it declines elicitations and has no roots. */
function inputResponse(request: unknown): object {
  const method = (request as { method?: unknown } | null)?.method;
  if (method === 'roots/list') return { roots: [] };
  return { action: 'decline' };
}

/** Sends a request, retrying it while the server answers `input_required` (at most a few rounds). */
export async function withInputs(
  send: Send,
  params: Record<string, unknown>,
  fault: ClientFault | '',
  leak: (state: string) => void,
  respond?: (key: string, response: object) => Promise<void>,
): Promise<Record<string, unknown> | undefined> {
  let result = await send(params, false);
  if (fault === 'mrtr-posts-responses' && result?.resultType === 'input_required') {
    // Answers each input request as a server request of the 2025 era: a JSON-RPC response POSTed on its own.
    const requests = result.inputRequests && typeof result.inputRequests === 'object' ? Object.entries(result.inputRequests) : [];
    for (const [key, request] of requests) await respond?.(key, inputResponse(request));
    return undefined;
  }
  for (let round = 0; round < MAX_ROUNDS && result?.resultType === 'input_required'; round++) {
    const retry: Record<string, unknown> = { ...params };
    const requests = result.inputRequests;
    if (requests && typeof requests === 'object' && fault !== 'mrtr-no-inputs')
      retry.inputResponses = Object.fromEntries(Object.entries(requests).map(([key, request]) => [key, inputResponse(request)]));
    if (typeof result.requestState === 'string') {
      retry.requestState = fault === 'mrtr-state-modified' ? decodeURIComponent(result.requestState) : reencoded(result.requestState, fault, 'mrtr-state');
      leak(result.requestState);
    } else if (fault === 'mrtr-invented-state') retry.requestState = '';
    result = await send(retry, fault === 'mrtr-same-id');
  }
  return result;
}
