/* Generated from schemas/scenario.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */

/**
 * Unique across the whole run. Letters, digits, dot, dash and underscore; it names the test in every report.
 */
export type TestID = string;
/**
 * One line saying what this test proves.
 */
export type Title = string;
/**
 * Longer explanation: preconditions, why it matters, what a failure means.
 */
export type Description = string;
/**
 * The parts of a specification this test proves: URLs, or section keys of the suite's catalog.
 */
export type SpecReferences = string[];
/**
 * IDs of the changelog traceability rows this test proves.
 */
export type TraceabilityRows = string[];
/**
 * Free labels to select tests with `--tag`.
 */
export type Tags = string[];
/**
 * How strongly the spec requires what this test proves.
 */
export type RequirementLevel = 'required' | 'recommended' | 'conditional' | 'optional';
/**
 * The spec sentences this test proves. The strongest level decides the verdict of a failed check: MUST fails, SHOULD warns, MAY informs.
 *
 * @minItems 1
 */
export type Requirements = [Requirement, ...Requirement[]];
/**
 * The keyword of the sentence. A failed MUST fails the test; a failed SHOULD is a warning (a failure only under --strict); a failed MAY is a warning that never fails a run.
 */
export type Level =
  | 'MUST'
  | 'MUST NOT'
  | 'REQUIRED'
  | 'SHALL'
  | 'SHALL NOT'
  | 'SHOULD'
  | 'SHOULD NOT'
  | 'RECOMMENDED'
  | 'NOT RECOMMENDED'
  | 'MAY'
  | 'OPTIONAL';
/**
 * The sentence, word for word.
 */
export type Quote = string;
/**
 * Where the sentence stands: spec page plus line or anchor.
 */
export type Source = string;
/**
 * Do not run this test. A text is the reason; a condition (or a list: the first that holds) applies only when its `if` expression is true.
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
 * Mark this test not applicable to the server under test. A text is the reason; a condition (or a list: the first that holds) applies only when its `if` expression is true.
 */
export type NotApplicable = string | Condition | [Condition, ...Condition[]];
/**
 * `true`: never run this test at the same time as another (e.g. it changes server state others read).
 */
export type Serial = boolean;
/**
 * Variables of this document whose values must never appear in a report or log, in any form a request carries them in: its `vars`, its captures, or a suite variable this document handles as a secret. Names with a secret word in them (token, secret, password, api_key, authorization, cookie, session, credential) are secret anyway.
 */
export type Secrets = string[];
/**
 * The requests of this test, run in order. The first failing step fails the test; later steps are skipped. Only a document that is always skipped or not applicable (a plain-text `skip` or `notApplicable`) may leave them out.
 *
 * @minItems 1
 */
export type Steps = [Step, ...Step[]];
/**
 * Shown in reports; defaults to the method and URL.
 */
export type Name = string;
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
export type URL = string;
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
export type URL1 = string;
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
export type Status = StatusPattern | [StatusPattern, ...StatusPattern[]];
export type StatusPattern = number | string | string;
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
export type Type = JsonType | [JsonType, ...JsonType[]];
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
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
      header?: Header;
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
export type Header = string;
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
export type Timeout = number | string;
/**
 * MCP protocol revision. 2026-07-28 sends MCP-Protocol-Version, Mcp-Method, Mcp-Name and `_meta` on every request; earlier revisions use the `initialize` handshake and Mcp-Session-Id. A `{{ }}` template (e.g. a matrix variable) is allowed.
 */
export type Revision = ('2026-07-28' | '2025-11-25' | '2025-06-18' | '2025-03-26' | '2024-11-05') | string;
/**
 * The client's name and version; `null` leaves it out.
 */
export type ClientInfo = {} | null;

/**
 * One YAML document is one test case: an id, what it proves, and the HTTP steps that prove it. A file may hold several documents separated by `---`.
 */
export interface ScenarioDocument {
  id: TestID;
  title: Title;
  description?: Description;
  spec?: SpecReferences;
  traces?: TraceabilityRows;
  tags?: Tags;
  level?: RequirementLevel;
  requirements?: Requirements;
  skip?: Skip;
  notApplicable?: NotApplicable;
  serial?: Serial;
  vars?: Variables;
  secrets?: Secrets;
  matrix?: Matrix;
  steps?: Steps;
  mcp?: MCPProfile;
}
/**
 * A spec sentence this test proves, quoted, with its BCP 14 level as the spec writes it.
 */
export interface Requirement {
  level: Level;
  quote: Quote;
  source: Source;
}
/**
 * An expression and the reason shown when it is true.
 */
export interface Condition {
  if: If;
  reason: Reason;
}
/**
 * Values this document uses as `{{ name }}`. They shadow the suite's variables.
 */
export interface Variables {
  [k: string]: unknown;
}
/**
 * Run this document once per combination of these values. Each name becomes a variable; each run is its own test, with the values in its ID: `id[name=value,...]`.
 */
export interface Matrix {
  /**
   * @minItems 1
   */
  [k: string]: [string | number | boolean, ...(string | number | boolean)[]];
}
/**
 * One HTTP exchange: a `request` (or an `rpc` call), what the response must look like, and values to keep for later steps.
 */
export interface Step {
  name?: Name;
  guard?: Guard;
  request?: Request;
  rpc?: JSONRPCCall;
  include?: Include;
  with?: With;
  expect?: Expect;
  capture?: Capture;
  retry?: Retry;
  timeout?: Timeout;
  vars?: StepVariables;
}
/**
 * Exactly what to send. Nothing is added but what the suite declares and what HTTP requires (Host, Content-Length).
 */
export interface Request {
  method?: Method;
  url?: URL;
  query?: Query;
  headers?: Headers;
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
export interface Headers {
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
  url?: URL1;
  headers?: Headers1;
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
export interface Headers1 {
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
  headers?: Headers2;
  json?: JSON;
  body?: Matcher1;
  schema?: JSONSchema;
  sse?: ServerSentEvents;
}
/**
 * Header name (any case) → matcher. A repeated header is matched on its values joined with `, `.
 */
export interface Headers2 {
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
 * How `rpc` steps speak MCP: the protocol revision and what the client declares. Set in suite.yaml for every document, or per document.
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
