import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Ajv } from 'ajv';
import * as addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { listLive } from '../../src/surface/index.js';
import { repoRoot } from '../helpers/paths.js';
import { runProcess } from '../helpers/run-process.js';
import { startReferenceTarget } from '../targets/mcp-reference/server.js';

const addFormats = ((addFormatsModule as unknown as { default: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => void;

/**
 * The Action's script (action/run.mjs) under an emulated runner: its inputs as INPUT_* variables (as
 * action.yml passes them), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY as temporary files, GITHUB_ACTION_PATH
 * this checkout (built: the script runs its CLI), against the reference target.
 */
let work: string;
before(() => {
  work = mkdtempSync(path.join(tmpdir(), 'wirecase-action-'));
});
after(() => rmSync(work, { recursive: true, force: true }));

interface Emulated {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
}

async function runAction(name: string, inputs: Record<string, string>): Promise<Emulated> {
  const workspace = path.join(work, name);
  const runnerTemp = path.join(work, `${name}-temp`);
  for (const dir of [workspace, runnerTemp]) rmSync(dir, { recursive: true, force: true });
  const { mkdirSync } = await import('node:fs');
  mkdirSync(workspace, { recursive: true });
  mkdirSync(runnerTemp, { recursive: true });
  const outputFile = path.join(runnerTemp, 'github-output');
  const summaryFile = path.join(runnerTemp, 'step-summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !key.startsWith('INPUT_') && !key.startsWith('GITHUB_')) env[key] = value;
  Object.assign(env, {
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION_PATH: repoRoot,
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: runnerTemp,
    NO_COLOR: '1',
  });
  for (const [key, value] of Object.entries(inputs)) env[`INPUT_${key.toUpperCase().replace(/-/g, '_')}`] = value;
  const done = await runProcess(process.execPath, [path.join(repoRoot, 'action', 'run.mjs')], {
    name: `action ${name}`,
    timeoutMs: 90_000,
    cwd: workspace,
    env,
  });
  const outputs: Record<string, string> = {};
  for (const line of readFileSync(outputFile, 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) outputs[line.slice(0, at)] = line.slice(at + 1);
  }
  return { code: done.code ?? -1, stdout: done.stdout + done.stderr, outputs, summary: readFileSync(summaryFile, 'utf8'), workspace };
}

test('action.yml passes every input to the script and maps every output from it', () => {
  const action = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as {
    inputs: Record<string, unknown>;
    outputs: Record<string, { value: string }>;
    runs: { using: string; steps: Array<{ id?: string; uses?: string; run?: string; env?: Record<string, string> }> };
  };
  assert.equal(action.runs.using, 'composite');
  const step = action.runs.steps.find((s) => s.id === 'wirecase')!;
  assert.match(step.run!, /action\/run\.mjs/);
  for (const name of Object.keys(action.inputs)) {
    if (name === 'node-version') continue;
    const key = `INPUT_${name.toUpperCase().replace(/-/g, '_')}`;
    assert.equal(step.env?.[key], `\${{ inputs.${name} }}`, `input ${name} reaches the script as ${key}`);
  }
  for (const name of ['passed', 'failed', 'warnings', 'could-not-judge', 'report', 'sarif'])
    assert.equal(action.outputs[name]?.value, `\${{ steps.wirecase.outputs.${name} }}`);
  // Every action it uses is pinned (a version tag or a commit), and the SARIF upload is guarded.
  const upload = action.runs.steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif'))! as {
    uses: string;
    if: string;
    'continue-on-error': boolean;
  };
  for (const s of action.runs.steps) if (s.uses) assert.match(s.uses, /@(v\d+(\.\d+)*|[0-9a-f]{40})$/);
  assert.match(upload.if, /steps\.wirecase\.outputs\.sarif != ''/);
  assert.equal(upload['continue-on-error'], true);
});

test('a failing run: exit 1, the outputs, a job summary, valid SARIF, annotations, and the surface diff against the base listing', async () => {
  const healthy = await startReferenceTarget({});
  const base = path.join(work, 'base-surface.json');
  try {
    const listed = await listLive({ kind: 'url', url: healthy.mcpUrl }, { headers: {}, timeoutMs: 10_000, revision: 'auto' });
    assert.ok(listed.ok);
    writeFileSync(base, JSON.stringify(listed.surface));
  } finally {
    await healthy.close();
  }
  const broken = await startReferenceTarget({ fault: 'input-schema-null' });
  let run: Emulated;
  try {
    run = await runAction('failing', {
      suite: 'mcp-2026-07-28/features.yaml',
      'base-url': broken.mcpUrl,
      reporters: 'console,markdown',
      'surface-base': base,
    });
  } finally {
    await broken.close();
  }
  assert.equal(run.code, 1, run.stdout);
  const results = JSON.parse(readFileSync(path.join(run.workspace, 'wirecase-reports', 'results.json'), 'utf8'));
  assert.deepEqual(
    results.tests.filter((t: { status: string }) => t.status === 'failed').map((t: { id: string }) => t.id),
    ['feat-tools-02'],
  );
  assert.equal(run.outputs.failed, '1');
  assert.equal(run.outputs.passed, String(results.summary.passed));
  assert.equal(run.outputs.warnings, String(results.summary.warnings));
  assert.equal(run.outputs['could-not-judge'], String(results.summary.couldNotJudge ?? 0));
  assert.equal(run.outputs.report, path.join(run.workspace, 'wirecase-reports'));
  assert.equal(run.outputs['exit-code'], '1');
  assert.equal(run.outputs['surface-breaking'], '1');
  // SARIF, valid against the official schema, for the upload step.
  assert.equal(run.outputs.sarif, path.join(run.workspace, 'wirecase-reports', 'results.sarif'));
  const ajv = new Ajv({ strict: false, unicodeRegExp: false });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(path.join(repoRoot, 'test', 'fixtures', 'sarif', 'sarif-schema-2.1.0.json'), 'utf8')));
  const sarif = JSON.parse(readFileSync(run.outputs.sarif!, 'utf8')) as { runs: Array<{ results: Array<{ ruleId: string; level: string }> }> };
  assert.ok(validate(sarif), JSON.stringify(validate.errors));
  assert.deepEqual(
    sarif.runs[0]!.results.map((r) => [r.ruleId, r.level]),
    [['feat-tools-02', 'error']],
  );
  // The summary: the headline with the counts, wirecase's own report, then the surface diff.
  assert.match(run.summary, /^### wirecase \d+\.\d+\.\d+: a test failed \(exit 1\)\n/);
  assert.match(run.summary, new RegExp(`\\| ${results.summary.passed} \\| 1 \\| ${results.summary.warnings} \\| 0 \\|`));
  assert.match(run.summary, /## ❌ wirecase: \d+ passed, 1 failed/);
  assert.match(run.summary, /❌ Tool surface: 1 breaking, 0 compatible/);
  assert.ok(
    run.summary.indexOf('### wirecase') < run.summary.indexOf('## ❌ wirecase') && run.summary.indexOf('## ❌ wirecase') < run.summary.indexOf('Tool surface'),
  );
  // The github reporter's annotation, at the document's line.
  assert.match(run.stdout, /::error file=[^,]*features\.yaml,line=\d+/);
});

test('a passing run with vars and a live surface base: exit 0, values masked in the log; bad inputs: exit 2 with an ::error and no outputs', async () => {
  const healthy = await startReferenceTarget({});
  let run: Emulated;
  try {
    run = await runAction('passing', {
      suite: 'mcp-2026-07-28/tools.yaml',
      'base-url': healthy.mcpUrl,
      vars: '# a comment line\nastra_token=hidden-value-42',
      'upload-sarif': 'false',
      // The base side a live server, as the pull-request workflow gives it: the same server, so nothing differs.
      'surface-base': healthy.mcpUrl,
    });
  } finally {
    await healthy.close();
  }
  assert.equal(run.code, 0, run.stdout);
  assert.equal(run.outputs.failed, '0');
  assert.equal(run.outputs.sarif, '');
  assert.match(run.stdout, /--var astra_token=\*\*\*/);
  assert.ok(!run.stdout.includes('hidden-value-42'));
  assert.match(run.summary, /^### wirecase \d+\.\d+\.\d+: passed \(exit 0\)/);
  assert.equal(run.outputs['surface-breaking'], '0');
  assert.match(run.summary, /✅ Tool surface: 0 breaking, 0 compatible[\s\S]*No differences\./);

  const bad = await runAction('bad', { 'base-url': 'http://127.0.0.1:9/mcp', stdio: 'node server.js' });
  assert.equal(bad.code, 2);
  assert.match(bad.stdout, /::error title=wirecase action::give base-url or stdio, not both/);
  assert.deepEqual(bad.outputs, {});
  const missing = await runAction('missing', { suite: 'no-such-suite', 'base-url': 'http://127.0.0.1:9/mcp' });
  assert.equal(missing.code, 2);
  assert.match(missing.stdout, /suite "no-such-suite": no such file or folder/);
});

test("the workflows README.md and docs/ci.md show use only the Action's inputs and outputs, and parse", () => {
  const action = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
  let uses = 0;
  for (const file of ['README.md', path.join('docs', 'ci.md')]) {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const [, block] of text.matchAll(/```yaml\n([\s\S]*?)```/g)) {
      if (!block!.includes('OWNER/wirecase@')) continue;
      const parsed = parse(block!) as unknown;
      const steps: Array<{ uses?: string; id?: string; with?: Record<string, unknown> }> = Array.isArray(parsed)
        ? parsed
        : Object.values((parsed as { jobs: Record<string, { steps: [] }> }).jobs).flatMap((job) => job.steps);
      for (const step of steps.filter((s) => s.uses?.startsWith('OWNER/wirecase@'))) {
        uses++;
        for (const key of Object.keys(step.with ?? {})) assert.ok(key in action.inputs, `${file}: input ${key} is one of action.yml's`);
      }
      for (const [, output] of block!.matchAll(/steps\.wirecase\.outputs\.([a-z-]+)/g)) assert.ok(output! in action.outputs, `${file}: output ${output}`);
    }
  }
  assert.ok(uses >= 3, `the docs show the Action (${uses} uses)`);
});
