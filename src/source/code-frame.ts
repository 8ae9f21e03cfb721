import type { Diagnostic } from './diagnostic.js';
import { formatSpan } from './span.js';

/** Source text by file path, so a diagnostic can show the line it points at. */
export type SourceTexts = ReadonlyMap<string, string>;

/**
 * Renders a diagnostic the same way for load errors, runtime errors and failed assertions:
 *   error[CODE]: message
 *     --> file:line:col
 *      |
 *   12 |   the offending line
 *      |   ^^^^
 *   hint: did you mean `status`?
 */
export function renderDiagnostic(d: Diagnostic, texts: SourceTexts, label = 'error'): string {
  const out = [`${label}[${d.code}]: ${d.message}`];
  if (d.span) {
    out.push(`  --> ${formatSpan(d.span)}`);
    const frame = codeFrame(texts.get(d.span.file), d.span.line, d.span.col, d.span.endLine, d.span.endCol);
    if (frame) out.push(frame);
  }
  if (d.hint) out.push(`  hint: ${d.hint}`);
  if (d.repair) {
    out.push('  write it like this:', `  ${d.repair.line} | ${d.repair.text}`);
  }
  return out.join('\n');
}

export function codeFrame(text: string | undefined, line: number, col: number, endLine?: number, endCol?: number): string | undefined {
  if (text === undefined) return undefined;
  const lines = text.split(/\r\n|\r|\n/);
  const source = lines[line - 1];
  if (source === undefined) return undefined;
  const gutter = String(line).length;
  const pad = ' '.repeat(gutter);
  // A long line is shown as a window around the column, so the caret stays on screen.
  const from = col > 80 ? col - 40 : 1;
  const shown = (from > 1 ? '...' : '') + source.slice(from - 1);
  const clipped = shown.length > 120 ? `${shown.slice(0, 117)}...` : shown;
  const caretCol = col - from + 1 + (from > 1 ? 3 : 0);
  const caretEnd = endLine === line && endCol !== undefined ? endCol : Math.max(col + 1, lineEndOfToken(source, col));
  const caretLength = Math.max(1, Math.min(caretEnd - col, clipped.length - caretCol + 1));
  return [`  ${pad} |`, `  ${line} | ${clipped}`, `  ${pad} | ${' '.repeat(Math.max(0, caretCol - 1))}${'^'.repeat(caretLength)}`].join('\n');
}

/** Without an end position, underline the word at the column. */
function lineEndOfToken(source: string, col: number): number {
  const rest = source.slice(col - 1);
  const match = /^[^\s:,]+/.exec(rest);
  return col + (match ? match[0].length : 1);
}
