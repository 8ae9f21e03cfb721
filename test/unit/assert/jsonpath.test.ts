import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkJsonPath, compileJsonPath, queryJson } from '../../../src/assert/jsonpath.js';

test('well-formed paths pass the syntax check', () => {
  for (const p of [
    '$',
    '$.a',
    '$.a.b[0]',
    '$.a[-1]',
    "$['a b']",
    '$.a[*].name',
    '$..name',
    '$.a[0:2]',
    '$.a[?(@.x > 1)]',
    '$.result.tools[0].inputSchema',
    '$.headers.x-request-id',
    '$.a[0,1]',
  ]) {
    assert.equal(checkJsonPath(p), undefined, p);
  }
});

test('broken paths are refused with the position of the problem', () => {
  const bad: Array<[string, number]> = [
    ['$.a[', 3],
    ['a.b', 0],
    ['$.', 2],
    ['$.a b', 3],
    ['$.a[?(@.x', 3],
    ['$.a[foo]', 4],
    ['$.a[]', 4],
  ];
  for (const [p, offset] of bad) {
    const problem = checkJsonPath(p);
    assert.ok(problem, `${p} should be refused`);
    assert.equal(problem.offset, offset, p);
  }
});

test('definite paths give one value; others give the list of matches', () => {
  const json = { a: [{ n: 1 }, { n: 2 }] };
  assert.deepEqual(queryJson(compileJsonPath('$.a[1].n'), json), { found: true, value: 2 });
  assert.deepEqual(queryJson(compileJsonPath('$.a[5].n'), json), { found: false });
  assert.deepEqual(queryJson(compileJsonPath('$.a[*].n'), json), { found: true, value: [1, 2] });
  assert.deepEqual(queryJson(compileJsonPath('$.a[?(@.n > 1)].n'), json), { found: true, value: [2] });
  assert.deepEqual(queryJson(compileJsonPath('$.x'), { x: null }), { found: true, value: null });
});
