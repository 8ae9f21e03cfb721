// Faults that break one rule of the server feature pages each (tools, resources, prompts,
// completion, logging, pagination): a rewrite of one method's answer (or request) around the SDK
// handler. The documents of scenarios/mcp-2026-07-28/features.yaml prove each can be seen.
import type { FaultDefinition } from './fault-types.js';
import { errorOf, isObject, type Json, peekRpc, resultOf, rewriteJson } from './http-json.js';

type Wrap = NonNullable<FaultDefinition['wrapMcp']>;
const LOG_LEVEL = 'io.modelcontextprotocol/logLevel';

/** Edits the JSON answer to the given methods (and may set its status); `edit` also sees the request's JSON-RPC body. */
const onMethod =
  (methods: string[], edit: (body: Json, rpc: Json) => number | void): Wrap =>
  (next) =>
  async (req, auth) => {
    const rpc = await peekRpc(req);
    const response = await next(req, auth);
    if (!rpc || typeof rpc.method !== 'string' || !methods.includes(rpc.method)) return response;
    return rewriteJson(response, (body) => edit(body, rpc));
  };

/** Sends the request on with a rewritten JSON-RPC body. */
function withBody(req: Request, body: Json): Request {
  const headers = new Headers(req.headers);
  headers.delete('content-length');
  return new Request(req.url, { method: req.method, headers, body: JSON.stringify(body) });
}

const paramsOf = (rpc: Json): Json => (isObject(rpc.params) ? rpc.params : {});
const metaOf = (rpc: Json): Json => {
  const meta = paramsOf(rpc)._meta;
  return isObject(meta) ? meta : {};
};

/** Adds one notifications/message event before the events of an SSE answer to a tools/call that asked for logs. */
const injectLog =
  (params: (req: Request, level: string) => Json): Wrap =>
  (next) =>
  async (req, auth) => {
    const rpc = await peekRpc(req);
    const response = await next(req, auth);
    const level = rpc ? metaOf(rpc)[LOG_LEVEL] : undefined;
    if (rpc?.method !== 'tools/call' || typeof level !== 'string' || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      return response;
    }
    const event = `event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: params(req, level) })}\n\n`;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(event + (await response.text()), { status: response.status, headers });
  };

/** The target's own cursor (list-views.ts): base64url JSON with the offset `o`. */
function shiftCursor(cursor: string, by: number): string {
  const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Json;
  return Buffer.from(JSON.stringify({ ...parsed, o: (parsed.o as number) + by })).toString('base64url');
}

function isTargetCursor(cursor: unknown): boolean {
  if (typeof cursor !== 'string') return false;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Json;
    return parsed.l === 'tools' && Number.isInteger(parsed.o);
  } catch {
    return false;
  }
}

const LIST_KEYS: Record<string, string> = { 'tools/list': 'tools', 'resources/list': 'resources', 'prompts/list': 'prompts' };

export const FEATURE_FAULTS: FaultDefinition[] = [
  {
    name: 'structured-content-off-schema',
    rule: "structuredContent conforms to the tool's outputSchema",
    row: 'tools.mdx:514 Output Schema',
    wrapMcp: onMethod(['tools/call'], (body) => {
      const structured = resultOf(body)?.structuredContent;
      if (isObject(structured) && 'temperatureC' in structured) structured.temperatureC = 'warm';
    }),
  },
  {
    // Only a tool after the first with an outputSchema: seen only when every such tool is called.
    name: 'structured-content-off-schema-later',
    rule: "structuredContent conforms to the tool's outputSchema, on every tool that has one",
    row: 'tools.mdx:514 Output Schema',
    wrapMcp: onMethod(['tools/call'], (body) => {
      const structured = resultOf(body)?.structuredContent;
      if (isObject(structured) && 'sum' in structured) structured.sum = String(structured.sum);
    }),
  },
  {
    name: 'capabilities-undeclared',
    rule: 'A server that serves tools, resources and prompts declares those capabilities',
    row: 'tools.mdx:47, resources.mdx:41, prompts.mdx:41 Capabilities',
    wrapMcp: onMethod(['server/discover'], (body) => {
      const caps = resultOf(body)?.capabilities;
      if (isObject(caps)) for (const key of ['tools', 'resources', 'prompts']) delete caps[key];
    }),
  },
  {
    name: 'completions-undeclared',
    rule: 'A server that answers completion/complete declares the completions capability',
    row: 'completion.mdx:35 Capabilities',
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      if (rpc?.method !== 'completion/complete') return next(req, auth);
      return Response.json({ jsonrpc: '2.0', id: rpc.id ?? null, result: { completion: { values: [], hasMore: false }, resultType: 'complete' } });
    },
  },
  {
    name: 'list-side-effect',
    rule: 'tools/list, resources/list and prompts/list do not change as a side effect of other requests',
    row: 'tools.mdx:63, resources.mdx:75, prompts.mdx:58 List',
    // The listing that directly follows a tools/call (all its pages) leaves out its last item: as if
    // the call had changed the catalog. Any other request in between ends the effect.
    wrapMcp: (next) => {
      let armed = false;
      return async (req, auth) => {
        const rpc = await peekRpc(req);
        const response = await next(req, auth);
        const method = typeof rpc?.method === 'string' ? rpc.method : '';
        const key = LIST_KEYS[method];
        if (!armed || !key) {
          armed = method === 'tools/call';
          return response;
        }
        return rewriteJson(response, (body) => {
          const result = resultOf(body);
          const list = result?.[key];
          if (result?.nextCursor !== undefined) return; // more pages of the same listing follow
          armed = false;
          if (Array.isArray(list)) list.pop();
        });
      };
    },
  },
  {
    name: 'input-schema-null',
    rule: "Every tool's inputSchema is a JSON Schema object, not null",
    row: 'tools.mdx:293 Tool inputSchema',
    wrapMcp: onMethod(['tools/list'], (body) => {
      const tools = resultOf(body)?.tools;
      if (Array.isArray(tools)) for (const tool of tools) if (isObject(tool) && tool.name === 'reverse') tool.inputSchema = null;
    }),
  },
  {
    name: 'x-mcp-header-invalid',
    rule: 'x-mcp-header values are HTTP field-name tokens on primitive parameters',
    row: 'tools.mdx:348-357 x-mcp-header constraints',
    wrapMcp: onMethod(['tools/list'], (body) => {
      const tools = resultOf(body)?.tools;
      if (!Array.isArray(tools)) return;
      for (const tool of tools) {
        const props = isObject(tool) && isObject(tool.inputSchema) ? tool.inputSchema.properties : undefined;
        if (tool.name === 'reverse' && isObject(props) && isObject(props.text)) props.text['x-mcp-header'] = 'Text Value';
      }
    }),
  },
  {
    name: 'resource-uri-no-scheme',
    rule: 'Resource URIs follow RFC 3986 (a scheme)',
    row: 'resources.mdx:399 Custom URI schemes',
    wrapMcp: onMethod(['resources/list'], (body) => {
      const resources = resultOf(body)?.resources;
      if (Array.isArray(resources) && isObject(resources[1]) && typeof resources[1].uri === 'string') {
        resources[1].uri = resources[1].uri.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/*/, '');
      }
    }),
  },
  {
    name: 'resource-uri-unvalidated',
    rule: 'resources/read validates the URI (a value without a scheme is refused)',
    row: 'resources.mdx:430 Security',
    wrapMcp: onMethod(['resources/read'], (body, rpc) => {
      const uri = paramsOf(rpc).uri;
      if (!errorOf(body) || typeof uri !== 'string' || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri)) return;
      delete body.error;
      body.result = { contents: [], resultType: 'complete' };
      return 200;
    }),
  },
  {
    name: 'prompt-content-malformed',
    rule: 'Prompt image content is base64 with a valid MIME type',
    row: 'prompts.mdx:256 Image Content',
    wrapMcp: onMethod(['prompts/get'], (body) => {
      const messages = resultOf(body)?.messages;
      if (Array.isArray(messages)) messages.push({ role: 'user', content: { type: 'image', data: 'not base64!', mimeType: 'png' } });
    }),
  },
  {
    name: 'prompt-arguments-unchecked',
    rule: 'prompts/get refuses a missing required argument or an unknown prompt (-32602)',
    row: 'prompts.mdx:323-335 Error Handling, Security',
    wrapMcp: onMethod(['prompts/get'], (body) => {
      if (errorOf(body)?.code !== -32602) return;
      delete body.error;
      body.result = { messages: [{ role: 'user', content: { type: 'text', text: 'prompt text' } }], resultType: 'complete' };
      return 200;
    }),
  },
  {
    name: 'logging-undeclared',
    rule: 'A server that sends log messages declares the logging capability',
    row: 'logging.mdx:32 Capabilities',
    wrapMcp: onMethod(['server/discover'], (body) => {
      const caps = resultOf(body)?.capabilities;
      if (isObject(caps)) delete caps.logging;
    }),
  },
  {
    name: 'log-below-level',
    rule: 'Log messages only at or above the requested level',
    row: 'logging.mdx:66 Per-request log level',
    wrapMcp: injectLog(() => ({ level: 'debug', logger: 'fault', data: 'below the requested level' })),
  },
  {
    name: 'log-leaks-token',
    rule: 'Log messages do not contain credentials',
    row: 'logging.mdx:124 Security',
    wrapMcp: injectLog((req, level) => ({ level, logger: 'fault', data: { authorization: req.headers.get('authorization') } })),
  },
  {
    name: 'log-level-unchecked',
    rule: 'An unknown io.modelcontextprotocol/logLevel is refused with -32602',
    row: 'logging.mdx:104 Error Handling',
    // Drops an unknown level before the SDK (which refuses it) sees the request.
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const meta = rpc ? metaOf(rpc) : {};
      const level = meta[LOG_LEVEL];
      if (!rpc || level === undefined || ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'].includes(level as string))
        return next(req, auth);
      delete meta[LOG_LEVEL];
      return next(withBody(req, rpc), auth);
    },
  },
  {
    name: 'pagination-skips-item',
    rule: 'The pages of tools/list add up to the whole list',
    row: 'tools.mdx:62 Listing Tools (pagination)',
    // Each nextCursor points one tool further than it should: the first tool of the next page is lost.
    wrapMcp: onMethod(['tools/list'], (body) => {
      const result = resultOf(body);
      if (result && isTargetCursor(result.nextCursor)) result.nextCursor = shiftCursor(result.nextCursor as string, 1);
    }),
  },
  {
    name: 'invalid-cursor-accepted',
    rule: 'An invalid cursor answers -32602',
    row: 'pagination.mdx:111 Error Handling',
    // A cursor the target did not mint is dropped: the first page comes back instead of an error.
    wrapMcp: (next) => async (req, auth) => {
      const rpc = await peekRpc(req);
      const params = rpc ? paramsOf(rpc) : {};
      if (rpc?.method !== 'tools/list' || params.cursor === undefined || isTargetCursor(params.cursor)) return next(req, auth);
      delete params.cursor;
      return next(withBody(req, { ...rpc, params }), auth);
    },
  },
  {
    name: 'tool-name-with-space',
    rule: 'Tool names use only A-Z a-z 0-9 _ - .',
    row: 'tools.mdx:311-316 Tool Names',
    wrapMcp: onMethod(['tools/list'], (body) => {
      const tools = resultOf(body)?.tools;
      if (Array.isArray(tools)) for (const tool of tools) if (isObject(tool) && tool.name === 'reverse') tool.name = 'reverse text';
    }),
  },
  {
    name: 'list-duplicates',
    rule: 'resources/list and prompts/list answer each item once',
    row: 'resources.mdx:74, prompts.mdx:57 Listing',
    wrapMcp: onMethod(['resources/list', 'prompts/list'], (body, rpc) => {
      const list = resultOf(body)?.[LIST_KEYS[rpc.method as string]!];
      if (Array.isArray(list) && list.length > 0) list.push(list[0]);
    }),
  },
  {
    name: 'binary-not-base64',
    rule: 'Binary resource contents are base64 blobs',
    row: 'resources.mdx:432 Security (binary data)',
    wrapMcp: onMethod(['resources/read'], (body) => {
      const contents = resultOf(body)?.contents;
      if (!Array.isArray(contents)) return;
      for (const c of contents)
        if (isObject(c) && typeof c.blob === 'string' && !String(c.uri).startsWith('ui://')) c.blob = `${c.blob.slice(0, 8)}!not base64!`;
    }),
  },
  {
    name: 'file-traversal',
    rule: 'file:// paths are sanitized (no ../ escape)',
    row: 'resources.mdx:434 Security (directory traversal)',
    // Plays a server that resolves ../ against the filesystem root: it serves a password file.
    wrapMcp: onMethod(['resources/read'], (body, rpc) => {
      const uri = paramsOf(rpc).uri;
      if (typeof uri !== 'string' || !uri.startsWith('file://') || !uri.includes('/../')) return;
      delete body.error;
      body.result = { contents: [{ uri, mimeType: 'text/plain', text: 'root:x:0:0:root:/root:/bin/sh\n' }], resultType: 'complete' };
      return 200;
    }),
  },
  {
    name: 'cursor-unstable',
    rule: 'The same cursor answers the same page',
    row: 'pagination.mdx:95 Implementation Guidelines (stable cursors)',
    // Every second use of a cursor answers its page in reverse order.
    wrapMcp: (next) => {
      const uses = new Map<string, number>();
      return onMethod(['tools/list'], (body, rpc) => {
        const cursor = paramsOf(rpc).cursor;
        const tools = resultOf(body)?.tools;
        if (typeof cursor !== 'string' || !Array.isArray(tools)) return;
        const n = (uses.get(cursor) ?? 0) + 1;
        uses.set(cursor, n);
        if (n % 2 === 0) tools.reverse();
      })(next);
    },
  },
];
