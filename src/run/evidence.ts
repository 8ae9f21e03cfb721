import { INVALID_SCHEMA, UNJUDGEABLE } from '../assert/matchers.js';
import type { ResponseView } from '../assert/response-view.js';
import type { StepRecord } from '../model/results.js';
import type { Step } from '../model/scenario.js';

/**
 * The evidence rule: a failed step fails its test only when it rests on an answer of the target
 * under test that contradicts what the test proves. When the run could not observe the tested
 * behaviour at all, the test is "could not judge", with the cause in words:
 *
 * - the target refused before the tested behaviour: an MCP request (an `rpc` step, or any request to
 *   the target's endpoint itself) sent without credentials and answered 401, or answered 403 where
 *   the step expected no client error (a Host or Origin policy of the target's own, an auth gateway);
 * - a check could not be made within its time bound (a schema from the target whose pattern
 *   backtracks catastrophically: assert/matchers.ts, UNJUDGEABLE);
 * - a host other than the target could not be reached (an authorization server, an upstream API the
 *   target's metadata points at);
 * - no answer at all arrived within the step's timeout (not even a status line): silence shows no
 *   behaviour to judge. A server that answered and then stalled (a body or stream that never ends)
 *   gave an answer, and that failure stands;
 * - the document itself is broken: a schema it built at run time (from what the target listed) is
 *   invalid, or a template expression cannot be evaluated. That is a defect to fix, not a verdict,
 *   and the run exits 3 (`isDocumentDefect`);
 * - the target reported an internal error (JSON-RPC -32603) where the step expected a result, on a
 *   call into its dependencies (a tool call, a resource read, a prompt, a completion) or naming a
 *   network failure of its own: what the test proves was never reached;
 * - a tool call that was to succeed came back as a tool execution error (`isError: true`, the way
 *   the spec has tools report API failures) whose text names a network failure: the tool's upstream
 *   failed, not the server.
 *
 * Returns the cause, or undefined when the failure stands.
 */
export function unobservedCause(step: Step, record: StepRecord, view: ResponseView | undefined, targetUrl: string | undefined): string | undefined {
  return (
    documentDefect(record) ??
    uncheckable(record) ??
    otherHostUnreachable(record, targetUrl) ??
    noAnswer(record) ??
    (isMcpRequest(step, record, targetUrl) ? refusedBefore(step, record) : undefined) ??
    (step.rpc ? (upstreamFailure(step, view) ?? upstreamToolError(step, view)) : undefined)
  );
}

/**
 * A schema the document built (e.g. an `enum` from a list that came out empty) is invalid, or an
 * expression of its templates cannot be evaluated: the document's defect, not the target's.
 */
export function isDocumentDefect(record: StepRecord): boolean {
  return record.error?.code === 'BAD_EXPRESSION' || record.assertions.some((a) => !a.passed && a.message.includes(INVALID_SCHEMA));
}

function documentDefect(record: StepRecord): string | undefined {
  if (!isDocumentDefect(record)) return undefined;
  const said =
    record.error?.code === 'BAD_EXPRESSION' ? record.error.message : record.assertions.find((a) => !a.passed && a.message.includes(INVALID_SCHEMA))?.message;
  return `a defect of the document, not of the target (${said}): report it to the suite's authors`;
}

/** A check that could not be made (validating against a schema passed its time bound): the check's own words are the cause. */
function uncheckable(record: StepRecord): string | undefined {
  return record.assertions.find((a) => !a.passed && a.message.includes(UNJUDGEABLE))?.message;
}

/** A connection that failed to a host other than the target's. */
function otherHostUnreachable(record: StepRecord, targetUrl: string | undefined): string | undefined {
  if (record.error?.code !== 'HTTP_CONNECTION' || !record.request || !targetUrl) return undefined;
  const host = originOf(record.request.url);
  if (host === undefined || host === originOf(targetUrl)) return undefined;
  return `a host other than the target could not be reached (${host}): ${record.error.message}`;
}

/** The step's timeout passed before any response head arrived (over stdio: before any line after the request). */
function noAnswer(record: StepRecord): string | undefined {
  const code = record.error?.code;
  if ((code !== 'HTTP_TIMEOUT' && code !== 'STDIO_TIMEOUT') || record.response) return undefined;
  const where = code === 'STDIO_TIMEOUT' ? ' on stdout' : '';
  return `no answer arrived${where}: ${record.error!.message}; a server busy elsewhere or waiting on a dependency looks the same — try a longer --timeout`;
}

/** An `rpc` step, or a plain request to the target's own endpoint (the base URL, e.g. a GET on the MCP endpoint). */
function isMcpRequest(step: Step, record: StepRecord, targetUrl: string | undefined): boolean {
  if (step.rpc) return true;
  const sent = record.request?.url;
  return sent !== undefined && targetUrl !== undefined && withoutQuery(sent) === withoutQuery(targetUrl);
}

function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/\/$/, '');
}

/** 401 to a request without credentials, or 403 where no refusal was expected: the tested behaviour was never reached. */
function refusedBefore(step: Step, record: StepRecord): string | undefined {
  const status = record.response?.status;
  if (status !== 401 && status !== 403) return undefined;
  if (record.assertions.some((a) => a.kind === 'status' && a.passed)) return undefined;
  if (status === 401 && sentCredentials(record)) return undefined;
  if (status === 403 && expectsClientError(step)) return undefined;
  const challenge = headerValue(record, 'www-authenticate');
  const said = challenge ? ` (WWW-Authenticate: ${clip(challenge)})` : record.response?.body ? `: ${clip(record.response.body)}` : '';
  const fix = status === 401 ? ' — give an access token (--var token=…)' : hostHint(record);
  return `the server refused the request before the tested behaviour: ${status} ${status === 401 ? 'Unauthorized' : 'Forbidden'}${said}${fix}`;
}

/**
 * The calls that reach into what the server wraps (a tool's API, a resource's store, a prompt's
 * source): an internal error there is its dependency failing. Elsewhere (ping, a list, the
 * handshake) an internal error is the server's own answer, and a failure stands.
 */
const DEPENDENT_CALLS = new Set(['tools/call', 'resources/read', 'prompts/get', 'completion/complete']);

/** How a server names a network failure of its own in an error message (Node's and fetch's words). */
const NETWORK_CAUSE = /\b(fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|getaddrinfo|socket hang up|network error)\b/i;

/** A JSON-RPC -32603 answer to a call into the server's dependencies that expected a result, not an error. */
function upstreamFailure(step: Step, view: ResponseView | undefined): string | undefined {
  if (!view || !expectsResult(step)) return undefined;
  const json = view.json;
  if (!json.ok || typeof json.value !== 'object' || json.value === null) return undefined;
  const error = (json.value as { error?: { code?: unknown; message?: unknown } }).error;
  if (error?.code !== -32603) return undefined;
  // On any other method, only an error that names a network failure of its own is a dependency's.
  if (!DEPENDENT_CALLS.has(String(step.rpc?.method)) && !(typeof error.message === 'string' && NETWORK_CAUSE.test(error.message))) return undefined;
  const message = typeof error.message === 'string' ? `: ${clip(error.message)}` : '';
  return `the server reported an internal error (-32603${message}): a dependency of the server may have failed, and the tested behaviour was not reached`;
}

/**
 * A tools/call that was to succeed answered with a tool execution error whose text names a network
 * failure ("fetch failed", "getaddrinfo ENOTFOUND api.example.com"): the API behind the tool failed.
 */
function upstreamToolError(step: Step, view: ResponseView | undefined): string | undefined {
  if (!view || step.rpc?.method !== 'tools/call' || !expectsResult(step)) return undefined;
  const json = view.json;
  if (!json.ok || typeof json.value !== 'object' || json.value === null) return undefined;
  const result = (json.value as { result?: { isError?: unknown; content?: unknown } }).result;
  if (result?.isError !== true || !Array.isArray(result.content)) return undefined;
  const text = result.content
    .filter((c): c is { type: 'text'; text: string } => typeof c === 'object' && c !== null && c.type === 'text' && typeof c.text === 'string')
    .map((c) => c.text)
    .join(' ');
  if (!NETWORK_CAUSE.test(text)) return undefined;
  return `the tool reported a failure of its upstream (isError: true: ${clip(text)}): a dependency of the server failed, and the tested behaviour was not reached`;
}

function sentCredentials(record: StepRecord): boolean {
  return (record.request?.headers ?? []).some(([name]) => name.toLowerCase() === 'authorization' || name.toLowerCase() === 'cookie');
}

/** The step expects a 4xx answer itself: a 403 there is the target's answer to the tested request. */
function expectsClientError(step: Step): boolean {
  const status = step.expect?.status;
  if (status === undefined) return false;
  return (Array.isArray(status) ? status : [status]).some((s) => String(s).startsWith('4'));
}

/**
 * The step expects a result (`$.result…` in `expect.json`): a call meant to succeed. One that checks
 * an error (a tool execution error, `$.error`), or any answer to a deliberately bad request, judges
 * what the server answered, -32603 too.
 */
function expectsResult(step: Step): boolean {
  const json = step.expect?.json ?? {};
  const paths = Object.keys(json);
  // A step that checks `$.error`, or expects a tool execution error (`$.result.isError` other than
  // "not true"), judges the error it gets; `isError: { not: { equals: true } }` asks for a success.
  if (paths.some((path) => /^\$\.error\b/.test(path))) return false;
  if (paths.some((path) => /^\$\.result\.isError\b/.test(path) && !asksNotTrue(json[path]))) return false;
  return paths.some((path) => /^\$\.result\b/.test(path));
}

/** `{ not: { equals: true } }` (or `{ not: true }`): the expectation of a call that succeeds. */
function asksNotTrue(matcher: unknown): boolean {
  if (typeof matcher !== 'object' || matcher === null || !('not' in matcher)) return false;
  const not = (matcher as { not: unknown }).not;
  return not === true || (typeof not === 'object' && not !== null && (not as { equals?: unknown }).equals === true && Object.keys(not).length === 1);
}

/** A 403 to a loopback address by number may be the server's Host policy: say what to try. */
function hostHint(record: StepRecord): string {
  const url = record.request?.url;
  if (!url) return '';
  const host = new URL(url).hostname;
  if (host === '127.0.0.1' || host === '[::1]') return ` — if the server checks the Host header, use ${url.replace(host, 'localhost')}`;
  if (host === 'localhost') return ` — if the server checks the Host header, use ${url.replace(host, '127.0.0.1')}`;
  return '';
}

function headerValue(record: StepRecord, name: string): string | undefined {
  return record.response?.headers.find(([n]) => n.toLowerCase() === name)?.[1];
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function clip(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
