/**
 * What each fault switch of the reference target is expected to change, as the suite tests state it
 * (test/suites/expected-2026.ts and expected-2025.ts: EXPECTED_FAILURES, EXPECTED_WARNINGS,
 * EXPECTED_NOT_APPLICABLE, EXPECTED_NOW_PASSING, EXTRA_LEGS): one table of record, never a copy here.
 */
import type { ExpectedChange } from '../helpers/fault-sample.js';
import * as tables2025 from '../suites/expected-2025.js';
import * as tables2026 from '../suites/expected-2026.js';

export interface SuiteExpectations {
  /** Fault → what it changes against the healthy run. */
  change(fault: string): ExpectedChange;
  /** Fault → the IDs whose verdict it changes and the documents it adds legs to: its fault run covers their documents (the suite test's `changedBy`). */
  changedBy(fault: string): string[];
  /** Every fault the tables name. */
  faults: string[];
}

/** The tables of one suite's fault switches. */
export function suiteExpectations(era: '2025' | '2026'): SuiteExpectations {
  const tables: {
    EXPECTED_FAILURES: Record<string, string[]>;
    EXPECTED_WARNINGS: Record<string, string[]>;
    EXPECTED_NOT_APPLICABLE?: Record<string, string[]>;
    EXPECTED_NOW_PASSING?: Record<string, string[]>;
    EXTRA_LEGS?: Record<string, Record<string, number>>;
  } = era === '2025' ? tables2025 : tables2026;
  const failed = tables.EXPECTED_FAILURES;
  const warned = tables.EXPECTED_WARNINGS;
  const inapplicable = tables.EXPECTED_NOT_APPLICABLE ?? {};
  const nowPassing = tables.EXPECTED_NOW_PASSING ?? {};
  const extraLegs = tables.EXTRA_LEGS ?? {};
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
