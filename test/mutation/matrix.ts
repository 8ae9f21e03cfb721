/**
 * The mutation matrix: each bundled server suite against each real server (test/real-servers/) that
 * speaks its revision, first through the proxy unmutated (every mutation dry: it only counts where
 * it would apply), then once per mutation that applies there. What a mutation adds to the unmutated
 * run, and whether that catches it, is `outcome`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunPlan } from '../../src/engine/index.js';
import { executeRun } from '../../src/engine/index.js';
import { parseBaseline } from '../../src/load/baseline-file.js';
import type { TestResult } from '../../src/model/results.js';
import { FAULT_SAMPLE, faultRunPlan } from '../helpers/fault-sample.js';
import { repoRoot } from '../helpers/paths.js';
import { loadSuite, preparedOrThrow } from '../helpers/suite-runs.js';
import type { Mutation } from '../mutant-servers/mutation.js';
import { runAgainst } from '../mutant-servers/run-suite.js';
import { startServer } from '../real-servers/servers.js';
import { RECORD, type Recorded } from './expected.js';
import { MUTATIONS, type ProxyMutation, type Revision, type Tally } from './mutations.js';
import { startProxy } from './proxy.js';

/** One pair of the matrix; the row with mutation '' is the unmutated run, with its failures beyond the listed findings. */
export interface Cell {
  suite: Revision;
  server: string;
  mutation: string;
  applies: boolean;
  outcome?: Outcome;
  beyond?: string[];
  /** Why it does not apply. */
  why?: string;
}

export const SUITE_PATH: Record<Revision, string> = {
  '2025-11-25': 'scenarios/mcp-2025-11-25',
  '2026-07-28': 'scenarios/mcp-2026-07-28',
};

/** The real HTTP servers each suite runs against: those that speak its revision (README of test/real-servers). */
export const HTTP_SERVERS: Record<Revision, string[]> = {
  '2025-11-25': [
    'everything',
    'basic-vanillajs',
    'tmcp',
    'mcp-lite',
    'sdk-v1-stateless',
    'sdk-v1-json',
    'fastmcp',
    'hono-mcp',
    'supergateway-memory',
    'mcp-proxy-filesystem',
  ],
  '2026-07-28': ['tmcp', 'mcp-proxy-filesystem'],
};

const module = (name: string) => path.join('node_modules', '@modelcontextprotocol', name, 'dist', 'index.js');

/** The official stdio servers (as test/real-servers/stdio-servers.test.ts runs them), each a command before its scratch folder is known. */
export const STDIO_SERVERS: Record<string, (scratch: string) => { env: string; command: string }> = {
  'server-memory': (scratch) => ({ env: `MEMORY_FILE_PATH=${path.join(scratch, 'memory.json')}`, command: `node ${module('server-memory')}` }),
  'server-filesystem': (scratch) => ({ env: '', command: `node ${module('server-filesystem')} ${scratch}` }),
  'server-everything': () => ({ env: '', command: `node ${module('server-everything')} stdio` }),
};
/** The stdio servers speak the 2025 revisions only. */
export const STDIO_REVISIONS: Revision[] = ['2025-11-25'];

export type Verdicts = Map<string, TestResult['status']>;

export interface PairRun {
  verdicts: Verdicts;
  tests: TestResult[];
  tally: Tally;
}

export interface Outcome {
  /** New failures and warnings of tests that quote the sentence (or one it rests on). */
  caughtBy: string[];
  /** New failures and warnings of other tests. */
  elsewhere: string[];
  caught: boolean;
  /** The mutation never fired: the suite sent nothing it rewrites. */
  neverFired: boolean;
}

/** Whether a test quotes the mutation's sentence (or one it rests on). */
const quotesIt = (mutation: ProxyMutation, t: TestResult) => (t.requirements ?? []).some((r) => mutation.quotes.some((q) => r.quote.includes(q)));

/**
 * The tests of the unmutated run that already fail (or warn, for a SHOULD) on the sentence: the server
 * breaks it by itself, so the mutation adds no break there (it does not apply).
 */
export function alreadyBroken(mutation: ProxyMutation, tests: TestResult[]): string[] {
  const should = !mutation.sentence.level.startsWith('MUST');
  return tests.filter((t) => (t.status === 'failed' || (should && t.status === 'warning')) && quotesIt(mutation, t)).map((t) => t.id);
}

/** What the mutated run adds to the unmutated one, and whether it catches the mutation. */
export function outcome(mutation: ProxyMutation, base: Verdicts, run: PairRun): Outcome {
  const should = !mutation.sentence.level.startsWith('MUST');
  const caughtBy: string[] = [];
  const elsewhere: string[] = [];
  for (const t of run.tests) {
    const before = base.get(t.id);
    const newFail = t.status === 'failed' && before !== 'failed';
    const newWarn = t.status === 'warning' && before !== 'failed' && before !== 'warning';
    if (!newFail && !newWarn) continue;
    if (quotesIt(mutation, t) && (newFail || should)) caughtBy.push(`${t.id}${newWarn ? ' (warn)' : ''}`);
    else elsewhere.push(`${t.id}${newWarn ? ' (warn)' : ''}`);
  }
  return { caughtBy: caughtBy.sort(), elsewhere: elsewhere.sort(), caught: caughtBy.length > 0, neverFired: run.tally.fired === 0 };
}

/** The mutations of one transport and revision. */
export function mutationsFor(revision: Revision, transport: ProxyMutation['transport']): ProxyMutation[] {
  return MUTATIONS.filter((m) => m.transport === transport && m.revisions.includes(revision));
}

/** Every mutation dry, chained: counts each one's eligibility, changes nothing. */
function dryChain(mutations: ProxyMutation[], tallies: Map<string, Tally>): Mutation {
  const each = mutations.map((m) => m.make!(tallies.get(m.name)!, true));
  return {
    message: (message, exchange) => {
      for (const m of each) m.message?.(message, exchange);
      return message;
    },
    head: (head, exchange) => {
      for (const m of each) m.head?.({ status: head.status, headers: new Headers(head.headers) }, exchange);
    },
    // A dry `response` hook may wrap the body (progress-broadcast's GET streams): keep the first that does.
    response: async (response, exchange) => {
      let out = response;
      for (const m of each) if (m.response) out = await m.response(out, exchange);
      return out;
    },
  };
}

// A guard against a hung run; each run is seconds, the slow servers' about 100 s.
const CONCURRENCY = 2;

/** The unmutated run of `plan` against `url` through a proxy whose mutations are all dry: the verdicts, and each mutation's eligibility. */
export async function unmutatedRun(plan: RunPlan, url: string, mutations: ProxyMutation[]): Promise<{ run: PairRun; tallies: Map<string, Tally> }> {
  const tallies = new Map(mutations.map((m) => [m.name, { eligible: 0, fired: 0 }]));
  const proxy = await startProxy(url, dryChain(mutations, tallies));
  try {
    const { verdicts, tests } = await runAgainst(plan, proxy.url, CONCURRENCY);
    return { run: { verdicts, tests, tally: { eligible: 0, fired: 0 } }, tallies };
  } finally {
    await proxy.stop();
  }
}

/** One mutated run of `plan` against `url` through the proxy. */
export async function mutatedRun(plan: RunPlan, url: string, mutation: ProxyMutation): Promise<PairRun> {
  const tally = { eligible: 0, fired: 0 };
  const proxy = await startProxy(url, mutation.make!(tally, false));
  try {
    const { verdicts, tests } = await runAgainst(plan, proxy.url, CONCURRENCY);
    return { verdicts, tests, tally };
  } finally {
    await proxy.stop();
  }
}

/** A stdio run of `suite` with the server wrapped by stdio-wrap (`how`: none, a mutation, or dry:<mutation>). */
export async function stdioRun(suite: string, server: string, how: string, documents?: (plan: RunPlan) => RunPlan): Promise<PairRun> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'wirecase-mutation-stdio-'));
  const tallyFile = path.join(scratch, 'tally.txt');
  try {
    const { env, command } = STDIO_SERVERS[server]!(scratch);
    const wrap = path.join('dist', 'test', 'mutation', 'stdio-wrap.js');
    const plan = await preparedOrThrow({
      paths: [suite],
      cwd: repoRoot,
      cache: false,
      version: 'test',
      stdio: `MUTATION_TALLY=${tallyFile} ${env} node ${wrap} ${how} -- ${command}`,
    });
    const { verdict, stopped } = await executeRun(documents ? documents(plan) : plan, { concurrency: CONCURRENCY });
    if (stopped) throw stopped;
    const tests = verdict.result.tests;
    let lines: string[] = [];
    try {
      lines = readFileSync(tallyFile, 'utf8').split('\n');
    } catch {
      lines = [];
    }
    return {
      verdicts: new Map(tests.map((t) => [t.id, t.status])),
      tests,
      tally: { eligible: lines.filter((l) => l === 'eligible').length, fired: lines.filter((l) => l === 'fired').length },
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Starts a real HTTP server for the length of `use`. */
export async function withServer<T>(name: string, use: (url: string) => Promise<T>): Promise<T> {
  const server = await startServer(name);
  try {
    return await use(server.url);
  } finally {
    await server.stop();
  }
}

/** The listed real findings of a server × suite (failures the unmutated run may have). */
export async function listedFailures(server: string, revision: Revision): Promise<Set<string>> {
  const file = path.join('test', 'real-servers', 'expected', `${server}.${path.basename(SUITE_PATH[revision])}.yaml`);
  return new Set(parseBaseline(file, await readFile(path.join(repoRoot, file), 'utf8')).tests.map((e) => e.id));
}

function failuresOf(verdicts: Verdicts): string[] {
  return [...verdicts].filter(([, s]) => s === 'failed').map(([id]) => id);
}

/** The recorded catchers of a pair: the documents a sampled run must cover. */
export function recordedIds(r: Recorded | undefined): string[] {
  return r && 'caughtBy' in r ? r.caughtBy.map((id) => id.replace(/ \(warn\)$/, '')) : [];
}

export const describeOutcome = (o: Outcome) =>
  o.caught
    ? `caught by ${o.caughtBy.join(', ')}`
    : o.neverFired
      ? 'missed (never fired: the suite sent nothing it rewrites)'
      : `missed${o.elsewhere.length ? ` (only elsewhere: ${o.elsewhere.join(', ')})` : ''}`;

export async function httpPairs(revision: Revision, server: string, only?: ProxyMutation[]): Promise<Cell[]> {
  const plan = await loadSuite([SUITE_PATH[revision]]);
  const mutations = only ?? mutationsFor(revision, 'http');
  const listed = await listedFailures(server, revision);
  return withServer(server, async (url) => {
    const covered = (m: ProxyMutation): RunPlan =>
      FAULT_SAMPLE.all ? plan : faultRunPlan(plan, `${revision} ${server} ${m.name}`, recordedIds(RECORD[revision]?.[m.name]?.[server]));
    // In a sampled run the unmutated run covers the same documents as the one mutated run.
    const basePlan = only && !FAULT_SAMPLE.all ? covered(only[0]!) : plan;
    const { run: base, tallies } = await unmutatedRun(basePlan, url, mutations);
    const beyond = failuresOf(base.verdicts).filter((id) => !listed.has(id));
    const cells: Cell[] = [{ suite: revision, server, mutation: '', applies: false, beyond }];
    // A sampled run (some documents only) may not show where a mutation applies: the record, from a full run, says it does.
    const sampled = only !== undefined && !FAULT_SAMPLE.all;
    for (const m of mutations) {
      if (!sampled && (m.applies ? !(await m.applies(url)) : tallies.get(m.name)!.eligible === 0)) {
        cells.push({ suite: revision, server, mutation: m.name, applies: false, why: 'the server never shows what the mutation rewrites' });
        continue;
      }
      const broken = sampled ? [] : alreadyBroken(m, base.tests);
      if (broken.length) {
        cells.push({
          suite: revision,
          server,
          mutation: m.name,
          applies: false,
          why: `the server already breaks the sentence unmutated (${broken.join(', ')})`,
        });
        continue;
      }
      const run = await mutatedRun(covered(m), url, m);
      cells.push({ suite: revision, server, mutation: m.name, applies: true, outcome: outcome(m, base.verdicts, run) });
    }
    return cells;
  });
}

export async function stdioPairs(revision: Revision, server: string, only?: ProxyMutation[]): Promise<Cell[]> {
  const mutations = only ?? mutationsFor(revision, 'stdio');
  const cells: Cell[] = [];
  for (const m of mutations) {
    const sample = (plan: RunPlan) =>
      FAULT_SAMPLE.all ? plan : faultRunPlan(plan, `${revision} ${server} ${m.name}`, recordedIds(RECORD[revision]?.[m.name]?.[server]));
    const base = await stdioRun(SUITE_PATH[revision], server, `dry:${m.name}`, sample);
    if (base.tally.eligible === 0) {
      cells.push({ suite: revision, server, mutation: m.name, applies: false, why: 'the server never shows what the mutation rewrites' });
      continue;
    }
    const broken = alreadyBroken(m, base.tests);
    if (broken.length) {
      cells.push({ suite: revision, server, mutation: m.name, applies: false, why: `the server already breaks the sentence unmutated (${broken.join(', ')})` });
      continue;
    }
    const run = await stdioRun(SUITE_PATH[revision], server, m.name, sample);
    cells.push({ suite: revision, server, mutation: m.name, applies: true, outcome: outcome(m, base.verdicts, run) });
  }
  return cells;
}
