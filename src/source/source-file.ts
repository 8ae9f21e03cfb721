import { LineCounter, parseAllDocuments, type Document } from 'yaml';
import type { Span } from './span.js';
import { readText } from './read-text.js';

/** A YAML file kept whole: its text, its parsed documents with node ranges, and a line counter. */
export interface SourceFile {
  /** Path as shown to the user (relative to the working folder when possible). */
  path: string;
  text: string;
  documents: Document.Parsed[];
  lineCounter: LineCounter;
}

export function readSourceFile(displayPath: string, absolutePath: string): SourceFile {
  return parseSource(displayPath, readText(absolutePath, displayPath));
}

export function parseSource(displayPath: string, text: string): SourceFile {
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  // parseAllDocuments returns an EmptyStream (no array) for an empty file.
  const list = Array.isArray(documents) ? documents : [];
  return { path: displayPath, text, documents: list, lineCounter };
}

/** Offset in the file → 1-based line and column. */
export function spanAt(source: SourceFile, offset: number, endOffset?: number): Span {
  const start = source.lineCounter.linePos(offset);
  const span: Span = { file: source.path, line: start.line, col: start.col };
  if (endOffset !== undefined) {
    const end = source.lineCounter.linePos(endOffset);
    span.endLine = end.line;
    span.endCol = end.col;
  }
  return span;
}
