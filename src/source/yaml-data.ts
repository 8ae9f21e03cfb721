import type { Document } from 'yaml';
import { isAlias, visit } from 'yaml';
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
  try {
    return { ok: true, data: doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS }) };
  } catch (error) {
    if (!(error instanceof ReferenceError) && !(error instanceof RangeError)) throw error;
    const unresolved = unresolvedAlias(source, doc);
    if (unresolved) return { ok: false, diagnostics: [unresolved] };
    let at = doc.range[0];
    visit(doc, {
      Alias(_, node) {
        if (isAlias(node) && node.range) at = node.range[0];
        return visit.BREAK;
      },
    });
    return {
      ok: false,
      diagnostics: [{ code: 'YAML_LIMIT', message: `YAML aliases expand too far (over ${MAX_ALIAS_EXPANSIONS} expansions in one document, or nested too deeply)`, span: spanAt(source, at), hint: 'repeat the value or use a fragment (`include:`) instead of aliases of aliases' }],
    };
  }
}

/** An alias with no anchor of its name before it (`*base` without an earlier `&base`), located. */
function unresolvedAlias(source: SourceFile, doc: Document.Parsed): Diagnostic | undefined {
  let found: Diagnostic | undefined;
  visit(doc, {
    Alias(_, node) {
      if (node.resolve(doc) !== undefined) return undefined;
      const span = node.range ? spanAt(source, node.range[0], node.range[1]) : spanAt(source, doc.range[0]);
      found = { code: 'YAML_SYNTAX', message: `YAML: the alias \`*${node.source}\` has no anchor \`&${node.source}\` before it`, span, hint: 'an alias repeats a value marked earlier in the same document with `&name`' };
      return visit.BREAK;
    },
  });
  return found;
}
