/**
 * A fuzz run as the same result tree `wirecase run` makes (results.json, console, JUnit, Markdown,
 * HTML): one test per tool and oracle, passed, failed, warning or not applicable, with its quoted
 * sentence, and the failing call (shrunk) as its step.
 */
import type { StepRecord, TestResult, TestStatus } from '../model/results.js';
import type { Answer, Era } from './connection.js';
import { type Finding, kindOf } from './oracles.js';
import type { FuzzCase, ToolPlan } from './plan.js';
import { regressionId } from './regression.js';
import { ORACLE_ORDER, ORACLES, type OracleName } from './sentences.js';

export interface CaseOutcome {
  case: FuzzCase;
  answer: Answer;
}

/** An oracle's first finding on a tool, with the call that shows it (shrunk when it could be). */
export interface ToolFinding {
  finding: Finding;
  case: FuzzCase;
  answer: Answer;
  /** The regression document's path, as reports show it. */
  file?: string;
}

export interface ToolRun {
  plan: ToolPlan;
  outcomes: CaseOutcome[];
  /** Every finding, oracle by oracle, in case order. */
  findings: Map<OracleName, ToolFinding[]>;
  durationMs: number;
}

const STATUS: Record<Finding['verdict'], TestStatus> = { fail: 'failed', warn: 'warning', note: 'passed', unjudged: 'could-not-judge' };

/** The tests of one tool: one per oracle, in the oracles' order. */
export function toolTests(run: ToolRun, era: Era, where: string): TestResult[] {
  return ORACLE_ORDER.map((oracle) => oracleTest(run, oracle, era, where));
}

function oracleTest(run: ToolRun, oracle: OracleName, era: Era, where: string): TestResult {
  const info = ORACLES[oracle];
  const tool = run.plan.tool.name;
  const requirement = info.requirement?.[era];
  const found = run.findings.get(oracle) ?? [];
  const first = found[0];
  const base: TestResult = {
    id: regressionId(run.plan.stem, oracle),
    title: `${tool}: ${info.title}`,
    file: first?.file ?? where,
    line: 1,
    suite: 'fuzz',
    status: 'passed',
    ...(requirement ? { level: requirement.level === 'MUST' ? 'required' : 'recommended', requirements: [requirement] } : {}),
    traces: [],
    spec: [],
    tags: ['fuzz', oracle],
    durationMs: run.durationMs,
    steps: [],
  };
  const na = notApplicable(run, oracle);
  if (na && !first) return { ...base, status: 'not-applicable', reason: na };
  if (!first) return { ...base, steps: [summaryStep(run, oracle)] };
  const status = STATUS[first.finding.verdict];
  const notes = found.length > 1 ? [`${found.length} cases showed it; the first is shown`] : [];
  if (first.finding.verdict === 'unjudged') return { ...base, status: 'could-not-judge', reason: first.finding.message, steps: [callStep(first, false)] };
  if (first.finding.verdict === 'note') return { ...base, notes: [first.finding.message, ...notes], steps: [callStep(first, true)] };
  return {
    ...base,
    status,
    ...(notes.length ? { notes } : {}),
    steps: [callStep(first, false)],
    failure: { step: 1, stepName: first.case.label, message: first.finding.message },
  };
}

/** Why an oracle had nothing to judge on this tool; undefined when it had. */
function notApplicable(run: ToolRun, oracle: OracleName): string | undefined {
  const { outcomes } = run;
  const tool = run.plan.tool;
  const valid = outcomes.filter((o) => o.case.kind === 'valid');
  const invalid = outcomes.filter((o) => o.case.kind === 'invalid');
  switch (oracle) {
    case 'input-validation':
    case 'error-split':
      return invalid.length ? undefined : 'no argument could be built that breaks exactly one keyword of the inputSchema';
    case 'output-schema':
      if (tool.outputSchema === undefined) return 'the tool declares no outputSchema';
      return valid.some((o) => kindOf(o.answer) === 'success') ? undefined : 'no valid call succeeded, so no structuredContent was seen';
    case 'schema-honest':
      return valid.length ? undefined : 'no valid arguments could be built';
    case 'idempotent':
      return tool.annotations?.idempotentHint === true ? undefined : 'the tool does not say idempotentHint';
    default:
      return outcomes.length ? undefined : 'no case was sent';
  }
}

function summaryStep(run: ToolRun, oracle: OracleName): StepRecord {
  const n = run.outcomes.length;
  return {
    index: 0,
    name: `${n} case${n === 1 ? '' : 's'}`,
    status: 'passed',
    durationMs: run.durationMs,
    assertions: [{ kind: 'fuzz', target: oracle, passed: true, message: `${ORACLES[oracle].title}: held for every case` }],
  };
}

function callStep(f: ToolFinding, passed: boolean): StepRecord {
  const { answer } = f;
  const headers = answer.request.headers;
  return {
    index: 0,
    name: f.case.label,
    status: passed ? 'passed' : 'failed',
    durationMs: answer.durationMs,
    request: {
      method: answer.request.method,
      url: answer.request.url,
      headers: headers.map(([n, v]) => [n, /^authorization$/i.test(n) ? '***' : v]),
      body: new TextDecoder().decode(answer.request.body),
    },
    ...(answer.status !== undefined
      ? { response: { status: answer.status, headers: answer.headers, body: answer.body, bodyBytes: answer.body.length, truncated: false } }
      : {}),
    assertions: [{ kind: 'fuzz', target: f.finding.oracle, passed, message: f.finding.message }],
  };
}
