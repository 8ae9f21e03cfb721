/**
 * Which documents each fault run of a suite test covers.
 *
 * A suite test proves that each fault of a reference target fails exactly its test IDs. Running every
 * document against every fault made `npm test` take 13–20 minutes on a 2-core machine. So by default
 * a fault run covers the documents whose verdict the fault is expected to change, plus a fixed number
 * of the others chosen by a seed that changes every day (so, day after day, every document is run
 * against every fault), and `npm run test:faults` runs the whole matrix. The same sample picks the
 * documents of each break of a mutant server (test/mutant-servers/: its expected IDs) and of each real
 * client (test/real-clients/: one document of each verdict it is expected to give, and the others
 * sampled):
 *
 *   FAULT_SAMPLE=<n>|all   how many other documents each fault run covers (default 4); `all`: every document
 *   FAULT_SAMPLE_SEED=<s>  the seed (default today's UTC date, YYYY-MM-DD); a failure names it, to replay it
 *
 * scripts/run-tests.mjs sets both once for the whole run and prints them.
 */

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { TestResult } from '../../src/model/results.js';
import type { LoadedDocument } from '../../src/model/scenario.js';

export interface FaultSample {
  /** Every document in every fault run (FAULT_SAMPLE=all). */
  all: boolean;
  /** How many documents beyond the expected ones. */
  size: number;
  seed: string;
}

/** FAULT_SAMPLE and FAULT_SAMPLE_SEED read; anything but `all` or a whole number is an error naming the variable. */
export function faultSample(env: NodeJS.ProcessEnv): FaultSample {
  const size = env.FAULT_SAMPLE?.trim() || '4';
  if (size !== 'all' && !/^\d+$/.test(size)) throw new Error(`FAULT_SAMPLE: expected "all" or a whole number, got "${size}"`);
  const seed = env.FAULT_SAMPLE_SEED?.trim() || new Date().toISOString().slice(0, 10);
  return { all: size === 'all', size: size === 'all' ? Number.POSITIVE_INFINITY : Number(size), seed };
}

/** The sample every suite test of this process uses, read from the environment once. */
export const FAULT_SAMPLE: FaultSample = faultSample(process.env);

/**
 * Whether a test ID is one of the documents': its own ID, or a leg of it. A literal `matrix` axis
 * makes a document per leg when the suite loads (ID `err-03[method=ping]`); an `each:` axis makes
 * the legs of one document (ID `feat-tools-01`) at run time, each ID with its values in brackets.
 */
export function testOf(documents: LoadedDocument[]): (testId: string) => boolean {
  const ids = new Set(documents.map((d) => d.data.id));
  return (testId) => ids.has(testId) || ids.has(testId.replace(/\[.*$/, ''));
}

/**
 * The documents a real client's run always covers: the first (in suite order) of each verdict listed
 * for it (a status and its reason, so a reason shared by many documents is one case), and the first
 * document of each suite file that it passes. With the daily sample beside them, every kind of verdict
 * the client is expected to give is proven on every run.
 */
export function fixedCases(documents: LoadedDocument[], expected: Record<string, { status: string; reason: string }>): string[] {
  const seen = new Set<string>();
  const fixed: string[] = [];
  for (const doc of documents) {
    const listed = expected[doc.data.id];
    const kind = listed ? `${listed.status}\0${listed.reason}` : `passed\0${doc.file}`;
    if (seen.has(kind)) continue;
    seen.add(kind);
    fixed.push(doc.data.id);
  }
  return fixed;
}

/**
 * The documents one fault run covers, in their order: each with a test ID in `expected` (`testOf`),
 * and `sample.size` of the others, ranked by a hash of the seed, the fault and the document's ID (so
 * each fault gets a sample of its own, and a document added or removed leaves the ranks of the others
 * as they were). Every document when `sample.all`.
 */
export function faultRunDocuments(
  documents: LoadedDocument[],
  fault: string,
  expected: Iterable<string>,
  sample: FaultSample = FAULT_SAMPLE,
): LoadedDocument[] {
  if (sample.all) return documents;
  const changed = [...expected];
  const must = new Set(documents.filter((d) => changed.some(testOf([d]))).map((d) => d.data.id));
  const rank = (id: string) => createHash('sha256').update(`${sample.seed}\0${fault}\0${id}`).digest('hex');
  const sampled = new Set(
    documents
      .map((d) => d.data.id)
      .filter((id) => !must.has(id))
      .map((id) => [rank(id), id] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, sample.size)
      .map(([, id]) => id),
  );
  return documents.filter((d) => must.has(d.data.id) || sampled.has(d.data.id));
}

/** How the fault runs' documents were chosen, for a failure message: what replays them. */
export function sampleNote(sample: FaultSample = FAULT_SAMPLE): string {
  return sample.all
    ? 'fault run of every document (FAULT_SAMPLE=all)'
    : `fault run of the expected documents and ${sample.size} others (FAULT_SAMPLE=${sample.size} FAULT_SAMPLE_SEED=${sample.seed} replays it; FAULT_SAMPLE=all runs every document)`;
}

/** Runs a fault run's checks; a failure also says how that run's documents were chosen (the assertion's own message and diff kept). */
export async function noteSample(checks: () => Promise<void> | void, sample: FaultSample = FAULT_SAMPLE): Promise<void> {
  try {
    await checks();
  } catch (error) {
    if (error instanceof Error) error.message += `\n(${sampleNote(sample)})`;
    throw error;
  }
}

/** A prepared run (`prepareRun`'s plan) that executes only `faultRunDocuments` of its documents. */
export function faultRunPlan<Plan extends { documents: LoadedDocument[] }>(
  plan: Plan,
  fault: string,
  expected: Iterable<string>,
  sample: FaultSample = FAULT_SAMPLE,
): Plan {
  return { ...plan, documents: faultRunDocuments(plan.documents, fault, expected, sample) };
}

/** What a fault is expected to change against the healthy run: the IDs that fail, warn, stop applying or start passing. */
export interface ExpectedChange {
  failed: string[];
  warned: string[];
  inapplicable: string[];
  nowPassing: string[];
  /** How many more legs (fewer, if negative) the fault run has than the healthy run over the same documents. */
  extraLegs?: number;
}

type RunOf = { code: number | null; stderr: string; results?: { tests: Array<Pick<TestResult, 'id' | 'status'>> } };

/**
 * A fault run against the healthy run over the documents it covered: exactly the expected tests fail
 * and warn (exit 1 when one fails), each expected change holds, every other test keeps the verdict it
 * had healthy, and no covered test is missing.
 */
export function assertFaultRun(good: RunOf, run: RunOf, covered: LoadedDocument[], change: ExpectedChange): void {
  const tests = run.results!.tests;
  const ids = (status: TestResult['status']) =>
    tests
      .filter((t) => t.status === status)
      .map((t) => t.id)
      .sort();
  const failed = [...change.failed].sort();
  assert.deepEqual(ids('failed'), failed);
  assert.deepEqual(ids('warning'), [...change.warned].sort());
  assert.equal(run.code, failed.length ? 1 : 0, run.stderr);
  const before = new Map(good.results!.tests.map((t) => [t.id, t.status]));
  for (const test of tests) {
    if (change.inapplicable.includes(test.id)) assert.equal(test.status, 'not-applicable', `${test.id} should be not applicable`);
    else if (change.nowPassing.includes(test.id)) assert.equal(test.status, 'passed', `${test.id} should now pass`);
    else if (!change.failed.includes(test.id) && !change.warned.includes(test.id))
      assert.equal(test.status, before.get(test.id), `${test.id} changed its verdict`);
  }
  const ran = testOf(covered);
  assert.equal(tests.length, good.results!.tests.filter((t) => ran(t.id)).length + (change.extraLegs ?? 0));
}
