import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ResponseView } from '../../../src/assert/response-view.js';
import type { LoadedDocument, Step } from '../../../src/model/scenario.js';
import { HTTP_ONLY, STDIO_ONLY, transportMismatch } from '../../../src/run/roles/stdio/applicable.js';
import { notAMessage, StdioProcess, type StdoutLine, segments } from '../../../src/run/roles/stdio/stdio-process.js';
import { transcriptJson } from '../../../src/run/roles/stdio/stdio-target.js';
import { StdioWire } from '../../../src/run/roles/stdio/stdio-wire.js';

const line = (text: string): StdoutLine => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {}
  return { text, bytes: Buffer.byteLength(text), atMs: 0, ...(json !== undefined ? { json } : { problem: 'not JSON' }) };
};

test('segments: a message pretty-printed across lines is one segment; a banner stays a line of its own', () => {
  const pretty = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { a: [1, 2] } }, null, 2).split('\n');
  const lines = [line('server ready'), ...pretty.map(line), line('{"jsonrpc":"2.0","id":2,"result":{}}')];
  const found = segments(lines);
  assert.deepEqual(
    found.map((s) => [s.from, s.to]),
    [
      [0, 0],
      [1, pretty.length],
      [pretty.length + 1, pretty.length + 1],
    ],
  );
  assert.deepEqual(found[1]!.json, { jsonrpc: '2.0', id: 1, result: { a: [1, 2] } });
  assert.equal(found[0]!.json, undefined);
});

test('notAMessage: requests, notifications and responses are messages; batches, other JSON and id-less responses are not', () => {
  assert.equal(notAMessage({ jsonrpc: '2.0', id: 1, method: 'ping' }), undefined);
  assert.equal(notAMessage({ jsonrpc: '2.0', method: 'notifications/progress' }), undefined);
  assert.equal(notAMessage({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'x' } }), undefined);
  assert.match(notAMessage([{ jsonrpc: '2.0', method: 'a' }])!, /batch/);
  assert.match(notAMessage('hello')!, /string/);
  assert.match(notAMessage({ id: 1, result: {} })!, /jsonrpc/);
  assert.match(notAMessage({ jsonrpc: '2.0', result: {} })!, /without an id/);
});

const doc = (steps: Partial<Step>[]) => ({ data: { steps } }) as unknown as LoadedDocument;

test('transportMismatch: HTTP-only steps over stdio, stdio steps over HTTP; rpc steps run over both', () => {
  const rpc = { rpc: { method: 'tools/list' }, expect: { status: 200 } } as Partial<Step>;
  assert.equal(transportMismatch(doc([rpc]), true), undefined);
  assert.equal(transportMismatch(doc([rpc]), false), undefined);
  assert.equal(transportMismatch(doc([rpc, { request: { url: '/' } } as Partial<Step>]), true), HTTP_ONLY);
  assert.equal(transportMismatch(doc([{ rpc: { method: 'x', headers: { 'Mcp-Session-Id': null } } } as Partial<Step>]), true), HTTP_ONLY);
  assert.equal(transportMismatch(doc([{ rpc: { method: 'x' }, expect: { status: 400 } } as Partial<Step>]), true), HTTP_ONLY);
  assert.equal(transportMismatch(doc([{ rpc: { method: 'x' }, expect: { status: 202 } } as Partial<Step>]), true), HTTP_ONLY);
  assert.equal(transportMismatch(doc([{ rpc: { method: 'x' }, expect: { headers: { 'content-type': 'x' } } } as Partial<Step>]), true), HTTP_ONLY);
  assert.equal(transportMismatch(doc([rpc, { stdio: { close: true } } as Partial<Step>]), false), STDIO_ONLY);
  assert.equal(transportMismatch(doc([rpc, { stdio: { close: true } } as Partial<Step>]), true), undefined);
});

/** A server: a banner, then for each request a progress notification and the response; `quit` exits 3. */
const SERVER = `
process.stdout.write('banner\\n');
process.stderr.write('log on stderr\\n');
require('node:readline').createInterface({ input: process.stdin }).on('line', (l) => {
  const m = JSON.parse(l);
  if (m.method === 'quit') process.exit(3);
  if (m.method === 'silent' || m.id === undefined) return;
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1 } }) + '\\n');
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result: { echo: m.method } }) + '\\n');
});
`;

const request = (message: object) => ({
  method: 'POST',
  url: 'http://stdio.invalid/',
  headers: [['Content-Type', 'application/json']] as Array<[string, string]>,
  body: Buffer.from(JSON.stringify(message)),
});

test('StdioWire: a request is answered with every stdout line since the last answer, as an event stream; a notification is 202; silence is a timeout; an exit is named', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-stdio-'));
  writeFileSync(path.join(dir, 'server.cjs'), SERVER);
  after(() => rmSync(dir, { recursive: true, force: true }));
  const wire = new StdioWire(new StdioProcess(`${JSON.stringify(process.execPath)} server.cjs`, { cwd: dir }));
  const sent = request({ jsonrpc: '2.0', id: 7, method: 'tools/list' });
  const answered = await wire.send(sent, { timeoutMs: 10_000, maxBodyBytes: 1 << 20 });
  assert.ok(answered.ok);
  assert.equal(answered.response.status, 200);
  const view = new ResponseView(answered.response, { rpcId: 7 });
  assert.deepEqual(view.json, { ok: true, value: { jsonrpc: '2.0', id: 7, result: { echo: 'tools/list' } } });
  assert.equal(view.events!.length, 3, 'the banner, the notification and the response');
  assert.deepEqual([sent.method, sent.url, sent.headers], ['STDIN', 'stdio:stdin', []]);

  const notified = await wire.send(request({ jsonrpc: '2.0', method: 'notifications/initialized' }), { timeoutMs: 10_000, maxBodyBytes: 1 << 20 });
  assert.ok(notified.ok);
  assert.equal(notified.response.status, 202);

  const silent = await wire.send(request({ jsonrpc: '2.0', id: 8, method: 'silent' }), { timeoutMs: 200, maxBodyBytes: 1 << 20 });
  assert.ok(!silent.ok);
  assert.equal(silent.failure.kind, 'timeout');
  assert.match(silent.failure.message, /no response with id 8 on stdout within 200 ms; stderr ends: log on stderr/);

  const quit = await wire.send(request({ jsonrpc: '2.0', id: 9, method: 'quit' }), { timeoutMs: 10_000, maxBodyBytes: 1 << 20 });
  assert.ok(!quit.ok);
  assert.match(quit.failure.message, /exited \(code 3\) before it answered/);

  const transcript = await wire.shutdown(1000);
  const json = transcriptJson(transcript, true) as {
    invalid: Array<{ line: number; problem: string }>;
    notifications: unknown[];
    sent: unknown[];
    exitCode: number;
  };
  assert.deepEqual(
    json.invalid.map((i) => i.line),
    [1],
  );
  assert.equal(json.notifications.length, 1);
  assert.equal(json.sent.length, 4);
  assert.equal(json.exitCode, 3);
});

test('StdioProcess.shutdown: a server that ignores a closed stdin and SIGTERM is killed, and the transcript says how', async () => {
  const process_ = new StdioProcess(`${JSON.stringify(process.execPath)} -e "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"`);
  const transcript = await process_.shutdown(200);
  assert.notEqual(transcript.stoppedBy, 'stdin-closed');
  assert.ok(transcript.exit, 'the process ended');
  assert.equal(transcriptJson(transcript, true).exitedOnClose, false);
});
