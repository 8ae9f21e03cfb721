import type { ParityDifference, ParityReport, ParitySide } from '../../../model/parity.js';
import type { RunResult, StepRecord, TestResult } from '../../../model/results.js';
import { parseJson } from '../../../source/json-text.js';
import { HTTP_ONLY, STDIO_ONLY } from './applicable.js';

/** How much of each side's answer the report shows. */
const SHOWN = 2000;

/**
 * The transport parity of one server (issue 41, item 4): the same documents run over Streamable HTTP
 * and over stdio, compared document by document. A document differs when its verdict differs, or when
 * its verdict is the same and a step's JSON-RPC answer is not: a result on one side and an error on
 * the other, another id (each side sends the same requests with the same ids), another error code,
 * or another result (compared whole, key order aside). An error's message text is not compared (it is
 * prose). Documents about one transport only (not applicable over the other, applicable.ts) are listed,
 * not compared. Pure: two results in, the report out.
 */
export function compareTransports(http: RunResult, stdio: RunResult, target: { baseUrl: string; command: string }): ParityReport {
  const overStdio = new Map(stdio.tests.map((t) => [t.id, t]));
  const report: ParityReport = { baseUrl: target.baseUrl, command: target.command, compared: 0, oneTransport: [], differences: [] };
  for (const h of http.tests) {
    const s = overStdio.get(h.id);
    if (!s) continue;
    const only = oneTransport(h, s);
    if (only) {
      report.oneTransport.push({ id: h.id, transport: only });
      continue;
    }
    report.compared++;
    const difference = differenceOf(h, s);
    if (difference) report.differences.push(difference);
  }
  return report;
}

/** Which transport a document is about, when it is about one only (the other run says so, not applicable). */
function oneTransport(http: TestResult, stdio: TestResult): 'http' | 'stdio' | undefined {
  if (stdio.status === 'not-applicable' && stdio.reason === HTTP_ONLY) return 'http';
  if (http.status === 'not-applicable' && http.reason === STDIO_ONLY) return 'stdio';
  return undefined;
}

function differenceOf(http: TestResult, stdio: TestResult): ParityDifference | undefined {
  const steps = Math.min(http.steps.length, stdio.steps.length);
  let first: { index: number; what: string } | undefined;
  for (let i = 0; i < steps && !first; i++) {
    const [h, s] = [http.steps[i]!, stdio.steps[i]!];
    // A step that did not run on one side (skipped after an earlier one failed) has no answer to compare.
    if (h.status === 'skipped' || s.status === 'skipped') break;
    const what = answerDifference(h, s);
    if (what) first = { index: i, what };
  }
  if (http.status === stdio.status && !first) return undefined;
  const at = first?.index ?? stepThatDiffers(http, stdio);
  const hStep = at === undefined ? undefined : http.steps[at];
  const sStep = at === undefined ? undefined : stdio.steps[at];
  const verdict = http.status !== stdio.status;
  return {
    id: http.id,
    title: http.title,
    kind: verdict ? 'verdict' : 'answer',
    ...(at !== undefined && hStep ? { step: { index: at + 1, name: hStep.name } } : {}),
    what: verdict ? `${http.status} over HTTP, ${stdio.status} over stdio${first ? `; ${first.what}` : ''}` : first!.what,
    http: side(http, hStep),
    stdio: side(stdio, sStep),
  };
}

/** The first step whose status differs between the sides (where one failed or stopped), for the side-by-side exchange. */
function stepThatDiffers(http: TestResult, stdio: TestResult): number | undefined {
  for (let i = 0; i < Math.max(http.steps.length, stdio.steps.length); i++) if (http.steps[i]?.status !== stdio.steps[i]?.status) return i;
  return undefined;
}

function side(test: TestResult, step: StepRecord | undefined): ParitySide {
  const reason = test.failure?.message ?? test.reason;
  const body = step?.request?.body;
  const answer = step?.response?.body ?? (step?.error ? `(${step.error.code}) ${step.error.message}` : undefined);
  return {
    status: test.status,
    ...(reason ? { reason } : {}),
    ...(body ? { sent: clip(body) } : {}),
    ...(answer !== undefined ? { answer: clip(answer) } : {}),
  };
}

/** What differs between the JSON-RPC answers of one step over each transport; undefined when they are the same. */
export function answerDifference(http: StepRecord, stdio: StepRecord): string | undefined {
  if (!http.request?.body && !stdio.request?.body) return undefined;
  const h = responseOf(http);
  const s = responseOf(stdio);
  if (h === undefined && s === undefined) return undefined;
  if (h === undefined || s === undefined)
    return h === undefined ? 'no JSON-RPC answer over HTTP, one over stdio' : 'a JSON-RPC answer over HTTP, none over stdio';
  if (h.id !== s.id) return `the answer's id is ${JSON.stringify(h.id)} over HTTP, ${JSON.stringify(s.id)} over stdio`;
  if ('error' in h !== 'error' in s) return 'error' in h ? 'an error over HTTP, a result over stdio' : 'a result over HTTP, an error over stdio';
  if ('error' in h) {
    const [hc, sc] = [(h.error as { code?: unknown })?.code, (s.error as { code?: unknown })?.code];
    return hc === sc ? undefined : `error code ${String(hc)} over HTTP, ${String(sc)} over stdio`;
  }
  const at = firstDifference(h.result, s.result, '$.result');
  return at === undefined ? undefined : `the result differs at ${at}`;
}

/** The JSON-RPC response among the messages of a step's answer (a JSON body, or the events of a stream). */
function responseOf(step: StepRecord): Record<string, unknown> | undefined {
  const body = step.response?.body;
  if (body === undefined || step.response?.truncated) return undefined;
  return messagesOf(body).find((m) => typeof m.method !== 'string' && ('result' in m || 'error' in m));
}

function messagesOf(body: string): Array<Record<string, unknown>> {
  const texts = /^(event|data|id|retry):/m.test(body)
    ? body.split(/\r?\n\r?\n/).map((event) =>
        event
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n'),
      )
    : [body];
  return texts.flatMap((text) => {
    const parsed = text.trim() ? parseJson(text) : undefined;
    if (!parsed?.ok) return [];
    const values = Array.isArray(parsed.value) ? parsed.value : [parsed.value];
    return values.filter((v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v));
  });
}

/** The JSONPath of the first place two JSON values differ (object keys in any order); undefined when equal. */
export function firstDifference(a: unknown, b: unknown, at: string): string | undefined {
  if (a === b) return undefined;
  if (Array.isArray(a) && Array.isArray(b)) return firstInArrays(a, b, at);
  if (isRecord(a) && isRecord(b)) return firstInObjects(a, b, at);
  return at;
}

function firstInArrays(a: unknown[], b: unknown[], at: string): string | undefined {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = i < a.length && i < b.length ? firstDifference(a[i], b[i], `${at}[${i}]`) : `${at}[${i}]`;
    if (d) return d;
  }
  return undefined;
}

function firstInObjects(a: Record<string, unknown>, b: Record<string, unknown>, at: string): string | undefined {
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const path = /^[A-Za-z_$][\w$]*$/.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key)}]`;
    const d = Object.hasOwn(a, key) && Object.hasOwn(b, key) ? firstDifference(a[key], b[key], path) : path;
    if (d) return d;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function clip(text: string): string {
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}
