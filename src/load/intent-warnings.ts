import type { LoadedDocument, LoadedSuite, NodePath, Step } from '../model/scenario.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { oneEditApart } from '../source/did-you-mean.js';
import type { Span } from '../source/span.js';

/**
 * Probable-intent warnings: a valid document whose text reads differently from what it means, so a
 * test would pass (or fail) for a reason its author never wrote. Each names the line and the fix;
 * `validate --strict` and `run --strict` make them fail. (probable-mistakes.ts holds the older ones.)
 * - ` #…` after an unquoted value: YAML reads it as a comment, so the value is shorter;
 * - `yes`/`no`/`on`/`off` compared with a value: YAML 1.2 reads them as text, not booleans;
 * - a number or boolean compared with a header: header values are text;
 * - a bare-number timeout under 100: milliseconds, not seconds;
 * - a `matches:` pattern of plain text and dots: a `.` matches any character, and anywhere;
 * - `[*]` (or `..`, a filter) under a plain value: compared with the whole list, not each item.
 * A timeout no timer can wait is an error (timeoutTooLarge), not a warning.
 */
export function intentWarnings(doc: LoadedDocument, text: string | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  const lines = text?.split('\n') ?? [];
  const plainAt = (span: Span): boolean => {
    const ch = lines[span.line - 1]?.[span.col - 1];
    return ch !== undefined && ch !== '"' && ch !== "'";
  };
  const rewrite: Rewrite = (span, replacement) => rewriteLine(lines, span, replacement);
  const visit = (steps: Step[] | undefined, list: 'steps' | 'teardown') =>
    (steps ?? []).forEach((step, i) => {
      const at: NodePath = [list, i];
      const expect = step.expect as Record<string, unknown> | undefined;
      if (!expect) return;
      schemaKeywords(doc, expect.schema, [...at, 'expect', 'schema'], rewrite, out);
      const json = expect.json as Record<string, unknown> | undefined;
      for (const [path, value] of Object.entries(json ?? {})) {
        const where = [...at, 'expect', 'json', path];
        wholeList(doc, path, value, where, rewrite, out);
        matcherAsText(doc, path, value, where, plainAt, rewrite, out);
        valueChecks(doc, path, value, where, plainAt, rewrite, out);
        if (value !== null && typeof value === 'object') schemaKeywords(doc, (value as { schema?: unknown }).schema, [...where, 'schema'], rewrite, out);
      }
      const headers = expect.headers as Record<string, unknown> | undefined;
      for (const [name, value] of Object.entries(headers ?? {})) {
        const where = [...at, 'expect', 'headers', name];
        if (misplacedCheck(doc, name, where, lines, out)) continue;
        nearHeaderName(doc, name, where, rewrite, out);
        headerNotText(doc, name, value, where, rewrite, out);
        valueChecks(doc, name, value, where, plainAt, rewrite, out);
      }
    });
  visit(doc.data.steps, 'steps');
  visit(doc.data.teardown, 'teardown');
  timeouts(doc, doc.data, [], rewrite, out);
  if (text) commentInValue(doc, lines, out);
  return out;
}

/** The line of `span` with its text replaced, trimmed: what "write it like this:" shows. */
type Rewrite = (span: Span, replacement: string) => string | undefined;

export function rewriteLine(lines: readonly string[], span: Span, replacement: string): string | undefined {
  const line = lines[span.line - 1];
  if (line === undefined) return undefined;
  const end = span.endLine === span.line && span.endCol !== undefined ? span.endCol - 1 : line.length;
  return `${line.slice(0, span.col - 1)}${replacement}${line.slice(end)}`.trim().replace(/^- /, '');
}

/** "write it like this: `line`", or the fallback when the line cannot be rebuilt. */
const writeIt = (line: string | undefined, fallback: string): string => `write it like this: \`${line ?? fallback}\``;

const YAML_11_BOOLEANS: Record<string, boolean> = { yes: true, no: false, on: true, off: false, y: true, n: false };

/** What a check compares with, by its place: a plain value, or an `equals`/`contains`/`oneOf` argument. */
function valueChecks(
  doc: LoadedDocument,
  name: string,
  value: unknown,
  at: NodePath,
  plainAt: (span: Span) => boolean,
  rewrite: Rewrite,
  out: Diagnostic[],
): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { matches?: unknown }).matches === 'string')
    literalPattern(doc, name, (value as { matches: string }).matches, [...at, 'matches'], rewrite, out);
  for (const [v, where] of comparedValues(value, at)) {
    if (typeof v !== 'string' || !(v.toLowerCase() in YAML_11_BOOLEANS)) continue;
    const span = doc.locate(where);
    if (!plainAt(span)) continue;
    const meant = YAML_11_BOOLEANS[v.toLowerCase()];
    out.push({
      code: 'TEXT_NOT_BOOLEAN',
      message: `\`${name}\` is compared with the text "${v}", not with ${meant}: YAML reads \`${v}\` as text`,
      span,
      hint: `${writeIt(rewrite(span, String(meant)), String(meant))} (or \`"${v}"\` in quotes if the text "${v}" is meant)`,
    });
  }
}

/** The values a check compares with: a plain value, or the argument of `equals`, `contains`, `not`, `each`, `oneOf`. */
function comparedValues(value: unknown, at: NodePath): Array<[unknown, NodePath]> {
  if (value === null || typeof value !== 'object') return [[value, at]];
  if (Array.isArray(value)) return [];
  const m = value as Record<string, unknown>;
  const out: Array<[unknown, NodePath]> = [];
  for (const key of ['equals', 'contains', 'not', 'each']) if (key in m && (m[key] === null || typeof m[key] !== 'object')) out.push([m[key], [...at, key]]);
  if (Array.isArray(m.oneOf)) m.oneOf.forEach((v, n) => out.push([v, [...at, 'oneOf', n]]));
  return out;
}

/** Headers an answer often has: a name one letter away from one of them is most likely it, misspelt. */
const KNOWN_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-disposition',
  'location',
  'www-authenticate',
  'authorization',
  'cache-control',
  'etag',
  'last-modified',
  'retry-after',
  'set-cookie',
  'access-control-allow-origin',
  'mcp-session-id',
  'mcp-protocol-version',
  'x-request-id',
  'accept',
  'allow',
  'vary',
];

/** `ontent-type:`: a header the answer most likely never has, one letter from one it does; checked, it fails (or `absent` passes) for the wrong reason. */
function nearHeaderName(doc: LoadedDocument, name: string, at: NodePath, rewrite: Rewrite, out: Diagnostic[]): void {
  const lower = name.toLowerCase();
  if (KNOWN_HEADERS.includes(lower)) return;
  const meant = KNOWN_HEADERS.find((h) => oneEditApart(lower, h));
  if (!meant) return;
  const span = doc.locate(at, 'key');
  out.push({
    code: 'UNKNOWN_KEY',
    message: `header \`${name}\` is one letter away from \`${meant}\`: did you mean \`${meant}\`?`,
    span,
    hint: `${writeIt(rewrite(span, meant), `${meant}:`)} (if the server really sends a header \`${name}\`, leave it)`,
  });
}

/** JSON Schema keywords: one letter away from one of them, an inline schema's key is most likely it (and is ignored as written). */
const SCHEMA_KEYWORDS = [
  'type',
  'properties',
  'required',
  'items',
  'enum',
  'const',
  'pattern',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'additionalProperties',
  'format',
  'oneOf',
  'anyOf',
  'allOf',
  '$ref',
];

/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** An inline schema's keyword misspelt (`equired:`): JSON Schema ignores a key it does not know, so the check is silently gone. */
function schemaKeywords(doc: LoadedDocument, schema: unknown, at: NodePath, rewrite: Rewrite, out: Diagnostic[]): void {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return;
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    const where = [...at, key];
    if (SCHEMA_MAPS.has(key)) {
      for (const [name, inner] of Object.entries(value ?? {})) schemaKeywords(doc, inner, [...where, name], rewrite, out);
      continue;
    }
    if (key === 'items' || key === 'not' || key === 'additionalProperties') schemaKeywords(doc, value, where, rewrite, out);
    else if (Array.isArray(value) && ['oneOf', 'anyOf', 'allOf'].includes(key)) value.forEach((v, i) => schemaKeywords(doc, v, [...where, i], rewrite, out));
    else if (!SCHEMA_KEYWORDS.includes(key)) misspeltKeyword(doc, key, where, rewrite, out);
  }
}

function misspeltKeyword(doc: LoadedDocument, key: string, at: NodePath, rewrite: Rewrite, out: Diagnostic[]): void {
  const meant = SCHEMA_KEYWORDS.find((k) => oneEditApart(key, k));
  if (!meant) return;
  const span = doc.locate(at, 'key');
  out.push({
    code: 'UNKNOWN_KEY',
    message: `\`${key}\` is not a JSON Schema keyword, so the schema ignores it: did you mean \`${meant}\`?`,
    span,
    hint: writeIt(rewrite(span, meant), `${meant}:`),
  });
}

/** What `expect` checks besides headers: a header of that name is most likely a check indented one level too far. */
const EXPECT_KEYS = new Set(['status', 'json', 'body', 'schema', 'sse', 'allowEmpty']);

/** `json:` indented under `headers:`: read as a header named `json`, which the answer most likely does not have. */
function misplacedCheck(doc: LoadedDocument, name: string, at: NodePath, lines: readonly string[], out: Diagnostic[]): boolean {
  if (!EXPECT_KEYS.has(name)) return false;
  const span = doc.locate(at, 'key');
  const line = lines[span.line - 1];
  out.push({
    code: 'MISPLACED_KEY',
    message: `\`${name}\` is under \`headers\`, so it checks a header named "${name}", not the answer's ${name}`,
    span,
    hint: `move \`${name}:\` (and the lines under it) one level out, in line with \`headers:\``,
    ...(line?.startsWith('  ') ? { repair: { line: span.line, text: line.slice(2) } } : {}),
  });
  return true;
}

/** `content-length: 12`: a header value is text, and the text "12" never equals the number 12. */
function headerNotText(doc: LoadedDocument, name: string, value: unknown, at: NodePath, rewrite: Rewrite, out: Diagnostic[]): void {
  const m = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const compared = m ? m.equals : value;
  const where = m ? [...at, 'equals'] : at;
  if (typeof compared !== 'number' && typeof compared !== 'boolean') return;
  const span = doc.locate(where);
  out.push({
    code: 'HEADER_NOT_TEXT',
    message: `header \`${name}\` is compared with the ${typeof compared} ${compared}, but a header value is always text, so it never equals`,
    span,
    hint: `${writeIt(rewrite(span, `"${compared}"`), `${name}: "${compared}"`)} (in quotes)`,
  });
}

/** `matches: "2.3"`: reads as a pattern, where `.` is any character and the match is anywhere (12.3, 2.3.1). */
function literalPattern(doc: LoadedDocument, name: string, pattern: string, at: NodePath, rewrite: Rewrite, out: Diagnostic[]): void {
  if (!pattern.includes('.') || /[\\^$*+?()[\]{}|]/.test(pattern)) return;
  const exact = `^${pattern.replace(/\./g, '\\.')}$`;
  const span = doc.locate(at, 'key');
  const value = doc.locate(at);
  const line = span.line === value.line ? rewrite({ ...span, endLine: value.line, endCol: value.endCol }, `equals: "${pattern}"`) : undefined;
  out.push({
    code: 'PATTERN_AS_TEXT',
    message: `\`${name}\`: \`matches: "${pattern}"\` is a regular expression: each \`.\` matches any character, and it matches anywhere in the text (so "${pattern.replace(/\./, 'x')}" and "1${pattern}.1" pass too)`,
    span: value,
    hint: `to compare the whole value, ${writeIt(line, `equals: "${pattern}"`)} (or the pattern \`matches: '${exact}'\`)`,
  });
}

/** `$[*].ok: true` compares the list of every item's `ok` with `true`: it never equals; `each:` checks every item. */
function wholeList(doc: LoadedDocument, path: string, value: unknown, at: NodePath, rewrite: Rewrite, out: Diagnostic[]): void {
  if (!/\[\*\]|\.\.|\[\?/.test(path) || (value !== null && typeof value === 'object')) return;
  const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
  const span = doc.locate(at);
  out.push({
    code: 'LIST_VS_VALUE',
    message: `\`${path}\` selects a list (one value per item), and a plain value is compared with that whole list, so \`${shown}\` never equals it`,
    span,
    hint: `to check every item, ${writeIt(rewrite(span, `{ each: ${shown} }`), `${path}: { each: ${shown} }`)}; to check that one item has it: \`{ contains: ${shown} }\``,
  });
}

/** `$.id: exists` compares the value with the text "exists": the matcher `{ exists: true }` was meant (an unquoted one). */
function matcherAsText(
  doc: LoadedDocument,
  path: string,
  value: unknown,
  at: NodePath,
  plainAt: (span: Span) => boolean,
  rewrite: Rewrite,
  out: Diagnostic[],
): void {
  if (value !== 'exists' && value !== 'absent') return;
  const span = doc.locate(at);
  if (!span || !plainAt(span)) return;
  out.push({
    code: 'MATCHER_AS_TEXT',
    message: `\`${path}: ${value}\` compares the value with the text "${value}", not whether it is there`,
    span,
    hint: `to check that it is ${value === 'exists' ? 'there' : 'not there'}, ${writeIt(rewrite(span, `{ ${value}: true }`), `${path}: { ${value}: true }`)} (or \`"${value}"\` in quotes if the text is meant)`,
  });
}

/** The longest a Node.js timer waits (2^31 - 1 ms, about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_MS = 2_147_483_647;

const TIME_KEYS = new Set(['timeout', 'within', 'interval']);

/**
 * Calls `visit` with every value under `node` and its path: the walks over a whole document (each
 * load makes two) build no path per node, only `at`, a stack they push and pop, which `visit` copies
 * when it keeps it. `visit` returns true when it is done with the value (the walk goes no deeper).
 */
function walkValues(node: unknown, at: Array<string | number>, visit: (key: string | number, value: unknown) => boolean): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      at.push(i);
      if (!visit(i, node[i])) walkValues(node[i], at, visit);
      at.pop();
    }
    return;
  }
  for (const key of Object.keys(node)) {
    const value = (node as Record<string, unknown>)[key];
    at.push(key);
    if (!visit(key, value)) walkValues(value, at, visit);
    at.pop();
  }
}

/** A bare number under 100 for a timeout is milliseconds: `timeout: 5` is 5 ms, not 5 seconds. */
function timeouts(doc: LoadedDocument, node: unknown, at: NodePath, rewrite: Rewrite, out: Diagnostic[]): void {
  const path = [...at];
  walkValues(node, path, (key, value) => {
    if (typeof key !== 'string' || !TIME_KEYS.has(key) || typeof value !== 'number' || !(value > 0 && value < 100) || key === 'interval') return false;
    const span = doc.locate([...path]);
    out.push({
      code: 'BARE_TIMEOUT',
      message: `\`${key}: ${value}\` is ${value} milliseconds: a number without a unit counts milliseconds`,
      span,
      hint: `to wait ${value} seconds, ${writeIt(rewrite(span, `${value}s`), `${key}: ${value}s`)} (or \`${value}ms\` to say milliseconds on purpose)`,
    });
    return true;
  });
}

/** A duration in milliseconds, as the runner reads it (run/units.ts); undefined when it is not one. */
function durationMs(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(value);
  if (!match) return undefined;
  const n = Number(match[1]);
  return match[2] === 'ms' ? n : match[2] === 's' ? n * 1000 : n * 60_000;
}

/** A timeout longer than a timer can wait: an error, for Node.js would fire it at once (with a TimeoutOverflowWarning). */
export function timeoutTooLarge(locate: (path: NodePath) => Span | undefined, node: unknown, at: NodePath = []): Diagnostic[] {
  const out: Diagnostic[] = [];
  const path = [...at];
  walkValues(node, path, (key, value) => {
    const ms = typeof key === 'string' && TIME_KEYS.has(key) ? durationMs(value) : undefined;
    if (ms === undefined || !(ms > MAX_TIMER_MS)) return false;
    const span = locate([...path]);
    out.push({
      code: 'TIMEOUT_TOO_LARGE',
      message: `\`${key}: ${value}\` is longer than a timer can wait (at most ${MAX_TIMER_MS} ms, about 24 days)`,
      ...(span ? { span } : {}),
      hint: `write a shorter time with its unit, e.g. \`${key}: 60s\` or \`${key}: 30m\``,
    });
    return true;
  });
  return out;
}

/**
 * `title: Widget #12`: a ` #` after an unquoted value starts a YAML comment, so the value is `Widget`.
 * A comment written as one (`# note`, with a space after the `#`) is left alone; `#12`, `#tag` are not.
 */
function commentInValue(doc: LoadedDocument, lines: string[], out: Diagnostic[]): void {
  forEachPlainLine(doc, lines, (n, line) => {
    // Both need a character most lines lack: only those lines meet the patterns.
    if (line.includes(' #')) commentAfterValue(doc, n, line, out);
    if (line.includes('[')) flowListComma(doc, n, line, out);
  });
}

function commentAfterValue(doc: LoadedDocument, n: number, line: string, out: Diagnostic[]): void {
  const m = /^(\s*(?:-\s+)?)([^\s#'"{[][^:#]*?):[ \t]+([^\s'"{[|>&*!#][^#]*?) #(\S.*)$/.exec(line);
  if (m) {
    const [, lead, key, value, rest] = m as unknown as [string, string, string, string, string];
    const col = line.indexOf(value, lead.length + key.length + 1) + 1;
    out.push({
      code: 'COMMENT_IN_VALUE',
      message: `\`#${rest}\` is read as a YAML comment, so \`${key}\` is only "${value}": a \` #\` in an unquoted value ends it`,
      span: { file: doc.file, line: n, col, endLine: n, endCol: line.length + 1 },
      hint: `write it like this: \`${key}: "${value} #${rest}"\``,
    });
  }
}

/** `[a b]`: a list of one item, the text "a b"; most likely two items and a comma left out. */
function flowListComma(doc: LoadedDocument, n: number, line: string, out: Diagnostic[]): void {
  for (const list of line.matchAll(/\[([^\]["'{}#]*)\]/g)) {
    const items = list[1]!.split(',').map((i) => i.trim());
    const spaced = items.find((i) => /^[\w.-]+(\s+[\w.-]+)+$/.test(i));
    if (!spaced) continue;
    const fixed = `[${items.flatMap((i) => (i === spaced ? i.split(/\s+/) : [i])).join(', ')}]`;
    const col = list.index! + 1;
    out.push({
      code: 'FLOW_LIST_COMMA',
      message: `\`${list[0]}\` is a list of ${items.length === 1 ? 'one item,' : `${items.length} items, one of them`} the text "${spaced}": items of a \`[ ]\` list are separated by commas`,
      span: { file: doc.file, line: n, col, endLine: n, endCol: col + list[0].length },
      hint: `write it like this: \`${line.trim().replace(list[0], fixed).replace(/^- /, '')}\` (or \`["${spaced}"]\` in quotes if the text with its space is meant)`,
    });
  }
}

/**
 * The lines of a document outside block scalars (`|`, `>`), where YAML reads `#` and `[` as YAML, with
 * their numbers. Each line is read where it lies (no trimmed copy): a load reads every line of a file here.
 */
function forEachPlainLine(doc: LoadedDocument, lines: string[], visit: (n: number, line: string) => void): void {
  const first = doc.span.line;
  const last = doc.span.endLine ?? lines.length;
  let blockIndent = -1;
  for (let n = first; n <= last && n <= lines.length; n++) {
    const line = lines[n - 1]!;
    // The white space before the first other character, as trimStart() counts it; the whole line when it is blank.
    const firstChar = line.search(NOT_WHITE);
    const indent = firstChar < 0 ? line.length : firstChar;
    if (blockIndent >= 0) {
      if (firstChar < 0 || indent > blockIndent) continue;
      blockIndent = -1;
    }
    if ((line.includes('|') || line.includes('>')) && /:\s*[|>][-+0-9]*\s*(#.*)?$/.test(line)) {
      blockIndent = indent;
      continue;
    }
    if (line[indent] !== '#') visit(n, line);
  }
}

/** Not white space as trimStart() and trim() read it (the same set as `\s`). */
const NOT_WHITE = /\S/;

/**
 * `Authorization: "Bearer {{ token }}"` with a token that already starts with `Bearer `: the server
 * gets `Bearer Bearer …`, which a report masks whole. Found where the variable's value is known: a
 * suite's `vars`, `--var`, or an env file. Only the secret part is shown masked.
 */
export function doubleScheme(
  documents: readonly LoadedDocument[],
  suites: readonly LoadedSuite[],
  given: Readonly<Record<string, unknown>>,
  source: (name: string) => string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const check = (headers: unknown, at: NodePath, locate: ((path: NodePath) => Span | undefined) | undefined, vars: Readonly<Record<string, unknown>>) => {
    if (headers === null || typeof headers !== 'object') return;
    for (const [name, written] of Object.entries(headers as Record<string, unknown>)) {
      const found = schemeTwice(written, given, vars);
      if (!found) continue;
      const { scheme, variable } = found;
      const span = locate?.([...at, name]);
      const key = `${variable} ${span ? `${span.file}:${span.line}` : name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const from = variable in given ? source(variable) : `\`${variable}\` in the suite's vars`;
      out.push({
        code: 'DOUBLE_SCHEME',
        message: `header \`${name}\` is sent as "${scheme} ${scheme} ***": the value of \`${variable}\` (${from}) already starts with "${scheme}"`,
        ...(span ? { span } : {}),
        hint: `give \`${variable}\` without its "${scheme} " (the secret only), or write it like this: \`${name}: "{{ ${variable} }}"\``,
      });
    }
  };
  for (const suite of suites) check(suite.data.headers, ['headers'], suite.locate, suite.data.vars ?? {});
  for (const doc of documents) {
    const vars = { ...(doc.suite.data.vars ?? {}), ...(doc.data.vars ?? {}) };
    for (const list of ['steps', 'teardown'] as const)
      (doc.data[list] ?? []).forEach((step, i) => {
        check(step.request?.headers, [list, i, 'request', 'headers'], doc.locate, vars);
        check((step.rpc as { headers?: unknown } | undefined)?.headers, [list, i, 'rpc', 'headers'], doc.locate, vars);
      });
  }
  return out;
}

/** `Bearer {{ token }}` whose `token` is `Bearer …`: the scheme and the variable, else undefined. */
function schemeTwice(
  written: unknown,
  given: Readonly<Record<string, unknown>>,
  vars: Readonly<Record<string, unknown>>,
): { scheme: string; variable: string } | undefined {
  if (typeof written !== 'string') return undefined;
  const m = /^\s*([A-Za-z][A-Za-z0-9-]*)\s+\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/.exec(written);
  if (!m) return undefined;
  const [, scheme, variable] = m as unknown as [string, string, string];
  const value = given[variable] ?? vars[variable];
  return typeof value === 'string' && value.toLowerCase().startsWith(`${scheme.toLowerCase()} `) ? { scheme, variable } : undefined;
}
