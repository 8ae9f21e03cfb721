import assert from 'node:assert/strict';
import { test } from 'node:test';
import { painter } from '../../../src/source/paint.js';

// A coloured stream gets chalk's level-1 codes; a plain one the text itself, every style and chain.
test('a coloured style opens before the text and closes after it, lines reopened; plain is the text itself', () => {
  assert.equal(painter(true).red('x'), '\u001b[31mx\u001b[39m');
  assert.equal(painter(true).red.bold('x'), '\u001b[31m\u001b[1mx\u001b[22m\u001b[39m');
  assert.equal(painter(true).gray('a\nb'), '\u001b[90ma\u001b[39m\n\u001b[90mb\u001b[39m');
  for (const name of ['red', 'green', 'yellow', 'magenta', 'gray', 'bold'] as const) {
    assert.equal(painter(false)[name]('a\nb'), 'a\nb');
    assert.equal(painter(false)[name].bold('x'), 'x');
  }
});
