/**
 * The facts of one step's answer that `wirecase diff` compares: the status, the JSON-RPC error code,
 * the content type, the framing, the session, the cursor and the headers the test's sentences name.
 * Never the body's other content, nor a value that changes from run to run (a session ID, an event
 * ID, a date): two runs against one server must agree on every fact.
 */
import type { Requirement, StepRecord } from '../model/results.js';
import { parseJson } from '../source/json-text.js';

/** A fact's value as reports show it; `undefined` when the step has nothing to say about it. */
export type Facts = Record<string, string | undefined>;

/** The fields of a step's facts, in the order reports list them. */
export const FACT_FIELDS = ['transport', 'status', 'error code', 'content type', 'framing', 'session', 'cursor'] as const;

/** Headers with a field of their own (content type, session), or whose value is a credential or changes from answer to answer. */
const OWN_FIELD_HEADERS = new Set(['content-type', 'mcp-session-id']);
const VOLATILE_HEADERS = new Set([
  'date',
  'age',
  'etag',
  'last-modified',
  'expires',
  'content-length',
  'set-cookie',
  'x-request-id',
  'request-id',
  'traceparent',
]);

/**
 * The facts of a step's answer (none for a step that kept only its summary or never ran), with the
 * value of each header of `headerNames` (`namedHeaders`). Header values name each side's own origin as
 * `{origin}` (so two targets on two ports agree on a `resource_metadata` URL of their own).
 */
export function stepFacts(step: StepRecord, headerNames: readonly string[]): Facts {
  const response = step.response;
  if (!response) return step.error ? { transport: step.error.code } : {};
  const header = (name: string) => response.headers.find(([k]) => k.toLowerCase() === name)?.[1];
  const contentType = header('content-type');
  const message = rpcMessage(response.body, contentType);
  const facts: Facts = {
    transport: 'answered',
    status: String(response.status),
    'error code': message === undefined ? 'no JSON-RPC answer' : errorCodeOf(message),
    'content type': contentType === undefined ? 'none' : normalMediaType(contentType),
    framing: framingOf(contentType, response.body),
    session: header('mcp-session-id') === undefined ? 'no Mcp-Session-Id' : 'Mcp-Session-Id issued',
    cursor: cursorOf(message),
  };
  const origin = originOf(step.request?.url);
  for (const name of headerNames) {
    const values = response.headers.filter(([k]) => k.toLowerCase() === name).map(([, v]) => v);
    const value = values.length ? values.join(', ') : 'absent';
    facts[`header ${name}`] = origin ? value.split(origin).join('{origin}') : value;
  }
  return facts;
}

/** The header names the sentences name among these steps' answers (lower case), so a header one side lacks is a fact too. */
export function namedHeaders(steps: readonly (StepRecord | undefined)[], sentences: readonly Requirement[]): string[] {
  const names = new Set<string>();
  for (const step of steps)
    for (const [name] of step?.response?.headers ?? []) {
      const lower = name.toLowerCase();
      if (!OWN_FIELD_HEADERS.has(lower) && !VOLATILE_HEADERS.has(lower) && namedBy(name, sentences)) names.add(lower);
    }
  return [...names].sort();
}

/**
 * Whether a sentence names this header: a hyphenated name anywhere, in any case (`mcp-protocol-version`,
 * `WWW-Authenticate`); a one-word name only as written with its capital (`Allow`, `Location`), so the
 * words "allow" and "location" of a sentence name no header.
 */
export function namedBy(name: string, sentences: readonly Requirement[]): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const hyphenated = name.includes('-');
  const pattern = hyphenated
    ? new RegExp(`(^|[^A-Za-z0-9-])${escaped}($|[^A-Za-z0-9-])`, 'i')
    : new RegExp(`(^|[^A-Za-z0-9-])${name[0]!.toUpperCase()}${escaped.slice(1).toLowerCase()}($|[^A-Za-z0-9-])`);
  return sentences.some((s) => pattern.test(s.quote));
}

/** `application/json; charset=utf-8` as `application/json;charset=utf-8`, in lower case. */
function normalMediaType(value: string): string {
  return value
    .toLowerCase()
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .join(';');
}

function framingOf(contentType: string | undefined, body: string): string {
  const type = (contentType ?? '').toLowerCase().split(';')[0]!.trim();
  if (type === 'text/event-stream') return 'SSE';
  if (type === 'application/json' || type.endsWith('+json')) return 'JSON';
  return body === '' ? 'empty' : 'other';
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

type Message = Record<string, unknown>;

/**
 * The JSON-RPC response of an answer: the body's, or in an event stream the last event holding a
 * response (a message with an `id` and a `result` or an `error`). Undefined when there is none.
 */
export function rpcMessage(body: string, contentType: string | undefined): Message | undefined {
  const stream = contentType?.toLowerCase().startsWith('text/event-stream') === true;
  const candidates = stream ? eventData(body) : [body];
  let found: Message | undefined;
  for (const text of candidates) {
    const parsed = parseJson(text);
    if (!parsed.ok) continue;
    const value = Array.isArray(parsed.value) ? parsed.value[0] : parsed.value;
    if (isResponse(value)) found = value;
  }
  return found;
}

function isResponse(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value && ('result' in value || 'error' in value);
}

/** The data of each event of an event stream (its `data:` lines joined). */
function eventData(body: string): string[] {
  const events: string[] = [];
  for (const block of body.split(/\r\n\r\n|\n\n|\r\r/)) {
    const data = block
      .split(/\r\n|\n|\r/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
    if (data.length) events.push(data.join('\n'));
  }
  return events;
}

function errorCodeOf(message: Message): string {
  if (!('error' in message)) return 'none (a result)';
  const error = message.error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === undefined ? 'an error without a code' : JSON.stringify(code);
}

function cursorOf(message: Message | undefined): string | undefined {
  const result = message?.result;
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return undefined;
  return 'nextCursor' in result ? 'nextCursor given' : 'no nextCursor';
}
