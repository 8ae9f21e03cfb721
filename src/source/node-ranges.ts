/**
 * Where each node of a document is written, packed into one Int32Array (issue 28): what `makeLocate`
 * reads from the YAML node tree, so that `locateByRanges` finds the same spans without it, and what the
 * load cache keeps. A tree of small objects cost about 76 MB of heap for a 3.7 MB file of 20,000
 * steps, over eight times the file's data; packed, it costs a tenth of that.
 *
 * The cells hold the nodes in document order. A node is a header:
 *   scalar (any node that is neither a mapping nor a list), or no node at all: [kind, start, end]
 *   mapping or list: [kind, start, end, count, next], `next` being the cell after all it holds.
 * A mapping's header is followed by `count` pairs, each [key, keyStart, keyEnd] and its value's node,
 * `key` being an index into `keys` (each distinct key text once). A list's header is followed by its
 * items' nodes, then `count` cells giving where each item starts (so item k is found at once). A
 * missing range is -1: a node without one, a key without one.
 */
export interface PackedRanges {
  cells: Int32Array;
  keys: string[];
}

const SCALAR = 0;
const MAP = 1;
const SEQ = 2;
/** A pair's value that is no node (the YAML library's `null`). */
const NONE = 3;

/** A cell index into `PackedRanges.cells`; the document's root is at 0. */
export type RangeNode = number;

/** Builds packed ranges in document order: each collection opened before its contents and closed after. */
export class RangesWriter {
  private cells = new Int32Array(1024);
  private length = 0;
  private readonly keys: string[] = [];
  private readonly keyIds = new Map<string, number>();
  /** For each open list: where each of its items starts. */
  private readonly itemStarts: number[][] = [];

  /** The current write position (see `rewind`). */
  get position(): number {
    return this.length;
  }

  /** Forgets everything written from `position` on (a node read as a key, rewritten as one). */
  rewind(position: number): void {
    this.length = position;
  }

  scalar(start: number, end: number): void {
    this.push(SCALAR, start, end);
  }

  /** A pair's value that is no node. */
  none(): void {
    this.push(NONE, -1, -1);
  }

  /** Opens a mapping; returns its handle for `closeMap`. */
  openMap(start: number): RangeNode {
    const at = this.length;
    this.push(MAP, start, -1, 0, 0);
    return at;
  }

  /** One pair's key; its value's node is written next. */
  key(name: string, start: number, end: number): void {
    let id = this.keyIds.get(name);
    if (id === undefined) {
      id = this.keys.push(name) - 1;
      this.keyIds.set(name, id);
    }
    this.push(id, start, end);
  }

  closeMap(at: RangeNode, end: number, count: number): void {
    this.cells[at + 2] = end;
    this.cells[at + 3] = count;
    this.cells[at + 4] = this.length;
  }

  /** Opens a list; call `item()` before writing each item's node. */
  openSeq(start: number): RangeNode {
    const at = this.length;
    this.push(SEQ, start, -1, 0, 0);
    this.itemStarts.push([]);
    return at;
  }

  item(): void {
    this.itemStarts.at(-1)!.push(this.length);
  }

  closeSeq(at: RangeNode, end: number): void {
    const starts = this.itemStarts.pop()!;
    for (const start of starts) this.push(start);
    this.cells[at + 2] = end;
    this.cells[at + 3] = starts.length;
    this.cells[at + 4] = this.length;
  }

  /** The ranges written, in an array of their own size. */
  finish(): PackedRanges {
    return { cells: this.cells.slice(0, this.length), keys: this.keys };
  }

  private push(a: number, b?: number, c?: number, d?: number, e?: number): void {
    if (this.length + 5 > this.cells.length) {
      const grown = new Int32Array(this.cells.length * 2);
      grown.set(this.cells.subarray(0, this.length));
      this.cells = grown;
    }
    const cells = this.cells;
    cells[this.length++] = a;
    if (b === undefined) return;
    cells[this.length++] = b;
    cells[this.length++] = c!;
    if (d === undefined) return;
    cells[this.length++] = d;
    cells[this.length++] = e!;
  }
}

/** A node's range, or undefined when it has none (or is no node). */
export function rangeOf(ranges: PackedRanges, node: RangeNode): [number, number] | undefined {
  const start = ranges.cells[node + 1]!;
  return start < 0 ? undefined : [start, ranges.cells[node + 2]!];
}

/** Where the node after `node` (and all it holds) starts. */
function after(cells: Int32Array, node: RangeNode): number {
  const kind = cells[node];
  return kind === MAP || kind === SEQ ? cells[node + 4]! : node + 3;
}

/**
 * One path segment down: the child node (undefined for a pair's value that is no node) and, in a
 * mapping, its key's range (null when the key has none); undefined when there is no such child.
 */
export function childOf(
  ranges: PackedRanges,
  node: RangeNode,
  segment: string | number,
): { node: RangeNode | undefined; keyRange?: [number, number] | null } | undefined {
  const { cells, keys } = ranges;
  const kind = cells[node];
  const count = cells[node + 3]!;
  if (kind === MAP) {
    const wanted = String(segment);
    let at = node + 5;
    for (let i = 0; i < count; i++, at = after(cells, at + 3)) {
      if (keys[cells[at]!] !== wanted) continue;
      const value = at + 3;
      const keyStart = cells[at + 1]!;
      return { node: cells[value] === NONE ? undefined : value, keyRange: keyStart < 0 ? null : [keyStart, cells[at + 2]!] };
    }
    return undefined;
  }
  if (kind === SEQ) {
    const index = Number(segment);
    if (!Number.isInteger(index) || index < 0 || index >= count) return undefined;
    return { node: cells[cells[node + 4]! - count + index]! };
  }
  return undefined;
}

/** How the load cache keeps packed ranges in JSON: the cells as base64. */
export interface PackedRangesJson {
  keys: string[];
  cells: string;
}

export function rangesToJson(ranges: PackedRanges): PackedRangesJson {
  const { buffer, byteOffset, byteLength } = ranges.cells;
  return { keys: ranges.keys, cells: Buffer.from(buffer, byteOffset, byteLength).toString('base64') };
}

/** Packed ranges from the load cache; undefined when what was kept is not such ranges. */
export function rangesFromJson(json: unknown): PackedRanges | undefined {
  const { keys, cells } = (json ?? {}) as Partial<PackedRangesJson>;
  if (!Array.isArray(keys) || typeof cells !== 'string') return undefined;
  const bytes = Buffer.from(cells, 'base64');
  if (bytes.byteLength % 4 !== 0) return undefined;
  // Copied into an array of its own: a Buffer's offset in its pool need not be a multiple of 4.
  const packed = new Int32Array(bytes.byteLength / 4);
  new Uint8Array(packed.buffer).set(bytes);
  return { cells: packed, keys };
}
