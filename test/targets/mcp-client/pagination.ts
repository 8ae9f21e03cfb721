/**
 * Listing every page (server/utilities/pagination.mdx): the cursor is opaque, sent back unchanged; any
 * non-null `nextCursor` (an empty string too) means more results; pages may be of any size. Faults
 * (faults.ts) break one rule each.
 */

import { type ClientFault, reencoded } from './faults.js';

type Call = (params: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;

const MAX_PAGES = 20;

/** Every item of a paginated list (`key`: `tools`, `resources`, `prompts`), following nextCursor. */
export async function listAll(call: Call, key: string, fault: ClientFault | ''): Promise<unknown[]> {
  const items: unknown[] = [];
  let cursor: string | undefined;
  let firstSize: number | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await call(cursor === undefined ? {} : { cursor });
    // Results without resultType are complete (base R14); the resulttype-required fault drops them.
    if (!result || (fault === 'resulttype-required' && result.resultType === undefined)) break;
    const found = Array.isArray(result[key]) ? (result[key] as unknown[]) : [];
    items.push(...found);
    firstSize ??= found.length;
    const next = result.nextCursor;
    if (typeof next !== 'string') break;
    if (fault === 'empty-cursor-ends' && next === '') break;
    if (fault === 'fixed-page-size' && found.length < firstSize) break;
    cursor = fault === 'cursor-modified' ? encodeURIComponent(next) : reencoded(next, fault, 'cursor');
  }
  return items;
}
