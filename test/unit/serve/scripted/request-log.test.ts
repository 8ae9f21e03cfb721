import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_LIMITS, type ScriptedServer, startScriptedServer } from '../../../../src/serve/scripted/index.js';
import { Partitions, RequestLog } from '../../../../src/serve/scripted/request-log.js';
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
    const partitions = new Partitions({ maxLogEntries: 10, maxLogBytes: 1000, maxPartitions: 2 });
    partitions.open('a');
    partitions.open('b');
    partitions.open('a');
    partitions.open('c');
    assert.equal(partitions.peek('b'), undefined);
    assert.ok(partitions.peek('a'));
    assert.equal(partitions.size, 2);
    assert.equal(partitions.evicted, 1);
  });
});
