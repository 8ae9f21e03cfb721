import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ICON_SYMBOLS, icon, SHAPE_OF } from '../../../src/report/html-assets.js';

test('every mark the page draws has its symbol in resources/icons.svg, and the symbols are one line in the page', () => {
  const defined = new Set([...ICON_SYMBOLS.matchAll(/<symbol id="i-([a-z]+)"/g)].map((m) => m[1]));
  for (const [kind, shape] of Object.entries(SHAPE_OF)) assert.ok(defined.has(shape), `${kind} is drawn as i-${shape}, which icons.svg does not define`);
  assert.doesNotMatch(ICON_SYMBOLS, /\n/);
  assert.equal(icon('known'), '<svg class="ic" aria-hidden="true"><use href="#i-known"/></svg>');
});
