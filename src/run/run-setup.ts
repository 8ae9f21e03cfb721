import type { SetupBlockReport } from '../model/events.js';
import type { LoadedDocument, LoadedSuite, NodePath, Step } from '../model/scenario.js';
import type { Span } from '../source/span.js';
import { ExpressionError, evaluate, parseExpression } from '../template/expression.js';
import { RenderError, renderDeep } from '../template/template.js';
import { closeStreams, newDocumentState } from './document-state.js';
import type { SuiteContext } from './run-context.js';
import { runStep } from './run-step.js';

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
  for (const [i, block] of (suite.data.setup ?? []).entries()) {
    const report: SetupBlockReport = { name: block.name, ran: false, steps: [], vars: {} };
    reports.push(report);
    const at: NodePath = ['setup', i];
    try {
      if (block.if !== undefined && !evaluate(parseExpression(block.if), ctx.scope)) {
        report.note = `not run: \`${block.if}\` is false`;
        continue;
      }
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      report.note = `not run: ${error.message}`;
      continue;
    }
    report.ran = true;
    const doc = setupDocument(suite, i, block.steps ?? [], block.mcp);
    const captured: Record<string, unknown> = {};
    const scope = ctx.scope.with(captured);
    const state = newDocumentState(doc, scope);
    for (let j = 0; j < doc.data.steps.length; j++) {
      const outcome = await runStep(doc, j, scope, ctx, state, { optionalCaptures: true });
      report.steps.push(outcome.record);
      for (const [name, value] of Object.entries(outcome.captures)) {
        captured[name] = value;
        keep(name, value);
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
      }
    }
  }
  return reports;
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
