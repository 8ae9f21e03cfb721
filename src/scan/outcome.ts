import path from 'node:path';
import type { Verdict } from '../engine/index.js';
import { baseId, type TestResult } from '../model/results.js';
import type { LoadedDocument } from '../model/scenario.js';

/**
 * What scan.json says (schemas/scan.schema.json): per server, per suite and era, the counts of the six
 * outcomes; per sentence its verdict, level and test IDs; each test's status (what `--since` compares).
 */

export const OUTCOMES = ['passed', 'failed', 'warning', 'notApplicable', 'couldNotJudge', 'skipped'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type Counts = Record<Outcome, number>;

const OUTCOME_OF: Record<TestResult['status'], Outcome> = {
  passed: 'passed',
  failed: 'failed',
  warning: 'warning',
  'not-applicable': 'notApplicable',
  'could-not-judge': 'couldNotJudge',
  skipped: 'skipped',
};

/** One column of the dashboard: a suite judged in one era. */
export interface Column {
  suite: string;
  era: string;
  counts: Counts;
}

export interface ScannedTest {
  id: string;
  suite: string;
  era: string;
  status: TestResult['status'];
  reason?: string;
  /** A failed test's reproducing document, relative to the scan's folder. */
  repro?: string;
}

export interface SentenceVerdict {
  level: string;
  verdict: string;
  tests: string[];
}

/** How a server's scan ended: judged; could not start (every test could-not-judge, `cause`); or stopped part way. */
export type ServerStatus = 'judged' | 'could-not-start' | 'interrupted' | 'stopped-early' | 'error';

export interface ServerEntry {
  name: string;
  transport: 'http' | 'stdio';
  /** As the list writes them (`{{ env.NAME }}` unrendered: nothing of the environment is written out). */
  url?: string;
  command?: string;
  stdio?: string;
  status: ServerStatus;
  cause?: string;
  durationMs: number;
  /** Files of the scan's folder: the server's report page and results, its badge. */
  report?: string;
  results?: string;
  badge?: string;
  columns: Column[];
  /**
   * Per suite: the server MUSTs proven, of those testable (every report's headline), of those that
   * applied to this server (testable, less not applicable, not run and gaps: the badge's count), failed.
   */
  musts: Record<string, { proven: number; applicable: number; testable: number; failed: number }>;
  /** Per suite, per requirement ID: the sentences a test of this server touched. */
  sentences: Record<string, Record<string, SentenceVerdict>>;
  tests: ScannedTest[];
}

/** A sentence's words, once per suite for every server (scan.json `suites`). */
export interface SentenceText {
  level: string;
  section: string;
  text: string;
  url: string;
}

export interface SuiteInfo {
  title: string;
  version: string;
  sections: Array<{ key: string; title: string; depth: number }>;
  sentences: Record<string, SentenceText>;
}

export interface ScanResult {
  tool: { name: 'wirecase'; version: string };
  startedAt: string;
  durationMs: number;
  /** The list file, as named on the command line. */
  list: string;
  concurrency: number;
  /** The scan stopped before every server was judged (a signal): which were not. */
  incomplete?: { reason: string; notScanned: string[] };
  suites: Record<string, SuiteInfo>;
  servers: ServerEntry[];
  /** With `--since`: every difference from the earlier scan (since.ts). */
  changes?: import('./since.js').Changes;
}

export const emptyCounts = (): Counts => ({ passed: 0, failed: 0, warning: 0, notApplicable: 0, couldNotJudge: 0, skipped: 0 });

const DATE = /\d{4}-\d{2}-\d{2}/;

/**
 * The protocol era a test judges: a matrix leg's `revision`, else the document's or its suite's literal
 * `revision` variable, else the date in the suite's name (mcp-2025-11-25), else `any`.
 */
export function eraOf(id: string, doc: LoadedDocument | undefined, suite: string): string {
  const leg = /\[(?:[^\]]*,\s*)?revision=(\d{4}-\d{2}-\d{2})/.exec(id)?.[1];
  if (leg) return leg;
  const literal = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  const own = literal((doc?.data.vars as Record<string, unknown> | undefined)?.revision);
  if (own) return own;
  const named = DATE.exec(suite)?.[0];
  if (named) return named;
  return literal((doc?.suite.data.vars as Record<string, unknown> | undefined)?.revision) ?? 'any';
}

/** The documents of a plan by ID, so a test (a matrix leg too) finds its document. */
export function documentsById(documents: readonly LoadedDocument[]): Map<string, LoadedDocument> {
  return new Map(documents.map((d) => [d.data.id, d]));
}

/** A server's columns, sentences and tests, from its judged run. */
export function outcomeOf(verdict: Verdict, byId: ReadonlyMap<string, LoadedDocument>): Pick<ServerEntry, 'columns' | 'musts' | 'sentences' | 'tests'> {
  const columns = new Map<string, Column>();
  const tests: ScannedTest[] = [];
  for (const t of verdict.result.tests) {
    const era = eraOf(t.id, byId.get(t.id) ?? byId.get(baseId(t.id)), t.suite);
    const key = `${t.suite}\0${era}`;
    let column = columns.get(key);
    if (!column) columns.set(key, (column = { suite: t.suite, era, counts: emptyCounts() }));
    column.counts[OUTCOME_OF[t.status]]++;
    tests.push({ id: t.id, suite: t.suite, era, status: t.status, ...(t.reason ? { reason: t.reason } : {}) });
  }
  const musts: ServerEntry['musts'] = {};
  const sentences: ServerEntry['sentences'] = {};
  for (const c of verdict.coverage.catalogs) {
    if (!c.requirements) continue;
    const suite = suiteOfCatalog(c.file);
    const m = c.requirements.serverMusts;
    musts[suite] = {
      proven: m.proven,
      applicable: m.testable - m.counts['not-applicable'] - m.counts['not-run'] - m.counts.gap,
      testable: m.testable,
      failed: m.counts.failed,
    };
    const own: Record<string, SentenceVerdict> = {};
    for (const e of c.requirements.entries) {
      if (!e.tests.length) continue;
      own[e.id] = { level: e.level, verdict: e.verdict, tests: e.tests.map((x) => x.id) };
    }
    sentences[suite] = own;
  }
  return { columns: [...columns.values()].sort((a, b) => a.suite.localeCompare(b.suite) || a.era.localeCompare(b.era)), musts, sentences, tests };
}

/** The words of every sentence a run touched, and each suite's sections, for scan.json `suites`. */
export function suiteInfoOf(verdict: Verdict, into: Record<string, SuiteInfo>): void {
  for (const c of verdict.coverage.catalogs) {
    if (!c.requirements) continue;
    const suite = suiteOfCatalog(c.file);
    const info = (into[suite] ??= {
      title: c.spec.title,
      version: c.spec.version,
      sections: c.sections.map((s) => ({ key: s.key, title: s.title, depth: s.depth })),
      sentences: {},
    });
    for (const e of c.requirements.entries) {
      if (e.tests.length && !info.sentences[e.id]) info.sentences[e.id] = { level: e.level, section: e.section, text: e.text, url: e.url };
    }
  }
}

/** A catalog sits in its suite's folder: scenarios/mcp-apps/catalog.yaml is mcp-apps. */
export function suiteOfCatalog(file: string): string {
  return path.basename(path.dirname(file));
}
