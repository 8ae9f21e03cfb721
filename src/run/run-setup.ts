import type { SetupBlockReport } from '../model/events.js';
import type { SetupBlock } from '../model/generated/suite.js';
import type { StepRecord } from '../model/results.js';
import type { LoadedDocument, LoadedSuite, NodePath, Step } from '../model/scenario.js';
import { probeMcp } from '../probe/probe.js';
import type { Span } from '../source/span.js';
import { ExpressionError, evaluate, parseExpression } from '../template/expression.js';
import { RenderError, renderDeep } from '../template/template.js';
import { closeStreams, newDocumentState } from './document-state.js';
import { probeStdio } from './roles/stdio/stdio-probe.js';
import type { SuiteContext } from './run-context.js';
import { runStep } from './run-step.js';
import { toMilliseconds } from './units.js';

/**
 * A suite's `setup`: its blocks in order, once per run of the suite, before any document. Each block
 * is run like a document of its own (its profile, its MCP session, captures flowing forward), but
 * leniently: a probe's answer is information, not a verdict. What the blocks capture and work out is
 * written into `found`, except names in `given` (a value the user gave always wins).
 */
export async function runSetup(suite: LoadedSuite, ctx: SuiteContext, found: Record<string, unknown>, given: ReadonlySet<string>): Promise<SetupBlockReport[]> {
  const reports: SetupBlockReport[] = [];
  const keep = (name: string, value: unknown) => {
    if (given.has(name) || value === undefined) return;
    found[name] = value;
    ctx.redactor.addVariables({ [name]: value });
  };
  if (suite.data.probe === 'mcp') reports.push(await runProbe(suite, ctx, found, keep));
  for (const [i, block] of (suite.data.setup ?? []).entries()) {
    const report: SetupBlockReport = { name: block.name, ran: false, steps: [], vars: {} };
    reports.push(report);
    const at: NodePath = ['setup', i];
    if (!blockRuns(block, ctx, report)) continue;
    report.ran = true;
    const doc = setupDocument(suite, i, block.steps ?? [], block.mcp);
    if (block.each === undefined || block.as === undefined) {
      await runBlockOnce(block, doc, {}, true, report, at, ctx, found, given, keep);
      continue;
    }
    const items = eachItems(block.each, at, ctx, report);
    if (!items) continue;
    // Bounded: no new item once the budget has passed (a slow server cannot stretch setup without end).
    const started = Date.now();
    const budget = toMilliseconds(block.budget, Number.POSITIVE_INFINITY);
    for (const [k, item] of items.entries()) {
      if (Date.now() - started >= budget) {
        report.note = `stopped after ${k} of ${items.length} items: the budget of ${block.budget} has passed`;
        break;
      }
      await runBlockOnce(block, doc, { [block.as]: item }, false, report, at, ctx, found, given, keep);
    }
  }
  return reports;
}

/**
 * `probe: mcp`: the shared probe's decision (src/probe/), made once per target and credentials per run,
 * written like a block's vars (a value the user gave wins), reported as the first setup block.
 */
async function runProbe(
  suite: LoadedSuite,
  ctx: SuiteContext,
  found: Record<string, unknown>,
  keep: (name: string, value: unknown) => void,
): Promise<SetupBlockReport> {
  const report: SetupBlockReport = { name: 'probe (shared by every suite of this run)', ran: true, steps: [], vars: {} };
  if (ctx.baseUrl === undefined) return { ...report, ran: false, note: 'not run: the suite has no base URL' };
  let headers: Record<string, string> = {};
  try {
    headers = renderedHeaders(renderDeep(suite.data.headers ?? {}, ctx.scope, ['headers']));
  } catch (error) {
    if (!(error instanceof RenderError || error instanceof ExpressionError)) throw error;
    report.note = `headers: ${error.message}`;
  }
  const outcome = ctx.stdio
    ? await probeStdio(ctx.http, ctx.stdio, ctx.timeoutMs, ctx.clientVersion)
    : await probeMcp({ http: ctx.http, baseUrl: ctx.baseUrl, headers, timeoutMs: ctx.timeoutMs, clientVersion: ctx.clientVersion });
  for (const [name, value] of Object.entries(outcome.vars)) {
    keep(name, value);
    report.vars[name] = ctx.redactor.value(name in found ? found[name] : value);
  }
  report.vars.probe_answers = outcome.seen.map((line) => ctx.redactor.text(line));
  if (outcome.cached) report.name = 'probe (shared by every suite of this run: decided earlier for the same target)';
  const refusal = outcome.vars.refusal;
  if (typeof refusal === 'string' && refusal) report.note = ctx.redactor.text(refusal);
  return report;
}

/** Suite headers as sent: a header rendered to null or undefined is not sent. */
function renderedHeaders(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries((value ?? {}) as Record<string, unknown>)) if (v !== null && v !== undefined) out[name] = String(v);
  return out;
}

/** Whether the block's `if` holds; when not (or it cannot be worked out), the report's note says why. */
function blockRuns(block: SetupBlock, ctx: SuiteContext, report: SetupBlockReport): boolean {
  try {
    if (block.if === undefined || evaluate(parseExpression(block.if), ctx.scope)) return true;
    report.note = `not run: \`${block.if}\` is false`;
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    report.note = `not run: ${error.message}`;
  }
  return false;
}

/** The items of the block's `each`; undefined (the note says why) when it cannot be rendered or is not a list. */
function eachItems(each: NonNullable<SetupBlock['each']>, at: NodePath, ctx: SuiteContext, report: SetupBlockReport): unknown[] | undefined {
  let items: unknown;
  try {
    items = renderDeep(each, ctx.scope, [...at, 'each']);
  } catch (error) {
    if (!(error instanceof RenderError || error instanceof ExpressionError)) throw error;
    report.note = `each: ${error.message}`;
    return undefined;
  }
  if (Array.isArray(items)) return items;
  report.note = 'not run: `each` is not a list';
  return undefined;
}

/**
 * One pass of a block's steps, then its vars. `keepCaptures` false (an `each` item): captures stay
 * with the item, so an item whose capture finds nothing never reads the previous item's value.
 */
async function runBlockOnce(
  block: SetupBlock,
  doc: LoadedDocument,
  item: Record<string, unknown>,
  keepCaptures: boolean,
  report: SetupBlockReport,
  at: NodePath,
  ctx: SuiteContext,
  found: Record<string, unknown>,
  given: ReadonlySet<string>,
  keep: (name: string, value: unknown) => void,
): Promise<void> {
  const captured: Record<string, unknown> = { ...item };
  const scope = ctx.scope.with(captured);
  const state = newDocumentState(doc, scope);
  for (let j = 0; j < doc.data.steps.length; j++) {
    const outcome = await runStep(doc, j, scope, ctx, state, { optionalCaptures: true });
    report.steps.push(outcome.record);
    ctx.setupTrouble ??= troubleOf(block.name, outcome.record);
    for (const [name, value] of Object.entries(outcome.captures)) {
      captured[name] = value;
      if (keepCaptures) keep(name, value);
    }
    ctx.memory.released(outcome.record.response?.bodyBytes ?? 0);
  }
  await closeStreams(state, 'wirecase closed the stream at the end of the setup block');
  for (const [name, written] of Object.entries(block.vars ?? {})) {
    try {
      const value = given.has(name) ? found[name] : renderDeep(written, scope, [...at, 'vars', name]);
      captured[name] = value;
      keep(name, value);
      report.vars[name] = ctx.redactor.value(value);
    } catch (error) {
      if (!(error instanceof RenderError || error instanceof ExpressionError)) throw error;
      report.note = `${name}: ${error.message}`;
      ctx.setupTrouble ??= ctx.redactor.text(`setup block "${block.name}": ${name}: ${error.message}`);
    }
  }
}

/** A setup step the server did not answer, or answered with a 5xx: setup could not find what it asks. */
function troubleOf(blockName: string, record: StepRecord): string | undefined {
  const status = record.response?.status;
  if (record.error && !record.response) return `setup block "${blockName}": step "${record.name}": ${record.error.message}`;
  if (status !== undefined && status >= 500) return `setup block "${blockName}": step "${record.name}" was answered ${status}`;
  return undefined;
}

/** A setup block as a document, so its steps run, locate and report exactly as a document's do. */
function setupDocument(suite: LoadedSuite, index: number, steps: Step[], mcp: LoadedDocument['data']['mcp']): LoadedDocument {
  const file = suite.file ?? 'suite.yaml';
  const fallback: Span = { file, line: 1, col: 1 };
  const locate = (path: NodePath, part?: 'key' | 'value') => suite.locate?.(['setup', index, ...path], part) ?? fallback;
  return {
    data: { id: `${suite.name}:setup`, title: 'setup', steps, ...(mcp ? { mcp } : {}) },
    file,
    dir: suite.dir,
    index: 0,
    span: locate([]),
    suite,
    locate,
  };
}
