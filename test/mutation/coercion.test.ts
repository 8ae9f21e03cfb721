/**
 * The fuzz coercion oracle (src/fuzz/coercion.ts) on a real server made to coerce, through the
 * mutation proxy: the SDK v1 notes server (test/real-servers/) answers `set_font_scale` with the
 * scale it was given ("font scale set to 0.75"); the proxy rewrites each answer as a server that
 * truncates a fractional argument would give it ("font scale set to 0"). `wirecase fuzz` notes the
 * coercion there (a valid argument: no BCP 14 keyword applies, so a note), and notes nothing on the
 * same server unmutated. test/real-servers/fuzz.test.ts holds the other real servers to 0 flags.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type FuzzReport, fuzz } from '../../src/fuzz/fuzz.js';
import type { JsonObject, Mutation } from '../mutant-servers/mutation.js';
import { methodOf } from '../mutant-servers/mutation.js';
import { withServer } from './matrix.js';
import { startProxy } from './proxy.js';

/** Every fractional number argument of a tools/call shows in the answer's text as its whole part. */
const truncating: Mutation = {
  message: (m, exchange) => {
    const args = ((exchange.body as JsonObject | undefined)?.params as JsonObject | undefined)?.arguments;
    const result = m.result as JsonObject | undefined;
    if (methodOf(exchange) !== 'tools/call' || !result || typeof args !== 'object' || args === null || !Array.isArray(result.content)) return m;
    const fractions = Object.values(args).filter((v): v is number => typeof v === 'number' && !Number.isInteger(v));
    const content = result.content.map((block: JsonObject) =>
      typeof block.text === 'string' ? { ...block, text: fractions.reduce((t, v) => t.split(String(v)).join(String(Math.trunc(v))), block.text) } : block,
    );
    return { ...m, result: { ...result, content } };
  },
};

async function fuzzScale(url: string): Promise<FuzzReport> {
  return fuzz({
    baseUrl: url,
    headers: {},
    seed: 1,
    budget: 12,
    // set_font_scale says only idempotentHint: named, and allowed, as a user would.
    only: ['set_font_scale'],
    includeDestructive: true,
    dryRun: false,
    revision: 'auto',
    timeoutMs: 15_000,
    version: 'test',
    regressionPath: (file) => file,
  });
}

const coercionNotes = (report: FuzzReport) =>
  report.result.tests.filter((t) => t.id === 'fuzz-set_font_scale-coercion').flatMap((t) => [t.status, ...(t.notes ?? [])]);

test('fuzz notes a fractional argument run as its whole part (a proxy makes the SDK v1 server answer so), and nothing unmutated', async () => {
  await withServer('sdk-v1-json', async (url) => {
    const plain = await fuzzScale(url);
    assert.equal(plain.error, undefined);
    assert.deepEqual(coercionNotes(plain), ['passed'], 'the server as it is: the scale is echoed as given');
    const proxy = await startProxy(url, truncating);
    try {
      const report = await fuzzScale(proxy.url);
      assert.equal(report.error, undefined);
      const [status, note] = coercionNotes(report);
      assert.equal(status, 'passed', 'a valid argument coerced is a note, not a failure');
      assert.match(note ?? '', /scale truncated to \d/);
      assert.match(note ?? '', /no BCP 14 keyword/);
    } finally {
      await proxy.stop();
    }
  });
});
