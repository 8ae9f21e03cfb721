import { renderDiagnostic } from '../source/code-frame.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { painter } from '../source/paint.js';

/** Prints diagnostics to stderr with their code frames, then a count; warnings in yellow. */
export function printDiagnostics(diagnostics: Diagnostic[], sources: ReadonlyMap<string, string>, color: boolean, label: 'error' | 'warning' = 'error'): void {
  const c = painter(color);
  const paint = label === 'warning' ? c.yellow : c.red;
  for (const d of diagnostics) {
    const [first, ...rest] = renderDiagnostic(d, sources, label).split('\n');
    process.stderr.write(`${paint.bold(first)}\n${rest.join('\n')}${rest.length ? '\n' : ''}\n`);
  }
  if (diagnostics.length > 1) process.stderr.write(paint(`${diagnostics.length} ${label === 'warning' ? 'warnings' : 'problems'}\n`));
}
