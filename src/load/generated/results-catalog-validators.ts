// @ts-nocheck
/* Generated from schemas/results.schema.json, schemas/catalog.schema.json, schemas/requirements.schema.json by scripts/build-validators.mjs
   (Ajv standalone code: allErrors, verbose). Do not edit: change the schema and run npm run gen. */
import module0 from 'ajv-formats/dist/formats.js';
import module1 from 'ajv/dist/runtime/ucs2length.js';
import module2 from 'ajv/dist/runtime/equal.js';
export const results = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://wirecase.dev/schemas/results.schema.json","title":"wirecase results.json","description":"What a run proved, test by test. Written by the json reporter; read by `wirecase report`, CI tools and people. Field names are a contract: they only ever gain optional fields.","type":"object","additionalProperties":false,"required":["tool","startedAt","summary","tests"],"properties":{"tool":{"type":"object","additionalProperties":false,"required":["name","version"],"properties":{"name":{"const":"wirecase"},"version":{"type":"string"}}},"startedAt":{"type":"string","format":"date-time"},"summary":{"$ref":"#/$defs/runSummary"},"tests":{"type":"array","items":{"$ref":"#/$defs/testResult"}},"incomplete":{"description":"Present when the run stopped early (exit 3: a fault in wirecase itself, or a target that would not start; exit 129, 130 or 143: SIGHUP, SIGINT or SIGTERM): `tests` holds only the tests that finished.","type":"object","additionalProperties":false,"required":["reason","testsPlanned"],"properties":{"reason":{"description":"What stopped the run.","type":"string"},"testsPlanned":{"description":"How many tests the run had selected.","type":"integer","minimum":0},"interrupted":{"description":"The IDs of the tests a signal stopped while they were running: neither passed nor failed, and not in `tests`.","type":"array","items":{"type":"string"}}}},"coverage":{"$ref":"#/$defs/coverage"}},"$defs":{"runSummary":{"title":"Run summary","description":"How many tests ended how. Recomputed from `tests` whenever runs are merged.","type":"object","additionalProperties":false,"required":["total","passed","failed","warnings","skipped","notApplicable","durationMs"],"properties":{"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"warnings":{"title":"Warnings","description":"Tests with status `warning`: a failed check whose requirements are at most SHOULD (SHOULD, SHOULD NOT, RECOMMENDED, NOT RECOMMENDED) or MAY (MAY, OPTIONAL). They do not fail the run, except SHOULD-level ones under `--strict`.","type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"notApplicable":{"type":"integer","minimum":0},"couldNotJudge":{"title":"Could not judge","description":"Tests with status `could-not-judge`: the test applies, but the run could not observe what it needs (the target refused before the tested behaviour, a dependency of the target failed, a client never started). Never counted as passed. Absent in results.json files written before this outcome existed.","type":"integer","minimum":0},"durationMs":{"type":"number","minimum":0},"knownFailures":{"title":"Known failures","description":"Of `failed`, the tests the `--expected-failures` baseline lists (each has `knownFailure`); they do not fail the run. Present when there are some.","type":"integer","minimum":0},"stepsSummarized":{"title":"Steps kept as a summary","description":"How many passed steps (of every test) kept only their summary: their request, response, checks and captures were dropped to keep a long run's memory flat (see a step's `summarized`). Present when there are some; `--keep-passed-steps` keeps every step whole.","type":"integer","minimum":1},"baseline":{"$ref":"#/$defs/baselineSummary"}}},"baselineSummary":{"title":"Expected-failures judgement","description":"The run judged against an `--expected-failures` baseline: the baseline's entries (test IDs as listed) that are not known failures of this run. `wirecase report` keeps it from a single results file; a merge of several files has it only under --expected-failures, which judges the merged run.","type":"object","additionalProperties":false,"required":["file","fixed","stale","unchecked"],"properties":{"file":{"description":"The baseline file, as given on the command line.","type":"string"},"fixed":{"description":"Listed, and passed: remove them from the file (they fail the run under --strict-baseline).","type":"array","items":{"type":"string"}},"stale":{"description":"Listed, and no test of the run has that ID.","type":"array","items":{"type":"string"}},"unchecked":{"description":"Listed, and only skipped or not applicable.","type":"array","items":{"type":"string"}}}},"span":{"title":"Span","description":"A place in a source file, 1-based.","type":"object","additionalProperties":false,"required":["file","line","col"],"properties":{"file":{"type":"string"},"line":{"type":"integer","minimum":1},"col":{"type":"integer","minimum":1},"endLine":{"type":"integer","minimum":1},"endCol":{"type":"integer","minimum":1}}},"headerPairs":{"title":"Header pairs","description":"Header name and value pairs, in the order they were sent or received; a repeated header is repeated.","type":"array","items":{"type":"array","prefixItems":[{"type":"string"},{"type":"string"}],"minItems":2,"maxItems":2}},"testResult":{"title":"Test result","description":"The verdict of one test ID, with the steps that led to it.","type":"object","additionalProperties":false,"required":["id","title","file","line","suite","status","traces","spec","tags","durationMs","steps"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1},"suite":{"type":"string"},"status":{"description":"`warning`: a check failed, and the strongest level of the test's `requirements` is a SHOULD or a MAY; it carries `failure` like a failed test.","$ref":"#/$defs/testStatus"},"level":{"enum":["required","recommended","conditional","optional"]},"requirements":{"title":"Requirements","description":"The spec sentences the test proves, quoted. The strongest level decides whether a failed check fails the test (MUST, MUST NOT, REQUIRED, SHALL, SHALL NOT) or makes it a warning (SHOULD ..., MAY ...).","type":"array","items":{"$ref":"#/$defs/requirement"}},"traces":{"type":"array","items":{"type":"string"}},"spec":{"type":"array","items":{"type":"string"}},"tags":{"type":"array","items":{"type":"string"}},"durationMs":{"type":"number","minimum":0},"reason":{"type":"string","description":"Why the test was skipped or not applicable."},"steps":{"type":"array","items":{"$ref":"#/$defs/stepRecord"}},"teardown":{"title":"Teardown","description":"The document's `teardown` steps as they ran after `steps`, whatever happened to them; absent when the document has none or the test stopped before any step ran (skipped, not applicable by a condition). A failed teardown step fails a test whose steps all passed (`failure.teardown` is then true) and never replaces the failure of a step.","type":"array","items":{"$ref":"#/$defs/stepRecord"}},"failure":{"$ref":"#/$defs/testFailure"},"notes":{"title":"Notes","description":"Facts about how the test ran where that differs from what it says, e.g. the protocol revision the server negotiated.","type":"array","items":{"type":"string"}},"knownFailure":{"$ref":"#/$defs/knownFailure"},"documentDefect":{"const":true,"description":"Set on a `could-not-judge` test that a defect of its own document stopped (a schema it built at run time is invalid, a template expression cannot be evaluated): never a verdict on the target, a defect to fix. The run exits 3."},"matrix":{"type":"object","description":"The values of this run of a matrix document; its id ends with them in brackets.","additionalProperties":{"type":["string","number","boolean"]}}}},"testStatus":{"title":"Test status","description":"The verdict of one test ID. Names are part of results.json: reporters and outside tools read them. `could-not-judge`: the test applies, but the run could not observe what it needs; `reason` gives the cause.","enum":["passed","failed","warning","skipped","not-applicable","could-not-judge"]},"testFailure":{"title":"Test failure","description":"The check that failed: on a `failed` test, and on a `warning`.","type":"object","additionalProperties":false,"required":["step","stepName","message"],"properties":{"step":{"type":"integer","minimum":0,"description":"1-based number of the failing step (of the teardown steps when `teardown` is true); 0 for the document itself."},"stepName":{"type":"string"},"message":{"type":"string"},"expected":{},"actual":{},"location":{"$ref":"#/$defs/span"},"excerpt":{"type":"string","description":"The body around the failing path, redacted and clipped."},"teardown":{"type":"boolean","description":"True when the failure is a teardown step's: every step passed and a teardown step failed."}}},"knownFailure":{"title":"Known failure","description":"A failed test that the `--expected-failures` baseline lists: its status stays `failed` (what happened); it does not fail the run, and the reports show it as known.","type":"object","additionalProperties":false,"required":["reason","baseline"],"properties":{"reason":{"description":"The baseline entry's reason: why it is known to fail.","type":"string"},"baseline":{"description":"The baseline file, as given on the command line.","type":"string"}}},"requirement":{"title":"Requirement","description":"A spec sentence a test proves, with its BCP 14 keyword (RFC 2119, RFC 8174) and where it stands.","type":"object","additionalProperties":false,"required":["level","quote","source"],"properties":{"level":{"description":"The keyword, as the spec writes it.","$ref":"#/$defs/normativeLevel"},"quote":{"description":"The sentence, quoted.","type":"string"},"source":{"description":"Spec page and line or anchor, e.g. `2026-07-28/basic/transports/streamable-http.mdx:212`.","type":"string"}}},"normativeLevel":{"title":"Normative level","description":"BCP 14 keywords as the spec writes them (RFC 2119, RFC 8174).","enum":["MUST","MUST NOT","REQUIRED","SHALL","SHALL NOT","SHOULD","SHOULD NOT","RECOMMENDED","NOT RECOMMENDED","MAY","OPTIONAL"]},"stepRecord":{"title":"Step record","description":"One step as it ran: what was sent and received (redacted), the checks and the captures.","type":"object","additionalProperties":false,"required":["index","name","status","durationMs","assertions"],"properties":{"index":{"type":"integer","minimum":0},"name":{"type":"string"},"status":{"$ref":"#/$defs/stepStatus"},"durationMs":{"type":"number","minimum":0},"span":{"$ref":"#/$defs/span"},"attempts":{"type":"integer","minimum":1},"skipReason":{"type":"string"},"request":{"type":"object","additionalProperties":false,"required":["method","url","headers"],"properties":{"method":{"type":"string"},"url":{"type":"string"},"headers":{"$ref":"#/$defs/headerPairs"},"body":{"type":"string"}}},"response":{"type":"object","additionalProperties":false,"required":["status","headers","body","bodyBytes","truncated"],"properties":{"status":{"type":"integer"},"headers":{"$ref":"#/$defs/headerPairs"},"body":{"type":"string","description":"The body as text, redacted, clipped to the stored-body limit."},"bodyBytes":{"type":"integer","minimum":0},"truncated":{"type":"boolean"},"readNote":{"type":"string","description":"Set when wirecase stopped reading before the body ended: why, and how much it read (e.g. \"not read: ...\", or read for a short time once the status decided the step). `body` is then what arrived until then, not the whole body."}}},"browser":{"type":"object","description":"A browser step: the page it opened (redacted), what it waited for, and the page's last console errors and uncaught exceptions.","additionalProperties":false,"required":["url","waitFor"],"properties":{"url":{"type":"string"},"waitFor":{"type":"string","description":"The condition, in words."},"console":{"type":"array","items":{"type":"string"}}}},"assertions":{"type":"array","items":{"$ref":"#/$defs/assertionResult"}},"captures":{"description":"Name → value of what the step captured (secret values masked).","type":"object","additionalProperties":true},"summarized":{"title":"Summarized step","description":"Present when the step passed and only its summary was kept: a test keeps the whole record of every failed step and of its last passed steps (a window), and of the passed steps before those only the index, name, status, duration, location and attempts, with these counts. `assertions` is then empty, and `request`, `response` and `captures` are absent. `--keep-passed-steps` keeps every step whole.","type":"object","additionalProperties":false,"required":["checks","captures"],"properties":{"checks":{"description":"How many checks the step passed (its `assertions`, dropped).","type":"integer","minimum":0},"captures":{"description":"How many values the step captured (its `captures`, dropped).","type":"integer","minimum":0}}},"error":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"string"},"message":{"type":"string"},"span":{"$ref":"#/$defs/span"}},"description":"A failure that is not an assertion: a transport error, a template error, ..."}}},"stepStatus":{"title":"Step status","enum":["passed","failed","skipped"]},"assertionResult":{"title":"Assertion result","description":"One check of a step, passed or failed.","type":"object","additionalProperties":false,"required":["kind","passed","message"],"properties":{"kind":{"type":"string","description":"The kind of check: status, header, json, body, schema, sse, capture, ..."},"target":{"type":"string","description":"What was checked: a JSONPath, a header name, ..."},"passed":{"type":"boolean"},"items":{"type":"integer","minimum":0,"description":"For a check over a set (an `each`, a wildcard or filter JSONPath, an `sse` check over the events): how many items it looked at."},"vacuous":{"type":"string","description":"Set on a passed check whose set came out empty (`items` 0): why it proves nothing. A test whose every check over a set came out empty, and that otherwise passed, is not applicable with this reason, unless the step says `allowEmpty: true`."},"note":{"type":"string","description":"A probable mistake of the check itself, seen in the answer: e.g. an `absent` path one edit away from a field the answer has (a misspelt name is always absent). Shown as a note of the test; the check's verdict stays."},"message":{"type":"string"},"expected":{},"actual":{},"span":{"$ref":"#/$defs/span"}}},"coverage":{"description":"The join of this run with its catalogs (docs/reports.md, \"How to read coverage\"): per catalog, each expected test ID's status, each section's counts and share covered, each traceability row's scenarios and verdict; plus tests no catalog speaks for and references the catalogs lack. Written by the json reporter; optional (results.json files from before it, and `wirecase report --from` inputs, may lack it; `wirecase report` recomputes it).","type":"object","additionalProperties":false,"required":["catalogs","uncatalogued","problems"],"properties":{"catalogs":{"type":"array","items":{"$ref":"#/$defs/catalogCoverage"}},"uncatalogued":{"description":"Test IDs no catalog speaks for.","type":"array","items":{"type":"string"}},"problems":{"description":"References a catalog does not have (an error under --strict-catalog).","type":"array","items":{"$ref":"#/$defs/catalogProblem"}}}},"scenarioRef":{"type":"object","additionalProperties":false,"required":["id","title","status","file","line"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"status":{"$ref":"#/$defs/testStatus"},"requirementLevel":{"description":"The strongest level of the test's `requirements`, when it has some.","$ref":"#/$defs/normativeLevel"},"file":{"type":"string"},"line":{"type":"integer","minimum":1},"knownFailure":{"$ref":"#/$defs/knownFailure"}}},"catalogCoverage":{"type":"object","additionalProperties":false,"required":["file","spec","documents","tests","sections","traces","missing","unmatchedUrls","totals"],"properties":{"file":{"description":"The catalog file (display path).","type":"string"},"spec":{"type":"object","description":"The catalog's `spec` block (see catalog.schema.json).","required":["key","title"],"properties":{"key":{"type":"string"},"title":{"type":"string"}}},"documents":{"type":"array","items":{"type":"string"}},"tests":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","title","section","status"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"section":{"type":"string"},"phase":{"type":"integer"},"level":{"type":"string"},"status":{"enum":["passed","failed","warning","skipped","not-applicable","could-not-judge","not-covered","untestable"]},"scenario":{"$ref":"#/$defs/scenarioRef"},"untestable":{"type":"string"}}}},"sections":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["key","title","url","depth","counts","documents","covered","coverable","share","verdict"],"properties":{"key":{"type":"string"},"title":{"type":"string"},"url":{"type":"string"},"parent":{"type":"string"},"depth":{"type":"integer","minimum":0},"counts":{"type":"object","additionalProperties":false,"required":["passed","failed","skipped","not-applicable","not-covered","untestable"],"properties":{"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"warning":{"description":"Entries that ended in a warning (covered, not failed). Absent in results.json files written before warnings existed.","type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"could-not-judge":{"description":"Entries the run could not judge (the target refused before the tested behaviour, a dependency of it failed, or a client never started). Absent in results.json files written before this outcome existed.","type":"integer","minimum":0},"not-covered":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0}}},"documents":{"type":"array","items":{"type":"string"}},"covered":{"type":"integer","minimum":0},"coverable":{"type":"integer","minimum":0},"share":{"type":["number","null"],"minimum":0,"maximum":1},"verdict":{"enum":["passed","failed","partial","not-covered","not-applicable","untestable"]},"knownFailures":{"title":"Known failures","description":"Of `counts.failed`, the entries that are known failures (every failed run of them listed in the baseline). Present when there are some.","type":"integer","minimum":0}}}},"traces":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","title","level","required","lines","sections","scenarios","verdict"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"level":{"type":"string"},"required":{"type":"boolean"},"lines":{"type":"string"},"item":{"type":"string"},"sections":{"type":"array","items":{"type":"string"}},"scenarios":{"type":"array","items":{"$ref":"#/$defs/scenarioRef"}},"verdict":{"enum":["proven","proven-with-warnings","failed","gap","not-covered","unproven","not-applicable","untestable"],"description":"`proven-with-warnings`: every scenario passed or ended in a warning (a SHOULD or MAY not met), and at least one warned."},"untestable":{"type":"string"},"notes":{"type":"string","description":"The catalog row's notes, given for a row left open (not proven, not covered, not applicable): why it is open."}}}},"missing":{"type":"array","items":{"type":"string"}},"unmatchedUrls":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["testId","url"],"properties":{"testId":{"type":"string"},"url":{"type":"string"}}}},"requirements":{"description":"Per normative sentence, when the catalog names a requirement catalog.","$ref":"#/$defs/requirementCoverage"},"totals":{"type":"object","additionalProperties":false,"required":["tests","rows","sectionsCovered","sections"],"properties":{"tests":{"type":"object","additionalProperties":false,"required":["passed","failed","skipped","not-applicable","not-covered","untestable"],"properties":{"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"warning":{"description":"Test IDs that ended in a warning. Absent in results.json files written before warnings existed.","type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"could-not-judge":{"description":"Entries the run could not judge (the target refused before the tested behaviour, a dependency of it failed, or a client never started). Absent in results.json files written before this outcome existed.","type":"integer","minimum":0},"not-covered":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0}}},"rows":{"type":"object","additionalProperties":false,"required":["proven","failed","gap","not-covered","unproven","not-applicable","untestable"],"properties":{"proven":{"type":"integer","minimum":0},"proven-with-warnings":{"description":"Rows proven with warnings. Absent in results.json files written before warnings existed.","type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"gap":{"type":"integer","minimum":0},"not-covered":{"type":"integer","minimum":0},"unproven":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0}}},"sectionsCovered":{"type":"integer","minimum":0},"sections":{"type":"integer","minimum":0},"knownFailures":{"title":"Known failures","description":"Of `tests.failed`, the test IDs that are known failures. Present when there are some.","type":"integer","minimum":0}}}}},"catalogProblem":{"type":"object","additionalProperties":false,"required":["kind","testId","file","line","value","at","message","candidates"],"properties":{"kind":{"enum":["unknown-id","unknown-trace","unknown-spec","no-catalog"]},"testId":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1},"value":{"type":"string"},"at":{"type":"array","items":{"type":["string","integer"]}},"catalog":{"type":"string"},"message":{"type":"string"},"candidates":{"type":"array","items":{"type":"string"}}}},"requirementTally":{"type":"object","additionalProperties":false,"required":["testable","proven","counts"],"properties":{"testable":{"description":"Sentences that could be proven (untestable and not-yet-reviewed ones excluded).","type":"integer","minimum":0},"proven":{"description":"Of those, the ones proven (with or without warnings).","type":"integer","minimum":0},"counts":{"description":"Sentences per verdict.","type":"object","additionalProperties":false,"required":["proven","proven-with-warnings","failed","unproven","not-applicable","not-run","gap","untestable","pending"],"properties":{"proven":{"type":"integer","minimum":0},"proven-with-warnings":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"unproven":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"not-run":{"type":"integer","minimum":0},"gap":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0},"pending":{"type":"integer","minimum":0}}}}},"requirementCoverage":{"description":"The join with the catalog's requirement catalog: a verdict per normative sentence, and the counts of server-side sentences (role server or any).","type":"object","additionalProperties":false,"required":["entries","serverMusts","byLevel","bySection"],"properties":{"entries":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","level","role","section","line","text","url","verdict","tests"],"properties":{"id":{"type":"string"},"level":{"enum":["MUST","MUST NOT","SHOULD","SHOULD NOT","MAY"]},"role":{"enum":["server","client","any","host","view","authorization-server","pending"]},"section":{"type":"string"},"line":{"type":"integer","minimum":1},"text":{"type":"string"},"url":{"type":"string"},"verdict":{"enum":["proven","proven-with-warnings","failed","unproven","not-applicable","not-run","gap","untestable","pending"]},"tests":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","status"],"properties":{"id":{"type":"string"},"status":{"$ref":"#/$defs/testStatus"}}}},"reason":{"description":"Why it is untestable, or what the gap is.","type":"string"}}}},"serverMusts":{"description":"Server-side MUST and MUST NOT sentences: the headline \"N of M server MUSTs proven\".","$ref":"#/$defs/requirementTally"},"clientMusts":{"description":"Client-role MUST and MUST NOT sentences, proven by client-role documents (wirecase playing the server): \"N of M client MUSTs proven\". Its `testable` leaves out untestable and not-yet-reviewed sentences, as `serverMusts` does. Absent in results.json files written before it existed.","$ref":"#/$defs/requirementTally"},"byLevel":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["level","testable","proven","counts"],"properties":{"level":{"enum":["MUST","MUST NOT","SHOULD","SHOULD NOT","MAY"]},"testable":{"description":"Sentences that could be proven (untestable and not-yet-reviewed ones excluded).","type":"integer","minimum":0},"proven":{"description":"Of those, the ones proven (with or without warnings).","type":"integer","minimum":0},"counts":{"description":"Sentences per verdict.","type":"object","additionalProperties":false,"required":["proven","proven-with-warnings","failed","unproven","not-applicable","not-run","gap","untestable","pending"],"properties":{"proven":{"type":"integer","minimum":0},"proven-with-warnings":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"unproven":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"not-run":{"type":"integer","minimum":0},"gap":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0},"pending":{"type":"integer","minimum":0}}}}}},"bySection":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["key","title","depth","testable","proven","counts"],"properties":{"key":{"type":"string"},"title":{"type":"string"},"depth":{"type":"integer","minimum":0},"testable":{"description":"Sentences that could be proven (untestable and not-yet-reviewed ones excluded).","type":"integer","minimum":0},"proven":{"description":"Of those, the ones proven (with or without warnings).","type":"integer","minimum":0},"counts":{"description":"Sentences per verdict.","type":"object","additionalProperties":false,"required":["proven","proven-with-warnings","failed","unproven","not-applicable","not-run","gap","untestable","pending"],"properties":{"proven":{"type":"integer","minimum":0},"proven-with-warnings":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"unproven":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"not-run":{"type":"integer","minimum":0},"gap":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0},"pending":{"type":"integer","minimum":0}}}}}}}}}};
const formats0 = module0.fullFormats["date-time"];
const schema32 = {"title":"Run summary","description":"How many tests ended how. Recomputed from `tests` whenever runs are merged.","type":"object","additionalProperties":false,"required":["total","passed","failed","warnings","skipped","notApplicable","durationMs"],"properties":{"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"warnings":{"title":"Warnings","description":"Tests with status `warning`: a failed check whose requirements are at most SHOULD (SHOULD, SHOULD NOT, RECOMMENDED, NOT RECOMMENDED) or MAY (MAY, OPTIONAL). They do not fail the run, except SHOULD-level ones under `--strict`.","type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"notApplicable":{"type":"integer","minimum":0},"couldNotJudge":{"title":"Could not judge","description":"Tests with status `could-not-judge`: the test applies, but the run could not observe what it needs (the target refused before the tested behaviour, a dependency of the target failed, a client never started). Never counted as passed. Absent in results.json files written before this outcome existed.","type":"integer","minimum":0},"durationMs":{"type":"number","minimum":0},"knownFailures":{"title":"Known failures","description":"Of `failed`, the tests the `--expected-failures` baseline lists (each has `knownFailure`); they do not fail the run. Present when there are some.","type":"integer","minimum":0},"stepsSummarized":{"title":"Steps kept as a summary","description":"How many passed steps (of every test) kept only their summary: their request, response, checks and captures were dropped to keep a long run's memory flat (see a step's `summarized`). Present when there are some; `--keep-passed-steps` keeps every step whole.","type":"integer","minimum":1},"baseline":{"$ref":"#/$defs/baselineSummary"}}};
const schema33 = {"title":"Expected-failures judgement","description":"The run judged against an `--expected-failures` baseline: the baseline's entries (test IDs as listed) that are not known failures of this run. `wirecase report` keeps it from a single results file; a merge of several files has it only under --expected-failures, which judges the merged run.","type":"object","additionalProperties":false,"required":["file","fixed","stale","unchecked"],"properties":{"file":{"description":"The baseline file, as given on the command line.","type":"string"},"fixed":{"description":"Listed, and passed: remove them from the file (they fail the run under --strict-baseline).","type":"array","items":{"type":"string"}},"stale":{"description":"Listed, and no test of the run has that ID.","type":"array","items":{"type":"string"}},"unchecked":{"description":"Listed, and only skipped or not applicable.","type":"array","items":{"type":"string"}}}};
const func1 = Object.prototype.hasOwnProperty;

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
if(data.total === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.passed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passed"},message:"must have required property '"+"passed"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.failed === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.warnings === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.skipped === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.notApplicable === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notApplicable"},message:"must have required property '"+"notApplicable"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.durationMs === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema32.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.total !== undefined){
let data0 = data.total;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err8 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.total.type,parentSchema:schema32.properties.total,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.total,data:data0};
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
if(data.passed !== undefined){
let data1 = data.passed;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err10 = {instancePath:instancePath+"/passed",schemaPath:"#/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.passed.type,parentSchema:schema32.properties.passed,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/passed",schemaPath:"#/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.passed,data:data1};
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
if(data.failed !== undefined){
let data2 = data.failed;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err12 = {instancePath:instancePath+"/failed",schemaPath:"#/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.failed.type,parentSchema:schema32.properties.failed,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/failed",schemaPath:"#/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.failed,data:data2};
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
if(data.warnings !== undefined){
let data3 = data.warnings;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err14 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.warnings.type,parentSchema:schema32.properties.warnings,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.warnings,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.skipped !== undefined){
let data4 = data.skipped;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err16 = {instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.skipped.type,parentSchema:schema32.properties.skipped,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.skipped,data:data4};
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
if(data.notApplicable !== undefined){
let data5 = data.notApplicable;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err18 = {instancePath:instancePath+"/notApplicable",schemaPath:"#/properties/notApplicable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.notApplicable.type,parentSchema:schema32.properties.notApplicable,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/notApplicable",schemaPath:"#/properties/notApplicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.notApplicable,data:data5};
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
if(data.couldNotJudge !== undefined){
let data6 = data.couldNotJudge;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err20 = {instancePath:instancePath+"/couldNotJudge",schemaPath:"#/properties/couldNotJudge/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.couldNotJudge.type,parentSchema:schema32.properties.couldNotJudge,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/couldNotJudge",schemaPath:"#/properties/couldNotJudge/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.couldNotJudge,data:data6};
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
if(data.durationMs !== undefined){
let data7 = data.durationMs;
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.durationMs,data:data7};
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
const err23 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema32.properties.durationMs.type,parentSchema:schema32.properties.durationMs,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.knownFailures !== undefined){
let data8 = data.knownFailures;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err24 = {instancePath:instancePath+"/knownFailures",schemaPath:"#/properties/knownFailures/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.knownFailures.type,parentSchema:schema32.properties.knownFailures,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 < 0 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/knownFailures",schemaPath:"#/properties/knownFailures/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.knownFailures,data:data8};
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
if(data.stepsSummarized !== undefined){
let data9 = data.stepsSummarized;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err26 = {instancePath:instancePath+"/stepsSummarized",schemaPath:"#/properties/stepsSummarized/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.stepsSummarized.type,parentSchema:schema32.properties.stepsSummarized,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 1 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/stepsSummarized",schemaPath:"#/properties/stepsSummarized/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema32.properties.stepsSummarized,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.baseline !== undefined){
let data10 = data.baseline;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.file === undefined){
const err28 = {instancePath:instancePath+"/baseline",schemaPath:"#/$defs/baselineSummary/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema33.required,parentSchema:schema33,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.fixed === undefined){
const err29 = {instancePath:instancePath+"/baseline",schemaPath:"#/$defs/baselineSummary/required",keyword:"required",params:{missingProperty: "fixed"},message:"must have required property '"+"fixed"+"'",schema:schema33.required,parentSchema:schema33,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.stale === undefined){
const err30 = {instancePath:instancePath+"/baseline",schemaPath:"#/$defs/baselineSummary/required",keyword:"required",params:{missingProperty: "stale"},message:"must have required property '"+"stale"+"'",schema:schema33.required,parentSchema:schema33,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10.unchecked === undefined){
const err31 = {instancePath:instancePath+"/baseline",schemaPath:"#/$defs/baselineSummary/required",keyword:"required",params:{missingProperty: "unchecked"},message:"must have required property '"+"unchecked"+"'",schema:schema33.required,parentSchema:schema33,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key1 in data10){
if(!((((key1 === "file") || (key1 === "fixed")) || (key1 === "stale")) || (key1 === "unchecked"))){
const err32 = {instancePath:instancePath+"/baseline",schemaPath:"#/$defs/baselineSummary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.file !== undefined){
let data11 = data10.file;
if(typeof data11 !== "string"){
const err33 = {instancePath:instancePath+"/baseline/file",schemaPath:"#/$defs/baselineSummary/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.file.type,parentSchema:schema33.properties.file,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data10.fixed !== undefined){
let data12 = data10.fixed;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(typeof data13 !== "string"){
const err34 = {instancePath:instancePath+"/baseline/fixed/" + i0,schemaPath:"#/$defs/baselineSummary/properties/fixed/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.fixed.items.type,parentSchema:schema33.properties.fixed.items,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/baseline/fixed",schemaPath:"#/$defs/baselineSummary/properties/fixed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.fixed.type,parentSchema:schema33.properties.fixed,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data10.stale !== undefined){
let data14 = data10.stale;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(typeof data15 !== "string"){
const err36 = {instancePath:instancePath+"/baseline/stale/" + i1,schemaPath:"#/$defs/baselineSummary/properties/stale/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.stale.items.type,parentSchema:schema33.properties.stale.items,data:data15};
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
const err37 = {instancePath:instancePath+"/baseline/stale",schemaPath:"#/$defs/baselineSummary/properties/stale/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.stale.type,parentSchema:schema33.properties.stale,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data10.unchecked !== undefined){
let data16 = data10.unchecked;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(typeof data17 !== "string"){
const err38 = {instancePath:instancePath+"/baseline/unchecked/" + i2,schemaPath:"#/$defs/baselineSummary/properties/unchecked/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.unchecked.items.type,parentSchema:schema33.properties.unchecked.items,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/baseline/unchecked",schemaPath:"#/$defs/baselineSummary/properties/unchecked/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.unchecked.type,parentSchema:schema33.properties.unchecked,data:data16};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/baseline",schemaPath:"#/$defs/baselineSummary/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data:data10};
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
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema34 = {"title":"Test result","description":"The verdict of one test ID, with the steps that led to it.","type":"object","additionalProperties":false,"required":["id","title","file","line","suite","status","traces","spec","tags","durationMs","steps"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1},"suite":{"type":"string"},"status":{"description":"`warning`: a check failed, and the strongest level of the test's `requirements` is a SHOULD or a MAY; it carries `failure` like a failed test.","$ref":"#/$defs/testStatus"},"level":{"enum":["required","recommended","conditional","optional"]},"requirements":{"title":"Requirements","description":"The spec sentences the test proves, quoted. The strongest level decides whether a failed check fails the test (MUST, MUST NOT, REQUIRED, SHALL, SHALL NOT) or makes it a warning (SHOULD ..., MAY ...).","type":"array","items":{"$ref":"#/$defs/requirement"}},"traces":{"type":"array","items":{"type":"string"}},"spec":{"type":"array","items":{"type":"string"}},"tags":{"type":"array","items":{"type":"string"}},"durationMs":{"type":"number","minimum":0},"reason":{"type":"string","description":"Why the test was skipped or not applicable."},"steps":{"type":"array","items":{"$ref":"#/$defs/stepRecord"}},"teardown":{"title":"Teardown","description":"The document's `teardown` steps as they ran after `steps`, whatever happened to them; absent when the document has none or the test stopped before any step ran (skipped, not applicable by a condition). A failed teardown step fails a test whose steps all passed (`failure.teardown` is then true) and never replaces the failure of a step.","type":"array","items":{"$ref":"#/$defs/stepRecord"}},"failure":{"$ref":"#/$defs/testFailure"},"notes":{"title":"Notes","description":"Facts about how the test ran where that differs from what it says, e.g. the protocol revision the server negotiated.","type":"array","items":{"type":"string"}},"knownFailure":{"$ref":"#/$defs/knownFailure"},"documentDefect":{"const":true,"description":"Set on a `could-not-judge` test that a defect of its own document stopped (a schema it built at run time is invalid, a template expression cannot be evaluated): never a verdict on the target, a defect to fix. The run exits 3."},"matrix":{"type":"object","description":"The values of this run of a matrix document; its id ends with them in brackets.","additionalProperties":{"type":["string","number","boolean"]}}}};
const schema35 = {"title":"Test status","description":"The verdict of one test ID. Names are part of results.json: reporters and outside tools read them. `could-not-judge`: the test applies, but the run could not observe what it needs; `reason` gives the cause.","enum":["passed","failed","warning","skipped","not-applicable","could-not-judge"]};
const schema48 = {"title":"Known failure","description":"A failed test that the `--expected-failures` baseline lists: its status stays `failed` (what happened); it does not fail the run, and the reports show it as known.","type":"object","additionalProperties":false,"required":["reason","baseline"],"properties":{"reason":{"description":"The baseline entry's reason: why it is known to fail.","type":"string"},"baseline":{"description":"The baseline file, as given on the command line.","type":"string"}}};
const schema36 = {"title":"Requirement","description":"A spec sentence a test proves, with its BCP 14 keyword (RFC 2119, RFC 8174) and where it stands.","type":"object","additionalProperties":false,"required":["level","quote","source"],"properties":{"level":{"description":"The keyword, as the spec writes it.","$ref":"#/$defs/normativeLevel"},"quote":{"description":"The sentence, quoted.","type":"string"},"source":{"description":"Spec page and line or anchor, e.g. `2026-07-28/basic/transports/streamable-http.mdx:212`.","type":"string"}}};
const schema37 = {"title":"Normative level","description":"BCP 14 keywords as the spec writes them (RFC 2119, RFC 8174).","enum":["MUST","MUST NOT","REQUIRED","SHALL","SHALL NOT","SHOULD","SHOULD NOT","RECOMMENDED","NOT RECOMMENDED","MAY","OPTIONAL"]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.level === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.quote === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quote"},message:"must have required property '"+"quote"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.source === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "level") || (key0 === "quote")) || (key0 === "source"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.level !== undefined){
let data0 = data.level;
if(!(((((((((((data0 === "MUST") || (data0 === "MUST NOT")) || (data0 === "REQUIRED")) || (data0 === "SHALL")) || (data0 === "SHALL NOT")) || (data0 === "SHOULD")) || (data0 === "SHOULD NOT")) || (data0 === "RECOMMENDED")) || (data0 === "NOT RECOMMENDED")) || (data0 === "MAY")) || (data0 === "OPTIONAL"))){
const err4 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/normativeLevel/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values",schema:schema37.enum,parentSchema:schema37,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.quote !== undefined){
let data1 = data.quote;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.quote.type,parentSchema:schema36.properties.quote,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.source !== undefined){
let data2 = data.source;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.source.type,parentSchema:schema36.properties.source,data:data2};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema38 = {"title":"Step record","description":"One step as it ran: what was sent and received (redacted), the checks and the captures.","type":"object","additionalProperties":false,"required":["index","name","status","durationMs","assertions"],"properties":{"index":{"type":"integer","minimum":0},"name":{"type":"string"},"status":{"$ref":"#/$defs/stepStatus"},"durationMs":{"type":"number","minimum":0},"span":{"$ref":"#/$defs/span"},"attempts":{"type":"integer","minimum":1},"skipReason":{"type":"string"},"request":{"type":"object","additionalProperties":false,"required":["method","url","headers"],"properties":{"method":{"type":"string"},"url":{"type":"string"},"headers":{"$ref":"#/$defs/headerPairs"},"body":{"type":"string"}}},"response":{"type":"object","additionalProperties":false,"required":["status","headers","body","bodyBytes","truncated"],"properties":{"status":{"type":"integer"},"headers":{"$ref":"#/$defs/headerPairs"},"body":{"type":"string","description":"The body as text, redacted, clipped to the stored-body limit."},"bodyBytes":{"type":"integer","minimum":0},"truncated":{"type":"boolean"},"readNote":{"type":"string","description":"Set when wirecase stopped reading before the body ended: why, and how much it read (e.g. \"not read: ...\", or read for a short time once the status decided the step). `body` is then what arrived until then, not the whole body."}}},"browser":{"type":"object","description":"A browser step: the page it opened (redacted), what it waited for, and the page's last console errors and uncaught exceptions.","additionalProperties":false,"required":["url","waitFor"],"properties":{"url":{"type":"string"},"waitFor":{"type":"string","description":"The condition, in words."},"console":{"type":"array","items":{"type":"string"}}}},"assertions":{"type":"array","items":{"$ref":"#/$defs/assertionResult"}},"captures":{"description":"Name → value of what the step captured (secret values masked).","type":"object","additionalProperties":true},"summarized":{"title":"Summarized step","description":"Present when the step passed and only its summary was kept: a test keeps the whole record of every failed step and of its last passed steps (a window), and of the passed steps before those only the index, name, status, duration, location and attempts, with these counts. `assertions` is then empty, and `request`, `response` and `captures` are absent. `--keep-passed-steps` keeps every step whole.","type":"object","additionalProperties":false,"required":["checks","captures"],"properties":{"checks":{"description":"How many checks the step passed (its `assertions`, dropped).","type":"integer","minimum":0},"captures":{"description":"How many values the step captured (its `captures`, dropped).","type":"integer","minimum":0}}},"error":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"string"},"message":{"type":"string"},"span":{"$ref":"#/$defs/span"}},"description":"A failure that is not an assertion: a transport error, a template error, ..."}}};
const schema39 = {"title":"Step status","enum":["passed","failed","skipped"]};
const schema40 = {"title":"Span","description":"A place in a source file, 1-based.","type":"object","additionalProperties":false,"required":["file","line","col"],"properties":{"file":{"type":"string"},"line":{"type":"integer","minimum":1},"col":{"type":"integer","minimum":1},"endLine":{"type":"integer","minimum":1},"endCol":{"type":"integer","minimum":1}}};
const schema41 = {"title":"Header pairs","description":"Header name and value pairs, in the order they were sent or received; a repeated header is repeated.","type":"array","items":{"type":"array","prefixItems":[{"type":"string"},{"type":"string"}],"minItems":2,"maxItems":2}};
const schema43 = {"title":"Assertion result","description":"One check of a step, passed or failed.","type":"object","additionalProperties":false,"required":["kind","passed","message"],"properties":{"kind":{"type":"string","description":"The kind of check: status, header, json, body, schema, sse, capture, ..."},"target":{"type":"string","description":"What was checked: a JSONPath, a header name, ..."},"passed":{"type":"boolean"},"items":{"type":"integer","minimum":0,"description":"For a check over a set (an `each`, a wildcard or filter JSONPath, an `sse` check over the events): how many items it looked at."},"vacuous":{"type":"string","description":"Set on a passed check whose set came out empty (`items` 0): why it proves nothing. A test whose every check over a set came out empty, and that otherwise passed, is not applicable with this reason, unless the step says `allowEmpty: true`."},"note":{"type":"string","description":"A probable mistake of the check itself, seen in the answer: e.g. an `absent` path one edit away from a field the answer has (a misspelt name is always absent). Shown as a note of the test; the check's verdict stays."},"message":{"type":"string"},"expected":{},"actual":{},"span":{"$ref":"#/$defs/span"}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.passed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passed"},message:"must have required property '"+"passed"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema43.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.kind.type,parentSchema:schema43.properties.kind,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.target !== undefined){
let data1 = data.target;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.target.type,parentSchema:schema43.properties.target,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.passed !== undefined){
let data2 = data.passed;
if(typeof data2 !== "boolean"){
const err6 = {instancePath:instancePath+"/passed",schemaPath:"#/properties/passed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.passed.type,parentSchema:schema43.properties.passed,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.items !== undefined){
let data3 = data.items;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err7 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.items.type,parentSchema:schema43.properties.items,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema43.properties.items,data:data3};
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
if(data.vacuous !== undefined){
let data4 = data.vacuous;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/vacuous",schemaPath:"#/properties/vacuous/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.vacuous.type,parentSchema:schema43.properties.vacuous,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.note !== undefined){
let data5 = data.note;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.note.type,parentSchema:schema43.properties.note,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.message !== undefined){
let data6 = data.message;
if(typeof data6 !== "string"){
const err11 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.message.type,parentSchema:schema43.properties.message,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.span !== undefined){
let data7 = data.span;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.file === undefined){
const err12 = {instancePath:instancePath+"/span",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema40.required,parentSchema:schema40,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data7.line === undefined){
const err13 = {instancePath:instancePath+"/span",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'",schema:schema40.required,parentSchema:schema40,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data7.col === undefined){
const err14 = {instancePath:instancePath+"/span",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "col"},message:"must have required property '"+"col"+"'",schema:schema40.required,parentSchema:schema40,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data7){
if(!(((((key1 === "file") || (key1 === "line")) || (key1 === "col")) || (key1 === "endLine")) || (key1 === "endCol"))){
const err15 = {instancePath:instancePath+"/span",schemaPath:"#/$defs/span/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data7.file !== undefined){
let data8 = data7.file;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/span/file",schemaPath:"#/$defs/span/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.file.type,parentSchema:schema40.properties.file,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.line !== undefined){
let data9 = data7.line;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err17 = {instancePath:instancePath+"/span/line",schemaPath:"#/$defs/span/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.line.type,parentSchema:schema40.properties.line,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 1 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/span/line",schemaPath:"#/$defs/span/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.line,data:data9};
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
if(data7.col !== undefined){
let data10 = data7.col;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err19 = {instancePath:instancePath+"/span/col",schemaPath:"#/$defs/span/properties/col/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.col.type,parentSchema:schema40.properties.col,data:data10};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 < 1 || isNaN(data10)){
const err20 = {instancePath:instancePath+"/span/col",schemaPath:"#/$defs/span/properties/col/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.col,data:data10};
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
if(data7.endLine !== undefined){
let data11 = data7.endLine;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err21 = {instancePath:instancePath+"/span/endLine",schemaPath:"#/$defs/span/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.endLine.type,parentSchema:schema40.properties.endLine,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 < 1 || isNaN(data11)){
const err22 = {instancePath:instancePath+"/span/endLine",schemaPath:"#/$defs/span/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.endLine,data:data11};
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
if(data7.endCol !== undefined){
let data12 = data7.endCol;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err23 = {instancePath:instancePath+"/span/endCol",schemaPath:"#/$defs/span/properties/endCol/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.endCol.type,parentSchema:schema40.properties.endCol,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 < 1 || isNaN(data12)){
const err24 = {instancePath:instancePath+"/span/endCol",schemaPath:"#/$defs/span/properties/endCol/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.endCol,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
else {
const err25 = {instancePath:instancePath+"/span",schemaPath:"#/$defs/span/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data7};
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
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.index === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.durationMs === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.assertions === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "assertions"},message:"must have required property '"+"assertions"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema38.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.index !== undefined){
let data0 = data.index;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.index.type,parentSchema:schema38.properties.index,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema38.properties.index,data:data0};
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
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.name.type,parentSchema:schema38.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(!(((data2 === "passed") || (data2 === "failed")) || (data2 === "skipped"))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/stepStatus/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values",schema:schema39.enum,parentSchema:schema39,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data3 = data.durationMs;
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema38.properties.durationMs,data:data3};
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
const err11 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.properties.durationMs.type,parentSchema:schema38.properties.durationMs,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.span !== undefined){
let data4 = data.span;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.file === undefined){
const err12 = {instancePath:instancePath+"/span",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema40.required,parentSchema:schema40,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.line === undefined){
const err13 = {instancePath:instancePath+"/span",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'",schema:schema40.required,parentSchema:schema40,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.col === undefined){
const err14 = {instancePath:instancePath+"/span",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "col"},message:"must have required property '"+"col"+"'",schema:schema40.required,parentSchema:schema40,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data4){
if(!(((((key1 === "file") || (key1 === "line")) || (key1 === "col")) || (key1 === "endLine")) || (key1 === "endCol"))){
const err15 = {instancePath:instancePath+"/span",schemaPath:"#/$defs/span/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.file !== undefined){
let data5 = data4.file;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/span/file",schemaPath:"#/$defs/span/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.file.type,parentSchema:schema40.properties.file,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.line !== undefined){
let data6 = data4.line;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err17 = {instancePath:instancePath+"/span/line",schemaPath:"#/$defs/span/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.line.type,parentSchema:schema40.properties.line,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 < 1 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/span/line",schemaPath:"#/$defs/span/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.line,data:data6};
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
if(data4.col !== undefined){
let data7 = data4.col;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err19 = {instancePath:instancePath+"/span/col",schemaPath:"#/$defs/span/properties/col/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.col.type,parentSchema:schema40.properties.col,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 1 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/span/col",schemaPath:"#/$defs/span/properties/col/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.col,data:data7};
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
if(data4.endLine !== undefined){
let data8 = data4.endLine;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err21 = {instancePath:instancePath+"/span/endLine",schemaPath:"#/$defs/span/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.endLine.type,parentSchema:schema40.properties.endLine,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 < 1 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/span/endLine",schemaPath:"#/$defs/span/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.endLine,data:data8};
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
if(data4.endCol !== undefined){
let data9 = data4.endCol;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err23 = {instancePath:instancePath+"/span/endCol",schemaPath:"#/$defs/span/properties/endCol/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.endCol.type,parentSchema:schema40.properties.endCol,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 1 || isNaN(data9)){
const err24 = {instancePath:instancePath+"/span/endCol",schemaPath:"#/$defs/span/properties/endCol/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.endCol,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
else {
const err25 = {instancePath:instancePath+"/span",schemaPath:"#/$defs/span/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.attempts !== undefined){
let data10 = data.attempts;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err26 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.attempts.type,parentSchema:schema38.properties.attempts,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 < 1 || isNaN(data10)){
const err27 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema38.properties.attempts,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.skipReason !== undefined){
let data11 = data.skipReason;
if(typeof data11 !== "string"){
const err28 = {instancePath:instancePath+"/skipReason",schemaPath:"#/properties/skipReason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.skipReason.type,parentSchema:schema38.properties.skipReason,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.request !== undefined){
let data12 = data.request;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.method === undefined){
const err29 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema38.properties.request.required,parentSchema:schema38.properties.request,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data12.url === undefined){
const err30 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema38.properties.request.required,parentSchema:schema38.properties.request,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data12.headers === undefined){
const err31 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'",schema:schema38.properties.request.required,parentSchema:schema38.properties.request,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key2 in data12){
if(!((((key2 === "method") || (key2 === "url")) || (key2 === "headers")) || (key2 === "body"))){
const err32 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema38.properties.request,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data12.method !== undefined){
let data13 = data12.method;
if(typeof data13 !== "string"){
const err33 = {instancePath:instancePath+"/request/method",schemaPath:"#/properties/request/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.request.properties.method.type,parentSchema:schema38.properties.request.properties.method,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data12.url !== undefined){
let data14 = data12.url;
if(typeof data14 !== "string"){
const err34 = {instancePath:instancePath+"/request/url",schemaPath:"#/properties/request/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.request.properties.url.type,parentSchema:schema38.properties.request.properties.url,data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data12.headers !== undefined){
let data15 = data12.headers;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(Array.isArray(data16)){
if(data16.length > 2){
const err35 = {instancePath:instancePath+"/request/headers/" + i0,schemaPath:"#/$defs/headerPairs/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items",schema:2,parentSchema:schema41.items,data:data16};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data16.length < 2){
const err36 = {instancePath:instancePath+"/request/headers/" + i0,schemaPath:"#/$defs/headerPairs/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items",schema:2,parentSchema:schema41.items,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len1 = data16.length;
if(len1 > 0){
let data17 = data16[0];
if(typeof data17 !== "string"){
const err37 = {instancePath:instancePath+"/request/headers/" + i0+"/0",schemaPath:"#/$defs/headerPairs/items/prefixItems/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.items.prefixItems[0].type,parentSchema:schema41.items.prefixItems[0],data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(len1 > 1){
let data18 = data16[1];
if(typeof data18 !== "string"){
const err38 = {instancePath:instancePath+"/request/headers/" + i0+"/1",schemaPath:"#/$defs/headerPairs/items/prefixItems/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.items.prefixItems[1].type,parentSchema:schema41.items.prefixItems[1],data:data18};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/request/headers/" + i0,schemaPath:"#/$defs/headerPairs/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema41.items.type,parentSchema:schema41.items,data:data16};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/request/headers",schemaPath:"#/$defs/headerPairs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema41.type,parentSchema:schema41,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.body !== undefined){
let data19 = data12.body;
if(typeof data19 !== "string"){
const err41 = {instancePath:instancePath+"/request/body",schemaPath:"#/properties/request/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.request.properties.body.type,parentSchema:schema38.properties.request.properties.body,data:data19};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.properties.request.type,parentSchema:schema38.properties.request,data:data12};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.response !== undefined){
let data20 = data.response;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.status === undefined){
const err43 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema38.properties.response.required,parentSchema:schema38.properties.response,data:data20};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data20.headers === undefined){
const err44 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'",schema:schema38.properties.response.required,parentSchema:schema38.properties.response,data:data20};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data20.body === undefined){
const err45 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema38.properties.response.required,parentSchema:schema38.properties.response,data:data20};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data20.bodyBytes === undefined){
const err46 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "bodyBytes"},message:"must have required property '"+"bodyBytes"+"'",schema:schema38.properties.response.required,parentSchema:schema38.properties.response,data:data20};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data20.truncated === undefined){
const err47 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "truncated"},message:"must have required property '"+"truncated"+"'",schema:schema38.properties.response.required,parentSchema:schema38.properties.response,data:data20};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key3 in data20){
if(!((((((key3 === "status") || (key3 === "headers")) || (key3 === "body")) || (key3 === "bodyBytes")) || (key3 === "truncated")) || (key3 === "readNote"))){
const err48 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema38.properties.response,data:data20};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data20.status !== undefined){
let data21 = data20.status;
if(!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))){
const err49 = {instancePath:instancePath+"/response/status",schemaPath:"#/properties/response/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.response.properties.status.type,parentSchema:schema38.properties.response.properties.status,data:data21};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data20.headers !== undefined){
let data22 = data20.headers;
if(Array.isArray(data22)){
const len2 = data22.length;
for(let i1=0; i1<len2; i1++){
let data23 = data22[i1];
if(Array.isArray(data23)){
if(data23.length > 2){
const err50 = {instancePath:instancePath+"/response/headers/" + i1,schemaPath:"#/$defs/headerPairs/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items",schema:2,parentSchema:schema41.items,data:data23};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data23.length < 2){
const err51 = {instancePath:instancePath+"/response/headers/" + i1,schemaPath:"#/$defs/headerPairs/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items",schema:2,parentSchema:schema41.items,data:data23};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const len3 = data23.length;
if(len3 > 0){
let data24 = data23[0];
if(typeof data24 !== "string"){
const err52 = {instancePath:instancePath+"/response/headers/" + i1+"/0",schemaPath:"#/$defs/headerPairs/items/prefixItems/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.items.prefixItems[0].type,parentSchema:schema41.items.prefixItems[0],data:data24};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(len3 > 1){
let data25 = data23[1];
if(typeof data25 !== "string"){
const err53 = {instancePath:instancePath+"/response/headers/" + i1+"/1",schemaPath:"#/$defs/headerPairs/items/prefixItems/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.items.prefixItems[1].type,parentSchema:schema41.items.prefixItems[1],data:data25};
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
const err54 = {instancePath:instancePath+"/response/headers/" + i1,schemaPath:"#/$defs/headerPairs/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema41.items.type,parentSchema:schema41.items,data:data23};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/response/headers",schemaPath:"#/$defs/headerPairs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema41.type,parentSchema:schema41,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data20.body !== undefined){
let data26 = data20.body;
if(typeof data26 !== "string"){
const err56 = {instancePath:instancePath+"/response/body",schemaPath:"#/properties/response/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.response.properties.body.type,parentSchema:schema38.properties.response.properties.body,data:data26};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data20.bodyBytes !== undefined){
let data27 = data20.bodyBytes;
if(!((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27)))){
const err57 = {instancePath:instancePath+"/response/bodyBytes",schemaPath:"#/properties/response/properties/bodyBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.response.properties.bodyBytes.type,parentSchema:schema38.properties.response.properties.bodyBytes,data:data27};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(typeof data27 == "number"){
if(data27 < 0 || isNaN(data27)){
const err58 = {instancePath:instancePath+"/response/bodyBytes",schemaPath:"#/properties/response/properties/bodyBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema38.properties.response.properties.bodyBytes,data:data27};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
if(data20.truncated !== undefined){
let data28 = data20.truncated;
if(typeof data28 !== "boolean"){
const err59 = {instancePath:instancePath+"/response/truncated",schemaPath:"#/properties/response/properties/truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema38.properties.response.properties.truncated.type,parentSchema:schema38.properties.response.properties.truncated,data:data28};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data20.readNote !== undefined){
let data29 = data20.readNote;
if(typeof data29 !== "string"){
const err60 = {instancePath:instancePath+"/response/readNote",schemaPath:"#/properties/response/properties/readNote/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.response.properties.readNote.type,parentSchema:schema38.properties.response.properties.readNote,data:data29};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.properties.response.type,parentSchema:schema38.properties.response,data:data20};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.browser !== undefined){
let data30 = data.browser;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.url === undefined){
const err62 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema38.properties.browser.required,parentSchema:schema38.properties.browser,data:data30};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data30.waitFor === undefined){
const err63 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/required",keyword:"required",params:{missingProperty: "waitFor"},message:"must have required property '"+"waitFor"+"'",schema:schema38.properties.browser.required,parentSchema:schema38.properties.browser,data:data30};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key4 in data30){
if(!(((key4 === "url") || (key4 === "waitFor")) || (key4 === "console"))){
const err64 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema38.properties.browser,data:data30};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data30.url !== undefined){
let data31 = data30.url;
if(typeof data31 !== "string"){
const err65 = {instancePath:instancePath+"/browser/url",schemaPath:"#/properties/browser/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.browser.properties.url.type,parentSchema:schema38.properties.browser.properties.url,data:data31};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data30.waitFor !== undefined){
let data32 = data30.waitFor;
if(typeof data32 !== "string"){
const err66 = {instancePath:instancePath+"/browser/waitFor",schemaPath:"#/properties/browser/properties/waitFor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.browser.properties.waitFor.type,parentSchema:schema38.properties.browser.properties.waitFor,data:data32};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data30.console !== undefined){
let data33 = data30.console;
if(Array.isArray(data33)){
const len4 = data33.length;
for(let i2=0; i2<len4; i2++){
let data34 = data33[i2];
if(typeof data34 !== "string"){
const err67 = {instancePath:instancePath+"/browser/console/" + i2,schemaPath:"#/properties/browser/properties/console/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.browser.properties.console.items.type,parentSchema:schema38.properties.browser.properties.console.items,data:data34};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/browser/console",schemaPath:"#/properties/browser/properties/console/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema38.properties.browser.properties.console.type,parentSchema:schema38.properties.browser.properties.console,data:data33};
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
const err69 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.properties.browser.type,parentSchema:schema38.properties.browser,data:data30};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.assertions !== undefined){
let data35 = data.assertions;
if(Array.isArray(data35)){
const len5 = data35.length;
for(let i3=0; i3<len5; i3++){
if(!(validate27(data35[i3], {instancePath:instancePath+"/assertions/" + i3,parentData:data35,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err70 = {instancePath:instancePath+"/assertions",schemaPath:"#/properties/assertions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema38.properties.assertions.type,parentSchema:schema38.properties.assertions,data:data35};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.captures !== undefined){
let data37 = data.captures;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
}
else {
const err71 = {instancePath:instancePath+"/captures",schemaPath:"#/properties/captures/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.properties.captures.type,parentSchema:schema38.properties.captures,data:data37};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.summarized !== undefined){
let data38 = data.summarized;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.checks === undefined){
const err72 = {instancePath:instancePath+"/summarized",schemaPath:"#/properties/summarized/required",keyword:"required",params:{missingProperty: "checks"},message:"must have required property '"+"checks"+"'",schema:schema38.properties.summarized.required,parentSchema:schema38.properties.summarized,data:data38};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data38.captures === undefined){
const err73 = {instancePath:instancePath+"/summarized",schemaPath:"#/properties/summarized/required",keyword:"required",params:{missingProperty: "captures"},message:"must have required property '"+"captures"+"'",schema:schema38.properties.summarized.required,parentSchema:schema38.properties.summarized,data:data38};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
for(const key5 in data38){
if(!((key5 === "checks") || (key5 === "captures"))){
const err74 = {instancePath:instancePath+"/summarized",schemaPath:"#/properties/summarized/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema38.properties.summarized,data:data38};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data38.checks !== undefined){
let data39 = data38.checks;
if(!((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39)))){
const err75 = {instancePath:instancePath+"/summarized/checks",schemaPath:"#/properties/summarized/properties/checks/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.summarized.properties.checks.type,parentSchema:schema38.properties.summarized.properties.checks,data:data39};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(typeof data39 == "number"){
if(data39 < 0 || isNaN(data39)){
const err76 = {instancePath:instancePath+"/summarized/checks",schemaPath:"#/properties/summarized/properties/checks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema38.properties.summarized.properties.checks,data:data39};
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
if(data38.captures !== undefined){
let data40 = data38.captures;
if(!((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40)))){
const err77 = {instancePath:instancePath+"/summarized/captures",schemaPath:"#/properties/summarized/properties/captures/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.summarized.properties.captures.type,parentSchema:schema38.properties.summarized.properties.captures,data:data40};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(typeof data40 == "number"){
if(data40 < 0 || isNaN(data40)){
const err78 = {instancePath:instancePath+"/summarized/captures",schemaPath:"#/properties/summarized/properties/captures/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema38.properties.summarized.properties.captures,data:data40};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
}
else {
const err79 = {instancePath:instancePath+"/summarized",schemaPath:"#/properties/summarized/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.properties.summarized.type,parentSchema:schema38.properties.summarized,data:data38};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.error !== undefined){
let data41 = data.error;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.code === undefined){
const err80 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema38.properties.error.required,parentSchema:schema38.properties.error,data:data41};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data41.message === undefined){
const err81 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema38.properties.error.required,parentSchema:schema38.properties.error,data:data41};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
for(const key6 in data41){
if(!(((key6 === "code") || (key6 === "message")) || (key6 === "span"))){
const err82 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema38.properties.error,data:data41};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data41.code !== undefined){
let data42 = data41.code;
if(typeof data42 !== "string"){
const err83 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.error.properties.code.type,parentSchema:schema38.properties.error.properties.code,data:data42};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data41.message !== undefined){
let data43 = data41.message;
if(typeof data43 !== "string"){
const err84 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.error.properties.message.type,parentSchema:schema38.properties.error.properties.message,data:data43};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data41.span !== undefined){
let data44 = data41.span;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.file === undefined){
const err85 = {instancePath:instancePath+"/error/span",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema40.required,parentSchema:schema40,data:data44};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data44.line === undefined){
const err86 = {instancePath:instancePath+"/error/span",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'",schema:schema40.required,parentSchema:schema40,data:data44};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data44.col === undefined){
const err87 = {instancePath:instancePath+"/error/span",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "col"},message:"must have required property '"+"col"+"'",schema:schema40.required,parentSchema:schema40,data:data44};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
for(const key7 in data44){
if(!(((((key7 === "file") || (key7 === "line")) || (key7 === "col")) || (key7 === "endLine")) || (key7 === "endCol"))){
const err88 = {instancePath:instancePath+"/error/span",schemaPath:"#/$defs/span/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data:data44};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data44.file !== undefined){
let data45 = data44.file;
if(typeof data45 !== "string"){
const err89 = {instancePath:instancePath+"/error/span/file",schemaPath:"#/$defs/span/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.file.type,parentSchema:schema40.properties.file,data:data45};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data44.line !== undefined){
let data46 = data44.line;
if(!((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46)))){
const err90 = {instancePath:instancePath+"/error/span/line",schemaPath:"#/$defs/span/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.line.type,parentSchema:schema40.properties.line,data:data46};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(typeof data46 == "number"){
if(data46 < 1 || isNaN(data46)){
const err91 = {instancePath:instancePath+"/error/span/line",schemaPath:"#/$defs/span/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.line,data:data46};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
if(data44.col !== undefined){
let data47 = data44.col;
if(!((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47)))){
const err92 = {instancePath:instancePath+"/error/span/col",schemaPath:"#/$defs/span/properties/col/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.col.type,parentSchema:schema40.properties.col,data:data47};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(typeof data47 == "number"){
if(data47 < 1 || isNaN(data47)){
const err93 = {instancePath:instancePath+"/error/span/col",schemaPath:"#/$defs/span/properties/col/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.col,data:data47};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
if(data44.endLine !== undefined){
let data48 = data44.endLine;
if(!((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48)))){
const err94 = {instancePath:instancePath+"/error/span/endLine",schemaPath:"#/$defs/span/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.endLine.type,parentSchema:schema40.properties.endLine,data:data48};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(typeof data48 == "number"){
if(data48 < 1 || isNaN(data48)){
const err95 = {instancePath:instancePath+"/error/span/endLine",schemaPath:"#/$defs/span/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.endLine,data:data48};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
if(data44.endCol !== undefined){
let data49 = data44.endCol;
if(!((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49)))){
const err96 = {instancePath:instancePath+"/error/span/endCol",schemaPath:"#/$defs/span/properties/endCol/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.endCol.type,parentSchema:schema40.properties.endCol,data:data49};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(typeof data49 == "number"){
if(data49 < 1 || isNaN(data49)){
const err97 = {instancePath:instancePath+"/error/span/endCol",schemaPath:"#/$defs/span/properties/endCol/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.endCol,data:data49};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
}
else {
const err98 = {instancePath:instancePath+"/error/span",schemaPath:"#/$defs/span/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data44};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.properties.error.type,parentSchema:schema38.properties.error,data:data41};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
else {
const err100 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema46 = {"title":"Test failure","description":"The check that failed: on a `failed` test, and on a `warning`.","type":"object","additionalProperties":false,"required":["step","stepName","message"],"properties":{"step":{"type":"integer","minimum":0,"description":"1-based number of the failing step (of the teardown steps when `teardown` is true); 0 for the document itself."},"stepName":{"type":"string"},"message":{"type":"string"},"expected":{},"actual":{},"location":{"$ref":"#/$defs/span"},"excerpt":{"type":"string","description":"The body around the failing path, redacted and clipped."},"teardown":{"type":"boolean","description":"True when the failure is a teardown step's: every step passed and a teardown step failed."}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.step === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "step"},message:"must have required property '"+"step"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.stepName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stepName"},message:"must have required property '"+"stepName"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "step") || (key0 === "stepName")) || (key0 === "message")) || (key0 === "expected")) || (key0 === "actual")) || (key0 === "location")) || (key0 === "excerpt")) || (key0 === "teardown"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.step !== undefined){
let data0 = data.step;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err4 = {instancePath:instancePath+"/step",schemaPath:"#/properties/step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema46.properties.step.type,parentSchema:schema46.properties.step,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/step",schemaPath:"#/properties/step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema46.properties.step,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.stepName !== undefined){
let data1 = data.stepName;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/stepName",schemaPath:"#/properties/stepName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.stepName.type,parentSchema:schema46.properties.stepName,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.message !== undefined){
let data2 = data.message;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.message.type,parentSchema:schema46.properties.message,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.location !== undefined){
let data3 = data.location;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.file === undefined){
const err8 = {instancePath:instancePath+"/location",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema40.required,parentSchema:schema40,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.line === undefined){
const err9 = {instancePath:instancePath+"/location",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'",schema:schema40.required,parentSchema:schema40,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.col === undefined){
const err10 = {instancePath:instancePath+"/location",schemaPath:"#/$defs/span/required",keyword:"required",params:{missingProperty: "col"},message:"must have required property '"+"col"+"'",schema:schema40.required,parentSchema:schema40,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data3){
if(!(((((key1 === "file") || (key1 === "line")) || (key1 === "col")) || (key1 === "endLine")) || (key1 === "endCol"))){
const err11 = {instancePath:instancePath+"/location",schemaPath:"#/$defs/span/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.file !== undefined){
let data4 = data3.file;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/location/file",schemaPath:"#/$defs/span/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.file.type,parentSchema:schema40.properties.file,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.line !== undefined){
let data5 = data3.line;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err13 = {instancePath:instancePath+"/location/line",schemaPath:"#/$defs/span/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.line.type,parentSchema:schema40.properties.line,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 < 1 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/location/line",schemaPath:"#/$defs/span/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.line,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data3.col !== undefined){
let data6 = data3.col;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err15 = {instancePath:instancePath+"/location/col",schemaPath:"#/$defs/span/properties/col/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.col.type,parentSchema:schema40.properties.col,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 < 1 || isNaN(data6)){
const err16 = {instancePath:instancePath+"/location/col",schemaPath:"#/$defs/span/properties/col/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.col,data:data6};
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
if(data3.endLine !== undefined){
let data7 = data3.endLine;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err17 = {instancePath:instancePath+"/location/endLine",schemaPath:"#/$defs/span/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.endLine.type,parentSchema:schema40.properties.endLine,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 1 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/location/endLine",schemaPath:"#/$defs/span/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.endLine,data:data7};
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
if(data3.endCol !== undefined){
let data8 = data3.endCol;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err19 = {instancePath:instancePath+"/location/endCol",schemaPath:"#/$defs/span/properties/endCol/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.endCol.type,parentSchema:schema40.properties.endCol,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 < 1 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/location/endCol",schemaPath:"#/$defs/span/properties/endCol/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.endCol,data:data8};
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
}
else {
const err21 = {instancePath:instancePath+"/location",schemaPath:"#/$defs/span/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.excerpt !== undefined){
let data9 = data.excerpt;
if(typeof data9 !== "string"){
const err22 = {instancePath:instancePath+"/excerpt",schemaPath:"#/properties/excerpt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.excerpt.type,parentSchema:schema46.properties.excerpt,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.teardown !== undefined){
let data10 = data.teardown;
if(typeof data10 !== "boolean"){
const err23 = {instancePath:instancePath+"/teardown",schemaPath:"#/properties/teardown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.properties.teardown.type,parentSchema:schema46.properties.teardown,data:data10};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.file === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.line === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.suite === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suite"},message:"must have required property '"+"suite"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.status === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.traces === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "traces"},message:"must have required property '"+"traces"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.spec === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.tags === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tags"},message:"must have required property '"+"tags"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.durationMs === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.steps === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema34.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 !== "string"){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.id.type,parentSchema:schema34.properties.id,data:data0};
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
let data1 = data.title;
if(typeof data1 !== "string"){
const err13 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.title.type,parentSchema:schema34.properties.title,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.file !== undefined){
let data2 = data.file;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.file.type,parentSchema:schema34.properties.file,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.line !== undefined){
let data3 = data.line;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err15 = {instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.line.type,parentSchema:schema34.properties.line,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema34.properties.line,data:data3};
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
if(data.suite !== undefined){
let data4 = data.suite;
if(typeof data4 !== "string"){
const err17 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.suite.type,parentSchema:schema34.properties.suite,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(!((((((data5 === "passed") || (data5 === "failed")) || (data5 === "warning")) || (data5 === "skipped")) || (data5 === "not-applicable")) || (data5 === "could-not-judge"))){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/testStatus/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values",schema:schema35.enum,parentSchema:schema35,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.level !== undefined){
let data6 = data.level;
if(!((((data6 === "required") || (data6 === "recommended")) || (data6 === "conditional")) || (data6 === "optional"))){
const err19 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/enum",keyword:"enum",params:{allowedValues: schema34.properties.level.enum},message:"must be equal to one of the allowed values",schema:schema34.properties.level.enum,parentSchema:schema34.properties.level,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.requirements !== undefined){
let data7 = data.requirements;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data7[i0], {instancePath:instancePath+"/requirements/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.requirements.type,parentSchema:schema34.properties.requirements,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.traces !== undefined){
let data9 = data.traces;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(typeof data10 !== "string"){
const err21 = {instancePath:instancePath+"/traces/" + i1,schemaPath:"#/properties/traces/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.traces.items.type,parentSchema:schema34.properties.traces.items,data:data10};
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
const err22 = {instancePath:instancePath+"/traces",schemaPath:"#/properties/traces/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.traces.type,parentSchema:schema34.properties.traces,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.spec !== undefined){
let data11 = data.spec;
if(Array.isArray(data11)){
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
let data12 = data11[i2];
if(typeof data12 !== "string"){
const err23 = {instancePath:instancePath+"/spec/" + i2,schemaPath:"#/properties/spec/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.spec.items.type,parentSchema:schema34.properties.spec.items,data:data12};
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
const err24 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.spec.type,parentSchema:schema34.properties.spec,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.tags !== undefined){
let data13 = data.tags;
if(Array.isArray(data13)){
const len3 = data13.length;
for(let i3=0; i3<len3; i3++){
let data14 = data13[i3];
if(typeof data14 !== "string"){
const err25 = {instancePath:instancePath+"/tags/" + i3,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.tags.items.type,parentSchema:schema34.properties.tags.items,data:data14};
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
const err26 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.tags.type,parentSchema:schema34.properties.tags,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data15 = data.durationMs;
if(typeof data15 == "number"){
if(data15 < 0 || isNaN(data15)){
const err27 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema34.properties.durationMs,data:data15};
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
const err28 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.durationMs.type,parentSchema:schema34.properties.durationMs,data:data15};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.reason !== undefined){
let data16 = data.reason;
if(typeof data16 !== "string"){
const err29 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.reason.type,parentSchema:schema34.properties.reason,data:data16};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.steps !== undefined){
let data17 = data.steps;
if(Array.isArray(data17)){
const len4 = data17.length;
for(let i4=0; i4<len4; i4++){
if(!(validate26(data17[i4], {instancePath:instancePath+"/steps/" + i4,parentData:data17,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err30 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.steps.type,parentSchema:schema34.properties.steps,data:data17};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.teardown !== undefined){
let data19 = data.teardown;
if(Array.isArray(data19)){
const len5 = data19.length;
for(let i5=0; i5<len5; i5++){
if(!(validate26(data19[i5], {instancePath:instancePath+"/teardown/" + i5,parentData:data19,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err31 = {instancePath:instancePath+"/teardown",schemaPath:"#/properties/teardown/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.teardown.type,parentSchema:schema34.properties.teardown,data:data19};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.failure !== undefined){
if(!(validate31(data.failure, {instancePath:instancePath+"/failure",parentData:data,parentDataProperty:"failure",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.notes !== undefined){
let data22 = data.notes;
if(Array.isArray(data22)){
const len6 = data22.length;
for(let i6=0; i6<len6; i6++){
let data23 = data22[i6];
if(typeof data23 !== "string"){
const err32 = {instancePath:instancePath+"/notes/" + i6,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.notes.items.type,parentSchema:schema34.properties.notes.items,data:data23};
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
const err33 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.notes.type,parentSchema:schema34.properties.notes,data:data22};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.knownFailure !== undefined){
let data24 = data.knownFailure;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.reason === undefined){
const err34 = {instancePath:instancePath+"/knownFailure",schemaPath:"#/$defs/knownFailure/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema48.required,parentSchema:schema48,data:data24};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data24.baseline === undefined){
const err35 = {instancePath:instancePath+"/knownFailure",schemaPath:"#/$defs/knownFailure/required",keyword:"required",params:{missingProperty: "baseline"},message:"must have required property '"+"baseline"+"'",schema:schema48.required,parentSchema:schema48,data:data24};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key1 in data24){
if(!((key1 === "reason") || (key1 === "baseline"))){
const err36 = {instancePath:instancePath+"/knownFailure",schemaPath:"#/$defs/knownFailure/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data:data24};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data24.reason !== undefined){
let data25 = data24.reason;
if(typeof data25 !== "string"){
const err37 = {instancePath:instancePath+"/knownFailure/reason",schemaPath:"#/$defs/knownFailure/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.reason.type,parentSchema:schema48.properties.reason,data:data25};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data24.baseline !== undefined){
let data26 = data24.baseline;
if(typeof data26 !== "string"){
const err38 = {instancePath:instancePath+"/knownFailure/baseline",schemaPath:"#/$defs/knownFailure/properties/baseline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.baseline.type,parentSchema:schema48.properties.baseline,data:data26};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/knownFailure",schemaPath:"#/$defs/knownFailure/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data:data24};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.documentDefect !== undefined){
let data27 = data.documentDefect;
if(true !== data27){
const err40 = {instancePath:instancePath+"/documentDefect",schemaPath:"#/properties/documentDefect/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema34.properties.documentDefect,data:data27};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.matrix !== undefined){
let data28 = data.matrix;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
for(const key2 in data28){
let data29 = data28[key2];
if(((typeof data29 !== "string") && (!(typeof data29 == "number"))) && (typeof data29 !== "boolean")){
const err41 = {instancePath:instancePath+"/matrix/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/matrix/additionalProperties/type",keyword:"type",params:{type: schema34.properties.matrix.additionalProperties.type},message:"must be string,number,boolean",schema:schema34.properties.matrix.additionalProperties.type,parentSchema:schema34.properties.matrix.additionalProperties,data:data29};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/matrix",schemaPath:"#/properties/matrix/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.properties.matrix.type,parentSchema:schema34.properties.matrix,data:data28};
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
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema49 = {"description":"The join of this run with its catalogs (docs/reports.md, \"How to read coverage\"): per catalog, each expected test ID's status, each section's counts and share covered, each traceability row's scenarios and verdict; plus tests no catalog speaks for and references the catalogs lack. Written by the json reporter; optional (results.json files from before it, and `wirecase report --from` inputs, may lack it; `wirecase report` recomputes it).","type":"object","additionalProperties":false,"required":["catalogs","uncatalogued","problems"],"properties":{"catalogs":{"type":"array","items":{"$ref":"#/$defs/catalogCoverage"}},"uncatalogued":{"description":"Test IDs no catalog speaks for.","type":"array","items":{"type":"string"}},"problems":{"description":"References a catalog does not have (an error under --strict-catalog).","type":"array","items":{"$ref":"#/$defs/catalogProblem"}}}};
const schema59 = {"type":"object","additionalProperties":false,"required":["kind","testId","file","line","value","at","message","candidates"],"properties":{"kind":{"enum":["unknown-id","unknown-trace","unknown-spec","no-catalog"]},"testId":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1},"value":{"type":"string"},"at":{"type":"array","items":{"type":["string","integer"]}},"catalog":{"type":"string"},"message":{"type":"string"},"candidates":{"type":"array","items":{"type":"string"}}}};
const schema50 = {"type":"object","additionalProperties":false,"required":["file","spec","documents","tests","sections","traces","missing","unmatchedUrls","totals"],"properties":{"file":{"description":"The catalog file (display path).","type":"string"},"spec":{"type":"object","description":"The catalog's `spec` block (see catalog.schema.json).","required":["key","title"],"properties":{"key":{"type":"string"},"title":{"type":"string"}}},"documents":{"type":"array","items":{"type":"string"}},"tests":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","title","section","status"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"section":{"type":"string"},"phase":{"type":"integer"},"level":{"type":"string"},"status":{"enum":["passed","failed","warning","skipped","not-applicable","could-not-judge","not-covered","untestable"]},"scenario":{"$ref":"#/$defs/scenarioRef"},"untestable":{"type":"string"}}}},"sections":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["key","title","url","depth","counts","documents","covered","coverable","share","verdict"],"properties":{"key":{"type":"string"},"title":{"type":"string"},"url":{"type":"string"},"parent":{"type":"string"},"depth":{"type":"integer","minimum":0},"counts":{"type":"object","additionalProperties":false,"required":["passed","failed","skipped","not-applicable","not-covered","untestable"],"properties":{"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"warning":{"description":"Entries that ended in a warning (covered, not failed). Absent in results.json files written before warnings existed.","type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"could-not-judge":{"description":"Entries the run could not judge (the target refused before the tested behaviour, a dependency of it failed, or a client never started). Absent in results.json files written before this outcome existed.","type":"integer","minimum":0},"not-covered":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0}}},"documents":{"type":"array","items":{"type":"string"}},"covered":{"type":"integer","minimum":0},"coverable":{"type":"integer","minimum":0},"share":{"type":["number","null"],"minimum":0,"maximum":1},"verdict":{"enum":["passed","failed","partial","not-covered","not-applicable","untestable"]},"knownFailures":{"title":"Known failures","description":"Of `counts.failed`, the entries that are known failures (every failed run of them listed in the baseline). Present when there are some.","type":"integer","minimum":0}}}},"traces":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","title","level","required","lines","sections","scenarios","verdict"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"level":{"type":"string"},"required":{"type":"boolean"},"lines":{"type":"string"},"item":{"type":"string"},"sections":{"type":"array","items":{"type":"string"}},"scenarios":{"type":"array","items":{"$ref":"#/$defs/scenarioRef"}},"verdict":{"enum":["proven","proven-with-warnings","failed","gap","not-covered","unproven","not-applicable","untestable"],"description":"`proven-with-warnings`: every scenario passed or ended in a warning (a SHOULD or MAY not met), and at least one warned."},"untestable":{"type":"string"},"notes":{"type":"string","description":"The catalog row's notes, given for a row left open (not proven, not covered, not applicable): why it is open."}}}},"missing":{"type":"array","items":{"type":"string"}},"unmatchedUrls":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["testId","url"],"properties":{"testId":{"type":"string"},"url":{"type":"string"}}}},"requirements":{"description":"Per normative sentence, when the catalog names a requirement catalog.","$ref":"#/$defs/requirementCoverage"},"totals":{"type":"object","additionalProperties":false,"required":["tests","rows","sectionsCovered","sections"],"properties":{"tests":{"type":"object","additionalProperties":false,"required":["passed","failed","skipped","not-applicable","not-covered","untestable"],"properties":{"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"warning":{"description":"Test IDs that ended in a warning. Absent in results.json files written before warnings existed.","type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"could-not-judge":{"description":"Entries the run could not judge (the target refused before the tested behaviour, a dependency of it failed, or a client never started). Absent in results.json files written before this outcome existed.","type":"integer","minimum":0},"not-covered":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0}}},"rows":{"type":"object","additionalProperties":false,"required":["proven","failed","gap","not-covered","unproven","not-applicable","untestable"],"properties":{"proven":{"type":"integer","minimum":0},"proven-with-warnings":{"description":"Rows proven with warnings. Absent in results.json files written before warnings existed.","type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"gap":{"type":"integer","minimum":0},"not-covered":{"type":"integer","minimum":0},"unproven":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0}}},"sectionsCovered":{"type":"integer","minimum":0},"sections":{"type":"integer","minimum":0},"knownFailures":{"title":"Known failures","description":"Of `tests.failed`, the test IDs that are known failures. Present when there are some.","type":"integer","minimum":0}}}}};
const schema51 = {"type":"object","additionalProperties":false,"required":["id","title","status","file","line"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"status":{"$ref":"#/$defs/testStatus"},"requirementLevel":{"description":"The strongest level of the test's `requirements`, when it has some.","$ref":"#/$defs/normativeLevel"},"file":{"type":"string"},"line":{"type":"integer","minimum":1},"knownFailure":{"$ref":"#/$defs/knownFailure"}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.file === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.line === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "title")) || (key0 === "status")) || (key0 === "requirementLevel")) || (key0 === "file")) || (key0 === "line")) || (key0 === "knownFailure"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.id.type,parentSchema:schema51.properties.id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.title.type,parentSchema:schema51.properties.title,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(!((((((data2 === "passed") || (data2 === "failed")) || (data2 === "warning")) || (data2 === "skipped")) || (data2 === "not-applicable")) || (data2 === "could-not-judge"))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/testStatus/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values",schema:schema35.enum,parentSchema:schema35,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.requirementLevel !== undefined){
let data3 = data.requirementLevel;
if(!(((((((((((data3 === "MUST") || (data3 === "MUST NOT")) || (data3 === "REQUIRED")) || (data3 === "SHALL")) || (data3 === "SHALL NOT")) || (data3 === "SHOULD")) || (data3 === "SHOULD NOT")) || (data3 === "RECOMMENDED")) || (data3 === "NOT RECOMMENDED")) || (data3 === "MAY")) || (data3 === "OPTIONAL"))){
const err9 = {instancePath:instancePath+"/requirementLevel",schemaPath:"#/$defs/normativeLevel/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values",schema:schema37.enum,parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.file !== undefined){
let data4 = data.file;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.file.type,parentSchema:schema51.properties.file,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.line !== undefined){
let data5 = data.line;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err11 = {instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.line.type,parentSchema:schema51.properties.line,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 < 1 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema51.properties.line,data:data5};
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
if(data.knownFailure !== undefined){
let data6 = data.knownFailure;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.reason === undefined){
const err13 = {instancePath:instancePath+"/knownFailure",schemaPath:"#/$defs/knownFailure/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema48.required,parentSchema:schema48,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.baseline === undefined){
const err14 = {instancePath:instancePath+"/knownFailure",schemaPath:"#/$defs/knownFailure/required",keyword:"required",params:{missingProperty: "baseline"},message:"must have required property '"+"baseline"+"'",schema:schema48.required,parentSchema:schema48,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data6){
if(!((key1 === "reason") || (key1 === "baseline"))){
const err15 = {instancePath:instancePath+"/knownFailure",schemaPath:"#/$defs/knownFailure/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6.reason !== undefined){
let data7 = data6.reason;
if(typeof data7 !== "string"){
const err16 = {instancePath:instancePath+"/knownFailure/reason",schemaPath:"#/$defs/knownFailure/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.reason.type,parentSchema:schema48.properties.reason,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.baseline !== undefined){
let data8 = data6.baseline;
if(typeof data8 !== "string"){
const err17 = {instancePath:instancePath+"/knownFailure/baseline",schemaPath:"#/$defs/knownFailure/properties/baseline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.baseline.type,parentSchema:schema48.properties.baseline,data:data8};
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
const err18 = {instancePath:instancePath+"/knownFailure",schemaPath:"#/$defs/knownFailure/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data:data6};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema55 = {"description":"The join with the catalog's requirement catalog: a verdict per normative sentence, and the counts of server-side sentences (role server or any).","type":"object","additionalProperties":false,"required":["entries","serverMusts","byLevel","bySection"],"properties":{"entries":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","level","role","section","line","text","url","verdict","tests"],"properties":{"id":{"type":"string"},"level":{"enum":["MUST","MUST NOT","SHOULD","SHOULD NOT","MAY"]},"role":{"enum":["server","client","any","host","view","authorization-server","pending"]},"section":{"type":"string"},"line":{"type":"integer","minimum":1},"text":{"type":"string"},"url":{"type":"string"},"verdict":{"enum":["proven","proven-with-warnings","failed","unproven","not-applicable","not-run","gap","untestable","pending"]},"tests":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","status"],"properties":{"id":{"type":"string"},"status":{"$ref":"#/$defs/testStatus"}}}},"reason":{"description":"Why it is untestable, or what the gap is.","type":"string"}}}},"serverMusts":{"description":"Server-side MUST and MUST NOT sentences: the headline \"N of M server MUSTs proven\".","$ref":"#/$defs/requirementTally"},"clientMusts":{"description":"Client-role MUST and MUST NOT sentences, proven by client-role documents (wirecase playing the server): \"N of M client MUSTs proven\". Its `testable` leaves out untestable and not-yet-reviewed sentences, as `serverMusts` does. Absent in results.json files written before it existed.","$ref":"#/$defs/requirementTally"},"byLevel":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["level","testable","proven","counts"],"properties":{"level":{"enum":["MUST","MUST NOT","SHOULD","SHOULD NOT","MAY"]},"testable":{"description":"Sentences that could be proven (untestable and not-yet-reviewed ones excluded).","type":"integer","minimum":0},"proven":{"description":"Of those, the ones proven (with or without warnings).","type":"integer","minimum":0},"counts":{"description":"Sentences per verdict.","type":"object","additionalProperties":false,"required":["proven","proven-with-warnings","failed","unproven","not-applicable","not-run","gap","untestable","pending"],"properties":{"proven":{"type":"integer","minimum":0},"proven-with-warnings":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"unproven":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"not-run":{"type":"integer","minimum":0},"gap":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0},"pending":{"type":"integer","minimum":0}}}}}},"bySection":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["key","title","depth","testable","proven","counts"],"properties":{"key":{"type":"string"},"title":{"type":"string"},"depth":{"type":"integer","minimum":0},"testable":{"description":"Sentences that could be proven (untestable and not-yet-reviewed ones excluded).","type":"integer","minimum":0},"proven":{"description":"Of those, the ones proven (with or without warnings).","type":"integer","minimum":0},"counts":{"description":"Sentences per verdict.","type":"object","additionalProperties":false,"required":["proven","proven-with-warnings","failed","unproven","not-applicable","not-run","gap","untestable","pending"],"properties":{"proven":{"type":"integer","minimum":0},"proven-with-warnings":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"unproven":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"not-run":{"type":"integer","minimum":0},"gap":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0},"pending":{"type":"integer","minimum":0}}}}}}}};
const schema57 = {"type":"object","additionalProperties":false,"required":["testable","proven","counts"],"properties":{"testable":{"description":"Sentences that could be proven (untestable and not-yet-reviewed ones excluded).","type":"integer","minimum":0},"proven":{"description":"Of those, the ones proven (with or without warnings).","type":"integer","minimum":0},"counts":{"description":"Sentences per verdict.","type":"object","additionalProperties":false,"required":["proven","proven-with-warnings","failed","unproven","not-applicable","not-run","gap","untestable","pending"],"properties":{"proven":{"type":"integer","minimum":0},"proven-with-warnings":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"unproven":{"type":"integer","minimum":0},"not-applicable":{"type":"integer","minimum":0},"not-run":{"type":"integer","minimum":0},"gap":{"type":"integer","minimum":0},"untestable":{"type":"integer","minimum":0},"pending":{"type":"integer","minimum":0}}}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entries === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.serverMusts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serverMusts"},message:"must have required property '"+"serverMusts"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.byLevel === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "byLevel"},message:"must have required property '"+"byLevel"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.bySection === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bySection"},message:"must have required property '"+"bySection"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "entries") || (key0 === "serverMusts")) || (key0 === "clientMusts")) || (key0 === "byLevel")) || (key0 === "bySection"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entries !== undefined){
let data0 = data.entries;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err5 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema55.properties.entries.items.required,parentSchema:schema55.properties.entries.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.level === undefined){
const err6 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'",schema:schema55.properties.entries.items.required,parentSchema:schema55.properties.entries.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.role === undefined){
const err7 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema55.properties.entries.items.required,parentSchema:schema55.properties.entries.items,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.section === undefined){
const err8 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "section"},message:"must have required property '"+"section"+"'",schema:schema55.properties.entries.items.required,parentSchema:schema55.properties.entries.items,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.line === undefined){
const err9 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'",schema:schema55.properties.entries.items.required,parentSchema:schema55.properties.entries.items,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.text === undefined){
const err10 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema55.properties.entries.items.required,parentSchema:schema55.properties.entries.items,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.url === undefined){
const err11 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema55.properties.entries.items.required,parentSchema:schema55.properties.entries.items,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.verdict === undefined){
const err12 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'",schema:schema55.properties.entries.items.required,parentSchema:schema55.properties.entries.items,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.tests === undefined){
const err13 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "tests"},message:"must have required property '"+"tests"+"'",schema:schema55.properties.entries.items.required,parentSchema:schema55.properties.entries.items,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data1){
if(!(func1.call(schema55.properties.entries.items.properties, key1))){
const err14 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema55.properties.entries.items,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(typeof data2 !== "string"){
const err15 = {instancePath:instancePath+"/entries/" + i0+"/id",schemaPath:"#/properties/entries/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.entries.items.properties.id.type,parentSchema:schema55.properties.entries.items.properties.id,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.level !== undefined){
let data3 = data1.level;
if(!(((((data3 === "MUST") || (data3 === "MUST NOT")) || (data3 === "SHOULD")) || (data3 === "SHOULD NOT")) || (data3 === "MAY"))){
const err16 = {instancePath:instancePath+"/entries/" + i0+"/level",schemaPath:"#/properties/entries/items/properties/level/enum",keyword:"enum",params:{allowedValues: schema55.properties.entries.items.properties.level.enum},message:"must be equal to one of the allowed values",schema:schema55.properties.entries.items.properties.level.enum,parentSchema:schema55.properties.entries.items.properties.level,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.role !== undefined){
let data4 = data1.role;
if(!(((((((data4 === "server") || (data4 === "client")) || (data4 === "any")) || (data4 === "host")) || (data4 === "view")) || (data4 === "authorization-server")) || (data4 === "pending"))){
const err17 = {instancePath:instancePath+"/entries/" + i0+"/role",schemaPath:"#/properties/entries/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema55.properties.entries.items.properties.role.enum},message:"must be equal to one of the allowed values",schema:schema55.properties.entries.items.properties.role.enum,parentSchema:schema55.properties.entries.items.properties.role,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.section !== undefined){
let data5 = data1.section;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/entries/" + i0+"/section",schemaPath:"#/properties/entries/items/properties/section/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.entries.items.properties.section.type,parentSchema:schema55.properties.entries.items.properties.section,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.line !== undefined){
let data6 = data1.line;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err19 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/properties/entries/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.entries.items.properties.line.type,parentSchema:schema55.properties.entries.items.properties.line,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 < 1 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/entries/" + i0+"/line",schemaPath:"#/properties/entries/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema55.properties.entries.items.properties.line,data:data6};
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
if(data1.text !== undefined){
let data7 = data1.text;
if(typeof data7 !== "string"){
const err21 = {instancePath:instancePath+"/entries/" + i0+"/text",schemaPath:"#/properties/entries/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.entries.items.properties.text.type,parentSchema:schema55.properties.entries.items.properties.text,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.url !== undefined){
let data8 = data1.url;
if(typeof data8 !== "string"){
const err22 = {instancePath:instancePath+"/entries/" + i0+"/url",schemaPath:"#/properties/entries/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.entries.items.properties.url.type,parentSchema:schema55.properties.entries.items.properties.url,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.verdict !== undefined){
let data9 = data1.verdict;
if(!(((((((((data9 === "proven") || (data9 === "proven-with-warnings")) || (data9 === "failed")) || (data9 === "unproven")) || (data9 === "not-applicable")) || (data9 === "not-run")) || (data9 === "gap")) || (data9 === "untestable")) || (data9 === "pending"))){
const err23 = {instancePath:instancePath+"/entries/" + i0+"/verdict",schemaPath:"#/properties/entries/items/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema55.properties.entries.items.properties.verdict.enum},message:"must be equal to one of the allowed values",schema:schema55.properties.entries.items.properties.verdict.enum,parentSchema:schema55.properties.entries.items.properties.verdict,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.tests !== undefined){
let data10 = data1.tests;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.id === undefined){
const err24 = {instancePath:instancePath+"/entries/" + i0+"/tests/" + i1,schemaPath:"#/properties/entries/items/properties/tests/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema55.properties.entries.items.properties.tests.items.required,parentSchema:schema55.properties.entries.items.properties.tests.items,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data11.status === undefined){
const err25 = {instancePath:instancePath+"/entries/" + i0+"/tests/" + i1,schemaPath:"#/properties/entries/items/properties/tests/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema55.properties.entries.items.properties.tests.items.required,parentSchema:schema55.properties.entries.items.properties.tests.items,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data11){
if(!((key2 === "id") || (key2 === "status"))){
const err26 = {instancePath:instancePath+"/entries/" + i0+"/tests/" + i1,schemaPath:"#/properties/entries/items/properties/tests/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema55.properties.entries.items.properties.tests.items,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.id !== undefined){
let data12 = data11.id;
if(typeof data12 !== "string"){
const err27 = {instancePath:instancePath+"/entries/" + i0+"/tests/" + i1+"/id",schemaPath:"#/properties/entries/items/properties/tests/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.entries.items.properties.tests.items.properties.id.type,parentSchema:schema55.properties.entries.items.properties.tests.items.properties.id,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data11.status !== undefined){
let data13 = data11.status;
if(!((((((data13 === "passed") || (data13 === "failed")) || (data13 === "warning")) || (data13 === "skipped")) || (data13 === "not-applicable")) || (data13 === "could-not-judge"))){
const err28 = {instancePath:instancePath+"/entries/" + i0+"/tests/" + i1+"/status",schemaPath:"#/$defs/testStatus/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values",schema:schema35.enum,parentSchema:schema35,data:data13};
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
const err29 = {instancePath:instancePath+"/entries/" + i0+"/tests/" + i1,schemaPath:"#/properties/entries/items/properties/tests/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties.entries.items.properties.tests.items.type,parentSchema:schema55.properties.entries.items.properties.tests.items,data:data11};
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
const err30 = {instancePath:instancePath+"/entries/" + i0+"/tests",schemaPath:"#/properties/entries/items/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties.entries.items.properties.tests.type,parentSchema:schema55.properties.entries.items.properties.tests,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.reason !== undefined){
let data14 = data1.reason;
if(typeof data14 !== "string"){
const err31 = {instancePath:instancePath+"/entries/" + i0+"/reason",schemaPath:"#/properties/entries/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.entries.items.properties.reason.type,parentSchema:schema55.properties.entries.items.properties.reason,data:data14};
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
const err32 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties.entries.items.type,parentSchema:schema55.properties.entries.items,data:data1};
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
const err33 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties.entries.type,parentSchema:schema55.properties.entries,data:data0};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.serverMusts !== undefined){
let data15 = data.serverMusts;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.testable === undefined){
const err34 = {instancePath:instancePath+"/serverMusts",schemaPath:"#/$defs/requirementTally/required",keyword:"required",params:{missingProperty: "testable"},message:"must have required property '"+"testable"+"'",schema:schema57.required,parentSchema:schema57,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data15.proven === undefined){
const err35 = {instancePath:instancePath+"/serverMusts",schemaPath:"#/$defs/requirementTally/required",keyword:"required",params:{missingProperty: "proven"},message:"must have required property '"+"proven"+"'",schema:schema57.required,parentSchema:schema57,data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.counts === undefined){
const err36 = {instancePath:instancePath+"/serverMusts",schemaPath:"#/$defs/requirementTally/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'",schema:schema57.required,parentSchema:schema57,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key3 in data15){
if(!(((key3 === "testable") || (key3 === "proven")) || (key3 === "counts"))){
const err37 = {instancePath:instancePath+"/serverMusts",schemaPath:"#/$defs/requirementTally/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15.testable !== undefined){
let data16 = data15.testable;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err38 = {instancePath:instancePath+"/serverMusts/testable",schemaPath:"#/$defs/requirementTally/properties/testable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.testable.type,parentSchema:schema57.properties.testable,data:data16};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 < 0 || isNaN(data16)){
const err39 = {instancePath:instancePath+"/serverMusts/testable",schemaPath:"#/$defs/requirementTally/properties/testable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.testable,data:data16};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data15.proven !== undefined){
let data17 = data15.proven;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err40 = {instancePath:instancePath+"/serverMusts/proven",schemaPath:"#/$defs/requirementTally/properties/proven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.proven.type,parentSchema:schema57.properties.proven,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 < 0 || isNaN(data17)){
const err41 = {instancePath:instancePath+"/serverMusts/proven",schemaPath:"#/$defs/requirementTally/properties/proven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.proven,data:data17};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data15.counts !== undefined){
let data18 = data15.counts;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.proven === undefined){
const err42 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "proven"},message:"must have required property '"+"proven"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data18["proven-with-warnings"] === undefined){
const err43 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "proven-with-warnings"},message:"must have required property '"+"proven-with-warnings"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data18.failed === undefined){
const err44 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data18.unproven === undefined){
const err45 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "unproven"},message:"must have required property '"+"unproven"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data18["not-applicable"] === undefined){
const err46 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "not-applicable"},message:"must have required property '"+"not-applicable"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data18["not-run"] === undefined){
const err47 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "not-run"},message:"must have required property '"+"not-run"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data18.gap === undefined){
const err48 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "gap"},message:"must have required property '"+"gap"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data18.untestable === undefined){
const err49 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "untestable"},message:"must have required property '"+"untestable"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data18.pending === undefined){
const err50 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "pending"},message:"must have required property '"+"pending"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key4 in data18){
if(!(func1.call(schema57.properties.counts.properties, key4))){
const err51 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data18.proven !== undefined){
let data19 = data18.proven;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err52 = {instancePath:instancePath+"/serverMusts/counts/proven",schemaPath:"#/$defs/requirementTally/properties/counts/properties/proven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.proven.type,parentSchema:schema57.properties.counts.properties.proven,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(typeof data19 == "number"){
if(data19 < 0 || isNaN(data19)){
const err53 = {instancePath:instancePath+"/serverMusts/counts/proven",schemaPath:"#/$defs/requirementTally/properties/counts/properties/proven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.proven,data:data19};
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
if(data18["proven-with-warnings"] !== undefined){
let data20 = data18["proven-with-warnings"];
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err54 = {instancePath:instancePath+"/serverMusts/counts/proven-with-warnings",schemaPath:"#/$defs/requirementTally/properties/counts/properties/proven-with-warnings/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties["proven-with-warnings"].type,parentSchema:schema57.properties.counts.properties["proven-with-warnings"],data:data20};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 0 || isNaN(data20)){
const err55 = {instancePath:instancePath+"/serverMusts/counts/proven-with-warnings",schemaPath:"#/$defs/requirementTally/properties/counts/properties/proven-with-warnings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties["proven-with-warnings"],data:data20};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data18.failed !== undefined){
let data21 = data18.failed;
if(!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))){
const err56 = {instancePath:instancePath+"/serverMusts/counts/failed",schemaPath:"#/$defs/requirementTally/properties/counts/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.failed.type,parentSchema:schema57.properties.counts.properties.failed,data:data21};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data21 == "number"){
if(data21 < 0 || isNaN(data21)){
const err57 = {instancePath:instancePath+"/serverMusts/counts/failed",schemaPath:"#/$defs/requirementTally/properties/counts/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.failed,data:data21};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data18.unproven !== undefined){
let data22 = data18.unproven;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
const err58 = {instancePath:instancePath+"/serverMusts/counts/unproven",schemaPath:"#/$defs/requirementTally/properties/counts/properties/unproven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.unproven.type,parentSchema:schema57.properties.counts.properties.unproven,data:data22};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(typeof data22 == "number"){
if(data22 < 0 || isNaN(data22)){
const err59 = {instancePath:instancePath+"/serverMusts/counts/unproven",schemaPath:"#/$defs/requirementTally/properties/counts/properties/unproven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.unproven,data:data22};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data18["not-applicable"] !== undefined){
let data23 = data18["not-applicable"];
if(!((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23)))){
const err60 = {instancePath:instancePath+"/serverMusts/counts/not-applicable",schemaPath:"#/$defs/requirementTally/properties/counts/properties/not-applicable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties["not-applicable"].type,parentSchema:schema57.properties.counts.properties["not-applicable"],data:data23};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(typeof data23 == "number"){
if(data23 < 0 || isNaN(data23)){
const err61 = {instancePath:instancePath+"/serverMusts/counts/not-applicable",schemaPath:"#/$defs/requirementTally/properties/counts/properties/not-applicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties["not-applicable"],data:data23};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
if(data18["not-run"] !== undefined){
let data24 = data18["not-run"];
if(!((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24)))){
const err62 = {instancePath:instancePath+"/serverMusts/counts/not-run",schemaPath:"#/$defs/requirementTally/properties/counts/properties/not-run/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties["not-run"].type,parentSchema:schema57.properties.counts.properties["not-run"],data:data24};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(typeof data24 == "number"){
if(data24 < 0 || isNaN(data24)){
const err63 = {instancePath:instancePath+"/serverMusts/counts/not-run",schemaPath:"#/$defs/requirementTally/properties/counts/properties/not-run/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties["not-run"],data:data24};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
if(data18.gap !== undefined){
let data25 = data18.gap;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
const err64 = {instancePath:instancePath+"/serverMusts/counts/gap",schemaPath:"#/$defs/requirementTally/properties/counts/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.gap.type,parentSchema:schema57.properties.counts.properties.gap,data:data25};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(typeof data25 == "number"){
if(data25 < 0 || isNaN(data25)){
const err65 = {instancePath:instancePath+"/serverMusts/counts/gap",schemaPath:"#/$defs/requirementTally/properties/counts/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.gap,data:data25};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data18.untestable !== undefined){
let data26 = data18.untestable;
if(!((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26)))){
const err66 = {instancePath:instancePath+"/serverMusts/counts/untestable",schemaPath:"#/$defs/requirementTally/properties/counts/properties/untestable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.untestable.type,parentSchema:schema57.properties.counts.properties.untestable,data:data26};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(typeof data26 == "number"){
if(data26 < 0 || isNaN(data26)){
const err67 = {instancePath:instancePath+"/serverMusts/counts/untestable",schemaPath:"#/$defs/requirementTally/properties/counts/properties/untestable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.untestable,data:data26};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data18.pending !== undefined){
let data27 = data18.pending;
if(!((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27)))){
const err68 = {instancePath:instancePath+"/serverMusts/counts/pending",schemaPath:"#/$defs/requirementTally/properties/counts/properties/pending/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.pending.type,parentSchema:schema57.properties.counts.properties.pending,data:data27};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(typeof data27 == "number"){
if(data27 < 0 || isNaN(data27)){
const err69 = {instancePath:instancePath+"/serverMusts/counts/pending",schemaPath:"#/$defs/requirementTally/properties/counts/properties/pending/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.pending,data:data27};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
}
else {
const err70 = {instancePath:instancePath+"/serverMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.properties.counts.type,parentSchema:schema57.properties.counts,data:data18};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/serverMusts",schemaPath:"#/$defs/requirementTally/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data:data15};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.clientMusts !== undefined){
let data28 = data.clientMusts;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.testable === undefined){
const err72 = {instancePath:instancePath+"/clientMusts",schemaPath:"#/$defs/requirementTally/required",keyword:"required",params:{missingProperty: "testable"},message:"must have required property '"+"testable"+"'",schema:schema57.required,parentSchema:schema57,data:data28};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data28.proven === undefined){
const err73 = {instancePath:instancePath+"/clientMusts",schemaPath:"#/$defs/requirementTally/required",keyword:"required",params:{missingProperty: "proven"},message:"must have required property '"+"proven"+"'",schema:schema57.required,parentSchema:schema57,data:data28};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data28.counts === undefined){
const err74 = {instancePath:instancePath+"/clientMusts",schemaPath:"#/$defs/requirementTally/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'",schema:schema57.required,parentSchema:schema57,data:data28};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
for(const key5 in data28){
if(!(((key5 === "testable") || (key5 === "proven")) || (key5 === "counts"))){
const err75 = {instancePath:instancePath+"/clientMusts",schemaPath:"#/$defs/requirementTally/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data:data28};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data28.testable !== undefined){
let data29 = data28.testable;
if(!((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29)))){
const err76 = {instancePath:instancePath+"/clientMusts/testable",schemaPath:"#/$defs/requirementTally/properties/testable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.testable.type,parentSchema:schema57.properties.testable,data:data29};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(typeof data29 == "number"){
if(data29 < 0 || isNaN(data29)){
const err77 = {instancePath:instancePath+"/clientMusts/testable",schemaPath:"#/$defs/requirementTally/properties/testable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.testable,data:data29};
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
if(data28.proven !== undefined){
let data30 = data28.proven;
if(!((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30)))){
const err78 = {instancePath:instancePath+"/clientMusts/proven",schemaPath:"#/$defs/requirementTally/properties/proven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.proven.type,parentSchema:schema57.properties.proven,data:data30};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(typeof data30 == "number"){
if(data30 < 0 || isNaN(data30)){
const err79 = {instancePath:instancePath+"/clientMusts/proven",schemaPath:"#/$defs/requirementTally/properties/proven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.proven,data:data30};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
if(data28.counts !== undefined){
let data31 = data28.counts;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.proven === undefined){
const err80 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "proven"},message:"must have required property '"+"proven"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data31["proven-with-warnings"] === undefined){
const err81 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "proven-with-warnings"},message:"must have required property '"+"proven-with-warnings"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data31.failed === undefined){
const err82 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data31.unproven === undefined){
const err83 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "unproven"},message:"must have required property '"+"unproven"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data31["not-applicable"] === undefined){
const err84 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "not-applicable"},message:"must have required property '"+"not-applicable"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data31["not-run"] === undefined){
const err85 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "not-run"},message:"must have required property '"+"not-run"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data31.gap === undefined){
const err86 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "gap"},message:"must have required property '"+"gap"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data31.untestable === undefined){
const err87 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "untestable"},message:"must have required property '"+"untestable"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data31.pending === undefined){
const err88 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/required",keyword:"required",params:{missingProperty: "pending"},message:"must have required property '"+"pending"+"'",schema:schema57.properties.counts.required,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
for(const key6 in data31){
if(!(func1.call(schema57.properties.counts.properties, key6))){
const err89 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data31.proven !== undefined){
let data32 = data31.proven;
if(!((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32)))){
const err90 = {instancePath:instancePath+"/clientMusts/counts/proven",schemaPath:"#/$defs/requirementTally/properties/counts/properties/proven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.proven.type,parentSchema:schema57.properties.counts.properties.proven,data:data32};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(typeof data32 == "number"){
if(data32 < 0 || isNaN(data32)){
const err91 = {instancePath:instancePath+"/clientMusts/counts/proven",schemaPath:"#/$defs/requirementTally/properties/counts/properties/proven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.proven,data:data32};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
if(data31["proven-with-warnings"] !== undefined){
let data33 = data31["proven-with-warnings"];
if(!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))){
const err92 = {instancePath:instancePath+"/clientMusts/counts/proven-with-warnings",schemaPath:"#/$defs/requirementTally/properties/counts/properties/proven-with-warnings/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties["proven-with-warnings"].type,parentSchema:schema57.properties.counts.properties["proven-with-warnings"],data:data33};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(typeof data33 == "number"){
if(data33 < 0 || isNaN(data33)){
const err93 = {instancePath:instancePath+"/clientMusts/counts/proven-with-warnings",schemaPath:"#/$defs/requirementTally/properties/counts/properties/proven-with-warnings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties["proven-with-warnings"],data:data33};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
if(data31.failed !== undefined){
let data34 = data31.failed;
if(!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34)))){
const err94 = {instancePath:instancePath+"/clientMusts/counts/failed",schemaPath:"#/$defs/requirementTally/properties/counts/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.failed.type,parentSchema:schema57.properties.counts.properties.failed,data:data34};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(typeof data34 == "number"){
if(data34 < 0 || isNaN(data34)){
const err95 = {instancePath:instancePath+"/clientMusts/counts/failed",schemaPath:"#/$defs/requirementTally/properties/counts/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.failed,data:data34};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
if(data31.unproven !== undefined){
let data35 = data31.unproven;
if(!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))){
const err96 = {instancePath:instancePath+"/clientMusts/counts/unproven",schemaPath:"#/$defs/requirementTally/properties/counts/properties/unproven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.unproven.type,parentSchema:schema57.properties.counts.properties.unproven,data:data35};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(typeof data35 == "number"){
if(data35 < 0 || isNaN(data35)){
const err97 = {instancePath:instancePath+"/clientMusts/counts/unproven",schemaPath:"#/$defs/requirementTally/properties/counts/properties/unproven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.unproven,data:data35};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
if(data31["not-applicable"] !== undefined){
let data36 = data31["not-applicable"];
if(!((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36)))){
const err98 = {instancePath:instancePath+"/clientMusts/counts/not-applicable",schemaPath:"#/$defs/requirementTally/properties/counts/properties/not-applicable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties["not-applicable"].type,parentSchema:schema57.properties.counts.properties["not-applicable"],data:data36};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(typeof data36 == "number"){
if(data36 < 0 || isNaN(data36)){
const err99 = {instancePath:instancePath+"/clientMusts/counts/not-applicable",schemaPath:"#/$defs/requirementTally/properties/counts/properties/not-applicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties["not-applicable"],data:data36};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
if(data31["not-run"] !== undefined){
let data37 = data31["not-run"];
if(!((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37)))){
const err100 = {instancePath:instancePath+"/clientMusts/counts/not-run",schemaPath:"#/$defs/requirementTally/properties/counts/properties/not-run/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties["not-run"].type,parentSchema:schema57.properties.counts.properties["not-run"],data:data37};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(typeof data37 == "number"){
if(data37 < 0 || isNaN(data37)){
const err101 = {instancePath:instancePath+"/clientMusts/counts/not-run",schemaPath:"#/$defs/requirementTally/properties/counts/properties/not-run/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties["not-run"],data:data37};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
if(data31.gap !== undefined){
let data38 = data31.gap;
if(!((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38)))){
const err102 = {instancePath:instancePath+"/clientMusts/counts/gap",schemaPath:"#/$defs/requirementTally/properties/counts/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.gap.type,parentSchema:schema57.properties.counts.properties.gap,data:data38};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(typeof data38 == "number"){
if(data38 < 0 || isNaN(data38)){
const err103 = {instancePath:instancePath+"/clientMusts/counts/gap",schemaPath:"#/$defs/requirementTally/properties/counts/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.gap,data:data38};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
if(data31.untestable !== undefined){
let data39 = data31.untestable;
if(!((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39)))){
const err104 = {instancePath:instancePath+"/clientMusts/counts/untestable",schemaPath:"#/$defs/requirementTally/properties/counts/properties/untestable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.untestable.type,parentSchema:schema57.properties.counts.properties.untestable,data:data39};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(typeof data39 == "number"){
if(data39 < 0 || isNaN(data39)){
const err105 = {instancePath:instancePath+"/clientMusts/counts/untestable",schemaPath:"#/$defs/requirementTally/properties/counts/properties/untestable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.untestable,data:data39};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
if(data31.pending !== undefined){
let data40 = data31.pending;
if(!((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40)))){
const err106 = {instancePath:instancePath+"/clientMusts/counts/pending",schemaPath:"#/$defs/requirementTally/properties/counts/properties/pending/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.counts.properties.pending.type,parentSchema:schema57.properties.counts.properties.pending,data:data40};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(typeof data40 == "number"){
if(data40 < 0 || isNaN(data40)){
const err107 = {instancePath:instancePath+"/clientMusts/counts/pending",schemaPath:"#/$defs/requirementTally/properties/counts/properties/pending/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.counts.properties.pending,data:data40};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
}
else {
const err108 = {instancePath:instancePath+"/clientMusts/counts",schemaPath:"#/$defs/requirementTally/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.properties.counts.type,parentSchema:schema57.properties.counts,data:data31};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath:instancePath+"/clientMusts",schemaPath:"#/$defs/requirementTally/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data:data28};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.byLevel !== undefined){
let data41 = data.byLevel;
if(Array.isArray(data41)){
const len2 = data41.length;
for(let i2=0; i2<len2; i2++){
let data42 = data41[i2];
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.level === undefined){
const err110 = {instancePath:instancePath+"/byLevel/" + i2,schemaPath:"#/properties/byLevel/items/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'",schema:schema55.properties.byLevel.items.required,parentSchema:schema55.properties.byLevel.items,data:data42};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data42.testable === undefined){
const err111 = {instancePath:instancePath+"/byLevel/" + i2,schemaPath:"#/properties/byLevel/items/required",keyword:"required",params:{missingProperty: "testable"},message:"must have required property '"+"testable"+"'",schema:schema55.properties.byLevel.items.required,parentSchema:schema55.properties.byLevel.items,data:data42};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data42.proven === undefined){
const err112 = {instancePath:instancePath+"/byLevel/" + i2,schemaPath:"#/properties/byLevel/items/required",keyword:"required",params:{missingProperty: "proven"},message:"must have required property '"+"proven"+"'",schema:schema55.properties.byLevel.items.required,parentSchema:schema55.properties.byLevel.items,data:data42};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data42.counts === undefined){
const err113 = {instancePath:instancePath+"/byLevel/" + i2,schemaPath:"#/properties/byLevel/items/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'",schema:schema55.properties.byLevel.items.required,parentSchema:schema55.properties.byLevel.items,data:data42};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
for(const key7 in data42){
if(!((((key7 === "level") || (key7 === "testable")) || (key7 === "proven")) || (key7 === "counts"))){
const err114 = {instancePath:instancePath+"/byLevel/" + i2,schemaPath:"#/properties/byLevel/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema55.properties.byLevel.items,data:data42};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data42.level !== undefined){
let data43 = data42.level;
if(!(((((data43 === "MUST") || (data43 === "MUST NOT")) || (data43 === "SHOULD")) || (data43 === "SHOULD NOT")) || (data43 === "MAY"))){
const err115 = {instancePath:instancePath+"/byLevel/" + i2+"/level",schemaPath:"#/properties/byLevel/items/properties/level/enum",keyword:"enum",params:{allowedValues: schema55.properties.byLevel.items.properties.level.enum},message:"must be equal to one of the allowed values",schema:schema55.properties.byLevel.items.properties.level.enum,parentSchema:schema55.properties.byLevel.items.properties.level,data:data43};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data42.testable !== undefined){
let data44 = data42.testable;
if(!((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44)))){
const err116 = {instancePath:instancePath+"/byLevel/" + i2+"/testable",schemaPath:"#/properties/byLevel/items/properties/testable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.testable.type,parentSchema:schema55.properties.byLevel.items.properties.testable,data:data44};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(typeof data44 == "number"){
if(data44 < 0 || isNaN(data44)){
const err117 = {instancePath:instancePath+"/byLevel/" + i2+"/testable",schemaPath:"#/properties/byLevel/items/properties/testable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.testable,data:data44};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
if(data42.proven !== undefined){
let data45 = data42.proven;
if(!((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45)))){
const err118 = {instancePath:instancePath+"/byLevel/" + i2+"/proven",schemaPath:"#/properties/byLevel/items/properties/proven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.proven.type,parentSchema:schema55.properties.byLevel.items.properties.proven,data:data45};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(typeof data45 == "number"){
if(data45 < 0 || isNaN(data45)){
const err119 = {instancePath:instancePath+"/byLevel/" + i2+"/proven",schemaPath:"#/properties/byLevel/items/properties/proven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.proven,data:data45};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
if(data42.counts !== undefined){
let data46 = data42.counts;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.proven === undefined){
const err120 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/required",keyword:"required",params:{missingProperty: "proven"},message:"must have required property '"+"proven"+"'",schema:schema55.properties.byLevel.items.properties.counts.required,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data46["proven-with-warnings"] === undefined){
const err121 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/required",keyword:"required",params:{missingProperty: "proven-with-warnings"},message:"must have required property '"+"proven-with-warnings"+"'",schema:schema55.properties.byLevel.items.properties.counts.required,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data46.failed === undefined){
const err122 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'",schema:schema55.properties.byLevel.items.properties.counts.required,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data46.unproven === undefined){
const err123 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/required",keyword:"required",params:{missingProperty: "unproven"},message:"must have required property '"+"unproven"+"'",schema:schema55.properties.byLevel.items.properties.counts.required,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data46["not-applicable"] === undefined){
const err124 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/required",keyword:"required",params:{missingProperty: "not-applicable"},message:"must have required property '"+"not-applicable"+"'",schema:schema55.properties.byLevel.items.properties.counts.required,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data46["not-run"] === undefined){
const err125 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/required",keyword:"required",params:{missingProperty: "not-run"},message:"must have required property '"+"not-run"+"'",schema:schema55.properties.byLevel.items.properties.counts.required,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data46.gap === undefined){
const err126 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/required",keyword:"required",params:{missingProperty: "gap"},message:"must have required property '"+"gap"+"'",schema:schema55.properties.byLevel.items.properties.counts.required,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data46.untestable === undefined){
const err127 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/required",keyword:"required",params:{missingProperty: "untestable"},message:"must have required property '"+"untestable"+"'",schema:schema55.properties.byLevel.items.properties.counts.required,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data46.pending === undefined){
const err128 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/required",keyword:"required",params:{missingProperty: "pending"},message:"must have required property '"+"pending"+"'",schema:schema55.properties.byLevel.items.properties.counts.required,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
for(const key8 in data46){
if(!(func1.call(schema55.properties.byLevel.items.properties.counts.properties, key8))){
const err129 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data46.proven !== undefined){
let data47 = data46.proven;
if(!((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47)))){
const err130 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/proven",schemaPath:"#/properties/byLevel/items/properties/counts/properties/proven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.counts.properties.proven.type,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.proven,data:data47};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(typeof data47 == "number"){
if(data47 < 0 || isNaN(data47)){
const err131 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/proven",schemaPath:"#/properties/byLevel/items/properties/counts/properties/proven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.proven,data:data47};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
if(data46["proven-with-warnings"] !== undefined){
let data48 = data46["proven-with-warnings"];
if(!((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48)))){
const err132 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/proven-with-warnings",schemaPath:"#/properties/byLevel/items/properties/counts/properties/proven-with-warnings/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.counts.properties["proven-with-warnings"].type,parentSchema:schema55.properties.byLevel.items.properties.counts.properties["proven-with-warnings"],data:data48};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(typeof data48 == "number"){
if(data48 < 0 || isNaN(data48)){
const err133 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/proven-with-warnings",schemaPath:"#/properties/byLevel/items/properties/counts/properties/proven-with-warnings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.counts.properties["proven-with-warnings"],data:data48};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
if(data46.failed !== undefined){
let data49 = data46.failed;
if(!((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49)))){
const err134 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/failed",schemaPath:"#/properties/byLevel/items/properties/counts/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.counts.properties.failed.type,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.failed,data:data49};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(typeof data49 == "number"){
if(data49 < 0 || isNaN(data49)){
const err135 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/failed",schemaPath:"#/properties/byLevel/items/properties/counts/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.failed,data:data49};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
if(data46.unproven !== undefined){
let data50 = data46.unproven;
if(!((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50)))){
const err136 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/unproven",schemaPath:"#/properties/byLevel/items/properties/counts/properties/unproven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.counts.properties.unproven.type,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.unproven,data:data50};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(typeof data50 == "number"){
if(data50 < 0 || isNaN(data50)){
const err137 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/unproven",schemaPath:"#/properties/byLevel/items/properties/counts/properties/unproven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.unproven,data:data50};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
if(data46["not-applicable"] !== undefined){
let data51 = data46["not-applicable"];
if(!((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51)))){
const err138 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/not-applicable",schemaPath:"#/properties/byLevel/items/properties/counts/properties/not-applicable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.counts.properties["not-applicable"].type,parentSchema:schema55.properties.byLevel.items.properties.counts.properties["not-applicable"],data:data51};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(typeof data51 == "number"){
if(data51 < 0 || isNaN(data51)){
const err139 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/not-applicable",schemaPath:"#/properties/byLevel/items/properties/counts/properties/not-applicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.counts.properties["not-applicable"],data:data51};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
if(data46["not-run"] !== undefined){
let data52 = data46["not-run"];
if(!((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52)))){
const err140 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/not-run",schemaPath:"#/properties/byLevel/items/properties/counts/properties/not-run/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.counts.properties["not-run"].type,parentSchema:schema55.properties.byLevel.items.properties.counts.properties["not-run"],data:data52};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(typeof data52 == "number"){
if(data52 < 0 || isNaN(data52)){
const err141 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/not-run",schemaPath:"#/properties/byLevel/items/properties/counts/properties/not-run/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.counts.properties["not-run"],data:data52};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
if(data46.gap !== undefined){
let data53 = data46.gap;
if(!((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53)))){
const err142 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/gap",schemaPath:"#/properties/byLevel/items/properties/counts/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.counts.properties.gap.type,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.gap,data:data53};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(typeof data53 == "number"){
if(data53 < 0 || isNaN(data53)){
const err143 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/gap",schemaPath:"#/properties/byLevel/items/properties/counts/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.gap,data:data53};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
if(data46.untestable !== undefined){
let data54 = data46.untestable;
if(!((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54)))){
const err144 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/untestable",schemaPath:"#/properties/byLevel/items/properties/counts/properties/untestable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.counts.properties.untestable.type,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.untestable,data:data54};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(typeof data54 == "number"){
if(data54 < 0 || isNaN(data54)){
const err145 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/untestable",schemaPath:"#/properties/byLevel/items/properties/counts/properties/untestable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.untestable,data:data54};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
if(data46.pending !== undefined){
let data55 = data46.pending;
if(!((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55)))){
const err146 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/pending",schemaPath:"#/properties/byLevel/items/properties/counts/properties/pending/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.byLevel.items.properties.counts.properties.pending.type,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.pending,data:data55};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(typeof data55 == "number"){
if(data55 < 0 || isNaN(data55)){
const err147 = {instancePath:instancePath+"/byLevel/" + i2+"/counts/pending",schemaPath:"#/properties/byLevel/items/properties/counts/properties/pending/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.byLevel.items.properties.counts.properties.pending,data:data55};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
}
else {
const err148 = {instancePath:instancePath+"/byLevel/" + i2+"/counts",schemaPath:"#/properties/byLevel/items/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties.byLevel.items.properties.counts.type,parentSchema:schema55.properties.byLevel.items.properties.counts,data:data46};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
}
else {
const err149 = {instancePath:instancePath+"/byLevel/" + i2,schemaPath:"#/properties/byLevel/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties.byLevel.items.type,parentSchema:schema55.properties.byLevel.items,data:data42};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
else {
const err150 = {instancePath:instancePath+"/byLevel",schemaPath:"#/properties/byLevel/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties.byLevel.type,parentSchema:schema55.properties.byLevel,data:data41};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data.bySection !== undefined){
let data56 = data.bySection;
if(Array.isArray(data56)){
const len3 = data56.length;
for(let i3=0; i3<len3; i3++){
let data57 = data56[i3];
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(data57.key === undefined){
const err151 = {instancePath:instancePath+"/bySection/" + i3,schemaPath:"#/properties/bySection/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema55.properties.bySection.items.required,parentSchema:schema55.properties.bySection.items,data:data57};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(data57.title === undefined){
const err152 = {instancePath:instancePath+"/bySection/" + i3,schemaPath:"#/properties/bySection/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema55.properties.bySection.items.required,parentSchema:schema55.properties.bySection.items,data:data57};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(data57.depth === undefined){
const err153 = {instancePath:instancePath+"/bySection/" + i3,schemaPath:"#/properties/bySection/items/required",keyword:"required",params:{missingProperty: "depth"},message:"must have required property '"+"depth"+"'",schema:schema55.properties.bySection.items.required,parentSchema:schema55.properties.bySection.items,data:data57};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(data57.testable === undefined){
const err154 = {instancePath:instancePath+"/bySection/" + i3,schemaPath:"#/properties/bySection/items/required",keyword:"required",params:{missingProperty: "testable"},message:"must have required property '"+"testable"+"'",schema:schema55.properties.bySection.items.required,parentSchema:schema55.properties.bySection.items,data:data57};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(data57.proven === undefined){
const err155 = {instancePath:instancePath+"/bySection/" + i3,schemaPath:"#/properties/bySection/items/required",keyword:"required",params:{missingProperty: "proven"},message:"must have required property '"+"proven"+"'",schema:schema55.properties.bySection.items.required,parentSchema:schema55.properties.bySection.items,data:data57};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(data57.counts === undefined){
const err156 = {instancePath:instancePath+"/bySection/" + i3,schemaPath:"#/properties/bySection/items/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'",schema:schema55.properties.bySection.items.required,parentSchema:schema55.properties.bySection.items,data:data57};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
for(const key9 in data57){
if(!((((((key9 === "key") || (key9 === "title")) || (key9 === "depth")) || (key9 === "testable")) || (key9 === "proven")) || (key9 === "counts"))){
const err157 = {instancePath:instancePath+"/bySection/" + i3,schemaPath:"#/properties/bySection/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema55.properties.bySection.items,data:data57};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data57.key !== undefined){
let data58 = data57.key;
if(typeof data58 !== "string"){
const err158 = {instancePath:instancePath+"/bySection/" + i3+"/key",schemaPath:"#/properties/bySection/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.bySection.items.properties.key.type,parentSchema:schema55.properties.bySection.items.properties.key,data:data58};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data57.title !== undefined){
let data59 = data57.title;
if(typeof data59 !== "string"){
const err159 = {instancePath:instancePath+"/bySection/" + i3+"/title",schemaPath:"#/properties/bySection/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.bySection.items.properties.title.type,parentSchema:schema55.properties.bySection.items.properties.title,data:data59};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data57.depth !== undefined){
let data60 = data57.depth;
if(!((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60)))){
const err160 = {instancePath:instancePath+"/bySection/" + i3+"/depth",schemaPath:"#/properties/bySection/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.depth.type,parentSchema:schema55.properties.bySection.items.properties.depth,data:data60};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(typeof data60 == "number"){
if(data60 < 0 || isNaN(data60)){
const err161 = {instancePath:instancePath+"/bySection/" + i3+"/depth",schemaPath:"#/properties/bySection/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.depth,data:data60};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
if(data57.testable !== undefined){
let data61 = data57.testable;
if(!((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61)))){
const err162 = {instancePath:instancePath+"/bySection/" + i3+"/testable",schemaPath:"#/properties/bySection/items/properties/testable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.testable.type,parentSchema:schema55.properties.bySection.items.properties.testable,data:data61};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(typeof data61 == "number"){
if(data61 < 0 || isNaN(data61)){
const err163 = {instancePath:instancePath+"/bySection/" + i3+"/testable",schemaPath:"#/properties/bySection/items/properties/testable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.testable,data:data61};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
if(data57.proven !== undefined){
let data62 = data57.proven;
if(!((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62)))){
const err164 = {instancePath:instancePath+"/bySection/" + i3+"/proven",schemaPath:"#/properties/bySection/items/properties/proven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.proven.type,parentSchema:schema55.properties.bySection.items.properties.proven,data:data62};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(typeof data62 == "number"){
if(data62 < 0 || isNaN(data62)){
const err165 = {instancePath:instancePath+"/bySection/" + i3+"/proven",schemaPath:"#/properties/bySection/items/properties/proven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.proven,data:data62};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
if(data57.counts !== undefined){
let data63 = data57.counts;
if(data63 && typeof data63 == "object" && !Array.isArray(data63)){
if(data63.proven === undefined){
const err166 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/required",keyword:"required",params:{missingProperty: "proven"},message:"must have required property '"+"proven"+"'",schema:schema55.properties.bySection.items.properties.counts.required,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data63["proven-with-warnings"] === undefined){
const err167 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/required",keyword:"required",params:{missingProperty: "proven-with-warnings"},message:"must have required property '"+"proven-with-warnings"+"'",schema:schema55.properties.bySection.items.properties.counts.required,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(data63.failed === undefined){
const err168 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'",schema:schema55.properties.bySection.items.properties.counts.required,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(data63.unproven === undefined){
const err169 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/required",keyword:"required",params:{missingProperty: "unproven"},message:"must have required property '"+"unproven"+"'",schema:schema55.properties.bySection.items.properties.counts.required,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(data63["not-applicable"] === undefined){
const err170 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/required",keyword:"required",params:{missingProperty: "not-applicable"},message:"must have required property '"+"not-applicable"+"'",schema:schema55.properties.bySection.items.properties.counts.required,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(data63["not-run"] === undefined){
const err171 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/required",keyword:"required",params:{missingProperty: "not-run"},message:"must have required property '"+"not-run"+"'",schema:schema55.properties.bySection.items.properties.counts.required,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if(data63.gap === undefined){
const err172 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/required",keyword:"required",params:{missingProperty: "gap"},message:"must have required property '"+"gap"+"'",schema:schema55.properties.bySection.items.properties.counts.required,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if(data63.untestable === undefined){
const err173 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/required",keyword:"required",params:{missingProperty: "untestable"},message:"must have required property '"+"untestable"+"'",schema:schema55.properties.bySection.items.properties.counts.required,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(data63.pending === undefined){
const err174 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/required",keyword:"required",params:{missingProperty: "pending"},message:"must have required property '"+"pending"+"'",schema:schema55.properties.bySection.items.properties.counts.required,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
for(const key10 in data63){
if(!(func1.call(schema55.properties.bySection.items.properties.counts.properties, key10))){
const err175 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data63.proven !== undefined){
let data64 = data63.proven;
if(!((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64)))){
const err176 = {instancePath:instancePath+"/bySection/" + i3+"/counts/proven",schemaPath:"#/properties/bySection/items/properties/counts/properties/proven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.counts.properties.proven.type,parentSchema:schema55.properties.bySection.items.properties.counts.properties.proven,data:data64};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
if(typeof data64 == "number"){
if(data64 < 0 || isNaN(data64)){
const err177 = {instancePath:instancePath+"/bySection/" + i3+"/counts/proven",schemaPath:"#/properties/bySection/items/properties/counts/properties/proven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.counts.properties.proven,data:data64};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
if(data63["proven-with-warnings"] !== undefined){
let data65 = data63["proven-with-warnings"];
if(!((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65)))){
const err178 = {instancePath:instancePath+"/bySection/" + i3+"/counts/proven-with-warnings",schemaPath:"#/properties/bySection/items/properties/counts/properties/proven-with-warnings/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.counts.properties["proven-with-warnings"].type,parentSchema:schema55.properties.bySection.items.properties.counts.properties["proven-with-warnings"],data:data65};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(typeof data65 == "number"){
if(data65 < 0 || isNaN(data65)){
const err179 = {instancePath:instancePath+"/bySection/" + i3+"/counts/proven-with-warnings",schemaPath:"#/properties/bySection/items/properties/counts/properties/proven-with-warnings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.counts.properties["proven-with-warnings"],data:data65};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
}
if(data63.failed !== undefined){
let data66 = data63.failed;
if(!((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66)))){
const err180 = {instancePath:instancePath+"/bySection/" + i3+"/counts/failed",schemaPath:"#/properties/bySection/items/properties/counts/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.counts.properties.failed.type,parentSchema:schema55.properties.bySection.items.properties.counts.properties.failed,data:data66};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if(typeof data66 == "number"){
if(data66 < 0 || isNaN(data66)){
const err181 = {instancePath:instancePath+"/bySection/" + i3+"/counts/failed",schemaPath:"#/properties/bySection/items/properties/counts/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.counts.properties.failed,data:data66};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
}
if(data63.unproven !== undefined){
let data67 = data63.unproven;
if(!((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67)))){
const err182 = {instancePath:instancePath+"/bySection/" + i3+"/counts/unproven",schemaPath:"#/properties/bySection/items/properties/counts/properties/unproven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.counts.properties.unproven.type,parentSchema:schema55.properties.bySection.items.properties.counts.properties.unproven,data:data67};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
if(typeof data67 == "number"){
if(data67 < 0 || isNaN(data67)){
const err183 = {instancePath:instancePath+"/bySection/" + i3+"/counts/unproven",schemaPath:"#/properties/bySection/items/properties/counts/properties/unproven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.counts.properties.unproven,data:data67};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
}
if(data63["not-applicable"] !== undefined){
let data68 = data63["not-applicable"];
if(!((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68)))){
const err184 = {instancePath:instancePath+"/bySection/" + i3+"/counts/not-applicable",schemaPath:"#/properties/bySection/items/properties/counts/properties/not-applicable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.counts.properties["not-applicable"].type,parentSchema:schema55.properties.bySection.items.properties.counts.properties["not-applicable"],data:data68};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if(typeof data68 == "number"){
if(data68 < 0 || isNaN(data68)){
const err185 = {instancePath:instancePath+"/bySection/" + i3+"/counts/not-applicable",schemaPath:"#/properties/bySection/items/properties/counts/properties/not-applicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.counts.properties["not-applicable"],data:data68};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
if(data63["not-run"] !== undefined){
let data69 = data63["not-run"];
if(!((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69)))){
const err186 = {instancePath:instancePath+"/bySection/" + i3+"/counts/not-run",schemaPath:"#/properties/bySection/items/properties/counts/properties/not-run/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.counts.properties["not-run"].type,parentSchema:schema55.properties.bySection.items.properties.counts.properties["not-run"],data:data69};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if(typeof data69 == "number"){
if(data69 < 0 || isNaN(data69)){
const err187 = {instancePath:instancePath+"/bySection/" + i3+"/counts/not-run",schemaPath:"#/properties/bySection/items/properties/counts/properties/not-run/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.counts.properties["not-run"],data:data69};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
}
if(data63.gap !== undefined){
let data70 = data63.gap;
if(!((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70)))){
const err188 = {instancePath:instancePath+"/bySection/" + i3+"/counts/gap",schemaPath:"#/properties/bySection/items/properties/counts/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.counts.properties.gap.type,parentSchema:schema55.properties.bySection.items.properties.counts.properties.gap,data:data70};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(typeof data70 == "number"){
if(data70 < 0 || isNaN(data70)){
const err189 = {instancePath:instancePath+"/bySection/" + i3+"/counts/gap",schemaPath:"#/properties/bySection/items/properties/counts/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.counts.properties.gap,data:data70};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
if(data63.untestable !== undefined){
let data71 = data63.untestable;
if(!((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71)))){
const err190 = {instancePath:instancePath+"/bySection/" + i3+"/counts/untestable",schemaPath:"#/properties/bySection/items/properties/counts/properties/untestable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.counts.properties.untestable.type,parentSchema:schema55.properties.bySection.items.properties.counts.properties.untestable,data:data71};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(typeof data71 == "number"){
if(data71 < 0 || isNaN(data71)){
const err191 = {instancePath:instancePath+"/bySection/" + i3+"/counts/untestable",schemaPath:"#/properties/bySection/items/properties/counts/properties/untestable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.counts.properties.untestable,data:data71};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
}
if(data63.pending !== undefined){
let data72 = data63.pending;
if(!((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72)))){
const err192 = {instancePath:instancePath+"/bySection/" + i3+"/counts/pending",schemaPath:"#/properties/bySection/items/properties/counts/properties/pending/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.bySection.items.properties.counts.properties.pending.type,parentSchema:schema55.properties.bySection.items.properties.counts.properties.pending,data:data72};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if(typeof data72 == "number"){
if(data72 < 0 || isNaN(data72)){
const err193 = {instancePath:instancePath+"/bySection/" + i3+"/counts/pending",schemaPath:"#/properties/bySection/items/properties/counts/properties/pending/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.bySection.items.properties.counts.properties.pending,data:data72};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
}
}
else {
const err194 = {instancePath:instancePath+"/bySection/" + i3+"/counts",schemaPath:"#/properties/bySection/items/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties.bySection.items.properties.counts.type,parentSchema:schema55.properties.bySection.items.properties.counts,data:data63};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
else {
const err195 = {instancePath:instancePath+"/bySection/" + i3,schemaPath:"#/properties/bySection/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties.bySection.items.type,parentSchema:schema55.properties.bySection.items,data:data57};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
}
else {
const err196 = {instancePath:instancePath+"/bySection",schemaPath:"#/properties/bySection/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties.bySection.type,parentSchema:schema55.properties.bySection,data:data56};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
}
else {
const err197 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.spec === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.documents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "documents"},message:"must have required property '"+"documents"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.tests === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tests"},message:"must have required property '"+"tests"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.sections === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sections"},message:"must have required property '"+"sections"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.traces === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "traces"},message:"must have required property '"+"traces"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.missing === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "missing"},message:"must have required property '"+"missing"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.unmatchedUrls === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unmatchedUrls"},message:"must have required property '"+"unmatchedUrls"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.totals === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema50.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.file !== undefined){
let data0 = data.file;
if(typeof data0 !== "string"){
const err10 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.file.type,parentSchema:schema50.properties.file,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.spec !== undefined){
let data1 = data.spec;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.key === undefined){
const err11 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema50.properties.spec.required,parentSchema:schema50.properties.spec,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.title === undefined){
const err12 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema50.properties.spec.required,parentSchema:schema50.properties.spec,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.key !== undefined){
let data2 = data1.key;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/spec/key",schemaPath:"#/properties/spec/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.spec.properties.key.type,parentSchema:schema50.properties.spec.properties.key,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.title !== undefined){
let data3 = data1.title;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/spec/title",schemaPath:"#/properties/spec/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.spec.properties.title.type,parentSchema:schema50.properties.spec.properties.title,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.properties.spec.type,parentSchema:schema50.properties.spec,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.documents !== undefined){
let data4 = data.documents;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.documents.items.type,parentSchema:schema50.properties.documents.items,data:data5};
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
else {
const err17 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.documents.type,parentSchema:schema50.properties.documents,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.tests !== undefined){
let data6 = data.tests;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.id === undefined){
const err18 = {instancePath:instancePath+"/tests/" + i1,schemaPath:"#/properties/tests/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema50.properties.tests.items.required,parentSchema:schema50.properties.tests.items,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.title === undefined){
const err19 = {instancePath:instancePath+"/tests/" + i1,schemaPath:"#/properties/tests/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema50.properties.tests.items.required,parentSchema:schema50.properties.tests.items,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.section === undefined){
const err20 = {instancePath:instancePath+"/tests/" + i1,schemaPath:"#/properties/tests/items/required",keyword:"required",params:{missingProperty: "section"},message:"must have required property '"+"section"+"'",schema:schema50.properties.tests.items.required,parentSchema:schema50.properties.tests.items,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.status === undefined){
const err21 = {instancePath:instancePath+"/tests/" + i1,schemaPath:"#/properties/tests/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema50.properties.tests.items.required,parentSchema:schema50.properties.tests.items,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data7){
if(!((((((((key1 === "id") || (key1 === "title")) || (key1 === "section")) || (key1 === "phase")) || (key1 === "level")) || (key1 === "status")) || (key1 === "scenario")) || (key1 === "untestable"))){
const err22 = {instancePath:instancePath+"/tests/" + i1,schemaPath:"#/properties/tests/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema50.properties.tests.items,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.id !== undefined){
let data8 = data7.id;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/tests/" + i1+"/id",schemaPath:"#/properties/tests/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.tests.items.properties.id.type,parentSchema:schema50.properties.tests.items.properties.id,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.title !== undefined){
let data9 = data7.title;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/tests/" + i1+"/title",schemaPath:"#/properties/tests/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.tests.items.properties.title.type,parentSchema:schema50.properties.tests.items.properties.title,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.section !== undefined){
let data10 = data7.section;
if(typeof data10 !== "string"){
const err25 = {instancePath:instancePath+"/tests/" + i1+"/section",schemaPath:"#/properties/tests/items/properties/section/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.tests.items.properties.section.type,parentSchema:schema50.properties.tests.items.properties.section,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.phase !== undefined){
let data11 = data7.phase;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err26 = {instancePath:instancePath+"/tests/" + i1+"/phase",schemaPath:"#/properties/tests/items/properties/phase/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.tests.items.properties.phase.type,parentSchema:schema50.properties.tests.items.properties.phase,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.level !== undefined){
let data12 = data7.level;
if(typeof data12 !== "string"){
const err27 = {instancePath:instancePath+"/tests/" + i1+"/level",schemaPath:"#/properties/tests/items/properties/level/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.tests.items.properties.level.type,parentSchema:schema50.properties.tests.items.properties.level,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.status !== undefined){
let data13 = data7.status;
if(!((((((((data13 === "passed") || (data13 === "failed")) || (data13 === "warning")) || (data13 === "skipped")) || (data13 === "not-applicable")) || (data13 === "could-not-judge")) || (data13 === "not-covered")) || (data13 === "untestable"))){
const err28 = {instancePath:instancePath+"/tests/" + i1+"/status",schemaPath:"#/properties/tests/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema50.properties.tests.items.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.tests.items.properties.status.enum,parentSchema:schema50.properties.tests.items.properties.status,data:data13};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.scenario !== undefined){
if(!(validate36(data7.scenario, {instancePath:instancePath+"/tests/" + i1+"/scenario",parentData:data7,parentDataProperty:"scenario",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data7.untestable !== undefined){
let data15 = data7.untestable;
if(typeof data15 !== "string"){
const err29 = {instancePath:instancePath+"/tests/" + i1+"/untestable",schemaPath:"#/properties/tests/items/properties/untestable/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.tests.items.properties.untestable.type,parentSchema:schema50.properties.tests.items.properties.untestable,data:data15};
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
const err30 = {instancePath:instancePath+"/tests/" + i1,schemaPath:"#/properties/tests/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.properties.tests.items.type,parentSchema:schema50.properties.tests.items,data:data7};
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
const err31 = {instancePath:instancePath+"/tests",schemaPath:"#/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.tests.type,parentSchema:schema50.properties.tests,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.sections !== undefined){
let data16 = data.sections;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.key === undefined){
const err32 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema50.properties.sections.items.required,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data17.title === undefined){
const err33 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema50.properties.sections.items.required,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data17.url === undefined){
const err34 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema50.properties.sections.items.required,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data17.depth === undefined){
const err35 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/required",keyword:"required",params:{missingProperty: "depth"},message:"must have required property '"+"depth"+"'",schema:schema50.properties.sections.items.required,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data17.counts === undefined){
const err36 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'",schema:schema50.properties.sections.items.required,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data17.documents === undefined){
const err37 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/required",keyword:"required",params:{missingProperty: "documents"},message:"must have required property '"+"documents"+"'",schema:schema50.properties.sections.items.required,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data17.covered === undefined){
const err38 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/required",keyword:"required",params:{missingProperty: "covered"},message:"must have required property '"+"covered"+"'",schema:schema50.properties.sections.items.required,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data17.coverable === undefined){
const err39 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/required",keyword:"required",params:{missingProperty: "coverable"},message:"must have required property '"+"coverable"+"'",schema:schema50.properties.sections.items.required,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data17.share === undefined){
const err40 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/required",keyword:"required",params:{missingProperty: "share"},message:"must have required property '"+"share"+"'",schema:schema50.properties.sections.items.required,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data17.verdict === undefined){
const err41 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'",schema:schema50.properties.sections.items.required,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key2 in data17){
if(!(func1.call(schema50.properties.sections.items.properties, key2))){
const err42 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema50.properties.sections.items,data:data17};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data17.key !== undefined){
let data18 = data17.key;
if(typeof data18 !== "string"){
const err43 = {instancePath:instancePath+"/sections/" + i2+"/key",schemaPath:"#/properties/sections/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.sections.items.properties.key.type,parentSchema:schema50.properties.sections.items.properties.key,data:data18};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data17.title !== undefined){
let data19 = data17.title;
if(typeof data19 !== "string"){
const err44 = {instancePath:instancePath+"/sections/" + i2+"/title",schemaPath:"#/properties/sections/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.sections.items.properties.title.type,parentSchema:schema50.properties.sections.items.properties.title,data:data19};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data17.url !== undefined){
let data20 = data17.url;
if(typeof data20 !== "string"){
const err45 = {instancePath:instancePath+"/sections/" + i2+"/url",schemaPath:"#/properties/sections/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.sections.items.properties.url.type,parentSchema:schema50.properties.sections.items.properties.url,data:data20};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data17.parent !== undefined){
let data21 = data17.parent;
if(typeof data21 !== "string"){
const err46 = {instancePath:instancePath+"/sections/" + i2+"/parent",schemaPath:"#/properties/sections/items/properties/parent/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.sections.items.properties.parent.type,parentSchema:schema50.properties.sections.items.properties.parent,data:data21};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data17.depth !== undefined){
let data22 = data17.depth;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
const err47 = {instancePath:instancePath+"/sections/" + i2+"/depth",schemaPath:"#/properties/sections/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.depth.type,parentSchema:schema50.properties.sections.items.properties.depth,data:data22};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(typeof data22 == "number"){
if(data22 < 0 || isNaN(data22)){
const err48 = {instancePath:instancePath+"/sections/" + i2+"/depth",schemaPath:"#/properties/sections/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.depth,data:data22};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
if(data17.counts !== undefined){
let data23 = data17.counts;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.passed === undefined){
const err49 = {instancePath:instancePath+"/sections/" + i2+"/counts",schemaPath:"#/properties/sections/items/properties/counts/required",keyword:"required",params:{missingProperty: "passed"},message:"must have required property '"+"passed"+"'",schema:schema50.properties.sections.items.properties.counts.required,parentSchema:schema50.properties.sections.items.properties.counts,data:data23};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data23.failed === undefined){
const err50 = {instancePath:instancePath+"/sections/" + i2+"/counts",schemaPath:"#/properties/sections/items/properties/counts/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'",schema:schema50.properties.sections.items.properties.counts.required,parentSchema:schema50.properties.sections.items.properties.counts,data:data23};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data23.skipped === undefined){
const err51 = {instancePath:instancePath+"/sections/" + i2+"/counts",schemaPath:"#/properties/sections/items/properties/counts/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'",schema:schema50.properties.sections.items.properties.counts.required,parentSchema:schema50.properties.sections.items.properties.counts,data:data23};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data23["not-applicable"] === undefined){
const err52 = {instancePath:instancePath+"/sections/" + i2+"/counts",schemaPath:"#/properties/sections/items/properties/counts/required",keyword:"required",params:{missingProperty: "not-applicable"},message:"must have required property '"+"not-applicable"+"'",schema:schema50.properties.sections.items.properties.counts.required,parentSchema:schema50.properties.sections.items.properties.counts,data:data23};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data23["not-covered"] === undefined){
const err53 = {instancePath:instancePath+"/sections/" + i2+"/counts",schemaPath:"#/properties/sections/items/properties/counts/required",keyword:"required",params:{missingProperty: "not-covered"},message:"must have required property '"+"not-covered"+"'",schema:schema50.properties.sections.items.properties.counts.required,parentSchema:schema50.properties.sections.items.properties.counts,data:data23};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data23.untestable === undefined){
const err54 = {instancePath:instancePath+"/sections/" + i2+"/counts",schemaPath:"#/properties/sections/items/properties/counts/required",keyword:"required",params:{missingProperty: "untestable"},message:"must have required property '"+"untestable"+"'",schema:schema50.properties.sections.items.properties.counts.required,parentSchema:schema50.properties.sections.items.properties.counts,data:data23};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key3 in data23){
if(!((((((((key3 === "passed") || (key3 === "failed")) || (key3 === "warning")) || (key3 === "skipped")) || (key3 === "not-applicable")) || (key3 === "could-not-judge")) || (key3 === "not-covered")) || (key3 === "untestable"))){
const err55 = {instancePath:instancePath+"/sections/" + i2+"/counts",schemaPath:"#/properties/sections/items/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema50.properties.sections.items.properties.counts,data:data23};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data23.passed !== undefined){
let data24 = data23.passed;
if(!((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24)))){
const err56 = {instancePath:instancePath+"/sections/" + i2+"/counts/passed",schemaPath:"#/properties/sections/items/properties/counts/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.counts.properties.passed.type,parentSchema:schema50.properties.sections.items.properties.counts.properties.passed,data:data24};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data24 == "number"){
if(data24 < 0 || isNaN(data24)){
const err57 = {instancePath:instancePath+"/sections/" + i2+"/counts/passed",schemaPath:"#/properties/sections/items/properties/counts/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.counts.properties.passed,data:data24};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data23.failed !== undefined){
let data25 = data23.failed;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
const err58 = {instancePath:instancePath+"/sections/" + i2+"/counts/failed",schemaPath:"#/properties/sections/items/properties/counts/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.counts.properties.failed.type,parentSchema:schema50.properties.sections.items.properties.counts.properties.failed,data:data25};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(typeof data25 == "number"){
if(data25 < 0 || isNaN(data25)){
const err59 = {instancePath:instancePath+"/sections/" + i2+"/counts/failed",schemaPath:"#/properties/sections/items/properties/counts/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.counts.properties.failed,data:data25};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data23.warning !== undefined){
let data26 = data23.warning;
if(!((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26)))){
const err60 = {instancePath:instancePath+"/sections/" + i2+"/counts/warning",schemaPath:"#/properties/sections/items/properties/counts/properties/warning/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.counts.properties.warning.type,parentSchema:schema50.properties.sections.items.properties.counts.properties.warning,data:data26};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(typeof data26 == "number"){
if(data26 < 0 || isNaN(data26)){
const err61 = {instancePath:instancePath+"/sections/" + i2+"/counts/warning",schemaPath:"#/properties/sections/items/properties/counts/properties/warning/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.counts.properties.warning,data:data26};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
if(data23.skipped !== undefined){
let data27 = data23.skipped;
if(!((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27)))){
const err62 = {instancePath:instancePath+"/sections/" + i2+"/counts/skipped",schemaPath:"#/properties/sections/items/properties/counts/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.counts.properties.skipped.type,parentSchema:schema50.properties.sections.items.properties.counts.properties.skipped,data:data27};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(typeof data27 == "number"){
if(data27 < 0 || isNaN(data27)){
const err63 = {instancePath:instancePath+"/sections/" + i2+"/counts/skipped",schemaPath:"#/properties/sections/items/properties/counts/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.counts.properties.skipped,data:data27};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
if(data23["not-applicable"] !== undefined){
let data28 = data23["not-applicable"];
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
const err64 = {instancePath:instancePath+"/sections/" + i2+"/counts/not-applicable",schemaPath:"#/properties/sections/items/properties/counts/properties/not-applicable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.counts.properties["not-applicable"].type,parentSchema:schema50.properties.sections.items.properties.counts.properties["not-applicable"],data:data28};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(typeof data28 == "number"){
if(data28 < 0 || isNaN(data28)){
const err65 = {instancePath:instancePath+"/sections/" + i2+"/counts/not-applicable",schemaPath:"#/properties/sections/items/properties/counts/properties/not-applicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.counts.properties["not-applicable"],data:data28};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data23["could-not-judge"] !== undefined){
let data29 = data23["could-not-judge"];
if(!((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29)))){
const err66 = {instancePath:instancePath+"/sections/" + i2+"/counts/could-not-judge",schemaPath:"#/properties/sections/items/properties/counts/properties/could-not-judge/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.counts.properties["could-not-judge"].type,parentSchema:schema50.properties.sections.items.properties.counts.properties["could-not-judge"],data:data29};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(typeof data29 == "number"){
if(data29 < 0 || isNaN(data29)){
const err67 = {instancePath:instancePath+"/sections/" + i2+"/counts/could-not-judge",schemaPath:"#/properties/sections/items/properties/counts/properties/could-not-judge/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.counts.properties["could-not-judge"],data:data29};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data23["not-covered"] !== undefined){
let data30 = data23["not-covered"];
if(!((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30)))){
const err68 = {instancePath:instancePath+"/sections/" + i2+"/counts/not-covered",schemaPath:"#/properties/sections/items/properties/counts/properties/not-covered/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.counts.properties["not-covered"].type,parentSchema:schema50.properties.sections.items.properties.counts.properties["not-covered"],data:data30};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(typeof data30 == "number"){
if(data30 < 0 || isNaN(data30)){
const err69 = {instancePath:instancePath+"/sections/" + i2+"/counts/not-covered",schemaPath:"#/properties/sections/items/properties/counts/properties/not-covered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.counts.properties["not-covered"],data:data30};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
if(data23.untestable !== undefined){
let data31 = data23.untestable;
if(!((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31)))){
const err70 = {instancePath:instancePath+"/sections/" + i2+"/counts/untestable",schemaPath:"#/properties/sections/items/properties/counts/properties/untestable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.counts.properties.untestable.type,parentSchema:schema50.properties.sections.items.properties.counts.properties.untestable,data:data31};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(typeof data31 == "number"){
if(data31 < 0 || isNaN(data31)){
const err71 = {instancePath:instancePath+"/sections/" + i2+"/counts/untestable",schemaPath:"#/properties/sections/items/properties/counts/properties/untestable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.counts.properties.untestable,data:data31};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
}
else {
const err72 = {instancePath:instancePath+"/sections/" + i2+"/counts",schemaPath:"#/properties/sections/items/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.properties.sections.items.properties.counts.type,parentSchema:schema50.properties.sections.items.properties.counts,data:data23};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data17.documents !== undefined){
let data32 = data17.documents;
if(Array.isArray(data32)){
const len3 = data32.length;
for(let i3=0; i3<len3; i3++){
let data33 = data32[i3];
if(typeof data33 !== "string"){
const err73 = {instancePath:instancePath+"/sections/" + i2+"/documents/" + i3,schemaPath:"#/properties/sections/items/properties/documents/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.sections.items.properties.documents.items.type,parentSchema:schema50.properties.sections.items.properties.documents.items,data:data33};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/sections/" + i2+"/documents",schemaPath:"#/properties/sections/items/properties/documents/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.sections.items.properties.documents.type,parentSchema:schema50.properties.sections.items.properties.documents,data:data32};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data17.covered !== undefined){
let data34 = data17.covered;
if(!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34)))){
const err75 = {instancePath:instancePath+"/sections/" + i2+"/covered",schemaPath:"#/properties/sections/items/properties/covered/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.covered.type,parentSchema:schema50.properties.sections.items.properties.covered,data:data34};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(typeof data34 == "number"){
if(data34 < 0 || isNaN(data34)){
const err76 = {instancePath:instancePath+"/sections/" + i2+"/covered",schemaPath:"#/properties/sections/items/properties/covered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.covered,data:data34};
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
if(data17.coverable !== undefined){
let data35 = data17.coverable;
if(!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))){
const err77 = {instancePath:instancePath+"/sections/" + i2+"/coverable",schemaPath:"#/properties/sections/items/properties/coverable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.coverable.type,parentSchema:schema50.properties.sections.items.properties.coverable,data:data35};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(typeof data35 == "number"){
if(data35 < 0 || isNaN(data35)){
const err78 = {instancePath:instancePath+"/sections/" + i2+"/coverable",schemaPath:"#/properties/sections/items/properties/coverable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.coverable,data:data35};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
if(data17.share !== undefined){
let data36 = data17.share;
if((!(typeof data36 == "number")) && (data36 !== null)){
const err79 = {instancePath:instancePath+"/sections/" + i2+"/share",schemaPath:"#/properties/sections/items/properties/share/type",keyword:"type",params:{type: schema50.properties.sections.items.properties.share.type},message:"must be number,null",schema:schema50.properties.sections.items.properties.share.type,parentSchema:schema50.properties.sections.items.properties.share,data:data36};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(typeof data36 == "number"){
if(data36 > 1 || isNaN(data36)){
const err80 = {instancePath:instancePath+"/sections/" + i2+"/share",schemaPath:"#/properties/sections/items/properties/share/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema50.properties.sections.items.properties.share,data:data36};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data36 < 0 || isNaN(data36)){
const err81 = {instancePath:instancePath+"/sections/" + i2+"/share",schemaPath:"#/properties/sections/items/properties/share/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.share,data:data36};
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
if(data17.verdict !== undefined){
let data37 = data17.verdict;
if(!((((((data37 === "passed") || (data37 === "failed")) || (data37 === "partial")) || (data37 === "not-covered")) || (data37 === "not-applicable")) || (data37 === "untestable"))){
const err82 = {instancePath:instancePath+"/sections/" + i2+"/verdict",schemaPath:"#/properties/sections/items/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema50.properties.sections.items.properties.verdict.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.sections.items.properties.verdict.enum,parentSchema:schema50.properties.sections.items.properties.verdict,data:data37};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data17.knownFailures !== undefined){
let data38 = data17.knownFailures;
if(!((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38)))){
const err83 = {instancePath:instancePath+"/sections/" + i2+"/knownFailures",schemaPath:"#/properties/sections/items/properties/knownFailures/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.sections.items.properties.knownFailures.type,parentSchema:schema50.properties.sections.items.properties.knownFailures,data:data38};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(typeof data38 == "number"){
if(data38 < 0 || isNaN(data38)){
const err84 = {instancePath:instancePath+"/sections/" + i2+"/knownFailures",schemaPath:"#/properties/sections/items/properties/knownFailures/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.sections.items.properties.knownFailures,data:data38};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
}
else {
const err85 = {instancePath:instancePath+"/sections/" + i2,schemaPath:"#/properties/sections/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.properties.sections.items.type,parentSchema:schema50.properties.sections.items,data:data17};
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
const err86 = {instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.sections.type,parentSchema:schema50.properties.sections,data:data16};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.traces !== undefined){
let data39 = data.traces;
if(Array.isArray(data39)){
const len4 = data39.length;
for(let i4=0; i4<len4; i4++){
let data40 = data39[i4];
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.id === undefined){
const err87 = {instancePath:instancePath+"/traces/" + i4,schemaPath:"#/properties/traces/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema50.properties.traces.items.required,parentSchema:schema50.properties.traces.items,data:data40};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data40.title === undefined){
const err88 = {instancePath:instancePath+"/traces/" + i4,schemaPath:"#/properties/traces/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema50.properties.traces.items.required,parentSchema:schema50.properties.traces.items,data:data40};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data40.level === undefined){
const err89 = {instancePath:instancePath+"/traces/" + i4,schemaPath:"#/properties/traces/items/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'",schema:schema50.properties.traces.items.required,parentSchema:schema50.properties.traces.items,data:data40};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data40.required === undefined){
const err90 = {instancePath:instancePath+"/traces/" + i4,schemaPath:"#/properties/traces/items/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'",schema:schema50.properties.traces.items.required,parentSchema:schema50.properties.traces.items,data:data40};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data40.lines === undefined){
const err91 = {instancePath:instancePath+"/traces/" + i4,schemaPath:"#/properties/traces/items/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'",schema:schema50.properties.traces.items.required,parentSchema:schema50.properties.traces.items,data:data40};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data40.sections === undefined){
const err92 = {instancePath:instancePath+"/traces/" + i4,schemaPath:"#/properties/traces/items/required",keyword:"required",params:{missingProperty: "sections"},message:"must have required property '"+"sections"+"'",schema:schema50.properties.traces.items.required,parentSchema:schema50.properties.traces.items,data:data40};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data40.scenarios === undefined){
const err93 = {instancePath:instancePath+"/traces/" + i4,schemaPath:"#/properties/traces/items/required",keyword:"required",params:{missingProperty: "scenarios"},message:"must have required property '"+"scenarios"+"'",schema:schema50.properties.traces.items.required,parentSchema:schema50.properties.traces.items,data:data40};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data40.verdict === undefined){
const err94 = {instancePath:instancePath+"/traces/" + i4,schemaPath:"#/properties/traces/items/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'",schema:schema50.properties.traces.items.required,parentSchema:schema50.properties.traces.items,data:data40};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
for(const key4 in data40){
if(!(func1.call(schema50.properties.traces.items.properties, key4))){
const err95 = {instancePath:instancePath+"/traces/" + i4,schemaPath:"#/properties/traces/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema50.properties.traces.items,data:data40};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data40.id !== undefined){
let data41 = data40.id;
if(typeof data41 !== "string"){
const err96 = {instancePath:instancePath+"/traces/" + i4+"/id",schemaPath:"#/properties/traces/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.traces.items.properties.id.type,parentSchema:schema50.properties.traces.items.properties.id,data:data41};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data40.title !== undefined){
let data42 = data40.title;
if(typeof data42 !== "string"){
const err97 = {instancePath:instancePath+"/traces/" + i4+"/title",schemaPath:"#/properties/traces/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.traces.items.properties.title.type,parentSchema:schema50.properties.traces.items.properties.title,data:data42};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data40.level !== undefined){
let data43 = data40.level;
if(typeof data43 !== "string"){
const err98 = {instancePath:instancePath+"/traces/" + i4+"/level",schemaPath:"#/properties/traces/items/properties/level/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.traces.items.properties.level.type,parentSchema:schema50.properties.traces.items.properties.level,data:data43};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data40.required !== undefined){
let data44 = data40.required;
if(typeof data44 !== "boolean"){
const err99 = {instancePath:instancePath+"/traces/" + i4+"/required",schemaPath:"#/properties/traces/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema50.properties.traces.items.properties.required.type,parentSchema:schema50.properties.traces.items.properties.required,data:data44};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data40.lines !== undefined){
let data45 = data40.lines;
if(typeof data45 !== "string"){
const err100 = {instancePath:instancePath+"/traces/" + i4+"/lines",schemaPath:"#/properties/traces/items/properties/lines/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.traces.items.properties.lines.type,parentSchema:schema50.properties.traces.items.properties.lines,data:data45};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data40.item !== undefined){
let data46 = data40.item;
if(typeof data46 !== "string"){
const err101 = {instancePath:instancePath+"/traces/" + i4+"/item",schemaPath:"#/properties/traces/items/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.traces.items.properties.item.type,parentSchema:schema50.properties.traces.items.properties.item,data:data46};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data40.sections !== undefined){
let data47 = data40.sections;
if(Array.isArray(data47)){
const len5 = data47.length;
for(let i5=0; i5<len5; i5++){
let data48 = data47[i5];
if(typeof data48 !== "string"){
const err102 = {instancePath:instancePath+"/traces/" + i4+"/sections/" + i5,schemaPath:"#/properties/traces/items/properties/sections/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.traces.items.properties.sections.items.type,parentSchema:schema50.properties.traces.items.properties.sections.items,data:data48};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath:instancePath+"/traces/" + i4+"/sections",schemaPath:"#/properties/traces/items/properties/sections/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.traces.items.properties.sections.type,parentSchema:schema50.properties.traces.items.properties.sections,data:data47};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data40.scenarios !== undefined){
let data49 = data40.scenarios;
if(Array.isArray(data49)){
const len6 = data49.length;
for(let i6=0; i6<len6; i6++){
if(!(validate36(data49[i6], {instancePath:instancePath+"/traces/" + i4+"/scenarios/" + i6,parentData:data49,parentDataProperty:i6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
}
else {
const err104 = {instancePath:instancePath+"/traces/" + i4+"/scenarios",schemaPath:"#/properties/traces/items/properties/scenarios/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.traces.items.properties.scenarios.type,parentSchema:schema50.properties.traces.items.properties.scenarios,data:data49};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data40.verdict !== undefined){
let data51 = data40.verdict;
if(!((((((((data51 === "proven") || (data51 === "proven-with-warnings")) || (data51 === "failed")) || (data51 === "gap")) || (data51 === "not-covered")) || (data51 === "unproven")) || (data51 === "not-applicable")) || (data51 === "untestable"))){
const err105 = {instancePath:instancePath+"/traces/" + i4+"/verdict",schemaPath:"#/properties/traces/items/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema50.properties.traces.items.properties.verdict.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.traces.items.properties.verdict.enum,parentSchema:schema50.properties.traces.items.properties.verdict,data:data51};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data40.untestable !== undefined){
let data52 = data40.untestable;
if(typeof data52 !== "string"){
const err106 = {instancePath:instancePath+"/traces/" + i4+"/untestable",schemaPath:"#/properties/traces/items/properties/untestable/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.traces.items.properties.untestable.type,parentSchema:schema50.properties.traces.items.properties.untestable,data:data52};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data40.notes !== undefined){
let data53 = data40.notes;
if(typeof data53 !== "string"){
const err107 = {instancePath:instancePath+"/traces/" + i4+"/notes",schemaPath:"#/properties/traces/items/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.traces.items.properties.notes.type,parentSchema:schema50.properties.traces.items.properties.notes,data:data53};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/traces/" + i4,schemaPath:"#/properties/traces/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.properties.traces.items.type,parentSchema:schema50.properties.traces.items,data:data40};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath:instancePath+"/traces",schemaPath:"#/properties/traces/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.traces.type,parentSchema:schema50.properties.traces,data:data39};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.missing !== undefined){
let data54 = data.missing;
if(Array.isArray(data54)){
const len7 = data54.length;
for(let i7=0; i7<len7; i7++){
let data55 = data54[i7];
if(typeof data55 !== "string"){
const err110 = {instancePath:instancePath+"/missing/" + i7,schemaPath:"#/properties/missing/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.missing.items.type,parentSchema:schema50.properties.missing.items,data:data55};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath:instancePath+"/missing",schemaPath:"#/properties/missing/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.missing.type,parentSchema:schema50.properties.missing,data:data54};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data.unmatchedUrls !== undefined){
let data56 = data.unmatchedUrls;
if(Array.isArray(data56)){
const len8 = data56.length;
for(let i8=0; i8<len8; i8++){
let data57 = data56[i8];
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(data57.testId === undefined){
const err112 = {instancePath:instancePath+"/unmatchedUrls/" + i8,schemaPath:"#/properties/unmatchedUrls/items/required",keyword:"required",params:{missingProperty: "testId"},message:"must have required property '"+"testId"+"'",schema:schema50.properties.unmatchedUrls.items.required,parentSchema:schema50.properties.unmatchedUrls.items,data:data57};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data57.url === undefined){
const err113 = {instancePath:instancePath+"/unmatchedUrls/" + i8,schemaPath:"#/properties/unmatchedUrls/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema50.properties.unmatchedUrls.items.required,parentSchema:schema50.properties.unmatchedUrls.items,data:data57};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
for(const key5 in data57){
if(!((key5 === "testId") || (key5 === "url"))){
const err114 = {instancePath:instancePath+"/unmatchedUrls/" + i8,schemaPath:"#/properties/unmatchedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema50.properties.unmatchedUrls.items,data:data57};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data57.testId !== undefined){
let data58 = data57.testId;
if(typeof data58 !== "string"){
const err115 = {instancePath:instancePath+"/unmatchedUrls/" + i8+"/testId",schemaPath:"#/properties/unmatchedUrls/items/properties/testId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.unmatchedUrls.items.properties.testId.type,parentSchema:schema50.properties.unmatchedUrls.items.properties.testId,data:data58};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data57.url !== undefined){
let data59 = data57.url;
if(typeof data59 !== "string"){
const err116 = {instancePath:instancePath+"/unmatchedUrls/" + i8+"/url",schemaPath:"#/properties/unmatchedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.unmatchedUrls.items.properties.url.type,parentSchema:schema50.properties.unmatchedUrls.items.properties.url,data:data59};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
else {
const err117 = {instancePath:instancePath+"/unmatchedUrls/" + i8,schemaPath:"#/properties/unmatchedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.properties.unmatchedUrls.items.type,parentSchema:schema50.properties.unmatchedUrls.items,data:data57};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
else {
const err118 = {instancePath:instancePath+"/unmatchedUrls",schemaPath:"#/properties/unmatchedUrls/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.unmatchedUrls.type,parentSchema:schema50.properties.unmatchedUrls,data:data56};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data.requirements !== undefined){
if(!(validate39(data.requirements, {instancePath:instancePath+"/requirements",parentData:data,parentDataProperty:"requirements",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
if(data.totals !== undefined){
let data61 = data.totals;
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
if(data61.tests === undefined){
const err119 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "tests"},message:"must have required property '"+"tests"+"'",schema:schema50.properties.totals.required,parentSchema:schema50.properties.totals,data:data61};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(data61.rows === undefined){
const err120 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'",schema:schema50.properties.totals.required,parentSchema:schema50.properties.totals,data:data61};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data61.sectionsCovered === undefined){
const err121 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "sectionsCovered"},message:"must have required property '"+"sectionsCovered"+"'",schema:schema50.properties.totals.required,parentSchema:schema50.properties.totals,data:data61};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data61.sections === undefined){
const err122 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "sections"},message:"must have required property '"+"sections"+"'",schema:schema50.properties.totals.required,parentSchema:schema50.properties.totals,data:data61};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
for(const key6 in data61){
if(!(((((key6 === "tests") || (key6 === "rows")) || (key6 === "sectionsCovered")) || (key6 === "sections")) || (key6 === "knownFailures"))){
const err123 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema50.properties.totals,data:data61};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data61.tests !== undefined){
let data62 = data61.tests;
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
if(data62.passed === undefined){
const err124 = {instancePath:instancePath+"/totals/tests",schemaPath:"#/properties/totals/properties/tests/required",keyword:"required",params:{missingProperty: "passed"},message:"must have required property '"+"passed"+"'",schema:schema50.properties.totals.properties.tests.required,parentSchema:schema50.properties.totals.properties.tests,data:data62};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data62.failed === undefined){
const err125 = {instancePath:instancePath+"/totals/tests",schemaPath:"#/properties/totals/properties/tests/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'",schema:schema50.properties.totals.properties.tests.required,parentSchema:schema50.properties.totals.properties.tests,data:data62};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data62.skipped === undefined){
const err126 = {instancePath:instancePath+"/totals/tests",schemaPath:"#/properties/totals/properties/tests/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'",schema:schema50.properties.totals.properties.tests.required,parentSchema:schema50.properties.totals.properties.tests,data:data62};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data62["not-applicable"] === undefined){
const err127 = {instancePath:instancePath+"/totals/tests",schemaPath:"#/properties/totals/properties/tests/required",keyword:"required",params:{missingProperty: "not-applicable"},message:"must have required property '"+"not-applicable"+"'",schema:schema50.properties.totals.properties.tests.required,parentSchema:schema50.properties.totals.properties.tests,data:data62};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data62["not-covered"] === undefined){
const err128 = {instancePath:instancePath+"/totals/tests",schemaPath:"#/properties/totals/properties/tests/required",keyword:"required",params:{missingProperty: "not-covered"},message:"must have required property '"+"not-covered"+"'",schema:schema50.properties.totals.properties.tests.required,parentSchema:schema50.properties.totals.properties.tests,data:data62};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data62.untestable === undefined){
const err129 = {instancePath:instancePath+"/totals/tests",schemaPath:"#/properties/totals/properties/tests/required",keyword:"required",params:{missingProperty: "untestable"},message:"must have required property '"+"untestable"+"'",schema:schema50.properties.totals.properties.tests.required,parentSchema:schema50.properties.totals.properties.tests,data:data62};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
for(const key7 in data62){
if(!((((((((key7 === "passed") || (key7 === "failed")) || (key7 === "warning")) || (key7 === "skipped")) || (key7 === "not-applicable")) || (key7 === "could-not-judge")) || (key7 === "not-covered")) || (key7 === "untestable"))){
const err130 = {instancePath:instancePath+"/totals/tests",schemaPath:"#/properties/totals/properties/tests/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema50.properties.totals.properties.tests,data:data62};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data62.passed !== undefined){
let data63 = data62.passed;
if(!((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63)))){
const err131 = {instancePath:instancePath+"/totals/tests/passed",schemaPath:"#/properties/totals/properties/tests/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.tests.properties.passed.type,parentSchema:schema50.properties.totals.properties.tests.properties.passed,data:data63};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(typeof data63 == "number"){
if(data63 < 0 || isNaN(data63)){
const err132 = {instancePath:instancePath+"/totals/tests/passed",schemaPath:"#/properties/totals/properties/tests/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.tests.properties.passed,data:data63};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
if(data62.failed !== undefined){
let data64 = data62.failed;
if(!((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64)))){
const err133 = {instancePath:instancePath+"/totals/tests/failed",schemaPath:"#/properties/totals/properties/tests/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.tests.properties.failed.type,parentSchema:schema50.properties.totals.properties.tests.properties.failed,data:data64};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(typeof data64 == "number"){
if(data64 < 0 || isNaN(data64)){
const err134 = {instancePath:instancePath+"/totals/tests/failed",schemaPath:"#/properties/totals/properties/tests/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.tests.properties.failed,data:data64};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
if(data62.warning !== undefined){
let data65 = data62.warning;
if(!((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65)))){
const err135 = {instancePath:instancePath+"/totals/tests/warning",schemaPath:"#/properties/totals/properties/tests/properties/warning/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.tests.properties.warning.type,parentSchema:schema50.properties.totals.properties.tests.properties.warning,data:data65};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(typeof data65 == "number"){
if(data65 < 0 || isNaN(data65)){
const err136 = {instancePath:instancePath+"/totals/tests/warning",schemaPath:"#/properties/totals/properties/tests/properties/warning/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.tests.properties.warning,data:data65};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
if(data62.skipped !== undefined){
let data66 = data62.skipped;
if(!((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66)))){
const err137 = {instancePath:instancePath+"/totals/tests/skipped",schemaPath:"#/properties/totals/properties/tests/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.tests.properties.skipped.type,parentSchema:schema50.properties.totals.properties.tests.properties.skipped,data:data66};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(typeof data66 == "number"){
if(data66 < 0 || isNaN(data66)){
const err138 = {instancePath:instancePath+"/totals/tests/skipped",schemaPath:"#/properties/totals/properties/tests/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.tests.properties.skipped,data:data66};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
if(data62["not-applicable"] !== undefined){
let data67 = data62["not-applicable"];
if(!((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67)))){
const err139 = {instancePath:instancePath+"/totals/tests/not-applicable",schemaPath:"#/properties/totals/properties/tests/properties/not-applicable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.tests.properties["not-applicable"].type,parentSchema:schema50.properties.totals.properties.tests.properties["not-applicable"],data:data67};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(typeof data67 == "number"){
if(data67 < 0 || isNaN(data67)){
const err140 = {instancePath:instancePath+"/totals/tests/not-applicable",schemaPath:"#/properties/totals/properties/tests/properties/not-applicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.tests.properties["not-applicable"],data:data67};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
if(data62["could-not-judge"] !== undefined){
let data68 = data62["could-not-judge"];
if(!((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68)))){
const err141 = {instancePath:instancePath+"/totals/tests/could-not-judge",schemaPath:"#/properties/totals/properties/tests/properties/could-not-judge/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.tests.properties["could-not-judge"].type,parentSchema:schema50.properties.totals.properties.tests.properties["could-not-judge"],data:data68};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(typeof data68 == "number"){
if(data68 < 0 || isNaN(data68)){
const err142 = {instancePath:instancePath+"/totals/tests/could-not-judge",schemaPath:"#/properties/totals/properties/tests/properties/could-not-judge/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.tests.properties["could-not-judge"],data:data68};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
if(data62["not-covered"] !== undefined){
let data69 = data62["not-covered"];
if(!((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69)))){
const err143 = {instancePath:instancePath+"/totals/tests/not-covered",schemaPath:"#/properties/totals/properties/tests/properties/not-covered/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.tests.properties["not-covered"].type,parentSchema:schema50.properties.totals.properties.tests.properties["not-covered"],data:data69};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(typeof data69 == "number"){
if(data69 < 0 || isNaN(data69)){
const err144 = {instancePath:instancePath+"/totals/tests/not-covered",schemaPath:"#/properties/totals/properties/tests/properties/not-covered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.tests.properties["not-covered"],data:data69};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
if(data62.untestable !== undefined){
let data70 = data62.untestable;
if(!((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70)))){
const err145 = {instancePath:instancePath+"/totals/tests/untestable",schemaPath:"#/properties/totals/properties/tests/properties/untestable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.tests.properties.untestable.type,parentSchema:schema50.properties.totals.properties.tests.properties.untestable,data:data70};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if(typeof data70 == "number"){
if(data70 < 0 || isNaN(data70)){
const err146 = {instancePath:instancePath+"/totals/tests/untestable",schemaPath:"#/properties/totals/properties/tests/properties/untestable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.tests.properties.untestable,data:data70};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
}
else {
const err147 = {instancePath:instancePath+"/totals/tests",schemaPath:"#/properties/totals/properties/tests/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.properties.totals.properties.tests.type,parentSchema:schema50.properties.totals.properties.tests,data:data62};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data61.rows !== undefined){
let data71 = data61.rows;
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
if(data71.proven === undefined){
const err148 = {instancePath:instancePath+"/totals/rows",schemaPath:"#/properties/totals/properties/rows/required",keyword:"required",params:{missingProperty: "proven"},message:"must have required property '"+"proven"+"'",schema:schema50.properties.totals.properties.rows.required,parentSchema:schema50.properties.totals.properties.rows,data:data71};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(data71.failed === undefined){
const err149 = {instancePath:instancePath+"/totals/rows",schemaPath:"#/properties/totals/properties/rows/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'",schema:schema50.properties.totals.properties.rows.required,parentSchema:schema50.properties.totals.properties.rows,data:data71};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(data71.gap === undefined){
const err150 = {instancePath:instancePath+"/totals/rows",schemaPath:"#/properties/totals/properties/rows/required",keyword:"required",params:{missingProperty: "gap"},message:"must have required property '"+"gap"+"'",schema:schema50.properties.totals.properties.rows.required,parentSchema:schema50.properties.totals.properties.rows,data:data71};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(data71["not-covered"] === undefined){
const err151 = {instancePath:instancePath+"/totals/rows",schemaPath:"#/properties/totals/properties/rows/required",keyword:"required",params:{missingProperty: "not-covered"},message:"must have required property '"+"not-covered"+"'",schema:schema50.properties.totals.properties.rows.required,parentSchema:schema50.properties.totals.properties.rows,data:data71};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(data71.unproven === undefined){
const err152 = {instancePath:instancePath+"/totals/rows",schemaPath:"#/properties/totals/properties/rows/required",keyword:"required",params:{missingProperty: "unproven"},message:"must have required property '"+"unproven"+"'",schema:schema50.properties.totals.properties.rows.required,parentSchema:schema50.properties.totals.properties.rows,data:data71};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(data71["not-applicable"] === undefined){
const err153 = {instancePath:instancePath+"/totals/rows",schemaPath:"#/properties/totals/properties/rows/required",keyword:"required",params:{missingProperty: "not-applicable"},message:"must have required property '"+"not-applicable"+"'",schema:schema50.properties.totals.properties.rows.required,parentSchema:schema50.properties.totals.properties.rows,data:data71};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(data71.untestable === undefined){
const err154 = {instancePath:instancePath+"/totals/rows",schemaPath:"#/properties/totals/properties/rows/required",keyword:"required",params:{missingProperty: "untestable"},message:"must have required property '"+"untestable"+"'",schema:schema50.properties.totals.properties.rows.required,parentSchema:schema50.properties.totals.properties.rows,data:data71};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
for(const key8 in data71){
if(!((((((((key8 === "proven") || (key8 === "proven-with-warnings")) || (key8 === "failed")) || (key8 === "gap")) || (key8 === "not-covered")) || (key8 === "unproven")) || (key8 === "not-applicable")) || (key8 === "untestable"))){
const err155 = {instancePath:instancePath+"/totals/rows",schemaPath:"#/properties/totals/properties/rows/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema50.properties.totals.properties.rows,data:data71};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data71.proven !== undefined){
let data72 = data71.proven;
if(!((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72)))){
const err156 = {instancePath:instancePath+"/totals/rows/proven",schemaPath:"#/properties/totals/properties/rows/properties/proven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.rows.properties.proven.type,parentSchema:schema50.properties.totals.properties.rows.properties.proven,data:data72};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(typeof data72 == "number"){
if(data72 < 0 || isNaN(data72)){
const err157 = {instancePath:instancePath+"/totals/rows/proven",schemaPath:"#/properties/totals/properties/rows/properties/proven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.rows.properties.proven,data:data72};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
if(data71["proven-with-warnings"] !== undefined){
let data73 = data71["proven-with-warnings"];
if(!((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73)))){
const err158 = {instancePath:instancePath+"/totals/rows/proven-with-warnings",schemaPath:"#/properties/totals/properties/rows/properties/proven-with-warnings/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.rows.properties["proven-with-warnings"].type,parentSchema:schema50.properties.totals.properties.rows.properties["proven-with-warnings"],data:data73};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(typeof data73 == "number"){
if(data73 < 0 || isNaN(data73)){
const err159 = {instancePath:instancePath+"/totals/rows/proven-with-warnings",schemaPath:"#/properties/totals/properties/rows/properties/proven-with-warnings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.rows.properties["proven-with-warnings"],data:data73};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
}
if(data71.failed !== undefined){
let data74 = data71.failed;
if(!((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74)))){
const err160 = {instancePath:instancePath+"/totals/rows/failed",schemaPath:"#/properties/totals/properties/rows/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.rows.properties.failed.type,parentSchema:schema50.properties.totals.properties.rows.properties.failed,data:data74};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(typeof data74 == "number"){
if(data74 < 0 || isNaN(data74)){
const err161 = {instancePath:instancePath+"/totals/rows/failed",schemaPath:"#/properties/totals/properties/rows/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.rows.properties.failed,data:data74};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
if(data71.gap !== undefined){
let data75 = data71.gap;
if(!((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75)))){
const err162 = {instancePath:instancePath+"/totals/rows/gap",schemaPath:"#/properties/totals/properties/rows/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.rows.properties.gap.type,parentSchema:schema50.properties.totals.properties.rows.properties.gap,data:data75};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(typeof data75 == "number"){
if(data75 < 0 || isNaN(data75)){
const err163 = {instancePath:instancePath+"/totals/rows/gap",schemaPath:"#/properties/totals/properties/rows/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.rows.properties.gap,data:data75};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
if(data71["not-covered"] !== undefined){
let data76 = data71["not-covered"];
if(!((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76)))){
const err164 = {instancePath:instancePath+"/totals/rows/not-covered",schemaPath:"#/properties/totals/properties/rows/properties/not-covered/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.rows.properties["not-covered"].type,parentSchema:schema50.properties.totals.properties.rows.properties["not-covered"],data:data76};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(typeof data76 == "number"){
if(data76 < 0 || isNaN(data76)){
const err165 = {instancePath:instancePath+"/totals/rows/not-covered",schemaPath:"#/properties/totals/properties/rows/properties/not-covered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.rows.properties["not-covered"],data:data76};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
if(data71.unproven !== undefined){
let data77 = data71.unproven;
if(!((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77)))){
const err166 = {instancePath:instancePath+"/totals/rows/unproven",schemaPath:"#/properties/totals/properties/rows/properties/unproven/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.rows.properties.unproven.type,parentSchema:schema50.properties.totals.properties.rows.properties.unproven,data:data77};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(typeof data77 == "number"){
if(data77 < 0 || isNaN(data77)){
const err167 = {instancePath:instancePath+"/totals/rows/unproven",schemaPath:"#/properties/totals/properties/rows/properties/unproven/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.rows.properties.unproven,data:data77};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
if(data71["not-applicable"] !== undefined){
let data78 = data71["not-applicable"];
if(!((typeof data78 == "number") && (!(data78 % 1) && !isNaN(data78)))){
const err168 = {instancePath:instancePath+"/totals/rows/not-applicable",schemaPath:"#/properties/totals/properties/rows/properties/not-applicable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.rows.properties["not-applicable"].type,parentSchema:schema50.properties.totals.properties.rows.properties["not-applicable"],data:data78};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(typeof data78 == "number"){
if(data78 < 0 || isNaN(data78)){
const err169 = {instancePath:instancePath+"/totals/rows/not-applicable",schemaPath:"#/properties/totals/properties/rows/properties/not-applicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.rows.properties["not-applicable"],data:data78};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
if(data71.untestable !== undefined){
let data79 = data71.untestable;
if(!((typeof data79 == "number") && (!(data79 % 1) && !isNaN(data79)))){
const err170 = {instancePath:instancePath+"/totals/rows/untestable",schemaPath:"#/properties/totals/properties/rows/properties/untestable/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.rows.properties.untestable.type,parentSchema:schema50.properties.totals.properties.rows.properties.untestable,data:data79};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(typeof data79 == "number"){
if(data79 < 0 || isNaN(data79)){
const err171 = {instancePath:instancePath+"/totals/rows/untestable",schemaPath:"#/properties/totals/properties/rows/properties/untestable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.rows.properties.untestable,data:data79};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
}
}
else {
const err172 = {instancePath:instancePath+"/totals/rows",schemaPath:"#/properties/totals/properties/rows/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.properties.totals.properties.rows.type,parentSchema:schema50.properties.totals.properties.rows,data:data71};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data61.sectionsCovered !== undefined){
let data80 = data61.sectionsCovered;
if(!((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80)))){
const err173 = {instancePath:instancePath+"/totals/sectionsCovered",schemaPath:"#/properties/totals/properties/sectionsCovered/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.sectionsCovered.type,parentSchema:schema50.properties.totals.properties.sectionsCovered,data:data80};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(typeof data80 == "number"){
if(data80 < 0 || isNaN(data80)){
const err174 = {instancePath:instancePath+"/totals/sectionsCovered",schemaPath:"#/properties/totals/properties/sectionsCovered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.sectionsCovered,data:data80};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
if(data61.sections !== undefined){
let data81 = data61.sections;
if(!((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81)))){
const err175 = {instancePath:instancePath+"/totals/sections",schemaPath:"#/properties/totals/properties/sections/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.sections.type,parentSchema:schema50.properties.totals.properties.sections,data:data81};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if(typeof data81 == "number"){
if(data81 < 0 || isNaN(data81)){
const err176 = {instancePath:instancePath+"/totals/sections",schemaPath:"#/properties/totals/properties/sections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.sections,data:data81};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
}
if(data61.knownFailures !== undefined){
let data82 = data61.knownFailures;
if(!((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82)))){
const err177 = {instancePath:instancePath+"/totals/knownFailures",schemaPath:"#/properties/totals/properties/knownFailures/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema50.properties.totals.properties.knownFailures.type,parentSchema:schema50.properties.totals.properties.knownFailures,data:data82};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(typeof data82 == "number"){
if(data82 < 0 || isNaN(data82)){
const err178 = {instancePath:instancePath+"/totals/knownFailures",schemaPath:"#/properties/totals/properties/knownFailures/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.totals.properties.knownFailures,data:data82};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
}
}
else {
const err179 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.properties.totals.type,parentSchema:schema50.properties.totals,data:data61};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
}
else {
const err180 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.catalogs === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "catalogs"},message:"must have required property '"+"catalogs"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.uncatalogued === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uncatalogued"},message:"must have required property '"+"uncatalogued"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.problems === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "problems"},message:"must have required property '"+"problems"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "catalogs") || (key0 === "uncatalogued")) || (key0 === "problems"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.catalogs !== undefined){
let data0 = data.catalogs;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate35(data0[i0], {instancePath:instancePath+"/catalogs/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/catalogs",schemaPath:"#/properties/catalogs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema49.properties.catalogs.type,parentSchema:schema49.properties.catalogs,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.uncatalogued !== undefined){
let data2 = data.uncatalogued;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/uncatalogued/" + i1,schemaPath:"#/properties/uncatalogued/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.uncatalogued.items.type,parentSchema:schema49.properties.uncatalogued.items,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/uncatalogued",schemaPath:"#/properties/uncatalogued/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema49.properties.uncatalogued.type,parentSchema:schema49.properties.uncatalogued,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.problems !== undefined){
let data4 = data.problems;
if(Array.isArray(data4)){
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.kind === undefined){
const err7 = {instancePath:instancePath+"/problems/" + i2,schemaPath:"#/$defs/catalogProblem/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema59.required,parentSchema:schema59,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data5.testId === undefined){
const err8 = {instancePath:instancePath+"/problems/" + i2,schemaPath:"#/$defs/catalogProblem/required",keyword:"required",params:{missingProperty: "testId"},message:"must have required property '"+"testId"+"'",schema:schema59.required,parentSchema:schema59,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5.file === undefined){
const err9 = {instancePath:instancePath+"/problems/" + i2,schemaPath:"#/$defs/catalogProblem/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema59.required,parentSchema:schema59,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5.line === undefined){
const err10 = {instancePath:instancePath+"/problems/" + i2,schemaPath:"#/$defs/catalogProblem/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'",schema:schema59.required,parentSchema:schema59,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5.value === undefined){
const err11 = {instancePath:instancePath+"/problems/" + i2,schemaPath:"#/$defs/catalogProblem/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema59.required,parentSchema:schema59,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.at === undefined){
const err12 = {instancePath:instancePath+"/problems/" + i2,schemaPath:"#/$defs/catalogProblem/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'",schema:schema59.required,parentSchema:schema59,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.message === undefined){
const err13 = {instancePath:instancePath+"/problems/" + i2,schemaPath:"#/$defs/catalogProblem/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema59.required,parentSchema:schema59,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.candidates === undefined){
const err14 = {instancePath:instancePath+"/problems/" + i2,schemaPath:"#/$defs/catalogProblem/required",keyword:"required",params:{missingProperty: "candidates"},message:"must have required property '"+"candidates"+"'",schema:schema59.required,parentSchema:schema59,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data5){
if(!(func1.call(schema59.properties, key1))){
const err15 = {instancePath:instancePath+"/problems/" + i2,schemaPath:"#/$defs/catalogProblem/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.kind !== undefined){
let data6 = data5.kind;
if(!((((data6 === "unknown-id") || (data6 === "unknown-trace")) || (data6 === "unknown-spec")) || (data6 === "no-catalog"))){
const err16 = {instancePath:instancePath+"/problems/" + i2+"/kind",schemaPath:"#/$defs/catalogProblem/properties/kind/enum",keyword:"enum",params:{allowedValues: schema59.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema59.properties.kind.enum,parentSchema:schema59.properties.kind,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.testId !== undefined){
let data7 = data5.testId;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/problems/" + i2+"/testId",schemaPath:"#/$defs/catalogProblem/properties/testId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.testId.type,parentSchema:schema59.properties.testId,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.file !== undefined){
let data8 = data5.file;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/problems/" + i2+"/file",schemaPath:"#/$defs/catalogProblem/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.file.type,parentSchema:schema59.properties.file,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.line !== undefined){
let data9 = data5.line;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err19 = {instancePath:instancePath+"/problems/" + i2+"/line",schemaPath:"#/$defs/catalogProblem/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema59.properties.line.type,parentSchema:schema59.properties.line,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 1 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/problems/" + i2+"/line",schemaPath:"#/$defs/catalogProblem/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema59.properties.line,data:data9};
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
if(data5.value !== undefined){
let data10 = data5.value;
if(typeof data10 !== "string"){
const err21 = {instancePath:instancePath+"/problems/" + i2+"/value",schemaPath:"#/$defs/catalogProblem/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.value.type,parentSchema:schema59.properties.value,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.at !== undefined){
let data11 = data5.at;
if(Array.isArray(data11)){
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
let data12 = data11[i3];
if((typeof data12 !== "string") && (!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))))){
const err22 = {instancePath:instancePath+"/problems/" + i2+"/at/" + i3,schemaPath:"#/$defs/catalogProblem/properties/at/items/type",keyword:"type",params:{type: schema59.properties.at.items.type},message:"must be string,integer",schema:schema59.properties.at.items.type,parentSchema:schema59.properties.at.items,data:data12};
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
const err23 = {instancePath:instancePath+"/problems/" + i2+"/at",schemaPath:"#/$defs/catalogProblem/properties/at/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema59.properties.at.type,parentSchema:schema59.properties.at,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.catalog !== undefined){
let data13 = data5.catalog;
if(typeof data13 !== "string"){
const err24 = {instancePath:instancePath+"/problems/" + i2+"/catalog",schemaPath:"#/$defs/catalogProblem/properties/catalog/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.catalog.type,parentSchema:schema59.properties.catalog,data:data13};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.message !== undefined){
let data14 = data5.message;
if(typeof data14 !== "string"){
const err25 = {instancePath:instancePath+"/problems/" + i2+"/message",schemaPath:"#/$defs/catalogProblem/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.message.type,parentSchema:schema59.properties.message,data:data14};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.candidates !== undefined){
let data15 = data5.candidates;
if(Array.isArray(data15)){
const len4 = data15.length;
for(let i4=0; i4<len4; i4++){
let data16 = data15[i4];
if(typeof data16 !== "string"){
const err26 = {instancePath:instancePath+"/problems/" + i2+"/candidates/" + i4,schemaPath:"#/$defs/catalogProblem/properties/candidates/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.candidates.items.type,parentSchema:schema59.properties.candidates.items,data:data16};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/problems/" + i2+"/candidates",schemaPath:"#/$defs/catalogProblem/properties/candidates/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema59.properties.candidates.type,parentSchema:schema59.properties.candidates,data:data15};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/problems/" + i2,schemaPath:"#/$defs/catalogProblem/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data:data5};
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
const err29 = {instancePath:instancePath+"/problems",schemaPath:"#/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema49.properties.problems.type,parentSchema:schema49.properties.problems,data:data4};
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
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://wirecase.dev/schemas/results.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tool === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.startedAt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.summary === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.tests === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tests"},message:"must have required property '"+"tests"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "tool") || (key0 === "startedAt")) || (key0 === "summary")) || (key0 === "tests")) || (key0 === "incomplete")) || (key0 === "coverage"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.tool !== undefined){
let data0 = data.tool;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err5 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema31.properties.tool.required,parentSchema:schema31.properties.tool,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.version === undefined){
const err6 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema31.properties.tool.required,parentSchema:schema31.properties.tool,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "name") || (key1 === "version"))){
const err7 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.tool,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if("wirecase" !== data1){
const err8 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/const",keyword:"const",params:{allowedValue: "wirecase"},message:"must be equal to constant",schema:"wirecase",parentSchema:schema31.properties.tool.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.version !== undefined){
let data2 = data0.version;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.tool.properties.version.type,parentSchema:schema31.properties.tool.properties.version,data:data2};
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
const err10 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.tool.type,parentSchema:schema31.properties.tool,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.startedAt !== undefined){
let data3 = data.startedAt;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err11 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema31.properties.startedAt,data:data3};
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
const err12 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.startedAt.type,parentSchema:schema31.properties.startedAt,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.summary !== undefined){
if(!(validate21(data.summary, {instancePath:instancePath+"/summary",parentData:data,parentDataProperty:"summary",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.tests !== undefined){
let data5 = data.tests;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data5[i0], {instancePath:instancePath+"/tests/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/tests",schemaPath:"#/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.tests.type,parentSchema:schema31.properties.tests,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.incomplete !== undefined){
let data7 = data.incomplete;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.reason === undefined){
const err14 = {instancePath:instancePath+"/incomplete",schemaPath:"#/properties/incomplete/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema31.properties.incomplete.required,parentSchema:schema31.properties.incomplete,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data7.testsPlanned === undefined){
const err15 = {instancePath:instancePath+"/incomplete",schemaPath:"#/properties/incomplete/required",keyword:"required",params:{missingProperty: "testsPlanned"},message:"must have required property '"+"testsPlanned"+"'",schema:schema31.properties.incomplete.required,parentSchema:schema31.properties.incomplete,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "reason") || (key2 === "testsPlanned")) || (key2 === "interrupted"))){
const err16 = {instancePath:instancePath+"/incomplete",schemaPath:"#/properties/incomplete/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.incomplete,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.reason !== undefined){
let data8 = data7.reason;
if(typeof data8 !== "string"){
const err17 = {instancePath:instancePath+"/incomplete/reason",schemaPath:"#/properties/incomplete/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.incomplete.properties.reason.type,parentSchema:schema31.properties.incomplete.properties.reason,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.testsPlanned !== undefined){
let data9 = data7.testsPlanned;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err18 = {instancePath:instancePath+"/incomplete/testsPlanned",schemaPath:"#/properties/incomplete/properties/testsPlanned/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema31.properties.incomplete.properties.testsPlanned.type,parentSchema:schema31.properties.incomplete.properties.testsPlanned,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 0 || isNaN(data9)){
const err19 = {instancePath:instancePath+"/incomplete/testsPlanned",schemaPath:"#/properties/incomplete/properties/testsPlanned/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema31.properties.incomplete.properties.testsPlanned,data:data9};
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
if(data7.interrupted !== undefined){
let data10 = data7.interrupted;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(typeof data11 !== "string"){
const err20 = {instancePath:instancePath+"/incomplete/interrupted/" + i1,schemaPath:"#/properties/incomplete/properties/interrupted/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.incomplete.properties.interrupted.items.type,parentSchema:schema31.properties.incomplete.properties.interrupted.items,data:data11};
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
const err21 = {instancePath:instancePath+"/incomplete/interrupted",schemaPath:"#/properties/incomplete/properties/interrupted/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.incomplete.properties.interrupted.type,parentSchema:schema31.properties.incomplete.properties.interrupted,data:data10};
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
const err22 = {instancePath:instancePath+"/incomplete",schemaPath:"#/properties/incomplete/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.incomplete.type,parentSchema:schema31.properties.incomplete,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.coverage !== undefined){
if(!(validate34(data.coverage, {instancePath:instancePath+"/coverage",parentData:data,parentDataProperty:"coverage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const catalog = validate43;
const schema60 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://wirecase.dev/schemas/catalog.schema.json","title":"wirecase catalog","description":"What a suite is expected to cover: one specification, its sections, the test IDs it should have, its changelog traceability rows, the entries that cannot be tested over HTTP, and (optionally) its requirement catalog. The reporter joins run results with the catalog to show coverage per section and per row. A catalog lives next to its suite (catalog.yaml).","type":"object","additionalProperties":false,"required":["spec","sections"],"properties":{"spec":{"title":"Specification","description":"The specification (or extension) this catalog describes.","type":"object","additionalProperties":false,"required":["key","title","version","url"],"properties":{"key":{"title":"Spec key","description":"Short name of the specification, lower case with dashes.","$ref":"#/$defs/key","examples":["mcp","mcp-apps"]},"title":{"title":"Spec title","description":"Human-readable name of the specification.","type":"string","minLength":1,"examples":["Model Context Protocol"]},"version":{"title":"Spec version","description":"The revision this catalog describes, usually a date.","type":"string","minLength":1,"examples":["2026-07-28"]},"url":{"title":"Spec URL","description":"Public web address of the specification's front page.","type":"string","format":"uri","examples":["https://modelcontextprotocol.io/specification/2026-07-28"]},"changelog":{"title":"Changelog URL","description":"Public web address of the changelog whose lines the traceability rows cite.","type":"string","format":"uri","examples":["https://modelcontextprotocol.io/specification/2026-07-28/changelog"]},"source":{"title":"Source documents","description":"Where the catalog's content was taken from (documents, commits), so it can be checked again.","type":"string","minLength":1,"examples":["modelcontextprotocol/modelcontextprotocol at commit b0f60ba5"]},"notes":{"title":"Notes","description":"Anything a reader of the reports should know about this catalog.","type":"string"}}},"sections":{"title":"Sections","description":"The parts of the specification that the suite covers. Scenario documents name them by key in their `spec` list; reports show coverage per section.","type":"array","minItems":1,"items":{"$ref":"#/$defs/section"}},"tests":{"title":"Expected tests","description":"Test IDs the suite is expected to have. A scenario document with the same `id` covers the entry; an entry without a document is reported as not covered.","type":"array","items":{"$ref":"#/$defs/test"}},"traces":{"title":"Traceability rows","description":"Changelog traceability rows. Scenario documents name them by ID in their `traces` list; a row is proven only when at least one scenario covers it and all of them pass.","type":"array","items":{"$ref":"#/$defs/trace"}},"untestable":{"title":"Not testable over HTTP","description":"Test IDs or row IDs that cannot be proven over HTTP against a server (for example browser, iframe or host behaviour). Reports show them as not applicable instead of not covered.","type":"array","items":{"$ref":"#/$defs/untestable"}},"requirements":{"title":"Requirement catalog","description":"Path, relative to this catalog, of the suite's requirement catalog: every normative sentence of the specification with its role and verdict (schemas/requirements.schema.json). Reports then show how many server MUSTs are proven, per section and level, and list the gaps.","type":"string","minLength":1,"examples":["requirements.yaml"]}},"$defs":{"key":{"title":"Key","description":"Lower-case words with dashes; dots separate a sub-section from its page (streamable-http.validation).","type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},"id":{"title":"ID","description":"Letters, digits, dot, dash and underscore, starting with a letter or digit.","type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"},"level":{"title":"Requirement level","description":"How strongly the change or test is required: required, conditional (only if the feature is implemented), recommended (SHOULD), no-new-feature (nothing to add; prove the old thing is gone or absent), required-audit (required, proven by inspecting what is advertised), required-regression (required, guards a fixed bug).","enum":["required","conditional","recommended","no-new-feature","required-audit","required-regression"]},"section":{"title":"Section","description":"One part of the specification: a page, or a heading within a page.","type":"object","additionalProperties":false,"required":["key","title","url"],"properties":{"key":{"title":"Section key","description":"Short unique name that scenario documents use in their `spec` list.","$ref":"#/$defs/key","examples":["streamable-http","streamable-http.validation","cap"]},"title":{"title":"Section title","description":"The section's heading as the specification writes it.","type":"string","minLength":1,"examples":["Server Validation"]},"url":{"title":"Section URL","description":"Public web address of the section; a #fragment points at a heading within a page.","type":"string","format":"uri","examples":["https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#server-validation"]},"parent":{"title":"Parent section","description":"Key of the enclosing section (a heading's page, a page's chapter). Reports roll coverage up to it.","$ref":"#/$defs/key","examples":["streamable-http"]}}},"test":{"title":"Expected test","description":"One test ID the suite should have.","type":"object","additionalProperties":false,"required":["id","section","title"],"properties":{"id":{"title":"Test ID","description":"Unique test ID; the scenario document that implements it has the same `id`.","$ref":"#/$defs/id","examples":["mcp-apps-cap-01"]},"section":{"title":"Section key","description":"Key of the section (in this catalog) the test belongs to.","$ref":"#/$defs/key","examples":["cap"]},"title":{"title":"Test title","description":"The test's name as its source document writes it.","type":"string","minLength":1,"examples":["Extension Discovery"]},"description":{"title":"Test description","description":"One sentence on what the test verifies.","type":"string","examples":["Verify client can discover server's MCP Apps support"]},"phase":{"title":"Phase","description":"Delivery phase the test is planned for (1 = first).","type":"integer","minimum":1,"examples":[1]},"level":{"title":"Requirement level","description":"How strongly the specification requires what the test proves.","$ref":"#/$defs/level","examples":["required"]}}},"trace":{"title":"Traceability row","description":"One row of a changelog traceability list: a change of the specification and how strongly it must be proven.","type":"object","additionalProperties":false,"required":["id","title","level","changelog"],"properties":{"id":{"title":"Row ID","description":"Unique row ID, as the traceability list writes it (case matters: M1 is a major change, m1 a minor one).","$ref":"#/$defs/id","examples":["M4","m12","D2"]},"title":{"title":"Row title","description":"Short name of the change.","type":"string","minLength":1,"examples":["Use POST subscriptions for change events"]},"level":{"title":"Requirement level","description":"How strongly the change must be proven.","$ref":"#/$defs/level","examples":["conditional"]},"changelog":{"title":"Changelog entry","description":"Where the change is written in the changelog.","type":"object","additionalProperties":false,"required":["lines"],"properties":{"item":{"title":"Changelog item","description":"The changelog heading and item number.","type":"string","minLength":1,"examples":["Major changes #4"]},"lines":{"title":"Changelog lines","description":"Line number, or first-last range, of the item in the changelog source file (a dash or an en dash).","anyOf":[{"type":"integer","minimum":1},{"type":"string","pattern":"^[1-9][0-9]*([-–][1-9][0-9]*)?$"}],"examples":[18,"49-52"]},"text":{"title":"Changelog text","description":"The item's text as the changelog writes it (Markdown, list number removed).","type":"string","minLength":1}}},"sections":{"title":"Sections","description":"Keys of the sections (in this catalog) that hold the normative detail of the change.","type":"array","uniqueItems":true,"items":{"$ref":"#/$defs/key"},"examples":[["subscriptions"]]},"notes":{"title":"Notes","description":"How the row is proven, or why its level was chosen. While the row is open (not proven, not covered, not applicable), the reports show them beside its verdict: say there why it is open.","type":"string"}}},"untestable":{"title":"Untestable entry","description":"A test ID or row ID that cannot be proven over HTTP against a server, with the reason.","type":"object","additionalProperties":false,"required":["id","reason"],"properties":{"id":{"title":"Test or row ID","description":"A test ID or row ID of this catalog.","$ref":"#/$defs/id","examples":["mcp-apps-sbox-02"]},"reason":{"title":"Reason","description":"Why it cannot be tested over HTTP in the server role.","type":"string","minLength":1,"examples":["CSP is enforced by the host's sandbox iframe, not by the server."]}}}}};
const schema61 = {"title":"Key","description":"Lower-case words with dashes; dots separate a sub-section from its page (streamable-http.validation).","type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"};
const pattern4 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$", "u");
const func14 = module1.default;
const formats2 = module0.fullFormats.uri;
const schema62 = {"title":"Section","description":"One part of the specification: a page, or a heading within a page.","type":"object","additionalProperties":false,"required":["key","title","url"],"properties":{"key":{"title":"Section key","description":"Short unique name that scenario documents use in their `spec` list.","$ref":"#/$defs/key","examples":["streamable-http","streamable-http.validation","cap"]},"title":{"title":"Section title","description":"The section's heading as the specification writes it.","type":"string","minLength":1,"examples":["Server Validation"]},"url":{"title":"Section URL","description":"Public web address of the section; a #fragment points at a heading within a page.","type":"string","format":"uri","examples":["https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#server-validation"]},"parent":{"title":"Parent section","description":"Key of the enclosing section (a heading's page, a page's chapter). Reports roll coverage up to it.","$ref":"#/$defs/key","examples":["streamable-http"]}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "key") || (key0 === "title")) || (key0 === "url")) || (key0 === "parent"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.key !== undefined){
let data0 = data.key;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/$defs/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$",parentSchema:schema61,data:data0};
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
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/$defs/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.type,parentSchema:schema61,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func14(data1) < 1){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema62.properties.title,data:data1};
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
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.title.type,parentSchema:schema62.properties.title,data:data1};
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
let data2 = data.url;
if(typeof data2 === "string"){
if(!(formats2(data2))){
const err8 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema62.properties.url,data:data2};
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
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.url.type,parentSchema:schema62.properties.url,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.parent !== undefined){
let data3 = data.parent;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err10 = {instancePath:instancePath+"/parent",schemaPath:"#/$defs/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$",parentSchema:schema61,data:data3};
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
const err11 = {instancePath:instancePath+"/parent",schemaPath:"#/$defs/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.type,parentSchema:schema61,data:data3};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema65 = {"title":"Expected test","description":"One test ID the suite should have.","type":"object","additionalProperties":false,"required":["id","section","title"],"properties":{"id":{"title":"Test ID","description":"Unique test ID; the scenario document that implements it has the same `id`.","$ref":"#/$defs/id","examples":["mcp-apps-cap-01"]},"section":{"title":"Section key","description":"Key of the section (in this catalog) the test belongs to.","$ref":"#/$defs/key","examples":["cap"]},"title":{"title":"Test title","description":"The test's name as its source document writes it.","type":"string","minLength":1,"examples":["Extension Discovery"]},"description":{"title":"Test description","description":"One sentence on what the test verifies.","type":"string","examples":["Verify client can discover server's MCP Apps support"]},"phase":{"title":"Phase","description":"Delivery phase the test is planned for (1 = first).","type":"integer","minimum":1,"examples":[1]},"level":{"title":"Requirement level","description":"How strongly the specification requires what the test proves.","$ref":"#/$defs/level","examples":["required"]}}};
const schema66 = {"title":"ID","description":"Letters, digits, dot, dash and underscore, starting with a letter or digit.","type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"};
const schema68 = {"title":"Requirement level","description":"How strongly the change or test is required: required, conditional (only if the feature is implemented), recommended (SHOULD), no-new-feature (nothing to add; prove the old thing is gone or absent), required-audit (required, proven by inspecting what is advertised), required-regression (required, guards a fixed bug).","enum":["required","conditional","recommended","no-new-feature","required-audit","required-regression"]};
const pattern7 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "u");

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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.section === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "section"},message:"must have required property '"+"section"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.title === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "section")) || (key0 === "title")) || (key0 === "description")) || (key0 === "phase")) || (key0 === "level"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\"",schema:"^[A-Za-z0-9][A-Za-z0-9._-]*$",parentSchema:schema66,data:data0};
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
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.type,parentSchema:schema66,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.section !== undefined){
let data1 = data.section;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/section",schemaPath:"#/$defs/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$",parentSchema:schema61,data:data1};
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
const err7 = {instancePath:instancePath+"/section",schemaPath:"#/$defs/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.type,parentSchema:schema61,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if(typeof data2 === "string"){
if(func14(data2) < 1){
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.title,data:data2};
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
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.title.type,parentSchema:schema65.properties.title,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.description.type,parentSchema:schema65.properties.description,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.phase !== undefined){
let data4 = data.phase;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err11 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.properties.phase.type,parentSchema:schema65.properties.phase,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.properties.phase,data:data4};
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
if(data.level !== undefined){
let data5 = data.level;
if(!((((((data5 === "required") || (data5 === "conditional")) || (data5 === "recommended")) || (data5 === "no-new-feature")) || (data5 === "required-audit")) || (data5 === "required-regression"))){
const err13 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values",schema:schema68.enum,parentSchema:schema68,data:data5};
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
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema69 = {"title":"Traceability row","description":"One row of a changelog traceability list: a change of the specification and how strongly it must be proven.","type":"object","additionalProperties":false,"required":["id","title","level","changelog"],"properties":{"id":{"title":"Row ID","description":"Unique row ID, as the traceability list writes it (case matters: M1 is a major change, m1 a minor one).","$ref":"#/$defs/id","examples":["M4","m12","D2"]},"title":{"title":"Row title","description":"Short name of the change.","type":"string","minLength":1,"examples":["Use POST subscriptions for change events"]},"level":{"title":"Requirement level","description":"How strongly the change must be proven.","$ref":"#/$defs/level","examples":["conditional"]},"changelog":{"title":"Changelog entry","description":"Where the change is written in the changelog.","type":"object","additionalProperties":false,"required":["lines"],"properties":{"item":{"title":"Changelog item","description":"The changelog heading and item number.","type":"string","minLength":1,"examples":["Major changes #4"]},"lines":{"title":"Changelog lines","description":"Line number, or first-last range, of the item in the changelog source file (a dash or an en dash).","anyOf":[{"type":"integer","minimum":1},{"type":"string","pattern":"^[1-9][0-9]*([-–][1-9][0-9]*)?$"}],"examples":[18,"49-52"]},"text":{"title":"Changelog text","description":"The item's text as the changelog writes it (Markdown, list number removed).","type":"string","minLength":1}}},"sections":{"title":"Sections","description":"Keys of the sections (in this catalog) that hold the normative detail of the change.","type":"array","uniqueItems":true,"items":{"$ref":"#/$defs/key"},"examples":[["subscriptions"]]},"notes":{"title":"Notes","description":"How the row is proven, or why its level was chosen. While the row is open (not proven, not covered, not applicable), the reports show them beside its verdict: say there why it is open.","type":"string"}}};
const pattern10 = new RegExp("^[1-9][0-9]*([-–][1-9][0-9]*)?$", "u");
const func0 = module2.default;

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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.level === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.changelog === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changelog"},message:"must have required property '"+"changelog"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "title")) || (key0 === "level")) || (key0 === "changelog")) || (key0 === "sections")) || (key0 === "notes"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
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
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\"",schema:"^[A-Za-z0-9][A-Za-z0-9._-]*$",parentSchema:schema66,data:data0};
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.type,parentSchema:schema66,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func14(data1) < 1){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema69.properties.title,data:data1};
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
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.title.type,parentSchema:schema69.properties.title,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.level !== undefined){
let data2 = data.level;
if(!((((((data2 === "required") || (data2 === "conditional")) || (data2 === "recommended")) || (data2 === "no-new-feature")) || (data2 === "required-audit")) || (data2 === "required-regression"))){
const err9 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema68.enum},message:"must be equal to one of the allowed values",schema:schema68.enum,parentSchema:schema68,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.changelog !== undefined){
let data3 = data.changelog;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.lines === undefined){
const err10 = {instancePath:instancePath+"/changelog",schemaPath:"#/properties/changelog/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'",schema:schema69.properties.changelog.required,parentSchema:schema69.properties.changelog,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "item") || (key1 === "lines")) || (key1 === "text"))){
const err11 = {instancePath:instancePath+"/changelog",schemaPath:"#/properties/changelog/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema69.properties.changelog,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.item !== undefined){
let data4 = data3.item;
if(typeof data4 === "string"){
if(func14(data4) < 1){
const err12 = {instancePath:instancePath+"/changelog/item",schemaPath:"#/properties/changelog/properties/item/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema69.properties.changelog.properties.item,data:data4};
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
const err13 = {instancePath:instancePath+"/changelog/item",schemaPath:"#/properties/changelog/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.changelog.properties.item.type,parentSchema:schema69.properties.changelog.properties.item,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.lines !== undefined){
let data5 = data3.lines;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err14 = {instancePath:instancePath+"/changelog/lines",schemaPath:"#/properties/changelog/properties/lines/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.changelog.properties.lines.anyOf[0].type,parentSchema:schema69.properties.changelog.properties.lines.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 < 1 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/changelog/lines",schemaPath:"#/properties/changelog/properties/lines/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.changelog.properties.lines.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid0 = _errs16 === errors;
valid4 = valid4 || _valid0;
const _errs18 = errors;
if(typeof data5 === "string"){
if(!pattern10.test(data5)){
const err16 = {instancePath:instancePath+"/changelog/lines",schemaPath:"#/properties/changelog/properties/lines/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*([-–][1-9][0-9]*)?$"},message:"must match pattern \""+"^[1-9][0-9]*([-–][1-9][0-9]*)?$"+"\"",schema:"^[1-9][0-9]*([-–][1-9][0-9]*)?$",parentSchema:schema69.properties.changelog.properties.lines.anyOf[1],data:data5};
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
const err17 = {instancePath:instancePath+"/changelog/lines",schemaPath:"#/properties/changelog/properties/lines/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.changelog.properties.lines.anyOf[1].type,parentSchema:schema69.properties.changelog.properties.lines.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err18 = {instancePath:instancePath+"/changelog/lines",schemaPath:"#/properties/changelog/properties/lines/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.changelog.properties.lines.anyOf,parentSchema:schema69.properties.changelog.properties.lines,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
if(data3.text !== undefined){
let data6 = data3.text;
if(typeof data6 === "string"){
if(func14(data6) < 1){
const err19 = {instancePath:instancePath+"/changelog/text",schemaPath:"#/properties/changelog/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema69.properties.changelog.properties.text,data:data6};
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
const err20 = {instancePath:instancePath+"/changelog/text",schemaPath:"#/properties/changelog/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.changelog.properties.text.type,parentSchema:schema69.properties.changelog.properties.text,data:data6};
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
const err21 = {instancePath:instancePath+"/changelog",schemaPath:"#/properties/changelog/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties.changelog.type,parentSchema:schema69.properties.changelog,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.sections !== undefined){
let data7 = data.sections;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err22 = {instancePath:instancePath+"/sections/" + i0,schemaPath:"#/$defs/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$",parentSchema:schema61,data:data8};
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
const err23 = {instancePath:instancePath+"/sections/" + i0,schemaPath:"#/$defs/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.type,parentSchema:schema61,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
let i1 = data7.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data7[i1], data7[j0])){
const err24 = {instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema69.properties.sections,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err25 = {instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema69.properties.sections.type,parentSchema:schema69.properties.sections,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.notes !== undefined){
let data9 = data.notes;
if(typeof data9 !== "string"){
const err26 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.notes.type,parentSchema:schema69.properties.notes,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema73 = {"title":"Untestable entry","description":"A test ID or row ID that cannot be proven over HTTP against a server, with the reason.","type":"object","additionalProperties":false,"required":["id","reason"],"properties":{"id":{"title":"Test or row ID","description":"A test ID or row ID of this catalog.","$ref":"#/$defs/id","examples":["mcp-apps-sbox-02"]},"reason":{"title":"Reason","description":"Why it cannot be tested over HTTP in the server role.","type":"string","minLength":1,"examples":["CSP is enforced by the host's sandbox iframe, not by the server."]}}};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reason === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "id") || (key0 === "reason"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\"",schema:"^[A-Za-z0-9][A-Za-z0-9._-]*$",parentSchema:schema66,data:data0};
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
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.type,parentSchema:schema66,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(func14(data1) < 1){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema73.properties.reason,data:data1};
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
const err6 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.reason.type,parentSchema:schema73.properties.reason,data:data1};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.type,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://wirecase.dev/schemas/catalog.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.spec === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sections === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sections"},message:"must have required property '"+"sections"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "spec") || (key0 === "sections")) || (key0 === "tests")) || (key0 === "traces")) || (key0 === "untestable")) || (key0 === "requirements"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.spec !== undefined){
let data0 = data.spec;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.key === undefined){
const err3 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema60.properties.spec.required,parentSchema:schema60.properties.spec,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.title === undefined){
const err4 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema60.properties.spec.required,parentSchema:schema60.properties.spec,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.version === undefined){
const err5 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema60.properties.spec.required,parentSchema:schema60.properties.spec,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.url === undefined){
const err6 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema60.properties.spec.required,parentSchema:schema60.properties.spec,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data0){
if(!(((((((key1 === "key") || (key1 === "title")) || (key1 === "version")) || (key1 === "url")) || (key1 === "changelog")) || (key1 === "source")) || (key1 === "notes"))){
const err7 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema60.properties.spec,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.key !== undefined){
let data1 = data0.key;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err8 = {instancePath:instancePath+"/spec/key",schemaPath:"#/$defs/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$",parentSchema:schema61,data:data1};
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
const err9 = {instancePath:instancePath+"/spec/key",schemaPath:"#/$defs/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.type,parentSchema:schema61,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.title !== undefined){
let data2 = data0.title;
if(typeof data2 === "string"){
if(func14(data2) < 1){
const err10 = {instancePath:instancePath+"/spec/title",schemaPath:"#/properties/spec/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.properties.spec.properties.title,data:data2};
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
const err11 = {instancePath:instancePath+"/spec/title",schemaPath:"#/properties/spec/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.spec.properties.title.type,parentSchema:schema60.properties.spec.properties.title,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.version !== undefined){
let data3 = data0.version;
if(typeof data3 === "string"){
if(func14(data3) < 1){
const err12 = {instancePath:instancePath+"/spec/version",schemaPath:"#/properties/spec/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.properties.spec.properties.version,data:data3};
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
const err13 = {instancePath:instancePath+"/spec/version",schemaPath:"#/properties/spec/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.spec.properties.version.type,parentSchema:schema60.properties.spec.properties.version,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.url !== undefined){
let data4 = data0.url;
if(typeof data4 === "string"){
if(!(formats2(data4))){
const err14 = {instancePath:instancePath+"/spec/url",schemaPath:"#/properties/spec/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema60.properties.spec.properties.url,data:data4};
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
const err15 = {instancePath:instancePath+"/spec/url",schemaPath:"#/properties/spec/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.spec.properties.url.type,parentSchema:schema60.properties.spec.properties.url,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.changelog !== undefined){
let data5 = data0.changelog;
if(typeof data5 === "string"){
if(!(formats2(data5))){
const err16 = {instancePath:instancePath+"/spec/changelog",schemaPath:"#/properties/spec/properties/changelog/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema60.properties.spec.properties.changelog,data:data5};
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
const err17 = {instancePath:instancePath+"/spec/changelog",schemaPath:"#/properties/spec/properties/changelog/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.spec.properties.changelog.type,parentSchema:schema60.properties.spec.properties.changelog,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.source !== undefined){
let data6 = data0.source;
if(typeof data6 === "string"){
if(func14(data6) < 1){
const err18 = {instancePath:instancePath+"/spec/source",schemaPath:"#/properties/spec/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.properties.spec.properties.source,data:data6};
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
const err19 = {instancePath:instancePath+"/spec/source",schemaPath:"#/properties/spec/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.spec.properties.source.type,parentSchema:schema60.properties.spec.properties.source,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.notes !== undefined){
let data7 = data0.notes;
if(typeof data7 !== "string"){
const err20 = {instancePath:instancePath+"/spec/notes",schemaPath:"#/properties/spec/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.spec.properties.notes.type,parentSchema:schema60.properties.spec.properties.notes,data:data7};
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
const err21 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.properties.spec.type,parentSchema:schema60.properties.spec,data:data0};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.sections !== undefined){
let data8 = data.sections;
if(Array.isArray(data8)){
if(data8.length < 1){
const err22 = {instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema60.properties.sections,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(!(validate44(data8[i0], {instancePath:instancePath+"/sections/" + i0,parentData:data8,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.sections.type,parentSchema:schema60.properties.sections,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.tests !== undefined){
let data10 = data.tests;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(!(validate46(data10[i1], {instancePath:instancePath+"/tests/" + i1,parentData:data10,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
}
else {
const err24 = {instancePath:instancePath+"/tests",schemaPath:"#/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.tests.type,parentSchema:schema60.properties.tests,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.traces !== undefined){
let data12 = data.traces;
if(Array.isArray(data12)){
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
if(!(validate48(data12[i2], {instancePath:instancePath+"/traces/" + i2,parentData:data12,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/traces",schemaPath:"#/properties/traces/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.traces.type,parentSchema:schema60.properties.traces,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.untestable !== undefined){
let data14 = data.untestable;
if(Array.isArray(data14)){
const len3 = data14.length;
for(let i3=0; i3<len3; i3++){
if(!(validate50(data14[i3], {instancePath:instancePath+"/untestable/" + i3,parentData:data14,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err26 = {instancePath:instancePath+"/untestable",schemaPath:"#/properties/untestable/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.untestable.type,parentSchema:schema60.properties.untestable,data:data14};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.requirements !== undefined){
let data16 = data.requirements;
if(typeof data16 === "string"){
if(func14(data16) < 1){
const err27 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.properties.requirements,data:data16};
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
const err28 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.requirements.type,parentSchema:schema60.properties.requirements,data:data16};
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
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const requirements = validate52;
const schema75 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://wirecase.dev/schemas/requirements.schema.json","title":"wirecase requirement catalog","description":"Every normative sentence (BCP 14 keyword) of a specification's pages, with the role it binds and exactly one verdict: the tests that prove it, why it cannot be tested, or a gap. Generated and checked by `npm run requirements` (scripts/requirements/); a suite's catalog.yaml names it with `requirements:`.","type":"object","additionalProperties":false,"required":["spec-text","pages","requirements"],"properties":{"spec-text":{"title":"Spec text folder","description":"Folder, relative to this file, holding the copies of the spec pages the sentences were extracted from.","type":"string","minLength":1},"source":{"title":"Source","description":"Where the copies of the pages come from (repository and commit).","type":"string"},"pages":{"title":"Pages","description":"The spec pages whose sentences are listed.","type":"array","items":{"$ref":"#/$defs/page"}},"requirements":{"title":"Requirements","description":"The normative sentences, in page order.","type":"array","items":{"$ref":"#/$defs/requirement"}}},"$defs":{"key":{"type":"string","pattern":"^[a-z0-9]+(?:[-.][a-z0-9]+)*$","patternErrorMessage":"lower-case words with dashes, a dot between parts (streamable-http.validation)"},"page":{"title":"Page","description":"One spec page.","type":"object","additionalProperties":false,"required":["key","file","cited","url"],"properties":{"key":{"title":"Page key","description":"Short name of the page; requirement IDs start with it.","$ref":"#/$defs/key"},"file":{"title":"File","description":"The page's copy, relative to the spec text folder.","type":"string","minLength":1},"cited":{"title":"Cited as","description":"How documents name the page in a requirement's `source:` (before the `:line`).","type":"string","minLength":1},"url":{"title":"URL","description":"Public address of the page.","type":"string","format":"uri"}}},"requirement":{"title":"Requirement","description":"One normative sentence and its verdict.","type":"object","additionalProperties":false,"required":["id","page","line","level","section","text"],"properties":{"id":{"title":"ID","description":"Stable ID: the page key, `.R` and a number that is never reused.","type":"string","pattern":"^[a-z0-9]+(?:[-.][a-z0-9]+)*\\.R[0-9]+$","patternErrorMessage":"a page key, `.R` and a number (streamable-http.R12)"},"page":{"title":"Page","description":"Key of the page the sentence is on.","$ref":"#/$defs/key"},"line":{"title":"Line","description":"1-based line of the page copy where the sentence starts (for a list item under a lead-in, the item's line).","type":"integer","minimum":1},"level":{"title":"Level","description":"The strongest BCP 14 keyword of the sentence (REQUIRED and SHALL count as MUST, RECOMMENDED as SHOULD, OPTIONAL as MAY).","enum":["MUST","MUST NOT","SHOULD","SHOULD NOT","MAY"]},"section":{"title":"Section","description":"Key of the catalog section the sentence belongs to (its nearest heading the catalog lists, else its page).","$ref":"#/$defs/key"},"role":{"title":"Role","description":"Whom the sentence binds: server, client, any (client and server alike), host, view (an MCP Apps View) or authorization-server. Required once the sentence is reviewed.","enum":["server","client","any","host","view","authorization-server"]},"text":{"title":"Text","description":"The sentence as the page writes it, markup removed.","type":"string","minLength":1},"proven-by":{"title":"Proven by","description":"IDs of the tests whose `requirements:` quote this sentence (computed by `npm run requirements`).","type":"array","minItems":1,"items":{"type":"string","minLength":1}},"untestable":{"title":"Untestable","description":"Why no raw-HTTP test against a server can prove it.","type":"string","minLength":1},"gap":{"title":"Gap","description":"A sentence a test should prove and none does yet; the text says what is missing.","type":"string","minLength":1},"note":{"title":"Note","description":"Anything a reviewer should know.","type":"string"},"review":{"title":"Review","description":"`pending` until someone has set the role and verdict of a new sentence.","const":"pending"}},"oneOf":[{"title":"Proven","required":["proven-by"]},{"title":"Untestable","required":["untestable"]},{"title":"Gap","required":["gap"]}],"if":{"not":{"required":["review"]}},"then":{"required":["role"]}}}};
const schema76 = {"title":"Page","description":"One spec page.","type":"object","additionalProperties":false,"required":["key","file","cited","url"],"properties":{"key":{"title":"Page key","description":"Short name of the page; requirement IDs start with it.","$ref":"#/$defs/key"},"file":{"title":"File","description":"The page's copy, relative to the spec text folder.","type":"string","minLength":1},"cited":{"title":"Cited as","description":"How documents name the page in a requirement's `source:` (before the `:line`).","type":"string","minLength":1},"url":{"title":"URL","description":"Public address of the page.","type":"string","format":"uri"}}};
const schema77 = {"type":"string","pattern":"^[a-z0-9]+(?:[-.][a-z0-9]+)*$","patternErrorMessage":"lower-case words with dashes, a dot between parts (streamable-http.validation)"};
const pattern13 = new RegExp("^[a-z0-9]+(?:[-.][a-z0-9]+)*$", "u");

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.file === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.cited === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cited"},message:"must have required property '"+"cited"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.url === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "key") || (key0 === "file")) || (key0 === "cited")) || (key0 === "url"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.key !== undefined){
let data0 = data.key;
if(typeof data0 === "string"){
if(!pattern13.test(data0)){
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/$defs/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-.][a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(?:[-.][a-z0-9]+)*$",parentSchema:schema77,data:data0};
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
const err6 = {instancePath:instancePath+"/key",schemaPath:"#/$defs/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.type,parentSchema:schema77,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.file !== undefined){
let data1 = data.file;
if(typeof data1 === "string"){
if(func14(data1) < 1){
const err7 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.file,data:data1};
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
const err8 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.file.type,parentSchema:schema76.properties.file,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.cited !== undefined){
let data2 = data.cited;
if(typeof data2 === "string"){
if(func14(data2) < 1){
const err9 = {instancePath:instancePath+"/cited",schemaPath:"#/properties/cited/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.cited,data:data2};
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
const err10 = {instancePath:instancePath+"/cited",schemaPath:"#/properties/cited/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.cited.type,parentSchema:schema76.properties.cited,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.url !== undefined){
let data3 = data.url;
if(typeof data3 === "string"){
if(!(formats2(data3))){
const err11 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema76.properties.url,data:data3};
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
const err12 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.url.type,parentSchema:schema76.properties.url,data:data3};
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
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema78 = {"title":"Requirement","description":"One normative sentence and its verdict.","type":"object","additionalProperties":false,"required":["id","page","line","level","section","text"],"properties":{"id":{"title":"ID","description":"Stable ID: the page key, `.R` and a number that is never reused.","type":"string","pattern":"^[a-z0-9]+(?:[-.][a-z0-9]+)*\\.R[0-9]+$","patternErrorMessage":"a page key, `.R` and a number (streamable-http.R12)"},"page":{"title":"Page","description":"Key of the page the sentence is on.","$ref":"#/$defs/key"},"line":{"title":"Line","description":"1-based line of the page copy where the sentence starts (for a list item under a lead-in, the item's line).","type":"integer","minimum":1},"level":{"title":"Level","description":"The strongest BCP 14 keyword of the sentence (REQUIRED and SHALL count as MUST, RECOMMENDED as SHOULD, OPTIONAL as MAY).","enum":["MUST","MUST NOT","SHOULD","SHOULD NOT","MAY"]},"section":{"title":"Section","description":"Key of the catalog section the sentence belongs to (its nearest heading the catalog lists, else its page).","$ref":"#/$defs/key"},"role":{"title":"Role","description":"Whom the sentence binds: server, client, any (client and server alike), host, view (an MCP Apps View) or authorization-server. Required once the sentence is reviewed.","enum":["server","client","any","host","view","authorization-server"]},"text":{"title":"Text","description":"The sentence as the page writes it, markup removed.","type":"string","minLength":1},"proven-by":{"title":"Proven by","description":"IDs of the tests whose `requirements:` quote this sentence (computed by `npm run requirements`).","type":"array","minItems":1,"items":{"type":"string","minLength":1}},"untestable":{"title":"Untestable","description":"Why no raw-HTTP test against a server can prove it.","type":"string","minLength":1},"gap":{"title":"Gap","description":"A sentence a test should prove and none does yet; the text says what is missing.","type":"string","minLength":1},"note":{"title":"Note","description":"Anything a reviewer should know.","type":"string"},"review":{"title":"Review","description":"`pending` until someone has set the role and verdict of a new sentence.","const":"pending"}},"oneOf":[{"title":"Proven","required":["proven-by"]},{"title":"Untestable","required":["untestable"]},{"title":"Gap","required":["gap"]}],"if":{"not":{"required":["review"]}},"then":{"required":["role"]}};
const pattern14 = new RegExp("^[a-z0-9]+(?:[-.][a-z0-9]+)*\\.R[0-9]+$", "u");

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
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
if(data["proven-by"] === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "proven-by"},message:"must have required property '"+"proven-by"+"'",schema:schema78.oneOf[0].required,parentSchema:schema78.oneOf[0],data};
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
if(data.untestable === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "untestable"},message:"must have required property '"+"untestable"+"'",schema:schema78.oneOf[1].required,parentSchema:schema78.oneOf[1],data};
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
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.gap === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "gap"},message:"must have required property '"+"gap"+"'",schema:schema78.oneOf[2].required,parentSchema:schema78.oneOf[2],data};
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
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
}
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema78.oneOf,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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
const _errs5 = errors;
let valid1 = true;
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.review === undefined) && (missing0 = "review")){
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
var valid2 = _errs8 === errors;
if(valid2){
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
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var _valid1 = _errs6 === errors;
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err6 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema78.then.required,parentSchema:schema78.then,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs9 === errors;
valid1 = _valid1;
}
if(!valid1){
const err7 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema78.if,parentSchema:schema78,data};
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
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.page === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.line === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.level === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.section === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "section"},message:"must have required property '"+"section"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.text === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema78.properties, key0))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern14.test(data0)){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-.][a-z0-9]+)*\\.R[0-9]+$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-.][a-z0-9]+)*\\.R[0-9]+$"+"\"",schema:"^[a-z0-9]+(?:[-.][a-z0-9]+)*\\.R[0-9]+$",parentSchema:schema78.properties.id,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.id.type,parentSchema:schema78.properties.id,data:data0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.page !== undefined){
let data1 = data.page;
if(typeof data1 === "string"){
if(!pattern13.test(data1)){
const err17 = {instancePath:instancePath+"/page",schemaPath:"#/$defs/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-.][a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(?:[-.][a-z0-9]+)*$",parentSchema:schema77,data:data1};
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
const err18 = {instancePath:instancePath+"/page",schemaPath:"#/$defs/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.type,parentSchema:schema77,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.line !== undefined){
let data2 = data.line;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err19 = {instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema78.properties.line.type,parentSchema:schema78.properties.line,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
const err20 = {instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema78.properties.line,data:data2};
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
if(data.level !== undefined){
let data3 = data.level;
if(!(((((data3 === "MUST") || (data3 === "MUST NOT")) || (data3 === "SHOULD")) || (data3 === "SHOULD NOT")) || (data3 === "MAY"))){
const err21 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/enum",keyword:"enum",params:{allowedValues: schema78.properties.level.enum},message:"must be equal to one of the allowed values",schema:schema78.properties.level.enum,parentSchema:schema78.properties.level,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.section !== undefined){
let data4 = data.section;
if(typeof data4 === "string"){
if(!pattern13.test(data4)){
const err22 = {instancePath:instancePath+"/section",schemaPath:"#/$defs/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-.][a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(?:[-.][a-z0-9]+)*$",parentSchema:schema77,data:data4};
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
const err23 = {instancePath:instancePath+"/section",schemaPath:"#/$defs/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.type,parentSchema:schema77,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.role !== undefined){
let data5 = data.role;
if(!((((((data5 === "server") || (data5 === "client")) || (data5 === "any")) || (data5 === "host")) || (data5 === "view")) || (data5 === "authorization-server"))){
const err24 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema78.properties.role.enum},message:"must be equal to one of the allowed values",schema:schema78.properties.role.enum,parentSchema:schema78.properties.role,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.text !== undefined){
let data6 = data.text;
if(typeof data6 === "string"){
if(func14(data6) < 1){
const err25 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema78.properties.text,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.text.type,parentSchema:schema78.properties.text,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data["proven-by"] !== undefined){
let data7 = data["proven-by"];
if(Array.isArray(data7)){
if(data7.length < 1){
const err27 = {instancePath:instancePath+"/proven-by",schemaPath:"#/properties/proven-by/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema78.properties["proven-by"],data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(func14(data8) < 1){
const err28 = {instancePath:instancePath+"/proven-by/" + i0,schemaPath:"#/properties/proven-by/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema78.properties["proven-by"].items,data:data8};
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
const err29 = {instancePath:instancePath+"/proven-by/" + i0,schemaPath:"#/properties/proven-by/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties["proven-by"].items.type,parentSchema:schema78.properties["proven-by"].items,data:data8};
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
const err30 = {instancePath:instancePath+"/proven-by",schemaPath:"#/properties/proven-by/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema78.properties["proven-by"].type,parentSchema:schema78.properties["proven-by"],data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.untestable !== undefined){
let data9 = data.untestable;
if(typeof data9 === "string"){
if(func14(data9) < 1){
const err31 = {instancePath:instancePath+"/untestable",schemaPath:"#/properties/untestable/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema78.properties.untestable,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/untestable",schemaPath:"#/properties/untestable/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.untestable.type,parentSchema:schema78.properties.untestable,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.gap !== undefined){
let data10 = data.gap;
if(typeof data10 === "string"){
if(func14(data10) < 1){
const err33 = {instancePath:instancePath+"/gap",schemaPath:"#/properties/gap/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema78.properties.gap,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/gap",schemaPath:"#/properties/gap/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.gap.type,parentSchema:schema78.properties.gap,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.note !== undefined){
let data11 = data.note;
if(typeof data11 !== "string"){
const err35 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.note.type,parentSchema:schema78.properties.note,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.review !== undefined){
let data12 = data.review;
if("pending" !== data12){
const err36 = {instancePath:instancePath+"/review",schemaPath:"#/properties/review/const",keyword:"const",params:{allowedValue: "pending"},message:"must be equal to constant",schema:"pending",parentSchema:schema78.properties.review,data:data12};
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
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://wirecase.dev/schemas/requirements.schema.json" */;
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
if(data["spec-text"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec-text"},message:"must have required property '"+"spec-text"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pages"},message:"must have required property '"+"pages"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.requirements === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirements"},message:"must have required property '"+"requirements"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "spec-text") || (key0 === "source")) || (key0 === "pages")) || (key0 === "requirements"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data["spec-text"] !== undefined){
let data0 = data["spec-text"];
if(typeof data0 === "string"){
if(func14(data0) < 1){
const err4 = {instancePath:instancePath+"/spec-text",schemaPath:"#/properties/spec-text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema75.properties["spec-text"],data:data0};
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
const err5 = {instancePath:instancePath+"/spec-text",schemaPath:"#/properties/spec-text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties["spec-text"].type,parentSchema:schema75.properties["spec-text"],data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.source !== undefined){
let data1 = data.source;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.source.type,parentSchema:schema75.properties.source,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.pages !== undefined){
let data2 = data.pages;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate53(data2[i0], {instancePath:instancePath+"/pages/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.pages.type,parentSchema:schema75.properties.pages,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.requirements !== undefined){
let data4 = data.requirements;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(!(validate55(data4[i1], {instancePath:instancePath+"/requirements/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.requirements.type,parentSchema:schema75.properties.requirements,data:data4};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema75.type,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

