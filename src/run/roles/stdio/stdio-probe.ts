import { rpcToRequest } from '../../../mcp/profiles.js';
import { type Answer, type Decision, decide } from '../../../probe/decide.js';
import type { ProbeOutcome } from '../../../probe/probe.js';
import type { ShareKind } from './reuse.js';
import { StdioProcess, segments } from './stdio-process.js';
import { type StdioTarget, startProcess } from './stdio-target.js';

/**
 * How long `server/discover` may stay unanswered, counted from the server's answer to `initialize`, before
 * the server is read as a legacy one (stdio.mdx, Backward Compatibility). Counting from that answer, not
 * from the start, keeps a server that takes longer than this to start from being read as silent.
 */
export const STDIO_PROBE_WAIT_MS = 5000;

/** One decision per command line per run (the run's HttpClient stands for the run, as in src/probe/). */
const decisions = new WeakMap<object, Map<string, Promise<StdioDecision>>>();

/** The probe's decision, and which kinds of test may share a process (reuse.ts). */
type StdioDecision = Decision & { share: Record<ShareKind, boolean> };

/**
 * The shared MCP probe over stdio: the same decision as src/probe/ makes for HTTP (decide.ts), from a
 * process per era: a 2025-11-25 `initialize`, and a 2026-07-28 `server/discover` with its version in
 * `_meta`. There is no auth and no Host policy on stdio. As the 2026-07-28 stdio page says, a server
 * that answers `server/discover` with no result, or not at all within the wait, is a legacy server:
 * it does not speak 2026-07-28 (never "unknown"), whatever the error code.
 */
export async function probeStdio(run: object, target: StdioTarget, timeoutMs: number, clientVersion: string): Promise<ProbeOutcome> {
  let byRun = decisions.get(run);
  if (!byRun) decisions.set(run, (byRun = new Map()));
  const earlier = byRun.get(target.command);
  // The first test's process starts now, beside the probe's two: its start overlaps theirs.
  target.spare ??= startProcess(target);
  const decision = earlier ?? observe(target, timeoutMs, clientVersion);
  if (!earlier) byRun.set(target.command, decision);
  const { share, ...decided } = await decision;
  target.share = share;
  return { ...decided, cached: earlier !== undefined };
}

async function observe(target: StdioTarget, timeoutMs: number, clientVersion: string): Promise<StdioDecision> {
  // Each leg waits up to the step timeout for its process to start and answer; once initialize is answered
  // (the server is up), server/discover has STDIO_PROBE_WAIT_MS more before its silence reads as legacy.
  const legacy = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const started = () => {
    timer ??= setTimeout(() => legacy.abort(), STDIO_PROBE_WAIT_MS);
  };
  const [v2025, v2026] = await Promise.all([
    ask(target, '2025', timeoutMs, clientVersion, { onAnswer: started }),
    ask(target, '2026', timeoutMs, clientVersion, { signal: legacy.signal }),
  ]).finally(() => clearTimeout(timer));
  const { process: p2025, ...a2025 } = v2025;
  const { process: p2026, ...a2026 } = v2026;
  const decision = decide({ baseUrl: `stdio: ${target.command}`, anonymous: { v2025: a2025, v2026: a2026 } });
  const vars = decision.vars;
  if (v2026.status === undefined && v2026.failure?.startsWith('no response') && v2025.status !== undefined) {
    // The stdio fallback rule: silence to the probe is a legacy server (stdio.mdx, Backward Compatibility).
    vars.speaks_2026 = false;
    vars.era_2026_unknown = false;
    vars.dual_era = false;
    vars.era_2026 = `does not speak it: ${v2026.failure} (a legacy server, stdio.mdx "Backward Compatibility")`;
    if (vars.refusal === vars.era_2025 || String(vars.refusal ?? '').startsWith('unknown (no answer'))
      vars.refusal = vars.era_2025_unknown ? vars.era_2025 : '';
  }
  const seen = decision.seen.map((line) => line.replace(/^200 to /, 'answered '));
  const share = { initialize: v2025.again === true, stateless: vars.speaks_2026 === true };
  seen.push(
    `a second initialize on the same process: ${v2025.again === undefined ? 'not asked' : v2025.again ? 'answered as the first (the 2025-era tests share processes)' : 'not answered as the first (every 2025-era test starts its own process)'}`,
  );
  // The probe's processes are the first tests' where they may be shared (their starts are then not paid twice).
  const idle = (target.idle ??= { initialize: [], stateless: [] });
  const handed: Array<[StdioProcess | undefined, boolean, StdioProcess[]]> = [
    [p2025, share.initialize, idle.initialize],
    [p2026, share.stateless, idle.stateless],
  ];
  await Promise.all(
    handed.map(async ([process, shared, pool]) => {
      if (!process) return;
      if (shared && !process.transcript.exit) pool.push(process);
      else await process.shutdown(500);
    }),
  );
  return { vars, seen, share };
}

/**
 * One era's probe on a process of its own. For the 2025 era, once `initialize` is answered with a
 * result: `notifications/initialized`, then a second `initialize` on the same process; `again` says
 * whether it was answered with a result of the same protocol version (reuse.ts: then each 2025-era
 * test's own handshake opens its session on a shared process as on a fresh one).
 */
async function ask(
  target: StdioTarget,
  era: '2025' | '2026',
  timeoutMs: number,
  clientVersion: string,
  when: { onAnswer?: () => void; signal?: AbortSignal } = {},
): Promise<Answer & { again?: boolean; process?: StdioProcess }> {
  const revision = era === '2025' ? '2025-11-25' : '2026-07-28';
  const method = era === '2025' ? 'initialize' : 'server/discover';
  const asked = `${method} at ${revision} on stdin`;
  const profile = { revision, clientCapabilities: {}, clientInfo: { name: 'wirecase-probe', version: clientVersion } };
  const request = rpcToRequest({ method, params: {} }, profile, 1, {}, clientVersion);
  const process = new StdioProcess(target.command, { ...(target.cwd ? { cwd: target.cwd } : {}), ...(target.env ? { env: target.env } : {}) });
  let answered = false;
  try {
    process.write(JSON.stringify(request.json));
    // Read as the steps read stdout (stdio-wire.ts): a response split across lines is still the answer
    // (its framing is stdio-02's to judge), so a pretty-printing server's era is seen, not unknown.
    const answer = () => responses(process).find(() => true);
    await process.waitFor(() => answer() !== undefined, timeoutMs, when.signal);
    const found = answer();
    if (found) {
      when.onAnswer?.();
      const again = era === '2025' ? await answersAgain(process, request.json, found.message, timeoutMs) : undefined;
      answered = true;
      return { asked, status: 200, message: found.message, text: found.text.slice(0, 65_536), ...(again !== undefined ? { again } : {}), process };
    }
    const text = process.transcript.lines
      .map((l) => l.text)
      .join('\n')
      .slice(0, 65_536);
    const exit = process.transcript.exit;
    const failure = exit
      ? `the process exited (${exit.signal ?? `code ${exit.code}`}) without answering${process.transcript.stderr ? `; stderr: ${process.transcript.stderr.trim().slice(-300)}` : ''}`
      : when.signal?.aborted
        ? `no response on stdout within ${STDIO_PROBE_WAIT_MS} ms of the answer to initialize`
        : `no response on stdout within ${timeoutMs} ms`;
    return { asked, failure, text };
  } finally {
    // An answering process is the caller's: given to the tests that may share it, or shut down (observe).
    if (!answered) await process.shutdown(500);
  }
}

/** After a 2025 `initialize` answered with a result: whether a second one on the same process gets a result of the same version. */
async function answersAgain(process: StdioProcess, first: unknown, answer: Record<string, unknown>, timeoutMs: number): Promise<boolean | undefined> {
  const version = (answer.result as { protocolVersion?: unknown } | undefined)?.protocolVersion;
  if (typeof version !== 'string') return undefined;
  process.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
  process.write(JSON.stringify({ ...(first as object), id: 2 }));
  const second = () => responses(process).find((r) => r.message.id === 2);
  await process.waitFor(() => second() !== undefined, timeoutMs);
  const result = (second()?.message as { result?: { protocolVersion?: unknown } } | undefined)?.result;
  return result?.protocolVersion === version;
}

/** The responses on stdout so far, each on its line or split across lines, with its text. */
function responses(process: StdioProcess): Array<{ message: Record<string, unknown>; text: string }> {
  const lines = process.transcript.lines;
  return segments(lines)
    .filter((segment) => isResponseTo(segment.json))
    .map((segment) => ({
      message: segment.json as Record<string, unknown>,
      text: lines
        .slice(segment.from, segment.to + 1)
        .map((l) => l.text)
        .join('\n'),
    }));
}

function isResponseTo(json: unknown): boolean {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return false;
  const message = json as Record<string, unknown>;
  return typeof message.method !== 'string' && ('result' in message || 'error' in message);
}
