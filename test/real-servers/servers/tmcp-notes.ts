/**
 * The notes server's tools, resource and prompt on a tmcp `McpServer` (an independent
 * implementation, not the official SDK), registered with tmcp's documented `tool` / `resource` /
 * `prompt`. Shared by the tmcp host (tmcp-server.ts) and the mutant-servers tests, which serve it
 * over @tmcp/transport-http in their own process.
 */
import { ZodJsonSchemaAdapter } from '@tmcp/adapter-zod';
import { McpServer } from 'tmcp';
import { prompt, resource, tool } from 'tmcp/utils';
import { z } from 'zod';
import { NOTES, README_TEXT, README_URI } from './notes.js';

export function notesTmcpServer(name = 'notes-tmcp'): McpServer {
  const server = new McpServer(
    { name, version: '1.0.0', description: 'A notes server on tmcp' },
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

  return server;
}
