import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let jsonPathModule: typeof import('jsonpath-plus').JSONPath | undefined;
/**
 * jsonpath-plus (and the 90 KB of code it compiles with jsep), loaded on the first path that is not
 * plain (`$.a.b[0]` is walked directly): a run of plain paths never loads it. Its CommonJS build, so
 * that the load is synchronous, as a check is.
 */
export function jsonPathPlus(): typeof import('jsonpath-plus').JSONPath {
  jsonPathModule ??= (require('jsonpath-plus') as typeof import('jsonpath-plus')).JSONPath;
  return jsonPathModule;
}

/**
 * JSONPath over a JSON body, with jsonpath-plus doing the querying. jsonpath-plus accepts many broken
 * paths silently (`$.a[` reads as `$.a`), so paths are first checked by a strict syntax check here,
 * at load time, with the column of the problem.
 */
export interface JsonPathSyntaxError {
  message: string;
  /** 0-based offset of the problem within the path. */
  offset: number;
}

export interface CompiledJsonPath {
  source: string;
  /** Only `.name` and `[index]` segments: the path names at most one value. */
  definite: boolean;
  /** For plain paths (`$.a.b[0]`), the keys to walk directly, without jsonpath-plus. */
  keys?: string[];
  /** A syntax problem found only once templates were rendered. */
  error?: string;
}

const NAME = /[A-Za-z0-9_$\u0080-\uffff-]/;

export function checkJsonPath(path: string): JsonPathSyntaxError | undefined {
  if (!path.startsWith('$')) return { message: 'a JSONPath starts with `$`', offset: 0 };
  let i = 1;
  while (i < path.length) {
    const c = path[i];
    const next = c === '.' ? dotSegment(path, i) : c === '[' ? bracketSegment(path, i) : undefined;
    if (next === undefined) return { message: `unexpected \`${c}\`: after a name, use \`.name\` or \`[...]\``, offset: i };
    if (typeof next !== 'number') return next;
    i = next;
  }
  return undefined;
}

/** `.name`, `.*`, `..name`, `..*` or `..[`: where the next segment starts, or the problem. */
function dotSegment(path: string, at: number): number | JsonPathSyntaxError {
  const descend = path[at + 1] === '.';
  let i = at + (descend ? 2 : 1);
  if (path[i] === '*') return i + 1;
  if (descend && path[i] === '[') return i;
  const start = i;
  while (i < path.length && NAME.test(path[i]!)) i++;
  if (i === start) return { message: `expected a property name after \`${descend ? '..' : '.'}\``, offset: start };
  return i;
}

/** `[...]`: where the next segment starts, or the problem with the selector. */
function bracketSegment(path: string, at: number): number | JsonPathSyntaxError {
  const end = closingBracket(path, at);
  if (end < 0) return { message: 'unclosed `[`', offset: at };
  const problem = checkSelector(path.slice(at + 1, end).trim());
  if (problem) return { message: problem, offset: at + 1 };
  return end + 1;
}

function closingBracket(path: string, open: number): number {
  let depth = 0;
  for (let i = open; i < path.length; i++) {
    const c = path[i]!;
    if (c === "'" || c === '"') i = quoteEnd(path, i);
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') {
      depth--;
      if (depth === 0) return c === ']' ? i : -1;
    }
  }
  return -1;
}

/** Where the quoted string starting at `start` ends (a backslash escapes the next character); the path's length when it does not. */
function quoteEnd(path: string, start: number): number {
  const quote = path[start];
  for (let i = start + 1; i < path.length; i++) {
    if (path[i] === '\\') i++;
    else if (path[i] === quote) return i;
  }
  return path.length;
}

function checkSelector(inner: string): string | undefined {
  if (inner === '') return 'empty `[]`';
  if (inner === '*') return undefined;
  if (inner.startsWith('?')) {
    const body = inner.slice(1).trim();
    if (!body.startsWith('(') || !body.endsWith(')') || body.length < 3) return 'a filter is written `[?(@.key == value)]`';
    return undefined;
  }
  if (inner.startsWith('(')) return inner.endsWith(')') ? undefined : 'unbalanced `(` in script selector';
  for (const part of splitOutsideQuotes(inner).map((p) => p.trim())) {
    if (/^-?\d+$/.test(part)) continue;
    if (/^(-?\d+)?:(-?\d+)?(:-?\d+)?$/.test(part)) continue;
    if (/^'([^'\\]|\\.)*'$/.test(part) || /^"([^"\\]|\\.)*"$/.test(part)) continue;
    return `\`${part}\` is not an index, a slice, a quoted name, \`*\` or a filter`;
  }
  return undefined;
}

/** A union's parts: `['a,b', 0]` is two parts, not three. */
function splitOutsideQuotes(inner: string): string[] {
  const parts: string[] = [];
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === ',') {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts;
}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', '/': '/', '\\': '\\', "'": "'", '"': '"' };
const SEGMENT = /^(?:\.([A-Za-z0-9_$\u0080-\uffff-]+)|\[\s*(\d+)\s*\]|\[\s*'((?:[^'\\]|\\.)*)'\s*\]|\[\s*"((?:[^"\\]|\\.)*)"\s*\])/;

/**
 * The keys of a path that names one value by `.name`, `['name']`, `["name"]` and `[index]` alone,
 * walked directly rather than through jsonpath-plus. jsonpath-plus reads some quoted names as its
 * own syntax (`['#0']` threw, `['$']` gave the root, `['a:b']` a list, `['*']` every member);
 * here a quoted name is the name it quotes, escapes read as in RFC 9535. Undefined for any other path.
 */
function definiteKeys(path: string): string[] | undefined {
  if (!path.startsWith('$')) return undefined;
  const keys: string[] = [];
  let rest = path.slice(1);
  while (rest) {
    const m = SEGMENT.exec(rest);
    if (!m) return undefined;
    const quoted = m[3] ?? m[4];
    if (quoted === undefined) keys.push((m[1] ?? m[2])!);
    else {
      let bad = false;
      keys.push(
        quoted.replace(/\\(u[0-9a-fA-F]{4}|[\s\S])/g, (_, e: string) => {
          if (e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
          const known = ESCAPES[e];
          if (known === undefined) bad = true;
          return known ?? e;
        }),
      );
      if (bad) return undefined;
    }
    rest = rest.slice(m[0].length);
  }
  return keys;
}

const compiled = new Map<string, CompiledJsonPath>();

/** Parsed once per distinct path for the whole run. */
export function compileJsonPath(path: string): CompiledJsonPath {
  let result = compiled.get(path);
  if (result) return result;
  const keys = definiteKeys(path);
  const problem = keys ? undefined : checkJsonPath(path);
  if (keys) {
    result = { source: path, definite: true, keys };
  } else if (problem) {
    result = { source: path, definite: true, error: `bad JSONPath \`${path}\`: ${problem.message} (at character ${problem.offset + 1})` };
  } else {
    const segments = jsonPathPlus().toPathArray(path).slice(1) as unknown[];
    // jsonpath-plus reads `#` and digits as a placeholder of its own: in a name it leaves a hole.
    if (segments.some((s) => typeof s !== 'string'))
      result = { source: path, definite: true, error: `JSONPath \`${path}\` cannot be applied: jsonpath-plus cannot read it` };
    else {
      const definite = !(segments as string[]).some(
        (s) => s === '*' || s === '..' || s.startsWith('?') || s.startsWith('(') || s.includes(':') || s.includes(','),
      );
      result = { source: path, definite };
    }
  }
  compiled.set(path, result);
  return result;
}

/** `error`: the path could not be applied (a broken path, or a filter jsonpath-plus cannot read). */
export type QueryResult = { found: false; error?: string } | { found: true; value: unknown };

/**
 * A definite path gives its single value; any other path gives the list of everything it matched.
 * Never throws: a path that cannot be applied is `found: false` with the reason in `error`.
 */
export function queryJson(path: CompiledJsonPath, json: unknown): QueryResult {
  if (path.error) return { found: false, error: path.error };
  if (path.keys) {
    let value = json;
    for (const key of path.keys) {
      if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return { found: false };
      value = (value as Record<string, unknown>)[key];
    }
    return { found: true, value };
  }
  if (json === null || typeof json !== 'object')
    return path.source === '$' ? { found: true, value: json } : path.definite ? { found: false } : { found: true, value: [] };
  let matches: unknown[];
  try {
    // A filter that cannot be evaluated on an element (`@.meta.kind` where `meta` is missing) does
    // not match that element. What jsonpath-plus still throws is a filter it cannot parse
    // (`[?(@.a ==)]`) or a script selector whose value is no key (`$[(@.length-1)]` on an object).
    matches = jsonPathPlus()({ path: path.source, json: json as object, wrap: true, eval: 'safe', ignoreEvalErrors: true }) as unknown[];
  } catch (error) {
    return { found: false, error: `JSONPath \`${path.source}\` cannot be applied: ${(error as Error).message}` };
  }
  if (path.definite) return matches.length ? { found: true, value: matches[0] } : { found: false };
  return { found: true, value: matches };
}
