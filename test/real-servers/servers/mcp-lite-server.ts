/**
 * A small, ordinary MCP server on mcp-lite (an independent implementation, not the official SDK;
 * protocol revisions 2025-06-18 and 2025-03-26, initialize + Mcp-Session-Id), served over HTTP.
 *
 *   node dist/test/real-servers/servers/mcp-lite-server.js --port N     → http://127.0.0.1:N/mcp
 *
 * Only mcp-lite's documented public API is used (its README): Standard Schema tools through zod,
 * `StreamableHttpTransport` with `InMemorySessionAdapter` (the README's "single server" setup) and
 * `allowedHosts` (its DNS-rebinding advice). The tools, resource and prompt are what a real server
 * would have; nothing here is shaped for wirecase's suites.
 */
import { InMemorySessionAdapter, McpServer, StreamableHttpTransport } from 'mcp-lite';
import { z } from 'zod';
import { announceAndStopOnSignal, portArgument, serveFetch } from './fetch-bridge.js';
import { NOTES, README_TEXT, README_URI } from './notes.js';

const mcp = new McpServer({
  name: 'notes-mcp-lite',
  version: '1.0.0',
  schemaAdapter: (schema) => z.toJSONSchema(schema as z.ZodType),
});

mcp.tool('lookup_word', {
  description: 'Looks a word up in the glossary',
  inputSchema: z.object({ word: z.string().describe('The word to look up') }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  handler: ({ word }) => ({ content: [{ type: 'text', text: `${word}: ${NOTES.glossary[word.toLowerCase()] ?? 'not in the glossary'}` }] }),
});

mcp.tool('search_notes', {
  description: 'Searches the notes; the tag filter is optional and may be null',
  inputSchema: z.object({
    query: z.string(),
    limit: z.number().int().min(1).max(50).optional(),
    tag: z.string().nullable().optional(),
  }),
  annotations: { readOnlyHint: true },
  handler: ({ query, limit, tag }) => {
    const hits = NOTES.search(query, tag ?? null).slice(0, limit ?? 10);
    return { content: [{ type: 'text', text: hits.length ? hits.join('\n') : 'no match' }] };
  },
});

mcp.tool('note_stats', {
  description: 'Counts the notes and their words',
  outputSchema: z.object({ notes: z.number().int(), words: z.number().int() }),
  annotations: { readOnlyHint: true },
  handler: () => {
    const stats = NOTES.stats();
    return { content: [{ type: 'text', text: JSON.stringify(stats) }], structuredContent: stats };
  },
});

mcp.tool('set_font_scale', {
  description: 'Sets the font scale of the notes view',
  inputSchema: z.object({ scale: z.number().min(0.5).max(3.5).multipleOf(0.25) }),
  annotations: { idempotentHint: true },
  handler: ({ scale }) => ({ content: [{ type: 'text', text: `font scale set to ${scale}` }] }),
});

mcp.tool('delete_note', {
  description: 'Deletes a note for good',
  inputSchema: z.object({ id: z.string() }),
  annotations: { destructiveHint: true, readOnlyHint: false },
  handler: ({ id }) =>
    NOTES.remove(id) ? { content: [{ type: 'text', text: `deleted ${id}` }] } : { content: [{ type: 'text', text: `no note ${id}` }], isError: true },
});

mcp.resource(README_URI, { name: 'readme', description: 'What this server is', mimeType: 'text/plain' }, async (uri) => ({
  contents: [{ uri: uri.href, type: 'text', text: README_TEXT, mimeType: 'text/plain' }],
}));

mcp.prompt('summarize_notes', {
  description: 'Asks for a summary of the notes, optionally in a given style',
  arguments: [{ name: 'style', description: 'A writing style', required: false }],
  handler: (args: { style?: string }) => ({
    messages: [{ role: 'user', content: { type: 'text', text: `Summarize my notes${args.style ? ` in a ${args.style} style` : ''}.` } }],
  }),
});

const port = portArgument(process.argv);
const transport = new StreamableHttpTransport({
  sessionAdapter: new InMemorySessionAdapter({ maxEventBufferSize: 1024 }),
  ...(port > 0 ? { allowedHosts: [`127.0.0.1:${port}`] } : {}),
});
const handler = transport.bind(mcp);
const http = await serveFetch((request) => (new URL(request.url).pathname === '/mcp' ? handler(request) : null), port);
announceAndStopOnSignal(http, 'mcp-lite notes server', '/mcp');
