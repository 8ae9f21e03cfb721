import type { ValidateFunction } from 'ajv';
import type { RunResult as RunResultFile } from '../model/generated/results.js';
import type { RunResult } from '../model/results.js';
import { UserError } from '../source/diagnostic.js';
import { type Locate, makeLocate } from '../source/locate.js';
import { schemaDiagnostics } from '../source/schema-diagnostics.js';
import { parseSource } from '../source/source-file.js';
import * as validators from './generated/results-catalog-validators.js';

const validateResults = (validators as unknown as Record<'results', ValidateFunction>).results;

/**
 * Parsed JSON as a results.json: checked against schemas/results.schema.json (the validator compiled
 * ahead of time, the one check of the shape), so a reporter never meets a field the contract does not
 * promise. A file that is not one throws a UserError (exit 2), every problem located in `text`
 * when it is given. The `coverage` a file may carry is left out: reports join the run with catalogs anew.
 */
export function asRunResult(file: string, data: unknown, text?: string): RunResult {
  if (!validateResults(data)) {
    const diagnostics = schemaDiagnostics(validateResults.errors ?? [], locateIn(file, text), 'the file');
    throw new UserError(
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
