import type { RunListener } from '../../model/events.js';
import type { TestResult } from '../../model/results.js';
import type { LoadedDocument } from '../../model/scenario.js';
import type { SuiteContext } from '../run-context.js';
import type { ClientRunOptions } from './client/client-run.js';

/**
 * A role: which side of the wire wirecase plays for a document, and so how the document's target is
 * reached, started and stopped, and what a step means there. The run picks the driver by the
 * document's `role` (run-project.ts); a driver returns a TestResult like any other, so the judge and
 * the reporters never know which role ran.
 *
 * - `server` (roles/server/): wirecase plays the client. The target is the suite's (started once per
 *   suite from its `target`, or `--base-url`), reached at the suite's base URL; a step is a request.
 * - `client` (roles/client/): wirecase plays the server. Each document starts a judging server of
 *   its own and the client under test (a command, or a function in the process), stops both when
 *   the client is done or its time is up; a check is a question over the requests the client sent.
 * - host (roles/host/): the suite's target is an MCP Apps host page (with the probe server beside it),
 *   reached in the run's one headless Chromium; its step is a `browser` step, which opens the page and
 *   waits for what the host did. It has no document role of its own yet: its documents run as
 *   server-role documents whose steps are browser steps.
 */
export interface RoleDriver {
  run(doc: LoadedDocument, ctx: SuiteContext, listener: RunListener, options: RoleOptions): Promise<TestResult>;
}

/** What a run gives every driver: the client-role settings (`--client`, the judging server) and the stop signal. */
export interface RoleOptions {
  client?: Omit<ClientRunOptions, 'stop'>;
  stop?: AbortSignal;
}
