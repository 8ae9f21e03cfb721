import { runDocument } from '../../run-document.js';
import type { RoleDriver } from '../driver.js';

/**
 * The server role (the default): wirecase plays the client. The suite's target is started and stopped
 * once per suite by the run (run-project.ts), or not at all under `--base-url`; a document reaches it at
 * its suite's base URL, and each step is a request sent and checked (run-document.ts, run-step.ts).
 */
export const serverRole: RoleDriver = {
  run: (doc, ctx, listener) => runDocument(doc, ctx, listener),
};
