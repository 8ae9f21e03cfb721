import {
  headline,
  isServerMust,
  type RequirementCoverage,
  type RequirementEntry,
  type RequirementTally,
  type RequirementVerdict,
} from '../judge/requirement-coverage.js';

/**
 * What every report shows of a requirement catalog, worked out once so that the console, Markdown
 * and HTML say the same: the headline ("31 of 33 server MUSTs proven"), one row per level and per
 * section, and the server MUSTs to act on (failed first, then gaps), each with its sentence.
 */

export const REQUIREMENT_LABEL: Record<RequirementVerdict, string> = {
  proven: 'proven',
  'proven-with-warnings': 'proven with warnings',
  failed: 'failed',
  unproven: 'not proven (skipped)',
  'not-applicable': 'not applicable',
  'not-run': 'not run',
  gap: 'GAP',
  untestable: 'untestable',
  pending: 'not reviewed',
};

export interface TallyRow {
  label: string;
  depth: number;
  proven: number;
  testable: number;
  failed: number;
  gap: number;
  notApplicable: number;
  untestable: number;
}

export interface RequirementView {
  headline: string;
  levels: TallyRow[];
  sections: TallyRow[];
  /** Server MUSTs that failed, then the gaps: each with its sentence. */
  toAct: RequirementEntry[];
  /** Sentences not reviewed yet (any role). */
  pending: number;
}

const row = (label: string, depth: number, t: RequirementTally): TallyRow => ({
  label,
  depth,
  proven: t.proven,
  testable: t.testable,
  failed: t.counts.failed,
  gap: t.counts.gap,
  notApplicable: t.counts['not-applicable'],
  untestable: t.counts.untestable,
});

export function requirementView(c: RequirementCoverage): RequirementView {
  const musts = c.entries.filter(isServerMust);
  return {
    headline: headline(c),
    levels: c.byLevel.filter((l) => l.testable + l.counts.untestable > 0).map((l) => row(l.level, 0, l)),
    sections: c.bySection.map((s) => row(`${s.title} (${s.key})`, s.depth, s)),
    toAct: [...musts.filter((e) => e.verdict === 'failed'), ...musts.filter((e) => e.verdict === 'gap')],
    pending: c.entries.filter((e) => e.verdict === 'pending').length,
  };
}

/** "3/4 (75%)", or "—" when nothing could be proven. */
export function share(r: Pick<TallyRow, 'proven' | 'testable'>): string {
  return r.testable ? `${r.proven}/${r.testable} (${Math.round((100 * r.proven) / r.testable)}%)` : '—';
}
