/**
 * What `wirecase fuzz` prints beside its reports: the plan before anything is called, and after the run
 * the keyword coverage, the warnings and the regression documents written. The CLI only writes it.
 */
import { displayPath } from '../source/display-path.js';
import type { Era } from './connection.js';
import type { KeywordCoverage } from './coverage.js';
import type { FuzzReport } from './fuzz.js';
import type { ToolPlan } from './plan.js';

/** What the run will call, said before it calls anything. */
export function renderPlan(plans: readonly ToolPlan[], era: Era, dryRun: boolean): string {
  const lines = [
    `fuzz: the server speaks ${era}; ${plans.filter((p) => p.call).length} of ${plans.length} tools will be called${dryRun ? ' (dry run: nothing is called)' : ''}`,
  ];
  for (const p of plans) {
    if (p.call) {
      const invalid = p.cases.filter((c) => c.kind === 'invalid').length;
      lines.push(`  call  ${p.tool.name}: ${p.cases.length} cases (${p.cases.length - invalid} valid, ${invalid} invalid) · ${p.reason}`);
    } else lines.push(`  skip  ${p.tool.name}: ${p.reason}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A run that could not list the tools: why, with the warnings that say what to try. */
export function renderUnreached(error: string, warnings: readonly string[]): string {
  return `wirecase fuzz: could not reach the tools: ${error}\n${warnings.map((w) => `warning: ${w}\n`).join('')}`;
}

/** After the run: keyword coverage per tool, the warnings, and where the regression documents went. */
export function renderFindings(report: Pick<FuzzReport, 'coverage' | 'warnings'>, regressions: readonly string[]): string {
  const warnings = report.warnings.map((w) => `warning: ${w}\n`).join('');
  const written = regressions.length ? `regressions: ${regressions.map((f) => displayPath(f)).join(', ')}\n` : '';
  return renderCoverage(report.coverage) + warnings + written;
}

/** Keyword coverage per tool: which keywords valid cases reached (+) and which were broken (−). */
function renderCoverage(coverage: readonly KeywordCoverage[]): string {
  if (!coverage.length) return '';
  const lines = ['keyword coverage (+ valid at the keyword, − the keyword broken):'];
  for (const c of coverage) lines.push(`  ${c.tool} (${c.calls} cases): + ${c.positive.join(', ') || 'none'} · − ${c.negative.join(', ') || 'none'}`);
  return `${lines.join('\n')}\n`;
}
