/* Generated from schemas/suite.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */

import type { ByteSize, Conditions, Duration, HeaderValues, McpProfile, SecretNames, Step, Variables } from './scenario.js';

/**
 * Defaults for every scenario document in this folder and below it: where the server is, headers and variables every request shares, limits, and how to start the server.
 */
export interface SuiteFile {
  /**
   * The suite's name in reports.
   */
  name?: string;
  /**
   * What this suite proves.
   */
  description?: string;
  /**
   * Relative request URLs are resolved against it. `--base-url` replaces it (and then no target is started).
   */
  baseUrl?: string;
  /**
   * Sent with every request unless a step sets the header (or sets it to null to remove it).
   */
  headers?: HeaderValues;
  /**
   * Default values for `{{ name }}`. `--var` and `--env-file` replace them.
   */
  vars?: Variables;
  /**
   * Variables whose values must never appear in a report or log, in any form a request carries them in (raw, URL-encoded, form-encoded, JSON-escaped, base64). Names with a secret word in them, as a whole word, are secret anyway: token, secret, password, api_key / apikey, authorization, cookie, session, credential (so `access_token` and `sessionId` are, `author` is not).
   */
  secrets?: SecretNames;
  /**
   * How long one step may take; default 30s.
   */
  timeout?: Duration;
  /**
   * A response body larger than this fails its step; default 10MiB.
   */
  maxBodySize?: ByteSize;
  /**
   * How much of each response body reports keep: a failed step keeps this many bytes (default 64KiB), a passed one at most 4KiB. Assertions always read the whole body. `--report-body-size` replaces it.
   */
  reportBodySize?: ByteSize;
  /**
   * A server the runner starts before this suite and stops after it, even on failure or Ctrl-C. Skipped when `--base-url` is given. Or, with `stdio`, a server of the stdio transport whose processes the tests start, shared between tests where the probe shows that sharing cannot change a verdict (docs/stdio.md).
   */
  target?: {
    [k: string]: unknown;
  } & {
    /**
     * Shell command that starts the server. `{{ port }}` is a free port chosen by the runner (also in the PORT environment variable); a leading `wirecase` runs this wirecase.
     */
    command?: string;
    /**
     * A server of the stdio transport: the shell command line the tests start their server processes from (as an MCP client does; shared between tests where the probe shows that sharing cannot change a verdict, docs/stdio.md), speaking newline-delimited JSON-RPC on its stdin and stdout. `--stdio` replaces it, `--base-url` skips it. `cwd` and `env` apply to it.
     */
    stdio?: string;
    /**
     * Where the started server answers; default http://127.0.0.1:{{ port }}. Available to the suite as `{{ target.url }}`.
     */
    url?: string;
    /**
     * A path or URL polled until it answers with any HTTP status; default the target URL.
     */
    ready?: string;
    /**
     * How long to wait for the ready check; default 20s.
     */
    readyTimeout?: Duration;
    /**
     * Where the command runs, relative to this suite file; default this suite's folder.
     */
    cwd?: string;
    /**
     * Extra environment variables for the command.
     */
    env?: {
      [k: string]: string | number | boolean;
    };
  };
  /**
   * For `role: client` documents: the client wirecase runs against its judging server, once per document, unless `--client` gives another. The server's URL is appended as the last argument; the document's ID is in the environment variable WIRECASE_TEST_ID.
   */
  client?: {
    /**
     * Shell command that runs the client; it should exit when done.
     */
    command?: string;
    /**
     * How long one run of the client may take before wirecase stops it (its whole process group); default 10s.
     */
    timeout?: Duration;
  };
  /**
   * Default MCP profile for `rpc` steps of every document in this suite.
   */
  mcp?: McpProfile;
  /**
   * JWTs minted when the suite starts, each stored in a variable of its name (and treated as a secret). A token is minted only when its variable has no value yet (from --var or --env-file) and its key is given.
   */
  tokens?: {
    [k: string]: Token;
  };
  /**
   * Skip every document of this suite when a condition holds (checked per document, with its matrix values).
   */
  skip?: Conditions;
  /**
   * Mark every document of this suite not applicable when a condition holds (checked per document, with its matrix values), e.g. a protocol revision the server does not speak. Checked before the document's own conditions.
   */
  notApplicable?: Conditions;
  /**
   * Mark every document of this suite `could not judge` when a condition holds (checked per document, with its matrix values), e.g. the server refused the probe before its era could be known. Checked before `notApplicable` and `skip`. A document that gives its own `couldNotJudge` (even `[]`) replaces this.
   */
  couldNotJudge?: Conditions;
  /**
   * `mcp`: before its `setup`, the suite reads the shared MCP probe (src/probe/), decided once per target (base URL and credentials) per run and read by every suite that asks: `auth` (required: 401 without credentials; optional: a challenge on a 2xx; absent; unknown), `oauth` (auth is required), `auth_scheme` (oauth when RFC 9728 metadata is found, else the challenge's scheme), `speaks_2025` / `speaks_2026` / `dual_era` by behaviour, `era_2025` / `era_2026` in words (an era a refusal hides is `unknown (refused: …)`, with `era_2025_unknown` / `era_2026_unknown` true), `host_refused` / `host_hint` (a 403 of the server's Host policy), and the metadata URLs. A value given with --var or --env-file wins.
   */
  probe?: 'mcp';
  /**
   * Probes run once per run of this suite (per base URL), before its documents: what the server speaks and has. Blocks run in order; what their steps capture and their `vars` become suite variables, except those given with --var or --env-file. Nothing in setup fails a test: a step whose checks fail takes no captures, and a capture that finds nothing leaves its variable unset.
   */
  setup?: SetupBlock[];
}
/**
 * A JWT signed when the suite starts, stored in the variable of this name: its signing `key`, `claims` and lifetime.
 */
export interface Token {
  /**
   * Path of the private signing key: a JWK (.json) or PEM file; relative to the suite folder. Usually a variable such as `{{ jwt_key }}`.
   */
  key: string;
  /**
   * JWS algorithm; default the JWK's `alg`, else ES256 for EC keys and RS256 for RSA keys.
   */
  alg?: string;
  /**
   * Payload claims; `iat` and `exp` are added unless given.
   */
  claims?: {};
  /**
   * Offset of `exp` from now: seconds, or a text such as `1h`, `-5m` (negative: already expired). Default 1h.
   */
  expiresIn?: number | string;
  /**
   * Protected header fields, e.g. `typ` or `kid`.
   */
  header?: {};
}
/**
 * Steps that share an MCP profile and session, run when `if` holds.
 */
export interface SetupBlock {
  /**
   * Shown in progress output and reasons.
   */
  name: string;
  /**
   * Run this block only when this expression is true (it may use what earlier blocks found).
   */
  if?: string;
  /**
   * A `{{ }}` template giving a list: the block's steps run once per item, the item in the variable named by `as`. Captures belong to their item (they are not kept as suite variables); the block's `vars` are worked out after each item, so a var can keep what the first item showing something showed (a var may read its own value so far). Not a list: the block does not run.
   */
  each?: string;
  /**
   * The variable holding the current item of `each`.
   */
  as?: string;
  /**
   * With `each`: no new item is started once this much time has passed since the block began (the items already run keep their results).
   */
  budget?: Duration;
  /**
   * The profile of this block's `rpc` steps; a `{{ }}` revision may use what earlier blocks found.
   */
  mcp?: McpProfile;
  /**
   * Ordinary steps. They all run, in order; captures flow forward.
   */
  steps?: Step[];
  /**
   * Worked out after the steps, in order, each able to use the ones above it; they become suite variables unless given with --var or --env-file.
   */
  vars?: Variables;
}
