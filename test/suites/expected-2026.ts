/**
 * What each fault switch of the reference target changes in the 2026 suite's verdicts: the tables of
 * record, read by the suite test (mcp-2026-suite.test.ts) and by `wirecase diff`'s fault test
 * (test/diff/suite-expectations.ts).
 */
/** Fault → the test IDs that must fail with it, and only those. */
export const EXPECTED_FAILURES: Record<string, string[]> = {
  // A document whose requirements are only SHOULD(-ish) ends in a warning, not a failure: those
  // are listed in EXPECTED_WARNINGS below instead (meta-06, ver-03, tools-04, http-01/02/04/05/06/08,
  // init-03, auth-12).
  'missing-ttl': ['cache-01', 'cache-02', 'disc-05', 'tools-03'],
  'missing-result-type': ['res-01', 'res-02', 'res-03', 'tools-03', 'tools-07', 'wire-02'],
  'server-info-missing': [],
  'header-mismatch-draft-code': ['hdr-03', 'hdr-04', 'hdr-05', 'hdr-06', 'hdr-07', 'hdr-08', 'hdr-09', 'hdr-10', 'wire-08', 'wire-10'],
  'header-mismatch-200': ['hdr-03', 'hdr-04', 'hdr-05', 'hdr-06', 'hdr-07', 'hdr-08', 'hdr-09', 'hdr-10', 'wire-08', 'wire-10'],
  'unsupported-version-draft-code': ['ver-01', 'ver-02'],
  'unsupported-version-wrong-code': ['ver-01', 'ver-02', 'wire-01'],
  'unknown-method-200': ['err-01', 'err-03[method=logging/setLevel]', 'err-03[method=ping]', 'err-03[method=resources/subscribe]', 'init-01'],
  'mcp-name-unchecked': ['hdr-05', 'hdr-07', 'hdr-10'],
  // A server that answers a legacy initialize is dual-era (decided by behaviour): init-02/03 do not apply.
  'initialize-accepted': ['init-01'],
  // The extra revision is listed, then refused (disc-02's leg for it), and is not what the server is meant to support (disc-07).
  'discover-extra-version': ['disc-02[version=2025-11-25]', 'disc-07'],
  'tools-order-unstable': [],
  'fractional-schema-truncated': ['tools-10'],
  'sse-event-ids': [],
  'session-id-minted': ['disc-01', 'init-01', 'init-02', 'tools-01', 'tools-02'],
  'get-200': [],
  // The missing challenge is one break, counted once under the sentence it breaks (auth-01); the other
  // 401 documents judge the status only, and say so.
  'no-challenge-401': ['auth-01'],
  'metadata-requires-auth': ['auth-14', 'auth-15', 'http-03'],
  // 403 for insufficient scope is a MUST (the status table, authorization/index.mdx:317).
  'insufficient-scope-401': ['auth-12'],
  'expired-token-accepted': ['auth-04'],
  'wrong-audience-accepted': ['auth-06'],
  'legacy-token-header-accepted': ['auth-09', 'auth-10', 'auth-11'],
  'mcp-off-serves-catalog': ['off-01', 'off-02'],
  // MCP Apps faults: the scenarios/mcp-apps suite checks them; this suite sees only the one
  // that changes what server/discover advertises.
  'ui-extension-not-advertised': ['disc-04'],
  'ui-wrong-mime-type': [],
  'ui-csp-domains-string': [],
  'ui-permissions-booleans': [],
  'ui-resource-uri-not-ui-scheme': [],
  'ui-meta-leaked': [],
  'ui-resources-listed-to-all': [],
  'ui-visibility-unfiltered': [],
  'ui-not-found-wrong-code': ['res-04'],
  // The app-only tool now listed is not in the complete set pag-01 expects.
  'ui-app-only-listed-to-all': ['pag-01'],
  // Server feature faults (faults-features.ts; scenarios in features.yaml).
  // feat-tools-01 runs once per tool with an outputSchema: get_weather, then add.
  'structured-content-off-schema': ['feat-tools-01[tool=get_weather]'],
  'structured-content-off-schema-later': ['feat-tools-01[tool=add]'],
  'capabilities-undeclared': ['disc-03', 'feat-caps-01', 'feat-caps-02', 'feat-caps-03'],
  'completions-undeclared': ['feat-caps-04'],
  'list-side-effect': ['feat-list-01', 'feat-list-02', 'feat-list-03'],
  // A null inputSchema is no valid 2020-12 schema either (wire-13), nor a place for x-mcp-header rules (wire-12).
  'input-schema-null': ['feat-tools-02', 'wire-12', 'wire-13'],
  // wire-12 judges the same x-mcp-header declaration rules.
  'x-mcp-header-invalid': ['feat-tools-03', 'wire-12'],
  // The rewritten resource is also the binary one feat-res-03 reads: its read fails.
  'resource-uri-no-scheme': ['feat-res-01', 'feat-res-03'],
  'resource-uri-unvalidated': ['feat-res-02'],
  'prompt-content-malformed': ['feat-prompts-01'],
  'prompt-arguments-unchecked': ['feat-prompts-02'],
  'logging-undeclared': ['disc-03', 'feat-log-01'],
  'log-below-level': [],
  'log-leaks-token': ['feat-log-03'],
  'log-level-unchecked': [],
  'pagination-skips-item': ['pag-01'],
  'invalid-cursor-accepted': [],
  // The renamed tool is also missing from the complete set pag-01 expects.
  'tool-name-with-space': ['pag-01'],
  'list-duplicates': ['feat-list-02', 'feat-list-03', 'feat-list-04', 'feat-list-05'],
  'binary-not-base64': ['feat-res-03'],
  'file-traversal': ['feat-res-04'],
  'cursor-unstable': [],
  // Message patterns (faults-patterns.ts, scenarios patterns.yaml).
  // The pushed roots/list request has a method and an id, which prog-05 finds on the stream too.
  'server-initiated-request': ['pat-01', 'prog-05'],
  'progress-foreign-token': ['prog-01'],
  'progress-unrequested': ['prog-02'],
  'progress-not-increasing': ['prog-03'],
  'progress-after-response': ['prog-04'],
  // A progress notification with an id reads as a request from the server to pat-01 as well.
  'notification-with-id': ['pat-01', 'prog-05'],
  // resources/templates/list answers input_required: also not "complete" with cache hints.
  'input-required-on-list': ['cache-01', 'mrtr-01', 'res-02'],
  'input-required-empty': ['mrtr-02'],
  // The SDK, made to see elicitation declared, no longer answers -32021 to wire-06 either.
  'input-requests-undeclared': ['mrtr-03', 'wire-06'],
  'input-missing-error': [],
  'listen-no-ack': ['sub-01'],
  'listen-unrequested': ['sub-02'],
  'listen-no-subscription-id': ['sub-01', 'sub-03'],
  'cancelled-refused': ['cancel-01'],
  // OAuth, more (faults-auth-more.ts, auth-more.yaml). Without any discovery mechanism the metadata
  // URL the suite knows for the bundled target answers 404 (auth-14, http-03).
  // A Bearer 401 naming no metadata and no well-known URI: from the wire, a server with another bearer
  // scheme, whose OAuth conformance binds at SHOULD (authorization.mdx:19): auth-22 warns, the OAuth
  // documents do not apply (with auth_scheme: oauth given, auth-14, auth-17 and http-03 fail).
  'no-discovery': [],
  'query-token-accepted': ['auth-18'],
  'challenge-without-scope': [],
  'offline-access-advertised': [],
  'insufficient-scope-bare': [],
  // faults-wire.ts: the JSON-RPC envelope and the HTTP mechanics (wire.yaml, wire-params.yaml).
  'error-id-null': ['wire-01'],
  'result-id-changed': ['wire-02'],
  'result-id-digits-as-number': ['wire-02'],
  // A notification answered 200 with a body: cancel-01's notifications/cancelled is not accepted with 202 either.
  'notification-200-json': ['wire-03'],
  'origin-unchecked': ['wire-04'],
  'error-content-type-text': ['wire-05'],
  // mrtr-03 calls the elicitation tool without capabilities, and gets a result instead of -32021.
  'capability-not-checked': ['mrtr-03', 'wire-06'],
  'meta-key-malformed': ['wire-07'],
  'param-header-unchecked': ['wire-08'],
  'param-header-not-decoded': ['wire-09'],
  'param-header-unsafe-accepted': ['wire-10'],
  'param-header-expected-when-absent': ['wire-11'],
  // feat-tools-03 judges the same x-mcp-header declaration rule.
  'x-mcp-header-under-items': ['feat-tools-03', 'wire-12'],
  'input-schema-invalid': ['wire-13'],
  'schema-draft-07': [],
  // faults-probed.ts: seen only because setup's behaviour probe finds the tool by calling it.
  // hyg-02 reads any message with a method on an answer that asked for nothing: the log message too.
  'log-without-level': ['hyg-01', 'hyg-02'],
  // The input validation error of the probed tool comes back as -32603: tools-07 judges that tool,
  // and tools-08 (isError or -32602) sees the same answer.
  'tool-error-as-protocol-error': ['tools-07', 'tools-08'],
  'nullable-argument-refused': ['tools-06'],
};

/**
 * Fault → the test IDs that must end in a WARNING with it (a failed SHOULD / SHOULD NOT): the spec
 * states these as SHOULDs, so the fault is reported but does not fail the run (exit 0 unless --strict).
 */
export const EXPECTED_WARNINGS: Record<string, string[]> = {
  // A progress notification after the response: the response was not the stream's last message
  // ("The final JSON-RPC response SHOULD terminate the stream", streamable-http.mdx:125).
  'progress-after-response': ['pat-03'],
  // cancel-02's notifications/cancelled is answered 200 with a body too ("SHOULD be ignored", cancellation.mdx:115).
  'notification-200-json': ['cancel-02'],
  // "Servers SHOULD include ... serverInfo" (basic/index.mdx:396).
  'server-info-missing': ['disc-06', 'meta-06'],
  // Draft codes lie in the legacy sub-range new implementations SHOULD NOT use (basic/index.mdx:118).
  'header-mismatch-draft-code': ['ver-03'],
  'unsupported-version-draft-code': ['ver-03'],
  // The answer to a legacy initialize no longer names the supported versions (versioning.mdx:154).
  'unsupported-version-wrong-code': ['init-03'],
  // "Servers SHOULD return tools in a deterministic order" (tools.mdx:71).
  'tools-order-unstable': ['pag-03', 'tools-04'],
  // Earlier-revision traffic, for a server that supports only this revision: SHOULD (streamable-http.mdx:680).
  'sse-event-ids': ['http-08'],
  'session-id-minted': ['http-05', 'http-06'],
  'get-200': ['http-01', 'http-04'],
  // Server feature SHOULDs (and one MAY) of features.yaml.
  'completions-undeclared': ['feat-comp-01'],
  'prompt-arguments-unchecked': ['feat-prompts-03', 'feat-prompts-04'],
  'log-level-unchecked': ['feat-log-04'],
  'invalid-cursor-accepted': ['pag-02'],
  'tool-name-with-space': ['feat-tools-04'],
  // tools-04 walks the pages three times: the reused cursors reorder its listing too.
  'cursor-unstable': ['pag-03', 'tools-04'],
  // The metadata needs credentials, so auth-20 cannot read its scopes_supported.
  'metadata-requires-auth': ['auth-20'],
  // "the server SHOULD respond with a new `InputRequiredResult` ... rather than returning an error" (mrtr.mdx:266).
  'input-missing-error': ['mrtr-04'],
  // "Invalid cancellation notifications SHOULD be ignored" (cancellation.mdx:115).
  'cancelled-refused': ['cancel-02'],
  // "Implementations using an HTTP-based transport SHOULD conform to this specification" (authorization.mdx:19).
  'no-discovery': ['auth-22'],
  // "MCP servers SHOULD include a `scope` parameter in the `WWW-Authenticate` header" (index.mdx:99).
  'challenge-without-scope': ['auth-19'],
  // "SHOULD NOT include `offline_access` ... in ... `scopes_supported`" (index.mdx:311).
  'offline-access-advertised': ['auth-20'],
  // The 403 challenge SHOULD carry scope and resource_metadata (index.mdx:340, 341, 344).
  'insufficient-scope-bare': ['auth-21'],
  // http-06 reads the id of its answer too ("ignore it": the request is processed as usual).
  'result-id-changed': ['http-06'],
  // "Implementors are RECOMMENDED to use JSON Schema 2020-12" (basic/index.mdx:258).
  'schema-draft-07': ['wire-14'],
};

/**
 * Fault → the test IDs that become NOT APPLICABLE with it: what they judge is gone (a guard step fails).
 */
export const EXPECTED_NOT_APPLICABLE: Record<string, string[]> = {
  // notifications/cancelled refused with an error status, which the spec allows: wire-03 has no 202 to judge.
  'cancelled-refused': ['wire-03'],
  // initialize is answered: the server is dual-era (decided by behaviour), so the checks on legacy
  // traffic (legacy initialize refused, GET/DELETE 405, session and Last-Event-ID headers) do not apply.
  // A POST without MCP-Protocol-Version may then be taken as the legacy era (hdr-03).
  'initialize-accepted': ['init-02', 'init-03', 'hdr-03', 'http-01', 'http-02', 'http-04', 'http-05', 'http-06', 'http-08'],
  // The skipped tools include count_up: the behaviour probe finds no tool reporting progress.
  'pagination-skips-item': ['pat-01', 'pat-02', 'pat-03', 'prog-01', 'prog-02', 'prog-03', 'prog-04', 'prog-05'],
  // A message below the requested level: the spec permits messages at or above it (MAY) and forbids
  // none below; a MAY never warns, so feat-log-02's guard makes it not applicable.
  'log-below-level': ['feat-log-02'],
  // No acknowledgment: sub-02 has no acknowledged subscription to judge after, sub-03 no notification.
  'listen-no-ack': ['sub-02', 'sub-03'],
  // server/discover declares no tools, resources or prompts: the documents about them do not apply.
  'capabilities-undeclared': [
    'feat-list-02',
    'feat-list-03',
    'feat-list-04',
    'feat-list-05',
    'feat-res-01',
    'feat-tools-02',
    'feat-tools-03',
    'feat-tools-04',
    'pag-01',
    'pag-02',
    'pag-03',
    'tools-01',
  ],
  // Without resultType the input_required answer mrtr-02 needs is not recognisable (its guard fails).
  'missing-result-type': ['mrtr-02', 'mrtr-04'],
  // No tool sends inputRequests any more: mrtr-03 has no tool that asks for input to judge.
  'input-required-empty': ['mrtr-03'],
  // No 403 insufficient_scope, so no 403 challenge for auth-21 to judge.
  'insufficient-scope-401': ['auth-21'],
  // No metadata anywhere: not OAuth as far as the wire shows, so the OAuth documents do not apply.
  'no-discovery': [
    'auth-01',
    'auth-02',
    'auth-03',
    'auth-04',
    'auth-05',
    'auth-06',
    'auth-07',
    'auth-08',
    'auth-09',
    'auth-10',
    'auth-11',
    'auth-12',
    'auth-13-401',
    'auth-14',
    'auth-15',
    'auth-16',
    'auth-18',
    'auth-19',
    'auth-20',
    'auth-21',
    'http-03',
  ],
  // No challenge: auth-15 (the metadata URL in it) and auth-19 (its scope) have nothing to judge; auth-01 judges the challenge.
  'no-challenge-401': ['auth-15', 'auth-19'],
  // wire-10's well-formed twin (the value Base64-encoded) is refused too, so it cannot be judged.
  'param-header-unchecked': ['wire-10'],
  'param-header-not-decoded': ['wire-10'],
};

/** Fault → document → how many more legs it runs with the fault (a leg per item the server lists, e.g. one more listed revision for disc-02). */
// pagination-skips-item loses add, the first tool of page 2 and the second with an outputSchema (feat-tools-01[tool=add]).
export const EXTRA_LEGS: Record<string, Record<string, number>> = {
  'discover-extra-version': { 'disc-02': 1 },
  'pagination-skips-item': { 'feat-tools-01': -1 },
};

/**
 * Fault → tests NOT APPLICABLE against the good target that the fault makes applicable, and that then
 * pass: completions-undeclared answers every completion with empty values, which feat-comp-02 allows
 * for a prompt that does not exist ("validate" asks for no particular answer); feat-caps-04 catches it.
 */
export const EXPECTED_NOW_PASSING: Record<string, string[]> = { 'completions-undeclared': ['feat-comp-02'] };
