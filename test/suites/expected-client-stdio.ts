/**
 * What each stdio fault switch of the reference client (test/targets/mcp-client/faults.ts, stdio-*)
 * changes in the verdicts of scenarios/mcp-client run over stdio (the client launches the judge's
 * relay as its MCP server): the IDs that fail (a broken MUST) or warn (a broken SHOULD), and those the
 * fault leaves nothing to judge (not applicable). Every other document keeps the verdict it has with
 * the healthy client over stdio. Read by mcp-client-suite.test.ts.
 */

import type { StdioClientFault } from '../targets/mcp-client/faults.js';

export interface ExpectedVerdicts {
  failed?: string[];
  warning?: string[];
  notApplicable?: string[];
}

export const EXPECTED_OVER_STDIO: Record<StdioClientFault, ExpectedVerdicts> = {
  // A line that is not JSON on stdin: the MUST NOT of both eras.
  'stdio-banner-line': { failed: ['cl25-16', 'cl26-58'] },
  // A pretty-printed message is one spread over several lines (cl25-17, cl26-59), and each of its lines
  // on its own is not a valid MCP message either (cl25-16, cl26-58).
  'stdio-pretty-json': { failed: ['cl25-16', 'cl25-17', 'cl26-58', 'cl26-59'] },
  // 2026-07-28 forbids a client's response on stdin; 2025-11-25 lets a client write responses (it answers a server's ping).
  'stdio-writes-response': { failed: ['cl26-60'] },
  // A signal before the stdin closed: the documents of the later steps (a server that stays) have nothing to judge.
  'stdio-sigterm-first': { warning: ['cl25-18', 'cl26-61'], notApplicable: ['cl25-19', 'cl25-20', 'cl26-62'] },
  // It never sends SIGTERM, so cl25-20 (a server that ignores SIGTERM) has no SIGTERM to follow.
  'stdio-abandons-server': { warning: ['cl25-19', 'cl26-62'], notApplicable: ['cl25-20'] },
  // SIGTERM is a forced termination (cl26-62 passes); only 2025-11-25's SIGKILL step is missing.
  'stdio-no-sigkill': { warning: ['cl25-20'] },
  // Only the servers of cl25-21 and cl26-63 write on stderr.
  'stdio-stderr-fatal': { warning: ['cl25-21', 'cl26-63'] },
  // Without a restart there is no process to subscribe again on: cl26-67 has nothing to judge.
  'stdio-no-restart': { warning: ['cl26-64'], notApplicable: ['cl26-67'] },
  // Its initialize first (refused with -32022 by a 2026-07-28 server, then server/discover): only the
  // probe order (cl26-65); the 2025 handshake is no 2026-07-28 request, so cl26-01 and cl26-08 leave it out.
  'stdio-initialize-first': { warning: ['cl26-65'] },
  // No document judges a fallback keyed to -32601 (stdio.mdx:139): a modern-only client and such a
  // dual-era client send the same thing to a legacy server answering -32602, so one document cannot
  // tell them apart (the catalog says so). Nothing fails; stdio-client.test.ts checks the behaviour.
  'stdio-fallback-32601-only': {},
  'stdio-discover-again': { warning: ['cl26-66'] },
  'stdio-no-resubscribe': { failed: ['cl26-67'] },
};
