import type { Document, Node } from 'yaml';
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

/**
 * Where each node of a document is written, as plain data (for the load cache): what `makeLocate`
 * reads from the YAML node tree, so that `locateByRanges` finds exactly the same spans without it.
 * `r` is a node's range (start and end offsets; absent where the node has none), `m` a mapping's
 * pairs with a scalar key (the key as text, its range, the value or null), `s` a sequence's items.
 */
export interface NodeRanges {
  r?: [number, number];
  m?: Array<[key: string, keyRange: [number, number] | null, value: NodeRanges | null]>;
  s?: NodeRanges[];
}

/** The ranges of a document's nodes (null for a document without contents). */
export function nodeRanges(doc: Document.Parsed): NodeRanges | null {
  const { isMap, isPair, isScalar, isSeq } = yamlLibrary();
  const rangeOf = (node: Node | undefined): [number, number] | undefined => (node?.range ? [node.range[0], node.range[1]] : undefined);
  const walk = (node: Node): NodeRanges => {
    const out: NodeRanges = {};
    const r = rangeOf(node);
    if (r) out.r = r;
    if (isMap(node)) {
      out.m = [];
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const value = pair.value as Node | null;
        out.m.push([String(pair.key.value), rangeOf(pair.key) ?? null, value ? walk(value) : null]);
      }
    } else if (isSeq(node)) out.s = node.items.map((item) => walk(item as Node));
    return out;
  };
  return doc.contents ? walk(doc.contents) : null;
}

/** `makeLocate` over the ranges `nodeRanges` recorded: the same span for every path. */
export function locateByRanges(source: SourceText, root: NodeRanges | null): Locate {
  return remembered((path, part) => {
    let node: NodeRanges | null = root;
    let keyRange: [number, number] | null | undefined;
    let best: { r?: [number, number] } | undefined = node ?? undefined;
    for (const segment of path) {
      keyRange = undefined;
      const child = childRanges(node, segment);
      if (!child) break;
      ({ node, keyRange, best } = child);
    }
    const range = part === 'key' && keyRange !== undefined ? (keyRange ?? undefined) : best?.r;
    if (!range) return spanAt(source, 0);
    return spanAt(source, range[0], range[1]);
  });
}

/**
 * One path segment down the recorded ranges: the child, its key's range (in a mapping), and the range
 * that stands for it (a null value stands as its key); undefined when there is no such child.
 */
function childRanges(
  node: NodeRanges | null,
  segment: string | number,
): { node: NodeRanges | null; keyRange?: [number, number] | null; best: { r?: [number, number] } } | undefined {
  if (node?.m) {
    const wanted = String(segment);
    const pair = node.m.find((p) => p[0] === wanted);
    if (!pair) return undefined;
    const [, keyRange, value] = pair;
    return { node: value, keyRange, best: value ?? { ...(keyRange ? { r: keyRange } : {}) } };
  }
  if (node?.s) {
    const item = node.s[Number(segment)];
    return item === undefined ? undefined : { node: item, best: item };
  }
  return undefined;
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
