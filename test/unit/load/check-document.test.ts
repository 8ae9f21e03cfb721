import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { checkDocument, quotedNumbers, uncheckedSteps } from '../../../src/load/check-document.js';
import type { LoadedDocument, SuiteFile } from '../../../src/model/scenario.js';
import { docFromYaml } from '../../helpers/client-docs.js';
import { TempProject } from '../../helpers/temp-project.js';

// Only the checks a schema cannot express: templates and expressions, variables before use,
// JSONPaths, regexes, schema files, literal URLs and `secrets:` names. Documents are built straight
// from YAML (no schema validation), so these tests do not depend on what the schemas say.

const project = new TempProject();
after(() => project.remove());
project.write('schemas/item.json', '{"type":"object"}');

const loaded = (text: string, suite: SuiteFile = {}): LoadedDocument => docFromYaml(text, project.dir, suite);

/** Each diagnostic as `CODE line:col message | hint`. */
function problems(text: string, knownNames: string[] = [], suite: SuiteFile = {}): string[] {
  return checkDocument(loaded(text, suite), new Set(knownNames)).map(
    (d) => `${d.code} ${d.span?.line}:${d.span?.col} ${d.message}${d.hint ? ` | ${d.hint}` : ''}`,
  );
}

const doc = (steps: string, head = '') => `id: t-01\ntitle: t\n${head}steps:\n${steps}`;

// -- variables: defined before use --

test('an undefined variable is reported where it is used, with did-you-mean', () => {
  assert.deepEqual(problems(doc('  - request: { url: "/items/{{ itemId }}" }\n', 'vars:\n  item_id: 7\n')), [
    'UNDEFINED_VARIABLE 6:21 undefined variable `itemId` | did you mean `item_id`?',
  ]);
  assert.deepEqual(problems(doc('  - request: { url: "/items/{{ zzzzzz }}" }\n')), [
    'UNDEFINED_VARIABLE 4:21 undefined variable `zzzzzz` | define it in `vars` (here or in suite.yaml), capture it in an earlier step, or give it when you run: `--var zzzzzz=…` or a line `zzzzzz: …` in a file passed with `--env-file`',
  ]);
});

test('a variable used before it is defined is undefined: a later var, or a capture of the same or a later step', () => {
  assert.deepEqual(
    problems(doc('  - request: { url: /x }\n', 'vars:\n  a: "{{ b }}"\n  b: 1\n')).map((p) => p.split(' | ')[0]),
    ['UNDEFINED_VARIABLE 4:6 undefined variable `b`'],
  );
  const steps = '  - request: { url: "/x/{{ item_id }}" }\n    capture: { item_id: $.id }\n';
  assert.deepEqual(
    problems(doc(steps)).map((p) => p.split(' | ')[0]),
    ['UNDEFINED_VARIABLE 4:21 undefined variable `item_id`'],
  );
});

test('every variable that exists before use passes: known names, built-ins, matrix, earlier vars, step vars, earlier captures, guarded names', () => {
  const text = doc(
    [
      '  - request: { url: "{{ baseUrl }}/a?u={{ env.USER }}&r={{ revision }}&k={{ given }}&b={{ b }}" }',
      '    capture: { item_id: $.id }',
      '  - vars: { page: 2 }',
      '    request: { url: "/items/{{ item_id }}?p={{ page }}&o={{ optional }}" }',
      '    retry: { times: 2, until: "response.status == 200 && item_id != null" }',
      '',
    ].join('\n'),
    'matrix:\n  revision: [a, b]\nvars:\n  a: 1\n  b: "{{ a }}"\nskip:\n  if: "!defined(optional)"\n  reason: no optional value\n',
  );
  assert.deepEqual(problems(text, ['given']), []);
});

test('`teardown` comes after every step: it may use any capture (its own earlier ones too); an unknown name is reported where it is used', () => {
  const steps =
    '  - request: { method: POST, url: /items }\n    capture: { item_id: $.id }\n  - request: { url: "/items/{{ item_id }}" }\n    capture: { etag: { header: etag } }\n';
  const teardown = [
    'teardown:',
    '  - request: { method: GET, url: "/items/{{ item_id }}", headers: { if-match: "{{ etag }}" } }',
    '    capture: { version: $.version }',
    '  - request: { method: DELETE, url: "/items/{{ item_id }}?v={{ version }}" }',
    '',
  ].join('\n');
  assert.deepEqual(problems(`${doc(steps)}${teardown}`), []);
  assert.deepEqual(problems(`${doc(steps)}teardown:\n  - request: { method: DELETE, url: "/items/{{ itemid }}" }\n`), [
    'UNDEFINED_VARIABLE 9:37 undefined variable `itemid` | did you mean `item_id`?',
  ]);
  // A teardown capture is not known to the steps, which run before it.
  assert.deepEqual(
    problems(`${doc('  - request: { url: "/x/{{ late }}" }\n')}teardown:\n  - request: { url: /y }\n    capture: { late: $.id }\n`).map(
      (p) => p.split(' | ')[0],
    ),
    ['UNDEFINED_VARIABLE 4:21 undefined variable `late`'],
  );
});

// -- templates and expressions --

test("a template that does not parse is BAD_TEMPLATE, with the parser's reason", () => {
  assert.deepEqual(problems(doc('  - request: { url: "/items/{{ 1 + }}" }\n')), [
    'BAD_TEMPLATE 4:21 cannot parse expression `1 +`: Expected expression after + at character 3',
  ]);
  assert.deepEqual(
    problems(doc('  - request: { url: /x, headers: { X-Id: "{{ id" } }\n')).map((p) => p.split(' ').slice(0, 2).join(' ')),
    ['BAD_TEMPLATE 4:42'],
  );
});

test('a condition or `until` that does not parse is BAD_EXPRESSION', () => {
  assert.deepEqual(
    problems(doc('  - request: { url: /x }\n', 'skip:\n  if: "x =="\n  reason: r\n')).map((p) => p.split(' | ')[0]),
    ['BAD_EXPRESSION 4:7 cannot parse expression `x ==`: Expected expression after == at character 4'],
  );
  assert.deepEqual(
    problems(doc('  - request: { url: /x }\n    retry: { times: 3, until: "response.status ==" }\n')).map((p) => p.split(' | ')[0]),
    ['BAD_EXPRESSION 5:31 cannot parse expression `response.status ==`: Expected expression after == at character 18'],
  );
});

test('`response` is known inside `until` only', () => {
  assert.deepEqual(problems(doc('  - request: { url: /x }\n    retry: { times: 3, until: "response.status == 200" }\n')), []);
  assert.deepEqual(
    problems(doc('  - request: { url: "/x/{{ response.status }}" }\n')).map((p) => p.split(' | ')[0]),
    ['UNDEFINED_VARIABLE 4:21 undefined variable `response`'],
  );
});

// -- JSONPath and regular expressions --

test('a malformed JSONPath in `expect.json` or a capture is BAD_JSONPATH, at the path, with the character', () => {
  const steps = '  - request: { url: /x }\n    expect:\n      json:\n        $.items[: 1\n    capture:\n      id: items.id\n';
  assert.deepEqual(problems(doc(steps)), [
    'BAD_JSONPATH 7:9 bad JSONPath `$.items[`: unclosed `[` (at character 8)',
    'BAD_JSONPATH 9:11 bad JSONPath `items.id`: a JSONPath starts with `$` (at character 1)',
  ]);
});

test('well-formed JSONPaths pass, and a templated one waits until it is rendered', () => {
  const steps =
    '  - request: { url: /x }\n    expect:\n      json:\n        $.items[0].id: 1\n        "$[?(@.x)]": { exists: true }\n    capture:\n      id: { json: "$.items[{{ n }}" }\n';
  assert.deepEqual(problems(doc(steps, 'vars:\n  n: 0\n')), []);
});

test('a regex that does not compile is BAD_REGEX, in a capture or a `matches`', () => {
  const steps = '  - request: { url: /x }\n    expect:\n      headers:\n        X-Id: { matches: "[a-" }\n    capture:\n      code: { regex: "(unclosed" }\n';
  const found = problems(doc(steps));
  assert.equal(found.length, 2, found.join('\n'));
  assert.match(found[0]!, /^BAD_REGEX 7:26 bad regular expression `\[a-`: a `\[` is never closed by a `\]`; for the character itself write `\\\[`$/);
  assert.match(found[1]!, /^BAD_REGEX 9:22 bad regular expression `\(unclosed`: a `\(` is never closed by a `\)`$/);
});

test('regexes that compile pass, nested matchers included', () => {
  const steps =
    '  - request: { url: /x }\n    expect:\n      json:\n        $.ids: { each: { matches: "^[a-z]+$" } }\n    capture:\n      code: { header: Location, regex: "/items/(\\\\d+)", group: 1 }\n';
  assert.deepEqual(problems(doc(steps)), []);
  // ... and a nested one is checked too
  assert.equal(problems(doc('  - request: { url: /x }\n    expect:\n      json:\n        $.ids: { each: { not: { matches: "(" } } }\n')).length, 1);
});

// -- schema files --

test('a schema file that does not exist is BAD_SCHEMA_REF, relative to the document', () => {
  const steps =
    '  - request: { url: /x }\n    expect:\n      schema: ./schemas/missing.json#/$defs/item\n      json:\n        $.item: { schema: schemas/gone.json }\n';
  assert.deepEqual(problems(doc(steps)), [
    'BAD_SCHEMA_REF 8:27 schema file not found: schemas/gone.json (relative to doc.yaml)',
    'BAD_SCHEMA_REF 6:15 schema file not found: ./schemas/missing.json (relative to doc.yaml)',
  ]);
});

test('a schema file that exists passes, with or without a pointer into it', () => {
  const steps =
    '  - request: { url: /x }\n    expect:\n      schema: ./schemas/item.json#/properties\n      json:\n        $.item: { schema: schemas/item.json }\n';
  assert.deepEqual(problems(doc(steps)), []);
});

// -- literal URLs --

test('a literal URL that can never be sent is BAD_URL: another scheme, or a host without one', () => {
  assert.deepEqual(problems(doc('  - request: { url: "ftp://example.com/x" }\n  - rpc: { method: ping, url: "localhost:8080/mcp" }\n')), [
    'BAD_URL 4:21 invalid URL `ftp://example.com/x`: only http and https are supported | write an absolute http:// or https:// URL, or a path relative to the base URL such as /items',
    'BAD_URL 5:31 invalid URL `localhost:8080/mcp`: `localhost` is not a scheme (write http:// or https://, or a path starting with /) | write an absolute http:// or https:// URL, or a path relative to the base URL such as /items',
  ]);
});

test('absolute http(s) URLs, paths, queries and the empty URL pass; a templated URL is checked when rendered', () => {
  const steps = ['https://example.com/x', 'http://127.0.0.1:8080/mcp', '/items', '?page=2', '', '{{ scheme }}:thing']
    .map((url) => `  - request: { url: "${url}" }\n`)
    .join('');
  assert.deepEqual(problems(doc(steps, 'vars:\n  scheme: ftp\n')), []);
});

// -- secrets --

test('a `secrets:` name that is not a variable here is reported, with did-you-mean', () => {
  const steps = '  - request: { url: /login }\n    capture: { session_key: $.key }\n';
  assert.deepEqual(problems(doc(steps, 'secrets: [sesion_key]\n')), [
    'UNDEFINED_VARIABLE 3:11 `secrets` names `sesion_key`, which is not a variable here | did you mean `session_key`?',
  ]);
});

test('`secrets:` may name known names, document vars, captures of any step and step vars', () => {
  const steps = '  - request: { url: /login }\n    capture: { session_key: $.key }\n  - vars: { pin: "1234" }\n    request: { url: /use }\n';
  assert.deepEqual(problems(doc(steps, 'vars:\n  user: a\nsecrets: [session_key, pin, user, given]\n'), ['given']), []);
});

// -- no silent green: a step checks something, or says it only sends --

test('a step with neither expect nor capture is UNCHECKED_STEP, unless it says sendOnly or is a notification', () => {
  const unchecked = (steps: string) =>
    uncheckedSteps(loaded(doc(steps))).map((d) => `${d.code} ${d.span?.line}:${d.span?.col} ${d.message.split(':')[0]} | ${d.hint}`);
  assert.deepEqual(unchecked('  - request: { url: /x }\n  - rpc: { method: tools/list }\n'), [
    'UNCHECKED_STEP 4:5 this step checks nothing | add what the response must be (e.g. `expect: { status: 200 }`), or `sendOnly: true` if the step only sends',
    'UNCHECKED_STEP 5:5 this step checks nothing | add what the response must be (e.g. `expect: { status: 200 }`), or `sendOnly: true` if the step only sends',
  ]);
  assert.deepEqual(
    unchecked(
      [
        '  - request: { url: /x }\n    expect: { status: 200 }\n',
        '  - request: { url: /x }\n    capture: { id: $.id }\n',
        '  - request: { url: /x }\n    sendOnly: true\n',
        '  - rpc: { method: notifications/initialized, notification: true }\n',
      ].join(''),
    ),
    [],
  );
});

test('a JSON value compared with a quoted whole number is a QUOTED_NUMBER warning; `equals:` says the text is meant', () => {
  const warned = (steps: string) => quotedNumbers(loaded(doc(steps))).map((d) => `${d.code} ${d.span?.line}:${d.span?.col} ${d.message}`);
  assert.deepEqual(
    warned('  - request: { url: /x }\n    expect:\n      json:\n        $.year: "1965"\n        $.n: 1965\n        $.v: "2.0"\n        $.q: { equals: "2" }\n'),
    ['QUOTED_NUMBER 7:17 `$.year` is compared with the text "1965", which never equals the number 1965'],
  );
  assert.deepEqual(warned('  - rpc: { method: m }\n    expect:\n      sse:\n        each: { json: { $.id: "-3" } }\n').length, 1);
});

test('streams: an await names a stream an earlier background step opened (did you mean), once per name, checking only its head there', () => {
  const text = [
    'id: t\ntitle: t\nsteps:\n',
    '  - background: listen\n    rpc: { method: subscriptions/listen }\n    expect: { status: 200, sse: { count: 1 } }\n    capture: { id: $.id, session: { header: mcp-session-id } }\n',
    '  - await: lisen\n    until: "length(stream.events) >= 1 && strem.ended"\n',
    '  - await: later\n',
    '  - background: later\n    request: { url: /events }\n    expect: { status: 200 }\n',
    '  - background: listen\n    rpc: { method: x, paginate: true }\n    expect: { status: 200 }\n',
    '  - await: listen\n    until: "stream.ended"\n',
    'teardown:\n  - await: listen\n  - await: nowhere\n',
  ].join('');
  assert.deepEqual(problems(text), [
    'UNDEFINED_VARIABLE 9:12 undefined variable `strem` | did you mean `stream`?',
    'BAD_STREAM_STEP 6:28 a background step checks only the response head (`status`, `headers`): its body is still arriving, so `expect.sse` cannot be judged here | move `sse` to an `await: listen` step, which checks what the stream received',
    'BAD_STREAM_STEP 7:16 a background step can capture only from the response head (a header or the status): `id` reads the body, which is still arriving | capture it in an `await: listen` step',
    'UNKNOWN_STREAM 8:12 `await: lisen` names no stream: no earlier step has `background: lisen` | did you mean `listen`?',
    'UNKNOWN_STREAM 10:12 `await: later` comes before the step that opens that stream (step 4) | the streams opened before this step: listen',
    'BAD_STREAM_STEP 14:17 the stream `listen` is already opened by step 1 | give each background stream its own name',
    'BAD_STREAM_STEP 15:23 a background stream is one response: `rpc.paginate` does not go with `background` | remove `paginate`, or `background`',
    'UNKNOWN_STREAM 21:12 `await: nowhere` names no stream: no earlier step has `background: nowhere` | the streams opened before this step: listen, later',
  ]);
  // An await checks its `until` at least: it is no unchecked step.
  assert.deepEqual(
    uncheckedSteps(loaded('id: t\ntitle: t\nsteps:\n  - background: s\n    request: { url: /e }\n    expect: { status: 200 }\n  - await: s\n')),
    [],
  );
});

test('a matrix `each:` reads suite variables; its `as` also the item: any other name is located', () => {
  const text = `id: t
title: t
matrix:
  tool: { each: "{{ tools }}", as: "{{ item.name + nope }}" }
steps:
  - request: { url: "/x/{{ tool.name }}" }
    expect: { status: 200 }
`;
  assert.deepEqual(
    problems(text, ['tools']).map((p) => p.split(' | ')[0]),
    ['UNDEFINED_VARIABLE 4:36 undefined variable `nope`'],
  );
  assert.deepEqual(
    problems(text.replace('tools }}', 'tool_list }}'), ['tools']).map((p) => p.split(' ').slice(0, 2).join(' ')),
    ['UNDEFINED_VARIABLE 4:17', 'UNDEFINED_VARIABLE 4:40'],
  );
});
