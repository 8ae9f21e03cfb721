/**
 * A Markdown line with its code spans taken out, as CommonMark reads them: a run of N backticks opens
 * one, the next run of exactly N closes it, and nothing between is markup; a backtick after a
 * backslash is a plain backtick, outside a span. What is left is what a Markdown renderer could turn
 * into an image, link, HTML or emphasis.
 */
export function outsideCodeSpans(line: string): string {
  let out = '';
  let at = 0;
  const runs = [...line.matchAll(/(?<!\\)`+/g)];
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i]!;
    if (open.index! < at) continue;
    const close = runs.slice(i + 1).find((r) => r[0].length === open[0].length);
    if (!close) continue;
    out += line.slice(at, open.index);
    at = close.index! + close[0].length;
    i = runs.indexOf(close);
  }
  return out + line.slice(at);
}
