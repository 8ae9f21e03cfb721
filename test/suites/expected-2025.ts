/**
 * What each fault switch of the reference target changes in the 2025 suite's verdicts: the tables of
 * record, read by the suite test (mcp-2025-suite.test.ts) and by `wirecase diff`'s fault test
 * (test/diff/suite-expectations.ts).
 */
/** Fault → the test IDs that must fail with it (a broken MUST), and only those. */
export const EXPECTED_FAILURES: Record<string, string[]> = {
  // lc-02's second step asks for the version the first answered, and gets the one before it.
  'legacy-version-not-echoed': ['lc-01', 'lc-02', 'lc-06', 'lc-07[older=2025-03-26]'],
  'legacy-unsupported-version-echoed': ['lc-02'],
  'legacy-no-server-info': ['lc-04'],
  'legacy-session-id-not-ascii': ['sess-01'],
  'legacy-missing-session-404': [],
  // An ended session is one the server does not have either.
  'legacy-unknown-session-400': ['sess-03', 'sess-04'],
  'legacy-delete-keeps-session': ['sess-04'],
  'legacy-version-header-ignored': ['pvh-01', 'pvh-02'],
  'legacy-version-header-required': [],
  'legacy-origin-unchecked': ['origin-01', 'origin-02'],
  // Every notification the documents send is answered 200 with a body: notifications/cancelled too.
  'legacy-notification-200': ['post-02', 'post-03'],
  'legacy-get-json': ['get-01'],
  'legacy-event-ids-per-stream': ['sse-01'],
  'legacy-replay-other-streams': ['sse-02'],
  'legacy-stream-stays-open': [],
  'legacy-no-priming-event': [],
  'legacy-ping-not-empty': ['ping-01', 'ping-02'],
  // Every error response loses its id: the documents that read an error's id fail with rpc-02.
  'legacy-error-id-null': ['caps-04', 'prompt-03', 'resource-03', 'rpc-02'],
  // ping-01 asks with a string id too, and checks that no error came with the result.
  'legacy-result-with-error': ['ping-01', 'rpc-01'],
  'legacy-input-schema-invalid': ['schema-01'],
  'legacy-meta-key-malformed': ['metakey-01'],
  // A copy of every response on the GET stream: a response there (stream-01), and a broadcast (stream-02).
  'legacy-get-broadcast': ['stream-01', 'stream-02'],
  // caps-03: a roots/list on the GET stream of a client that declared no roots.
  'legacy-server-request-null-id': ['caps-03', 'stream-03'],
  'legacy-older-version-answered-newer': ['lc-07[older=2024-11-05]', 'lc-07[older=2025-03-26]', 'lc-07[older=2025-06-18]'],
  'legacy-id-digits-as-number': ['rpc-01'],
  'legacy-progress-broadcast': ['stream-04'],
  'legacy-get-list-changed-undeclared': ['caps-03'],
  'legacy-subscribe-undeclared': ['caps-04'],
  // ---- B: feature faults (faults-legacy-features.ts) ---------------------------------------
  'legacy-structured-content-off-schema': ['tool-04'],
  'legacy-capabilities-undeclared': ['prompt-01', 'resource-01', 'tool-01'],
  // A null inputSchema is also no valid JSON Schema for the published-schema check.
  'legacy-input-schema-null': ['schema-01', 'tool-02'],
  'legacy-tool-name-with-space': [],
  'legacy-input-validation-protocol-error': [],
  'legacy-tool-arguments-unchecked': ['tool-05'],
  'legacy-structured-without-text': [],
  'legacy-unknown-tool-succeeds': ['tool-07'],
  'legacy-resource-uri-unvalidated': ['resource-03'],
  'legacy-template-no-scheme': ['resource-02'],
  'legacy-binary-not-base64': ['resource-04'],
  'legacy-template-contents-empty': ['resource-06'],
  'legacy-resource-not-found-code': [],
  'legacy-prompt-content-malformed': ['prompt-02'],
  'legacy-prompt-arguments-unchecked': ['prompt-03'],
  'legacy-unknown-prompt-code': [],
  // Undeclared logging: log-01 sees the log messages, caps-02 now applies and sees them too.
  'legacy-logging-undeclared': ['caps-02', 'log-01'],
  'legacy-log-below-level': [],
  'legacy-log-leaks-token': ['log-04'],
  'legacy-log-level-unchecked': [],
  'legacy-completions-undeclared': ['complete-01'],
  'legacy-completion-inputs-unchecked': ['complete-03'],
  'legacy-invalid-cursor-accepted': [],
  'legacy-unstable-cursor': [],
  'legacy-progress-decreasing': ['progress-01'],
  'legacy-progress-token-stringified': ['progress-02'],
  'legacy-progress-after-response': ['progress-03'],
  'legacy-cancel-breaks-session': ['cancel25-01'],
  'legacy-cancel-unknown-refused': [],
  'legacy-unnegotiated-sampling': ['caps-01'],
  'legacy-session-as-credential': ['authz-09'],
};

/** Fault → the test IDs that must end in a WARNING with it (a broken SHOULD). */
export const EXPECTED_WARNINGS: Record<string, string[]> = {
  // A session ID with characters outside 0x21-0x7E is no secure token either (sess-05, SHOULD).
  'legacy-session-id-not-ascii': ['sess-05'],
  // lc-03: the answer to an unsupported version is no longer the version negotiated for 2025-11-25.
  'legacy-version-not-echoed': ['lc-03'],
  'legacy-unsupported-version-echoed': ['lc-03'],
  // lc-05 and sess-02 judge the same sentence (transports.mdx:209), before and after initialize.
  'legacy-missing-session-404': ['lc-05', 'sess-02'],
  'legacy-version-header-required': ['pvh-03'],
  // notifications/cancelled "SHOULD be ignored" and the authz notifications: answered 200 too.
  'legacy-notification-200': ['cancel25-02'],
  'legacy-stream-stays-open': ['sse-03'],
  'legacy-no-priming-event': ['sse-04'],
  // Error answers without their id, read by SHOULD-level documents.
  'legacy-error-id-null': ['complete-02', 'log-03', 'page-01', 'page-02', 'prompt-04', 'prompt-05', 'resource-05'],
  // ---- B: feature faults (faults-legacy-features.ts) ---------------------------------------
  'legacy-tool-name-with-space': ['tool-03'],
  // tool-05 (refused at all) is the MUST; the isError form (tool-06) is recommended.
  'legacy-input-validation-protocol-error': ['tool-06'],
  'legacy-tool-arguments-unchecked': ['tool-06'],
  'legacy-structured-without-text': ['tool-08'],
  'legacy-resource-not-found-code': ['resource-05'],
  'legacy-prompt-arguments-unchecked': ['prompt-04'],
  'legacy-unknown-prompt-code': ['prompt-05'],
  // log-02 proves a MAY: a failure is a warning that never fails the run.
  'legacy-log-below-level': ['log-02'],
  'legacy-log-level-unchecked': ['log-03'],
  // A server that answers completions without declaring them also does not refuse them with -32601.
  'legacy-completions-undeclared': ['complete-02'],
  'legacy-completion-inputs-unchecked': ['complete-04'],
  'legacy-invalid-cursor-accepted': ['page-01', 'page-02'],
  'legacy-unstable-cursor': ['page-03'],
  'legacy-cancel-unknown-refused': ['cancel25-02'],
};

/** Fault → the test IDs that become NOT APPLICABLE with it (what they judge is gone). */
export const EXPECTED_NOT_APPLICABLE: Record<string, string[]> = {
  // The server negotiates 2025-06-18 for a 2025-11-25 client: what came with 2025-11-25 (priming
  // events, scope challenges, tool name guidance) is judged by 2025-06-18's rules, where it is not.
  // Without a priming event (not sent at 2025-06-18, or switched off) the first event ID is the
  // response's own: a resume from it replays nothing, and sse-02 has no replayed message to judge.
  // lc-07[older=2025-06-18]: 2025-06-18 is no longer older than the revision negotiated.
  'legacy-version-not-echoed': ['authz-14', 'authz-15', 'authz-16', 'lc-07[older=2025-06-18]', 'sse-02', 'sse-04', 'tool-03'],
  // Event IDs "1", "2" name no stream the server can resume: resumption is refused (MAY).
  'legacy-event-ids-per-stream': ['sse-02'],
  // No priming event: sse-02 resumes after the response's event ID, and the resumed stream is empty.
  'legacy-no-priming-event': ['sse-02'],
  // No GET stream to keep open: what it carries is not there to judge.
  'legacy-get-json': ['caps-03', 'stream-01', 'stream-02', 'stream-04'],
  // Any MCP-Protocol-Version is served: what the server supports cannot be told from the wire.
  'legacy-version-header-ignored': ['lc-07[older=2024-11-05]', 'lc-07[older=2025-03-26]', 'lc-07[older=2025-06-18]'],
  // The broken schema is echo's: setup picks another callable tool, which sends no log message (nothing to judge).
  'legacy-input-schema-invalid': ['log-01', 'log-02'],
  // ---- B: feature faults (faults-legacy-features.ts) ---------------------------------------
  // No tools/resources/prompts capability: the documents that need one are not applicable.
  'legacy-capabilities-undeclared': [
    'caps-04',
    'metakey-01',
    'page-01',
    'page-02',
    'page-03',
    'resource-02',
    'schema-01',
    'schema-02',
    'tool-02',
    'tool-03',
    'tool-07',
  ],
  // The template no longer names a URI the server serves: its read answers no contents.
  'legacy-template-no-scheme': ['resource-06'],
  'legacy-logging-undeclared': ['log-02', 'log-03'],
  // Completions are declared: the -32601 refusal of an undeclared capability no longer applies.
  'legacy-completion-inputs-unchecked': ['complete-02'],
};

/**
 * Fault → tests NOT APPLICABLE against the good target that the fault makes applicable, and that
 * then pass (the target has no completions; these faults answer them).
 */
export const EXPECTED_NOW_PASSING: Record<string, string[]> = {
  'legacy-completions-undeclared': ['complete-03', 'complete-04'],
  'legacy-completion-inputs-unchecked': ['complete-01'],
};
