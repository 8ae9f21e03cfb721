import assert from 'node:assert/strict';
import { request } from 'node:http';
import { test } from 'node:test';
import { startDemoServer } from '../../../../src/serve/demo/demo-server.js';
import { readBody, readJsonBody } from '../../../../src/serve/http/body.js';
import { listen } from '../../../../src/serve/http/listen.js';
import { sendEmpty, sendJson, sendText } from '../../../../src/serve/http/reply.js';
import { startProbeServer } from '../../../../src/serve/probe/index.js';
import { statusWithHost } from '../status-with-host.js';

// The HTTP every built-in server shares (src/serve/http): the Host check before any handler, a body
// read within its bound whose 413 the client still reads, replies with their length, and a close
// that ends every connection at once.

/** A POST of `size` bytes: the status and body the client read (it must read them, not see a reset). */
function post(url: string, size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(Buffer.alloc(size, 0x20));
  });
}

test('listen: a foreign Host gets 421 before the handler; replies carry their length; close ends open connections', async () => {
  let handled = 0;
  const server = await listen(
    (req, res) => {
      handled++;
      if (req.url === '/json') sendJson(res, 200, { ok: true }, { 'x-extra': '1' });
      else if (req.url === '/text') sendText(res, 200, 'héllo');
      else if (req.url === '/open') res.writeHead(200, { 'content-type': 'text/event-stream' }).write(': open\n\n');
      else sendEmpty(res, 204);
    },
    { host: '127.0.0.1' },
  );
  assert.equal(await statusWithHost(server.origin, '/json', `rebind.attacker.example:${server.port}`), 421);
  assert.equal(handled, 0);
  const json = await fetch(`${server.origin}/json`);
  assert.deepEqual([json.status, json.headers.get('content-length'), json.headers.get('x-extra'), await json.json()], [200, '11', '1', { ok: true }]);
  const text = await fetch(`${server.origin}/text`);
  assert.deepEqual([text.headers.get('content-type'), text.headers.get('content-length'), await text.text()], ['text/plain; charset=utf-8', '6', 'héllo']);
  assert.equal((await fetch(`${server.origin}/none`)).status, 204);
  // A stream that never ends does not hold close() up; closing twice is one close.
  const open = await fetch(`${server.origin}/open`);
  const reading = open.body!.getReader().read();
  await Promise.all([server.close(), server.close()]);
  await reading.catch(() => undefined);
  await assert.rejects(fetch(`${server.origin}/json`));
});

test('body: within the bound it is read whole; past it the client still reads the 413', async () => {
  const server = await listen(
    async (req, res) => {
      if (req.url === '/json') {
        const read = await readJsonBody(req, 64);
        return read.ok ? sendJson(res, 200, read.value) : sendJson(res, read.status, { error: read.error });
      }
      const read = await readBody(req, 64);
      if (read.ok) sendJson(res, 200, { bytes: read.body.length });
      else sendJson(res, 413, { received: read.received });
    },
    { host: '127.0.0.1' },
  );
  try {
    assert.deepEqual(await post(`${server.origin}/raw`, 64), { status: 200, body: '{"bytes":64}' });
    assert.deepEqual(await post(`${server.origin}/raw`, 300), { status: 413, body: '{"received":300}' });
    assert.deepEqual(await post(`${server.origin}/json`, 10), { status: 400, body: '{"error":"the body is not JSON"}' });
    assert.deepEqual(await post(`${server.origin}/json`, 65), { status: 413, body: '{"error":"the body is larger than 64 bytes"}' });
  } finally {
    await server.close();
  }
});

test('the demo and the probe server use it: a foreign Host is 421, an oversized body a 413 the client reads', async () => {
  const demo = await startDemoServer({ port: 0 });
  const probe = await startProbeServer();
  try {
    const port = new URL(demo.url).port;
    assert.equal(await statusWithHost(demo.url, '/health', `evil.example:${port}`), 421);
    assert.equal(await statusWithHost(demo.url, '/health', `localhost:${port}`), 200);
    assert.equal((await post(`${demo.url}/echo`, (1 << 20) + 1)).status, 413);
    const big = await post(`${probe.url}/p/mcp`, 256 * 1024 + 1);
    assert.equal(big.status, 413);
    assert.match(big.body, /larger than 262144 bytes/);
  } finally {
    await Promise.all([demo.close(), probe.close()]);
  }
});
