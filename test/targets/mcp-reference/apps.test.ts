// MCP Apps (io.modelcontextprotocol/ui): advertised in discovery, honoured per request.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { UI_EXTENSION, UI_MIME_TYPE } from './constants.js';
import { type AnyJson, listAllTools, rpc, UI_CAPS } from './raw-client.js';
import { type ReferenceTarget, startReferenceTarget } from './server.js';

const byName = (tools: AnyJson[], name: string) => tools.find((t) => t.name === name);

describe('mcp-reference MCP Apps', () => {
  let target: ReferenceTarget;
  let url: string;
  before(async () => {
    target = await startReferenceTarget({ host: '127.0.0.1', port: 0 });
    url = target.mcpUrl;
  });
  after(() => target.close());

  it('advertises the extension in server/discover', async () => {
    const r = await rpc(url, 'server/discover', { caps: UI_CAPS });
    assert.deepEqual(r.body.result.capabilities.extensions[UI_EXTENSION], { mimeTypes: [UI_MIME_TYPE] });
  });

  it('lists UI tools with _meta.ui to a client that declares the extension', async () => {
    const { tools, pages } = await listAllTools(url, { caps: UI_CAPS });
    assert.ok(pages >= 2);
    assert.deepEqual(byName(tools, 'show_dashboard')._meta.ui, { resourceUri: 'ui://wirecase/dashboard.html', visibility: ['model', 'app'] });
    assert.deepEqual(byName(tools, 'show_chart')._meta.ui.visibility, ['model']);
    assert.deepEqual(byName(tools, 'refresh_dashboard')._meta.ui.visibility, ['app']);
    assert.equal(byName(tools, 'echo')._meta, undefined);
  });

  it('falls back to core behaviour for a client without the extension (or another mime type)', async () => {
    for (const caps of [{}, { extensions: { [UI_EXTENSION]: { mimeTypes: ['application/vnd.custom'] } } }]) {
      const { tools } = await listAllTools(url, { caps });
      assert.equal(byName(tools, 'refresh_dashboard'), undefined, 'app-only tool hidden');
      assert.equal(byName(tools, 'show_dashboard')._meta, undefined, 'no _meta.ui');
      const resources = await rpc(url, 'resources/list', { caps });
      assert.ok(resources.body.result.resources.every((r: AnyJson) => !r.uri.startsWith('ui://')));
      const call = await rpc(url, 'tools/call', { caps, params: { name: 'show_dashboard', arguments: {} } });
      assert.deepEqual(call.body.result.content, [{ type: 'text', text: 'dashboard for today' }]);
    }
  });

  it('lists ui:// resources with the app mime type to a UI client', async () => {
    const r = await rpc(url, 'resources/list', { caps: UI_CAPS });
    const ui = r.body.result.resources.filter((x: AnyJson) => x.uri.startsWith('ui://'));
    assert.equal(ui.length, 2);
    for (const resource of ui) assert.equal(resource.mimeType, UI_MIME_TYPE);
  });

  it('reads the text UI resource with the full _meta.ui', async () => {
    const r = await rpc(url, 'resources/read', { caps: UI_CAPS, params: { uri: 'ui://wirecase/dashboard.html' } });
    const [content] = r.body.result.contents;
    assert.equal(content.mimeType, UI_MIME_TYPE);
    assert.match(content.text, /^<!DOCTYPE html>/);
    const meta = content._meta.ui;
    for (const key of ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains']) assert.ok(Array.isArray(meta.csp[key]), key);
    assert.deepEqual(meta.permissions, { camera: {}, microphone: {}, geolocation: {}, clipboardWrite: {} });
    assert.equal(typeof meta.domain, 'string');
    assert.equal(meta.prefersBorder, true);
  });

  it('reads the blob UI resource as base64 HTML', async () => {
    const r = await rpc(url, 'resources/read', { caps: UI_CAPS, params: { uri: 'ui://wirecase/chart.html' } });
    const [content] = r.body.result.contents;
    assert.equal(content.mimeType, UI_MIME_TYPE);
    assert.match(Buffer.from(content.blob, 'base64').toString('utf8'), /^<!DOCTYPE html>/);
    assert.equal(content._meta.ui.prefersBorder, false);
  });

  it('answers an unknown ui:// resource with -32602', async () => {
    const r = await rpc(url, 'resources/read', { caps: UI_CAPS, params: { uri: 'ui://wirecase/missing.html' } });
    assert.equal(r.body.error.code, -32602);
  });
});
