import assert from 'node:assert/strict';
import { test } from 'node:test';
import { doubleScheme, intentWarnings, timeoutTooLarge } from '../../../src/load/intent-warnings.js';
import type { LoadedDocument, ScenarioDocument } from '../../../src/model/scenario.js';
import { documentSpan, makeLocate } from '../../../src/source/locate.js';
import { parseSource } from '../../../src/source/source-file.js';
import { documentData } from '../../../src/source/yaml-data.js';

// Probable-intent warnings: each rule fires on the line that reads differently from what it means,
// and stays quiet where the document says what it means (test/author/mistakes shows whole messages).

function loaded(steps: string, vars: Record<string, unknown> = {}): { doc: LoadedDocument; text: string } {
  const text = `id: t-01\ntitle: t\nsteps:\n${steps}`;
  const source = parseSource('doc.yaml', text);
  const yamlDoc = source.documents[0]!;
  const data = documentData(source, yamlDoc);
  if (!data.ok) throw new Error(data.diagnostics.map((d) => d.message).join('\n'));
  const scenario = data.data as ScenarioDocument;
  const doc: LoadedDocument = {
    data: { ...scenario, steps: scenario.steps ?? [] } as LoadedDocument['data'],
    file: 'doc.yaml',
    dir: '.',
    index: 0,
    span: documentSpan(source, yamlDoc),
    suite: { name: 's', dir: '.', data: { vars } },
    locate: makeLocate(source, yamlDoc),
  };
  return { doc, text };
}

const warnings = (steps: string) => {
  const { doc, text } = loaded(steps);
  return intentWarnings(doc, text).map((d) => `${d.code} ${d.span?.line}:${d.span?.col}`);
};

test('a ` #` right before text in an unquoted value warns; a comment with a space after `#`, a quoted value or a block scalar does not', () => {
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.title: Widget #12\n'), ['COMMENT_IN_VALUE 7:18']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.title: Widget # the name\n'), []);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.title: "Widget #12"\n'), []);
  assert.deepEqual(
    warnings('  - request:\n      method: POST\n      url: /x\n      body: |\n        a: b #1\n        c #2\n    expect: { status: 200 }\n'),
    [],
  );
});

test('yes/no/on/off compared with a value warn when unquoted; quoted, or a real boolean, they do not', () => {
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.a: yes\n        $.b: { equals: off }\n'), [
    'TEXT_NOT_BOOLEAN 7:14',
    'TEXT_NOT_BOOLEAN 8:24',
  ]);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.a: "yes"\n        $.b: true\n'), []);
});

test('a number compared with a header warns; text does not', () => {
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      headers:\n        x-count: 12\n'), ['HEADER_NOT_TEXT 7:18']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      headers:\n        x-count: "12"\n'), []);
});

test('a bare-number timeout under 100 warns; with a unit, or a number of milliseconds that reads as such, it does not', () => {
  assert.deepEqual(warnings('  - request: { url: /x }\n    timeout: 5\n    expect: { status: 200 }\n'), ['BARE_TIMEOUT 5:14']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    timeout: 5s\n    expect: { status: 200 }\n'), []);
  assert.deepEqual(warnings('  - request: { url: /x }\n    timeout: 500\n    expect: { status: 200 }\n'), []);
});

test('a `matches:` of plain text with dots warns; a pattern with anchors or escapes does not', () => {
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.v: { matches: "2.3" }\n'), ['PATTERN_AS_TEXT 7:25']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.v: { matches: "^2\\\\.3$" }\n'), []);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.v: { matches: "^a" }\n'), []);
});

test('`[*]` under a plain value warns; under a matcher it does not', () => {
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $[*].ok: true\n'), ['LIST_VS_VALUE 7:18']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $[*].ok: { each: true }\n'), []);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $[0].ok: true\n'), []);
});

test('a timeout longer than a timer can wait is an error; 24 days is not', () => {
  const { doc } = loaded('  - request: { url: /x }\n    timeout: 99999999999\n    expect: { status: 200 }\n');
  assert.deepEqual(
    timeoutTooLarge(doc.locate, doc.data).map((d) => `${d.code} ${d.span?.line}:${d.span?.col}`),
    ['TIMEOUT_TOO_LARGE 5:14'],
  );
  assert.deepEqual(timeoutTooLarge(doc.locate, { steps: [{ timeout: '24h' }, { timeout: 2_147_483_647 }, { timeout: '30m' }] }), []);
  assert.equal(timeoutTooLarge(doc.locate, { steps: [{ timeout: '40000m' }] }).length, 1);
});

test('a scheme in the header and at the start of its variable warns, masking only the secret; a bare token does not', () => {
  const steps = '  - request:\n      url: /x\n      headers: { Authorization: "Bearer {{ token }}" }\n    expect: { status: 200 }\n';
  const given = (token: string) => {
    const { doc } = loaded(steps);
    return doubleScheme([doc], [], { token }, () => '--var token');
  };
  const [warning] = given('Bearer abc');
  assert.equal(warning?.code, 'DOUBLE_SCHEME');
  assert.match(warning!.message, /"Bearer Bearer \*\*\*"/);
  assert.doesNotMatch(warning!.message, /abc/, 'the secret never shows');
  assert.equal(warning?.span?.line, 6);
  assert.deepEqual(given('abc'), []);
  const { doc } = loaded(steps, { token: 'bearer xyz' });
  assert.equal(doubleScheme([doc], [], {}, () => '').length, 1, "from the suite's vars too, whatever the case");
});

test('a flow list item with a space warns (a comma left out); quoted, or with commas, it does not', () => {
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.t: { oneOf: [a b] }\n'), ['FLOW_LIST_COMMA 7:23']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.t: { oneOf: [a, b] }\n'), []);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.t: { oneOf: ["a b"] }\n'), []);
});

test('a check indented under headers, a header one letter from a known one and a misspelt inline schema keyword warn', () => {
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      headers:\n        json: { $.a: 1 }\n'), ['MISPLACED_KEY 7:9']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      headers:\n        ontent-type: text/plain\n'), ['UNKNOWN_KEY 7:9']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      headers:\n        x-custom: text/plain\n'), []);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      schema: { type: object, equired: [id] }\n'), ['UNKNOWN_KEY 6:31']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      schema: { type: object, properties: { equired: { type: string } } }\n'), []);
});

test('a plain `exists` or `absent` as the value warns (the text is compared); as a matcher, or quoted, it does not', () => {
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.id: exists\n'), ['MATCHER_AS_TEXT 7:15']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.gone: absent\n'), ['MATCHER_AS_TEXT 7:17']);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.id: { exists: true }\n'), []);
  assert.deepEqual(warnings('  - request: { url: /x }\n    expect:\n      json:\n        $.state: "exists"\n'), []);
});
