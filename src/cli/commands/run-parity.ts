import path from 'node:path';
import { executeParity } from '../../engine/index.js';
import type { RunListener } from '../../model/events.js';
import { parityMarkdown, parityRunHeading, parityText } from '../../report/parity.js';
import { claimStop } from '../../run/interrupt.js';
import { ExitCode, verdictExitCode } from '../exit-codes.js';
import { createReporters, prepareOutDir, reporterNames, writeReportFile, writeReports } from '../reporting.js';
import { stoppedExitCode } from '../stopped-exit-code.js';
import { checkedPlan, listening, prepareOptions, type RunArgs } from './run.js';

/**
 * `wirecase run <suite> --base-url URL --stdio CMD`: the transport parity of one server that serves
 * both (issue 41). The documents run over Streamable HTTP, then over stdio, each a run of its own with
 * its usual reports (in `--out`/http and `--out`/stdio); then `parity.json` and `parity.md` in `--out`
 * list every document whose verdict or JSON-RPC answer differs, side by side. Exit 1 when one differs,
 * else the worse of the two runs' codes.
 */
export async function runParity(args: RunArgs): Promise<number> {
  const { prepareParity } = await import('../../engine/parity.js');
  const names = reporterNames(args.reporter);
  const options = prepareOptions(args);
  const prepared = await prepareParity({ ...options, baseUrl: args.baseUrl!, stdio: args.stdio! });
  if (!prepared.ok) checkedPlan(prepared, args.strict);
  if (!prepared.ok) return ExitCode.badInput;
  const plans = { http: checkedPlan({ ok: true, plan: prepared.plans.http }, args.strict), stdio: prepared.plans.stdio };
  const out = path.resolve(args.out);
  const folders = { http: path.join(out, 'http'), stdio: path.join(out, 'stdio') };
  prepareOutDir(names, folders.http);
  prepareOutDir(names, folders.stdio);
  prepareOutDir(['json'], out);

  const reporting = { write: (t: string) => process.stdout.write(t), color: args.color, verbose: args.verbose, curl: args.curl };
  const reporters = {
    http: await createReporters(names, { sources: plans.http.sources, ...reporting }),
    stdio: await createReporters(names, { sources: plans.stdio.sources, ...reporting }),
  };
  const stop = claimStop();
  const heading = (transport: 'http' | 'stdio', target: string, listener: RunListener): RunListener => ({
    ...listener,
    onRunStart: (info) => {
      process.stdout.write(parityRunHeading(transport, target));
      listener.onRunStart?.(info);
    },
  });
  const ran = await executeParity(plans, {
    http: { listener: heading('http', args.baseUrl!, listening(reporters.http)), stop },
    stdio: { listener: heading('stdio', args.stdio!, listening(reporters.stdio)), stop },
    afterHttp: (http) => writeReports(reporters.http, http.verdict, folders.http, { stopped: http.stopped !== undefined }),
  });
  if (ran.stdio) writeReports(reporters.stdio, ran.stdio.verdict, folders.stdio, { stopped: ran.stdio.stopped !== undefined });
  const stopped = ran.http.stopped ?? ran.stdio?.stopped;
  if (stopped) return stoppedExitCode(stopped.cause);
  const parity = ran.parity!;
  writeReportFile(path.join(out, 'parity.json'), `${JSON.stringify(parity, null, 2)}\n`);
  writeReportFile(path.join(out, 'parity.md'), parityMarkdown(parity));
  process.stdout.write(parityText(parity));
  if (parity.differences.length) return ExitCode.failed;
  return [verdictExitCode(ran.http.verdict), verdictExitCode(ran.stdio!.verdict)].find((code) => code !== ExitCode.passed) ?? ExitCode.passed;
}
