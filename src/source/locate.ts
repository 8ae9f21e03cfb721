import { type Document, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { type SourceFile, spanAt } from './source-file.js';
import type { Span } from './span.js';

/** A path into a YAML document, e.g. ['steps', 2, 'expect', 'json', '$.id']. */
export type NodePath = ReadonlyArray<string | number>;

/** Finds where a node of a document is written; falls back to the nearest ancestor that exists. */
export type Locate = (path: NodePath, part?: 'key' | 'value') => Span;

/**
 * Builds the function that turns a path into a document (['steps', 1, 'expect', 'status']) into the
 * place it is written. Paths that do not exist resolve to the nearest ancestor that does.
 */
export function makeLocate(source: SourceFile, doc: Document.Parsed): Locate {
  // Every step's result asks where the step is written: remember each answer, in a tree of path
  // segments (cheaper than a Map keyed by the joined path, which builds and hashes a string a call).
  const known: KnownSpans = {};
  return (path: NodePath, part: 'key' | 'value' = 'value'): Span => {
    let at = known;
    for (const segment of path) {
      const children = (at.children ??= new Map());
      let child = children.get(segment);
      if (!child) children.set(segment, (child = {}));
      at = child;
    }
    return (at[part] ??= find(path, part));
  };

  function find(path: NodePath, part: 'key' | 'value'): Span {
    let node: Node | null | undefined = doc.contents;
    let keyNode: Node | undefined;
    let best: Node | undefined = node ?? undefined;
    for (const segment of path) {
      keyNode = undefined;
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
        if (!pair) break;
        keyNode = pair.key as Node;
        node = pair.value as Node | null;
        best = node ?? keyNode;
      } else if (isSeq(node)) {
        const item = node.items[Number(segment)];
        if (item === undefined) break;
        node = item as Node;
        best = node;
      } else break;
    }
    const target = part === 'key' && keyNode ? keyNode : best;
    const range = target?.range;
    if (!range) return spanAt(source, 0);
    return spanAt(source, range[0], range[1]);
  }
}

interface KnownSpans {
  key?: Span;
  value?: Span;
  children?: Map<string | number, KnownSpans>;
}

/** Where a whole document starts (its first content line). */
export function documentSpan(source: SourceFile, doc: Document.Parsed): Span {
  const offset = doc.contents?.range?.[0] ?? doc.range[0];
  return spanAt(source, offset);
}
