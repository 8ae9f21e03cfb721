import type { Document } from 'yaml';
import type { Diagnostic } from '../source/diagnostic.js';
import { spanAt, type SourceFile } from '../source/source-file.js';

/** The YAML library's syntax errors, as located diagnostics. */
export function yamlDiagnostics(source: SourceFile, doc: Document.Parsed): Diagnostic[] {
  return doc.errors.map((e) => ({
    code: e.code === 'DUPLICATE_KEY' ? 'DUPLICATE_KEY' : 'YAML_SYNTAX',
    message: `YAML: ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
    span: spanAt(source, e.pos[0], e.pos[1]),
  }));
}
