import path from 'node:path';
import { type Diagnostic, UserError } from '../source/diagnostic.js';
import { readText } from '../source/read-text.js';
import { yamlLibrary } from '../source/yaml-library.js';

/**
 * The expected-failures baseline (`--expected-failures FILE`): test IDs known to fail, each with a
 * reason. Read and checked with the other inputs, before anything is sent; judged by judge/baseline.ts.
 *
 *     tests:
 *       - { id: apps-07, reason: "host sandbox not implemented (#123)" }
 */

export interface BaselineEntry {
  id: string;
  reason: string;
  line: number;
}

export interface Baseline {
  file: string;
  tests: BaselineEntry[];
}

/** Reads and checks a baseline file; a bad one is a UserError (exit 2) at file:line. */
export function readBaseline(file: string): Baseline {
  return parseBaseline(file, readText(path.resolve(file), file, { option: '--expected-failures' }));
}

export function parseBaseline(file: string, text: string): Baseline {
  const { isMap, isSeq, LineCounter, parseDocument } = yamlLibrary();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, logLevel: 'error' });
  const at = (offset: number | undefined) => {
    const p = lineCounter.linePos(offset ?? 0);
    return { file, line: p.line, col: p.col };
  };
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    throw new UserError({ code: 'YAML_SYNTAX', message: `${file}: ${e.message.split('\n')[0]}`, span: at(e.pos[0]) });
  }
  const problems: Diagnostic[] = [];
  const bad = (message: string, offset: number | undefined) =>
    problems.push({
      code: 'SCHEMA_VIOLATION',
      message: `expected failures: ${message}`,
      span: at(offset),
      hint: 'the file is `tests: [{ id: <test ID>, reason: <why it fails> }]`',
    });
  const root = doc.contents;
  const list = isMap(root) ? root.get('tests', true) : undefined;
  const tests: BaselineEntry[] = [];
  if (!isMap(root) || !isSeq(list)) {
    bad('expected a `tests` list at the top', (isMap(root) ? root.range : undefined)?.[0]);
  } else {
    for (const [message, offset] of unknownTopKeys(root.items)) bad(message, offset);
    const seen = new Map<string, number>();
    for (const item of list.items) {
      const offset = (item as { range?: [number, number, number] }).range?.[0];
      const entry = readEntry(item, seen);
      if (typeof entry === 'string') bad(entry, offset);
      else {
        const line = at(offset).line;
        seen.set(entry.id, line);
        tests.push({ ...entry, line });
      }
    }
  }
  if (problems.length) throw new UserError(problems);
  return { file, tests };
}

/** Every top-level key but `tests`: what to say, and where. */
function unknownTopKeys(pairs: ReadonlyArray<{ key: unknown }>): Array<[string, number | undefined]> {
  const { isScalar } = yamlLibrary();
  const out: Array<[string, number | undefined]> = [];
  for (const { key } of pairs) {
    if (isScalar(key) && key.value === 'tests') continue;
    out.push([`unknown key \`${String(isScalar(key) ? key.value : key)}\``, isScalar(key) ? key.range?.[0] : undefined]);
  }
  return out;
}

/** One `{ id, reason }` entry, or what is wrong with it. */
function readEntry(item: unknown, seen: ReadonlyMap<string, number>): { id: string; reason: string } | string {
  const { isMap, isScalar } = yamlLibrary();
  if (!isMap(item)) return 'each entry is `{ id, reason }`';
  const id = item.get('id');
  const reason = item.get('reason');
  const extra = item.items.map((p) => (isScalar(p.key) ? String(p.key.value) : '?')).filter((k) => k !== 'id' && k !== 'reason');
  if (typeof id !== 'string' || !id) return 'an entry has no `id` (a test ID)';
  if (typeof reason !== 'string' || !reason.trim()) return `\`${id}\` needs a \`reason\`: why it is known to fail`;
  if (extra.length) return `unknown key \`${extra[0]}\` in the entry for \`${id}\``;
  if (seen.has(id)) return `\`${id}\` is listed twice (first on line ${seen.get(id)})`;
  return { id, reason: reason.trim() };
}
