import type { ValidateFunction } from 'ajv';
import { summarize, type RunResult, type TestResult } from '../../model/results.js';
import type { RunResult as RunResultFile } from '../../model/generated/results.js';
import { UserError, type Diagnostic } from '../../source/diagnostic.js';
import { makeLocate, type Locate } from '../../source/locate.js';
import { schemaDiagnostics } from '../../source/schema-diagnostics.js';
import { parseSource } from '../../source/source-file.js';
import * as validators from '../generated/validators.js';

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
        problems.push({ code: 'DUPLICATE_TEST_ID', message: first === shard.file ? `test ID \`${t.id}\` appears twice in ${first}` : `test ID \`${t.id}\` is in both ${first} and ${shard.file}`, hint: 'each test ID may appear in one shard only: check how the run was split' });
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
    ? { reason: stopped.map((s) => `${s.file}: ${s.result.incomplete!.reason}`).join('; '), testsPlanned: tests.length + stopped.reduce((n, s) => n + s.result.incomplete!.testsPlanned - s.result.tests.length, 0) }
    : undefined;
  return { tool: first.tool, startedAt, summary: { ...summarize(tests, durationMs), ...(baseline ? { baseline } : {}) }, tests, ...(incomplete ? { incomplete } : {}) };
}

/** A file given as a results.json that is not one: its diagnostics, with the text to show code frames from. */
export class ResultsFileError extends UserError {
  /** Read by the CLI (like a failed project load) to print code frames. */
  readonly project: { sources: Map<string, string> };
  constructor(diagnostics: Diagnostic[], sources: Map<string, string>) {
    super(diagnostics);
    this.project = { sources };
  }
}

const validateResults = (validators as unknown as Record<'results', ValidateFunction>).results;

/**
 * Parsed JSON as a results.json: checked against schemas/results.schema.json (the validator compiled
 * ahead of time, the one check of the shape), so a reporter never meets a field the contract does not
 * promise. A file that is not one throws ResultsFileError (exit 2), every problem located in `text`
 * when it is given. The `coverage` a file may carry is left out: reports join the run with catalogs anew.
 */
export function asRunResult(file: string, data: unknown, text?: string): RunResult {
  if (!validateResults(data)) {
    const diagnostics = schemaDiagnostics(validateResults.errors ?? [], locateIn(file, text), 'the file');
    throw new ResultsFileError(
      diagnostics.map((d) => ({ ...d, message: `${file} is not a wirecase results.json: ${d.message}` })),
      new Map(text === undefined ? [] : [[file, text]]),
    );
  }
  const { coverage: _coverage, ...result } = data as RunResultFile;
  return result;
}

/** Where a path of the JSON is written: JSON is YAML, so the YAML locator finds it (the file's start, failing that). */
function locateIn(file: string, text: string | undefined): Locate {
  const start = () => ({ file, line: 1, col: 1 });
  if (text === undefined) return start;
  const source = parseSource(file, text);
  const doc = source.documents[0];
  return doc && !doc.errors.length ? makeLocate(source, doc) : start;
}
