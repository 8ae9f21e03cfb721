import assert from 'node:assert/strict';
import { test } from 'node:test';
import { probableMistakes } from '../../../src/load/probable-mistakes.js';
import { suiteVariableProblems } from '../../../src/load/suite-variables.js';
import type { LoadedDocument, LoadedSuite, ScenarioDocument, SuiteFile } from '../../../src/model/scenario.js';
import { documentSpan, makeLocate } from '../../../src/source/locate.js';
import { parseSource } from '../../../src/source/source-file.js';
import { documentData } from '../../../src/source/yaml-data.js';

// The warnings of a valid document that most likely says something else than its author meant
// (test/author/mistakes shows each one's whole message), and the suite variables a run needs. Each
// rule is shown firing, and not firing where the document means what it says.

function read(file: string, text: string) {
  const source = parseSource(file, text);
  const doc = source.documents[0]!;
  const data = documentData(source, doc);
  if (!data.ok) throw new Error(data.diagnostics.map((d) => d.message).join('\n'));
  return { data: data.data, span: documentSpan(source, doc), locate: makeLocate(source, doc) };
}

function loaded(steps: string, suite: SuiteFile = {}): LoadedDocument {
  const { data, span, locate } = read('doc.yaml', `id: t-01\ntitle: t\nsteps:\n${steps}`);
  const scenario = data as ScenarioDocument;
  return {
    data: { ...scenario, steps: scenario.steps ?? [] } as LoadedDocument['data'],
    file: 'doc.yaml',
    dir: '.',
    index: 0,
    span,
    suite: { name: 's', dir: '.', data: suite },
    locate,
  };
}

/** Each warning as `CODE line:col`. */
const warnings = (steps: string, suite: SuiteFile = {}, variables: string[] = []) =>
  probableMistakes(loaded(steps, suite), new Set(variables)).map((d) => `${d.code} ${d.span?.line}:${d.span?.col}`);

const base = { baseUrl: 'http://127.0.0.1:4010/api' };

test('an absolute URL on another origin than the suite base URL warns; the same origin, a template, a marked request or a suite without a base URL do not', () => {
  assert.deepEqual(warnings('  - request: { url: "https://pets.example/v2/pets" }\n', base), ['OTHER_ORIGIN 4:21']);
  assert.deepEqual(warnings('  - request: { url: "http://127.0.0.1:4011/x" }\n', base), ['OTHER_ORIGIN 4:21'], 'another port is another origin');
  assert.deepEqual(warnings('  - request: { url: "http://127.0.0.1:4010/other" }\n', base), []);
  assert.deepEqual(warnings('  - request: { url: "https://pets.example/v2/pets", otherOrigin: true }\n', base), []);
  assert.deepEqual(warnings('  - request: { url: "{{ auth_url }}/token" }\n', base), []);
  assert.deepEqual(warnings('  - request: { url: /pets }\n', base), []);
  assert.deepEqual(warnings('  - request: { url: "https://pets.example/v2/pets" }\n'), [], 'no base URL to ignore');
  // A base URL known only at run time (a started target, a template): a literal absolute URL never follows it.
  assert.deepEqual(warnings('  - request: { url: "http://127.0.0.1:4010/x" }\n', { baseUrl: '{{ target.url }}' }), ['OTHER_ORIGIN 4:21']);
});

test('`json:` holding text that reads as JSON warns; an object, plain text or broken JSON does not', () => {
  assert.deepEqual(warnings(`  - request: { method: POST, url: /pets, json: '{"tag": "cat"}' }\n`), ['JSON_AS_TEXT 4:48']);
  assert.deepEqual(warnings('  - request: { method: POST, url: /pets, json: "[1, 2]" }\n'), ['JSON_AS_TEXT 4:48']);
  assert.deepEqual(warnings('  - request: { method: POST, url: /pets, json: { tag: cat } }\n'), []);
  assert.deepEqual(warnings('  - request: { method: POST, url: /pets, json: "cat" }\n'), []);
  assert.deepEqual(warnings(`  - request: { method: POST, url: /pets, json: '{"tag": ' }\n`), []);
});

test('`{name}` in a URL warns when `name` is a variable; inside `{{ }}`, or a name no variable has, it does not', () => {
  assert.deepEqual(warnings('  - request: { url: "/pets/{pet_id}" }\n', {}, ['pet_id']), ['SINGLE_BRACES 4:21']);
  assert.deepEqual(warnings('  - request: { url: "/pets/{{ pet_id }}" }\n', {}, ['pet_id']), []);
  assert.deepEqual(warnings('  - request: { url: "/pets/{petId}" }\n', {}, ['pet_id']), []);
  assert.deepEqual(warnings('  - rpc: { method: tools/list, url: "/mcp/{tenant}" }\n    expect: { status: 200 }\n', {}, ['tenant']), ['SINGLE_BRACES 4:37']);
});

function suite(text: string): LoadedSuite {
  const { data, locate } = read('suite.yaml', text);
  return { name: 's', dir: '.', file: 'suite.yaml', data: data as SuiteFile, locate };
}

test('a suite baseUrl or var reading a name nothing defines is an error, unless --base-url replaces the baseUrl or the name is given', () => {
  const problems = (text: string, given: string[] = [], baseUrlGiven = false) =>
    suiteVariableProblems(suite(text), given, baseUrlGiven).map((d) => `${d.code} ${d.span?.line}:${d.span?.col} ${d.message}`);
  assert.deepEqual(problems('baseUrl: "{{ base_url }}"\n'), ['UNDEFINED_VARIABLE 1:10 undefined variable `base_url` in the base URL: nothing defines it']);
  assert.deepEqual(problems('baseUrl: "{{ base_url }}"\n', ['base_url']), []);
  assert.deepEqual(problems('baseUrl: "{{ base_url }}"\n', [], true), []);
  assert.deepEqual(problems('vars: { host: "http://127.0.0.1" }\nbaseUrl: "{{ host }}/api"\n'), []);
  assert.deepEqual(problems('baseUrl: "{{ target.url }}/mcp"\n'), []);
  assert.deepEqual(problems('vars: { a: "{{ env.HOME }}", b: "{{ a }}" }\n'), [
    'UNDEFINED_VARIABLE 1:33 undefined variable `a` in the suite variable `b`: nothing defines it',
  ]);
});
