import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import type jsepType from 'jsep';
import { parseExpression } from '../../../src/template/expression.js';

const jsep = createRequire(import.meta.url)('jsep') as typeof jsepType;

// expression.ts reads a lone name itself, without loading jsep: the tree must be the one jsep gives,
// and everything else (literals, names jsep reads otherwise, anything longer) must still go to jsep.
// (`1abc` and `a b` are left out: jsep reads them as two expressions, which parseExpression refuses.)
test('a lone name parses to the tree jsep gives, and every other text to what jsep gives', () => {
  const sources = ['token', '  token  ', '\ttoken\n', '_a$1', '$', 'true', 'false', 'null', ' null ', 'a.b', 'a[0]', 'token ', 'tokén', 'a+b', 'defined(x)'];
  for (const source of sources) {
    let expected: unknown;
    try {
      expected = jsep(source);
    } catch {
      expected = 'error';
    }
    let actual: unknown;
    try {
      actual = parseExpression(source);
    } catch {
      actual = 'error';
    }
    assert.deepEqual(actual, expected, JSON.stringify(source));
  }
});
