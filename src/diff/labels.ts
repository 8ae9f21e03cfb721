/** The words and marks every diff report shares, so the console, Markdown and HTML read the same. */
import { STATUS_LABEL } from '../report/labels.js';
import type { DiffKind, Exchange, RunDiff, SentenceGroup, SideOutcome, TestDifference } from './types.js';

export const KIND_LABEL: Record<DiffKind, string> = {
  broken: 'broken on B',
  fixed: 'fixed on B',
  changed: 'broken on both, differently',
  allowed: 'allowed: both answers meet the spec',
  applicability: 'applies on one side only',
  'could-not-judge': 'could not judge on one side',
  'only-a': 'ran on A only',
  'only-b': 'ran on B only',
};

export const KIND_MARK: Record<DiffKind, string> = {
  broken: '❌',
  fixed: '✅',
  changed: '🔀',
  allowed: '🆗',
  applicability: '⚪',
  'could-not-judge': '❔',
  'only-a': '◀️',
  'only-b': '▶️',
};

/** `passed`, `failed: expected status 400, got 200`, `not applicable: …`. */
export function outcomeText(o: SideOutcome | undefined): string {
  if (!o) return 'did not run';
  const why = o.failure ?? o.reason;
  return why ? `${STATUS_LABEL[o.status]}: ${why}` : STATUS_LABEL[o.status];
}

/** The sentence's heading: `MUST "…" (source)`, or the group of tests that quote none. */
export function sentenceHeading(g: SentenceGroup): string {
  return g.quote ? `${g.level} "${g.quote}" (${g.source})` : 'Tests that quote no spec sentence';
}

/** The counts of a diff in one line. */
export function diffSummaryLine(diff: RunDiff): string {
  const s = diff.summary;
  const parts = [
    `${s.compared} tests compared`,
    `${s.same} the same`,
    `${s.broken} broken on B${s.broken ? ` (${s.brokenMust} a MUST)` : ''}`,
    `${s.fixed} fixed`,
    `${s.changed} changed`,
    `${s.allowed} allowed`,
    ...(s.applicability ? [`${s.applicability} applying on one side only`] : []),
    ...(s.couldNotJudge ? [`${s.couldNotJudge} could not judge on one side`] : []),
    ...(s.onlyA ? [`${s.onlyA} on A only`] : []),
    ...(s.onlyB ? [`${s.onlyB} on B only`] : []),
  ];
  return parts.join(', ');
}

/** The test differences in report order: by sentence, each test once (under its first sentence), then by kind. */
export function differencesBySentence(diff: RunDiff): Array<{ group: SentenceGroup; tests: TestDifference[]; seenEarlier: TestDifference[] }> {
  const byId = new Map(diff.differences.map((d) => [d.id, d]));
  const shown = new Set<string>();
  return diff.sentences.map((group) => {
    const all = group.tests.map((id) => byId.get(id)!).filter(Boolean);
    const tests = all.filter((d) => !shown.has(d.id));
    for (const d of tests) shown.add(d.id);
    return { group, tests, seenEarlier: all.filter((d) => !tests.includes(d)) };
  });
}

/** An exchange as the lines of a transcript: the request line, headers and body, then the answer's. */
export function exchangeLines(e: Exchange | undefined): { request: string; response: string } {
  if (!e) return { request: '(the step did not run on this side)', response: '' };
  const request = e.request
    ? `${e.request.method} ${e.request.url}\n${e.request.headers.map(([k, v]) => `${k}: ${v}`).join('\n')}${e.request.body !== undefined ? `\n\n${e.request.body}` : ''}`
    : '(no request recorded)';
  const response = e.response
    ? `${e.response.status}\n${e.response.headers.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${e.response.body}`
    : (e.error ?? '(no answer recorded: the step kept only its summary)');
  return { request, response };
}
