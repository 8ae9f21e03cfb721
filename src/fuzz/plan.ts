/**
 * What a fuzz run will call, decided before anything is called: which tools are safe (only those that
 * say so, as exact booleans), at most `maxTools` of them, and each tool's cases, from its own
 * inputSchema, drawn from a seeded source so the same seed gives the same cases. Planning one tool is
 * bounded in time: a schema that cannot be planned in time (an `enum` of 200,000 entries, a pattern
 * that backtracks) leaves its tool listed, not called, with the reason.
 */
import type { Args } from '../schema-sampler/context.js';
import { boundaryCases, brokenCases, randomCase } from '../schema-sampler/index.js';
import { formatBound, runBounded, TimeBoundExceeded } from '../source/bounded-time.js';
import { probeCases } from './coercion.js';
import { toolStems } from './regression.js';

export interface Tool {
  name: string;
  inputSchema?: unknown;
  outputSchema?: unknown;
  annotations?: Record<string, unknown>;
}

export interface FuzzCase {
  tool: string;
  /** `valid`: the schema accepts the arguments; `invalid`: exactly one keyword is broken. */
  kind: 'valid' | 'invalid';
  /** The keyword the case exercises (see schema-sampler/cases.ts). */
  keyword: string;
  label: string;
  arguments: Args;
}

export interface ToolPlan {
  tool: Tool;
  /** The tool's stem in test IDs and regression file names (regression.ts, `toolStems`). */
  stem: string;
  /** False: listed, not called (see `reason`). */
  call: boolean;
  reason: string;
  cases: FuzzCase[];
}

export interface PlanOptions {
  seed: number;
  /** Cases per tool. */
  budget: number;
  /** Only these tools (`--tools`). */
  only?: string[];
  includeDestructive: boolean;
  /** Tools called at most (`--max-tools`); the rest are listed, not called. */
  maxTools?: number;
  /** How long planning one tool may take, in ms. */
  planBoundMs?: number;
}

/** `--max-tools` unless given. */
export const DEFAULT_MAX_TOOLS = 100;
/** How long planning one tool's cases may take unless told otherwise (a signal waits at most this long). */
export const PLAN_BOUND_MS = 1000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A small seeded source of numbers in [0, 1) (mulberry32): the same seed, the same draws. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of one tool's draws: the run's seed mixed with the tool's name, so adding a tool changes no other tool's cases. */
function toolSeed(seed: number, name: string): number {
  let h = seed >>> 0;
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/**
 * Whether a tool is safe to call without `--include-destructive`: only one that says so, with
 * `readOnlyHint: true` or `destructiveHint: false` (exact booleans). The MCP defaults are
 * `readOnlyHint: false` and `destructiveHint: true`, so a tool without annotations may be destructive,
 * and so may one whose hints are not booleans (`"true"` is text, not true): unknown counts as unsafe.
 * Undefined when it is safe; else why not.
 */
export function unsafeBecause(tool: Tool): string | undefined {
  if (tool.annotations === undefined) return 'declares no annotations, and by the MCP defaults a tool may be destructive';
  if (!isObject(tool.annotations)) return `its annotations are ${describe(tool.annotations)}, not an object, so whether it is destructive is unknown`;
  const { readOnlyHint: readOnly, destructiveHint: destructive } = tool.annotations;
  if (readOnly === true || destructive === false) return undefined;
  if (destructive === true) return 'declares destructiveHint: true';
  const odd = (
    [
      ['readOnlyHint', readOnly],
      ['destructiveHint', destructive],
    ] as const
  ).filter(([, v]) => v !== undefined && typeof v !== 'boolean');
  if (odd.length) return `${odd.map(([k, v]) => `${k} is ${describe(v)}, not a boolean`).join(' and ')}: read as unknown, so it may be destructive`;
  if (readOnly === false) return 'declares readOnlyHint: false without destructiveHint: false, so it may be destructive';
  return 'declares neither readOnlyHint: true nor destructiveHint: false, and by the MCP defaults a tool may be destructive';
}

const describe = (v: unknown): string => `${JSON.stringify(v)?.slice(0, 40) ?? String(v)} (${v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v})`;

/** Whether a tool may be called, and why (or why not): `--tools`, the headers the fuzzer does not send, then safety. */
export function callDecision(tool: Tool, options: Pick<PlanOptions, 'only' | 'includeDestructive'>): { call: boolean; reason: string } {
  if (options.only && !options.only.includes(tool.name)) return { call: false, reason: 'not named by --tools' };
  if (JSON.stringify(tool.inputSchema ?? null).includes('"x-mcp-header"')) {
    return { call: false, reason: 'mirrors arguments into Mcp-Param headers (x-mcp-header), which the fuzzer does not send' };
  }
  const unsafe = unsafeBecause(tool);
  if (unsafe && !options.includeDestructive) return { call: false, reason: `${unsafe} (give --include-destructive to call it)` };
  if (unsafe) return { call: true, reason: `${unsafe}; called because of --include-destructive` };
  const a = tool.annotations as Record<string, unknown>;
  return { call: true, reason: a.readOnlyHint === true ? 'readOnlyHint: true' : 'destructiveHint: false' };
}

/**
 * Every tool's plan, in the server's order: the first `maxTools` callable ones with their cases, each
 * planned within `planBoundMs`; the others listed with why they are not called.
 */
export function planTools(tools: Tool[], options: PlanOptions): ToolPlan[] {
  return [...eachPlan(tools, options)];
}

/**
 * As `planTools`, giving the event loop a turn after each tool planned, so that a signal is answered
 * within one tool's bound however many tools the server lists. Once `stop` aborts, the tools not yet
 * planned are listed as not called.
 */
export async function planToolsYielding(tools: Tool[], options: PlanOptions, stop?: AbortSignal): Promise<ToolPlan[]> {
  const plans: ToolPlan[] = [];
  for (const plan of eachPlan(tools, options, stop)) {
    plans.push(plan);
    if (plan.cases.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return plans;
}

function* eachPlan(tools: Tool[], options: PlanOptions, stop?: AbortSignal): Generator<ToolPlan> {
  const stems = toolStems(tools.map((t) => t.name));
  const maxTools = options.maxTools ?? DEFAULT_MAX_TOOLS;
  const bound = options.planBoundMs ?? PLAN_BOUND_MS;
  let called = 0;
  for (const [i, tool] of tools.entries()) {
    const stem = stems[i]!;
    const decision = callDecision(tool, options);
    if (!decision.call) yield { tool, stem, ...decision, cases: [] };
    else if (called >= maxTools) yield { tool, stem, call: false, reason: `past --max-tools ${maxTools}`, cases: [] };
    else if (stop?.aborted) yield { tool, stem, call: false, reason: 'not planned: the run was stopped', cases: [] };
    else {
      const planned = plannedCases(tool, options, bound);
      if (typeof planned === 'string') yield { tool, stem, call: false, reason: planned, cases: [] };
      else {
        called++;
        yield { tool, stem, ...decision, cases: planned };
      }
    }
  }
}

/** The tool's cases, planned within `bound`; else why it cannot be called. */
function plannedCases(tool: Tool, options: PlanOptions, bound: number): FuzzCase[] | string {
  try {
    const cases = runBounded(() => planCases(tool, options.seed, options.budget), bound);
    return cases.length ? cases : 'no arguments can be built from its inputSchema';
  } catch (error) {
    if (!(error instanceof TimeBoundExceeded)) throw error;
    return `its cases could not be planned within ${formatBound(bound)} (a very large or deeply recursive inputSchema, or a pattern that backtracks)`;
  }
}

/** The coercion probe cases a tool gets at most (two per argument: a plain value and its coercible twin). */
const PROBES = 4;

/**
 * One tool's cases, at most `budget`: the valid edges first (half the budget at most), then the
 * one-keyword breaks, then the coercion probes (coercion.ts), then random valid draws to fill the budget.
 */
export function planCases(tool: Tool, seed: number, budget: number): FuzzCase[] {
  const schema = tool.inputSchema ?? { type: 'object' };
  const valid = boundaryCases(schema).map((c) => ({ tool: tool.name, kind: 'valid' as const, ...c }));
  const invalid = brokenCases(schema).map((c) => ({ tool: tool.name, kind: 'invalid' as const, ...c }));
  const edges = valid.slice(0, Math.max(1, Math.ceil(budget / 2)));
  const cases: FuzzCase[] = [...edges, ...invalid.slice(0, Math.max(0, budget - edges.length))];
  // The coercion probes (coercion.ts), in the room the random draws would take: at most four.
  const seen = new Set(cases.map((c) => JSON.stringify(c.arguments)));
  for (const probe of probeCases(tool, Math.min(PROBES, budget - cases.length))) {
    if (seen.has(JSON.stringify(probe.arguments))) continue;
    seen.add(JSON.stringify(probe.arguments));
    cases.push(probe);
  }
  const random = seededRandom(toolSeed(seed, tool.name));
  for (let tries = 0; cases.length < budget && tries < budget * 4; tries++) {
    const drawn = randomCase(schema, random);
    if (!drawn || seen.has(JSON.stringify(drawn.arguments))) continue;
    seen.add(JSON.stringify(drawn.arguments));
    cases.push({ tool: tool.name, kind: 'valid', ...drawn });
  }
  return cases.slice(0, budget);
}
