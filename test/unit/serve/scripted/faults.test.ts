import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type ScriptedServer, startScriptedServer } from '../../../../src/serve/scripted/index.js';
import { call, post, rawRequest, sseMessages } from './helpers.js';

describe('scripted server: fault options', () => {
  let server: ScriptedServer;
  let endpoint: string;
  before(async () => {
    server = await startScriptedServer({ port: 0, chunkGapMs: 25 });
    endpoint = `${server.url}/faults/mcp`;
  });
  after(() => server.close());

  it('delay waits before answering', async () => {
    const started = performance.now();
    const res = await post(endpoint, call('t', { text: 'late', delay: 150 }));
    const elapsed = performance.now() - started;
    assert.equal(res.json().result.content[0].text, 'late');
    assert.ok(elapsed >= 140, `answered after ${elapsed} ms`);
  });

  it('status overrides the HTTP status and keeps the body', async () => {
    const res = await post(endpoint, call('t', { text: 'still json', status: 503 }));
    assert.equal(res.status, 503);
    assert.equal(res.json().result.content[0].text, 'still json');
    const plain = await post(endpoint, call('t', { text: 'fine', shape: 'http-error', status: 418 }));
    assert.equal(plain.status, 418);
    assert.equal(plain.text, 'fine');
  });

  it('status 204 or 304 sends headers only: no body, no Content-Length', async () => {
    for (const status of [204, 304]) {
      const res = await rawRequest(endpoint, 'POST', JSON.stringify(call('t', { status, headers: { 'x-s': '1' } })));
      assert.equal(res.status, status);
      assert.equal(res.body, '');
      assert.equal(res.headers['content-length'], undefined);
      assert.equal(res.headers['x-s'], '1');
      assert.equal(res.error, undefined);
    }
  });

  it('headers adds response headers and may replace the content type', async () => {
    const res = await post(endpoint, call('t', { headers: { 'X-Scripted': 'yes', 'Retry-After': '3' } }));
    assert.equal(res.headers.get('x-scripted'), 'yes');
    assert.equal(res.headers.get('retry-after'), '3');
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    const retyped = await post(endpoint, call('t', { headers: { 'Content-Type': 'text/html' } }));
    assert.equal(retyped.headers.get('content-type'), 'text/html');
  });

  it('drop: the client sees a truncated body and a closed connection (node:http)', async () => {
    const res = await rawRequest(endpoint, 'POST', JSON.stringify(call('t', { text: 'x'.repeat(1000), drop: true })));
    assert.equal(res.status, 200);
    assert.ok(res.error, 'expected an incomplete response');
    const declared = Number(res.headers['content-length']);
    const received = Buffer.concat(res.pieces).length;
    assert.ok(declared > 1000);
    assert.equal(received, Math.floor(declared / 2));
  });

  it('drop: fetch rejects while reading the body', async () => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call('t', { text: 'y'.repeat(1000), drop: true })),
    });
    assert.equal(res.status, 200);
    await assert.rejects(res.text());
  });

  it('drop on an event stream: events cut short, no terminating chunk', async () => {
    const request = call('t', { text: 'z'.repeat(200), shape: 'events', drop: true }, { _meta: { progressToken: 1 } });
    const res = await rawRequest(endpoint, 'POST', JSON.stringify(request));
    assert.equal(res.headers['content-type'], 'text/event-stream');
    assert.ok(res.error);
    assert.ok(res.body.startsWith('event: message\ndata: '));
    assert.ok(!res.body.includes('"result"'), 'the result must not arrive whole');
  });

  it('drop with status and a plain-text shape', async () => {
    const res = await rawRequest(endpoint, 'POST', JSON.stringify(call('t', { text: 'abcdef', shape: 'http-error', drop: true })));
    assert.equal(res.status, 500);
    assert.equal(res.body, 'abc');
    assert.ok(res.error);
  });

  it('drop on a body-less answer still sends the status and headers, then closes', async () => {
    for (const args of [
      { status: 204, drop: true },
      { status: 304, drop: true },
      { text: '', shape: 'not-jsonrpc', drop: true },
    ]) {
      // Connection: close, or the client may reuse the socket the server is closing for the next request.
      const body = JSON.stringify(call('t', { ...args, headers: { 'x-d': '1' } }));
      const res = await rawRequest(endpoint, 'POST', body, { connection: 'close' });
      assert.equal(res.status, args.status ?? 200, JSON.stringify(args));
      assert.equal(res.headers['x-d'], '1');
      assert.equal(res.body, '');
    }
  });

  it('chunks: the body arrives in pieces and is complete', async () => {
    const text = '0123456789'.repeat(100);
    const res = await rawRequest(endpoint, 'POST', JSON.stringify(call('t', { text, chunks: 4 })));
    assert.equal(res.status, 200);
    assert.equal(res.error, undefined);
    assert.equal(res.headers['transfer-encoding'], 'chunked');
    assert.equal(res.headers['content-length'], undefined);
    assert.ok(res.pieces.length >= 4, `arrived in ${res.pieces.length} pieces`);
    assert.equal(JSON.parse(res.body).result.content[0].text, text);
  });

  it('chunks: each piece is its own HTTP chunk on the wire', async () => {
    const body = JSON.stringify(call('t', { text: 'abcdefgh', chunks: 3 }));
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
      socket.write(
        `POST /faults/mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    assert.match(raw, /^HTTP\/1\.1 200/);
    assert.match(raw, /\r\ntransfer-encoding: chunked\r\n/i);
    const chunked = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    const sizes: number[] = [];
    let rest = chunked;
    let payload = '';
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      const size = parseInt(rest.slice(0, lineEnd), 16);
      if (size === 0) break;
      sizes.push(size);
      payload += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      rest = rest.slice(lineEnd + 2 + size + 2);
    }
    assert.equal(sizes.length, 3);
    assert.equal(JSON.parse(payload).result.content[0].text, 'abcdefgh');
  });

  it('chunks with events: the stream is complete and parses', async () => {
    const request = call('t', { text: 'in pieces', shape: 'events', chunks: 7 }, { _meta: { progressToken: 'c' } });
    const res = await rawRequest(endpoint, 'POST', JSON.stringify(request));
    assert.equal(res.error, undefined);
    const messages = sseMessages(res.body);
    assert.equal(messages.length, 3);
    assert.equal(messages[2].result.content[0].text, 'in pieces');
  });

  it('events arrive as separate pieces, progress before the result', async () => {
    const request = call('t', { shape: 'events' }, { _meta: { progressToken: 's' } });
    const res = await rawRequest(endpoint, 'POST', JSON.stringify(request));
    assert.ok(res.pieces.length >= 3, `arrived in ${res.pieces.length} pieces`);
    assert.match(res.pieces[0]!.toString(), /notifications\/progress/);
  });

  it('faults combine: delay, status, headers and chunks', async () => {
    const res = await rawRequest(endpoint, 'POST', JSON.stringify(call('t', { text: 'combo', delay: 30, status: 502, headers: { 'x-a': '1' }, chunks: 2 })));
    assert.equal(res.status, 502);
    assert.equal(res.headers['x-a'], '1');
    assert.equal(JSON.parse(res.body).result.content[0].text, 'combo');
  });

  it('a client that goes away during a delay does not disturb the server', async () => {
    const controller = new AbortController();
    const pending = fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call('t', { delay: 5_000 })),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await assert.rejects(pending);
    const res = await post(endpoint, call('t', { text: 'after' }));
    assert.equal(res.json().result.content[0].text, 'after');
  });
});

describe('scripted server: close()', () => {
  it('ends connections with delayed replies and streams in progress promptly', async () => {
    const server = await startScriptedServer({ port: 0, chunkGapMs: 5_000 });
    const endpoint = `${server.url}/c/mcp`;
    const delayed = rawRequest(endpoint, 'POST', JSON.stringify(call('t', { delay: 60_000 }))).catch((err: Error) => err);
    const streaming = rawRequest(endpoint, 'POST', JSON.stringify(call('t', { chunks: 10, text: 'x'.repeat(100) })));
    // Wait until both calls reached the server (recorded, then answered in the same tick: the delay is
    // running and the stream's first piece is written), not a fixed time that a busy machine overruns.
    for (let tries = 0; tries < 200; tries++) {
      const log = (await (await fetch(`${server.url}/c/test/requests`)).json()) as { count: number };
      if (log.count === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const started = performance.now();
    await server.close();
    const [a, b] = await Promise.all([delayed, streaming]);
    assert.ok(performance.now() - started < 1_000, 'close() took too long');
    assert.ok(a instanceof Error, 'the delayed request must fail');
    assert.ok(b.error, 'the stream must end incomplete');
    await assert.rejects(fetch(endpoint, { method: 'POST', body: '{}' }));
    await server.close(); // idempotent
  });
});
