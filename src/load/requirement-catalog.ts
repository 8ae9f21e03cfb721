import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { Catalog } from '../model/generated/catalog.js';
import type { RequirementCatalog } from '../model/generated/requirements.js';
import { type Diagnostic, UserError } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import { makeLocate } from '../source/locate.js';
import { readPlainSource } from '../source/plain-source.js';
import { readText } from '../source/read-text.js';
import { schemaDiagnostics } from '../source/schema-diagnostics.js';
import { parseSource } from '../source/source-file.js';
import { documentData } from '../source/yaml-data.js';
import * as validators from './generated/results-catalog-validators.js';
import type { LoadCache } from './load-cache.js';

/** A requirement catalog (the file a catalog's `requirements:` names): types from schemas/requirements.schema.json. */
export type { Requirement, RequirementCatalog } from '../model/generated/requirements.js';

/** What the judge needs of a requirement catalog: its sentences and the public address of each page. */
export interface LoadedRequirements {
  file: string;
  requirements: RequirementCatalog['requirements'];
  pageUrls: Map<string, string>;
}

const validateRequirements = (validators as unknown as Record<'requirements', ValidateFunction>).requirements;

/** A reference the schema cannot check: an entry's page or section that does not exist, or a repeated ID. */
interface ReferenceProblem {
  index: number;
  key: 'page' | 'section' | 'id';
  message: string;
  hint?: string;
  /** For a repeated ID: the index of its first entry. */
  first?: number;
}

function referenceProblems(data: RequirementCatalog, catalog: Catalog): ReferenceProblem[] {
  const out: ReferenceProblem[] = [];
  const pages = new Set(data.pages.map((p) => p.key));
  const sections = new Set(catalog.sections.map((s) => s.key));
  const firstAt = new Map<string, number>();
  data.requirements.forEach((r, index) => {
    const unknown = (key: 'page' | 'section', known: Set<string>, where: string) => {
      if (known.has(r[key])) return;
      const guess = didYouMean(r[key], known);
      out.push({ index, key, message: `${key} \`${r[key]}\` of ${r.id} is not ${where}`, ...(guess ? { hint: `did you mean \`${guess}\`?` } : {}) });
    };
    unknown('page', pages, "in this file's `pages`");
    unknown('section', sections, "in the catalog's `sections`");
    const first = firstAt.get(r.id);
    if (first !== undefined) out.push({ index, key: 'id', message: `duplicate requirement ID \`${r.id}\``, first });
    else firstAt.set(r.id, index);
  });
  return out;
}

const loaded = (file: string, data: RequirementCatalog): LoadedRequirements => ({
  file,
  requirements: data.requirements,
  pageUrls: new Map(data.pages.map((p) => [p.key, p.url])),
});

/**
 * Parses and checks requirement-catalog text: YAML, the schema, unique IDs, and that every entry's
 * page and section exist (the section in `catalog`). Every problem is located (file:line:col).
 */
export function parseRequirements(
  displayPath: string,
  text: string,
  catalog: Catalog,
): { loaded?: LoadedRequirements; data?: RequirementCatalog; diagnostics: Diagnostic[] } {
  // Plain YAML without a problem needs no YAML library; anything else is read (and said) by it.
  const plain = readPlainSource(displayPath, text)?.documents;
  if (plain?.length === 1 && validateRequirements(plain[0]!.data)) {
    const data = plain[0]!.data as RequirementCatalog;
    if (referenceProblems(data, catalog).length === 0) return { loaded: loaded(displayPath, data), data, diagnostics: [] };
  }
  const source = parseSource(displayPath, text);
  const doc = source.documents[0];
  if (!doc)
    return {
      diagnostics: [
        {
          code: 'NO_DOCUMENTS',
          message: `${displayPath} is empty: a requirement catalog needs \`pages\` and \`requirements\``,
          span: { file: displayPath, line: 1, col: 1 },
        },
      ],
    };
  const read = documentData(source, doc);
  if (!read.ok) return { diagnostics: read.diagnostics };
  const locate = makeLocate(source, doc);
  if (!validateRequirements(read.data)) {
    const errors = (validateRequirements.errors ?? []).filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'if');
    return { diagnostics: schemaDiagnostics(errors, locate, 'the requirement catalog') };
  }
  const data = read.data as RequirementCatalog;
  const problems = referenceProblems(data, catalog);
  if (problems.length) {
    return {
      diagnostics: problems.map((p) => ({
        code: 'SCHEMA_VIOLATION' as const,
        message: p.first === undefined ? p.message : `${p.message} (first at line ${locate(['requirements', p.first, 'id']).line})`,
        span: locate(['requirements', p.index, p.key]),
        hint: p.hint,
      })),
    };
  }
  return { loaded: loaded(displayPath, data), data, diagnostics: [] };
}

/**
 * Reads the requirement catalog a catalog names, relative to the catalog's own file; throws a
 * UserError (exit 2). The file is large (every normative sentence of a spec) and changes seldom: an
 * unchanged one comes from the load cache, schema-checked when it was kept, and only its references
 * to the catalog are checked again (a problem there is then read afresh, to locate it).
 */
export function readRequirements(catalogDisplayPath: string, catalogAbsolutePath: string, catalog: Catalog, cache?: LoadCache): LoadedRequirements | undefined {
  if (catalog.requirements === undefined) return undefined;
  const absolute = path.resolve(path.dirname(catalogAbsolutePath), catalog.requirements);
  const display = path.join(path.dirname(catalogDisplayPath), catalog.requirements);
  const text = readText(absolute, display, { noun: 'requirement catalog' });
  const hit = cache?.get('requirements', absolute, text)?.documents[0]?.data as RequirementCatalog | undefined;
  if (hit && referenceProblems(hit, catalog).length === 0) return loaded(display, hit);
  const { loaded: fresh, data, diagnostics } = parseRequirements(display, text, catalog);
  if (diagnostics.length || !fresh || !data) throw new UserError(diagnostics, new Map([[display, text]]));
  cache?.set('requirements', absolute, text, { count: 1, documents: [{ data, ranges: null, start: 0 }] });
  return fresh;
}
