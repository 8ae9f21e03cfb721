/**
 * The client-side mutations of issue 43: each changes what a real client sends to the judging server
 * in one way that breaks one sentence, applied by the proxy of proxy.ts between the client and the
 * server. Each names the sentence it breaks (quoted, with its level as the spec gives it) and the
 * documents of scenarios/mcp-client where the break shows; `mutation-matrix.ts` runs each over each
 * real client of test/real-clients on those documents and counts a break as caught when a test fails
 * (or warns, for a SHOULD) that did not on the same client unmutated.
 */

export interface ClientMutation {
  /** What the proxy does. */
  does: string;
  level: 'MUST' | 'MUST NOT' | 'SHOULD';
  quote: string;
  source: string;
  /** The documents whose verdict the break can change. */
  documents: string[];
}

export const CLIENT_MUTATIONS = {
  batch: {
    does: 'sends the first JSON-RPC request after the handshake as a batch with a ping (then alone, for the client to go on)',
    level: 'MUST',
    quote: 'The body of the POST request MUST be a single JSON-RPC _request_, _notification_, or _response_.',
    source: '2025-11-25/basic/transports.mdx:94 (2026-07-28/basic/transports/streamable-http.mdx:80: a single request or notification)',
    documents: ['cl25-13', 'cl26-09'],
  },
  'cursor-reencode': {
    does: 'sends params.cursor re-encoded as base64url (- for +, _ for /, no padding)',
    level: 'MUST',
    quote: "Clients MUST treat cursors as opaque tokens: Don't attempt to parse or modify cursors",
    source: '2026-07-28/server/utilities/pagination.mdx:104',
    documents: ['cl26-20', 'cl26-35'],
  },
  'cursor-strip-padding': {
    does: 'sends params.cursor without its trailing = padding',
    level: 'MUST',
    quote: "Clients MUST treat cursors as opaque tokens: Don't attempt to parse or modify cursors",
    source: '2026-07-28/server/utilities/pagination.mdx:104',
    documents: ['cl26-20', 'cl26-35'],
  },
  'state-reencode': {
    does: 'sends params.requestState re-encoded as base64url (- for +, _ for /, no padding)',
    level: 'MUST',
    quote:
      'If an `InputRequiredResult` contains the `requestState` field, the client MUST echo back the exact value of that field when retrying the original request.',
    source: '2026-07-28/basic/patterns/mrtr.mdx:254',
    documents: ['cl26-28', 'cl26-34'],
  },
  'state-strip-padding': {
    does: 'sends params.requestState without its trailing = padding',
    level: 'MUST',
    quote:
      'If an `InputRequiredResult` contains the `requestState` field, the client MUST echo back the exact value of that field when retrying the original request.',
    source: '2026-07-28/basic/patterns/mrtr.mdx:254',
    documents: ['cl26-28', 'cl26-34'],
  },
  'input-required-response': {
    does: 'answers an input_required result by POSTing a JSON-RPC response per input request, as the client',
    level: 'MUST NOT',
    quote: 'The client MUST NOT send JSON-RPC _responses_.',
    source: '2026-07-28/basic/transports/streamable-http.mdx:81',
    documents: ['cl26-10', 'cl26-27'],
  },
  'param-raw-utf8': {
    does: 'sends each Mcp-Param-* and Mcp-Name value given in the Base64 sentinel as its raw UTF-8 bytes',
    level: 'MUST',
    quote:
      'When a value cannot be safely represented as a plain ASCII header value (e.g., it contains non-ASCII characters, control characters, or has leading/trailing whitespace), clients MUST use Base64 encoding of the UTF-8 representation with the following format:',
    source: '2026-07-28/basic/transports/streamable-http.mdx:480',
    documents: ['cl26-07', 'cl26-14'],
  },
  'param-null-header': {
    does: 'adds Mcp-Param-{Name}: null for an x-mcp-header argument whose value is null',
    level: 'MUST',
    quote: 'Parameter value is `null`: Client MUST omit the header',
    source: '2026-07-28/basic/transports/streamable-http.mdx:564',
    documents: ['cl26-16'],
  },
  'resume-drop-accept': {
    does: 'sends a GET that resumes a stream with Accept: application/json',
    level: 'MUST',
    quote: 'The client MUST include an `Accept` header, listing `text/event-stream` as a supported content type.',
    source: '2025-11-25/basic/transports.mdx:138',
    documents: ['cl25-14'],
  },
  'reconnect-early': {
    does: "tells the client retry: 0 in place of the stream's retry, so it reconnects before the time the server asked",
    level: 'MUST',
    quote: 'The client MUST respect the `retry` field, waiting the given number of milliseconds before attempting to reconnect.',
    source: '2025-11-25/basic/transports.mdx:115',
    documents: ['cl25-15'],
  },
  'drop-accept-sse': {
    does: 'sends every POST with Accept: application/json only',
    level: 'MUST',
    quote: 'The client MUST include an `Accept` header, listing both `application/json` and `text/event-stream` as supported content types.',
    source: '2025-11-25/basic/transports.mdx:92 (2026-07-28/basic/transports/streamable-http.mdx:76)',
    documents: ['cl25-04', 'cl26-04'],
  },
  'drop-version-header': {
    does: 'drops MCP-Protocol-Version from every request but initialize',
    level: 'MUST',
    quote: 'Every POST request to the MCP endpoint MUST include an `MCP-Protocol-Version` header.',
    source: '2026-07-28/basic/transports/streamable-http.mdx:252 (2025-11-25/basic/transports.mdx:265: on all subsequent requests)',
    documents: ['cl25-05', 'cl26-02'],
  },
  'drop-session-id': {
    does: 'drops Mcp-Session-Id from every request after initialize',
    level: 'MUST',
    quote:
      'If an `MCP-Session-Id` is returned by the server during initialization, clients using the Streamable HTTP transport MUST include it in the `MCP-Session-Id` header on all of their subsequent HTTP requests.',
    source: '2025-11-25/basic/transports.mdx:206',
    documents: ['cl25-07'],
  },
  'version-header-mismatch': {
    does: 'sends MCP-Protocol-Version 2025-11-25 on requests whose _meta names 2026-07-28',
    level: 'MUST',
    quote: "The header value MUST match the `io.modelcontextprotocol/protocolVersion` field carried in the request body's `_meta`.",
    source: '2026-07-28/basic/transports/streamable-http.mdx:257',
    documents: ['cl26-03'],
  },
} satisfies Record<string, ClientMutation>;

export type ClientMutationName = keyof typeof CLIENT_MUTATIONS;
export const CLIENT_MUTATION_NAMES = Object.keys(CLIENT_MUTATIONS) as ClientMutationName[];
