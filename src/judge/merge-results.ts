import { type RunResult, summarize, type TestResult } from '../model/results.js';
import { type Diagnostic, UserError } from '../source/diagnostic.js';

/** One saved results file (results.json of a run or a CI shard). */
export interface Shard {
  /** Where it was read from, for messages. */
  file: string;
  result: RunResult;
}

/**
 * Merges shards into one run: every test ID once (the same ID in two shards is an error naming both
 * files), summary recomputed (warnings, known failures and all). One shard is returned in its own order; several are ordered by file
 * and line, so the merge does not depend on how the tests were split. startedAt is the earliest;
 * durationMs the longest shard's (shards run side by side).
 */
export function mergeResults(shards: readonly Shard[]): RunResult {
  if (!shards.length) throw new UserError({ code: 'BAD_ARGUMENT', message: 'no results to report: give --from results.json' });
  const seen = new Map<string, string>();
  const problems: Diagnostic[] = [];
  const tests: TestResult[] = [];
  for (const shard of shards) {
    for (const t of shard.result.tests) {
      const first = seen.get(t.id);
      if (first !== undefined) {
        problems.push({
          code: 'DUPLICATE_TEST_ID',
          message: first === shard.file ? `test ID \`${t.id}\` appears twice in ${first}` : `test ID \`${t.id}\` is in both ${first} and ${shard.file}`,
          hint: 'each test ID may appear in one shard only: check how the run was split',
        });
        continue;
      }
      seen.set(t.id, shard.file);
      tests.push(t);
    }
  }
  if (problems.length) throw new UserError(problems);
  if (shards.length > 1) tests.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  const first = shards[0]!.result;
  const startedAt = shards.map((s) => s.result.startedAt).sort()[0]!;
  const durationMs = Math.max(...shards.map((s) => s.result.summary?.durationMs ?? 0));
  // Each test keeps its `knownFailure`. The baseline's judgement of its entries (fixed, stale) covers
  // one whole run: one file keeps it, a merge of several cannot add it up (`report --expected-failures` judges the merge anew).
  const baseline = shards.length === 1 ? first.summary?.baseline : undefined;
  // A shard that stopped early leaves the merge incomplete too.
  const stopped = shards.filter((s) => s.result.incomplete);
  const incomplete = stopped.length
    ? {
        reason: stopped.map((s) => `${s.file}: ${s.result.incomplete!.reason}`).join('; '),
        testsPlanned: tests.length + stopped.reduce((n, s) => n + s.result.incomplete!.testsPlanned - s.result.tests.length, 0),
      }
    : undefined;
  return {
    tool: first.tool,
    startedAt,
    summary: { ...summarize(tests, durationMs), ...(baseline ? { baseline } : {}) },
    tests,
    ...(incomplete ? { incomplete } : {}),
  };
}
