import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeSse, SseDecoder } from '../../../src/http/sse.js';

const bytes = (s: string) => Buffer.from(s, 'utf8');

test('events: type, multi-line data joined, id, retry; comments ignored', () => {
  const events = decodeSse(bytes(': a comment\nevent: progress\ndata: line one\ndata: line two\nid: 7\nretry: 500\n\ndata: {"a":1}\n\n'));
  assert.deepEqual(events, [
    { event: 'progress', data: 'line one\nline two', id: '7', retry: 500 },
    { event: 'message', data: '{"a":1}', retry: 500 },
  ]);
});

test('CRLF, LF and CR line ends decode the same', () => {
  for (const eol of ['\r\n', '\n', '\r']) {
    const events = decodeSse(bytes(`event: x${eol}data: a${eol}data: b${eol}${eol}`));
    assert.deepEqual(events, [{ event: 'x', data: 'a\nb' }], JSON.stringify(eol));
  }
});

test('chunks split anywhere, even inside a UTF-8 character or between CR and LF', () => {
  const whole = bytes('data: héllo wörld\r\n\r\ndata: 2\r\n\r\n');
  for (let cut = 1; cut < whole.length; cut++) {
    const decoder = new SseDecoder();
    decoder.push(whole.subarray(0, cut));
    decoder.push(whole.subarray(cut));
    assert.deepEqual(
      decoder.end().map((e) => e.data),
      ['héllo wörld', '2'],
      `cut at ${cut}`,
    );
  }
});

test('an event not closed by a blank line is dropped at the end of the stream', () => {
  assert.deepEqual(
    decodeSse(bytes('data: complete\n\ndata: cut off')).map((e) => e.data),
    ['complete'],
  );
});
