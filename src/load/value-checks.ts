import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkJsonPath } from '../assert/jsonpath.js';
import type { LoadedDocument, NodePath } from '../model/scenario.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import { displayPath } from '../source/display-path.js';
import { plainExpressionError, plainJsonError, plainRegexError } from '../source/plain-words.js';
import { ExpressionError, parseExpression, rootNames } from '../template/expression.js';
import { compileTemplate, hasTemplate, templateNames } from '../template/template.js';
import { OUTSIDE_HINT, outsideAfterLinks, readableRoot } from './inside-folder.js';

/**
 * The checks of one value of a document that `check-document.ts`'s rules apply: a template, an
 * expression, a JSONPath, a regex, a schema file, a matcher. Each adds what it finds to `diagnostics`.
 */
export interface Findings {
  doc: LoadedDocument;
  diagnostics: Diagnostic[];
  /** `--allow-outside`: files outside the suite folder may be read. */
  allowOutside?: boolean;
}

/** Every template in `value` (strings and templated keys, at any depth) parses and reads only `names`. */
export function checkTemplates(f: Findings, value: unknown, at: NodePath, names: ReadonlySet<string>): void {
  walkStrings(value, [...at], (text, where) => {
    if (!hasTemplate(text)) return;
    try {
      const used = templateNames(compileTemplate(text));
      for (const name of used) if (!names.has(name)) f.diagnostics.push(undefinedVariable(name, names, f.doc, [...where]));
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      f.diagnostics.push({ code: 'BAD_TEMPLATE', message: plainExpressionError(error.message), span: f.doc.locate([...where]), hint: error.hint });
    }
  });
}

/** An expression (`if:`, `until:`) parses and reads only `names`. */
export function checkExpression(f: Findings, source: string, at: NodePath, names: ReadonlySet<string>): void {
  try {
    for (const name of rootNames(parseExpression(source))) if (!names.has(name)) f.diagnostics.push(undefinedVariable(name, names, f.doc, at));
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    f.diagnostics.push({ code: 'BAD_EXPRESSION', message: error.message, span: f.doc.locate(at), hint: error.hint });
  }
}

/** `part`: where the path is written, as a key (`expect.json`) or as a value (a capture). */
export function checkPath(f: Findings, jsonPath: string, at: NodePath, part: 'key' | 'value' = 'key'): void {
  if (hasTemplate(jsonPath)) return; // checked once rendered, when the step runs
  const problem = checkJsonPath(jsonPath);
  if (problem) {
    const span = f.doc.locate(at, part);
    f.diagnostics.push({ code: 'BAD_JSONPATH', message: `bad JSONPath \`${jsonPath}\`: ${problem.message} (at character ${problem.offset + 1})`, span });
  }
}

export function checkRegex(f: Findings, pattern: string, at: NodePath): void {
  if (hasTemplate(pattern)) return;
  try {
    new RegExp(pattern);
  } catch (error) {
    const flag = /^\(\?([a-z]+)\)/.exec(pattern);
    f.diagnostics.push({
      code: 'BAD_REGEX',
      message: flag
        ? `bad regular expression: \`${flag[0]}\` is an inline flag, which JavaScript regular expressions do not have`
        : `bad regular expression \`${pattern}\`: ${plainRegexError((error as Error).message)}`,
      span: f.doc.locate(at),
      ...(flag ? { hint: inlineFlagHint(flag[1]!, pattern.slice(flag[0].length)) } : {}),
    });
  }
}

/** `(?i)widget`: each letter as a class of both cases, `[wW][iI]…`, is how to match both. */
function inlineFlagHint(flags: string, rest: string): string {
  if (flags !== 'i') return 'leave the flag out: wirecase matches with JavaScript regular expressions, which take no inline flags';
  if (/[\\[\]]/.test(rest)) return 'to match both cases, write each letter as a class of both, e.g. `[wW]idget`';
  const both = rest.replace(/[a-zA-Z]/g, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
  return `to match both cases, write each letter as a class of both: \`${both}\``;
}

export function checkSchemaFile(f: Findings, ref: string, at: NodePath): void {
  const file = ref.split('#')[0]!;
  if (file && !existsSync(path.resolve(f.doc.dir, file))) {
    f.diagnostics.push({ code: 'BAD_SCHEMA_REF', message: `schema file not found: ${file} (relative to ${f.doc.file})`, span: f.doc.locate(at) });
    return;
  }
  const outside = file && !f.allowOutside ? outsideAfterLinks(path.resolve(f.doc.dir, file), readableRoot(f.doc)) : undefined;
  if (outside)
    f.diagnostics.push({
      code: 'BAD_SCHEMA_REF',
      message: `schema file ${file} is outside the suite folder (${displayPath(readableRoot(f.doc))}): ${outside}`,
      span: f.doc.locate(at),
      hint: OUTSIDE_HINT,
    });
  else if (file && /\.json$/i.test(file)) {
    const problem = jsonFileProblem(path.resolve(f.doc.dir, file), path.join(path.dirname(f.doc.file), file));
    if (problem) f.diagnostics.push(problem);
  }
}

/** The text of each JSON schema file a document names, by display path: the CLI shows its lines in a message. */
export const schemaFileTexts = new Map<string, string>();
const jsonFileChecked = new Map<string, Diagnostic | undefined>();

/** A schema file that is not JSON: the problem at its own line and column, in plain words (once per file). */
function jsonFileProblem(absolute: string, display: string): Diagnostic | undefined {
  let problem: Diagnostic | undefined;
  let seen: string | undefined;
  try {
    const stat = statSync(absolute);
    // Read once per version of the file: a file changed since (an editor's next check) is read again.
    seen = `${absolute}\0${stat.mtimeMs}\0${stat.size}`;
    if (jsonFileChecked.has(seen)) return jsonFileChecked.get(seen);
    if (stat.size <= 4 << 20) {
      const text = readFileSync(absolute, 'utf8');
      try {
        JSON.parse(text);
      } catch (error) {
        schemaFileTexts.set(display, text);
        problem = jsonProblem(text, (error as Error).message, display);
      }
    }
  } catch {
    problem = undefined; // unreadable: the run says so where it reads it
  }
  if (seen) jsonFileChecked.set(seen, problem);
  return problem;
}

function jsonProblem(text: string, message: string, file: string): Diagnostic {
  const position = Number(/at position (\d+)/.exec(message)?.[1] ?? text.length);
  const before = text.slice(0, position);
  const said = plainJsonError(message, before, text[position] ?? '');
  // A trailing comma is shown where it stands, not where JSON noticed it.
  const end = said.atComma ? before.replace(/\s*$/, '').length - 1 : position;
  const upTo = text.slice(0, end);
  return {
    code: 'BAD_SCHEMA_REF',
    message: `schema file ${file} is not valid JSON: ${said.message}`,
    span: { file, line: upTo.split('\n').length, col: end - upTo.lastIndexOf('\n') },
    hint: said.hint,
  };
}

/** A matcher object's regex and schema file, and those of the matchers inside it (`each`, `not`, `length`). */
export function checkMatcher(f: Findings, matcher: unknown, at: NodePath): void {
  if (matcher === null || typeof matcher !== 'object' || Array.isArray(matcher)) return;
  const m = matcher as Record<string, unknown>;
  if (typeof m.matches === 'string') checkRegex(f, m.matches, [...at, 'matches']);
  if (typeof m.schema === 'string') checkSchemaFile(f, m.schema, [...at, 'schema']);
  for (const key of ['each', 'not', 'length'] as const) if (m[key] !== undefined) checkMatcher(f, m[key], [...at, key]);
}

function undefinedVariable(name: string, known: ReadonlySet<string>, doc: LoadedDocument, at: NodePath): Diagnostic {
  const guess = didYouMean(name, known);
  return {
    code: 'UNDEFINED_VARIABLE',
    message: `undefined variable \`${name}\``,
    span: doc.locate(at),
    hint: guess
      ? `did you mean \`${guess}\`?`
      : `define it in \`vars\` (here or in suite.yaml), capture it in an earlier step, or give it when you run: \`--var ${name}=…\` or a line \`${name}: …\` in a file passed with \`--env-file\``,
  };
}

function walkStrings(value: unknown, at: Array<string | number>, visit: (text: string, at: NodePath) => void): void {
  // `at` is one stack the walk pushes and pops (a load walks every string of every document): `visit`
  // copies it when it keeps it.
  if (typeof value === 'string') visit(value, at);
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      at.push(i);
      walkStrings(value[i], at, visit);
      at.pop();
    }
  } else if (value !== null && typeof value === 'object') {
    for (const k of Object.keys(value)) {
      at.push(k);
      if (hasTemplate(k)) visit(k, at);
      walkStrings((value as Record<string, unknown>)[k], at, visit);
      at.pop();
    }
  }
}
