import { rpcToRequest } from '../../../mcp/profiles.js';
import { type Answer, type Decision, decide } from '../../../probe/decide.js';
import type { ProbeOutcome } from '../../../probe/probe.js';
import { StdioProcess } from './stdio-process.js';
import type { StdioTarget } from './stdio-target.js';

/** How long the probe waits for each era's answer over stdio (silence to server/discover is a legacy server). */
export const STDIO_PROBE_WAIT_MS = 5000;

/** One decision per command line per run (the run's HttpClient stands for the run, as in src/probe/). */
const decisions = new WeakMap<object, Map<string, Promise<Decision>>>();

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
  if (earlier) return { ...(await earlier), cached: true };
  const decision = observe(target, timeoutMs, clientVersion);
  byRun.set(target.command, decision);
  return { ...(await decision), cached: false };
}

async function observe(target: StdioTarget, timeoutMs: number, clientVersion: string): Promise<Decision> {
  const [v2025, v2026] = await Promise.all([ask(target, '2025', timeoutMs, clientVersion), ask(target, '2026', timeoutMs, clientVersion)]);
  const decision = decide({ baseUrl: `stdio: ${target.command}`, anonymous: { v2025, v2026 } });
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
  return { vars, seen: decision.seen.map((line) => line.replace(/^200 to /, 'answered ')) };
}

async function ask(target: StdioTarget, era: '2025' | '2026', timeoutMs: number, clientVersion: string): Promise<Answer> {
  const revision = era === '2025' ? '2025-11-25' : '2026-07-28';
  const method = era === '2025' ? 'initialize' : 'server/discover';
  const asked = `${method} at ${revision} on stdin`;
  const profile = { revision, clientCapabilities: {}, clientInfo: { name: 'wirecase-probe', version: clientVersion } };
  const request = rpcToRequest({ method, params: {} }, profile, 1, {}, clientVersion);
  const process = new StdioProcess(target.command, { ...(target.cwd ? { cwd: target.cwd } : {}), ...(target.env ? { env: target.env } : {}) });
  try {
    process.write(JSON.stringify(request.json));
    const answer = () => process.transcript.lines.find((l) => isResponseTo(l.json));
    await process.waitFor(() => answer() !== undefined, timeoutMs);
    const line = answer();
    if (line) return { asked, status: 200, message: line.json as Record<string, unknown>, text: line.text.slice(0, 65_536) };
    const text = process.transcript.lines
      .map((l) => l.text)
      .join('\n')
      .slice(0, 65_536);
    const exit = process.transcript.exit;
    const failure = exit
      ? `the process exited (${exit.signal ?? `code ${exit.code}`}) without answering${process.transcript.stderr ? `; stderr: ${process.transcript.stderr.trim().slice(-300)}` : ''}`
      : `no response on stdout within ${timeoutMs} ms`;
    return { asked, failure, text };
  } finally {
    await process.shutdown(500);
  }
}

function isResponseTo(json: unknown): boolean {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return false;
  const message = json as Record<string, unknown>;
  return typeof message.method !== 'string' && ('result' in message || 'error' in message);
}
