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
 * Variables whose values must never appear in a report or log, in any form a request carries them in (raw, URL-encoded, form-encoded, JSON-escaped, base64). Names with a secret word in them, as a whole word, are secret anyway: token, secret, password, api_key / apikey, authorization, cookie, session, credential (so `access_token` and `sessionId` are, `author` is not).
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
 * Skip every document of this suite when a condition holds (checked per document, with its matrix values).
 */
export type Skip = string | Condition | [Condition, ...Condition[]];
/**
 * An expression over variables, e.g. `!defined(token)` or `auth == 'none'`.
 */
export type If = string;
/**
 * Shown in every report. `{{ }}` templates are rendered, so a reason can quote what the server answered.
 */
export type Reason = string;
/**
 * Mark every document of this suite not applicable when a condition holds (checked per document, with its matrix values), e.g. a protocol revision the server does not speak. Checked before the document's own conditions.
 */
export type NotApplicable = string | Condition | [Condition, ...Condition[]];
/**
 * Shown in progress output and reasons.
 */
export type Name1 = string;
/**
 * Run this block only when this expression is true (it may use what earlier blocks found).
 */
export type If1 = string;
/**
 * Shown in reports; defaults to the method and URL.
 */
export type Name2 = string;
/**
 * This step only shows that the test can be judged (e.g. the well-formed twin of a bad request is accepted). If it fails, the test is not applicable, with this reason followed by what went wrong, instead of failed. `{{ }}` templates are rendered.
 */
export type Guard = string;
/**
 * HTTP method; default GET.
 */
export type Method = string;
/**
 * Absolute, or relative to the suite's base URL (appended to its path). Leave it out to send to the base URL itself.
 */
export type URL1 = string;
/**
 * Text sent as it is written, e.g. deliberately broken JSON.
 */
export type RawBody = string;
/**
 * The JSON-RPC method.
 */
export type Method1 = string;
/**
 * The JSON-RPC id; by default ids count up from 1 in each document.
 */
export type ID = string | number;
/**
 * Send without an id. Unless the step says otherwise, expects 202 and an empty body.
 */
export type Notification = boolean;
/**
 * Where to POST; default the base URL.
 */
export type URL2 = string;
/**
 * Follow `nextCursor` to the last page: `expect.json` sees every item in one list (e.g. `$.result.tools`) and each page under `$.pages`.
 */
export type Paginate = boolean;
/**
 * With paginate: stop (and fail) after this many pages; default 100.
 */
export type MostPages = number;
/**
 * Steps from a fragment file, inserted here; the path is relative to the suite folder (where suite.yaml is) and may not leave it.
 */
export type Include = string;
/**
 * A status code, a class such as `4xx`, or a list of either.
 */
export type Status = (number | string) | [number | string, ...(number | string)[]];
/**
 * A plain value (text, number, true/false, null or a list) must be equal. A mapping of matcher keys: every one must hold.
 */
export type Matcher = (string | number | boolean | null | unknown[]) | MatcherObject;
/**
 * Deep equality; the way to compare a whole object.
 */
export type Equals = string | number | boolean | null | unknown[] | {};
/**
 * `true`: the value is present (may be null). `false`: it is not.
 */
export type Exists = boolean;
/**
 * `true`: the value is not present.
 */
export type Absent = boolean;
/**
 * The JSON type, or a list of allowed types.
 */
export type Type =
  | ('string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null')
  | [
      'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null',
      ...('string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null')[]
    ];
/**
 * Length of a text, list or object (number of keys): a number or a matcher.
 */
export type Length = number | MatcherObject;
/**
 * A regular expression the text must match.
 */
export type Matches = string;
/**
 * A text contains this text; a list contains an element equal to this value.
 */
export type Contains = string | number | boolean | null | unknown[] | {};
/**
 * Greater than (numbers, compared exactly).
 */
export type Gt = number;
/**
 * Greater than or equal.
 */
export type Gte = number;
/**
 * Less than.
 */
export type Lt = number;
/**
 * Less than or equal.
 */
export type Lte = number;
/**
 * Equal to one of these values.
 *
 * @minItems 1
 */
export type OneOf = [unknown, ...unknown[]];
/**
 * Every element of a list matches.
 */
export type Each = (string | number | boolean | null | unknown[]) | MatcherObject;
/**
 * The inner matcher must fail.
 */
export type Not = (string | number | boolean | null | unknown[]) | MatcherObject;
/**
 * The value validates against a JSON Schema (file or inline).
 */
export type Schema = string | {};
/**
 * A plain value (text, number, true/false, null or a list) must be equal. A mapping of matcher keys: every one must hold.
 */
export type Matcher1 = (string | number | boolean | null | unknown[]) | MatcherObject;
/**
 * The JSON body must validate: a schema file (relative to this document, optionally with `#/pointer`) or an inline schema.
 */
export type JSONSchema = string | {};
/**
 * How many events: a number or a matcher.
 */
export type Count = number | MatcherObject;
/**
 * A plain value (text, number, true/false, null or a list) must be equal. A mapping of matcher keys: every one must hold.
 */
export type Matcher2 = (string | number | boolean | null | unknown[]) | MatcherObject;
/**
 * A plain value (text, number, true/false, null or a list) must be equal. A mapping of matcher keys: every one must hold.
 */
export type Matcher3 = (string | number | boolean | null | unknown[]) | MatcherObject;
/**
 * A plain value (text, number, true/false, null or a list) must be equal. A mapping of matcher keys: every one must hold.
 */
export type Matcher4 = (string | number | boolean | null | unknown[]) | MatcherObject;
/**
 * The first events, in order, each checked by its own fields.
 */
export type Events = SseEvent[];
/**
 * `true`: no event carries an `id`.
 */
export type NoIds = true;
/**
 * `true`: the JSON-RPC response is the last message; notifications and requests come before it.
 */
export type ResponseLast = true;
/**
 * A JSONPath (`$.id`), or an object naming one source: `json`, `header`, `regex` over the body, or `status`.
 */
export type Capture1 =
  | string
  | {
      json?: Json1;
      header?: Header1;
      regex?: Regex;
      group?: Group;
      status?: Status1;
    };
/**
 * JSONPath into the JSON body.
 */
export type Json1 = string;
/**
 * Response header name (any case).
 */
export type Header1 = string;
/**
 * Regular expression over the body text, or over the header named by `header`; the first group if it has one.
 */
export type Regex = string;
/**
 * Which regex group to keep (0 = the whole match).
 */
export type Group = number;
/**
 * `true`: the status code.
 */
export type Status1 = true;
/**
 * Most attempts in all, the first included.
 */
export type Times = number;
/**
 * Wait between attempts; default 1s.
 */
export type Interval = number | string;
/**
 * An expression over `response.status`, `response.headers`, `response.json`, `response.body` and variables.
 */
export type Until = string;
/**
 * How long this step may take, from sending to the last body byte. Default: the suite's timeout, else 30s.
 */
export type Timeout1 = number | string;
/**
 * Ordinary steps. They all run, in order; captures flow forward.
 */
export type Steps = Step[];
/**
 * Probes run once per run of this suite (per base URL), before its documents: what the server speaks and has. Blocks run in order; what their steps capture and their `vars` become suite variables, except those given with --var or --env-file. Nothing in setup fails a test: a step whose checks fail takes no captures, and a capture that finds nothing leaves its variable unset.
 */
export type Setup = SetupBlock[];

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
  skip?: Skip;
  notApplicable?: NotApplicable;
  setup?: Setup;
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
/**
 * An expression and the reason shown when it is true.
 */
export interface Condition {
  if: If;
  reason: Reason;
}
/**
 * Steps that share an MCP profile and session, run when `if` holds.
 */
export interface SetupBlock {
  name: Name1;
  if?: If1;
  mcp?: MCPProfile1;
  steps?: Steps;
  vars?: Variables1;
}
/**
 * The profile of this block's `rpc` steps; a `{{ }}` revision may use what earlier blocks found.
 */
export interface MCPProfile1 {
  revision?: Revision;
  clientCapabilities?: ClientCapabilities;
  clientInfo?: ClientInfo;
}
/**
 * One HTTP exchange: a `request` (or an `rpc` call), what the response must look like, and values to keep for later steps.
 */
export interface Step {
  name?: Name2;
  guard?: Guard;
  request?: Request;
  rpc?: JSONRPCCall;
  include?: Include;
  with?: With;
  expect?: Expect;
  capture?: Capture;
  retry?: Retry;
  timeout?: Timeout1;
  vars?: StepVariables;
}
/**
 * Exactly what to send. Nothing is added but what the suite declares and what HTTP requires (Host, Content-Length).
 */
export interface Request {
  method?: Method;
  url?: URL1;
  query?: Query;
  headers?: Headers1;
  json?: JSONBody;
  body?: RawBody;
  form?: FormBody;
}
/**
 * Query parameters added to the URL; a list repeats the parameter.
 */
export interface Query {
  [k: string]: string | number | boolean | (string | number | boolean)[];
}
/**
 * Header name → value. `null` removes a header the suite would add.
 */
export interface Headers1 {
  [k: string]: string | number | boolean | null;
}
/**
 * A value sent as JSON. Sets Content-Type: application/json unless a header says otherwise.
 */
export interface JSONBody {
  [k: string]: unknown;
}
/**
 * Fields sent as application/x-www-form-urlencoded.
 */
export interface FormBody {
  [k: string]: string | number | boolean;
}
/**
 * A POST with a JSON-RPC 2.0 body, plus the headers and `_meta` the suite's MCP revision requires. `expect.json` then addresses the JSON-RPC response, whether it came as JSON or inside an event stream.
 */
export interface JSONRPCCall {
  method: Method1;
  params?: Params;
  id?: ID;
  notification?: Notification;
  url?: URL2;
  headers?: Headers2;
  meta?: _Meta;
  paginate?: Paginate;
  maxPages?: MostPages;
}
/**
 * The JSON-RPC params. `_meta` keys you set here replace the automatic ones.
 */
export interface Params {}
/**
 * Header name → value. `null` removes a header the suite would add.
 */
export interface Headers2 {
  [k: string]: string | number | boolean | null;
}
/**
 * Replace or (with null) remove automatic `params._meta` keys.
 */
export interface _Meta {}
/**
 * Values for the fragment's variables; they replace its defaults.
 */
export interface With {
  [k: string]: unknown;
}
/**
 * What the response must look like. Every check must hold.
 */
export interface Expect {
  status?: Status;
  headers?: Headers3;
  json?: JSON;
  body?: Matcher1;
  schema?: JSONSchema;
  sse?: ServerSentEvents;
}
/**
 * Header name (any case) → matcher. A repeated header is matched on its values joined with `, `.
 */
export interface Headers3 {
  [k: string]: Matcher;
}
export interface MatcherObject {
  equals?: Equals;
  exists?: Exists;
  absent?: Absent;
  type?: Type;
  length?: Length;
  matches?: Matches;
  contains?: Contains;
  gt?: Gt;
  gte?: Gte;
  lt?: Lt;
  lte?: Lte;
  oneOf?: OneOf;
  each?: Each;
  not?: Not;
  schema?: Schema;
}
/**
 * JSONPath → matcher, over the JSON body.
 */
export interface JSON {
  [k: string]: Matcher;
}
/**
 * Checks on a `text/event-stream` body, decoded into events (`event`, `data`, `id`, `json` = the data parsed as JSON).
 */
export interface ServerSentEvents {
  count?: Count;
  events?: Events;
  each?: Each1;
  noIds?: NoIds;
  responseLast?: ResponseLast;
}
export interface SseEvent {
  event?: Matcher2;
  data?: Matcher3;
  id?: Matcher4;
  json?: Json;
}
/**
 * JSONPath → matcher over the data parsed as JSON.
 */
export interface Json {
  [k: string]: Matcher;
}
/**
 * Every event must match.
 */
export interface Each1 {
  event?: Matcher2;
  data?: Matcher3;
  id?: Matcher4;
  json?: Json;
}
/**
 * Name → where to take a value from the response. Later steps use it as `{{ name }}`.
 */
export interface Capture {
  [k: string]: Capture1;
}
/**
 * Send the request again until `until` is true (or, without `until`, until every expectation holds).
 */
export interface Retry {
  times: Times;
  interval?: Interval;
  until?: Until;
}
/**
 * Variables for this step only (an included fragment's steps get their `with` values here).
 */
export interface StepVariables {
  [k: string]: unknown;
}
/**
 * Worked out after the steps, in order, each able to use the ones above it; they become suite variables unless given with --var or --env-file.
 */
export interface Variables1 {
  [k: string]: unknown;
}
