import { availableParallelism } from 'node:os';
import { renderHtml } from '../report/html-reporter.js';
import { renderJson } from '../report/json-reporter.js';
import { version as packageVersion } from '../source/version.js';
import { badgeSvg } from './badge.js';
import { renderDashboard } from './dashboard.js';
import { type JudgedServer, judgeServer } from './judge-server.js';
import { type ScanList, secretValues } from './list.js';
import { type ScanFolder, scanFolder } from './out-folder.js';
import type { ScanResult, ServerEntry, SuiteInfo } from './outcome.js';
import { suiteInfoOf } from './outcome.js';
import { writeRepros } from './repro.js';
import { type Changes, compareScans } from './since.js';

export interface ScanOptions {
  list: ScanList;
  /** The scan's folder (made if missing). */
  outDir: string;
  /** Servers judged at a time (default: from the CPU count). */
  concurrency?: number;
  /** An earlier scan.json, read, and its name: the changes view. */
  since?: { file: string; result: ScanResult };
  /** A signal: no new server starts, the running ones stop, and every output is written of what finished. */
  stop?: AbortSignal;
  /** A console line (progress). */
  say?: (line: string) => void;
  /** Where the bundled suites are (the package's unless given). */
  scenarios?: string;
}

export interface Scanned {
  result: ScanResult;
  changes?: Changes;
  /** Files written, relative to the scan's folder. */
  files: string[];
}

/** Servers judged at a time by default: one per CPU, at most 8 (each server's tests also run several at a time). */
export function defaultConcurrency(): number {
  return Math.max(1, Math.min(8, availableParallelism()));
}

/**
 * `wirecase scan`: every server of the list judged by every bundled suite it gets (judge-server.ts),
 * several at a time; each server's report page, results, badge and reproducing documents written as
 * it finishes, then scan.json and the dashboard. A server's failure, hang or crash is its own row.
 */
export async function scan(options: ScanOptions): Promise<Scanned> {
  const { list } = options;
  const say = options.say ?? (() => {});
  const secrets = secretValues(list);
  const mask = (text: string) => secrets.reduce((t, s) => t.split(s).join('***'), text);
  const folder = scanFolder(options.outDir, mask);
  const concurrency = options.concurrency ?? defaultConcurrency();
  const startedAt = new Date();
  const entries = new Map<string, ServerEntry>();
  const suites: Record<string, SuiteInfo> = {};
  const versions = () => Object.fromEntries(Object.entries(suites).map(([k, v]) => [k, v.version]));
  let next = 0;
  let done = 0;
  const total = list.servers.length;
  say(`scan: ${total} server${total === 1 ? '' : 's'} from ${list.file}, ${Math.min(concurrency, total)} at a time → ${options.outDir}`);

  const finish = (judged: JudgedServer) => {
    const entry = judged.entry;
    if (judged.verdict) {
      suiteInfoOf(judged.verdict, suites);
      const own = `${entry.name}`;
      entry.report = folder.write(`${own}/report.html`, renderHtml(judged.verdict.result, judged.verdict.coverage));
      entry.results = folder.write(`${own}/results.json`, renderJson(judged.verdict.result, judged.verdict.coverage));
      if (judged.plan && judged.target) writeRepros(folder, entry, judged.verdict, judged.plan, judged.target);
    }
    entry.badge = folder.write(`badges/${entry.name}.svg`, badgeSvg(entry, versions()));
    entries.set(entry.name, entry);
    done++;
    say(`  [${done}/${total}] ${progressLine(entry)}`);
  };

  const worker = async () => {
    while (next < total && !options.stop?.aborted) {
      const listed = list.servers[next++]!;
      say(`  … ${listed.name}: judging`);
      finish(
        await judgeServer(listed, {
          list,
          mask,
          ...(options.stop ? { stop: options.stop } : {}),
          ...(options.scenarios ? { scenarios: options.scenarios } : {}),
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));

  const servers = list.servers.map((s) => entries.get(s.name)).filter((e): e is ServerEntry => e !== undefined);
  const notScanned = list.servers.filter((s) => !entries.has(s.name)).map((s) => s.name);
  const interrupted = servers.filter((s) => s.status === 'interrupted').map((s) => s.name);
  const result: ScanResult = {
    tool: { name: 'wirecase', version: packageVersion },
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    list: list.file,
    concurrency,
    ...(options.stop?.aborted
      ? {
          incomplete: {
            reason: `stopped by ${String(options.stop.reason)}${interrupted.length ? `; interrupted: ${interrupted.join(', ')}` : ''}`,
            notScanned,
          },
        }
      : {}),
    suites,
    servers,
  };
  const changes = options.since ? compareScans(options.since.result, result, options.since.file) : undefined;
  if (changes) result.changes = changes;
  folder.write('scan.json', `${JSON.stringify(result, null, 2)}\n`);
  folder.write('index.html', renderDashboard(result, changes));
  return { result, ...(changes ? { changes } : {}), files: folder.written };
}

function progressLine(e: ServerEntry): string {
  const sum = (k: keyof ServerEntry['columns'][number]['counts']) => e.columns.reduce((n, c) => n + c.counts[k], 0);
  const counts = `${sum('passed')} passed, ${sum('failed')} failed, ${sum('warning')} warnings, ${sum('notApplicable')} not applicable, ${sum('couldNotJudge')} could not judge`;
  const how = e.status === 'judged' ? '' : ` — ${e.status}${e.cause ? `: ${e.cause}` : ''}`;
  return `${e.name}: ${counts} (${(e.durationMs / 1000).toFixed(1)} s)${how}`;
}

export type { ScanFolder };
