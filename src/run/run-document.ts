import type { LoadedDocument } from '../model/scenario.js';
import type { RunListener } from '../model/events.js';
import type { StepRecord, TestFailure, TestResult } from '../model/results.js';
import { ExpressionError, evaluate, parseExpression } from '../template/expression.js';
import { RenderError, renderDeep } from '../template/template.js';
import { bodyExcerpt } from './excerpt.js';
import type { SuiteContext } from './run-context.js';
import { runStep, stepName } from './run-step.js';
import { newDocumentState } from './document-state.js';

/**
 * One document = one test ID: decide whether it runs, run its steps in order with captures flowing
 * forward, and stop at the first failing step (the rest are skipped "after failure at step N").
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

  let docScope = ctx.scope;
  try {
    // Matrix values first, then document variables in order, each able to use the ones above it.
    const vars: Record<string, unknown> = { ...doc.matrix };
    docScope = ctx.scope.with(vars);
    for (const [name, value] of Object.entries(data.vars ?? {})) vars[name] = renderDeep(value, docScope, ['vars', name]);
    ctx.redactor.addVariables(vars);
    for (const [key, status] of [['notApplicable', 'not-applicable'], ['skip', 'skipped']] as const) {
      const condition = data[key];
      if (condition === undefined) continue;
      const applies = typeof condition === 'string' || Boolean(evaluate(parseExpression(condition.if), docScope));
      if (applies) {
        result.status = status;
        result.reason = typeof condition === 'string' ? condition : condition.reason;
        return done();
      }
    }
  } catch (error) {
    if (!(error instanceof RenderError || error instanceof ExpressionError)) throw error;
    const path = error instanceof RenderError ? error.path : [data.skip ? 'skip' : 'notApplicable'];
    result.status = 'failed';
    result.failure = { step: 0, stepName: '(document)', message: error.message, location: doc.locate(path) };
    return done();
  }

  const captured: Record<string, unknown> = {};
  const scope = docScope.with(captured);
  const state = newDocumentState(doc, scope);
  for (let i = 0; i < data.steps.length; i++) {
    if (result.status === 'failed') {
      result.steps.push(skippedStep(doc, i, result.failure!.step));
      continue;
    }
    const outcome = await runStep(doc, i, scope, ctx, state);
    result.steps.push(outcome.record);
    listener.onStepEnd?.(doc, outcome.record);
    Object.assign(captured, outcome.captures);
    if (outcome.record.status === 'failed') {
      result.status = 'failed';
      result.failure = failureOf(outcome.record, outcome.view, ctx);
    }
    ctx.memory.released(outcome.record.response?.bodyBytes ?? 0);
  }
  return done();
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
    traces: data.traces ?? [],
    spec: data.spec ?? [],
    tags: data.tags ?? [],
    durationMs: 0,
    ...(doc.matrix ? { matrix: doc.matrix } : {}),
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
