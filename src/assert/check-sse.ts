import type { SseEvent } from '../http/sse.js';
import { isResponse, parseEventJson } from '../mcp/jsonrpc.js';
import type { AssertionResult } from '../model/results.js';
import type { NodePath, SseEventExpect, SseExpect } from '../model/scenario.js';
import { parseJson } from '../source/json-text.js';
import type { Span } from '../source/span.js';
import { compileJsonPath, queryJson } from './jsonpath.js';
import { describeMatcher, type MatcherContext, matchValue } from './matchers.js';
import type { ResponseView } from './response-view.js';

interface SseContext extends MatcherContext {
  locate: (path: NodePath, part?: 'key' | 'value') => Span;
  at: NodePath;
}

/** Checks on the decoded events of a text/event-stream body: count, per-event fields, ids, order. */
export function checkSse(expect: SseExpect, view: ResponseView, ctx: SseContext): AssertionResult[] {
  const at = [...ctx.at, 'sse'];
  const events = view.events;
  if (!events) {
    const type = view.header('content-type')[0] ?? '(none)';
    return [{ kind: 'sse', passed: false, message: `sse: the response is not an event stream (content-type: ${type})`, span: ctx.locate(at, 'key') }];
  }
  const results: AssertionResult[] = [];
  /** `set`: for a check over the events, how many it looked at, and why none proves nothing. */
  const result = (target: string, where: NodePath, failure: string | undefined, passMessage: string, actual?: unknown, set?: [number, string]): void => {
    results.push({
      kind: 'sse',
      target,
      passed: !failure,
      ...(set ? { items: set[0] } : {}),
      ...(set && set[0] === 0 && !failure ? { vacuous: `sse ${target}: ${set[1]}` } : {}),
      message: `sse ${target}: ${failure ?? passMessage}`,
      ...(actual !== undefined ? { actual } : {}),
      ...(failure ? { span: ctx.locate(where, 'key') } : {}),
    });
  };

  const check: SseCheck = { expect, events, at, ctx, result };
  for (const rule of SSE_CHECKS) rule(check);
  return results;
}

/** What each check of the stream reads, and how it records its result. */
interface SseCheck {
  expect: SseExpect;
  events: SseEvent[];
  at: NodePath;
  ctx: SseContext;
  result: (target: string, where: NodePath, failure: string | undefined, passMessage: string, actual?: unknown, set?: [number, string]) => void;
}

/** Run in this order: the results come out in it. */
const SSE_CHECKS: ReadonlyArray<(c: SseCheck) => void> = [eventCount, noIds, responseLast, increasing, eventsInOrder, eachEvent];

function eventCount({ expect, events, at, ctx, result }: SseCheck): void {
  if (expect.count === undefined) return;
  const outcome = matchValue(expect.count, { found: true, value: events.length }, ctx);
  result('count', [...at, 'count'], outcome.passed ? undefined : `${outcome.message} (${events.length} events)`, `${events.length} events`, events.length);
}

function noIds({ expect, events, at, result }: SseCheck): void {
  if (!expect.noIds) return;
  const withId = events.findIndex((e) => e.id !== undefined);
  const failure = withId < 0 ? undefined : `event [${withId}] carries id ${JSON.stringify(events[withId]!.id)}`;
  result('noIds', [...at, 'noIds'], failure, 'no event carries an id', undefined, [events.length, 'the stream has no event']);
}

function responseLast({ expect, events, at, result }: SseCheck): void {
  if (!expect.responseLast) return;
  const kinds = events.map((e) => parseEventJson(e));
  const response = kinds.findIndex((m) => isResponse(m));
  const after = response < 0 ? -1 : kinds.findIndex((m, i) => i > response && m !== undefined && typeof m === 'object' && m !== null && 'jsonrpc' in m);
  const failure =
    response < 0
      ? 'no JSON-RPC response in the stream'
      : after >= 0
        ? `event [${after}] is a JSON-RPC message after the response (event [${response}])`
        : undefined;
  result('responseLast', [...at, 'responseLast'], failure, 'the JSON-RPC response comes last');
}

function increasing({ expect, events, at, result }: SseCheck): void {
  if (expect.increasing === undefined) return;
  const where = [...at, 'increasing'];
  const compiled = compileJsonPath(expect.increasing);
  if (compiled.error) {
    result('increasing', where, compiled.error, '');
    return;
  }
  const { failure, seen } = firstNotIncreasing(expect.increasing, compiled, events);
  const set: [number, string] = [seen, `no event carries ${expect.increasing}`];
  result('increasing', where, failure, `${seen} value${seen === 1 ? '' : 's'} of ${expect.increasing}, each greater than the one before`, undefined, set);
}

/** The first event whose value at the path is not a number greater than the one before, and how many values were seen. */
function firstNotIncreasing(path: string, compiled: ReturnType<typeof compileJsonPath>, events: SseEvent[]): { failure?: string; seen: number } {
  let last: { index: number; value: number } | undefined;
  let seen = 0;
  for (const [index, event] of events.entries()) {
    const parsed = parseJson(event.data);
    if (!parsed.ok) continue;
    const found = queryJson(compiled, parsed.value);
    if (!found.found) continue;
    seen++;
    if (typeof found.value !== 'number') return { failure: `event [${index}]: ${path} is ${JSON.stringify(found.value)}, not a number`, seen };
    if (last && !(found.value > last.value))
      return { failure: `event [${index}]: ${path} is ${found.value}, not greater than ${last.value} (event [${last.index}])`, seen };
    last = { index, value: found.value };
  }
  return { seen };
}

function eventsInOrder({ expect, events, at, ctx, result }: SseCheck): void {
  (expect.events ?? []).forEach((wanted, i) => {
    const where = [...at, 'events', i];
    const event = events[i];
    if (!event) return result(`events[${i}]`, where, `expected an event [${i}], the stream has ${events.length}`, '');
    const failure = matchEvent(wanted, event, ctx);
    result(`events[${i}]`, where, failure, 'matches', event);
  });
}

function eachEvent({ expect, events, at, ctx, result }: SseCheck): void {
  if (!expect.each) return;
  const bad = events.map((e) => matchEvent(expect.each!, e, ctx)).findIndex((f) => f !== undefined);
  const failure = bad < 0 ? undefined : `event [${bad}]: ${matchEvent(expect.each, events[bad]!, ctx)}`;
  result('each', [...at, 'each'], failure, `all ${events.length} events match`, undefined, [events.length, 'the stream has no event']);
}

function matchEvent(wanted: SseEventExpect, event: SseEvent, ctx: MatcherContext): string | undefined {
  for (const key of ['event', 'data', 'id'] as const) {
    if (wanted[key] === undefined) continue;
    const actual = event[key] === undefined ? { found: false as const } : { found: true as const, value: event[key] };
    const outcome = matchValue(wanted[key], actual, ctx);
    if (!outcome.passed) return `${key}: ${outcome.message}`;
  }
  return wanted.json ? matchEventJson(wanted.json, event, ctx) : undefined;
}

function matchEventJson(wanted: NonNullable<SseEventExpect['json']>, event: SseEvent, ctx: MatcherContext): string | undefined {
  const parsed = parseJson(event.data);
  if (!parsed.ok) return `data is ${parsed.error}: ${JSON.stringify(event.data.slice(0, 80))}`;
  const json = parsed.value;
  for (const [path, matcher] of Object.entries(wanted)) {
    const compiled = compileJsonPath(path);
    if (compiled.error) return compiled.error;
    const found = queryJson(compiled, json);
    if (!found.found && found.error) return found.error;
    const outcome = matchValue(matcher, found.found ? { found: true, value: found.value } : { found: false }, ctx);
    if (!outcome.passed) return `${path}: ${outcome.message} (wanted ${describeMatcher(matcher)})`;
  }
  return undefined;
}
