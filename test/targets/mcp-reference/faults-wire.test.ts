// One test per wire fault (faults-wire.ts): the good target keeps the rule, the fault breaks
// exactly that rule and leaves the rest of the answer as it was.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WIRE_FAULTS } from './faults-wire.js';
import { type AnyJson, envelope, listAllTools, type RawReply, rpc, withTarget } from './raw-client.js';

const expectStatus = (r: RawReply, status: number) => assert.equal(r.status, status, r.text);
const unknownMethod = (url: string) => rpc(url, 'wirecase/no-such-method', { id: 'err-1' });
const notification = (url: string) =>
  rpc(url, 'notifications/cancelled', {
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'none', _meta: envelope() } }),
  });
const route = (url: string, region: string | null | undefined, header?: string) =>
  rpc(url, 'tools/call', {
    params: { name: 'route_query', arguments: { query: 'q', ...(region === undefined ? {} : { region }) } },
    headers: header === undefined ? {} : { 'mcp-param-region': header },
  });
const b64 = (value: string) => `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
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
      'input-schema-invalid',
      'meta-key-malformed',
      'notification-200-json',
      'origin-unchecked',
      'param-header-expected-when-absent',
      'param-header-not-decoded',
      'param-header-unchecked',
      'param-header-unsafe-accepted',
      'result-id-changed',
      'result-id-digits-as-number',
      'schema-draft-07',
      'x-mcp-header-under-items',
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
    'result-id-digits-as-number',
    async (url) => assert.equal((await rpc(url, 'tools/list', { id: '42' })).body.id, '42'),
    async (url) => {
      const r = await rpc(url, 'tools/list', { id: '42' });
      expectStatus(r, 200);
      assert.equal(r.body.id, 42);
      assert.equal((await rpc(url, 'tools/list', { id: 's42' })).body.id, 's42', 'other string ids are kept');
      assert.equal((await rpc(url, 'tools/list', { id: 7 })).body.id, 7, 'number ids are kept');
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
  faultTest(
    'param-header-unchecked',
    async (url) => {
      expectStatus(await route(url, 'us-west1', 'eu'), 400);
      expectStatus(await route(url, 'us-west1'), 400);
    },
    async (url) => {
      expectStatus(await route(url, 'us-west1', 'eu'), 200);
      const r = await route(url, 'us-west1');
      expectStatus(r, 200);
      assert.equal(r.body.result.content[0].text, 'q runs in us-west1');
    },
  );

  faultTest(
    'param-header-not-decoded',
    async (url) => expectStatus(await route(url, 'us-west1', b64('us-west1')), 200),
    async (url) => {
      const r = await route(url, 'us-west1', b64('us-west1'));
      expectStatus(r, 400);
      assert.equal(r.body.error.code, -32020);
      expectStatus(await route(url, 'us-west1', 'us-west1'), 200);
    },
  );

  faultTest(
    'param-header-unsafe-accepted',
    // The header's bytes are ISO-8859-1: é is one byte, 0xE9, as the body's é reads when decoded so.
    async (url) => {
      const r = await route(url, 'café', 'caf\u00e9');
      expectStatus(r, 400);
      assert.equal(r.body.error.code, -32020);
    },
    async (url) => {
      expectStatus(await route(url, 'café', 'caf\u00e9'), 200);
      expectStatus(await route(url, 'us-west1', 'eu'), 400);
    },
  );

  faultTest(
    'param-header-expected-when-absent',
    async (url) => {
      assert.equal((await route(url, null)).body.result.isError, true);
      assert.equal((await route(url, undefined)).body.result.isError, true);
    },
    async (url) => {
      for (const region of [null, undefined]) {
        const r = await route(url, region);
        expectStatus(r, 400);
        assert.equal(r.body.error.code, -32020);
      }
      expectStatus(await route(url, 'us-west1', 'us-west1'), 200);
    },
  );

  faultTest(
    'x-mcp-header-under-items',
    async (url) => {
      const tools = (await listAllTools(url)).tools;
      assert.equal(tools.find((t: AnyJson) => t.name === 'route_query').inputSchema.properties.tags, undefined);
    },
    async (url) => {
      const tool = (await listAllTools(url)).tools.find((t: AnyJson) => t.name === 'route_query');
      assert.deepEqual(tool.inputSchema.properties.tags, { type: 'array', items: { type: 'string', 'x-mcp-header': 'Tag' } });
      assert.equal(tool.inputSchema.properties.region['x-mcp-header'], 'Region');
    },
  );
  faultTest(
    'input-schema-invalid',
    async (url) => {
      const tool = (await listAllTools(url)).tools.find((t: AnyJson) => t.name === 'confirm_action');
      assert.equal(tool.inputSchema.properties.action.minLength, undefined);
    },
    async (url) => {
      const tool = (await listAllTools(url)).tools.find((t: AnyJson) => t.name === 'confirm_action');
      assert.deepEqual(tool.inputSchema.properties.action, { type: 'string', minLength: -1 });
      expectStatus(await confirm(url, { elicitation: {} }), 200);
    },
  );
  faultTest(
    'schema-draft-07',
    async (url) => {
      const tool = (await listAllTools(url)).tools.find((t: AnyJson) => t.name === 'confirm_action');
      assert.equal(tool.inputSchema.$schema, 'https://json-schema.org/draft/2020-12/schema');
    },
    async (url) => {
      const tools = (await listAllTools(url)).tools;
      assert.equal(tools.find((t: AnyJson) => t.name === 'confirm_action').inputSchema.$schema, 'http://json-schema.org/draft-07/schema#');
      assert.equal(tools.find((t: AnyJson) => t.name === 'echo').inputSchema.$schema, 'https://json-schema.org/draft/2020-12/schema');
    },
  );
});
