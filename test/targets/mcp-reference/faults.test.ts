// One test per fault switch: each changes exactly the behaviour it names (the same request
// passes the rule without the fault, see core/apps/oauth tests, and breaks it with the fault).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FAULTS, resolveFault, UnknownFaultError } from './faults.js';
import { AUTH_MORE_FAULTS } from './faults-auth-more.js';
import { FEATURE_FAULTS } from './faults-features.js';
import { FUZZ_FAULTS } from './faults-fuzz.js';
import { PATTERNS_FAULTS } from './faults-patterns.js';
import { PROBED_FAULTS } from './faults-probed.js';
import { WIRE_FAULTS } from './faults-wire.js';
import { type AnyJson, envelope, listAllTools, type RawReply, rpc, send, UI_CAPS, withTarget } from './raw-client.js';
import { type ReferenceTargetOptions, startReferenceTarget } from './server.js';
import { tokens } from './tokens.js';

type Probe = (target: { url: string; mcpUrl: string }) => Promise<void>;
const tested = new Set<string>();

/** Runs probe against a target started with the fault switched on. */
function faultTest(name: string, options: ReferenceTargetOptions, probe: Probe): void {
  tested.add(name);
  it(name, () => withTarget({ ...options, fault: name }, probe));
}

const oldVersion = (url: string) =>
  rpc(url, 'tools/list', { params: { _meta: envelope({}, '2025-11-25') }, headers: { 'mcp-protocol-version': '2025-11-25' } });
const mismatch = (url: string) => rpc(url, 'tools/list', { headers: { 'mcp-method': 'prompts/list' } });
const callEcho = (url: string, extra: Parameters<typeof rpc>[2] = {}) =>
  rpc(url, 'tools/call', { params: { name: 'echo', arguments: { text: 'x' } }, ...extra });
const expectStatus = (r: RawReply, status: number) => assert.equal(r.status, status, r.text);

describe('mcp-reference fault switches', () => {
  faultTest('missing-ttl', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'tools/list');
    assert.equal(r.body.result.ttlMs, undefined);
    assert.equal(r.body.result.cacheScope, 'public', 'only ttlMs is removed');
  });

  faultTest('missing-result-type', {}, async ({ mcpUrl }) => {
    const r = await callEcho(mcpUrl);
    assert.equal(r.body.result.resultType, undefined);
    assert.deepEqual(r.body.result.content, [{ type: 'text', text: 'x' }]);
  });

  faultTest('server-info-missing', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'server/discover');
    assert.equal(r.body.result._meta['io.modelcontextprotocol/serverInfo'], undefined);
    assert.equal(r.body.result.resultType, 'complete');
  });

  faultTest('header-mismatch-draft-code', {}, async ({ mcpUrl }) => {
    const r = await mismatch(mcpUrl);
    expectStatus(r, 400);
    assert.equal(r.body.error.code, -32001);
  });

  faultTest('header-mismatch-200', {}, async ({ mcpUrl }) => {
    const r = await mismatch(mcpUrl);
    expectStatus(r, 200);
    assert.equal(r.body.error.code, -32020);
  });

  faultTest('unsupported-version-draft-code', {}, async ({ mcpUrl }) => {
    const r = await oldVersion(mcpUrl);
    expectStatus(r, 400);
    assert.equal(r.body.error.code, -32004);
    assert.deepEqual(r.body.error.data.requested, '2025-11-25');
  });

  faultTest('unsupported-version-wrong-code', {}, async ({ mcpUrl }) => {
    const r = await oldVersion(mcpUrl);
    expectStatus(r, 400);
    assert.equal(r.body.error.code, -32602);
    assert.equal(r.body.error.data, undefined);
  });

  faultTest('unknown-method-200', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'tools/frobnicate');
    expectStatus(r, 200);
    assert.equal(r.body.error.code, -32601);
  });

  faultTest('mcp-name-unchecked', {}, async ({ mcpUrl }) => {
    expectStatus(await callEcho(mcpUrl, { headers: { 'mcp-name': 'reverse' } }), 200);
    expectStatus(await callEcho(mcpUrl, { headers: { 'mcp-name': null } }), 200);
    const method = await rpc(mcpUrl, 'tools/list', { headers: { 'mcp-method': 'prompts/list' } });
    assert.equal(method.body.error.code, -32020, 'Mcp-Method is still checked');
  });

  faultTest('initialize-accepted', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'initialize', { params: { protocolVersion: '2026-07-28', capabilities: {}, clientInfo: { name: 'c', version: '1' } } });
    expectStatus(r, 200);
    assert.equal(r.body.result.protocolVersion, '2026-07-28');
    expectStatus(await rpc(mcpUrl, 'tools/list'), 200);
  });

  faultTest('discover-extra-version', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'server/discover');
    assert.deepEqual(r.body.result.supportedVersions, ['2026-07-28', '2025-11-25']);
    expectStatus(await oldVersion(mcpUrl), 400);
  });

  faultTest('tools-order-unstable', {}, async ({ mcpUrl }) => {
    const a = (await rpc(mcpUrl, 'tools/list')).body.result.tools.map((t: { name: string }) => t.name);
    const b = (await rpc(mcpUrl, 'tools/list')).body.result.tools.map((t: { name: string }) => t.name);
    assert.notDeepEqual(a, b);
    assert.deepEqual([...a].sort(), [...b].sort(), 'same set, different order');
  });

  faultTest('fractional-schema-truncated', {}, async ({ mcpUrl }) => {
    const { tools } = await listAllTools(mcpUrl);
    const amount = tools.find((t: { name: string }) => t.name === 'set_dose').inputSchema.properties.amount;
    assert.deepEqual([amount.minimum, amount.maximum, amount.multipleOf], [1, 8, 1]);
  });

  faultTest('sse-event-ids', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'tools/list');
    expectStatus(r, 200);
    assert.match(r.headers.get('content-type') ?? '', /text\/event-stream/);
    assert.match(r.text, /^id: \d+$/m);
    assert.match(r.text, /^data: \{.*"tools"/m);
  });

  faultTest('session-id-minted', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'tools/list');
    expectStatus(r, 200);
    assert.ok(r.headers.get('mcp-session-id'));
  });

  faultTest('get-200', {}, async ({ mcpUrl }) => {
    expectStatus(await send(mcpUrl, { method: 'GET', headers: { accept: 'text/event-stream' } }), 200);
    expectStatus(await send(mcpUrl, { method: 'DELETE' }), 405);
  });

  faultTest('no-challenge-401', { auth: 'oauth' }, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'tools/list');
    expectStatus(r, 401);
    assert.equal(r.headers.get('www-authenticate'), null);
  });

  faultTest('metadata-requires-auth', { auth: 'oauth' }, async ({ url }) => {
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      expectStatus(await send(`${url}${path}`, {}), 401);
    }
  });

  faultTest('insufficient-scope-401', { auth: 'oauth' }, async ({ mcpUrl }) => {
    const r = await callEcho(mcpUrl, { token: await tokens.withoutToolsScope(mcpUrl) });
    expectStatus(r, 401);
    assert.match(r.headers.get('www-authenticate') ?? '', /insufficient_scope/);
  });

  faultTest('expired-token-accepted', { auth: 'oauth' }, async ({ mcpUrl }) => {
    expectStatus(await rpc(mcpUrl, 'tools/list', { token: await tokens.expired(mcpUrl) }), 200);
    expectStatus(await rpc(mcpUrl, 'tools/list', { token: await tokens.wrongIssuer(mcpUrl) }), 401);
  });

  faultTest('wrong-audience-accepted', { auth: 'oauth' }, async ({ mcpUrl }) => {
    expectStatus(await rpc(mcpUrl, 'tools/list', { token: await tokens.wrongAudience(mcpUrl) }), 200);
    expectStatus(await rpc(mcpUrl, 'tools/list', { token: await tokens.expired(mcpUrl) }), 401);
  });

  faultTest('legacy-token-header-accepted', { auth: 'oauth' }, async ({ mcpUrl }) => {
    expectStatus(await rpc(mcpUrl, 'tools/list', { headers: { 'X-Cassandra-Token': 'AstraCS:abc:123' } }), 200);
    expectStatus(await rpc(mcpUrl, 'tools/list', { token: 'AstraCS:abc:123' }), 401);
  });

  faultTest('mcp-off-serves-catalog', { mcp: 'off' }, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'tools/list');
    expectStatus(r, 200);
    assert.ok(r.body.result.tools.length > 0);
  });

  // MCP Apps faults (faults-apps.ts).
  const readUi = (url: string, uri = 'ui://wirecase/dashboard.html') => rpc(url, 'resources/read', { caps: UI_CAPS, params: { uri } });
  const toolNamed = (tools: AnyJson[], name: string) => tools.find((t: AnyJson) => t.name === name);

  faultTest('ui-extension-not-advertised', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'server/discover', { caps: UI_CAPS });
    assert.equal(r.body.result.capabilities.extensions['io.modelcontextprotocol/ui'], undefined);
    assert.deepEqual(r.body.result.capabilities.tools, { listChanged: false });
  });

  faultTest('ui-wrong-mime-type', {}, async ({ mcpUrl }) => {
    const r = await readUi(mcpUrl);
    assert.equal(r.body.result.contents[0].mimeType, 'text/html');
    assert.match(r.body.result.contents[0].text, /<html/);
  });

  faultTest('ui-csp-domains-string', {}, async ({ mcpUrl }) => {
    const csp = (await readUi(mcpUrl)).body.result.contents[0]._meta.ui.csp;
    assert.equal(csp.connectDomains, 'https://api.wirecase.test');
  });

  faultTest('ui-permissions-booleans', {}, async ({ mcpUrl }) => {
    const meta = (await readUi(mcpUrl)).body.result.contents[0]._meta.ui;
    assert.deepEqual(meta.permissions, { camera: true, microphone: true, geolocation: true, clipboardWrite: true });
    assert.ok(Array.isArray(meta.csp.connectDomains));
  });

  faultTest('ui-resource-uri-not-ui-scheme', {}, async ({ mcpUrl }) => {
    const { tools } = await listAllTools(mcpUrl, { caps: UI_CAPS });
    assert.equal(toolNamed(tools, 'show_dashboard')._meta.ui.resourceUri, 'https://wirecase/dashboard.html');
    assert.equal(toolNamed(tools, 'show_dashboard')._meta['ui/resourceUri'], 'https://wirecase/dashboard.html');
  });

  faultTest('ui-meta-leaked', {}, async ({ mcpUrl }) => {
    const { tools } = await listAllTools(mcpUrl);
    assert.equal(toolNamed(tools, 'show_dashboard')._meta.ui.resourceUri, 'ui://wirecase/dashboard.html');
    assert.equal(toolNamed(tools, 'refresh_dashboard'), undefined, 'app-only tools stay hidden');
  });

  faultTest('ui-resources-listed-to-all', {}, async ({ mcpUrl }) => {
    const r = await rpc(mcpUrl, 'resources/list');
    assert.ok(r.body.result.resources.some((x: AnyJson) => x.uri.startsWith('ui://')));
  });

  faultTest('ui-visibility-unfiltered', {}, async ({ mcpUrl }) => {
    const { tools } = await listAllTools(mcpUrl, { caps: UI_CAPS });
    assert.deepEqual(toolNamed(tools, 'show_status')._meta.ui.visibility, ['model', 'hologram']);
  });

  faultTest('ui-not-found-wrong-code', {}, async ({ mcpUrl }) => {
    const r = await readUi(mcpUrl, 'ui://wirecase/missing.html');
    assert.equal(r.body.error.code, -32603);
    assert.equal((await readUi(mcpUrl)).body.result.contents.length, 1);
  });

  faultTest('ui-app-only-listed-to-all', {}, async ({ mcpUrl }) => {
    const { tools } = await listAllTools(mcpUrl);
    const appOnly = toolNamed(tools, 'refresh_dashboard');
    assert.ok(appOnly, 'the app-only tool is listed to a client without the extension');
    assert.equal(appOnly._meta?.ui, undefined, 'its _meta.ui is still stripped');
  });

  it('has one test per registered fault, and at least 15 faults', () => {
    assert.ok(FAULTS.length >= 15);
    // Faults of faults-<area>.ts files with their own faults-<area>.test.ts are tested there.
    // 2025-era faults (era: '2025') are proven by test/suites/mcp-2025-suite.test.ts.
    const elsewhere = new Set(
      [
        ...FEATURE_FAULTS,
        ...PATTERNS_FAULTS,
        ...AUTH_MORE_FAULTS,
        ...WIRE_FAULTS,
        ...PROBED_FAULTS,
        ...FUZZ_FAULTS,
        ...FAULTS.filter((f) => f.era === '2025'),
      ].map((f) => f.name),
    );
    assert.deepEqual(
      [...tested].sort(),
      FAULTS.map((f) => f.name)
        .filter((name) => !elsewhere.has(name))
        .sort(),
    );
    for (const fault of FAULTS) assert.ok(fault.rule && fault.row, fault.name);
  });

  it('rejects an unknown fault name before listening', async () => {
    assert.throws(() => resolveFault('no-such-fault'), UnknownFaultError);
    await assert.rejects(startReferenceTarget({ port: 0, fault: 'no-such-fault' }), UnknownFaultError);
  });
});
