/** A place in a source file, 1-based, as every diagnostic and assertion result carries it. */
export interface Span {
  file: string;
  line: number;
  col: number;
  endLine?: number;
  endCol?: number;
}

export function formatSpan(span: Span): string {
  return `${span.file}:${span.line}:${span.col}`;
}
