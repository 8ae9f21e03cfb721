import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { recordingId } from '../../../src/record/recording-id.js';

test('a recording is named after its request: the RPC method, else the HTTP method and the last word of the path', () => {
  assert.equal(recordingId({ method: 'POST', url: new URL('http://h/mcp'), rpcMethod: 'tools/call' }, undefined), 'tools-call-01');
  assert.equal(recordingId({ method: 'GET', url: new URL('http://h/v1/items/7') }, undefined), 'get-items-01');
  assert.equal(recordingId({ method: 'DELETE', url: new URL('http://h/users/3f2b9c1e-0d4a-4f6e-9b1a-2c3d4e5f6a7b') }, undefined), 'delete-users-01');
  assert.equal(recordingId({ method: 'GET', url: new URL('http://h/') }, undefined), 'get-01');
});

test('the number follows the IDs the folder already uses, so two recordings never share one', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'wirecase-recording-id-'));
  try {
    writeFileSync(path.join(folder, 'a.yaml'), 'id: get-items-01\ntitle: x\n');
    writeFileSync(path.join(folder, 'b.yml'), "id: 'get-items-02'\n");
    writeFileSync(path.join(folder, 'notes.txt'), 'id: get-items-03\n');
    assert.equal(recordingId({ method: 'GET', url: new URL('http://h/items') }, folder), 'get-items-03');
    assert.equal(recordingId({ method: 'POST', url: new URL('http://h/items') }, folder), 'post-items-01');
    assert.equal(recordingId({ method: 'GET', url: new URL('http://h/items') }, path.join(folder, 'missing')), 'get-items-01');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
