// @ts-nocheck
/* Generated from schemas/scenario.schema.json, schemas/suite.schema.json, schemas/fragment.schema.json by scripts/build-validators.mjs
   (Ajv standalone code: allErrors, verbose). Do not edit: change the schema and run npm run gen. */
import module0 from 'ajv/dist/runtime/ucs2length.js';
export const scenario = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://wirecase.dev/schemas/scenario.schema.json","title":"wirecase scenario document","description":"One YAML document is one test case: an id, what it proves, and the HTTP steps that prove it. A file may hold several documents separated by `---`.","type":"object","additionalProperties":false,"required":["id","title"],"properties":{"id":{"title":"Test ID","description":"Unique across the whole run. Letters, digits, dot, dash and underscore; it names the test in every report.","type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$","patternErrorMessage":"A test ID is letters, digits, `.`, `-` and `_`, starting with a letter or digit, e.g. `tools-01`.","examples":["mcp-apps-cap-01","tool-07"]},"title":{"title":"Title","description":"One line saying what this test proves.","type":"string","minLength":1,"examples":["An item can be read back after it is created"]},"description":{"title":"Description","description":"Longer explanation: preconditions, why it matters, what a failure means.","type":"string"},"spec":{"title":"Spec references","description":"The parts of a specification this test proves: URLs, or section keys of the suite's catalog.","type":"array","items":{"type":"string","minLength":1},"examples":[["streamable-http","https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http"]]},"traces":{"title":"Traceability rows","description":"IDs of the changelog traceability rows this test proves.","type":"array","items":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$","patternErrorMessage":"A traceability row is letters, digits, `.`, `-` and `_`, starting with a letter or digit, e.g. `M1`."},"examples":[["M4","m12"]]},"tags":{"title":"Tags","description":"Free labels to select tests with `--tag`.","type":"array","items":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._:-]*$","patternErrorMessage":"A tag is letters, digits, `.`, `-`, `_` and `:`, starting with a letter or digit, e.g. `smoke`."},"examples":[["smoke","oauth"]]},"level":{"title":"Requirement level","description":"How strongly the spec requires what this test proves.","enum":["required","recommended","conditional","optional"],"examples":["required"]},"requirements":{"title":"Requirements","description":"The spec sentences this test proves. The strongest level decides the verdict of a failed check: MUST fails, SHOULD warns, MAY informs.","type":"array","minItems":1,"items":{"$ref":"#/$defs/requirement"}},"role":{"title":"Role","description":"Which side wirecase judges. `server` (the default): wirecase plays the client, sends `steps` and checks the answers. `client`: wirecase plays the server, answers as `serve` scripts and checks the requests the client under test sends against `checks` (run with `wirecase run --client \"CMD\"`; see docs/client-testing.md).","enum":["server","client"],"examples":["client"]},"serve":{"$ref":"#/$defs/clientServe"},"checks":{"title":"Checks on the client's requests","description":"Only with `role: client`: each check picks some of the requests the client sent (by JSON-RPC method, position, or what came before) and checks them with the same `headers:`, `json:` and `body:` matchers as a response. A check whose selection is empty proves nothing: the test is then not applicable, naming it.","type":"array","minItems":1,"items":{"$ref":"#/$defs/clientCheck"}},"skip":{"title":"Skip","description":"Do not run this test. A text is the reason; a condition (or a list: the first that holds) applies only when its `if` expression is true.","$ref":"#/$defs/conditions","examples":["Known server bug, see issue 12",{"if":"!defined(token)","reason":"no token given"}]},"notApplicable":{"title":"Not applicable","description":"Mark this test not applicable to the server under test. A text is the reason; a condition (or a list: the first that holds) applies only when its `if` expression is true.","$ref":"#/$defs/conditions","examples":[{"if":"auth == 'none'","reason":"the server has no OAuth"}]},"couldNotJudge":{"title":"Could not judge","description":"Mark this test `could not judge` when a condition holds: it applies, but the run cannot observe what it needs (e.g. the server refused before the tested behaviour). Checked before `notApplicable` and `skip`. A document’s own `couldNotJudge` replaces the suite’s; `[]` means none.","$ref":"#/$defs/couldNotJudgeConditions","examples":[[]]},"serial":{"title":"Serial","description":"`true`: never run this test at the same time as another (e.g. it changes server state others read).","type":"boolean"},"vars":{"title":"Variables","description":"Values this document uses as `{{ name }}`. They shadow the suite's variables.","$ref":"#/$defs/variables"},"secrets":{"title":"Secrets","description":"Variables of this document whose values must never appear in a report or log, in any form a request carries them in: its `vars`, its captures, or a suite variable this document handles as a secret. Names with a secret word in them (token, secret, password, api_key, authorization, cookie, session, credential) are secret anyway.","$ref":"#/$defs/secretNames","examples":[["pin","user_email"]]},"matrix":{"title":"Matrix","description":"Run this document once per combination of these values. Each name becomes a variable; each run (a leg) is its own test, with the values in its ID: `id[name=value,...]`. A name takes a list of literal values, or `each:` a list found when the suite runs (a suite variable its `setup:` computes, e.g. every tool with an outputSchema): one leg per item. An empty list makes the test not applicable, naming the empty set, never passed.","type":"object","minProperties":1,"propertyNames":{"pattern":"^[A-Za-z_][A-Za-z0-9_]*$","patternErrorMessage":"A variable name: letters, digits and `_`, not starting with a digit (it is used as `{{ name }}`)."},"additionalProperties":{"anyOf":[{"title":"Literal values","type":"array","minItems":1,"items":{"type":["string","number","boolean"]}},{"title":"Items found at setup","$ref":"#/$defs/matrixEach"}]},"examples":[{"revision":["2026-07-28","2025-11-25"]},{"tool":{"each":"{{ output_tools }}","as":"{{ item.name }}"}}]},"steps":{"title":"Steps","description":"The requests of this test, run in order. The first failing step fails the test; later steps are skipped (`teardown` steps still run). Only a document that is always skipped or not applicable (a plain-text `skip` or `notApplicable`) may leave them out.","type":"array","minItems":1,"items":{"$ref":"#/$defs/step"}},"teardown":{"title":"Teardown","description":"Steps that clean up, run after `steps` whatever happened to them: a failed step, a failed `guard`, a step that could not be sent. Each teardown step runs even if one before it failed, with the captures taken so far. Their results are reported apart from the steps (`teardown` in results.json): a teardown failure fails a test whose steps all passed, and never replaces the failure of a step. A test stopped by `skip` or `notApplicable` before any step ran runs no teardown. A teardown step's `guard` has no effect.","type":"array","minItems":1,"items":{"$ref":"#/$defs/step"},"examples":[[{"name":"delete the item","request":{"method":"DELETE","url":"/items/{{ itemId }}"},"expect":{"status":[204,404]}}]]},"mcp":{"$ref":"#/$defs/mcpProfile"}},"if":{"properties":{"skip":{"not":{"type":"string"}},"notApplicable":{"not":{"type":"string"}},"role":{"not":{"const":"client"}}}},"then":{"description":"A document needs `steps` unless it is always skipped or not applicable (a plain-text `skip` or `notApplicable`), or judges a client (`role: client`, which has `checks` instead).","required":["steps"]},"$defs":{"variables":{"title":"Variables","description":"Name → value. Names are letters, digits and underscores.","type":"object","propertyNames":{"pattern":"^[A-Za-z_][A-Za-z0-9_]*$","patternErrorMessage":"A variable name: letters, digits and `_`, not starting with a digit (it is used as `{{ name }}`)."},"additionalProperties":true,"examples":[{"item_name":"widget","page_size":2}]},"secretNames":{"title":"Secret variable names","description":"Names of variables whose values are masked as *** in every report and log: raw, URL-encoded, form-encoded, JSON-escaped and base64.","type":"array","uniqueItems":true,"items":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","patternErrorMessage":"A variable name: letters, digits and `_`, not starting with a digit (it is used as `{{ name }}`)."},"examples":[["client_credentials"]]},"condition":{"title":"Condition","description":"An expression and the reason shown when it is true.","type":"object","additionalProperties":false,"required":["if","reason"],"properties":{"if":{"title":"If","description":"An expression over variables, e.g. `!defined(token)` or `auth == 'none'`.","type":"string","minLength":1},"reason":{"title":"Reason","description":"Shown in every report. `{{ }}` templates are rendered, so a reason can quote what the server answered.","type":"string","minLength":1}}},"duration":{"title":"Duration","description":"Milliseconds as a number, or a text such as `500ms`, `2s`, `1m`.","anyOf":[{"title":"Duration in milliseconds","type":"integer","minimum":0,"errorMessage":"A duration is milliseconds as a number, or a number and a unit: `500ms`, `2s`, `1m`."},{"title":"Duration text","type":"string","pattern":"^[0-9]+(\\.[0-9]+)?(ms|s|m)$","patternErrorMessage":"A duration is milliseconds as a number, or a number and a unit: `500ms`, `2s`, `1m`."}],"examples":["2s",500]},"byteSize":{"title":"Size","description":"Bytes as a number, or a text such as `64KiB`, `10MiB`.","anyOf":[{"title":"Size in bytes","type":"integer","minimum":1,"errorMessage":"A size is bytes as a number, or a number and a unit: `B`, `KiB`, `MiB`, `GiB`, `KB`, `MB`, `GB` (e.g. `64KiB`)."},{"title":"Size text","type":"string","pattern":"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$","patternErrorMessage":"A size is bytes as a number, or a number and a unit: `B`, `KiB`, `MiB`, `GiB`, `KB`, `MB`, `GB` (e.g. `64KiB`)."}],"examples":["10MiB"]},"headerValues":{"title":"Headers","description":"Header name → value. `null` removes a header the suite would add.","type":"object","propertyNames":{"pattern":"^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$","patternErrorMessage":"A header name is letters, digits and `-` (no spaces, no `:`), e.g. `X-Request-Id`; a `{{ }}` template may give part or all of it (e.g. `Mcp-Param-{{ name }}`)."},"additionalProperties":{"title":"Header value","description":"Sent as written, after its `{{ }}` templates are rendered; `null` leaves the header out, also one the suite would add.","type":["string","number","boolean","null"]},"examples":[{"Accept":"application/json","Authorization":"Bearer {{ token }}"}]},"step":{"title":"Step","description":"One step: an HTTP exchange (exactly one of `request`, `rpc`, or `include` for a fragment's steps), what the response must look like, and values to keep for later steps; or a `browser` step that opens a page in headless Chromium and waits for a condition; or an `await` step that checks what a stream opened by an earlier `background` step has received; or a `stdio` step that writes to, waits on or closes a stdio server (`--stdio`, docs/stdio.md).","type":"object","additionalProperties":false,"properties":{"name":{"title":"Name","description":"Shown in reports; defaults to the method and URL.","type":"string"},"guard":{"title":"Guard","description":"This step only shows that the test can be judged (e.g. the well-formed twin of a bad request is accepted). If it fails, the test is not applicable, with this reason followed by what went wrong, instead of failed. `{{ }}` templates are rendered.","type":"string","minLength":1,"examples":["the well-formed twin of this request is not accepted"]},"request":{"$ref":"#/$defs/request"},"rpc":{"$ref":"#/$defs/rpc"},"browser":{"$ref":"#/$defs/browser"},"stdio":{"$ref":"#/$defs/stdio"},"background":{"title":"Background stream","description":"Opens the response of this `request` or `rpc` step as a stream kept open under this name while the later steps run (e.g. a `subscriptions/listen` stream, a GET event stream, an event-stream answer read past its response). The step itself waits only for the response head and checks `expect.status` and `expect.headers` (and may capture a header); what the stream receives is checked by a later `await` step. The stream is closed when its `timeout` has passed (default the suite's, else 30s), when it goes over `maxSize`, by an `await` step with `close: true`, and always when the test ends, whatever happened.","type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_-]*$","patternErrorMessage":"A stream name: letters, digits, `_` and `-`, starting with a letter or `_` (e.g. `listen`).","examples":["listen"]},"await":{"title":"Await a stream","description":"Waits for the stream a `background` step of this document opened under this name until `until` holds, then checks `expect` (and takes `capture`) over everything the stream received so far. It stops as soon as `until` holds; it fails when `within` passes first, or when the stream ended or was cut before. A `guard` makes either not applicable instead.","type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_-]*$","patternErrorMessage":"A stream name: letters, digits, `_` and `-`, starting with a letter or `_` (e.g. `listen`).","examples":["listen"]},"until":{"title":"Until","description":"For an `await` step: an expression that says when the stream has received enough, over `stream.events` (each `{ event, data, id, json }`), `stream.messages` (the JSON of each event), `stream.methods` (the `method` of each message that has one), `stream.response` (the JSON-RPC response to the opening request, or null), `stream.ended` (the server ended it), `stream.status`, `stream.headers` and `stream.bytes`, and variables. Default: `stream.ended` (the server ended the stream).","type":"string","minLength":1,"examples":["contains(stream.methods, 'notifications/subscriptions/acknowledged')","length(stream.events) >= 2","stream.response != null || stream.ended"]},"within":{"title":"Within","description":"For an `await` step: the longest it waits for `until` (it stops earlier as soon as `until` holds). Default: the step's `timeout`, else the suite's, else 30s.","$ref":"#/$defs/duration","examples":["5s"]},"close":{"title":"Close","description":"For an `await` step: `true` closes the stream once this step has checked it (e.g. before resuming it with `Last-Event-ID`). Every stream is closed when the test ends anyway.","const":true,"examples":[true]},"maxSize":{"title":"Max size","description":"For a `background` step: the most bytes the stream may receive; past it wirecase closes the stream and a later `await` fails, saying so. Default: the suite's `maxBodySize`, else 10MiB.","$ref":"#/$defs/byteSize","examples":["1MiB"]},"include":{"title":"Include","description":"Steps from a fragment file, inserted here; the path is relative to the suite folder (where suite.yaml is) and may not leave it.","type":"string","minLength":1,"examples":["fragments/initialize.yaml"]},"with":{"title":"With","description":"Values for the fragment's variables; they replace its defaults.","$ref":"#/$defs/variables","examples":[{"revision":"2025-11-25"}]},"expect":{"$ref":"#/$defs/expect"},"capture":{"title":"Capture","description":"Name → where to take a value from the response. Later steps use it as `{{ name }}`.","type":"object","propertyNames":{"pattern":"^[A-Za-z_][A-Za-z0-9_]*$","patternErrorMessage":"A variable name: letters, digits and `_`, not starting with a digit (it is used as `{{ name }}`)."},"additionalProperties":{"$ref":"#/$defs/capture"},"examples":[{"item_id":"$.id","session":{"header":"mcp-session-id"}}]},"sendOnly":{"title":"Send only","description":"`true`: this step only sends, and its response is not checked. Without it, a step with neither `expect` nor `capture` is an error, so a step cannot pass by checking nothing by mistake.","type":"boolean","examples":[true]},"retry":{"$ref":"#/$defs/retry"},"timeout":{"title":"Timeout","description":"How long this step may take, from sending to the last body byte. Default: the suite's timeout, else 30s.","$ref":"#/$defs/duration"},"vars":{"title":"Step variables","description":"Variables for this step only (an included fragment's steps get their `with` values here).","$ref":"#/$defs/variables"}},"oneOf":[{"title":"Request step","required":["request"]},{"title":"RPC step","required":["rpc"]},{"title":"Include step","required":["include"]},{"title":"Browser step","required":["browser"]},{"title":"Await step","required":["await"]},{"title":"Stdio step","required":["stdio"]}],"not":{"description":"A browser step waits for its condition and checks nothing else: it takes no `expect`, `capture`, `retry` or `sendOnly` (a request step after it reads what the page caused). An `await` step sends nothing: it takes no `retry` or `sendOnly`.","anyOf":[{"required":["browser","expect"]},{"required":["browser","capture"]},{"required":["browser","retry"]},{"required":["browser","sendOnly"]},{"required":["await","retry"]},{"required":["await","sendOnly"]},{"required":["stdio","retry"]}]},"dependentRequired":{"until":["await"],"within":["await"],"close":["await"],"maxSize":["background"]},"dependentSchemas":{"background":{"description":"A background stream is the response of a `request` or `rpc` step, checked later by `await` steps: it takes no `retry` and no `sendOnly`.","anyOf":[{"title":"Background request","required":["request"]},{"title":"Background rpc","required":["rpc"]}],"not":{"anyOf":[{"required":["retry"]},{"required":["sendOnly"]}]}}}},"request":{"title":"Request","description":"Exactly what to send. Nothing is added but what the suite declares and what HTTP requires (Host, Content-Length).","type":"object","additionalProperties":false,"properties":{"method":{"title":"Method","description":"HTTP method; default GET.","type":"string","pattern":"^[A-Za-z]+$","patternErrorMessage":"An HTTP method is letters only, e.g. `GET` or `POST`.","examples":["GET","POST","DELETE"]},"url":{"title":"URL","description":"Absolute, or relative to the suite's base URL (appended to its path). Leave it out to send to the base URL itself.","type":"string","minLength":1,"examples":["/items/{{ item_id }}","https://example.com/health"]},"otherOrigin":{"title":"Other origin","description":"Says the absolute `url` is meant to reach a server other than the suite's base URL (an OAuth server, say), which `--base-url` does not move. Without it, validate warns about such a URL.","type":"boolean","examples":[true]},"query":{"title":"Query","description":"Query parameters added to the URL; a list repeats the parameter.","type":"object","additionalProperties":{"title":"Query value","description":"One value, or a list that repeats the parameter.","anyOf":[{"title":"One query value","type":["string","number","boolean"]},{"title":"Repeated query values","type":"array","items":{"type":["string","number","boolean"]}}]},"examples":[{"limit":10,"tag":["a","b"]}]},"headers":{"$ref":"#/$defs/headerValues"},"json":{"title":"JSON body","description":"A value sent as JSON. Sets Content-Type: application/json unless a header says otherwise."},"body":{"title":"Raw body","description":"Text sent as it is written, e.g. deliberately broken JSON.","type":"string","examples":["{\"jsonrpc\": \"2.0\","]},"form":{"title":"Form body","description":"Fields sent as application/x-www-form-urlencoded.","type":"object","additionalProperties":{"type":["string","number","boolean"]},"examples":[{"grant_type":"client_credentials"}]}},"not":{"description":"A request has one body at most: `json`, `body` or `form`.","anyOf":[{"required":["json","body"]},{"required":["json","form"]},{"required":["body","form"]}]}},"expect":{"title":"Expect","description":"What the response must look like. Every check must hold.","type":"object","additionalProperties":false,"properties":{"status":{"title":"Status","description":"A status code, a class such as `4xx`, or a list of either.","anyOf":[{"title":"Status: one code or class","$ref":"#/$defs/statusPattern"},{"title":"Status: a list","type":"array","minItems":1,"items":{"$ref":"#/$defs/statusPattern"}}],"examples":[200,"2xx",[400,404]]},"headers":{"title":"Headers","description":"Header name (any case) → matcher. A repeated header is matched on its values joined with `, `.","type":"object","additionalProperties":{"$ref":"#/$defs/matcher"},"examples":[{"content-type":{"matches":"^application/json"},"mcp-session-id":{"absent":true}}]},"json":{"title":"JSON","description":"JSONPath → matcher, over the JSON body.","type":"object","propertyNames":{"pattern":"^\\$","patternErrorMessage":"A JSONPath starts with `$`, e.g. `$.id` or `$.items[0].name`."},"additionalProperties":{"$ref":"#/$defs/matcher"},"examples":[{"$.name":"widget","$.tags":{"length":2}}]},"body":{"title":"Body","description":"Matcher over the body as text.","$ref":"#/$defs/matcher","examples":[{"contains":"ok"}]},"schema":{"title":"JSON Schema","description":"The JSON body must validate: a schema file (relative to this document, optionally with `#/pointer`) or an inline schema.","$ref":"#/$defs/schemaRef"},"sse":{"$ref":"#/$defs/sseExpect"},"allowEmpty":{"title":"Allow an empty set","description":"An empty set is the expected answer here: a check over a set that came out empty (an `each` over an empty list, a wildcard or filter JSONPath that matched nothing, an `sse` check over zero events) passes. Without it such a check proves nothing, and a test whose checks otherwise pass is not applicable, with the empty set named as the reason (never a vacuous pass).","type":"boolean","examples":[true]}}},"statusPattern":{"title":"Status pattern","anyOf":[{"title":"Status class","type":"string","pattern":"^[1-5]xx$","patternErrorMessage":"A status is a code (`200`), a class (`1xx` to `5xx`), a `{{ }}` template, or a list of them."},{"title":"Status template","type":"string","pattern":"^\\{\\{.*\\}\\}$","patternErrorMessage":"A status is a code (`200`), a class (`1xx` to `5xx`), a `{{ }}` template, or a list of them."},{"title":"Status code","type":"integer","minimum":100,"maximum":599,"errorMessage":"A status is a code (`200`), a class (`1xx` to `5xx`), a `{{ }}` template, or a list of them."}]},"schemaRef":{"title":"Schema","anyOf":[{"title":"Schema file","type":"string","minLength":1},{"title":"Inline schema","type":"object"}],"examples":["../../schemas/item.schema.json",{"type":"object","required":["id"]}]},"matcher":{"title":"Matcher","description":"A plain value (text, number, true/false, null or a list) must be equal. A mapping of matcher keys: every one must hold.","anyOf":[{"title":"Plain value","type":["string","number","boolean","null","array"]},{"title":"Matcher keys","$ref":"#/$defs/matcherObject"}]},"matcherObject":{"type":"object","additionalProperties":false,"minProperties":1,"properties":{"equals":{"title":"equals","description":"Deep equality; the way to compare a whole object.","type":["string","number","boolean","null","array","object"],"examples":[{"a":1}]},"exists":{"title":"exists","description":"`true`: the value is present (may be null). `false`: it is not.","type":"boolean"},"absent":{"title":"absent","description":"`true`: the value is not present.","type":"boolean"},"type":{"title":"type","description":"The JSON type, or a list of allowed types.","anyOf":[{"title":"type: one JSON type","$ref":"#/$defs/jsonType"},{"title":"type: a list of JSON types","type":"array","minItems":1,"items":{"$ref":"#/$defs/jsonType"}}],"examples":["string",["string","null"]]},"length":{"title":"length","description":"Length of a text, list or object (number of keys): a number or a matcher.","anyOf":[{"title":"length: a number","type":"integer","minimum":0},{"title":"length: a matcher","$ref":"#/$defs/matcherObject"}],"examples":[3,{"gte":1}]},"matches":{"title":"matches","description":"A regular expression the text must match.","type":"string","examples":["^Bearer "]},"contains":{"title":"contains","description":"A text contains this text; a list contains an element equal to this value.","type":["string","number","boolean","null","array","object"]},"gt":{"title":"gt","description":"Greater than (numbers, compared exactly).","type":"number"},"gte":{"title":"gte","description":"Greater than or equal.","type":"number"},"lt":{"title":"lt","description":"Less than.","type":"number"},"lte":{"title":"lte","description":"Less than or equal.","type":"number"},"oneOf":{"title":"oneOf","description":"Equal to one of these values.","type":"array","minItems":1},"each":{"title":"each","description":"Every element of a list matches.","$ref":"#/$defs/matcher"},"not":{"title":"not","description":"The inner matcher must fail.","$ref":"#/$defs/matcher"},"schema":{"title":"schema","description":"The value validates against a JSON Schema (file or inline).","$ref":"#/$defs/schemaRef"}}},"jsonType":{"title":"JSON type","enum":["string","number","integer","boolean","object","array","null"]},"capture":{"title":"Capture","description":"A JSONPath (`$.id`), or an object naming one source: `json`, `header`, `regex` over the body, or `status`.","anyOf":[{"title":"Capture: a JSONPath","type":"string","pattern":"^\\$","patternErrorMessage":"A JSONPath starts with `$`, e.g. `$.id`; or write `{ header: name }`, `{ regex: ... }` or `{ status: true }`."},{"title":"Capture: one source","description":"One source: `json`, `header`, `regex` or `status`; `regex` may go with `header` (it then reads that header). `group` goes only with `regex`.","type":"object","additionalProperties":false,"properties":{"json":{"title":"json","description":"JSONPath into the JSON body.","type":"string","pattern":"^\\$","patternErrorMessage":"A JSONPath starts with `$`, e.g. `$.id`."},"header":{"title":"header","description":"Response header name (any case).","type":"string"},"regex":{"title":"regex","description":"Regular expression over the body text, or over the header named by `header`; the first group if it has one.","type":"string"},"group":{"title":"group","description":"Which regex group to keep (0 = the whole match).","type":"integer","minimum":0},"status":{"title":"status","description":"`true`: the status code.","const":true}},"anyOf":[{"title":"Capture from json","required":["json"]},{"title":"Capture from a header","required":["header"]},{"title":"Capture from the body text","required":["regex"]},{"title":"Capture the status","required":["status"]}],"not":{"description":"A capture takes its value from one source; only `header` and `regex` go together.","anyOf":[{"required":["json","header"]},{"required":["json","regex"]},{"required":["json","status"]},{"required":["header","status"]},{"required":["regex","status"]}]},"dependentRequired":{"group":["regex"]}}],"examples":["$.result.tools[0].name",{"header":"Mcp-Session-Id"},{"regex":"token=(\\w+)"}]},"retry":{"title":"Retry","description":"Send the request again until `until` is true (or, without `until`, until every expectation holds).","type":"object","additionalProperties":false,"required":["times"],"properties":{"times":{"title":"times","description":"Most attempts in all, the first included.","type":"integer","minimum":1,"maximum":1000},"interval":{"title":"interval","description":"Wait between attempts; default 1s.","$ref":"#/$defs/duration"},"until":{"title":"until","description":"An expression over `response.status`, `response.headers`, `response.json`, `response.body` and variables.","type":"string","examples":["response.status == 200 && response.json.state == 'ready'"]}}},"mcpProfile":{"title":"MCP profile","description":"How `rpc` steps speak MCP: the protocol revision and what the client declares. Set in suite.yaml for every document, or per document.","type":"object","additionalProperties":false,"properties":{"revision":{"title":"Revision","description":"MCP protocol revision. 2026-07-28 sends MCP-Protocol-Version, Mcp-Method, Mcp-Name and `_meta` on every request; earlier revisions use the `initialize` handshake and Mcp-Session-Id. A `{{ }}` template (e.g. a matrix variable) is allowed.","anyOf":[{"title":"Known revision","enum":["2026-07-28","2025-11-25","2025-06-18","2025-03-26","2024-11-05"]},{"title":"Revision template","type":"string","pattern":"^\\{\\{.*\\}\\}$","patternErrorMessage":"A revision is one wirecase speaks, e.g. `2026-07-28`, or a `{{ }}` template."}],"examples":["2026-07-28"]},"clientCapabilities":{"title":"Client capabilities","description":"What the client declares: in `_meta` (2026-07-28) or in `initialize` (earlier revisions).","type":"object","examples":[{"extensions":{"io.modelcontextprotocol/ui":{"mimeTypes":["text/html;profile=mcp-app"]}}}]},"clientInfo":{"title":"Client info","description":"The client's name and version; `null` leaves it out.","type":["object","null"],"examples":[{"name":"wirecase","version":"1.0.0"}]}},"examples":[{"revision":"2026-07-28"}]},"rpc":{"title":"JSON-RPC call","description":"A POST with a JSON-RPC 2.0 body, plus the headers and `_meta` the suite's MCP revision requires. `expect.json` then addresses the JSON-RPC response, whether it came as JSON or inside an event stream.","type":"object","additionalProperties":false,"required":["method"],"properties":{"method":{"title":"Method","description":"The JSON-RPC method.","type":"string","minLength":1,"examples":["tools/list","tools/call","server/discover"]},"params":{"title":"Params","description":"The JSON-RPC params. `_meta` keys you set here replace the automatic ones.","type":"object","examples":[{"name":"echo","arguments":{"text":"hi"}}]},"id":{"title":"ID","description":"The JSON-RPC id; by default ids count up from 1 in each document.","type":["string","integer"]},"notification":{"title":"Notification","description":"Send without an id. Unless the step says otherwise, expects 202 and an empty body.","type":"boolean"},"url":{"title":"URL","description":"Where to POST; default the base URL.","type":"string"},"headers":{"title":"Headers","description":"Replace or (with null) remove automatic headers, spelled exactly as you write them.","$ref":"#/$defs/headerValues","examples":[{"Mcp-Method":null,"mcp-protocol-version":"2099-01-01"}]},"meta":{"title":"_meta","description":"Replace or (with null) remove automatic `params._meta` keys.","type":"object","examples":[{"io.modelcontextprotocol/clientInfo":null}]},"paginate":{"title":"Paginate","description":"Follow `nextCursor` to the last page: `expect.json` sees every item in one list (e.g. `$.result.tools`) and each page under `$.pages`.","type":"boolean"},"maxPages":{"title":"Most pages","description":"With paginate: stop (and fail) after this many pages; default 100.","type":"integer","minimum":1,"maximum":10000}}},"browser":{"title":"Browser","description":"Opens a page in headless Chromium (one browser per run, a fresh profile per step), waits until `waitFor` holds, then closes the page. The step passes when the condition holds within the step's `timeout` (default the suite's, else 30s) and fails with the reason otherwise. It judges nothing else: later request steps read what the page caused (e.g. a log the page posted to a server). Chromium is found through the CHROMIUM environment variable, else `chromium` on PATH.","type":"object","additionalProperties":false,"required":["open","waitFor"],"properties":{"open":{"title":"Open","description":"The page's absolute http(s) URL. `{{ }}` templates are rendered.","type":"string","minLength":1,"examples":["{{ host_url }}?server={{ urlEncode(server) }}"]},"waitFor":{"$ref":"#/$defs/waitFor"}},"examples":[{"open":"http://127.0.0.1:3040/","waitFor":{"selector":"#ready"}}]},"stdio":{"title":"Stdio step","description":"Over the stdio transport only (`--stdio`, or a suite's `target.stdio`): looks at the server process of this test as a whole, from its first byte on stdout. It may first write one message on stdin without waiting for an answer (`send`), wait a while (`wait`), or shut the process down as the lifecycle page says (`close`: close stdin, wait `within`, then SIGTERM and SIGKILL). `expect.json` and `capture` then read the transcript: `lines` (each stdout line: `text`, `bytes`, `valid`, `problem`, `json`), `invalid` (the lines that are not a valid MCP message, each with its `line` number and `problem`), `messages` (the valid ones), `requests`, `notifications` and `responses` among them, `unterminated` (bytes after the last newline), `stderrBytes`, `stderr`, with `send`: `afterSend` (the valid messages written after this step's own message), and after `close`: `exited`, `exitedOnClose`, `exitAfterCloseMs`, `stoppedBy` and `exitCode`. A document with a stdio step is not applicable over HTTP.","type":"object","additionalProperties":false,"properties":{"send":{"title":"Send","description":"A JSON-RPC message written as one line on stdin, without waiting for an answer (e.g. a request to cancel later). `{{ }}` templates are rendered.","type":"object"},"wait":{"title":"Wait","description":"How long to wait (after `send`) before the transcript is read, e.g. for messages that should not come.","$ref":"#/$defs/duration"},"close":{"title":"Close","description":"Shut the process down: close its stdin, wait up to `within` for it to exit, then SIGTERM, then SIGKILL.","type":"boolean"},"within":{"title":"Within","description":"With `close`: how long the process has to exit after its stdin is closed; default 2s.","$ref":"#/$defs/duration"}},"examples":[{"close":true,"within":"2s"}]},"waitFor":{"title":"Wait for","description":"What the browser step waits for: exactly one of `selector`, `recorded` or `duration`.","type":"object","additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"selector":{"title":"Selector","description":"A CSS selector that must match an element of the page or of any of its frames (nested and cross-origin iframes included).","type":"string","minLength":1,"examples":["#done"]},"recorded":{"$ref":"#/$defs/recorded"},"duration":{"title":"Duration","description":"Only wait this long with the page open, then pass.","$ref":"#/$defs/duration"}},"examples":[{"selector":"#done"},{"recorded":{"url":"http://127.0.0.1:3030/p1/test/view","path":"$.messages[*]","atLeast":3}}]},"recorded":{"title":"Recorded","description":"A URL polled with GET while the page is open (every 100ms) until the JSON it answers has at least `atLeast` values at `path`.","type":"object","additionalProperties":false,"required":["url","atLeast"],"properties":{"url":{"title":"URL","description":"An absolute http(s) URL answering JSON. `{{ }}` templates are rendered.","type":"string","minLength":1,"examples":["{{ probe_url }}/{{ partition }}/test/view"]},"path":{"title":"Path","description":"A JSONPath; the values it selects are counted. Default `$[*]` (the items of a top-level array).","type":"string","minLength":1,"examples":["$.messages[?(@.method == 'ui/notifications/tool-result')]"]},"atLeast":{"title":"At least","description":"How many values must be selected.","type":"integer","minimum":1,"examples":[1]}}},"sseExpect":{"title":"Server-sent events","description":"Checks on a `text/event-stream` body, decoded into events (`event`, `data`, `id`, `json` = the data parsed as JSON).","type":"object","additionalProperties":false,"properties":{"count":{"title":"count","description":"How many events: a number or a matcher.","anyOf":[{"title":"count: a number","type":"integer","minimum":0},{"title":"count: a matcher","$ref":"#/$defs/matcherObject"}]},"events":{"title":"events","description":"The first events, in order, each checked by its own fields.","type":"array","items":{"$ref":"#/$defs/sseEvent"}},"each":{"title":"each","description":"Every event must match.","$ref":"#/$defs/sseEvent"},"noIds":{"title":"noIds","description":"`true`: no event carries an `id`.","const":true},"responseLast":{"title":"responseLast","description":"`true`: the JSON-RPC response is the last message; notifications and requests come before it.","const":true},"increasing":{"title":"increasing","description":"A JSONPath into each event's data (e.g. `$.params.progress`): among the events where it finds a value, the values are numbers and each is greater than the one before.","type":"string","pattern":"^\\$","patternErrorMessage":"A JSONPath into the event's data starts with `$`, e.g. `$.params.progress`."}},"examples":[{"noIds":true,"responseLast":true,"events":[{"json":{"$.method":"notifications/progress"}}]}]},"sseEvent":{"type":"object","additionalProperties":false,"properties":{"event":{"title":"event","description":"The event type (default `message`).","$ref":"#/$defs/matcher"},"data":{"title":"data","description":"The data, as text (multi-line data joined with newlines).","$ref":"#/$defs/matcher"},"id":{"title":"id","description":"The event id.","$ref":"#/$defs/matcher"},"json":{"title":"json","description":"JSONPath → matcher over the data parsed as JSON.","type":"object","propertyNames":{"pattern":"^\\$","patternErrorMessage":"A JSONPath into the event's data starts with `$`, e.g. `$.method`."},"additionalProperties":{"$ref":"#/$defs/matcher"}}}},"conditions":{"title":"Conditions","description":"A text (always applies; the text is the reason), one condition, or a list of conditions: the first whose `if` is true applies.","anyOf":[{"title":"Condition: always","type":"string","minLength":1},{"title":"Condition: one","$ref":"#/$defs/condition"},{"title":"Conditions: the first that holds","type":"array","minItems":1,"items":{"$ref":"#/$defs/condition"}}]},"requirement":{"title":"Requirement","description":"A spec sentence this test proves, quoted, with its BCP 14 level as the spec writes it.","type":"object","additionalProperties":false,"required":["level","quote","source"],"properties":{"level":{"title":"Level","description":"The keyword of the sentence. A failed MUST fails the test; a failed SHOULD is a warning (a failure only under --strict); a failed MAY is a warning that never fails a run.","enum":["MUST","MUST NOT","REQUIRED","SHALL","SHALL NOT","SHOULD","SHOULD NOT","RECOMMENDED","NOT RECOMMENDED","MAY","OPTIONAL"]},"quote":{"title":"Quote","description":"The sentence, word for word.","type":"string","minLength":1},"source":{"title":"Source","description":"Where the sentence stands: spec page plus line or anchor.","type":"string","minLength":1,"examples":["2026-07-28/basic/transports/streamable-http.mdx:212"]}}},"matrixEach":{"title":"Items found at setup","description":"One leg per item of a list known only when the suite runs: `each` is a `{{ }}` template giving the list (usually a suite variable computed by `setup:`), `as` names each leg in the test ID. The variable holds the whole item (an object stays an object: `{{ tool.name }}`). An empty list (or null, or \"\") makes the test not applicable with `empty` as the reason, never passed. The legs exist only once the suite's setup has run: `--id id` selects them all, `--id 'id[tool=x]'` one of them; `list` and coverage show the document by its ID.","type":"object","required":["each"],"additionalProperties":false,"properties":{"each":{"title":"Each item of","description":"A `{{ }}` template whose value is the list to range over, e.g. `{{ output_tools }}`. It may use suite, setup and command-line variables.","type":"string","pattern":"\\{\\{","patternErrorMessage":"A `{{ }}` template giving a list, e.g. `\"{{ output_tools }}\"`.","examples":["{{ output_tools }}","{{ discover_result.supportedVersions }}"]},"as":{"title":"Leg name","description":"A `{{ }}` template naming one leg in its test ID (`id[tool=<as>]`), with `item` the item. Default: the item itself when it is a string, number or boolean; else its `name`, `uri` or `id` when that is a string; else its position (1, 2, ...). A name used twice gets `#2`, `#3`, ... .","type":"string","minLength":1,"examples":["{{ item.name }}","{{ item.uri }}"]},"empty":{"title":"Reason when empty","description":"The not-applicable reason when the list is empty, naming the empty set. Default: `no <name> to run a leg for: <each> is empty`.","type":"string","minLength":1,"examples":["no tool with an outputSchema whose arguments can be built"]}},"examples":[{"each":"{{ output_tools }}","as":"{{ item.name }}","empty":"no tool with an outputSchema"}]},"clientServe":{"title":"What the judging server answers","description":"Only with `role: client`: the server wirecase plays for the client under test. It speaks the revision `version` names (2025-11-25: `initialize` mints a session id, a later request without it gets 400, one with an ended session's id 404; 2026-07-28: no session, `server/discover` answered). Each request is answered by the first entry of `answers` that matches it and is not used up, else by the built-in default (a tool `echo`, its call echoing the arguments; an unknown method is -32601). With `oauth`, the judging server sits behind a scripted OAuth 2.1 authorization server's bearer check (docs/client-testing.md, OAuth documents).","type":"object","additionalProperties":false,"properties":{"version":{"title":"Protocol revision","description":"The revision the judging server speaks.","enum":["2025-11-25","2026-07-28"],"examples":["2025-11-25"]},"answers":{"title":"Scripted answers","description":"In order; the first that matches a request and is not used up answers it.","type":"array","items":{"$ref":"#/$defs/clientAnswer"}},"oauth":{"$ref":"#/$defs/clientOAuth"},"stdio":{"title":"The stdio server's behaviour","description":"Only when the client is judged over stdio (a `--client` command with `{{server_command}}`; docs/client-testing.md): what the server process the client launches does besides answering. A document with it is not applicable over HTTP.","type":"object","additionalProperties":false,"properties":{"stderr":{"title":"stderr","description":"Text the server process writes on its stderr when it starts (a server MAY log there).","type":"string","minLength":1,"examples":["Error: this line is only a log line"]},"onStdinClose":{"title":"When stdin closes","description":"`exit` (default): the process exits when its stdin closes; `stay`: it keeps running, a server the client must terminate.","enum":["exit","stay"],"examples":["stay"]},"onSigterm":{"title":"On SIGTERM","description":"`exit` (default): SIGTERM (or SIGINT, SIGHUP) ends the process; `ignore`: only SIGKILL does.","enum":["exit","ignore"],"examples":["ignore"]},"exitOn":{"title":"Exit on a method","description":"The first server process that gets a request of this JSON-RPC method exits (code 1) without answering it: an unexpected exit. Processes that get it later answer it as usual.","type":"string","minLength":1,"examples":["tools/list"]}}}}},"clientAnswer":{"title":"Scripted answer","description":"How the judging server answers one kind of request. Give at most one of `result`, `error` and `status` (none: the default answer, delayed or counted).","type":"object","additionalProperties":false,"required":["method"],"properties":{"method":{"title":"JSON-RPC method","description":"The method of the requests this answer is for, e.g. `tools/call` (a notification's too).","type":"string","minLength":1,"examples":["tools/list","tools/call"]},"name":{"title":"Name","description":"Only requests whose `params.name` is this (a tool or prompt name).","type":"string","examples":["echo"]},"times":{"title":"Times","description":"How many requests this answer is used for; then the next entry that matches answers. Default: every one.","type":"integer","minimum":1,"examples":[1]},"result":{"title":"Result","description":"The JSON-RPC `result` to answer with.","type":"object","examples":[{"tools":[]}]},"error":{"title":"Error","description":"The JSON-RPC `error` to answer with (code, message, data).","type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"integer","description":"The error code, e.g. -32022 (unsupported protocol version).","examples":[-32022]},"message":{"type":"string","description":"The error message."},"data":{"description":"The error's `data`."}}},"status":{"title":"HTTP status","description":"Answer with this HTTP status and an empty body instead of a JSON-RPC response (e.g. 404, 500). With `endSession: true`, 404 is what an ended session gets.","type":"integer","minimum":200,"maximum":599,"examples":[404]},"httpStatus":{"title":"HTTP status of a JSON-RPC error","description":"The HTTP status an `error` answer is sent with (default 200); 2026-07-28 servers send 400 with UnsupportedProtocolVersionError.","type":"integer","minimum":200,"maximum":599,"examples":[400]},"endSession":{"title":"End the session","description":"2025-11-25: the session this request names ends before it is answered, so it and every later request with that session id get 404 (the client must then initialize again).","type":"boolean","examples":[true]},"delay":{"title":"Delay","description":"Wait this long before answering.","$ref":"#/$defs/duration"},"stream":{"title":"Answer as an SSE stream","description":"Send the answer (the `result` or `error`, else the default) as a `text/event-stream` response instead of `application/json`: the `events` first, then the answer, each as one `message` event, then the stream ends. A client must handle both (2026-07-28 streamable-http).","type":"boolean","examples":[true]},"drop":{"title":"Drop the stream before the answer","description":"2025-11-25, with `stream: true`: the SSE stream carries event ids (`id:` lines): a priming event (an id, empty data, `retry: 100`), then the `events`, then it closes before the answer. A GET to the MCP endpoint with a `Last-Event-ID` naming an event of that stream (and the session id) is answered with an SSE stream carrying the answer, then closed; a GET without a known `Last-Event-ID` still gets 405. Every GET is recorded (`httpMethod: GET` checks).","type":"boolean","examples":[true]},"events":{"title":"Events before the answer","description":"With `stream: true`: JSON-RPC notifications (e.g. `notifications/progress`, `notifications/message`) sent on the stream before the answer, each as its own SSE event.","type":"array","items":{"type":"object","required":["method"],"properties":{"method":{"type":"string","minLength":1,"title":"Method","description":"The notification's JSON-RPC method, e.g. `notifications/progress`; its other members (`params`) are sent as written."}}},"examples":[[{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"working"}}]]}}},"clientCheck":{"title":"Check on the client's requests","description":"Picks requests the client sent, then checks each picked one (or their count); or, with `include` alone, the checks of a fragment file.","type":"object","additionalProperties":false,"oneOf":[{"title":"Check","required":["name"]},{"title":"Included checks","required":["include"]}],"properties":{"include":{"title":"Include","description":"The checks of a fragment file (its `checks:`), inserted here; the path is relative to the suite folder (where suite.yaml is) and may not leave it. Nothing else goes beside it.","type":"string","minLength":1,"examples":["fragments/speaks-2026.yaml"]},"name":{"title":"Name","description":"What this check proves, shown in reports.","type":"string","minLength":1,"examples":["the first request is initialize"]},"stdin":{"title":"The server's stdin (stdio)","description":"Only over stdio: judges the record of what the client did to each server process it started, one JSON value (docs/client-testing.md, \"The stdin record\"): `processes` (per process: `lines`, `first`, `afterClose`, `signals`, `killed`, `end`), `lines` (every line written on stdin, `problem` when it is not a valid MCP message), `invalid`, `split` (a message spread over several lines), `responses` (JSON-RPC responses the client wrote), `unterminated`. Goes with `expect` (its `json:`) and `guard` only. A document with it is not applicable over HTTP.","const":true,"examples":[true]},"method":{"title":"JSON-RPC method","description":"Only requests with this method (or one of these); `*` or absent: every POST request with a JSON-RPC body.","anyOf":[{"title":"Method: one","type":"string","minLength":1},{"title":"Method: a list","type":"array","minItems":1,"items":{"type":"string","minLength":1}}],"examples":["tools/call"]},"exceptMethod":{"title":"Except methods","description":"Leave out requests with this method (or one of these), e.g. `server/discover`, the probe a client that speaks both eras sends first.","anyOf":[{"title":"Except: one method","type":"string","minLength":1},{"title":"Except: a list","type":"array","minItems":1,"items":{"type":"string","minLength":1}}],"examples":["server/discover"]},"httpMethod":{"title":"HTTP method","description":"Only requests with this HTTP method (default: every method); `DELETE` picks session deletions, which have no JSON-RPC body.","enum":["POST","GET","DELETE"],"examples":["DELETE"]},"after":{"title":"After","description":"Only requests sent after the server answered a request of this JSON-RPC method (e.g. `initialize`: the requests after negotiation).","type":"string","minLength":1,"examples":["initialize"]},"before":{"title":"Before","description":"Only requests that arrived before the server answered the first request of this JSON-RPC method (e.g. `initialize`, answered late with a `delay`: what a client sent while it waited). When no such request was answered, every request counts.","type":"string","minLength":1,"examples":["initialize"]},"afterStatus":{"title":"After an HTTP status","description":"Only requests sent after the server answered one with this HTTP status (e.g. 404).","type":"integer","minimum":100,"maximum":599,"examples":[404]},"afterError":{"title":"After a JSON-RPC error","description":"Only requests sent after the server answered one with this JSON-RPC error code (e.g. -32022); with `{ code, method }`, one of that JSON-RPC method (e.g. the tools/list the server refused, not an initialize refused with the same code).","anyOf":[{"title":"After an error: its code","type":"integer","examples":[-32022]},{"title":"After an error: its code and method","type":"object","additionalProperties":false,"required":["code","method"],"properties":{"code":{"title":"Code","description":"The JSON-RPC error code.","type":"integer"},"method":{"title":"Method","description":"The JSON-RPC method of the request answered with it.","type":"string","minLength":1}},"examples":[{"code":-32022,"method":"tools/list"}]}]},"where":{"title":"Where","description":"Only requests that pass these matchers (the same `headers:` / `json:` as `expect`), e.g. the calls of a tool with a given argument: `{ json: { $.params.arguments.region: us-west1 } }`.","$ref":"#/$defs/requestExpect"},"endpoint":{"title":"Endpoint","description":"With `serve.oauth`: only requests to this endpoint (or one of these), of any HTTP method: `mcp`, `resource-metadata`, `auth-server-metadata`, `authorize`, `token`, `register`, `jwks`, or `not-found` (a probe that found nothing). Absent: the JSON-RPC requests to the MCP endpoint. A request to the authorization side is seen as JSON: `$.path`, `$.query.<name>`, `$.form.<name>` (token request), `$.json` (registration) and `$.answer.status` / `$.answer.error`; credentials are `***`.","anyOf":[{"title":"Endpoint: one","enum":["mcp","resource-metadata","auth-server-metadata","authorize","token","register","jwks","not-found"]},{"title":"Endpoint: a list","type":"array","minItems":1,"items":{"enum":["mcp","resource-metadata","auth-server-metadata","authorize","token","register","jwks","not-found"]}}],"examples":["authorize"]},"server":{"title":"Server","description":"With `serve.oauth`: only requests to the `resource` server (the MCP endpoint and its metadata) or the `authorization` server.","enum":["resource","authorization"],"examples":["authorization"]},"token":{"title":"Token","description":"With `serve.oauth`: only MCP requests whose token the bearer check found so: `accepted`, `missing`, `invalid` (not one this authorization server issued for this resource), `insufficient_scope`, or `in-query`.","enum":["accepted","missing","invalid","insufficient_scope","in-query"],"examples":["missing"]},"afterEndpoint":{"title":"After an endpoint answered","description":"With `serve.oauth`: only requests sent after the first 2xx answer of this endpoint (e.g. `token`: once the client had a token).","enum":["mcp","resource-metadata","auth-server-metadata","authorize","token","register","jwks","not-found"],"examples":["token"]},"which":{"title":"Which","description":"`each` (default): every picked request must pass; `first` / `last`: only that one; a number N: only the Nth (1 is the first); `none`: no request may be picked (a client that sends nothing of the kind passes).","anyOf":[{"title":"Which: a word","enum":["each","first","last","none"]},{"title":"Which: the Nth","type":"integer","minimum":1}],"examples":["first",2]},"count":{"title":"Count","description":"A matcher over how many requests were picked, e.g. `{ gte: 1 }` for \"sends it at least once\".","$ref":"#/$defs/matcher","examples":[{"gte":1}]},"expect":{"$ref":"#/$defs/requestExpect"},"guard":{"title":"Guard","description":"This check only decides whether the test applies: when it fails, the test is not applicable, with this text as the reason (e.g. a client of the initialize era that never speaks 2026-07-28), never failed.","type":"string","minLength":1,"examples":["the client does not speak 2026-07-28"]},"distinct":{"title":"Distinct","description":"A JSONPath whose value must differ between every two picked requests that have one (compared as JSON), e.g. `$.id`: a retry's JSON-RPC id is not the first request's.","type":"string","pattern":"^\\$","patternErrorMessage":"A JSONPath starts with `$`, e.g. `$.id`.","examples":["$.id"]}},"dependentSchemas":{"stdin":{"not":{"description":"A `stdin` check judges the stdio record, not requests: it takes no key that picks requests (only `name`, `expect` and `guard` go beside it).","anyOf":[{"required":["method"]},{"required":["exceptMethod"]},{"required":["httpMethod"]},{"required":["after"]},{"required":["before"]},{"required":["afterStatus"]},{"required":["afterError"]},{"required":["where"]},{"required":["endpoint"]},{"required":["server"]},{"required":["token"]},{"required":["afterEndpoint"]},{"required":["which"]},{"required":["count"]},{"required":["distinct"]}]}}}},"requestExpect":{"title":"Expect (on a request)","description":"What each picked request must look like: its headers, its JSON body (the JSON-RPC message) and its text.","type":"object","additionalProperties":false,"properties":{"headers":{"title":"Headers","description":"Header name (any case) → matcher. A repeated header is matched on its values joined with `, `.","type":"object","additionalProperties":{"$ref":"#/$defs/matcher"},"examples":[{"content-type":{"matches":"^application/json"},"mcp-session-id":{"absent":true}}]},"json":{"title":"JSON","description":"JSONPath → matcher, over the JSON body.","type":"object","propertyNames":{"pattern":"^\\$","patternErrorMessage":"A JSONPath starts with `$`, e.g. `$.id` or `$.items[0].name`."},"additionalProperties":{"$ref":"#/$defs/matcher"},"examples":[{"$.name":"widget","$.tags":{"length":2}}]},"body":{"title":"Body","description":"Matcher over the body as text.","$ref":"#/$defs/matcher","examples":[{"contains":"ok"}]},"schema":{"title":"JSON Schema","description":"The JSON body must validate: a schema file (relative to this document, optionally with `#/pointer`) or an inline schema.","$ref":"#/$defs/schemaRef"},"allowEmpty":{"title":"Allow an empty set","description":"An empty set is the expected answer here: a check over a set that came out empty (an `each` over an empty list, a wildcard or filter JSONPath that matched nothing, an `sse` check over zero events) passes. Without it such a check proves nothing, and a test whose checks otherwise pass is not applicable, with the empty set named as the reason (never a vacuous pass).","type":"boolean","examples":[true]}}},"clientOAuth":{"title":"Scripted OAuth authorization server","description":"The judging server is a protected resource: a request without a good token gets 401 with `WWW-Authenticate` (403 `insufficient_scope` for a step-up), and the client must get one from a scripted authorization server on another loopback port. Each key picks one variant (docs/oauth-server.md names the sentence each serves); `{}` is every default. The client's environment gets a browser stand-in (`$BROWSER`, `xdg-open`, `open`) that follows the authorization redirect.","type":"object","additionalProperties":false,"properties":{"resourceMetadata":{"title":"Where the protected-resource metadata is","description":"`path` (default): `/.well-known/oauth-protected-resource/mcp`; `root`: `/.well-known/oauth-protected-resource`; `challenge`: a path only the 401's `resource_metadata` names.","enum":["path","root","challenge"],"examples":["challenge"]},"challengeNamesMetadata":{"title":"Name the metadata in the 401","description":"Put `resource_metadata` in the 401 for `path` and `root` too (always so for `challenge`).","type":"boolean","examples":[true]},"authServerMetadata":{"title":"Authorization server metadata","description":"`oauth` (default): `/.well-known/oauth-authorization-server[issuer path]`; `openid`: `/.well-known/openid-configuration[issuer path]`; `openid-appended`: `[issuer path]/.well-known/openid-configuration`. Only that URL answers.","enum":["oauth","openid","openid-appended"],"examples":["openid"]},"issuerPath":{"title":"Issuer path","description":"A path the issuer (and every endpoint) carries, e.g. `/tenant1`.","type":"string","pattern":"^(/[A-Za-z0-9._~-]+)+$","examples":["/tenant1"],"patternErrorMessage":"An issuer path is one or more `/segment`s of letters, digits, `.`, `_`, `~` and `-`, e.g. `/tenant1`."},"dynamicRegistration":{"title":"Dynamic client registration","description":"`registration_endpoint` in the metadata (default true).","type":"boolean","examples":[false]},"clientMetadataDocuments":{"title":"Client ID metadata documents","description":"`client_id_metadata_document_supported: true` (default true): a `client_id` that is a URL is fetched and checked.","type":"boolean","examples":[false]},"preRegistered":{"title":"Pre-registered clients","description":"Clients the authorization server knows before any flow.","type":"array","items":{"type":"object","additionalProperties":false,"required":["client_id","redirect_uris"],"properties":{"client_id":{"type":"string","minLength":1,"description":"The client ID."},"client_secret":{"type":"string","minLength":1,"description":"A confidential client's secret."},"redirect_uris":{"type":"array","minItems":1,"items":{"type":"string","minLength":1},"description":"Its redirect URIs."}}},"examples":[[{"client_id":"my-app","redirect_uris":["http://127.0.0.1:8765/callback"]}]]},"requireResource":{"title":"Require `resource`","description":"Refuse an authorization or token request without the RFC 8707 `resource` parameter (default true). `false`: the flow completes, and the checks say whether the client sent it.","type":"boolean","examples":[false]},"scopeSource":{"title":"Where the scope comes from","description":"`challenge` (default): the 401 says `scope=\"mcp:read\"` and `scopes_supported` lists `mcp:read mcp:write mcp:admin`; `scopes_supported`: the 401 names no scope and `scopes_supported` is `mcp:read`. `challenge-outside`: the 401 says `scope=\"mcp:read\"` and `scopes_supported` does not list it (`mcp:write mcp:admin`).","enum":["challenge","scopes_supported","challenge-outside"],"examples":["scopes_supported"]},"stepUp":{"title":"Step-up","description":"`tools/call` needs `mcp:write` too: a token without it gets 403 `insufficient_scope`. `{ grant: false }`: it is never granted.","anyOf":[{"title":"Step-up: on or off","type":"boolean"},{"title":"Step-up: options","type":"object","additionalProperties":false,"properties":{"scope":{"type":"string","minLength":1,"description":"The scope a tools/call needs beyond mcp:read (default mcp:write)."},"grant":{"type":"boolean","description":"false: never granted (default true)."}}}],"examples":[true]},"refreshTokens":{"title":"Refresh tokens","description":"Issue refresh tokens and accept the refresh_token grant (default false).","type":"boolean","examples":[true]},"iss":{"title":"`iss` in the authorization response","description":"`present` (default): the issuer; `absent`; `mismatched`: the issuer with a trailing slash (RFC 9207).","enum":["present","absent","mismatched"],"examples":["mismatched"]},"advertiseIss":{"title":"Advertise `iss`","description":"`authorization_response_iss_parameter_supported: true` in the metadata (default true).","type":"boolean","examples":[false]},"advertisePkce":{"title":"Advertise PKCE","description":"`code_challenge_methods_supported: [\"S256\"]` in the metadata (default true). `false`: absent, and a client must refuse to proceed.","type":"boolean","examples":[false]},"metadataIssuerMismatch":{"title":"Metadata issuer mismatch","description":"The metadata's `issuer` is not the issuer its URL was built from (RFC 8414 §3.3): a client must not use it.","type":"boolean","examples":[true]}}},"couldNotJudgeConditions":{"title":"Could-not-judge conditions","description":"The same forms as `notApplicable`, or an empty list: none (in a document, the suite’s conditions then do not apply).","anyOf":[{"title":"Conditions: as notApplicable","$ref":"#/$defs/conditions"},{"title":"Conditions: none","type":"array","maxItems":0}]}}};
const schema32 = {"title":"Requirement","description":"A spec sentence this test proves, quoted, with its BCP 14 level as the spec writes it.","type":"object","additionalProperties":false,"required":["level","quote","source"],"properties":{"level":{"title":"Level","description":"The keyword of the sentence. A failed MUST fails the test; a failed SHOULD is a warning (a failure only under --strict); a failed MAY is a warning that never fails a run.","enum":["MUST","MUST NOT","REQUIRED","SHALL","SHALL NOT","SHOULD","SHOULD NOT","RECOMMENDED","NOT RECOMMENDED","MAY","OPTIONAL"]},"quote":{"title":"Quote","description":"The sentence, word for word.","type":"string","minLength":1},"source":{"title":"Source","description":"Where the sentence stands: spec page plus line or anchor.","type":"string","minLength":1,"examples":["2026-07-28/basic/transports/streamable-http.mdx:212"]}}};
const schema49 = {"title":"Variables","description":"Name → value. Names are letters, digits and underscores.","type":"object","propertyNames":{"pattern":"^[A-Za-z_][A-Za-z0-9_]*$","patternErrorMessage":"A variable name: letters, digits and `_`, not starting with a digit (it is used as `{{ name }}`)."},"additionalProperties":true,"examples":[{"item_name":"widget","page_size":2}]};
const schema50 = {"title":"Secret variable names","description":"Names of variables whose values are masked as *** in every report and log: raw, URL-encoded, form-encoded, JSON-escaped and base64.","type":"array","uniqueItems":true,"items":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","patternErrorMessage":"A variable name: letters, digits and `_`, not starting with a digit (it is used as `{{ name }}`)."},"examples":[["client_credentials"]]};
const schema51 = {"title":"Items found at setup","description":"One leg per item of a list known only when the suite runs: `each` is a `{{ }}` template giving the list (usually a suite variable computed by `setup:`), `as` names each leg in the test ID. The variable holds the whole item (an object stays an object: `{{ tool.name }}`). An empty list (or null, or \"\") makes the test not applicable with `empty` as the reason, never passed. The legs exist only once the suite's setup has run: `--id id` selects them all, `--id 'id[tool=x]'` one of them; `list` and coverage show the document by its ID.","type":"object","required":["each"],"additionalProperties":false,"properties":{"each":{"title":"Each item of","description":"A `{{ }}` template whose value is the list to range over, e.g. `{{ output_tools }}`. It may use suite, setup and command-line variables.","type":"string","pattern":"\\{\\{","patternErrorMessage":"A `{{ }}` template giving a list, e.g. `\"{{ output_tools }}\"`.","examples":["{{ output_tools }}","{{ discover_result.supportedVersions }}"]},"as":{"title":"Leg name","description":"A `{{ }}` template naming one leg in its test ID (`id[tool=<as>]`), with `item` the item. Default: the item itself when it is a string, number or boolean; else its `name`, `uri` or `id` when that is a string; else its position (1, 2, ...). A name used twice gets `#2`, `#3`, ... .","type":"string","minLength":1,"examples":["{{ item.name }}","{{ item.uri }}"]},"empty":{"title":"Reason when empty","description":"The not-applicable reason when the list is empty, naming the empty set. Default: `no <name> to run a leg for: <each> is empty`.","type":"string","minLength":1,"examples":["no tool with an outputSchema whose arguments can be built"]}},"examples":[{"each":"{{ output_tools }}","as":"{{ item.name }}","empty":"no tool with an outputSchema"}]};
const schema78 = {"title":"MCP profile","description":"How `rpc` steps speak MCP: the protocol revision and what the client declares. Set in suite.yaml for every document, or per document.","type":"object","additionalProperties":false,"properties":{"revision":{"title":"Revision","description":"MCP protocol revision. 2026-07-28 sends MCP-Protocol-Version, Mcp-Method, Mcp-Name and `_meta` on every request; earlier revisions use the `initialize` handshake and Mcp-Session-Id. A `{{ }}` template (e.g. a matrix variable) is allowed.","anyOf":[{"title":"Known revision","enum":["2026-07-28","2025-11-25","2025-06-18","2025-03-26","2024-11-05"]},{"title":"Revision template","type":"string","pattern":"^\\{\\{.*\\}\\}$","patternErrorMessage":"A revision is one wirecase speaks, e.g. `2026-07-28`, or a `{{ }}` template."}],"examples":["2026-07-28"]},"clientCapabilities":{"title":"Client capabilities","description":"What the client declares: in `_meta` (2026-07-28) or in `initialize` (earlier revisions).","type":"object","examples":[{"extensions":{"io.modelcontextprotocol/ui":{"mimeTypes":["text/html;profile=mcp-app"]}}}]},"clientInfo":{"title":"Client info","description":"The client's name and version; `null` leaves it out.","type":["object","null"],"examples":[{"name":"wirecase","version":"1.0.0"}]}},"examples":[{"revision":"2026-07-28"}]};
const func1 = Object.prototype.hasOwnProperty;
const func2 = module0.default;
const pattern4 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "u");
const pattern6 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:-]*$", "u");
const pattern11 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
const pattern14 = new RegExp("\\{\\{", "u");
const pattern27 = new RegExp("^\\{\\{.*\\}\\}$", "u");
const schema33 = {"title":"What the judging server answers","description":"Only with `role: client`: the server wirecase plays for the client under test. It speaks the revision `version` names (2025-11-25: `initialize` mints a session id, a later request without it gets 400, one with an ended session's id 404; 2026-07-28: no session, `server/discover` answered). Each request is answered by the first entry of `answers` that matches it and is not used up, else by the built-in default (a tool `echo`, its call echoing the arguments; an unknown method is -32601). With `oauth`, the judging server sits behind a scripted OAuth 2.1 authorization server's bearer check (docs/client-testing.md, OAuth documents).","type":"object","additionalProperties":false,"properties":{"version":{"title":"Protocol revision","description":"The revision the judging server speaks.","enum":["2025-11-25","2026-07-28"],"examples":["2025-11-25"]},"answers":{"title":"Scripted answers","description":"In order; the first that matches a request and is not used up answers it.","type":"array","items":{"$ref":"#/$defs/clientAnswer"}},"oauth":{"$ref":"#/$defs/clientOAuth"},"stdio":{"title":"The stdio server's behaviour","description":"Only when the client is judged over stdio (a `--client` command with `{{server_command}}`; docs/client-testing.md): what the server process the client launches does besides answering. A document with it is not applicable over HTTP.","type":"object","additionalProperties":false,"properties":{"stderr":{"title":"stderr","description":"Text the server process writes on its stderr when it starts (a server MAY log there).","type":"string","minLength":1,"examples":["Error: this line is only a log line"]},"onStdinClose":{"title":"When stdin closes","description":"`exit` (default): the process exits when its stdin closes; `stay`: it keeps running, a server the client must terminate.","enum":["exit","stay"],"examples":["stay"]},"onSigterm":{"title":"On SIGTERM","description":"`exit` (default): SIGTERM (or SIGINT, SIGHUP) ends the process; `ignore`: only SIGKILL does.","enum":["exit","ignore"],"examples":["ignore"]},"exitOn":{"title":"Exit on a method","description":"The first server process that gets a request of this JSON-RPC method exits (code 1) without answering it: an unexpected exit. Processes that get it later answer it as usual.","type":"string","minLength":1,"examples":["tools/list"]}}}}};
const schema36 = {"title":"Scripted OAuth authorization server","description":"The judging server is a protected resource: a request without a good token gets 401 with `WWW-Authenticate` (403 `insufficient_scope` for a step-up), and the client must get one from a scripted authorization server on another loopback port. Each key picks one variant (docs/oauth-server.md names the sentence each serves); `{}` is every default. The client's environment gets a browser stand-in (`$BROWSER`, `xdg-open`, `open`) that follows the authorization redirect.","type":"object","additionalProperties":false,"properties":{"resourceMetadata":{"title":"Where the protected-resource metadata is","description":"`path` (default): `/.well-known/oauth-protected-resource/mcp`; `root`: `/.well-known/oauth-protected-resource`; `challenge`: a path only the 401's `resource_metadata` names.","enum":["path","root","challenge"],"examples":["challenge"]},"challengeNamesMetadata":{"title":"Name the metadata in the 401","description":"Put `resource_metadata` in the 401 for `path` and `root` too (always so for `challenge`).","type":"boolean","examples":[true]},"authServerMetadata":{"title":"Authorization server metadata","description":"`oauth` (default): `/.well-known/oauth-authorization-server[issuer path]`; `openid`: `/.well-known/openid-configuration[issuer path]`; `openid-appended`: `[issuer path]/.well-known/openid-configuration`. Only that URL answers.","enum":["oauth","openid","openid-appended"],"examples":["openid"]},"issuerPath":{"title":"Issuer path","description":"A path the issuer (and every endpoint) carries, e.g. `/tenant1`.","type":"string","pattern":"^(/[A-Za-z0-9._~-]+)+$","examples":["/tenant1"],"patternErrorMessage":"An issuer path is one or more `/segment`s of letters, digits, `.`, `_`, `~` and `-`, e.g. `/tenant1`."},"dynamicRegistration":{"title":"Dynamic client registration","description":"`registration_endpoint` in the metadata (default true).","type":"boolean","examples":[false]},"clientMetadataDocuments":{"title":"Client ID metadata documents","description":"`client_id_metadata_document_supported: true` (default true): a `client_id` that is a URL is fetched and checked.","type":"boolean","examples":[false]},"preRegistered":{"title":"Pre-registered clients","description":"Clients the authorization server knows before any flow.","type":"array","items":{"type":"object","additionalProperties":false,"required":["client_id","redirect_uris"],"properties":{"client_id":{"type":"string","minLength":1,"description":"The client ID."},"client_secret":{"type":"string","minLength":1,"description":"A confidential client's secret."},"redirect_uris":{"type":"array","minItems":1,"items":{"type":"string","minLength":1},"description":"Its redirect URIs."}}},"examples":[[{"client_id":"my-app","redirect_uris":["http://127.0.0.1:8765/callback"]}]]},"requireResource":{"title":"Require `resource`","description":"Refuse an authorization or token request without the RFC 8707 `resource` parameter (default true). `false`: the flow completes, and the checks say whether the client sent it.","type":"boolean","examples":[false]},"scopeSource":{"title":"Where the scope comes from","description":"`challenge` (default): the 401 says `scope=\"mcp:read\"` and `scopes_supported` lists `mcp:read mcp:write mcp:admin`; `scopes_supported`: the 401 names no scope and `scopes_supported` is `mcp:read`. `challenge-outside`: the 401 says `scope=\"mcp:read\"` and `scopes_supported` does not list it (`mcp:write mcp:admin`).","enum":["challenge","scopes_supported","challenge-outside"],"examples":["scopes_supported"]},"stepUp":{"title":"Step-up","description":"`tools/call` needs `mcp:write` too: a token without it gets 403 `insufficient_scope`. `{ grant: false }`: it is never granted.","anyOf":[{"title":"Step-up: on or off","type":"boolean"},{"title":"Step-up: options","type":"object","additionalProperties":false,"properties":{"scope":{"type":"string","minLength":1,"description":"The scope a tools/call needs beyond mcp:read (default mcp:write)."},"grant":{"type":"boolean","description":"false: never granted (default true)."}}}],"examples":[true]},"refreshTokens":{"title":"Refresh tokens","description":"Issue refresh tokens and accept the refresh_token grant (default false).","type":"boolean","examples":[true]},"iss":{"title":"`iss` in the authorization response","description":"`present` (default): the issuer; `absent`; `mismatched`: the issuer with a trailing slash (RFC 9207).","enum":["present","absent","mismatched"],"examples":["mismatched"]},"advertiseIss":{"title":"Advertise `iss`","description":"`authorization_response_iss_parameter_supported: true` in the metadata (default true).","type":"boolean","examples":[false]},"advertisePkce":{"title":"Advertise PKCE","description":"`code_challenge_methods_supported: [\"S256\"]` in the metadata (default true). `false`: absent, and a client must refuse to proceed.","type":"boolean","examples":[false]},"metadataIssuerMismatch":{"title":"Metadata issuer mismatch","description":"The metadata's `issuer` is not the issuer its URL was built from (RFC 8414 §3.3): a client must not use it.","type":"boolean","examples":[true]}}};
const schema34 = {"title":"Scripted answer","description":"How the judging server answers one kind of request. Give at most one of `result`, `error` and `status` (none: the default answer, delayed or counted).","type":"object","additionalProperties":false,"required":["method"],"properties":{"method":{"title":"JSON-RPC method","description":"The method of the requests this answer is for, e.g. `tools/call` (a notification's too).","type":"string","minLength":1,"examples":["tools/list","tools/call"]},"name":{"title":"Name","description":"Only requests whose `params.name` is this (a tool or prompt name).","type":"string","examples":["echo"]},"times":{"title":"Times","description":"How many requests this answer is used for; then the next entry that matches answers. Default: every one.","type":"integer","minimum":1,"examples":[1]},"result":{"title":"Result","description":"The JSON-RPC `result` to answer with.","type":"object","examples":[{"tools":[]}]},"error":{"title":"Error","description":"The JSON-RPC `error` to answer with (code, message, data).","type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"integer","description":"The error code, e.g. -32022 (unsupported protocol version).","examples":[-32022]},"message":{"type":"string","description":"The error message."},"data":{"description":"The error's `data`."}}},"status":{"title":"HTTP status","description":"Answer with this HTTP status and an empty body instead of a JSON-RPC response (e.g. 404, 500). With `endSession: true`, 404 is what an ended session gets.","type":"integer","minimum":200,"maximum":599,"examples":[404]},"httpStatus":{"title":"HTTP status of a JSON-RPC error","description":"The HTTP status an `error` answer is sent with (default 200); 2026-07-28 servers send 400 with UnsupportedProtocolVersionError.","type":"integer","minimum":200,"maximum":599,"examples":[400]},"endSession":{"title":"End the session","description":"2025-11-25: the session this request names ends before it is answered, so it and every later request with that session id get 404 (the client must then initialize again).","type":"boolean","examples":[true]},"delay":{"title":"Delay","description":"Wait this long before answering.","$ref":"#/$defs/duration"},"stream":{"title":"Answer as an SSE stream","description":"Send the answer (the `result` or `error`, else the default) as a `text/event-stream` response instead of `application/json`: the `events` first, then the answer, each as one `message` event, then the stream ends. A client must handle both (2026-07-28 streamable-http).","type":"boolean","examples":[true]},"drop":{"title":"Drop the stream before the answer","description":"2025-11-25, with `stream: true`: the SSE stream carries event ids (`id:` lines): a priming event (an id, empty data, `retry: 100`), then the `events`, then it closes before the answer. A GET to the MCP endpoint with a `Last-Event-ID` naming an event of that stream (and the session id) is answered with an SSE stream carrying the answer, then closed; a GET without a known `Last-Event-ID` still gets 405. Every GET is recorded (`httpMethod: GET` checks).","type":"boolean","examples":[true]},"events":{"title":"Events before the answer","description":"With `stream: true`: JSON-RPC notifications (e.g. `notifications/progress`, `notifications/message`) sent on the stream before the answer, each as its own SSE event.","type":"array","items":{"type":"object","required":["method"],"properties":{"method":{"type":"string","minLength":1,"title":"Method","description":"The notification's JSON-RPC method, e.g. `notifications/progress`; its other members (`params`) are sent as written."}}},"examples":[[{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"working"}}]]}}};
const schema35 = {"title":"Duration","description":"Milliseconds as a number, or a text such as `500ms`, `2s`, `1m`.","anyOf":[{"title":"Duration in milliseconds","type":"integer","minimum":0,"errorMessage":"A duration is milliseconds as a number, or a number and a unit: `500ms`, `2s`, `1m`."},{"title":"Duration text","type":"string","pattern":"^[0-9]+(\\.[0-9]+)?(ms|s|m)$","patternErrorMessage":"A duration is milliseconds as a number, or a number and a unit: `500ms`, `2s`, `1m`."}],"examples":["2s",500]};
const pattern7 = new RegExp("^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema34.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.method,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.method.type,parentSchema:schema34.properties.method,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.name.type,parentSchema:schema34.properties.name,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.times !== undefined){
let data2 = data.times;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err5 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.times.type,parentSchema:schema34.properties.times,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema34.properties.times,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.result !== undefined){
let data3 = data.result;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err7 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.properties.result.type,parentSchema:schema34.properties.result,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.error !== undefined){
let data4 = data.error;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.code === undefined){
const err8 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema34.properties.error.required,parentSchema:schema34.properties.error,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.message === undefined){
const err9 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema34.properties.error.required,parentSchema:schema34.properties.error,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data4){
if(!(((key1 === "code") || (key1 === "message")) || (key1 === "data"))){
const err10 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema34.properties.error,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.code !== undefined){
let data5 = data4.code;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err11 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.error.properties.code.type,parentSchema:schema34.properties.error.properties.code,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4.message !== undefined){
let data6 = data4.message;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.error.properties.message.type,parentSchema:schema34.properties.error.properties.message,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.properties.error.type,parentSchema:schema34.properties.error,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.status.type,parentSchema:schema34.properties.status,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 599 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema34.properties.status,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7 < 200 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 200},message:"must be >= 200",schema:200,parentSchema:schema34.properties.status,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.httpStatus !== undefined){
let data8 = data.httpStatus;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err17 = {instancePath:instancePath+"/httpStatus",schemaPath:"#/properties/httpStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.httpStatus.type,parentSchema:schema34.properties.httpStatus,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 599 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/httpStatus",schemaPath:"#/properties/httpStatus/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema34.properties.httpStatus,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8 < 200 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/httpStatus",schemaPath:"#/properties/httpStatus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 200},message:"must be >= 200",schema:200,parentSchema:schema34.properties.httpStatus,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.endSession !== undefined){
let data9 = data.endSession;
if(typeof data9 !== "boolean"){
const err20 = {instancePath:instancePath+"/endSession",schemaPath:"#/properties/endSession/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema34.properties.endSession.type,parentSchema:schema34.properties.endSession,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.delay !== undefined){
let data10 = data.delay;
const _errs25 = errors;
let valid3 = false;
const _errs26 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err21 = {instancePath:instancePath+"/delay",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 < 0 || isNaN(data10)){
const err22 = {instancePath:instancePath+"/delay",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid0 = _errs26 === errors;
valid3 = valid3 || _valid0;
const _errs28 = errors;
if(typeof data10 === "string"){
if(!pattern7.test(data10)){
const err23 = {instancePath:instancePath+"/delay",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/delay",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err25 = {instancePath:instancePath+"/delay",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data.stream !== undefined){
let data11 = data.stream;
if(typeof data11 !== "boolean"){
const err26 = {instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema34.properties.stream.type,parentSchema:schema34.properties.stream,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.drop !== undefined){
let data12 = data.drop;
if(typeof data12 !== "boolean"){
const err27 = {instancePath:instancePath+"/drop",schemaPath:"#/properties/drop/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema34.properties.drop.type,parentSchema:schema34.properties.drop,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.events !== undefined){
let data13 = data.events;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.method === undefined){
const err28 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema34.properties.events.items.required,parentSchema:schema34.properties.events.items,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data14.method !== undefined){
let data15 = data14.method;
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err29 = {instancePath:instancePath+"/events/" + i0+"/method",schemaPath:"#/properties/events/items/properties/method/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.events.items.properties.method,data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/events/" + i0+"/method",schemaPath:"#/properties/events/items/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.events.items.properties.method.type,parentSchema:schema34.properties.events.items.properties.method,data:data15};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.properties.events.items.type,parentSchema:schema34.properties.events.items,data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.events.type,parentSchema:schema34.properties.events,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern8 = new RegExp("^(/[A-Za-z0-9._~-]+)+$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "version") || (key0 === "answers")) || (key0 === "oauth")) || (key0 === "stdio"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.version !== undefined){
let data0 = data.version;
if(!((data0 === "2025-11-25") || (data0 === "2026-07-28"))){
const err1 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema33.properties.version.enum},message:"must be equal to one of the allowed values",schema:schema33.properties.version.enum,parentSchema:schema33.properties.version,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.answers !== undefined){
let data1 = data.answers;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate22(data1[i0], {instancePath:instancePath+"/answers/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.answers.type,parentSchema:schema33.properties.answers,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.oauth !== undefined){
let data3 = data.oauth;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!(func1.call(schema36.properties, key1))){
const err3 = {instancePath:instancePath+"/oauth",schemaPath:"#/$defs/clientOAuth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data3.resourceMetadata !== undefined){
let data4 = data3.resourceMetadata;
if(!(((data4 === "path") || (data4 === "root")) || (data4 === "challenge"))){
const err4 = {instancePath:instancePath+"/oauth/resourceMetadata",schemaPath:"#/$defs/clientOAuth/properties/resourceMetadata/enum",keyword:"enum",params:{allowedValues: schema36.properties.resourceMetadata.enum},message:"must be equal to one of the allowed values",schema:schema36.properties.resourceMetadata.enum,parentSchema:schema36.properties.resourceMetadata,data:data4};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data3.challengeNamesMetadata !== undefined){
let data5 = data3.challengeNamesMetadata;
if(typeof data5 !== "boolean"){
const err5 = {instancePath:instancePath+"/oauth/challengeNamesMetadata",schemaPath:"#/$defs/clientOAuth/properties/challengeNamesMetadata/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.challengeNamesMetadata.type,parentSchema:schema36.properties.challengeNamesMetadata,data:data5};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data3.authServerMetadata !== undefined){
let data6 = data3.authServerMetadata;
if(!(((data6 === "oauth") || (data6 === "openid")) || (data6 === "openid-appended"))){
const err6 = {instancePath:instancePath+"/oauth/authServerMetadata",schemaPath:"#/$defs/clientOAuth/properties/authServerMetadata/enum",keyword:"enum",params:{allowedValues: schema36.properties.authServerMetadata.enum},message:"must be equal to one of the allowed values",schema:schema36.properties.authServerMetadata.enum,parentSchema:schema36.properties.authServerMetadata,data:data6};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3.issuerPath !== undefined){
let data7 = data3.issuerPath;
if(typeof data7 === "string"){
if(!pattern8.test(data7)){
const err7 = {instancePath:instancePath+"/oauth/issuerPath",schemaPath:"#/$defs/clientOAuth/properties/issuerPath/pattern",keyword:"pattern",params:{pattern: "^(/[A-Za-z0-9._~-]+)+$"},message:"must match pattern \""+"^(/[A-Za-z0-9._~-]+)+$"+"\"",schema:"^(/[A-Za-z0-9._~-]+)+$",parentSchema:schema36.properties.issuerPath,data:data7};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/oauth/issuerPath",schemaPath:"#/$defs/clientOAuth/properties/issuerPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.issuerPath.type,parentSchema:schema36.properties.issuerPath,data:data7};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.dynamicRegistration !== undefined){
let data8 = data3.dynamicRegistration;
if(typeof data8 !== "boolean"){
const err9 = {instancePath:instancePath+"/oauth/dynamicRegistration",schemaPath:"#/$defs/clientOAuth/properties/dynamicRegistration/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.dynamicRegistration.type,parentSchema:schema36.properties.dynamicRegistration,data:data8};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.clientMetadataDocuments !== undefined){
let data9 = data3.clientMetadataDocuments;
if(typeof data9 !== "boolean"){
const err10 = {instancePath:instancePath+"/oauth/clientMetadataDocuments",schemaPath:"#/$defs/clientOAuth/properties/clientMetadataDocuments/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.clientMetadataDocuments.type,parentSchema:schema36.properties.clientMetadataDocuments,data:data9};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.preRegistered !== undefined){
let data10 = data3.preRegistered;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.client_id === undefined){
const err11 = {instancePath:instancePath+"/oauth/preRegistered/" + i1,schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/required",keyword:"required",params:{missingProperty: "client_id"},message:"must have required property '"+"client_id"+"'",schema:schema36.properties.preRegistered.items.required,parentSchema:schema36.properties.preRegistered.items,data:data11};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data11.redirect_uris === undefined){
const err12 = {instancePath:instancePath+"/oauth/preRegistered/" + i1,schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/required",keyword:"required",params:{missingProperty: "redirect_uris"},message:"must have required property '"+"redirect_uris"+"'",schema:schema36.properties.preRegistered.items.required,parentSchema:schema36.properties.preRegistered.items,data:data11};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 in data11){
if(!(((key2 === "client_id") || (key2 === "client_secret")) || (key2 === "redirect_uris"))){
const err13 = {instancePath:instancePath+"/oauth/preRegistered/" + i1,schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema36.properties.preRegistered.items,data:data11};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data11.client_id !== undefined){
let data12 = data11.client_id;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err14 = {instancePath:instancePath+"/oauth/preRegistered/" + i1+"/client_id",schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/properties/client_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.preRegistered.items.properties.client_id,data:data12};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/oauth/preRegistered/" + i1+"/client_id",schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/properties/client_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.preRegistered.items.properties.client_id.type,parentSchema:schema36.properties.preRegistered.items.properties.client_id,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data11.client_secret !== undefined){
let data13 = data11.client_secret;
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err16 = {instancePath:instancePath+"/oauth/preRegistered/" + i1+"/client_secret",schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/properties/client_secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.preRegistered.items.properties.client_secret,data:data13};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/oauth/preRegistered/" + i1+"/client_secret",schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/properties/client_secret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.preRegistered.items.properties.client_secret.type,parentSchema:schema36.properties.preRegistered.items.properties.client_secret,data:data13};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data11.redirect_uris !== undefined){
let data14 = data11.redirect_uris;
if(Array.isArray(data14)){
if(data14.length < 1){
const err18 = {instancePath:instancePath+"/oauth/preRegistered/" + i1+"/redirect_uris",schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/properties/redirect_uris/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema36.properties.preRegistered.items.properties.redirect_uris,data:data14};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err19 = {instancePath:instancePath+"/oauth/preRegistered/" + i1+"/redirect_uris/" + i2,schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/properties/redirect_uris/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.preRegistered.items.properties.redirect_uris.items,data:data15};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/oauth/preRegistered/" + i1+"/redirect_uris/" + i2,schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/properties/redirect_uris/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.preRegistered.items.properties.redirect_uris.items.type,parentSchema:schema36.properties.preRegistered.items.properties.redirect_uris.items,data:data15};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/oauth/preRegistered/" + i1+"/redirect_uris",schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/properties/redirect_uris/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.preRegistered.items.properties.redirect_uris.type,parentSchema:schema36.properties.preRegistered.items.properties.redirect_uris,data:data14};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/oauth/preRegistered/" + i1,schemaPath:"#/$defs/clientOAuth/properties/preRegistered/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.properties.preRegistered.items.type,parentSchema:schema36.properties.preRegistered.items,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/oauth/preRegistered",schemaPath:"#/$defs/clientOAuth/properties/preRegistered/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.preRegistered.type,parentSchema:schema36.properties.preRegistered,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.requireResource !== undefined){
let data16 = data3.requireResource;
if(typeof data16 !== "boolean"){
const err24 = {instancePath:instancePath+"/oauth/requireResource",schemaPath:"#/$defs/clientOAuth/properties/requireResource/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.requireResource.type,parentSchema:schema36.properties.requireResource,data:data16};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.scopeSource !== undefined){
let data17 = data3.scopeSource;
if(!(((data17 === "challenge") || (data17 === "scopes_supported")) || (data17 === "challenge-outside"))){
const err25 = {instancePath:instancePath+"/oauth/scopeSource",schemaPath:"#/$defs/clientOAuth/properties/scopeSource/enum",keyword:"enum",params:{allowedValues: schema36.properties.scopeSource.enum},message:"must be equal to one of the allowed values",schema:schema36.properties.scopeSource.enum,parentSchema:schema36.properties.scopeSource,data:data17};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.stepUp !== undefined){
let data18 = data3.stepUp;
const _errs37 = errors;
let valid10 = false;
const _errs38 = errors;
if(typeof data18 !== "boolean"){
const err26 = {instancePath:instancePath+"/oauth/stepUp",schemaPath:"#/$defs/clientOAuth/properties/stepUp/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.stepUp.anyOf[0].type,parentSchema:schema36.properties.stepUp.anyOf[0],data:data18};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs38 === errors;
valid10 = valid10 || _valid0;
const _errs40 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key3 in data18){
if(!((key3 === "scope") || (key3 === "grant"))){
const err27 = {instancePath:instancePath+"/oauth/stepUp",schemaPath:"#/$defs/clientOAuth/properties/stepUp/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema36.properties.stepUp.anyOf[1],data:data18};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data18.scope !== undefined){
let data19 = data18.scope;
if(typeof data19 === "string"){
if(func2(data19) < 1){
const err28 = {instancePath:instancePath+"/oauth/stepUp/scope",schemaPath:"#/$defs/clientOAuth/properties/stepUp/anyOf/1/properties/scope/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.stepUp.anyOf[1].properties.scope,data:data19};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/oauth/stepUp/scope",schemaPath:"#/$defs/clientOAuth/properties/stepUp/anyOf/1/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.stepUp.anyOf[1].properties.scope.type,parentSchema:schema36.properties.stepUp.anyOf[1].properties.scope,data:data19};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data18.grant !== undefined){
let data20 = data18.grant;
if(typeof data20 !== "boolean"){
const err30 = {instancePath:instancePath+"/oauth/stepUp/grant",schemaPath:"#/$defs/clientOAuth/properties/stepUp/anyOf/1/properties/grant/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.stepUp.anyOf[1].properties.grant.type,parentSchema:schema36.properties.stepUp.anyOf[1].properties.grant,data:data20};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/oauth/stepUp",schemaPath:"#/$defs/clientOAuth/properties/stepUp/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.properties.stepUp.anyOf[1].type,parentSchema:schema36.properties.stepUp.anyOf[1],data:data18};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs40 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const err32 = {instancePath:instancePath+"/oauth/stepUp",schemaPath:"#/$defs/clientOAuth/properties/stepUp/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.stepUp.anyOf,parentSchema:schema36.properties.stepUp,data:data18};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data3.refreshTokens !== undefined){
let data21 = data3.refreshTokens;
if(typeof data21 !== "boolean"){
const err33 = {instancePath:instancePath+"/oauth/refreshTokens",schemaPath:"#/$defs/clientOAuth/properties/refreshTokens/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.refreshTokens.type,parentSchema:schema36.properties.refreshTokens,data:data21};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data3.iss !== undefined){
let data22 = data3.iss;
if(!(((data22 === "present") || (data22 === "absent")) || (data22 === "mismatched"))){
const err34 = {instancePath:instancePath+"/oauth/iss",schemaPath:"#/$defs/clientOAuth/properties/iss/enum",keyword:"enum",params:{allowedValues: schema36.properties.iss.enum},message:"must be equal to one of the allowed values",schema:schema36.properties.iss.enum,parentSchema:schema36.properties.iss,data:data22};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data3.advertiseIss !== undefined){
let data23 = data3.advertiseIss;
if(typeof data23 !== "boolean"){
const err35 = {instancePath:instancePath+"/oauth/advertiseIss",schemaPath:"#/$defs/clientOAuth/properties/advertiseIss/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.advertiseIss.type,parentSchema:schema36.properties.advertiseIss,data:data23};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data3.advertisePkce !== undefined){
let data24 = data3.advertisePkce;
if(typeof data24 !== "boolean"){
const err36 = {instancePath:instancePath+"/oauth/advertisePkce",schemaPath:"#/$defs/clientOAuth/properties/advertisePkce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.advertisePkce.type,parentSchema:schema36.properties.advertisePkce,data:data24};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data3.metadataIssuerMismatch !== undefined){
let data25 = data3.metadataIssuerMismatch;
if(typeof data25 !== "boolean"){
const err37 = {instancePath:instancePath+"/oauth/metadataIssuerMismatch",schemaPath:"#/$defs/clientOAuth/properties/metadataIssuerMismatch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.metadataIssuerMismatch.type,parentSchema:schema36.properties.metadataIssuerMismatch,data:data25};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/oauth",schemaPath:"#/$defs/clientOAuth/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data:data3};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.stdio !== undefined){
let data26 = data.stdio;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key4 in data26){
if(!((((key4 === "stderr") || (key4 === "onStdinClose")) || (key4 === "onSigterm")) || (key4 === "exitOn"))){
const err39 = {instancePath:instancePath+"/stdio",schemaPath:"#/properties/stdio/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema33.properties.stdio,data:data26};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data26.stderr !== undefined){
let data27 = data26.stderr;
if(typeof data27 === "string"){
if(func2(data27) < 1){
const err40 = {instancePath:instancePath+"/stdio/stderr",schemaPath:"#/properties/stdio/properties/stderr/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema33.properties.stdio.properties.stderr,data:data27};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/stdio/stderr",schemaPath:"#/properties/stdio/properties/stderr/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.stdio.properties.stderr.type,parentSchema:schema33.properties.stdio.properties.stderr,data:data27};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data26.onStdinClose !== undefined){
let data28 = data26.onStdinClose;
if(!((data28 === "exit") || (data28 === "stay"))){
const err42 = {instancePath:instancePath+"/stdio/onStdinClose",schemaPath:"#/properties/stdio/properties/onStdinClose/enum",keyword:"enum",params:{allowedValues: schema33.properties.stdio.properties.onStdinClose.enum},message:"must be equal to one of the allowed values",schema:schema33.properties.stdio.properties.onStdinClose.enum,parentSchema:schema33.properties.stdio.properties.onStdinClose,data:data28};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data26.onSigterm !== undefined){
let data29 = data26.onSigterm;
if(!((data29 === "exit") || (data29 === "ignore"))){
const err43 = {instancePath:instancePath+"/stdio/onSigterm",schemaPath:"#/properties/stdio/properties/onSigterm/enum",keyword:"enum",params:{allowedValues: schema33.properties.stdio.properties.onSigterm.enum},message:"must be equal to one of the allowed values",schema:schema33.properties.stdio.properties.onSigterm.enum,parentSchema:schema33.properties.stdio.properties.onSigterm,data:data29};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data26.exitOn !== undefined){
let data30 = data26.exitOn;
if(typeof data30 === "string"){
if(func2(data30) < 1){
const err44 = {instancePath:instancePath+"/stdio/exitOn",schemaPath:"#/properties/stdio/properties/exitOn/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema33.properties.stdio.properties.exitOn,data:data30};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/stdio/exitOn",schemaPath:"#/properties/stdio/properties/exitOn/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.stdio.properties.exitOn.type,parentSchema:schema33.properties.stdio.properties.exitOn,data:data30};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/stdio",schemaPath:"#/properties/stdio/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.properties.stdio.type,parentSchema:schema33.properties.stdio,data:data26};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema37 = {"title":"Check on the client's requests","description":"Picks requests the client sent, then checks each picked one (or their count); or, with `include` alone, the checks of a fragment file.","type":"object","additionalProperties":false,"oneOf":[{"title":"Check","required":["name"]},{"title":"Included checks","required":["include"]}],"properties":{"include":{"title":"Include","description":"The checks of a fragment file (its `checks:`), inserted here; the path is relative to the suite folder (where suite.yaml is) and may not leave it. Nothing else goes beside it.","type":"string","minLength":1,"examples":["fragments/speaks-2026.yaml"]},"name":{"title":"Name","description":"What this check proves, shown in reports.","type":"string","minLength":1,"examples":["the first request is initialize"]},"stdin":{"title":"The server's stdin (stdio)","description":"Only over stdio: judges the record of what the client did to each server process it started, one JSON value (docs/client-testing.md, \"The stdin record\"): `processes` (per process: `lines`, `first`, `afterClose`, `signals`, `killed`, `end`), `lines` (every line written on stdin, `problem` when it is not a valid MCP message), `invalid`, `split` (a message spread over several lines), `responses` (JSON-RPC responses the client wrote), `unterminated`. Goes with `expect` (its `json:`) and `guard` only. A document with it is not applicable over HTTP.","const":true,"examples":[true]},"method":{"title":"JSON-RPC method","description":"Only requests with this method (or one of these); `*` or absent: every POST request with a JSON-RPC body.","anyOf":[{"title":"Method: one","type":"string","minLength":1},{"title":"Method: a list","type":"array","minItems":1,"items":{"type":"string","minLength":1}}],"examples":["tools/call"]},"exceptMethod":{"title":"Except methods","description":"Leave out requests with this method (or one of these), e.g. `server/discover`, the probe a client that speaks both eras sends first.","anyOf":[{"title":"Except: one method","type":"string","minLength":1},{"title":"Except: a list","type":"array","minItems":1,"items":{"type":"string","minLength":1}}],"examples":["server/discover"]},"httpMethod":{"title":"HTTP method","description":"Only requests with this HTTP method (default: every method); `DELETE` picks session deletions, which have no JSON-RPC body.","enum":["POST","GET","DELETE"],"examples":["DELETE"]},"after":{"title":"After","description":"Only requests sent after the server answered a request of this JSON-RPC method (e.g. `initialize`: the requests after negotiation).","type":"string","minLength":1,"examples":["initialize"]},"before":{"title":"Before","description":"Only requests that arrived before the server answered the first request of this JSON-RPC method (e.g. `initialize`, answered late with a `delay`: what a client sent while it waited). When no such request was answered, every request counts.","type":"string","minLength":1,"examples":["initialize"]},"afterStatus":{"title":"After an HTTP status","description":"Only requests sent after the server answered one with this HTTP status (e.g. 404).","type":"integer","minimum":100,"maximum":599,"examples":[404]},"afterError":{"title":"After a JSON-RPC error","description":"Only requests sent after the server answered one with this JSON-RPC error code (e.g. -32022); with `{ code, method }`, one of that JSON-RPC method (e.g. the tools/list the server refused, not an initialize refused with the same code).","anyOf":[{"title":"After an error: its code","type":"integer","examples":[-32022]},{"title":"After an error: its code and method","type":"object","additionalProperties":false,"required":["code","method"],"properties":{"code":{"title":"Code","description":"The JSON-RPC error code.","type":"integer"},"method":{"title":"Method","description":"The JSON-RPC method of the request answered with it.","type":"string","minLength":1}},"examples":[{"code":-32022,"method":"tools/list"}]}]},"where":{"title":"Where","description":"Only requests that pass these matchers (the same `headers:` / `json:` as `expect`), e.g. the calls of a tool with a given argument: `{ json: { $.params.arguments.region: us-west1 } }`.","$ref":"#/$defs/requestExpect"},"endpoint":{"title":"Endpoint","description":"With `serve.oauth`: only requests to this endpoint (or one of these), of any HTTP method: `mcp`, `resource-metadata`, `auth-server-metadata`, `authorize`, `token`, `register`, `jwks`, or `not-found` (a probe that found nothing). Absent: the JSON-RPC requests to the MCP endpoint. A request to the authorization side is seen as JSON: `$.path`, `$.query.<name>`, `$.form.<name>` (token request), `$.json` (registration) and `$.answer.status` / `$.answer.error`; credentials are `***`.","anyOf":[{"title":"Endpoint: one","enum":["mcp","resource-metadata","auth-server-metadata","authorize","token","register","jwks","not-found"]},{"title":"Endpoint: a list","type":"array","minItems":1,"items":{"enum":["mcp","resource-metadata","auth-server-metadata","authorize","token","register","jwks","not-found"]}}],"examples":["authorize"]},"server":{"title":"Server","description":"With `serve.oauth`: only requests to the `resource` server (the MCP endpoint and its metadata) or the `authorization` server.","enum":["resource","authorization"],"examples":["authorization"]},"token":{"title":"Token","description":"With `serve.oauth`: only MCP requests whose token the bearer check found so: `accepted`, `missing`, `invalid` (not one this authorization server issued for this resource), `insufficient_scope`, or `in-query`.","enum":["accepted","missing","invalid","insufficient_scope","in-query"],"examples":["missing"]},"afterEndpoint":{"title":"After an endpoint answered","description":"With `serve.oauth`: only requests sent after the first 2xx answer of this endpoint (e.g. `token`: once the client had a token).","enum":["mcp","resource-metadata","auth-server-metadata","authorize","token","register","jwks","not-found"],"examples":["token"]},"which":{"title":"Which","description":"`each` (default): every picked request must pass; `first` / `last`: only that one; a number N: only the Nth (1 is the first); `none`: no request may be picked (a client that sends nothing of the kind passes).","anyOf":[{"title":"Which: a word","enum":["each","first","last","none"]},{"title":"Which: the Nth","type":"integer","minimum":1}],"examples":["first",2]},"count":{"title":"Count","description":"A matcher over how many requests were picked, e.g. `{ gte: 1 }` for \"sends it at least once\".","$ref":"#/$defs/matcher","examples":[{"gte":1}]},"expect":{"$ref":"#/$defs/requestExpect"},"guard":{"title":"Guard","description":"This check only decides whether the test applies: when it fails, the test is not applicable, with this text as the reason (e.g. a client of the initialize era that never speaks 2026-07-28), never failed.","type":"string","minLength":1,"examples":["the client does not speak 2026-07-28"]},"distinct":{"title":"Distinct","description":"A JSONPath whose value must differ between every two picked requests that have one (compared as JSON), e.g. `$.id`: a retry's JSON-RPC id is not the first request's.","type":"string","pattern":"^\\$","patternErrorMessage":"A JSONPath starts with `$`, e.g. `$.id`.","examples":["$.id"]}},"dependentSchemas":{"stdin":{"not":{"description":"A `stdin` check judges the stdio record, not requests: it takes no key that picks requests (only `name`, `expect` and `guard` go beside it).","anyOf":[{"required":["method"]},{"required":["exceptMethod"]},{"required":["httpMethod"]},{"required":["after"]},{"required":["before"]},{"required":["afterStatus"]},{"required":["afterError"]},{"required":["where"]},{"required":["endpoint"]},{"required":["server"]},{"required":["token"]},{"required":["afterEndpoint"]},{"required":["which"]},{"required":["count"]},{"required":["distinct"]}]}}}};
const schema38 = {"title":"Expect (on a request)","description":"What each picked request must look like: its headers, its JSON body (the JSON-RPC message) and its text.","type":"object","additionalProperties":false,"properties":{"headers":{"title":"Headers","description":"Header name (any case) → matcher. A repeated header is matched on its values joined with `, `.","type":"object","additionalProperties":{"$ref":"#/$defs/matcher"},"examples":[{"content-type":{"matches":"^application/json"},"mcp-session-id":{"absent":true}}]},"json":{"title":"JSON","description":"JSONPath → matcher, over the JSON body.","type":"object","propertyNames":{"pattern":"^\\$","patternErrorMessage":"A JSONPath starts with `$`, e.g. `$.id` or `$.items[0].name`."},"additionalProperties":{"$ref":"#/$defs/matcher"},"examples":[{"$.name":"widget","$.tags":{"length":2}}]},"body":{"title":"Body","description":"Matcher over the body as text.","$ref":"#/$defs/matcher","examples":[{"contains":"ok"}]},"schema":{"title":"JSON Schema","description":"The JSON body must validate: a schema file (relative to this document, optionally with `#/pointer`) or an inline schema.","$ref":"#/$defs/schemaRef"},"allowEmpty":{"title":"Allow an empty set","description":"An empty set is the expected answer here: a check over a set that came out empty (an `each` over an empty list, a wildcard or filter JSONPath that matched nothing, an `sse` check over zero events) passes. Without it such a check proves nothing, and a test whose checks otherwise pass is not applicable, with the empty set named as the reason (never a vacuous pass).","type":"boolean","examples":[true]}}};
const schema43 = {"title":"Schema","anyOf":[{"title":"Schema file","type":"string","minLength":1},{"title":"Inline schema","type":"object"}],"examples":["../../schemas/item.schema.json",{"type":"object","required":["id"]}]};
const schema39 = {"title":"Matcher","description":"A plain value (text, number, true/false, null or a list) must be equal. A mapping of matcher keys: every one must hold.","anyOf":[{"title":"Plain value","type":["string","number","boolean","null","array"]},{"title":"Matcher keys","$ref":"#/$defs/matcherObject"}]};
const schema40 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"equals":{"title":"equals","description":"Deep equality; the way to compare a whole object.","type":["string","number","boolean","null","array","object"],"examples":[{"a":1}]},"exists":{"title":"exists","description":"`true`: the value is present (may be null). `false`: it is not.","type":"boolean"},"absent":{"title":"absent","description":"`true`: the value is not present.","type":"boolean"},"type":{"title":"type","description":"The JSON type, or a list of allowed types.","anyOf":[{"title":"type: one JSON type","$ref":"#/$defs/jsonType"},{"title":"type: a list of JSON types","type":"array","minItems":1,"items":{"$ref":"#/$defs/jsonType"}}],"examples":["string",["string","null"]]},"length":{"title":"length","description":"Length of a text, list or object (number of keys): a number or a matcher.","anyOf":[{"title":"length: a number","type":"integer","minimum":0},{"title":"length: a matcher","$ref":"#/$defs/matcherObject"}],"examples":[3,{"gte":1}]},"matches":{"title":"matches","description":"A regular expression the text must match.","type":"string","examples":["^Bearer "]},"contains":{"title":"contains","description":"A text contains this text; a list contains an element equal to this value.","type":["string","number","boolean","null","array","object"]},"gt":{"title":"gt","description":"Greater than (numbers, compared exactly).","type":"number"},"gte":{"title":"gte","description":"Greater than or equal.","type":"number"},"lt":{"title":"lt","description":"Less than.","type":"number"},"lte":{"title":"lte","description":"Less than or equal.","type":"number"},"oneOf":{"title":"oneOf","description":"Equal to one of these values.","type":"array","minItems":1},"each":{"title":"each","description":"Every element of a list matches.","$ref":"#/$defs/matcher"},"not":{"title":"not","description":"The inner matcher must fail.","$ref":"#/$defs/matcher"},"schema":{"title":"schema","description":"The value validates against a JSON Schema (file or inline).","$ref":"#/$defs/schemaRef"}}};
const schema41 = {"title":"JSON type","enum":["string","number","integer","boolean","object","array","null"]};
const wrapper0 = {validate: validate28};
const wrapper1 = {validate: validate27};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema40.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.equals !== undefined){
let data0 = data.equals;
if((((typeof data0 != "object") && (typeof data0 !== "string")) && (!(typeof data0 == "number"))) && (typeof data0 !== "boolean")){
const err2 = {instancePath:instancePath+"/equals",schemaPath:"#/properties/equals/type",keyword:"type",params:{type: schema40.properties.equals.type},message:"must be string,number,boolean,null,array,object",schema:schema40.properties.equals.type,parentSchema:schema40.properties.equals,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.exists !== undefined){
let data1 = data.exists;
if(typeof data1 !== "boolean"){
const err3 = {instancePath:instancePath+"/exists",schemaPath:"#/properties/exists/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.properties.exists.type,parentSchema:schema40.properties.exists,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.absent !== undefined){
let data2 = data.absent;
if(typeof data2 !== "boolean"){
const err4 = {instancePath:instancePath+"/absent",schemaPath:"#/properties/absent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.properties.absent.type,parentSchema:schema40.properties.absent,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
let data3 = data.type;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(!(((((((data3 === "string") || (data3 === "number")) || (data3 === "integer")) || (data3 === "boolean")) || (data3 === "object")) || (data3 === "array")) || (data3 === "null"))){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/jsonType/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values",schema:schema41.enum,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(Array.isArray(data3)){
if(data3.length < 1){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema40.properties.type.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(!(((((((data4 === "string") || (data4 === "number")) || (data4 === "integer")) || (data4 === "boolean")) || (data4 === "object")) || (data4 === "array")) || (data4 === "null"))){
const err7 = {instancePath:instancePath+"/type/" + i0,schemaPath:"#/$defs/jsonType/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values",schema:schema41.enum,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema40.properties.type.anyOf[1].type,parentSchema:schema40.properties.type.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema40.properties.type.anyOf,parentSchema:schema40.properties.type,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.length !== undefined){
let data5 = data.length;
const _errs17 = errors;
let valid6 = false;
const _errs18 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err10 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.length.anyOf[0].type,parentSchema:schema40.properties.length.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.length.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid1 = _errs18 === errors;
valid6 = valid6 || _valid1;
const _errs20 = errors;
if(!(wrapper0.validate(data5, {instancePath:instancePath+"/length",parentData:data,parentDataProperty:"length",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var _valid1 = _errs20 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err12 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema40.properties.length.anyOf,parentSchema:schema40.properties.length,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.matches !== undefined){
let data6 = data.matches;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/matches",schemaPath:"#/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.matches.type,parentSchema:schema40.properties.matches,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.contains !== undefined){
let data7 = data.contains;
if((((typeof data7 != "object") && (typeof data7 !== "string")) && (!(typeof data7 == "number"))) && (typeof data7 !== "boolean")){
const err14 = {instancePath:instancePath+"/contains",schemaPath:"#/properties/contains/type",keyword:"type",params:{type: schema40.properties.contains.type},message:"must be string,number,boolean,null,array,object",schema:schema40.properties.contains.type,parentSchema:schema40.properties.contains,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.gt !== undefined){
let data8 = data.gt;
if(!(typeof data8 == "number")){
const err15 = {instancePath:instancePath+"/gt",schemaPath:"#/properties/gt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.gt.type,parentSchema:schema40.properties.gt,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.gte !== undefined){
let data9 = data.gte;
if(!(typeof data9 == "number")){
const err16 = {instancePath:instancePath+"/gte",schemaPath:"#/properties/gte/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.gte.type,parentSchema:schema40.properties.gte,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.lt !== undefined){
let data10 = data.lt;
if(!(typeof data10 == "number")){
const err17 = {instancePath:instancePath+"/lt",schemaPath:"#/properties/lt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.lt.type,parentSchema:schema40.properties.lt,data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.lte !== undefined){
let data11 = data.lte;
if(!(typeof data11 == "number")){
const err18 = {instancePath:instancePath+"/lte",schemaPath:"#/properties/lte/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.lte.type,parentSchema:schema40.properties.lte,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.oneOf !== undefined){
let data12 = data.oneOf;
if(Array.isArray(data12)){
if(data12.length < 1){
const err19 = {instancePath:instancePath+"/oneOf",schemaPath:"#/properties/oneOf/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema40.properties.oneOf,data:data12};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/oneOf",schemaPath:"#/properties/oneOf/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema40.properties.oneOf.type,parentSchema:schema40.properties.oneOf,data:data12};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.each !== undefined){
if(!(wrapper1.validate(data.each, {instancePath:instancePath+"/each",parentData:data,parentDataProperty:"each",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper1.validate.errors : vErrors.concat(wrapper1.validate.errors);
errors = vErrors.length;
}
}
if(data.not !== undefined){
if(!(wrapper1.validate(data.not, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper1.validate.errors : vErrors.concat(wrapper1.validate.errors);
errors = vErrors.length;
}
}
if(data.schema !== undefined){
let data15 = data.schema;
const _errs39 = errors;
let valid8 = false;
const _errs40 = errors;
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err21 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.anyOf[0].type,parentSchema:schema43.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs40 === errors;
valid8 = valid8 || _valid2;
const _errs42 = errors;
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err23 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.anyOf[1].type,parentSchema:schema43.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid2 = _errs42 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err24 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.anyOf,parentSchema:schema43,data:data15};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(((((typeof data !== "string") && (!(typeof data == "number"))) && (typeof data !== "boolean")) && (data !== null)) && (!(Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: schema39.anyOf[0].type},message:"must be string,number,boolean,null,array",schema:schema39.anyOf[0].type,parentSchema:schema39.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(!(validate28(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema39.anyOf,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate27.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":true,"dynamicItems":false};

const pattern9 = new RegExp("^\\$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "headers") || (key0 === "json")) || (key0 === "body")) || (key0 === "schema")) || (key0 === "allowEmpty"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.headers !== undefined){
let data0 = data.headers;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!(validate27(data0[key1], {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.properties.headers.type,parentSchema:schema38.properties.headers,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.json !== undefined){
let data2 = data.json;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
const _errs8 = errors;
if(typeof key2 === "string"){
if(!pattern9.test(key2)){
const err2 = {instancePath:instancePath+"/json",schemaPath:"#/properties/json/propertyNames/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema38.properties.json.propertyNames,data:key2,propertyName:key2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(!valid2){
const err3 = {instancePath:instancePath+"/json",schemaPath:"#/properties/json/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid",schema:schema38.properties.json.propertyNames,parentSchema:schema38.properties.json,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
for(const key3 in data2){
if(!(validate27(data2[key3], {instancePath:instancePath+"/json/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/json",schemaPath:"#/properties/json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.properties.json.type,parentSchema:schema38.properties.json,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.body !== undefined){
if(!(validate27(data.body, {instancePath:instancePath+"/body",parentData:data,parentDataProperty:"body",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.schema !== undefined){
let data5 = data.schema;
const _errs14 = errors;
let valid5 = false;
const _errs15 = errors;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err5 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.anyOf[0].type,parentSchema:schema43.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid5 = valid5 || _valid0;
const _errs17 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err7 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.anyOf[1].type,parentSchema:schema43.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err8 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.anyOf,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.allowEmpty !== undefined){
let data6 = data.allowEmpty;
if(typeof data6 !== "boolean"){
const err9 = {instancePath:instancePath+"/allowEmpty",schemaPath:"#/properties/allowEmpty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema38.properties.allowEmpty.type,parentSchema:schema38.properties.allowEmpty,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema37.oneOf[0].required,parentSchema:schema37.oneOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.include === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "include"},message:"must have required property '"+"include"+"'",schema:schema37.oneOf[1].required,parentSchema:schema37.oneOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema37.oneOf,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema37.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.include !== undefined){
let data0 = data.include;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.include,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.include.type,parentSchema:schema37.properties.include,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.name,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.name.type,parentSchema:schema37.properties.name,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.stdin !== undefined){
let data2 = data.stdin;
if(true !== data2){
const err8 = {instancePath:instancePath+"/stdin",schemaPath:"#/properties/stdin/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema37.properties.stdin,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.method !== undefined){
let data3 = data.method;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.method.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.method.anyOf[0].type,parentSchema:schema37.properties.method.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs14 = errors;
if(Array.isArray(data3)){
if(data3.length < 1){
const err11 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema37.properties.method.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/method/" + i0,schemaPath:"#/properties/method/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.method.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/method/" + i0,schemaPath:"#/properties/method/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.method.anyOf[1].items.type,parentSchema:schema37.properties.method.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.properties.method.anyOf[1].type,parentSchema:schema37.properties.method.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err15 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.method.anyOf,parentSchema:schema37.properties.method,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.exceptMethod !== undefined){
let data5 = data.exceptMethod;
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err16 = {instancePath:instancePath+"/exceptMethod",schemaPath:"#/properties/exceptMethod/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.exceptMethod.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/exceptMethod",schemaPath:"#/properties/exceptMethod/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.exceptMethod.anyOf[0].type,parentSchema:schema37.properties.exceptMethod.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid5 = valid5 || _valid2;
const _errs22 = errors;
if(Array.isArray(data5)){
if(data5.length < 1){
const err18 = {instancePath:instancePath+"/exceptMethod",schemaPath:"#/properties/exceptMethod/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema37.properties.exceptMethod.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err19 = {instancePath:instancePath+"/exceptMethod/" + i1,schemaPath:"#/properties/exceptMethod/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.exceptMethod.anyOf[1].items,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/exceptMethod/" + i1,schemaPath:"#/properties/exceptMethod/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.exceptMethod.anyOf[1].items.type,parentSchema:schema37.properties.exceptMethod.anyOf[1].items,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/exceptMethod",schemaPath:"#/properties/exceptMethod/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.properties.exceptMethod.anyOf[1].type,parentSchema:schema37.properties.exceptMethod.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err22 = {instancePath:instancePath+"/exceptMethod",schemaPath:"#/properties/exceptMethod/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.exceptMethod.anyOf,parentSchema:schema37.properties.exceptMethod,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.httpMethod !== undefined){
let data7 = data.httpMethod;
if(!(((data7 === "POST") || (data7 === "GET")) || (data7 === "DELETE"))){
const err23 = {instancePath:instancePath+"/httpMethod",schemaPath:"#/properties/httpMethod/enum",keyword:"enum",params:{allowedValues: schema37.properties.httpMethod.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.httpMethod.enum,parentSchema:schema37.properties.httpMethod,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.after !== undefined){
let data8 = data.after;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err24 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.after,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.after.type,parentSchema:schema37.properties.after,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.before !== undefined){
let data9 = data.before;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err26 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.before,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.before.type,parentSchema:schema37.properties.before,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.afterStatus !== undefined){
let data10 = data.afterStatus;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err28 = {instancePath:instancePath+"/afterStatus",schemaPath:"#/properties/afterStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema37.properties.afterStatus.type,parentSchema:schema37.properties.afterStatus,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 599 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/afterStatus",schemaPath:"#/properties/afterStatus/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema37.properties.afterStatus,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10 < 100 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/afterStatus",schemaPath:"#/properties/afterStatus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema37.properties.afterStatus,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.afterError !== undefined){
let data11 = data.afterError;
const _errs34 = errors;
let valid8 = false;
const _errs35 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err31 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema37.properties.afterError.anyOf[0].type,parentSchema:schema37.properties.afterError.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
const _errs37 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.code === undefined){
const err32 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema37.properties.afterError.anyOf[1].required,parentSchema:schema37.properties.afterError.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data11.method === undefined){
const err33 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf/1/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema37.properties.afterError.anyOf[1].required,parentSchema:schema37.properties.afterError.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key1 in data11){
if(!((key1 === "code") || (key1 === "method"))){
const err34 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema37.properties.afterError.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data11.code !== undefined){
let data12 = data11.code;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err35 = {instancePath:instancePath+"/afterError/code",schemaPath:"#/properties/afterError/anyOf/1/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema37.properties.afterError.anyOf[1].properties.code.type,parentSchema:schema37.properties.afterError.anyOf[1].properties.code,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.method !== undefined){
let data13 = data11.method;
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err36 = {instancePath:instancePath+"/afterError/method",schemaPath:"#/properties/afterError/anyOf/1/properties/method/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.afterError.anyOf[1].properties.method,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/afterError/method",schemaPath:"#/properties/afterError/anyOf/1/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.afterError.anyOf[1].properties.method.type,parentSchema:schema37.properties.afterError.anyOf[1].properties.method,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.properties.afterError.anyOf[1].type,parentSchema:schema37.properties.afterError.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid3 = _errs37 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const err39 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.afterError.anyOf,parentSchema:schema37.properties.afterError,data:data11};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data.where !== undefined){
if(!(validate26(data.where, {instancePath:instancePath+"/where",parentData:data,parentDataProperty:"where",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.endpoint !== undefined){
let data15 = data.endpoint;
const _errs46 = errors;
let valid10 = false;
const _errs47 = errors;
if(!((((((((data15 === "mcp") || (data15 === "resource-metadata")) || (data15 === "auth-server-metadata")) || (data15 === "authorize")) || (data15 === "token")) || (data15 === "register")) || (data15 === "jwks")) || (data15 === "not-found"))){
const err40 = {instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema37.properties.endpoint.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema37.properties.endpoint.anyOf[0].enum,parentSchema:schema37.properties.endpoint.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid4 = _errs47 === errors;
valid10 = valid10 || _valid4;
const _errs48 = errors;
if(Array.isArray(data15)){
if(data15.length < 1){
const err41 = {instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema37.properties.endpoint.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(!((((((((data16 === "mcp") || (data16 === "resource-metadata")) || (data16 === "auth-server-metadata")) || (data16 === "authorize")) || (data16 === "token")) || (data16 === "register")) || (data16 === "jwks")) || (data16 === "not-found"))){
const err42 = {instancePath:instancePath+"/endpoint/" + i2,schemaPath:"#/properties/endpoint/anyOf/1/items/enum",keyword:"enum",params:{allowedValues: schema37.properties.endpoint.anyOf[1].items.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.endpoint.anyOf[1].items.enum,parentSchema:schema37.properties.endpoint.anyOf[1].items,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.properties.endpoint.anyOf[1].type,parentSchema:schema37.properties.endpoint.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid4 = _errs48 === errors;
valid10 = valid10 || _valid4;
if(!valid10){
const err44 = {instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.endpoint.anyOf,parentSchema:schema37.properties.endpoint,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
}
if(data.server !== undefined){
let data17 = data.server;
if(!((data17 === "resource") || (data17 === "authorization"))){
const err45 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/enum",keyword:"enum",params:{allowedValues: schema37.properties.server.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.server.enum,parentSchema:schema37.properties.server,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.token !== undefined){
let data18 = data.token;
if(!(((((data18 === "accepted") || (data18 === "missing")) || (data18 === "invalid")) || (data18 === "insufficient_scope")) || (data18 === "in-query"))){
const err46 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/enum",keyword:"enum",params:{allowedValues: schema37.properties.token.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.token.enum,parentSchema:schema37.properties.token,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.afterEndpoint !== undefined){
let data19 = data.afterEndpoint;
if(!((((((((data19 === "mcp") || (data19 === "resource-metadata")) || (data19 === "auth-server-metadata")) || (data19 === "authorize")) || (data19 === "token")) || (data19 === "register")) || (data19 === "jwks")) || (data19 === "not-found"))){
const err47 = {instancePath:instancePath+"/afterEndpoint",schemaPath:"#/properties/afterEndpoint/enum",keyword:"enum",params:{allowedValues: schema37.properties.afterEndpoint.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.afterEndpoint.enum,parentSchema:schema37.properties.afterEndpoint,data:data19};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.which !== undefined){
let data20 = data.which;
const _errs55 = errors;
let valid13 = false;
const _errs56 = errors;
if(!((((data20 === "each") || (data20 === "first")) || (data20 === "last")) || (data20 === "none"))){
const err48 = {instancePath:instancePath+"/which",schemaPath:"#/properties/which/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema37.properties.which.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema37.properties.which.anyOf[0].enum,parentSchema:schema37.properties.which.anyOf[0],data:data20};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid5 = _errs56 === errors;
valid13 = valid13 || _valid5;
const _errs57 = errors;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err49 = {instancePath:instancePath+"/which",schemaPath:"#/properties/which/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema37.properties.which.anyOf[1].type,parentSchema:schema37.properties.which.anyOf[1],data:data20};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 1 || isNaN(data20)){
const err50 = {instancePath:instancePath+"/which",schemaPath:"#/properties/which/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema37.properties.which.anyOf[1],data:data20};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid5 = _errs57 === errors;
valid13 = valid13 || _valid5;
if(!valid13){
const err51 = {instancePath:instancePath+"/which",schemaPath:"#/properties/which/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.which.anyOf,parentSchema:schema37.properties.which,data:data20};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs55;
if(vErrors !== null){
if(_errs55){
vErrors.length = _errs55;
}
else {
vErrors = null;
}
}
}
}
if(data.count !== undefined){
if(!(validate27(data.count, {instancePath:instancePath+"/count",parentData:data,parentDataProperty:"count",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.expect !== undefined){
if(!(validate26(data.expect, {instancePath:instancePath+"/expect",parentData:data,parentDataProperty:"expect",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.guard !== undefined){
let data23 = data.guard;
if(typeof data23 === "string"){
if(func2(data23) < 1){
const err52 = {instancePath:instancePath+"/guard",schemaPath:"#/properties/guard/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.guard,data:data23};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/guard",schemaPath:"#/properties/guard/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.guard.type,parentSchema:schema37.properties.guard,data:data23};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.distinct !== undefined){
let data24 = data.distinct;
if(typeof data24 === "string"){
if(!pattern9.test(data24)){
const err54 = {instancePath:instancePath+"/distinct",schemaPath:"#/properties/distinct/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema37.properties.distinct,data:data24};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/distinct",schemaPath:"#/properties/distinct/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.distinct.type,parentSchema:schema37.properties.distinct,data:data24};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.stdin !== undefined){
const _errs66 = errors;
const _errs67 = errors;
const _errs68 = errors;
let valid16 = false;
const _errs69 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.method === undefined) && (missing0 = "method")){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var _valid6 = _errs69 === errors;
valid16 = valid16 || _valid6;
const _errs70 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.exceptMethod === undefined) && (missing1 = "exceptMethod")){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var _valid6 = _errs70 === errors;
valid16 = valid16 || _valid6;
const _errs71 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.httpMethod === undefined) && (missing2 = "httpMethod")){
const err58 = {};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
var _valid6 = _errs71 === errors;
valid16 = valid16 || _valid6;
const _errs72 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.after === undefined) && (missing3 = "after")){
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
var _valid6 = _errs72 === errors;
valid16 = valid16 || _valid6;
const _errs73 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.before === undefined) && (missing4 = "before")){
const err60 = {};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
var _valid6 = _errs73 === errors;
valid16 = valid16 || _valid6;
const _errs74 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.afterStatus === undefined) && (missing5 = "afterStatus")){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var _valid6 = _errs74 === errors;
valid16 = valid16 || _valid6;
const _errs75 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.afterError === undefined) && (missing6 = "afterError")){
const err62 = {};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
var _valid6 = _errs75 === errors;
valid16 = valid16 || _valid6;
const _errs76 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.where === undefined) && (missing7 = "where")){
const err63 = {};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
var _valid6 = _errs76 === errors;
valid16 = valid16 || _valid6;
const _errs77 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.endpoint === undefined) && (missing8 = "endpoint")){
const err64 = {};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
var _valid6 = _errs77 === errors;
valid16 = valid16 || _valid6;
const _errs78 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.server === undefined) && (missing9 = "server")){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
var _valid6 = _errs78 === errors;
valid16 = valid16 || _valid6;
const _errs79 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.token === undefined) && (missing10 = "token")){
const err66 = {};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
var _valid6 = _errs79 === errors;
valid16 = valid16 || _valid6;
const _errs80 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.afterEndpoint === undefined) && (missing11 = "afterEndpoint")){
const err67 = {};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
var _valid6 = _errs80 === errors;
valid16 = valid16 || _valid6;
const _errs81 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.which === undefined) && (missing12 = "which")){
const err68 = {};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var _valid6 = _errs81 === errors;
valid16 = valid16 || _valid6;
const _errs82 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.count === undefined) && (missing13 = "count")){
const err69 = {};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
var _valid6 = _errs82 === errors;
valid16 = valid16 || _valid6;
const _errs83 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.distinct === undefined) && (missing14 = "distinct")){
const err70 = {};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
var _valid6 = _errs83 === errors;
valid16 = valid16 || _valid6;
if(!valid16){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
var valid15 = _errs67 === errors;
if(valid15){
const err72 = {instancePath,schemaPath:"#/dependentSchemas/stdin/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema37.dependentSchemas.stdin.not,parentSchema:schema37.dependentSchemas.stdin,data};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err73 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema45 = {"title":"Conditions","description":"A text (always applies; the text is the reason), one condition, or a list of conditions: the first whose `if` is true applies.","anyOf":[{"title":"Condition: always","type":"string","minLength":1},{"title":"Condition: one","$ref":"#/$defs/condition"},{"title":"Conditions: the first that holds","type":"array","minItems":1,"items":{"$ref":"#/$defs/condition"}}]};
const schema46 = {"title":"Condition","description":"An expression and the reason shown when it is true.","type":"object","additionalProperties":false,"required":["if","reason"],"properties":{"if":{"title":"If","description":"An expression over variables, e.g. `!defined(token)` or `auth == 'none'`.","type":"string","minLength":1},"reason":{"title":"Reason","description":"Shown in every report. `{{ }}` templates are rendered, so a reason can quote what the server answered.","type":"string","minLength":1}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(func2(data) < 1){
const err0 = {instancePath,schemaPath:"#/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.anyOf[0].type,parentSchema:schema45.anyOf[0],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.if === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/condition/required",keyword:"required",params:{missingProperty: "if"},message:"must have required property '"+"if"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reason === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/condition/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "if") || (key0 === "reason"))){
const err4 = {instancePath,schemaPath:"#/$defs/condition/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.if !== undefined){
let data0 = data.if;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/if",schemaPath:"#/$defs/condition/properties/if/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.if,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/if",schemaPath:"#/$defs/condition/properties/if/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.if.type,parentSchema:schema46.properties.if,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/reason",schemaPath:"#/$defs/condition/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/reason",schemaPath:"#/$defs/condition/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.reason.type,parentSchema:schema46.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/$defs/condition/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs11 = errors;
if(Array.isArray(data)){
if(data.length < 1){
const err10 = {instancePath,schemaPath:"#/anyOf/2/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema45.anyOf[2],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data2 = data[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.if === undefined){
const err11 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/condition/required",keyword:"required",params:{missingProperty: "if"},message:"must have required property '"+"if"+"'",schema:schema46.required,parentSchema:schema46,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.reason === undefined){
const err12 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/condition/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema46.required,parentSchema:schema46,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "if") || (key1 === "reason"))){
const err13 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/condition/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.if !== undefined){
let data3 = data2.if;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err14 = {instancePath:instancePath+"/" + i0+"/if",schemaPath:"#/$defs/condition/properties/if/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.if,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/" + i0+"/if",schemaPath:"#/$defs/condition/properties/if/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.if.type,parentSchema:schema46.properties.if,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.reason !== undefined){
let data4 = data2.reason;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err16 = {instancePath:instancePath+"/" + i0+"/reason",schemaPath:"#/$defs/condition/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.reason,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/" + i0+"/reason",schemaPath:"#/$defs/condition/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.reason.type,parentSchema:schema46.properties.reason,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/condition/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema45.anyOf[2].type,parentSchema:schema45.anyOf[2],data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err20 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema45.anyOf,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate37.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":true,"dynamicItems":true};

const schema48 = {"title":"Could-not-judge conditions","description":"The same forms as `notApplicable`, or an empty list: none (in a document, the suite’s conditions then do not apply).","anyOf":[{"title":"Conditions: as notApplicable","$ref":"#/$defs/conditions"},{"title":"Conditions: none","type":"array","maxItems":0}]};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
else {
var props0 = validate37.evaluated.props;
var items0 = validate37.evaluated.items;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs2 = errors;
if(Array.isArray(data)){
if(data.length > 0){
const err0 = {instancePath,schemaPath:"#/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items",schema:0,parentSchema:schema48.anyOf[1],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema48.anyOf[1].type,parentSchema:schema48.anyOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema48.anyOf,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate40.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":true,"dynamicItems":true};

const schema52 = {"title":"Step","description":"One step: an HTTP exchange (exactly one of `request`, `rpc`, or `include` for a fragment's steps), what the response must look like, and values to keep for later steps; or a `browser` step that opens a page in headless Chromium and waits for a condition; or an `await` step that checks what a stream opened by an earlier `background` step has received; or a `stdio` step that writes to, waits on or closes a stdio server (`--stdio`, docs/stdio.md).","type":"object","additionalProperties":false,"properties":{"name":{"title":"Name","description":"Shown in reports; defaults to the method and URL.","type":"string"},"guard":{"title":"Guard","description":"This step only shows that the test can be judged (e.g. the well-formed twin of a bad request is accepted). If it fails, the test is not applicable, with this reason followed by what went wrong, instead of failed. `{{ }}` templates are rendered.","type":"string","minLength":1,"examples":["the well-formed twin of this request is not accepted"]},"request":{"$ref":"#/$defs/request"},"rpc":{"$ref":"#/$defs/rpc"},"browser":{"$ref":"#/$defs/browser"},"stdio":{"$ref":"#/$defs/stdio"},"background":{"title":"Background stream","description":"Opens the response of this `request` or `rpc` step as a stream kept open under this name while the later steps run (e.g. a `subscriptions/listen` stream, a GET event stream, an event-stream answer read past its response). The step itself waits only for the response head and checks `expect.status` and `expect.headers` (and may capture a header); what the stream receives is checked by a later `await` step. The stream is closed when its `timeout` has passed (default the suite's, else 30s), when it goes over `maxSize`, by an `await` step with `close: true`, and always when the test ends, whatever happened.","type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_-]*$","patternErrorMessage":"A stream name: letters, digits, `_` and `-`, starting with a letter or `_` (e.g. `listen`).","examples":["listen"]},"await":{"title":"Await a stream","description":"Waits for the stream a `background` step of this document opened under this name until `until` holds, then checks `expect` (and takes `capture`) over everything the stream received so far. It stops as soon as `until` holds; it fails when `within` passes first, or when the stream ended or was cut before. A `guard` makes either not applicable instead.","type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_-]*$","patternErrorMessage":"A stream name: letters, digits, `_` and `-`, starting with a letter or `_` (e.g. `listen`).","examples":["listen"]},"until":{"title":"Until","description":"For an `await` step: an expression that says when the stream has received enough, over `stream.events` (each `{ event, data, id, json }`), `stream.messages` (the JSON of each event), `stream.methods` (the `method` of each message that has one), `stream.response` (the JSON-RPC response to the opening request, or null), `stream.ended` (the server ended it), `stream.status`, `stream.headers` and `stream.bytes`, and variables. Default: `stream.ended` (the server ended the stream).","type":"string","minLength":1,"examples":["contains(stream.methods, 'notifications/subscriptions/acknowledged')","length(stream.events) >= 2","stream.response != null || stream.ended"]},"within":{"title":"Within","description":"For an `await` step: the longest it waits for `until` (it stops earlier as soon as `until` holds). Default: the step's `timeout`, else the suite's, else 30s.","$ref":"#/$defs/duration","examples":["5s"]},"close":{"title":"Close","description":"For an `await` step: `true` closes the stream once this step has checked it (e.g. before resuming it with `Last-Event-ID`). Every stream is closed when the test ends anyway.","const":true,"examples":[true]},"maxSize":{"title":"Max size","description":"For a `background` step: the most bytes the stream may receive; past it wirecase closes the stream and a later `await` fails, saying so. Default: the suite's `maxBodySize`, else 10MiB.","$ref":"#/$defs/byteSize","examples":["1MiB"]},"include":{"title":"Include","description":"Steps from a fragment file, inserted here; the path is relative to the suite folder (where suite.yaml is) and may not leave it.","type":"string","minLength":1,"examples":["fragments/initialize.yaml"]},"with":{"title":"With","description":"Values for the fragment's variables; they replace its defaults.","$ref":"#/$defs/variables","examples":[{"revision":"2025-11-25"}]},"expect":{"$ref":"#/$defs/expect"},"capture":{"title":"Capture","description":"Name → where to take a value from the response. Later steps use it as `{{ name }}`.","type":"object","propertyNames":{"pattern":"^[A-Za-z_][A-Za-z0-9_]*$","patternErrorMessage":"A variable name: letters, digits and `_`, not starting with a digit (it is used as `{{ name }}`)."},"additionalProperties":{"$ref":"#/$defs/capture"},"examples":[{"item_id":"$.id","session":{"header":"mcp-session-id"}}]},"sendOnly":{"title":"Send only","description":"`true`: this step only sends, and its response is not checked. Without it, a step with neither `expect` nor `capture` is an error, so a step cannot pass by checking nothing by mistake.","type":"boolean","examples":[true]},"retry":{"$ref":"#/$defs/retry"},"timeout":{"title":"Timeout","description":"How long this step may take, from sending to the last body byte. Default: the suite's timeout, else 30s.","$ref":"#/$defs/duration"},"vars":{"title":"Step variables","description":"Variables for this step only (an included fragment's steps get their `with` values here).","$ref":"#/$defs/variables"}},"oneOf":[{"title":"Request step","required":["request"]},{"title":"RPC step","required":["rpc"]},{"title":"Include step","required":["include"]},{"title":"Browser step","required":["browser"]},{"title":"Await step","required":["await"]},{"title":"Stdio step","required":["stdio"]}],"not":{"description":"A browser step waits for its condition and checks nothing else: it takes no `expect`, `capture`, `retry` or `sendOnly` (a request step after it reads what the page caused). An `await` step sends nothing: it takes no `retry` or `sendOnly`.","anyOf":[{"required":["browser","expect"]},{"required":["browser","capture"]},{"required":["browser","retry"]},{"required":["browser","sendOnly"]},{"required":["await","retry"]},{"required":["await","sendOnly"]},{"required":["stdio","retry"]}]},"dependentRequired":{"until":["await"],"within":["await"],"close":["await"],"maxSize":["background"]},"dependentSchemas":{"background":{"description":"A background stream is the response of a `request` or `rpc` step, checked later by `await` steps: it takes no `retry` and no `sendOnly`.","anyOf":[{"title":"Background request","required":["request"]},{"title":"Background rpc","required":["rpc"]}],"not":{"anyOf":[{"required":["retry"]},{"required":["sendOnly"]}]}}}};
const schema65 = {"title":"Size","description":"Bytes as a number, or a text such as `64KiB`, `10MiB`.","anyOf":[{"title":"Size in bytes","type":"integer","minimum":1,"errorMessage":"A size is bytes as a number, or a number and a unit: `B`, `KiB`, `MiB`, `GiB`, `KB`, `MB`, `GB` (e.g. `64KiB`)."},{"title":"Size text","type":"string","pattern":"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$","patternErrorMessage":"A size is bytes as a number, or a number and a unit: `B`, `KiB`, `MiB`, `GiB`, `KB`, `MB`, `GB` (e.g. `64KiB`)."}],"examples":["10MiB"]};
const schema73 = {"title":"Capture","description":"A JSONPath (`$.id`), or an object naming one source: `json`, `header`, `regex` over the body, or `status`.","anyOf":[{"title":"Capture: a JSONPath","type":"string","pattern":"^\\$","patternErrorMessage":"A JSONPath starts with `$`, e.g. `$.id`; or write `{ header: name }`, `{ regex: ... }` or `{ status: true }`."},{"title":"Capture: one source","description":"One source: `json`, `header`, `regex` or `status`; `regex` may go with `header` (it then reads that header). `group` goes only with `regex`.","type":"object","additionalProperties":false,"properties":{"json":{"title":"json","description":"JSONPath into the JSON body.","type":"string","pattern":"^\\$","patternErrorMessage":"A JSONPath starts with `$`, e.g. `$.id`."},"header":{"title":"header","description":"Response header name (any case).","type":"string"},"regex":{"title":"regex","description":"Regular expression over the body text, or over the header named by `header`; the first group if it has one.","type":"string"},"group":{"title":"group","description":"Which regex group to keep (0 = the whole match).","type":"integer","minimum":0},"status":{"title":"status","description":"`true`: the status code.","const":true}},"anyOf":[{"title":"Capture from json","required":["json"]},{"title":"Capture from a header","required":["header"]},{"title":"Capture from the body text","required":["regex"]},{"title":"Capture the status","required":["status"]}],"not":{"description":"A capture takes its value from one source; only `header` and `regex` go together.","anyOf":[{"required":["json","header"]},{"required":["json","regex"]},{"required":["json","status"]},{"required":["header","status"]},{"required":["regex","status"]}]},"dependentRequired":{"group":["regex"]}}],"examples":["$.result.tools[0].name",{"header":"Mcp-Session-Id"},{"regex":"token=(\\w+)"}]};
const schema53 = {"title":"Request","description":"Exactly what to send. Nothing is added but what the suite declares and what HTTP requires (Host, Content-Length).","type":"object","additionalProperties":false,"properties":{"method":{"title":"Method","description":"HTTP method; default GET.","type":"string","pattern":"^[A-Za-z]+$","patternErrorMessage":"An HTTP method is letters only, e.g. `GET` or `POST`.","examples":["GET","POST","DELETE"]},"url":{"title":"URL","description":"Absolute, or relative to the suite's base URL (appended to its path). Leave it out to send to the base URL itself.","type":"string","minLength":1,"examples":["/items/{{ item_id }}","https://example.com/health"]},"otherOrigin":{"title":"Other origin","description":"Says the absolute `url` is meant to reach a server other than the suite's base URL (an OAuth server, say), which `--base-url` does not move. Without it, validate warns about such a URL.","type":"boolean","examples":[true]},"query":{"title":"Query","description":"Query parameters added to the URL; a list repeats the parameter.","type":"object","additionalProperties":{"title":"Query value","description":"One value, or a list that repeats the parameter.","anyOf":[{"title":"One query value","type":["string","number","boolean"]},{"title":"Repeated query values","type":"array","items":{"type":["string","number","boolean"]}}]},"examples":[{"limit":10,"tag":["a","b"]}]},"headers":{"$ref":"#/$defs/headerValues"},"json":{"title":"JSON body","description":"A value sent as JSON. Sets Content-Type: application/json unless a header says otherwise."},"body":{"title":"Raw body","description":"Text sent as it is written, e.g. deliberately broken JSON.","type":"string","examples":["{\"jsonrpc\": \"2.0\","]},"form":{"title":"Form body","description":"Fields sent as application/x-www-form-urlencoded.","type":"object","additionalProperties":{"type":["string","number","boolean"]},"examples":[{"grant_type":"client_credentials"}]}},"not":{"description":"A request has one body at most: `json`, `body` or `form`.","anyOf":[{"required":["json","body"]},{"required":["json","form"]},{"required":["body","form"]}]}};
const schema54 = {"title":"Headers","description":"Header name → value. `null` removes a header the suite would add.","type":"object","propertyNames":{"pattern":"^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$","patternErrorMessage":"A header name is letters, digits and `-` (no spaces, no `:`), e.g. `X-Request-Id`; a `{{ }}` template may give part or all of it (e.g. `Mcp-Param-{{ name }}`)."},"additionalProperties":{"title":"Header value","description":"Sent as written, after its `{{ }}` templates are rendered; `null` leaves the header out, also one the suite would add.","type":["string","number","boolean","null"]},"examples":[{"Accept":"application/json","Authorization":"Bearer {{ token }}"}]};
const pattern15 = new RegExp("^[A-Za-z]+$", "u");
const pattern16 = new RegExp("^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$", "u");

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.json === undefined) && (missing0 = "json")) || ((data.body === undefined) && (missing0 = "body"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.json === undefined) && (missing1 = "json")) || ((data.form === undefined) && (missing1 = "form"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.body === undefined) && (missing2 = "body")) || ((data.form === undefined) && (missing2 = "form"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
const err4 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema53.not,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "method") || (key0 === "url")) || (key0 === "otherOrigin")) || (key0 === "query")) || (key0 === "headers")) || (key0 === "json")) || (key0 === "body")) || (key0 === "form"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 === "string"){
if(!pattern15.test(data0)){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]+$"},message:"must match pattern \""+"^[A-Za-z]+$"+"\"",schema:"^[A-Za-z]+$",parentSchema:schema53.properties.method,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.method.type,parentSchema:schema53.properties.method,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.url !== undefined){
let data1 = data.url;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err8 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.url,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.url.type,parentSchema:schema53.properties.url,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.otherOrigin !== undefined){
let data2 = data.otherOrigin;
if(typeof data2 !== "boolean"){
const err10 = {instancePath:instancePath+"/otherOrigin",schemaPath:"#/properties/otherOrigin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.properties.otherOrigin.type,parentSchema:schema53.properties.otherOrigin,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.query !== undefined){
let data3 = data.query;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
let data4 = data3[key1];
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(((typeof data4 !== "string") && (!(typeof data4 == "number"))) && (typeof data4 !== "boolean")){
const err11 = {instancePath:instancePath+"/query/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/query/additionalProperties/anyOf/0/type",keyword:"type",params:{type: schema53.properties.query.additionalProperties.anyOf[0].type},message:"must be string,number,boolean",schema:schema53.properties.query.additionalProperties.anyOf[0].type,parentSchema:schema53.properties.query.additionalProperties.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(((typeof data5 !== "string") && (!(typeof data5 == "number"))) && (typeof data5 !== "boolean")){
const err12 = {instancePath:instancePath+"/query/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/query/additionalProperties/anyOf/1/items/type",keyword:"type",params:{type: schema53.properties.query.additionalProperties.anyOf[1].items.type},message:"must be string,number,boolean",schema:schema53.properties.query.additionalProperties.anyOf[1].items.type,parentSchema:schema53.properties.query.additionalProperties.anyOf[1].items,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/query/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/query/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.query.additionalProperties.anyOf[1].type,parentSchema:schema53.properties.query.additionalProperties.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err14 = {instancePath:instancePath+"/query/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/query/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema53.properties.query.additionalProperties.anyOf,parentSchema:schema53.properties.query.additionalProperties,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties.query.type,parentSchema:schema53.properties.query,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key2 in data6){
const _errs28 = errors;
if(typeof key2 === "string"){
if(!pattern16.test(key2)){
const err16 = {instancePath:instancePath+"/headers",schemaPath:"#/$defs/headerValues/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$"},message:"must match pattern \""+"^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$"+"\"",schema:"^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$",parentSchema:schema54.propertyNames,data:key2,propertyName:key2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var valid8 = _errs28 === errors;
if(!valid8){
const err17 = {instancePath:instancePath+"/headers",schemaPath:"#/$defs/headerValues/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid",schema:schema54.propertyNames,parentSchema:schema54,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
for(const key3 in data6){
let data7 = data6[key3];
if((((typeof data7 !== "string") && (!(typeof data7 == "number"))) && (typeof data7 !== "boolean")) && (data7 !== null)){
const err18 = {instancePath:instancePath+"/headers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/headerValues/additionalProperties/type",keyword:"type",params:{type: schema54.additionalProperties.type},message:"must be string,number,boolean,null",schema:schema54.additionalProperties.type,parentSchema:schema54.additionalProperties,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/headers",schemaPath:"#/$defs/headerValues/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.body !== undefined){
let data8 = data.body;
if(typeof data8 !== "string"){
const err20 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.body.type,parentSchema:schema53.properties.body,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.form !== undefined){
let data9 = data.form;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key4 in data9){
let data10 = data9[key4];
if(((typeof data10 !== "string") && (!(typeof data10 == "number"))) && (typeof data10 !== "boolean")){
const err21 = {instancePath:instancePath+"/form/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/form/additionalProperties/type",keyword:"type",params:{type: schema53.properties.form.additionalProperties.type},message:"must be string,number,boolean",schema:schema53.properties.form.additionalProperties.type,parentSchema:schema53.properties.form.additionalProperties,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/form",schemaPath:"#/properties/form/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties.form.type,parentSchema:schema53.properties.form,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema55 = {"title":"JSON-RPC call","description":"A POST with a JSON-RPC 2.0 body, plus the headers and `_meta` the suite's MCP revision requires. `expect.json` then addresses the JSON-RPC response, whether it came as JSON or inside an event stream.","type":"object","additionalProperties":false,"required":["method"],"properties":{"method":{"title":"Method","description":"The JSON-RPC method.","type":"string","minLength":1,"examples":["tools/list","tools/call","server/discover"]},"params":{"title":"Params","description":"The JSON-RPC params. `_meta` keys you set here replace the automatic ones.","type":"object","examples":[{"name":"echo","arguments":{"text":"hi"}}]},"id":{"title":"ID","description":"The JSON-RPC id; by default ids count up from 1 in each document.","type":["string","integer"]},"notification":{"title":"Notification","description":"Send without an id. Unless the step says otherwise, expects 202 and an empty body.","type":"boolean"},"url":{"title":"URL","description":"Where to POST; default the base URL.","type":"string"},"headers":{"title":"Headers","description":"Replace or (with null) remove automatic headers, spelled exactly as you write them.","$ref":"#/$defs/headerValues","examples":[{"Mcp-Method":null,"mcp-protocol-version":"2099-01-01"}]},"meta":{"title":"_meta","description":"Replace or (with null) remove automatic `params._meta` keys.","type":"object","examples":[{"io.modelcontextprotocol/clientInfo":null}]},"paginate":{"title":"Paginate","description":"Follow `nextCursor` to the last page: `expect.json` sees every item in one list (e.g. `$.result.tools`) and each page under `$.pages`.","type":"boolean"},"maxPages":{"title":"Most pages","description":"With paginate: stop (and fail) after this many pages; default 100.","type":"integer","minimum":1,"maximum":10000}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema55.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.method,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.method.type,parentSchema:schema55.properties.method,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties.params.type,parentSchema:schema55.properties.params,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if((typeof data2 !== "string") && (!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: schema55.properties.id.type},message:"must be string,integer",schema:schema55.properties.id.type,parentSchema:schema55.properties.id,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.notification !== undefined){
let data3 = data.notification;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/notification",schemaPath:"#/properties/notification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.properties.notification.type,parentSchema:schema55.properties.notification,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.url !== undefined){
let data4 = data.url;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.url.type,parentSchema:schema55.properties.url,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.headers !== undefined){
let data5 = data.headers;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
const _errs15 = errors;
if(typeof key1 === "string"){
if(!pattern16.test(key1)){
const err8 = {instancePath:instancePath+"/headers",schemaPath:"#/$defs/headerValues/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$"},message:"must match pattern \""+"^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$"+"\"",schema:"^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$",parentSchema:schema54.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var valid2 = _errs15 === errors;
if(!valid2){
const err9 = {instancePath:instancePath+"/headers",schemaPath:"#/$defs/headerValues/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema54.propertyNames,parentSchema:schema54,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
for(const key2 in data5){
let data6 = data5[key2];
if((((typeof data6 !== "string") && (!(typeof data6 == "number"))) && (typeof data6 !== "boolean")) && (data6 !== null)){
const err10 = {instancePath:instancePath+"/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/headerValues/additionalProperties/type",keyword:"type",params:{type: schema54.additionalProperties.type},message:"must be string,number,boolean,null",schema:schema54.additionalProperties.type,parentSchema:schema54.additionalProperties,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/headers",schemaPath:"#/$defs/headerValues/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.meta !== undefined){
let data7 = data.meta;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err12 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties.meta.type,parentSchema:schema55.properties.meta,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.paginate !== undefined){
let data8 = data.paginate;
if(typeof data8 !== "boolean"){
const err13 = {instancePath:instancePath+"/paginate",schemaPath:"#/properties/paginate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.properties.paginate.type,parentSchema:schema55.properties.paginate,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.maxPages !== undefined){
let data9 = data.maxPages;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err14 = {instancePath:instancePath+"/maxPages",schemaPath:"#/properties/maxPages/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.maxPages.type,parentSchema:schema55.properties.maxPages,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 10000 || isNaN(data9)){
const err15 = {instancePath:instancePath+"/maxPages",schemaPath:"#/properties/maxPages/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema55.properties.maxPages,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err16 = {instancePath:instancePath+"/maxPages",schemaPath:"#/properties/maxPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema55.properties.maxPages,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema57 = {"title":"Browser","description":"Opens a page in headless Chromium (one browser per run, a fresh profile per step), waits until `waitFor` holds, then closes the page. The step passes when the condition holds within the step's `timeout` (default the suite's, else 30s) and fails with the reason otherwise. It judges nothing else: later request steps read what the page caused (e.g. a log the page posted to a server). Chromium is found through the CHROMIUM environment variable, else `chromium` on PATH.","type":"object","additionalProperties":false,"required":["open","waitFor"],"properties":{"open":{"title":"Open","description":"The page's absolute http(s) URL. `{{ }}` templates are rendered.","type":"string","minLength":1,"examples":["{{ host_url }}?server={{ urlEncode(server) }}"]},"waitFor":{"$ref":"#/$defs/waitFor"}},"examples":[{"open":"http://127.0.0.1:3040/","waitFor":{"selector":"#ready"}}]};
const schema58 = {"title":"Wait for","description":"What the browser step waits for: exactly one of `selector`, `recorded` or `duration`.","type":"object","additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"selector":{"title":"Selector","description":"A CSS selector that must match an element of the page or of any of its frames (nested and cross-origin iframes included).","type":"string","minLength":1,"examples":["#done"]},"recorded":{"$ref":"#/$defs/recorded"},"duration":{"title":"Duration","description":"Only wait this long with the page open, then pass.","$ref":"#/$defs/duration"}},"examples":[{"selector":"#done"},{"recorded":{"url":"http://127.0.0.1:3030/p1/test/view","path":"$.messages[*]","atLeast":3}}]};
const schema59 = {"title":"Recorded","description":"A URL polled with GET while the page is open (every 100ms) until the JSON it answers has at least `atLeast` values at `path`.","type":"object","additionalProperties":false,"required":["url","atLeast"],"properties":{"url":{"title":"URL","description":"An absolute http(s) URL answering JSON. `{{ }}` templates are rendered.","type":"string","minLength":1,"examples":["{{ probe_url }}/{{ partition }}/test/view"]},"path":{"title":"Path","description":"A JSONPath; the values it selects are counted. Default `$[*]` (the items of a top-level array).","type":"string","minLength":1,"examples":["$.messages[?(@.method == 'ui/notifications/tool-result')]"]},"atLeast":{"title":"At least","description":"How many values must be selected.","type":"integer","minimum":1,"examples":[1]}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 1){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties",schema:1,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(Object.keys(data).length < 1){
const err1 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "selector") || (key0 === "recorded")) || (key0 === "duration"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.selector !== undefined){
let data0 = data.selector;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/selector",schemaPath:"#/properties/selector/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema58.properties.selector,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/selector",schemaPath:"#/properties/selector/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.selector.type,parentSchema:schema58.properties.selector,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.recorded !== undefined){
let data1 = data.recorded;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.url === undefined){
const err5 = {instancePath:instancePath+"/recorded",schemaPath:"#/$defs/recorded/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema59.required,parentSchema:schema59,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.atLeast === undefined){
const err6 = {instancePath:instancePath+"/recorded",schemaPath:"#/$defs/recorded/required",keyword:"required",params:{missingProperty: "atLeast"},message:"must have required property '"+"atLeast"+"'",schema:schema59.required,parentSchema:schema59,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "url") || (key1 === "path")) || (key1 === "atLeast"))){
const err7 = {instancePath:instancePath+"/recorded",schemaPath:"#/$defs/recorded/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.url !== undefined){
let data2 = data1.url;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/recorded/url",schemaPath:"#/$defs/recorded/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.url,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/recorded/url",schemaPath:"#/$defs/recorded/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.url.type,parentSchema:schema59.properties.url,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.path !== undefined){
let data3 = data1.path;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/recorded/path",schemaPath:"#/$defs/recorded/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.path,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/recorded/path",schemaPath:"#/$defs/recorded/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.path.type,parentSchema:schema59.properties.path,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.atLeast !== undefined){
let data4 = data1.atLeast;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err12 = {instancePath:instancePath+"/recorded/atLeast",schemaPath:"#/$defs/recorded/properties/atLeast/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema59.properties.atLeast.type,parentSchema:schema59.properties.atLeast,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 1 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/recorded/atLeast",schemaPath:"#/$defs/recorded/properties/atLeast/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema59.properties.atLeast,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/recorded",schemaPath:"#/$defs/recorded/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.duration !== undefined){
let data5 = data.duration;
const _errs16 = errors;
let valid4 = false;
const _errs17 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err15 = {instancePath:instancePath+"/duration",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/duration",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid0 = _errs17 === errors;
valid4 = valid4 || _valid0;
const _errs19 = errors;
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
const err17 = {instancePath:instancePath+"/duration",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/duration",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err19 = {instancePath:instancePath+"/duration",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema58.type,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.open === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "open"},message:"must have required property '"+"open"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.waitFor === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "waitFor"},message:"must have required property '"+"waitFor"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "open") || (key0 === "waitFor"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.open !== undefined){
let data0 = data.open;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/open",schemaPath:"#/properties/open/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema57.properties.open,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/open",schemaPath:"#/properties/open/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.open.type,parentSchema:schema57.properties.open,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.waitFor !== undefined){
if(!(validate49(data.waitFor, {instancePath:instancePath+"/waitFor",parentData:data,parentDataProperty:"waitFor",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema61 = {"title":"Stdio step","description":"Over the stdio transport only (`--stdio`, or a suite's `target.stdio`): looks at the server process of this test as a whole, from its first byte on stdout. It may first write one message on stdin without waiting for an answer (`send`), wait a while (`wait`), or shut the process down as the lifecycle page says (`close`: close stdin, wait `within`, then SIGTERM and SIGKILL). `expect.json` and `capture` then read the transcript: `lines` (each stdout line: `text`, `bytes`, `valid`, `problem`, `json`), `invalid` (the lines that are not a valid MCP message, each with its `line` number and `problem`), `messages` (the valid ones), `requests`, `notifications` and `responses` among them, `unterminated` (bytes after the last newline), `stderrBytes`, `stderr`, with `send`: `afterSend` (the valid messages written after this step's own message), and after `close`: `exited`, `exitedOnClose`, `exitAfterCloseMs`, `stoppedBy` and `exitCode`. A document with a stdio step is not applicable over HTTP.","type":"object","additionalProperties":false,"properties":{"send":{"title":"Send","description":"A JSON-RPC message written as one line on stdin, without waiting for an answer (e.g. a request to cancel later). `{{ }}` templates are rendered.","type":"object"},"wait":{"title":"Wait","description":"How long to wait (after `send`) before the transcript is read, e.g. for messages that should not come.","$ref":"#/$defs/duration"},"close":{"title":"Close","description":"Shut the process down: close its stdin, wait up to `within` for it to exit, then SIGTERM, then SIGKILL.","type":"boolean"},"within":{"title":"Within","description":"With `close`: how long the process has to exit after its stdin is closed; default 2s.","$ref":"#/$defs/duration"}},"examples":[{"close":true,"within":"2s"}]};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "send") || (key0 === "wait")) || (key0 === "close")) || (key0 === "within"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.send !== undefined){
let data0 = data.send;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
const err1 = {instancePath:instancePath+"/send",schemaPath:"#/properties/send/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.properties.send.type,parentSchema:schema61.properties.send,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.wait !== undefined){
let data1 = data.wait;
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err2 = {instancePath:instancePath+"/wait",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/wait",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err4 = {instancePath:instancePath+"/wait",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/wait",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err6 = {instancePath:instancePath+"/wait",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.close !== undefined){
let data2 = data.close;
if(typeof data2 !== "boolean"){
const err7 = {instancePath:instancePath+"/close",schemaPath:"#/properties/close/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.properties.close.type,parentSchema:schema61.properties.close,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.within !== undefined){
let data3 = data.within;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err8 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err10 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err12 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema67 = {"title":"Expect","description":"What the response must look like. Every check must hold.","type":"object","additionalProperties":false,"properties":{"status":{"title":"Status","description":"A status code, a class such as `4xx`, or a list of either.","anyOf":[{"title":"Status: one code or class","$ref":"#/$defs/statusPattern"},{"title":"Status: a list","type":"array","minItems":1,"items":{"$ref":"#/$defs/statusPattern"}}],"examples":[200,"2xx",[400,404]]},"headers":{"title":"Headers","description":"Header name (any case) → matcher. A repeated header is matched on its values joined with `, `.","type":"object","additionalProperties":{"$ref":"#/$defs/matcher"},"examples":[{"content-type":{"matches":"^application/json"},"mcp-session-id":{"absent":true}}]},"json":{"title":"JSON","description":"JSONPath → matcher, over the JSON body.","type":"object","propertyNames":{"pattern":"^\\$","patternErrorMessage":"A JSONPath starts with `$`, e.g. `$.id` or `$.items[0].name`."},"additionalProperties":{"$ref":"#/$defs/matcher"},"examples":[{"$.name":"widget","$.tags":{"length":2}}]},"body":{"title":"Body","description":"Matcher over the body as text.","$ref":"#/$defs/matcher","examples":[{"contains":"ok"}]},"schema":{"title":"JSON Schema","description":"The JSON body must validate: a schema file (relative to this document, optionally with `#/pointer`) or an inline schema.","$ref":"#/$defs/schemaRef"},"sse":{"$ref":"#/$defs/sseExpect"},"allowEmpty":{"title":"Allow an empty set","description":"An empty set is the expected answer here: a check over a set that came out empty (an `each` over an empty list, a wildcard or filter JSONPath that matched nothing, an `sse` check over zero events) passes. Without it such a check proves nothing, and a test whose checks otherwise pass is not applicable, with the empty set named as the reason (never a vacuous pass).","type":"boolean","examples":[true]}}};
const schema68 = {"title":"Status pattern","anyOf":[{"title":"Status class","type":"string","pattern":"^[1-5]xx$","patternErrorMessage":"A status is a code (`200`), a class (`1xx` to `5xx`), a `{{ }}` template, or a list of them."},{"title":"Status template","type":"string","pattern":"^\\{\\{.*\\}\\}$","patternErrorMessage":"A status is a code (`200`), a class (`1xx` to `5xx`), a `{{ }}` template, or a list of them."},{"title":"Status code","type":"integer","minimum":100,"maximum":599,"errorMessage":"A status is a code (`200`), a class (`1xx` to `5xx`), a `{{ }}` template, or a list of them."}]};
const pattern26 = new RegExp("^[1-5]xx$", "u");
const schema71 = {"title":"Server-sent events","description":"Checks on a `text/event-stream` body, decoded into events (`event`, `data`, `id`, `json` = the data parsed as JSON).","type":"object","additionalProperties":false,"properties":{"count":{"title":"count","description":"How many events: a number or a matcher.","anyOf":[{"title":"count: a number","type":"integer","minimum":0},{"title":"count: a matcher","$ref":"#/$defs/matcherObject"}]},"events":{"title":"events","description":"The first events, in order, each checked by its own fields.","type":"array","items":{"$ref":"#/$defs/sseEvent"}},"each":{"title":"each","description":"Every event must match.","$ref":"#/$defs/sseEvent"},"noIds":{"title":"noIds","description":"`true`: no event carries an `id`.","const":true},"responseLast":{"title":"responseLast","description":"`true`: the JSON-RPC response is the last message; notifications and requests come before it.","const":true},"increasing":{"title":"increasing","description":"A JSONPath into each event's data (e.g. `$.params.progress`): among the events where it finds a value, the values are numbers and each is greater than the one before.","type":"string","pattern":"^\\$","patternErrorMessage":"A JSONPath into the event's data starts with `$`, e.g. `$.params.progress`."}},"examples":[{"noIds":true,"responseLast":true,"events":[{"json":{"$.method":"notifications/progress"}}]}]};
const schema72 = {"type":"object","additionalProperties":false,"properties":{"event":{"title":"event","description":"The event type (default `message`).","$ref":"#/$defs/matcher"},"data":{"title":"data","description":"The data, as text (multi-line data joined with newlines).","$ref":"#/$defs/matcher"},"id":{"title":"id","description":"The event id.","$ref":"#/$defs/matcher"},"json":{"title":"json","description":"JSONPath → matcher over the data parsed as JSON.","type":"object","propertyNames":{"pattern":"^\\$","patternErrorMessage":"A JSONPath into the event's data starts with `$`, e.g. `$.method`."},"additionalProperties":{"$ref":"#/$defs/matcher"}}}};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "event") || (key0 === "data")) || (key0 === "id")) || (key0 === "json"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.event !== undefined){
if(!(validate27(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.data !== undefined){
if(!(validate27(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.id !== undefined){
if(!(validate27(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.json !== undefined){
let data3 = data.json;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
const _errs7 = errors;
if(typeof key1 === "string"){
if(!pattern9.test(key1)){
const err1 = {instancePath:instancePath+"/json",schemaPath:"#/properties/json/propertyNames/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema72.properties.json.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid1 = _errs7 === errors;
if(!valid1){
const err2 = {instancePath:instancePath+"/json",schemaPath:"#/properties/json/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema72.properties.json.propertyNames,parentSchema:schema72.properties.json,data:data3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key2 in data3){
if(!(validate27(data3[key2], {instancePath:instancePath+"/json/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data3,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/json",schemaPath:"#/properties/json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.properties.json.type,parentSchema:schema72.properties.json,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.type,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "count") || (key0 === "events")) || (key0 === "each")) || (key0 === "noIds")) || (key0 === "responseLast")) || (key0 === "increasing"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.count !== undefined){
let data0 = data.count;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema71.properties.count.anyOf[0].type,parentSchema:schema71.properties.count.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema71.properties.count.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(!(validate28(data0, {instancePath:instancePath+"/count",parentData:data,parentDataProperty:"count",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema71.properties.count.anyOf,parentSchema:schema71.properties.count,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.events !== undefined){
let data1 = data.events;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate60(data1[i0], {instancePath:instancePath+"/events/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema71.properties.events.type,parentSchema:schema71.properties.events,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.each !== undefined){
if(!(validate60(data.each, {instancePath:instancePath+"/each",parentData:data,parentDataProperty:"each",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
if(data.noIds !== undefined){
let data4 = data.noIds;
if(true !== data4){
const err5 = {instancePath:instancePath+"/noIds",schemaPath:"#/properties/noIds/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema71.properties.noIds,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.responseLast !== undefined){
let data5 = data.responseLast;
if(true !== data5){
const err6 = {instancePath:instancePath+"/responseLast",schemaPath:"#/properties/responseLast/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema71.properties.responseLast,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.increasing !== undefined){
let data6 = data.increasing;
if(typeof data6 === "string"){
if(!pattern9.test(data6)){
const err7 = {instancePath:instancePath+"/increasing",schemaPath:"#/properties/increasing/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema71.properties.increasing,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/increasing",schemaPath:"#/properties/increasing/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.increasing.type,parentSchema:schema71.properties.increasing,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "status") || (key0 === "headers")) || (key0 === "json")) || (key0 === "body")) || (key0 === "schema")) || (key0 === "sse")) || (key0 === "allowEmpty"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
const _errs6 = errors;
let valid3 = false;
const _errs7 = errors;
if(typeof data0 === "string"){
if(!pattern26.test(data0)){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/statusPattern/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[1-5]xx$"},message:"must match pattern \""+"^[1-5]xx$"+"\"",schema:"^[1-5]xx$",parentSchema:schema68.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/statusPattern/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.anyOf[0].type,parentSchema:schema68.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs7 === errors;
valid3 = valid3 || _valid1;
const _errs9 = errors;
if(typeof data0 === "string"){
if(!pattern27.test(data0)){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/statusPattern/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\{\\{.*\\}\\}$"},message:"must match pattern \""+"^\\{\\{.*\\}\\}$"+"\"",schema:"^\\{\\{.*\\}\\}$",parentSchema:schema68.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/statusPattern/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.anyOf[1].type,parentSchema:schema68.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid3 = valid3 || _valid1;
const _errs11 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/statusPattern/anyOf/2/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema68.anyOf[2].type,parentSchema:schema68.anyOf[2],data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 599 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/statusPattern/anyOf/2/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema68.anyOf[2],data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 100 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/statusPattern/anyOf/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema68.anyOf[2],data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/statusPattern/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema68.anyOf,parentSchema:schema68,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs13 = errors;
if(Array.isArray(data0)){
if(data0.length < 1){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema67.properties.status.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs17 = errors;
let valid7 = false;
const _errs18 = errors;
if(typeof data1 === "string"){
if(!pattern26.test(data1)){
const err10 = {instancePath:instancePath+"/status/" + i0,schemaPath:"#/$defs/statusPattern/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[1-5]xx$"},message:"must match pattern \""+"^[1-5]xx$"+"\"",schema:"^[1-5]xx$",parentSchema:schema68.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/status/" + i0,schemaPath:"#/$defs/statusPattern/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.anyOf[0].type,parentSchema:schema68.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid7 = valid7 || _valid2;
const _errs20 = errors;
if(typeof data1 === "string"){
if(!pattern27.test(data1)){
const err12 = {instancePath:instancePath+"/status/" + i0,schemaPath:"#/$defs/statusPattern/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\{\\{.*\\}\\}$"},message:"must match pattern \""+"^\\{\\{.*\\}\\}$"+"\"",schema:"^\\{\\{.*\\}\\}$",parentSchema:schema68.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/status/" + i0,schemaPath:"#/$defs/statusPattern/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.anyOf[1].type,parentSchema:schema68.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid7 = valid7 || _valid2;
const _errs22 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err14 = {instancePath:instancePath+"/status/" + i0,schemaPath:"#/$defs/statusPattern/anyOf/2/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema68.anyOf[2].type,parentSchema:schema68.anyOf[2],data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 599 || isNaN(data1)){
const err15 = {instancePath:instancePath+"/status/" + i0,schemaPath:"#/$defs/statusPattern/anyOf/2/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema68.anyOf[2],data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1 < 100 || isNaN(data1)){
const err16 = {instancePath:instancePath+"/status/" + i0,schemaPath:"#/$defs/statusPattern/anyOf/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema68.anyOf[2],data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const err17 = {instancePath:instancePath+"/status/" + i0,schemaPath:"#/$defs/statusPattern/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema68.anyOf,parentSchema:schema68,data:data1};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema67.properties.status.anyOf[1].type,parentSchema:schema67.properties.status.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err19 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema67.properties.status.anyOf,parentSchema:schema67.properties.status,data:data0};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.headers !== undefined){
let data2 = data.headers;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(validate27(data2[key1], {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.properties.headers.type,parentSchema:schema67.properties.headers,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.json !== undefined){
let data4 = data.json;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
const _errs30 = errors;
if(typeof key2 === "string"){
if(!pattern9.test(key2)){
const err21 = {instancePath:instancePath+"/json",schemaPath:"#/properties/json/propertyNames/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema67.properties.json.propertyNames,data:key2,propertyName:key2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var valid9 = _errs30 === errors;
if(!valid9){
const err22 = {instancePath:instancePath+"/json",schemaPath:"#/properties/json/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid",schema:schema67.properties.json.propertyNames,parentSchema:schema67.properties.json,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
for(const key3 in data4){
if(!(validate27(data4[key3], {instancePath:instancePath+"/json/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/json",schemaPath:"#/properties/json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.properties.json.type,parentSchema:schema67.properties.json,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.body !== undefined){
if(!(validate27(data.body, {instancePath:instancePath+"/body",parentData:data,parentDataProperty:"body",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.schema !== undefined){
let data7 = data.schema;
const _errs36 = errors;
let valid12 = false;
const _errs37 = errors;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err24 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.anyOf[0].type,parentSchema:schema43.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid3 = _errs37 === errors;
valid12 = valid12 || _valid3;
const _errs39 = errors;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err26 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.anyOf[1].type,parentSchema:schema43.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs39 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const err27 = {instancePath:instancePath+"/schema",schemaPath:"#/$defs/schemaRef/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.anyOf,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
}
if(data.sse !== undefined){
if(!(validate58(data.sse, {instancePath:instancePath+"/sse",parentData:data,parentDataProperty:"sse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
if(data.allowEmpty !== undefined){
let data9 = data.allowEmpty;
if(typeof data9 !== "boolean"){
const err28 = {instancePath:instancePath+"/allowEmpty",schemaPath:"#/properties/allowEmpty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema67.properties.allowEmpty.type,parentSchema:schema67.properties.allowEmpty,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema74 = {"title":"Retry","description":"Send the request again until `until` is true (or, without `until`, until every expectation holds).","type":"object","additionalProperties":false,"required":["times"],"properties":{"times":{"title":"times","description":"Most attempts in all, the first included.","type":"integer","minimum":1,"maximum":1000},"interval":{"title":"interval","description":"Wait between attempts; default 1s.","$ref":"#/$defs/duration"},"until":{"title":"until","description":"An expression over `response.status`, `response.headers`, `response.json`, `response.body` and variables.","type":"string","examples":["response.status == 200 && response.json.state == 'ready'"]}}};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.times === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "times"},message:"must have required property '"+"times"+"'",schema:schema74.required,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "times") || (key0 === "interval")) || (key0 === "until"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.times !== undefined){
let data0 = data.times;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.times.type,parentSchema:schema74.properties.times,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 1000 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema74.properties.times,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema74.properties.times,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.interval !== undefined){
let data1 = data.interval;
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/interval",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/interval",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err7 = {instancePath:instancePath+"/interval",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/interval",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err9 = {instancePath:instancePath+"/interval",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.until !== undefined){
let data2 = data.until;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.until.type,parentSchema:schema74.properties.until,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern21 = new RegExp("^[A-Za-z_][A-Za-z0-9_-]*$", "u");
const pattern24 = new RegExp("^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$", "u");

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.browser === undefined) && (missing0 = "browser")) || ((data.expect === undefined) && (missing0 = "expect"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.browser === undefined) && (missing1 = "browser")) || ((data.capture === undefined) && (missing1 = "capture"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.browser === undefined) && (missing2 = "browser")) || ((data.retry === undefined) && (missing2 = "retry"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((data.browser === undefined) && (missing3 = "browser")) || ((data.sendOnly === undefined) && (missing3 = "sendOnly"))){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if(((data.await === undefined) && (missing4 = "await")) || ((data.retry === undefined) && (missing4 = "retry"))){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if(((data.await === undefined) && (missing5 = "await")) || ((data.sendOnly === undefined) && (missing5 = "sendOnly"))){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if(((data.stdio === undefined) && (missing6 = "stdio")) || ((data.retry === undefined) && (missing6 = "retry"))){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
const err8 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema52.not,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
const _errs11 = errors;
let valid2 = false;
let passing0 = null;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.request === undefined){
const err9 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'",schema:schema52.oneOf[0].required,parentSchema:schema52.oneOf[0],data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
if(_valid1){
valid2 = true;
passing0 = 0;
}
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rpc === undefined){
const err10 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "rpc"},message:"must have required property '"+"rpc"+"'",schema:schema52.oneOf[1].required,parentSchema:schema52.oneOf[1],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid2 = true;
passing0 = 1;
}
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.include === undefined){
const err11 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "include"},message:"must have required property '"+"include"+"'",schema:schema52.oneOf[2].required,parentSchema:schema52.oneOf[2],data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid2 = true;
passing0 = 2;
}
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.browser === undefined){
const err12 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "browser"},message:"must have required property '"+"browser"+"'",schema:schema52.oneOf[3].required,parentSchema:schema52.oneOf[3],data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid1 = _errs15 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 3];
}
else {
if(_valid1){
valid2 = true;
passing0 = 3;
}
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.await === undefined){
const err13 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "await"},message:"must have required property '"+"await"+"'",schema:schema52.oneOf[4].required,parentSchema:schema52.oneOf[4],data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid1 = _errs16 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 4];
}
else {
if(_valid1){
valid2 = true;
passing0 = 4;
}
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.stdio === undefined){
const err14 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: "stdio"},message:"must have required property '"+"stdio"+"'",schema:schema52.oneOf[5].required,parentSchema:schema52.oneOf[5],data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 5];
}
else {
if(_valid1){
valid2 = true;
passing0 = 5;
}
}
}
}
}
}
if(!valid2){
const err15 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema52.oneOf,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema52.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.name.type,parentSchema:schema52.properties.name,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.guard !== undefined){
let data1 = data.guard;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err18 = {instancePath:instancePath+"/guard",schemaPath:"#/properties/guard/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.guard,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/guard",schemaPath:"#/properties/guard/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.guard.type,parentSchema:schema52.properties.guard,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.request !== undefined){
if(!(validate44(data.request, {instancePath:instancePath+"/request",parentData:data,parentDataProperty:"request",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.rpc !== undefined){
if(!(validate46(data.rpc, {instancePath:instancePath+"/rpc",parentData:data,parentDataProperty:"rpc",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
if(data.browser !== undefined){
if(!(validate48(data.browser, {instancePath:instancePath+"/browser",parentData:data,parentDataProperty:"browser",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
if(data.stdio !== undefined){
if(!(validate52(data.stdio, {instancePath:instancePath+"/stdio",parentData:data,parentDataProperty:"stdio",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
if(data.background !== undefined){
let data6 = data.background;
if(typeof data6 === "string"){
if(!pattern21.test(data6)){
const err20 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_-]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_-]*$",parentSchema:schema52.properties.background,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.background.type,parentSchema:schema52.properties.background,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.await !== undefined){
let data7 = data.await;
if(typeof data7 === "string"){
if(!pattern21.test(data7)){
const err22 = {instancePath:instancePath+"/await",schemaPath:"#/properties/await/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_-]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_-]*$",parentSchema:schema52.properties.await,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/await",schemaPath:"#/properties/await/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.await.type,parentSchema:schema52.properties.await,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.until !== undefined){
let data8 = data.until;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err24 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.until,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.until.type,parentSchema:schema52.properties.until,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.within !== undefined){
let data9 = data.within;
const _errs35 = errors;
let valid5 = false;
const _errs36 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err26 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 0 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid2 = _errs36 === errors;
valid5 = valid5 || _valid2;
const _errs38 = errors;
if(typeof data9 === "string"){
if(!pattern7.test(data9)){
const err28 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs38 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err30 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
if(data.close !== undefined){
let data10 = data.close;
if(true !== data10){
const err31 = {instancePath:instancePath+"/close",schemaPath:"#/properties/close/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema52.properties.close,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.maxSize !== undefined){
let data11 = data.maxSize;
const _errs43 = errors;
let valid7 = false;
const _errs44 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err32 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.anyOf[0].type,parentSchema:schema65.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 < 1 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid3 = _errs44 === errors;
valid7 = valid7 || _valid3;
const _errs46 = errors;
if(typeof data11 === "string"){
if(!pattern24.test(data11)){
const err34 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$"},message:"must match pattern \""+"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$"+"\"",schema:"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$",parentSchema:schema65.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.anyOf[1].type,parentSchema:schema65.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid3 = _errs46 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const err36 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema65.anyOf,parentSchema:schema65,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data.include !== undefined){
let data12 = data.include;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err37 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.include,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.include.type,parentSchema:schema52.properties.include,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.with !== undefined){
let data13 = data.with;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key1 in data13){
const _errs53 = errors;
if(typeof key1 === "string"){
if(!pattern11.test(key1)){
const err39 = {instancePath:instancePath+"/with",schemaPath:"#/$defs/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema49.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var valid9 = _errs53 === errors;
if(!valid9){
const err40 = {instancePath:instancePath+"/with",schemaPath:"#/$defs/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema49.propertyNames,parentSchema:schema49,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/with",schemaPath:"#/$defs/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.expect !== undefined){
if(!(validate54(data.expect, {instancePath:instancePath+"/expect",parentData:data,parentDataProperty:"expect",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.capture !== undefined){
let data15 = data.capture;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key2 in data15){
const _errs58 = errors;
if(typeof key2 === "string"){
if(!pattern11.test(key2)){
const err42 = {instancePath:instancePath+"/capture",schemaPath:"#/properties/capture/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema52.properties.capture.propertyNames,data:key2,propertyName:key2};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var valid10 = _errs58 === errors;
if(!valid10){
const err43 = {instancePath:instancePath+"/capture",schemaPath:"#/properties/capture/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid",schema:schema52.properties.capture.propertyNames,parentSchema:schema52.properties.capture,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
for(const key3 in data15){
let data16 = data15[key3];
const _errs62 = errors;
let valid13 = false;
const _errs63 = errors;
if(typeof data16 === "string"){
if(!pattern9.test(data16)){
const err44 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema73.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[0].type,parentSchema:schema73.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid4 = _errs63 === errors;
valid13 = valid13 || _valid4;
const _errs65 = errors;
const _errs67 = errors;
const _errs68 = errors;
const _errs69 = errors;
let valid15 = false;
const _errs70 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing7;
if(((data16.json === undefined) && (missing7 = "json")) || ((data16.header === undefined) && (missing7 = "header"))){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid5 = _errs70 === errors;
valid15 = valid15 || _valid5;
const _errs71 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing8;
if(((data16.json === undefined) && (missing8 = "json")) || ((data16.regex === undefined) && (missing8 = "regex"))){
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var _valid5 = _errs71 === errors;
valid15 = valid15 || _valid5;
const _errs72 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing9;
if(((data16.json === undefined) && (missing9 = "json")) || ((data16.status === undefined) && (missing9 = "status"))){
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var _valid5 = _errs72 === errors;
valid15 = valid15 || _valid5;
const _errs73 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing10;
if(((data16.header === undefined) && (missing10 = "header")) || ((data16.status === undefined) && (missing10 = "status"))){
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
var _valid5 = _errs73 === errors;
valid15 = valid15 || _valid5;
const _errs74 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing11;
if(((data16.regex === undefined) && (missing11 = "regex")) || ((data16.status === undefined) && (missing11 = "status"))){
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid5 = _errs74 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs68 === errors;
if(valid14){
const err52 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema73.anyOf[1].not,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
}
const _errs75 = errors;
let valid16 = false;
const _errs76 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.json === undefined){
const err53 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: "json"},message:"must have required property '"+"json"+"'",schema:schema73.anyOf[1].anyOf[0].required,parentSchema:schema73.anyOf[1].anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
var _valid6 = _errs76 === errors;
valid16 = valid16 || _valid6;
const _errs77 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.header === undefined){
const err54 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'",schema:schema73.anyOf[1].anyOf[1].required,parentSchema:schema73.anyOf[1].anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
var _valid6 = _errs77 === errors;
valid16 = valid16 || _valid6;
const _errs78 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.regex === undefined){
const err55 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/2/required",keyword:"required",params:{missingProperty: "regex"},message:"must have required property '"+"regex"+"'",schema:schema73.anyOf[1].anyOf[2].required,parentSchema:schema73.anyOf[1].anyOf[2],data:data16};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
var _valid6 = _errs78 === errors;
valid16 = valid16 || _valid6;
const _errs79 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.status === undefined){
const err56 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/3/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema73.anyOf[1].anyOf[3].required,parentSchema:schema73.anyOf[1].anyOf[3],data:data16};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var _valid6 = _errs79 === errors;
valid16 = valid16 || _valid6;
if(!valid16){
const err57 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema73.anyOf[1].anyOf,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!(((((key4 === "json") || (key4 === "header")) || (key4 === "regex")) || (key4 === "group")) || (key4 === "status"))){
const err58 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data16.json !== undefined){
let data17 = data16.json;
if(typeof data17 === "string"){
if(!pattern9.test(data17)){
const err59 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/json",schemaPath:"#/$defs/capture/anyOf/1/properties/json/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema73.anyOf[1].properties.json,data:data17};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/json",schemaPath:"#/$defs/capture/anyOf/1/properties/json/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[1].properties.json.type,parentSchema:schema73.anyOf[1].properties.json,data:data17};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data16.header !== undefined){
let data18 = data16.header;
if(typeof data18 !== "string"){
const err61 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/header",schemaPath:"#/$defs/capture/anyOf/1/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[1].properties.header.type,parentSchema:schema73.anyOf[1].properties.header,data:data18};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data16.regex !== undefined){
let data19 = data16.regex;
if(typeof data19 !== "string"){
const err62 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/regex",schemaPath:"#/$defs/capture/anyOf/1/properties/regex/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[1].properties.regex.type,parentSchema:schema73.anyOf[1].properties.regex,data:data19};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data16.group !== undefined){
let data20 = data16.group;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err63 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/group",schemaPath:"#/$defs/capture/anyOf/1/properties/group/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema73.anyOf[1].properties.group.type,parentSchema:schema73.anyOf[1].properties.group,data:data20};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 0 || isNaN(data20)){
const err64 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/group",schemaPath:"#/$defs/capture/anyOf/1/properties/group/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema73.anyOf[1].properties.group,data:data20};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data16.status !== undefined){
let data21 = data16.status;
if(true !== data21){
const err65 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/$defs/capture/anyOf/1/properties/status/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema73.anyOf[1].properties.status,data:data21};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data16.group !== undefined){
if(data16.regex === undefined){
const err66 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/dependentRequired",keyword:"dependentRequired",params:{property: "group",
    missingProperty: "regex",
    depsCount: 1,
    deps: "regex"},message:"must have property regex when property group is present",schema:schema73.anyOf[1].dependentRequired,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.anyOf[1].type,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid4 = _errs65 === errors;
valid13 = valid13 || _valid4;
if(!valid13){
const err68 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema73.anyOf,parentSchema:schema73,data:data16};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/capture",schemaPath:"#/properties/capture/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.properties.capture.type,parentSchema:schema52.properties.capture,data:data15};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.sendOnly !== undefined){
let data22 = data.sendOnly;
if(typeof data22 !== "boolean"){
const err70 = {instancePath:instancePath+"/sendOnly",schemaPath:"#/properties/sendOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema52.properties.sendOnly.type,parentSchema:schema52.properties.sendOnly,data:data22};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.retry !== undefined){
if(!(validate69(data.retry, {instancePath:instancePath+"/retry",parentData:data,parentDataProperty:"retry",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
if(data.timeout !== undefined){
let data24 = data.timeout;
const _errs95 = errors;
let valid19 = false;
const _errs96 = errors;
if(!((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24)))){
const err71 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data24};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(typeof data24 == "number"){
if(data24 < 0 || isNaN(data24)){
const err72 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data24};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
var _valid7 = _errs96 === errors;
valid19 = valid19 || _valid7;
const _errs98 = errors;
if(typeof data24 === "string"){
if(!pattern7.test(data24)){
const err73 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data24};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data24};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid7 = _errs98 === errors;
valid19 = valid19 || _valid7;
if(!valid19){
const err75 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data24};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
}
if(data.vars !== undefined){
let data25 = data.vars;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key5 in data25){
const _errs103 = errors;
if(typeof key5 === "string"){
if(!pattern11.test(key5)){
const err76 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema49.propertyNames,data:key5,propertyName:key5};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
var valid21 = _errs103 === errors;
if(!valid21){
const err77 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid",schema:schema49.propertyNames,parentSchema:schema49,data:data25};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data25};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.until !== undefined){
if(data.await === undefined){
const err79 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "until",
    missingProperty: "await",
    depsCount: 1,
    deps: "await"},message:"must have property await when property until is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.within !== undefined){
if(data.await === undefined){
const err80 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "within",
    missingProperty: "await",
    depsCount: 1,
    deps: "await"},message:"must have property await when property within is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.close !== undefined){
if(data.await === undefined){
const err81 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "close",
    missingProperty: "await",
    depsCount: 1,
    deps: "await"},message:"must have property await when property close is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.maxSize !== undefined){
if(data.background === undefined){
const err82 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "maxSize",
    missingProperty: "background",
    depsCount: 1,
    deps: "background"},message:"must have property background when property maxSize is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.background !== undefined){
const _errs106 = errors;
const _errs107 = errors;
const _errs108 = errors;
let valid24 = false;
const _errs109 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.retry === undefined) && (missing14 = "retry")){
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
var _valid8 = _errs109 === errors;
valid24 = valid24 || _valid8;
const _errs110 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.sendOnly === undefined) && (missing15 = "sendOnly")){
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
var _valid8 = _errs110 === errors;
valid24 = valid24 || _valid8;
if(!valid24){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
errors = _errs108;
if(vErrors !== null){
if(_errs108){
vErrors.length = _errs108;
}
else {
vErrors = null;
}
}
}
var valid23 = _errs107 === errors;
if(valid23){
const err86 = {instancePath,schemaPath:"#/dependentSchemas/background/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema52.dependentSchemas.background.not,parentSchema:schema52.dependentSchemas.background,data};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
const _errs111 = errors;
let valid25 = false;
const _errs112 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.request === undefined){
const err87 = {instancePath,schemaPath:"#/dependentSchemas/background/anyOf/0/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'",schema:schema52.dependentSchemas.background.anyOf[0].required,parentSchema:schema52.dependentSchemas.background.anyOf[0],data};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
var _valid9 = _errs112 === errors;
valid25 = valid25 || _valid9;
const _errs113 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rpc === undefined){
const err88 = {instancePath,schemaPath:"#/dependentSchemas/background/anyOf/1/required",keyword:"required",params:{missingProperty: "rpc"},message:"must have required property '"+"rpc"+"'",schema:schema52.dependentSchemas.background.anyOf[1].required,parentSchema:schema52.dependentSchemas.background.anyOf[1],data};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
var _valid9 = _errs113 === errors;
valid25 = valid25 || _valid9;
if(!valid25){
const err89 = {instancePath,schemaPath:"#/dependentSchemas/background/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema52.dependentSchemas.background.anyOf,parentSchema:schema52.dependentSchemas.background,data};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err90 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://wirecase.dev/schemas/scenario.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.skip !== undefined){
const _errs3 = errors;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data.skip !== "string"){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid2 = _errs5 === errors;
if(valid2){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notApplicable !== undefined){
const _errs7 = errors;
const _errs8 = errors;
const _errs9 = errors;
if(typeof data.notApplicable !== "string"){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid3 = _errs9 === errors;
if(valid3){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.role !== undefined){
const _errs11 = errors;
const _errs12 = errors;
const _errs13 = errors;
if("client" !== data.role){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid4 = _errs13 === errors;
if(valid4){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.steps === undefined){
const err6 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'",schema:schema31.then.required,parentSchema:schema31.then,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs14 === errors;
valid0 = _valid0;
}
if(!valid0){
const err7 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema31.if,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.title === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.id !== undefined){
let data3 = data.id;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\"",schema:"^[A-Za-z0-9][A-Za-z0-9._-]*$",parentSchema:schema31.properties.id,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.id.type,parentSchema:schema31.properties.id,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.title !== undefined){
let data4 = data.title;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err13 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.title,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.title.type,parentSchema:schema31.properties.title,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.description !== undefined){
let data5 = data.description;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.description.type,parentSchema:schema31.properties.description,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.spec !== undefined){
let data6 = data.spec;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err16 = {instancePath:instancePath+"/spec/" + i0,schemaPath:"#/properties/spec/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.spec.items,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/spec/" + i0,schemaPath:"#/properties/spec/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.spec.items.type,parentSchema:schema31.properties.spec.items,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.spec.type,parentSchema:schema31.properties.spec,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.traces !== undefined){
let data8 = data.traces;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(typeof data9 === "string"){
if(!pattern4.test(data9)){
const err19 = {instancePath:instancePath+"/traces/" + i1,schemaPath:"#/properties/traces/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\"",schema:"^[A-Za-z0-9][A-Za-z0-9._-]*$",parentSchema:schema31.properties.traces.items,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/traces/" + i1,schemaPath:"#/properties/traces/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.traces.items.type,parentSchema:schema31.properties.traces.items,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/traces",schemaPath:"#/properties/traces/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.traces.type,parentSchema:schema31.properties.traces,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.tags !== undefined){
let data10 = data.tags;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(typeof data11 === "string"){
if(!pattern6.test(data11)){
const err22 = {instancePath:instancePath+"/tags/" + i2,schemaPath:"#/properties/tags/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._:-]*$"+"\"",schema:"^[A-Za-z0-9][A-Za-z0-9._:-]*$",parentSchema:schema31.properties.tags.items,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/tags/" + i2,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.tags.items.type,parentSchema:schema31.properties.tags.items,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.tags.type,parentSchema:schema31.properties.tags,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.level !== undefined){
let data12 = data.level;
if(!((((data12 === "required") || (data12 === "recommended")) || (data12 === "conditional")) || (data12 === "optional"))){
const err25 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/enum",keyword:"enum",params:{allowedValues: schema31.properties.level.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.level.enum,parentSchema:schema31.properties.level,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.requirements !== undefined){
let data13 = data.requirements;
if(Array.isArray(data13)){
if(data13.length < 1){
const err26 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.requirements,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len3 = data13.length;
for(let i3=0; i3<len3; i3++){
let data14 = data13[i3];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.level === undefined){
const err27 = {instancePath:instancePath+"/requirements/" + i3,schemaPath:"#/$defs/requirement/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'",schema:schema32.required,parentSchema:schema32,data:data14};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data14.quote === undefined){
const err28 = {instancePath:instancePath+"/requirements/" + i3,schemaPath:"#/$defs/requirement/required",keyword:"required",params:{missingProperty: "quote"},message:"must have required property '"+"quote"+"'",schema:schema32.required,parentSchema:schema32,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data14.source === undefined){
const err29 = {instancePath:instancePath+"/requirements/" + i3,schemaPath:"#/$defs/requirement/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema32.required,parentSchema:schema32,data:data14};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key1 in data14){
if(!(((key1 === "level") || (key1 === "quote")) || (key1 === "source"))){
const err30 = {instancePath:instancePath+"/requirements/" + i3,schemaPath:"#/$defs/requirement/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data:data14};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data14.level !== undefined){
let data15 = data14.level;
if(!(((((((((((data15 === "MUST") || (data15 === "MUST NOT")) || (data15 === "REQUIRED")) || (data15 === "SHALL")) || (data15 === "SHALL NOT")) || (data15 === "SHOULD")) || (data15 === "SHOULD NOT")) || (data15 === "RECOMMENDED")) || (data15 === "NOT RECOMMENDED")) || (data15 === "MAY")) || (data15 === "OPTIONAL"))){
const err31 = {instancePath:instancePath+"/requirements/" + i3+"/level",schemaPath:"#/$defs/requirement/properties/level/enum",keyword:"enum",params:{allowedValues: schema32.properties.level.enum},message:"must be equal to one of the allowed values",schema:schema32.properties.level.enum,parentSchema:schema32.properties.level,data:data15};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data14.quote !== undefined){
let data16 = data14.quote;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err32 = {instancePath:instancePath+"/requirements/" + i3+"/quote",schemaPath:"#/$defs/requirement/properties/quote/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.quote,data:data16};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/requirements/" + i3+"/quote",schemaPath:"#/$defs/requirement/properties/quote/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.quote.type,parentSchema:schema32.properties.quote,data:data16};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data14.source !== undefined){
let data17 = data14.source;
if(typeof data17 === "string"){
if(func2(data17) < 1){
const err34 = {instancePath:instancePath+"/requirements/" + i3+"/source",schemaPath:"#/$defs/requirement/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.source,data:data17};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/requirements/" + i3+"/source",schemaPath:"#/$defs/requirement/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.source.type,parentSchema:schema32.properties.source,data:data17};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/requirements/" + i3,schemaPath:"#/$defs/requirement/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.requirements.type,parentSchema:schema31.properties.requirements,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.role !== undefined){
let data18 = data.role;
if(!((data18 === "server") || (data18 === "client"))){
const err38 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.properties.role.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.role.enum,parentSchema:schema31.properties.role,data:data18};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.serve !== undefined){
if(!(validate21(data.serve, {instancePath:instancePath+"/serve",parentData:data,parentDataProperty:"serve",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.checks !== undefined){
let data20 = data.checks;
if(Array.isArray(data20)){
if(data20.length < 1){
const err39 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.checks,data:data20};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len4 = data20.length;
for(let i4=0; i4<len4; i4++){
if(!(validate25(data20[i4], {instancePath:instancePath+"/checks/" + i4,parentData:data20,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err40 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.checks.type,parentSchema:schema31.properties.checks,data:data20};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.skip !== undefined){
if(!(validate37(data.skip, {instancePath:instancePath+"/skip",parentData:data,parentDataProperty:"skip",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.notApplicable !== undefined){
if(!(validate37(data.notApplicable, {instancePath:instancePath+"/notApplicable",parentData:data,parentDataProperty:"notApplicable",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.couldNotJudge !== undefined){
if(!(validate40(data.couldNotJudge, {instancePath:instancePath+"/couldNotJudge",parentData:data,parentDataProperty:"couldNotJudge",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.serial !== undefined){
let data25 = data.serial;
if(typeof data25 !== "boolean"){
const err41 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema31.properties.serial.type,parentSchema:schema31.properties.serial,data:data25};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.vars !== undefined){
let data26 = data.vars;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key2 in data26){
const _errs59 = errors;
if(typeof key2 === "string"){
if(!pattern11.test(key2)){
const err42 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema49.propertyNames,data:key2,propertyName:key2};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var valid19 = _errs59 === errors;
if(!valid19){
const err43 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid",schema:schema49.propertyNames,parentSchema:schema49,data:data26};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data26};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.secrets !== undefined){
let data27 = data.secrets;
if(Array.isArray(data27)){
const len5 = data27.length;
for(let i5=0; i5<len5; i5++){
let data28 = data27[i5];
if(typeof data28 === "string"){
if(!pattern11.test(data28)){
const err45 = {instancePath:instancePath+"/secrets/" + i5,schemaPath:"#/$defs/secretNames/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema50.items,data:data28};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/secrets/" + i5,schemaPath:"#/$defs/secretNames/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.items.type,parentSchema:schema50.items,data:data28};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
let i6 = data27.length;
let j0;
if(i6 > 1){
const indices0 = {};
for(;i6--;){
let item0 = data27[i6];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err47 = {instancePath:instancePath+"/secrets",schemaPath:"#/$defs/secretNames/uniqueItems",keyword:"uniqueItems",params:{i: i6, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i6+" are identical)",schema:true,parentSchema:schema50,data:data27};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
break;
}
indices0[item0] = i6;
}
}
}
else {
const err48 = {instancePath:instancePath+"/secrets",schemaPath:"#/$defs/secretNames/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.type,parentSchema:schema50,data:data27};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.matrix !== undefined){
let data29 = data.matrix;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(Object.keys(data29).length < 1){
const err49 = {instancePath:instancePath+"/matrix",schemaPath:"#/properties/matrix/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema31.properties.matrix,data:data29};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key3 in data29){
const _errs68 = errors;
if(typeof key3 === "string"){
if(!pattern11.test(key3)){
const err50 = {instancePath:instancePath+"/matrix",schemaPath:"#/properties/matrix/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema31.properties.matrix.propertyNames,data:key3,propertyName:key3};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var valid24 = _errs68 === errors;
if(!valid24){
const err51 = {instancePath:instancePath+"/matrix",schemaPath:"#/properties/matrix/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid",schema:schema31.properties.matrix.propertyNames,parentSchema:schema31.properties.matrix,data:data29};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
for(const key4 in data29){
let data30 = data29[key4];
const _errs71 = errors;
let valid26 = false;
const _errs72 = errors;
if(Array.isArray(data30)){
if(data30.length < 1){
const err52 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/matrix/additionalProperties/anyOf/0/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.matrix.additionalProperties.anyOf[0],data:data30};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
const len6 = data30.length;
for(let i7=0; i7<len6; i7++){
let data31 = data30[i7];
if(((typeof data31 !== "string") && (!(typeof data31 == "number"))) && (typeof data31 !== "boolean")){
const err53 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i7,schemaPath:"#/properties/matrix/additionalProperties/anyOf/0/items/type",keyword:"type",params:{type: schema31.properties.matrix.additionalProperties.anyOf[0].items.type},message:"must be string,number,boolean",schema:schema31.properties.matrix.additionalProperties.anyOf[0].items.type,parentSchema:schema31.properties.matrix.additionalProperties.anyOf[0].items,data:data31};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/matrix/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.matrix.additionalProperties.anyOf[0].type,parentSchema:schema31.properties.matrix.additionalProperties.anyOf[0],data:data30};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid1 = _errs72 === errors;
valid26 = valid26 || _valid1;
const _errs76 = errors;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.each === undefined){
const err55 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/matrixEach/required",keyword:"required",params:{missingProperty: "each"},message:"must have required property '"+"each"+"'",schema:schema51.required,parentSchema:schema51,data:data30};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
for(const key5 in data30){
if(!(((key5 === "each") || (key5 === "as")) || (key5 === "empty"))){
const err56 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/matrixEach/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data:data30};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data30.each !== undefined){
let data32 = data30.each;
if(typeof data32 === "string"){
if(!pattern14.test(data32)){
const err57 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/each",schemaPath:"#/$defs/matrixEach/properties/each/pattern",keyword:"pattern",params:{pattern: "\\{\\{"},message:"must match pattern \""+"\\{\\{"+"\"",schema:"\\{\\{",parentSchema:schema51.properties.each,data:data32};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/each",schemaPath:"#/$defs/matrixEach/properties/each/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.each.type,parentSchema:schema51.properties.each,data:data32};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data30.as !== undefined){
let data33 = data30.as;
if(typeof data33 === "string"){
if(func2(data33) < 1){
const err59 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/as",schemaPath:"#/$defs/matrixEach/properties/as/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.as,data:data33};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/as",schemaPath:"#/$defs/matrixEach/properties/as/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.as.type,parentSchema:schema51.properties.as,data:data33};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data30.empty !== undefined){
let data34 = data30.empty;
if(typeof data34 === "string"){
if(func2(data34) < 1){
const err61 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/empty",schemaPath:"#/$defs/matrixEach/properties/empty/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.empty,data:data34};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/empty",schemaPath:"#/$defs/matrixEach/properties/empty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.empty.type,parentSchema:schema51.properties.empty,data:data34};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/matrixEach/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data:data30};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid1 = _errs76 === errors;
valid26 = valid26 || _valid1;
if(!valid26){
const err64 = {instancePath:instancePath+"/matrix/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/matrix/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema31.properties.matrix.additionalProperties.anyOf,parentSchema:schema31.properties.matrix.additionalProperties,data:data30};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs71;
if(vErrors !== null){
if(_errs71){
vErrors.length = _errs71;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err65 = {instancePath:instancePath+"/matrix",schemaPath:"#/properties/matrix/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.matrix.type,parentSchema:schema31.properties.matrix,data:data29};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.steps !== undefined){
let data35 = data.steps;
if(Array.isArray(data35)){
if(data35.length < 1){
const err66 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.steps,data:data35};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const len7 = data35.length;
for(let i8=0; i8<len7; i8++){
if(!(validate43(data35[i8], {instancePath:instancePath+"/steps/" + i8,parentData:data35,parentDataProperty:i8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
else {
const err67 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.steps.type,parentSchema:schema31.properties.steps,data:data35};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.teardown !== undefined){
let data37 = data.teardown;
if(Array.isArray(data37)){
if(data37.length < 1){
const err68 = {instancePath:instancePath+"/teardown",schemaPath:"#/properties/teardown/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.teardown,data:data37};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
const len8 = data37.length;
for(let i9=0; i9<len8; i9++){
if(!(validate43(data37[i9], {instancePath:instancePath+"/teardown/" + i9,parentData:data37,parentDataProperty:i9,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
else {
const err69 = {instancePath:instancePath+"/teardown",schemaPath:"#/properties/teardown/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.teardown.type,parentSchema:schema31.properties.teardown,data:data37};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.mcp !== undefined){
let data39 = data.mcp;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
for(const key6 in data39){
if(!(((key6 === "revision") || (key6 === "clientCapabilities")) || (key6 === "clientInfo"))){
const err70 = {instancePath:instancePath+"/mcp",schemaPath:"#/$defs/mcpProfile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data:data39};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data39.revision !== undefined){
let data40 = data39.revision;
const _errs97 = errors;
let valid37 = false;
const _errs98 = errors;
if(!(((((data40 === "2026-07-28") || (data40 === "2025-11-25")) || (data40 === "2025-06-18")) || (data40 === "2025-03-26")) || (data40 === "2024-11-05"))){
const err71 = {instancePath:instancePath+"/mcp/revision",schemaPath:"#/$defs/mcpProfile/properties/revision/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema78.properties.revision.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema78.properties.revision.anyOf[0].enum,parentSchema:schema78.properties.revision.anyOf[0],data:data40};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid2 = _errs98 === errors;
valid37 = valid37 || _valid2;
const _errs99 = errors;
if(typeof data40 === "string"){
if(!pattern27.test(data40)){
const err72 = {instancePath:instancePath+"/mcp/revision",schemaPath:"#/$defs/mcpProfile/properties/revision/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\{\\{.*\\}\\}$"},message:"must match pattern \""+"^\\{\\{.*\\}\\}$"+"\"",schema:"^\\{\\{.*\\}\\}$",parentSchema:schema78.properties.revision.anyOf[1],data:data40};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/mcp/revision",schemaPath:"#/$defs/mcpProfile/properties/revision/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.revision.anyOf[1].type,parentSchema:schema78.properties.revision.anyOf[1],data:data40};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid2 = _errs99 === errors;
valid37 = valid37 || _valid2;
if(!valid37){
const err74 = {instancePath:instancePath+"/mcp/revision",schemaPath:"#/$defs/mcpProfile/properties/revision/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema78.properties.revision.anyOf,parentSchema:schema78.properties.revision,data:data40};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
else {
errors = _errs97;
if(vErrors !== null){
if(_errs97){
vErrors.length = _errs97;
}
else {
vErrors = null;
}
}
}
}
if(data39.clientCapabilities !== undefined){
let data41 = data39.clientCapabilities;
if(!(data41 && typeof data41 == "object" && !Array.isArray(data41))){
const err75 = {instancePath:instancePath+"/mcp/clientCapabilities",schemaPath:"#/$defs/mcpProfile/properties/clientCapabilities/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.clientCapabilities.type,parentSchema:schema78.properties.clientCapabilities,data:data41};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data39.clientInfo !== undefined){
let data42 = data39.clientInfo;
if((!(data42 && typeof data42 == "object" && !Array.isArray(data42))) && (data42 !== null)){
const err76 = {instancePath:instancePath+"/mcp/clientInfo",schemaPath:"#/$defs/mcpProfile/properties/clientInfo/type",keyword:"type",params:{type: schema78.properties.clientInfo.type},message:"must be object,null",schema:schema78.properties.clientInfo.type,parentSchema:schema78.properties.clientInfo,data:data42};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/mcp",schemaPath:"#/$defs/mcpProfile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data:data39};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const suite = validate73;
const schema79 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://wirecase.dev/schemas/suite.schema.json","title":"wirecase suite file (suite.yaml)","description":"Defaults for every scenario document in this folder and below it: where the server is, headers and variables every request shares, limits, and how to start the server.","type":"object","additionalProperties":false,"properties":{"name":{"title":"Name","description":"The suite's name in reports.","type":"string","examples":["examples"]},"description":{"title":"Description","description":"What this suite proves.","type":"string"},"baseUrl":{"title":"Base URL","description":"Relative request URLs are resolved against it. `--base-url` replaces it (and then no target is started).","type":"string","examples":["http://127.0.0.1:3000","{{ target.url }}"]},"headers":{"title":"Headers","description":"Sent with every request unless a step sets the header (or sets it to null to remove it).","$ref":"scenario.schema.json#/$defs/headerValues"},"vars":{"title":"Variables","description":"Default values for `{{ name }}`. `--var` and `--env-file` replace them.","$ref":"scenario.schema.json#/$defs/variables"},"secrets":{"title":"Secrets","description":"Variables whose values must never appear in a report or log, in any form a request carries them in (raw, URL-encoded, form-encoded, JSON-escaped, base64). Names with a secret word in them, as a whole word, are secret anyway: token, secret, password, api_key / apikey, authorization, cookie, session, credential (so `access_token` and `sessionId` are, `author` is not).","$ref":"scenario.schema.json#/$defs/secretNames","examples":[["client_credentials"]]},"timeout":{"title":"Timeout","description":"How long one step may take; default 30s.","$ref":"scenario.schema.json#/$defs/duration"},"maxBodySize":{"title":"Maximum body size","description":"A response body larger than this fails its step; default 10MiB.","$ref":"scenario.schema.json#/$defs/byteSize"},"reportBodySize":{"title":"Report body size","description":"How much of each response body reports keep: a failed step keeps this many bytes (default 64KiB), a passed one at most 4KiB. Assertions always read the whole body. `--report-body-size` replaces it.","$ref":"scenario.schema.json#/$defs/byteSize","examples":["64KiB","1MiB"]},"target":{"title":"Target","description":"A server the runner starts before this suite and stops after it, even on failure or Ctrl-C. Skipped when `--base-url` is given. Or, with `stdio`, a server of the stdio transport whose processes the tests start, shared between tests where the probe shows that sharing cannot change a verdict (docs/stdio.md).","type":"object","additionalProperties":false,"properties":{"command":{"title":"Command","description":"Shell command that starts the server. `{{ port }}` is a free port chosen by the runner (also in the PORT environment variable); a leading `wirecase` runs this wirecase.","type":"string","examples":["wirecase serve demo --port {{ port }}","node server.js"]},"stdio":{"title":"Stdio command","description":"A server of the stdio transport: the shell command line the tests start their server processes from (as an MCP client does; shared between tests where the probe shows that sharing cannot change a verdict, docs/stdio.md), speaking newline-delimited JSON-RPC on its stdin and stdout. `--stdio` replaces it, `--base-url` skips it. `cwd` and `env` apply to it.","type":"string","examples":["npx -y @modelcontextprotocol/server-everything"]},"url":{"title":"URL","description":"Where the started server answers; default http://127.0.0.1:{{ port }}. Available to the suite as `{{ target.url }}`.","type":"string","examples":["http://127.0.0.1:{{ port }}/mcp"]},"ready":{"title":"Ready check","description":"A path or URL polled until it answers with any HTTP status; default the target URL.","type":"string","examples":["/health"]},"readyTimeout":{"title":"Ready timeout","description":"How long to wait for the ready check; default 20s.","$ref":"scenario.schema.json#/$defs/duration"},"cwd":{"title":"Working folder","description":"Where the command runs, relative to this suite file; default this suite's folder.","type":"string"},"env":{"title":"Environment","description":"Extra environment variables for the command.","type":"object","additionalProperties":{"type":["string","number","boolean"]},"examples":[{"AUTH":"oauth"}]}},"oneOf":[{"title":"HTTP target","required":["command"]},{"title":"Stdio target","required":["stdio"],"not":{"anyOf":[{"required":["url"]},{"required":["ready"]},{"required":["readyTimeout"]}]}}]},"client":{"title":"Client under test","description":"For `role: client` documents: the client wirecase runs against its judging server, once per document, unless `--client` gives another. The server's URL is appended as the last argument; the document's ID is in the environment variable WIRECASE_TEST_ID.","type":"object","additionalProperties":false,"properties":{"command":{"title":"Command","description":"Shell command that runs the client; it should exit when done.","type":"string","minLength":1,"examples":["node my-client.mjs"]},"timeout":{"title":"Timeout","description":"How long one run of the client may take before wirecase stops it (its whole process group); default 10s.","$ref":"scenario.schema.json#/$defs/duration"}},"minProperties":1},"mcp":{"title":"MCP profile","description":"Default MCP profile for `rpc` steps of every document in this suite.","$ref":"scenario.schema.json#/$defs/mcpProfile"},"tokens":{"title":"Tokens","description":"JWTs minted when the suite starts, each stored in a variable of its name (and treated as a secret). A token is minted only when its variable has no value yet (from --var or --env-file) and its key is given.","type":"object","propertyNames":{"pattern":"^[A-Za-z_][A-Za-z0-9_]*$","patternErrorMessage":"A token name is a variable name: letters, digits and `_`, not starting with a digit."},"additionalProperties":{"$ref":"#/$defs/token"},"examples":[{"token_expired":{"key":"{{ jwt_key }}","claims":{"iss":"{{ expected_issuer }}","aud":"{{ baseUrl }}","scope":"mcp:tools"},"expiresIn":"-1h"}}]},"skip":{"title":"Skip","description":"Skip every document of this suite when a condition holds (checked per document, with its matrix values).","$ref":"scenario.schema.json#/$defs/conditions"},"notApplicable":{"title":"Not applicable","description":"Mark every document of this suite not applicable when a condition holds (checked per document, with its matrix values), e.g. a protocol revision the server does not speak. Checked before the document's own conditions.","$ref":"scenario.schema.json#/$defs/conditions","examples":[[{"if":"!contains(speaks, revision)","reason":"the server does not speak {{ revision }}: {{ version_answer }}"}]]},"couldNotJudge":{"title":"Could not judge","description":"Mark every document of this suite `could not judge` when a condition holds (checked per document, with its matrix values), e.g. the server refused the probe before its era could be known. Checked before `notApplicable` and `skip`. A document that gives its own `couldNotJudge` (even `[]`) replaces this.","$ref":"scenario.schema.json#/$defs/conditions","examples":[[{"if":"era_refused","reason":"the server refused the probe: {{ refusal }}"}]]},"probe":{"title":"Shared probe","description":"`mcp`: before its `setup`, the suite reads the shared MCP probe (src/probe/), decided once per target (base URL and credentials) per run and read by every suite that asks: `auth` (required: 401 without credentials; optional: a challenge on a 2xx; absent; unknown), `oauth` (auth is required), `auth_scheme` (oauth when RFC 9728 metadata is found, else the challenge's scheme), `speaks_2025` / `speaks_2026` / `dual_era` by behaviour, `era_2025` / `era_2026` in words (an era a refusal hides is `unknown (refused: …)`, with `era_2025_unknown` / `era_2026_unknown` true), `host_refused` / `host_hint` (a 403 of the server's Host policy), and the metadata URLs. A value given with --var or --env-file wins.","enum":["mcp"]},"setup":{"title":"Setup","description":"Probes run once per run of this suite (per base URL), before its documents: what the server speaks and has. Blocks run in order; what their steps capture and their `vars` become suite variables, except those given with --var or --env-file. Nothing in setup fails a test: a step whose checks fail takes no captures, and a capture that finds nothing leaves its variable unset.","type":"array","items":{"$ref":"#/$defs/setupBlock"}}},"$defs":{"token":{"title":"Token","description":"A JWT signed when the suite starts, stored in the variable of this name: its signing `key`, `claims` and lifetime.","type":"object","additionalProperties":false,"required":["key"],"properties":{"key":{"title":"Key","description":"Path of the private signing key: a JWK (.json) or PEM file; relative to the suite folder. Usually a variable such as `{{ jwt_key }}`.","type":"string"},"alg":{"title":"Algorithm","description":"JWS algorithm; default the JWK's `alg`, else ES256 for EC keys and RS256 for RSA keys.","type":"string","examples":["ES256","RS256"]},"claims":{"title":"Claims","description":"Payload claims; `iat` and `exp` are added unless given.","type":"object"},"expiresIn":{"title":"Expires in","description":"Offset of `exp` from now: seconds, or a text such as `1h`, `-5m` (negative: already expired). Default 1h.","anyOf":[{"title":"Expires in: seconds","type":"integer","errorMessage":"Seconds as a number, or a number and a unit: `30s`, `5m`, `1h`, `1d` (negative: already expired)."},{"title":"Expires in: text","type":"string","pattern":"^-?[0-9]+(s|m|h|d)$","patternErrorMessage":"Seconds as a number, or a number and a unit: `30s`, `5m`, `1h`, `1d` (negative: already expired)."}]},"header":{"title":"Header","description":"Protected header fields, e.g. `typ` or `kid`.","type":"object","examples":[{"typ":"at+jwt"}]}}},"setupBlock":{"title":"Setup block","description":"Steps that share an MCP profile and session, run when `if` holds.","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"title":"Name","description":"Shown in progress output and reasons.","type":"string","minLength":1},"if":{"title":"If","description":"Run this block only when this expression is true (it may use what earlier blocks found).","type":"string","minLength":1},"each":{"title":"Each","description":"A `{{ }}` template giving a list: the block's steps run once per item, the item in the variable named by `as`. Captures belong to their item (they are not kept as suite variables); the block's `vars` are worked out after each item, so a var can keep what the first item showing something showed (a var may read its own value so far). Not a list: the block does not run.","type":"string","minLength":1,"examples":["{{ probe_tools }}"]},"as":{"title":"As","description":"The variable holding the current item of `each`.","type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","patternErrorMessage":"A variable name: letters, digits and `_`, not starting with a digit."},"budget":{"title":"Budget","description":"With `each`: no new item is started once this much time has passed since the block began (the items already run keep their results).","$ref":"scenario.schema.json#/$defs/duration"},"mcp":{"title":"MCP profile","description":"The profile of this block's `rpc` steps; a `{{ }}` revision may use what earlier blocks found.","$ref":"scenario.schema.json#/$defs/mcpProfile"},"steps":{"title":"Steps","description":"Ordinary steps. They all run, in order; captures flow forward.","type":"array","items":{"$ref":"scenario.schema.json#/$defs/step"}},"vars":{"title":"Variables","description":"Worked out after the steps, in order, each able to use the ones above it; they become suite variables unless given with --var or --env-file.","$ref":"scenario.schema.json#/$defs/variables"}},"dependentRequired":{"each":["as"],"as":["each"],"budget":["each"]}}}};
const schema89 = {"title":"Token","description":"A JWT signed when the suite starts, stored in the variable of this name: its signing `key`, `claims` and lifetime.","type":"object","additionalProperties":false,"required":["key"],"properties":{"key":{"title":"Key","description":"Path of the private signing key: a JWK (.json) or PEM file; relative to the suite folder. Usually a variable such as `{{ jwt_key }}`.","type":"string"},"alg":{"title":"Algorithm","description":"JWS algorithm; default the JWK's `alg`, else ES256 for EC keys and RS256 for RSA keys.","type":"string","examples":["ES256","RS256"]},"claims":{"title":"Claims","description":"Payload claims; `iat` and `exp` are added unless given.","type":"object"},"expiresIn":{"title":"Expires in","description":"Offset of `exp` from now: seconds, or a text such as `1h`, `-5m` (negative: already expired). Default 1h.","anyOf":[{"title":"Expires in: seconds","type":"integer","errorMessage":"Seconds as a number, or a number and a unit: `30s`, `5m`, `1h`, `1d` (negative: already expired)."},{"title":"Expires in: text","type":"string","pattern":"^-?[0-9]+(s|m|h|d)$","patternErrorMessage":"Seconds as a number, or a number and a unit: `30s`, `5m`, `1h`, `1d` (negative: already expired)."}]},"header":{"title":"Header","description":"Protected header fields, e.g. `typ` or `kid`.","type":"object","examples":[{"typ":"at+jwt"}]}}};
const pattern50 = new RegExp("^-?[0-9]+(s|m|h|d)$", "u");

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(func2(data) < 1){
const err0 = {instancePath,schemaPath:"#/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.anyOf[0].type,parentSchema:schema45.anyOf[0],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.if === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/condition/required",keyword:"required",params:{missingProperty: "if"},message:"must have required property '"+"if"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reason === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/condition/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "if") || (key0 === "reason"))){
const err4 = {instancePath,schemaPath:"#/$defs/condition/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.if !== undefined){
let data0 = data.if;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/if",schemaPath:"#/$defs/condition/properties/if/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.if,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/if",schemaPath:"#/$defs/condition/properties/if/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.if.type,parentSchema:schema46.properties.if,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/reason",schemaPath:"#/$defs/condition/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/reason",schemaPath:"#/$defs/condition/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.reason.type,parentSchema:schema46.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/$defs/condition/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs11 = errors;
if(Array.isArray(data)){
if(data.length < 1){
const err10 = {instancePath,schemaPath:"#/anyOf/2/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema45.anyOf[2],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data2 = data[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.if === undefined){
const err11 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/condition/required",keyword:"required",params:{missingProperty: "if"},message:"must have required property '"+"if"+"'",schema:schema46.required,parentSchema:schema46,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.reason === undefined){
const err12 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/condition/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema46.required,parentSchema:schema46,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "if") || (key1 === "reason"))){
const err13 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/condition/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.if !== undefined){
let data3 = data2.if;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err14 = {instancePath:instancePath+"/" + i0+"/if",schemaPath:"#/$defs/condition/properties/if/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.if,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/" + i0+"/if",schemaPath:"#/$defs/condition/properties/if/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.if.type,parentSchema:schema46.properties.if,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.reason !== undefined){
let data4 = data2.reason;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err16 = {instancePath:instancePath+"/" + i0+"/reason",schemaPath:"#/$defs/condition/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.reason,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/" + i0+"/reason",schemaPath:"#/$defs/condition/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.reason.type,parentSchema:schema46.properties.reason,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/condition/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema45.anyOf[2].type,parentSchema:schema45.anyOf[2],data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err20 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema45.anyOf,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate74.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate74.evaluated = {"dynamicProps":true,"dynamicItems":true};

const schema93 = {"title":"Setup block","description":"Steps that share an MCP profile and session, run when `if` holds.","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"title":"Name","description":"Shown in progress output and reasons.","type":"string","minLength":1},"if":{"title":"If","description":"Run this block only when this expression is true (it may use what earlier blocks found).","type":"string","minLength":1},"each":{"title":"Each","description":"A `{{ }}` template giving a list: the block's steps run once per item, the item in the variable named by `as`. Captures belong to their item (they are not kept as suite variables); the block's `vars` are worked out after each item, so a var can keep what the first item showing something showed (a var may read its own value so far). Not a list: the block does not run.","type":"string","minLength":1,"examples":["{{ probe_tools }}"]},"as":{"title":"As","description":"The variable holding the current item of `each`.","type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","patternErrorMessage":"A variable name: letters, digits and `_`, not starting with a digit."},"budget":{"title":"Budget","description":"With `each`: no new item is started once this much time has passed since the block began (the items already run keep their results).","$ref":"scenario.schema.json#/$defs/duration"},"mcp":{"title":"MCP profile","description":"The profile of this block's `rpc` steps; a `{{ }}` revision may use what earlier blocks found.","$ref":"scenario.schema.json#/$defs/mcpProfile"},"steps":{"title":"Steps","description":"Ordinary steps. They all run, in order; captures flow forward.","type":"array","items":{"$ref":"scenario.schema.json#/$defs/step"}},"vars":{"title":"Variables","description":"Worked out after the steps, in order, each able to use the ones above it; they become suite variables unless given with --var or --env-file.","$ref":"scenario.schema.json#/$defs/variables"}},"dependentRequired":{"each":["as"],"as":["each"],"budget":["each"]}};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.browser === undefined) && (missing0 = "browser")) || ((data.expect === undefined) && (missing0 = "expect"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.browser === undefined) && (missing1 = "browser")) || ((data.capture === undefined) && (missing1 = "capture"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.browser === undefined) && (missing2 = "browser")) || ((data.retry === undefined) && (missing2 = "retry"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((data.browser === undefined) && (missing3 = "browser")) || ((data.sendOnly === undefined) && (missing3 = "sendOnly"))){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if(((data.await === undefined) && (missing4 = "await")) || ((data.retry === undefined) && (missing4 = "retry"))){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if(((data.await === undefined) && (missing5 = "await")) || ((data.sendOnly === undefined) && (missing5 = "sendOnly"))){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if(((data.stdio === undefined) && (missing6 = "stdio")) || ((data.retry === undefined) && (missing6 = "retry"))){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
const err8 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema52.not,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
const _errs11 = errors;
let valid2 = false;
let passing0 = null;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.request === undefined){
const err9 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'",schema:schema52.oneOf[0].required,parentSchema:schema52.oneOf[0],data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
if(_valid1){
valid2 = true;
passing0 = 0;
}
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rpc === undefined){
const err10 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "rpc"},message:"must have required property '"+"rpc"+"'",schema:schema52.oneOf[1].required,parentSchema:schema52.oneOf[1],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid2 = true;
passing0 = 1;
}
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.include === undefined){
const err11 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "include"},message:"must have required property '"+"include"+"'",schema:schema52.oneOf[2].required,parentSchema:schema52.oneOf[2],data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid2 = true;
passing0 = 2;
}
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.browser === undefined){
const err12 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "browser"},message:"must have required property '"+"browser"+"'",schema:schema52.oneOf[3].required,parentSchema:schema52.oneOf[3],data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid1 = _errs15 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 3];
}
else {
if(_valid1){
valid2 = true;
passing0 = 3;
}
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.await === undefined){
const err13 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "await"},message:"must have required property '"+"await"+"'",schema:schema52.oneOf[4].required,parentSchema:schema52.oneOf[4],data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid1 = _errs16 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 4];
}
else {
if(_valid1){
valid2 = true;
passing0 = 4;
}
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.stdio === undefined){
const err14 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: "stdio"},message:"must have required property '"+"stdio"+"'",schema:schema52.oneOf[5].required,parentSchema:schema52.oneOf[5],data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 5];
}
else {
if(_valid1){
valid2 = true;
passing0 = 5;
}
}
}
}
}
}
if(!valid2){
const err15 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema52.oneOf,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema52.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.name.type,parentSchema:schema52.properties.name,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.guard !== undefined){
let data1 = data.guard;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err18 = {instancePath:instancePath+"/guard",schemaPath:"#/properties/guard/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.guard,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/guard",schemaPath:"#/properties/guard/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.guard.type,parentSchema:schema52.properties.guard,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.request !== undefined){
if(!(validate44(data.request, {instancePath:instancePath+"/request",parentData:data,parentDataProperty:"request",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.rpc !== undefined){
if(!(validate46(data.rpc, {instancePath:instancePath+"/rpc",parentData:data,parentDataProperty:"rpc",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
if(data.browser !== undefined){
if(!(validate48(data.browser, {instancePath:instancePath+"/browser",parentData:data,parentDataProperty:"browser",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
if(data.stdio !== undefined){
if(!(validate52(data.stdio, {instancePath:instancePath+"/stdio",parentData:data,parentDataProperty:"stdio",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
if(data.background !== undefined){
let data6 = data.background;
if(typeof data6 === "string"){
if(!pattern21.test(data6)){
const err20 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_-]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_-]*$",parentSchema:schema52.properties.background,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.background.type,parentSchema:schema52.properties.background,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.await !== undefined){
let data7 = data.await;
if(typeof data7 === "string"){
if(!pattern21.test(data7)){
const err22 = {instancePath:instancePath+"/await",schemaPath:"#/properties/await/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_-]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_-]*$",parentSchema:schema52.properties.await,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/await",schemaPath:"#/properties/await/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.await.type,parentSchema:schema52.properties.await,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.until !== undefined){
let data8 = data.until;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err24 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.until,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.until.type,parentSchema:schema52.properties.until,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.within !== undefined){
let data9 = data.within;
const _errs35 = errors;
let valid5 = false;
const _errs36 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err26 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 0 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid2 = _errs36 === errors;
valid5 = valid5 || _valid2;
const _errs38 = errors;
if(typeof data9 === "string"){
if(!pattern7.test(data9)){
const err28 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs38 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err30 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
if(data.close !== undefined){
let data10 = data.close;
if(true !== data10){
const err31 = {instancePath:instancePath+"/close",schemaPath:"#/properties/close/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema52.properties.close,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.maxSize !== undefined){
let data11 = data.maxSize;
const _errs43 = errors;
let valid7 = false;
const _errs44 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err32 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.anyOf[0].type,parentSchema:schema65.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 < 1 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid3 = _errs44 === errors;
valid7 = valid7 || _valid3;
const _errs46 = errors;
if(typeof data11 === "string"){
if(!pattern24.test(data11)){
const err34 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$"},message:"must match pattern \""+"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$"+"\"",schema:"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$",parentSchema:schema65.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.anyOf[1].type,parentSchema:schema65.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid3 = _errs46 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const err36 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema65.anyOf,parentSchema:schema65,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data.include !== undefined){
let data12 = data.include;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err37 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.include,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.include.type,parentSchema:schema52.properties.include,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.with !== undefined){
let data13 = data.with;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key1 in data13){
const _errs53 = errors;
if(typeof key1 === "string"){
if(!pattern11.test(key1)){
const err39 = {instancePath:instancePath+"/with",schemaPath:"#/$defs/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema49.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var valid9 = _errs53 === errors;
if(!valid9){
const err40 = {instancePath:instancePath+"/with",schemaPath:"#/$defs/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema49.propertyNames,parentSchema:schema49,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/with",schemaPath:"#/$defs/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.expect !== undefined){
if(!(validate54(data.expect, {instancePath:instancePath+"/expect",parentData:data,parentDataProperty:"expect",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.capture !== undefined){
let data15 = data.capture;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key2 in data15){
const _errs58 = errors;
if(typeof key2 === "string"){
if(!pattern11.test(key2)){
const err42 = {instancePath:instancePath+"/capture",schemaPath:"#/properties/capture/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema52.properties.capture.propertyNames,data:key2,propertyName:key2};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var valid10 = _errs58 === errors;
if(!valid10){
const err43 = {instancePath:instancePath+"/capture",schemaPath:"#/properties/capture/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid",schema:schema52.properties.capture.propertyNames,parentSchema:schema52.properties.capture,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
for(const key3 in data15){
let data16 = data15[key3];
const _errs62 = errors;
let valid13 = false;
const _errs63 = errors;
if(typeof data16 === "string"){
if(!pattern9.test(data16)){
const err44 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema73.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[0].type,parentSchema:schema73.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid4 = _errs63 === errors;
valid13 = valid13 || _valid4;
const _errs65 = errors;
const _errs67 = errors;
const _errs68 = errors;
const _errs69 = errors;
let valid15 = false;
const _errs70 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing7;
if(((data16.json === undefined) && (missing7 = "json")) || ((data16.header === undefined) && (missing7 = "header"))){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid5 = _errs70 === errors;
valid15 = valid15 || _valid5;
const _errs71 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing8;
if(((data16.json === undefined) && (missing8 = "json")) || ((data16.regex === undefined) && (missing8 = "regex"))){
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var _valid5 = _errs71 === errors;
valid15 = valid15 || _valid5;
const _errs72 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing9;
if(((data16.json === undefined) && (missing9 = "json")) || ((data16.status === undefined) && (missing9 = "status"))){
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var _valid5 = _errs72 === errors;
valid15 = valid15 || _valid5;
const _errs73 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing10;
if(((data16.header === undefined) && (missing10 = "header")) || ((data16.status === undefined) && (missing10 = "status"))){
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
var _valid5 = _errs73 === errors;
valid15 = valid15 || _valid5;
const _errs74 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing11;
if(((data16.regex === undefined) && (missing11 = "regex")) || ((data16.status === undefined) && (missing11 = "status"))){
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid5 = _errs74 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs68 === errors;
if(valid14){
const err52 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema73.anyOf[1].not,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
}
const _errs75 = errors;
let valid16 = false;
const _errs76 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.json === undefined){
const err53 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: "json"},message:"must have required property '"+"json"+"'",schema:schema73.anyOf[1].anyOf[0].required,parentSchema:schema73.anyOf[1].anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
var _valid6 = _errs76 === errors;
valid16 = valid16 || _valid6;
const _errs77 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.header === undefined){
const err54 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'",schema:schema73.anyOf[1].anyOf[1].required,parentSchema:schema73.anyOf[1].anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
var _valid6 = _errs77 === errors;
valid16 = valid16 || _valid6;
const _errs78 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.regex === undefined){
const err55 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/2/required",keyword:"required",params:{missingProperty: "regex"},message:"must have required property '"+"regex"+"'",schema:schema73.anyOf[1].anyOf[2].required,parentSchema:schema73.anyOf[1].anyOf[2],data:data16};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
var _valid6 = _errs78 === errors;
valid16 = valid16 || _valid6;
const _errs79 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.status === undefined){
const err56 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/3/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema73.anyOf[1].anyOf[3].required,parentSchema:schema73.anyOf[1].anyOf[3],data:data16};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var _valid6 = _errs79 === errors;
valid16 = valid16 || _valid6;
if(!valid16){
const err57 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema73.anyOf[1].anyOf,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!(((((key4 === "json") || (key4 === "header")) || (key4 === "regex")) || (key4 === "group")) || (key4 === "status"))){
const err58 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data16.json !== undefined){
let data17 = data16.json;
if(typeof data17 === "string"){
if(!pattern9.test(data17)){
const err59 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/json",schemaPath:"#/$defs/capture/anyOf/1/properties/json/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema73.anyOf[1].properties.json,data:data17};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/json",schemaPath:"#/$defs/capture/anyOf/1/properties/json/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[1].properties.json.type,parentSchema:schema73.anyOf[1].properties.json,data:data17};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data16.header !== undefined){
let data18 = data16.header;
if(typeof data18 !== "string"){
const err61 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/header",schemaPath:"#/$defs/capture/anyOf/1/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[1].properties.header.type,parentSchema:schema73.anyOf[1].properties.header,data:data18};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data16.regex !== undefined){
let data19 = data16.regex;
if(typeof data19 !== "string"){
const err62 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/regex",schemaPath:"#/$defs/capture/anyOf/1/properties/regex/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[1].properties.regex.type,parentSchema:schema73.anyOf[1].properties.regex,data:data19};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data16.group !== undefined){
let data20 = data16.group;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err63 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/group",schemaPath:"#/$defs/capture/anyOf/1/properties/group/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema73.anyOf[1].properties.group.type,parentSchema:schema73.anyOf[1].properties.group,data:data20};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 0 || isNaN(data20)){
const err64 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/group",schemaPath:"#/$defs/capture/anyOf/1/properties/group/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema73.anyOf[1].properties.group,data:data20};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data16.status !== undefined){
let data21 = data16.status;
if(true !== data21){
const err65 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/$defs/capture/anyOf/1/properties/status/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema73.anyOf[1].properties.status,data:data21};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data16.group !== undefined){
if(data16.regex === undefined){
const err66 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/dependentRequired",keyword:"dependentRequired",params:{property: "group",
    missingProperty: "regex",
    depsCount: 1,
    deps: "regex"},message:"must have property regex when property group is present",schema:schema73.anyOf[1].dependentRequired,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.anyOf[1].type,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid4 = _errs65 === errors;
valid13 = valid13 || _valid4;
if(!valid13){
const err68 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema73.anyOf,parentSchema:schema73,data:data16};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/capture",schemaPath:"#/properties/capture/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.properties.capture.type,parentSchema:schema52.properties.capture,data:data15};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.sendOnly !== undefined){
let data22 = data.sendOnly;
if(typeof data22 !== "boolean"){
const err70 = {instancePath:instancePath+"/sendOnly",schemaPath:"#/properties/sendOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema52.properties.sendOnly.type,parentSchema:schema52.properties.sendOnly,data:data22};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.retry !== undefined){
if(!(validate69(data.retry, {instancePath:instancePath+"/retry",parentData:data,parentDataProperty:"retry",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
if(data.timeout !== undefined){
let data24 = data.timeout;
const _errs95 = errors;
let valid19 = false;
const _errs96 = errors;
if(!((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24)))){
const err71 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data24};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(typeof data24 == "number"){
if(data24 < 0 || isNaN(data24)){
const err72 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data24};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
var _valid7 = _errs96 === errors;
valid19 = valid19 || _valid7;
const _errs98 = errors;
if(typeof data24 === "string"){
if(!pattern7.test(data24)){
const err73 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data24};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data24};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid7 = _errs98 === errors;
valid19 = valid19 || _valid7;
if(!valid19){
const err75 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data24};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
}
if(data.vars !== undefined){
let data25 = data.vars;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key5 in data25){
const _errs103 = errors;
if(typeof key5 === "string"){
if(!pattern11.test(key5)){
const err76 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema49.propertyNames,data:key5,propertyName:key5};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
var valid21 = _errs103 === errors;
if(!valid21){
const err77 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid",schema:schema49.propertyNames,parentSchema:schema49,data:data25};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data25};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.until !== undefined){
if(data.await === undefined){
const err79 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "until",
    missingProperty: "await",
    depsCount: 1,
    deps: "await"},message:"must have property await when property until is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.within !== undefined){
if(data.await === undefined){
const err80 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "within",
    missingProperty: "await",
    depsCount: 1,
    deps: "await"},message:"must have property await when property within is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.close !== undefined){
if(data.await === undefined){
const err81 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "close",
    missingProperty: "await",
    depsCount: 1,
    deps: "await"},message:"must have property await when property close is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.maxSize !== undefined){
if(data.background === undefined){
const err82 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "maxSize",
    missingProperty: "background",
    depsCount: 1,
    deps: "background"},message:"must have property background when property maxSize is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.background !== undefined){
const _errs106 = errors;
const _errs107 = errors;
const _errs108 = errors;
let valid24 = false;
const _errs109 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.retry === undefined) && (missing14 = "retry")){
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
var _valid8 = _errs109 === errors;
valid24 = valid24 || _valid8;
const _errs110 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.sendOnly === undefined) && (missing15 = "sendOnly")){
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
var _valid8 = _errs110 === errors;
valid24 = valid24 || _valid8;
if(!valid24){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
errors = _errs108;
if(vErrors !== null){
if(_errs108){
vErrors.length = _errs108;
}
else {
vErrors = null;
}
}
}
var valid23 = _errs107 === errors;
if(valid23){
const err86 = {instancePath,schemaPath:"#/dependentSchemas/background/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema52.dependentSchemas.background.not,parentSchema:schema52.dependentSchemas.background,data};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
const _errs111 = errors;
let valid25 = false;
const _errs112 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.request === undefined){
const err87 = {instancePath,schemaPath:"#/dependentSchemas/background/anyOf/0/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'",schema:schema52.dependentSchemas.background.anyOf[0].required,parentSchema:schema52.dependentSchemas.background.anyOf[0],data};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
var _valid9 = _errs112 === errors;
valid25 = valid25 || _valid9;
const _errs113 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rpc === undefined){
const err88 = {instancePath,schemaPath:"#/dependentSchemas/background/anyOf/1/required",keyword:"required",params:{missingProperty: "rpc"},message:"must have required property '"+"rpc"+"'",schema:schema52.dependentSchemas.background.anyOf[1].required,parentSchema:schema52.dependentSchemas.background.anyOf[1],data};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
var _valid9 = _errs113 === errors;
valid25 = valid25 || _valid9;
if(!valid25){
const err89 = {instancePath,schemaPath:"#/dependentSchemas/background/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema52.dependentSchemas.background.anyOf,parentSchema:schema52.dependentSchemas.background,data};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err90 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "if")) || (key0 === "each")) || (key0 === "as")) || (key0 === "budget")) || (key0 === "mcp")) || (key0 === "steps")) || (key0 === "vars"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema93.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema93.properties.name.type,parentSchema:schema93.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.if !== undefined){
let data1 = data.if;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/if",schemaPath:"#/properties/if/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema93.properties.if,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/if",schemaPath:"#/properties/if/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema93.properties.if.type,parentSchema:schema93.properties.if,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.each !== undefined){
let data2 = data.each;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err6 = {instancePath:instancePath+"/each",schemaPath:"#/properties/each/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema93.properties.each,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/each",schemaPath:"#/properties/each/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema93.properties.each.type,parentSchema:schema93.properties.each,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.as !== undefined){
let data3 = data.as;
if(typeof data3 === "string"){
if(!pattern11.test(data3)){
const err8 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema93.properties.as,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema93.properties.as.type,parentSchema:schema93.properties.as,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.budget !== undefined){
let data4 = data.budget;
const _errs12 = errors;
let valid2 = false;
const _errs13 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err10 = {instancePath:instancePath+"/budget",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/budget",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
const _errs15 = errors;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err12 = {instancePath:instancePath+"/budget",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/budget",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err14 = {instancePath:instancePath+"/budget",schemaPath:"scenario.schema.json#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.mcp !== undefined){
let data5 = data.mcp;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(((key1 === "revision") || (key1 === "clientCapabilities")) || (key1 === "clientInfo"))){
const err15 = {instancePath:instancePath+"/mcp",schemaPath:"scenario.schema.json#/$defs/mcpProfile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.revision !== undefined){
let data6 = data5.revision;
const _errs22 = errors;
let valid5 = false;
const _errs23 = errors;
if(!(((((data6 === "2026-07-28") || (data6 === "2025-11-25")) || (data6 === "2025-06-18")) || (data6 === "2025-03-26")) || (data6 === "2024-11-05"))){
const err16 = {instancePath:instancePath+"/mcp/revision",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/revision/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema78.properties.revision.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema78.properties.revision.anyOf[0].enum,parentSchema:schema78.properties.revision.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid5 = valid5 || _valid1;
const _errs24 = errors;
if(typeof data6 === "string"){
if(!pattern27.test(data6)){
const err17 = {instancePath:instancePath+"/mcp/revision",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/revision/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\{\\{.*\\}\\}$"},message:"must match pattern \""+"^\\{\\{.*\\}\\}$"+"\"",schema:"^\\{\\{.*\\}\\}$",parentSchema:schema78.properties.revision.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/mcp/revision",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/revision/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.revision.anyOf[1].type,parentSchema:schema78.properties.revision.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err19 = {instancePath:instancePath+"/mcp/revision",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/revision/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema78.properties.revision.anyOf,parentSchema:schema78.properties.revision,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data5.clientCapabilities !== undefined){
let data7 = data5.clientCapabilities;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err20 = {instancePath:instancePath+"/mcp/clientCapabilities",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/clientCapabilities/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.clientCapabilities.type,parentSchema:schema78.properties.clientCapabilities,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.clientInfo !== undefined){
let data8 = data5.clientInfo;
if((!(data8 && typeof data8 == "object" && !Array.isArray(data8))) && (data8 !== null)){
const err21 = {instancePath:instancePath+"/mcp/clientInfo",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/clientInfo/type",keyword:"type",params:{type: schema78.properties.clientInfo.type},message:"must be object,null",schema:schema78.properties.clientInfo.type,parentSchema:schema78.properties.clientInfo,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/mcp",schemaPath:"scenario.schema.json#/$defs/mcpProfile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.steps !== undefined){
let data9 = data.steps;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(!(validate79(data9[i0], {instancePath:instancePath+"/steps/" + i0,parentData:data9,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema93.properties.steps.type,parentSchema:schema93.properties.steps,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.vars !== undefined){
let data11 = data.vars;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key2 in data11){
const _errs36 = errors;
if(typeof key2 === "string"){
if(!pattern11.test(key2)){
const err24 = {instancePath:instancePath+"/vars",schemaPath:"scenario.schema.json#/$defs/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema49.propertyNames,data:key2,propertyName:key2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var valid9 = _errs36 === errors;
if(!valid9){
const err25 = {instancePath:instancePath+"/vars",schemaPath:"scenario.schema.json#/$defs/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid",schema:schema49.propertyNames,parentSchema:schema49,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/vars",schemaPath:"scenario.schema.json#/$defs/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.each !== undefined){
if(data.as === undefined){
const err27 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "each",
    missingProperty: "as",
    depsCount: 1,
    deps: "as"},message:"must have property as when property each is present",schema:schema93.dependentRequired,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.as !== undefined){
if(data.each === undefined){
const err28 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "as",
    missingProperty: "each",
    depsCount: 1,
    deps: "each"},message:"must have property each when property as is present",schema:schema93.dependentRequired,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.budget !== undefined){
if(data.each === undefined){
const err29 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "budget",
    missingProperty: "each",
    depsCount: 1,
    deps: "each"},message:"must have property each when property budget is present",schema:schema93.dependentRequired,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema93.type,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://wirecase.dev/schemas/suite.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema79.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.name.type,parentSchema:schema79.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.description.type,parentSchema:schema79.properties.description,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.baseUrl !== undefined){
let data2 = data.baseUrl;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.baseUrl.type,parentSchema:schema79.properties.baseUrl,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.headers !== undefined){
let data3 = data.headers;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
const _errs11 = errors;
if(typeof key1 === "string"){
if(!pattern16.test(key1)){
const err4 = {instancePath:instancePath+"/headers",schemaPath:"scenario.schema.json#/$defs/headerValues/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$"},message:"must match pattern \""+"^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$"+"\"",schema:"^(?:[!#$%&'*+.^_`|~0-9A-Za-z-]|\\{\\{[^{}]*\\}\\})+$",parentSchema:schema54.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid2 = _errs11 === errors;
if(!valid2){
const err5 = {instancePath:instancePath+"/headers",schemaPath:"scenario.schema.json#/$defs/headerValues/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema54.propertyNames,parentSchema:schema54,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
for(const key2 in data3){
let data4 = data3[key2];
if((((typeof data4 !== "string") && (!(typeof data4 == "number"))) && (typeof data4 !== "boolean")) && (data4 !== null)){
const err6 = {instancePath:instancePath+"/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"scenario.schema.json#/$defs/headerValues/additionalProperties/type",keyword:"type",params:{type: schema54.additionalProperties.type},message:"must be string,number,boolean,null",schema:schema54.additionalProperties.type,parentSchema:schema54.additionalProperties,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/headers",schemaPath:"scenario.schema.json#/$defs/headerValues/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.vars !== undefined){
let data5 = data.vars;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key3 in data5){
const _errs18 = errors;
if(typeof key3 === "string"){
if(!pattern11.test(key3)){
const err8 = {instancePath:instancePath+"/vars",schemaPath:"scenario.schema.json#/$defs/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema49.propertyNames,data:key3,propertyName:key3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var valid5 = _errs18 === errors;
if(!valid5){
const err9 = {instancePath:instancePath+"/vars",schemaPath:"scenario.schema.json#/$defs/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid",schema:schema49.propertyNames,parentSchema:schema49,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/vars",schemaPath:"scenario.schema.json#/$defs/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.secrets !== undefined){
let data6 = data.secrets;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(!pattern11.test(data7)){
const err11 = {instancePath:instancePath+"/secrets/" + i0,schemaPath:"scenario.schema.json#/$defs/secretNames/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema50.items,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/secrets/" + i0,schemaPath:"scenario.schema.json#/$defs/secretNames/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.items.type,parentSchema:schema50.items,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
let i1 = data6.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data6[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err13 = {instancePath:instancePath+"/secrets",schemaPath:"scenario.schema.json#/$defs/secretNames/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema50,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err14 = {instancePath:instancePath+"/secrets",schemaPath:"scenario.schema.json#/$defs/secretNames/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.type,parentSchema:schema50,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.timeout !== undefined){
let data8 = data.timeout;
const _errs27 = errors;
let valid11 = false;
const _errs28 = errors;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err15 = {instancePath:instancePath+"/timeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 < 0 || isNaN(data8)){
const err16 = {instancePath:instancePath+"/timeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid0 = _errs28 === errors;
valid11 = valid11 || _valid0;
const _errs30 = errors;
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
const err17 = {instancePath:instancePath+"/timeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/timeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs30 === errors;
valid11 = valid11 || _valid0;
if(!valid11){
const err19 = {instancePath:instancePath+"/timeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
if(data.maxBodySize !== undefined){
let data9 = data.maxBodySize;
const _errs34 = errors;
let valid13 = false;
const _errs35 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err20 = {instancePath:instancePath+"/maxBodySize",schemaPath:"scenario.schema.json#/$defs/byteSize/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.anyOf[0].type,parentSchema:schema65.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 1 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/maxBodySize",schemaPath:"scenario.schema.json#/$defs/byteSize/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var _valid1 = _errs35 === errors;
valid13 = valid13 || _valid1;
const _errs37 = errors;
if(typeof data9 === "string"){
if(!pattern24.test(data9)){
const err22 = {instancePath:instancePath+"/maxBodySize",schemaPath:"scenario.schema.json#/$defs/byteSize/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$"},message:"must match pattern \""+"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$"+"\"",schema:"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$",parentSchema:schema65.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/maxBodySize",schemaPath:"scenario.schema.json#/$defs/byteSize/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.anyOf[1].type,parentSchema:schema65.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid13 = valid13 || _valid1;
if(!valid13){
const err24 = {instancePath:instancePath+"/maxBodySize",schemaPath:"scenario.schema.json#/$defs/byteSize/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema65.anyOf,parentSchema:schema65,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data.reportBodySize !== undefined){
let data10 = data.reportBodySize;
const _errs41 = errors;
let valid15 = false;
const _errs42 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err25 = {instancePath:instancePath+"/reportBodySize",schemaPath:"scenario.schema.json#/$defs/byteSize/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.anyOf[0].type,parentSchema:schema65.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 < 1 || isNaN(data10)){
const err26 = {instancePath:instancePath+"/reportBodySize",schemaPath:"scenario.schema.json#/$defs/byteSize/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var _valid2 = _errs42 === errors;
valid15 = valid15 || _valid2;
const _errs44 = errors;
if(typeof data10 === "string"){
if(!pattern24.test(data10)){
const err27 = {instancePath:instancePath+"/reportBodySize",schemaPath:"scenario.schema.json#/$defs/byteSize/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$"},message:"must match pattern \""+"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$"+"\"",schema:"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$",parentSchema:schema65.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/reportBodySize",schemaPath:"scenario.schema.json#/$defs/byteSize/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.anyOf[1].type,parentSchema:schema65.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid2 = _errs44 === errors;
valid15 = valid15 || _valid2;
if(!valid15){
const err29 = {instancePath:instancePath+"/reportBodySize",schemaPath:"scenario.schema.json#/$defs/byteSize/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema65.anyOf,parentSchema:schema65,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
}
if(data.target !== undefined){
let data11 = data.target;
const _errs48 = errors;
let valid16 = false;
let passing0 = null;
const _errs49 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.command === undefined){
const err30 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/oneOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'",schema:schema79.properties.target.oneOf[0].required,parentSchema:schema79.properties.target.oneOf[0],data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid3 = _errs49 === errors;
if(_valid3){
valid16 = true;
passing0 = 0;
}
const _errs50 = errors;
const _errs51 = errors;
const _errs52 = errors;
const _errs53 = errors;
let valid18 = false;
const _errs54 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing0;
if((data11.url === undefined) && (missing0 = "url")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var _valid4 = _errs54 === errors;
valid18 = valid18 || _valid4;
const _errs55 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing1;
if((data11.ready === undefined) && (missing1 = "ready")){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var _valid4 = _errs55 === errors;
valid18 = valid18 || _valid4;
const _errs56 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing2;
if((data11.readyTimeout === undefined) && (missing2 = "readyTimeout")){
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid4 = _errs56 === errors;
valid18 = valid18 || _valid4;
if(!valid18){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
var valid17 = _errs52 === errors;
if(valid17){
const err35 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/oneOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema79.properties.target.oneOf[1].not,parentSchema:schema79.properties.target.oneOf[1],data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs51;
if(vErrors !== null){
if(_errs51){
vErrors.length = _errs51;
}
else {
vErrors = null;
}
}
}
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.stdio === undefined){
const err36 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/oneOf/1/required",keyword:"required",params:{missingProperty: "stdio"},message:"must have required property '"+"stdio"+"'",schema:schema79.properties.target.oneOf[1].required,parentSchema:schema79.properties.target.oneOf[1],data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var _valid3 = _errs50 === errors;
if(_valid3 && valid16){
valid16 = false;
passing0 = [passing0, 1];
}
else {
if(_valid3){
valid16 = true;
passing0 = 1;
}
}
if(!valid16){
const err37 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema79.properties.target.oneOf,parentSchema:schema79.properties.target,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key4 in data11){
if(!(((((((key4 === "command") || (key4 === "stdio")) || (key4 === "url")) || (key4 === "ready")) || (key4 === "readyTimeout")) || (key4 === "cwd")) || (key4 === "env"))){
const err38 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema79.properties.target,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data11.command !== undefined){
let data12 = data11.command;
if(typeof data12 !== "string"){
const err39 = {instancePath:instancePath+"/target/command",schemaPath:"#/properties/target/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.target.properties.command.type,parentSchema:schema79.properties.target.properties.command,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data11.stdio !== undefined){
let data13 = data11.stdio;
if(typeof data13 !== "string"){
const err40 = {instancePath:instancePath+"/target/stdio",schemaPath:"#/properties/target/properties/stdio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.target.properties.stdio.type,parentSchema:schema79.properties.target.properties.stdio,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data11.url !== undefined){
let data14 = data11.url;
if(typeof data14 !== "string"){
const err41 = {instancePath:instancePath+"/target/url",schemaPath:"#/properties/target/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.target.properties.url.type,parentSchema:schema79.properties.target.properties.url,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data11.ready !== undefined){
let data15 = data11.ready;
if(typeof data15 !== "string"){
const err42 = {instancePath:instancePath+"/target/ready",schemaPath:"#/properties/target/properties/ready/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.target.properties.ready.type,parentSchema:schema79.properties.target.properties.ready,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data11.readyTimeout !== undefined){
let data16 = data11.readyTimeout;
const _errs68 = errors;
let valid21 = false;
const _errs69 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err43 = {instancePath:instancePath+"/target/readyTimeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 < 0 || isNaN(data16)){
const err44 = {instancePath:instancePath+"/target/readyTimeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
var _valid5 = _errs69 === errors;
valid21 = valid21 || _valid5;
const _errs71 = errors;
if(typeof data16 === "string"){
if(!pattern7.test(data16)){
const err45 = {instancePath:instancePath+"/target/readyTimeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/target/readyTimeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid5 = _errs71 === errors;
valid21 = valid21 || _valid5;
if(!valid21){
const err47 = {instancePath:instancePath+"/target/readyTimeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
}
if(data11.cwd !== undefined){
let data17 = data11.cwd;
if(typeof data17 !== "string"){
const err48 = {instancePath:instancePath+"/target/cwd",schemaPath:"#/properties/target/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.target.properties.cwd.type,parentSchema:schema79.properties.target.properties.cwd,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data11.env !== undefined){
let data18 = data11.env;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key5 in data18){
let data19 = data18[key5];
if(((typeof data19 !== "string") && (!(typeof data19 == "number"))) && (typeof data19 !== "boolean")){
const err49 = {instancePath:instancePath+"/target/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/target/properties/env/additionalProperties/type",keyword:"type",params:{type: schema79.properties.target.properties.env.additionalProperties.type},message:"must be string,number,boolean",schema:schema79.properties.target.properties.env.additionalProperties.type,parentSchema:schema79.properties.target.properties.env.additionalProperties,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/target/env",schemaPath:"#/properties/target/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.properties.target.properties.env.type,parentSchema:schema79.properties.target.properties.env,data:data18};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.properties.target.type,parentSchema:schema79.properties.target,data:data11};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.client !== undefined){
let data20 = data.client;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(Object.keys(data20).length < 1){
const err52 = {instancePath:instancePath+"/client",schemaPath:"#/properties/client/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema79.properties.client,data:data20};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key6 in data20){
if(!((key6 === "command") || (key6 === "timeout"))){
const err53 = {instancePath:instancePath+"/client",schemaPath:"#/properties/client/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema79.properties.client,data:data20};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data20.command !== undefined){
let data21 = data20.command;
if(typeof data21 === "string"){
if(func2(data21) < 1){
const err54 = {instancePath:instancePath+"/client/command",schemaPath:"#/properties/client/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema79.properties.client.properties.command,data:data21};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/client/command",schemaPath:"#/properties/client/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.client.properties.command.type,parentSchema:schema79.properties.client.properties.command,data:data21};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data20.timeout !== undefined){
let data22 = data20.timeout;
const _errs87 = errors;
let valid25 = false;
const _errs88 = errors;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
const err56 = {instancePath:instancePath+"/client/timeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data22};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data22 == "number"){
if(data22 < 0 || isNaN(data22)){
const err57 = {instancePath:instancePath+"/client/timeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data22};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var _valid6 = _errs88 === errors;
valid25 = valid25 || _valid6;
const _errs90 = errors;
if(typeof data22 === "string"){
if(!pattern7.test(data22)){
const err58 = {instancePath:instancePath+"/client/timeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data22};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/client/timeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data22};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid6 = _errs90 === errors;
valid25 = valid25 || _valid6;
if(!valid25){
const err60 = {instancePath:instancePath+"/client/timeout",schemaPath:"scenario.schema.json#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data22};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err61 = {instancePath:instancePath+"/client",schemaPath:"#/properties/client/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.properties.client.type,parentSchema:schema79.properties.client,data:data20};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.mcp !== undefined){
let data23 = data.mcp;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
for(const key7 in data23){
if(!(((key7 === "revision") || (key7 === "clientCapabilities")) || (key7 === "clientInfo"))){
const err62 = {instancePath:instancePath+"/mcp",schemaPath:"scenario.schema.json#/$defs/mcpProfile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data:data23};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data23.revision !== undefined){
let data24 = data23.revision;
const _errs97 = errors;
let valid28 = false;
const _errs98 = errors;
if(!(((((data24 === "2026-07-28") || (data24 === "2025-11-25")) || (data24 === "2025-06-18")) || (data24 === "2025-03-26")) || (data24 === "2024-11-05"))){
const err63 = {instancePath:instancePath+"/mcp/revision",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/revision/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema78.properties.revision.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema78.properties.revision.anyOf[0].enum,parentSchema:schema78.properties.revision.anyOf[0],data:data24};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid7 = _errs98 === errors;
valid28 = valid28 || _valid7;
const _errs99 = errors;
if(typeof data24 === "string"){
if(!pattern27.test(data24)){
const err64 = {instancePath:instancePath+"/mcp/revision",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/revision/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\{\\{.*\\}\\}$"},message:"must match pattern \""+"^\\{\\{.*\\}\\}$"+"\"",schema:"^\\{\\{.*\\}\\}$",parentSchema:schema78.properties.revision.anyOf[1],data:data24};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/mcp/revision",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/revision/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.revision.anyOf[1].type,parentSchema:schema78.properties.revision.anyOf[1],data:data24};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid7 = _errs99 === errors;
valid28 = valid28 || _valid7;
if(!valid28){
const err66 = {instancePath:instancePath+"/mcp/revision",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/revision/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema78.properties.revision.anyOf,parentSchema:schema78.properties.revision,data:data24};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs97;
if(vErrors !== null){
if(_errs97){
vErrors.length = _errs97;
}
else {
vErrors = null;
}
}
}
}
if(data23.clientCapabilities !== undefined){
let data25 = data23.clientCapabilities;
if(!(data25 && typeof data25 == "object" && !Array.isArray(data25))){
const err67 = {instancePath:instancePath+"/mcp/clientCapabilities",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/clientCapabilities/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.clientCapabilities.type,parentSchema:schema78.properties.clientCapabilities,data:data25};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data23.clientInfo !== undefined){
let data26 = data23.clientInfo;
if((!(data26 && typeof data26 == "object" && !Array.isArray(data26))) && (data26 !== null)){
const err68 = {instancePath:instancePath+"/mcp/clientInfo",schemaPath:"scenario.schema.json#/$defs/mcpProfile/properties/clientInfo/type",keyword:"type",params:{type: schema78.properties.clientInfo.type},message:"must be object,null",schema:schema78.properties.clientInfo.type,parentSchema:schema78.properties.clientInfo,data:data26};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/mcp",schemaPath:"scenario.schema.json#/$defs/mcpProfile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data:data23};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.tokens !== undefined){
let data27 = data.tokens;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key8 in data27){
const _errs107 = errors;
if(typeof key8 === "string"){
if(!pattern11.test(key8)){
const err70 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema79.properties.tokens.propertyNames,data:key8,propertyName:key8};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
var valid29 = _errs107 === errors;
if(!valid29){
const err71 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/propertyNames",keyword:"propertyNames",params:{propertyName: key8},message:"property name must be valid",schema:schema79.properties.tokens.propertyNames,parentSchema:schema79.properties.tokens,data:data27};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
for(const key9 in data27){
let data28 = data27[key9];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.key === undefined){
const err72 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/token/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema89.required,parentSchema:schema89,data:data28};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key10 in data28){
if(!(((((key10 === "key") || (key10 === "alg")) || (key10 === "claims")) || (key10 === "expiresIn")) || (key10 === "header"))){
const err73 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/token/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema89,data:data28};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data28.key !== undefined){
let data29 = data28.key;
if(typeof data29 !== "string"){
const err74 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/key",schemaPath:"#/$defs/token/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.key.type,parentSchema:schema89.properties.key,data:data29};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data28.alg !== undefined){
let data30 = data28.alg;
if(typeof data30 !== "string"){
const err75 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/alg",schemaPath:"#/$defs/token/properties/alg/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.alg.type,parentSchema:schema89.properties.alg,data:data30};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data28.claims !== undefined){
let data31 = data28.claims;
if(!(data31 && typeof data31 == "object" && !Array.isArray(data31))){
const err76 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/claims",schemaPath:"#/$defs/token/properties/claims/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema89.properties.claims.type,parentSchema:schema89.properties.claims,data:data31};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data28.expiresIn !== undefined){
let data32 = data28.expiresIn;
const _errs120 = errors;
let valid33 = false;
const _errs121 = errors;
if(!((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32)))){
const err77 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/expiresIn",schemaPath:"#/$defs/token/properties/expiresIn/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema89.properties.expiresIn.anyOf[0].type,parentSchema:schema89.properties.expiresIn.anyOf[0],data:data32};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid8 = _errs121 === errors;
valid33 = valid33 || _valid8;
const _errs123 = errors;
if(typeof data32 === "string"){
if(!pattern50.test(data32)){
const err78 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/expiresIn",schemaPath:"#/$defs/token/properties/expiresIn/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(s|m|h|d)$"},message:"must match pattern \""+"^-?[0-9]+(s|m|h|d)$"+"\"",schema:"^-?[0-9]+(s|m|h|d)$",parentSchema:schema89.properties.expiresIn.anyOf[1],data:data32};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/expiresIn",schemaPath:"#/$defs/token/properties/expiresIn/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.expiresIn.anyOf[1].type,parentSchema:schema89.properties.expiresIn.anyOf[1],data:data32};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid8 = _errs123 === errors;
valid33 = valid33 || _valid8;
if(!valid33){
const err80 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/expiresIn",schemaPath:"#/$defs/token/properties/expiresIn/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema89.properties.expiresIn.anyOf,parentSchema:schema89.properties.expiresIn,data:data32};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
else {
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
}
}
if(data28.header !== undefined){
let data33 = data28.header;
if(!(data33 && typeof data33 == "object" && !Array.isArray(data33))){
const err81 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/header",schemaPath:"#/$defs/token/properties/header/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema89.properties.header.type,parentSchema:schema89.properties.header,data:data33};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/tokens/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/token/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema89.type,parentSchema:schema89,data:data28};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.properties.tokens.type,parentSchema:schema79.properties.tokens,data:data27};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.skip !== undefined){
if(!(validate74(data.skip, {instancePath:instancePath+"/skip",parentData:data,parentDataProperty:"skip",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
if(data.notApplicable !== undefined){
if(!(validate74(data.notApplicable, {instancePath:instancePath+"/notApplicable",parentData:data,parentDataProperty:"notApplicable",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
if(data.couldNotJudge !== undefined){
if(!(validate74(data.couldNotJudge, {instancePath:instancePath+"/couldNotJudge",parentData:data,parentDataProperty:"couldNotJudge",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
if(data.probe !== undefined){
let data37 = data.probe;
if(!(data37 === "mcp")){
const err84 = {instancePath:instancePath+"/probe",schemaPath:"#/properties/probe/enum",keyword:"enum",params:{allowedValues: schema79.properties.probe.enum},message:"must be equal to one of the allowed values",schema:schema79.properties.probe.enum,parentSchema:schema79.properties.probe,data:data37};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.setup !== undefined){
let data38 = data.setup;
if(Array.isArray(data38)){
const len1 = data38.length;
for(let i2=0; i2<len1; i2++){
if(!(validate78(data38[i2], {instancePath:instancePath+"/setup/" + i2,parentData:data38,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
}
else {
const err85 = {instancePath:instancePath+"/setup",schemaPath:"#/properties/setup/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema79.properties.setup.type,parentSchema:schema79.properties.setup,data:data38};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.type,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const fragment = validate88;
const schema104 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://wirecase.dev/schemas/fragment.schema.json","title":"wirecase fragment","description":"Reusable steps that documents include with `include: path` and `with: { ... }`, or reusable checks on a client's requests (`role: client` documents) that a check includes with `include: path`.","type":"object","additionalProperties":false,"oneOf":[{"title":"Steps fragment","required":["steps"]},{"title":"Checks fragment","required":["checks"]}],"properties":{"description":{"title":"Description","description":"What these steps do and which variables they expect.","type":"string"},"vars":{"title":"Defaults","description":"Default values of the fragment's variables; `with` replaces them.","$ref":"scenario.schema.json#/$defs/variables"},"steps":{"title":"Steps","description":"The steps inserted where the fragment is included.","type":"array","minItems":1,"items":{"$ref":"scenario.schema.json#/$defs/step"}},"checks":{"title":"Checks","description":"The checks on the client's requests inserted where the fragment is included in a document's `checks:`.","type":"array","minItems":1,"items":{"$ref":"scenario.schema.json#/$defs/clientCheck"}}}};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.browser === undefined) && (missing0 = "browser")) || ((data.expect === undefined) && (missing0 = "expect"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.browser === undefined) && (missing1 = "browser")) || ((data.capture === undefined) && (missing1 = "capture"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.browser === undefined) && (missing2 = "browser")) || ((data.retry === undefined) && (missing2 = "retry"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((data.browser === undefined) && (missing3 = "browser")) || ((data.sendOnly === undefined) && (missing3 = "sendOnly"))){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if(((data.await === undefined) && (missing4 = "await")) || ((data.retry === undefined) && (missing4 = "retry"))){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if(((data.await === undefined) && (missing5 = "await")) || ((data.sendOnly === undefined) && (missing5 = "sendOnly"))){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if(((data.stdio === undefined) && (missing6 = "stdio")) || ((data.retry === undefined) && (missing6 = "retry"))){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
const err8 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema52.not,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
const _errs11 = errors;
let valid2 = false;
let passing0 = null;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.request === undefined){
const err9 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'",schema:schema52.oneOf[0].required,parentSchema:schema52.oneOf[0],data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
if(_valid1){
valid2 = true;
passing0 = 0;
}
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rpc === undefined){
const err10 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "rpc"},message:"must have required property '"+"rpc"+"'",schema:schema52.oneOf[1].required,parentSchema:schema52.oneOf[1],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid2 = true;
passing0 = 1;
}
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.include === undefined){
const err11 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "include"},message:"must have required property '"+"include"+"'",schema:schema52.oneOf[2].required,parentSchema:schema52.oneOf[2],data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid2 = true;
passing0 = 2;
}
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.browser === undefined){
const err12 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "browser"},message:"must have required property '"+"browser"+"'",schema:schema52.oneOf[3].required,parentSchema:schema52.oneOf[3],data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid1 = _errs15 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 3];
}
else {
if(_valid1){
valid2 = true;
passing0 = 3;
}
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.await === undefined){
const err13 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "await"},message:"must have required property '"+"await"+"'",schema:schema52.oneOf[4].required,parentSchema:schema52.oneOf[4],data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid1 = _errs16 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 4];
}
else {
if(_valid1){
valid2 = true;
passing0 = 4;
}
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.stdio === undefined){
const err14 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: "stdio"},message:"must have required property '"+"stdio"+"'",schema:schema52.oneOf[5].required,parentSchema:schema52.oneOf[5],data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid2){
valid2 = false;
passing0 = [passing0, 5];
}
else {
if(_valid1){
valid2 = true;
passing0 = 5;
}
}
}
}
}
}
if(!valid2){
const err15 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema52.oneOf,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema52.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.name.type,parentSchema:schema52.properties.name,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.guard !== undefined){
let data1 = data.guard;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err18 = {instancePath:instancePath+"/guard",schemaPath:"#/properties/guard/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.guard,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/guard",schemaPath:"#/properties/guard/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.guard.type,parentSchema:schema52.properties.guard,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.request !== undefined){
if(!(validate44(data.request, {instancePath:instancePath+"/request",parentData:data,parentDataProperty:"request",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.rpc !== undefined){
if(!(validate46(data.rpc, {instancePath:instancePath+"/rpc",parentData:data,parentDataProperty:"rpc",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
if(data.browser !== undefined){
if(!(validate48(data.browser, {instancePath:instancePath+"/browser",parentData:data,parentDataProperty:"browser",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
if(data.stdio !== undefined){
if(!(validate52(data.stdio, {instancePath:instancePath+"/stdio",parentData:data,parentDataProperty:"stdio",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
if(data.background !== undefined){
let data6 = data.background;
if(typeof data6 === "string"){
if(!pattern21.test(data6)){
const err20 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_-]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_-]*$",parentSchema:schema52.properties.background,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.background.type,parentSchema:schema52.properties.background,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.await !== undefined){
let data7 = data.await;
if(typeof data7 === "string"){
if(!pattern21.test(data7)){
const err22 = {instancePath:instancePath+"/await",schemaPath:"#/properties/await/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_-]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_-]*$",parentSchema:schema52.properties.await,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/await",schemaPath:"#/properties/await/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.await.type,parentSchema:schema52.properties.await,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.until !== undefined){
let data8 = data.until;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err24 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.until,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.until.type,parentSchema:schema52.properties.until,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.within !== undefined){
let data9 = data.within;
const _errs35 = errors;
let valid5 = false;
const _errs36 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err26 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 0 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid2 = _errs36 === errors;
valid5 = valid5 || _valid2;
const _errs38 = errors;
if(typeof data9 === "string"){
if(!pattern7.test(data9)){
const err28 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs38 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err30 = {instancePath:instancePath+"/within",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
if(data.close !== undefined){
let data10 = data.close;
if(true !== data10){
const err31 = {instancePath:instancePath+"/close",schemaPath:"#/properties/close/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema52.properties.close,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.maxSize !== undefined){
let data11 = data.maxSize;
const _errs43 = errors;
let valid7 = false;
const _errs44 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err32 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.anyOf[0].type,parentSchema:schema65.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 < 1 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid3 = _errs44 === errors;
valid7 = valid7 || _valid3;
const _errs46 = errors;
if(typeof data11 === "string"){
if(!pattern24.test(data11)){
const err34 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$"},message:"must match pattern \""+"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$"+"\"",schema:"^[0-9]+(B|KiB|MiB|GiB|KB|MB|GB)$",parentSchema:schema65.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.anyOf[1].type,parentSchema:schema65.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid3 = _errs46 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const err36 = {instancePath:instancePath+"/maxSize",schemaPath:"#/$defs/byteSize/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema65.anyOf,parentSchema:schema65,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data.include !== undefined){
let data12 = data.include;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err37 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.include,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.include.type,parentSchema:schema52.properties.include,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.with !== undefined){
let data13 = data.with;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key1 in data13){
const _errs53 = errors;
if(typeof key1 === "string"){
if(!pattern11.test(key1)){
const err39 = {instancePath:instancePath+"/with",schemaPath:"#/$defs/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema49.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var valid9 = _errs53 === errors;
if(!valid9){
const err40 = {instancePath:instancePath+"/with",schemaPath:"#/$defs/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema49.propertyNames,parentSchema:schema49,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/with",schemaPath:"#/$defs/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.expect !== undefined){
if(!(validate54(data.expect, {instancePath:instancePath+"/expect",parentData:data,parentDataProperty:"expect",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.capture !== undefined){
let data15 = data.capture;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key2 in data15){
const _errs58 = errors;
if(typeof key2 === "string"){
if(!pattern11.test(key2)){
const err42 = {instancePath:instancePath+"/capture",schemaPath:"#/properties/capture/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema52.properties.capture.propertyNames,data:key2,propertyName:key2};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var valid10 = _errs58 === errors;
if(!valid10){
const err43 = {instancePath:instancePath+"/capture",schemaPath:"#/properties/capture/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid",schema:schema52.properties.capture.propertyNames,parentSchema:schema52.properties.capture,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
for(const key3 in data15){
let data16 = data15[key3];
const _errs62 = errors;
let valid13 = false;
const _errs63 = errors;
if(typeof data16 === "string"){
if(!pattern9.test(data16)){
const err44 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema73.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[0].type,parentSchema:schema73.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid4 = _errs63 === errors;
valid13 = valid13 || _valid4;
const _errs65 = errors;
const _errs67 = errors;
const _errs68 = errors;
const _errs69 = errors;
let valid15 = false;
const _errs70 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing7;
if(((data16.json === undefined) && (missing7 = "json")) || ((data16.header === undefined) && (missing7 = "header"))){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid5 = _errs70 === errors;
valid15 = valid15 || _valid5;
const _errs71 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing8;
if(((data16.json === undefined) && (missing8 = "json")) || ((data16.regex === undefined) && (missing8 = "regex"))){
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var _valid5 = _errs71 === errors;
valid15 = valid15 || _valid5;
const _errs72 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing9;
if(((data16.json === undefined) && (missing9 = "json")) || ((data16.status === undefined) && (missing9 = "status"))){
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var _valid5 = _errs72 === errors;
valid15 = valid15 || _valid5;
const _errs73 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing10;
if(((data16.header === undefined) && (missing10 = "header")) || ((data16.status === undefined) && (missing10 = "status"))){
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
var _valid5 = _errs73 === errors;
valid15 = valid15 || _valid5;
const _errs74 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing11;
if(((data16.regex === undefined) && (missing11 = "regex")) || ((data16.status === undefined) && (missing11 = "status"))){
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid5 = _errs74 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs68 === errors;
if(valid14){
const err52 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema73.anyOf[1].not,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
}
const _errs75 = errors;
let valid16 = false;
const _errs76 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.json === undefined){
const err53 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: "json"},message:"must have required property '"+"json"+"'",schema:schema73.anyOf[1].anyOf[0].required,parentSchema:schema73.anyOf[1].anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
var _valid6 = _errs76 === errors;
valid16 = valid16 || _valid6;
const _errs77 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.header === undefined){
const err54 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'",schema:schema73.anyOf[1].anyOf[1].required,parentSchema:schema73.anyOf[1].anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
var _valid6 = _errs77 === errors;
valid16 = valid16 || _valid6;
const _errs78 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.regex === undefined){
const err55 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/2/required",keyword:"required",params:{missingProperty: "regex"},message:"must have required property '"+"regex"+"'",schema:schema73.anyOf[1].anyOf[2].required,parentSchema:schema73.anyOf[1].anyOf[2],data:data16};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
var _valid6 = _errs78 === errors;
valid16 = valid16 || _valid6;
const _errs79 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.status === undefined){
const err56 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf/3/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema73.anyOf[1].anyOf[3].required,parentSchema:schema73.anyOf[1].anyOf[3],data:data16};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var _valid6 = _errs79 === errors;
valid16 = valid16 || _valid6;
if(!valid16){
const err57 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema73.anyOf[1].anyOf,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!(((((key4 === "json") || (key4 === "header")) || (key4 === "regex")) || (key4 === "group")) || (key4 === "status"))){
const err58 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data16.json !== undefined){
let data17 = data16.json;
if(typeof data17 === "string"){
if(!pattern9.test(data17)){
const err59 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/json",schemaPath:"#/$defs/capture/anyOf/1/properties/json/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema73.anyOf[1].properties.json,data:data17};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/json",schemaPath:"#/$defs/capture/anyOf/1/properties/json/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[1].properties.json.type,parentSchema:schema73.anyOf[1].properties.json,data:data17};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data16.header !== undefined){
let data18 = data16.header;
if(typeof data18 !== "string"){
const err61 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/header",schemaPath:"#/$defs/capture/anyOf/1/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[1].properties.header.type,parentSchema:schema73.anyOf[1].properties.header,data:data18};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data16.regex !== undefined){
let data19 = data16.regex;
if(typeof data19 !== "string"){
const err62 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/regex",schemaPath:"#/$defs/capture/anyOf/1/properties/regex/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.anyOf[1].properties.regex.type,parentSchema:schema73.anyOf[1].properties.regex,data:data19};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data16.group !== undefined){
let data20 = data16.group;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err63 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/group",schemaPath:"#/$defs/capture/anyOf/1/properties/group/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema73.anyOf[1].properties.group.type,parentSchema:schema73.anyOf[1].properties.group,data:data20};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 0 || isNaN(data20)){
const err64 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/group",schemaPath:"#/$defs/capture/anyOf/1/properties/group/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema73.anyOf[1].properties.group,data:data20};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data16.status !== undefined){
let data21 = data16.status;
if(true !== data21){
const err65 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/$defs/capture/anyOf/1/properties/status/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema73.anyOf[1].properties.status,data:data21};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data16.group !== undefined){
if(data16.regex === undefined){
const err66 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/dependentRequired",keyword:"dependentRequired",params:{property: "group",
    missingProperty: "regex",
    depsCount: 1,
    deps: "regex"},message:"must have property regex when property group is present",schema:schema73.anyOf[1].dependentRequired,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.anyOf[1].type,parentSchema:schema73.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid4 = _errs65 === errors;
valid13 = valid13 || _valid4;
if(!valid13){
const err68 = {instancePath:instancePath+"/capture/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/capture/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema73.anyOf,parentSchema:schema73,data:data16};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/capture",schemaPath:"#/properties/capture/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.properties.capture.type,parentSchema:schema52.properties.capture,data:data15};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.sendOnly !== undefined){
let data22 = data.sendOnly;
if(typeof data22 !== "boolean"){
const err70 = {instancePath:instancePath+"/sendOnly",schemaPath:"#/properties/sendOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema52.properties.sendOnly.type,parentSchema:schema52.properties.sendOnly,data:data22};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.retry !== undefined){
if(!(validate69(data.retry, {instancePath:instancePath+"/retry",parentData:data,parentDataProperty:"retry",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
if(data.timeout !== undefined){
let data24 = data.timeout;
const _errs95 = errors;
let valid19 = false;
const _errs96 = errors;
if(!((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24)))){
const err71 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.anyOf[0].type,parentSchema:schema35.anyOf[0],data:data24};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(typeof data24 == "number"){
if(data24 < 0 || isNaN(data24)){
const err72 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.anyOf[0],data:data24};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
var _valid7 = _errs96 === errors;
valid19 = valid19 || _valid7;
const _errs98 = errors;
if(typeof data24 === "string"){
if(!pattern7.test(data24)){
const err73 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?(ms|s|m)$"+"\"",schema:"^[0-9]+(\\.[0-9]+)?(ms|s|m)$",parentSchema:schema35.anyOf[1],data:data24};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.anyOf[1].type,parentSchema:schema35.anyOf[1],data:data24};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid7 = _errs98 === errors;
valid19 = valid19 || _valid7;
if(!valid19){
const err75 = {instancePath:instancePath+"/timeout",schemaPath:"#/$defs/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema35.anyOf,parentSchema:schema35,data:data24};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
}
if(data.vars !== undefined){
let data25 = data.vars;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key5 in data25){
const _errs103 = errors;
if(typeof key5 === "string"){
if(!pattern11.test(key5)){
const err76 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema49.propertyNames,data:key5,propertyName:key5};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
var valid21 = _errs103 === errors;
if(!valid21){
const err77 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid",schema:schema49.propertyNames,parentSchema:schema49,data:data25};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/vars",schemaPath:"#/$defs/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data25};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.until !== undefined){
if(data.await === undefined){
const err79 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "until",
    missingProperty: "await",
    depsCount: 1,
    deps: "await"},message:"must have property await when property until is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.within !== undefined){
if(data.await === undefined){
const err80 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "within",
    missingProperty: "await",
    depsCount: 1,
    deps: "await"},message:"must have property await when property within is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.close !== undefined){
if(data.await === undefined){
const err81 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "close",
    missingProperty: "await",
    depsCount: 1,
    deps: "await"},message:"must have property await when property close is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.maxSize !== undefined){
if(data.background === undefined){
const err82 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "maxSize",
    missingProperty: "background",
    depsCount: 1,
    deps: "background"},message:"must have property background when property maxSize is present",schema:schema52.dependentRequired,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.background !== undefined){
const _errs106 = errors;
const _errs107 = errors;
const _errs108 = errors;
let valid24 = false;
const _errs109 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.retry === undefined) && (missing14 = "retry")){
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
var _valid8 = _errs109 === errors;
valid24 = valid24 || _valid8;
const _errs110 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.sendOnly === undefined) && (missing15 = "sendOnly")){
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
var _valid8 = _errs110 === errors;
valid24 = valid24 || _valid8;
if(!valid24){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
errors = _errs108;
if(vErrors !== null){
if(_errs108){
vErrors.length = _errs108;
}
else {
vErrors = null;
}
}
}
var valid23 = _errs107 === errors;
if(valid23){
const err86 = {instancePath,schemaPath:"#/dependentSchemas/background/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema52.dependentSchemas.background.not,parentSchema:schema52.dependentSchemas.background,data};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
const _errs111 = errors;
let valid25 = false;
const _errs112 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.request === undefined){
const err87 = {instancePath,schemaPath:"#/dependentSchemas/background/anyOf/0/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'",schema:schema52.dependentSchemas.background.anyOf[0].required,parentSchema:schema52.dependentSchemas.background.anyOf[0],data};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
var _valid9 = _errs112 === errors;
valid25 = valid25 || _valid9;
const _errs113 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rpc === undefined){
const err88 = {instancePath,schemaPath:"#/dependentSchemas/background/anyOf/1/required",keyword:"required",params:{missingProperty: "rpc"},message:"must have required property '"+"rpc"+"'",schema:schema52.dependentSchemas.background.anyOf[1].required,parentSchema:schema52.dependentSchemas.background.anyOf[1],data};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
var _valid9 = _errs113 === errors;
valid25 = valid25 || _valid9;
if(!valid25){
const err89 = {instancePath,schemaPath:"#/dependentSchemas/background/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema52.dependentSchemas.background.anyOf,parentSchema:schema52.dependentSchemas.background,data};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err90 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema37.oneOf[0].required,parentSchema:schema37.oneOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.include === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "include"},message:"must have required property '"+"include"+"'",schema:schema37.oneOf[1].required,parentSchema:schema37.oneOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema37.oneOf,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema37.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.include !== undefined){
let data0 = data.include;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.include,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.include.type,parentSchema:schema37.properties.include,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.name,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.name.type,parentSchema:schema37.properties.name,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.stdin !== undefined){
let data2 = data.stdin;
if(true !== data2){
const err8 = {instancePath:instancePath+"/stdin",schemaPath:"#/properties/stdin/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema37.properties.stdin,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.method !== undefined){
let data3 = data.method;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.method.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.method.anyOf[0].type,parentSchema:schema37.properties.method.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs14 = errors;
if(Array.isArray(data3)){
if(data3.length < 1){
const err11 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema37.properties.method.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/method/" + i0,schemaPath:"#/properties/method/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.method.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/method/" + i0,schemaPath:"#/properties/method/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.method.anyOf[1].items.type,parentSchema:schema37.properties.method.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.properties.method.anyOf[1].type,parentSchema:schema37.properties.method.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err15 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.method.anyOf,parentSchema:schema37.properties.method,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.exceptMethod !== undefined){
let data5 = data.exceptMethod;
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err16 = {instancePath:instancePath+"/exceptMethod",schemaPath:"#/properties/exceptMethod/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.exceptMethod.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/exceptMethod",schemaPath:"#/properties/exceptMethod/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.exceptMethod.anyOf[0].type,parentSchema:schema37.properties.exceptMethod.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid5 = valid5 || _valid2;
const _errs22 = errors;
if(Array.isArray(data5)){
if(data5.length < 1){
const err18 = {instancePath:instancePath+"/exceptMethod",schemaPath:"#/properties/exceptMethod/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema37.properties.exceptMethod.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err19 = {instancePath:instancePath+"/exceptMethod/" + i1,schemaPath:"#/properties/exceptMethod/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.exceptMethod.anyOf[1].items,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/exceptMethod/" + i1,schemaPath:"#/properties/exceptMethod/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.exceptMethod.anyOf[1].items.type,parentSchema:schema37.properties.exceptMethod.anyOf[1].items,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/exceptMethod",schemaPath:"#/properties/exceptMethod/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.properties.exceptMethod.anyOf[1].type,parentSchema:schema37.properties.exceptMethod.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err22 = {instancePath:instancePath+"/exceptMethod",schemaPath:"#/properties/exceptMethod/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.exceptMethod.anyOf,parentSchema:schema37.properties.exceptMethod,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.httpMethod !== undefined){
let data7 = data.httpMethod;
if(!(((data7 === "POST") || (data7 === "GET")) || (data7 === "DELETE"))){
const err23 = {instancePath:instancePath+"/httpMethod",schemaPath:"#/properties/httpMethod/enum",keyword:"enum",params:{allowedValues: schema37.properties.httpMethod.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.httpMethod.enum,parentSchema:schema37.properties.httpMethod,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.after !== undefined){
let data8 = data.after;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err24 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.after,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.after.type,parentSchema:schema37.properties.after,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.before !== undefined){
let data9 = data.before;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err26 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.before,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.before.type,parentSchema:schema37.properties.before,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.afterStatus !== undefined){
let data10 = data.afterStatus;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err28 = {instancePath:instancePath+"/afterStatus",schemaPath:"#/properties/afterStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema37.properties.afterStatus.type,parentSchema:schema37.properties.afterStatus,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 599 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/afterStatus",schemaPath:"#/properties/afterStatus/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema37.properties.afterStatus,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10 < 100 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/afterStatus",schemaPath:"#/properties/afterStatus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema37.properties.afterStatus,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.afterError !== undefined){
let data11 = data.afterError;
const _errs34 = errors;
let valid8 = false;
const _errs35 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err31 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema37.properties.afterError.anyOf[0].type,parentSchema:schema37.properties.afterError.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid8 = valid8 || _valid3;
const _errs37 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.code === undefined){
const err32 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf/1/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema37.properties.afterError.anyOf[1].required,parentSchema:schema37.properties.afterError.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data11.method === undefined){
const err33 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf/1/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema37.properties.afterError.anyOf[1].required,parentSchema:schema37.properties.afterError.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key1 in data11){
if(!((key1 === "code") || (key1 === "method"))){
const err34 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema37.properties.afterError.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data11.code !== undefined){
let data12 = data11.code;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err35 = {instancePath:instancePath+"/afterError/code",schemaPath:"#/properties/afterError/anyOf/1/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema37.properties.afterError.anyOf[1].properties.code.type,parentSchema:schema37.properties.afterError.anyOf[1].properties.code,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.method !== undefined){
let data13 = data11.method;
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err36 = {instancePath:instancePath+"/afterError/method",schemaPath:"#/properties/afterError/anyOf/1/properties/method/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.afterError.anyOf[1].properties.method,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/afterError/method",schemaPath:"#/properties/afterError/anyOf/1/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.afterError.anyOf[1].properties.method.type,parentSchema:schema37.properties.afterError.anyOf[1].properties.method,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.properties.afterError.anyOf[1].type,parentSchema:schema37.properties.afterError.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid3 = _errs37 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const err39 = {instancePath:instancePath+"/afterError",schemaPath:"#/properties/afterError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.afterError.anyOf,parentSchema:schema37.properties.afterError,data:data11};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data.where !== undefined){
if(!(validate26(data.where, {instancePath:instancePath+"/where",parentData:data,parentDataProperty:"where",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.endpoint !== undefined){
let data15 = data.endpoint;
const _errs46 = errors;
let valid10 = false;
const _errs47 = errors;
if(!((((((((data15 === "mcp") || (data15 === "resource-metadata")) || (data15 === "auth-server-metadata")) || (data15 === "authorize")) || (data15 === "token")) || (data15 === "register")) || (data15 === "jwks")) || (data15 === "not-found"))){
const err40 = {instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema37.properties.endpoint.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema37.properties.endpoint.anyOf[0].enum,parentSchema:schema37.properties.endpoint.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid4 = _errs47 === errors;
valid10 = valid10 || _valid4;
const _errs48 = errors;
if(Array.isArray(data15)){
if(data15.length < 1){
const err41 = {instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema37.properties.endpoint.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(!((((((((data16 === "mcp") || (data16 === "resource-metadata")) || (data16 === "auth-server-metadata")) || (data16 === "authorize")) || (data16 === "token")) || (data16 === "register")) || (data16 === "jwks")) || (data16 === "not-found"))){
const err42 = {instancePath:instancePath+"/endpoint/" + i2,schemaPath:"#/properties/endpoint/anyOf/1/items/enum",keyword:"enum",params:{allowedValues: schema37.properties.endpoint.anyOf[1].items.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.endpoint.anyOf[1].items.enum,parentSchema:schema37.properties.endpoint.anyOf[1].items,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.properties.endpoint.anyOf[1].type,parentSchema:schema37.properties.endpoint.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid4 = _errs48 === errors;
valid10 = valid10 || _valid4;
if(!valid10){
const err44 = {instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.endpoint.anyOf,parentSchema:schema37.properties.endpoint,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
}
if(data.server !== undefined){
let data17 = data.server;
if(!((data17 === "resource") || (data17 === "authorization"))){
const err45 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/enum",keyword:"enum",params:{allowedValues: schema37.properties.server.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.server.enum,parentSchema:schema37.properties.server,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.token !== undefined){
let data18 = data.token;
if(!(((((data18 === "accepted") || (data18 === "missing")) || (data18 === "invalid")) || (data18 === "insufficient_scope")) || (data18 === "in-query"))){
const err46 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/enum",keyword:"enum",params:{allowedValues: schema37.properties.token.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.token.enum,parentSchema:schema37.properties.token,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.afterEndpoint !== undefined){
let data19 = data.afterEndpoint;
if(!((((((((data19 === "mcp") || (data19 === "resource-metadata")) || (data19 === "auth-server-metadata")) || (data19 === "authorize")) || (data19 === "token")) || (data19 === "register")) || (data19 === "jwks")) || (data19 === "not-found"))){
const err47 = {instancePath:instancePath+"/afterEndpoint",schemaPath:"#/properties/afterEndpoint/enum",keyword:"enum",params:{allowedValues: schema37.properties.afterEndpoint.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.afterEndpoint.enum,parentSchema:schema37.properties.afterEndpoint,data:data19};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.which !== undefined){
let data20 = data.which;
const _errs55 = errors;
let valid13 = false;
const _errs56 = errors;
if(!((((data20 === "each") || (data20 === "first")) || (data20 === "last")) || (data20 === "none"))){
const err48 = {instancePath:instancePath+"/which",schemaPath:"#/properties/which/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema37.properties.which.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema37.properties.which.anyOf[0].enum,parentSchema:schema37.properties.which.anyOf[0],data:data20};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid5 = _errs56 === errors;
valid13 = valid13 || _valid5;
const _errs57 = errors;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err49 = {instancePath:instancePath+"/which",schemaPath:"#/properties/which/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema37.properties.which.anyOf[1].type,parentSchema:schema37.properties.which.anyOf[1],data:data20};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 1 || isNaN(data20)){
const err50 = {instancePath:instancePath+"/which",schemaPath:"#/properties/which/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema37.properties.which.anyOf[1],data:data20};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid5 = _errs57 === errors;
valid13 = valid13 || _valid5;
if(!valid13){
const err51 = {instancePath:instancePath+"/which",schemaPath:"#/properties/which/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.which.anyOf,parentSchema:schema37.properties.which,data:data20};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs55;
if(vErrors !== null){
if(_errs55){
vErrors.length = _errs55;
}
else {
vErrors = null;
}
}
}
}
if(data.count !== undefined){
if(!(validate27(data.count, {instancePath:instancePath+"/count",parentData:data,parentDataProperty:"count",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.expect !== undefined){
if(!(validate26(data.expect, {instancePath:instancePath+"/expect",parentData:data,parentDataProperty:"expect",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.guard !== undefined){
let data23 = data.guard;
if(typeof data23 === "string"){
if(func2(data23) < 1){
const err52 = {instancePath:instancePath+"/guard",schemaPath:"#/properties/guard/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.guard,data:data23};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/guard",schemaPath:"#/properties/guard/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.guard.type,parentSchema:schema37.properties.guard,data:data23};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.distinct !== undefined){
let data24 = data.distinct;
if(typeof data24 === "string"){
if(!pattern9.test(data24)){
const err54 = {instancePath:instancePath+"/distinct",schemaPath:"#/properties/distinct/pattern",keyword:"pattern",params:{pattern: "^\\$"},message:"must match pattern \""+"^\\$"+"\"",schema:"^\\$",parentSchema:schema37.properties.distinct,data:data24};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/distinct",schemaPath:"#/properties/distinct/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.distinct.type,parentSchema:schema37.properties.distinct,data:data24};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.stdin !== undefined){
const _errs66 = errors;
const _errs67 = errors;
const _errs68 = errors;
let valid16 = false;
const _errs69 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.method === undefined) && (missing0 = "method")){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var _valid6 = _errs69 === errors;
valid16 = valid16 || _valid6;
const _errs70 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.exceptMethod === undefined) && (missing1 = "exceptMethod")){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var _valid6 = _errs70 === errors;
valid16 = valid16 || _valid6;
const _errs71 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.httpMethod === undefined) && (missing2 = "httpMethod")){
const err58 = {};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
var _valid6 = _errs71 === errors;
valid16 = valid16 || _valid6;
const _errs72 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.after === undefined) && (missing3 = "after")){
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
var _valid6 = _errs72 === errors;
valid16 = valid16 || _valid6;
const _errs73 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.before === undefined) && (missing4 = "before")){
const err60 = {};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
var _valid6 = _errs73 === errors;
valid16 = valid16 || _valid6;
const _errs74 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.afterStatus === undefined) && (missing5 = "afterStatus")){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var _valid6 = _errs74 === errors;
valid16 = valid16 || _valid6;
const _errs75 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.afterError === undefined) && (missing6 = "afterError")){
const err62 = {};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
var _valid6 = _errs75 === errors;
valid16 = valid16 || _valid6;
const _errs76 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.where === undefined) && (missing7 = "where")){
const err63 = {};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
var _valid6 = _errs76 === errors;
valid16 = valid16 || _valid6;
const _errs77 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.endpoint === undefined) && (missing8 = "endpoint")){
const err64 = {};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
var _valid6 = _errs77 === errors;
valid16 = valid16 || _valid6;
const _errs78 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.server === undefined) && (missing9 = "server")){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
var _valid6 = _errs78 === errors;
valid16 = valid16 || _valid6;
const _errs79 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.token === undefined) && (missing10 = "token")){
const err66 = {};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
var _valid6 = _errs79 === errors;
valid16 = valid16 || _valid6;
const _errs80 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.afterEndpoint === undefined) && (missing11 = "afterEndpoint")){
const err67 = {};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
var _valid6 = _errs80 === errors;
valid16 = valid16 || _valid6;
const _errs81 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.which === undefined) && (missing12 = "which")){
const err68 = {};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var _valid6 = _errs81 === errors;
valid16 = valid16 || _valid6;
const _errs82 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.count === undefined) && (missing13 = "count")){
const err69 = {};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
var _valid6 = _errs82 === errors;
valid16 = valid16 || _valid6;
const _errs83 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.distinct === undefined) && (missing14 = "distinct")){
const err70 = {};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
var _valid6 = _errs83 === errors;
valid16 = valid16 || _valid6;
if(!valid16){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
var valid15 = _errs67 === errors;
if(valid15){
const err72 = {instancePath,schemaPath:"#/dependentSchemas/stdin/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema37.dependentSchemas.stdin.not,parentSchema:schema37.dependentSchemas.stdin,data};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err73 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://wirecase.dev/schemas/fragment.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.steps === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'",schema:schema104.oneOf[0].required,parentSchema:schema104.oneOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.checks === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "checks"},message:"must have required property '"+"checks"+"'",schema:schema104.oneOf[1].required,parentSchema:schema104.oneOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema104.oneOf,parentSchema:schema104,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "description") || (key0 === "vars")) || (key0 === "steps")) || (key0 === "checks"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema104,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema104.properties.description.type,parentSchema:schema104.properties.description,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.vars !== undefined){
let data1 = data.vars;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const _errs10 = errors;
if(typeof key1 === "string"){
if(!pattern11.test(key1)){
const err5 = {instancePath:instancePath+"/vars",schemaPath:"scenario.schema.json#/$defs/variables/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema49.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid3 = _errs10 === errors;
if(!valid3){
const err6 = {instancePath:instancePath+"/vars",schemaPath:"scenario.schema.json#/$defs/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema49.propertyNames,parentSchema:schema49,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/vars",schemaPath:"scenario.schema.json#/$defs/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.steps !== undefined){
let data2 = data.steps;
if(Array.isArray(data2)){
if(data2.length < 1){
const err8 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema104.properties.steps,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate89(data2[i0], {instancePath:instancePath+"/steps/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema104.properties.steps.type,parentSchema:schema104.properties.steps,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.checks !== undefined){
let data4 = data.checks;
if(Array.isArray(data4)){
if(data4.length < 1){
const err10 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema104.properties.checks,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(!(validate97(data4[i1], {instancePath:instancePath+"/checks/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema104.properties.checks.type,parentSchema:schema104.properties.checks,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema104.type,parentSchema:schema104,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

