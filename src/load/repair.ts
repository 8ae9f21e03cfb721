import type { Diagnostic } from '../source/diagnostic.js';

/** Files longer than this are not repaired (each candidate re-reads the whole file). */
const MAX_REPAIR_TEXT = 64 * 1024;

/**
 * What one file's repairs may cost in all: re-checks and time. A file with many errors (a paste gone
 * wrong) says its first ones repaired and the rest as they are, rather than keeping `validate` waiting.
 */
const FILE_RECHECKS = 240;
const FILE_MS = 400;

/** Checks a whole file's text as the loader would: its errors (none when the text is fine). */
export type Recheck = (text: string) => Diagnostic[];

/**
 * Messages that repair: for each error in `file`, candidate edits of the author's line are made by
 * method (not by mistake), the file is checked again with each, and the first edit that removes the
 * error without adding another becomes the diagnostic's `repair`, shown as "write it like this:".
 * Errors that the same edit removes on the lines next to it have the same root cause: only the first
 * is kept, so one mistake gives one message.
 */
export function repairDiagnostics(file: string, text: string, diagnostics: Diagnostic[], recheck: Recheck, budget = 60): Diagnostic[] {
  // A file too large or too deep to read twice cheaply is said as it is: repairs re-read it dozens of times.
  if (text.length > MAX_REPAIR_TEXT || diagnostics.some((d) => d.code === 'YAML_LIMIT')) return diagnostics;
  const lines = text.split('\n');
  const base = recheck(text);
  if (!base.length) return diagnostics;
  const before = new Set(base.map(key));
  const dropped = new Set<Diagnostic>();
  for (const d of sameLineSyntax(diagnostics)) dropped.add(d);
  const out: Diagnostic[] = [];
  const spent = { rechecks: 0, until: performance.now() + FILE_MS };
  const counted: Recheck = (t) => {
    spent.rechecks++;
    return recheck(t);
  };
  for (const d of diagnostics) {
    if (dropped.has(d)) continue;
    if (!d.span || d.span.file !== file || d.repair || spent.rechecks >= FILE_RECHECKS || performance.now() > spent.until) {
      out.push(d);
      continue;
    }
    const found = firstRepair(d, lines, counted, before, Math.min(budget, FILE_RECHECKS - spent.rechecks));
    if (!found) {
      out.push(d);
      continue;
    }
    out.push({ ...d, repair: { line: found.line, text: found.text } });
    // The same edit removed these too: the same root cause, said once.
    for (const other of diagnostics) if (other !== d && other.span?.file === file && !found.left.has(key(other))) dropped.add(other);
  }
  return out;
}

/** Two YAML syntax errors on one line are the reader's two views of one mistake: the first says it. */
function sameLineSyntax(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const lines = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    if (d.code !== 'YAML_SYNTAX' || !d.span) continue;
    const at = `${d.span.file}:${d.span.line}`;
    if (lines.has(at)) out.push(d);
    lines.add(at);
  }
  return out;
}

const key = (d: Diagnostic) => `${d.code} ${d.span?.line}`;

interface Found {
  line: number;
  text: string;
  /** The errors still there after the edit. */
  left: Set<string>;
}

/**
 * The edit that removes this error and the most others with it (the root cause), the earlier one of
 * equals: a guessed name comes before a moved line. An edit that adds an error never counts.
 */
function firstRepair(d: Diagnostic, lines: string[], recheck: Recheck, before: Set<string>, budget: number): Found | undefined {
  const at = d.span!.line - 1;
  let tried = 0;
  let best: Found | undefined;
  for (const edit of candidates(d, lines)) {
    if (tried++ >= budget) break;
    const next = [...lines];
    next.splice(edit.from, edit.count, ...edit.lines);
    const after = recheck(next.join('\n'));
    const left = new Set(after.map(key));
    // Fixed: this error is gone, and nothing new (by code and line) came in.
    if (left.has(key(d)) || left.size >= before.size || after.some((a) => !before.has(key(a)))) continue;
    if (best && best.left.size <= left.size) continue;
    const row = Math.min(Math.max(0, at - edit.from), edit.lines.length - 1);
    best = { line: edit.from + row + 1, text: edit.lines[row]!, left };
    if (!left.size) break;
  }
  return best;
}

/** Replace `count` lines from `from` (0-based) with `lines`. */
interface Edit {
  from: number;
  count: number;
  lines: string[];
}

/** Synonyms from other tools: what says the same here. */
const SYNONYMS: Record<string, string> = {
  size: 'length',
  len: 'length',
  count: 'length',
  regex: 'matches',
  pattern: 'matches',
  match: 'matches',
  eq: 'equals',
  equal: 'equals',
  is: 'equals',
  include: 'contains',
  includes: 'contains',
  has: 'contains',
  in: 'oneOf',
  anyOf: 'oneOf',
  exist: 'exists',
  present: 'exists',
  missing: 'absent',
  every: 'each',
  all: 'each',
  code: 'status',
  statusCode: 'status',
  status_code: 'status',
  header: 'headers',
  body_json: 'json',
  jsonpath: 'json',
  params: 'query',
  qs: 'query',
  data: 'json',
  expected: 'expect',
  assert: 'expect',
  response: 'expect',
  req: 'request',
  path: 'url',
  endpoint: 'url',
  verb: 'method',
  greaterThan: 'gt',
  lessThan: 'lt',
  min: 'gte',
  max: 'lte',
  str: 'string',
  int: 'integer',
  bool: 'boolean',
  list: 'array',
  dict: 'object',
  map: 'object',
  float: 'number',
};

const BOOLEAN_WORDS: Record<string, string> = { yes: 'true', no: 'false', on: 'true', off: 'false', y: 'true', n: 'false' };

/** The error's line, the word it points at, and edits of both. */
interface At {
  d: Diagnostic;
  lines: string[];
  at: number;
  line: string;
  word: string;
  one: (text: string, row?: number) => Edit;
  replaceWord: (w: string) => Edit;
}

/** Candidate edits, the likeliest first: each a small change of the error's line (or its neighbours). */
function* candidates(d: Diagnostic, lines: string[]): Generator<Edit> {
  const at = d.span!.line - 1;
  const line = lines[at];
  if (line === undefined) return;
  const one = (text: string, row = at): Edit => ({ from: row, count: 1, lines: [text] });
  const col = d.span!.col - 1;
  const end = d.span!.endLine === d.span!.line && d.span!.endCol ? d.span!.endCol - 1 : undefined;
  const word = end !== undefined ? line.slice(col, end) : (/^[^\s:,{}[\]]+/.exec(line.slice(col))?.[0] ?? '');
  const replaceWord = (w: string) => one(`${line.slice(0, col)}${w}${line.slice(col + word.length)}`);
  const where: At = { d, lines, at, line, word, one, replaceWord };
  yield* nameEdits(where);
  yield* layoutEdits(where);
  yield* textEdits(where);
  yield* valueEdits(where);
  yield* shapeEdits(where);
}

/** The name a hint already guesses ("did you mean `status`?"), a synonym from another tool, `yes` → `true`. */
function* nameEdits({ d, word, replaceWord }: At): Generator<Edit> {
  if (!word) return;
  // The name the message is about (`itemId` in "undefined variable `itemId`"), replaced where it stands in the word.
  const named = /`([^`]+)`/.exec(d.message)?.[1];
  for (const m of `${d.hint ?? ''} ${d.message}`.matchAll(/did you mean `([^`]+)`/g)) {
    const guess = m[1]!;
    if (named && named !== word && word.includes(named)) yield replaceWord(word.replace(named, guess));
    else if (named?.startsWith('*') && guess.startsWith('*')) yield replaceWord(guess);
    else yield replaceWord(guess);
  }
  const bare = word.replace(/^["']|["']$/g, '');
  if (SYNONYMS[bare]) yield replaceWord(SYNONYMS[bare]);
  const meant = BOOLEAN_WORDS[bare.toLowerCase()];
  if (meant) yield replaceWord(meant);
}

/** A space after a colon (`status:200`); a list item's `- ` and indentation, on this line and the few above it. */
function* layoutEdits({ lines, at, line, one }: At): Generator<Edit> {
  if (/^(\s*(?:-\s+)?[^\s:'"#]+):(?!\/\/)(\S)/.test(line)) yield one(line.replace(/^(\s*(?:-\s+)?[^\s:'"#]+):(?!\/\/)/, '$1: '));
  for (const row of nearbyRows(lines, at)) {
    const text = lines[row];
    if (text === undefined || !text.trim()) continue;
    yield* dashEdits(text, row, row !== at);
    yield* indentEdits(lines, text, row);
  }
}

/** A list item's `- ` dropped (`  request:` for `  - request:`, on a line above), or lost with one space left (`   request:`). */
function* dashEdits(text: string, row: number, above: boolean): Generator<Edit> {
  if (above && /^\s*[^\s#-]/.test(text)) yield { from: row, count: 1, lines: [text.replace(/^(\s*)/, '$1- ')] };
  if (/^ {3,}[^\s-]/.test(text) && (text.length - text.trimStart().length) % 2 === 1)
    yield { from: row, count: 1, lines: [text.replace(/^( *) (\S)/, '$1- $2')] };
}

/**
 * One level (and one column) out and in: the line alone (its children were right), then with the lines
 * under it. Out first: where both remove the error, a key moved to its parent keeps what it holds
 * (`capture:` written under `expect:` belongs to the step), while moved in it may become something
 * else that happens to be valid (a header named `capture`).
 */
function* indentEdits(lines: string[], text: string, row: number): Generator<Edit> {
  const indent = text.length - text.trimStart().length;
  for (const delta of [-2, 2, -1, 1]) {
    if (indent + delta < 0) continue;
    yield { from: row, count: 1, lines: [delta > 0 ? `${' '.repeat(delta)}${text}` : text.slice(-delta)] };
    const block = indentBlock(lines, row, delta);
    if (block.count > 1) yield block;
  }
}

/** `=` to `==` in a template; `page=2&limit=5` to `{ page: 2, limit: 5 }`; a wildcard to a regular expression. */
function* textEdits({ line, word, one, replaceWord }: At): Generator<Edit> {
  if (/\{\{[^}]*[^=!<>]=[^=][^}]*\}\}/.test(line)) yield one(line.replace(/(\{\{[^}]*?[^=!<>])=(?!=)/g, '$1=='));
  const query = /^(\s*(?:-\s+)?[\w-]+:\s*|.*[{,]\s*query:\s*)([\w.-]+=[^\s,&}]*(?:&[\w.-]+=[^\s,&}]*)*)/.exec(line);
  if (query) {
    const pairs = query[2]!.split('&').map((p) => {
      const [k, v] = p.split('=');
      return `${k}: ${v ?? ''}`;
    });
    yield one(line.replace(query[2]!, `{ ${pairs.join(', ')} }`));
  }
  if (!/matches/.test(line) || word.includes('(?')) return;
  if (/(^|[^.\])\]])[*?]/.test(word)) yield replaceWord(word.replace(/(^|[^.\])\]])\*/g, '$1.*').replace(/(^|[^.\])\]])\?/g, '$1.'));
  if (/^["']?[*+?]/.test(word)) yield replaceWord(word.replace(/^(["']?)([*+?])/, '$1\\$2'));
}

/** Quotes around the value, or off it. */
function* valueEdits({ line, word, one, replaceWord }: At): Generator<Edit> {
  const kv = /^(\s*(?:-\s+)?[^\s:#][^:#]*?:\s+)(.+?)\s*$/.exec(line);
  if (kv) {
    const [, head, value] = kv as unknown as [string, string, string];
    // Quotes never go around a `{ }` or `[ ]`: that would make a set or a list into text.
    if (!/^["'{[]/.test(value)) {
      yield one(`${head}"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
      yield one(`${head}'${value.replace(/'/g, "''")}'`);
    } else if (/^"[^"\\]*"$|^'[^']*'$/.test(value)) yield one(`${head}${value.slice(1, -1)}`);
  }
  if (word && /^["']/.test(word) && word.length > 2) yield replaceWord(word.slice(1, -1));
  if (/^"[^"']*"$/.test(word) && word.includes('\\')) yield replaceWord(`'${word.slice(1, -1)}'`);
  if (word && !/^["'{[*&]/.test(word)) yield replaceWord(`"${word}"`);
}

/** Commas in a flow list or set; a list item and a `name: value` line, each into the other; `[a, b]` into `{ a: …, b: … }`. */
function* shapeEdits({ line, one }: At): Generator<Edit> {
  const flow = line.replace(/\[([^\]]*)\]/g, (_, inner: string) => `[${inner.replace(/([^\s,[])\s+(?=[^\s,\]])/g, '$1, ')}]`);
  if (flow !== line) yield one(flow);
  const flowMap = line.replace(/\{([^}]*)\}/g, (_, inner: string) => `{${inner.replace(/([^\s,{:])\s+(?=[\w$"'-]+:\s)/g, '$1, ')}}`);
  if (flowMap !== line) yield one(flowMap);
  if (/^\s*-\s+/.test(line)) yield one(line.replace(/^(\s*)-\s+/, '$1  '));
  else if (/^\s*[^\s#-]/.test(line)) yield one(line.replace(/^(\s*)/, '$1- '));
  const list = /^(\s*[^\s:#][^:#]*?:\s*)\[([^\]]*)\]\s*$/.exec(line);
  if (list)
    yield one(
      `${list[1]}{ ${list[2]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => (s.includes(':') ? s : `${s}: true`))
        .join(', ')} }`,
    );
}

/** The error's line, the one after it, and up to four written lines above it (a mistake is often above where YAML notices it). */
function nearbyRows(lines: readonly string[], at: number): number[] {
  const rows = [at, at + 1];
  for (let row = at - 1; row >= 0 && rows.length < 6; row--) {
    const text = lines[row]!;
    if (text.trim() && !text.trimStart().startsWith('#')) rows.push(row);
  }
  return rows;
}

/** Moves a line and the lines under it (more indented) by `delta` columns. */
function indentBlock(lines: string[], row: number, delta: number): Edit {
  const first = lines[row]!;
  const base = first.length - first.trimStart().length;
  const block = [first];
  for (let r = row + 1; r < lines.length; r++) {
    const next = lines[r]!;
    if (next.trim() && next.length - next.trimStart().length <= base) break;
    block.push(next);
  }
  const moved = block.map((l) => (!l.trim() ? l : delta > 0 ? `${' '.repeat(delta)}${l}` : l.slice(Math.min(-delta, l.length - l.trimStart().length))));
  return { from: row, count: block.length, lines: moved };
}
