import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { resolvePlain } from '../../../src/source/core-schema.js';
import { readPlainYaml } from '../../../src/source/fast-yaml.js';
import { documentStart, nodeRanges } from '../../../src/source/locate.js';
import { repoRoot } from '../../helpers/paths.js';

/** What the YAML library reads a text into, as the loader keeps it; undefined when it reports a problem. */
function library(text: string) {
  const docs = parseAllDocuments(text, { uniqueKeys: true, merge: true, logLevel: 'error', prettyErrors: false });
  const list = Array.isArray(docs) ? docs : [];
  if (list.some((d) => d.errors.length || d.warnings.length)) return undefined;
  return list.map((d) => ({ data: d.toJS({ maxAliasCount: 100 }), ranges: nodeRanges(d), start: documentStart(d) }));
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

test('every YAML file of the repository the fast reader reads, it reads as the YAML library does', () => {
  const files = [...yamlFiles(path.join(repoRoot, 'scenarios')), ...yamlFiles(path.join(repoRoot, 'test'))].filter((f) => !f.includes('/node_modules/'));
  assert.ok(files.length > 100, `only ${files.length} YAML files found`);
  let read = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const fast = readPlainYaml(text);
    if (!fast) continue;
    read++;
    assert.deepStrictEqual(fast, library(text), path.relative(repoRoot, file));
  }
  // The bundled scenarios are plain YAML: nearly all of them take the fast path.
  const scenarios = yamlFiles(path.join(repoRoot, 'scenarios'));
  const fastScenarios = scenarios.filter((f) => readPlainYaml(readFileSync(f, 'utf8')));
  assert.ok(fastScenarios.length >= scenarios.length * 0.9, `${fastScenarios.length} of ${scenarios.length} scenario files read fast`);
  assert.ok(read > 0);
});

test('a scenario document: data, node ranges and start as the library gives them, every document of a file', () => {
  const text = `# a comment
id: t-01
title: "quoted \\"title\\""
tags: [a, b]
description: |
  line one

  line three
notes: >-
  folded
  together
steps:
  - name: first
    request: { method: POST, url: /items, json: { n: 1, s: 'it''s' } }
    expect:
      status: 200
      json:
        $.ok: true
        $.n: { gte: -1.5, lt: 0x10 }
  - request:
      url: /other
    # about the expectation
    expect: { status: [200, 201] }
---
id: t-02
steps:
- request: { url: /x }
  expect: { status: 2xx }
`;
  const fast = readPlainYaml(text);
  assert.ok(fast);
  assert.equal(fast.length, 2);
  assert.deepStrictEqual(fast, library(text));
});

test('what the fast reader leaves to the YAML library', () => {
  const left = {
    anchor: 'a: &x 1\nb: 2\n',
    alias: 'a: 1\nb: *a\n',
    tag: 'a: !!str 1\n',
    'kept block scalar': 'a: |+\n  x\n',
    'folded, more indented': 'a: >\n  x\n    y\n',
    tab: 'a:\tb\n',
    'CR line ends': 'a: 1\r\nb: 2\r\n',
    'duplicate key': 'a: 1\na: 2\n',
    'merge key': 'a: 1\n<<: { b: 2 }\n',
    'unquoted template': 'url: {{ base }}/x\n',
    'multi-line plain scalar': 'a: one\n  two\n',
    'multi-line quoted scalar': 'a: "one\n  two"\n',
    'multi-line flow': 'a: [1,\n  2]\n',
    'colon in a plain value': 'a: b: c\n',
    'unknown escape': 'a: "\\d"\n',
    'a key out of line': 'a: 1\n b: 2\n',
    'empty document': 'a: 1\n---\n',
    'a root that is no mapping': '- a\n- b\n',
    'an empty value with a comment': 'a: # nothing\nb: 1\n',
    'a comment after a nested collection': 'a:\n  b: 1\n  # c\nc: 2\n',
    'a directive': '%YAML 1.2\n---\na: 1\n',
    'non-string key': '200: ok\n',
    'deep flow nesting': `a: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`,
    'deep block nesting': `${Array.from({ length: 200 }, (_, i) => `${' '.repeat(i * 2)}k:`).join('\n')} 1\n`,
  };
  for (const [what, text] of Object.entries(left)) assert.equal(readPlainYaml(text), undefined, what);
});

test('plain scalars resolve as the YAML 1.2 core schema says', () => {
  const cases: Array<[string, unknown]> = [
    ['', null],
    ['~', null],
    ['Null', null],
    ['nULL', 'nULL'],
    ['True', true],
    ['FALSE', false],
    ['tRUE', 'tRUE'],
    ['0o17', 15],
    ['-12', -12],
    ['+3', 3],
    ['0x1F', 31],
    ['1e3', 1000],
    ['.5', 0.5],
    ['2.50', 2.5],
    ['-.inf', Number.NEGATIVE_INFINITY],
    ['.NaN', Number.NaN],
    ['1_000', '1_000'],
    ['2xx', '2xx'],
    ['/items', '/items'],
  ];
  for (const [text, value] of cases) {
    assert.deepStrictEqual(resolvePlain(text), value, text);
    const data = library(`k: ${text}\n`)?.[0]?.data as { k: unknown } | undefined;
    assert.deepStrictEqual(data?.k, value, `the library agrees on ${text}`);
  }
});
