import type { RoleDriver } from '../driver.js';
import { runClientDocument } from './client-run.js';

/**
 * The client role: wirecase plays the server. Per document, a judging server of its own (handed in
 * by the caller: the run never imports `serve`) and the client under test, started, then stopped once
 * the client is done or its time is up (client-run.ts); each check judges the requests it sent
 * (client-checks.ts).
 */
export const clientRole: RoleDriver = {
  run: (doc, ctx, listener, { client, stop }) => runClientDocument(doc, ctx, listener, client && { ...client, ...(stop ? { stop } : {}) }),
};
