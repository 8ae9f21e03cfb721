/**
 * What each stdio fault switch of the reference client (test/targets/mcp-client/faults.ts, stdio-*)
 * changes in the verdicts of scenarios/mcp-client run over stdio (the client launches the judge's
 * relay as its server): the IDs that fail (a broken MUST) or warn (a broken SHOULD), and those the
 * fault leaves nothing to judge (not applicable). Every other document keeps its healthy verdict.
 * Read by mcp-client-suite.test.ts.
 */

import type { StdioClientFault } from '../targets/mcp-client/faults.js';

export interface ExpectedVerdicts {
  failed?: string[];
  warning?: string[];
  notApplicable?: string[];
}

export const EXPECTED_OVER_STDIO: Record<StdioClientFault, ExpectedVerdicts> = {
  // A line that is not JSON on stdin: the MUST NOT of both eras.
  'stdio-banner-line': { failed: ['cl25-16', 'cl26-36'] },
  // A pretty-printed message is one spread over several lines (cl25-17, cl26-37), and each of its lines
  // on its own is not a valid MCP message (cl25-16, cl26-36).
  'stdio-pretty-json': { failed: ['cl25-16', 'cl25-17', 'cl26-36', 'cl26-37'] },
  // 2026-07-28 forbids a client's response on stdin; 2025-11-25 lets a client write responses.
  'stdio-writes-response': { failed: ['cl26-38'] },
  'stdio-sigterm-first': { warning: ['cl25-18', 'cl26-39'] },
  'stdio-abandons-server': { warning: ['cl25-19', 'cl25-20', 'cl26-40'] },
  // SIGTERM is a termination (cl26-40 passes); only 2025-11-25's SIGKILL step is missing.
  'stdio-no-sigkill': { warning: ['cl25-20'] },
  'stdio-stderr-fatal': { warning: ['cl25-21', 'cl26-41'] },
  'stdio-no-restart': { warning: ['cl26-42'] },
  'stdio-initialize-first': { warning: ['cl26-43'] },
  'stdio-fallback-32601-only': { failed: ['cl26-44'] },
};
