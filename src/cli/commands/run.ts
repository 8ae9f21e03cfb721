import path from 'node:path';
import { reporters, type ReporterName } from '../../report/index.js';
import { runProject } from '../../run/run-project.js';
import { UserError } from '../../source/diagnostic.js';
import { ExitCode } from '../exit-codes.js';
import { parseVarOptions, readEnvFile } from '../variables.js';
import { version } from '../version.js';
import { loadOrFail, select, type Selection } from './load.js';

export interface RunArgs extends Selection {
  paths: string[];
  baseUrl?: string;
  var: string[];
  envFile?: string;
  bail: boolean;
  concurrency?: number;
  timeout?: number;
  reporter: string[];
  out: string;
  color: boolean;
  verbose: boolean;
}

export async function runCommand(args: RunArgs): Promise<number> {
  const vars = { ...(args.envFile ? readEnvFile(args.envFile) : {}), ...parseVarOptions(args.var) };
  const names = args.reporter.flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean);
  for (const name of names) {
    if (!(name in reporters)) throw new UserError({ code: 'BAD_ARGUMENT', message: `unknown reporter \`${name}\`; choose from ${Object.keys(reporters).join(', ')}` });
  }
  if (args.concurrency !== undefined && !(Number.isInteger(args.concurrency) && args.concurrency >= 1)) {
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--concurrency must be a whole number of at least 1, got ${args.concurrency}` });
  }
  if (args.baseUrl !== undefined && !/^https?:\/\/[^/]/.test(args.baseUrl)) {
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--base-url must be an http:// or https:// URL, got \`${args.baseUrl}\`` });
  }
  const project = loadOrFail(args.paths, Object.keys(vars));
  const documents = select(project.documents, args);
  if (!documents.length) throw new UserError({ code: 'BAD_ARGUMENT', message: 'no test matches the given paths and filters' });

  const outDir = path.resolve(args.out);
  const listeners = [...new Set(names)].map((name) =>
    reporters[name as ReporterName]({ outDir, sources: project.sources, write: (t) => process.stdout.write(t), color: args.color, verbose: args.verbose }),
  );
  const result = await runProject(documents, {
    version,
    baseUrl: args.baseUrl,
    vars,
    timeoutMs: args.timeout,
    bail: args.bail,
    concurrency: args.concurrency,
    listener: {
      onRunStart: (i) => listeners.forEach((l) => l.onRunStart?.(i)),
      onSuiteStart: (i) => listeners.forEach((l) => l.onSuiteStart?.(i)),
      onTestStart: (d) => listeners.forEach((l) => l.onTestStart?.(d)),
      onStepEnd: (d, s) => listeners.forEach((l) => l.onStepEnd?.(d, s)),
      onTestEnd: (t) => listeners.forEach((l) => l.onTestEnd?.(t)),
      onRunEnd: async (r) => {
        for (const l of listeners) await l.onRunEnd?.(r);
      },
    },
  });
  const files = listeners.flatMap((l) => l.files?.() ?? []);
  if (files.length) process.stdout.write(`reports: ${files.map((f) => path.relative(process.cwd(), f) || f).join(', ')}\n`);
  return result.summary.failed ? ExitCode.failed : ExitCode.passed;
}
