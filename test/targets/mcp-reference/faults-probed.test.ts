// One test per fault of faults-probed.ts: each changes exactly the behaviour it names. The same
// request against the good target shows the rule kept.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROBED_FAULTS } from './faults-probed.js';
import { type RawReply, rpc, withTarget } from './raw-client.js';

type Probe = (mcpUrl: string) => Promise<void>;
const tested = new Set<string>();

/** Runs probe against the good target, then against one with the fault, each with its own check. */
function faultTest(name: string, good: Probe, faulty: Probe): void {
  tested.add(name);
  it(name, async () => {
    await withTarget({}, ({ mcpUrl }) => good(mcpUrl));
    await withTarget({ fault: name }, ({ mcpUrl }) => faulty(mcpUrl));
  });
}

const call = (url: string, name: string, args: object) => rpc(url, 'tools/call', { params: { name, arguments: args } });
const logs = (r: RawReply) => r.text.includes('"notifications/message"');

describe('mcp-reference probe-only fault switches', () => {
  faultTest(
    'log-without-level',
    async (url) => assert.equal(logs(await call(url, 'echo', { text: 'hi' })), false),
    async (url) => assert.equal(logs(await call(url, 'echo', { text: 'hi' })), true, 'echo logs although the request asked for no level'),
  );

  faultTest(
    'tool-error-as-protocol-error',
    async (url) => {
      const r = await call(url, 'always_fails', {});
      assert.equal(r.body.result.isError, true);
    },
    async (url) => {
      const r = await call(url, 'always_fails', {});
      assert.equal(r.body.result, undefined);
      assert.equal(r.body.error.code, -32603);
      // A success stays a success.
      assert.equal((await call(url, 'echo', { text: 'hi' })).body.result.isError, undefined);
    },
  );

  faultTest(
    'nullable-argument-refused',
    async (url) => assert.notEqual((await call(url, 'search_notes', { query: 'q', tag: null })).body.result.isError, true),
    async (url) => {
      assert.equal((await call(url, 'search_notes', { query: 'q', tag: null })).body.result.isError, true);
      assert.notEqual((await call(url, 'search_notes', { query: 'q', tag: 't' })).body.result.isError, true);
    },
  );

  it('tests every fault of faults-probed.ts', () => {
    assert.deepEqual([...tested].sort(), PROBED_FAULTS.map((f) => f.name).sort());
  });
});
