import type { CatalogProblem } from '../judge/coverage.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import type { Span } from '../source/span.js';

/** Catalog problems as diagnostics: exactly located when the document is at hand, else at its first line. */
export function problemDiagnostics(problems: readonly CatalogProblem[], locate?: (p: CatalogProblem) => Span | undefined): Diagnostic[] {
  return problems.map((p) => {
    const guess = p.candidates.length ? didYouMean(p.value, p.candidates) : undefined;
    const hint = guess
      ? `did you mean \`${guess}\`?`
      : p.kind === 'no-catalog'
        ? 'add a catalog.yaml next to the suite (see docs/catalogs.md), or remove the reference'
        : p.kind === 'unknown-spec'
          ? 'name a section key of the catalog, or a full URL'
          : undefined;
    return { code: 'UNKNOWN_KEY', message: `not in the catalog: ${p.message}`, span: locate?.(p) ?? { file: p.file, line: p.line, col: 1 }, hint };
  });
}
