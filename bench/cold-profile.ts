/**
 * The cold path by phase (issue 31): one `wirecase run` of a chain of N POSTs with the load cache off
 * (what CI gets), profiled from its start, and its CPU time split into phases (bench/phases.ts).
 * Usage: node dist/bench/cold-profile.js [steps…] [--warm] [--validate] [--cli <bin/wirecase.js>]
 *   steps       chain sizes (default 200 2000)
 *   --warm      also profile each run with its load cache warm
 *   --validate  also profile `wirecase validate` of (d)'s 1,000 documents, cold
 *   --cli       profile another (built) checkout's CLI instead, e.g. the commit before a change
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeTokenChain, writeValidationCorpus } from './generate.js';
import { runChild, startServer } from './harness.js';
import { cli as ownCli } from './options.js';
import { PHASES, type Phase, phasesOfProfileDir } from './phases.js';

const args = process.argv.slice(2);
const warm = args.includes('--warm');
const validate = args.includes('--validate');
const cliAt = args.indexOf('--cli');
const cli = cliAt >= 0 ? path.resolve(args[cliAt + 1] ?? '') : ownCli;
const steps = args.filter((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--cli').map(Number);
const sizes = steps.length ? steps : [200, 2000];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'wirecase-cold-'));
const server = await startServer();
try {
  writeFileSync(path.join(tmp, 'package.json'), '{"name":"cold-profile","private":true}\n');
  const columns: Array<{ label: string; phases: Record<Phase, number>; wallMs: number }> = [];
  for (const n of sizes) {
    const file = writeTokenChain(tmp, n);
    for (const mode of warm ? ['cold', 'warm'] : ['cold']) {
      const env: Record<string, string> = mode === 'cold' ? { WIRECASE_CACHE: 'off' } : {};
      if (mode === 'warm') await runChild(process.execPath, [cli, 'run', file, '--reporter', 'console', '--base-url', server.url], tmp, 150_000, env);
      const out = path.join(tmp, `prof-${n}-${mode}`);
      mkdirSync(out);
      const r = await runChild(
        process.execPath,
        ['--cpu-prof', '--cpu-prof-dir', out, '--cpu-prof-interval', '200', cli, 'run', file, '--reporter', 'console', '--base-url', server.url],
        tmp,
        150_000,
        env,
      );
      if (r.code !== 0) throw new Error(`run of ${n} steps exited ${r.code}: ${r.stderr.slice(0, 400)}`);
      columns.push({ label: `${n} ${mode}`, phases: phasesOfProfileDir(out), wallMs: r.ms });
    }
  }
  if (validate) {
    const corpus = writeValidationCorpus(path.join(tmp, 'corpus'), 1000);
    const out = path.join(tmp, 'prof-validate');
    mkdirSync(out);
    const r = await runChild(process.execPath, ['--cpu-prof', '--cpu-prof-dir', out, '--cpu-prof-interval', '200', cli, 'validate', corpus], tmp, 150_000, {
      WIRECASE_CACHE: 'off',
    });
    if (r.code !== 0) throw new Error(`validate exited ${r.code}: ${r.stderr.slice(0, 400)}`);
    columns.push({ label: 'validate 1000', phases: phasesOfProfileDir(out), wallMs: r.ms });
  }
  const w = 30;
  process.stdout.write(`${'phase (CPU ms)'.padEnd(w)}${columns.map((c) => c.label.padStart(12)).join('')}\n`);
  for (const p of PHASES) process.stdout.write(`${p.padEnd(w)}${columns.map((c) => c.phases[p].toFixed(0).padStart(12)).join('')}\n`);
  const total = (c: (typeof columns)[number]) => Object.values(c.phases).reduce((a, b) => a + b, 0);
  process.stdout.write(`${'total sampled'.padEnd(w)}${columns.map((c) => total(c).toFixed(0).padStart(12)).join('')}\n`);
  process.stdout.write(`${'wall (profiled)'.padEnd(w)}${columns.map((c) => c.wallMs.toFixed(0).padStart(12)).join('')}\n`);
} finally {
  await server.stop();
  rmSync(tmp, { recursive: true, force: true });
}
