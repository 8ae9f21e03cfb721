import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentSpan, makeLocate } from '../../../src/source/locate.js';
import { parseSource } from '../../../src/source/source-file.js';

const TEXT = `# a comment
id: t-01
steps:
  - request:
      url: /items
    expect:
      status: 200
      json:
        $.items[0].id: 7
  - request: { url: /other }
`;
const source = parseSource('a.yaml', TEXT);
const locate = makeLocate(source, source.documents[0]!);
const at = (path: Array<string | number>, part?: 'key' | 'value') => {
  const span = locate(path, part);
  return `${span.line}:${span.col}-${span.endLine}:${span.endCol}`;
};

test('a path finds the value where it is written, through mappings and lists', () => {
  assert.equal(at(['id']), '2:5-2:9');
  assert.equal(at(['steps', 0, 'request', 'url']), '5:12-5:18');
  assert.equal(at(['steps', 0, 'expect', 'status']), '7:15-7:18');
  assert.equal(at(['steps', 1, 'request', 'url']), '10:21-10:27');
});

test("`key` finds the key's place: a JSONPath key is found as written", () => {
  assert.equal(at(['steps', 0, 'expect', 'status'], 'key'), '7:7-7:13');
  assert.equal(at(['steps', 0, 'expect', 'json', '$.items[0].id'], 'key'), '9:9-9:22');
});

test('a path that does not exist falls back to its nearest ancestor that does', () => {
  assert.equal(at(['steps', 0, 'expect', 'headers', 'x']), at(['steps', 0, 'expect']));
  assert.equal(at(['steps', 5, 'request']), at(['steps']));
  // Past a scalar there is nothing deeper.
  assert.equal(at(['id', 'deeper']), at(['id']));
});

test('the same answer every time, from the cache or not', () => {
  const fresh = makeLocate(source, source.documents[0]!);
  assert.deepEqual(fresh(['steps', 0, 'expect', 'status']), locate(['steps', 0, 'expect', 'status']));
  assert.deepEqual(locate(['steps', 0, 'expect', 'status']), locate(['steps', 0, 'expect', 'status']));
  assert.notDeepEqual(locate(['steps', 0, 'expect', 'status'], 'key'), locate(['steps', 0, 'expect', 'status'], 'value'));
});

test('spans name the file; the empty path is the whole document; a document starts at its first content line', () => {
  assert.equal(locate([]).file, 'a.yaml');
  assert.equal(locate([]).line, 2);
  const two = parseSource('b.yaml', 'id: one\n---\n\nid: two\n');
  assert.deepEqual([documentSpan(two, two.documents[0]!).line, documentSpan(two, two.documents[1]!).line], [1, 4]);
  assert.equal(makeLocate(two, two.documents[1]!)(['id']).line, 4);
});
