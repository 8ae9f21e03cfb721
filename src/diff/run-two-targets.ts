/**
 * One set of documents run against two targets, through the engine's surface alone (`prepareRun`,
 * then `executeRun`, as `wirecase run` does): both plans are prepared before anything is sent (any
 * problem of either is exit 2, nothing sent), then A runs, then B.
 */
import { type Executed, executeRun, type PrepareOptions, prepareRun, type RunPlan } from '../engine/index.js';
import type { Diagnostic } from '../source/diagnostic.js';

/** Where one side runs: a base URL, a stdio command, or neither (the suites' own targets); and its own variables. */
export interface TargetSide {
  baseUrl?: string;
  stdio?: string;
  /** `--var` texts of this side alone, after the shared ones (so they win). */
  varOptions?: readonly string[];
}

/** What both sides share: every option of a run but its target and the side's own variables. */
export type SharedOptions = Omit<PrepareOptions, 'baseUrl' | 'stdio' | 'keepPassedSteps'>;

export type PreparedSides =
  | { ok: true; a: RunPlan; b: RunPlan }
  | { ok: false; side: 'A' | 'B'; diagnostics: Diagnostic[]; sources: ReadonlyMap<string, string>; warnings: Diagnostic[] };

/** How a side is named in reports. */
export function sideLabel(side: TargetSide): string {
  if (side.stdio !== undefined) return `stdio: ${side.stdio}`;
  return side.baseUrl ?? "the suites' own targets";
}

/**
 * Both plans, or the first side's problems. Every passed step keeps its whole record
 * (`keepPassedSteps`): the comparison reads the answers of passed steps too.
 */
export async function prepareSides(shared: SharedOptions, a: TargetSide, b: TargetSide): Promise<PreparedSides> {
  const plans: RunPlan[] = [];
  for (const [name, side] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const prepared = await prepareRun({
      ...shared,
      varOptions: [...(shared.varOptions ?? []), ...(side.varOptions ?? [])],
      ...(side.baseUrl !== undefined ? { baseUrl: side.baseUrl } : {}),
      ...(side.stdio !== undefined ? { stdio: side.stdio } : {}),
      keepPassedSteps: true,
    });
    if (!prepared.ok) return { ok: false, side: name, diagnostics: prepared.diagnostics, sources: prepared.sources, warnings: prepared.warnings };
    plans.push(prepared.plan);
  }
  return { ok: true, a: plans[0]!, b: plans[1]! };
}

/** Runs A's plan, then B's (unless a stop came during A), each judged once. */
export async function executeSides(plans: { a: RunPlan; b: RunPlan }, stop?: AbortSignal): Promise<{ a: Executed; b?: Executed }> {
  const a = await executeRun(plans.a, stop ? { stop } : {});
  if (a.stopped || stop?.aborted) return { a };
  const b = await executeRun(plans.b, stop ? { stop } : {});
  return { a, b };
}
