import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ScriptedServer, startScriptedServer } from '../../../../src/serve/scripted/index.js';
import { post, rpc } from './helpers.js';

async function list(url: string, params?: Record<string, unknown>): Promise<any> {
  const res = await post(`${url}/pages/mcp`, rpc('tools/list', params));
  assert.equal(res.status, 200);
  return res.json();
}

describe('scripted server: tools/list in pages (toolsPageSize)', () => {
  let paged: ScriptedServer;
  let whole: ScriptedServer;
  before(async () => {
    paged = await startScriptedServer({ port: 0, toolsPageSize: 2, fault: '' });
    whole = await startScriptedServer({ port: 0, fault: '' });
  });
  after(() => Promise.all([paged.close(), whole.close()]));

  it('pages of two: the first ends with the cursor scripted+tools/2=, the last has none', async () => {
    const first = await list(paged.url);
    assert.deepEqual(
      first.result.tools.map((t: { name: string }) => t.name),
      ['echo', 'read_document'],
    );
    assert.equal(first.result.nextCursor, 'scripted+tools/2=');
    const last = await list(paged.url, { cursor: first.result.nextCursor });
    assert.deepEqual(
      last.result.tools.map((t: { name: string }) => t.name),
      ['send_email'],
    );
    assert.equal('nextCursor' in last.result, false);
  });

  it('a cursor it never gave (a decoded one too) gets -32602 naming the cursor', async () => {
    for (const cursor of ['scripted tools/2=', 'scripted+tools/9=', 7]) {
      const body = await list(paged.url, { cursor });
      assert.equal(body.error.code, -32602, JSON.stringify(cursor));
      assert.deepEqual(body.error.data, { argument: 'cursor' });
    }
  });

  it('the request log records each cursor as it came', async () => {
    await fetch(`${paged.url}/pages/test/requests`, { method: 'DELETE' });
    await list(paged.url, { cursor: 'scripted+tools/2=' });
    await list(paged.url, { cursor: 'scripted tools/2=' });
    const log = (await (await fetch(`${paged.url}/pages/test/requests`)).json()) as { requests: unknown[] };
    assert.deepEqual(log.requests, [
      { method: 'tools/list', cursor: 'scripted+tools/2=' },
      { method: 'tools/list', cursor: 'scripted tools/2=' },
    ]);
  });

  it('by default every tool is on one page and a cursor is ignored', async () => {
    const body = await list(whole.url, { cursor: 'anything' });
    assert.equal(body.result.tools.length, 3);
    assert.equal('nextCursor' in body.result, false);
  });
});
