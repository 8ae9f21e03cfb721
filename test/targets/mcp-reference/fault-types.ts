// Shape of a fault switch: metadata for the README table plus the thin hooks it plugs in.
import type { Fetch } from './http-json.js';
import type { TokenPolicy } from './token-verifier.js';
import type { AppsPolicy } from './ui-view.js';

export interface FaultContext {
  resourceMetadataUrl: string;
}

export interface FaultDefinition {
  name: string;
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
}
