/** The little notes store behind the tmcp and mcp-lite servers: plain data, no MCP. */

export const README_URI = 'file:///notes/README.txt';
export const README_TEXT = 'A notes server for trying MCP clients. Tools search, count and delete notes.\n';

const notes = new Map<string, { text: string; tags: string[] }>([
  ['n1', { text: 'Buy milk and bread', tags: ['shopping'] }],
  ['n2', { text: 'Call the plumber about the kitchen sink', tags: ['home'] }],
  ['n3', { text: 'Read the MCP specification changelog', tags: ['work'] }],
]);

export const NOTES = {
  glossary: {
    mcp: 'Model Context Protocol',
    sse: 'Server-Sent Events',
    rpc: 'remote procedure call',
  } as Record<string, string>,
  search(query: string, tag: string | null): string[] {
    const q = query.toLowerCase();
    return [...notes].filter(([, n]) => n.text.toLowerCase().includes(q) && (tag === null || n.tags.includes(tag))).map(([id, n]) => `${id}: ${n.text}`);
  },
  stats(): { notes: number; words: number } {
    return { notes: notes.size, words: [...notes.values()].reduce((sum, n) => sum + n.text.split(/\s+/).length, 0) };
  },
  remove(id: string): boolean {
    return notes.delete(id);
  },
};
