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

/**
 * The same rule for a `role: client` document, judged over HTTP or (a client command with
 * `{{server_command}}`) over stdio. It is about HTTP when its judging server does what only HTTP has
 * (`serve.oauth`; an answer that is a bare HTTP status, an SSE stream, a stream that drops, a session
 * ended; an error's `httpStatus` is not: stdio sends the error alone) or a check reads it (an HTTP method, an OAuth endpoint, server or token, an answer's HTTP
 * status, the request's headers in `expect`), or a sentence it proves binds "clients using the
 * Streamable HTTP transport" only. A `where` on headers is not: over stdio there are no
 * headers, so it reads them absent. It is about stdio when it scripts the server process
 * (`serve.stdio`) or judges the stdin record (a `stdin` check).
 */
export function clientTransportMismatch(doc: LoadedDocument, stdio: boolean): string | undefined {
  const serve = doc.data.serve;
  const checks = doc.data.checks ?? [];
  if (!stdio) return serve?.stdio !== undefined || checks.some((c) => c.stdin) ? STDIO_ONLY : undefined;
  // `httpStatus` goes with a JSON-RPC error, which stdio sends alone: only a bare status is HTTP's.
  const httpAnswer = (serve?.answers ?? []).some((a) => a.status !== undefined || a.stream || a.drop || a.endSession);
  const httpCheck = checks.some(
    (c) =>
      c.httpMethod !== undefined ||
      c.endpoint !== undefined ||
      c.server !== undefined ||
      c.token !== undefined ||
      c.afterEndpoint !== undefined ||
      c.afterStatus !== undefined ||
      c.expect?.headers !== undefined,
  );
  // A sentence that binds only "clients using the Streamable HTTP transport" binds no stdio client.
  const httpSentence = (doc.data.requirements ?? []).some((r) => /\bStreamable HTTP transport\b/i.test(r.quote));
  return serve?.oauth !== undefined || httpAnswer || httpCheck || httpSentence ? HTTP_ONLY : undefined;
}
