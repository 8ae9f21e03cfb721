import type { Document } from 'yaml';
import { isScalar, visit } from 'yaml';
import type { Diagnostic } from './diagnostic.js';
import { type SourceFile, spanAt } from './source-file.js';

/** Aliases one document may expand: enough for any sane reuse, too few for a "billion laughs" bomb. */
export const MAX_ALIAS_EXPANSIONS = 100;

/** The YAML library's syntax errors, as located diagnostics. */
export function yamlDiagnostics(source: SourceFile, doc: Document.Parsed): Diagnostic[] {
  return doc.errors.map((e) => {
    const span = spanAt(source, e.pos[0], e.pos[1]);
    if (e.code === 'RESOURCE_EXHAUSTION') {
      // The reader ran out of stack: nesting is the only way a file gets there.
      return {
        code: 'YAML_LIMIT',
        message: 'YAML nested too deeply to read (hundreds of levels of lists or mappings)',
        span,
        hint: 'keep deep data in a JSON file and refer to it (e.g. `schema: ./deep.json`)',
      };
    }
    return {
      code: e.code === 'DUPLICATE_KEY' ? 'DUPLICATE_KEY' : 'YAML_SYNTAX',
      message: `YAML: ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
      span,
    };
  });
}

/**
 * A parsed document as plain data, or why it cannot be: its syntax errors, or aliases that expand
 * beyond `MAX_ALIAS_EXPANSIONS` (reported at the first alias, never thrown).
 */
export function documentData(source: SourceFile, doc: Document.Parsed): { ok: true; data: unknown } | { ok: false; diagnostics: Diagnostic[] } {
  const syntax = yamlDiagnostics(source, doc);
  if (syntax.length) return { ok: false, diagnostics: syntax };
  // Only a file with a `*` can hold an alias: most files skip the walk.
  const aliasProblem = source.text.includes('*') ? aliasProblemOf(source, doc) : undefined;
  if (aliasProblem) return { ok: false, diagnostics: [aliasProblem] };
  try {
    return { ok: true, data: doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS }) };
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const at = firstNode(doc, error instanceof ReferenceError || error instanceof RangeError ? 'alias' : 'merge') ?? doc.range[0];
    const message =
      error instanceof ReferenceError || error instanceof RangeError
        ? `YAML aliases expand too far (over ${MAX_ALIAS_EXPANSIONS} expansions in one document, or nested too deeply)`
        : `YAML: ${error.message}`;
    const hint =
      error instanceof ReferenceError || error instanceof RangeError
        ? 'repeat the value or use a fragment (`include:`) instead of aliases of aliases'
        : 'a merge key `<<` takes a mapping or an alias of one';
    return { ok: false, diagnostics: [{ code: 'YAML_LIMIT', message, span: spanAt(source, at), hint }] };
  }
}

/**
 * An alias that cannot be expanded: one with no anchor of its name before it (`*base` without an
 * earlier `&base`), or one inside the very value it names (`a: &v { b: *v }`, a value without end).
 */
function aliasProblemOf(source: SourceFile, doc: Document.Parsed): Diagnostic | undefined {
  let found: Diagnostic | undefined;
  visit(doc, {
    Alias(_, alias) {
      const span = alias.range ? spanAt(source, alias.range[0], alias.range[1]) : spanAt(source, doc.range[0]);
      const target = alias.resolve(doc);
      if (target === undefined) {
        found = {
          code: 'YAML_SYNTAX',
          message: `YAML: the alias \`*${alias.source}\` has no anchor \`&${alias.source}\` before it`,
          span,
          hint: 'an alias repeats a value marked earlier in the same document with `&name`',
        };
      } else if (alias.range && target.range && alias.range[0] >= target.range[0] && alias.range[0] < target.range[2]) {
        found = {
          code: 'YAML_LIMIT',
          message: `YAML alias \`*${alias.source}\` refers to a value that contains it (a value without end)`,
          span,
          hint: 'an alias may only repeat a value defined outside it',
        };
      }
      return found ? visit.BREAK : undefined;
    },
  });
  return found;
}

/** Where the first alias or merge key (`<<`) of the document is written. */
function firstNode(doc: Document.Parsed, kind: 'alias' | 'merge'): number | undefined {
  let at: number | undefined;
  visit(doc, {
    Alias(_, node) {
      if (kind !== 'alias') return undefined;
      at = node.range?.[0];
      return visit.BREAK;
    },
    Pair(_, pair) {
      // With merge keys on, the YAML library reads a `<<` key as a symbol.
      if (kind !== 'merge' || !isScalar(pair.key) || String(pair.key.value) !== 'Symbol(<<)') return undefined;
      at = pair.key.range?.[0];
      return visit.BREAK;
    },
  });
  return at;
}
