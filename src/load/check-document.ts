import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkJsonPath } from '../assert/jsonpath.js';
import type { LoadedDocument, NodePath, Step } from '../model/scenario.js';
import type { Diagnostic } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import type { Span } from '../source/span.js';
import { ExpressionError, guardedNames, parseExpression, rootNames } from '../template/expression.js';
import { compileTemplate, hasTemplate, templateNames } from '../template/template.js';
import { literalUrlProblem, parseHttpUrl } from './url-rules.js';

/** Names every template may use without declaring them. */
export const builtinNames = ['env', 'baseUrl', 'target'];

/**
 * Checks what the schema cannot: templates and expressions parse, every variable they read is
 * defined before use (suite, command line, document, or captured by an earlier step), JSONPaths and
 * regexes are well-formed, literal URLs are URLs, schema files exist, `secrets:` names variables.
 * All before any request is sent. Which keys a document, step or capture needs, and which go
 * together, the schema says (schemas/scenario.schema.json), so editors flag them too.
 */
export function checkDocument(doc: LoadedDocument, knownNames: ReadonlySet<string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const data = doc.data;
  const matrixNames = Object.keys(data.matrix ?? {});
  const known = new Set([...knownNames, ...builtinNames, ...matrixNames, ...Object.keys(data.vars ?? {})]);

  const checkTemplates = (value: unknown, at: NodePath, names: ReadonlySet<string>) => {
    walkStrings(value, at, (text, where) => {
      if (!hasTemplate(text)) return;
      try {
        const used = templateNames(compileTemplate(text));
        for (const name of used) if (!names.has(name)) diagnostics.push(undefinedVariable(name, names, doc, where));
      } catch (error) {
        if (error instanceof ExpressionError) diagnostics.push({ code: 'BAD_TEMPLATE', message: error.message, span: doc.locate(where), hint: error.hint });
        else throw error;
      }
    });
  };
  const checkExpression = (source: string, at: NodePath, names: ReadonlySet<string>) => {
    try {
      for (const name of rootNames(parseExpression(source))) if (!names.has(name)) diagnostics.push(undefinedVariable(name, names, doc, at));
    } catch (error) {
      if (error instanceof ExpressionError) diagnostics.push({ code: 'BAD_EXPRESSION', message: error.message, span: doc.locate(at), hint: error.hint });
      else throw error;
    }
  };

  // An `each:` axis reads suite, setup and command-line variables; its `as` also the item.
  for (const [name, axis] of Object.entries(data.matrix ?? {})) {
    if (Array.isArray(axis)) continue;
    const suiteKnown = new Set([...knownNames, ...builtinNames]);
    checkTemplates(axis.each, ['matrix', name, 'each'], suiteKnown);
    if (axis.as !== undefined) checkTemplates(axis.as, ['matrix', name, 'as'], new Set([...suiteKnown, 'item', name]));
  }
  // Each document variable may use suite, command-line and matrix variables, and the ones above it.
  const earlier = new Set([...knownNames, ...builtinNames, ...matrixNames]);
  for (const [name, value] of Object.entries(data.vars ?? {})) {
    checkTemplates(value, ['vars', name], earlier);
    earlier.add(name);
  }
  if (typeof data.mcp?.revision === 'string') checkTemplates(data.mcp.revision, ['mcp', 'revision'], earlier);
  // The suite's conditions come first when the document runs; names they guard are safe in it too.
  for (const key of ['notApplicable', 'skip'] as const) {
    for (const [conditions, owner] of [
      [doc.suite.data[key], 'suite'],
      [data[key], 'document'],
    ] as const) {
      if (!conditions || typeof conditions !== 'object') continue;
      (Array.isArray(conditions) ? conditions : [conditions]).forEach((condition, i) => {
        const at: NodePath = Array.isArray(conditions) ? [key, i] : [key];
        // A suite's condition is located in suite.yaml: check its syntax there, its names here.
        if (owner === 'document') {
          checkExpression(condition.if, [...at, 'if'], known);
          checkTemplates(condition.reason, [...at, 'reason'], known);
        }
        try {
          for (const name of guardedNames(parseExpression(condition.if))) known.add(name);
        } catch {
          /* reported by checkExpression */
        }
      });
    }
  }

  const documentKnown = known;
  const checkStep = (step: Step, i: number, list: 'steps' | 'teardown') => {
    const at = (...rest: Array<string | number>): NodePath => [list, i, ...rest];
    checkTemplates(step.vars, at('vars'), documentKnown);
    // A step's own variables (e.g. an included fragment's `with` values) exist for that step only.
    const known = new Set([...documentKnown, ...Object.keys(step.vars ?? {})]);
    checkTemplates(step.request, at('request'), known);
    checkTemplates(step.rpc, at('rpc'), known);
    for (const owner of ['request', 'rpc'] as const) {
      const url = step[owner]?.url;
      // A templated URL is checked once rendered, when the step runs.
      const problem = typeof url === 'string' && !hasTemplate(url) ? literalUrlProblem(url) : undefined;
      if (problem)
        diagnostics.push({
          code: 'BAD_URL',
          message: problem,
          span: doc.locate(at(owner, 'url')),
          hint: 'write an absolute http:// or https:// URL, or a path relative to the base URL such as /items',
        });
    }
    if (step.browser) {
      checkTemplates(step.browser, at('browser'), known);
      const urls: Array<[unknown, NodePath]> = [
        [step.browser.open, at('browser', 'open')],
        [step.browser.waitFor.recorded?.url, at('browser', 'waitFor', 'recorded', 'url')],
      ];
      for (const [url, where] of urls) {
        if (typeof url !== 'string' || hasTemplate(url)) continue;
        const parsed = parseHttpUrl(url);
        if (!(parsed instanceof URL))
          diagnostics.push({
            code: 'BAD_URL',
            message: parsed.problem,
            span: doc.locate(where),
            hint: 'a browser step opens and polls absolute http:// or https:// URLs',
          });
      }
      const recordedPath = step.browser.waitFor.recorded?.path;
      if (recordedPath !== undefined) checkPath(recordedPath, at('browser', 'waitFor', 'recorded', 'path'), 'value');
    }
    checkTemplates(step.capture, at('capture'), known);
    const expect = step.expect;
    if (expect) {
      for (const [name, matcher] of Object.entries(expect.headers ?? {})) checkMatcher(matcher, at('expect', 'headers', name));
      for (const [jsonPath, matcher] of Object.entries(expect.json ?? {})) {
        checkPath(jsonPath, at('expect', 'json', jsonPath));
        checkMatcher(matcher, at('expect', 'json', jsonPath));
      }
      if (expect.body !== undefined) checkMatcher(expect.body, at('expect', 'body'));
      const sseEvents = [
        ...(expect.sse?.events ?? []).map((e, n) => [e, at('expect', 'sse', 'events', n)] as const),
        ...(expect.sse?.each ? [[expect.sse.each, at('expect', 'sse', 'each')] as const] : []),
      ];
      for (const [event, where] of sseEvents) {
        for (const [jsonPath, matcher] of Object.entries(event.json ?? {})) {
          checkPath(jsonPath, [...where, 'json', jsonPath]);
          checkMatcher(matcher, [...where, 'json', jsonPath]);
        }
        for (const key of ['event', 'data', 'id'] as const) if (event[key] !== undefined) checkMatcher(event[key], [...where, key]);
      }
      if (typeof expect.schema === 'string') checkSchemaFile(expect.schema, at('expect', 'schema'));
      checkTemplates({ headers: expect.headers, json: expect.json, body: expect.body, sse: expect.sse }, at('expect'), known);
    }
    for (const [name, capture] of Object.entries(step.capture ?? {})) {
      const where = at('capture', name);
      if (typeof capture === 'string') checkPath(capture, where, 'value');
      else {
        if (capture.json) checkPath(capture.json, [...where, 'json'], 'value');
        if (capture.regex) checkRegex(capture.regex, [...where, 'regex']);
      }
    }
    if (step.retry?.until) checkExpression(step.retry.until, at('retry', 'until'), new Set([...known, 'response']));
    if (step.until) checkExpression(step.until, at('until'), new Set([...known, 'stream']));
    // What this step captures is known from the next step on.
    for (const name of Object.keys(step.capture ?? {})) documentKnown.add(name);
  };
  (data.steps ?? []).forEach((step, i) => checkStep(step, i, 'steps'));
  // Teardown runs after every step, so it may use what any step captures (at run time a capture of a
  // step that failed or was skipped is missing, and the teardown step that reads it fails, saying so).
  (data.teardown ?? []).forEach((step, i) => checkStep(step, i, 'teardown'));
  diagnostics.push(...streamSteps(doc));
  // `secrets:` may name any variable the document has, a capture of any step or a step's own `vars` included.
  const allSteps = [...(data.steps ?? []), ...(data.teardown ?? [])];
  const variables = new Set([...documentKnown, ...allSteps.flatMap((step) => Object.keys(step.vars ?? {}))]);
  (data.secrets ?? []).forEach((name, i) => {
    if (!variables.has(name)) diagnostics.push(unknownSecret(name, variables, doc.locate(['secrets', i])));
  });
  return diagnostics;

  /** `part`: where the path is written, as a key (`expect.json`) or as a value (a capture). */
  function checkPath(jsonPath: string, at: NodePath, part: 'key' | 'value' = 'key') {
    if (hasTemplate(jsonPath)) return; // checked once rendered, when the step runs
    const problem = checkJsonPath(jsonPath);
    if (problem) {
      const span = doc.locate(at, part);
      diagnostics.push({ code: 'BAD_JSONPATH', message: `bad JSONPath \`${jsonPath}\`: ${problem.message} (at character ${problem.offset + 1})`, span });
    }
  }
  function checkRegex(pattern: string, at: NodePath) {
    if (hasTemplate(pattern)) return;
    try {
      new RegExp(pattern);
    } catch (error) {
      diagnostics.push({
        code: 'BAD_REGEX',
        message: `bad regular expression: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`,
        span: doc.locate(at),
      });
    }
  }
  function checkSchemaFile(ref: string, at: NodePath) {
    const file = ref.split('#')[0]!;
    if (file && !existsSync(path.resolve(doc.dir, file))) {
      diagnostics.push({ code: 'BAD_SCHEMA_REF', message: `schema file not found: ${file} (relative to ${doc.file})`, span: doc.locate(at) });
    }
  }
  function checkMatcher(matcher: unknown, at: NodePath) {
    if (matcher === null || typeof matcher !== 'object' || Array.isArray(matcher)) return;
    const m = matcher as Record<string, unknown>;
    if (typeof m.matches === 'string') checkRegex(m.matches, [...at, 'matches']);
    if (typeof m.schema === 'string') checkSchemaFile(m.schema, [...at, 'schema']);
    for (const key of ['each', 'not', 'length'] as const) if (m[key] !== undefined) checkMatcher(m[key], [...at, key]);
  }
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

/** The checks a `background` step may make when its response head arrives: the body is still to come. */
const HEAD_CHECKS = new Set(['status', 'headers']);

/**
 * Streams: every `await` names a stream a `background` step opened before it (a teardown step, one
 * any step opened), each name is opened once, and a background step checks only its head.
 */
export function streamSteps(doc: LoadedDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  const opened = new Map<string, number>();
  const lists = [['steps', doc.data.steps ?? []] as const, ['teardown', doc.data.teardown ?? []] as const];
  const allOpened = new Map<string, number>();
  (doc.data.steps ?? []).forEach((step, i) => {
    if (step.background !== undefined && !allOpened.has(step.background)) allOpened.set(step.background, i);
  });
  for (const [list, steps] of lists) {
    steps.forEach((step, i) => {
      const at: NodePath = [list, i];
      if (step.await !== undefined && !opened.has(step.await)) {
        const later = allOpened.get(step.await);
        const guess = didYouMean(step.await, opened.keys());
        out.push({
          code: 'UNKNOWN_STREAM',
          message:
            later !== undefined
              ? `\`await: ${step.await}\` comes before the step that opens that stream (step ${later + 1})`
              : `\`await: ${step.await}\` names no stream: no earlier step has \`background: ${step.await}\``,
          span: doc.locate([...at, 'await']),
          hint: guess
            ? `did you mean \`${guess}\`?`
            : opened.size
              ? `the streams opened before this step: ${[...opened.keys()].join(', ')}`
              : 'open the stream first with a request or rpc step that has `background: <name>`',
        });
      }
      if (step.background === undefined) return;
      if (list === 'teardown' || opened.has(step.background)) {
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
      if (list === 'steps' && !opened.has(step.background)) opened.set(step.background, i);
      for (const key of Object.keys(step.expect ?? {})) {
        if (HEAD_CHECKS.has(key)) continue;
        out.push({
          code: 'BAD_STREAM_STEP',
          message: `a background step checks only the response head (\`status\`, \`headers\`): its body is still arriving, so \`expect.${key}\` cannot be judged here`,
          span: doc.locate([...at, 'expect', key], 'key'),
          hint: `move \`${key}\` to an \`await: ${step.background}\` step, which checks what the stream received`,
        });
      }
      if (step.rpc?.paginate || step.rpc?.notification) {
        const key = step.rpc.paginate ? 'paginate' : 'notification';
        out.push({
          code: 'BAD_STREAM_STEP',
          message: `a background stream is one response: \`rpc.${key}\` does not go with \`background\``,
          span: doc.locate([...at, 'rpc', key], 'key'),
          hint: `remove \`${key}\`, or \`background\``,
        });
      }
      for (const name of Object.keys(step.capture ?? {})) {
        const capture = step.capture![name]!;
        if (typeof capture === 'object' && (capture.header !== undefined || capture.status)) continue;
        out.push({
          code: 'BAD_STREAM_STEP',
          message: `a background step can capture only from the response head (a header or the status): \`${name}\` reads the body, which is still arriving`,
          span: doc.locate([...at, 'capture', name], 'key'),
          hint: `capture it in an \`await: ${step.background}\` step`,
        });
      }
    });
  }
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
        hint: `if the server sends a number, write it without quotes: ${matcher} (text on purpose, e.g. a query parameter: \`{ equals: "${matcher}" }\`)`,
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

function undefinedVariable(name: string, known: ReadonlySet<string>, doc: LoadedDocument, at: NodePath): Diagnostic {
  const guess = didYouMean(name, known);
  return {
    code: 'UNDEFINED_VARIABLE',
    message: `undefined variable \`${name}\``,
    span: doc.locate(at),
    hint: guess ? `did you mean \`${guess}\`?` : 'define it in `vars`, in suite.yaml, with --var, or capture it in an earlier step',
  };
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

function walkStrings(value: unknown, at: NodePath, visit: (text: string, at: NodePath) => void): void {
  if (typeof value === 'string') visit(value, at);
  else if (Array.isArray(value)) value.forEach((v, i) => walkStrings(v, [...at, i], visit));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (hasTemplate(k)) visit(k, [...at, k]);
      walkStrings(v, [...at, k], visit);
    }
  }
}
