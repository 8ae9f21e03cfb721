import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentSpan, documentStart, locateByRanges, makeLocate, nodeRanges } from '../../../src/source/locate.js';
import { rangesFromJson, rangesToJson } from '../../../src/source/node-ranges.js';
import { LineStarts, lineStartsOf, parseSource, spanAt } from '../../../src/source/source-file.js';

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

// ---- the load cache's locate (`locateByRanges`) finds what `makeLocate` finds, for every path --------

/** Every path of a value, and some that go one step beyond it (a missing key, an index past the end). */
function pathsOf(value: unknown, at: Array<string | number> = [], out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  out.push(at, [...at, 'missing'], [...at, 99]);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

const TRICKY = [
  TEXT,
  // CRLF line ends, a block scalar, flow collections, a pair inside a flow list, nulls, a number key
  'id: t-02\r\ntitle: |\r\n  two\r\n  lines\r\nsteps:\r\n  - request: { url: /x, headers: { A: b } }\r\n    expect: { status: 200, json: { $.a: [1, {b: 2}] } }\r\n  - [a: b, c]\r\n  -\r\n  - name:\r\n    200: ok\r\n',
  // anchors, aliases and a merge key
  'base: &b\n  url: /a\n  method: GET\nsteps:\n  - request:\n      <<: *b\n      url: /c\n  - request: *b\n',
  // an empty document, a document of a scalar, and a multi-line plain scalar
  '---\n---\njust text\n---\nid: t-03\ntitle: a title\n  that goes on\nsteps: []\n',
];

test('locateByRanges gives the same span as makeLocate for every path, key and value, in every document', () => {
  for (const text of TRICKY) {
    const parsed = parseSource('a.yaml', text);
    const lines = new LineStarts(lineStartsOf(text));
    assert.deepEqual(lines.lineStarts, parsed.lineCounter.lineStarts, 'line starts as the YAML parser records them');
    const cachedSource = { path: 'a.yaml', text, lineCounter: lines };
    for (const doc of parsed.documents) {
      const direct = makeLocate(parsed, doc);
      // As the load cache keeps them: through JSON and back.
      const packed = nodeRanges(doc);
      const ranges = packed && rangesFromJson(JSON.parse(JSON.stringify(rangesToJson(packed))));
      assert.notEqual(ranges, undefined);
      if (packed) assert.deepEqual(ranges, packed);
      const viaRanges = locateByRanges(cachedSource, ranges ?? null);
      for (const p of pathsOf(doc.toJS({ maxAliasCount: 100 }))) {
        for (const part of ['key', 'value'] as const)
          assert.deepEqual(viaRanges(p, part), direct(p, part), `${JSON.stringify(p)} ${part} in ${JSON.stringify(text)}`);
      }
      assert.deepEqual(spanAt(cachedSource, documentStart(doc)), documentSpan(parsed, doc));
    }
  }
});
