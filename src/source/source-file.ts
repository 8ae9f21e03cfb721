import { statSync } from 'node:fs';
import type { Document } from 'yaml';
import { UserError } from './diagnostic.js';
import { readText } from './read-text.js';
import type { Span } from './span.js';
import { yamlLibrary } from './yaml-library.js';

/** Turns an offset into a 1-based line and column (the YAML library's LineCounter, or `LineStarts`). */
export interface LinePositions {
  readonly lineStarts: number[];
  linePos(offset: number): { line: number; col: number };
}

/** A file's text and how its offsets become lines: all a span needs. */
export interface SourceText {
  /** Path as shown to the user (relative to the working folder when possible). */
  path: string;
  text: string;
  lineCounter: LinePositions;
}

/** A YAML file kept whole: its text, its parsed documents with node ranges, and a line counter. */
export interface SourceFile extends SourceText {
  documents: Document.Parsed[];
}

/** Larger YAML files are refused before parsing: the YAML reader needs tens of times a file's size in memory. */
export const MAX_SOURCE_BYTES = 4 << 20;

/** Reads and parses a YAML file; a missing, unreadable or oversized one is a UserError (exit 2). */
export function readSourceFile(displayPath: string, absolutePath: string): SourceFile {
  return parseSource(displayPath, readSourceText(displayPath, absolutePath));
}

/** A YAML file's text, refused over MAX_SOURCE_BYTES as readSourceFile does, without parsing it. */
export function readSourceText(displayPath: string, absolutePath: string): string {
  const size = fileSize(absolutePath);
  if (size > MAX_SOURCE_BYTES) {
    throw new UserError({
      code: 'YAML_LIMIT',
      message: `${displayPath} is ${(size / (1 << 20)).toFixed(1)} MiB; a YAML file may be at most ${MAX_SOURCE_BYTES >> 20} MiB`,
      span: { file: displayPath, line: 1, col: 1 },
      hint: 'split it into several files, or keep large data in a JSON file that a step reads',
    });
  }
  return readText(absolutePath, displayPath);
}

function fileSize(absolutePath: string): number {
  try {
    return statSync(absolutePath).size;
  } catch {
    return 0; // readText reports a missing or unreadable file with its own message
  }
}

export function parseSource(displayPath: string, text: string): SourceFile {
  const { LineCounter, parseAllDocuments } = yamlLibrary();
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true, logLevel: 'error' });
  // parseAllDocuments returns an EmptyStream (no array) for an empty file.
  const list = Array.isArray(documents) ? documents : [];
  return { path: displayPath, text, documents: list, lineCounter };
}

/** Offset in the file → 1-based line and column. */
export function spanAt(source: SourceText, offset: number, endOffset?: number): Span {
  const start = source.lineCounter.linePos(offset);
  const span: Span = { file: source.path, line: start.line, col: start.col };
  if (endOffset !== undefined) {
    const end = source.lineCounter.linePos(endOffset);
    span.endLine = end.line;
    span.endCol = end.col;
  }
  return span;
}

/** Where each line of a text starts, as the YAML parser records it: 0, then after every `\n`. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** The YAML library's `LineCounter.linePos`, over line starts known without parsing (a cached file's). */
export class LineStarts implements LinePositions {
  constructor(readonly lineStarts: number[]) {}

  linePos(offset: number): { line: number; col: number } {
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (starts[mid]! < offset) low = mid + 1;
      else high = mid;
    }
    if (starts[low] === offset) return { line: low + 1, col: 1 };
    if (low === 0) return { line: 0, col: offset };
    return { line: low, col: offset - starts[low - 1]! + 1 };
  }
}
