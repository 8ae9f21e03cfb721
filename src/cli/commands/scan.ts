import path from 'node:path';
import { claimStop, STOP_SIGNALS, type StopSignal } from '../../run/interrupt.js';
import { readScanList } from '../../scan/list.js';
import type { ScanResult } from '../../scan/outcome.js';
import { defaultConcurrency, scan } from '../../scan/scan.js';
import { type Changes, changeCount } from '../../scan/since.js';
import { UserError } from '../../source/diagnostic.js';
import { readText } from '../../source/read-text.js';
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
  const since = args.since !== undefined ? { file: args.since, result: readSince(args.since) } : undefined;
  const outDir = path.resolve(args.out);
  prepareOutDir(['json'], outDir);
  const stop = claimStop();
  const { result, changes } = await scan({
    list,
    outDir,
    concurrency: args.concurrency ?? defaultConcurrency(),
    ...(since ? { since } : {}),
    stop,
    say: (line) => process.stderr.write(`${line}\n`),
  });
  if (changes) process.stdout.write(changesLines(changes));
  process.stdout.write(`scan: ${path.join(args.out, 'index.html')} · ${path.join(args.out, 'scan.json')}\n`);
  if (result.incomplete) {
    process.stderr.write(`scan: incomplete (${result.incomplete.reason}); not scanned: ${result.incomplete.notScanned.join(', ') || 'none'}\n`);
    return STOP_SIGNALS[(stop.reason as StopSignal | undefined) ?? 'SIGINT'] ?? ExitCode.interrupted;
  }
  return scanExitCode(result);
}

/** As `run`: a stopped server run first (3), a failure (1), nothing judged anywhere (4), else 0. */
export function scanExitCode(result: ScanResult): number {
  if (result.servers.some((s) => s.status === 'error' || s.status === 'stopped-early')) return ExitCode.stoppedEarly;
  const total = (k: 'passed' | 'failed' | 'warning') => result.servers.reduce((n, s) => n + s.columns.reduce((m, c) => m + c.counts[k], 0), 0);
  if (total('failed')) return ExitCode.failed;
  return total('passed') + total('warning') ? ExitCode.passed : ExitCode.nothingJudged;
}

function readSince(file: string): ScanResult {
  const text = readText(path.resolve(file), file, { option: '--since' });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: `--since ${file} is not JSON: ${(error as Error).message}`,
      hint: 'give the scan.json an earlier scan wrote',
    });
  }
  const servers = (data as { servers?: unknown } | null)?.servers;
  if (!Array.isArray(servers) || servers.some((s) => typeof s?.name !== 'string' || !Array.isArray(s?.tests)))
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: `--since ${file} is not a scan.json (no \`servers\` with their \`tests\`)`,
      hint: 'give the scan.json an earlier scan wrote',
    });
  return data as ScanResult;
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
