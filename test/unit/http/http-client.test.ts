import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { HttpClient, type SendOutcome, type StreamWatch } from '../../../src/http/http-client.js';
import type { SentRequest } from '../../../src/model/exchange.js';
import { type MisbehavingServer, startMisbehavingServer } from '../../helpers/misbehaving-server.js';

const client = new HttpClient();
let misbehaving: MisbehavingServer;
/** A server that answers with fixed raw bytes and remembers what it was sent. */
let plain: Server;
let plainUrl: string;
const seen: Array<{ method: string; rawHeaders: string[]; body: Buffer }> = [];
const ANSWER = Buffer.from([0xff, 0x00, 0x41, 0x0a]);

before(async () => {
  misbehaving = await startMisbehavingServer();
  plain = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', rawHeaders: req.rawHeaders, body: Buffer.concat(chunks) });
      res.statusCode = 207;
      res.setHeader('X-Two', ['a', 'b']);
      res.setHeader('X-Case', 'MiXeD');
      res.setHeader('Content-Length', String(ANSWER.length));
      res.end(ANSWER);
    });
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
});
after(async () => {
  await client.close();
  await misbehaving.close();
  await new Promise<void>((resolve) => plain.close(() => resolve()));
});

const LIMITS = { timeoutMs: 5000, maxBodyBytes: 1 << 20 };
const get = (url: string): SentRequest => ({ method: 'GET', url, headers: [] });
async function timed(send: Promise<SendOutcome>): Promise<{ outcome: SendOutcome; ms: number }> {
  const started = performance.now();
  const outcome = await send;
  return { outcome, ms: performance.now() - started };
}
function failure(outcome: SendOutcome) {
  assert.equal(outcome.ok, false, 'expected a failure');
  return (outcome as Extract<SendOutcome, { ok: false }>).failure;
}
function response(outcome: SendOutcome) {
  assert.equal(outcome.ok, true, outcome.ok ? '' : JSON.stringify(outcome.failure));
  return (outcome as Extract<SendOutcome, { ok: true }>).response;
}

test('sends exactly the request given and keeps the raw response: status, every header in order, body bytes', async () => {
  const body = new Uint8Array([1, 2, 3, 250]);
  const request: SentRequest = {
    method: 'PUT',
    url: `${plainUrl}/raw?q=1`,
    headers: [
      ['X-Custom', 'v1'],
      ['Content-Type', 'application/octet-stream'],
    ],
    body,
  };
  const got = response(await client.send(request, LIMITS));
  assert.equal(got.status, 207);
  assert.deepEqual(
    got.headers.filter(([n]) => n.startsWith('x-')),
    [
      ['x-two', 'a'],
      ['x-two', 'b'],
      ['x-case', 'MiXeD'],
    ],
  );
  assert.deepEqual(Buffer.from(got.body), ANSWER);
  assert.equal(got.cutAtBytes, undefined);
  assert.ok(got.timings.headersMs <= got.timings.totalMs);
  const sent = seen.at(-1)!;
  assert.equal(sent.method, 'PUT');
  assert.deepEqual(Buffer.from(sent.body), Buffer.from(body));
  const names = sent.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
  assert.ok(names.includes('x-custom'));
  // Nothing is added that the step did not declare (HTTP's own Host and Content-Length aside).
  for (const added of ['user-agent', 'accept', 'accept-encoding']) assert.ok(!names.includes(added), `${added} was added: ${names.join(', ')}`);
});

test('no response within the timeout is a timeout failure, said so', async () => {
  const { outcome, ms } = await timed(client.send(get(`${misbehaving.url}/silent`), { ...LIMITS, timeoutMs: 200 }));
  const f = failure(outcome);
  assert.equal(f.kind, 'timeout');
  assert.equal(f.message, "no response arrived within 200 ms (the step's timeout)");
  assert.equal(f.partial, undefined);
  assert.ok(ms < 3000, `took ${Math.round(ms)} ms`);
});

test('a 1xx and then nothing is a timeout that names the informational status', async () => {
  const f = failure(await client.send(get(`${misbehaving.url}/informational-then-silent`), { ...LIMITS, timeoutMs: 200 }));
  assert.equal(f.kind, 'timeout');
  assert.equal(f.message, "no response arrived within 200 ms (the step's timeout), only an informational 103");
});

test('a body that never ends is a timeout with the head and the body so far', async () => {
  const f = failure(await client.send(get(`${misbehaving.url}/endless-sse`), { ...LIMITS, timeoutMs: 300 }));
  assert.equal(f.kind, 'timeout');
  assert.equal(f.message, "the response body did not end within 300 ms (the step's timeout)");
  assert.equal(f.partial?.status, 200);
  assert.ok((f.partial?.body.byteLength ?? 0) > 0);
});

test('a body over maxBodySize is cut at the limit and reported with the one wording', async () => {
  const { outcome, ms } = await timed(client.send(get(`${misbehaving.url}/huge?bytes=100000`), { ...LIMITS, maxBodyBytes: 1000 }));
  const f = failure(outcome);
  assert.equal(f.kind, 'body-too-large');
  assert.equal(f.message, 'the response body is over maxBodySize (1000 bytes), cut');
  assert.equal(f.partial?.status, 200);
  assert.equal(f.partial?.cutAtBytes, 1000);
  assert.equal(f.partial?.body.byteLength, 1000);
  assert.ok(ms < 3000, `took ${Math.round(ms)} ms`);
});

test('a body of exactly maxBodySize is whole', async () => {
  const got = response(await client.send(get(`${misbehaving.url}/huge?bytes=1000`), { ...LIMITS, maxBodyBytes: 1000 }));
  assert.equal(got.body.byteLength, 1000);
  assert.equal(got.cutAtBytes, undefined);
});

test("a StreamWatch that says 'stop' at the head ends the exchange there: the head, no body", async () => {
  const asked: Array<[string, number]> = [];
  const watch: StreamWatch = (contentType, head) => {
    asked.push([contentType, head.status]);
    return contentType === 'text/event-stream' ? 'stop' : undefined;
  };
  const { outcome, ms } = await timed(client.send(get(`${misbehaving.url}/endless-sse`), { ...LIMITS, timeoutMs: 10_000 }, watch));
  const got = response(outcome);
  assert.equal(got.status, 200);
  assert.equal(got.body.byteLength, 0);
  assert.deepEqual(asked, [['text/event-stream', 200]]);
  assert.ok(ms < 3000, `took ${Math.round(ms)} ms`);
});

test('a StreamWatch predicate ends the body once it has seen enough', async () => {
  let chunks = 0;
  const watch: StreamWatch = () => () => ++chunks >= 2;
  const got = response(await client.send(get(`${misbehaving.url}/endless-sse`), { ...LIMITS, timeoutMs: 10_000 }, watch));
  assert.equal(chunks, 2);
  assert.ok(got.body.byteLength > 0);
  // The client still works after abandoning that stream.
  assert.equal(response(await client.send(get(`${misbehaving.url}/numbers`), LIMITS)).status, 200);
});

test('a refused connection is a connection failure with its code', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const f = failure(await client.send(get(`http://127.0.0.1:${port}/x`), LIMITS));
  assert.equal(f.kind, 'connection');
  assert.equal(f.code, 'ECONNREFUSED');
  assert.match(f.message, /^connection refused \(/);
  assert.equal(f.partial, undefined);
});
