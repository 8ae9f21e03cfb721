// One test per fault of faults-patterns.ts: each changes exactly the behaviour it names. The same
// request against the good target shows the rule kept (the first assertions of each test run
// against a target without the fault).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INPUT_TOOL, PROGRESS_TOOL } from './catalog-patterns.js';
import { PATTERNS_FAULTS, parseSse } from './faults-patterns.js';
import { envelope, type RawReply, rpc, withTarget } from './raw-client.js';
import type { ReferenceTargetOptions } from './server.js';

type Probe = (mcpUrl: string) => Promise<void>;
const tested = new Set<string>();

/** Runs probe against the good target, then against one with the fault, each with its own check. */
function faultTest(name: string, good: Probe, faulty: Probe, options: ReferenceTargetOptions = {}): void {
  tested.add(name);
  it(name, async () => {
    await withTarget(options, ({ mcpUrl }) => good(mcpUrl));
    await withTarget({ ...options, fault: name }, ({ mcpUrl }) => faulty(mcpUrl));
  });
}

const ELICIT_CAPS = { elicitation: { form: {} } };
const count = (url: string, progressToken?: string) =>
  rpc(url, 'tools/call', {
    params: { name: PROGRESS_TOOL, arguments: { steps: 3 }, _meta: { ...envelope(), ...(progressToken ? { progressToken } : {}) } },
  });
const confirm = (url: string, caps: object = {}) => rpc(url, 'tools/call', { params: { name: INPUT_TOOL, arguments: { action: 'x' } }, caps });
const retry = (url: string, inputResponses: object) =>
  rpc(url, 'tools/call', { id: 2, params: { name: INPUT_TOOL, arguments: { action: 'x' }, inputResponses }, caps: ELICIT_CAPS });
const listen = (url: string) => rpc(url, 'subscriptions/listen', { id: 'sub-1', params: { notifications: { toolsListChanged: true } } });
const messages = (r: RawReply) => parseSse(r.text);
const progressOf = (r: RawReply) => messages(r).filter((m) => m.method === 'notifications/progress');
const params = (m: Record<string, unknown>) => m.params as Record<string, unknown>;
const subscriptionIdOf = (m: Record<string, unknown> | undefined) =>
  (params(m ?? {})?._meta as Record<string, unknown> | undefined)?.['io.modelcontextprotocol/subscriptionId'];

describe('mcp-reference pattern fault switches', () => {
  faultTest(
    'server-initiated-request',
    async (url) => assert.ok(messages(await count(url, 't')).every((m) => !('method' in m && 'id' in m))),
    async (url) => {
      const [first, ...rest] = messages(await count(url, 't'));
      assert.equal(first?.method, 'roots/list');
      assert.equal(first?.id, 'reference-push-1');
      assert.equal(rest.filter((m) => m.method === 'notifications/progress').length, 3, 'the rest of the stream is unchanged');
    },
  );

  faultTest(
    'progress-foreign-token',
    async (url) =>
      assert.deepEqual(
        progressOf(await count(url, 't')).map((m) => params(m).progressToken),
        ['t', 't', 't'],
      ),
    async (url) => {
      const progress = progressOf(await count(url, 't'));
      assert.deepEqual(
        progress.map((m) => params(m).progressToken),
        Array(3).fill('reference-foreign-token'),
      );
      assert.deepEqual(
        progress.map((m) => params(m).progress),
        [1, 2, 3],
      );
    },
  );

  faultTest(
    'notification-with-id',
    async (url) =>
      assert.deepEqual(
        progressOf(await count(url, 't')).filter((m) => 'id' in m),
        [],
      ),
    async (url) =>
      assert.deepEqual(
        progressOf(await count(url, 't')).map((m) => m.id),
        ['reference-notification-1', 'reference-notification-2', 'reference-notification-3'],
      ),
  );

  faultTest(
    'progress-unrequested',
    async (url) => assert.equal((await count(url)).headers.get('content-type'), 'application/json'),
    async (url) => {
      assert.deepEqual(
        progressOf(await count(url)).map((m) => params(m).progressToken),
        Array(3).fill('reference-own-token'),
      );
      assert.deepEqual(
        progressOf(await count(url, 't')).map((m) => params(m).progressToken),
        ['t', 't', 't'],
        'a given token is kept',
      );
    },
  );

  faultTest(
    'progress-not-increasing',
    async (url) =>
      assert.deepEqual(
        progressOf(await count(url, 't')).map((m) => params(m).progress),
        [1, 2, 3],
      ),
    async (url) =>
      assert.deepEqual(
        progressOf(await count(url, 't')).map((m) => params(m).progress),
        [1, 1, 1],
      ),
  );

  faultTest(
    'progress-after-response',
    async (url) => assert.ok('result' in messages(await count(url, 't')).at(-1)!),
    async (url) => {
      const all = messages(await count(url, 't'));
      assert.equal(all.at(-1)?.method, 'notifications/progress');
      assert.equal(params(all.at(-1)!).progress, 4);
      assert.ok('result' in all.at(-2)!);
    },
  );

  faultTest(
    'input-required-on-list',
    async (url) => assert.equal((await rpc(url, 'resources/templates/list')).body.result.resultType, 'complete'),
    async (url) => {
      assert.equal((await rpc(url, 'resources/templates/list')).body.result.resultType, 'input_required');
      assert.equal((await rpc(url, 'tools/list')).body.result.resultType, 'complete', 'other lists are unchanged');
    },
  );

  faultTest(
    'input-required-empty',
    async (url) => assert.ok((await confirm(url, ELICIT_CAPS)).body.result.inputRequests.confirm),
    async (url) => {
      const result = (await confirm(url, ELICIT_CAPS)).body.result;
      assert.equal(result.resultType, 'input_required');
      assert.equal(result.inputRequests, undefined);
      assert.equal(result.requestState, undefined);
    },
  );

  faultTest(
    'input-requests-undeclared',
    async (url) => assert.equal((await confirm(url)).body.error.code, -32021),
    async (url) => assert.equal((await confirm(url)).body.result.inputRequests.confirm.method, 'elicitation/create'),
  );

  faultTest(
    'input-missing-error',
    async (url) => assert.equal((await retry(url, {})).body.result.resultType, 'input_required'),
    async (url) => {
      assert.equal((await retry(url, {})).body.error.code, -32602);
      assert.equal(
        (await retry(url, { confirm: { action: 'accept', content: { confirm: true } } })).body.result.resultType,
        'complete',
        'a full retry completes',
      );
      assert.equal((await confirm(url, ELICIT_CAPS)).body.result.resultType, 'input_required', 'a first request is asked as before');
    },
  );

  faultTest(
    'listen-no-ack',
    async (url) => assert.equal(messages(await listen(url))[0]?.method, 'notifications/subscriptions/acknowledged'),
    async (url) => {
      const all = messages(await listen(url));
      assert.ok(all.every((m) => m.method !== 'notifications/subscriptions/acknowledged'));
      assert.equal(all.at(-1)?.id, 'sub-1', 'the response is still there');
    },
  );

  faultTest(
    'listen-unrequested',
    async (url) =>
      assert.deepEqual(
        messages(await listen(url)).map((m) => m.method),
        ['notifications/subscriptions/acknowledged', undefined],
      ),
    async (url) =>
      assert.deepEqual(
        messages(await listen(url)).map((m) => m.method),
        ['notifications/subscriptions/acknowledged', 'notifications/resources/list_changed', undefined],
      ),
  );

  faultTest(
    'listen-no-subscription-id',
    async (url) => assert.equal(subscriptionIdOf(messages(await listen(url))[0]), 'sub-1'),
    async (url) => {
      const all = messages(await listen(url));
      assert.equal(all[0]?.method, 'notifications/subscriptions/acknowledged');
      assert.equal(subscriptionIdOf(all[0]), undefined);
      assert.equal(all.at(-1)?.id, 'sub-1', 'the response is still there');
    },
  );

  faultTest(
    'cancelled-refused',
    async (url) => assert.equal((await rpc(url, 'notifications/cancelled', { body: cancelled('x') })).status, 202),
    async (url) => {
      const r = await rpc(url, 'notifications/cancelled', { body: cancelled('x') });
      assert.equal(r.status, 400);
      assert.equal((await rpc(url, 'tools/list')).status, 200, 'requests are still served');
    },
  );

  it('has one test per fault of faults-patterns.ts', () => {
    assert.deepEqual([...tested].sort(), PATTERNS_FAULTS.map((f) => f.name).sort());
  });
});

function cancelled(requestId: string): string {
  return JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId, _meta: envelope() } });
}
