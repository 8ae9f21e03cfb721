import type { Document } from 'yaml';
import type { Diagnostic } from './diagnostic.js';
import { didYouMean } from './did-you-mean.js';
import { plainYamlError } from './plain-words.js';
import { type SourceFile, spanAt } from './source-file.js';
import type { Span } from './span.js';
import { yamlLibrary } from './yaml-library.js';

/** Aliases one document may expand: enough for any sane reuse, too few for a "billion laughs" bomb. */
export const MAX_ALIAS_EXPANSIONS = 100;

/** The YAML library's syntax errors, as located diagnostics. */
export function yamlDiagnostics(source: SourceFile, doc: Document.Parsed): Diagnostic[] {
  // One broken `[` or `{` makes the library complain at every flow collection after it: keep the first.
  const flowError = (e: { code: string; message: string }) => e.code === 'BAD_INDENT' && e.message.startsWith('Flow ');
  const firstFlow = doc.errors.find(flowError);
  // A JSONPath with `[ ]` in a `{ }` breaks the line in several ways at once: say the cause once.
  const bracketPath = doc.errors[0] && bracketPathInFlow(source, doc.errors[0].pos[0]);
  if (bracketPath) return [bracketPath];
  return doc.errors
    .filter((e) => !flowError(e) || e === firstFlow)
    .map((e) => {
      const span = spanAt(source, e.pos[0], e.pos[1]);
      if (e.code === 'RESOURCE_EXHAUSTION') {
        // The reader ran out of stack: nesting is the only way a file gets there.
        return {
          code: 'YAML_LIMIT',
          message: 'YAML nested too deeply to read (hundreds of levels of lists or mappings)',
          span,
          hint: 'keep deep data in a JSON file and refer to it (e.g. `schema: ./deep.json`)',
        };
      }
      const taught = commonMistake(source, e.code, e.message, e.pos[0]);
      if (taught) return taught;
      if (e.code === 'DUPLICATE_KEY') return duplicateKey(source.text, e.pos[0], span);
      const said = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      return { code: 'YAML_SYNTAX', message: plainYamlError(said) ?? `YAML: ${said}`, span };
    });
}

/** `status:` written twice in one set of lines: both lines, and which one counts. */
function duplicateKey(text: string, offset: number, span: Span): Diagnostic {
  const { line } = lineAt(text, offset);
  const key = /^\s*(?:-\s+)?(["']?)([^:"']+)\1\s*:/.exec(line)?.[2]?.trim() ?? /^[^\s:,}]+/.exec(text.slice(offset))?.[0];
  const indent = line.length - line.trimStart().length;
  const lines = text.slice(0, offset).split('\n');
  let first: number | undefined;
  for (let n = lines.length - 2; n >= 0 && key; n--) {
    const above = lines[n]!;
    const at = above.length - above.trimStart().length;
    if (above.trim() && at < indent && !above.trimStart().startsWith('#')) break;
    if (at === indent && new RegExp(`^\\s*(["']?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:`).test(above)) first = n + 1;
  }
  return {
    code: 'DUPLICATE_KEY',
    message: `the key \`${key}\` is written twice${first ? `: at line ${first} and here, line ${span.line}` : ' in the same set of `name: value` lines'}`,
    span,
    hint: 'a key may appear once in each set of lines: remove one of the two lines, or merge them into one',
  };
}

/** The line an offset is on: its text, and where it starts. */
function lineAt(text: string, offset: number): { line: string; start: number } {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return { line: text.slice(start, end === -1 ? undefined : end).replace(/\r$/, ''), start };
}

/** `key: value` with the value in quotes, in the quotes that keep it as written. */
function quoted(value: string): string {
  return value.includes('"') || value.includes('\\') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}

/** A value starting with `{{` (written `key: {{ base }}/x` or `- {{ x }}`), where the error is. */
const unquotedTemplate = /^(\s*(?:-\s+)?(?:[^\s:#][^:#]*:\s+)?)(\{\{.*?)\s*(?:#.*)?$/;

function templateMistake(source: SourceFile, line: string, start: number): Diagnostic | undefined {
  const m = unquotedTemplate.exec(line);
  if (!m) return undefined;
  const at = start + m[1]!.length;
  return {
    code: 'YAML_SYNTAX',
    message: 'a value that starts with `{{` must be in quotes',
    span: spanAt(source, at, at + m[2]!.length),
    hint: `YAML reads \`{\` as the start of a mapping: write \`${m[1]!.trim()}${m[1]!.trim() ? ' ' : ''}${quoted(m[2]!)}\``,
  };
}

/**
 * The YAML mistakes authors make most, said with the fix: a template not in quotes, a backslash in
 * double quotes, a colon in a plain value, a key out of line with its neighbours.
 */
function commonMistake(source: SourceFile, code: string, message: string, offset: number): Diagnostic | undefined {
  const { line, start } = lineAt(source.text, offset);
  const place: Place = { source, line, start, offset, col: offset - start };
  if (code === 'UNEXPECTED_TOKEN' || code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'UNEXPECTED_FLOW_SEQ_END') {
    const template = templateMistake(source, line, start);
    if (template) return template;
  }
  if (code === 'BAD_DQ_ESCAPE') return backslashInDoubleQuotes(place);
  if (code === 'BLOCK_AS_IMPLICIT_KEY') {
    const colon = colonInPlainValue(place);
    if (colon) return colon;
  }
  if (code === 'BAD_INDENT' && message.startsWith('All mapping items must start at the same column')) return keyOutOfLine(place);
  if (code === 'TAB_AS_INDENT') return tabIndent(place);
  if (code === 'BAD_INDENT' && /^Flow (sequence|map) in block collection must be sufficiently indented/.test(message)) return unclosedBracket(place);
  return undefined;
}

/** A JSONPath with brackets, not in quotes (`$.tags[0]`, `$.items[*].name`, `$['a b']`). */
const bracketJsonPath = /(?<=^|[\s{,])\$[^\s,{}'"[]*\[[^\]]*\][^\s,{}:'"]*/g;

/**
 * `capture: { tag: $.tags[0] }`: inside `{ }`, YAML reads `[` as the start of a list, and the
 * library then reports the line (and the lines after it) in several ways. The fix is quotes.
 */
function bracketPathInFlow(source: SourceFile, offset: number): Diagnostic | undefined {
  const { line, start } = lineAt(source.text, offset);
  const paths = [...line.matchAll(bracketJsonPath)].filter((m) => line.lastIndexOf('{', m.index) >= 0);
  if (!paths.length) return undefined;
  const first = paths[0]!;
  let fixed = line;
  for (const m of paths.reverse()) fixed = fixed.slice(0, m.index) + quoted(m[0]) + fixed.slice(m.index + m[0].length);
  return {
    code: 'YAML_SYNTAX',
    message: `a JSONPath with \`[ ]\` inside \`{ }\` must be in quotes: YAML reads \`[\` there as the start of a list`,
    span: spanAt(source, start + first.index, start + first.index + first[0].length),
    hint: `write \`${fixed.trim()}\``,
  };
}

/** Where a YAML error is: its line (the text and where it starts) and the offset and column in it. */
interface Place {
  source: SourceFile;
  line: string;
  start: number;
  offset: number;
  col: number;
}

function backslashInDoubleQuotes({ source, line, offset, col }: Place): Diagnostic {
  const open = line.lastIndexOf('"', col - 1);
  const close = line.indexOf('"', col + 1);
  const text = open >= 0 && close > open ? line.slice(open + 1, close) : undefined;
  const sequence = line.slice(col, col + 2);
  return {
    code: 'YAML_SYNTAX',
    message: `\`${sequence}\` in double quotes is read as an escape sequence, and YAML has no \`${sequence}\``,
    span: spanAt(source, offset, offset + sequence.length),
    hint:
      text !== undefined
        ? `use single quotes, where a backslash is just a backslash: '${text.replace(/'/g, "''")}'`
        : 'use single quotes, where a backslash is just a backslash',
  };
}

function colonInPlainValue({ source, line, start, col }: Place): Diagnostic | undefined {
  const m = /^(\s*(?:-\s+)?[^:#]+:)\s+(\S.*?)\s*$/.exec(line);
  if (m && m[1]!.length < col + 1) {
    return {
      code: 'YAML_SYNTAX',
      message: 'this value holds `: `, which YAML reads as the start of another key',
      span: spanAt(source, start + line.indexOf(m[2]!, m[1]!.length), start + line.length),
      hint: `put the value in quotes: \`${m[1]!.trim()} ${quoted(m[2]!)}\``,
    };
  }
  return undefined;
}

function keyOutOfLine({ source, line, start }: Place): Diagnostic | undefined {
  const indent = line.length - line.trimStart().length;
  const key = /^\s*(?:-\s+)?([^:#\s][^:#]*?)\s*:/.exec(line)?.[1];
  const above = source.text
    .slice(0, start)
    .split(/\r?\n/)
    .slice(0, -1)
    .reverse()
    .find((l) => l.trim() && !l.trim().startsWith('#'));
  const aboveIndent = above === undefined ? undefined : above.length - above.trimStart().length;
  const aboveKey = above === undefined ? undefined : /^\s*(?:-\s+)?([^:#\s][^:#]*?)\s*:/.exec(above)?.[1];
  if (key !== undefined) {
    return {
      code: 'YAML_SYNTAX',
      message: `\`${key}\` is not lined up with the keys around it`,
      span: spanAt(source, start + indent, start + indent + key.length),
      hint:
        aboveKey !== undefined && aboveIndent !== undefined
          ? `keys of one mapping start in the same column: \`${key}\` starts in column ${indent + 1}, \`${aboveKey}\` above it in column ${aboveIndent + 1}; indent with spaces, 2 per level`
          : 'keys of one mapping start in the same column; indent with spaces, 2 per level',
    };
  }
  return undefined;
}

function tabIndent({ source, line, start }: Place): Diagnostic {
  const tabs = /^[ \t]*/.exec(line)![0];
  return {
    code: 'YAML_SYNTAX',
    message: 'this line is indented with a tab: YAML indents with spaces only',
    span: spanAt(source, start, start + tabs.length),
    hint: 'replace the tab with spaces, 2 per level (most editors can insert spaces when you press Tab)',
  };
}

/** An unclosed `[` or `{` is found where the next line starts: said where it opened, with the fix. */
function unclosedBracket({ source, offset }: Place): Diagnostic | undefined {
  const found = unmatchedOpener(source.text, offset);
  if (!found) return undefined;
  const open = source.text[found.at]!;
  const span = spanAt(source, found.at, found.at + 1);
  if (found.closedBy !== undefined) {
    return {
      code: 'YAML_SYNTAX',
      message: `this \`${open}\` is closed with \`${found.closedBy}\``,
      span,
      hint: 'a list opened with `[` ends with `]`, a mapping opened with `{` ends with `}`',
    };
  }
  const close = open === '[' ? ']' : '}';
  return {
    code: 'YAML_SYNTAX',
    message: `this \`${open}\` is never closed`,
    span,
    hint: `end it with \`${close}\` on the same line: \`${lineAt(source.text, found.at).line.trim()}${close}\``,
  };
}

/**
 * The bracket that broke the flow collection at `offset`: the first one closed with the other
 * kind of bracket, else the last one never closed (quoted text and comments skipped).
 */
function unmatchedOpener(text: string, offset: number): { at: number; closedBy?: string } | undefined {
  const stack: number[] = [];
  // Up to and with the character the library stopped at: it may be the wrong closing bracket.
  for (const { at, c } of brackets(text, Math.min(offset + 1, text.length))) {
    if (c === '[' || c === '{') {
      stack.push(at);
      continue;
    }
    const top = stack.pop();
    if (top !== undefined && (text[top] === '[') !== (c === ']')) return { at: top, closedBy: c };
  }
  const last = stack.at(-1);
  return last === undefined ? undefined : { at: last };
}

/** Each bracket before `end` that is not in quoted text or a comment. */
function* brackets(text: string, end: number): Generator<{ at: number; c: string }> {
  let i = 0;
  while (i < end) {
    const c = text[i]!;
    const afterSpace = i === 0 || /\s/.test(text[i - 1]!);
    if ((c === '"' || c === "'") && (afterSpace || /[[{,:]/.test(text[i - 1]!))) i = endOfQuoted(text, i);
    else if (c === '#' && afterSpace) i = endOfLine(text, i);
    else {
      if ('[]{}'.includes(c)) yield { at: i, c };
      i++;
    }
  }
}

function endOfQuoted(text: string, open: number): number {
  const quote = text[open];
  let i = open + 1;
  while (i < text.length && text[i] !== quote && text[i] !== '\n') i += text[i] === '\\' && quote === '"' ? 2 : 1;
  return i + 1;
}

function endOfLine(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end;
}

/** A `key: {{ x }}` the YAML library read as a mapping (no error, but no text either). */
function flowTemplates(source: SourceFile, doc: Document.Parsed): Diagnostic[] {
  const { visit } = yamlLibrary();
  const out: Diagnostic[] = [];
  visit(doc, {
    Map(_, node) {
      if (!node.flow || !node.range || !source.text.startsWith('{{', node.range[0])) return undefined;
      const { line, start } = lineAt(source.text, node.range[0]);
      const value = source.text.slice(node.range[0], node.range[1]);
      out.push(
        templateMistake(source, line, start) ?? {
          code: 'YAML_SYNTAX',
          message: 'a value that starts with `{{` must be in quotes',
          span: spanAt(source, node.range[0], node.range[1]),
          hint: `YAML reads \`{\` as the start of a mapping: write ${quoted(value)}`,
        },
      );
      return visit.SKIP;
    },
  });
  return out;
}

/**
 * A parsed document as plain data, or why it cannot be: its syntax errors, or aliases that expand
 * beyond `MAX_ALIAS_EXPANSIONS` (reported at the first alias, never thrown).
 */
export function documentData(source: SourceFile, doc: Document.Parsed): { ok: true; data: unknown } | { ok: false; diagnostics: Diagnostic[] } {
  const syntax = yamlDiagnostics(source, doc);
  if (syntax.length) return { ok: false, diagnostics: syntax };
  // Only a file with `{{` can hold a template written without quotes.
  const templates = source.text.includes('{{') ? flowTemplates(source, doc) : [];
  if (templates.length) return { ok: false, diagnostics: templates };
  // Only a file with a `*` can hold an alias: most files skip the walk.
  const aliasProblem = source.text.includes('*') ? aliasProblemOf(source, doc) : undefined;
  if (aliasProblem) return { ok: false, diagnostics: [aliasProblem] };
  try {
    return { ok: true, data: doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS }) };
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const at = firstNode(doc, error instanceof ReferenceError || error instanceof RangeError ? 'alias' : 'merge') ?? doc.range[0];
    const message =
      error instanceof ReferenceError || error instanceof RangeError
        ? `YAML aliases expand too far (over ${MAX_ALIAS_EXPANSIONS} expansions in one document, or nested too deeply)`
        : `YAML: ${error.message}`;
    const hint =
      error instanceof ReferenceError || error instanceof RangeError
        ? 'repeat the value or use a fragment (`include:`) instead of aliases of aliases'
        : 'a merge key `<<` takes a mapping or an alias of one';
    return { ok: false, diagnostics: [{ code: 'YAML_LIMIT', message, span: spanAt(source, at), hint }] };
  }
}

/**
 * An alias that cannot be expanded: one with no anchor of its name before it (`*base` without an
 * earlier `&base`), or one inside the very value it names (`a: &v { b: *v }`, a value without end).
 */
function aliasProblemOf(source: SourceFile, doc: Document.Parsed): Diagnostic | undefined {
  const { visit } = yamlLibrary();
  let found: Diagnostic | undefined;
  // The anchors written before each alias, for "did you mean".
  const anchors: string[] = [];
  visit(doc, {
    Node(_, node) {
      if (node.anchor) anchors.push(node.anchor);
    },
    Alias(_, alias) {
      const span = alias.range ? spanAt(source, alias.range[0], alias.range[1]) : spanAt(source, doc.range[0]);
      const target = alias.resolve(doc);
      if (target === undefined) {
        const guess = didYouMean(alias.source, anchors);
        found = {
          code: 'YAML_SYNTAX',
          message: `YAML: the alias \`*${alias.source}\` has no anchor \`&${alias.source}\` before it`,
          span,
          hint: guess
            ? `did you mean \`*${guess}\`? (the anchor \`&${guess}\` is written above)`
            : 'an alias repeats a value marked earlier in the same document with `&name`',
        };
      } else if (alias.range && target.range && alias.range[0] >= target.range[0] && alias.range[0] < target.range[2]) {
        found = {
          code: 'YAML_LIMIT',
          message: `YAML alias \`*${alias.source}\` refers to a value that contains it (a value without end)`,
          span,
          hint: 'an alias may only repeat a value defined outside it',
        };
      }
      return found ? visit.BREAK : undefined;
    },
  });
  return found;
}

/** Where the first alias or merge key (`<<`) of the document is written. */
function firstNode(doc: Document.Parsed, kind: 'alias' | 'merge'): number | undefined {
  const { visit, isScalar } = yamlLibrary();
  let at: number | undefined;
  visit(doc, {
    Alias(_, node) {
      if (kind !== 'alias') return undefined;
      at = node.range?.[0];
      return visit.BREAK;
    },
    Pair(_, pair) {
      // With merge keys on, the YAML library reads a `<<` key as a symbol.
      if (kind !== 'merge' || !isScalar(pair.key) || String(pair.key.value) !== 'Symbol(<<)') return undefined;
      at = pair.key.range?.[0];
      return visit.BREAK;
    },
  });
  return at;
}
