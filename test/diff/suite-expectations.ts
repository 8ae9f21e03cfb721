/**
 * What each fault switch of the reference target is expected to change, as the suite test itself
 * states it (test/suites/mcp-2026-suite.test.ts: EXPECTED_FAILURES, EXPECTED_WARNINGS,
 * EXPECTED_NOT_APPLICABLE, EXPECTED_NOW_PASSING, EXTRA_LEGS). Those tables live inside the test file,
 * which cannot be imported without running its tests, so they are read from its source: one table of
 * record, never a copy here. Each table is a plain object literal of quoted strings, numbers and
 * comments; anything else is an error naming the table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExpectedChange } from '../helpers/fault-sample.js';
import { repoRoot } from '../helpers/paths.js';

export interface SuiteExpectations {
  /** Fault → what it changes against the healthy run. */
  change(fault: string): ExpectedChange;
  /** Fault → the IDs whose verdict it changes and the documents it adds legs to: its fault run covers their documents (the suite test's `changedBy`). */
  changedBy(fault: string): string[];
  /** Every fault the tables name. */
  faults: string[];
}

/** The tables of a suite test file (a path from the repository root). */
export function suiteExpectations(file: string): SuiteExpectations {
  const source = readFileSync(path.join(repoRoot, file), 'utf8');
  const table = <T>(name: string, required: boolean): Record<string, T> => {
    const found = new RegExp(`const ${name}\\b[^=]*= (\\{[\\s\\S]*?\\n?\\});\\n`).exec(source);
    if (!found) {
      if (required) throw new Error(`${file}: no table ${name}`);
      return {};
    }
    const json = found[1]!
      .split('\n')
      .filter((line) => !/^\s*\/\//.test(line))
      .join('\n')
      .replace(/'([^'\\]*)'/g, (_, text: string) => JSON.stringify(text))
      .replace(/,(\s*[}\]])/g, '$1');
    try {
      return JSON.parse(json) as Record<string, T>;
    } catch (error) {
      throw new Error(`${file}: table ${name} is not a plain literal (${(error as Error).message})`);
    }
  };
  const failed = table<string[]>('EXPECTED_FAILURES', true);
  const warned = table<string[]>('EXPECTED_WARNINGS', true);
  const inapplicable = table<string[]>('EXPECTED_NOT_APPLICABLE', false);
  const nowPassing = table<string[]>('EXPECTED_NOW_PASSING', false);
  const extraLegs = table<Record<string, number>>('EXTRA_LEGS', false);
  return {
    faults: Object.keys(failed),
    change: (fault) => ({
      failed: failed[fault] ?? [],
      warned: warned[fault] ?? [],
      inapplicable: inapplicable[fault] ?? [],
      nowPassing: nowPassing[fault] ?? [],
      extraLegs: Object.values(extraLegs[fault] ?? {}).reduce((a, b) => a + b, 0),
    }),
    changedBy: (fault) => [
      ...(failed[fault] ?? []),
      ...(warned[fault] ?? []),
      ...(inapplicable[fault] ?? []),
      ...(nowPassing[fault] ?? []),
      ...Object.keys(extraLegs[fault] ?? {}),
    ],
  };
}
