// The coercion oracle (src/fuzz/coercion.ts): an argument the answers show was run as another value
// (a fraction truncated, a string trimmed, a number clamped) is flagged, proven by the tool's own echo
// of another value; an honest echo, a constant answer or a different answer flags nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coercions, probeCases } from '../../../src/fuzz/coercion.js';
import type { Answer } from '../../../src/fuzz/connection.js';
import { judgeTool } from '../../../src/fuzz/oracles.js';
import type { FuzzCase, Tool } from '../../../src/fuzz/plan.js';

const said = (text: string, more: Record<string, unknown> = {}): Answer => ({
  method: 'tools/call',
  params: {},
  status: 200,
  headers: [],
  message: { jsonrpc: '2.0', id: 4, result: { content: [{ type: 'text', text }], ...more } },
  body: '',
  id: 4,
  durationMs: 1,
  request: { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] },
});
const call = (args: Record<string, unknown>, kind: FuzzCase['kind'] = 'valid'): FuzzCase => ({
  tool: 't',
  kind,
  keyword: kind === 'valid' ? 'coercion' : 'maximum',
  label: `${kind} arguments ${JSON.stringify(args)}`,
  arguments: args,
});
const scale: Tool = { name: 't', inputSchema: { type: 'object', properties: { scale: { type: 'number', minimum: 0.5, maximum: 3.5, multipleOf: 0.25 } } } };
const limit: Tool = { name: 't', inputSchema: { type: 'object', properties: { q: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 50 } } } };
const verdicts = (outcomes: Array<{ case: FuzzCase; answer: Answer }>, tool: Tool) =>
  judgeTool(outcomes, tool)
    .filter((f) => f.finding.oracle === 'coercion')
    .map((f) => `${JSON.stringify(f.case.arguments)} ${f.finding.verdict}`);

test('a valid fraction run as its whole part is a note, proven by the echo of a whole number', () => {
  const outcomes = [
    { case: call({ scale: 1 }), answer: said('font scale set to 1') },
    { case: call({ scale: 0.75 }), answer: said('font scale set to 0') },
  ];
  assert.deepEqual(verdicts(outcomes, scale), ['{"scale":0.75} note']);
  const [found] = coercions(outcomes, (scale.inputSchema as { properties: Record<string, unknown> }).properties);
  assert.equal(found?.how, 'truncated');
  assert.equal(found?.ranAs, 0);
  const note = judgeTool(outcomes, scale).find((f) => f.finding.oracle === 'coercion')!.finding.message;
  assert.match(note, /scale truncated to 0/);
  assert.match(note, /no BCP 14 keyword/);
});

test('the fraction echoed as given flags nothing, nor does a constant answer, nor another argument changed too', () => {
  assert.deepEqual(
    verdicts(
      [
        { case: call({ scale: 1 }), answer: said('font scale set to 1') },
        { case: call({ scale: 0.75 }), answer: said('font scale set to 0.75') },
      ],
      scale,
    ),
    [],
  );
  assert.deepEqual(
    verdicts(
      [
        { case: call({ scale: 1 }), answer: said('done') },
        { case: call({ scale: 0.75 }), answer: said('done') },
      ],
      scale,
    ),
    [],
  );
  // The other argument differs between the two calls: no proof the answer is the same call's.
  assert.deepEqual(
    verdicts(
      [
        { case: call({ q: 'a', limit: 1 }), answer: said('a: 1 hit') },
        { case: call({ q: 'b', limit: 1.5 }, 'invalid'), answer: said('a: 1 hit') },
      ],
      limit,
    ),
    [],
  );
});

test('a string run trimmed is a note; a number beyond its bound run clamped is a failure (it had to be refused)', () => {
  assert.deepEqual(
    verdicts(
      [
        { case: call({ q: 'wirecase' }), answer: said('no match for "wirecase"') },
        { case: call({ q: '  wirecase  ' }), answer: said('no match for "wirecase"') },
      ],
      limit,
    ),
    ['{"q":"  wirecase  "} note'],
  );
  assert.deepEqual(
    verdicts(
      [
        { case: call({ q: 'x', limit: 3 }), answer: said('3 notes for x') },
        { case: call({ q: 'x', limit: 500 }, 'invalid'), answer: said('50 notes for x') },
      ],
      limit,
    ),
    ['{"q":"x","limit":500} fail'],
  );
  // structuredContent counts as what the tool says.
  assert.deepEqual(
    verdicts(
      [
        { case: call({ scale: 2 }), answer: said('ok', { structuredContent: { scale: 2 } }) },
        { case: call({ scale: 2.25 }), answer: said('ok', { structuredContent: { scale: 2 } }) },
      ],
      scale,
    ),
    ['{"scale":2.25} note'],
  );
});

test('the probe cases: a whole number and a fraction the schema takes, a word and the word padded', () => {
  assert.deepEqual(
    probeCases(scale, 4).map((c) => c.arguments),
    [{ scale: 1 }, { scale: 0.75 }],
  );
  const strings = probeCases(
    { name: 't', inputSchema: { type: 'object', properties: { q: { type: 'string' }, k: { type: 'string', enum: ['a'] } }, required: ['q', 'k'] } },
    4,
  );
  assert.deepEqual(
    strings.map((c) => c.arguments.q),
    ['wirecase', '  wirecase  '],
  );
  assert.ok(strings.every((c) => c.kind === 'valid' && c.keyword === 'coercion'));
  // A string whose pattern refuses spaces gets no pair; an integer gets none (it has no fraction to take).
  assert.deepEqual(probeCases({ name: 't', inputSchema: { type: 'object', properties: { q: { type: 'string', pattern: '^\\w+$' } } } }, 4), []);
  assert.deepEqual(
    probeCases(limit, 4).map((c) => c.arguments),
    [{ q: 'wirecase' }, { q: '  wirecase  ' }],
  );
  assert.deepEqual(probeCases(scale, 1), []);
});
