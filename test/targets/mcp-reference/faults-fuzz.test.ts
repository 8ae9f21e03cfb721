// One test per fault of faults-fuzz.ts: each changes exactly the behaviour it names. The same
// request against the good target shows the rule kept.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FUZZ_FAULTS } from './faults-fuzz.js';
import { rpc, withTarget } from './raw-client.js';

type Probe = (mcpUrl: string) => Promise<void>;
const tested = new Set<string>();

function faultTest(name: string, good: Probe, faulty: Probe): void {
  tested.add(name);
  it(name, async () => {
    await withTarget({}, ({ mcpUrl }) => good(mcpUrl));
    await withTarget({ fault: name }, ({ mcpUrl }) => faulty(mcpUrl));
  });
}

const call = (url: string, name: string, args: object) => rpc(url, 'tools/call', { params: { name, arguments: args } });
const discover = (url: string) => rpc(url, 'server/discover', { params: {} });

describe('mcp-reference fuzz-only fault switches', () => {
  faultTest(
    'optional-argument-required',
    async (url) => assert.notEqual((await call(url, 'search_notes', { query: 'q' })).body.result.isError, true),
    async (url) => {
      assert.equal((await call(url, 'search_notes', { query: 'q' })).body.error.code, -32602);
      assert.notEqual((await call(url, 'search_notes', { query: 'q', limit: 2 })).body.result.isError, true);
    },
  );

  faultTest(
    'invalid-input-accepted',
    async (url) => assert.equal((await call(url, 'set_dose', { amount: 100 })).body.result.isError, true),
    async (url) => {
      assert.equal((await call(url, 'set_dose', { amount: 100 })).body.result.isError, undefined);
      // A tool's own error stays an error.
      assert.equal((await call(url, 'always_fails', {})).body.result.isError, true);
    },
  );

  faultTest(
    'server-dies-on-case',
    async (url) => {
      await call(url, 'echo', { text: '' });
      assert.equal((await discover(url)).status, 200);
    },
    async (url) => {
      assert.equal((await call(url, 'echo', { text: 'x' })).status, 200);
      assert.equal((await discover(url)).status, 200);
      assert.equal((await call(url, 'echo', { text: '' })).status, 503);
      assert.equal((await discover(url)).status, 503);
    },
  );

  it('tests every fault of faults-fuzz.ts, each marked fuzz-only', () => {
    assert.deepEqual([...tested].sort(), FUZZ_FAULTS.map((f) => f.name).sort());
    for (const f of FUZZ_FAULTS) assert.equal(f.proof, 'fuzz', f.name);
  });
});
