import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ErrorObject } from 'ajv';
import { makeLocate } from '../../../src/source/locate.js';
import { schemaDiagnostics } from '../../../src/source/schema-diagnostics.js';
import { parseSource } from '../../../src/source/source-file.js';

// Ajv's errors are written out by hand as Ajv reports them (allErrors, verbose), so this folder's
// tests keep its import limits: Ajv's types only.

const TEXT = `id: t-01
title: a test
stauts: 200
steps:
  - request: { method: GTE, url: 5 }
    expect:
      status: "ok"
      tags: []
`;
const source = parseSource('a.yaml', TEXT);
const locate = makeLocate(source, source.documents[0]!);

function error(e: Partial<ErrorObject> & Pick<ErrorObject, 'keyword' | 'instancePath' | 'schemaPath' | 'params'>): ErrorObject {
  return { message: 'must be valid', ...e } as ErrorObject;
}
const render = (errors: ErrorObject[]) =>
  schemaDiagnostics(errors, locate).map((d) => `${d.code} ${d.span?.line}:${d.span?.col} ${d.message}${d.hint ? ` | ${d.hint}` : ''}`);

test('an unknown key is located at the key, with did-you-mean from the allowed keys', () => {
  const e = error({
    keyword: 'additionalProperties',
    instancePath: '',
    schemaPath: '#/additionalProperties',
    params: { additionalProperty: 'stauts' },
    parentSchema: { properties: { id: {}, title: {}, steps: {}, status: {} } },
  });
  assert.deepEqual(render([e]), ['UNKNOWN_KEY 3:1 unknown key `stauts` in the document | did you mean `status`?']);
});

test('an unknown key with no close match lists the allowed keys', () => {
  const e = error({
    keyword: 'additionalProperties',
    instancePath: '/steps/0/expect',
    schemaPath: '#/additionalProperties',
    params: { additionalProperty: 'tags' },
    parentSchema: { properties: { status: {}, json: {} } },
  });
  assert.deepEqual(render([e]), ["UNKNOWN_KEY 8:7 unknown key `tags` in step 1's expect | allowed keys: status, json"]);
});

test('a missing key, a wrong type and a wrong value say what is wanted, at the value', () => {
  assert.deepEqual(render([error({ keyword: 'required', instancePath: '/steps/0', schemaPath: '#/required', params: { missingProperty: 'name' } })]), [
    'SCHEMA_VIOLATION 5:5 step 1 is missing the required key `name`',
  ]);
  assert.deepEqual(
    render([
      error({
        keyword: 'type',
        instancePath: '/steps/0/request/url',
        schemaPath: '#/type',
        params: { type: 'string' },
        data: 5,
        parentSchema: { description: 'where to send' },
      }),
    ]),
    ["SCHEMA_VIOLATION 5:34 `url` in step 1's request must be a string, not the number 5 | where to send"],
  );
  assert.deepEqual(
    render([
      error({ keyword: 'enum', instancePath: '/steps/0/request/method', schemaPath: '#/enum', params: { allowedValues: ['GET', 'POST'] }, data: 'GTE' }),
    ]),
    ["SCHEMA_VIOLATION 5:24 `method` in step 1's request must be one of `GET`, `POST` | did you mean `GET`?"],
  );
});

test('of a union, only the branch the value was meant for is reported', () => {
  // `status` may be an integer or a matcher object; "ok" failed both branches at their type.
  const at = { instancePath: '/steps/0/expect/status', data: 'ok' };
  const errors = [
    error({ ...at, keyword: 'type', schemaPath: '#/anyOf/0/type', params: { type: 'integer' } }),
    error({ ...at, keyword: 'type', schemaPath: '#/anyOf/1/type', params: { type: 'object' } }),
    error({ ...at, keyword: 'anyOf', schemaPath: '#/anyOf', params: {} }),
  ];
  assert.deepEqual(render(errors), [
    'SCHEMA_VIOLATION 7:15 `status` in step 1\'s expect must be a whole number or a set of `name: value` lines, not the text "ok"',
  ]);
  // When one branch went deeper than its type, that branch's error is the one shown.
  const deeper = [
    error({ ...at, keyword: 'type', schemaPath: '#/anyOf/0/type', params: { type: 'integer' } }),
    error({ ...at, keyword: 'minimum', schemaPath: '#/anyOf/1/minimum', params: { limit: 100 }, message: 'must be >= 100' }),
    error({ ...at, keyword: 'anyOf', schemaPath: '#/anyOf', params: {} }),
  ];
  assert.deepEqual(render(deeper), ["SCHEMA_VIOLATION 7:15 `status` in step 1's expect must be >= 100"]);
});

test('lists too short, empty mappings and bad names each have their message', () => {
  assert.deepEqual(render([error({ keyword: 'minItems', instancePath: '/steps/0/expect/tags', schemaPath: '#/minItems', params: { limit: 1 } })]), [
    "SCHEMA_VIOLATION 8:13 `tags` in step 1's expect must have at least 1 item",
  ]);
  assert.deepEqual(render([error({ keyword: 'minProperties', instancePath: '/steps/0/request', schemaPath: '#/minProperties', params: { limit: 1 } })]), [
    "SCHEMA_VIOLATION 5:14 step 1's request must not be empty",
  ]);
  const badName = error({
    keyword: 'pattern',
    instancePath: '',
    schemaPath: '#/propertyNames/pattern',
    params: { pattern: '^[a-z]+$' },
    propertyName: 'stauts',
    parentSchema: { description: 'lower-case names' },
  });
  assert.deepEqual(render([badName]), ['SCHEMA_VIOLATION 3:1 `stauts` is not a valid name here | lower-case names']);
});

test('a JSON pointer with escapes (~1 for /, ~0 for ~) finds its key', () => {
  const text = 'json:\n  a/b: 1\n  c~d: 2\n';
  const file = parseSource('p.yaml', text);
  const at = makeLocate(file, file.documents[0]!);
  const [slash, tilde] = schemaDiagnostics(
    [
      error({ keyword: 'type', instancePath: '/json/a~1b', schemaPath: '#/type', params: { type: 'string' }, data: 1 }),
      error({ keyword: 'type', instancePath: '/json/c~0d', schemaPath: '#/type', params: { type: 'string' }, data: 2 }),
    ],
    at,
  );
  assert.deepEqual([slash?.span?.line, slash?.message], [2, '`json.a/b` must be a string, not the number 1']);
  assert.deepEqual([tilde?.span?.line, tilde?.message], [3, '`json.c~d` must be a string, not the number 2']);
});

test('`what` names the whole file in messages', () => {
  const e = error({ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'suite' } });
  assert.deepEqual(
    schemaDiagnostics([e], locate, 'the catalog').map((d) => d.message),
    ['the catalog is missing the required key `suite`'],
  );
});
