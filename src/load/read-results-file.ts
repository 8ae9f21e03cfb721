import path from 'node:path';
import type { RunResult } from '../model/results.js';
import { UserError } from '../source/diagnostic.js';
import { parseJson } from '../source/json-text.js';
import { readText } from '../source/read-text.js';
import { asRunResult } from './results-file.js';

/** A results.json given on the command line (`report --from`, `run --durations`); a bad one is exit 2, named. */
export function readResultsFile(file: string, option: string): RunResult {
  const text = readText(path.resolve(file), file, { noun: 'results file', option });
  const parsed = parseJson(text);
  if (!parsed.ok) throw new UserError({ code: 'SCHEMA_VIOLATION', message: `${option}: ${file} is ${parsed.error}`, span: { file, line: 1, col: 1 } });
  return asRunResult(file, parsed.value, text);
}
