import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { checkSse } from '../../src/assert/check-sse.js';
import { ResponseView } from '../../src/assert/response-view.js';
import { SchemaRegistry } from '../../src/assert/schema-registry.js';
import { decodeSse, SseDecoder, type SseEvent } from '../../src/http/sse.js';
import type { SseExpect } from '../../src/model/scenario.js';
import { jsonPathText, matcher } from './arbitraries.js';
import { cases, settings } from './fc-settings.js';

/**
 * Properties of the event-stream reader (src/http/sse.ts) and the `sse` checks over what it reads
 * (src/assert/check-sse.ts): any bytes decode without throwing, to what the event-stream rules say
 * (checked against a small reference decoder written from the standard); the same bytes cut into any
 * chunks decode to the same events; a well-formed stream decodes to the events it encodes; and
 * `sse` checks over any events give assertion results, never a throw.
 */

/**
 * The WHATWG event-stream interpretation, for a whole body at once. As SseDecoder reports them, `id`
 * is the id given in the event's own block (not the last one seen), and `retry` is the last valid
 * `retry:` so far.
 */
function reference(bytes: Uint8Array): SseEvent[] {
  const text = new TextDecoder('utf-8').decode(bytes); // replaces bad sequences, drops one leading BOM
  const lines = text.split(/\r\n|\r|\n/);
  lines.pop(); // the last line has no line end: an incomplete line is never processed
  const events: SseEvent[] = [];
  let data: string[] = [];
  let type: string | undefined;
  let id: string | undefined;
  let retry: number | undefined;
  for (const line of lines) {
    if (line === '') {
      if (data.length) {
        const event: SseEvent = { event: type || 'message', data: data.join('\n') };
        if (id !== undefined) event.id = id;
        if (retry !== undefined) event.retry = retry;
        events.push(event);
      }
      data = [];
      type = undefined;
      id = undefined;
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = parseInt(value, 10);
  }
  return events;
}

const encoder = new TextEncoder();

/** Byte streams that look like event streams often enough to reach every rule. */
const tokens = fc.constantFrom(
  'data',
  'data:',
  'data: ',
  'event:',
  'event: ',
  'id:',
  'id: ',
  'retry:',
  'retry: ',
  ':',
  ': comment',
  'x',
  'message',
  '7',
  '1000',
  '01',
  '-1',
  '\0',
  '\n',
  '\r',
  '\r\n',
  '\n\n',
  '\r\r',
  '\r\n\r\n',
  ' ',
  '{"jsonrpc":"2.0","id":1,"result":{}}',
  '{"jsonrpc":"2.0","method":"n"}',
  'é',
  '🎉',
  '\ufeff',
  'ï»¿',
  'ï',
  '\u2028',
  '\u0085',
);
const streamBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc
    .array(fc.oneof({ weight: 5, arbitrary: tokens }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 5 }) }), { maxLength: 40 })
    .map((t) => encoder.encode(t.join(''))),
  // Raw bytes among the tokens: broken UTF-8 sequences, lone continuation bytes, a real BOM.
  fc
    .array(
      fc.oneof(
        tokens.map((t) => encoder.encode(t)),
        fc.uint8Array({ minLength: 1, maxLength: 3 }),
        fc.constant(new Uint8Array([0xef, 0xbb, 0xbf])),
      ),
      { maxLength: 30 },
    )
    .map((parts) => Buffer.concat(parts)),
);

/** The same bytes, cut at arbitrary offsets (including empty chunks and cuts inside a character or a CRLF). */
const chunked = streamBytes.chain((bytes) =>
  fc.array(fc.integer({ min: 0, max: bytes.length }), { maxLength: 12 }).map((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
    return { bytes, chunks: points.slice(1).map((end, i) => bytes.subarray(points[i], end)) };
  }),
);

function decodeChunks(chunks: Uint8Array[]): SseEvent[] {
  const seen: SseEvent[] = [];
  const decoder = new SseDecoder((e) => seen.push(e));
  for (const chunk of chunks) decoder.push(chunk);
  const events = decoder.end();
  assert.deepEqual(seen, events, 'onEvent saw other events than end() returned');
  return events;
}

const RUNS = { reference: 3000, chunking: 5000, roundTrip: 1500, checks: 800 };

test(`sse: any bytes decode without throwing, as the event-stream rules say (${cases(RUNS.reference)} cases)`, () => {
  fc.assert(
    fc.property(streamBytes, (bytes) => {
      assert.deepEqual(decodeSse(bytes), reference(bytes));
    }),
    settings(0x55e01, RUNS.reference),
  );
});

test(`sse: the same bytes in any chunks decode to the same events (${cases(RUNS.chunking)} cases)`, () => {
  fc.assert(
    fc.property(chunked, ({ bytes, chunks }) => {
      assert.deepEqual(decodeChunks(chunks), decodeSse(bytes));
    }),
    settings(0x55e02, RUNS.chunking),
  );
});

// ---- a well-formed stream decodes to the events it encodes ------------------------------------------

interface Written {
  type?: string;
  id?: string;
  lines: string[];
  retry?: number;
  comment?: string;
}

// Field values hold no line end; a type is never empty (an empty `event:` means `message`); an id holds no NUL.
// Lone surrogates become U+FFFD, as encoding them as UTF-8 does.
const lineText = fc.string({ unit: 'binary', maxLength: 12 }).map((t) => Buffer.from(t.replace(/[\r\n]/g, ''), 'utf8').toString('utf8'));
const written: fc.Arbitrary<Written> = fc.record(
  {
    type: lineText.filter((t) => t !== ''),
    id: lineText.map((t) => t.replace(/\0/g, '')),
    lines: fc.array(lineText, { minLength: 1, maxLength: 4 }),
    retry: fc.nat({ max: 100_000 }),
    comment: lineText,
  },
  { requiredKeys: ['lines'], noNullPrototype: true },
);

function encodeStream(events: Written[], eol: string[], bom: boolean): string {
  let i = 0;
  let last = '';
  // A CR followed by an LF would be one CRLF line end, not two: after a CR, an LF becomes CRLF.
  const end = () => {
    const next = eol[i++ % eol.length]!;
    last = last === '\r' && next === '\n' ? '\r\n' : last === '\r' && next === '\r\n' ? '\r' : next;
    return last;
  };
  let out = bom ? '\ufeff' : '';
  for (const e of events) {
    if (e.comment !== undefined) out += `:${e.comment}${end()}`;
    if (e.retry !== undefined) out += `retry: ${e.retry}${end()}`;
    if (e.type !== undefined) out += `event: ${e.type}${end()}`;
    for (const line of e.lines) out += `data: ${line}${end()}`;
    if (e.id !== undefined) out += `id:${e.id.startsWith(' ') ? ' ' : ''}${e.id}${end()}`;
    out += end();
  }
  return out;
}

function expectedEvents(events: Written[]): SseEvent[] {
  let retry: number | undefined;
  return events.map((e) => {
    if (e.retry !== undefined) retry = e.retry;
    const out: SseEvent = { event: e.type ?? 'message', data: e.lines.join('\n') };
    if (e.id !== undefined) out.id = e.id;
    if (retry !== undefined) out.retry = retry;
    return out;
  });
}

test(`sse: a well-formed stream (any line ends, comments, BOM, retry) decodes to the events it encodes (${cases(RUNS.roundTrip)} cases)`, () => {
  fc.assert(
    fc.property(
      fc.array(written, { maxLength: 6 }),
      fc.array(fc.constantFrom('\n', '\r', '\r\n'), { minLength: 1, maxLength: 4 }),
      fc.boolean(),
      fc.array(fc.nat(), { maxLength: 6 }),
      (events, eol, bom, cuts) => {
        const bytes = encoder.encode(encodeStream(events, eol, bom));
        const points = [0, ...cuts.map((c) => c % (bytes.length + 1)).sort((a, b) => a - b), bytes.length];
        const expected = expectedEvents(events);
        assert.deepEqual(decodeSse(bytes), expected);
        assert.deepEqual(decodeChunks(points.slice(1).map((p, i) => bytes.subarray(points[i], p))), expected);
      },
    ),
    settings(0x55e03, RUNS.roundTrip),
  );
});

// ---- sse checks over any events -------------------------------------------------------------------

const sseEventExpect = fc.record(
  { event: matcher, data: matcher, id: matcher, json: fc.dictionary(jsonPathText, matcher, { maxKeys: 3, noNullPrototype: true }) },
  { requiredKeys: [], noNullPrototype: true },
);
const sseExpect: fc.Arbitrary<SseExpect> = fc.record(
  { count: matcher, noIds: fc.boolean(), responseLast: fc.boolean(), events: fc.array(sseEventExpect, { maxLength: 4 }), each: sseEventExpect },
  { requiredKeys: [], noNullPrototype: true },
) as fc.Arbitrary<SseExpect>;

const schemas = new SchemaRegistry();
const span = { file: 'doc.yaml', line: 3, col: 5 };
const ctx = { locate: () => span, at: ['steps', 0, 'expect'], schemas, baseDir: process.cwd() };

function view(body: Uint8Array, contentType = 'text/event-stream'): ResponseView {
  return new ResponseView({ status: 200, headers: [['content-type', contentType]], body, timings: { startMs: 0, headersMs: 0, totalMs: 0 } });
}

function assertResults(results: unknown[]): void {
  for (const r of results as Array<Record<string, unknown>>) {
    assert.equal(r.kind, 'sse');
    assert.equal(typeof r.passed, 'boolean');
    assert.equal(typeof r.message, 'string');
    if (!r.passed) assert.deepEqual(r.span, span);
  }
}

test(`sse checks: any expectation over any stream gives assertion results, never a throw (${cases(RUNS.checks)} cases)`, () => {
  fc.assert(
    fc.property(streamBytes, sseExpect, fc.constantFrom('text/event-stream', 'TEXT/EVENT-STREAM; charset=utf-8', 'application/json'), (bytes, expect, type) => {
      const results = checkSse(expect, view(bytes, type), ctx);
      assertResults(results);
      if (!type.toLowerCase().startsWith('text/event-stream'))
        assert.deepEqual(
          results.map((r) => r.passed),
          [false],
        );
    }),
    settings(0x55e04, RUNS.checks),
  );
});

test(`sse checks: an expectation written from the events themselves holds, and a wrong count fails (${cases(RUNS.checks)} cases)`, () => {
  fc.assert(
    fc.property(streamBytes, (bytes) => {
      const events = decodeSse(bytes);
      const exact = (e: SseEvent) => ({ event: e.event, data: e.data, ...(e.id !== undefined ? { id: e.id } : {}) });
      const holds = checkSse(
        { count: events.length, noIds: events.every((e) => e.id === undefined) || undefined, events: events.map(exact) } as SseExpect,
        view(bytes),
        ctx,
      );
      assertResults(holds);
      assert.ok(
        holds.every((r) => r.passed),
        JSON.stringify(holds.filter((r) => !r.passed)),
      );
      const wrong = checkSse({ count: events.length + 1, events: [...events.map(exact), { data: '' }] } as SseExpect, view(bytes), ctx);
      assert.deepEqual(
        wrong.map((r) => r.passed),
        [false, ...events.map(() => true), false],
      );
    }),
    settings(0x55e05, RUNS.checks),
  );
});

// ---- inputs the properties found, kept as examples -------------------------------------------------

test('found: text that starts with "ï»¿" (a BOM read as Latin-1) is kept, whole or in chunks', () => {
  // eventsource-parser dropped these three characters when they began its first chunk (and not
  // when they arrived split), so `ï»¿data: x` gave an event whole and none in chunks.
  const bytes = encoder.encode('ï»¿data: x\n\ndata: y\n\n');
  assert.deepEqual(decodeSse(bytes), [{ event: 'message', data: 'y' }]);
  assert.deepEqual(decodeChunks([bytes.subarray(0, 2), bytes.subarray(2)]), [{ event: 'message', data: 'y' }]);
  // A real BOM (U+FEFF, bytes EF BB BF) is still dropped, also when it arrives byte by byte.
  const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), encoder.encode('data: x\n\n')]);
  assert.deepEqual(decodeSse(bom), [{ event: 'message', data: 'x' }]);
  assert.deepEqual(decodeChunks([...bom].map((b) => new Uint8Array([b]))), [{ event: 'message', data: 'x' }]);
});

test('found: a CR that ends a chunk, then a chunk without a line end, still ends its line', () => {
  // The parser held the final CR back to see whether an LF followed; the next chunk had no line end,
  // so the blank line was never seen and the event was lost at the end of the stream.
  const whole = encoder.encode('data\r\rdata');
  assert.deepEqual(decodeSse(whole), [{ event: 'message', data: '' }]);
  assert.deepEqual(decodeChunks([whole.subarray(0, 6), whole.subarray(6)]), [{ event: 'message', data: '' }]);
  assert.deepEqual(decodeChunks([encoder.encode('data: a\r'), encoder.encode('\r'), encoder.encode('🎉')]), [{ event: 'message', data: 'a' }]);
  // A CRLF split between chunks is still one line end, and CR LF LF is two.
  assert.deepEqual(
    decodeChunks([encoder.encode('data: a\r'), encoder.encode('\n'), encoder.encode('\ndata: b\r'), encoder.encode(''), encoder.encode('\n\r\n')]),
    [
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ],
  );
});
