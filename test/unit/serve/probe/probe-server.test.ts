import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PROBE_VIEW_URI, type ProbeServer, startProbeServer } from '../../../../src/serve/probe/index.js';
import { statusWithHost } from '../status-with-host.js';

// The probe server without a browser: its MCP answers, the View's resource (script and log URL
// inside, CSP and permissions declared), the per-partition records, ordering and CORS.

let probe: ProbeServer;
before(async () => {
  probe = await startProbeServer();
});
after(() => probe.close());

async function rpc(partition: string, method: string, params: unknown = {}, id: number | null = 1) {
  const response = await fetch(`${probe.url}/${partition}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(id === null ? { jsonrpc: '2.0', method, params } : { jsonrpc: '2.0', id, method, params }),
  });
  return { status: response.status, body: response.status === 202 ? undefined : ((await response.json()) as Record<string, any>) };
}

test('MCP: initialize advertises MCP Apps; three UI tools, one per visibility, all linking the probe View', async () => {
  const init = await rpc('a', 'initialize', { protocolVersion: '2025-11-25' });
  assert.ok(init.body!.result.capabilities.extensions['io.modelcontextprotocol/ui']);
  const { tools } = (await rpc('a', 'tools/list')).body!.result;
  assert.deepEqual(
    tools.map((t: any) => [t.name, t._meta.ui.resourceUri, t._meta.ui.visibility]),
    [
      ['probe_view', PROBE_VIEW_URI, undefined],
      ['probe_app_only', PROBE_VIEW_URI, ['app']],
      ['probe_model_only', PROBE_VIEW_URI, ['model']],
    ],
  );
  assert.equal((await rpc('a', 'notifications/initialized', {}, null)).status, 202);
  assert.equal((await rpc('a', 'tools/call', { name: 'nope' })).body!.error.code, -32602);
  assert.equal((await rpc('a', 'frobnicate')).body!.error.code, -32601);
});

test("the View's resource carries the partition's script and log URL, and declares only this server and clipboard-write", async () => {
  await fetch(`${probe.url}/b/test/script`, { method: 'PUT', body: JSON.stringify([{ size: true }, { notify: 'x', params: { t: '</script>' } }]) });
  const content = (await rpc('b', 'resources/read', { uri: PROBE_VIEW_URI })).body!.result.contents[0];
  assert.equal(content.mimeType, 'text/html;profile=mcp-app');
  assert.match(content.text, /^<!DOCTYPE html>/);
  assert.ok(content.text.includes(`"logUrl":"${probe.url}/b/test/view"`));
  assert.ok(content.text.includes('{"size":true}'));
  assert.ok(!content.text.includes('"</script>"'), 'a script value cannot close the script element');
  assert.deepEqual(content._meta.ui.csp, { connectDomains: [probe.url] });
  assert.deepEqual(content._meta.ui.permissions, { clipboardWrite: {} });
  assert.equal((await rpc('b', 'resources/read', { uri: 'ui://other' })).body!.error.code, -32602);
  const bad = await fetch(`${probe.url}/b/test/script`, { method: 'PUT', body: '{"not":"an array"}' });
  assert.equal(bad.status, 400);
});

test('records are kept per partition, ordered by seq whatever the arrival, readable with CORS, and cleared', async () => {
  for (const seq of [2, 1, 3]) await fetch(`${probe.url}/c/test/view`, { method: 'POST', body: JSON.stringify({ seq, from: 'probe' }) });
  const read = await fetch(`${probe.url}/c/test/view`, { headers: { origin: 'http://127.0.0.1:5173' } });
  assert.equal(read.headers.get('access-control-allow-origin'), 'http://127.0.0.1:5173');
  const log = (await read.json()) as { count: number; messages: Array<{ seq: number }> };
  assert.deepEqual(
    log.messages.map((m) => m.seq),
    [1, 2, 3],
  );
  assert.equal(((await (await fetch(`${probe.url}/other/test/view`)).json()) as { count: number }).count, 0);
  assert.equal((await fetch(`${probe.url}/c/test/view`, { method: 'DELETE' })).status, 204);
  assert.equal(((await (await fetch(`${probe.url}/c/test/view`)).json()) as { count: number }).count, 0);
  assert.equal((await fetch(`${probe.url}/c/test/view`, { method: 'OPTIONS' })).status, 204);
});

test('the request log holds tools/call with tool and arguments; a delayed tool answers later; origins name another host', async () => {
  const started = Date.now();
  const call = await rpc('d', 'tools/call', { name: 'probe_app_only', arguments: { note: 'n', delay: 300 } });
  assert.ok(Date.now() - started >= 290);
  assert.deepEqual(call.body!.result.structuredContent, { tool: 'probe_app_only', arguments: { note: 'n', delay: 300 } });
  const log = (await (await fetch(`${probe.url}/d/test/requests`)).json()) as { requests: unknown[] };
  assert.deepEqual(log.requests, [{ method: 'tools/call', tool: 'probe_app_only', arguments: { note: 'n', delay: 300 } }]);
  const origins = (await (await fetch(`${probe.url}/d/test/origins`)).json()) as { declared: string; undeclared: string };
  assert.equal(origins.declared, probe.url);
  assert.equal(origins.undeclared, probe.url.replace('127.0.0.1', 'localhost'));
  assert.equal((await fetch(`${probe.url}/bad partition/test/view`)).status, 404);
});

test('CORS: loopback pages, a sandboxed frame (null) and declared origins only, never `*`, and never on PUT or DELETE', async () => {
  const allowOrigin = async (method: string, origin: string, path = 'e/test/view') => {
    const answer = await fetch(`${probe.url}/${path}`, { method, headers: { origin }, ...(method === 'PUT' ? { body: '[]' } : {}) });
    await answer.arrayBuffer();
    return answer.headers.get('access-control-allow-origin');
  };
  assert.equal(await allowOrigin('GET', 'null'), 'null');
  assert.equal(await allowOrigin('GET', 'http://localhost:4000'), 'http://localhost:4000');
  assert.equal(await allowOrigin('GET', 'https://evil.example'), null);
  assert.equal(await allowOrigin('POST', 'https://evil.example', 'e/mcp'), null);
  // The script a View performs is the test's own: no page of any origin may set it.
  assert.equal(await allowOrigin('PUT', 'http://127.0.0.1:4000', 'e/test/script'), null);
  assert.equal(await allowOrigin('DELETE', 'http://127.0.0.1:4000'), null);
  const preflight = async (method: string, origin: string) =>
    (await fetch(`${probe.url}/e/test/script`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method } })).headers.get(
      'access-control-allow-origin',
    );
  assert.equal(await preflight('PUT', 'http://127.0.0.1:4000'), null);
  assert.equal(await preflight('POST', 'http://127.0.0.1:4000'), 'http://127.0.0.1:4000');

  const declared = await startProbeServer({ corsOrigins: ['https://host.example'] });
  try {
    const answer = await fetch(`${declared.url}/e/test/view`, { headers: { origin: 'https://host.example' } });
    assert.equal(answer.headers.get('access-control-allow-origin'), 'https://host.example');
  } finally {
    await declared.close();
  }
});

test('a request whose Host is not this server (DNS rebinding) gets 421, whatever the route', async () => {
  const { port } = new URL(probe.url);
  for (const [host, status] of [
    [`evil.example:${port}`, 421],
    ['evil.example', 421],
    [`127.0.0.1:${Number(port) + 1}`, 421],
    [`localhost:${port}`, 200],
    [`[::1]:${port}`, 200],
  ] as const) {
    assert.equal(await statusWithHost(probe.url, '/healthz', host), status, host);
  }
  assert.equal(await statusWithHost(probe.url, '/e/test/script', `evil.example:${port}`, 'PUT', '[]'), 421);
});
