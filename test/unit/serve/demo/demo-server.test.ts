import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type DemoServer, startDemoServer } from '../../../../src/serve/demo/demo-server.js';

// The demo API the examples run against (src/serve/demo): what scenarios/examples/ rely on, asked
// with plain fetch on 127.0.0.1.

describe('demo server', () => {
  let demo: DemoServer;
  before(async () => {
    demo = await startDemoServer({ port: 0 });
  });
  after(() => demo.close());

  const token = async () => {
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: 'demo', client_secret: 'demo-secret' });
    const answer = await fetch(`${demo.url}/token`, { method: 'POST', body: form });
    assert.equal(answer.status, 200);
    return ((await answer.json()) as { access_token: string }).access_token;
  };

  it('items: create needs the bearer token, then read and delete it; a deleted item is 404', async () => {
    const body = JSON.stringify({ name: 'pen', price: 2.5, tags: ['office'] });
    const refused = await fetch(`${demo.url}/items`, { method: 'POST', body });
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('www-authenticate'), 'Bearer realm="demo"');
    const created = await fetch(`${demo.url}/items`, { method: 'POST', body, headers: { authorization: `Bearer ${await token()}` } });
    assert.equal(created.status, 201);
    const item = (await created.json()) as { id: number };
    assert.deepEqual(item, { id: 1, name: 'pen', price: 2.5, tags: ['office'] });
    assert.equal(created.headers.get('location'), '/items/1');
    assert.deepEqual(await (await fetch(`${demo.url}/items/1`)).json(), item);
    assert.equal((await fetch(`${demo.url}/items/1`, { method: 'DELETE' })).status, 204);
    assert.equal((await fetch(`${demo.url}/items/1`)).status, 404);
  });

  it('items: a body without a name and a numeric price is 400', async () => {
    const answer = await fetch(`${demo.url}/items`, {
      method: 'POST',
      body: '{"name":"pen","price":"2"}',
      headers: { authorization: `Bearer ${await token()}` },
    });
    assert.equal(answer.status, 400);
  });

  it('token: a wrong client secret is invalid_client', async () => {
    const answer = await fetch(`${demo.url}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_secret: 'nope' }) });
    assert.equal(answer.status, 401);
    assert.deepEqual(await answer.json(), { error: 'invalid_client' });
  });

  it('echo: answers exactly what was sent', async () => {
    const answer = (await (await fetch(`${demo.url}/echo?a=1`, { method: 'PUT', body: 'hi', headers: { 'x-test': 'yes' } })).json()) as Record<string, unknown>;
    assert.equal(answer.method, 'PUT');
    assert.deepEqual(answer.query, { a: '1' });
    assert.equal(answer.body, 'hi');
    assert.equal((answer.headers as Record<string, string>)['x-test'], 'yes');
  });

  it('flaky: 503 for the first `failures` calls of a key, then 200', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${demo.url}/flaky?key=k&failures=2`)).status);
    assert.deepEqual(statuses, [503, 503, 200]);
    assert.equal((await fetch(`${demo.url}/flaky?key=other&failures=0`)).status, 200, 'each key counts apart');
  });

  it('events: a finite stream of three ticks; text and unknown routes', async () => {
    const events = await fetch(`${demo.url}/events`);
    assert.equal(events.headers.get('content-type'), 'text/event-stream');
    assert.equal((await events.text()).match(/^event: tick$/gm)?.length, 3);
    assert.match(await (await fetch(`${demo.url}/text`)).text(), /^version=1\.4\.2$/m);
    assert.equal((await fetch(`${demo.url}/nowhere`)).status, 404);
  });
});
