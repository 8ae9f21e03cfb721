import { resolvePlain } from './core-schema.js';
import { type PackedRanges, RangesWriter } from './node-ranges.js';

/**
 * A fast reader for the plain YAML documents are nearly always written in (issue 31): the data (`toJS`),
 * every node's range (`nodeRanges`) and each document's start, exactly as the YAML library gives them,
 * without its node tree, which costs a cold run more than starting Node does. It reads block mappings
 * and lists, one-line plain and quoted scalars and flow collections, literal and simple folded block
 * scalars, comments and `---`. Anything else (anchors, aliases, tags, multi-line scalars, tabs, CR, an
 * unknown escape, a duplicate key, any text the library would report) makes it answer `undefined`, and
 * the caller reads the file with the library: so a diagnostic is always the library's. Checked against
 * the library by test/unit/source/fast-yaml.test.ts and test/property/fast-yaml.test.ts.
 */
export interface FastDocument {
  data: unknown;
  ranges: PackedRanges;
  /** Offset of the document's first content (`documentStart`). */
  start: number;
}

/** A parsed node (its ranges written to the reader's RangesWriter): its value, and where its trailing space, comment and line end stop. */
interface Parsed {
  value: unknown;
  end: number;
}

/** Thrown inside the reader when the text leaves the subset it reads; caught at the top. */
class NotPlain extends Error {}
const bail = (): never => {
  throw new NotPlain();
};

/** Deeper nesting than any scenario needs is left to the library, which reports a limit of its own. */
const MAX_DEPTH = 64;

const BLANK = 0;
const COMMENT = 1;
const CONTENT = 2;
/** A `---` line: the end of one document and the start of the next. */
const SEPARATOR = 3;

/** The data and ranges of each document of a YAML text, or undefined when the YAML library must read it. */
export function readPlainYaml(text: string): FastDocument[] | undefined {
  if (text.length === 0 || /[\t\r\uFEFF]/.test(text)) return undefined;
  try {
    return new Reader(text).documents();
  } catch (error) {
    // Out of stack too: nesting that deep is the library's to report (as a located YAML_LIMIT).
    if (error instanceof NotPlain || error instanceof RangeError) return undefined;
    throw error;
  }
}

class Reader {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly indents: number[] = [];
  private readonly kinds: number[] = [];
  /** The line the reader is at. */
  private li = 0;
  /** The line where the document being read ends (its separator, or past the last line). */
  private stop = 0;
  /** Where the document being read has its nodes written. */
  private out = new RangesWriter();

  constructor(private readonly text: string) {
    for (let start = 0; start <= text.length; ) {
      let end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
      let indent = start;
      while (text.charCodeAt(indent) === 32) indent++;
      let kind = indent === end ? BLANK : text[indent] === '#' ? COMMENT : CONTENT;
      if (kind === CONTENT && end === start + 3 && text.startsWith('---', start)) kind = SEPARATOR;
      else if (kind === CONTENT && (text.startsWith('---', start) || text.startsWith('...', start) || text[start] === '%')) bail();
      this.starts.push(start);
      this.ends.push(end);
      this.indents.push(indent - start);
      this.kinds.push(kind);
      if (end === text.length) break;
      start = end + 1;
    }
  }

  /** Every document, each a mapping; a `---` before any content only starts the first. */
  documents(): FastDocument[] {
    const out: FastDocument[] = [];
    const count = this.kinds.length;
    let from = 0;
    while (from < count) {
      let to = from;
      while (to < count && this.kinds[to] !== SEPARATOR) to++;
      this.stop = to;
      const first = this.nextContent(from);
      if (first === undefined) {
        // Only comments before the first `---` are no document; an empty one anywhere else is left to the library.
        if (from > 0 || to === count) bail();
      } else {
        if (this.indents[first] !== 0) bail();
        this.out = new RangesWriter();
        const root = this.node(first, 0);
        if (this.nextContent(this.li) !== undefined || Array.isArray(root.value)) bail();
        out.push({ data: root.value, ranges: this.out.finish(), start: this.starts[first]! });
      }
      from = to + 1;
      if (to === count - 1) bail(); // a `---` on the last line: an empty document
    }
    return out;
  }

  /** The first line at or after `from` that holds content (not blank, not only a comment) in this document. */
  private nextContent(from: number): number | undefined {
    for (let i = from; i < this.stop; i++) if (this.kinds[i] === CONTENT) return i;
    return undefined;
  }

  /** A block collection whose first line is `line`, at column `indent`. */
  private node(line: number, indent: number): Parsed {
    if (indent > MAX_DEPTH * 2) bail();
    const at = this.starts[line]! + indent;
    if (this.isSeqItem(at)) return this.sequence(line, indent);
    const key = this.key(at);
    if (!key) bail();
    return this.mapping(line, indent, at);
  }

  private isSeqItem(at: number): boolean {
    const next = this.text[at + 1];
    return this.text[at] === '-' && (next === ' ' || next === '\n' || next === undefined);
  }

  private mapping(line: number, indent: number, firstAt: number): Parsed {
    const value: Record<string, unknown> = {};
    const node = this.out.openMap(firstAt);
    let at = firstAt;
    let end = firstAt;
    for (;;) {
      const key = this.key(at) ?? bail();
      if (Object.hasOwn(value, key.name) || key.name === '__proto__' || key.name === '<<') bail();
      this.out.key(key.name, key.start, key.end);
      const child = this.afterIndicator(key.after, line, indent, true);
      value[key.name] = child.value;
      end = child.end;
      const next = this.nextContent(this.li);
      if (next === undefined || this.indents[next]! < indent) break;
      if (this.indents[next]! > indent) bail();
      line = next;
      at = this.starts[next]! + indent;
      if (this.isSeqItem(at)) bail();
    }
    // Each key once (a duplicate is the library's to report): the pairs are the object's keys.
    this.out.closeMap(node, end, Object.keys(value).length);
    return { value, end };
  }

  private sequence(line: number, indent: number): Parsed {
    const value: unknown[] = [];
    const first = this.starts[line]! + indent;
    const node = this.out.openSeq(first);
    let end = first;
    for (;;) {
      this.out.item();
      const child = this.afterIndicator(this.starts[line]! + indent + 1, line, indent, false);
      value.push(child.value);
      end = child.end;
      const next = this.nextContent(this.li);
      if (next === undefined || this.indents[next]! < indent) break;
      if (this.indents[next]! > indent) bail();
      if (!this.isSeqItem(this.starts[next]! + indent)) break;
      line = next;
    }
    this.out.closeSeq(node, end);
    return { value, end };
  }

  /**
   * What follows a mapping's `:` or a sequence's `-` at `pos` on `line`: the rest of the line, or the
   * block below it. `indent` is the collection's; on return the reader is at the line after the node.
   */
  private afterIndicator(pos: number, line: number, indent: number, inMap: boolean): Parsed {
    const text = this.text;
    const lineEnd = this.ends[line]!;
    let q = pos;
    while (text.charCodeAt(q) === 32) q++;
    if (q === lineEnd || text[q] === '#') return this.below(q, line, indent, inMap);
    if (!inMap && this.key(q)) return this.closed(this.mapping(line, q - this.starts[line]!, q), q - this.starts[line]!);
    const c = text[q]!;
    if (c === '|' || c === '>') return this.blockScalar(q, line, indent);
    const scalar = this.inline(q, lineEnd);
    const end = this.lineRest(scalar.end, lineEnd);
    // A more indented line below would continue the scalar (or be an error): the library reads that.
    const next = this.nextContentOrComment(line + 1);
    if (next !== undefined && this.indents[next]! > indent) bail();
    this.li = line + 1;
    return { value: scalar.value, end };
  }

  /** A value on the lines below its key or dash (nothing but a comment after it on its line), or an empty value at `q`. */
  private below(q: number, line: number, indent: number, inMap: boolean): Parsed {
    const next = this.nextContent(line + 1);
    if (next !== undefined && this.indents[next]! > indent) return this.closed(this.node(next, this.indents[next]!), this.indents[next]!);
    if (next !== undefined && inMap && this.indents[next] === indent && this.isSeqItem(this.starts[next]! + indent))
      return this.closed(this.sequence(next, indent), indent);
    // An empty value with a comment after it, on its line or below: the library counts the comment in its range.
    if (this.text[q] === '#' || this.kinds[this.nextContentOrComment(line + 1) ?? -1] === COMMENT) bail();
    this.li = line + 1;
    this.out.scalar(q, q);
    return { value: null, end: q };
  }

  /** A value that starts and ends on its line: quoted, a flow collection or plain; `end` is where its range ends. */
  private inline(q: number, lineEnd: number): { value: unknown; end: number } {
    const text = this.text;
    const c = text[q]!;
    if (c === '"' || c === "'") {
      const quoted = quotedScalar(text, q, lineEnd) ?? bail();
      this.out.scalar(q, quoted!.end);
      return quoted!;
    }
    if (c === '[' || c === '{') {
      if (text.startsWith('{{', q)) bail();
      return new FlowReader(text, q, lineEnd, this.out).collection();
    }
    if ('?:,]}#&*!|>%@`'.includes(c) || (c === '-' && (q + 1 === lineEnd || text[q + 1] === ' '))) bail();
    const plain = this.plain(q);
    this.out.scalar(q, plain.end);
    return plain;
  }

  /**
   * A nested collection, once read. A comment line after its last item, indented at least as far as
   * the collection, is counted in its range by the library (and so in its parent's): left to the library.
   */
  private closed(collection: Parsed, indent: number): Parsed {
    for (let i = this.li; i < this.stop && this.kinds[i] !== CONTENT; i++) if (this.kinds[i] === COMMENT && this.indents[i]! >= indent) bail();
    return collection;
  }

  private nextContentOrComment(from: number): number | undefined {
    for (let i = from; i < this.stop; i++) if (this.kinds[i] !== BLANK) return i;
    return undefined;
  }

  /** After a value: spaces and a comment to the line's end; the offset past its newline. */
  private lineRest(from: number, lineEnd: number): number {
    let at = from;
    while (this.text.charCodeAt(at) === 32) at++;
    if (at < lineEnd && (this.text[at] !== '#' || at === from)) bail();
    return lineEnd < this.text.length ? lineEnd + 1 : lineEnd;
  }

  /** A plain scalar in block context, ending at a comment or the line's end. */
  private plain(start: number): { value: unknown; end: number } {
    const text = this.text;
    let end = plainRun(text, start);
    if (text[end] === ':') bail(); // `: ` inside a value starts another key
    while (text.charCodeAt(end - 1) === 32) end--;
    return { value: resolvePlain(text.slice(start, end)), end };
  }

  /** A mapping key at `at`: a plain or quoted scalar followed by `:` and a space or the line's end. */
  private key(at: number): { name: string; start: number; end: number; after: number } | undefined {
    const text = this.text;
    const newline = text.indexOf('\n', at);
    const lineEnd = newline === -1 ? text.length : newline;
    const c = text[at];
    if (c === undefined) return undefined;
    const quotedKey = c === '"' || c === "'";
    const key = quotedKey ? quotedScalar(text, at, lineEnd) : plainKey(text, at, lineEnd);
    if (!key) return undefined;
    const { value: name, end } = key;
    if (end - at > 1024 || text[end] !== ':' || !(end + 1 === lineEnd || text[end + 1] === ' ')) {
      if (quotedKey) return undefined;
      bail();
    }
    return { name, start: at, end, after: end + 1 };
  }

  /**
   * A block scalar whose indicator is at `at` on `line`: literal (`|`, `|-`) or folded (`>`, `>-`, only
   * when no line is indented more than the first, where folding has rules of its own).
   */
  private blockScalar(at: number, line: number, indent: number): Parsed {
    const text = this.text;
    const folded = text[at] === '>';
    const strip = text[at + 1] === '-';
    const header = at + (strip ? 2 : 1);
    if (header !== this.ends[line]) bail(); // a comment, an indentation indicator or `+`
    const { lines, last } = this.blockLines(line, indent, folded);
    const end = this.ends[last]! < text.length ? this.ends[last]! + 1 : this.ends[last]!;
    this.li = last + 1;
    const value = (folded ? fold(lines) : lines.join('\n')) + (strip ? '' : '\n');
    this.out.scalar(at, end);
    return { value, end };
  }

  /** A block scalar's lines after its header on `line`, without its indentation, up to its last line with content. */
  private blockLines(line: number, indent: number, folded: boolean): { lines: string[]; last: number } {
    const lines: string[] = [];
    let blockIndent = -1;
    let last = line;
    for (let i = line + 1; i < this.stop; i++) {
      const start = this.starts[i]!;
      const lineEnd = this.ends[i]!;
      if (start === lineEnd) {
        lines.push('');
        continue;
      }
      const own = this.indents[i]!;
      if (own === lineEnd - start) bail(); // spaces only
      if (blockIndent === -1 && own > indent) blockIndent = own;
      if (blockIndent === -1 || own < blockIndent) break;
      if (folded && own > blockIndent) bail();
      lines.push(this.text.slice(start + blockIndent, lineEnd));
      last = i;
    }
    if (blockIndent === -1) bail();
    return { lines: lines.slice(0, last - line), last };
  }
}

/** A plain mapping key at `at`, up to its `: ` (undefined when the line holds none); a key that is no string is left to the library. */
function plainKey(text: string, at: number, lineEnd: number): { value: string; end: number } | undefined {
  const c = text[at]!;
  if ('-?:,[]{}#&*!|>\'"%@`'.includes(c) && !(c === '-' && text[at + 1] !== ' ' && text[at + 1] !== '\n')) return undefined;
  const colon = plainRun(text, at);
  if (text[colon] !== ':' || colon > lineEnd) return undefined; // a comment or the line's end came first
  let end = colon;
  while (text[end - 1] === ' ') end--;
  const raw = text.slice(at, end);
  if (typeof resolvePlain(raw) !== 'string' || raw.includes('#')) bail();
  return { value: raw, end };
}

/** Folded lines: a line break between two lines is a space, and n empty lines before or between them are n line breaks. */
function fold(lines: string[]): string {
  let out = '';
  let empty = 0;
  let started = false;
  for (const line of lines) {
    if (line === '') {
      empty++;
      continue;
    }
    out += started && !empty ? ' ' : '\n'.repeat(empty);
    out += line;
    started = true;
    empty = 0;
  }
  return out;
}

/** A one-line flow collection (`[a, b]`, `{ k: v }`), which the whole rest of the line may hold. */
class FlowReader {
  constructor(
    private readonly text: string,
    private at: number,
    private readonly lineEnd: number,
    private readonly out: RangesWriter,
  ) {}

  /** A collection; `end` is where its range ends. */
  collection(depth = 0): { value: unknown; end: number; scalar: false } {
    if (depth > MAX_DEPTH) bail();
    const text = this.text;
    const open = this.at;
    const seq = text[open] === '[';
    const close = seq ? ']' : '}';
    this.at++;
    const items: unknown[] = [];
    const map: Record<string, unknown> = {};
    const node = seq ? this.out.openSeq(open) : this.out.openMap(open);
    this.space();
    let more = text[this.at] !== close;
    while (more) {
      if (seq) {
        this.out.item();
        items.push(this.value(depth + 1).value);
      } else this.pair(map, depth + 1);
      this.space();
      more = text[this.at] === ',';
      if (more) {
        this.at++;
        this.space();
        if (text[this.at] === close) bail(); // a trailing comma
      } else if (text[this.at] !== close) bail();
    }
    this.at++;
    if (seq) this.out.closeSeq(node, this.at);
    else this.out.closeMap(node, this.at, Object.keys(map).length);
    return { value: seq ? items : map, end: this.at, scalar: false };
  }

  /** One `key: value` of a flow mapping, into `map` (its ranges written as a pair). */
  private pair(map: Record<string, unknown>, depth: number): void {
    const text = this.text;
    const keyStart = this.at;
    // Read as a value, then written again as a key.
    const mark = this.out.position;
    const key = this.value(depth);
    if (typeof key.value !== 'string' || !key.scalar) bail();
    const name = key.value as string;
    if (text[this.at] !== ':' || text[this.at + 1] !== ' ' || Object.hasOwn(map, name) || name === '__proto__' || name === '<<') bail();
    this.out.rewind(mark);
    this.out.key(name, keyStart, key.end);
    this.at++;
    this.space();
    map[name] = this.value(depth).value;
  }

  private space(): void {
    while (this.text.charCodeAt(this.at) === 32) this.at++;
  }

  /** One item: a nested collection, a quoted or a plain scalar; stops before what follows it. */
  private value(depth: number): { value: unknown; end: number; scalar: boolean } {
    const text = this.text;
    const c = text[this.at];
    if (c === '[' || c === '{') {
      if (text.startsWith('{{', this.at)) bail();
      return this.collection(depth);
    }
    const start = this.at;
    if (c === '"' || c === "'") {
      const quoted = quotedScalar(text, start, this.lineEnd) ?? bail();
      this.at = quoted!.end;
      this.out.scalar(start, quoted!.end);
      return { value: quoted!.value, end: quoted!.end, scalar: true };
    }
    if (c === undefined || '?:,[]{}#&*!|>%@`'.includes(c) || (c === '-' && (text[start + 1] === ' ' || start + 1 === this.lineEnd))) bail();
    const end = this.plainEnd(start);
    this.at = end;
    this.out.scalar(start, end);
    return { value: resolvePlain(text.slice(start, end)), end, scalar: true };
  }

  /** Where a plain scalar in a flow collection ends (trailing spaces not counted); what the reader does not know is left to the library. */
  private plainEnd(start: number): number {
    const text = this.text;
    FLOW_PLAIN_RUN.lastIndex = start;
    FLOW_PLAIN_RUN.test(text);
    let end = FLOW_PLAIN_RUN.lastIndex;
    const stop = text[end];
    // Where it may end: an item's end, a key's `: `, the line's end (the collection then reads no close).
    if (!(stop === ',' || stop === ']' || stop === '}' || stop === '\n' || stop === undefined || (stop === ':' && text[end + 1] === ' '))) bail();
    while (text.charCodeAt(end - 1) === 32) end--;
    return end;
  }
}

/**
 * A plain scalar's characters in block context run to a `: ` (or `:` at the line's end), a ` #` or the
 * line's end: `plainRun` says where, natively (a loop over characters costs a cold process dearly).
 */
const PLAIN_RUN = /(?:[^\n :]|:(?=[^ \n])| (?!#))*/y;
function plainRun(text: string, start: number): number {
  PLAIN_RUN.lastIndex = start;
  PLAIN_RUN.test(text);
  return PLAIN_RUN.lastIndex;
}
/** The same in a flow collection, where `,[]{}` end it too, and quotes inside it are left to the library. */
const FLOW_PLAIN_RUN = /(?:[^\n ,[\]{}:#"']|#|:(?=[^ \n,[\]{}])| (?!#))*/y;
/** A quoted scalar without escapes (nearly all of them), read natively. */
const DOUBLE_QUOTED = /"([^"\\\n]*)"/y;
const SINGLE_QUOTED = /'([^'\n]*)'(?!')/y;

const SIMPLE_ESCAPES: Record<string, string> = { '\\': '\\', '"': '"', '/': '/', n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '0': '\0' };

/** A quoted scalar that opens at `start` and closes on the same line; undefined otherwise. */
function quotedScalar(text: string, start: number, lineEnd: number): { value: string; end: number } | undefined {
  const quote = text[start];
  const simple = quote === '"' ? DOUBLE_QUOTED : SINGLE_QUOTED;
  simple.lastIndex = start;
  const match = simple.exec(text);
  if (match) return { value: match[1]!, end: simple.lastIndex };
  let value = '';
  for (let i = start + 1; i < lineEnd; i++) {
    const ch = text[i]!;
    if (quote === "'") {
      if (ch === "'") {
        if (text[i + 1] === "'") {
          value += "'";
          i++;
          continue;
        }
        return { value, end: i + 1 };
      }
    } else if (ch === '"') return { value, end: i + 1 };
    else if (ch === '\\') {
      const escaped = SIMPLE_ESCAPES[text[i + 1] ?? ''];
      if (escaped === undefined) return undefined;
      value += escaped;
      i++;
      continue;
    }
    value += ch;
  }
  return undefined;
}
