/**
 * The comparison of two runs (src/diff/compare.ts, wire-facts.ts): each verdict transition has its
 * kind, each fact of the wire is compared (and nothing that changes from run to run), differences are
 * grouped by sentence, and credentials are masked in the exchanges.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diffRuns, verdictKind } from '../../../src/diff/compare.js';
import { namedBy, rpcMessage, stepFacts } from '../../../src/diff/wire-facts.js';
import type { Requirement, StepRecord, TestResult, TestStatus } from '../../../src/model/results.js';
import { MUST, run, SHOULD, test } from '../../helpers/results-fixtures.js';

type Answer = { status?: number; headers?: [string, string][]; body?: string; error?: string; origin?: string };

/** A step that sent a POST and got this answer (or, with `error`, no answer). */
function step(index: number, answer: Answer, more: Partial<StepRecord> = {}): StepRecord {
  const origin = answer.origin ?? 'http://127.0.0.1:1000';
  return {
    index,
    name: `step ${index + 1}`,
    status: 'passed',
    durationMs: 1,
    assertions: [],
    request: { method: 'POST', url: `${origin}/mcp`, headers: [['Authorization', 'Bearer abc.def']], body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' },
    ...(answer.error
      ? { error: { code: answer.error, message: `${answer.error} happened` } }
      : {
          response: {
            status: answer.status ?? 200,
            headers: answer.headers ?? [['content-type', 'application/json']],
            body: answer.body ?? '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
            bodyBytes: 10,
            truncated: false,
          },
        }),
    ...more,
  };
}

function t(id: string, status: TestStatus, steps: StepRecord[], requirements: Requirement[] = [MUST]): TestResult {
  return test(id, status, {
    steps,
    requirements,
    ...(status === 'failed' || status === 'warning' ? { failure: { step: steps.length, stepName: 'x', message: 'expected status 400, got 200' } } : {}),
    ...(status === 'not-applicable' || status === 'could-not-judge' ? { reason: `the reason it is ${status}` } : {}),
  });
}

const diff = (a: TestResult[], b: TestResult[]) => diffRuns({ label: 'A', result: run(a) }, { label: 'B', result: run(b) }, 'test');

describe('verdict transitions', () => {
  const cases: Array<[TestStatus, TestStatus, string]> = [
    ['passed', 'failed', 'broken'],
    ['passed', 'warning', 'broken'],
    ['failed', 'passed', 'fixed'],
    ['warning', 'passed', 'fixed'],
    ['failed', 'warning', 'changed'],
    ['passed', 'passed', 'same-held'],
    ['failed', 'failed', 'same-broken'],
    ['passed', 'not-applicable', 'applicability'],
    ['not-applicable', 'failed', 'applicability'],
    ['skipped', 'passed', 'applicability'],
    ['passed', 'could-not-judge', 'could-not-judge'],
    ['could-not-judge', 'failed', 'could-not-judge'],
    ['could-not-judge', 'could-not-judge', 'same-unjudged'],
    ['not-applicable', 'not-applicable', 'same-unjudged'],
  ];
  for (const [a, b, kind] of cases) it(`${a} → ${b} is ${kind}`, () => assert.equal(verdictKind(a, b), kind));

  it('a test B could not judge is shown as such and never counted broken', () => {
    const d = diff([t('x', 'passed', [step(0, {})])], [t('x', 'could-not-judge', [step(0, { status: 401 })])]);
    assert.equal(d.differences[0]!.kind, 'could-not-judge');
    assert.equal(d.summary.broken, 0);
    assert.equal(d.summary.couldNotJudge, 1);
    assert.equal(d.differences[0]!.b!.reason, 'the reason it is could-not-judge');
  });
});

describe('the same run twice', () => {
  it('reports nothing, though ports, dates and session IDs differ', () => {
    const answer = (port: number): Answer => ({
      origin: `http://127.0.0.1:${port}`,
      headers: [
        ['content-type', 'application/json'],
        ['date', `Sun, 06 Dec 2026 09:0${port % 10}:00 GMT`],
        ['mcp-session-id', '***'],
        ['www-authenticate', `Bearer resource_metadata="http://127.0.0.1:${port}/.well-known/oauth-protected-resource/mcp"`],
      ],
    });
    const sentence: Requirement = { level: 'MUST', quote: 'the server MUST answer with a `WWW-Authenticate` header', source: 's:1' };
    const d = diff([t('x', 'passed', [step(0, answer(1001))], [sentence])], [t('x', 'passed', [step(0, answer(2002))], [sentence])]);
    assert.deepEqual(d.differences, []);
    assert.equal(d.summary.compared, 1);
    assert.equal(d.summary.same, 1);
  });
});

describe('the facts of the wire', () => {
  const one = (a: Answer, b: Answer, requirements?: Requirement[]) =>
    diff([t('x', 'passed', [step(0, a)], requirements)], [t('x', 'passed', [step(0, b)], requirements)]).differences[0];

  it('status, error code, content type and framing', () => {
    const d = one(
      { status: 400, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32020,"message":"m"}}' },
      {
        status: 200,
        headers: [['content-type', 'text/event-stream']],
        body: 'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{}}\n\ndata: {"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"m"}}\n\n',
      },
    )!;
    assert.equal(d.kind, 'allowed');
    assert.deepEqual(
      d.wire.map((w) => [w.field, w.a, w.b]),
      [
        ['status', '400', '200'],
        ['error code', '-32020', '-32603'],
        ['content type', 'application/json', 'text/event-stream'],
        ['framing', 'JSON', 'SSE'],
      ],
    );
    assert.equal(d.allowed, 'both answers pass every check of the test');
  });

  it('a charset parameter written another way is the same content type', () => {
    assert.equal(
      one({ headers: [['content-type', 'application/json; charset=UTF-8']] }, { headers: [['Content-Type', 'application/json;charset=utf-8']] }),
      undefined,
    );
  });

  it('a session issued on one side only, and a cursor given on one side only', () => {
    const d = one(
      {
        headers: [
          ['content-type', 'application/json'],
          ['mcp-session-id', '***'],
        ],
        body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[],"nextCursor":"c2"}}',
      },
      {},
    )!;
    assert.deepEqual(
      d.wire.map((w) => [w.field, w.a, w.b]),
      [
        ['session', 'Mcp-Session-Id issued', 'no Mcp-Session-Id'],
        ['cursor', 'nextCursor given', 'no nextCursor'],
      ],
    );
  });

  it('a header the sentence names is compared, present or absent; one it does not name is not', () => {
    const allowSentence: Requirement = { level: 'MUST', quote: 'The server MUST include an Allow header listing the methods', source: 's:2' };
    const a: Answer = {
      status: 405,
      headers: [
        ['content-type', 'application/json'],
        ['Allow', 'POST'],
        ['x-powered-by', 'one'],
      ],
    };
    const b: Answer = {
      status: 405,
      headers: [
        ['content-type', 'application/json'],
        ['x-powered-by', 'two'],
      ],
    };
    const d = one(a, b, [allowSentence])!;
    assert.deepEqual(
      d.wire.map((w) => [w.field, w.a, w.b]),
      [['header allow', 'POST', 'absent']],
    );
    // "allow" as a verb names no header.
    assert.equal(one(a, b, [{ level: 'MAY', quote: 'Servers may allow the request.', source: 's:3' }]), undefined);
  });

  it('a transport failure on one side is the transport fact', () => {
    const d = diff([t('x', 'passed', [step(0, {})])], [t('x', 'failed', [step(0, { error: 'TIMEOUT' })])]).differences[0]!;
    assert.equal(d.kind, 'broken');
    assert.deepEqual(
      d.wire.map((w) => [w.field, w.a, w.b]),
      [['transport', 'answered', 'TIMEOUT']],
    );
    assert.equal(d.exchanges!.b!.error, 'TIMEOUT: TIMEOUT happened');
  });

  it('a broken test shows the step that failed side by side, though an earlier step differs too', () => {
    const a = t('x', 'passed', [step(0, {}), step(1, { status: 403 })]);
    const b = t('x', 'failed', [step(0, { headers: [['content-type', 'text/event-stream']], body: '' }), step(1, { status: 200 })]);
    const d = diff([a], [b]).differences[0]!;
    assert.equal(d.exchanges!.step, 2);
    assert.equal(d.exchanges!.a!.response!.status, 403);
    assert.equal(d.exchanges!.b!.response!.status, 200);
    assert.deepEqual(
      d.wire.map((w) => `${w.step} ${w.field}`),
      ['1 error code', '1 content type', '1 framing', '2 status'],
    );
  });

  it('a step that kept only its summary has no facts to compare', () => {
    const summarized = step(0, {}, { summarized: { checks: 2, captures: 0 } });
    delete summarized.response;
    delete summarized.request;
    assert.deepEqual(stepFacts(summarized, []), {});
    assert.equal(one({}, {}), undefined);
  });

  it('steps after one side stopped, or under another name, are not compared', () => {
    const a = t('x', 'passed', [step(0, {}), step(1, { status: 202 })]);
    const b = t('x', 'failed', [step(0, {})]);
    assert.deepEqual(diff([a], [b]).differences[0]!.wire, []);
    const renamed = t('x', 'passed', [step(0, {}, { name: 'another step' })]);
    assert.equal(diff([t('x', 'passed', [step(0, { status: 201 })])], [renamed]).differences.length, 0);
  });
});

describe('allowed differences', () => {
  it('name the check that accepts either answer', () => {
    const check = (passed: boolean) => ({ kind: 'status', passed, message: 'status', expected: '200 or 405', actual: 200 });
    const a = t('x', 'passed', [step(0, { status: 200 }, { assertions: [check(true)] })]);
    const b = t('x', 'passed', [step(0, { status: 405 }, { assertions: [check(true)] })]);
    const d = diff([a], [b]).differences[0]!;
    assert.equal(d.kind, 'allowed');
    assert.equal(d.allowed, 'the document accepts either (status: 200 or 405)');
    assert.equal(diff([a], [b]).summary.allowed, 1);
  });

  it('a oneOf of error codes', () => {
    const check = { kind: 'json', target: '$.error.code', passed: true, message: 'm', expected: 'oneOf [-32602,-32020]' };
    const body = (code: number) => `{"jsonrpc":"2.0","id":1,"error":{"code":${code},"message":"m"}}`;
    const a = t('x', 'passed', [step(0, { status: 400, body: body(-32602) }, { assertions: [check] })]);
    const b = t('x', 'passed', [step(0, { status: 400, body: body(-32020) }, { assertions: [check] })]);
    assert.equal(diff([a], [b]).differences[0]!.allowed, 'the document accepts either (error code: $.error.code oneOf [-32602,-32020])');
  });
});

describe('grouping and the summary', () => {
  it('groups by sentence, a test under each sentence it proves, tests without one together', () => {
    const d = diff(
      [
        t('one', 'passed', [step(0, {})], [MUST, SHOULD]),
        t('two', 'passed', [step(0, {})], [MUST]),
        t('bare', 'passed', [step(0, {})], []),
        t('same', 'passed', []),
      ],
      [
        t('one', 'failed', [step(0, {})], [MUST, SHOULD]),
        t('two', 'warning', [step(0, {})], [MUST]),
        t('bare', 'failed', [step(0, {})], []),
        t('same', 'passed', []),
      ],
    );
    assert.deepEqual(
      d.sentences.map((s) => [s.quote ?? null, s.tests]),
      [
        [MUST.quote, ['one', 'two']],
        [SHOULD.quote, ['one']],
        [null, ['bare']],
      ],
    );
    assert.deepEqual(d.differences.find((x) => x.id === 'one')!.sentences, [0, 1]);
    assert.deepEqual(
      { broken: d.summary.broken, brokenMust: d.summary.brokenMust, same: d.summary.same, compared: d.summary.compared },
      { broken: 3, brokenMust: 2, same: 1, compared: 4 },
    );
  });

  it('a test on one side only is only-a or only-b, and not compared', () => {
    const d = diff([t('leg[a=1]', 'passed', []), t('x', 'passed', [])], [t('x', 'passed', []), t('leg[a=2]', 'failed', [step(0, {})])]);
    assert.deepEqual(
      d.differences.map((x) => [x.id, x.kind]),
      [
        ['leg[a=1]', 'only-a'],
        ['leg[a=2]', 'only-b'],
      ],
    );
    assert.equal(d.summary.compared, 1);
    assert.equal(d.differences[1]!.exchanges!.step, 1);
  });

  it('exchanges mask credentials again and clip long bodies', () => {
    const long = 'x'.repeat(5000);
    const a = t('x', 'passed', [step(0, { body: long })]);
    const b = t('x', 'failed', [
      step(0, {
        status: 500,
        headers: [
          ['content-type', 'text/plain'],
          ['Set-Cookie', 'sid=secret'],
        ],
      }),
    ]);
    const ex = diff([a], [b]).differences[0]!.exchanges!;
    assert.deepEqual(ex.a!.request!.headers, [['Authorization', 'Bearer ***']]);
    assert.equal(ex.a!.response!.body.length, 2000);
    assert.deepEqual(ex.b!.response!.headers[1], ['Set-Cookie', '***']);
  });
});

describe('wire-facts helpers', () => {
  it('namedBy: hyphenated names in any case, one-word names only capitalised', () => {
    const s = (quote: string): Requirement[] => [{ level: 'MUST', quote, source: 's' }];
    assert.equal(namedBy('www-authenticate', s('a `WWW-Authenticate` header')), true);
    assert.equal(namedBy('mcp-protocol-version', s('the MCP-Protocol-Version header')), true);
    assert.equal(namedBy('mcp-protocol-version', s('the MCP-Protocol-Version-X header')), false);
    assert.equal(namedBy('location', s('a Location header')), true);
    assert.equal(namedBy('location', s('the location of the file')), false);
  });

  it('rpcMessage: the JSON body, the last response event of a stream, a batch, or none', () => {
    assert.deepEqual(rpcMessage('{"jsonrpc":"2.0","id":1,"result":{}}', 'application/json'), { jsonrpc: '2.0', id: 1, result: {} });
    assert.deepEqual(rpcMessage('[{"jsonrpc":"2.0","id":1,"result":{"a":1}}]', 'application/json'), { jsonrpc: '2.0', id: 1, result: { a: 1 } });
    assert.equal(rpcMessage('data: {"jsonrpc":"2.0","method":"x"}\n\n', 'text/event-stream'), undefined);
    assert.equal(rpcMessage('not json', 'application/json'), undefined);
    assert.deepEqual(rpcMessage('id: 1\r\ndata: {"jsonrpc":"2.0",\r\ndata: "id":3,"result":{}}\r\n\r\n', 'text/event-stream; charset=utf-8'), {
      jsonrpc: '2.0',
      id: 3,
      result: {},
    });
  });
});
