/* Generated from schemas/suite.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */

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
 * How much of each response body reports keep: a failed step keeps this many bytes (default 64KiB), a passed one at most 4KiB. Assertions always read the whole body. `--report-body-size` replaces it.
 */
export type ReportBodySize = number | string;
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
 * MCP protocol revision. 2026-07-28 sends MCP-Protocol-Version, Mcp-Method, Mcp-Name and `_meta` on every request; earlier revisions use the `initialize` handshake and Mcp-Session-Id. A `{{ }}` template (e.g. a matrix variable) is allowed.
 */
export type Revision = ('2026-07-28' | '2025-11-25' | '2025-06-18' | '2025-03-26' | '2024-11-05') | string;
/**
 * The client's name and version; `null` leaves it out.
 */
export type ClientInfo = {} | null;
/**
 * Path of the private signing key: a JWK (.json) or PEM file; relative to the suite folder. Usually a variable such as `{{ jwt_key }}`.
 */
export type Key = string;
/**
 * JWS algorithm; default the JWK's `alg`, else ES256 for EC keys and RS256 for RSA keys.
 */
export type Algorithm = string;
/**
 * Offset of `exp` from now: seconds, or a text such as `1h`, `-5m` (negative: already expired). Default 1h.
 */
export type ExpiresIn = number | string;

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
  reportBodySize?: ReportBodySize;
  target?: Target;
  mcp?: MCPProfile;
  tokens?: Tokens;
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
/**
 * JWTs minted when the suite starts, each stored in a variable of its name (and treated as a secret). A token is minted only when its variable has no value yet (from --var or --env-file) and its key is given.
 */
export interface Tokens {
  [k: string]: Token;
}
export interface Token {
  key: Key;
  alg?: Algorithm;
  claims?: Claims;
  expiresIn?: ExpiresIn;
  header?: Header;
}
/**
 * Payload claims; `iat` and `exp` are added unless given.
 */
export interface Claims {}
/**
 * Protected header fields, e.g. `typ` or `kid`.
 */
export interface Header {}
