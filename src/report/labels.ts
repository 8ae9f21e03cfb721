import type { EntryStatus, RowVerdict, SectionCoverage, SectionVerdict, TraceCoverage } from '../judge/coverage.js';
import {
  type BaselineSummary,
  isKnownFailure,
  type RunResult,
  type StepRecord,
  type TestFailure,
  type TestResult,
  unexpectedFailure,
} from '../model/results.js';
import { isSecretHeader, maskedHeaderValue } from '../model/secret-names.js';

/** A warning (a failed SHOULD or MAY): neither red nor green, and not the ⚠️ of a row not proven. */
export const WARNING_MARK = '🟡';

/** Words shared by the markdown and HTML reports, so both read the same; the marks are markdown's (the HTML report draws its own, html-assets.ts). */
export const STATUS_LABEL: Record<EntryStatus | RowVerdict | SectionVerdict, string> = {
  passed: 'passed',
  failed: 'failed',
  warning: 'warning',
  skipped: 'skipped',
  'not-applicable': 'not applicable',
  'could-not-judge': 'could not judge',
  'not-covered': 'not covered',
  untestable: 'untestable',
  proven: 'proven',
  'proven-with-warnings': 'proven with warnings',
  gap: 'GAP',
  unproven: 'not proven',
  partial: 'partial',
};

export const STATUS_MARK: Record<EntryStatus | RowVerdict | SectionVerdict, string> = {
  passed: '✅',
  failed: '❌',
  warning: WARNING_MARK,
  skipped: '⏭️',
  'not-applicable': '⚪',
  'could-not-judge': '❔',
  'not-covered': '⬜',
  untestable: '🚫',
  proven: '✅',
  'proven-with-warnings': WARNING_MARK,
  gap: '🚨',
  unproven: '⚠️',
  partial: '🟨',
};

/**
 * A known failure (--expected-failures) keeps its status, failed; the reports give it its own mark
 * and words, neither red nor green.
 */
export const KNOWN_MARK = '🟠';
export const KNOWN_LABEL = 'known failure';

/** Mark and words of a status or verdict; `known` turns a failure into a known one. */
export function statusText(status: EntryStatus | RowVerdict | SectionVerdict, known = false): string {
  return status === 'failed' && known ? `${KNOWN_MARK} ${KNOWN_LABEL}` : `${STATUS_MARK[status]} ${STATUS_LABEL[status]}`;
}

/** The mark of a test or scenario: a known failure has its own. */
export function testMark(t: Pick<TestResult, 'status' | 'knownFailure'>): string {
  return isKnownFailure(t) ? KNOWN_MARK : STATUS_MARK[t.status];
}

/** A row whose failing scenarios are all known failures. */
export function rowKnown(r: Pick<TraceCoverage, 'scenarios'>): boolean {
  return r.scenarios.some(isKnownFailure) && !r.scenarios.some(unexpectedFailure);
}

/** A section whose failed entries are all known failures. */
export function sectionKnown(s: Pick<SectionCoverage, 'counts' | 'knownFailures'>): boolean {
  return (s.knownFailures ?? 0) > 0 && s.knownFailures === s.counts.failed;
}

/** " (2 warnings)", after a verdict or count that has warnings among its entries; else nothing. */
export function warningsNote(warnings = 0): string {
  return warnings ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : '';
}

/** " (1 known)", after a count of failures that has known ones among them; else nothing. */
export function knownNote(known = 0): string {
  return known ? ` (${known} known)` : '';
}

/** What the --expected-failures line says after the totals; `code` formats a test ID. */
export function baselineFacts(b: BaselineSummary, known: number | undefined, code: (id: string) => string): string[] {
  const ids = (list: string[]) => list.map(code).join(', ');
  const facts = [`${known ?? 0} known failure${known === 1 ? '' : 's'}`];
  if (b.fixed.length) facts.push(`fixed (they no longer fail: remove them from the file): ${ids(b.fixed)}`);
  if (b.stale.length) facts.push(`stale (no test with that ID): ${ids(b.stale)}`);
  if (b.unchecked.length) facts.push(`not checked (skipped or not applicable): ${ids(b.unchecked)}`);
  return facts;
}

/** "1 warning", "3 warnings" */
export function warningCount(n: number): string {
  return `${n} warning${n === 1 ? '' : 's'}`;
}

export function percent(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** "7 passed, 2 failed (1 known), 3 warnings, 1 skipped, 1 not applicable (14 tests)" (warnings when there are some) */
export function summaryLine(result: RunResult): string {
  const s = result.summary;
  const parts = [`${s.passed} passed`, `${s.failed} failed${knownNote(s.knownFailures)}`];
  if (s.warnings) parts.push(warningCount(s.warnings));
  parts.push(`${s.skipped} skipped`);
  if (s.notApplicable) parts.push(`${s.notApplicable} not applicable`);
  if (s.couldNotJudge) parts.push(`${s.couldNotJudge} could not judge`);
  const line = `${parts.join(', ')} (${s.total} test${s.total === 1 ? '' : 's'})`;
  return result.incomplete ? `${line}, INCOMPLETE: stopped after ${result.tests.length} of ${result.incomplete.testsPlanned} tests` : line;
}

/**
 * When passed steps kept only their summary (run/step-retention.ts): how many, and what was dropped,
 * the same words in every report (docs/reports.md).
 */
export function summarizedNote(s: RunResult['summary']): string | undefined {
  const n = s.stepsSummarized;
  if (!n) return undefined;
  return `${n} passed step${n === 1 ? '' : 's'} kept only a summary (name, status, duration, counts): their request, response, checks and captures were dropped to keep memory flat (--keep-passed-steps keeps them)`;
}

/** What a summarized step's line says in place of its detail. */
export function stepSummaryText(s: StepRecord): string | undefined {
  const kept = s.summarized;
  if (!kept) return undefined;
  return `summary only: ${kept.checks} check${kept.checks === 1 ? '' : 's'} passed, ${kept.captures} capture${kept.captures === 1 ? '' : 's'}; detail dropped`;
}

/** For a run that stopped early: what stopped it and how far it got, the same words in every report. */
export function incompleteNote(result: RunResult): string | undefined {
  const stop = result.incomplete;
  return (
    stop && `the run stopped early, after ${result.tests.length} of ${stop.testsPlanned} tests: ${stop.reason}. Only the tests that finished are reported.`
  );
}

/** Header values that are credentials: masked again in transcripts, whatever the results file says. */
export function maskHeader(name: string, value: string): string {
  return isSecretHeader(name) ? maskedHeaderValue(name, value) : value;
}

/** How a failure names its step: `step 2`, or `teardown step 1` when the failure is a teardown step's. */
export function failedStepLabel(f: TestFailure): string {
  return `${f.teardown ? 'teardown step' : 'step'} ${f.step}`;
}

/** The step record a failure points at, in `steps` or in `teardown`. */
export function failedStep(t: TestResult): StepRecord | undefined {
  const f = t.failure;
  return f ? (f.teardown ? t.teardown : t.steps)?.[f.step - 1] : undefined;
}

/**
 * The MCP call a failed step sent, as `method {params}` (clipped): the arguments that decided the
 * answer, so a failure can be read without --verbose. Undefined for a body that is no JSON-RPC request.
 */
export function sentCall(step: StepRecord | undefined, max = 300): string | undefined {
  const body = step?.request?.body;
  if (!body?.startsWith('{')) return undefined;
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null || typeof (message as { method?: unknown }).method !== 'string') return undefined;
  const { method, params } = message as { method: string; params?: unknown };
  const text = params === undefined ? method : `${method} ${JSON.stringify(params)}`;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Teardown steps that failed besides the test's own failure (after a failed step, or a second one):
 * reported under the test, never in place of its failure.
 */
export function otherTeardownFailures(t: TestResult): Array<{ label: string; message: string }> {
  const own = t.failure?.teardown ? t.failure.step : 0;
  return (t.teardown ?? [])
    .filter((s) => s.status === 'failed' && s.index + 1 !== own)
    .map((s) => ({ label: `teardown step ${s.index + 1} "${s.name}"`, message: s.error?.message ?? s.assertions.find((a) => !a.passed)?.message ?? 'failed' }));
}

/**
 * A URL a report may link to: http(s) only. A catalog's section or requirement URL is the catalog
 * author's text; a `javascript:` or `data:` one must not become a link a reader clicks.
 */
export function linkable(url: string): boolean {
  return /^https?:\/\/[^\s]/i.test(url);
}
