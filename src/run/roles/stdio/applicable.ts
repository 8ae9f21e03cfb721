import type { LoadedDocument, Step } from '../../../model/scenario.js';

/** The reason a document judged over the other transport is not applicable. */
export const HTTP_ONLY = 'HTTP transport only';
export const STDIO_ONLY = 'stdio transport only';

/** Statuses an `rpc` step reads the same over stdio: an answer (200), any success (a notification taken is 202). */
const TRANSPORT_NEUTRAL_STATUS = new Set<unknown>([200, '200', '2xx', '2XX']);

/**
 * Whether a document can be judged over the transport of this run; the reason when it cannot. A
 * document is about HTTP when any of its steps is: a plain `request`, a `background` stream or an
 * `await` of one, a browser step, an `rpc` step that sets its own headers, or a check of headers or of
 * a status other than an answer (the headers, Origin, sessions, SSE, status codes and OAuth of
 * Streamable HTTP). A document with a `stdio` step is about stdio. Everything else (lifecycle, tools,
 * resources, prompts, the utilities, JSON-RPC) runs over both, unchanged.
 */
export function transportMismatch(doc: LoadedDocument, stdio: boolean): string | undefined {
  const steps = [...doc.data.steps, ...(doc.data.teardown ?? [])];
  if (stdio) return steps.some(httpOnlyStep) ? HTTP_ONLY : undefined;
  return steps.some((step) => step.stdio !== undefined) ? STDIO_ONLY : undefined;
}

function httpOnlyStep(step: Step): boolean {
  if (step.request || step.browser || step.background !== undefined || step.await !== undefined) return true;
  if (step.rpc?.headers !== undefined) return true;
  const expect = step.expect;
  if (expect?.headers !== undefined) return true;
  if (expect?.status !== undefined && ![expect.status].flat().every((status) => TRANSPORT_NEUTRAL_STATUS.has(status))) return true;
  return Object.values(step.capture ?? {}).some((spec) => typeof spec === 'object' && spec !== null && ('header' in spec || 'status' in spec));
}
