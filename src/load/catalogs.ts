import type { ValidateFunction } from 'ajv';
import { type Diagnostic, UserError } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import { type Locate, makeLocate } from '../source/locate.js';
import { readPlainSource } from '../source/plain-source.js';
import { readText } from '../source/read-text.js';
import { schemaDiagnostics } from '../source/schema-diagnostics.js';
import { parseSource, spanAt } from '../source/source-file.js';
import { documentData } from '../source/yaml-data.js';
import * as validators from './generated/results-catalog-validators.js';

/** A catalog (scenarios/<suite>/catalog.yaml): the types are generated from schemas/catalog.schema.json. */
export type {
  Catalog,
  Section as CatalogSection,
  Test as CatalogTest,
  Trace as CatalogTrace,
  Untestable as CatalogUntestable,
} from '../model/generated/catalog.js';

import type { Catalog } from '../model/generated/catalog.js';
import type { LoadedRequirements } from './requirement-catalog.js';

/**
 * A catalog and the tests it speaks for. `file` is its display path; `scope` is the folder (display
 * path, `/`-separated) whose test files it covers — the nearest catalog above a test's file wins —
 * or '' for a catalog that covers every test no other catalog claims.
 */
export interface CatalogRef {
  file: string;
  scope: string;
  catalog: Catalog;
  /** The requirement catalog its `requirements:` names, when it names one. */
  requirements?: LoadedRequirements;
}

const validateCatalog = (validators as unknown as Record<'catalog', ValidateFunction>).catalog;

/**
 * Parses and checks catalog text: YAML syntax, the schema, and what the schema cannot say (unique
 * keys and IDs, references to sections and IDs that exist). Every problem is located (file:line:col).
 */
export function parseCatalog(displayPath: string, text: string): { catalog?: Catalog; diagnostics: Diagnostic[] } {
  // Plain YAML without a problem needs no YAML library; anything else is read (and said) by it.
  const plain = readPlainSource(displayPath, text)?.documents;
  if (plain?.length === 1 && validateCatalog(plain[0]!.data)) {
    const catalog = plain[0]!.data as Catalog;
    if (crossCheck(catalog, plain[0]!.locate).length === 0) return { catalog, diagnostics: [] };
  }
  const source = parseSource(displayPath, text);
  const doc = source.documents[0];
  if (!doc)
    return {
      diagnostics: [
        { code: 'NO_DOCUMENTS', message: `${displayPath} is empty: a catalog needs \`spec\` and \`sections\``, span: { file: displayPath, line: 1, col: 1 } },
      ],
    };
  const read = documentData(source, doc);
  if (!read.ok) return { diagnostics: read.diagnostics };
  if (source.documents.length > 1) {
    return {
      diagnostics: [
        {
          code: 'SCHEMA_VIOLATION',
          message: 'a catalog is one YAML document; remove the `---` separators',
          span: spanAt(source, source.documents[1]!.range[0]),
        },
      ],
    };
  }
  const data = read.data;
  const locate = makeLocate(source, doc);
  if (!validateCatalog(data)) {
    return {
      diagnostics: schemaDiagnostics(
        (validateCatalog.errors ?? []).filter((e) => e.keyword !== 'anyOf'),
        locate,
        'the catalog',
      ),
    };
  }
  const catalog = data as Catalog;
  return { catalog, diagnostics: crossCheck(catalog, locate) };
}

/** Reads and checks one catalog file; throws a UserError (exit 2) with located diagnostics. */
export function readCatalog(displayPath: string, absolutePath: string): Catalog {
  const text = readText(absolutePath, displayPath, { noun: 'catalog' });
  const { catalog, diagnostics } = parseCatalog(displayPath, text);
  if (diagnostics.length || !catalog) throw new UserError(diagnostics, new Map([[displayPath, text]]));
  return catalog;
}

function crossCheck(catalog: Catalog, locate: Locate): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = (list: Array<{ v: string; at: Array<string | number> }>, what: string) => {
    const first = new Map<string, Array<string | number>>();
    for (const { v, at } of list) {
      const before = first.get(v);
      if (before) {
        const b = locate(before);
        out.push({ code: 'SCHEMA_VIOLATION', message: `duplicate ${what} \`${v}\` (first at line ${b.line})`, span: locate(at) });
      } else first.set(v, at);
    }
  };
  const sectionKeys = new Set(catalog.sections.map((s) => s.key));
  seen(
    catalog.sections.map((s, i) => ({ v: s.key, at: ['sections', i, 'key'] })),
    'section key',
  );
  seen(
    [
      ...(catalog.tests ?? []).map((t, i) => ({ v: t.id, at: ['tests', i, 'id'] })),
      ...(catalog.traces ?? []).map((t, i) => ({ v: t.id, at: ['traces', i, 'id'] })),
    ],
    'ID',
  );
  seen(
    (catalog.untestable ?? []).map((u, i) => ({ v: u.id, at: ['untestable', i, 'id'] })),
    'untestable ID',
  );
  const unknownSection = (key: string, at: Array<string | number>) => {
    if (sectionKeys.has(key)) return;
    const guess = didYouMean(key, sectionKeys);
    out.push({
      code: 'SCHEMA_VIOLATION',
      message: `section \`${key}\` is not in this catalog's \`sections\``,
      span: locate(at),
      hint: guess ? `did you mean \`${guess}\`?` : undefined,
    });
  };
  catalog.sections.forEach((s, i) => s.parent !== undefined && unknownSection(s.parent, ['sections', i, 'parent']));
  (catalog.tests ?? []).forEach((t, i) => unknownSection(t.section, ['tests', i, 'section']));
  (catalog.traces ?? []).forEach((t, i) => (t.sections ?? []).forEach((k, j) => unknownSection(k, ['traces', i, 'sections', j])));
  const ids = new Set([...(catalog.tests ?? []).map((t) => t.id), ...(catalog.traces ?? []).map((t) => t.id)]);
  (catalog.untestable ?? []).forEach((u, i) => {
    if (ids.has(u.id)) return;
    const guess = didYouMean(u.id, ids);
    out.push({
      code: 'SCHEMA_VIOLATION',
      message: `untestable \`${u.id}\` is neither a test ID nor a row ID of this catalog`,
      span: locate(['untestable', i, 'id']),
      hint: guess ? `did you mean \`${guess}\`?` : undefined,
    });
  });
  // A parent chain that loops would make roll-ups endless.
  const parents = new Map(catalog.sections.map((s) => [s.key, s.parent]));
  catalog.sections.forEach((s, i) => {
    const chain = new Set<string>([s.key]);
    for (let p = s.parent; p !== undefined; p = parents.get(p)) {
      if (chain.has(p)) {
        out.push({ code: 'SCHEMA_VIOLATION', message: `section \`${s.key}\` is its own ancestor (parent loop)`, span: locate(['sections', i, 'parent']) });
        break;
      }
      chain.add(p);
    }
  });
  return out;
}
