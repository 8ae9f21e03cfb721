import type { LoadedDocument, NodePath, Step } from '../model/scenario.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';

/** The checks a `background` step may make when its response head arrives: the body is still to come. */
const HEAD_CHECKS = new Set(['status', 'headers']);

/** One step as the stream rules see it, and what they know of the streams so far. */
interface StreamCheck {
  doc: LoadedDocument;
  out: Diagnostic[];
  list: 'steps' | 'teardown';
  step: Step;
  i: number;
  at: NodePath;
  /** Streams opened by the steps before this one: name → step index. */
  opened: Map<string, number>;
  /** Streams any step opens: name → index of the first step that does. */
  allOpened: ReadonlyMap<string, number>;
}
type StreamRule = (c: StreamCheck) => void;

/** Run in this order on every step: the diagnostics come out in it. */
const STREAM_RULES: readonly StreamRule[] = [
  awaitNamesAnOpenedStream,
  backgroundOpensOneNewStream,
  rememberOpenedStream,
  backgroundChecksOnlyTheHead,
  backgroundIsOneResponse,
  backgroundCapturesOnlyTheHead,
];

/**
 * Streams: every `await` names a stream a `background` step opened before it (a teardown step, one
 * any step opened), each name is opened once, and a background step checks only its head.
 */
export function streamSteps(doc: LoadedDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  const opened = new Map<string, number>();
  const allOpened = new Map<string, number>();
  (doc.data.steps ?? []).forEach((step, i) => {
    if (step.background !== undefined && !allOpened.has(step.background)) allOpened.set(step.background, i);
  });
  for (const [list, steps] of [['steps', doc.data.steps ?? []] as const, ['teardown', doc.data.teardown ?? []] as const]) {
    steps.forEach((step, i) => {
      const check: StreamCheck = { doc, out, list, step, i, at: [list, i], opened, allOpened };
      for (const rule of STREAM_RULES) rule(check);
    });
  }
  return out;
}

function awaitNamesAnOpenedStream({ doc, out, step, at, opened, allOpened }: StreamCheck): void {
  if (step.await === undefined || opened.has(step.await)) return;
  const later = allOpened.get(step.await);
  out.push({
    code: 'UNKNOWN_STREAM',
    message:
      later !== undefined
        ? `\`await: ${step.await}\` comes before the step that opens that stream (step ${later + 1})`
        : `\`await: ${step.await}\` names no stream: no earlier step has \`background: ${step.await}\``,
    span: doc.locate([...at, 'await']),
    hint: unknownStreamHint(step.await, opened),
  });
}

function unknownStreamHint(name: string, opened: ReadonlyMap<string, number>): string {
  const guess = didYouMean(name, opened.keys());
  if (guess) return `did you mean \`${guess}\`?`;
  if (opened.size) return `the streams opened before this step: ${[...opened.keys()].join(', ')}`;
  return 'open the stream first with a request or rpc step that has `background: <name>`';
}

/** Not in teardown (nothing after it would read the stream), and not a name an earlier step opened. */
function backgroundOpensOneNewStream({ doc, out, list, step, at, opened }: StreamCheck): void {
  if (step.background === undefined) return;
  if (list !== 'teardown' && !opened.has(step.background)) return;
  out.push({
    code: 'BAD_STREAM_STEP',
    message:
      list === 'teardown'
        ? 'a teardown step cannot open a background stream: nothing after it would read it'
        : `the stream \`${step.background}\` is already opened by step ${opened.get(step.background)! + 1}`,
    span: doc.locate([...at, 'background']),
    hint: list === 'teardown' ? 'open the stream in `steps`' : 'give each background stream its own name',
  });
}

function rememberOpenedStream({ list, step, i, opened }: StreamCheck): void {
  if (step.background !== undefined && list === 'steps' && !opened.has(step.background)) opened.set(step.background, i);
}

function backgroundChecksOnlyTheHead({ doc, out, step, at }: StreamCheck): void {
  if (step.background === undefined) return;
  for (const key of Object.keys(step.expect ?? {})) {
    if (HEAD_CHECKS.has(key)) continue;
    out.push({
      code: 'BAD_STREAM_STEP',
      message: `a background step checks only the response head (\`status\`, \`headers\`): its body is still arriving, so \`expect.${key}\` cannot be judged here`,
      span: doc.locate([...at, 'expect', key], 'key'),
      hint: `move \`${key}\` to an \`await: ${step.background}\` step, which checks what the stream received`,
    });
  }
}

function backgroundIsOneResponse({ doc, out, step, at }: StreamCheck): void {
  if (step.background === undefined || !(step.rpc?.paginate || step.rpc?.notification)) return;
  const key = step.rpc.paginate ? 'paginate' : 'notification';
  out.push({
    code: 'BAD_STREAM_STEP',
    message: `a background stream is one response: \`rpc.${key}\` does not go with \`background\``,
    span: doc.locate([...at, 'rpc', key], 'key'),
    hint: `remove \`${key}\`, or \`background\``,
  });
}

function backgroundCapturesOnlyTheHead({ doc, out, step, at }: StreamCheck): void {
  if (step.background === undefined) return;
  for (const [name, capture] of Object.entries(step.capture ?? {})) {
    if (typeof capture === 'object' && (capture.header !== undefined || capture.status)) continue;
    out.push({
      code: 'BAD_STREAM_STEP',
      message: `a background step can capture only from the response head (a header or the status): \`${name}\` reads the body, which is still arriving`,
      span: doc.locate([...at, 'capture', name], 'key'),
      hint: `capture it in an \`await: ${step.background}\` step`,
    });
  }
}
