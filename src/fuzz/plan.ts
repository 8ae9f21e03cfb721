/**
 * What a fuzz run will call, decided before anything is called: which tools are safe (the suites'
 * rule), and each tool's cases, from its own inputSchema, drawn from a seeded source so the same seed
 * gives the same cases.
 */
import type { Args } from '../schema-sampler/context.js';
import { boundaryCases, brokenCases, randomCase } from '../schema-sampler/index.js';

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
}

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
 * Whether a tool may be called, by the rule the suites follow (template/mcp-fixtures.ts): a tool is
 * destructive when `destructiveHint` is true, or `readOnlyHint` is false without `destructiveHint: false`.
 */
export function callDecision(tool: Tool, options: Pick<PlanOptions, 'only' | 'includeDestructive'>): { call: boolean; reason: string } {
  if (options.only && !options.only.includes(tool.name)) return { call: false, reason: 'not named by --tools' };
  if (JSON.stringify(tool.inputSchema ?? null).includes('"x-mcp-header"')) {
    return { call: false, reason: 'mirrors arguments into Mcp-Param headers (x-mcp-header), which the fuzzer does not send' };
  }
  const a = isObject(tool.annotations) ? tool.annotations : {};
  const destructive = a.destructiveHint === true || (a.readOnlyHint === false && a.destructiveHint !== false);
  if (destructive && !options.includeDestructive) return { call: false, reason: 'may be destructive (give --include-destructive to call it)' };
  if (a.readOnlyHint === true) return { call: true, reason: 'readOnlyHint' };
  return { call: true, reason: destructive ? 'destructive, called because of --include-destructive' : 'not marked destructive' };
}

/** Every tool's plan: the tools to call first, in the server's order, each with its cases. */
export function planTools(tools: Tool[], options: PlanOptions): ToolPlan[] {
  return tools.map((tool) => {
    const decision = callDecision(tool, options);
    const cases = decision.call ? planCases(tool, options.seed, options.budget) : [];
    if (decision.call && cases.length === 0) return { tool, call: false, reason: 'no arguments can be built from its inputSchema', cases };
    return { tool, ...decision, cases };
  });
}

/**
 * One tool's cases, at most `budget`: the valid edges first (half the budget at most), then the
 * one-keyword breaks, then random valid draws to fill the budget.
 */
export function planCases(tool: Tool, seed: number, budget: number): FuzzCase[] {
  const schema = tool.inputSchema ?? { type: 'object' };
  const valid = boundaryCases(schema).map((c) => ({ tool: tool.name, kind: 'valid' as const, ...c }));
  const invalid = brokenCases(schema).map((c) => ({ tool: tool.name, kind: 'invalid' as const, ...c }));
  const edges = valid.slice(0, Math.max(1, Math.ceil(budget / 2)));
  const cases: FuzzCase[] = [...edges, ...invalid.slice(0, Math.max(0, budget - edges.length))];
  const random = seededRandom(toolSeed(seed, tool.name));
  const seen = new Set(cases.map((c) => JSON.stringify(c.arguments)));
  for (let tries = 0; cases.length < budget && tries < budget * 4; tries++) {
    const drawn = randomCase(schema, random);
    if (!drawn || seen.has(JSON.stringify(drawn.arguments))) continue;
    seen.add(JSON.stringify(drawn.arguments));
    cases.push({ tool: tool.name, kind: 'valid', ...drawn });
  }
  return cases.slice(0, budget);
}
