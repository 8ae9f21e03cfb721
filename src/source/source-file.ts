import { statSync } from 'node:fs';
import { type Document, LineCounter, parseAllDocuments } from 'yaml';
import { UserError } from './diagnostic.js';
import { readText } from './read-text.js';
import type { Span } from './span.js';

/** A YAML file kept whole: its text, its parsed documents with node ranges, and a line counter. */
export interface SourceFile {
  /** Path as shown to the user (relative to the working folder when possible). */
  path: string;
  text: string;
  documents: Document.Parsed[];
  lineCounter: LineCounter;
}

/** Larger YAML files are refused before parsing: the YAML reader needs tens of times a file's size in memory. */
export const MAX_SOURCE_BYTES = 4 << 20;

/** Reads and parses a YAML file; a missing, unreadable or oversized one is a UserError (exit 2). */
export function readSourceFile(displayPath: string, absolutePath: string): SourceFile {
  const size = fileSize(absolutePath);
  if (size > MAX_SOURCE_BYTES) {
    throw new UserError({
      code: 'YAML_LIMIT',
      message: `${displayPath} is ${(size / (1 << 20)).toFixed(1)} MiB; a YAML file may be at most ${MAX_SOURCE_BYTES >> 20} MiB`,
      span: { file: displayPath, line: 1, col: 1 },
      hint: 'split it into several files, or keep large data in a JSON file that a step reads',
    });
  }
  return parseSource(displayPath, readText(absolutePath, displayPath));
}

function fileSize(absolutePath: string): number {
  try {
    return statSync(absolutePath).size;
  } catch {
    return 0; // readText reports a missing or unreadable file with its own message
  }
}

export function parseSource(displayPath: string, text: string): SourceFile {
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true, logLevel: 'error' });
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
