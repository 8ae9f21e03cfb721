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
import { ZodJsonSchemaAdapter } from '@tmcp/adapter-zod';
import { HttpTransport } from '@tmcp/transport-http';
import { McpServer } from 'tmcp';
import { prompt, resource, tool } from 'tmcp/utils';
import { z } from 'zod';
import { announceAndStopOnSignal, portArgument, serveFetch } from './fetch-bridge.js';
import { NOTES, README_TEXT, README_URI } from './notes.js';

const server = new McpServer(
  { name: 'notes-tmcp', version: '1.0.0', description: 'A notes server on tmcp' },
  {
    adapter: new ZodJsonSchemaAdapter(),
    capabilities: {
      tools: { listChanged: true },
      resources: { listChanged: true },
      prompts: { listChanged: true },
    },
  },
);

server.tool(
  {
    name: 'lookup_word',
    description: 'Looks a word up in the glossary',
    schema: z.object({ word: z.string().describe('The word to look up') }),
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  ({ word }) => tool.text(`${word}: ${NOTES.glossary[word.toLowerCase()] ?? 'not in the glossary'}`),
);

server.tool(
  {
    name: 'search_notes',
    description: 'Searches the notes; the tag filter is optional and may be null',
    schema: z.object({
      query: z.string(),
      limit: z.number().int().min(1).max(50).optional(),
      tag: z.string().nullable().optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  ({ query, limit, tag }) => {
    const hits = NOTES.search(query, tag ?? null).slice(0, limit ?? 10);
    return tool.text(hits.length ? hits.join('\n') : 'no match');
  },
);

server.tool(
  {
    name: 'note_stats',
    description: 'Counts the notes and their words',
    outputSchema: z.object({ notes: z.number().int(), words: z.number().int() }),
    annotations: { readOnlyHint: true },
  },
  () => {
    const stats = NOTES.stats();
    return tool.structured(stats);
  },
);

server.tool(
  {
    name: 'set_font_scale',
    description: 'Sets the font scale of the notes view',
    schema: z.object({ scale: z.number().min(0.5).max(3.5).multipleOf(0.25) }),
    annotations: { idempotentHint: true },
  },
  ({ scale }) => tool.text(`font scale set to ${scale}`),
);

server.tool(
  {
    name: 'delete_note',
    description: 'Deletes a note for good',
    schema: z.object({ id: z.string() }),
    annotations: { destructiveHint: true, readOnlyHint: false },
  },
  ({ id }) => (NOTES.remove(id) ? tool.text(`deleted ${id}`) : tool.error(`no note ${id}`)),
);

server.resource({ name: 'readme', description: 'What this server is', uri: README_URI, mimeType: 'text/plain' }, (uri) =>
  resource.text(uri, README_TEXT, 'text/plain'),
);

server.prompt(
  {
    name: 'summarize_notes',
    description: 'Asks for a summary of the notes, optionally in a given style',
    schema: z.object({ style: z.string().optional() }),
  },
  ({ style }) => prompt.message(`Summarize my notes${style ? ` in a ${style} style` : ''}.`),
);

const transport = new HttpTransport(server, { path: '/mcp' });
const http = await serveFetch((request) => transport.respond(request), portArgument(process.argv));
announceAndStopOnSignal(http, 'tmcp notes server', '/mcp');
