import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseCatalog } from '../../src/load/catalogs.js';
import { repoRoot } from '../helpers/paths.js';

const good = `spec: { key: demo, title: Demo, version: "1", url: https://spec.example }
sections:
  - { key: a, title: A, url: https://spec.example/a }
  - { key: a.b, title: B, url: "https://spec.example/a#b", parent: a }
tests:
  - { id: t-1, section: a.b, title: One }
traces:
  - { id: M1, title: Row, level: required, changelog: { lines: "3-4" } }
untestable:
  - { id: t-1, reason: browser }
`;

test('the repository catalogs load without a diagnostic', () => {
  for (const rel of ['scenarios/mcp-2026-07-28/catalog.yaml', 'scenarios/mcp-apps/catalog.yaml']) {
    const { catalog, diagnostics } = parseCatalog(rel, readFileSync(path.join(repoRoot, rel), 'utf8'));
    assert.deepEqual(diagnostics, [], rel);
    assert.ok(catalog && catalog.sections.length > 0);
  }
});

test('a valid hand-made catalog loads', () => {
  const { catalog, diagnostics } = parseCatalog('c.yaml', good);
  assert.deepEqual(diagnostics, []);
  assert.equal(catalog!.traces![0]!.changelog.lines, '3-4');
});

test('schema errors name file:line:col, with a did-you-mean', () => {
  const bad = good.replace('level: required', 'level: requird').replace('{ id: t-1, section: a.b, title: One }', '{ id: t-1, sectoin: a.b, title: One }');
  const { diagnostics } = parseCatalog('c.yaml', bad);
  const show = diagnostics.map((d) => `${d.span!.file}:${d.span!.line}:${d.span!.col} ${d.code} ${d.message} | ${d.hint ?? ''}`);
  assert.deepEqual(show, [
    'c.yaml:6:16 UNKNOWN_KEY unknown key `sectoin` in item 1 of `tests` | did you mean `section`?',
    'c.yaml:8:34 SCHEMA_VIOLATION `traces.0.level` must be one of `required`, `conditional`, `recommended`, `no-new-feature`, `required-audit`, `required-regression` | did you mean `required`?',
  ]);
});

test('what the schema cannot check: unknown parent, test section, untestable ID, duplicates', () => {
  const bad = good
    .replace('parent: a }', 'parent: z }')
    .replace('section: a.b, title: One }', 'section: a.c, title: One }\n  - { id: t-1, section: a, title: Again }')
    .replace('{ id: t-1, reason: browser }', '{ id: t-9, reason: browser }');
  const { diagnostics } = parseCatalog('c.yaml', bad);
  const show = diagnostics.map((d) => `${d.span!.line}:${d.span!.col} ${d.message}`);
  assert.deepEqual(show, [
    '7:11 duplicate ID `t-1` (first at line 6)',
    "4:68 section `z` is not in this catalog's `sections`",
    "6:25 section `a.c` is not in this catalog's `sections`",
    '11:11 untestable `t-9` is neither a test ID nor a row ID of this catalog',
  ]);
  assert.equal(diagnostics[2]!.hint, 'did you mean `a.b`?');
});

test('YAML syntax errors are located', () => {
  const { diagnostics } = parseCatalog('c.yaml', 'spec: { key: demo\nsections: [\n');
  assert.ok(diagnostics.length > 0);
  assert.equal(diagnostics[0]!.code, 'YAML_SYNTAX');
  assert.equal(diagnostics[0]!.span!.file, 'c.yaml');
});
