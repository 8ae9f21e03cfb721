// One test per wire fault (faults-wire.ts): the good target keeps the rule, the fault breaks
// exactly that rule and leaves the rest of the answer as it was.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WIRE_FAULTS } from './faults-wire.js';
import { envelope, type RawReply, rpc, withTarget } from './raw-client.js';

const expectStatus = (r: RawReply, status: number) => assert.equal(r.status, status, r.text);
const unknownMethod = (url: string) => rpc(url, 'wirecase/no-such-method', { id: 'err-1' });
const notification = (url: string) =>
  rpc(url, 'notifications/cancelled', {
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'none', _meta: envelope() } }),
  });
const confirm = (url: string, caps: object) => rpc(url, 'tools/call', { params: { name: 'confirm_action', arguments: { action: 'x' } }, caps });

/** Runs probe against the good target, then against the target with the fault on. */
function faultTest(name: string, good: (mcpUrl: string) => Promise<void>, faulty: (mcpUrl: string) => Promise<void>): void {
  it(name, async () => {
    await withTarget({}, ({ mcpUrl }) => good(mcpUrl));
    await withTarget({ fault: name }, ({ mcpUrl }) => faulty(mcpUrl));
  });
}

describe('mcp-reference wire fault switches', () => {
  it('covers every wire fault', () => {
    assert.deepEqual(WIRE_FAULTS.map((f) => f.name).sort(), [
      'capability-not-checked',
      'error-content-type-text',
      'error-id-null',
      'meta-key-malformed',
      'notification-200-json',
      'origin-unchecked',
      'result-id-changed',
    ]);
  });

  faultTest(
    'error-id-null',
    async (url) => assert.equal((await unknownMethod(url)).body.id, 'err-1'),
    async (url) => {
      const r = await unknownMethod(url);
      expectStatus(r, 404);
      assert.equal(r.body.id, null);
      assert.equal(r.body.error.code, -32601);
      assert.equal((await rpc(url, 'tools/list', { id: 'ok-1' })).body.id, 'ok-1', 'results keep their id');
    },
  );

  faultTest(
    'result-id-changed',
    async (url) => assert.equal((await rpc(url, 'tools/list', { id: 7 })).body.id, 7),
    async (url) => {
      const r = await rpc(url, 'tools/list', { id: 7 });
      expectStatus(r, 200);
      assert.equal(r.body.id, 8);
      assert.equal((await rpc(url, 'tools/list', { id: 's' })).body.id, 's-other');
      assert.equal((await unknownMethod(url)).body.id, 'err-1', 'errors keep their id');
    },
  );

  faultTest(
    'notification-200-json',
    async (url) => {
      const r = await notification(url);
      expectStatus(r, 202);
      assert.equal(r.text, '');
    },
    async (url) => {
      const r = await notification(url);
      expectStatus(r, 200);
      assert.deepEqual(r.body, { jsonrpc: '2.0', result: {} });
      expectStatus(await rpc(url, 'tools/list'), 200);
    },
  );

  faultTest(
    'origin-unchecked',
    async (url) => expectStatus(await rpc(url, 'tools/list', { headers: { origin: 'http://evil.example' } }), 403),
    async (url) => {
      const r = await rpc(url, 'tools/list', { headers: { origin: 'http://evil.example' } });
      expectStatus(r, 200);
      assert.ok(Array.isArray(r.body.result.tools));
    },
  );

  faultTest(
    'error-content-type-text',
    async (url) => assert.match((await unknownMethod(url)).headers.get('content-type') ?? '', /^application\/json/),
    async (url) => {
      const r = await unknownMethod(url);
      expectStatus(r, 404);
      assert.equal(r.headers.get('content-type'), 'text/plain; charset=iso-8859-1');
      assert.equal(r.body.error.code, -32601, 'the body is unchanged');
      assert.match((await rpc(url, 'tools/list')).headers.get('content-type') ?? '', /^application\/json/, 'results keep their type');
    },
  );

  faultTest(
    'capability-not-checked',
    async (url) => {
      const r = await confirm(url, {});
      expectStatus(r, 400);
      assert.equal(r.body.error.code, -32021);
      assert.deepEqual(Object.keys(r.body.error.data.requiredCapabilities), ['elicitation']);
    },
    async (url) => {
      const r = await confirm(url, {});
      expectStatus(r, 200);
      assert.equal(r.body.result.resultType, 'input_required');
      assert.equal(r.body.result.inputRequests.confirm.method, 'elicitation/create');
    },
  );

  faultTest(
    'meta-key-malformed',
    async (url) => assert.equal((await rpc(url, 'server/discover')).body.result._meta['-wirecase./bad key-'], undefined),
    async (url) => {
      const r = await rpc(url, 'server/discover');
      assert.equal(r.body.result._meta['-wirecase./bad key-'], true);
      assert.ok(r.body.result._meta['io.modelcontextprotocol/serverInfo'], 'the other keys stay');
    },
  );
});
