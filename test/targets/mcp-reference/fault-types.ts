// Shape of a fault switch: metadata for the README table plus the thin hooks it plugs in.
import type { Fetch } from './http-json.js';
import type { TokenPolicy } from './token-verifier.js';
import type { AppsPolicy } from './ui-view.js';

export interface FaultContext {
  resourceMetadataUrl: string;
}

/** Changes one rule of the 2025-era sessions (legacy-sessions.ts, event-store.ts). */
export interface LegacyPolicy {
  /** Resumption replays the events of every stream of the session, not only the Last-Event-ID's. */
  replayOtherStreams?: boolean;
}

export interface FaultDefinition {
  name: string;
  /**
   * '2025': breaks a rule of the 2025-era (initialize) serving only. Such faults are proven by
   * test/suites/mcp-2025-suite.test.ts; the 2026-07-28 suite test does not run them.
   */
  era?: '2025';
  /**
   * 'fuzz': a fault only `wirecase fuzz` is asked to find (an argument edge no suite sends); proven by
   * test/e2e/fuzz-faults.test.ts. The suite tests do not run it.
   */
  proof?: 'fuzz';
  /** The one rule of the contract matrix this fault breaks. */
  rule: string;
  /** Matrix row / traceability ID. */
  row: string;
  /** Wraps the whole HTTP app (metadata routes and auth included). */
  wrapApp?: (next: Fetch, ctx: FaultContext) => Fetch;
  /** Wraps only the SDK's MCP handler (after routing and the auth gate). */
  wrapMcp?: (next: Fetch) => Fetch;
  /** Relaxes one token check. */
  tokenPolicy?: Partial<TokenPolicy>;
  acceptLegacyHeaders?: boolean;
  ignoreMcpOff?: boolean;
  /** Changes one rule of the MCP Apps view (tools/list). */
  apps?: AppsPolicy;
  /** Changes one rule of the 2025-era sessions. */
  legacy?: LegacyPolicy;
}
