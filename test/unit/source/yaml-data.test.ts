import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSource } from '../../../src/source/source-file.js';
import { documentData, MAX_ALIAS_EXPANSIONS, yamlDiagnostics } from '../../../src/source/yaml-data.js';

test('YAML syntax errors and duplicate keys are located diagnostics, not exceptions', () => {
  const broken = parseSource('s.yaml', 'a: "x\nb: 2\n');
  const [syntax] = yamlDiagnostics(broken, broken.documents[0]!);
  assert.equal(syntax?.code, 'YAML_SYNTAX');
  assert.match(syntax!.message, /^a quote is opened and never closed/);
  assert.doesNotMatch(syntax!.message, /at line \d+/);
  assert.equal(syntax?.span?.line, 3);
  const twice = parseSource('d.yaml', 'a: 1\na: 2\n');
  assert.deepEqual(
    yamlDiagnostics(twice, twice.documents[0]!).map((d) => `${d.code} ${d.span?.line}:${d.span?.col}`),
    ['DUPLICATE_KEY 2:1'],
  );
  const data = documentData(twice, twice.documents[0]!);
  assert.equal(data.ok, false);
});

test('a well-formed document is plain data, aliases and merge keys resolved', () => {
  const source = parseSource('ok.yaml', 'base: &b { x: 1 }\nuse: *b\nmerged:\n  <<: *b\n  y: 2\n');
  assert.deepEqual(documentData(source, source.documents[0]!), { ok: true, data: { base: { x: 1 }, use: { x: 1 }, merged: { x: 1, y: 2 } } });
});

test('aliases that expand too far are a YAML_LIMIT at the first alias, not a hang', () => {
  const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (const [name, from] of [
    ['b', 'a'],
    ['c', 'b'],
    ['d', 'c'],
  ])
    levels.push(`${name}: &${name} [${Array(10).fill(`*${from}`).join(', ')}]`);
  const source = parseSource('bomb.yaml', `${levels.join('\n')}\n`);
  const data = documentData(source, source.documents[0]!);
  assert.equal(data.ok, false);
  const [problem] = !data.ok ? data.diagnostics : [];
  assert.equal(problem?.code, 'YAML_LIMIT');
  assert.match(problem!.message, new RegExp(`over ${MAX_ALIAS_EXPANSIONS} expansions`));
  assert.deepEqual([problem?.span?.line, problem?.span?.col], [2, 8]);
});

test('an alias with no anchor before it is a located YAML_SYNTAX naming it, not a resource limit', () => {
  const source = parseSource('alias.yaml', 'id: one\n---\nfirst: *later\nlater: &later 1\n');
  const data = documentData(source, source.documents[1]!);
  assert.deepEqual(data.ok ? [] : data.diagnostics.map((d) => `${d.code} ${d.span?.line}:${d.span?.col} ${d.message}`), [
    'YAML_SYNTAX 3:8 YAML: the alias `*later` has no anchor `&later` before it',
  ]);
});

test('nesting too deep for the reader is a located YAML_LIMIT, not a stack overflow', () => {
  const source = parseSource('deep.yaml', `a: ${'['.repeat(5000)}${']'.repeat(5000)}\n`);
  const data = documentData(source, source.documents[0]!);
  assert.equal(data.ok, false);
  const problems = data.ok ? [] : data.diagnostics;
  assert.ok(problems.length > 0 && problems.every((d) => d.code === 'YAML_LIMIT' && d.span?.line === 1), JSON.stringify(problems.slice(0, 2)));
  assert.match(problems[0]!.message, /nested too deeply/);
});

test('an alias inside the value it names is a located YAML_LIMIT, not an endless value', () => {
  for (const text of ['vars: &v { a: *v }\n', 'expect: { json: { $.a: &m { not: *m } } }\n']) {
    const source = parseSource('c.yaml', text);
    const data = documentData(source, source.documents[0]!);
    assert.equal(data.ok, false, text);
    const [d] = data.ok ? [] : data.diagnostics;
    assert.equal(d?.code, 'YAML_LIMIT');
    assert.match(d!.message, /refers to a value that contains it/);
    assert.equal(d?.span?.col, text.indexOf('*') + 1);
  }
});

test("a merge key whose value is not a mapping is a located diagnostic at the `<<`, not the library's exception", () => {
  const source = parseSource('m.yaml', 'id: y\nvars:\n  <<: 5\n');
  const data = documentData(source, source.documents[0]!);
  assert.equal(data.ok, false);
  const [d] = data.ok ? [] : data.diagnostics;
  assert.match(d!.message, /^YAML: Merge sources must be maps/);
  assert.deepEqual([d?.span?.line, d?.span?.col], [3, 3]);
});

test('the YAML mistakes authors make most are one diagnostic each, with the fix in the hint', () => {
  const said = (text: string) => {
    const source = parseSource('m.yaml', text);
    const read = documentData(source, source.documents[0]!);
    return read.ok ? [] : read.diagnostics.map((d) => `${d.span?.line}:${d.span?.col} ${d.message} | ${d.hint}`);
  };
  const quote = 'a value that starts with `{{` must be in quotes | YAML reads `{` as the start of a mapping: write';
  assert.deepEqual(said('url: {{ base }}/x\n'), [`1:6 ${quote} \`url: "{{ base }}/x"\``]);
  assert.deepEqual(said('list:\n  - {{ x }}\n'), [`2:5 ${quote} \`- "{{ x }}"\``]);
  assert.deepEqual(said('r: { url: {{ base }} }\n'), [`1:11 ${quote} "{{ base }}"`]);
  assert.deepEqual(said('m: "a\\.b"\n'), [
    "1:6 `\\.` in double quotes is read as an escape sequence, and YAML has no `\\.` | use single quotes, where a backslash is just a backslash: 'a\\.b'",
  ]);
  assert.deepEqual(said('- a: b: c\n'), ['1:6 this value holds `: `, which YAML reads as the start of another key | put the value in quotes: `- a: "b: c"`']);
  assert.deepEqual(said('e:\n  status: 200\n json: 1\n'), [
    '3:2 `json` is not lined up with the keys around it | keys of one mapping start in the same column: `json` starts in column 2, `status` above it in column 3; indent with spaces, 2 per level',
  ]);
});

test('the YAML library prints no warning of its own (a mapping used as a key)', () => {
  const warnings: unknown[] = [];
  const emit = process.emitWarning;
  process.emitWarning = (w: string | Error) => void warnings.push(w);
  try {
    const source = parseSource('k.yaml', '? { a: 1 }\n: x\n');
    documentData(source, source.documents[0]!);
  } finally {
    process.emitWarning = emit;
  }
  assert.deepEqual(warnings, []);
});

test('an unclosed or wrongly closed bracket is said once, where it opened, with the fix', () => {
  const message = (text: string) => {
    const source = parseSource('s.yaml', text);
    return yamlDiagnostics(source, source.documents[0]!).map((d) => `${d.span?.line}:${d.span?.col} ${d.message} | ${d.hint}`);
  };
  assert.deepEqual(message('a: [1\nb: 2\n'), ['1:4 this `[` is never closed | end it with `]` on the same line: `a: [1]`']);
  assert.deepEqual(message('a: { b: 1\nc: { d: 2 }\ne: [3]\n'), ['1:4 this `{` is never closed | end it with `}` on the same line: `a: { b: 1}`']);
  assert.deepEqual(message('a: { b: [1, 2 }\nc: 1\n'), [
    '1:9 this `[` is closed with `}` | a list opened with `[` ends with `]`, a mapping opened with `{` ends with `}`',
  ]);
  // Brackets in quotes and comments are text.
  assert.deepEqual(message('t: "[x" # {\na: [1\nb: 2\n'), ['2:4 this `[` is never closed | end it with `]` on the same line: `a: [1]`']);
});

test('a tab in the indentation is said as such, with the fix', () => {
  const source = parseSource('s.yaml', 'a:\n\tb: 1\n');
  const [tab] = yamlDiagnostics(source, source.documents[0]!);
  assert.equal(tab?.message, 'this line is indented with a tab: YAML indents with spaces only');
  assert.equal(tab?.span?.line, 2);
  assert.match(tab?.hint ?? '', /replace the tab with spaces/);
});
