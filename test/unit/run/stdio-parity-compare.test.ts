import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RunResult, StepRecord, TestResult } from '../../../src/model/results.js';
import { HTTP_ONLY, STDIO_ONLY } from '../../../src/run/roles/stdio/applicable.js';
import { compareTransports, firstDifference } from '../../../src/run/roles/stdio/parity.js';

const step = (index: number, sent: object | undefined, body: string | undefined, status: StepRecord['status'] = 'passed'): StepRecord => ({
  index,
  name: `step ${index + 1}`,
  status,
  durationMs: 1,
  assertions: [],
  ...(sent ? { request: { method: 'POST', url: 'u', headers: [], body: JSON.stringify(sent) } } : {}),
  ...(body !== undefined ? { response: { status: 200, headers: [], body, bodyBytes: body.length, truncated: false } } : {}),
});

const test_ = (id: string, status: TestResult['status'], steps: StepRecord[], reason?: string): TestResult =>
  ({
    id,
    title: id,
    file: 'f',
    line: 1,
    suite: 's',
    status,
    traces: [],
    spec: [],
    tags: [],
    durationMs: 1,
    steps,
    ...(reason ? { reason } : {}),
  }) as TestResult;

const run = (tests: TestResult[]): RunResult =>
  ({
    tool: { name: 'wirecase', version: '0' },
    startedAt: '',
    summary: { total: 0, passed: 0, failed: 0, warnings: 0, skipped: 0, notApplicable: 0, durationMs: 0 },
    tests,
  }) as RunResult;

const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
const json = (message: object) => JSON.stringify(message);
const sse = (...messages: object[]) => messages.map((m) => `event: message\ndata: ${JSON.stringify(m)}\n\n`).join('');

test('compareTransports: the same answers (JSON body over HTTP, an event stream over stdio, keys in any order) do not differ', () => {
  const http = run([test_('a', 'passed', [step(0, ping, json({ jsonrpc: '2.0', id: 1, result: { a: 1, b: [1, 2] } }))])]);
  const stdio = run([test_('a', 'passed', [step(0, ping, sse({ method: 'notifications/progress' }, { result: { b: [1, 2], a: 1 }, id: 1, jsonrpc: '2.0' }))])]);
  const report = compareTransports(http, stdio, { baseUrl: 'http://x/mcp', command: 'srv' });
  assert.deepEqual([report.compared, report.differences], [1, []]);
});

test('compareTransports: a verdict, an id, an error code and a result each differ; an error message does not', () => {
  const ok = (id: unknown, result: object) => json({ jsonrpc: '2.0', id, result });
  const err = (code: number, message: string) => json({ jsonrpc: '2.0', id: 1, error: { code, message } });
  const http = run([
    test_('verdict', 'passed', [step(0, ping, ok(1, {}))]),
    test_('id', 'passed', [step(0, ping, ok(1, {}))]),
    test_('code', 'passed', [step(0, ping, err(-32602, 'bad'))]),
    test_('message', 'passed', [step(0, ping, err(-32602, 'bad params'))]),
    test_('result', 'passed', [step(0, ping, ok(1, { tools: [{ name: 'a' }] }))]),
  ]);
  const stdio = run([
    test_('verdict', 'failed', [step(0, ping, ok(1, {}))]),
    test_('id', 'passed', [step(0, ping, ok('1-x', {}))]),
    test_('code', 'passed', [step(0, ping, err(-32601, 'bad'))]),
    test_('message', 'passed', [step(0, ping, err(-32602, 'invalid'))]),
    test_('result', 'passed', [step(0, ping, ok(1, { tools: [{ name: 'b' }] }))]),
  ]);
  const report = compareTransports(http, stdio, { baseUrl: 'u', command: 'c' });
  assert.deepEqual(
    report.differences.map((d) => [d.id, d.kind, d.what]),
    [
      ['verdict', 'verdict', 'passed over HTTP, failed over stdio'],
      ['id', 'answer', `the answer's id is 1 over HTTP, "1-x" over stdio`],
      ['code', 'answer', 'error code -32602 over HTTP, -32601 over stdio'],
      ['result', 'answer', 'the result differs at $.result.tools[0].name'],
    ],
  );
  assert.equal(report.differences[1]!.stdio.sent, JSON.stringify(ping));
});

test('compareTransports: documents about one transport are listed, not compared; steps skipped on one side are not answers', () => {
  const http = run([
    test_('headers', 'passed', [step(0, ping, json({ jsonrpc: '2.0', id: 1, result: {} }))]),
    test_('stdout', 'not-applicable', [], STDIO_ONLY),
    test_('guarded', 'passed', [step(0, ping, json({ jsonrpc: '2.0', id: 1, result: {} })), step(1, ping, json({ jsonrpc: '2.0', id: 1, result: {} }))]),
  ]);
  const stdio = run([
    test_('headers', 'not-applicable', [], HTTP_ONLY),
    test_('stdout', 'passed', []),
    test_('guarded', 'not-applicable', [step(0, ping, json({ jsonrpc: '2.0', id: 1, result: {} })), step(1, undefined, undefined, 'skipped')]),
  ]);
  const report = compareTransports(http, stdio, { baseUrl: 'u', command: 'c' });
  assert.deepEqual(report.oneTransport, [
    { id: 'headers', transport: 'http' },
    { id: 'stdout', transport: 'stdio' },
  ]);
  assert.deepEqual(
    report.differences.map((d) => [d.id, d.what, d.step?.index]),
    [['guarded', 'passed over HTTP, not-applicable over stdio', 2]],
  );
});

test('firstDifference: the JSONPath of the first difference, keys in any order', () => {
  assert.equal(firstDifference({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 }, '$'), undefined);
  assert.equal(firstDifference({ a: [1, 2] }, { a: [1] }, '$'), '$.a[1]');
  assert.equal(firstDifference({ 'x-y': 1 }, { 'x-y': 2 }, '$'), '$["x-y"]');
  assert.equal(firstDifference({ a: 1 }, { a: 1, b: null }, '$'), '$.b');
});
