import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findTool } from '../../../src/template/mcp-fixtures.js';
import { xMcpHeaderDeclaration, xMcpHeaderFixture } from '../../../src/template/x-mcp-header.js';

const routed = {
  name: 'route_query',
  annotations: { readOnlyHint: true },
  inputSchema: {
    type: 'object',
    properties: { query: { type: 'string' }, region: { type: 'string', 'x-mcp-header': 'Region' } },
    required: ['query', 'region'],
  },
};

test('the fixture names the header and builds arguments with the value set, null, left out and not header-safe', () => {
  const fixture = xMcpHeaderFixture(routed);
  assert.ok(fixture);
  assert.equal(fixture.header, 'Mcp-Param-Region');
  assert.equal(fixture.property, 'region');
  assert.equal(fixture.arguments.region, fixture.value);
  assert.equal(typeof fixture.arguments.query, 'string');
  assert.equal(fixture.nullArguments.region, null);
  assert.equal(Object.hasOwn(fixture.omittedArguments, 'region'), false);
  assert.equal(fixture.unsafeArguments.region, fixture.unsafeValue);
  assert.match(fixture.unsafeValue, /[^\x20-\x7e]/);
});

test('only a top-level string property with a token-shaped x-mcp-header counts', () => {
  const schema = (sub: object) => ({ type: 'object', properties: { p: sub } });
  assert.equal(xMcpHeaderDeclaration(schema({ type: 'integer', 'x-mcp-header': 'P' })), undefined);
  assert.equal(xMcpHeaderDeclaration(schema({ type: 'string', 'x-mcp-header': 'bad name' })), undefined);
  assert.equal(xMcpHeaderDeclaration(schema({ type: 'string', 'x-mcp-header': '' })), undefined);
  assert.equal(xMcpHeaderDeclaration(schema({ type: 'object', properties: { q: { type: 'string', 'x-mcp-header': 'Q' } } })), undefined);
  assert.deepEqual(xMcpHeaderDeclaration(schema({ type: 'string', 'x-mcp-header': 'P' })), { property: 'p', name: 'P' });
  assert.equal(xMcpHeaderFixture({ name: 'x' }), undefined);
  assert.equal(xMcpHeaderFixture(null), undefined);
});

test("findTool 'x-mcp-header' takes the first non-destructive tool with one", () => {
  const destructive = { ...routed, name: 'drop', annotations: { destructiveHint: true } };
  assert.equal(findTool([{ name: 'echo', inputSchema: { type: 'object' } }, destructive, routed], 'x-mcp-header')?.name, 'route_query');
  assert.equal(findTool([destructive], 'x-mcp-header'), null);
});
