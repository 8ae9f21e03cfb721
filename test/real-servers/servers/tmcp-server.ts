/**
 * A small, ordinary MCP server on tmcp (an independent implementation, not the official SDK),
 * served over HTTP by @tmcp/transport-http: the 2026-07-28 per-request protocol and the
 * initialize/session revisions on the same endpoint.
 *
 *   node dist/test/real-servers/servers/tmcp-server.js --port N     → http://127.0.0.1:N/mcp
 *
 * Only tmcp's documented public API is used (its README and @tmcp/transport-http's). The tools,
 * resource and prompt are what a real server would have; nothing here is shaped for wirecase's
 * suites.
 */
import { HttpTransport } from '@tmcp/transport-http';
import { announceAndStopOnSignal, portArgument, serveFetch } from './fetch-bridge.js';
import { notesTmcpServer } from './tmcp-notes.js';

const server = notesTmcpServer();
const transport = new HttpTransport(server, { path: '/mcp' });
const http = await serveFetch((request) => transport.respond(request), portArgument(process.argv));
announceAndStopOnSignal(http, 'tmcp notes server', '/mcp');
