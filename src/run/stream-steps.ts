import type { AssertionResult, StepRecord } from '../model/results.js';
import type { LoadedDocument, NodePath, Request, Rpc, Step } from '../model/scenario.js';
import { ExpressionError, evaluate, parseExpression } from '../template/expression.js';
import type { LayeredScope } from '../template/scope.js';
import type { DocumentState } from './document-state.js';
import { type Exchange, openBackground } from './exchange.js';
import type { SuiteContext } from './run-context.js';
import { toBytes, toMilliseconds } from './units.js';

type StepError = NonNullable<StepRecord['error']>;

/**
 * A `background` step: opens its request as a stream kept under its name, and waits only for the
 * response head. The exchange is the stream so far, for the step's status and header checks.
 */
export async function openStreamStep(
  step: Step,
  rendered: { request?: Request; rpc?: Rpc },
  at: NodePath,
  scope: LayeredScope,
  ctx: SuiteContext,
  state: DocumentState,
): Promise<Exchange> {
  const name = step.background!;
  const limits = { lifetimeMs: toMilliseconds(step.timeout, ctx.timeoutMs), maxBytes: toBytes(step.maxSize, ctx.maxBodyBytes) };
  // The same step again (a retried test, a step run twice): the old stream ends first.
  await state.streams.get(name)?.close(`reopened by step ${Number(at[1]) + 1}`);
  const stream = openBackground(rendered, name, limits, scope, ctx, state);
  state.streams.set(name, stream);
  await stream.head();
  const exchange: Exchange = { requests: [stream.request], pages: [] };
  if (rendered.rpc) exchange.method = rendered.rpc.method;
  if (!stream.status) return { ...exchange, failure: stream.failure ?? { kind: 'aborted', message: 'the stream ended before a response arrived' } };
  const view = stream.view();
  return { ...exchange, pages: [view], document: view };
}

/**
 * An `await` step: waits until `until` holds over what the named stream has received (at most
 * `within`), then gives the stream so far as the exchange its `expect` and `capture` read. Whether the
 * wait succeeded is the step's first assertion: it fails when `within` passed or the stream ended
 * first, saying what the stream had received.
 */
export async function awaitStreamStep(
  doc: LoadedDocument,
  step: Step,
  at: NodePath,
  scope: LayeredScope,
  ctx: SuiteContext,
  state: DocumentState,
): Promise<{ exchange: Exchange; assertion: AssertionResult } | { error: StepError }> {
  const name = step.await!;
  const stream = state.streams.get(name);
  if (!stream) {
    const message = `the stream "${name}" was never opened: the step that opens it (background: ${name}) did not run`;
    return { error: { code: 'STREAM_NOT_OPEN', message, span: doc.locate([...at, 'await']) } };
  }
  const withinMs = toMilliseconds(step.within ?? step.timeout, ctx.timeoutMs);
  const condition = step.until ?? 'stream.ended';
  let problem: ExpressionError | undefined;
  const holds = (): boolean => {
    try {
      return Boolean(evaluate(parseExpression(condition), scope.with({ stream: stream.snapshot() })));
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      problem = error;
      return true;
    }
  };
  const started = performance.now();
  const outcome = await stream.waitFor(holds, withinMs);
  if (problem) return { error: { code: problem.code, message: `until: ${problem.message}`, span: doc.locate([...at, 'until']) } };
  const waited = Math.round(performance.now() - started);
  const view = stream.view();
  const exchange: Exchange = { requests: [stream.request], pages: [view], document: view };
  const what = step.until ? `\`${step.until}\`` : 'the end of the stream';
  const received = stream.describe();
  const message =
    outcome === 'met'
      ? `await ${name}: ${what} held after ${waited} ms (${received} received)`
      : outcome === 'ended'
        ? `await ${name}: the stream ended before ${what} held (${stream.endReason}); it had received ${received}`
        : `await ${name}: ${what} did not hold within ${withinMs} ms (within); the stream was still open and had received ${received}`;
  const assertion: AssertionResult = { kind: 'await', target: name, passed: outcome === 'met', message };
  if (outcome !== 'met') assertion.span = doc.locate([...at, step.until ? 'until' : 'await']);
  if (step.close) await stream.close(`closed by step ${Number(at[1]) + 1} (close: true)`);
  return { exchange, assertion };
}
