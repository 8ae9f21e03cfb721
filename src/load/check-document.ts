import type { Conditions } from '../model/generated/scenario.js';
import type { ClientCheck, LoadedDocument, NodePath, Step } from '../model/scenario.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import type { Span } from '../source/span.js';
import { guardedNames, parseExpression } from '../template/expression.js';
import { hasTemplate } from '../template/template.js';
import { streamSteps } from './stream-steps.js';
import { literalUrlProblem, parseHttpUrl } from './url-rules.js';
import { checkExpression, checkMatcher, checkPath, checkRegex, checkSchemaFile, checkTemplates, type Findings } from './value-checks.js';

/** Names every template may use without declaring them. */
export const builtinNames = ['env', 'baseUrl', 'target'];

/** What the document rules share: the findings so far, and the names known at this point. */
interface DocumentCheck extends Findings {
  /** The suite's and the command line's variables. */
  knownNames: ReadonlySet<string>;
  /** Names a step may read: grows as conditions guard names and steps capture. */
  known: Set<string>;
}
type DocumentRule = (c: DocumentCheck) => void;

/**
 * Checks what the schema cannot: templates and expressions parse, every variable they read is
 * defined before use (suite, command line, document, or captured by an earlier step), JSONPaths and
 * regexes are well-formed, literal URLs are URLs, schema files exist, `secrets:` names variables.
 * All before any request is sent. Which keys a document, step or capture needs, and which go
 * together, the schema says (schemas/scenario.schema.json), so editors flag them too.
 * The rules run in this order, the order in which a run meets what they check.
 */
const DOCUMENT_RULES: readonly DocumentRule[] = [
  matrixTemplates,
  variableTemplates,
  revisionTemplate,
  conditionExpressions,
  stepsInOrder,
  teardownSteps,
  (c) => c.diagnostics.push(...streamSteps(c.doc)),
  secretsNameVariables,
  clientRole,
];

export function checkDocument(doc: LoadedDocument, knownNames: ReadonlySet<string>, allowOutside = false): Diagnostic[] {
  const data = doc.data;
  const known = new Set([...knownNames, ...builtinNames, ...Object.keys(data.matrix ?? {}), ...Object.keys(data.vars ?? {})]);
  const check: DocumentCheck = { doc, diagnostics: [], knownNames, known, allowOutside };
  for (const rule of DOCUMENT_RULES) rule(check);
  return check.diagnostics;
}

/** An `each:` axis reads suite, setup and command-line variables; its `as` also the item. */
function matrixTemplates(c: DocumentCheck): void {
  for (const [name, axis] of Object.entries(c.doc.data.matrix ?? {})) {
    if (Array.isArray(axis)) continue;
    const suiteKnown = new Set([...c.knownNames, ...builtinNames]);
    checkTemplates(c, axis.each, ['matrix', name, 'each'], suiteKnown);
    if (axis.as !== undefined) checkTemplates(c, axis.as, ['matrix', name, 'as'], new Set([...suiteKnown, 'item', name]));
  }
}

/** Each document variable may use suite, command-line and matrix variables, and the ones above it. */
function variableTemplates(c: DocumentCheck): void {
  const earlier = new Set([...c.knownNames, ...builtinNames, ...Object.keys(c.doc.data.matrix ?? {})]);
  for (const [name, value] of Object.entries(c.doc.data.vars ?? {})) {
    checkTemplates(c, value, ['vars', name], earlier);
    earlier.add(name);
  }
}

/** `mcp.revision` may use every document variable (the conditions' guarded names are not known yet). */
function revisionTemplate(c: DocumentCheck): void {
  const revision = c.doc.data.mcp?.revision;
  if (typeof revision === 'string') checkTemplates(c, revision, ['mcp', 'revision'], c.known);
}

/** The suite's conditions come first when the document runs; names they guard are safe in it too. */
function conditionExpressions(c: DocumentCheck): void {
  // A document's own couldNotJudge replaces the suite's: only the one that applies guards names.
  const ownUnjudged = c.doc.data.couldNotJudge;
  if (ownUnjudged === undefined) conditionsOf(c, 'couldNotJudge', c.doc.suite.data.couldNotJudge, 'suite');
  else conditionsOf(c, 'couldNotJudge', ownUnjudged, 'document');
  for (const key of ['notApplicable', 'skip'] as const) {
    conditionsOf(c, key, c.doc.suite.data[key], 'suite');
    conditionsOf(c, key, c.doc.data[key], 'document');
  }
}

function conditionsOf(
  c: DocumentCheck,
  key: 'couldNotJudge' | 'notApplicable' | 'skip',
  conditions: Conditions | [] | undefined,
  owner: 'suite' | 'document',
): void {
  if (!conditions || typeof conditions !== 'object') return;
  (Array.isArray(conditions) ? conditions : [conditions]).forEach((condition, i) => {
    const at: NodePath = Array.isArray(conditions) ? [key, i] : [key];
    // A suite's condition is located in suite.yaml: check its syntax there, its names here.
    if (owner === 'document') {
      checkExpression(c, condition.if, [...at, 'if'], c.known);
      checkTemplates(c, condition.reason, [...at, 'reason'], c.known);
    }
    try {
      for (const name of guardedNames(parseExpression(condition.if))) c.known.add(name);
    } catch {
      /* reported by checkExpression */
    }
  });
}

function stepsInOrder(c: DocumentCheck): void {
  (c.doc.data.steps ?? []).forEach((step, i) => checkStep(c, step, i, 'steps'));
}

/**
 * Teardown runs after every step, so it may use what any step captures (at run time a capture of a
 * step that failed or was skipped is missing, and the teardown step that reads it fails, saying so).
 */
function teardownSteps(c: DocumentCheck): void {
  (c.doc.data.teardown ?? []).forEach((step, i) => checkStep(c, step, i, 'teardown'));
}

/** `secrets:` may name any variable the document has, a capture of any step or a step's own `vars` included. */
function secretsNameVariables(c: DocumentCheck): void {
  const allSteps = [...(c.doc.data.steps ?? []), ...(c.doc.data.teardown ?? [])];
  const variables = new Set([...c.known, ...allSteps.flatMap((step) => Object.keys(step.vars ?? {}))]);
  (c.doc.data.secrets ?? []).forEach((name, i) => {
    if (!variables.has(name)) c.diagnostics.push(unknownSecret(name, variables, c.doc.locate(['secrets', i])));
  });
}

/**
 * A client-role document (`role: client`) has `checks` on the requests a client sends, and no steps:
 * wirecase plays the server. `serve` and `checks` mean nothing in a document that plays the client.
 */
function clientRole(c: DocumentCheck): void {
  const data = c.doc.data;
  const problem = (path: NodePath, message: string, hint: string) =>
    c.diagnostics.push({ code: 'SCHEMA_VIOLATION', message, span: c.doc.locate(path, 'key'), hint });
  if (data.role !== 'client') {
    for (const key of ['serve', 'checks'] as const)
      if (data[key] !== undefined) problem([key], `\`${key}\` is only for a document that judges a client`, 'add `role: client`, or remove it');
    return;
  }
  if (data.checks === undefined)
    problem(['role'], 'a client-role document needs `checks`: what the client must send', 'add `checks:` (see docs/client-testing.md)');
  for (const key of ['steps', 'teardown', 'matrix'] as const)
    if (hasEntries(data[key]))
      problem(
        [key],
        `a client-role document has no \`${key}\`: wirecase plays the server and only judges what the client sends`,
        'script the answers in `serve:` and the checks in `checks:`',
      );
  (data.checks ?? []).forEach((check, i) => {
    if (data.serve?.oauth === undefined) oauthKeysWithoutOAuth(check, i, problem);
    requestMatchers(c, check.expect, ['checks', i, 'expect']);
    requestMatchers(c, check.where, ['checks', i, 'where']);
    if (check.count !== undefined) checkMatcher(c, check.count, ['checks', i, 'count']);
    if (typeof check.expect?.schema === 'string') checkSchemaFile(c, check.expect.schema, ['checks', i, 'expect', 'schema']);
    if (check.distinct !== undefined) checkPath(c, check.distinct, ['checks', i, 'distinct']);
  });
  (data.serve?.answers ?? []).forEach((answer, i) => {
    if (answer.events !== undefined && !answer.stream)
      problem(['serve', 'answers', i, 'events'], '`events` are sent on an SSE stream: this answer is not one', 'add `stream: true`, or remove `events`');
    if (answer.drop && !answer.stream)
      problem(['serve', 'answers', i, 'drop'], '`drop` closes an SSE stream before its answer: this answer is not one', 'add `stream: true`, or remove `drop`');
    if (answer.drop && data.serve?.version === '2026-07-28')
      problem(
        ['serve', 'answers', i, 'drop'],
        '`drop` resumes by GET with Last-Event-ID, a 2025-11-25 judging server only',
        'set `serve.version: "2025-11-25"`, or remove `drop`',
      );
  });
}

/** The `json:`, `headers:` and `body:` matchers a check holds under `expect` or `where`, at `at`. */
function requestMatchers(c: DocumentCheck, expect: ClientCheck['expect'], at: NodePath): void {
  for (const [jsonPath, matcher] of Object.entries(expect?.json ?? {})) {
    checkPath(c, jsonPath, [...at, 'json', jsonPath]);
    checkMatcher(c, matcher, [...at, 'json', jsonPath]);
  }
  for (const [name, matcher] of Object.entries(expect?.headers ?? {})) checkMatcher(c, matcher, [...at, 'headers', name]);
  if (expect?.body !== undefined) checkMatcher(c, expect.body, [...at, 'body']);
}

/** `endpoint` (but `mcp`), `server`, `token` and `afterEndpoint` pick requests of an OAuth flow: without `serve.oauth` there is none. */
function oauthKeysWithoutOAuth(check: ClientCheck, i: number, problem: (path: NodePath, message: string, hint: string) => void): void {
  for (const key of ['endpoint', 'server', 'token', 'afterEndpoint'] as const) {
    if (check[key] === undefined || (key === 'endpoint' && [check.endpoint].flat().every((e) => e === 'mcp'))) continue;
    problem(
      ['checks', i, key],
      `\`${key}\` picks requests of an OAuth flow, and this document's \`serve\` has no \`oauth\`: the client meets no authorization server`,
      'add `oauth: {}` (or the variant you need) under `serve:`, or remove it',
    );
  }
}

function hasEntries(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;
}

/** One step as the step rules see it. */
interface StepCheck {
  step: Step;
  at: (...rest: Array<string | number>) => NodePath;
  /** The document's names and the step's own variables (e.g. an included fragment's `with` values). */
  known: ReadonlySet<string>;
}
type StepRule = (c: DocumentCheck, s: StepCheck) => void;

/** Run in this order on every step: the diagnostics come out in it. */
const STEP_RULES: readonly StepRule[] = [
  stepVariableTemplates,
  requestTemplates,
  literalUrls,
  browserTemplates,
  browserUrls,
  browserRecordedPath,
  captureTemplates,
  headerMatchers,
  jsonExpectations,
  bodyMatcher,
  sseEventExpectations,
  expectSchemaFile,
  expectTemplates,
  captureSyntax,
  untilExpressions,
  capturesKnownFromNextStep,
];

function checkStep(c: DocumentCheck, step: Step, i: number, list: 'steps' | 'teardown'): void {
  // A step's own variables exist for that step only.
  const s: StepCheck = { step, at: (...rest) => [list, i, ...rest], known: new Set([...c.known, ...Object.keys(step.vars ?? {})]) };
  for (const rule of STEP_RULES) rule(c, s);
}

/** A step's `vars` read the document's names, not each other. */
function stepVariableTemplates(c: DocumentCheck, { step, at }: StepCheck): void {
  checkTemplates(c, step.vars, at('vars'), c.known);
}

function requestTemplates(c: DocumentCheck, { step, at, known }: StepCheck): void {
  checkTemplates(c, step.request, at('request'), known);
  checkTemplates(c, step.rpc, at('rpc'), known);
}

/** A templated URL is checked once rendered, when the step runs. */
function literalUrls(c: DocumentCheck, { step, at }: StepCheck): void {
  for (const owner of ['request', 'rpc'] as const) {
    const url = step[owner]?.url;
    const problem = typeof url === 'string' && !hasTemplate(url) ? literalUrlProblem(url) : undefined;
    if (problem)
      c.diagnostics.push({
        code: 'BAD_URL',
        message: problem,
        span: c.doc.locate(at(owner, 'url')),
        hint: 'write an absolute http:// or https:// URL, or a path relative to the base URL such as /items',
      });
  }
}

function browserTemplates(c: DocumentCheck, { step, at, known }: StepCheck): void {
  if (step.browser) checkTemplates(c, step.browser, at('browser'), known);
}

function browserUrls(c: DocumentCheck, { step, at }: StepCheck): void {
  if (!step.browser) return;
  const urls: Array<[unknown, NodePath]> = [
    [step.browser.open, at('browser', 'open')],
    [step.browser.waitFor.recorded?.url, at('browser', 'waitFor', 'recorded', 'url')],
  ];
  for (const [url, where] of urls) {
    if (typeof url !== 'string' || hasTemplate(url)) continue;
    const parsed = parseHttpUrl(url);
    if (!(parsed instanceof URL))
      c.diagnostics.push({
        code: 'BAD_URL',
        message: parsed.problem,
        span: c.doc.locate(where),
        hint: 'a browser step opens and polls absolute http:// or https:// URLs',
      });
  }
}

function browserRecordedPath(c: DocumentCheck, { step, at }: StepCheck): void {
  const recordedPath = step.browser?.waitFor.recorded?.path;
  if (recordedPath !== undefined) checkPath(c, recordedPath, at('browser', 'waitFor', 'recorded', 'path'), 'value');
}

function captureTemplates(c: DocumentCheck, { step, at, known }: StepCheck): void {
  checkTemplates(c, step.capture, at('capture'), known);
}

function headerMatchers(c: DocumentCheck, { step, at }: StepCheck): void {
  for (const [name, matcher] of Object.entries(step.expect?.headers ?? {})) checkMatcher(c, matcher, at('expect', 'headers', name));
}

function jsonExpectations(c: DocumentCheck, { step, at }: StepCheck): void {
  for (const [jsonPath, matcher] of Object.entries(step.expect?.json ?? {})) {
    checkPath(c, jsonPath, at('expect', 'json', jsonPath));
    checkMatcher(c, matcher, at('expect', 'json', jsonPath));
  }
}

function bodyMatcher(c: DocumentCheck, { step, at }: StepCheck): void {
  if (step.expect?.body !== undefined) checkMatcher(c, step.expect.body, at('expect', 'body'));
}

function sseEventExpectations(c: DocumentCheck, { step, at }: StepCheck): void {
  const sse = step.expect?.sse;
  const sseEvents = [
    ...(sse?.events ?? []).map((e, n) => [e, at('expect', 'sse', 'events', n)] as const),
    ...(sse?.each ? [[sse.each, at('expect', 'sse', 'each')] as const] : []),
  ];
  for (const [event, where] of sseEvents) {
    for (const [jsonPath, matcher] of Object.entries(event.json ?? {})) {
      checkPath(c, jsonPath, [...where, 'json', jsonPath]);
      checkMatcher(c, matcher, [...where, 'json', jsonPath]);
    }
    for (const key of ['event', 'data', 'id'] as const) if (event[key] !== undefined) checkMatcher(c, event[key], [...where, key]);
  }
}

function expectSchemaFile(c: DocumentCheck, { step, at }: StepCheck): void {
  if (typeof step.expect?.schema === 'string') checkSchemaFile(c, step.expect.schema, at('expect', 'schema'));
}

function expectTemplates(c: DocumentCheck, { step, at, known }: StepCheck): void {
  const expect = step.expect;
  if (expect) checkTemplates(c, { status: expect.status, headers: expect.headers, json: expect.json, body: expect.body, sse: expect.sse }, at('expect'), known);
}

function captureSyntax(c: DocumentCheck, { step, at }: StepCheck): void {
  for (const [name, capture] of Object.entries(step.capture ?? {})) {
    const where = at('capture', name);
    if (typeof capture === 'string') checkPath(c, capture, where, 'value');
    else {
      if (capture.json) checkPath(c, capture.json, [...where, 'json'], 'value');
      if (capture.regex) checkRegex(c, capture.regex, [...where, 'regex']);
    }
  }
}

/** `retry.until` also reads the `response`, an await step's `until` the `stream`. */
function untilExpressions(c: DocumentCheck, { step, at, known }: StepCheck): void {
  if (step.retry?.until) checkExpression(c, step.retry.until, at('retry', 'until'), new Set([...known, 'response']));
  if (step.until) checkExpression(c, step.until, at('until'), new Set([...known, 'stream']));
}

/** What this step captures is known from the next step on. */
function capturesKnownFromNextStep(c: DocumentCheck, { step }: StepCheck): void {
  for (const name of Object.keys(step.capture ?? {})) c.known.add(name);
}

/**
 * A step with neither `expect` nor `capture` checks nothing: it would pass whatever the server
 * answers. It must say so (`sendOnly: true`). A notification has a default expect (202, no body), and
 * a suite's `setup` probes are not documents, so neither comes here.
 */
export function uncheckedSteps(doc: LoadedDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  doc.data.steps.forEach((step, i) => {
    // An await step checks its `until` at least.
    if (step.expect !== undefined || step.capture !== undefined || step.sendOnly || step.rpc?.notification || step.browser || step.await !== undefined) return;
    out.push({
      code: 'UNCHECKED_STEP',
      message: 'this step checks nothing: it has no `expect` and no `capture`, so it would pass whatever the server answers',
      span: doc.locate(['steps', i, step.rpc ? 'rpc' : 'request'], 'key'),
      hint: 'add what the response must be (e.g. `expect: { status: 200 }`), or `sendOnly: true` if the step only sends',
    });
  });
  return out;
}

/**
 * Warnings, not errors: a JSON value compared with a quoted whole number (`$.year: "1965"`). The
 * server most likely sends the number 1965, which never equals the text "1965"; but a server may send
 * digits as text, so this only warns; `{ equals: "1965" }` says the text is meant.
 */
export function quotedNumbers(doc: LoadedDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  const check = (json: Record<string, unknown> | undefined, at: NodePath) => {
    for (const [jsonPath, matcher] of Object.entries(json ?? {})) {
      if (typeof matcher !== 'string' || !/^-?\d+$/.test(matcher)) continue;
      out.push({
        code: 'QUOTED_NUMBER',
        message: `\`${jsonPath}\` is compared with the text "${matcher}", which never equals the number ${matcher}`,
        span: doc.locate([...at, jsonPath]),
        hint: `if the server sends a number, write it like this: \`${jsonPath}: ${matcher}\` (text on purpose, e.g. a query parameter: \`{ equals: "${matcher}" }\`)`,
      });
    }
  };
  doc.data.steps.forEach((step, i) => {
    const expect = step.expect;
    if (!expect) return;
    check(expect.json, ['steps', i, 'expect', 'json']);
    (expect.sse?.events ?? []).forEach((event, n) => check(event.json, ['steps', i, 'expect', 'sse', 'events', n, 'json']));
    if (expect.sse?.each) check(expect.sse.each.json, ['steps', i, 'expect', 'sse', 'each', 'json']);
  });
  return out;
}

/** A `secrets:` name no variable has: a typo that would leave the real variable unmasked. */
export function unknownSecret(name: string, known: ReadonlySet<string>, span: Span | undefined): Diagnostic {
  const guess = didYouMean(name, known);
  return {
    code: 'UNDEFINED_VARIABLE',
    message: `\`secrets\` names \`${name}\`, which is not a variable here`,
    ...(span ? { span } : {}),
    hint: guess ? `did you mean \`${guess}\`?` : 'list the name of a variable: one in `vars`, a capture, or one given with --var',
  };
}
