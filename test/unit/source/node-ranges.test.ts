import assert from 'node:assert/strict';
import test from 'node:test';
import { childOf, RangesWriter, rangeOf, rangesFromJson, rangesToJson } from '../../../src/source/node-ranges.js';

/** `{ a: [x, y], b: null-node }` written by hand, as the readers write it. */
function sample() {
  const out = new RangesWriter();
  const root = out.openMap(0);
  out.key('a', 0, 1);
  const list = out.openSeq(3);
  out.item();
  out.scalar(5, 6);
  out.item();
  out.scalar(9, 10);
  out.closeSeq(list, 11);
  out.key('b', 12, 13);
  out.none();
  out.closeMap(root, 14, 2);
  return out.finish();
}

test('a list item is found by its index; an index outside the list or not a whole number finds nothing', () => {
  const ranges = sample();
  const list = childOf(ranges, 0, 'a')!;
  assert.deepEqual(list.keyRange, [0, 1]);
  assert.deepEqual(rangeOf(ranges, list.node!), [3, 11]);
  assert.deepEqual(rangeOf(ranges, childOf(ranges, list.node!, 1)!.node!), [9, 10]);
  assert.deepEqual(rangeOf(ranges, childOf(ranges, list.node!, '0')!.node!), [5, 6]);
  for (const outside of [2, -1, '1.5', 'x']) assert.equal(childOf(ranges, list.node!, outside), undefined, String(outside));
});

test('a pair whose value is no node gives its key and no node; a missing key gives nothing', () => {
  const ranges = sample();
  assert.deepEqual(childOf(ranges, 0, 'b'), { node: undefined, keyRange: [12, 13] });
  assert.equal(childOf(ranges, 0, 'c'), undefined);
  assert.equal(childOf(ranges, childOf(ranges, 0, 'a')!.node!, 'a'), undefined, 'a list has no keys');
});

test('each key text is kept once, however many pairs use it', () => {
  const out = new RangesWriter();
  const root = out.openSeq(0);
  for (let i = 0; i < 100; i++) {
    out.item();
    const map = out.openMap(i);
    out.key('request', i, i + 1);
    out.scalar(i, i + 1);
    out.closeMap(map, i + 1, 1);
  }
  out.closeSeq(root, 100);
  assert.deepEqual(out.finish().keys, ['request']);
});

test('packed ranges go through JSON and back unchanged; what is not such ranges is refused', () => {
  const ranges = sample();
  assert.deepEqual(rangesFromJson(JSON.parse(JSON.stringify(rangesToJson(ranges)))), ranges);
  for (const junk of [null, {}, { keys: [], cells: 5 }, { keys: 'a', cells: '' }, { keys: [], cells: 'AAA' }])
    assert.equal(rangesFromJson(junk), undefined, JSON.stringify(junk));
});
