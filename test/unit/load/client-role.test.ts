import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkDocument } from '../../../src/load/check-document.js';
import { docFromYaml } from '../../helpers/client-docs.js';

// The loader's rule for client-role documents: `checks` and no steps; `serve` / `checks` only with
// `role: client`; the checks' JSONPaths and matchers checked like a step's.

function problems(text: string): string[] {
  return checkDocument(docFromYaml(`id: c-01\ntitle: t\n${text}`), new Set()).map((d) => `${d.code} ${d.span?.line}:${d.span?.col} ${d.message}`);
}

test('a client-role document with checks passes', () => {
  assert.deepEqual(problems('role: client\nchecks:\n  - name: x\n    expect: { json: { $.method: initialize } }\n'), []);
});

test('a client-role document needs checks and has no steps', () => {
  assert.deepEqual(problems('role: client\nsteps:\n  - request: { url: /x }\n    expect: { status: 200 }\n'), [
    'SCHEMA_VIOLATION 3:1 a client-role document needs `checks`: what the client must send',
    'SCHEMA_VIOLATION 4:1 a client-role document has no `steps`: wirecase plays the server and only judges what the client sends',
  ]);
});

test('serve and checks without role: client are reported', () => {
  assert.deepEqual(problems('serve: { version: "2025-11-25" }\nchecks:\n  - name: x\n    count: 1\nsteps: []\n'), [
    'SCHEMA_VIOLATION 3:1 `serve` is only for a document that judges a client',
    'SCHEMA_VIOLATION 4:1 `checks` is only for a document that judges a client',
  ]);
});

test("a check's JSONPath and matcher are checked like a step's", () => {
  const found = problems('role: client\nchecks:\n  - name: x\n    expect: { json: { "$.[": 1 }, headers: { accept: { matches: "(" } } }\n');
  assert.equal(found.length, 2, found.join('\n'));
  assert.match(found[0]!, /^BAD_JSONPATH 6:/);
  assert.match(found[1]!, /^BAD_REGEX 6:/);
});

test("a check's where and distinct JSONPaths are checked, and events need stream: true", () => {
  const found = problems(
    'role: client\nserve:\n  answers:\n    - { method: tools/list, events: [{ method: notifications/message }] }\nchecks:\n  - name: x\n    where: { json: { "$.[": 1 } }\n    distinct: "$.["\n',
  );
  assert.equal(found.length, 3, found.join('\n'));
  assert.match(found[0]!, /^BAD_JSONPATH 9:/);
  assert.match(found[1]!, /^BAD_JSONPATH 10:/);
  assert.equal(found[2], 'SCHEMA_VIOLATION 6:29 `events` are sent on an SSE stream: this answer is not one');
});

test('OAuth picking keys without serve.oauth are reported at their key; with it, or endpoint: mcp, they pass', () => {
  const checks =
    'checks:\n  - name: x\n    endpoint: token\n    count: 1\n  - name: y\n    token: missing\n    afterEndpoint: token\n    which: none\n  - name: z\n    endpoint: mcp\n    count: 1\n';
  assert.deepEqual(problems(`role: client\n${checks}`), [
    "SCHEMA_VIOLATION 6:5 `endpoint` picks requests of an OAuth flow, and this document's `serve` has no `oauth`: the client meets no authorization server",
    "SCHEMA_VIOLATION 9:5 `token` picks requests of an OAuth flow, and this document's `serve` has no `oauth`: the client meets no authorization server",
    "SCHEMA_VIOLATION 10:5 `afterEndpoint` picks requests of an OAuth flow, and this document's `serve` has no `oauth`: the client meets no authorization server",
  ]);
  assert.deepEqual(problems(`role: client\nserve: { oauth: {} }\n${checks}`), []);
});

test('drop needs stream: true and a 2025-11-25 judging server, reported at the key', () => {
  assert.deepEqual(
    problems('role: client\nserve:\n  version: "2026-07-28"\n  answers:\n    - { method: tools/list, drop: true }\nchecks:\n  - name: x\n    count: 1\n'),
    [
      'SCHEMA_VIOLATION 7:29 `drop` closes an SSE stream before its answer: this answer is not one',
      'SCHEMA_VIOLATION 7:29 `drop` resumes by GET with Last-Event-ID, a 2025-11-25 judging server only',
    ],
  );
  assert.deepEqual(
    problems('role: client\nserve:\n  answers:\n    - { method: tools/list, stream: true, drop: true }\nchecks:\n  - name: x\n    count: 1\n'),
    [],
  );
});
