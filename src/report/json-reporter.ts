import type { Coverage } from '../judge/coverage.js';
import type { RunResult } from '../model/results.js';
import { jsonWithoutRawControls } from './control-chars.js';
import type { ReporterFactory } from './reporter.js';

export const JSON_FILE = 'results.json';

/**
 * results.json, described by schemas/results.schema.json: the contract with outside tools and
 * `wirecase report`. It carries the run and, under `coverage`, its join with the catalogs.
 */
export const jsonReporter: ReporterFactory = () => ({
  render: ({ result, coverage }) => ({ files: [{ name: JSON_FILE, text: renderJson(result, coverage) }] }),
});

export function renderJson(result: RunResult, coverage: Coverage): string {
  const { tool, startedAt, summary, tests, incomplete } = result;
  const json = JSON.stringify({ tool, startedAt, summary, tests, ...(incomplete ? { incomplete } : {}), coverage: canonicalCoverage(coverage) }, null, 2);
  return `${jsonWithoutRawControls(json)}\n`;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The join with every list of test IDs sorted by ID (catalog entries keep catalog order), so the
 * `coverage` field does not depend on the order the tests ran in: a run and the merge of its shards
 * write the same one.
 */
export function canonicalCoverage(coverage: Coverage): Coverage {
  const key = (p: Coverage['problems'][number]) => `${p.file}\u0000${String(p.line).padStart(8, '0')}\u0000${p.testId}\u0000${p.at.join('.')}`;
  return {
    catalogs: coverage.catalogs.map((c) => ({
      ...c,
      documents: [...c.documents].sort(byText),
      sections: c.sections.map((s) => ({ ...s, documents: [...s.documents].sort(byText) })),
      traces: c.traces.map((r) => ({ ...r, scenarios: [...r.scenarios].sort((a, b) => byText(a.id, b.id)) })),
      unmatchedUrls: [...c.unmatchedUrls].sort((a, b) => byText(a.testId, b.testId) || byText(a.url, b.url)),
    })),
    uncatalogued: [...coverage.uncatalogued].sort(byText),
    problems: [...coverage.problems].sort((a, b) => byText(key(a), key(b))),
  };
}
