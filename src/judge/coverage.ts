import type { Catalog, CatalogRef, CatalogTrace } from '../load/catalogs.js';
import {
  baseId,
  isKnownFailure,
  type KnownFailure,
  type NormativeLevel,
  type RunResult,
  type TestResult,
  type TestStatus,
  unexpectedFailure,
} from '../model/results.js';
import { type RequirementCoverage, requirementCoverage } from './requirement-coverage.js';
import { strongestLevel } from './requirements.js';
import { sectionTree } from './section-tree.js';

/**
 * The join of a run's results with its catalogs: pure (no filesystem, no clock), deterministic
 * (catalog order, then catalog order of sections, tests and rows).
 *
 * A known failure (`knownFailure`, from --expected-failures) counts as what it is, a failure: it
 * proves nothing, so its section and rows are failed. It is told apart by `knownFailure` on its
 * scenario and by the `knownFailures` counts, for the reports to show it as known.
 *
 * A warning (a failed SHOULD or MAY) covers its entry without passing it: the entry is `warning`, a
 * section with nothing worse than warnings is `passed` (its `counts.warning` says how many), and a
 * row whose scenarios all passed or warned, one at least warning, is `proven-with-warnings`.
 */

/** Status of one catalog entry: a result's status, or why there is none. */
export type EntryStatus = TestStatus | 'not-covered' | 'untestable';
export const ENTRY_STATUSES: readonly EntryStatus[] = [
  'passed',
  'failed',
  'warning',
  'skipped',
  'not-applicable',
  'could-not-judge',
  'not-covered',
  'untestable',
];

export type SectionVerdict = 'passed' | 'failed' | 'partial' | 'not-covered' | 'not-applicable' | 'untestable';
/**
 * proven: at least one scenario and all passed · proven-with-warnings: at least one scenario, all
 * passed or warned (a SHOULD or MAY not met), one at least warned · failed: a scenario failed · gap: a required row
 * with no scenario · not-covered: a row of another level with no scenario · unproven: no failure,
 * but a scenario was skipped · not-applicable: every scenario was not applicable · untestable: the
 * catalog says it cannot be tested over HTTP, and no scenario tries.
 */
export type RowVerdict = 'proven' | 'proven-with-warnings' | 'failed' | 'gap' | 'not-covered' | 'unproven' | 'not-applicable' | 'untestable';
export const ROW_VERDICTS: readonly RowVerdict[] = [
  'proven',
  'proven-with-warnings',
  'failed',
  'gap',
  'not-covered',
  'unproven',
  'not-applicable',
  'untestable',
];

/** Levels that make a row without a scenario a gap. */
export const REQUIRED_LEVELS: ReadonlySet<string> = new Set(['required', 'required-audit', 'required-regression']);

export interface ScenarioRef {
  id: string;
  title: string;
  status: TestStatus;
  file: string;
  line: number;
  /** The strongest level of the test's requirements, when it has some. */
  requirementLevel?: NormativeLevel;
  knownFailure?: KnownFailure;
}

export interface TestCoverage {
  id: string;
  title: string;
  section: string;
  phase?: number;
  level?: string;
  status: EntryStatus;
  /** The document that implements the test, when there is one (a failed run of it, if any; an unexpected one first). */
  scenario?: ScenarioRef;
  /** Why the catalog says it cannot be tested. */
  untestable?: string;
}

export interface SectionCoverage {
  key: string;
  title: string;
  url: string;
  parent?: string;
  /** 0 for a top-level section, 1 for its children, ... */
  depth: number;
  /** Entries of the section and its descendants by status (each entry once). */
  counts: Record<EntryStatus, number>;
  /** Of `counts.failed`, the known failures; present when there are some. */
  knownFailures?: number;
  /** Test IDs of the documents that name this section or a descendant, in result order. */
  documents: string[];
  /** Entries with a document, and entries that could have one (untestable ones excluded). */
  covered: number;
  coverable: number;
  /** covered / coverable, or null when nothing here is testable. */
  share: number | null;
  verdict: SectionVerdict;
}

export interface TraceCoverage {
  id: string;
  title: string;
  level: string;
  required: boolean;
  lines: string;
  item?: string;
  sections: string[];
  scenarios: ScenarioRef[];
  verdict: RowVerdict;
  untestable?: string;
  /** The catalog row's notes, for an open row: why it is open. */
  notes?: string;
}

export type ProblemKind = 'unknown-id' | 'unknown-trace' | 'unknown-spec' | 'no-catalog';

/** A document that points at something its catalog does not have. An error under --strict-catalog. */
export interface CatalogProblem {
  kind: ProblemKind;
  testId: string;
  file: string;
  line: number;
  /** The offending ID, trace or spec key. */
  value: string;
  /** Where in the document: ['traces', 1], ['spec', 0], ['id']. */
  at: Array<string | number>;
  /** The catalog the document belongs to (display path), if any. */
  catalog?: string;
  message: string;
  /** Known values, for a did-you-mean hint. */
  candidates: string[];
}

export interface CatalogCoverage {
  file: string;
  spec: Catalog['spec'];
  /** Test IDs of the run's documents that this catalog speaks for, in result order. */
  documents: string[];
  tests: TestCoverage[];
  sections: SectionCoverage[];
  traces: TraceCoverage[];
  /** Catalog test IDs with no document (untestable ones excluded). */
  missing: string[];
  /** Spec URLs of documents that match no section URL: shown, never an error. */
  unmatchedUrls: Array<{ testId: string; url: string }>;
  /** Per normative sentence, when the catalog has a requirement catalog. */
  requirements?: RequirementCoverage;
  totals: {
    tests: Record<EntryStatus, number>;
    rows: Record<RowVerdict, number>;
    sectionsCovered: number;
    sections: number;
    /** Of `tests.failed`, the known failures; present when there are some. */
    knownFailures?: number;
  };
}

export interface Coverage {
  catalogs: CatalogCoverage[];
  /** Test IDs no catalog speaks for. */
  uncatalogued: string[];
  problems: CatalogProblem[];
}

const isUrl = (s: string) => /^[a-z][a-z0-9+.-]*:/i.test(s);
/** Compares URLs without a trailing slash on the path. */
export const normalizeUrl = (url: string) => url.replace(/\/+(?=#|$)/, '');

/** Which catalog speaks for a file: the one with the longest scope that contains it. */
export function catalogFor<T extends Pick<CatalogRef, 'scope'>>(file: string, catalogs: readonly T[]): T | undefined {
  const f = file.replace(/\\/g, '/');
  let best: T | undefined;
  for (const c of catalogs) {
    const inside = c.scope === '' || f.startsWith(c.scope.endsWith('/') ? c.scope : `${c.scope}/`);
    if (inside && (!best || c.scope.length > best.scope.length)) best = c;
  }
  return best;
}

const zero = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const ref = (t: TestResult): ScenarioRef => {
  const level = strongestLevel(t);
  return {
    id: t.id,
    title: t.title,
    status: t.status,
    ...(level ? { requirementLevel: level } : {}),
    file: t.file,
    line: t.line,
    ...(t.knownFailure ? { knownFailure: t.knownFailure } : {}),
  };
};

/** A failed catalog entry all of whose failed runs the baseline expects (its scenario is then a known one). */
export function knownEntry(e: Pick<TestCoverage, 'status' | 'scenario'>): boolean {
  return e.status === 'failed' && e.scenario !== undefined && isKnownFailure(e.scenario);
}

export function computeCoverage(catalogs: readonly CatalogRef[], results: RunResult | readonly TestResult[]): Coverage {
  const tests = 'tests' in results ? results.tests : (results as readonly TestResult[]);
  const assigned = new Map<CatalogRef, TestResult[]>(catalogs.map((c) => [c, []]));
  const uncatalogued: string[] = [];
  const problems: CatalogProblem[] = [];
  for (const t of tests) {
    const c = catalogFor(t.file, catalogs);
    if (c) assigned.get(c)!.push(t);
    else {
      uncatalogued.push(t.id);
      problems.push(...uncheckedReferences(t));
    }
  }
  const joined = catalogs.map((c) => joinOne(c, assigned.get(c)!, problems));
  const order = (p: CatalogProblem) => `${p.file}\u0000${String(p.line).padStart(8, '0')}`;
  problems.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  return { catalogs: joined, uncatalogued, problems };
}

/** The references of a result no catalog speaks for: none can be checked (a spec URL needs no catalog). */
function uncheckedReferences(t: TestResult): CatalogProblem[] {
  const unchecked = (key: 'traces' | 'spec', v: string, i: number, what: string): CatalogProblem => ({
    kind: 'no-catalog',
    testId: t.id,
    file: t.file,
    line: t.line,
    value: v,
    at: [key, i],
    message: `${t.id} ${what} \`${v}\`, but no catalog.yaml speaks for ${t.file}`,
    candidates: [],
  });
  return [
    ...(t.traces ?? []).map((v, i) => unchecked('traces', v, i, 'traces')),
    ...(t.spec ?? []).flatMap((v, i) => (isUrl(v) ? [] : [unchecked('spec', v, i, 'names section')])),
  ];
}

/**
 * One verdict for all runs of a matrix document: any failure fails it, else any warning warns; any
 * pass (the rest skipped, n/a or unjudged) passes it; else one the run could not judge leaves it so.
 */
function combinedStatus(runs: TestResult[]): TestResult['status'] {
  for (const status of ['failed', 'warning', 'passed', 'could-not-judge', 'skipped'] as const) if (runs.some((r) => r.status === status)) return status;
  return 'not-applicable';
}

/** What the join of one catalog looks things up in, and what it collects. */
interface CatalogJoin {
  ref: CatalogRef;
  catalog: Catalog;
  /** The catalog's display path. */
  file: string;
  docs: TestResult[];
  problems: CatalogProblem[];
  sectionKeys: ReadonlySet<string>;
  expected: ReadonlyMap<string, NonNullable<Catalog['tests']>[number]>;
  rowIds: ReadonlySet<string>;
  untestable: ReadonlyMap<string, string>;
  byId: ReadonlyMap<string, TestResult>;
  /** Normalised section URL → the keys of the sections at it. */
  urls: ReadonlyMap<string, string[]>;
  unmatchedUrls: CatalogCoverage['unmatchedUrls'];
  tree: ReturnType<typeof sectionTree>;
  /** Which sections each document speaks to (filled by the document rules). */
  docSections: Map<string, Set<string>>;
}

function catalogJoin(ref_: CatalogRef, docs: TestResult[], problems: CatalogProblem[]): CatalogJoin {
  const { catalog, file } = ref_;
  const urls = new Map<string, string[]>();
  for (const s of catalog.sections) urls.set(normalizeUrl(s.url), [...(urls.get(normalizeUrl(s.url)) ?? []), s.key]);
  return {
    ref: ref_,
    catalog,
    file,
    docs,
    problems,
    sectionKeys: new Set(catalog.sections.map((s) => s.key)),
    expected: new Map((catalog.tests ?? []).map((t) => [t.id, t])),
    rowIds: new Set((catalog.traces ?? []).map((t) => t.id)),
    untestable: new Map((catalog.untestable ?? []).map((u) => [u.id, u.reason])),
    byId: new Map(docs.map((d) => [d.id, d])),
    urls,
    unmatchedUrls: [],
    tree: sectionTree(catalog),
    docSections: new Map(),
  };
}

/** A rule over one document of the catalog: adds the sections it speaks to, or a problem with what it names. */
type DocumentRule = (j: CatalogJoin, d: TestResult, sections: Set<string>) => void;

/** Run in this order on every document: its problems come out in it. */
const DOCUMENT_RULES: readonly DocumentRule[] = [specEntriesNameSections, idIsACatalogTest, tracesAreCatalogRows];

function joinOne(ref_: CatalogRef, docs: TestResult[], problems: CatalogProblem[]): CatalogCoverage {
  const j = catalogJoin(ref_, docs, problems);
  for (const d of docs) {
    const sections = new Set<string>();
    for (const rule of DOCUMENT_RULES) rule(j, d, sections);
    j.docSections.set(d.id, sections);
  }
  const tests = testCoverage(j);
  const sections = j.catalog.sections.map((s) => sectionCoverage(j, tests, s));
  const traces = (j.catalog.traces ?? []).map((row) => traceCoverage(j, row));
  const knownTests = tests.filter(knownEntry).length;
  return {
    file: j.file,
    spec: j.catalog.spec,
    documents: docs.map((d) => d.id),
    tests,
    sections,
    traces,
    missing: tests.filter((t) => t.status === 'not-covered').map((t) => t.id),
    unmatchedUrls: j.unmatchedUrls,
    ...(ref_.requirements ? { requirements: requirementCoverage(j.catalog, ref_.requirements.requirements, ref_.requirements.pageUrls, docs) } : {}),
    totals: { ...totals(tests, sections, traces), ...(knownTests ? { knownFailures: knownTests } : {}) },
  };
}

/** A problem of document `d` with something it names, for this catalog. */
function problem(j: CatalogJoin, d: TestResult, p: Pick<CatalogProblem, 'kind' | 'value' | 'at' | 'message' | 'candidates'>): CatalogProblem {
  return { kind: p.kind, testId: d.id, file: d.file, line: d.line, value: p.value, at: p.at, catalog: j.file, message: p.message, candidates: p.candidates };
}

/** A `spec` entry is a section key of the catalog, or a URL (one no section has is shown, never an error). */
function specEntriesNameSections(j: CatalogJoin, d: TestResult, sections: Set<string>): void {
  (d.spec ?? []).forEach((s, i) => {
    if (isUrl(s)) {
      const hit = j.urls.get(normalizeUrl(s));
      if (hit) hit.forEach((k) => sections.add(k));
      else j.unmatchedUrls.push({ testId: d.id, url: s });
    } else if (j.sectionKeys.has(s)) sections.add(s);
    else
      j.problems.push(
        problem(j, d, {
          kind: 'unknown-spec',
          value: s,
          at: ['spec', i],
          message: `${d.id} names section \`${s}\`, which is not in ${j.file}`,
          candidates: [...j.sectionKeys],
        }),
      );
  });
}

/** The document's ID (a matrix run's without its suffix) is one of the catalog's tests, when it lists tests. */
function idIsACatalogTest(j: CatalogJoin, d: TestResult, sections: Set<string>): void {
  const e = j.expected.get(baseId(d.id));
  if (e) sections.add(e.section);
  else if (j.expected.size)
    j.problems.push(
      problem(j, d, { kind: 'unknown-id', value: d.id, at: ['id'], message: `test ID \`${d.id}\` is not in ${j.file}`, candidates: [...j.expected.keys()] }),
    );
}

function tracesAreCatalogRows(j: CatalogJoin, d: TestResult): void {
  (d.traces ?? []).forEach((tr, i) => {
    if (!j.rowIds.has(tr))
      j.problems.push(
        problem(j, d, {
          kind: 'unknown-trace',
          value: tr,
          at: ['traces', i],
          message: `${d.id} traces \`${tr}\`, which is not a row of ${j.file}`,
          candidates: [...j.rowIds],
        }),
      );
  });
}

/** Expected tests. A matrix document proves its catalog ID through every run of it (`id[revision=...]`). */
function testCoverage(j: CatalogJoin): TestCoverage[] {
  return (j.catalog.tests ?? []).map((t) => {
    const runs = j.docs.filter((r) => baseId(r.id) === t.id);
    const d = runs.find(unexpectedFailure) ?? runs.find((r) => r.status === 'failed') ?? runs.find((r) => r.status === 'warning') ?? runs[0];
    const reason = j.untestable.get(t.id);
    const status: EntryStatus = runs.length ? combinedStatus(runs) : reason !== undefined ? 'untestable' : 'not-covered';
    return { id: t.id, title: t.title, section: t.section, phase: t.phase, level: t.level, status, scenario: d ? ref(d) : undefined, untestable: reason };
  });
}

/** A section, rolled up from its descendants. */
function sectionCoverage(j: CatalogJoin, tests: readonly TestCoverage[], s: Catalog['sections'][number]): SectionCoverage {
  const { subtree, depth } = j.tree;
  const keys = new Set(subtree(s.key));
  const documents = j.docs.filter((d) => [...j.docSections.get(d.id)!].some((k) => keys.has(k))).map((d) => d.id);
  const { entries, knownHere } = sectionEntries(j, tests, keys, documents);
  const { covered, coverable } = sectionShare(j, tests, keys, entries);
  const counts = zero(ENTRY_STATUSES);
  for (const st of entries.values()) counts[st]++;
  return {
    key: s.key,
    title: s.title,
    url: s.url,
    parent: s.parent,
    depth: depth(s.key),
    counts,
    ...(knownHere.size ? { knownFailures: knownHere.size } : {}),
    documents,
    covered,
    coverable,
    share: coverable ? covered / coverable : null,
    verdict: sectionVerdict(counts),
  };
}

/** Each entry of a section once: its expected tests, then the documents naming it that are none of them. */
function sectionEntries(j: CatalogJoin, tests: readonly TestCoverage[], keys: ReadonlySet<string>, documents: readonly string[]) {
  const entries = new Map<string, EntryStatus>();
  const knownHere = new Set<string>();
  for (const t of tests) {
    if (!keys.has(t.section)) continue;
    entries.set(t.id, t.status);
    if (knownEntry(t)) knownHere.add(t.id);
  }
  for (const id of documents) {
    if (entries.has(id)) continue;
    entries.set(id, j.byId.get(id)!.status);
    if (isKnownFailure(j.byId.get(id)!)) knownHere.add(id);
  }
  return { entries, knownHere };
}

/**
 * Covered and coverable entries of a section: its testable expected tests, or with none expected,
 * its sections (one is covered when a document names it or a descendant; the others are entries, not covered).
 */
function sectionShare(j: CatalogJoin, tests: readonly TestCoverage[], keys: ReadonlySet<string>, entries: Map<string, EntryStatus>) {
  const expectedHere = tests.filter((t) => keys.has(t.section));
  if (expectedHere.length) {
    const testable = expectedHere.filter((t) => t.status !== 'untestable');
    return { coverable: testable.length, covered: testable.filter((t) => t.status !== 'not-covered').length };
  }
  const { subtree } = j.tree;
  const directDocs = (key: string) => j.docs.filter((d) => j.docSections.get(d.id)!.has(key)).map((d) => d.id);
  const bare = [...keys].filter((k) => !subtree(k).some((sub) => directDocs(sub).length));
  for (const k of bare) entries.set(`§${k}`, 'not-covered');
  return { coverable: keys.size, covered: keys.size - bare.length };
}

/** A traceability row. */
function traceCoverage(j: CatalogJoin, row: CatalogTrace): TraceCoverage {
  const scenarios = j.docs.filter((d) => (d.traces ?? []).includes(row.id)).map(ref);
  const required = REQUIRED_LEVELS.has(row.level);
  const reason = j.untestable.get(row.id);
  const verdict = rowVerdict(scenarios, required, reason !== undefined);
  return {
    id: row.id,
    title: row.title,
    level: row.level,
    required,
    lines: String(row.changelog.lines),
    item: row.changelog.item,
    sections: row.sections ?? [],
    scenarios,
    verdict,
    untestable: reason,
    // An open row says why it is open: the reports show its notes beside the verdict.
    ...(row.notes && OPEN_ROWS.has(verdict) ? { notes: row.notes } : {}),
  };
}

/** Verdicts of a row neither proven, failed nor untestable: each needs a reason a reader can see. */
const OPEN_ROWS: ReadonlySet<RowVerdict> = new Set(['unproven', 'not-covered', 'not-applicable', 'gap']);

function totals(tests: readonly TestCoverage[], sections: readonly SectionCoverage[], traces: readonly TraceCoverage[]): CatalogCoverage['totals'] {
  const out = {
    tests: zero(ENTRY_STATUSES),
    rows: zero(ROW_VERDICTS),
    sectionsCovered: sections.filter((s) => s.documents.length).length,
    sections: sections.length,
  };
  for (const t of tests) out.tests[t.status]++;
  for (const r of traces) out.rows[r.verdict]++;
  return out;
}

export function rowVerdict(scenarios: readonly Pick<ScenarioRef, 'status'>[], required: boolean, untestable: boolean): RowVerdict {
  if (!scenarios.length) return untestable ? 'untestable' : required ? 'gap' : 'not-covered';
  if (scenarios.some((s) => s.status === 'failed')) return 'failed';
  if (scenarios.every((s) => s.status === 'passed')) return 'proven';
  if (scenarios.every((s) => s.status === 'passed' || s.status === 'warning')) return 'proven-with-warnings';
  if (scenarios.every((s) => s.status === 'not-applicable')) return 'not-applicable';
  return 'unproven';
}

function sectionVerdict(c: Record<EntryStatus, number>): SectionVerdict {
  const unjudged = c['could-not-judge'] ?? 0;
  const withDocs = c.passed + c.failed + c.warning + c.skipped + c['not-applicable'] + unjudged;
  if (c.failed) return 'failed';
  if (!withDocs) return c['not-covered'] ? 'not-covered' : 'untestable';
  if (c['not-covered'] || c.skipped || unjudged) return 'partial';
  // Nothing worse than warnings: passed (the reports show `counts.warning` beside the verdict).
  if (c.passed || c.warning) return 'passed';
  return 'not-applicable';
}
