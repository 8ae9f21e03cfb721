import type { LoadedDocument, Step } from '../../../model/scenario.js';

/**
 * Which tests may share a server process over stdio, so that a suite does not pay a process start per
 * test (issue 41: the stdio overhead of a suite within 1 s of the same documents over HTTP).
 *
 * Over Streamable HTTP every test opens a session of its own on one running server; over stdio the
 * process is the session. A test shares a process only where that changes nothing it judges:
 *
 * - `initialize` tests (the 2025 era: the test's first message is `initialize`) share when the probe
 *   saw the server answer a second `initialize` on the same process as it answered the first
 *   (stdio-probe.ts): each test's own handshake then opens its session as on a fresh process.
 * - `stateless` tests (the 2026-07-28 era: no handshake, every request carries its version) share when
 *   the probe saw the server speak 2026-07-28; such a process never receives an `initialize`.
 *
 * A test keeps a process of its own (started for it, shut down after it) when it judges the process
 * itself or leaves session state behind: a `stdio` step (stdout from the first byte, the shutdown), the
 * tag `lifecycle` or `stdio` (the handshake as the first interaction), or any request outside
 * SHAREABLE (logging/setLevel and subscriptions are per session). A shared process goes back to the
 * idle pool only when the test ended with no send failed (no answer still owed), the process still
 * running, and nothing sent outside SHAREABLE.
 */
export type ShareKind = 'initialize' | 'stateless';

/** Requests (and the one notification) after which a process holds nothing of the test that sent them but what the server holds for every client. */
export const SHAREABLE = new Set([
  'initialize',
  'notifications/initialized',
  'ping',
  'server/discover',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'prompts/list',
  'prompts/get',
  'completion/complete',
]);

const OWN_PROCESS_TAGS = new Set(['lifecycle', 'stdio']);

/** How a document may share a process (its first message decides the kind); undefined when it needs its own. */
export function shareKind(doc: LoadedDocument): ShareKind | undefined {
  if (doc.data.tags?.some((tag) => OWN_PROCESS_TAGS.has(tag))) return undefined;
  const steps: Step[] = [...doc.data.steps, ...(doc.data.teardown ?? [])];
  if (steps.some((step) => step.stdio !== undefined)) return undefined;
  const methods = steps.filter((step) => step.rpc).map((step) => step.rpc!.method);
  if (!methods.length || methods.some((method) => typeof method !== 'string' || !SHAREABLE.has(method))) return undefined;
  return methods[0] === 'initialize' ? 'initialize' : methods.includes('initialize') ? undefined : 'stateless';
}
