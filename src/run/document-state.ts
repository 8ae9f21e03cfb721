import type { McpSession } from '../mcp/profiles.js';
import type { LoadedDocument, McpProfile } from '../model/scenario.js';
import type { Scope } from '../template/expression.js';
import { asText } from '../template/functions.js';
import { renderString } from '../template/template.js';
import type { BackgroundStream } from './background-stream.js';
import { type ShareKind, shareKind } from './roles/stdio/reuse.js';
import { closeStdio } from './roles/stdio/stdio-target.js';
import type { StdioWire } from './roles/stdio/stdio-wire.js';

/** What the steps of one document share besides variables: JSON-RPC ids and the MCP session. */
export interface DocumentState {
  profile?: McpProfile;
  nextRpcId: number;
  session: McpSession;
  /** How the document ran where that differs from what it says (e.g. a negotiated revision); copied to its result. */
  notes: string[];
  /** The streams its `background` steps opened, by name: all closed when the document ends. */
  streams: Map<string, BackgroundStream>;
  /** Under the stdio transport: the test's own server process, started at its first step (roles/stdio/). */
  stdio?: StdioWire;
  /** Under the stdio transport: how the test may share a server process with others (roles/stdio/reuse.ts), when it may. */
  stdioShare?: ShareKind;
}

export function newDocumentState(doc: LoadedDocument, scope: Scope): DocumentState {
  // A document refines the suite's profile (e.g. other client capabilities, same revision).
  const written = doc.data.mcp || doc.suite.data.mcp ? { ...doc.suite.data.mcp, ...doc.data.mcp } : undefined;
  // The revision may come from a variable, e.g. a matrix over revisions.
  const profile = written?.revision ? { ...written, revision: asText(renderString(written.revision, scope)) } : written;
  const share = shareKind(doc);
  return { ...(profile ? { profile } : {}), nextRpcId: 1, session: {}, notes: [], streams: new Map(), ...(share ? { stdioShare: share } : {}) };
}

/**
 * Closes every stream the document opened (at its end, whatever happened: a failure, a teardown), and
 * shuts down its stdio process (close stdin, wait, SIGTERM, SIGKILL).
 */
export async function closeStreams(state: DocumentState, reason: string): Promise<void> {
  await Promise.all([...[...state.streams.values()].map((stream) => stream.close(reason)), closeStdio(state)]);
}
