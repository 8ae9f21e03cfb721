import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EventRelay, relayMessage, rewriteRequest } from './messages.js';

const PROGRESS = '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":1}}';
const RESULT = '{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"jev:secret=1 plan"}]}}';
const STREAM = `event: message\ndata: ${PROGRESS}\n\nevent: message\ndata: ${RESULT}\n\n`;
const toolCall = { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'x' } };

describe('reference gateway: what it does to relayed messages', () => {
  it('healthy and without a policy, an event stream cut anywhere comes out byte for byte', () => {
    for (let cut = 1; cut < STREAM.length; cut += 7) {
      const relay = new EventRelay({ fault: undefined, policy: 'none', request: toolCall });
      assert.equal(relay.push(STREAM.slice(0, cut)) + relay.push(STREAM.slice(cut)) + relay.end(), STREAM, `cut at ${cut}`);
    }
  });

  it('CRLF line ends separate events too', () => {
    const crlf = STREAM.replace(/\n/g, '\r\n');
    const relay = new EventRelay({ fault: undefined, policy: 'none', request: toolCall });
    assert.equal(relay.push(crlf) + relay.end(), crlf);
  });

  it('the screening policy replaces only the marked result event, keeping its id; the progress passes', () => {
    const relay = new EventRelay({ fault: undefined, policy: 'screen-secrets', request: toolCall });
    const out = relay.push(STREAM) + relay.end();
    assert.ok(out.includes(PROGRESS));
    assert.ok(!out.includes('jev:secret='));
    const last = JSON.parse(out.trim().split('\n').at(-1)!.slice('data: '.length));
    assert.equal(last.id, 4);
    assert.equal(last.result.isError, true);
  });

  it('a response that is not to tools/call is never screened', () => {
    assert.equal(relayMessage(RESULT, { fault: undefined, policy: 'screen-secrets', request: { method: 'tools/list' } }), RESULT);
  });

  it('healthy, the request is forwarded unchanged; cursor-mangled decodes "+" to a space', () => {
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { cursor: 'scripted+tools/2=' } };
    assert.deepEqual(
      rewriteRequest(list, undefined, () => 1),
      list,
    );
    assert.equal((rewriteRequest(list, 'cursor-mangled', () => 1).params as { cursor: string }).cursor, 'scripted tools/2=');
  });
});
