import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { FAULT_SAMPLE, noteSample } from '../../helpers/fault-sample.js';
import { repoRoot } from '../../helpers/paths.js';
import { runCli } from '../../helpers/run-cli.js';
import { TempProject } from '../../helpers/temp-project.js';
import { STDIO_FAULTS, type StdioFault } from './stdio.js';

/**
 * The stdio documents of both suites (tag `stdio`) against the reference target's stdio mode: the
 * healthy target (and one that only logs heavily on stderr) passes every one, and each stdio fault
 * switch fails exactly its IDs (a SHOULD as a warning), every other stdio document passing.
 */

const EXPECTED: Record<StdioFault | 'healthy', string[]> = {
  healthy: [],
  'stderr-heavy': [],
  'stdout-banner': ['stdio-01 failed', 'stdio26-01 failed'],
  'stdout-log-midway': ['stdio-01 failed', 'stdio26-01 failed'],
  'multiline-json': ['stdio-01 failed', 'stdio-02 failed', 'stdio26-01 failed', 'stdio26-02 failed'],
  'not-utf8': ['stdio-01 failed', 'stdio-03 failed', 'stdio26-01 failed', 'stdio26-03 failed'],
  'wrong-id': ['stdio-04 failed', 'stdio26-04 failed'],
  'no-exit-on-eof': ['stdio26-06 warning'],
  'request-on-stdout': ['stdio26-05 failed'],
  'cancel-answered': ['stdio-05 warning', 'stdio26-07 warning'],
  'answers-cancelled-subscription': ['stdio26-08 failed'],
};

const STDIO_IDS = [
  'stdio-01',
  'stdio-02',
  'stdio-03',
  'stdio-04',
  'stdio-05',
  'stdio26-01',
  'stdio26-02',
  'stdio26-03',
  'stdio26-04',
  'stdio26-05',
  'stdio26-06',
  'stdio26-07',
  'stdio26-08',
];

const out = new TempProject();
after(() => out.remove());

test('every stdio fault switch has its expected IDs', () => {
  assert.deepEqual(
    Object.keys(EXPECTED)
      .filter((k) => k !== 'healthy')
      .sort(),
    Object.keys(STDIO_FAULTS).sort(),
  );
});

/**
 * The stdio documents a run covers: every one for the healthy target, else the fault's own and a
 * daily sample of the others, as the suite tests' fault runs (test/helpers/fault-sample.ts; all of
 * them under `npm run test:faults`).
 */
function covered(fault: string, expected: string[]): string[] {
  if (fault === 'healthy') return STDIO_IDS;
  const own = expected.map((e) => e.split(' ')[0]!);
  const others = [...STDIO_IDS].filter((id) => !own.includes(id));
  const rank = (id: string) => createHash('sha256').update(`${FAULT_SAMPLE.seed}\0${fault}\0${id}`).digest('hex');
  const sampled = others.sort((a, b) => (rank(a) < rank(b) ? -1 : 1)).slice(0, FAULT_SAMPLE.size);
  return STDIO_IDS.filter((id) => own.includes(id) || sampled.includes(id));
}

for (const [fault, expected] of Object.entries(EXPECTED)) {
  test(`stdio ${fault}: ${expected.length ? expected.join(', ') : 'every stdio document passes'}`, async () => {
    const folder = path.join(out.dir, fault);
    const ids = covered(fault, expected);
    const run = await runCli(
      [
        'run',
        'scenarios/mcp-2025-11-25',
        'scenarios/mcp-2026-07-28',
        '--tag',
        'stdio',
        ...ids.flatMap((id) => ['--id', id]),
        '--stdio',
        'node dist/test/targets/mcp-reference/main.js --stdio',
        '--reporter',
        'json',
        '--out',
        folder,
      ],
      { cwd: repoRoot, env: fault === 'healthy' ? {} : { STDIO_FAULT: fault }, timeoutMs: 120_000 },
    );
    const results = JSON.parse(readFileSync(path.join(folder, 'results.json'), 'utf8')) as { tests: Array<{ id: string; status: string }> };
    await noteSample(() => {
      assert.deepEqual(results.tests.map((t) => t.id).sort(), ids, run.stdout);
      const notPassed = results.tests.filter((t) => t.status !== 'passed').map((t) => `${t.id} ${t.status}`);
      assert.deepEqual(notPassed.sort(), expected, run.stdout);
    });
  });
}
