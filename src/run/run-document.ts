import type { RunListener } from '../model/events.js';
import { type Requirement, type StepRecord, type TestFailure, type TestResult, weightOf } from '../model/results.js';
import type { LoadedDocument, Step } from '../model/scenario.js';
import { ExpressionError } from '../template/expression.js';
import type { LayeredScope } from '../template/scope.js';
import { RenderError, renderDeep } from '../template/template.js';
import { precondition } from './conditions.js';
import { closeStreams, type DocumentState, newDocumentState } from './document-state.js';
import { isDocumentDefect, unobservedCause } from './evidence.js';
import { bodyExcerpt } from './excerpt.js';
import { transportMismatch } from './roles/stdio/applicable.js';
import type { SuiteContext } from './run-context.js';
import { renderedText, runStep, stepName } from './run-step.js';
import { EmptyChecks, summarizeBehindWindow } from './step-retention.js';

/**
 * One document = one test ID: decide whether it runs, run its steps in order with captures flowing
 * forward, and stop at the first failing step (the rest are skipped "after failure at step N"). Its
 * `teardown` steps run after the steps whatever happened to them, once a step other than a guard
 * ran: not when a condition, or a failed guard before any other step, stopped the test (nothing was set up).
 */
export async function runDocument(doc: LoadedDocument, ctx: SuiteContext, listener: RunListener): Promise<TestResult> {
  const data = doc.data;
  const started = performance.now();
  const result = testResultOf(doc);
  const done = (): TestResult => {
    result.durationMs = Math.round(performance.now() - started);
    listener.onTestEnd?.(result);
    return result;
  };
  listener.onTestStart?.(doc);

  if (doc.noLegs !== undefined || doc.legsError) {
    withoutLegs(doc, ctx, result);
    return done();
  }

  const docScope = documentScope(doc, ctx, result);
  if (!docScope) return done();

  const captured: Record<string, unknown> = {};
  const scope = docScope.with(captured);
  const state = newDocumentState(doc, scope);
  const progress = { setUp: false, emptyChecks: new EmptyChecks() };
  try {
    await runSteps(doc, result, scope, captured, ctx, state, listener, progress);
  } finally {
    // Teardown runs whatever happened to the steps, so a failed run leaves no test data behind.
    try {
      if (progress.setUp && data.teardown?.length) await runTeardown(doc, result, scope, captured, ctx, state, listener);
    } finally {
      // A stream a `background` step opened never outlives its test (teardown may still read it).
      await closeStreams(state, 'wirecase closed the stream at the end of the test');
    }
  }
  finalVerdict(result, state, ctx, progress.emptyChecks);
  return done();
}

/**
 * The document's scope: matrix values first, then document variables in order, each able to use the
 * ones above it. Undefined when the test stops here (a condition holds, or a variable or condition is
 * broken); `result` then says why.
 */
function documentScope(doc: LoadedDocument, ctx: SuiteContext, result: TestResult): LayeredScope | undefined {
  const data = doc.data;
  try {
    const vars: Record<string, unknown> = { ...doc.matrix };
    const docScope = ctx.scope.with(vars);
    for (const [name, value] of Object.entries(data.vars ?? {})) vars[name] = renderDeep(value, docScope, ['vars', name]);
    ctx.redactor.addVariables(vars, data.secrets);
    // A run variable the document lists in `secrets:` is secret from here on, whatever its name.
    for (const name of data.secrets ?? []) ctx.redactor.addValue(docScope.get(name));
    const verdict = transportVerdict(doc, ctx) ?? precondition(doc, docScope);
    if (!verdict) return docScope;
    result.status = verdict.status;
    result.reason = ctx.redactor.text(verdict.reason);
    return undefined;
  } catch (error) {
    if (!(error instanceof RenderError || error instanceof ExpressionError)) throw error;
    const path = error instanceof RenderError ? error.path : [data.notApplicable ? 'notApplicable' : 'skip'];
    result.status = 'failed';
    result.failure = { step: 0, stepName: '(document)', message: error.message, location: doc.locate(path) };
    const unfinished = setupUnfinished(error.message, ctx);
    if (unfinished) {
      result.status = 'could-not-judge';
      result.reason = unfinished;
    }
    return undefined;
  }
}

/**
 * The steps in order, captures flowing forward; after a failure the rest are skipped. `progress.setUp`
 * says whether a step other than a guard ran: a guard only probes the server, so a test stopped by its
 * first guard, like one stopped by a condition, has set nothing up for a teardown to remove. A passed
 * step falling out of the window of whole records keeps only its summary (step-retention.ts).
 */
async function runSteps(
  doc: LoadedDocument,
  result: TestResult,
  scope: LayeredScope,
  captured: Record<string, unknown>,
  ctx: SuiteContext,
  state: DocumentState,
  listener: RunListener,
  progress: { setUp: boolean; emptyChecks: EmptyChecks },
): Promise<void> {
  const steps = doc.data.steps;
  for (let i = 0; i < steps.length; i++) {
    if (result.status !== 'passed') {
      result.steps.push(skippedStep(doc, i, result.failure!.step));
      continue;
    }
    if (steps[i]!.guard === undefined) progress.setUp = true;
    const outcome = await runStep(doc, i, scope, ctx, state);
    result.steps.push(outcome.record);
    listener.onStepEnd?.(doc, outcome.record);
    progress.emptyChecks.see(outcome.record);
    Object.assign(captured, outcome.captures);
    if (outcome.record.status === 'failed') stepFailed(result, outcome, steps[i]!, i, scope, ctx);
    ctx.memory.released(outcome.record.response?.bodyBytes ?? 0);
    summarizeBehindWindow(result.steps, ctx.stepWindow);
  }
}

/**
 * A failed step fails the test, unless the run could not observe the tested behaviour (evidence.ts):
 * then the test could not be judged, with the cause. A failed guard means the test cannot be judged
 * on this server: not applicable, never a vacuous pass.
 */
function stepFailed(result: TestResult, outcome: Awaited<ReturnType<typeof runStep>>, step: Step, i: number, scope: LayeredScope, ctx: SuiteContext): void {
  result.status = 'failed';
  result.failure = failureOf(outcome.record, outcome.view, ctx);
  const unobserved =
    unobservedCause(step, outcome.record, outcome.view, ctx.baseUrl) ??
    (outcome.record.error?.code === 'UNDEFINED_VARIABLE' ? setupUnfinished(outcome.record.error.message, ctx) : undefined);
  if (unobserved !== undefined) {
    result.status = 'could-not-judge';
    result.reason = ctx.redactor.text(`step ${i + 1} "${result.failure.stepName}": ${unobserved}`);
    if (isDocumentDefect(outcome.record)) result.documentDefect = true;
  } else if (step.guard !== undefined) {
    result.status = 'not-applicable';
    result.reason = `${ctx.redactor.text(renderedText(step.guard, scope))}: step ${i + 1} "${result.failure.stepName}": ${result.failure.message}`;
  }
}

/**
 * A variable the document needs is undefined because the suite's setup could not finish (the server
 * answered it 5xx or not at all): the test could not be judged, never failed for want of a value.
 */
function setupUnfinished(message: string, ctx: SuiteContext): string | undefined {
  if (!ctx.setupTrouble || !/undefined variable/.test(message)) return undefined;
  return ctx.redactor.text(`the suite's setup could not finish (${ctx.setupTrouble}), so ${message.replace(/^.*?(undefined variable)/, '$1')}`);
}

/** After the steps and teardown: a pass over empty sets only is not applicable, and a failure of SHOULD or MAY sentences only warns. */
function finalVerdict(result: TestResult, state: DocumentState, ctx: SuiteContext, emptyChecks: EmptyChecks): void {
  if (result.status === 'passed') {
    const empty = emptyChecks.reason;
    if (empty) {
      result.status = 'not-applicable';
      result.reason = ctx.redactor.text(empty);
    }
  }
  if (state.notes.length) result.notes = state.notes;
  // A document that proves only SHOULD or MAY sentences warns where a MUST would fail (a failed teardown is no such check).
  if (result.status === 'failed' && !result.failure?.teardown && result.requirements && verdictWeight(result.requirements) !== 'must')
    result.status = 'warning';
}

/**
 * A matrix document whose legs are not there: its list came out empty (not applicable, naming the
 * empty set: never a vacuous pass) or was not a list (failed). The suite's and the document's own
 * `skip` / `notApplicable` still come first, as far as they can be worked out without a leg's values.
 */
function withoutLegs(doc: LoadedDocument, ctx: SuiteContext, result: TestResult): void {
  const vars: Record<string, unknown> = {};
  const scope = ctx.scope.with(vars);
  let verdict: ReturnType<typeof precondition>;
  try {
    for (const [name, value] of Object.entries(doc.data.vars ?? {})) {
      try {
        vars[name] = renderDeep(value, scope, ['vars', name]);
      } catch {
        // A variable reading the missing leg's item: left out (a condition needing it is left out below).
      }
    }
    verdict = precondition(doc, scope);
  } catch {
    verdict = undefined;
  }
  if (verdict) {
    result.status = verdict.status;
    result.reason = ctx.redactor.text(verdict.reason);
  } else if (doc.legsError) {
    result.status = 'failed';
    result.failure = { step: 0, stepName: '(document)', message: doc.legsError.message, location: doc.locate(doc.legsError.path) };
  } else {
    result.status = 'not-applicable';
    result.reason = ctx.redactor.text(doc.noLegs!);
  }
}

/**
 * The document's `teardown` steps, after its steps, whatever happened to them: every one runs, with
 * the captures taken so far (its own captures flow on to the teardown steps after it). Their records
 * are the result's `teardown`. A failed teardown step fails a test whose steps all passed; it never
 * replaces the failure of a step (nor a failed guard's not-applicable).
 */
async function runTeardown(
  doc: LoadedDocument,
  result: TestResult,
  scope: LayeredScope,
  captured: Record<string, unknown>,
  ctx: SuiteContext,
  state: DocumentState,
  listener: RunListener,
): Promise<void> {
  const records: StepRecord[] = (result.teardown = []);
  for (let i = 0; i < doc.data.teardown!.length; i++) {
    const outcome = await runStep(doc, i, scope, ctx, state, { list: 'teardown' });
    const record = outcome.record;
    if (record.error?.code === 'UNDEFINED_VARIABLE') {
      // The usual cause: the step that captures it failed or was skipped before it could.
      record.error = { ...record.error, message: `${record.error.message}: not captured, since the step that captures it did not pass` };
    }
    records.push(record);
    listener.onStepEnd?.(doc, record);
    summarizeBehindWindow(records, ctx.stepWindow);
    Object.assign(captured, outcome.captures);
    if (record.status === 'failed' && result.status === 'passed') {
      result.status = 'failed';
      result.failure = { ...failureOf(record, outcome.view, ctx), teardown: true };
    }
    ctx.memory.released(record.response?.bodyBytes ?? 0);
  }
}

/** A result with the document's identity and no verdict details yet. */
export function testResultOf(doc: LoadedDocument, status: TestResult['status'] = 'passed'): TestResult {
  const data = doc.data;
  return {
    id: data.id,
    title: data.title,
    file: doc.file,
    line: doc.span.line,
    suite: doc.suite.name,
    status,
    ...(data.level ? { level: data.level } : {}),
    ...(data.requirements ? { requirements: data.requirements } : {}),
    traces: data.traces ?? [],
    spec: data.spec ?? [],
    tags: data.tags ?? [],
    durationMs: 0,
    ...(doc.legLabels ? { matrix: doc.legLabels } : {}),
    steps: [],
  };
}

function failureOf(step: StepRecord, view: Parameters<typeof bodyExcerpt>[0] | undefined, ctx: SuiteContext): TestFailure {
  const failed = step.assertions.find((a) => !a.passed);
  const base = { step: step.index + 1, stepName: step.name };
  const excerpt = view ? ctx.redactor.text(bodyExcerpt(view, failed) ?? '') || undefined : undefined;
  if (step.error) return { ...base, message: step.error.message, location: step.error.span, ...(excerpt ? { excerpt } : {}) };
  return {
    ...base,
    message: failed?.message ?? 'failed',
    ...(failed?.expected !== undefined ? { expected: failed.expected } : {}),
    ...(failed?.actual !== undefined ? { actual: failed.actual } : {}),
    location: failed?.span,
    ...(excerpt ? { excerpt } : {}),
  };
}

function skippedStep(doc: LoadedDocument, index: number, failedAt: number): StepRecord {
  const step = doc.data.steps[index]!;
  return {
    index,
    name: stepName(step),
    status: 'skipped',
    durationMs: 0,
    span: doc.locate(['steps', index]),
    skipReason: `after failure at step ${failedAt}`,
    assertions: [],
  };
}

/** The strongest level among a test's requirements: a MUST among them makes any failed check a failure. */
export function verdictWeight(requirements: Requirement[]): 'must' | 'should' | 'may' {
  const weights = requirements.map((r) => weightOf(r.level));
  return weights.includes('must') ? 'must' : weights.includes('should') ? 'should' : 'may';
}

/** A document about the other transport (HTTP only, or stdio only) is not applicable over this one. */
function transportVerdict(doc: LoadedDocument, ctx: SuiteContext): { status: 'not-applicable'; reason: string } | undefined {
  const reason = transportMismatch(doc, ctx.stdio !== undefined);
  return reason ? { status: 'not-applicable', reason } : undefined;
}
