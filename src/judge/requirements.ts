import { type NormativeLevel, type Requirement, type TestResult, weightOf } from '../model/results.js';

/**
 * The requirements a test proves (`requirements`, quoted spec sentences), as every report shows
 * them, and what a warning weighs: docs/reports.md, "Warnings, requirements and notes".
 */

const RANK = { must: 0, should: 1, may: 2 } as const;

/** The strongest of a test's requirements (MUST over SHOULD over MAY; the first of equals), if it has any. */
export function strongestRequirement(requirements: readonly Requirement[] | undefined): Requirement | undefined {
  let best: Requirement | undefined;
  for (const r of requirements ?? []) if (!best || RANK[weightOf(r.level)] < RANK[weightOf(best.level)]) best = r;
  return best;
}

/** The strongest level of a test's requirements, if it has any. */
export function strongestLevel(t: Pick<TestResult, 'requirements'>): NormativeLevel | undefined {
  return strongestRequirement(t.requirements)?.level;
}

/**
 * Whether a test is a warning that fails the run under --strict: one whose strongest requirement
 * weighs `should`. A MAY-level warning never fails a run. A warning that names no requirement (a
 * results file from another tool) is taken as a SHOULD: --strict asks for no unexplained warning.
 */
export function failsUnderStrict(t: Pick<TestResult, 'status' | 'requirements'>): boolean {
  // A test the run could not judge is no verdict on the target; --strict asks that every test was judged.
  if (t.status === 'could-not-judge') return true;
  if (t.status !== 'warning') return false;
  const level = strongestLevel(t);
  return level === undefined || weightOf(level) !== 'may';
}

/** `warning (SHOULD)`, or `warning` when the test names no requirement. */
export function warningLabel(t: Pick<TestResult, 'requirements'>): string {
  const level = strongestLevel(t);
  return level ? `warning (${level})` : 'warning';
}

/** `MUST: "Servers MUST ..." (page.mdx:212)` */
export function requirementText(r: Requirement): string {
  return `${r.level}: "${r.quote}" (${r.source})`;
}
