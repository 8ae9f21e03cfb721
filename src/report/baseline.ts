import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { summarize, unexpectedFailure, type RunResult, type TestResult } from '../model/results.js';
import { UserError, type Diagnostic } from '../source/diagnostic.js';
import { baseId } from './coverage/join.js';
import { failsUnderStrict } from './requirements.js';
import { readText } from '../source/read-text.js';

/**
 * The expected-failures baseline (`--expected-failures FILE`): test IDs known to fail, each with a
 * reason. Listed failures do not fail the run; a listed test that now passes is "fixed" (and fails
 * the run under `--strict-baseline`); an entry whose ID is not in the run is "stale".
 *
 *     tests:
 *       - { id: apps-07, reason: "host sandbox not implemented (#123)" }
 *
 * Everything but `readBaseline` is pure. `judgeBaseline` records the judgement in the run's result,
 * which is all the reporters read (docs/reports.md, "Expected failures").
 */

export interface BaselineEntry {
  id: string;
  reason: string;
  line: number;
}

export interface Baseline {
  file: string;
  tests: BaselineEntry[];
}

export interface BaselineOutcome {
  /** Listed, and failed: does not fail the run. */
  known: Array<BaselineEntry & { tests: string[] }>;
  /** Listed, ran, and did not fail (at least one run passed or ended in a warning: a warning is not a failure). */
  fixed: Array<BaselineEntry & { tests: string[] }>;
  /** Listed, in the run, but only skipped or not applicable: nothing learnt. */
  unchecked: Array<BaselineEntry & { tests: string[] }>;
  /** Listed, and no test of the run has that ID. */
  stale: BaselineEntry[];
  /** Failed and not listed: these fail the run. */
  unexpected: TestResult[];
}

/** Reads and checks a baseline file; a bad one is a UserError (exit 2) at file:line. */
export function readBaseline(file: string): Baseline {
  return parseBaseline(file, readText(path.resolve(file), file, { option: '--expected-failures' }));
}

export function parseBaseline(file: string, text: string): Baseline {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const at = (offset: number | undefined) => {
    const p = lineCounter.linePos(offset ?? 0);
    return { file, line: p.line, col: p.col };
  };
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    throw new UserError({ code: 'YAML_SYNTAX', message: `${file}: ${e.message.split('\n')[0]}`, span: at(e.pos[0]) });
  }
  const problems: Diagnostic[] = [];
  const bad = (message: string, offset: number | undefined) => problems.push({ code: 'SCHEMA_VIOLATION', message: `expected failures: ${message}`, span: at(offset), hint: 'the file is `tests: [{ id: <test ID>, reason: <why it fails> }]`' });
  const root = doc.contents;
  const list = isMap(root) ? root.get('tests', true) : undefined;
  const tests: BaselineEntry[] = [];
  if (!isMap(root) || !isSeq(list)) {
    bad('expected a `tests` list at the top', (isMap(root) ? root.range : undefined)?.[0]);
  } else {
    for (const key of root.items) if (!(isScalar(key.key) && key.key.value === 'tests')) bad(`unknown key \`${String(isScalar(key.key) ? key.key.value : key.key)}\``, isScalar(key.key) ? key.key.range?.[0] : undefined);
    const seen = new Map<string, number>();
    for (const item of list.items) {
      const offset = (item as { range?: [number, number, number] }).range?.[0];
      if (!isMap(item)) {
        bad('each entry is `{ id, reason }`', offset);
        continue;
      }
      const id = item.get('id');
      const reason = item.get('reason');
      const extra = item.items.map((p) => (isScalar(p.key) ? String(p.key.value) : '?')).filter((k) => k !== 'id' && k !== 'reason');
      if (typeof id !== 'string' || !id) bad('an entry has no `id` (a test ID)', offset);
      else if (typeof reason !== 'string' || !reason.trim()) bad(`\`${id}\` needs a \`reason\`: why it is known to fail`, offset);
      else if (extra.length) bad(`unknown key \`${extra[0]}\` in the entry for \`${id}\``, offset);
      else if (seen.has(id)) bad(`\`${id}\` is listed twice (first on line ${seen.get(id)})`, offset);
      else {
        const line = at(offset).line;
        seen.set(id, line);
        tests.push({ id, reason: reason.trim(), line });
      }
    }
  }
  if (problems.length) throw new UserError(problems);
  return { file, tests };
}

export interface Judged {
  /** The run with the judgement recorded: what every reporter reads. */
  result: RunResult;
  outcome: BaselineOutcome;
  baseline: Baseline;
}

/**
 * Judges the run against the baseline, the one place this happens (for `run` and `report`), before
 * any reporter sees it. The judgement is recorded in the result: each listed failure keeps
 * `status: "failed"` (what happened) and gains `knownFailure`; the summary gains `knownFailures`
 * and `baseline`. A judgement already in the result (a results.json read by `report --from`) is
 * dropped first, so the baseline given now is the one that counts.
 * A matrix run `id[x=1]` answers to the entry `id`.
 */
export function judgeBaseline(result: RunResult, baseline: Baseline): Judged {
  const tests = result.tests.map(({ knownFailure: _, ...t }) => t);
  const entryFor = baselineLookup(baseline);
  const entryOf = (t: TestResult) => entryFor(t.id);
  const outcome: BaselineOutcome = { known: [], fixed: [], unchecked: [], stale: [], unexpected: [] };
  for (const t of tests) if (t.status === 'failed' && !entryOf(t)) outcome.unexpected.push(t);
  for (const e of baseline.tests) {
    const runs = tests.filter((t) => entryOf(t) === e);
    const ids = runs.map((t) => t.id);
    if (!runs.length) outcome.stale.push(e);
    else if (runs.some((t) => t.status === 'failed')) outcome.known.push({ ...e, tests: ids.filter((_, i) => runs[i]!.status === 'failed') });
    else if (runs.some((t) => t.status === 'passed' || t.status === 'warning')) outcome.fixed.push({ ...e, tests: ids });
    else outcome.unchecked.push({ ...e, tests: ids });
  }
  const reasons = new Map(outcome.known.flatMap((e) => e.tests.map((id) => [id, e.reason] as const)));
  const judged = tests.map((t) => {
    const reason = reasons.get(t.id);
    return reason === undefined ? t : { ...t, knownFailure: { reason, baseline: baseline.file } };
  });
  const ids = (entries: BaselineEntry[]) => entries.map((e) => e.id);
  const summary = { ...summarize(judged, result.summary.durationMs), baseline: { file: baseline.file, fixed: ids(outcome.fixed), stale: ids(outcome.stale), unchecked: ids(outcome.unchecked) } };
  return { result: { ...result, summary, tests: judged }, outcome, baseline };
}

/** The entry a test ID answers to: its own, or, for a matrix run `id[x=1]`, its base ID's. */
export function baselineLookup(baseline: Baseline): (id: string) => BaselineEntry | undefined {
  const listed = new Map(baseline.tests.map((e) => [e.id, e]));
  return (id) => listed.get(id) ?? listed.get(baseId(id));
}

/**
 * Whether the run fails, read from the (judged) result: a failure that is not a known one does;
 * under --strict-baseline, a listed test that now passes (or only warns); under --strict, a warning
 * whose strongest requirement is a SHOULD (a MAY never fails a run). A results.json keeps its
 * judgement, so `report --from` without --expected-failures exits as the run did.
 */
export function runFails(result: RunResult, strictBaseline: boolean, strict = false): boolean {
  return result.tests.some(unexpectedFailure) || (strictBaseline && (result.summary.baseline?.fixed.length ?? 0) > 0) || (strict && result.tests.some(failsUnderStrict));
}

/** What the console shows after the run: known failures with their reasons, fixed, stale. */
export function renderBaseline({ outcome, baseline, result }: Judged, strict: boolean): string {
  const out: string[] = [`\nexpected failures (${baseline.file}): ${outcome.known.length} known, ${outcome.fixed.length} fixed, ${outcome.stale.length} stale, ${outcome.unexpected.length} new failure${outcome.unexpected.length === 1 ? '' : 's'}`];
  for (const e of outcome.known) out.push(`  known failure ${e.tests.join(', ')}: ${e.reason}`);
  for (const e of outcome.fixed) out.push(`  fixed ${e.id}: ${fixedHow(result, e.tests)}; remove it from ${baseline.file}:${e.line}${strict ? ' (fails the run under --strict-baseline)' : ''}`);
  for (const e of outcome.unchecked) out.push(`  not checked ${e.id}: skipped or not applicable in this run`);
  for (const e of outcome.stale) out.push(`  stale ${e.id}: no test with this ID in the run (${baseline.file}:${e.line})`);
  for (const t of outcome.unexpected) out.push(`  new failure ${t.id}: not in the baseline`);
  return out.join('\n') + '\n';
}

/** "passes now", or, when a run of it ends in a warning (a SHOULD or MAY not met), "no longer fails (only warns)". */
function fixedHow(result: RunResult, ids: string[]): string {
  return result.tests.some((t) => ids.includes(t.id) && t.status === 'warning') ? 'no longer fails (only warns)' : 'passes now';
}
