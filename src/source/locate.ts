import type { Document, Node } from 'yaml';
import { childOf, type PackedRanges, type RangeNode, RangesWriter, rangeOf } from './node-ranges.js';
import { type SourceFile, type SourceText, spanAt } from './source-file.js';
import type { Span } from './span.js';
import { yamlLibrary } from './yaml-library.js';

/** A path into a YAML document, e.g. ['steps', 2, 'expect', 'json', '$.id']. */
export type NodePath = ReadonlyArray<string | number>;

/** Finds where a node of a document is written; falls back to the nearest ancestor that exists. */
export type Locate = (path: NodePath, part?: 'key' | 'value') => Span;

/**
 * Builds the function that turns a path into a document (['steps', 1, 'expect', 'status']) into the
 * place it is written. Paths that do not exist resolve to the nearest ancestor that does.
 */
export function makeLocate(source: SourceFile, doc: Document.Parsed): Locate {
  const { isMap, isPair, isScalar, isSeq } = yamlLibrary();
  return remembered(find);

  function find(path: NodePath, part: 'key' | 'value'): Span {
    let node: Node | null | undefined = doc.contents;
    let keyNode: Node | undefined;
    let best: Node | undefined = node ?? undefined;
    for (const segment of path) {
      keyNode = undefined;
      const child = childNode(node, segment);
      if (!child) break;
      ({ node, keyNode, best } = child);
    }
    const target = part === 'key' && keyNode ? keyNode : best;
    const range = target?.range;
    if (!range) return spanAt(source, 0);
    return spanAt(source, range[0], range[1]);
  }

  /** One path segment down the YAML tree: the child, its key (in a mapping), and the node that stands for it (a null value stands as its key). */
  function childNode(node: Node | null | undefined, segment: string | number): { node: Node | null; keyNode?: Node; best: Node | undefined } | undefined {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) return undefined;
      const keyNode = pair.key as Node;
      const value = pair.value as Node | null;
      return { node: value, keyNode, best: value ?? keyNode };
    }
    if (isSeq(node)) {
      const item = node.items[Number(segment)];
      return item === undefined ? undefined : { node: item as Node, best: item as Node };
    }
    return undefined;
  }
}

/**
 * Every step's result asks where the step is written: remember each answer, in a tree of path segments
 * (cheaper than a Map keyed by the joined path, which builds and hashes a string a call).
 */
function remembered(find: (path: NodePath, part: 'key' | 'value') => Span): Locate {
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
}

/** The ranges of a document's nodes, packed (null for a document without contents). */
export function nodeRanges(doc: Document.Parsed): PackedRanges | null {
  if (!doc.contents) return null;
  const out = new RangesWriter();
  writeNode(out, doc.contents);
  return out.finish();
}

function writeNode(out: RangesWriter, node: Node): void {
  const { isMap, isPair, isScalar, isSeq } = yamlLibrary();
  const [start, end] = node.range ?? [-1, -1];
  if (isMap(node)) {
    const at = out.openMap(start);
    let count = 0;
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const [keyStart, keyEnd] = pair.key.range ?? [-1, -1];
      out.key(String(pair.key.value), keyStart, keyEnd);
      if (pair.value) writeNode(out, pair.value as Node);
      else out.none();
      count++;
    }
    out.closeMap(at, end, count);
  } else if (isSeq(node)) {
    const at = out.openSeq(start);
    for (const item of node.items) {
      out.item();
      writeNode(out, item as Node);
    }
    out.closeSeq(at, end);
  } else out.scalar(start, end);
}

/** `makeLocate` over the ranges `nodeRanges` recorded: the same span for every path. */
export function locateByRanges(source: SourceText, ranges: PackedRanges | null): Locate {
  if (!ranges) return () => spanAt(source, 0);
  return remembered((path, part) => {
    let node: RangeNode | undefined = 0;
    let keyRange: [number, number] | null | undefined;
    // What stands for the node reached: its own range, or for a pair's value that is no node, its key's.
    let best = rangeOf(ranges, 0);
    for (const segment of path) {
      keyRange = undefined;
      const child: ReturnType<typeof childOf> = node === undefined ? undefined : childOf(ranges, node, segment);
      if (!child) break;
      ({ node, keyRange } = child);
      best = node === undefined ? (keyRange ?? undefined) : rangeOf(ranges, node);
    }
    const range = part === 'key' && keyRange !== undefined ? (keyRange ?? undefined) : best;
    return range ? spanAt(source, range[0], range[1]) : spanAt(source, 0);
  });
}

interface KnownSpans {
  key?: Span;
  value?: Span;
  children?: Map<string | number, KnownSpans>;
}

/** Where a whole document starts (its first content line). */
export function documentSpan(source: SourceFile, doc: Document.Parsed): Span {
  return spanAt(source, documentStart(doc));
}

/** The offset `documentSpan` is at. */
export function documentStart(doc: Document.Parsed): number {
  return doc.contents?.range?.[0] ?? doc.range[0];
}
