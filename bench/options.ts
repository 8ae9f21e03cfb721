/**
 * The benchmark's command line and sizes, read once: every part reads its options from here.
 * See run-bench.ts for the options and docs/benchmarks.md for what each part measures.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** dist/bench: where the compiled bench scripts the parts spawn sit. */
export const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');
export const cli = path.join(repoRoot, 'bin', 'wirecase.js');
const argv = process.argv.slice(2);
export const quick = argv.includes('--quick');
export const profileMode = argv.includes('--no-profile') ? 'off' : argv.includes('--profile') ? 'on' : 'auto';
const onlyAt = Math.max(argv.indexOf('--only'), argv.indexOf('--part'));
const only = onlyAt >= 0 ? new Set((argv[onlyAt + 1] ?? '').split(',')) : undefined;
/** Whether a part runs: --only (or --part) names it by its letter or its name. */
export const wanted = (id: string, name: string) => !only || only.has(id) || only.has(name);
/** Whether --only (or --part) names a part itself, rather than taking it by default. */
export const named = (id: string, name: string) => only !== undefined && (only.has(id) || only.has(name));
// Another checkout's bin/wirecase.js (built), run beside this one in (c), (d) and (f): before and after a change, in one run.
const beforeAt = argv.indexOf('--before');
export const beforeCli = beforeAt >= 0 ? path.resolve(argv[beforeAt + 1] ?? '') : undefined;

export const size = quick
  ? {
      steps: 100,
      repeats: 3,
      warmups: 1,
      docs: 40,
      docSteps: 5,
      coldRuns: 3,
      validateDocs: 200,
      validateRuns: 2,
      memSteps: 200,
      memDocs: 4,
      chains: [20, 200],
      chainRuns: 3,
      phaseRuns: 3,
      longChains: [1000],
    }
  : {
      steps: 500,
      repeats: 9,
      warmups: 2,
      docs: 200,
      docSteps: 5,
      coldRuns: 9,
      validateDocs: 1000,
      validateRuns: 3,
      memSteps: 2000,
      memDocs: 20,
      chains: [20, 200, 2000],
      chainRuns: 5,
      phaseRuns: 5,
      longChains: [1000, 10_000, 100_000],
    };
export const CONCURRENCY = [1, 2, 4, 8];
