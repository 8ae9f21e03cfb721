import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeFrame, renderDiagnostic } from '../../../src/source/code-frame.js';

const TEXT = 'id: t-01\nstauts: 200\nexpect:\n  json: {}\n';

test('a diagnostic renders as code, message, place, the line with a caret under the span, and the hint', () => {
  const rendered = renderDiagnostic(
    { code: 'UNKNOWN_KEY', message: 'unknown key `stauts`', span: { file: 'a.yaml', line: 2, col: 1, endLine: 2, endCol: 7 }, hint: 'did you mean `status`?' },
    new Map([['a.yaml', TEXT]]),
  );
  assert.equal(
    rendered,
    ['error[UNKNOWN_KEY]: unknown key `stauts`', '  --> a.yaml:2:1', '    |', '  2 | stauts: 200', '    | ^^^^^^', '  hint: did you mean `status`?'].join('\n'),
  );
});

test("the label is the caller's; without a span or text there is no frame, without a hint no hint line", () => {
  assert.equal(renderDiagnostic({ code: 'BAD_URL', message: 'bad' }, new Map(), 'warning'), 'warning[BAD_URL]: bad');
  // A file whose text is unknown still gets its place.
  assert.equal(
    renderDiagnostic({ code: 'BAD_URL', message: 'bad', span: { file: 'b.yaml', line: 3, col: 4 } }, new Map()),
    'error[BAD_URL]: bad\n  --> b.yaml:3:4',
  );
});

test('without an end, the caret underlines the word at the column (up to a space, colon or comma)', () => {
  assert.equal(codeFrame(TEXT, 2, 9), ['    |', '  2 | stauts: 200', '    |         ^^^'].join('\n'));
  assert.equal(codeFrame('key: a,b\n', 1, 6), ['    |', '  1 | key: a,b', '    |      ^'].join('\n'));
});

test('an end on another line underlines the word only; the gutter widens with the line number', () => {
  const text = Array.from({ length: 12 }, (_, i) => `line${i + 1}: value`).join('\n');
  assert.equal(codeFrame(text, 12, 1, 14, 3), ['     |', '  12 | line12: value', '     | ^^^^^^'].join('\n'));
});

test('a long line is shown as a window around the column, the caret still under the span', () => {
  const line = `${'x'.repeat(100)}TARGET${'y'.repeat(200)}`;
  const [, source, caret] = codeFrame(line, 1, 101, 1, 107)!.split('\n') as [string, string, string];
  assert.ok(source.includes('...') && source.endsWith('...'), source);
  assert.ok(source.length < 140, `${source.length} characters`);
  assert.equal(caret.indexOf('^'), source.indexOf('TARGET'));
  assert.match(caret, /^ {4}\| +\^{6}$/);
});

test('CRLF and CR line ends count as one line end each', () => {
  assert.equal(codeFrame('a: 1\r\nb: 2\rc: 3', 3, 1)?.split('\n')[1], '  3 | c: 3');
});

test('no frame for unknown text or a line past the end', () => {
  assert.equal(codeFrame(undefined, 1, 1), undefined);
  assert.equal(codeFrame('one line', 5, 1), undefined);
});
