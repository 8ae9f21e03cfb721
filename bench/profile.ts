/**
 * CPU profile of the engine running the per-step document, summarised: self time by function (with
 * file:line in the TypeScript sources where a source map says so) and by area, and inclusive time of
 * the engine's own functions.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Phase, phasesOf } from './phases.js';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileEntry {
  function: string;
  location: string;
  area: string;
  ms: number;
  percent: number;
}
export interface ProfileSummary {
  steps: number;
  sampledMs: number;
  /** Milliseconds of CPU per step, by area (engine source, each dependency, node internals, GC, idle). */
  byArea: Array<{ area: string; ms: number; percent: number; usPerStep: number }>;
  topSelf: ProfileEntry[];
  /** Inclusive ("total") time of functions in src/, each sample counted once per function. */
  topEngineInclusive: ProfileEntry[];
  /** A whole process's CPU milliseconds by phase (bench/phases.ts). */
  phases?: Record<Phase, number>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');

export async function profileSide(
  side: 'engine' | 'undici',
  dir: string,
  baseUrl: string,
  repeats: number,
  steps: number,
  outDir: string,
): Promise<ProfileSummary> {
  const file = path.join(outDir, `${side}.cpuprofile`);
  const child = spawn(process.execPath, [path.join(here, 'profile-child.js'), side, dir, baseUrl, String(repeats), file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`profile child failed (${code}): ${stderr.slice(0, 500)}`);
  if (!existsSync(file)) throw new Error('no .cpuprofile written');
  return summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, steps * repeats);
}

/**
 * A whole process profiled from its start (`node --cpu-prof`): module loading and compiling, YAML,
 * the run and exit, as (f) measures it. `args` follow `node`; `steps` only scales the per-step column.
 */
export async function profileWholeProcess(
  args: string[],
  cwd: string,
  steps: number,
  outDir: string,
  env: Record<string, string> = {},
): Promise<ProfileSummary> {
  const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', outDir, '--cpu-prof-interval', '200', ...args], {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`profiled process failed (${code}): ${stderr.slice(0, 500)}`);
  const file = existsSync(outDir) ? readdirSync(outDir).find((f) => f.endsWith('.cpuprofile')) : undefined;
  if (!file) throw new Error('no .cpuprofile written');
  const profile = JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as CpuProfile;
  return { ...summarise(profile, steps), phases: phasesOf(profile) };
}

const maps = new Map<string, SourceMap | null>();
function sourceMapFor(url: string): SourceMap | null {
  if (maps.has(url)) return maps.get(url)!;
  let map: SourceMap | null = null;
  try {
    const file = fileURLToPath(url);
    if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  } catch {
    map = null;
  }
  maps.set(url, map);
  return map;
}

/** `src/run/run-step.ts:42` for compiled engine code, `node_modules/undici/lib/...js:10` for the rest. */
function locationOf(frame: CallFrame): string {
  if (!frame.url) return '';
  const map = frame.url.startsWith('file:') ? sourceMapFor(frame.url) : null;
  if (map) {
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string; originalLine?: number };
    if (entry.originalSource !== undefined && entry.originalLine !== undefined) {
      const original = entry.originalSource.startsWith('file:')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(fileURLToPath(frame.url)), entry.originalSource);
      return `${path.relative(repoRoot, original)}:${entry.originalLine + 1}`;
    }
  }
  const shown = frame.url.startsWith('file:') ? path.relative(repoRoot, fileURLToPath(frame.url)) : frame.url;
  return `${shown}:${frame.lineNumber + 1}`;
}

function areaOf(frame: CallFrame): string {
  const name = frame.functionName;
  if (name === '(garbage collector)') return 'GC';
  if (name === '(idle)') return 'idle (waiting for the server)';
  if (name === '(program)' || name === '(root)') return 'V8/native (program)';
  const url = frame.url;
  if (!url) return 'V8/native (builtins)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes('/dist/src/')) return 'engine (src/)';
  if (url.includes('/dist/bench/')) return 'bench harness';
  return 'other';
}

export function summarise(profile: CpuProfile, steps: number): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = new Map<number, string>();
  const frameOf = new Map<string, CallFrame>();
  for (const n of profile.nodes) {
    const key = `${n.callFrame.functionName || '(anonymous)'}\u0000${n.callFrame.url}\u0000${n.callFrame.lineNumber}`;
    keyOf.set(n.id, key);
    frameOf.set(key, n.callFrame);
  }
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const area = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    // timeDeltas[i] is the time before sample i; attribute the following delta to it instead.
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    total += delta;
    const key = keyOf.get(id)!;
    self.set(key, (self.get(key) ?? 0) + delta);
    const a = areaOf(byId.get(id)!.callFrame);
    area.set(a, (area.get(a) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = keyOf.get(at)!;
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + delta);
    }
  }
  const entry = (key: string, ms: number): ProfileEntry => {
    const frame = frameOf.get(key)!;
    return {
      function: frame.functionName || '(anonymous)',
      location: locationOf(frame),
      area: areaOf(frame),
      ms: Math.round(ms),
      percent: Math.round((ms / total) * 1000) / 10,
    };
  };
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((x, y) => y[1] - x[1]);
  return {
    steps,
    sampledMs: Math.round(total),
    byArea: sorted(area).map(([a, ms]) => ({
      area: a,
      ms: Math.round(ms),
      percent: Math.round((ms / total) * 1000) / 10,
      usPerStep: Math.round((ms / steps) * 1000 * 10) / 10,
    })),
    topSelf: sorted(self)
      .filter(([k]) => !frameOf.get(k)!.functionName.startsWith('(idle'))
      .slice(0, 20)
      .map(([k, ms]) => entry(k, ms)),
    topEngineInclusive: sorted(inclusive)
      .filter(([k]) => frameOf.get(k)!.url.includes('/dist/src/'))
      .slice(0, 25)
      .map(([k, ms]) => entry(k, ms)),
  };
}
