// One test per server-feature fault (faults-features.ts): each changes exactly the behaviour it
// names; the last test shows the same requests keep the rule on the normal target.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FEATURE_FAULTS } from './faults-features.js';
import { type AnyJson, envelope, listAllTools, rpc, withTarget } from './raw-client.js';
import type { ReferenceTargetOptions } from './server.js';
import { tokens } from './tokens.js';

type Probe = (target: { url: string; mcpUrl: string }) => Promise<void>;
const tested = new Set<string>();
const LOG_LEVEL = 'io.modelcontextprotocol/logLevel';

function faultTest(name: string, options: ReferenceTargetOptions, probe: Probe): void {
  tested.add(name);
  it(name, () => withTarget({ ...options, fault: name }, probe));
}

const named = (tools: AnyJson[], name: string) => tools.find((t: AnyJson) => t.name === name);
/** tools/call of echo asking for log messages at `level`; token for OAuth targets. */
const echoWithLogs = (url: string, level: string, token?: string) =>
  rpc(url, 'tools/call', { params: { name: 'echo', arguments: { text: 'x' }, _meta: { ...envelope(), [LOG_LEVEL]: level } }, ...(token ? { token } : {}) });

describe('mcp-reference server-feature fault switches', () => {
  faultTest('structured-content-off-schema', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'tools/call', { params: { name: 'get_weather', arguments: { city: 'Oslo' } } });
    assert.equal(r.body.result.structuredContent.temperatureC, 'warm');
    assert.equal(r.body.result.structuredContent.city, 'Oslo', 'only temperatureC changes');
  });

  faultTest('structured-content-off-schema-later', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'tools/call', { params: { name: 'add', arguments: { a: 1, b: 2 } } });
    assert.equal(r.body.result.structuredContent.sum, '3');
    const first = await rpc(mcpUrl, 'tools/call', { params: { name: 'get_weather', arguments: { city: 'Oslo' } } });
    assert.equal(first.body.result.structuredContent.temperatureC, 21.5, 'the first tool with an outputSchema is untouched');
  });

  faultTest('capabilities-undeclared', {}, async ({ mcpUrl }) => {
    const caps = (await rpc(mcpUrl, 'server/discover')).body.result.capabilities;
    assert.deepEqual([caps.tools, caps.resources, caps.prompts], [undefined, undefined, undefined]);
    assert.ok(caps.logging && caps.extensions, 'the other capabilities stay');
    assert.ok((await listAllTools(mcpUrl)).tools.length > 0, 'tools are still served');
  });

  faultTest('completions-undeclared', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'completion/complete', { params: { ref: { type: 'ref/prompt', name: 'summarize' }, argument: { name: 'topic', value: '' } } });
    assert.deepEqual(r.body.result.completion.values, []);
    assert.equal((await rpc(mcpUrl, 'server/discover')).body.result.capabilities.completions, undefined);
  });

  faultTest('list-side-effect', {}, async ({ mcpUrl }) => {
    const before = (await listAllTools(mcpUrl)).tools.length;
    await rpc(mcpUrl, 'tools/call', { params: { name: 'echo', arguments: { text: 'x' } } });
    assert.equal((await listAllTools(mcpUrl)).tools.length, before - 1, 'the listing right after a call loses an item');
    assert.equal((await listAllTools(mcpUrl)).tools.length, before, 'the next listing is whole again');
    const prompts = (await rpc(mcpUrl, 'prompts/list')).body.result.prompts.length;
    await rpc(mcpUrl, 'tools/call', { params: { name: 'echo', arguments: { text: 'x' } } });
    assert.equal((await rpc(mcpUrl, 'prompts/list')).body.result.prompts.length, prompts - 1);
  });

  faultTest('input-schema-null', {}, async ({ mcpUrl }) => {
    const { tools } = await listAllTools(mcpUrl);
    assert.equal(named(tools, 'reverse').inputSchema, null);
    assert.equal(named(tools, 'echo').inputSchema.type, 'object');
  });

  faultTest('x-mcp-header-invalid', {}, async ({ mcpUrl }) => {
    const { tools } = await listAllTools(mcpUrl);
    assert.equal(named(tools, 'reverse').inputSchema.properties.text['x-mcp-header'], 'Text Value');
  });

  faultTest('resource-uri-no-scheme', {}, async ({ mcpUrl }) => {
    const uris = (await rpc(mcpUrl, 'resources/list')).body.result.resources.map((r: AnyJson) => r.uri);
    assert.equal(uris[0], 'file:///wirecase/readme.txt');
    assert.equal(uris[1], 'wirecase/logo.png');
  });

  faultTest('resource-uri-unvalidated', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'resources/read', { params: { uri: 'not a uri' } });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.result.contents, []);
    const missing = await rpc(mcpUrl, 'resources/read', { params: { uri: 'wirecase-missing://x' } });
    assert.equal(missing.body.error.code, -32602, 'a URI with a scheme is still looked up');
  });

  faultTest('prompt-content-malformed', {}, async ({ mcpUrl }) => {
    const messages = (await rpc(mcpUrl, 'prompts/get', { params: { name: 'greeting', arguments: {} } })).body.result.messages;
    assert.deepEqual(messages.at(-1).content, { type: 'image', data: 'not base64!', mimeType: 'png' });
    assert.equal(messages[0].content.type, 'text');
  });

  faultTest('prompt-arguments-unchecked', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'prompts/get', { params: { name: 'summarize', arguments: {} } });
    assert.equal(r.status, 200);
    assert.equal(r.body.error, undefined);
    assert.equal(r.body.result.messages.length, 1);
  });

  faultTest('logging-undeclared', {}, async ({ mcpUrl }) => {
    assert.equal((await rpc(mcpUrl, 'server/discover')).body.result.capabilities.logging, undefined);
    assert.match((await echoWithLogs(mcpUrl, 'debug')).text, /notifications\/message/);
  });

  faultTest('log-below-level', {}, async ({ mcpUrl }) => {
    const r = await echoWithLogs(mcpUrl, 'warning');
    assert.match(r.text, /"level":"debug"/);
    assert.match(r.text, /"level":"warning"/);
  });

  faultTest('log-leaks-token', { auth: 'oauth' }, async ({ mcpUrl }) => {
    const token = await tokens.valid(mcpUrl);
    const r = await echoWithLogs(mcpUrl, 'info', token);
    assert.ok(r.text.includes(token));
    assert.match(r.text, /"level":"info","logger":"fault"/);
  });

  faultTest('log-level-unchecked', {}, async ({ mcpUrl }) => {
    const r = await echoWithLogs(mcpUrl, 'verbose');
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.result.content, [{ type: 'text', text: 'x' }]);
  });

  faultTest('pagination-skips-item', {}, async ({ mcpUrl }) => {
    const names = (await listAllTools(mcpUrl)).tools.map((t: AnyJson) => t.name);
    // 14 tools in pages of 5: the first tool of pages 2 and 3 is lost.
    assert.equal(names.length, 12);
    assert.ok(!names.includes('add'), 'the first tool of page 2 is lost');
  });

  faultTest('invalid-cursor-accepted', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'tools/list', { params: { cursor: 'bogus' } });
    assert.equal(r.body.result.tools[0].name, 'echo');
  });

  faultTest('tool-name-with-space', {}, async ({ mcpUrl }) => {
    const names = (await listAllTools(mcpUrl)).tools.map((t: AnyJson) => t.name);
    assert.ok(names.includes('reverse text') && !names.includes('reverse'));
  });

  faultTest('list-duplicates', {}, async ({ mcpUrl }) => {
    const uris = (await rpc(mcpUrl, 'resources/list')).body.result.resources.map((r: AnyJson) => r.uri);
    assert.equal(uris.at(-1), uris[0]);
    const names = (await rpc(mcpUrl, 'prompts/list')).body.result.prompts.map((p: AnyJson) => p.name);
    assert.equal(names.at(-1), names[0]);
  });

  faultTest('binary-not-base64', {}, async ({ mcpUrl }) => {
    const blob = (await rpc(mcpUrl, 'resources/read', { params: { uri: 'file:///wirecase/logo.png' } })).body.result.contents[0].blob;
    assert.match(blob, /!not base64!$/);
  });

  faultTest('file-traversal', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'resources/read', { params: { uri: 'file:///wirecase/../../etc/passwd' } });
    assert.match(r.body.result.contents[0].text, /^root:x:0:0:/);
    assert.equal((await rpc(mcpUrl, 'resources/read', { params: { uri: 'file:///wirecase/readme.txt' } })).status, 200);
  });

  faultTest('cursor-unstable', {}, async ({ mcpUrl }) => {
    const cursor = (await rpc(mcpUrl, 'tools/list')).body.result.nextCursor;
    const page = async () => (await rpc(mcpUrl, 'tools/list', { params: { cursor } })).body.result.tools.map((t: AnyJson) => t.name);
    const first = await page();
    assert.deepEqual(await page(), [...first].reverse());
    assert.deepEqual(await page(), first);
  });

  it('the normal target keeps every one of these rules', () =>
    withTarget({ auth: 'oauth' }, async ({ mcpUrl }) => {
      const token = await tokens.valid(mcpUrl);
      const call = (method: string, params: Record<string, unknown> = {}) => rpc(mcpUrl, method, { params, token });
      const weather = await call('tools/call', { name: 'get_weather', arguments: { city: 'Oslo' } });
      assert.equal(typeof weather.body.result.structuredContent.temperatureC, 'number');
      const caps = (await call('server/discover')).body.result.capabilities;
      assert.ok(caps.tools && caps.resources && caps.prompts && caps.logging);
      assert.equal(
        (await call('completion/complete', { ref: { type: 'ref/prompt', name: 'summarize' }, argument: { name: 'topic', value: '' } })).body.error.code,
        -32601,
      );
      const { tools } = await listAllTools(mcpUrl, { token });
      assert.equal(tools.length, 14);
      assert.ok(tools.every((t: AnyJson) => t.inputSchema?.type === 'object' && /^[A-Za-z0-9_.-]+$/.test(t.name)));
      assert.equal((await call('resources/read', { uri: 'not a uri' })).body.error.code, -32602);
      assert.equal((await call('prompts/get', { name: 'summarize', arguments: {} })).body.error.code, -32602);
      const logs = await echoWithLogs(mcpUrl, 'warning', token);
      assert.match(logs.text, /"level":"warning"/);
      assert.doesNotMatch(logs.text, /"level":"(debug|info)"/);
      assert.ok(!logs.text.includes(token));
      assert.equal((await echoWithLogs(mcpUrl, 'verbose', token)).body.error.code, -32602);
      assert.equal((await call('tools/list', { cursor: 'bogus' })).body.error.code, -32602);
      const resources = (await call('resources/list')).body.result.resources.map((r: AnyJson) => r.uri);
      assert.equal(new Set(resources).size, resources.length);
      assert.match((await call('resources/read', { uri: 'file:///wirecase/logo.png' })).body.result.contents[0].blob, /^[A-Za-z0-9+/]*={0,2}$/);
      assert.ok((await call('resources/read', { uri: 'file:///wirecase/../../etc/passwd' })).body.error);
    }));

  it('has one test per feature fault', () => {
    assert.deepEqual([...tested].sort(), FEATURE_FAULTS.map((f) => f.name).sort());
    for (const fault of FEATURE_FAULTS) assert.ok(fault.rule && fault.row, fault.name);
  });
});
