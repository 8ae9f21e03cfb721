// 2025-era faults of the server feature pages (tools, resources, prompts, logging, completion,
// pagination, progress, cancellation, capability discipline, authorization): each rewrites one
// method's answer inside a session (LEGACY=session-sse answers with SSE streams, LEGACY=session with
// JSON) and breaks exactly one rule. The documents of scenarios/mcp-2025-11-25 prove each can be
// seen; test/suites/mcp-2025-suite.test.ts checks which IDs each one fails.
import type { FaultDefinition } from './fault-types.js';
import { errorOf, isObject, type Json, peekRpc, resultOf, rewriteJson } from './http-json.js';
import { field, isSse, rewriteSse, rewriteSseMessages, type SseEvent } from './sse-rewrite.js';

type Wrap = NonNullable<FaultDefinition['wrapMcp']>;

const paramsOf = (rpc: Json): Json => (isObject(rpc.params) ? rpc.params : {});
const isResponseTo = (message: Json, rpc: Json) => message.id === rpc.id && ('result' in message || 'error' in message);

/** Edits every JSON-RPC message of the answer (SSE or JSON) to a request of one of `methods`. */
const onMethod =
  (methods: string[], edit: (message: Json, rpc: Json) => void): Wrap =>
  (next) =>
  async (req, auth) => {
    const rpc = await peekRpc(req);
    const response = await next(req, auth);
    if (!rpc || typeof rpc.method !== 'string' || !methods.includes(rpc.method)) return response;
    if (isSse(response)) return rewriteSseMessages(response, (message) => edit(message, rpc));
    return rewriteJson(response, (body) => edit(body, rpc));
  };

/** Replaces the response message (result or error) to a request of `method` with `replace(message)`. */
const replaceResponse = (method: string, when: (message: Json, rpc: Json) => boolean, replace: (message: Json, rpc: Json) => Json): Wrap =>
  onMethod([method], (message, rpc) => {
    if (!isResponseTo(message, rpc) || !when(message, rpc)) return;
    const next = replace(message, rpc);
    for (const key of Object.keys(message)) delete message[key];
    Object.assign(message, next);
  });

const event = (message: Json): string[] => ['event: message', `data: ${JSON.stringify(message)}`];

/**
 * Adds messages to an SSE answer to `method`, before (or after) its JSON-RPC response, in the same
 * block so they reach the client together with it.
 */
const inject =
  (method: string, where: 'before' | 'after', messages: (rpc: Json, req: Request) => Json[]): Wrap =>
  (next) =>
  async (req, auth) => {
    const rpc = await peekRpc(req);
    const response = await next(req, auth);
    if (rpc?.method !== method || !isSse(response)) return response;
    return rewriteSse(response, (block: SseEvent) => {
      const data = field(block, 'data');
      let message: unknown;
      try {
        message = data ? JSON.parse(data) : undefined;
      } catch {
        return block;
      }
      if (!isObject(message) || !isResponseTo(message, rpc)) return block;
      const extra = messages(rpc, req).flatMap((m) => [...event(m), '']);
      return { lines: where === 'before' ? [...extra, ...block.lines] : [...block.lines, '', ...extra.slice(0, -1)] };
    });
  };

const rpcError = (id: unknown, code: number, message: string): Json => ({ jsonrpc: '2.0', id, error: { code, message } });
const textResult = (id: unknown, text: string): Json => ({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text }] } });

/** The target's own tools/list cursor (list-views.ts): base64url JSON naming the list `tools`. */
function isTargetCursor(cursor: unknown): boolean {
  if (typeof cursor !== 'string') return false;
  try {
    return (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Json).l === 'tools';
  } catch {
    return false;
  }
}

/** Sends the request on with a rewritten JSON-RPC body. */
function withBody(req: Request, body: Json): Request {
  const headers = new Headers(req.headers);
  headers.delete('content-length');
  return new Request(req.url, { method: req.method, headers, body: JSON.stringify(body) });
}

const FEATURE = [
  {
    name: 'legacy-structured-content-off-schema',
    rule: "structuredContent conforms to the tool's outputSchema",
    row: 'tools.mdx:340 Output Schema',
    wrapMcp: onMethod(['tools/call'], (message) => {
      const structured = resultOf(message)?.structuredContent;
      if (isObject(structured) && 'temperatureC' in structured) structured.temperatureC = 'warm';
    }),
  },
  {
    name: 'legacy-capabilities-undeclared',
    rule: 'A server that serves tools, resources and prompts declares those capabilities in initialize',
    row: 'tools.mdx:38, resources.mdx:32, prompts.mdx:30 Capabilities',
    wrapMcp: onMethod(['initialize'], (message) => {
      const caps = resultOf(message)?.capabilities;
      if (isObject(caps)) for (const key of ['tools', 'resources', 'prompts']) delete caps[key];
    }),
  },
  {
    name: 'legacy-input-schema-null',
    rule: "Every listed tool's inputSchema is a JSON Schema object, not null",
    row: 'tools.mdx:201 Tool',
    wrapMcp: onMethod(['tools/list'], (message) => {
      const tools = resultOf(message)?.tools;
      if (Array.isArray(tools)) for (const tool of tools) if (isObject(tool) && tool.name === 'reverse') tool.inputSchema = null;
    }),
  },
  {
    name: 'legacy-tool-name-with-space',
    rule: 'Tool names use only A-Z, a-z, 0-9, _, - and .',
    row: 'tools.mdx:221 Tool Names',
    wrapMcp: onMethod(['tools/list'], (message) => {
      const tools = resultOf(message)?.tools;
      if (Array.isArray(tools)) for (const tool of tools) if (isObject(tool) && tool.name === 'reverse') tool.name = 'reverse text';
    }),
  },
  {
    name: 'legacy-input-validation-protocol-error',
    rule: 'An input validation error is a tool execution error (isError: true), not a JSON-RPC error (SEP-1303)',
    row: 'tools.mdx:469 Error Handling (changelog m5)',
    wrapMcp: replaceResponse(
      'tools/call',
      (message) => resultOf(message)?.isError === true && JSON.stringify(resultOf(message)?.content).includes('Input validation error'),
      (message) => rpcError(message.id, -32602, 'Invalid arguments'),
    ),
  },
  {
    name: 'legacy-tool-arguments-unchecked',
    rule: 'Arguments that violate the input schema are refused, never run as a success',
    row: 'tools.mdx:513 Security Considerations (validate all tool inputs)',
    wrapMcp: replaceResponse(
      'tools/call',
      (message) => resultOf(message)?.isError === true && JSON.stringify(resultOf(message)?.content).includes('Input validation error'),
      (message) => textResult(message.id, 'done'),
    ),
  },
  {
    name: 'legacy-structured-without-text',
    rule: 'A tool that returns structuredContent also returns it as serialized JSON in a text block',
    row: 'tools.mdx:326 Structured Content',
    wrapMcp: onMethod(['tools/call'], (message) => {
      const result = resultOf(message);
      if (result?.structuredContent !== undefined) result.content = [];
    }),
  },
  {
    name: 'legacy-unknown-tool-succeeds',
    rule: 'A call of an unknown tool is refused, never run as a success',
    row: 'tools.mdx:513 Security Considerations (validate all tool inputs)',
    wrapMcp: replaceResponse(
      'tools/call',
      (message) => /not found/i.test(String(errorOf(message)?.message ?? '')),
      (message) => textResult(message.id, 'done'),
    ),
  },
  {
    name: 'legacy-resource-uri-unvalidated',
    rule: 'A resources/read of something that is not a URI is refused',
    row: 'resources.mdx:409 Security Considerations',
    wrapMcp: replaceResponse(
      'resources/read',
      (_message, rpc) => /\s/.test(String(paramsOf(rpc).uri ?? '')),
      (message, rpc) => ({ jsonrpc: '2.0', id: message.id, result: { contents: [{ uri: paramsOf(rpc).uri, mimeType: 'text/plain', text: 'read anyway' }] } }),
    ),
  },
  {
    name: 'legacy-template-no-scheme',
    rule: 'Listed URI templates start with an RFC 3986 scheme',
    row: 'resources.mdx:381 Custom URI Schemes',
    wrapMcp: onMethod(['resources/templates/list'], (message) => {
      const templates = resultOf(message)?.resourceTemplates;
      if (Array.isArray(templates))
        for (const t of templates) if (isObject(t) && typeof t.uriTemplate === 'string') t.uriTemplate = t.uriTemplate.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
    }),
  },
  {
    name: 'legacy-binary-not-base64',
    rule: 'Binary resource contents are base64',
    row: 'resources.mdx:411 Security Considerations',
    wrapMcp: onMethod(['resources/read'], (message) => {
      const contents = resultOf(message)?.contents;
      if (Array.isArray(contents)) for (const c of contents) if (isObject(c) && typeof c.blob === 'string') c.blob = `raw bytes: ${c.blob}!`;
    }),
  },
  {
    name: 'legacy-template-contents-empty',
    rule: 'Contents read through a URI template carry text or a base64 blob',
    row: 'resources.mdx:411 Security Considerations',
    wrapMcp: onMethod(['resources/read'], (message, rpc) => {
      const contents = resultOf(message)?.contents;
      if (!String(paramsOf(rpc).uri).startsWith('notes://') || !Array.isArray(contents)) return;
      for (const c of contents) if (isObject(c)) delete c.text;
    }),
  },
  {
    name: 'legacy-resource-not-found-code',
    rule: 'A resource that does not exist answers -32002',
    row: 'resources.mdx:388 Error Handling',
    wrapMcp: onMethod(['resources/read'], (message) => {
      const error = errorOf(message);
      if (error?.code === -32002) error.code = -32603;
    }),
  },
  {
    name: 'legacy-prompt-content-malformed',
    rule: "A prompt's image content is base64 with a MIME type",
    row: 'prompts.mdx:226 Image Content',
    wrapMcp: onMethod(['prompts/get'], (message) => {
      const messages = resultOf(message)?.messages;
      if (Array.isArray(messages)) messages.push({ role: 'user', content: { type: 'image', data: 'not base64!', mimeType: 'picture' } });
    }),
  },
  {
    name: 'legacy-prompt-arguments-unchecked',
    rule: 'prompts/get without a required argument is refused',
    row: 'prompts.mdx:285 Security',
    wrapMcp: replaceResponse(
      'prompts/get',
      (message) => /Invalid arguments/i.test(String(errorOf(message)?.message ?? '')),
      (message) => ({ jsonrpc: '2.0', id: message.id, result: { messages: [{ role: 'user', content: { type: 'text', text: 'Summarize undefined.' } }] } }),
    ),
  },
  {
    name: 'legacy-unknown-prompt-code',
    rule: 'prompts/get of a prompt that does not exist answers -32602',
    row: 'prompts.mdx:273 Error Handling',
    wrapMcp: onMethod(['prompts/get'], (message) => {
      const error = errorOf(message);
      if (error?.code === -32602 && /not found/i.test(String(error.message))) error.code = -32603;
    }),
  },
] satisfies FaultDefinition[];

const UTILITY = [
  {
    name: 'legacy-logging-undeclared',
    rule: 'A server that sends log messages declares the logging capability',
    row: 'logging.mdx:19 Capabilities',
    wrapMcp: onMethod(['initialize'], (message) => {
      const caps = resultOf(message)?.capabilities;
      if (isObject(caps)) delete caps.logging;
    }),
  },
  {
    name: 'legacy-log-below-level',
    rule: 'After logging/setLevel, no log message below that level is sent',
    row: 'logging.mdx:49 Setting Log Level',
    wrapMcp: inject('tools/call', 'before', () => [
      { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'debug', logger: 'wirecase-fault', data: 'below every level' } },
    ]),
  },
  {
    name: 'legacy-log-leaks-token',
    rule: "Log messages do not carry the caller's credentials",
    row: 'logging.mdx:132 Security',
    wrapMcp: inject('tools/call', 'before', (_rpc, req) => [
      {
        jsonrpc: '2.0',
        method: 'notifications/message',
        params: { level: 'error', logger: 'auth', data: { authorization: req.headers.get('authorization') ?? '' } },
      },
    ]),
  },
  {
    name: 'legacy-log-level-unchecked',
    rule: 'logging/setLevel with an unknown level answers -32602',
    row: 'logging.mdx:112 Error Handling',
    wrapMcp: replaceResponse(
      'logging/setLevel',
      (message) => errorOf(message) !== undefined,
      (message) => ({ jsonrpc: '2.0', id: message.id, result: {} }),
    ),
  },
  {
    name: 'legacy-completions-undeclared',
    rule: 'A server that answers completion/complete declares the completions capability',
    row: 'completion.mdx:26 Capabilities',
    // Answers completions for the target's own prompts; anything else stays refused (-32602).
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      if (rpc?.method !== 'completion/complete') return next(req, auth);
      const ref = paramsOf(rpc).ref;
      const known = isObject(ref) && (ref.name === 'greeting' || ref.name === 'summarize');
      return Response.json(
        known
          ? { jsonrpc: '2.0', id: rpc.id ?? null, result: { completion: { values: ['wirecase'], hasMore: false } } }
          : rpcError(rpc.id ?? null, -32602, 'Unknown prompt'),
      );
    },
  },
  {
    name: 'legacy-completion-inputs-unchecked',
    rule: 'completion/complete validates its inputs (a prompt that does not exist is refused)',
    row: 'completion.mdx:199 Security',
    // Declares completions and answers every completion/complete, whatever prompt it names.
    wrapMcp: (next) => {
      const declare = onMethod(['initialize'], (message) => {
        const caps = resultOf(message)?.capabilities;
        if (isObject(caps)) caps.completions = {};
      })(next);
      return async (req, auth) => {
        const rpc = await peekRpc(req);
        if (rpc?.method !== 'completion/complete') return declare(req, auth);
        return Response.json({ jsonrpc: '2.0', id: rpc.id ?? null, result: { completion: { values: ['wirecase'], hasMore: false } } });
      };
    },
  },
  {
    name: 'legacy-invalid-cursor-accepted',
    rule: 'An invalid cursor answers -32602',
    row: 'pagination.mdx:97 Error Handling',
    // A cursor the target never minted is dropped: the first page comes back (tools, resources).
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const params = rpc ? paramsOf(rpc) : {};
      const listing = rpc?.method === 'tools/list' || rpc?.method === 'resources/list';
      if (!listing || params.cursor === undefined || isTargetCursor(params.cursor)) return next(req, auth);
      const { cursor: _dropped, ...rest } = params;
      return next(withBody(req, { ...rpc, params: rest }), auth);
    },
  },
  {
    name: 'legacy-unstable-cursor',
    rule: 'The same cursor answers the same page',
    row: 'pagination.mdx:83 Implementation Guidelines',
    // The second use of a cursor in the same session answers its page without the last tool.
    wrapMcp: (next) => {
      const seen = new Set<string>();
      return async (req, auth) => {
        const rpc = await peekRpc(req);
        const cursor = rpc ? paramsOf(rpc).cursor : undefined;
        const response = await next(req, auth);
        if (rpc?.method !== 'tools/list' || typeof cursor !== 'string') return response;
        const key = `${req.headers.get('mcp-session-id') ?? ''} ${cursor}`;
        if (!seen.has(key)) {
          seen.add(key);
          return response;
        }
        const drop = (message: Json) => {
          const tools = resultOf(message)?.tools;
          if (Array.isArray(tools)) tools.pop();
        };
        return isSse(response) ? rewriteSseMessages(response, drop) : rewriteJson(response, drop);
      };
    },
  },
  {
    name: 'legacy-progress-decreasing',
    rule: 'Progress values increase with each notification',
    row: 'progress.mdx:53 Progress Flow',
    wrapMcp: onMethod(['tools/call'], (message) => {
      const params = message.method === 'notifications/progress' && isObject(message.params) ? message.params : undefined;
      if (params && typeof params.progress === 'number') params.progress = 100 - params.progress;
    }),
  },
  {
    name: 'legacy-progress-token-stringified',
    rule: 'Progress notifications carry the token the request gave (an integer stays an integer)',
    row: 'progress.mdx:61 Behavior Requirements',
    wrapMcp: onMethod(['tools/call'], (message) => {
      const params = message.method === 'notifications/progress' && isObject(message.params) ? message.params : undefined;
      if (params && typeof params.progressToken === 'number') params.progressToken = String(params.progressToken);
    }),
  },
  {
    name: 'legacy-progress-after-response',
    rule: 'Progress notifications stop after completion',
    row: 'progress.mdx:94 Implementation Notes',
    wrapMcp: inject('tools/call', 'after', (rpc) => {
      const token = (paramsOf(rpc)._meta as Json | undefined)?.progressToken;
      return token === undefined
        ? []
        : [{ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: token, progress: 1000, message: 'late' } }];
    }),
  },
  {
    name: 'legacy-cancel-breaks-session',
    rule: 'A cancellation that arrives after the response is handled gracefully',
    row: 'cancellation.mdx:53 Timing Considerations',
    // Once a tools/call that was already answered is cancelled, the session answers 500.
    wrapMcp: (next) => {
      const answered = new Set<unknown>();
      const broken = new Set<string>();
      return async (req, auth) => {
        const session = req.headers.get('mcp-session-id') ?? '';
        if (broken.has(session)) return Response.json(rpcError(null, -32603, 'Internal error: session state lost'), { status: 500 });
        const rpc = await peekRpc(req);
        if (rpc?.method === 'notifications/cancelled' && answered.has(paramsOf(rpc).requestId)) broken.add(session);
        if (rpc?.method === 'tools/call') answered.add(rpc.id);
        return next(req, auth);
      };
    },
  },
  {
    name: 'legacy-cancel-unknown-refused',
    rule: 'A cancellation of an unknown request is ignored',
    row: 'cancellation.mdx:79 Error Handling',
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      if (rpc?.method === 'notifications/cancelled' && String(paramsOf(rpc).requestId ?? '').includes('never')) {
        return Response.json(rpcError(null, -32602, 'Unknown request id'), { status: 400 });
      }
      return next(req, auth);
    },
  },
  {
    name: 'legacy-unnegotiated-sampling',
    rule: 'No request for a capability the client did not declare (sampling)',
    row: 'lifecycle.mdx:220 Operation',
    wrapMcp: inject('tools/call', 'before', () => [
      { jsonrpc: '2.0', id: 'wirecase-fault-sampling', method: 'sampling/createMessage', params: { messages: [], maxTokens: 1 } },
    ]),
  },
] satisfies FaultDefinition[];

const AUTH = [
  {
    name: 'legacy-session-as-credential',
    rule: 'Every request of a session carries authorization (a session id is no credential)',
    row: 'authorization.mdx:454 Token Requirements',
    // A request without Authorization is sent on with the last token its session used.
    wrapApp: (next) => {
      const tokens = new Map<string, string>();
      return async (req, auth) => {
        const session = req.headers.get('mcp-session-id');
        const authorization = req.headers.get('authorization');
        if (session && authorization) tokens.set(session, authorization);
        if (!session || authorization || !tokens.has(session)) return next(req, auth);
        const headers = new Headers(req.headers);
        headers.set('authorization', tokens.get(session)!);
        return next(new Request(req.url, { method: req.method, headers, body: req.method === 'GET' ? null : await req.text() }), auth);
      };
    },
  },
] satisfies FaultDefinition[];

export const LEGACY_FEATURE_FAULTS: FaultDefinition[] = [...FEATURE, ...UTILITY, ...AUTH].map((fault) => ({ ...fault, era: '2025' as const }));
