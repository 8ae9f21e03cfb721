import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRequirements } from '../../../src/load/requirement-catalog.js';
import { catalog } from '../../helpers/results-fixtures.js';

const head = 'spec-text: spec\npages:\n  - { key: core, file: core.mdx, cited: core.mdx, url: "https://spec.example/demo/core" }\nrequirements:\n';
const entry = (more: string) => `  - { id: core.R1, page: core, line: 3, level: MUST, section: core, role: server, text: "Servers MUST answer.", ${more} }\n`;

test('a requirement catalog with one verdict per sentence loads', () => {
  const { loaded, diagnostics } = parseRequirements('r.yaml', head + entry('gap: "no scenario yet"'), catalog);
  assert.deepEqual(diagnostics, []);
  assert.equal(loaded!.requirements[0]!.id, 'core.R1');
  assert.equal(loaded!.pageUrls.get('core'), 'https://spec.example/demo/core');
});

test('two verdicts, or none, is an error at the entry', () => {
  for (const more of ['gap: "x", untestable: "y"', 'note: "no verdict"']) {
    const { loaded, diagnostics } = parseRequirements('r.yaml', head + entry(more), catalog);
    assert.equal(loaded, undefined);
    assert.ok(diagnostics.length > 0, more);
    assert.equal(diagnostics[0]!.span?.line, 5, more);
  }
});

test('a reviewed sentence needs a role; a pending one may lack it', () => {
  const noRole = '  - { id: core.R1, page: core, line: 3, level: MUST, section: core, text: "Servers MUST answer.", gap: "x" }\n';
  assert.ok(parseRequirements('r.yaml', head + noRole, catalog).diagnostics.length > 0);
  assert.deepEqual(parseRequirements('r.yaml', head + noRole.replace(' }\n', ', review: pending }\n'), catalog).diagnostics, []);
});

test('an unknown section, an unknown page and a duplicate ID are located errors with a hint', () => {
  const text = head + entry('gap: "x"').replace('section: core,', 'section: core.header,') + entry('gap: "x"').replace('page: core,', 'page: cor,');
  const { diagnostics } = parseRequirements('r.yaml', text, catalog);
  assert.deepEqual(
    diagnostics.map((d) => [d.span?.line, d.message, d.hint]),
    [
      [5, "section `core.header` of core.R1 is not in the catalog's `sections`", 'did you mean `core.headers`?'],
      [6, "page `cor` of core.R1 is not in this file's `pages`", 'did you mean `core`?'],
      [6, 'duplicate requirement ID `core.R1` (first at line 5)', undefined],
    ],
  );
});
