import type { Document } from 'yaml';
import { isScalar, visit, type Alias } from 'yaml';
import type { Diagnostic } from './diagnostic.js';
import { spanAt, type SourceFile } from './source-file.js';

/** Aliases one document may expand: enough for any sane reuse, too few for a "billion laughs" bomb. */
export const MAX_ALIAS_EXPANSIONS = 100;

/** The YAML library's syntax errors, as located diagnostics. */
export function yamlDiagnostics(source: SourceFile, doc: Document.Parsed): Diagnostic[] {
  return doc.errors.map((e) => {
    const span = spanAt(source, e.pos[0], e.pos[1]);
    if (e.code === 'RESOURCE_EXHAUSTION') {
      // The reader ran out of stack: nesting is the only way a file gets there.
      return { code: 'YAML_LIMIT', message: 'YAML nested too deeply to read (hundreds of levels of lists or mappings)', span, hint: "keep deep data in a JSON file and refer to it (e.g. `schema: ./deep.json`)" };
    }
    return { code: e.code === 'DUPLICATE_KEY' ? 'DUPLICATE_KEY' : 'YAML_SYNTAX', message: `YAML: ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`, span };
  });
}

/**
 * A parsed document as plain data, or why it cannot be: its syntax errors, or aliases that expand
 * beyond `MAX_ALIAS_EXPANSIONS` (reported at the first alias, never thrown).
 */
export function documentData(source: SourceFile, doc: Document.Parsed): { ok: true; data: unknown } | { ok: false; diagnostics: Diagnostic[] } {
  const syntax = yamlDiagnostics(source, doc);
  if (syntax.length) return { ok: false, diagnostics: syntax };
  const cyclic = selfReferencingAlias(doc);
  if (cyclic) {
    return { ok: false, diagnostics: [{ code: 'YAML_LIMIT', message: `YAML alias *${cyclic.source} refers to a value that contains it (an endless value)`, span: spanAt(source, cyclic.range?.[0] ?? doc.range[0]), hint: 'an alias may only repeat a value defined outside it' }] };
  }
  try {
    return { ok: true, data: doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS }) };
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const at = firstNode(doc, error instanceof ReferenceError || error instanceof RangeError ? 'alias' : 'merge') ?? doc.range[0];
    const message =
      error instanceof ReferenceError || error instanceof RangeError
        ? `YAML aliases expand too far (over ${MAX_ALIAS_EXPANSIONS} expansions in one document, or nested too deeply)`
        : `YAML: ${error.message}`;
    const hint = error instanceof ReferenceError || error instanceof RangeError ? 'repeat the value or use a fragment (`include:`) instead of aliases of aliases' : 'a merge key `<<` takes a mapping or an alias of one';
    return { ok: false, diagnostics: [{ code: 'YAML_LIMIT', message, span: spanAt(source, at), hint }] };
  }
}

/** An alias inside the very value it names (`a: &v { b: *v }`): its value would never end. */
function selfReferencingAlias(doc: Document.Parsed): Alias | undefined {
  let found: Alias | undefined;
  visit(doc, {
    Alias(_, alias) {
      const target = alias.resolve(doc);
      const [start, , end] = target?.range ?? [];
      if (start !== undefined && end !== undefined && alias.range && alias.range[0] >= start && alias.range[0] < end) {
        found = alias;
        return visit.BREAK;
      }
      return undefined;
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
      if (kind !== 'merge' || !isScalar(pair.key) || pair.key.value !== '<<') return undefined;
      at = pair.key.range?.[0];
      return visit.BREAK;
    },
  });
  return at;
}
