import { readPlainYaml } from './fast-yaml.js';
import { type Locate, locateByRanges } from './locate.js';
import type { PackedRanges } from './node-ranges.js';
import { LineStarts, lineStartsOf, type SourceText, spanAt } from './source-file.js';
import type { Span } from './span.js';

/** One document the fast reader read: its data, and where it and each of its nodes are written. */
export interface PlainDocument {
  data: unknown;
  ranges: PackedRanges;
  /** Offset of its first content (`documentStart`). */
  start: number;
  span: Span;
  locate: Locate;
}

/**
 * A YAML text read by the fast reader (`readPlainYaml`), with what a loader needs of it: the same
 * data, spans and `locate` as the YAML library would give. Undefined when the library must read it.
 */
export function readPlainSource(displayPath: string, text: string): { source: SourceText; documents: PlainDocument[] } | undefined {
  const plain = readPlainYaml(text);
  if (!plain) return undefined;
  const source: SourceText = { path: displayPath, text, lineCounter: new LineStarts(lineStartsOf(text)) };
  const documents = plain.map((d) => ({ ...d, span: spanAt(source, d.start), locate: locateByRanges(source, d.ranges) }));
  return { source, documents };
}
