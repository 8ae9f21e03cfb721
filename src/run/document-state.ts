import type { LoadedDocument, McpProfile } from '../model/scenario.js';
import type { McpSession } from '../mcp/profiles.js';

/** What the steps of one document share besides variables: JSON-RPC ids and the MCP session. */
export interface DocumentState {
  profile?: McpProfile;
  nextRpcId: number;
  session: McpSession;
}

export function newDocumentState(doc: LoadedDocument): DocumentState {
  // A document refines the suite's profile (e.g. other client capabilities, same revision).
  const profile = doc.data.mcp || doc.suite.data.mcp ? { ...doc.suite.data.mcp, ...doc.data.mcp } : undefined;
  return { ...(profile ? { profile } : {}), nextRpcId: 1, session: {} };
}
