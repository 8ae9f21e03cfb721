import type { TestResult } from '../model/results.js';
import type { LoadedDocument } from '../model/scenario.js';

/**
 * A document as a test not yet run: what the catalog join reads (ID, file, traces, spec), so
 * coverage can be worked out before anything is sent (`wirecase coverage`, `run --strict-catalog`).
 */
export function plannedTest(d: LoadedDocument): TestResult {
  return {
    id: d.data.id,
    title: d.data.title,
    file: d.file,
    line: d.span.line,
    suite: d.suite.name,
    status: 'passed',
    traces: d.data.traces ?? [],
    spec: d.data.spec ?? [],
    tags: d.data.tags ?? [],
    durationMs: 0,
    steps: [],
  };
}
