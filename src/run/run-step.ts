import type { ReceivedResponse, SentRequest, TransportFailure } from '../model/exchange.js';
import type { LoadedDocument, NodePath, Step } from '../model/scenario.js';
import type { AssertionResult, StepRecord } from '../model/results.js';
import { ResponseView } from '../assert/response-view.js';
import { checkExpectations } from '../assert/check-expectations.js';
import { ExpressionError, evaluate, parseExpression } from '../template/expression.js';
import { RenderError, renderDeep } from '../template/template.js';
import { buildRequest, RequestBuildError } from './build-request.js';
import { captureValue } from './capture.js';
import type { SuiteContext } from './run-context.js';
import type { LayeredScope } from './scope.js';
import { toMilliseconds } from './units.js';
import { SECRET_HEADERS } from './redact.js';

export interface StepOutcome {
  record: StepRecord;
  captures: Record<string, unknown>;
  /** The last response, kept only while the document runs (for the failure excerpt). */
  view?: ResponseView;
}

/**
 * One step: render the request, send it, check the response, take captures; again while `retry`
 * says so. Problems with the server or the network fail the step with a reason; nothing throws.
 */
export async function runStep(doc: LoadedDocument, index: number, scope: LayeredScope, ctx: SuiteContext): Promise<StepOutcome> {
  const step = doc.data.steps[index]!;
  const at: NodePath = ['steps', index];
  const started = performance.now();
  const record: StepRecord = { index, name: stepName(step), status: 'failed', durationMs: 0, span: doc.locate(at), assertions: [] };
  // Redaction happens last, once captures have registered any secret they took from this response.
  const finish = (outcome: Omit<StepOutcome, 'record'>): StepOutcome => {
    record.durationMs = Math.round(performance.now() - started);
    if (outcome.view) record.response = storedResponse(outcome.view.response, record.status !== 'passed', ctx);
    record.assertions = record.assertions.map((a) => ctx.redactor.value(a));
    if (record.request) record.request = ctx.redactor.value(record.request);
    if (record.error) record.error = { ...record.error, message: ctx.redactor.text(record.error.message) };
    if (record.captures) record.captures = ctx.redactor.value(record.captures);
    return { record, ...outcome };
  };

  let request: SentRequest;
  try {
    request = buildRequest(step.request, ctx.suite.data.headers ?? {}, ctx.baseUrl, scope);
  } catch (error) {
    record.error = renderFailure(error, doc, [...at, 'request']);
    return finish({ captures: {} });
  }
  for (const [name, value] of request.headers) if (SECRET_HEADERS.has(name.toLowerCase())) ctx.redactor.addValue(value);
  record.request = {
    method: request.method,
    url: request.url,
    headers: ctx.redactor.headers(request.headers),
    ...(request.body ? { body: clip(Buffer.from(request.body).toString('utf8'), ctx.storedBodyBytes.failed).text } : {}),
  };

  let expect;
  try {
    expect = step.expect ? (renderDeep(step.expect, scope) as Step['expect']) : undefined;
  } catch (error) {
    record.error = renderFailure(error, doc, [...at, 'expect']);
    return finish({ captures: {} });
  }

  const attempts = step.retry?.times ?? 1;
  const interval = toMilliseconds(step.retry?.interval, 1000);
  const limits = { timeoutMs: toMilliseconds(step.timeout, ctx.timeoutMs), maxBodyBytes: ctx.maxBodyBytes };
  let view: ResponseView | undefined;
  let failure: TransportFailure | undefined;
  let assertions: AssertionResult[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    record.attempts = attempt;
    const sent = await ctx.http.send(request, limits);
    view = sent.ok ? new ResponseView(sent.response) : sent.failure.partial ? new ResponseView(sent.failure.partial) : undefined;
    failure = sent.ok ? undefined : sent.failure;
    assertions = view && !failure && expect ? checkExpectations(expect, view, { locate: doc.locate, at: [...at, 'expect'], schemas: ctx.schemas, baseDir: doc.dir }) : [];
    if (attempt === attempts) break;
    const done = step.retry?.until && view && !failure ? untilHolds(step.retry.until, view, scope) : !failure && assertions.every((a) => a.passed);
    if (done === true) break;
    if (typeof done === 'object') {
      record.error = { ...done, span: doc.locate([...at, 'retry', 'until']) };
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  if (record.attempts === 1) delete record.attempts;

  record.assertions = assertions;
  if (failure) {
    record.error = { code: `HTTP_${failure.kind.toUpperCase().replace(/-/g, '_')}`, message: failure.message, span: doc.locate([...at, 'request'], 'key') };
    return finish({ captures: {}, view });
  }
  if (record.error || assertions.some((a) => !a.passed)) return finish({ captures: {}, view });

  const captures: Record<string, unknown> = {};
  for (const [name, capture] of Object.entries(step.capture ?? {})) {
    const taken = captureValue(name, capture, view!);
    if (!taken.ok) {
      record.assertions.push({ kind: 'capture', target: name, passed: false, message: taken.message, span: doc.locate([...at, 'capture', name], 'key') });
      return finish({ captures: {}, view });
    }
    captures[name] = taken.value;
    if (ctx.redactor.isSecretName(name)) ctx.redactor.addValue(taken.value);
  }
  if (Object.keys(captures).length) record.captures = redactSecretNames(captures, ctx);
  record.status = 'passed';
  return finish({ captures, view });
}

export function stepName(step: Step): string {
  return step.name ?? `${(step.request.method ?? 'GET').toUpperCase()} ${step.request.url ?? '(base URL)'}`;
}

/** `until` over the response; an expression error is returned, not thrown. */
function untilHolds(source: string, view: ResponseView, scope: LayeredScope): boolean | { code: string; message: string } {
  const json = view.json;
  const response = { status: view.status, headers: view.headerObject(), body: view.text, json: json.ok ? json.value : undefined };
  try {
    return Boolean(evaluate(parseExpression(source), scope.with({ response })));
  } catch (error) {
    if (error instanceof ExpressionError) return { code: error.code, message: `retry.until: ${error.message}` };
    throw error;
  }
}

function renderFailure(error: unknown, doc: LoadedDocument, at: NodePath): NonNullable<StepRecord['error']> {
  if (error instanceof RenderError) return { code: error.cause.code, message: error.message, span: doc.locate([...at, ...error.path]) };
  if (error instanceof RequestBuildError) return { code: 'BAD_REQUEST', message: error.message, span: doc.locate(at, 'key') };
  throw error;
}

function storedResponse(response: ReceivedResponse, failed: boolean, ctx: SuiteContext): NonNullable<StepRecord['response']> {
  const limit = failed ? ctx.storedBodyBytes.failed : ctx.storedBodyBytes.passed;
  const { text, truncated } = clip(Buffer.from(response.body).toString('utf8'), limit);
  return {
    status: response.status,
    headers: ctx.redactor.headers(response.headers),
    body: ctx.redactor.text(text),
    bodyBytes: response.body.byteLength,
    truncated,
  };
}

function clip(text: string, limit: number): { text: string; truncated: boolean } {
  return text.length > limit ? { text: text.slice(0, limit), truncated: true } : { text, truncated: false };
}

function redactSecretNames(captures: Record<string, unknown>, ctx: SuiteContext): Record<string, unknown> {
  return Object.fromEntries(Object.entries(captures).map(([k, v]) => [k, ctx.redactor.isSecretName(k) ? '***' : v]));
}
