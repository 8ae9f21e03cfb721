import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expandLegs, expandLiteralMatrix, LegsError } from '../../../src/load/legs.js';
import { select } from '../../../src/load/select-tests.js';
import type { LoadedDocument, ScenarioDocument } from '../../../src/model/scenario.js';
import { LayeredScope } from '../../../src/template/scope.js';

// Legs: a literal matrix expands at load; an `each:` axis once setup has given its list.

function doc(matrix: ScenarioDocument['matrix'], extra: Partial<LoadedDocument> = {}): LoadedDocument {
  return {
    data: { id: 'd', title: 't', matrix, steps: [] },
    file: 'd.yaml',
    dir: '.',
    index: 0,
    span: { file: 'd.yaml', line: 1, col: 1 },
    suite: { name: 's', dir: '.', data: {} },
    locate: () => ({ file: 'd.yaml', line: 1, col: 1 }),
    ...extra,
  };
}
const scope = new LayeredScope([
  { tools: [{ name: 'a', n: 1 }, { name: 'b' }, { name: 'a' }, { title: 'no name' }], versions: ['2026-07-28', '2025-11-25'], none: [], text: 'x' },
]);
const ids = (docs: LoadedDocument[]) => docs.map((d) => d.data.id);

test('a literal matrix expands at load; an each: document stays whole until its list is known', () => {
  assert.deepEqual(ids(expandLiteralMatrix(doc({ r: ['x', 'y'], n: [1] }))), ['d[r=x,n=1]', 'd[r=y,n=1]']);
  assert.deepEqual(ids(expandLiteralMatrix(doc({ tool: { each: '{{ tools }}' } }))), ['d']);
});

test('each: one leg per item, the whole item as the variable, named by `as` or by name/uri/id/position; a repeated name gets #2', () => {
  const legs = expandLegs(doc({ tool: { each: '{{ tools }}' } }), scope);
  assert.deepEqual(ids(legs), ['d[tool=a]', 'd[tool=b]', 'd[tool=a#2]', 'd[tool=4]']);
  assert.deepEqual(legs[0]!.matrix, { tool: { name: 'a', n: 1 } });
  assert.deepEqual(legs[0]!.legLabels, { tool: 'a' });
  const named = expandLegs(doc({ v: { each: '{{ versions }}', as: "{{ 'rev-' + item }}" }, mode: ['x'] }), scope);
  assert.deepEqual(ids(named), ['d[v=rev-2026-07-28,mode=x]', 'd[v=rev-2025-11-25,mode=x]']);
});

test('each: an empty list gives one document marked noLegs; a value that is no list throws, located at each', () => {
  const [empty] = expandLegs(doc({ tool: { each: '{{ none }}' } }), scope);
  assert.equal(empty!.noLegs, 'no tool to run a leg for: none is empty');
  assert.equal(expandLegs(doc({ tool: { each: '{{ none }}', empty: 'no tool has one' } }), scope)[0]!.noLegs, 'no tool has one');
  assert.throws(
    () => expandLegs(doc({ tool: { each: '{{ text }}' } }), scope),
    (e: unknown) => e instanceof LegsError && /must give a list, got string "x"/.test(e.message) && e.path.join('.') === 'matrix.tool.each',
  );
});

test('--id: the base ID picks every leg; a leg ID or a leg prefix picks those legs once known; a leg no run has is said so', () => {
  const whole = doc({ tool: { each: '{{ tools }}' } });
  assert.equal(select([whole], { id: ['d'] })[0]!.legFilter, undefined);
  const [one] = select([whole], { id: ['d[tool=b]'] });
  assert.deepEqual(ids(expandLegs(one!, scope)), ['d[tool=b]']);
  const [prefix] = select([whole], { id: ['d[tool=a*'] });
  assert.deepEqual(ids(expandLegs(prefix!, scope)), ['d[tool=a]', 'd[tool=a#2]']);
  assert.deepEqual(select([whole], { id: ['e[tool=b]'] }), []);
  const [missing] = select([whole], { id: ['d[tool=zzz]'] });
  assert.match(expandLegs(missing!, scope)[0]!.noLegs!, /--id d\[tool=zzz\] names no leg of this run \(its legs: d\[tool=a\], /);
});

test("--id: a static matrix's base ID picks each of its legs (they are documents of their own); a leg ID picks that one", () => {
  const legs = expandLiteralMatrix(doc({ accept: ['a, b', 'b,a'] }));
  assert.deepEqual(ids(legs), ['d[accept=a, b]', 'd[accept=b,a]']);
  assert.deepEqual(ids(select(legs, { id: ['d'] })), ['d[accept=a, b]', 'd[accept=b,a]']);
  assert.deepEqual(ids(select(legs, { id: ['d[accept=b,a]'] })), ['d[accept=b,a]']);
  assert.deepEqual(ids(select(legs, { id: ['e'] })), []);
});
