/**
 * Every `requirements:` entry of every bundled document states its level as the spec does: the
 * level is a BCP 14 keyword, in capitals, of the sentence it quotes (or of the list lead-in that
 * sentence belongs to). A lower-case "should" is no keyword, in the changelog too (RFC 8174).
 *
 * One reading is allowed without a keyword: a line of a type the spec gives (`name?: type;`,
 * a union arm, a code comment), read as MUST, because a value of another type breaks the schema
 * the spec calls the source of truth. Prose without a keyword is never a requirement.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCENARIOS = path.join(ROOT, 'scenarios');
const load = async <T>(file: string) => (await import(pathToFileURL(path.join(ROOT, 'scripts', 'requirements', file)).href)) as T;
const extract = await load<{
  extractSentences(source: string): Array<{ text: string; level: string; leadIn?: { text: string } }>;
  keywordsOf(text: string): string[];
  normalize(text: string): string;
}>('extract.mjs');
const catalog = await load<{ documentQuotes(folder: string): Array<{ test: string; file: string; cited: string; quote: string; level: string }> }>(
  'catalog.mjs',
);

/** The schema's level names, as the extractor names them. */
const LEVEL = new Map([
  ['MUST', 'MUST'],
  ['REQUIRED', 'MUST'],
  ['SHALL', 'MUST'],
  ['MUST NOT', 'MUST NOT'],
  ['SHALL NOT', 'MUST NOT'],
  ['SHOULD', 'SHOULD'],
  ['RECOMMENDED', 'SHOULD'],
  ['SHOULD NOT', 'SHOULD NOT'],
  ['NOT RECOMMENDED', 'SHOULD NOT'],
  ['MAY', 'MAY'],
  ['OPTIONAL', 'MAY'],
]);

/** A line of a TypeScript type or code example the spec gives, not prose. */
export const isTypeLine = (quote: string) => /^\s*(?:[\w$"'-]+\??\s*:|\||\/\*\*|\/\/)|;\s*(?:\/\/.*)?$/.test(quote);

/** Spec pages by the name documents cite them by, from the suites' requirement catalogs. */
function catalogPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const suite of readdirSync(SCENARIOS)) {
    let data: { 'spec-text': string; pages: Array<{ file: string; cited: string }> };
    try {
      data = parse(readFileSync(path.join(SCENARIOS, suite, 'requirements.yaml'), 'utf8'));
    } catch {
      continue; // a folder without a catalog
    }
    for (const page of data.pages) pages.set(page.cited, path.join(SCENARIOS, suite, data['spec-text'], page.file));
  }
  return pages;
}

/** Each quote of each document whose level is not a capital keyword of what it quotes. */
function levelProblems(): string[] {
  const pages = catalogPages();
  const sentencesOf = new Map<string, ReturnType<typeof extract.extractSentences>>();
  const problems: string[] = [];
  for (const suite of readdirSync(SCENARIOS)) {
    for (const q of catalog.documentQuotes(path.join(SCENARIOS, suite))) {
      const level = LEVEL.get(q.level);
      const file = pages.get(q.cited);
      const allowed = new Set(extract.keywordsOf(q.quote));
      if (file) {
        if (!sentencesOf.has(file)) sentencesOf.set(file, extract.extractSentences(readFileSync(file, 'utf8')));
        const parts = extract
          .normalize(q.quote.replace(/…|\.\.\./g, '  '))
          .split(/\s{2,}/)
          .filter(Boolean);
        for (const s of sentencesOf.get(file) ?? []) {
          if (!parts.every((p) => extract.normalize(s.text).includes(p))) continue;
          for (const k of [...extract.keywordsOf(s.text), ...extract.keywordsOf(s.leadIn?.text ?? '')]) allowed.add(k);
        }
      }
      if (level && allowed.has(level)) continue;
      if (level === 'MUST' && allowed.size === 0 && isTypeLine(q.quote)) continue;
      const said = allowed.size > 0 ? `the sentence says ${[...allowed].join(', ')}` : 'the sentence has no BCP 14 keyword in capitals';
      problems.push(`${suite}/${q.file}: ${q.test} quotes "${q.quote.slice(0, 90)}" at ${q.level}, but ${said}`);
    }
  }
  return problems;
}

describe('requirement levels', () => {
  it('every quoted sentence carries the level it is cited at, in capitals', () => {
    assert.deepEqual(levelProblems(), []);
  });

  it('reads only capitals as keywords, and a type line as the only keyword-less MUST', () => {
    assert.deepEqual(extract.keywordsOf('input validation errors should be returned as Tool Execution Errors'), []);
    assert.deepEqual(extract.keywordsOf('errors SHOULD be reported inside the result'), ['SHOULD']);
    assert.ok(isTypeLine('connectDomains?: string[];'));
    assert.ok(isTypeLine('| { maxHeight?: number }  // Otherwise, container height is determined'));
    assert.ok(!isTypeLine('**Unstructured** content is returned in the `content` field of a result'));
    assert.ok(!isTypeLine('Hosts can provide custom fonts via `styles.css.fonts`, which can contain rules'));
  });
});
