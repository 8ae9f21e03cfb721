/**
 * The notes server on FastMCP for TypeScript (`fastmcp`, an independent framework), started with
 * its own HTTP Stream transport (`start({ transportType: 'httpStream' })`, sessions by default) on
 * 127.0.0.1. Only FastMCP's documented API (its README) is used.
 *
 *   node dist/test/real-servers/servers/fastmcp-server.js --port N     → http://127.0.0.1:N/mcp
 */
import { FastMCP, UserError } from 'fastmcp';
import { z } from 'zod';
import { portArgument } from './fetch-bridge.js';
import { NOTES, README_TEXT, README_URI } from './notes.js';

const server = new FastMCP({ name: 'notes-fastmcp', version: '1.0.0' });

server.addTool({
  name: 'lookup_word',
  description: 'Looks a word up in the glossary',
  parameters: z.object({ word: z.string().describe('The word to look up') }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  execute: async ({ word }) => `${word}: ${NOTES.glossary[word.toLowerCase()] ?? 'not in the glossary'}`,
});

server.addTool({
  name: 'search_notes',
  description: 'Searches the notes; the tag filter is optional and may be null',
  parameters: z.object({ query: z.string(), limit: z.number().int().min(1).max(50).optional(), tag: z.string().nullable().optional() }),
  annotations: { readOnlyHint: true },
  execute: async ({ query, limit, tag }) => {
    const hits = NOTES.search(query, tag ?? null).slice(0, limit ?? 10);
    return hits.length ? hits.join('\n') : 'no match';
  },
});

server.addTool({
  name: 'note_stats',
  description: 'Counts the notes and their words',
  outputSchema: z.object({ notes: z.number().int(), words: z.number().int() }),
  annotations: { readOnlyHint: true },
  execute: async () => NOTES.stats(),
});

server.addTool({
  name: 'set_font_scale',
  description: 'Sets the font scale of the notes view',
  parameters: z.object({ scale: z.number().min(0.5).max(3.5).multipleOf(0.25) }),
  annotations: { idempotentHint: true },
  execute: async ({ scale }) => `font scale set to ${scale}`,
});

server.addTool({
  name: 'delete_note',
  description: 'Deletes a note for good',
  parameters: z.object({ id: z.string() }),
  annotations: { destructiveHint: true, readOnlyHint: false },
  execute: async ({ id }) => {
    // FastMCP's documented way to answer a tool error (isError: true).
    if (!NOTES.remove(id)) throw new UserError(`no note ${id}`);
    return `deleted ${id}`;
  },
});

server.addResource({
  uri: README_URI,
  name: 'readme',
  description: 'What this server is',
  mimeType: 'text/plain',
  load: async () => ({ text: README_TEXT }),
});

server.addPrompt({
  name: 'summarize_notes',
  description: 'Asks for a summary of the notes, optionally in a given style',
  arguments: [{ name: 'style', description: 'A writing style', required: false }],
  load: async ({ style }) => `Summarize my notes${style ? ` in a ${style} style` : ''}.`,
});

const port = portArgument(process.argv);
await server.start({ transportType: 'httpStream', httpStream: { port, host: '127.0.0.1', endpoint: '/mcp' } });
process.stderr.write(`FastMCP notes server listening on http://127.0.0.1:${port}/mcp\n`);
const stop = () => void server.stop().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
