import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodeHeaderValue } from '../../../src/mcp/header-encoding.js';
import { META, rpcToRequest } from '../../../src/mcp/profiles.js';

test('Mcp-Name values: plain when safe, the base64 sentinel otherwise (the spec examples)', () => {
  assert.equal(encodeHeaderValue('get_weather'), 'get_weather');
  assert.equal(encodeHeaderValue('Hello, 世界'), '=?base64?SGVsbG8sIOS4lueVjA==?=');
  assert.equal(encodeHeaderValue(' padded '), '=?base64?IHBhZGRlZCA=?=');
  assert.equal(encodeHeaderValue('line1\nline2'), '=?base64?bGluZTEKbGluZTI=?=');
  assert.equal(encodeHeaderValue('=?base64?literal?='), '=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=');
});

test('2026-07-28: headers and _meta of the revision, every one overridable or removable', () => {
  const profile = { revision: '2026-07-28' as const, clientCapabilities: { extensions: { x: {} } } };
  const request = rpcToRequest({ method: 'tools/call', params: { name: 'echo', arguments: {} } }, profile, 3, {}, '1.2.3');
  assert.deepEqual(request.headers, {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'MCP-Protocol-Version': '2026-07-28',
    'Mcp-Method': 'tools/call',
    'Mcp-Name': 'echo',
  });
  const body = request.json as { id: number; params: { _meta: Record<string, unknown> } };
  assert.equal(body.id, 3);
  assert.deepEqual(body.params._meta, {
    [META.protocolVersion]: '2026-07-28',
    [META.clientCapabilities]: { extensions: { x: {} } },
    [META.clientInfo]: { name: 'wirecase', version: '1.2.3' },
  });

  const broken = rpcToRequest(
    { method: 'tools/list', headers: { 'mcp-method': 'tools/call', 'MCP-Protocol-Version': null }, meta: { [META.clientInfo]: null, extra: 1 } },
    profile,
    4,
    {},
    '1',
  );
  assert.deepEqual(broken.headers, {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'MCP-Protocol-Version': null,
    'mcp-method': 'tools/call',
  });
  assert.deepEqual(Object.keys((broken.json as { params: { _meta: object } }).params._meta), [META.protocolVersion, META.clientCapabilities, 'extra']);
});

test('2025-11-25: initialize is filled in; later requests carry the session and the negotiated version', () => {
  const profile = { revision: '2025-11-25' as const };
  const init = rpcToRequest({ method: 'initialize' }, profile, 1, {}, '1');
  assert.deepEqual((init.json as { params: object }).params, {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'wirecase', version: '1' },
  });
  assert.equal((init.headers as Record<string, unknown>)['Mcp-Session-Id'], undefined);
  const later = rpcToRequest({ method: 'tools/list' }, profile, 2, { sessionId: 's-1', negotiatedVersion: '2025-06-18' }, '1');
  assert.equal((later.headers as Record<string, unknown>)['Mcp-Session-Id'], 's-1');
  assert.equal((later.headers as Record<string, unknown>)['MCP-Protocol-Version'], '2025-06-18');
  // Negotiated down to 2025-03-26, a revision before the header: later requests carry none.
  const older = rpcToRequest({ method: 'tools/list' }, profile, 3, { sessionId: 's-1', negotiatedVersion: '2025-03-26' }, '1');
  assert.equal((older.headers as Record<string, unknown>)['MCP-Protocol-Version'], undefined);
  assert.equal((older.headers as Record<string, unknown>)['Mcp-Session-Id'], 's-1');
  const note = rpcToRequest({ method: 'notifications/initialized', notification: true }, profile, undefined, {}, '1');
  assert.equal('id' in (note.json as object), false);
});
