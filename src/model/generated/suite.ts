/* Generated from schemas/suite.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen:types. */

/**
 * The suite's name in reports.
 */
export type Name = string;
/**
 * What this suite proves.
 */
export type Description = string;
/**
 * Relative request URLs are resolved against it. `--base-url` replaces it (and then no target is started).
 */
export type BaseURL = string;
/**
 * Names of variables whose values must never appear in a report or log. Names containing token, secret, password, key, auth or cookie are secret anyway.
 */
export type Secrets = string[];
/**
 * How long one step may take; default 30s.
 */
export type Timeout = number | string;
/**
 * A response body larger than this fails its step; default 10MiB.
 */
export type MaximumBodySize = number | string;
/**
 * Shell command that starts the server. `{{ port }}` is a free port chosen by the runner (also in the PORT environment variable); a leading `wirecase` runs this wirecase.
 */
export type Command = string;
/**
 * Where the started server answers; default http://127.0.0.1:{{ port }}. Available to the suite as `{{ target.url }}`.
 */
export type URL = string;
/**
 * A path or URL polled until it answers with any HTTP status; default the target URL.
 */
export type ReadyCheck = string;
/**
 * How long to wait for the ready check; default 20s.
 */
export type ReadyTimeout = number | string;
/**
 * Where the command runs, relative to this suite file; default this suite's folder.
 */
export type WorkingFolder = string;
/**
 * MCP protocol revision. 2026-07-28 sends MCP-Protocol-Version, Mcp-Method, Mcp-Name and `_meta` on every request; earlier revisions use the `initialize` handshake and Mcp-Session-Id.
 */
export type Revision = '2026-07-28' | '2025-11-25' | '2025-06-18' | '2025-03-26' | '2024-11-05';
/**
 * The client's name and version; `null` leaves it out.
 */
export type ClientInfo = {} | null;

/**
 * Defaults for every scenario document in this folder and below it: where the server is, headers and variables every request shares, limits, and how to start the server.
 */
export interface SuiteFile {
  name?: Name;
  description?: Description;
  baseUrl?: BaseURL;
  headers?: Headers;
  vars?: Variables;
  secrets?: Secrets;
  timeout?: Timeout;
  maxBodySize?: MaximumBodySize;
  target?: Target;
  mcp?: MCPProfile;
}
/**
 * Sent with every request unless a step sets the header (or sets it to null to remove it).
 */
export interface Headers {
  [k: string]: string | number | boolean | null;
}
/**
 * Default values for `{{ name }}`. `--var` and `--env-file` replace them.
 */
export interface Variables {
  [k: string]: unknown;
}
/**
 * A server the runner starts before this suite and stops after it, even on failure or Ctrl-C. Skipped when `--base-url` is given.
 */
export interface Target {
  command: Command;
  url?: URL;
  ready?: ReadyCheck;
  readyTimeout?: ReadyTimeout;
  cwd?: WorkingFolder;
  env?: Environment;
}
/**
 * Extra environment variables for the command.
 */
export interface Environment {
  [k: string]: string | number | boolean;
}
/**
 * Default MCP profile for `rpc` steps of every document in this suite.
 */
export interface MCPProfile {
  revision?: Revision;
  clientCapabilities?: ClientCapabilities;
  clientInfo?: ClientInfo;
}
/**
 * What the client declares: in `_meta` (2026-07-28) or in `initialize` (earlier revisions).
 */
export interface ClientCapabilities {}
