/**
 * The notes server on the official SDK v1 `McpServer` served by Hono through `@hono/mcp`'s own
 * `StreamableHTTPTransport` (an independent Streamable HTTP implementation for Hono), set up as
 * @hono/mcp's README shows: one transport, connected on the first request.
 *
 *   node dist/test/real-servers/servers/hono-mcp-server.js --port N     → http://127.0.0.1:N/mcp
 */
import { StreamableHTTPTransport } from '@hono/mcp';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { announceAndStopOnSignal, portArgument } from './fetch-bridge.js';
import { notesServer } from './sdk-notes.js';

const mcpServer = notesServer('notes-hono-mcp');
const transport = new StreamableHTTPTransport();
const app = new Hono();
app.all('/mcp', async (c) => {
  if (!mcpServer.isConnected()) await mcpServer.connect(transport);
  return transport.handleRequest(c);
});

const http = serve({ fetch: app.fetch, port: portArgument(process.argv), hostname: '127.0.0.1' }, () =>
  announceAndStopOnSignal(http as import('node:http').Server, 'Hono + @hono/mcp notes server', '/mcp'),
);
