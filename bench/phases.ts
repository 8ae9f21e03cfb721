/**
 * A whole-process CPU profile split by what the process was doing, for the cold path (issue 31):
 * each sample goes to one phase by the frames on its stack, so a YAML parse called from the loader
 * counts as YAML, and a template rendered by a step counts as the run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Frame {
  functionName: string;
  url: string;
}
interface Profile {
  nodes: Array<{ id: number; callFrame: Frame; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

/** The phases, in the order a cold run meets them. */
export const PHASES = [
  'module load',
  'YAML parse',
  'schema validation',
  'template and JSONPath checks',
  'other loading (files, CLI)',
  'run (engine, HTTP)',
  'reports and judging',
  'GC',
  'idle (waiting)',
  'Node start-up, V8, other',
] as const;
export type Phase = (typeof PHASES)[number];

/** What one frame says about the phase, or undefined when it says nothing. */
function frameClass(frame: Frame): Phase | 'src' | undefined {
  const url = frame.url;
  if (url.startsWith('node:internal/modules/') || frame.functionName === 'compileSourceTextModule') return 'module load';
  if (/node_modules\/yaml\//.test(url) || /\/src\/source\/(yaml-data|source-file|fast-yaml)\.js/.test(url)) return 'YAML parse';
  if (/node_modules\/ajv/.test(url) || /\/src\/load\/(generated\/|validate-schema)|\/src\/source\/schema-diagnostics/.test(url)) return 'schema validation';
  if (/\/src\/assert\/jsonpath\.js/.test(url)) return 'template and JSONPath checks';
  if (/\/src\/(run|http|mcp|assert)\//.test(url) || /node_modules\/undici\//.test(url)) return 'run (engine, HTTP)';
  if (/\/src\/(report|judge)\//.test(url)) return 'reports and judging';
  if (/\/src\/load\/(check-document|value-checks|stream-steps)|\/src\/template\//.test(url) || /node_modules\/(jsonpath-plus|jsep)\//.test(url))
    return 'template and JSONPath checks';
  if (url.includes('/dist/src/')) return 'src';
  return undefined;
}

/** The phase of a stack (leaf first): module loading wins, then the innermost phase a frame names. */
function phaseOf(stack: Frame[]): Phase {
  const leaf = stack[0]!;
  if (leaf.functionName === '(garbage collector)') return 'GC';
  if (leaf.functionName === '(idle)') return 'idle (waiting)';
  let found: Phase | undefined;
  let inSrc = false;
  for (const frame of stack) {
    const c = frameClass(frame);
    if (c === 'module load') return 'module load';
    if (c === 'src') inSrc = true;
    else if (c && !found) found = c;
  }
  // The run renders templates and queries JSONPaths too: those count as the run.
  if (found === 'template and JSONPath checks' && stack.some((f) => frameClass(f) === 'run (engine, HTTP)')) return 'run (engine, HTTP)';
  return found ?? (inSrc ? 'other loading (files, CLI)' : 'Node start-up, V8, other');
}

/** CPU milliseconds by phase of the one `.cpuprofile` in `dir`. */
export function phasesOfProfileDir(dir: string): Record<Phase, number> {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  return phasesOf(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile);
}

export function phasesOf(profile: Profile): Record<Phase, number> {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const phaseById = new Map<number, Phase>();
  const out = Object.fromEntries(PHASES.map((p) => [p, 0])) as Record<Phase, number>;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    let phase = phaseById.get(id);
    if (!phase) {
      const stack: Frame[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!.callFrame);
      phase = phaseOf(stack);
      phaseById.set(id, phase);
    }
    out[phase] += (profile.timeDeltas[i + 1] ?? 0) / 1000;
  }
  return out;
}
