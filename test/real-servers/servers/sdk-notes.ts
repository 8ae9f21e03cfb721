/**
 * The notes server's tools, resource and prompt on an official TypeScript SDK v1 `McpServer`
 * (`@modelcontextprotocol/sdk`), registered with its documented `registerTool` / `registerResource`
 * / `registerPrompt`. Shared by the SDK v1 hosts (sdk-v1-server.ts) and the @hono/mcp host, which
 * differ only in their HTTP transport.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { NOTES, README_TEXT, README_URI } from './notes.js';

export function notesServer(name: string): McpServer {
  const server = new McpServer({ name, version: '1.0.0' });

  server.registerTool(
    'lookup_word',
    {
      description: 'Looks a word up in the glossary',
      inputSchema: { word: z.string().describe('The word to look up') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ word }) => ({ content: [{ type: 'text', text: `${word}: ${NOTES.glossary[word.toLowerCase()] ?? 'not in the glossary'}` }] }),
  );

  server.registerTool(
    'search_notes',
    {
      description: 'Searches the notes; the tag filter is optional and may be null',
      inputSchema: { query: z.string(), limit: z.number().int().min(1).max(50).optional(), tag: z.string().nullable().optional() },
      annotations: { readOnlyHint: true },
    },
    ({ query, limit, tag }) => {
      const hits = NOTES.search(query, tag ?? null).slice(0, limit ?? 10);
      return { content: [{ type: 'text', text: hits.length ? hits.join('\n') : 'no match' }] };
    },
  );

  server.registerTool(
    'note_stats',
    {
      description: 'Counts the notes and their words',
      outputSchema: { notes: z.number().int(), words: z.number().int() },
      annotations: { readOnlyHint: true },
    },
    () => {
      const stats = NOTES.stats();
      return { content: [{ type: 'text', text: JSON.stringify(stats) }], structuredContent: stats };
    },
  );

  server.registerTool(
    'set_font_scale',
    {
      description: 'Sets the font scale of the notes view',
      inputSchema: { scale: z.number().min(0.5).max(3.5).multipleOf(0.25) },
      annotations: { idempotentHint: true },
    },
    ({ scale }) => ({ content: [{ type: 'text', text: `font scale set to ${scale}` }] }),
  );

  server.registerTool(
    'delete_note',
    {
      description: 'Deletes a note for good',
      inputSchema: { id: z.string() },
      annotations: { destructiveHint: true, readOnlyHint: false },
    },
    ({ id }) =>
      NOTES.remove(id) ? { content: [{ type: 'text', text: `deleted ${id}` }] } : { content: [{ type: 'text', text: `no note ${id}` }], isError: true },
  );

  server.registerResource('readme', README_URI, { description: 'What this server is', mimeType: 'text/plain' }, (uri) => ({
    contents: [{ uri: uri.href, text: README_TEXT, mimeType: 'text/plain' }],
  }));

  server.registerPrompt(
    'summarize_notes',
    { description: 'Asks for a summary of the notes, optionally in a given style', argsSchema: { style: z.string().optional() } },
    ({ style }) => ({ messages: [{ role: 'user', content: { type: 'text', text: `Summarize my notes${style ? ` in a ${style} style` : ''}.` } }] }),
  );

  return server;
}
