import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryCeiling } from '../../../src/run/memory-ceiling.js';

test('a collection is asked for after each budget of large bodies, never for small ones', () => {
  let collections = 0;
  const ceiling = new MemoryCeiling(3 << 20, 256 << 10, () => collections++);
  for (let i = 0; i < 1000; i++) ceiling.released(200 << 10);
  assert.equal(collections, 0, 'bodies under the large-body size never prompt a collection');
  ceiling.released(1 << 20);
  ceiling.released(1 << 20);
  assert.equal(collections, 0);
  ceiling.released(1 << 20);
  assert.equal(collections, 1, 'the third MiB reaches the 3 MiB budget');
  for (let i = 0; i < 6; i++) ceiling.released(1 << 20);
  assert.equal(collections, 3, 'the count starts again after each collection');
});

test('without an injected collector, the real one runs (V8 gc reachable without --expose-gc)', () => {
  const ceiling = new MemoryCeiling(1, 1);
  const before = process.memoryUsage().heapUsed;
  let garbage: unknown[] | undefined = Array.from({ length: 200_000 }, (_, i) => ({ i }));
  assert.ok(garbage.length);
  garbage = undefined;
  ceiling.released(1);
  assert.ok(process.memoryUsage().heapUsed < before + (4 << 20), 'the garbage was collected');
});

test('a long run of small bodies gets a collection after each budget of steps', () => {
  let collections = 0;
  const ceiling = new MemoryCeiling(3 << 20, 256 << 10, () => collections++, 100);
  for (let i = 0; i < 99; i++) ceiling.released(10);
  assert.equal(collections, 0);
  ceiling.released(10);
  assert.equal(collections, 1, 'the 100th step reaches the step budget');
  for (let i = 0; i < 250; i++) ceiling.released(10);
  assert.equal(collections, 3, 'the count starts again after each collection');
});

test('a run of at least the step budget starts with a collection; a shorter one does not', () => {
  let collections = 0;
  const ceiling = new MemoryCeiling(3 << 20, 256 << 10, () => collections++, 100);
  ceiling.starting(99);
  assert.equal(collections, 0);
  ceiling.starting(100);
  assert.equal(collections, 1);
});
