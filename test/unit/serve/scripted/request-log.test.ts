import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_LIMITS, type ScriptedServer, startScriptedServer } from '../../../../src/serve/scripted/index.js';
import { Partitions, RequestLog } from '../../../../src/serve/scripted/request-log.js';
import { statusWithHost } from '../status-with-host.js';
import { call, post, rawRequest, rpc } from './helpers.js';

async function log(url: string, partition: string): Promise<any> {
  const res = await fetch(`${url}/${partition}/test/requests`);
  assert.equal(res.status, 200);
  return res.json();
}

describe('scripted server: request log and partitions', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer({ port: 0 });
  });
  after(() => server.close());

  it('records method, tool and arguments, oldest first', async () => {
    const url = server.url;
    await post(`${url}/rec/mcp`, rpc('initialize', { protocolVersion: '2025-11-25', capabilities: {} }));
    await post(`${url}/rec/mcp`, { jsonrpc: '2.0', method: 'notifications/initialized' });
    await post(`${url}/rec/mcp`, call('read_document', { text: 'jev:a=b', shape: 'structured' }));
    await post(`${url}/rec/mcp`, call('no_args', undefined));
    await post(`${url}/rec/mcp`, rpc('unknown/method'));
    assert.deepEqual(await log(url, 'rec'), {
      count: 5,
      dropped: 0,
      requests: [
        { method: 'initialize' },
        { method: 'notifications/initialized' },
        { method: 'tools/call', tool: 'read_document', arguments: { text: 'jev:a=b', shape: 'structured' } },
        { method: 'tools/call', tool: 'no_args' },
        { method: 'unknown/method' },
      ],
    });
  });

  it('records calls refused for bad arguments; malformed JSON is not recorded', async () => {
    const url = server.url;
    await post(`${url}/refused/mcp`, call('t', { shape: 'nope' }));
    await post(`${url}/refused/mcp`, '{oops');
    const body = await log(url, 'refused');
    assert.equal(body.count, 1);
    assert.deepEqual(body.requests[0], { method: 'tools/call', tool: 't', arguments: { shape: 'nope' } });
  });

  it('an unknown partition has an empty log', async () => {
    assert.deepEqual(await log(server.url, 'never-used'), { count: 0, dropped: 0, requests: [] });
  });

  it('DELETE clears the log of its partition only', async () => {
    const url = server.url;
    await post(`${url}/del-a/mcp`, call('a', {}));
    await post(`${url}/del-b/mcp`, call('b', {}));
    const res = await rawRequest(`${url}/del-a/test/requests`, 'DELETE');
    assert.equal(res.status, 204);
    assert.equal((await log(url, 'del-a')).count, 0);
    assert.equal((await log(url, 'del-b')).count, 1);
    const again = await rawRequest(`${url}/never-used-2/test/requests`, 'DELETE');
    assert.equal(again.status, 204);
  });

  it('the log answers 405 to other methods', async () => {
    const res = await rawRequest(`${server.url}/x/test/requests`, 'POST', '{}');
    assert.equal(res.status, 405);
  });

  it('partitions are isolated under concurrent requests', async () => {
    const url = server.url;
    const partitions = ['iso-1', 'iso-2', 'iso-3', 'iso-4'];
    const perPartition = 25;
    const requests: Promise<unknown>[] = [];
    for (let i = 0; i < perPartition; i++) {
      for (const partition of partitions) {
        const args = { text: `${partition}#${i}`, delay: (i * 7) % 20 };
        requests.push(post(`${url}/${partition}/mcp`, call(`tool-${partition}`, args)));
      }
    }
    const responses = (await Promise.all(requests)) as { status: number; json: () => any }[];
    assert.ok(responses.every((res) => res.status === 200));
    for (const partition of partitions) {
      const body = await log(url, partition);
      assert.equal(body.count, perPartition, partition);
      assert.ok(
        body.requests.every((entry: any) => entry.tool === `tool-${partition}`),
        partition,
      );
      const seen = body.requests.map((entry: any) => entry.arguments.text).sort();
      const expected = Array.from({ length: perPartition }, (_, i) => `${partition}#${i}`).sort();
      assert.deepEqual(seen, expected);
    }
  });

  it('results go only to their own request under concurrency', async () => {
    const url = server.url;
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => post(`${url}/conc-${i % 2}/mcp`, call('t', { text: `r${i}`, delay: 40 - i }))));
    results.forEach((res, i) => assert.equal(res.json().result.content[0].text, `r${i}`));
  });
});

describe('scripted server: log bound', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer({ port: 0, maxLogEntries: 5, maxPartitions: 3 });
  });
  after(() => server.close());

  it('keeps the newest maxLogEntries entries and counts the dropped ones', async () => {
    for (let i = 0; i < 8; i++) await post(`${server.url}/bound/mcp`, call('t', { text: `n${i}` }));
    const body = await log(server.url, 'bound');
    assert.equal(body.count, 5);
    assert.equal(body.dropped, 3);
    assert.deepEqual(
      body.requests.map((entry: any) => entry.arguments.text),
      ['n3', 'n4', 'n5', 'n6', 'n7'],
    );
    await rawRequest(`${server.url}/bound/test/requests`, 'DELETE');
    assert.deepEqual(await log(server.url, 'bound'), { count: 0, dropped: 0, requests: [] });
  });

  it('forgets the least recently used partition beyond maxPartitions', async () => {
    await rawRequest(`${server.url}/bound/test/requests`, 'DELETE');
    // ("bound" from the test above is the oldest: lru-c pushes it out.)
    for (const partition of ['lru-a', 'lru-b', 'lru-c']) await post(`${server.url}/${partition}/mcp`, rpc('ping'));
    await post(`${server.url}/lru-a/mcp`, rpc('ping')); // a is now the most recent
    await post(`${server.url}/lru-d/mcp`, rpc('ping')); // four partitions: b, the least recently used, goes
    assert.equal((await log(server.url, 'lru-b')).count, 0);
    assert.equal((await log(server.url, 'lru-a')).count, 2);
    assert.equal((await log(server.url, 'lru-d')).count, 1);
  });
});

describe('RequestLog and Partitions (unit)', () => {
  it('default bound is 10,000 entries', () => {
    assert.equal(DEFAULT_LIMITS.maxLogEntries, 10_000);
    const log = new RequestLog(DEFAULT_LIMITS.maxLogEntries, Number.MAX_SAFE_INTEGER);
    for (let i = 0; i < 10_250; i++) log.record({ method: `m${i}` }, 10);
    const snapshot = log.snapshot();
    assert.equal(snapshot.count, 10_000);
    assert.equal(snapshot.dropped, 250);
    assert.equal(snapshot.requests[0]!.method, 'm250');
    assert.equal(snapshot.requests.at(-1)!.method, 'm10249');
  });

  it('bounds the bytes kept, always keeping the newest entry', () => {
    const log = new RequestLog(100, 1000);
    log.record({ method: 'a' }, 400);
    log.record({ method: 'b' }, 400);
    log.record({ method: 'c' }, 400);
    assert.deepEqual(
      log.snapshot().requests.map((r) => r.method),
      ['b', 'c'],
    );
    log.record({ method: 'huge' }, 5000);
    assert.deepEqual(log.snapshot(), { count: 1, dropped: 3, requests: [{ method: 'huge' }] });
  });

  it('compacts without losing order over many records', () => {
    const log = new RequestLog(3, Number.MAX_SAFE_INTEGER);
    for (let i = 0; i < 5000; i++) log.record({ method: String(i) }, 1);
    assert.deepEqual(
      log.snapshot().requests.map((r) => r.method),
      ['4997', '4998', '4999'],
    );
    assert.equal(log.dropped, 4997);
  });

  it('Partitions evicts least recently opened and counts it', () => {
    const partitions = new Partitions({ maxLogEntries: 10, maxLogBytes: 1000, maxPartitions: 2, maxTotalLogBytes: 1e9 });
    partitions.open('a');
    partitions.open('b');
    partitions.open('a');
    partitions.open('c');
    assert.equal(partitions.peek('b'), undefined);
    assert.ok(partitions.peek('a'));
    assert.equal(partitions.size, 2);
    assert.equal(partitions.evicted, 1);
  });

  it('Partitions keeps all logs together within maxTotalLogBytes: the least recently used partition loses its oldest entries first, counted', () => {
    const partitions = new Partitions({ maxLogEntries: 100, maxLogBytes: 1000, maxPartitions: 10, maxTotalLogBytes: 250 });
    for (let i = 0; i < 10; i++) partitions.record('old', { method: `old-${i}` }, 10); // 100 bytes
    for (let i = 0; i < 10; i++) partitions.record('mid', { method: `mid-${i}` }, 10); // 200 bytes
    assert.equal(partitions.heldBytes, 200);
    assert.equal(partitions.droppedForTotal, 0);
    // 100 more: 300 > 250, so the 5 oldest entries of the least recently used partition ('old') go.
    for (let i = 0; i < 10; i++) partitions.record('new', { method: `new-${i}` }, 10);
    assert.equal(partitions.heldBytes, 250);
    assert.equal(partitions.droppedForTotal, 5);
    assert.deepEqual(
      partitions
        .peek('old')!
        .snapshot()
        .requests.map((r) => r.method),
      ['old-5', 'old-6', 'old-7', 'old-8', 'old-9'],
    );
    assert.equal(partitions.peek('old')!.snapshot().dropped, 5);
    assert.equal(partitions.peek('mid')!.size, 10);
    assert.equal(partitions.peek('new')!.size, 10);
    // A clear gives its bytes back; a forgotten partition too.
    partitions.clear('mid');
    assert.equal(partitions.heldBytes, 150);
  });

  it('Partitions: one partition alone at the total bound keeps its newest entry', () => {
    const partitions = new Partitions({ maxLogEntries: 100, maxLogBytes: 1e9, maxPartitions: 10, maxTotalLogBytes: 50 });
    for (let i = 0; i < 4; i++) partitions.record('only', { method: `m-${i}` }, 30);
    assert.deepEqual(
      partitions
        .peek('only')!
        .snapshot()
        .requests.map((r) => r.method),
      ['m-3'],
    );
    assert.equal(partitions.heldBytes, 30);
    assert.equal(partitions.droppedForTotal, 3);
  });
});

describe('scripted server: Host header (DNS rebinding)', () => {
  let server: ScriptedServer;
  before(async () => {
    server = await startScriptedServer({ port: 0 });
  });
  after(() => server.close());

  it('answers 421 to a Host that does not name it, on every route; loopback names with its port pass', async () => {
    const { port } = new URL(server.url);
    assert.equal(await statusWithHost(server.url, '/healthz', `evil.example:${port}`), 421);
    assert.equal(await statusWithHost(server.url, '/p/test/requests', 'rebind.attacker.example'), 421);
    assert.equal(await statusWithHost(server.url, '/p/mcp', `evil.example:${port}`, 'POST', JSON.stringify(rpc('ping'))), 421);
    assert.equal(await statusWithHost(server.url, '/healthz', `127.0.0.1:${Number(port) + 1}`), 421);
    assert.equal(await statusWithHost(server.url, '/healthz', `localhost:${port}`), 200);
    assert.equal(await statusWithHost(server.url, '/healthz', `127.0.0.1:${port}`), 200);
  });
});
