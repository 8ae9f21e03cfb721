import type { Catalog } from '../load/catalogs.js';
import type { Requirement } from '../load/requirement-catalog.js';
import { baseId, type TestResult } from '../model/results.js';
import { sectionTree } from './section-tree.js';

/**
 * The join of a run with a requirement catalog (every normative sentence of the spec, see
 * docs/catalogs.md): a verdict per sentence, and the counts spec owners read, "N of M server MUSTs
 * proven", per level and per section. Pure and deterministic (catalog order).
 *
 * "Server-side" sentences are those binding the server (`server`, or `any`: client and server
 * alike); the headline counts only those at MUST / MUST NOT that the catalog does not call untestable.
 */

/**
 * proven · proven-with-warnings: every proving test that applies passed or warned · failed: a proving
 * test failed · unproven: none failed, one was skipped · not-applicable: no proving test applied ·
 * not-run: the catalog names proving tests, none of them ran · gap: no test proves it · untestable:
 * the catalog says why none can · pending: not reviewed yet.
 */
export type RequirementVerdict = 'proven' | 'proven-with-warnings' | 'failed' | 'unproven' | 'not-applicable' | 'not-run' | 'gap' | 'untestable' | 'pending';
export const REQUIREMENT_VERDICTS: readonly RequirementVerdict[] = [
  'proven',
  'proven-with-warnings',
  'failed',
  'unproven',
  'not-applicable',
  'not-run',
  'gap',
  'untestable',
  'pending',
];

export type RequirementLevel = Requirement['level'];
export const REQUIREMENT_LEVELS: readonly RequirementLevel[] = ['MUST', 'MUST NOT', 'SHOULD', 'SHOULD NOT', 'MAY'];

export interface RequirementEntry {
  id: string;
  level: RequirementLevel;
  role: NonNullable<Requirement['role']> | 'pending';
  section: string;
  line: number;
  text: string;
  /** Public address of the sentence's page. */
  url: string;
  verdict: RequirementVerdict;
  /** The proving tests that ran, with their status. */
  tests: Array<{ id: string; status: TestResult['status'] }>;
  /** Why it is untestable, or what the gap is. */
  reason?: string;
}

/** Counts of the server-side sentences at one level or in one section. */
export interface RequirementTally {
  /** Sentences that could be proven (untestable and pending ones excluded). */
  testable: number;
  proven: number;
  counts: Record<RequirementVerdict, number>;
}

export interface RequirementCoverage {
  /** Every sentence, in catalog order. */
  entries: RequirementEntry[];
  /** The headline: server-side MUST and MUST NOT sentences. */
  serverMusts: RequirementTally;
  /** Client-role MUST and MUST NOT sentences, which client-role documents prove (wirecase playing the server). */
  clientMusts?: RequirementTally;
  /** Server-side sentences per level. */
  byLevel: Array<{ level: RequirementLevel } & RequirementTally>;
  /** Server-side MUST / MUST NOT sentences per catalog section, rolled up to parents; sections with none are left out. */
  bySection: Array<{ key: string; title: string; depth: number } & RequirementTally>;
}

const SERVER_SIDE = new Set<string>(['server', 'any']);
const isMust = (level: RequirementLevel) => level === 'MUST' || level === 'MUST NOT';
export const isServerSide = (e: Pick<RequirementEntry, 'role'>) => SERVER_SIDE.has(e.role);
export const isServerMust = (e: Pick<RequirementEntry, 'role' | 'level'>) => isServerSide(e) && isMust(e.level);
export const isClientMust = (e: Pick<RequirementEntry, 'role' | 'level'>) => e.role === 'client' && isMust(e.level);
const PROVEN = new Set<RequirementVerdict>(['proven', 'proven-with-warnings']);

export function requirementCoverage(
  catalog: Catalog,
  requirements: readonly Requirement[],
  pageUrls: ReadonlyMap<string, string>,
  docs: readonly TestResult[],
): RequirementCoverage {
  const runsById = new Map<string, TestResult[]>();
  for (const d of docs) runsById.set(baseId(d.id), [...(runsById.get(baseId(d.id)) ?? []), d]);

  const entries = requirements.map((r): RequirementEntry => {
    const proofs = r['proven-by'] ?? [];
    const tests = proofs.flatMap((id) => runsById.get(id) ?? []).map((t) => ({ id: t.id, status: t.status }));
    const reason = r.untestable ?? r.gap;
    return {
      id: r.id,
      level: r.level,
      role: r.review === 'pending' || !r.role ? 'pending' : r.role,
      section: r.section,
      line: r.line,
      text: r.text,
      url: pageUrls.get(r.page) ?? '',
      verdict: r.review === 'pending' ? 'pending' : verdictOf(proofs.length > 0, tests, r.untestable !== undefined),
      tests,
      ...(reason !== undefined ? { reason } : {}),
    };
  });

  const server = entries.filter(isServerSide);
  const tally = (list: readonly RequirementEntry[]): RequirementTally => {
    const counts = Object.fromEntries(REQUIREMENT_VERDICTS.map((v) => [v, 0])) as Record<RequirementVerdict, number>;
    for (const e of list) counts[e.verdict]++;
    return {
      testable: list.length - counts.untestable - counts.pending,
      proven: counts.proven + counts['proven-with-warnings'],
      counts,
    };
  };

  const { subtree, depth } = sectionTree(catalog);
  const musts = server.filter(isServerMust);
  const bySection = catalog.sections
    .map((s) => {
      const keys = new Set(subtree(s.key));
      return { key: s.key, title: s.title, depth: depth(s.key), ...tally(musts.filter((e) => keys.has(e.section))) };
    })
    .filter((s) => s.testable + s.counts.untestable > 0);

  return {
    entries,
    serverMusts: tally(musts),
    clientMusts: tally(entries.filter(isClientMust)),
    byLevel: REQUIREMENT_LEVELS.map((level) => ({ level, ...tally(server.filter((e) => e.level === level)) })),
    bySection,
  };
}

function verdictOf(hasProof: boolean, tests: ReadonlyArray<{ status: TestResult['status'] }>, untestable: boolean): RequirementVerdict {
  if (!hasProof) return untestable ? 'untestable' : 'gap';
  if (tests.length === 0) return 'not-run';
  if (tests.some((t) => t.status === 'failed')) return 'failed';
  // A proving test that does not apply to this server takes nothing away from one that passed.
  const applicable = tests.filter((t) => t.status !== 'not-applicable');
  if (applicable.length === 0) return 'not-applicable';
  if (applicable.every((t) => t.status === 'passed')) return 'proven';
  if (applicable.every((t) => t.status === 'passed' || t.status === 'warning')) return 'proven-with-warnings';
  return 'unproven';
}

/** "31 of 33 server MUSTs proven", the headline every report prints. */
export function headline(c: RequirementCoverage): string {
  // A catalog's documents judge servers, clients or both: each side is named when a test of it ran
  // (the server side also when nothing ran, as before client-role documents existed).
  const ran = (side: (e: RequirementEntry) => boolean) => c.entries.some((e) => side(e) && e.tests.length > 0);
  const clientRan = ran(isClientMust) && c.clientMusts !== undefined;
  const parts: string[] = [];
  if (ran(isServerMust) || !clientRan) {
    const pending = c.entries.filter((e) => e.verdict === 'pending').length;
    parts.push(`${tallyLine(c.serverMusts, 'server')}; ${c.serverMusts.counts.untestable} untestable`);
    if (pending) parts.push(`${pending} sentence${pending === 1 ? '' : 's'} not reviewed`);
  }
  if (clientRan) parts.push(tallyLine(c.clientMusts!, 'client'));
  return parts.join('; ');
}

/** "12 of 40 client MUSTs proven (1 failed, 3 not-run)". */
function tallyLine(t: RequirementTally, side: 'server' | 'client'): string {
  const rest = (['failed', 'gap', 'not-applicable', 'unproven', 'not-run'] as const)
    .filter((v) => t.counts[v] > 0)
    .map((v) => `${t.counts[v]} ${v === 'gap' ? (t.counts[v] === 1 ? 'gap' : 'gaps') : v}`);
  return `${t.proven} of ${t.testable} ${side} MUSTs proven${rest.length ? ` (${rest.join(', ')})` : ''}`;
}

export const isProven = (e: Pick<RequirementEntry, 'verdict'>) => PROVEN.has(e.verdict);
