import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { Catalog } from '../model/generated/catalog.js';
import type { RequirementCatalog } from '../model/generated/requirements.js';
import { type Diagnostic, UserError } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import { makeLocate } from '../source/locate.js';
import { readText } from '../source/read-text.js';
import { schemaDiagnostics } from '../source/schema-diagnostics.js';
import { parseSource } from '../source/source-file.js';
import { documentData } from '../source/yaml-data.js';
import * as validators from './generated/results-catalog-validators.js';

/** A requirement catalog (the file a catalog's `requirements:` names): types from schemas/requirements.schema.json. */
export type { Requirement, RequirementCatalog } from '../model/generated/requirements.js';

/** What the judge needs of a requirement catalog: its sentences and the public address of each page. */
export interface LoadedRequirements {
  file: string;
  requirements: RequirementCatalog['requirements'];
  pageUrls: Map<string, string>;
}

const validateRequirements = (validators as unknown as Record<'requirements', ValidateFunction>).requirements;

/**
 * Parses and checks requirement-catalog text: YAML, the schema, unique IDs, and that every entry's
 * page and section exist (the section in `catalog`). Every problem is located (file:line:col).
 */
export function parseRequirements(displayPath: string, text: string, catalog: Catalog): { loaded?: LoadedRequirements; diagnostics: Diagnostic[] } {
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
  const out: Diagnostic[] = [];
  const pages = new Set(data.pages.map((p) => p.key));
  const sections = new Set(catalog.sections.map((s) => s.key));
  const firstAt = new Map<string, number>();
  data.requirements.forEach((r, i) => {
    const unknown = (key: 'page' | 'section', known: Set<string>, where: string) => {
      if (known.has(r[key])) return;
      const guess = didYouMean(r[key], known);
      out.push({
        code: 'SCHEMA_VIOLATION',
        message: `${key} \`${r[key]}\` of ${r.id} is not ${where}`,
        span: locate(['requirements', i, key]),
        hint: guess ? `did you mean \`${guess}\`?` : undefined,
      });
    };
    unknown('page', pages, "in this file's `pages`");
    unknown('section', sections, "in the catalog's `sections`");
    const before = firstAt.get(r.id);
    if (before !== undefined) {
      out.push({
        code: 'SCHEMA_VIOLATION',
        message: `duplicate requirement ID \`${r.id}\` (first at line ${locate(['requirements', before, 'id']).line})`,
        span: locate(['requirements', i, 'id']),
      });
    } else firstAt.set(r.id, i);
  });
  if (out.length) return { diagnostics: out };
  return { loaded: { file: displayPath, requirements: data.requirements, pageUrls: new Map(data.pages.map((p) => [p.key, p.url])) }, diagnostics: [] };
}

/** Reads the requirement catalog a catalog names, relative to the catalog's own file; throws a UserError (exit 2). */
export function readRequirements(catalogDisplayPath: string, catalogAbsolutePath: string, catalog: Catalog): LoadedRequirements | undefined {
  if (catalog.requirements === undefined) return undefined;
  const absolute = path.resolve(path.dirname(catalogAbsolutePath), catalog.requirements);
  const display = path.join(path.dirname(catalogDisplayPath), catalog.requirements);
  const text = readText(absolute, display, { noun: 'requirement catalog' });
  const { loaded, diagnostics } = parseRequirements(display, text, catalog);
  if (diagnostics.length || !loaded) throw new UserError(diagnostics, new Map([[display, text]]));
  return loaded;
}
