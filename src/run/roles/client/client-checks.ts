import { checkExpectations } from '../../../assert/check-expectations.js';
import { compileJsonPath, queryJson } from '../../../assert/jsonpath.js';
import { matchValue } from '../../../assert/matchers.js';
import { ResponseView } from '../../../assert/response-view.js';
import type { ClientExchange, StdioClientRecord } from '../../../model/client-exchange.js';
import type { AssertionResult, StepRecord, TestResult } from '../../../model/results.js';
import type { ClientCheck, ClientOAuth, LoadedDocument } from '../../../model/scenario.js';
import { isSecretHeader, MASK } from '../../../model/secret-names.js';
import type { SuiteContext } from '../../run-context.js';
import { verdictWeight } from '../../run-document.js';
import { stdinView } from './stdin-view.js';

export type { ClientExchange };

/** A document's `serve` block as the judging server takes it (delays in milliseconds). */
export interface ScriptData {
  version?: '2025-11-25' | '2026-07-28';
  /** `serve.oauth` as written: the scripted authorization server's variants. */
  oauth?: ClientOAuth;
  answers: Array<Record<string, unknown> & { method: string; delayMs?: number }>;
}

/**
 * Judges the requests a client sent against a document's `checks`, each check one step record of the
 * result (the request it judged first among the picked ones, and one assertion per matcher and request).
 * A client that sent nothing at all (its command did not start, failed, or exited first) leaves the
 * test could-not-judge: nothing of the client was observed. One whose every check picked nothing leaves
 * it not applicable with that reason. Never a vacuous pass. Over stdio, `stdio` is what the client did to
 * its server processes: a `stdin` check picks its view (stdin-view.ts) as its one request.
 */
export function judgeClientChecks(
  doc: LoadedDocument,
  exchanges: ClientExchange[],
  note: string,
  result: TestResult,
  ctx: SuiteContext,
  stdio?: StdioClientRecord,
): void {
  if (!exchanges.length) {
    result.status = 'could-not-judge';
    result.reason = ctx.redactor.text(`the client sent no request to the judging server (${note})`);
    return;
  }
  // A credential the client sent (a bearer token, a cookie) is masked in every message, not only in its header.
  for (const e of exchanges) for (const [name, value] of e.headers) if (isSecretHeader(name) && value !== MASK) ctx.redactor.addValue(value);
  const checks = doc.data.checks ?? [];
  const view = stdio && stdinView(stdio);
  const stdinPicks: ClientExchange[] = view ? [stdinRecord(view)] : [];
  let empty = 0;
  let guarded: string | undefined;
  checks.forEach((check, i) => {
    const picked = check.stdin ? stdinPicks : pick(check, exchanges, whereOf(doc, check, i, ctx));
    const record = judgeCheck(doc, check, i, picked, ctx);
    if (!picked.length && check.which !== 'none' && check.count === undefined && check.guard === undefined) empty++;
    result.steps.push(record);
    if (record.status === 'failed' && check.guard !== undefined) {
      guarded ??= `${check.guard}: "${check.name}": ${record.assertions.find((a) => !a.passed)!.message}`;
    } else if (record.status === 'failed' && result.status === 'passed') {
      const failed = record.assertions.find((a) => !a.passed)!;
      result.status = 'failed';
      result.failure = {
        step: i + 1,
        stepName: record.name,
        message: ctx.redactor.text(failed.message),
        ...(failed.expected !== undefined ? { expected: failed.expected } : {}),
        ...(failed.actual !== undefined ? { actual: failed.actual } : {}),
        ...(failed.span ? { location: failed.span } : {}),
      };
    }
  });
  if (guarded) {
    // A failed guard: the test cannot be judged on this client, whatever the other checks found.
    result.status = 'not-applicable';
    result.reason = ctx.redactor.text(`${guarded} (${note})`);
    delete result.failure;
    return;
  } else if (result.status === 'passed' && empty === checks.filter((c) => c.guard === undefined).length) {
    result.status = 'not-applicable';
    // Guards only say whether the test can be judged: the reason names the checks that judge, which picked none.
    const judging = checks.filter((c) => c.guard === undefined);
    result.reason = `no check found a request to judge: ${judging.map((c) => `"${c.name}" picked none`).join('; ')} (${note})`;
  }
  if (!/ exited with code 0$/.test(note)) result.notes = [note];
}

/** The stdin record as the one "request" a `stdin` check judges: its JSON is the body the `json:` matchers read. */
function stdinRecord(view: Record<string, unknown>): ClientExchange {
  return {
    httpMethod: 'STDIN',
    path: 'stdio:stdin',
    headers: [],
    body: JSON.stringify(view),
    receivedAt: 0,
    answeredAt: 0,
    answer: { status: 0, headers: [], body: '' },
  };
}

/** A failure of SHOULD or MAY sentences only warns, as a server document's does. */
export function clientVerdict(result: TestResult): void {
  if (result.status === 'failed' && result.requirements && verdictWeight(result.requirements) !== 'must') result.status = 'warning';
}

/** A check's `where`: does a request pass its matchers (then the check picks it)? */
function whereOf(doc: LoadedDocument, check: ClientCheck, i: number, ctx: SuiteContext): ((e: ClientExchange) => boolean) | undefined {
  const where = check.where;
  if (!where) return undefined;
  const checkCtx = { locate: doc.locate, at: ['checks', i, 'where'], schemas: ctx.schemas, baseDir: doc.dir };
  return (e) => checkExpectations(where, viewOf(e), checkCtx).every((a) => a.passed);
}

/** The requests a check picks, in the order they arrived (`where`: only those that pass it). */
export function pick(check: ClientCheck, exchanges: ClientExchange[], where?: (e: ClientExchange) => boolean): ClientExchange[] {
  let picked = exchanges.filter(placed(check));
  if (check.before !== undefined) {
    const answered = exchanges.find((e) => e.rpcMethod === check.before);
    if (answered) picked = picked.filter((e) => e !== answered && e.receivedAt < answered.answeredAt);
  }
  const marks: Array<(e: ClientExchange) => boolean> = [];
  if (check.after !== undefined) marks.push((e) => e.rpcMethod === check.after && e.answer.status === 200 && e.answer.errorCode === undefined);
  if (check.afterStatus !== undefined) marks.push((e) => e.answer.status === check.afterStatus);
  if (check.afterError !== undefined) marks.push((e) => e.answer.errorCode === check.afterError);
  if (check.afterEndpoint !== undefined) marks.push((e) => (e.endpoint ?? 'mcp') === check.afterEndpoint && e.answer.status >= 200 && e.answer.status < 300);
  for (const mark of marks) {
    const first = exchanges.find(mark);
    picked = first ? picked.filter((e) => e !== first && e.receivedAt >= first.answeredAt) : [];
  }
  if (where) picked = picked.filter(where);
  if (typeof check.which === 'number') return picked.slice(check.which - 1, check.which);
  if (check.which === 'first') return picked.slice(0, 1);
  if (check.which === 'last') return picked.slice(-1);
  return picked;
}

/**
 * Whether a request is of the kind a check picks, leaving the order aside. Without `endpoint`, the
 * JSON-RPC POSTs to the MCP endpoint (or the HTTP method asked); with it, every request to it.
 */
function placed(check: ClientCheck): (e: ClientExchange) => boolean {
  const methods = check.method === undefined || check.method === '*' ? undefined : new Set([check.method].flat());
  const except = new Set([check.exceptMethod ?? []].flat());
  const endpoints = check.endpoint === undefined ? undefined : new Set([check.endpoint].flat());
  // A JSON-RPC message is a POST over HTTP, a line on the server's stdin over stdio (httpMethod STDIN).
  const httpMethodFits = (e: ClientExchange) =>
    check.httpMethod !== undefined
      ? e.httpMethod === check.httpMethod
      : endpoints !== undefined || ((e.httpMethod === 'POST' || e.httpMethod === 'STDIN') && e.rpcMethod !== undefined);
  const methodFits = (e: ClientExchange) =>
    !(e.rpcMethod !== undefined && except.has(e.rpcMethod)) && (!methods || (e.rpcMethod !== undefined && methods.has(e.rpcMethod)));
  return (e) => oauthFits(check, endpoints, e) && httpMethodFits(e) && methodFits(e);
}

/** `endpoint` (default: the MCP endpoint), `server` and `token`. */
function oauthFits(check: ClientCheck, endpoints: Set<string> | undefined, e: ClientExchange): boolean {
  const endpoint = e.endpoint ?? 'mcp';
  if (endpoints ? !endpoints.has(endpoint) : endpoint !== 'mcp') return false;
  return (check.server === undefined || e.server === check.server) && (check.token === undefined || e.token === check.token);
}

function judgeCheck(doc: LoadedDocument, check: ClientCheck, i: number, picked: ClientExchange[], ctx: SuiteContext): StepRecord {
  const at = ['checks', i];
  const located: Located = (a, path) => (a.passed ? a : { ...a, span: doc.locate([...at, ...path]) });
  const assertions = [
    ...countAssertions(doc, check, picked, ctx, located),
    ...distinctAssertions(check, picked, located),
    ...requestAssertions(doc, check, at, picked, ctx),
  ];
  const shown = picked[firstFailingRequest(assertions, picked.length)] ?? picked[0];
  return {
    index: i,
    name: check.name,
    status: assertions.every((a) => a.passed) ? 'passed' : 'failed',
    durationMs: 0,
    span: doc.locate(at),
    assertions: assertions.map((a) => masked(a, ctx)),
    ...(shown ? { request: requestRecord(shown, ctx), response: responseRecord(shown, ctx) } : {}),
  };
}

/** An assertion with every secret the run knows masked in its message and in what it expected and found. */
function masked(a: AssertionResult, ctx: SuiteContext): AssertionResult {
  const value = (v: unknown) => (typeof v === 'string' ? ctx.redactor.text(v) : v === undefined ? v : JSON.parse(ctx.redactor.text(JSON.stringify(v))));
  return {
    ...a,
    message: ctx.redactor.text(a.message),
    ...(a.expected !== undefined ? { expected: value(a.expected) } : {}),
    ...(a.actual !== undefined ? { actual: value(a.actual) } : {}),
  };
}

type Located = (a: AssertionResult, path: Array<string | number>) => AssertionResult;

/** `which: none` (nothing may be picked) and `count` (a matcher over how many were). */
function countAssertions(doc: LoadedDocument, check: ClientCheck, picked: ClientExchange[], ctx: SuiteContext, located: Located): AssertionResult[] {
  const out: AssertionResult[] = [];
  if (check.which === 'none') {
    const passed = picked.length === 0;
    const message = passed ? 'no such request' : `expected no such request, got ${picked.length}: ${picked.map(describe).join(', ')}`;
    out.push(located({ kind: 'requests', passed, message, expected: 0, actual: picked.length }, ['which']));
  }
  if (check.count !== undefined) {
    const outcome = matchValue(check.count, { found: true, value: picked.length }, { schemas: ctx.schemas, baseDir: doc.dir });
    const message = outcome.passed ? `${picked.length} request(s): ${outcome.message}` : `request count ${picked.length} ${outcome.message}`;
    out.push(located({ kind: 'count', passed: outcome.passed, message, actual: picked.length }, ['count']));
  }
  return out;
}

/**
 * `distinct`: the value at the path differs between every two picked requests that have one (a
 * retry's id is not the first request's). Over fewer than two such requests it proves nothing.
 */
function distinctAssertions(check: ClientCheck, picked: ClientExchange[], located: Located): AssertionResult[] {
  if (check.distinct === undefined) return [];
  const path = compileJsonPath(check.distinct);
  const seen = new Map<string, number>();
  let valued = 0;
  for (const [n, exchange] of picked.entries()) {
    let json: unknown;
    try {
      json = JSON.parse(exchange.body);
    } catch {
      continue;
    }
    const found = queryJson(path, json);
    if (!found.found) continue;
    valued++;
    const key = JSON.stringify(found.value);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const message = `${check.distinct} is ${key} in request ${earlier + 1} (${describe(picked[earlier]!)}) and again in request ${n + 1} (${describe(exchange)}) of ${picked.length}`;
      return [located({ kind: 'distinct', passed: false, message, actual: found.value }, ['distinct'])];
    }
    seen.set(key, n);
  }
  if (valued < 2)
    return [
      {
        kind: 'distinct',
        passed: true,
        items: valued,
        message: `${valued} request(s) with ${check.distinct}: nothing to compare`,
        vacuous: `fewer than two requests have ${check.distinct}`,
      },
    ];
  return [{ kind: 'distinct', passed: true, items: valued, message: `${check.distinct} differs across the ${valued} requests that have it` }];
}

/** `expect` on every picked request; over none, a vacuous pass that proves nothing. */
function requestAssertions(
  doc: LoadedDocument,
  check: ClientCheck,
  at: Array<string | number>,
  picked: ClientExchange[],
  ctx: SuiteContext,
): AssertionResult[] {
  if (!check.expect || check.which === 'none') return [];
  const checkCtx = { locate: doc.locate, at: [...at, 'expect'], schemas: ctx.schemas, baseDir: doc.dir };
  const out: AssertionResult[] = [];
  for (const [n, exchange] of picked.entries()) {
    for (const a of checkExpectations(check.expect, viewOf(exchange), checkCtx))
      out.push(picked.length > 1 ? { ...a, message: `request ${n + 1} of ${picked.length} (${describe(exchange)}): ${a.message}` } : a);
  }
  if (!picked.length) out.push({ kind: 'requests', passed: true, items: 0, message: 'no request was picked', vacuous: `no request matched "${check.name}"` });
  return out;
}

/** Which picked request the first failed assertion is about (messages say "request N of M"). */
function firstFailingRequest(assertions: AssertionResult[], count: number): number {
  const failed = assertions.find((a) => !a.passed);
  if (!failed || count <= 1) return 0;
  const n = /^request (\d+) of /.exec(failed.message);
  return n ? Number(n[1]) - 1 : 0;
}

function describe(e: ClientExchange): string {
  if (e.endpoint && e.endpoint !== 'mcp') return `${e.httpMethod} ${e.path} (${e.endpoint})`;
  return e.rpcMethod ? `${e.httpMethod} ${e.rpcMethod}` : e.httpMethod;
}

/** The header a reconnect's wait shows as to the checks (docs/client-testing.md): never one the client sent. */
export const RECONNECT_HEADER = 'wirecase-reconnect';

/**
 * A recorded request seen as headers plus a body, so the same `headers:` / `json:` / `body:` checks read it.
 * A reconnect (a GET after a dropped stream) also shows its wait as `wirecase-reconnect`: `waited N ms of
 * the R ms retry`, or `early: N ms of the R ms retry`; the client's own header of that name is dropped.
 */
export function viewOf(exchange: ClientExchange): ResponseView {
  const wait = exchange.reconnect;
  const headers = exchange.headers.filter(([name]) => name !== RECONNECT_HEADER);
  if (wait) headers.push([RECONNECT_HEADER, `${wait.waitedMs >= wait.retryMs ? 'waited' : 'early:'} ${wait.waitedMs} ms of the ${wait.retryMs} ms retry`]);
  return new ResponseView({
    status: 0,
    headers,
    body: Buffer.from(exchange.body, 'utf8'),
    timings: { startMs: 0, headersMs: 0, totalMs: 0 },
  });
}

function requestRecord(e: ClientExchange, ctx: SuiteContext): NonNullable<StepRecord['request']> {
  const host = e.headers.find(([name]) => name === 'host')?.[1];
  return { method: e.httpMethod, url: host ? `http://${host}${e.path}` : e.path, headers: ctx.redactor.headers(e.headers), body: ctx.redactor.text(e.body) };
}

function responseRecord(e: ClientExchange, ctx: SuiteContext): NonNullable<StepRecord['response']> {
  const body = ctx.redactor.text(e.answer.body);
  return { status: e.answer.status, headers: ctx.redactor.headers(e.answer.headers), body, bodyBytes: Buffer.byteLength(e.answer.body), truncated: false };
}
