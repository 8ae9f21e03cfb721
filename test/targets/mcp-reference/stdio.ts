// The reference target's stdio mode: the same app (app.ts: both eras, the same catalog) reached in the
// process through its fetch handler, one JSON-RPC message per line on stdin and stdout.
//
//   node dist/test/targets/mcp-reference/main.js --stdio       (STDIO_FAULT=<name> breaks one stdio rule)
//
// Each stdin line becomes the POST the Streamable HTTP binding would carry (2026-07-28: its version,
// method and name headers taken from the message; 2025: the session and negotiated version of its
// initialize), and every JSON-RPC message of the answer (a JSON body or the events of a stream) is
// written as one line on stdout. stderr carries a log line per message (a server MAY log there).
import { createInterface } from 'node:readline';
import { createApp } from './app.js';
import { MCP_PATH } from './constants.js';

/** One fault per stdio rule; each breaks exactly that rule and nothing else the stdio documents read. */
export const STDIO_FAULTS = {
  'stdout-banner': 'writes a banner line on stdout before any message (transports.mdx: only valid MCP messages on stdout)',
  'stdout-log-midway': 'writes a plain log line on stdout after its answer to tools/list (only valid MCP messages on stdout)',
  'multiline-json': 'pretty-prints its answer to tools/list across several lines (messages MUST NOT contain embedded newlines)',
  'not-utf8': 'writes its answer to prompts/list in Latin-1, not UTF-8 (messages are UTF-8 encoded)',
  'wrong-id': 'answers resources/list with an id other than the request’s (JSON-RPC: the response has the same id as the request)',
  'no-exit-on-eof': 'keeps running after its stdin is closed (servers SHOULD exit promptly when stdin is closed)',
  'request-on-stdout': 'writes a JSON-RPC request (ping) on stdout after its answer to tools/list (2026-07-28: the server MUST NOT write requests to stdout)',
  'stderr-heavy': 'logs heavily on stderr, which is allowed: every stdio document passes',
  'cancel-answered':
    'answers every notifications/cancelled with an error on stdout instead of ignoring an invalid one (cancellation.mdx: invalid cancellation notifications SHOULD be ignored)',
  'answers-cancelled-subscription':
    'answers a subscriptions/listen after the client cancelled it (2026-07-28 stdio.mdx: servers MUST NOT send any further messages for a cancelled request)',
} as const;
export type StdioFault = keyof typeof STDIO_FAULTS;

const ORIGIN = 'http://127.0.0.1';
const PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';

export async function serveStdio(fault: string | undefined): Promise<void> {
  if (fault !== undefined && fault !== '' && !(fault in STDIO_FAULTS))
    throw new Error(`invalid STDIO_FAULT "${fault}"; expected one of: ${Object.keys(STDIO_FAULTS).join(', ')}`);
  const broken = (name: StdioFault) => fault === name;
  const app = createApp({ origin: ORIGIN, auth: 'none', mcp: 'on', legacy: 'session-sse' });
  const session: { id?: string; version?: string } = {};
  /** Open subscriptions/listen requests (2026-07-28): in flight until cancelled, or answered with a completion result at shutdown. */
  const subscriptions = new Set<string | number>();
  const subscribed = subscriptionsOf(subscriptions, (m) => write(m), broken);
  const log = (text: string) => void process.stderr.write(`mcp-reference stdio: ${text}\n`);
  const write = (message: unknown, options: { pretty?: boolean; latin1?: boolean } = {}) => {
    const text = `${JSON.stringify(message, null, options.pretty ? 2 : undefined)}\n`;
    process.stdout.write(options.latin1 ? Buffer.from(text, 'latin1') : Buffer.from(text, 'utf8'));
  };

  if (broken('stdout-banner')) process.stdout.write('mcp-reference stdio server ready\n');
  log('ready');
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  // Messages are handled in the order they came, as the SDK's stdio transport does.
  let queue = Promise.resolve();
  lines.on('line', (line) => {
    if (broken('stderr-heavy')) for (let i = 0; i < 50; i++) log(`debug ${i}: ${'x'.repeat(100)}`);
    queue = queue.then(() => handle(line)).catch((error: unknown) => log(`error: ${(error as Error).message}`));
  });
  lines.on('close', () => {
    log('stdin closed');
    // The server ends what is still open on its own initiative: a completion result each (subscriptions.mdx, Graceful Closure).
    for (const id of subscriptions) write({ jsonrpc: '2.0', id, result: { resultType: 'complete' } });
    subscriptions.clear();
    if (broken('no-exit-on-eof')) {
      setInterval(() => {}, 1 << 30);
      return;
    }
    // Nothing outlives the process (the app holds no socket here): exit once the last message is answered.
    void queue.finally(() => process.exit(0));
  });

  async function handle(line: string): Promise<void> {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(line) as Record<string, unknown>;
    } catch {
      write({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
      return;
    }
    const method = typeof message.method === 'string' ? message.method : undefined;
    const params = (message.params ?? {}) as Record<string, unknown>;
    if (method === 'notifications/cancelled' && broken('cancel-answered')) {
      write({ jsonrpc: '2.0', id: null, error: { code: -32602, message: `no request ${JSON.stringify(params.requestId)} to cancel` } });
      return;
    }
    if (subscribed(method, message, params)) return;
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    const modern = (params._meta as Record<string, unknown> | undefined)?.[PROTOCOL_VERSION];
    if (typeof modern === 'string') {
      headers['MCP-Protocol-Version'] = modern;
      if (method) headers['Mcp-Method'] = method;
      const name = method === 'tools/call' || method === 'prompts/get' ? params.name : method === 'resources/read' ? params.uri : undefined;
      if (typeof name === 'string' && /^[\x20-\x7e]*$/.test(name)) headers['Mcp-Name'] = name;
    } else if (method !== 'initialize') {
      if (session.id) headers['Mcp-Session-Id'] = session.id;
      if (session.version) headers['MCP-Protocol-Version'] = session.version;
    }
    const response = await app.fetch(new Request(`${ORIGIN}${MCP_PATH}`, { method: 'POST', headers, body: line }));
    const answers = await messagesOf(response);
    if (method === 'initialize') {
      session.id = response.headers.get('mcp-session-id') ?? undefined;
      const result = answers.find((a) => 'result' in a)?.result as { protocolVersion?: string } | undefined;
      session.version = result?.protocolVersion;
    }
    if (!answers.length && 'id' in message && method && response.status >= 400)
      answers.push({ jsonrpc: '2.0', id: message.id, error: { code: -32600, message: `refused (${response.status})` } });
    for (const answer of answers) {
      if (method === 'resources/list' && broken('wrong-id') && 'result' in answer) answer.id = `${String(answer.id)}-not-yours`;
      // Text outside ASCII, so the encoding shows (in Latin-1, é is the one byte 0xE9).
      if (method === 'prompts/list' && broken('not-utf8') && 'result' in answer) answer.result = { ...(answer.result as object), _meta: { note: 'café' } };
      write(answer, { pretty: method === 'tools/list' && broken('multiline-json'), latin1: method === 'prompts/list' && broken('not-utf8') });
    }
    if (method === 'tools/list' && broken('stdout-log-midway')) process.stdout.write('[info] listed the tools\n');
    if (method === 'tools/list' && broken('request-on-stdout')) write({ jsonrpc: '2.0', id: 'server-ping-1', method: 'ping' });
    log(`${method ?? 'a response'} answered with ${answers.length} message(s)`);
  }
}

/**
 * Over stdio the reference target keeps a 2026-07-28 `subscriptions/listen` open itself (the app is
 * reached a request at a time): acknowledged at once with the subset it honours (none: it announces no
 * list changes), then in flight until `notifications/cancelled` names it, after which nothing more is
 * sent for it. True when the message was one of these.
 */
function subscriptionsOf(
  subscriptions: Set<string | number>,
  write: (message: unknown) => void,
  broken: (name: StdioFault) => boolean,
): (method: string | undefined, message: Record<string, unknown>, params: Record<string, unknown>) => boolean {
  return (method, message, params) => {
    const id = message.id;
    const modern = typeof (params._meta as Record<string, unknown> | undefined)?.[PROTOCOL_VERSION] === 'string';
    if (method === 'subscriptions/listen' && modern && (typeof id === 'string' || typeof id === 'number')) {
      subscriptions.add(id);
      write({
        jsonrpc: '2.0',
        method: 'notifications/subscriptions/acknowledged',
        params: { _meta: { 'io.modelcontextprotocol/subscriptionId': id }, notifications: {} },
      });
      return true;
    }
    const cancelled = params.requestId;
    if (method !== 'notifications/cancelled' || (typeof cancelled !== 'string' && typeof cancelled !== 'number') || !subscriptions.delete(cancelled))
      return false;
    if (broken('answers-cancelled-subscription')) write({ jsonrpc: '2.0', id: cancelled, result: { resultType: 'complete' } });
    return true;
  };
}

/** The JSON-RPC messages of an answer: a JSON body, or the data of each event of a stream. */
async function messagesOf(response: Response): Promise<Array<Record<string, unknown>>> {
  const text = await response.text();
  if (!text.trim()) return [];
  const type = response.headers.get('content-type') ?? '';
  const parse = (data: string) => {
    try {
      const value = JSON.parse(data) as unknown;
      return value !== null && typeof value === 'object' && !Array.isArray(value) && (value as { jsonrpc?: unknown }).jsonrpc === '2.0'
        ? [value as Record<string, unknown>]
        : [];
    } catch {
      return [];
    }
  };
  if (!type.includes('text/event-stream')) return parse(text);
  return text
    .split(/\r?\n\r?\n/)
    .map((event) =>
      event
        .split(/\r?\n/)
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n'),
    )
    .filter(Boolean)
    .flatMap(parse);
}
