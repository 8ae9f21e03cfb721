import { problemDiagnostics } from '../../engine/catalog-problems.js';
import { type CatalogCoverage, type Coverage, computeCoverage } from '../../judge/coverage.js';
import { plannedTest } from '../../judge/planned.js';
import { isServerMust, type RequirementCoverage } from '../../judge/requirement-coverage.js';
import { loadCatalogs } from '../../load/judge-inputs.js';
import { loadInputs } from '../../load/load-inputs.js';
import type { LoadedDocument } from '../../model/scenario.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { printDiagnostics } from '../print-diagnostics.js';

/** `wirecase coverage`'s arguments, as its row of the command table declares them. */
export type CoverageArgs = ArgsOf<'coverage'> & { color: boolean };

/**
 * `wirecase coverage [paths..]`: which catalog entries have documents, without sending anything. The
 * documents are loaded (not run) and joined with their catalogs; every "status" here is only "has a
 * document" or not. Exit 0, or 2 under --strict-catalog when a document names something its catalog
 * lacks (or a catalog is bad).
 */
export async function coverageCommand(args: CoverageArgs): Promise<number> {
  const project = await loadInputs({ paths: args.paths, cache: args.cache, allowOutside: args.allowOutside });
  const tests = project.documents.map(plannedTest);
  const coverage = computeCoverage(await loadCatalogs(args.catalog, tests, args.cache), tests);
  const write = (t: string) => process.stdout.write(t);
  if (args.json) write(`${JSON.stringify(coverage, null, 2)}\n`);
  else write(renderPlannedCoverage(coverage, tests.length));
  if (project.diagnostics.length) {
    process.stderr.write(
      `warning: ${project.diagnostics.length} problem${project.diagnostics.length === 1 ? '' : 's'} while loading; documents with problems are left out (see \`wirecase validate\`)\n`,
    );
  }
  if (args.strictCatalog && coverage.problems.length) {
    const byId = new Map<string, LoadedDocument>(project.documents.map((d) => [d.data.id, d]));
    printDiagnostics(
      problemDiagnostics(coverage.problems, (p) => byId.get(p.testId)?.locate(p.at)),
      project.sources,
      args.color,
    );
    return ExitCode.badInput;
  }
  return ExitCode.passed;
}

const has = (ok: boolean) => (ok ? '✓' : '✗');

export function renderPlannedCoverage(coverage: Coverage, documents: number): string {
  const out: string[] = [
    `${documents} document${documents === 1 ? '' : 's'}, ${coverage.catalogs.length} catalog${coverage.catalogs.length === 1 ? '' : 's'} (nothing was sent)`,
  ];
  for (const c of coverage.catalogs) out.push('', ...catalogLines(c));
  if (coverage.problems.length) {
    out.push('', `Not in the catalog (${coverage.problems.length}; an error under --strict-catalog):`);
    for (const p of coverage.problems) out.push(`  ${p.file}:${p.line}  ${p.message}`);
  }
  if (coverage.uncatalogued.length) out.push('', `Documents no catalog speaks for (${coverage.uncatalogued.length}): ${coverage.uncatalogued.join(', ')}`);
  return `${out.join('\n')}\n`;
}

function catalogLines(c: CatalogCoverage): string[] {
  const out = [`${c.spec.title} ${c.spec.version} — ${c.file} (${c.documents.length} document${c.documents.length === 1 ? '' : 's'})`];
  if (c.tests.length) out.push(...testIdLines(c.tests));
  if (c.traces.length) out.push(...traceLines(c.traces));
  if (c.requirements) out.push(...requirementLines(c.requirements));
  out.push(`  Sections: ${c.sections.filter((s) => s.documents.length).length}/${c.sections.length} named by a document`);
  for (const s of c.sections) {
    const share = s.share === null ? '—' : `${s.covered}/${s.coverable} (${Math.round(s.share * 100)}%)`;
    out.push(`    ${has(s.documents.length > 0)} ${'  '.repeat(s.depth)}${s.key}  ${s.title}  ${share}`);
  }
  return out;
}

/** The catalog's test IDs: which have a document, which are untestable. */
function testIdLines(tests: CatalogCoverage['tests']): string[] {
  const testable = tests.filter((t) => t.status !== 'untestable');
  const documented = testable.filter((t) => t.status !== 'not-covered');
  const untestable = tests.length - testable.length;
  const out = [`  Test IDs: ${documented.length}/${testable.length} have a document${untestable > 0 ? `, ${untestable} untestable` : ''}`];
  for (const t of tests) {
    if (t.status === 'untestable') out.push(`    - ${t.id}  ${t.title}  (untestable: ${t.untestable})`);
    else out.push(`    ${has(t.status !== 'not-covered')} ${t.id}  ${t.title}  ${t.scenario ? `${t.scenario.file}:${t.scenario.line}` : '(no document)'}`);
  }
  return out;
}

/** The traceability rows: which have a scenario, and every required row with none (a gap). */
function traceLines(traces: CatalogCoverage['traces']): string[] {
  const withScenario = traces.filter((r) => r.scenarios.length).length;
  const gaps = traces.filter((r) => !r.scenarios.length && r.required && !r.untestable);
  const gapNote = gaps.length ? `; GAP: ${gaps.length} required row${gaps.length === 1 ? '' : 's'} with none (${gaps.map((r) => r.id).join(', ')})` : '';
  const out = [`  Traceability rows: ${withScenario}/${traces.length} have a scenario${gapNote}`];
  for (const r of traces) {
    const [mark, who] = traceState(r);
    out.push(`    ${mark} ${r.id}  ${r.level}  lines ${r.lines}  ${r.title}  → ${who}`);
  }
  return out;
}

/** A row's mark and who proves it. */
function traceState(r: CatalogCoverage['traces'][number]): [string, string] {
  if (r.scenarios.length) return ['✓', r.scenarios.map((s) => s.id).join(', ')];
  if (r.untestable !== undefined) return ['-', `untestable: ${r.untestable}`];
  if (r.required) return ['!', 'GAP: required, no scenario'];
  return ['✗', 'no scenario'];
}

/** The requirement catalog before a run: which server-side sentences have a proving document, per level, and every server MUST gap. */
function requirementLines(r: RequirementCoverage): string[] {
  const musts = r.serverMusts;
  const pending = r.entries.filter((e) => e.verdict === 'pending').length;
  const out = [
    `  Requirements: ${musts.proven}/${musts.testable} server MUSTs have a proving document, ${musts.counts.gap} gap${musts.counts.gap === 1 ? '' : 's'}, ${musts.counts.untestable} untestable${pending ? `; ${pending} sentences not reviewed` : ''}`,
  ];
  const client = r.clientMusts;
  const clientTotal = client ? client.testable + client.counts.untestable : 0;
  // Of every client MUST, not only the testable ones: the catalog marks a sentence untestable while no client-role document can prove it.
  if (client && clientTotal > 0)
    out.push(`  Client: ${client.proven}/${clientTotal} client MUSTs have a proving document, ${client.counts.untestable} marked untestable`);
  for (const l of r.byLevel) {
    if (l.testable + l.counts.untestable === 0) continue;
    out.push(
      `    ${l.level.padEnd(10)} ${l.proven}/${l.testable} with a document, ${l.counts.gap} gap${l.counts.gap === 1 ? '' : 's'}, ${l.counts.untestable} untestable`,
    );
  }
  for (const e of r.entries.filter((x) => isServerMust(x) && x.verdict === 'gap'))
    out.push(`    ! ${e.id}  ${e.level}  "${e.text}"${e.reason ? `  (${e.reason})` : ''}`);
  return out;
}
