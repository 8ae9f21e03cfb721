/**
 * Two runs of the same documents compared, test by test: how each verdict moved from A to B, and
 * which facts of the wire differ (wire-facts.ts), grouped by the spec sentence each test proves. Pure:
 * it reads two result trees and returns the differences, nothing else.
 */
import type { Requirement, RunResult, StepRecord, TestResult, TestStatus } from '../model/results.js';
import { maskHeader } from '../report/labels.js';
import type { DiffKind, DiffSide, DiffSummary, Exchange, RunDiff, SentenceGroup, SideOutcome, TestDifference, WireDifference } from './types.js';
import { type Facts, namedHeaders, stepFacts } from './wire-facts.js';

/** How much of a body an exchange keeps: enough to read the answer, not the whole of a large one. */
export const EXCHANGE_BODY_CHARS = 2000;

export interface Labelled {
  label: string;
  result: RunResult;
}

/** Compares run B with run A. */
export function diffRuns(a: Labelled, b: Labelled, version: string): RunDiff {
  const byIdB = new Map(b.result.tests.map((t) => [t.id, t]));
  const idsA = new Set(a.result.tests.map((t) => t.id));
  const differences: TestDifference[] = [];
  let compared = 0;
  for (const ta of a.result.tests) {
    const tb = byIdB.get(ta.id);
    if (!tb) {
      differences.push(oneSided(ta, 'only-a'));
      continue;
    }
    compared++;
    const found = compareTests(ta, tb);
    if (found) differences.push(found);
  }
  for (const tb of b.result.tests) if (!idsA.has(tb.id)) differences.push(oneSided(tb, 'only-b'));
  const sentences = groupBySentence(differences, [...a.result.tests, ...b.result.tests]);
  return {
    tool: { name: 'wirecase', version },
    a: side(a),
    b: side(b),
    summary: summarizeDiff(differences, compared),
    differences,
    sentences,
  };
}

function side(s: Labelled): DiffSide {
  return { label: s.label, summary: s.result.summary, ...(s.result.incomplete ? { incomplete: s.result.incomplete.reason } : {}) };
}

const JUDGED: ReadonlySet<TestStatus> = new Set(['passed', 'failed', 'warning']);

/** The kind of difference between two verdicts, or `undefined` when they are the same kind of outcome (the wire then decides). */
export function verdictKind(a: TestStatus, b: TestStatus): DiffKind | 'same-held' | 'same-broken' | 'same-unjudged' {
  if (a === 'could-not-judge' || b === 'could-not-judge') return a === b ? 'same-unjudged' : 'could-not-judge';
  if (!JUDGED.has(a) || !JUDGED.has(b)) return a === b ? 'same-unjudged' : 'applicability';
  const heldA = a === 'passed';
  const heldB = b === 'passed';
  if (heldA && !heldB) return 'broken';
  if (!heldA && heldB) return 'fixed';
  if (heldA) return 'same-held';
  return a === b ? 'same-broken' : 'changed';
}

/** The difference of one test between A and B, or `undefined` when there is none to report. */
export function compareTests(ta: TestResult, tb: TestResult): TestDifference | undefined {
  const verdict = verdictKind(ta.status, tb.status);
  if (verdict === 'same-unjudged') return undefined;
  const wire = wireDifferences(ta, tb);
  let kind: DiffKind;
  if (verdict === 'same-held') {
    if (!wire.length) return undefined;
    kind = 'allowed';
  } else if (verdict === 'same-broken') {
    if (!wire.length) return undefined;
    kind = 'changed';
  } else kind = verdict;
  const step = shownStep(kind, ta, tb, wire);
  const difference: TestDifference = {
    id: ta.id,
    title: tb.title || ta.title,
    file: ta.file,
    line: ta.line,
    kind,
    a: outcome(ta),
    b: outcome(tb),
    wire,
    sentences: [],
  };
  if (kind === 'allowed') difference.allowed = allowedReason(ta, tb, wire);
  const exchanges = step === undefined ? undefined : exchangesAt(step, ta, tb);
  if (exchanges) difference.exchanges = exchanges;
  return difference;
}

function oneSided(t: TestResult, kind: 'only-a' | 'only-b'): TestDifference {
  const own = outcome(t);
  const difference: TestDifference = {
    id: t.id,
    title: t.title,
    file: t.file,
    line: t.line,
    kind,
    ...(kind === 'only-a' ? { a: own } : { b: own }),
    wire: [],
    sentences: [],
  };
  const step = t.failure && !t.failure.teardown ? t.failure.step - 1 : undefined;
  if (step !== undefined && t.steps[step]) {
    const exchange = exchangeOf(t.steps[step]!);
    difference.exchanges = { step: step + 1, stepName: t.steps[step]!.name, ...(kind === 'only-a' ? { a: exchange } : { b: exchange }) };
  }
  return difference;
}

function outcome(t: TestResult): SideOutcome {
  return {
    status: t.status,
    ...(t.reason !== undefined && t.status !== 'passed' ? { reason: t.reason } : {}),
    ...(t.failure && (t.status === 'failed' || t.status === 'warning') ? { failure: t.failure.message } : {}),
  };
}

/**
 * The facts that differ, step by step, over the steps both sides ran (a side that stopped at a failed
 * step has no later ones to compare). A step each side ran under another name ends the comparison:
 * the runs took different paths through the document.
 */
export function wireDifferences(ta: TestResult, tb: TestResult): WireDifference[] {
  const out: WireDifference[] = [];
  const sentences: Requirement[] = [...(ta.requirements ?? []), ...(tb.requirements ?? [])];
  const steps = Math.min(ta.steps.length, tb.steps.length);
  for (let i = 0; i < steps; i++) {
    const sa = ta.steps[i]!;
    const sb = tb.steps[i]!;
    if (sa.name !== sb.name) break;
    const headers = namedHeaders([sa, sb], sentences);
    const fa = stepFacts(sa, headers);
    const fb = stepFacts(sb, headers);
    for (const [field, a, b] of differingFacts(fa, fb)) out.push({ step: i + 1, stepName: sa.name, field, a, b });
  }
  return out;
}

/** The facts both sides have a value for, where the values differ (a step that kept only its summary has none). */
function differingFacts(fa: Facts, fb: Facts): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  for (const field of new Set([...Object.keys(fa), ...Object.keys(fb)])) {
    const a = fa[field];
    const b = fb[field];
    if (a !== undefined && b !== undefined && a !== b) out.push([field, a, b]);
  }
  return out;
}

/**
 * The step shown side by side: where the verdict moved, the failed step of the side that broke (the
 * step that decided it); else the first step whose facts differ; else the last step either side ran.
 */
function shownStep(kind: DiffKind, ta: TestResult, tb: TestResult, wire: WireDifference[]): number | undefined {
  const failing = [kind === 'fixed' ? ta : tb, kind === 'fixed' ? tb : ta].find((t) => t.failure && !t.failure.teardown && t.failure.step > 0);
  if (failing && kind !== 'allowed') return failing.failure!.step - 1;
  if (wire.length) return wire[0]!.step - 1;
  const last = Math.max(ta.steps.length, tb.steps.length) - 1;
  return last >= 0 ? last : undefined;
}

/** Both sides' exchanges at a step; undefined when neither side has a record of it. */
function exchangesAt(index: number, ta: TestResult, tb: TestResult): TestDifference['exchanges'] {
  const sa = ta.steps[index];
  const sb = tb.steps[index];
  const name = (sa ?? sb)?.name;
  if (name === undefined) return undefined;
  return {
    step: index + 1,
    stepName: name,
    ...(sa ? { a: exchangeOf(sa) } : {}),
    ...(sb ? { b: exchangeOf(sb) } : {}),
  };
}

/** A step's request and answer for a report: credential headers masked again (as every report masks them), bodies clipped. */
export function exchangeOf(s: StepRecord): Exchange {
  const masked = (headers: [string, string][]) => headers.map(([k, v]) => [k, maskHeader(k, v)] as [string, string]);
  return {
    ...(s.request
      ? {
          request: {
            method: s.request.method,
            url: s.request.url,
            headers: masked(s.request.headers),
            ...(s.request.body !== undefined ? { body: clip(s.request.body) } : {}),
          },
        }
      : {}),
    ...(s.response ? { response: { status: s.response.status, headers: masked(s.response.headers), body: clip(s.response.body) } } : {}),
    ...(s.error ? { error: `${s.error.code}: ${s.error.message}` } : {}),
  };
}

function clip(text: string): string {
  return text.length > EXCHANGE_BODY_CHARS ? `${text.slice(0, EXCHANGE_BODY_CHARS - 1)}…` : text;
}

/** The check kinds that judge each fact, to find the expectation that allowed both answers. */
const CHECKS_OF: Record<string, (kind: string, target: string | undefined) => boolean> = {
  status: (kind) => kind === 'status',
  'error code': (kind, target) => kind === 'json' && target !== undefined && /\.error\.code$|\.error$/.test(target),
  'content type': (kind, target) => kind === 'header' && target?.toLowerCase() === 'content-type',
  framing: (kind, target) => kind === 'header' && target?.toLowerCase() === 'content-type',
};

/** An expectation that names more than one answer: `200 or 405`, `2xx`, `oneOf [...]`, a regex alternative. */
const ALTERNATIVES = /\bor\b|\b[1-5]xx\b|\boneOf\b|\||\banyOf\b/;

/**
 * Why both answers are allowed: a check of the document that accepts either (quoted), or else both
 * sides passing every check of the test.
 */
function allowedReason(ta: TestResult, tb: TestResult, wire: WireDifference[]): string {
  for (const w of wire) {
    const header = w.field.startsWith('header ') ? w.field.slice(7) : undefined;
    const judges = CHECKS_OF[w.field] ?? ((kind: string, target: string | undefined) => kind === 'header' && target?.toLowerCase() === header);
    for (const step of [ta.steps[w.step - 1], tb.steps[w.step - 1]]) {
      const check = step?.assertions.find((c) => c.passed && judges(c.kind, c.target) && typeof c.expected === 'string' && ALTERNATIVES.test(c.expected));
      if (check) return `the document accepts either (${w.field}: ${check.target ? `${check.target} ` : ''}${String(check.expected)})`;
    }
  }
  return 'both answers pass every check of the test';
}

/** The sentences of the differing tests, each once, and each test's indexes into them. */
function groupBySentence(differences: TestDifference[], tests: readonly TestResult[]): SentenceGroup[] {
  const requirementsOf = new Map<string, Requirement[]>();
  for (const t of tests) if (!requirementsOf.has(t.id) && t.requirements?.length) requirementsOf.set(t.id, t.requirements);
  const groups: SentenceGroup[] = [];
  const index = new Map<string, number>();
  const groupOf = (r: Requirement | undefined): number => {
    const key = r ? `${r.source}\0${r.quote}` : '';
    let at = index.get(key);
    if (at === undefined) {
      at = groups.length;
      index.set(key, at);
      groups.push(r ? { level: r.level, quote: r.quote, source: r.source, tests: [] } : { tests: [] });
    }
    return at;
  };
  for (const d of differences) {
    const requirements: Array<Requirement | undefined> = requirementsOf.get(d.id) ?? [undefined];
    for (const r of requirements) {
      const at = groupOf(r);
      if (!groups[at]!.tests.includes(d.id)) groups[at]!.tests.push(d.id);
      if (!d.sentences.includes(at)) d.sentences.push(at);
    }
  }
  return groups;
}

function summarizeDiff(differences: TestDifference[], compared: number): DiffSummary {
  const count = (kind: DiffKind) => differences.filter((d) => d.kind === kind).length;
  const bothSides = differences.filter((d) => d.kind !== 'only-a' && d.kind !== 'only-b').length;
  return {
    compared,
    same: compared - bothSides,
    broken: count('broken'),
    brokenMust: differences.filter((d) => d.kind === 'broken' && d.b?.status === 'failed').length,
    fixed: count('fixed'),
    changed: count('changed'),
    allowed: count('allowed'),
    applicability: count('applicability'),
    couldNotJudge: count('could-not-judge'),
    onlyA: count('only-a'),
    onlyB: count('only-b'),
  };
}
