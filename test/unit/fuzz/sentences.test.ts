// Each oracle's sentence is quoted exactly as its requirement catalog holds it, at the line it gives.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { ORACLES } from '../../../src/fuzz/sentences.js';
import { repoRoot } from '../../helpers/paths.js';

interface Catalog {
  pages: Array<{ key: string; cited: string }>;
  requirements: Array<{ page: string; line: number; level: string; text: string }>;
}

const catalog = (era: string): Catalog => parse(readFileSync(path.join(repoRoot, 'scenarios', `mcp-${era}`, 'requirements.yaml'), 'utf8')) as Catalog;

test('every oracle quotes its catalog: the same text, level and source, in both eras', () => {
  let checked = 0;
  for (const [name, info] of Object.entries(ORACLES)) {
    if (info.verdict === 'note') {
      assert.equal(info.requirement, undefined, `${name} is a note: no keyword stands behind it`);
      continue;
    }
    for (const [era, requirement] of Object.entries(info.requirement ?? {})) {
      const c = catalog(era);
      const cited = new Map(c.pages.map((p) => [p.key, p.cited]));
      const found = c.requirements.find((r) => r.text === requirement.quote && `${cited.get(r.page)}:${r.line}` === requirement.source);
      assert.ok(found, `${name} (${era}): "${requirement.quote}" at ${requirement.source} is not in the catalog`);
      assert.equal(found.level, requirement.level, `${name} (${era})`);
      checked++;
    }
  }
  assert.equal(checked, 14);
});
