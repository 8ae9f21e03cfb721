import path from 'node:path';
import { claimStop, STOP_SIGNALS, type StopSignal } from '../../run/interrupt.js';
import { readScanList } from '../../scan/list.js';
import type { ScanResult } from '../../scan/outcome.js';
import { readScanResult } from '../../scan/read-scan.js';
import { defaultConcurrency, scan } from '../../scan/scan.js';
import { type Changes, changeCount } from '../../scan/since.js';
import { UserError } from '../../source/diagnostic.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { prepareOutDir } from '../reporting.js';
import { guardWorkflowCommands } from '../workflow-commands.js';

/**
 * `wirecase scan <servers.yaml>`: the list read and checked (exit 2, located), then every server
 * judged (src/scan/); exit codes as `run`'s: 1 a test failed, 3 a server's run stopped at its deadline
 * or on a fault of wirecase, 4 nothing judged at all, 130/143/129 a signal (what finished is written).
 */
export async function scanCommand(args: ArgsOf<'scan'>): Promise<number> {
  guardWorkflowCommands();
  const list = await readScanList(args.servers, path.resolve(args.servers));
  if (args.concurrency !== undefined && !(Number.isInteger(args.concurrency) && args.concurrency >= 1))
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--concurrency must be a whole number of at least 1, got ${args.concurrency}` });
  const since = args.since !== undefined ? { file: args.since, result: await readScanResult(args.since, path.resolve(args.since)) } : undefined;
  const outDir = path.resolve(args.out);
  prepareOutDir(['json'], outDir);
  const stop = claimStop();
  const scanned = await scan({
    list,
    outDir,
    concurrency: args.concurrency ?? defaultConcurrency(),
    ...(since ? { since } : {}),
    stop,
    say: (line) => process.stderr.write(`${line}\n`),
    strict: args.strict,
  });
  const { result, changes } = scanned;
  if (changes) process.stdout.write(changesLines(changes));
  process.stdout.write(`${summaryLine(result)}\nscan: ${path.join(args.out, 'index.html')} · ${path.join(args.out, 'scan.json')}\n`);
  if (result.incomplete) {
    process.stderr.write(`scan: incomplete (${result.incomplete.reason}); not scanned: ${result.incomplete.notScanned.join(', ') || 'none'}\n`);
    return STOP_SIGNALS[(stop.reason as StopSignal | undefined) ?? 'SIGINT'] ?? ExitCode.interrupted;
  }
  return scanExitCode(result, scanned);
}

/**
 * As `run`: a server's run stopped early, or a document's defect, first (3); a failure, as each server's
 * verdict says it (under --strict a SHOULD-level warning or a test not judged too) (1); nothing judged on
 * any server (4); else 0.
 */
export function scanExitCode(result: ScanResult, verdicts: { fails: boolean; documentDefects: readonly string[] }): number {
  if (verdicts.documentDefects.length || result.servers.some((s) => s.status === 'error' || s.status === 'stopped-early')) return ExitCode.internalError;
  if (verdicts.fails) return ExitCode.failed;
  const total = (k: 'passed' | 'failed' | 'warning') => result.servers.reduce((n, s) => n + s.columns.reduce((m, c) => m + c.counts[k], 0), 0);
  return total('passed') + total('warning') + total('failed') ? ExitCode.passed : ExitCode.nothingJudged;
}

/** "scan: 5 servers (3 judged, 2 could-not-start): 37 passed, 2 failed, …". */
function summaryLine(result: ScanResult): string {
  const statuses = new Map<string, number>();
  for (const s of result.servers) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  const sum = (k: 'passed' | 'failed' | 'warning' | 'notApplicable' | 'couldNotJudge' | 'skipped') =>
    result.servers.reduce((n, s) => n + s.columns.reduce((m, c) => m + c.counts[k], 0), 0);
  const how = [...statuses].map(([status, n]) => `${n} ${status}`).join(', ');
  return `scan: ${result.servers.length} server${result.servers.length === 1 ? '' : 's'} (${how}): ${sum('passed')} passed, ${sum('failed')} failed, ${sum('warning')} warnings, ${sum('notApplicable')} not applicable, ${sum('couldNotJudge')} could not judge, ${sum('skipped')} skipped (${(result.durationMs / 1000).toFixed(1)} s)`;
}

function changesLines(c: Changes): string {
  const out = [`changes since ${c.since} (${c.sinceStartedAt}): ${changeCount(c) || 'none'}`];
  const list = (title: string, items: Changes['nowFails']) => {
    if (!items.length) return;
    out.push(`  ${title} (${items.length}):`);
    for (const x of items) out.push(`    ${x.server} ${x.id}${x.was ? ` (was ${x.was})` : ''}${x.now ? ` → ${x.now}` : ''}`);
  };
  list('now fails, was not failing', c.nowFails);
  list('now passes, was failing', c.nowPasses);
  list('new', c.new);
  list('gone', c.gone);
  list('changed', c.changed);
  return `${out.join('\n')}\n`;
}
