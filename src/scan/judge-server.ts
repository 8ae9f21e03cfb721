import path from 'node:path';
import { executeRun, prepareRun, RunDeadline, RunInterrupted, type RunPlan, type Verdict } from '../engine/index.js';
import { unreachableReason } from '../http/reachable.js';
import { judge } from '../judge/judge.js';
import { plannedTest } from '../judge/planned.js';
import { summarize, type TestResult } from '../model/results.js';
import type { LoadedDocument } from '../model/scenario.js';
import { packageRoot } from '../source/package-root.js';
import { type ListedServer, renderListed, SCAN_SUITES, type ScanList } from './list.js';
import { documentsById, outcomeOf, type ServerEntry, type ServerStatus } from './outcome.js';
import { ServerStartFailed, type StartedServer, startServer } from './server-process.js';

/** What judging one server gives: its scan.json row, and the judged run its report pages are made of. */
export interface JudgedServer {
  entry: ServerEntry;
  verdict?: Verdict;
  plan?: RunPlan;
  /** The URL or stdio command line it was judged at, rendered (a repro runs against it), masked. */
  target?: { baseUrl?: string; stdio?: string };
}

export interface JudgeServerOptions {
  list: ScanList;
  /** A signal stops the server's run: what finished is kept. */
  stop?: AbortSignal;
  /** Hears each test of the server end (the console's progress). */
  onTestEnd?: (test: TestResult) => void;
  /** Where the bundled suites are (the package's scenarios/ unless given). */
  scenarios?: string;
  /** Masks the values of the environment the list read wherever the scan shows a text. */
  mask: (text: string) => string;
}

/** The default deadline of one server's run. */
export const SERVER_MAX_TIME = '10m';
/** How long a `command` server has to answer before its tests are could-not-judge. */
export const START_TIMEOUT_MS = 30_000;

/** What a server's run is given: its rendered texts, and what its scan.json row says of it whatever happens. */
interface Setting {
  listed: ListedServer;
  options: JudgeServerOptions;
  started: number;
  stdio?: string;
  row: Omit<ServerEntry, 'status' | 'durationMs' | 'columns' | 'musts' | 'sentences' | 'tests'>;
}

/**
 * Judges one server with every bundled suite it gets, through the engine's surface (prepareRun, then
 * executeRun with the server's base URL or stdio command): a server that cannot be started or reached
 * makes every test could-not-judge with the cause, and nothing thrown leaves here but a wirecase bug.
 */
export async function judgeServer(listed: ListedServer, options: JudgeServerOptions): Promise<JudgedServer> {
  const env = options.list.env;
  const stdio = listed.stdio !== undefined ? renderListed(listed.stdio, { env }) : undefined;
  const setting: Setting = {
    listed,
    options,
    started: Date.now(),
    ...(stdio !== undefined ? { stdio } : {}),
    row: {
      name: listed.name,
      transport: stdio !== undefined ? 'stdio' : 'http',
      ...(listed.url !== undefined ? { url: listed.url } : {}),
      ...(listed.command !== undefined ? { command: listed.command } : {}),
      ...(listed.stdio !== undefined ? { stdio: listed.stdio } : {}),
    },
  };
  const plan = await planOf(setting);
  if (typeof plan === 'string') return notJudged(setting, 'error', plan);
  const target = await reach(setting);
  if ('cause' in target) return notJudged(setting, 'could-not-start', target.cause, plan);
  try {
    return await execute(setting, plan, target.baseUrl);
  } finally {
    await target.server?.stop();
  }
}

/** The server's plan: its suites (the host- and client-role documents left out), or why there is none. */
async function planOf({ listed, options, stdio }: Setting): Promise<RunPlan | string> {
  const env = options.list.env;
  const suites = listed.suites ?? options.list.suites ?? [...SCAN_SUITES];
  const root = options.scenarios ?? path.join(packageRoot, 'scenarios');
  const vars = Object.fromEntries(Object.entries(listed.vars ?? {}).map(([k, v]) => [k, typeof v === 'string' ? renderListed(v, { env }) : v]));
  const prepared = await prepareRun({
    paths: suites.map((s) => path.join(root, s)),
    cwd: root,
    vars,
    ...(listed.ids ? { selection: { id: listed.ids } } : {}),
    ...(listed.timeout !== undefined ? { timeoutMs: listed.timeout } : {}),
    maxTime: listed.maxTime ?? SERVER_MAX_TIME,
    ...(stdio !== undefined ? { stdio } : { atExecute: { baseUrl: true } }),
  });
  if (!prepared.ok) return `the suites could not be prepared for it: ${prepared.diagnostics.map((d) => d.message).join('; ')}`;
  // A scan judges servers: the host-role and client-role documents of a suite folder are not its business.
  const documents = prepared.plan.documents.filter(isServerDocument);
  return documents.length ? { ...prepared.plan, documents } : 'no server test of the chosen suites matches its `ids`';
}

/** Where the server answers: a stdio server needs nothing; a `command` is started; a URL must answer. */
async function reach({ listed, options, stdio }: Setting): Promise<{ baseUrl?: string; server?: StartedServer } | { cause: string }> {
  if (stdio !== undefined) return {};
  const env = options.list.env;
  try {
    if (listed.command !== undefined) {
      const render = (text: string, port: number) => renderListed(text, { port, env });
      const server = await startServer(
        render,
        { command: listed.command, url: listed.url! },
        listed.startTimeout ?? START_TIMEOUT_MS,
        options.stop,
        options.mask,
      );
      return { baseUrl: server.url, server };
    }
    const baseUrl = renderListed(listed.url!, { env });
    const reason = await unreachableReason(baseUrl);
    return reason ? { cause: `nothing answers at ${options.mask(baseUrl)}: ${reason}` } : { baseUrl };
  } catch (error) {
    if (error instanceof ServerStartFailed) return { cause: error.message };
    throw error;
  }
}

/** The run itself, through the engine's surface; a run that stopped early keeps what finished, saying why. */
async function execute(setting: Setting, plan: RunPlan, baseUrl: string | undefined): Promise<JudgedServer> {
  const { options } = setting;
  const { verdict, stopped } = await executeRun(plan, {
    ...(baseUrl !== undefined ? { baseUrl } : {}),
    ...(options.stop ? { stop: options.stop } : {}),
    ...(options.onTestEnd ? { listener: { onTestEnd: options.onTestEnd } } : {}),
  });
  const cause = stopped?.cause;
  const status: ServerStatus = !stopped ? 'judged' : cause instanceof RunInterrupted ? 'interrupted' : cause instanceof RunDeadline ? 'stopped-early' : 'error';
  const entry: ServerEntry = {
    ...setting.row,
    status,
    ...(stopped ? { cause: options.mask(cause instanceof Error ? cause.message : String(cause)) } : {}),
    durationMs: Date.now() - setting.started,
    ...outcomeOf(verdict, documentsById(plan.documents)),
  };
  return { entry, verdict, plan, target: baseUrl !== undefined ? { baseUrl } : { stdio: setting.stdio! } };
}

/** A server not judged: every test of its plan could-not-judge with the cause, judged as a run would be, so nothing of the list is lost. */
function notJudged(setting: Setting, status: ServerStatus, cause: string, plan?: RunPlan): JudgedServer {
  const masked = setting.options.mask(cause);
  const tests = (plan?.documents ?? []).map(
    (d): TestResult => ({
      ...plannedTest(d),
      status: 'could-not-judge',
      reason: masked,
      ...(d.data.requirements ? { requirements: d.data.requirements } : {}),
    }),
  );
  const startedAt = new Date(setting.started).toISOString();
  const verdict = plan
    ? judge({ tool: { name: 'wirecase', version: plan.run.version }, startedAt, summary: summarize(tests, 0), tests }, plan.judge)
    : undefined;
  const entry: ServerEntry = {
    ...setting.row,
    status,
    cause: masked,
    durationMs: Date.now() - setting.started,
    ...(verdict && plan ? outcomeOf(verdict, documentsById(plan.documents)) : { columns: [], musts: {}, sentences: {}, tests: [] }),
  };
  return { entry, ...(verdict ? { verdict } : {}), ...(plan ? { plan } : {}) };
}

function isServerDocument(d: LoadedDocument): boolean {
  const role = (d.data as { role?: string }).role;
  return role === undefined || role === 'server';
}
