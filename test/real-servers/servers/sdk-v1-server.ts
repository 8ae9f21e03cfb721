/**
 * The notes server on the official TypeScript SDK v1 (`@modelcontextprotocol/sdk`) over its
 * `StreamableHTTPServerTransport`, in one of the two modes its documentation describes beside the
 * default:
 *
 *   --mode stateless   no session (`sessionIdGenerator: undefined`): a new server and transport per
 *                      request, the SDK's "stateless" example;
 *   --mode json        sessions, answers as plain JSON instead of an event stream
 *                      (`enableJsonResponse: true`).
 *
 *   node dist/test/real-servers/servers/sdk-v1-server.js --mode stateless|json --port N   → http://127.0.0.1:N/mcp
 *
 * Served over node:http on 127.0.0.1 (`transport.handleRequest(req, res, parsedBody)`, as the
 * SDK's README shows). Only the SDK's documented API is used.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { announceAndStopOnSignal, portArgument } from './fetch-bridge.js';
import { notesServer } from './sdk-notes.js';

const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex >= 0 ? process.argv[modeIndex + 1] : undefined;
if (mode !== 'stateless' && mode !== 'json') {
  process.stderr.write('usage: --mode stateless|json --port N\n');
  process.exit(2);
}

function jsonRpcError(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** The parsed JSON body of a POST (undefined when it is not JSON: the transport answers that). */
async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

// The SDK's stateless example: every POST gets its own server and transport; GET and DELETE 405.
async function stateless(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return jsonRpcError(res, 405, 'Method not allowed.');
  const body = await jsonBody(req);
  const server = notesServer('notes-sdk-v1-stateless');
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}

// The SDK's session example, with enableJsonResponse: one transport per session id; a new one
// only for an initialize request without a session id.
const transports = new Map<string, StreamableHTTPServerTransport>();
async function withSessions(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const sessionId = req.headers['mcp-session-id'];
  const body = req.method === 'POST' ? await jsonBody(req) : undefined;
  const known = typeof sessionId === 'string' ? transports.get(sessionId) : undefined;
  if (known) return known.handleRequest(req, res, body);
  if (sessionId !== undefined) return jsonRpcError(res, 404, 'Session not found');
  if (req.method !== 'POST' || !isInitializeRequest(body)) return jsonRpcError(res, 400, 'Bad Request: No valid session ID provided');
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    enableJsonResponse: true,
    onsessioninitialized: (id) => {
      transports.set(id, transport);
    },
  });
  transport.onclose = () => {
    if (transport.sessionId) transports.delete(transport.sessionId);
  };
  await notesServer('notes-sdk-v1-json').connect(transport);
  await transport.handleRequest(req, res, body);
}

const handle = mode === 'stateless' ? stateless : withSessions;
const http = createServer((req, res) => {
  if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/mcp') return void res.writeHead(404).end();
  handle(req, res).catch((error: unknown) => {
    process.stderr.write(`request failed: ${String(error)}\n`);
    if (!res.headersSent) jsonRpcError(res, 500, 'Internal server error');
    else res.end();
  });
});
http.listen(portArgument(process.argv), '127.0.0.1', () => announceAndStopOnSignal(http, `SDK v1 (${mode}) notes server`, '/mcp'));
