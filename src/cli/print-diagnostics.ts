import { Chalk } from 'chalk';
import { renderDiagnostic } from '../source/code-frame.js';
import type { Diagnostic } from '../source/diagnostic.js';

/** Prints diagnostics to stderr with their code frames, then a count. */
export function printDiagnostics(diagnostics: Diagnostic[], sources: ReadonlyMap<string, string>, color: boolean): void {
  const c = new Chalk({ level: color ? 1 : 0 });
  for (const d of diagnostics) {
    const [first, ...rest] = renderDiagnostic(d, sources).split('\n');
    process.stderr.write(`${c.red.bold(first)}\n${rest.join('\n')}${rest.length ? '\n' : ''}\n`);
  }
  if (diagnostics.length > 1) process.stderr.write(c.red(`${diagnostics.length} problems\n`));
}
