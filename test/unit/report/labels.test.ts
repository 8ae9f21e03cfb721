import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maskHeader } from '../../../src/report/labels.js';

test('reports re-mask every credential header redaction knows, whatever the results file says', () => {
  for (const name of ['Authorization', 'Cookie', 'Set-Cookie', 'X-Api-Key', 'X-Auth-Token', 'Mcp-Session-Id'])
    assert.equal(maskHeader(name, 'k-123456'), '***', name);
  for (const name of ['Content-Type', 'Access-Control-Allow-Credentials', 'Author']) assert.equal(maskHeader(name, 'visible'), 'visible', name);
});
