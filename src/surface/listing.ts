/**
 * `wirecase list-surface`: what an MCP server offers (its tools, resources, resource templates and
 * prompts, with their schemas and annotations), read over raw JSON-RPC through the fuzzer's
 * connection (either era: 2026-07-28 `server/discover`, else the 2025 `initialize` handshake), every
 * list followed across its pages. The listing is plain data (schemas/surface.schema.json), sorted by
 * name, with no timestamp, so two listings of the same server are the same text.
 */
import type { Answer, McpConnection } from '../fuzz/connection.js';

export const SURFACE_FORMAT = 'wirecase-surface/1';

export type Item = Record<string, unknown>;

export interface Surface {
  format: typeof SURFACE_FORMAT;
  /** The server it was read from: the URL, or `stdio: <command>`. */
  source: string;
  /** The era spoken: 2026-07-28 or 2025-11-25. */
  era: string;
  /** The version the 2025 handshake negotiated, when it is one. */
  protocolVersion?: string;
  /** The server's `serverInfo`, as it gave it. */
  server?: Item;
  /** The server's capabilities, as it declared them. */
  capabilities: Item;
  tools: Item[];
  resources: Item[];
  resourceTemplates: Item[];
  prompts: Item[];
  /** What could not be listed and why (a list the server does not declare is not listed; that is no note). */
  notes: string[];
}

/** The lists, each with the capability that offers it, the method, and where its items are. */
export const LISTS = [
  { key: 'tools', capability: 'tools', method: 'tools/list', field: 'tools', id: 'name' },
  { key: 'resources', capability: 'resources', method: 'resources/list', field: 'resources', id: 'uri' },
  { key: 'resourceTemplates', capability: 'resources', method: 'resources/templates/list', field: 'resourceTemplates', id: 'uriTemplate' },
  { key: 'prompts', capability: 'prompts', method: 'prompts/list', field: 'prompts', id: 'name' },
] as const;

export type ListKey = (typeof LISTS)[number]['key'];

/** At most this many pages of one list: a server whose cursors never end cannot hold the listing forever. */
const MAX_PAGES = 1000;

export type Listed = { ok: true; surface: Surface } | { ok: false; reason: string };

/** Opens the connection, reads every list the server declares, and closes it. */
export async function listSurface(connection: McpConnection, source: string): Promise<Listed> {
  try {
    const refused = await connection.open();
    if (refused) return { ok: false, reason: `${source}: the server could not be opened: ${refused}` };
    const opened = openingResult(connection.opening);
    const capabilities = objectOr(opened?.capabilities);
    const surface: Surface = {
      format: SURFACE_FORMAT,
      source,
      era: connection.era,
      ...(typeof opened?.protocolVersion === 'string' && connection.era !== opened.protocolVersion ? { protocolVersion: opened.protocolVersion } : {}),
      ...(opened?.serverInfo && typeof opened.serverInfo === 'object' ? { server: opened.serverInfo as Item } : {}),
      capabilities,
      tools: [],
      resources: [],
      resourceTemplates: [],
      prompts: [],
      notes: [],
    };
    for (const list of LISTS) {
      if (!(list.capability in capabilities)) continue;
      const read = await readList(connection, list.method, list.field);
      if (typeof read === 'string') {
        // resources/templates/list is optional beside resources/list: a server that has none may not know the method.
        if (list.key === 'resourceTemplates' && read.includes('-32601')) continue;
        return { ok: false, reason: `${source}: ${read}` };
      }
      surface.notes.push(...read.notes);
      const named = read.items.filter((item) => typeof item[list.id] === 'string');
      // A listing must read back (schemas/surface.schema.json): an item without its name cannot be compared, so it is named in a note.
      if (named.length < read.items.length)
        surface.notes.push(`${list.method}: ${read.items.length - named.length} item(s) without a string \`${list.id}\` left out`);
      surface[list.key] = named.sort((a, b) => String(a[list.id]).localeCompare(String(b[list.id])));
    }
    return { ok: true, surface };
  } finally {
    await connection.close();
  }
}

/** The opening answer that carries the server's capabilities: `server/discover`'s result (2026-07-28) or `initialize`'s. */
function openingResult(opening: readonly Answer[]): Item | undefined {
  for (const answer of [...opening].reverse()) {
    const result = answer.message?.result;
    if (result && typeof result === 'object' && !Array.isArray(result) && 'capabilities' in result) return result as Item;
  }
  return undefined;
}

/** Every page of one list; a string says why it could not be read. */
async function readList(connection: McpConnection, method: string, field: string): Promise<{ items: Item[]; notes: string[] } | string> {
  const items: Item[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await connection.rpc(method, cursor === undefined ? {} : { cursor });
    const read = pageOf(answer, method, field, cursor);
    if (typeof read === 'string') return read;
    items.push(...read.items);
    const next = read.next;
    if (next === undefined) return { items, notes: [] };
    if (seen.has(next)) return { items, notes: [`${method}: the cursor ${JSON.stringify(next)} came back a second time; the listing stops there`] };
    seen.add(next);
    cursor = next;
  }
  return { items, notes: [`${method}: still a nextCursor after ${MAX_PAGES} pages; the listing stops there`] };
}

/** One page: its items and its next cursor (none: the last page), or why it is no page. */
function pageOf(answer: Answer, method: string, field: string, cursor: string | undefined): { items: Item[]; next?: string } | string {
  const result = answer.message?.result;
  if (!result || typeof result !== 'object' || Array.isArray(result))
    return `${method}${cursor === undefined ? '' : ` (cursor ${JSON.stringify(cursor)})`}: ${why(answer)}`;
  const list = (result as Item)[field];
  if (!Array.isArray(list)) return `${method}: its result has no \`${field}\` list`;
  const items = list.filter((item): item is Item => !!item && typeof item === 'object' && !Array.isArray(item));
  const next = (result as Item).nextCursor;
  return typeof next === 'string' && next !== '' ? { items, next } : { items };
}

function why(answer: Answer): string {
  if (answer.failure) return answer.failure;
  const error = answer.message?.error as { code?: unknown; message?: unknown } | undefined;
  if (error) return `answered error ${String(error.code)} ${String(error.message)}`;
  return `answered HTTP ${answer.status} without a JSON-RPC result`;
}

function objectOr(value: unknown): Item {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Item) : {};
}
