/**
 * One fuzz run: open the connection in the server's era, list its tools, plan (and stop there for
 * --dry-run), call every case of every safe tool followed by a liveness check, judge, shrink each
 * oracle's first failure and write it back as a regression document. Touches no file: the CLI writes
 * what this returns.
 */
import { type RunResult, summarize } from '../model/results.js';
import type { Args } from '../schema-sampler/context.js';
import { validates } from '../schema-sampler/index.js';
import { type Answer, type Era, McpConnection, type Transport } from './connection.js';
import { type KeywordCoverage, keywordCoverage, reachWarnings } from './coverage.js';
import { type Finding, judgeAlive, judgeCase, judgeIdempotent, judgeSchemas, judgeTool, kindOf } from './oracles.js';
import { type FuzzCase, planToolsYielding, type Tool, type ToolPlan } from './plan.js';
import { type Regression, regressionDocument } from './regression.js';
import { type ToolFinding, type ToolRun, toolTests } from './results.js';
import { ORACLE_ORDER, type OracleName } from './sentences.js';
import { shrink } from './shrink.js';

export interface FuzzOptions {
  baseUrl: string;
  /** Sent on every request (Authorization from `--var token=`). */
  headers: Record<string, string>;
  seed: number;
  budget: number;
  only?: string[];
  includeDestructive: boolean;
  dryRun: boolean;
  revision: 'auto' | Era;
  timeoutMs: number;
  version: string;
  /** How reports name a regression file, e.g. `reports/regressions/<file>`. */
  regressionPath: (file: string) => string;
  /** Calls one failure's shrinking may spend. */
  shrinkTries?: number;
  /** Tools called at most (`--max-tools`, default DEFAULT_MAX_TOOLS). */
  maxTools?: number;
  /** tools/call requests sent at most, shrinking and idempotence included (`--max-calls`, default DEFAULT_MAX_CALLS). */
  maxCalls?: number;
  /** How long planning one tool may take (default PLAN_BOUND_MS). */
  planBoundMs?: number;
  /** A signal (SIGINT, SIGTERM) stops the run: no new call, the one in flight abandoned; the report holds what finished. */
  stop?: AbortSignal;
  /** Where requests go instead of HTTP at `baseUrl` (`--stdio`). */
  transport?: Transport;
}

/** `--max-calls` unless given. */
export const DEFAULT_MAX_CALLS = 3000;

export interface FuzzEvents {
  /** The plan, before any tool is called. */
  planned?(plans: ToolPlan[], era: Era): void;
  /** One tool done. */
  toolDone?(run: ToolRun): void;
}

export interface FuzzReport {
  era?: Era;
  plans: ToolPlan[];
  result: RunResult;
  coverage: KeywordCoverage[];
  warnings: string[];
  regressions: Regression[];
  /** Why the run could not start (the server refused discovery or the tool list). */
  error?: string;
  /** The run was stopped by `options.stop` before it finished (its reason: the signal's name). */
  stopped?: string;
}

export async function fuzz(options: FuzzOptions, events: FuzzEvents = {}): Promise<FuzzReport> {
  const startedAt = new Date();
  const conn = new McpConnection({
    baseUrl: options.baseUrl,
    headers: options.headers,
    timeoutMs: options.timeoutMs,
    revision: options.revision,
    clientVersion: options.version,
    ...(options.stop ? { stop: options.stop } : {}),
    ...(options.transport ? { transport: options.transport } : {}),
  });
  const report: FuzzReport = { plans: [], result: emptyResult(options.version, startedAt), coverage: [], warnings: [], regressions: [] };
  try {
    const error = await conn.open();
    const listed = error ? { error } : await listTools(conn);
    if ('error' in listed) {
      report.error = listed.error;
      report.warnings = reachWarnings(conn.opening.map((answer) => ({ case: OPENING_CASE, answer })));
      return report;
    }
    report.era = conn.era;
    report.plans = await planToolsYielding(listed.tools, options, options.stop);
    events.planned?.(report.plans, conn.era);
    if (options.dryRun) return report;
    const runs: ToolRun[] = [];
    const calls = new CallBudget(options.maxCalls ?? DEFAULT_MAX_CALLS, options.stop);
    for (const plan of report.plans.filter((p) => p.call)) {
      if (calls.stopped()) break;
      const run = await fuzzTool(conn, plan, options, report, listed.answer, calls);
      runs.push(run);
      events.toolDone?.(run);
      if (run.findings.has('alive')) {
        report.warnings.push(`the server stopped answering during ${plan.tool.name}: the tools after it were not called`);
        break;
      }
    }
    if (options.stop?.aborted) report.stopped = String(options.stop.reason);
    else if (calls.exhausted())
      report.warnings.push(`stopped at --max-calls ${calls.max}: ${untouched(report.plans, runs)} tools that would have been called were not`);
    const tests = runs.flatMap((run) => toolTests(run, conn.era, options.baseUrl));
    report.coverage = runs.map((run) =>
      keywordCoverage(
        run.plan.tool.name,
        run.outcomes.map((o) => o.case),
      ),
    );
    report.warnings.unshift(...reachWarnings(runs.flatMap((r) => r.outcomes)));
    report.result = { ...report.result, tests, summary: summarize(tests, Date.now() - startedAt.getTime()) };
    if (report.stopped) {
      const planned = report.plans.filter((p) => p.call).length;
      report.result.incomplete = {
        reason: `interrupted by ${report.stopped} after ${runs.length} of ${planned} tools (the last one's cases so far are judged)`,
        testsPlanned: planned * ORACLE_ORDER.length,
      };
    }
    return report;
  } finally {
    await conn.close();
  }
}

/** tools/call requests left (`--max-calls`), and whether a signal stopped the run: checked before every call. */
class CallBudget {
  private used = 0;
  constructor(
    readonly max: number,
    private readonly stop: AbortSignal | undefined,
  ) {}
  exhausted(): boolean {
    return this.used >= this.max;
  }
  stopped(): boolean {
    return this.exhausted() || this.stop?.aborted === true;
  }
  /** Takes one call; false when none is left. */
  take(): boolean {
    if (this.stopped()) return false;
    this.used++;
    return true;
  }
}

const untouched = (plans: ToolPlan[], runs: ToolRun[]): number => plans.filter((p) => p.call).length - runs.length;

/** What the opening requests count as for the reach warnings (every call 401, say). */
const OPENING_CASE: FuzzCase = { tool: '', kind: 'valid', keyword: 'none', label: 'the opening request', arguments: {} };

function emptyResult(version: string, startedAt: Date): RunResult {
  return { tool: { name: 'wirecase', version }, startedAt: startedAt.toISOString(), summary: summarize([], 0), tests: [] };
}

/** Every page of tools/list. */
async function listTools(conn: McpConnection): Promise<{ tools: Tool[]; answer: Answer } | { error: string }> {
  const tools: Tool[] = [];
  let first: Answer | undefined;
  let cursor: unknown;
  for (let page = 0; page < 100; page++) {
    const answer = await conn.rpc('tools/list', cursor === undefined ? {} : { cursor });
    first ??= answer;
    const result = answer.message?.result as { tools?: unknown; nextCursor?: unknown } | undefined;
    if (!result || !Array.isArray(result.tools)) {
      conn.opening.push(answer);
      return {
        error: `tools/list answered ${answer.failure ?? `HTTP ${answer.status}`}${answer.message?.error ? ` with error ${JSON.stringify(answer.message.error)}` : ''}`,
      };
    }
    tools.push(...result.tools.filter((t): t is Tool => typeof t === 'object' && t !== null && typeof (t as Tool).name === 'string'));
    cursor = result.nextCursor;
    if (typeof cursor !== 'string' || cursor === '') break;
  }
  return { tools, answer: first! };
}

const SEVERITY: Record<Finding['verdict'], number> = { fail: 0, warn: 1, unjudged: 2, note: 3 };

/** One tool: every case and its liveness check, then the tool-wide oracles, then shrinking and regressions. */
async function fuzzTool(
  conn: McpConnection,
  plan: ToolPlan,
  options: FuzzOptions,
  report: FuzzReport,
  listAnswer: Answer,
  calls: CallBudget,
): Promise<ToolRun> {
  const started = performance.now();
  const tool = plan.tool;
  const run: ToolRun = { plan, outcomes: [], findings: new Map(), durationMs: 0 };
  const add = (f: Finding, c: FuzzCase, answer: Answer) => run.findings.set(f.oracle, [...(run.findings.get(f.oracle) ?? []), { finding: f, case: c, answer }]);
  const call = (args: Args) => conn.rpc('tools/call', { name: tool.name, arguments: args });
  const badSchema = judgeSchemas(tool);
  if (badSchema) add(badSchema, { ...plan.cases[0]!, label: 'tools/list' }, listAnswer);
  await callCases(conn, run, call, add, options.stop, calls);
  for (const { case: c, finding } of judgeTool(run.outcomes, tool)) add(finding, c, run.outcomes.find((o) => o.case === c)!.answer);
  await idempotence(run, call, add, calls);
  // An oracle's verdict is its strongest finding's: a failure before a warning before a note.
  for (const found of run.findings.values()) found.sort((a, b) => SEVERITY[a.finding.verdict] - SEVERITY[b.finding.verdict]);
  for (const [oracle, found] of run.findings) {
    const first = found[0]!;
    // A note, or a check that could not be judged, is no failure to write back.
    if (first.finding.verdict === 'note' || first.finding.verdict === 'unjudged') continue;
    // A coercion is shown by two calls together: the case is kept as it is.
    const shrunk =
      oracle === 'alive' || oracle === 'schema-valid' || oracle === 'coercion' || calls.stopped()
        ? first
        : await shrinkFinding(first, oracle, tool, call, options, calls);
    const regression = regressionDocument({
      tool,
      stem: plan.stem,
      oracle,
      era: conn.era,
      arguments: shrunk.case.arguments,
      label: shrunk.case.label,
      message: shrunk.finding.message,
      seed: options.seed,
      token: 'Authorization' in options.headers,
    });
    report.regressions.push(regression);
    found[0] = { ...shrunk, file: options.regressionPath(regression.file) };
  }
  run.durationMs = Math.round(performance.now() - started);
  return run;
}

/** Each case, then the liveness check, judged as they come; until a call is refused by the budget, a signal, or the server stops answering. */
async function callCases(
  conn: McpConnection,
  run: ToolRun,
  call: (args: Args) => Promise<Answer>,
  add: (f: Finding, c: FuzzCase, a: Answer) => void,
  stop: AbortSignal | undefined,
  calls: CallBudget,
): Promise<void> {
  for (const c of run.plan.cases) {
    if (!calls.take()) return;
    const answer = await call(c.arguments);
    // A signal during the call (or the liveness check): what came back is no answer of the server's, so it is not judged.
    if (stop?.aborted) return;
    run.outcomes.push({ case: c, answer });
    for (const f of judgeCase(c, answer, run.plan.tool)) add(f, c, answer);
    const alive = await conn.alive();
    if (stop?.aborted) return;
    const dead = judgeAlive(c, alive);
    if (dead) {
      add(dead, c, answer);
      return;
    }
  }
}

/** An idempotentHint tool: its first valid case called once more; a different answer is a note. */
async function idempotence(
  run: ToolRun,
  call: (args: Args) => Promise<Answer>,
  add: (f: Finding, c: FuzzCase, a: Answer) => void,
  calls: CallBudget,
): Promise<void> {
  if (run.plan.tool.annotations?.idempotentHint !== true) return;
  const first = run.outcomes.find((o) => o.case.kind === 'valid');
  if (!first || !calls.take()) return;
  const again = await call(first.case.arguments);
  const f = judgeIdempotent(first.case, first.answer, again);
  if (f) add(f, first.case, again);
}

/** The finding's case shrunk while the same oracle still finds something; the finding and answer of the smallest call. */
async function shrinkFinding(
  first: ToolFinding,
  oracle: OracleName,
  tool: Tool,
  call: (args: Args) => Promise<Answer>,
  options: FuzzOptions,
  calls: CallBudget,
): Promise<ToolFinding> {
  const schema = tool.inputSchema ?? { type: 'object' };
  let last: ToolFinding = first;
  const stillFails = async (args: Args) => {
    const c: FuzzCase = { ...first.case, arguments: args, label: `${first.case.kind === 'valid' ? 'valid' : 'invalid'} arguments ${JSON.stringify(args)}` };
    if (!calls.take()) return false;
    const answer = await call(args);
    if (options.stop?.aborted) return false;
    const found = judgeCase(c, answer, tool).find((f) => f.oracle === oracle) ?? honestToolError(oracle, c, answer);
    // The same refusal, not another one: a smaller call refused for a different reason (a file that
    // does not exist, say) would slip away from what was found.
    if (!found || (oracle === 'schema-honest' && refusal(answer) !== refusal(first.answer))) return false;
    last = { finding: found, case: c, answer };
    return true;
  };
  const keep = (args: Args) => validates(schema, args) === (first.case.kind === 'valid');
  const shrunk = await shrink(first.case.arguments, stillFails, keep, options.shrinkTries ?? 40);
  return JSON.stringify(shrunk.arguments) === JSON.stringify(last.case.arguments) ? last : first;
}

/** What refused a call: its JSON-RPC error, or its tool error's content. */
const refusal = (answer: Answer): string =>
  JSON.stringify(answer.message?.error ?? (answer.message?.result as { content?: unknown } | undefined)?.content ?? null);

/** schema-honest on one call: a valid case refused as a tool error (judgeTool has already seen other valid arguments succeed). */
function honestToolError(oracle: OracleName, c: FuzzCase, answer: Answer): Finding | undefined {
  if (oracle !== 'schema-honest' || kindOf(answer) !== 'tool-error') return undefined;
  return { oracle, verdict: 'warn', message: `${c.label}: valid against the inputSchema, refused as a tool error while other valid arguments succeed` };
}
