/* Generated from schemas/fragment.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */

/**
 * What these steps do and which variables they expect.
 */
export type Description = string;
/**
 * The steps inserted where the fragment is included.
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
export type Status = (number | string | string) | [number | string | string, ...(number | string | string)[]];
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
 * Reusable steps that documents include with `include: path` and `with: { ... }`.
 */
export interface FragmentFile {
  description?: Description;
  vars?: Defaults;
  steps: Steps;
}
/**
 * Default values of the fragment's variables; `with` replaces them.
 */
export interface Defaults {
  [k: string]: unknown;
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
