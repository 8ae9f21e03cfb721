import type { Diagnostic } from '../source/diagnostic.js';
import { documentStart, type Locate, locateByRanges, makeLocate, nodeRanges } from '../source/locate.js';
import { readPlainSource } from '../source/plain-source.js';
import { LineStarts, lineStartsOf, parseSource, readSourceText, type SourceText, spanAt } from '../source/source-file.js';
import type { Span } from '../source/span.js';
import { documentData } from '../source/yaml-data.js';
import type { CachedDocument, CacheKind, LoadCache } from './load-cache.js';
import { needValidators, validateAgainstSchema } from './validate-schema.js';

/** One document of a file, read and checked against its schema, or why it cannot be used. */
export type ReadDocument =
  | { ok: true; data: unknown; locate: Locate; span: Span; empty: boolean }
  /** `data` and `locate` when the YAML was read and only the schema check failed. */
  | { ok: false; diagnostics: Diagnostic[]; span: Span; data?: unknown; locate?: Locate };

export interface ReadFile {
  source: SourceText;
  /** Every document the file holds, in order (for a suite: only the first is read, see `firstOnly`). */
  documents: ReadDocument[];
  /** How many documents the file holds. */
  count: number;
  /** Whether it came from the load cache. */
  cached: boolean;
  /** With `firstOnly`, where a second document starts (its `---`), when there is one. */
  secondAt?: Span;
}

/**
 * A YAML file's documents as data, each parsed and checked against the `kind` schema, each with the
 * `locate` that finds where its nodes are written: from the load cache when it holds this very text,
 * else parsed (and then kept in the cache when nothing was wrong). A scenario document with no
 * contents (after a trailing `---`) is `empty` and not checked; a suite's is checked as `{}`.
 * `firstOnly` reads only the first document (a suite file), and says where a second one starts.
 *
 * Throws the UserError of a file that cannot be read or is too large, as readSourceFile does.
 */
export function readDocuments(
  kind: Extract<CacheKind, 'scenario' | 'suite'>,
  display: string,
  absolute: string,
  cache?: LoadCache,
  firstOnly = false,
): ReadFile {
  const text = readSourceText(display, absolute);
  const hit = cache?.get(kind, absolute, text);
  if (hit) {
    const source: SourceText = { path: display, text, lineCounter: new LineStarts(hit.lineStarts ?? lineStartsOf(text)) };
    const documents = hit.documents.map(
      (d): ReadDocument => ({
        ok: true,
        data: d.data,
        locate: locateByRanges(source, d.ranges),
        span: spanAt(source, d.start),
        empty: kind === 'scenario' && d.ranges === null,
      }),
    );
    return { source, documents, count: hit.count, cached: true };
  }
  needValidators();
  const plain = readPlain(kind, display, absolute, text, cache, firstOnly);
  if (plain) return plain;
  const source = parseSource(display, text);
  const parsed = firstOnly ? source.documents.slice(0, 1) : source.documents;
  const kept: CachedDocument[] = [];
  const documents = parsed.map((doc): ReadDocument => {
    const span = spanAt(source, documentStart(doc));
    const read = documentData(source, doc);
    if (!read.ok) return { ok: false, diagnostics: read.diagnostics, span };
    const locate = makeLocate(source, doc);
    const empty = doc.contents === null && kind === 'scenario';
    const data = kind === 'suite' ? (read.data ?? {}) : read.data;
    if (!empty) {
      const problems = validateAgainstSchema(kind, data, locate);
      if (problems.length) return { ok: false, diagnostics: problems, span, data, locate };
    }
    if (cache) kept.push({ data, ranges: nodeRanges(doc), start: documentStart(doc) });
    return { ok: true, data, locate, span, empty };
  });
  const second = firstOnly ? source.documents[1] : undefined;
  // Kept only when every document is fine (a suite: when it is the only one). set() copies the data
  // at once, before any later step of the load could change it.
  if (cache && kept.length === source.documents.length) {
    const computed = lineStartsOf(text);
    const starts = source.lineCounter.lineStarts;
    const same = computed.length === starts.length && computed.every((start, i) => start === starts[i]);
    cache.set(kind, absolute, text, { count: source.documents.length, documents: kept, ...(same ? {} : { lineStarts: [...starts] }) });
  }
  return { source, documents, count: source.documents.length, cached: false, ...(second ? { secondAt: spanAt(source, second.range[0]) } : {}) };
}

/**
 * The file read by the fast reader (`readPlainSource`), when it can read it and every document passes
 * its schema check: the same documents and node ranges as the YAML library gives, without loading it.
 * Undefined otherwise, and the library reads the file, so every problem is said exactly as before.
 */
function readPlain(
  kind: Extract<CacheKind, 'scenario' | 'suite'>,
  display: string,
  absolute: string,
  text: string,
  cache: LoadCache | undefined,
  firstOnly: boolean,
): ReadFile | undefined {
  const plain = readPlainSource(display, text);
  // A suite file with a second document is a problem, said where the library says that document starts.
  if (!plain || (firstOnly && plain.documents.length > 1)) return undefined;
  for (const doc of plain.documents) if (validateAgainstSchema(kind, doc.data, doc.locate).length) return undefined;
  const count = plain.documents.length;
  cache?.set(kind, absolute, text, { count, documents: plain.documents.map((d) => ({ data: d.data, ranges: d.ranges, start: d.start })) });
  const documents = plain.documents.map((d): ReadDocument => ({ ok: true, data: d.data, locate: d.locate, span: d.span, empty: false }));
  return { source: plain.source, documents, count, cached: false };
}

/** A scenario file's text read as readDocuments reads it, without a cache or a file: to check an edit of it (repair.ts). */
export function readScenarioText(display: string, text: string): ReadDocument[] {
  const source = parseSource(display, text);
  return source.documents.map((doc): ReadDocument => {
    const span = spanAt(source, documentStart(doc));
    const read = documentData(source, doc);
    if (!read.ok) return { ok: false, diagnostics: read.diagnostics, span };
    const locate = makeLocate(source, doc);
    const empty = doc.contents === null;
    if (!empty) {
      const problems = validateAgainstSchema('scenario', read.data, locate);
      if (problems.length) return { ok: false, diagnostics: problems, span, data: read.data, locate };
    }
    return { ok: true, data: read.data, locate, span, empty };
  });
}
