import type { Catalog } from '../load/catalogs.js';

/** A catalog's sections as a tree: each key's subtree (itself and every descendant) and its depth (0 at the top). */
export function sectionTree(catalog: Pick<Catalog, 'sections'>): { subtree(key: string): string[]; depth(key: string): number } {
  const children = new Map<string, string[]>();
  for (const s of catalog.sections) if (s.parent !== undefined) children.set(s.parent, [...(children.get(s.parent) ?? []), s.key]);
  const subtree = (key: string): string[] => [key, ...(children.get(key) ?? []).flatMap(subtree)];
  const parentOf = new Map(catalog.sections.map((s) => [s.key, s.parent]));
  const depth = (key: string): number => {
    let n = 0;
    for (let p = parentOf.get(key); p !== undefined; p = parentOf.get(p)) n++;
    return n;
  };
  return { subtree, depth };
}
