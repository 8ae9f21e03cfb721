/* Generated from schemas/scenario.schema.json by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen. */

/**
 * Names of variables whose values are masked as *** in every report and log: raw, URL-encoded, form-encoded, JSON-escaped and base64.
 */
export type SecretNames = string[];
/**
 * Milliseconds as a number, or a text such as `500ms`, `2s`, `1m`.
 */
export type Duration = number | string;
/**
 * Bytes as a number, or a text such as `64KiB`, `10MiB`.
 */
export type ByteSize = number | string;
export type StatusPattern = string | number;
export type SchemaRef = string | {};
/**
 * A plain value (text, number, true/false, null or a list) must be equal. A mapping of matcher keys: every one must hold.
 */
export type Matcher = (string | number | boolean | null | unknown[]) | MatcherObject;
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
/**
 * A JSONPath (`$.id`), or an object naming one source: `json`, `header`, `regex` over the body, or `status`.
 */
export type Capture =
  | string
  | {
      /**
       * JSONPath into the JSON body.
       */
      json?: string;
      /**
       * Response header name (any case).
       */
      header?: string;
      /**
       * Regular expression over the body text, or over the header named by `header`; the first group if it has one.
       */
      regex?: string;
      /**
       * Which regex group to keep (0 = the whole match).
       */
      group?: number;
      /**
       * `true`: the status code.
       */
      status?: true;
    };
/**
 * A text (always applies; the text is the reason), one condition, or a list of conditions: the first whose `if` is true applies.
 */
export type Conditions = string | Condition | [Condition, ...Condition[]];
/**
 * The same forms as `notApplicable`, or an empty list: none (in a document, the suite’s conditions then do not apply).
 */
export type CouldNotJudgeConditions = Conditions | [];

/**
 * One YAML document is one test case: an id, what it proves, and the HTTP steps that prove it. A file may hold several documents separated by `---`.
 */
export interface ScenarioDocument {
  /**
   * Unique across the whole run. Letters, digits, dot, dash and underscore; it names the test in every report.
   */
  id: string;
  /**
   * One line saying what this test proves.
   */
  title: string;
  /**
   * Longer explanation: preconditions, why it matters, what a failure means.
   */
  description?: string;
  /**
   * The parts of a specification this test proves: URLs, or section keys of the suite's catalog.
   */
  spec?: string[];
  /**
   * IDs of the changelog traceability rows this test proves.
   */
  traces?: string[];
  /**
   * Free labels to select tests with `--tag`.
   */
  tags?: string[];
  /**
   * How strongly the spec requires what this test proves.
   */
  level?: 'required' | 'recommended' | 'conditional' | 'optional';
  /**
   * The spec sentences this test proves. The strongest level decides the verdict of a failed check: MUST fails, SHOULD warns, MAY informs.
   *
   * @minItems 1
   */
  requirements?: [Requirement, ...Requirement[]];
  /**
   * Which side wirecase judges. `server` (the default): wirecase plays the client, sends `steps` and checks the answers. `client`: wirecase plays the server, answers as `serve` scripts and checks the requests the client under test sends against `checks` (run with `wirecase run --client "CMD"`; see docs/client-testing.md).
   */
  role?: 'server' | 'client';
  serve?: ClientServe;
  /**
   * Only with `role: client`: each check picks some of the requests the client sent (by JSON-RPC method, position, or what came before) and checks them with the same `headers:`, `json:` and `body:` matchers as a response. A check whose selection is empty proves nothing: the test is then not applicable, naming it.
   *
   * @minItems 1
   */
  checks?: [ClientCheck, ...ClientCheck[]];
  /**
   * Do not run this test. A text is the reason; a condition (or a list: the first that holds) applies only when its `if` expression is true.
   */
  skip?: Conditions;
  /**
   * Mark this test not applicable to the server under test. A text is the reason; a condition (or a list: the first that holds) applies only when its `if` expression is true.
   */
  notApplicable?: Conditions;
  /**
   * Mark this test `could not judge` when a condition holds: it applies, but the run cannot observe what it needs (e.g. the server refused before the tested behaviour). Checked before `notApplicable` and `skip`. A document’s own `couldNotJudge` replaces the suite’s; `[]` means none.
   */
  couldNotJudge?: CouldNotJudgeConditions;
  /**
   * `true`: never run this test at the same time as another (e.g. it changes server state others read).
   */
  serial?: boolean;
  /**
   * Values this document uses as `{{ name }}`. They shadow the suite's variables.
   */
  vars?: Variables;
  /**
   * Variables of this document whose values must never appear in a report or log, in any form a request carries them in: its `vars`, its captures, or a suite variable this document handles as a secret. Names with a secret word in them (token, secret, password, api_key, authorization, cookie, session, credential) are secret anyway.
   */
  secrets?: SecretNames;
  /**
   * Run this document once per combination of these values. Each name becomes a variable; each run (a leg) is its own test, with the values in its ID: `id[name=value,...]`. A name takes a list of literal values, or `each:` a list found when the suite runs (a suite variable its `setup:` computes, e.g. every tool with an outputSchema): one leg per item. An empty list makes the test not applicable, naming the empty set, never passed.
   */
  matrix?: {
    [k: string]: [string | number | boolean, ...(string | number | boolean)[]] | MatrixEach;
  };
  /**
   * The requests of this test, run in order. The first failing step fails the test; later steps are skipped (`teardown` steps still run). Only a document that is always skipped or not applicable (a plain-text `skip` or `notApplicable`) may leave them out.
   *
   * @minItems 1
   */
  steps?: [Step, ...Step[]];
  /**
   * Steps that clean up, run after `steps` whatever happened to them: a failed step, a failed `guard`, a step that could not be sent. Each teardown step runs even if one before it failed, with the captures taken so far. Their results are reported apart from the steps (`teardown` in results.json): a teardown failure fails a test whose steps all passed, and never replaces the failure of a step. A test stopped by `skip` or `notApplicable` before any step ran runs no teardown. A teardown step's `guard` has no effect.
   *
   * @minItems 1
   */
  teardown?: [Step, ...Step[]];
  mcp?: McpProfile;
}
/**
 * Name → value. Names are letters, digits and underscores.
 */
export interface Variables {
  [k: string]: unknown;
}
/**
 * An expression and the reason shown when it is true.
 */
export interface Condition {
  /**
   * An expression over variables, e.g. `!defined(token)` or `auth == 'none'`.
   */
  if: string;
  /**
   * Shown in every report. `{{ }}` templates are rendered, so a reason can quote what the server answered.
   */
  reason: string;
}
/**
 * Header name → value. `null` removes a header the suite would add.
 */
export interface HeaderValues {
  /**
   * Sent as written, after its `{{ }}` templates are rendered; `null` leaves the header out, also one the suite would add.
   */
  [k: string]: string | number | boolean | null;
}
/**
 * One step: an HTTP exchange (exactly one of `request`, `rpc`, or `include` for a fragment's steps), what the response must look like, and values to keep for later steps; or a `browser` step that opens a page in headless Chromium and waits for a condition; or an `await` step that checks what a stream opened by an earlier `background` step has received; or a `stdio` step that writes to, waits on or closes a stdio server (`--stdio`, docs/stdio.md).
 */
export interface Step {
  /**
   * Shown in reports; defaults to the method and URL.
   */
  name?: string;
  /**
   * This step only shows that the test can be judged (e.g. the well-formed twin of a bad request is accepted). If it fails, the test is not applicable, with this reason followed by what went wrong, instead of failed. `{{ }}` templates are rendered.
   */
  guard?: string;
  request?: Request;
  rpc?: Rpc;
  browser?: Browser;
  stdio?: Stdio;
  /**
   * Opens the response of this `request` or `rpc` step as a stream kept open under this name while the later steps run (e.g. a `subscriptions/listen` stream, a GET event stream, an event-stream answer read past its response). The step itself waits only for the response head and checks `expect.status` and `expect.headers` (and may capture a header); what the stream receives is checked by a later `await` step. The stream is closed when its `timeout` has passed (default the suite's, else 30s), when it goes over `maxSize`, by an `await` step with `close: true`, and always when the test ends, whatever happened.
   */
  background?: string;
  /**
   * Waits for the stream a `background` step of this document opened under this name until `until` holds, then checks `expect` (and takes `capture`) over everything the stream received so far. It stops as soon as `until` holds; it fails when `within` passes first, or when the stream ended or was cut before. A `guard` makes either not applicable instead.
   */
  await?: string;
  /**
   * For an `await` step: an expression that says when the stream has received enough, over `stream.events` (each `{ event, data, id, json }`), `stream.messages` (the JSON of each event), `stream.methods` (the `method` of each message that has one), `stream.response` (the JSON-RPC response to the opening request, or null), `stream.ended` (the server ended it), `stream.status`, `stream.headers` and `stream.bytes`, and variables. Default: `stream.ended` (the server ended the stream).
   */
  until?: string;
  /**
   * For an `await` step: the longest it waits for `until` (it stops earlier as soon as `until` holds). Default: the step's `timeout`, else the suite's, else 30s.
   */
  within?: Duration;
  /**
   * For an `await` step: `true` closes the stream once this step has checked it (e.g. before resuming it with `Last-Event-ID`). Every stream is closed when the test ends anyway.
   */
  close?: true;
  /**
   * For a `background` step: the most bytes the stream may receive; past it wirecase closes the stream and a later `await` fails, saying so. Default: the suite's `maxBodySize`, else 10MiB.
   */
  maxSize?: ByteSize;
  /**
   * Steps from a fragment file, inserted here; the path is relative to the suite folder (where suite.yaml is) and may not leave it.
   */
  include?: string;
  /**
   * Values for the fragment's variables; they replace its defaults.
   */
  with?: Variables;
  expect?: Expect;
  /**
   * Name → where to take a value from the response. Later steps use it as `{{ name }}`.
   */
  capture?: {
    [k: string]: Capture;
  };
  /**
   * `true`: this step only sends, and its response is not checked. Without it, a step with neither `expect` nor `capture` is an error, so a step cannot pass by checking nothing by mistake.
   */
  sendOnly?: boolean;
  retry?: Retry;
  /**
   * How long this step may take, from sending to the last body byte. Default: the suite's timeout, else 30s.
   */
  timeout?: Duration;
  /**
   * Variables for this step only (an included fragment's steps get their `with` values here).
   */
  vars?: Variables;
}
/**
 * Exactly what to send. Nothing is added but what the suite declares and what HTTP requires (Host, Content-Length).
 */
export interface Request {
  /**
   * HTTP method; default GET.
   */
  method?: string;
  /**
   * Absolute, or relative to the suite's base URL (appended to its path). Leave it out to send to the base URL itself.
   */
  url?: string;
  /**
   * Says the absolute `url` is meant to reach a server other than the suite's base URL (an OAuth server, say), which `--base-url` does not move. Without it, validate warns about such a URL.
   */
  otherOrigin?: boolean;
  /**
   * Query parameters added to the URL; a list repeats the parameter.
   */
  query?: {
    /**
     * One value, or a list that repeats the parameter.
     */
    [k: string]: string | number | boolean | (string | number | boolean)[];
  };
  headers?: HeaderValues;
  /**
   * A value sent as JSON. Sets Content-Type: application/json unless a header says otherwise.
   */
  json?: {
    [k: string]: unknown;
  };
  /**
   * Text sent as it is written, e.g. deliberately broken JSON.
   */
  body?: string;
  /**
   * Fields sent as application/x-www-form-urlencoded.
   */
  form?: {
    [k: string]: string | number | boolean;
  };
}
/**
 * What the response must look like. Every check must hold.
 */
export interface Expect {
  /**
   * A status code, a class such as `4xx`, or a list of either.
   */
  status?: StatusPattern | [StatusPattern, ...StatusPattern[]];
  /**
   * Header name (any case) → matcher. A repeated header is matched on its values joined with `, `.
   */
  headers?: {
    [k: string]: Matcher;
  };
  /**
   * JSONPath → matcher, over the JSON body.
   */
  json?: {
    [k: string]: Matcher;
  };
  /**
   * Matcher over the body as text.
   */
  body?: Matcher;
  /**
   * The JSON body must validate: a schema file (relative to this document, optionally with `#/pointer`) or an inline schema.
   */
  schema?: SchemaRef;
  sse?: SseExpect;
  /**
   * An empty set is the expected answer here: a check over a set that came out empty (an `each` over an empty list, a wildcard or filter JSONPath that matched nothing, an `sse` check over zero events) passes. Without it such a check proves nothing, and a test whose checks otherwise pass is not applicable, with the empty set named as the reason (never a vacuous pass).
   */
  allowEmpty?: boolean;
}
export interface MatcherObject {
  /**
   * Deep equality; the way to compare a whole object.
   */
  equals?: string | number | boolean | null | unknown[] | {};
  /**
   * `true`: the value is present (may be null). `false`: it is not.
   */
  exists?: boolean;
  /**
   * `true`: the value is not present.
   */
  absent?: boolean;
  /**
   * The JSON type, or a list of allowed types.
   */
  type?: JsonType | [JsonType, ...JsonType[]];
  /**
   * Length of a text, list or object (number of keys): a number or a matcher.
   */
  length?: number | MatcherObject;
  /**
   * A regular expression the text must match.
   */
  matches?: string;
  /**
   * A text contains this text; a list contains an element equal to this value.
   */
  contains?: string | number | boolean | null | unknown[] | {};
  /**
   * Greater than (numbers, compared exactly).
   */
  gt?: number;
  /**
   * Greater than or equal.
   */
  gte?: number;
  /**
   * Less than.
   */
  lt?: number;
  /**
   * Less than or equal.
   */
  lte?: number;
  /**
   * Equal to one of these values.
   *
   * @minItems 1
   */
  oneOf?: [unknown, ...unknown[]];
  /**
   * Every element of a list matches.
   */
  each?: Matcher;
  /**
   * The inner matcher must fail.
   */
  not?: Matcher;
  /**
   * The value validates against a JSON Schema (file or inline).
   */
  schema?: SchemaRef;
}
/**
 * Send the request again until `until` is true (or, without `until`, until every expectation holds).
 */
export interface Retry {
  /**
   * Most attempts in all, the first included.
   */
  times: number;
  /**
   * Wait between attempts; default 1s.
   */
  interval?: Duration;
  /**
   * An expression over `response.status`, `response.headers`, `response.json`, `response.body` and variables.
   */
  until?: string;
}
/**
 * How `rpc` steps speak MCP: the protocol revision and what the client declares. Set in suite.yaml for every document, or per document.
 */
export interface McpProfile {
  /**
   * MCP protocol revision. 2026-07-28 sends MCP-Protocol-Version, Mcp-Method, Mcp-Name and `_meta` on every request; earlier revisions use the `initialize` handshake and Mcp-Session-Id. A `{{ }}` template (e.g. a matrix variable) is allowed.
   */
  revision?: ('2026-07-28' | '2025-11-25' | '2025-06-18' | '2025-03-26' | '2024-11-05') | string;
  /**
   * What the client declares: in `_meta` (2026-07-28) or in `initialize` (earlier revisions).
   */
  clientCapabilities?: {};
  /**
   * The client's name and version; `null` leaves it out.
   */
  clientInfo?: {} | null;
}
/**
 * A POST with a JSON-RPC 2.0 body, plus the headers and `_meta` the suite's MCP revision requires. `expect.json` then addresses the JSON-RPC response, whether it came as JSON or inside an event stream.
 */
export interface Rpc {
  /**
   * The JSON-RPC method.
   */
  method: string;
  /**
   * The JSON-RPC params. `_meta` keys you set here replace the automatic ones.
   */
  params?: {};
  /**
   * The JSON-RPC id; by default ids count up from 1 in each document.
   */
  id?: string | number;
  /**
   * Send without an id. Unless the step says otherwise, expects 202 and an empty body.
   */
  notification?: boolean;
  /**
   * Where to POST; default the base URL.
   */
  url?: string;
  /**
   * Replace or (with null) remove automatic headers, spelled exactly as you write them.
   */
  headers?: HeaderValues;
  /**
   * Replace or (with null) remove automatic `params._meta` keys.
   */
  meta?: {};
  /**
   * Follow `nextCursor` to the last page: `expect.json` sees every item in one list (e.g. `$.result.tools`) and each page under `$.pages`.
   */
  paginate?: boolean;
  /**
   * With paginate: stop (and fail) after this many pages; default 100.
   */
  maxPages?: number;
}
/**
 * Opens a page in headless Chromium (one browser per run, a fresh profile per step), waits until `waitFor` holds, then closes the page. The step passes when the condition holds within the step's `timeout` (default the suite's, else 30s) and fails with the reason otherwise. It judges nothing else: later request steps read what the page caused (e.g. a log the page posted to a server). Chromium is found through the CHROMIUM environment variable, else `chromium` on PATH.
 */
export interface Browser {
  /**
   * The page's absolute http(s) URL. `{{ }}` templates are rendered.
   */
  open: string;
  waitFor: WaitFor;
}
/**
 * Over the stdio transport only (`--stdio`, or a suite's `target.stdio`): looks at the server process of this test as a whole, from its first byte on stdout. It may first write one message on stdin without waiting for an answer (`send`), wait a while (`wait`), or shut the process down as the lifecycle page says (`close`: close stdin, wait `within`, then SIGTERM and SIGKILL). `expect.json` and `capture` then read the transcript: `lines` (each stdout line: `text`, `bytes`, `valid`, `problem`, `json`), `invalid` (the lines that are not a valid MCP message, each with its `line` number and `problem`), `messages` (the valid ones), `requests`, `notifications` and `responses` among them, `unterminated` (bytes after the last newline), `stderrBytes`, `stderr`, with `send`: `afterSend` (the valid messages written after this step's own message), and after `close`: `exited`, `exitedOnClose`, `exitAfterCloseMs`, `stoppedBy` and `exitCode`. A document with a stdio step is not applicable over HTTP.
 */
export interface Stdio {
  /**
   * A JSON-RPC message written as one line on stdin, without waiting for an answer (e.g. a request to cancel later). `{{ }}` templates are rendered.
   */
  send?: {};
  /**
   * How long to wait (after `send`) before the transcript is read, e.g. for messages that should not come.
   */
  wait?: Duration;
  /**
   * Shut the process down: close its stdin, wait up to `within` for it to exit, then SIGTERM, then SIGKILL.
   */
  close?: boolean;
  /**
   * With `close`: how long the process has to exit after its stdin is closed; default 2s.
   */
  within?: Duration;
}
/**
 * What the browser step waits for: exactly one of `selector`, `recorded` or `duration`.
 */
export interface WaitFor {
  /**
   * A CSS selector that must match an element of the page or of any of its frames (nested and cross-origin iframes included).
   */
  selector?: string;
  recorded?: Recorded;
  /**
   * Only wait this long with the page open, then pass.
   */
  duration?: Duration;
}
/**
 * A URL polled with GET while the page is open (every 100ms) until the JSON it answers has at least `atLeast` values at `path`.
 */
export interface Recorded {
  /**
   * An absolute http(s) URL answering JSON. `{{ }}` templates are rendered.
   */
  url: string;
  /**
   * A JSONPath; the values it selects are counted. Default `$[*]` (the items of a top-level array).
   */
  path?: string;
  /**
   * How many values must be selected.
   */
  atLeast: number;
}
/**
 * Checks on a `text/event-stream` body, decoded into events (`event`, `data`, `id`, `json` = the data parsed as JSON).
 */
export interface SseExpect {
  /**
   * How many events: a number or a matcher.
   */
  count?: number | MatcherObject;
  /**
   * The first events, in order, each checked by its own fields.
   */
  events?: SseEvent[];
  /**
   * Every event must match.
   */
  each?: SseEvent;
  /**
   * `true`: no event carries an `id`.
   */
  noIds?: true;
  /**
   * `true`: the JSON-RPC response is the last message; notifications and requests come before it.
   */
  responseLast?: true;
  /**
   * A JSONPath into each event's data (e.g. `$.params.progress`): among the events where it finds a value, the values are numbers and each is greater than the one before.
   */
  increasing?: string;
}
export interface SseEvent {
  /**
   * The event type (default `message`).
   */
  event?: Matcher;
  /**
   * The data, as text (multi-line data joined with newlines).
   */
  data?: Matcher;
  /**
   * The event id.
   */
  id?: Matcher;
  /**
   * JSONPath → matcher over the data parsed as JSON.
   */
  json?: {
    [k: string]: Matcher;
  };
}
/**
 * A spec sentence this test proves, quoted, with its BCP 14 level as the spec writes it.
 */
export interface Requirement {
  /**
   * The keyword of the sentence. A failed MUST fails the test; a failed SHOULD is a warning (a failure only under --strict); a failed MAY is a warning that never fails a run.
   */
  level:
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
  quote: string;
  /**
   * Where the sentence stands: spec page plus line or anchor.
   */
  source: string;
}
/**
 * One leg per item of a list known only when the suite runs: `each` is a `{{ }}` template giving the list (usually a suite variable computed by `setup:`), `as` names each leg in the test ID. The variable holds the whole item (an object stays an object: `{{ tool.name }}`). An empty list (or null, or "") makes the test not applicable with `empty` as the reason, never passed. The legs exist only once the suite's setup has run: `--id id` selects them all, `--id 'id[tool=x]'` one of them; `list` and coverage show the document by its ID.
 */
export interface MatrixEach {
  /**
   * A `{{ }}` template whose value is the list to range over, e.g. `{{ output_tools }}`. It may use suite, setup and command-line variables.
   */
  each: string;
  /**
   * A `{{ }}` template naming one leg in its test ID (`id[tool=<as>]`), with `item` the item. Default: the item itself when it is a string, number or boolean; else its `name`, `uri` or `id` when that is a string; else its position (1, 2, ...). A name used twice gets `#2`, `#3`, ... .
   */
  as?: string;
  /**
   * The not-applicable reason when the list is empty, naming the empty set. Default: `no <name> to run a leg for: <each> is empty`.
   */
  empty?: string;
}
/**
 * Only with `role: client`: the server wirecase plays for the client under test. It speaks the revision `version` names (2025-11-25: `initialize` mints a session id, a later request without it gets 400, one with an ended session's id 404; 2026-07-28: no session, `server/discover` answered). Each request is answered by the first entry of `answers` that matches it and is not used up, else by the built-in default (a tool `echo`, its call echoing the arguments; an unknown method is -32601). With `oauth`, the judging server sits behind a scripted OAuth 2.1 authorization server's bearer check (docs/client-testing.md, OAuth documents).
 */
export interface ClientServe {
  /**
   * The revision the judging server speaks.
   */
  version?: '2025-11-25' | '2026-07-28';
  /**
   * In order; the first that matches a request and is not used up answers it.
   */
  answers?: ClientAnswer[];
  oauth?: ClientOAuth;
  /**
   * Only when the client is judged over stdio (a `--client` command with `{{server_command}}`; docs/client-testing.md): what the server process the client launches does besides answering. A document with it is not applicable over HTTP.
   */
  stdio?: {
    /**
     * Text the server process writes on its stderr when it starts (a server MAY log there).
     */
    stderr?: string;
    /**
     * `exit` (default): the process exits when its stdin closes; `stay`: it keeps running, a server the client must terminate.
     */
    onStdinClose?: 'exit' | 'stay';
    /**
     * `exit` (default): SIGTERM (or SIGINT, SIGHUP) ends the process; `ignore`: only SIGKILL does.
     */
    onSigterm?: 'exit' | 'ignore';
    /**
     * The first server process that gets a request of this JSON-RPC method exits (code 1) without answering it: an unexpected exit. Processes that get it later answer it as usual.
     */
    exitOn?: string;
  };
}
/**
 * How the judging server answers one kind of request. Give at most one of `result`, `error` and `status` (none: the default answer, delayed or counted).
 */
export interface ClientAnswer {
  /**
   * The method of the requests this answer is for, e.g. `tools/call` (a notification's too).
   */
  method: string;
  /**
   * Only requests whose `params.name` is this (a tool or prompt name).
   */
  name?: string;
  /**
   * How many requests this answer is used for; then the next entry that matches answers. Default: every one.
   */
  times?: number;
  /**
   * The JSON-RPC `result` to answer with.
   */
  result?: {};
  /**
   * The JSON-RPC `error` to answer with (code, message, data).
   */
  error?: {
    /**
     * The error code, e.g. -32022 (unsupported protocol version).
     */
    code: number;
    /**
     * The error message.
     */
    message: string;
    /**
     * The error's `data`.
     */
    data?: {
      [k: string]: unknown;
    };
  };
  /**
   * Answer with this HTTP status and an empty body instead of a JSON-RPC response (e.g. 404, 500). With `endSession: true`, 404 is what an ended session gets.
   */
  status?: number;
  /**
   * The HTTP status an `error` answer is sent with (default 200); 2026-07-28 servers send 400 with UnsupportedProtocolVersionError.
   */
  httpStatus?: number;
  /**
   * 2025-11-25: the session this request names ends before it is answered, so it and every later request with that session id get 404 (the client must then initialize again).
   */
  endSession?: boolean;
  /**
   * Wait this long before answering.
   */
  delay?: Duration;
  /**
   * Send the answer (the `result` or `error`, else the default) as a `text/event-stream` response instead of `application/json`: the `events` first, then the answer, each as one `message` event, then the stream ends. A client must handle both (2026-07-28 streamable-http).
   */
  stream?: boolean;
  /**
   * 2025-11-25, with `stream: true`: the SSE stream carries event ids (`id:` lines): a priming event (an id, empty data, `retry: 100`), then the `events`, then it closes before the answer. A GET to the MCP endpoint with a `Last-Event-ID` naming an event of that stream (and the session id) is answered with an SSE stream carrying the answer, then closed; a GET without a known `Last-Event-ID` still gets 405. Every GET is recorded (`httpMethod: GET` checks).
   */
  drop?: boolean;
  /**
   * With `stream: true`: JSON-RPC notifications (e.g. `notifications/progress`, `notifications/message`) sent on the stream before the answer, each as its own SSE event.
   */
  events?: {
    /**
     * The notification's JSON-RPC method, e.g. `notifications/progress`; its other members (`params`) are sent as written.
     */
    method: string;
  }[];
}
/**
 * Picks requests the client sent, then checks each picked one (or their count); or, with `include` alone, the checks of a fragment file.
 */
export interface ClientCheck {
  /**
   * The checks of a fragment file (its `checks:`), inserted here; the path is relative to the suite folder (where suite.yaml is) and may not leave it. Nothing else goes beside it.
   */
  include?: string;
  /**
   * What this check proves, shown in reports.
   */
  name?: string;
  /**
   * Only over stdio: judges the record of what the client did to each server process it started, one JSON value (docs/client-testing.md, "The stdin record"): `processes` (per process: `lines`, `first`, `afterClose`, `signals`, `killed`, `end`), `lines` (every line written on stdin, `problem` when it is not a valid MCP message), `invalid`, `split` (a message spread over several lines), `responses` (JSON-RPC responses the client wrote), `unterminated`. Goes with `expect` (its `json:`) and `guard` only. A document with it is not applicable over HTTP.
   */
  stdin?: true;
  /**
   * Only requests with this method (or one of these); `*` or absent: every POST request with a JSON-RPC body.
   */
  method?: string | [string, ...string[]];
  /**
   * Leave out requests with this method (or one of these), e.g. `server/discover`, the probe a client that speaks both eras sends first.
   */
  exceptMethod?: string | [string, ...string[]];
  /**
   * Only requests with this HTTP method (default: every method); `DELETE` picks session deletions, which have no JSON-RPC body.
   */
  httpMethod?: 'POST' | 'GET' | 'DELETE';
  /**
   * Only requests sent after the server answered a request of this JSON-RPC method (e.g. `initialize`: the requests after negotiation).
   */
  after?: string;
  /**
   * Only requests that arrived before the server answered the first request of this JSON-RPC method (e.g. `initialize`, answered late with a `delay`: what a client sent while it waited). When no such request was answered, every request counts.
   */
  before?: string;
  /**
   * Only requests sent after the server answered one with this HTTP status (e.g. 404).
   */
  afterStatus?: number;
  /**
   * Only requests sent after the server answered one with this JSON-RPC error code (e.g. -32022).
   */
  afterError?: number;
  /**
   * Only requests that pass these matchers (the same `headers:` / `json:` as `expect`), e.g. the calls of a tool with a given argument: `{ json: { $.params.arguments.region: us-west1 } }`.
   */
  where?: RequestExpect;
  /**
   * With `serve.oauth`: only requests to this endpoint (or one of these), of any HTTP method: `mcp`, `resource-metadata`, `auth-server-metadata`, `authorize`, `token`, `register`, `jwks`, or `not-found` (a probe that found nothing). Absent: the JSON-RPC requests to the MCP endpoint. A request to the authorization side is seen as JSON: `$.path`, `$.query.<name>`, `$.form.<name>` (token request), `$.json` (registration) and `$.answer.status` / `$.answer.error`; credentials are `***`.
   */
  endpoint?:
    | (
        | 'mcp'
        | 'resource-metadata'
        | 'auth-server-metadata'
        | 'authorize'
        | 'token'
        | 'register'
        | 'jwks'
        | 'not-found'
      )
    | [
        (
          | 'mcp'
          | 'resource-metadata'
          | 'auth-server-metadata'
          | 'authorize'
          | 'token'
          | 'register'
          | 'jwks'
          | 'not-found'
        ),
        ...(
          | 'mcp'
          | 'resource-metadata'
          | 'auth-server-metadata'
          | 'authorize'
          | 'token'
          | 'register'
          | 'jwks'
          | 'not-found'
        )[]
      ];
  /**
   * With `serve.oauth`: only requests to the `resource` server (the MCP endpoint and its metadata) or the `authorization` server.
   */
  server?: 'resource' | 'authorization';
  /**
   * With `serve.oauth`: only MCP requests whose token the bearer check found so: `accepted`, `missing`, `invalid` (not one this authorization server issued for this resource), `insufficient_scope`, or `in-query`.
   */
  token?: 'accepted' | 'missing' | 'invalid' | 'insufficient_scope' | 'in-query';
  /**
   * With `serve.oauth`: only requests sent after the first 2xx answer of this endpoint (e.g. `token`: once the client had a token).
   */
  afterEndpoint?:
    | 'mcp'
    | 'resource-metadata'
    | 'auth-server-metadata'
    | 'authorize'
    | 'token'
    | 'register'
    | 'jwks'
    | 'not-found';
  /**
   * `each` (default): every picked request must pass; `first` / `last`: only that one; a number N: only the Nth (1 is the first); `none`: no request may be picked (a client that sends nothing of the kind passes).
   */
  which?: ('each' | 'first' | 'last' | 'none') | number;
  /**
   * A matcher over how many requests were picked, e.g. `{ gte: 1 }` for "sends it at least once".
   */
  count?: Matcher;
  expect?: RequestExpect;
  /**
   * This check only decides whether the test applies: when it fails, the test is not applicable, with this text as the reason (e.g. a client of the initialize era that never speaks 2026-07-28), never failed.
   */
  guard?: string;
  /**
   * A JSONPath whose value must differ between every two picked requests that have one (compared as JSON), e.g. `$.id`: a retry's JSON-RPC id is not the first request's.
   */
  distinct?: string;
}
/**
 * What each picked request must look like: its headers, its JSON body (the JSON-RPC message) and its text.
 */
export interface RequestExpect {
  /**
   * Header name (any case) → matcher. A repeated header is matched on its values joined with `, `.
   */
  headers?: {
    [k: string]: Matcher;
  };
  /**
   * JSONPath → matcher, over the JSON body.
   */
  json?: {
    [k: string]: Matcher;
  };
  /**
   * Matcher over the body as text.
   */
  body?: Matcher;
  /**
   * The JSON body must validate: a schema file (relative to this document, optionally with `#/pointer`) or an inline schema.
   */
  schema?: SchemaRef;
  /**
   * An empty set is the expected answer here: a check over a set that came out empty (an `each` over an empty list, a wildcard or filter JSONPath that matched nothing, an `sse` check over zero events) passes. Without it such a check proves nothing, and a test whose checks otherwise pass is not applicable, with the empty set named as the reason (never a vacuous pass).
   */
  allowEmpty?: boolean;
}
/**
 * The judging server is a protected resource: a request without a good token gets 401 with `WWW-Authenticate` (403 `insufficient_scope` for a step-up), and the client must get one from a scripted authorization server on another loopback port. Each key picks one variant (docs/oauth-server.md names the sentence each serves); `{}` is every default. The client's environment gets a browser stand-in (`$BROWSER`, `xdg-open`, `open`) that follows the authorization redirect.
 */
export interface ClientOAuth {
  /**
   * `path` (default): `/.well-known/oauth-protected-resource/mcp`; `root`: `/.well-known/oauth-protected-resource`; `challenge`: a path only the 401's `resource_metadata` names.
   */
  resourceMetadata?: 'path' | 'root' | 'challenge';
  /**
   * Put `resource_metadata` in the 401 for `path` and `root` too (always so for `challenge`).
   */
  challengeNamesMetadata?: boolean;
  /**
   * `oauth` (default): `/.well-known/oauth-authorization-server[issuer path]`; `openid`: `/.well-known/openid-configuration[issuer path]`; `openid-appended`: `[issuer path]/.well-known/openid-configuration`. Only that URL answers.
   */
  authServerMetadata?: 'oauth' | 'openid' | 'openid-appended';
  /**
   * A path the issuer (and every endpoint) carries, e.g. `/tenant1`.
   */
  issuerPath?: string;
  /**
   * `registration_endpoint` in the metadata (default true).
   */
  dynamicRegistration?: boolean;
  /**
   * `client_id_metadata_document_supported: true` (default true): a `client_id` that is a URL is fetched and checked.
   */
  clientMetadataDocuments?: boolean;
  /**
   * Clients the authorization server knows before any flow.
   */
  preRegistered?: {
    /**
     * The client ID.
     */
    client_id: string;
    /**
     * A confidential client's secret.
     */
    client_secret?: string;
    /**
     * Its redirect URIs.
     *
     * @minItems 1
     */
    redirect_uris: [string, ...string[]];
  }[];
  /**
   * Refuse an authorization or token request without the RFC 8707 `resource` parameter (default true). `false`: the flow completes, and the checks say whether the client sent it.
   */
  requireResource?: boolean;
  /**
   * `challenge` (default): the 401 says `scope="mcp:read"` and `scopes_supported` lists `mcp:read mcp:write mcp:admin`; `scopes_supported`: the 401 names no scope and `scopes_supported` is `mcp:read`. `challenge-outside`: the 401 says `scope="mcp:read"` and `scopes_supported` does not list it (`mcp:write mcp:admin`).
   */
  scopeSource?: 'challenge' | 'scopes_supported' | 'challenge-outside';
  /**
   * `tools/call` needs `mcp:write` too: a token without it gets 403 `insufficient_scope`. `{ grant: false }`: it is never granted.
   */
  stepUp?:
    | boolean
    | {
        /**
         * The scope a tools/call needs beyond mcp:read (default mcp:write).
         */
        scope?: string;
        /**
         * false: never granted (default true).
         */
        grant?: boolean;
      };
  /**
   * Issue refresh tokens and accept the refresh_token grant (default false).
   */
  refreshTokens?: boolean;
  /**
   * `present` (default): the issuer; `absent`; `mismatched`: the issuer with a trailing slash (RFC 9207).
   */
  iss?: 'present' | 'absent' | 'mismatched';
  /**
   * `authorization_response_iss_parameter_supported: true` in the metadata (default true).
   */
  advertiseIss?: boolean;
  /**
   * `code_challenge_methods_supported: ["S256"]` in the metadata (default true). `false`: absent, and a client must refuse to proceed.
   */
  advertisePkce?: boolean;
  /**
   * The metadata's `issuer` is not the issuer its URL was built from (RFC 8414 §3.3): a client must not use it.
   */
  metadataIssuerMismatch?: boolean;
}
