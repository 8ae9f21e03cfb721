import { checkExpectations } from '../assert/check-expectations.js';
import type { ResponseView } from '../assert/response-view.js';
import { bodyStart } from '../http/content.js';
import { headCopy } from '../model/json-values.js';
import type { AssertionResult, StepRecord } from '../model/results.js';
import type { LoadedDocument, NodePath, Request, Rpc, Step } from '../model/scenario.js';
import { isSecretHeader, MASK } from '../model/secret-names.js';
import { ExpressionError, evaluate, parseExpression } from '../template/expression.js';
import { asText } from '../template/functions.js';
import type { LayeredScope } from '../template/scope.js';
import { hasTemplate, RenderError, renderDeep, renderString } from '../template/template.js';
import { RequestBuildError } from './build-request.js';
import { captureValue } from './capture.js';
import type { DocumentState } from './document-state.js';
import { type Exchange, performExchange } from './exchange.js';
import { runBrowserStep } from './roles/host/browser-step.js';
import { STDIN_METHOD, stdioFailureCode } from './roles/stdio/stdio-wire.js';
import type { SuiteContext } from './run-context.js';
import { awaitStreamStep, openStreamStep } from './stream-steps.js';
import { toMilliseconds } from './units.js';

export interface StepOutcome {
  record: StepRecord;
  captures: Record<string, unknown>;
  /** The response JSON checks read, kept only while the document runs (for the failure excerpt). */
  view?: ResponseView;
}

/**
 * One step: render it, send it, check the response, take captures; again while `retry` says so.
 * Problems with the server or the network fail the step with a reason; nothing throws.
 */
export interface StepOptions {
  /** Setup probes: a capture that finds nothing leaves its variable unset instead of failing the step. */
  optionalCaptures?: boolean;
  /** Which of the document's lists the step is in: its `steps` (the default) or its `teardown`. */
  list?: 'steps' | 'teardown';
}

export async function runStep(
  doc: LoadedDocument,
  index: number,
  scope: LayeredScope,
  ctx: SuiteContext,
  state: DocumentState,
  options?: StepOptions,
): Promise<StepOutcome> {
  const list = options?.list ?? 'steps';
  const step = (list === 'teardown' ? doc.data.teardown! : doc.data.steps)[index]!;
  const at: NodePath = [list, index];
  const started = performance.now();
  const record: StepRecord = { index, name: renderedText(stepName(step), scope), status: 'failed', durationMs: 0, span: doc.locate(at), assertions: [] };
  const run: StepRun = { doc, step, at, scope, ctx, state, record, started, optionalCaptures: options?.optionalCaptures === true };

  const rendered = renderStep(run);
  if (!rendered) return finish(run, {});
  if (step.browser) {
    await runBrowserStep(doc, at, step.browser, step.timeout, run.scope, ctx, record);
    return finish(run, {});
  }
  // A notification is checked for its 202 with no body by default; `sendOnly` checks nothing, as it says.
  const expect = step.rpc?.notification && !step.sendOnly ? notificationDefaults(rendered.expect) : rendered.expect;
  const streamStep = step.background !== undefined || step.await !== undefined;
  const checked = streamStep ? await streamExchange(run, rendered, expect) : await retriedExchange(run, rendered, expect);
  if (!checked) return finish(run, {});
  return judged(run, rendered, checked.exchange, checked.assertions);
}

/** One step as it runs: what every phase reads, and the record they fill. */
interface StepRun {
  doc: LoadedDocument;
  step: Step;
  at: NodePath;
  /** The step's scope: the document's, with the step's own `vars` once rendered. */
  scope: LayeredScope;
  ctx: SuiteContext;
  state: DocumentState;
  record: StepRecord;
  started: number;
  optionalCaptures: boolean;
}

type Rendered = { request?: Request; rpc?: Rpc; stdio?: Step['stdio']; expect?: Step['expect']; capture?: Step['capture'] };

/** An exchange and its checks; a phase returns none when the step already failed (its record says why). */
type Checked = { exchange: Exchange; assertions: AssertionResult[] };

/** Redaction happens last, once captures have registered any secret they took from this response. */
function finish(run: StepRun, captures: Record<string, unknown>, exchange?: Exchange): StepOutcome {
  const { record, ctx } = run;
  record.durationMs = Math.round(performance.now() - run.started);
  const view = exchange?.document;
  if (exchange?.pages.length) record.response = storedResponse(exchange.pages.at(-1)!, record.status !== 'passed', ctx);
  // Each check bounded, then redacted, in place: the list is this record's own (one pass, no copies).
  const active = ctx.redactor.active;
  const assertions = record.assertions;
  for (let i = 0; i < assertions.length; i++) {
    const bounded = boundedActual(assertions[i]!);
    assertions[i] = active ? ctx.redactor.value(bounded) : bounded;
  }
  if (active) {
    // A step without a name is named by its URL, which may hold a secret.
    record.name = ctx.redactor.text(record.name);
    if (record.request) record.request = ctx.redactor.value(record.request);
    if (record.error) record.error = { ...record.error, message: ctx.redactor.text(record.error.message) };
    if (record.captures) record.captures = ctx.redactor.value(record.captures);
  }
  const outcome: StepOutcome = { record, captures };
  if (view) outcome.view = view;
  return outcome;
}

/**
 * Templates are rendered once per step (not per attempt), so uuid() and now() stay the same across retries.
 * Plain assignments, not conditional spreads: this runs for every step, and spreads cost.
 */
function renderStep(run: StepRun): Rendered | undefined {
  const { step, at, ctx } = run;
  const rendered: Rendered = {};
  try {
    if (step.vars) {
      const vars = renderDeep(step.vars, run.scope, [...at, 'vars']) as Record<string, unknown>;
      ctx.redactor.addVariables(vars, run.doc.data.secrets);
      run.scope = run.scope.with(vars);
    }
    if (step.request) rendered.request = renderDeep(step.request, run.scope, [...at, 'request']) as Request;
    if (step.rpc) rendered.rpc = renderDeep(step.rpc, run.scope, [...at, 'rpc']) as Rpc;
    if (step.stdio) rendered.stdio = renderDeep(step.stdio, run.scope, [...at, 'stdio']) as Step['stdio'];
    if (step.expect) rendered.expect = renderDeep(step.expect, run.scope, [...at, 'expect']) as Step['expect'];
    if (step.capture) rendered.capture = renderDeep(step.capture, run.scope, [...at, 'capture']) as Step['capture'];
    return rendered;
  } catch (error) {
    run.record.error = renderFailure(error, run.doc, at);
    return undefined;
  }
}

/** A `background` step opens its stream and checks the head; an `await` step checks what the stream received. */
async function streamExchange(run: StepRun, rendered: Rendered, expect: Step['expect']): Promise<Checked | undefined> {
  const { doc, step, at, scope, ctx, state, record } = run;
  const assertions: AssertionResult[] = [];
  let exchange: Exchange;
  try {
    if (step.background !== undefined) exchange = await openStreamStep(step, rendered, at, scope, ctx, state);
    else {
      const awaited = await awaitStreamStep(doc, step, at, scope, ctx, state);
      if ('error' in awaited) {
        record.error = awaited.error;
        return undefined;
      }
      exchange = awaited.exchange;
      assertions.push(awaited.assertion);
    }
  } catch (error) {
    record.error = renderFailure(error, doc, at);
    return undefined;
  }
  if (!exchange.failure) assertions.push(...checkAll(expect ?? {}, exchange, doc, at, ctx));
  return { exchange, assertions };
}

/** Sends the request, again while `retry` says so: until its `until` holds, or every check passes. */
async function retriedExchange(run: StepRun, rendered: Rendered, expect: Step['expect']): Promise<Checked | undefined> {
  const { doc, step, at, ctx, record } = run;
  const attempts = step.retry?.times ?? 1;
  const interval = toMilliseconds(step.retry?.interval, 1000);
  let exchange: Exchange | undefined;
  let assertions: AssertionResult[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    // Only a retried step records its attempts (never `delete`: it would slow every later use of the record).
    if (attempt > 1) record.attempts = attempt;
    try {
      exchange = await performExchange(rendered, toMilliseconds(step.timeout, ctx.timeoutMs), run.scope, ctx, run.state);
    } catch (error) {
      record.error = renderFailure(error, doc, at);
      return undefined;
    }
    assertions = exchange.failure ? [] : checkAll(expect ?? {}, exchange, doc, at, ctx);
    if (attempt === attempts) break;
    const done = attemptDone(run, exchange, assertions);
    if (done === true) break;
    if (typeof done === 'object') {
      record.error = { ...done, span: doc.locate([...at, 'retry', 'until']) };
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  return { exchange: exchange!, assertions };
}

/** Whether retrying can stop: `retry.until` holds over the response, or (without one) the attempt passed. */
function attemptDone(run: StepRun, exchange: Exchange, assertions: readonly AssertionResult[]): boolean | { code: string; message: string } {
  const until = run.step.retry?.until;
  if (until && exchange.document && !exchange.failure) return untilHolds(until, exchange.document, run.scope);
  return !exchange.failure && !exchange.error && assertions.every((a) => a.passed);
}

/** The verdict on the last exchange: the request as sent, a transport failure, the checks, then the captures. */
function judged(run: StepRun, rendered: Rendered, exchange: Exchange, assertions: AssertionResult[]): StepOutcome {
  const { doc, step, at, record } = run;
  recordRequest(run, exchange);
  record.assertions = assertions;
  for (const a of assertions) if (a.note && !run.state.notes.includes(a.note)) run.state.notes.push(a.note);
  const failure = exchange.failure;
  if (failure) {
    record.error = {
      code: exchange.requests.at(-1)?.method === STDIN_METHOD ? stdioFailureCode(failure.kind) : `HTTP_${failure.kind.toUpperCase().replace(/-/g, '_')}`,
      message: failure.message,
      span: doc.locate([...at, step.rpc ? 'rpc' : 'request'], 'key'),
    };
    return finish(run, {}, exchange);
  }
  if (exchange.error) record.error = { code: 'EXCHANGE_FAILED', message: exchange.error, span: doc.locate([...at, 'rpc']) };
  if (record.error) return finish(run, {}, exchange);
  // A failed check still keeps what can be captured: the server may have created what the teardown must
  // delete. Not so a setup probe's (optional captures): its failed check means the answer is not the shape it looks for.
  if (assertions.some((a) => !a.passed)) {
    const keep = exchange.document && !run.optionalCaptures;
    return finish(run, keep ? (takeCaptures(run, rendered.capture, exchange, true) ?? {}) : {}, exchange);
  }
  const captures = takeCaptures(run, rendered.capture, exchange);
  if (!captures) return finish(run, {}, exchange);
  record.status = 'passed';
  return finish(run, captures, exchange);
}

/** The last request sent, its secret headers registered for redaction first. */
function recordRequest({ ctx, record }: StepRun, exchange: Exchange): void {
  const sent = exchange.requests.at(-1)!;
  for (const [name, value] of sent.headers) if (isSecretHeader(name)) ctx.redactor.addValue(value);
  record.request = { method: sent.method, url: sent.url, headers: ctx.redactor.headers(sent.headers) };
  if (sent.body) record.request.body = bodyStart(sent.body, ctx.storedBodyBytes.failed).text;
}

/**
 * Every capture's value; undefined when one finds nothing (a failed assertion says which), unless
 * captures are optional or `quiet` (the step failed already: what is found is kept, nothing more is said).
 */
function takeCaptures(run: StepRun, capture: Step['capture'], exchange: Exchange, quiet = false): Record<string, unknown> | undefined {
  const { doc, at, ctx, record } = run;
  const captures: Record<string, unknown> = {};
  let recorded: Record<string, unknown> | undefined;
  for (const [name, spec] of Object.entries(capture ?? {})) {
    const taken = captureValue(name, spec, exchange.document!);
    if (!taken.ok && (run.optionalCaptures || quiet)) continue;
    if (!taken.ok) {
      record.assertions.push({ kind: 'capture', target: name, passed: false, message: taken.message, span: doc.locate([...at, 'capture', name], 'key') });
      return undefined;
    }
    captures[name] = taken.value;
    const secret = ctx.redactor.isSecretName(name, doc.data.secrets);
    if (secret) ctx.redactor.addValue(taken.value);
    (recorded ??= {})[name] = secret ? MASK : taken.value;
  }
  if (recorded) record.captures = recorded;
  return captures;
}

const names = new WeakMap<Step, string>();

/** The step's name, or one made from its method and URL (worked out once per step). */
export function stepName(step: Step): string {
  let name = names.get(step);
  if (name === undefined) names.set(step, (name = nameOf(step)));
  return name;
}

/**
 * A label with `{{ }}` (a step name, a guard's reason) as text; on a broken template the label as
 * written, since the step itself reports the template.
 */
export function renderedText(text: string, scope: LayeredScope): string {
  if (!hasTemplate(text)) return text;
  try {
    return asText(renderString(text, scope));
  } catch {
    return text;
  }
}

function nameOf(step: Step): string {
  if (step.name) return step.name;
  if (step.browser) return `browser ${step.browser.open}`;
  if (step.rpc) return `rpc ${step.rpc.method}${step.rpc.paginate ? ' (all pages)' : ''}`;
  if (step.stdio) return step.stdio.close ? 'stdio: close stdin and wait for the exit' : 'stdio: the transcript';
  return `${(step.request?.method ?? 'GET').toUpperCase()} ${step.request?.url ?? '(base URL)'}`;
}

/**
 * Status, headers, body and events are checked on every page of a paginated call; JSON and schema
 * checks read the one document (the response, or every page merged).
 */
function checkAll(expect: NonNullable<Step['expect']>, exchange: Exchange, doc: LoadedDocument, at: NodePath, ctx: SuiteContext): AssertionResult[] {
  const check = { locate: doc.locate, at: [...at, 'expect'], schemas: ctx.schemas, baseDir: doc.dir };
  const { json, schema } = expect;
  const results: AssertionResult[] = [];
  if (ctx.wireSchema) for (const page of exchange.pages) results.push(...ctx.wireSchema.check(page, exchange.method));
  exchange.pages.forEach((page, i) => {
    for (const result of checkExpectations(expect, page, check, DOCUMENT_CHECKS)) {
      const read = readInPart(result, page);
      results.push(exchange.pages.length > 1 ? { ...read, message: `page ${i + 1}: ${read.message}` } : read);
    }
  });
  if ((json || schema) && exchange.document)
    for (const result of checkExpectations({ json, schema, allowEmpty: expect.allowEmpty }, exchange.document, check))
      results.push(readInPart(result, exchange.document));
  return results;
}

/** A failed check of the body says when the body was not read to its end, so "0 events" is not taken for what the server sent. */
export function readInPart(result: AssertionResult, view: ResponseView): AssertionResult {
  const note = view.response.readNote;
  if (result.passed || !note || result.kind === 'status' || result.kind === 'header') return result;
  return { ...result, message: `${result.message} (${note})` };
}

/** Checks that read the one document rather than each page. */
const DOCUMENT_CHECKS: ReadonlySet<keyof NonNullable<Step['expect']>> = new Set(['json', 'schema']);

/** A notification expects 202 and an empty body, unless the step says otherwise. */
function notificationDefaults(expect: Step['expect']): Step['expect'] {
  return { status: 202, ...(expect?.body === undefined && expect?.json === undefined && expect?.sse === undefined ? { body: '' } : {}), ...expect };
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
  if (error instanceof RenderError) return { code: error.cause.code, message: error.message, span: doc.locate(error.path) };
  if (error instanceof RequestBuildError) return { code: 'BAD_REQUEST', message: error.message, span: doc.locate(at) };
  throw error;
}

function storedResponse(view: ResponseView, failed: boolean, ctx: SuiteContext): NonNullable<StepRecord['response']> {
  const limit = failed ? ctx.storedBodyBytes.failed : ctx.storedBodyBytes.passed;
  const { text, truncated } = bodyStart(view.response.body, limit);
  return {
    status: view.status,
    headers: ctx.redactor.headers(view.response.headers),
    body: ctx.redactor.text(text),
    bodyBytes: view.response.body.byteLength,
    truncated,
    ...(view.response.readNote ? { readNote: ctx.redactor.text(view.response.readNote) } : {}),
  };
}

/** Larger `actual` values (a whole list, a whole body) are kept as the start of their JSON text. */
const MAX_ACTUAL_CHARS = 4096;

function boundedActual(assertion: AssertionResult): AssertionResult {
  const { actual } = assertion;
  if (actual === null || typeof actual !== 'object') {
    return typeof actual === 'string' && actual.length > MAX_ACTUAL_CHARS
      ? { ...assertion, actual: `${headCopy(actual, MAX_ACTUAL_CHARS)}… (${actual.length} characters)` }
      : assertion;
  }
  const text = JSON.stringify(actual);
  return text.length > MAX_ACTUAL_CHARS ? { ...assertion, actual: `${headCopy(text, MAX_ACTUAL_CHARS)}… (${text.length} characters of JSON)` } : assertion;
}
