import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  IMAGE_PNG_BASE64,
  MAX_RESULT_BYTES,
  RESOURCE_URI,
  RPC_ERROR_CODE,
  type ScriptedServer,
  startScriptedServer,
} from '../../../../src/serve/scripted/index.js';
import { call, post, sseMessages } from './helpers.js';

describe('scripted server: shapes', () => {
  let server: ScriptedServer;
  let endpoint: string;
  before(async () => {
    server = await startScriptedServer({ host: '127.0.0.1', port: 0 });
    endpoint = `${server.url}/shapes/mcp`;
  });
  after(() => server.close());

  it('text (default): one text block, default text ok', async () => {
    const res = await post(endpoint, call('anything', undefined));
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(res.json().result, { content: [{ type: 'text', text: 'ok' }] });
  });

  it('text passes jev markers through untouched and repeats', async () => {
    const text = 'a jev:k=v é ';
    const res = await post(endpoint, call('echo', { text, repeat: 3 }));
    assert.equal(res.json().result.content[0].text, text.repeat(3));
  });

  it('repeat 0 gives an empty text', async () => {
    const res = await post(endpoint, call('echo', { text: 'x', repeat: 0 }));
    assert.equal(res.json().result.content[0].text, '');
  });

  it('structured: the text in structuredContent and no content blocks', async () => {
    const res = await post(endpoint, call('t', { text: 'jev:a=1', shape: 'structured' }));
    assert.equal(res.status, 200);
    assert.deepEqual(res.json().result, { content: [], structuredContent: { text: 'jev:a=1' } });
  });

  it('resource: the text in an embedded resource', async () => {
    const res = await post(endpoint, call('t', { text: 'doc', shape: 'resource' }));
    assert.deepEqual(res.json().result.content, [{ type: 'resource', resource: { uri: RESOURCE_URI, mimeType: 'text/plain', text: 'doc' } }]);
  });

  it('image: one image block and no text', async () => {
    const res = await post(endpoint, call('t', { text: 'never shown', shape: 'image' }));
    const content = res.json().result.content;
    assert.deepEqual(content, [{ type: 'image', data: IMAGE_PNG_BASE64, mimeType: 'image/png' }]);
    assert.ok(!res.text.includes('never shown'));
    assert.equal(Buffer.from(IMAGE_PNG_BASE64, 'base64').subarray(1, 4).toString('latin1'), 'PNG');
  });

  it('rpc-error: HTTP 200 with a JSON-RPC error whose message is the text', async () => {
    const request = call('t', { text: 'boom jev:x=y', shape: 'rpc-error' });
    const res = await post(endpoint, request);
    assert.equal(res.status, 200);
    const body = res.json();
    assert.equal(body.id, request.id);
    assert.equal(body.result, undefined);
    assert.deepEqual(body.error, { code: RPC_ERROR_CODE, message: 'boom jev:x=y' });
  });

  it('http-error: HTTP 500 with the text as a plain-text body', async () => {
    const res = await post(endpoint, call('t', { text: 'upstream broke', shape: 'http-error' }));
    assert.equal(res.status, 500);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(res.text, 'upstream broke');
  });

  it('not-jsonrpc: HTTP 200 with the text as a plain-text body', async () => {
    const res = await post(endpoint, call('t', { text: '<html>hi</html>', shape: 'not-jsonrpc' }));
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(res.text, '<html>hi</html>');
  });

  it('events with a progressToken: two progress notifications, then the result', async () => {
    const request = call('t', { text: 'streamed', shape: 'events' }, { _meta: { progressToken: 'tok-1' } });
    const res = await post(endpoint, request);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/event-stream');
    assert.equal(res.headers.get('content-length'), null);
    const messages = sseMessages(res.text);
    assert.equal(messages.length, 3);
    for (const [i, message] of messages.slice(0, 2).entries()) {
      assert.equal(message.method, 'notifications/progress');
      assert.equal(message.id, undefined);
      assert.equal(message.params.progressToken, 'tok-1');
      assert.equal(message.params.progress, i + 1);
    }
    assert.deepEqual(messages[2], { jsonrpc: '2.0', id: request.id, result: { content: [{ type: 'text', text: 'streamed' }] } });
  });

  it('events with an integer progressToken keeps its type', async () => {
    const res = await post(endpoint, call('t', { shape: 'events' }, { _meta: { progressToken: 7 } }));
    const messages = sseMessages(res.text);
    assert.equal(messages[0].params.progressToken, 7);
  });

  it('events without a progressToken: the result alone', async () => {
    const res = await post(endpoint, call('t', { text: 'solo', shape: 'events' }));
    const messages = sseMessages(res.text);
    assert.equal(messages.length, 1);
    assert.equal(messages[0].result.content[0].text, 'solo');
  });

  describe('MaxResultBytes', () => {
    it('exactly 1 MiB of repeated text passes', async () => {
      const res = await post(endpoint, call('big', { text: 'abcd', repeat: MAX_RESULT_BYTES / 4 }));
      assert.equal(res.status, 200);
      const text: string = res.json().result.content[0].text;
      assert.equal(Buffer.byteLength(text), MAX_RESULT_BYTES);
    });

    it('one byte more is refused with invalid-params naming repeat', async () => {
      const res = await post(endpoint, call('big', { text: 'a', repeat: MAX_RESULT_BYTES + 1 }));
      assert.equal(res.status, 200);
      const { error } = res.json();
      assert.equal(error.code, -32602);
      assert.match(error.message, /"repeat"/);
      assert.match(error.message, new RegExp(String(MAX_RESULT_BYTES + 1)));
      assert.deepEqual(error.data, { argument: 'repeat' });
    });

    it('counts UTF-8 bytes, not characters', async () => {
      // "é" is 2 bytes: 2^19 of them is exactly 1 MiB, one more is over.
      const ok = await post(endpoint, call('big', { text: 'é', repeat: MAX_RESULT_BYTES / 2 }));
      assert.equal(ok.status, 200);
      assert.equal(ok.json().error, undefined);
      const over = await post(endpoint, call('big', { text: 'é', repeat: MAX_RESULT_BYTES / 2 + 1 }));
      assert.equal(over.json().error.code, -32602);
    });

    it('an enormous repeat is refused without allocating it', async () => {
      const res = await post(endpoint, call('big', { text: '0123456789', repeat: Number.MAX_SAFE_INTEGER }));
      assert.equal(res.json().error.code, -32602);
      const huge = await post(endpoint, call('big', { text: 'x', repeat: 1e300 }));
      assert.equal(huge.json().error.code, -32602);
    });

    it('the bound also applies to every shape, e.g. events', async () => {
      const res = await post(endpoint, call('big', { text: 'ab', repeat: MAX_RESULT_BYTES / 2 + 1, shape: 'events' }));
      assert.equal(res.json().error.code, -32602);
    });
  });

  describe('bad arguments: invalid-params naming the argument', () => {
    const cases: [string, Record<string, unknown> | unknown][] = [
      ['text', { text: 42 }],
      ['repeat', { repeat: '3' }],
      ['repeat', { repeat: -1 }],
      ['repeat', { repeat: 1.5 }],
      ['shape', { shape: 'video' }],
      ['shape', { shape: 3 }],
      ['delay', { delay: -5 }],
      ['delay', { delay: 600_000 }],
      ['status', { status: 99 }],
      ['status', { status: '500' }],
      ['headers', { headers: ['x'] }],
      ['headers', { headers: { 'x-a': 1 } }],
      ['headers', { headers: { 'bad name': 'v' } }],
      ['headers', { headers: { 'x-a': 'line\r\nInjected: yes' } }],
      ['headers', { headers: { 'Content-Length': '5' } }],
      ['drop', { drop: 'yes' }],
      ['chunks', { chunks: 0 }],
      ['chunks', { chunks: 2.5 }],
      ['arguments', 'not an object'],
    ];
    for (const [name, args] of cases) {
      it(`${name}: ${JSON.stringify(args)}`, async () => {
        const request = { jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 't', arguments: args } };
        const res = await post(endpoint, request);
        const body = res.json();
        assert.equal(body.id, 9);
        assert.equal(body.error.code, -32602);
        assert.ok(body.error.message.includes(`"${name}"`), body.error.message);
        assert.deepEqual(body.error.data, { argument: name });
      });
    }

    it('a missing tool name is invalid-params naming name', async () => {
      const res = await post(endpoint, { jsonrpc: '2.0', id: 10, method: 'tools/call', params: {} });
      assert.equal(res.json().error.code, -32602);
      assert.match(res.json().error.message, /"name"/);
    });

    it('unknown extra arguments are ignored', async () => {
      const res = await post(endpoint, call('get_weather', { location: 'Seattle', text: 'sunny' }));
      assert.equal(res.json().result.content[0].text, 'sunny');
    });
  });
});
