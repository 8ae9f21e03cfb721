import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordingId } from '../../../src/record/recording-id.js';

test('a recording is named after its request: the RPC method, else the HTTP method and the last word of the path', () => {
  assert.equal(recordingId({ method: 'POST', url: new URL('http://h/mcp'), rpcMethod: 'tools/call' }, []), 'tools-call-01');
  assert.equal(recordingId({ method: 'GET', url: new URL('http://h/v1/items/7') }, []), 'get-items-01');
  assert.equal(recordingId({ method: 'DELETE', url: new URL('http://h/users/3f2b9c1e-0d4a-4f6e-9b1a-2c3d4e5f6a7b') }, []), 'delete-users-01');
  assert.equal(recordingId({ method: 'GET', url: new URL('http://h/') }, []), 'get-01');
});

test('the number follows the IDs already taken, so two recordings never share one', () => {
  const taken = ['get-items-01', 'get-items-02', 'other-01'];
  assert.equal(recordingId({ method: 'GET', url: new URL('http://h/items') }, taken), 'get-items-03');
  assert.equal(recordingId({ method: 'POST', url: new URL('http://h/items') }, taken), 'post-items-01');
});
