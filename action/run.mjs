#!/usr/bin/env node
// The wirecase GitHub Action's logic (action.yml runs it; docs/ci.md). It reads the Action's inputs
// from INPUT_* variables (action.yml passes each one), runs wirecase pinned to the Action's own version,
// and leaves for the runner: the job summary ($GITHUB_STEP_SUMMARY), the outputs ($GITHUB_OUTPUT:
// passed, failed, warnings, could-not-judge, report, results, sarif, exit-code, surface-breaking) and
// the SARIF file for the upload step. Its exit code is wirecase's (0 with `fail: false`).
//
// Which wirecase runs (`install` input):
//   auto (default)  the Action's own checkout ($GITHUB_ACTION_PATH): its built CLI when dist/ is there,
//                   else `npm ci` and `npm run build` there first (the exact lockfile of the Action's ref);
//   npm             wirecase@<the Action's package.json version> from the npm registry, installed once
//                   into $RUNNER_TEMP (the same version, without building).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** An input as the runner gives it: INPUT_<NAME> upper-cased, `-` kept (the runner's way) or `_` (action.yml's env). */
export function input(name, env = process.env, fallback = '') {
  const upper = name.toUpperCase();
  const value = env[`INPUT_${upper}`] ?? env[`INPUT_${upper.replace(/-/g, '_')}`];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

function flag(name, env, fallback) {
  const value = input(name, env, fallback ? 'true' : 'false').toLowerCase();
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ActionError(`input ${name} must be true or false, got "${value}"`);
}

export class ActionError extends Error {}

/** Lines or commas: `a.yaml, b.yaml` and one per line both work. */
function list(text) {
  return text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The Action's inputs, checked. */
export function readInputs(env = process.env) {
  const inputs = {
    suite: list(input('suite', env, 'scenarios/')),
    baseUrl: input('base-url', env),
    stdio: input('stdio', env),
    vars: input('vars', env)
      .split('\n')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('#')),
    envFile: input('env-file', env),
    strict: flag('strict', env, false),
    reporters: list(input('reporters', env, 'console,markdown')),
    out: input('out', env, 'wirecase-reports'),
    uploadSarif: flag('upload-sarif', env, true),
    surfaceBase: input('surface-base', env),
    failOn: input('fail-on', env, 'breaking'),
    fail: flag('fail', env, true),
    install: input('install', env, 'auto'),
    workingDirectory: input('working-directory', env, '.'),
  };
  if (inputs.baseUrl && inputs.stdio) throw new ActionError('give base-url or stdio, not both');
  for (const v of inputs.vars) if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(v)) throw new ActionError(`vars: each line is name=value, got "${v.split('=')[0]}…"`);
  if (!['auto', 'npm'].includes(inputs.install)) throw new ActionError(`install must be auto or npm, got "${inputs.install}"`);
  if (!['breaking', 'any', 'none'].includes(inputs.failOn)) throw new ActionError(`fail-on must be breaking, any or none, got "${inputs.failOn}"`);
  return inputs;
}

/**
 * The reporters to run: those asked for, and always json (the outputs are read from results.json) and,
 * when SARIF is uploaded, sarif. Inside Actions wirecase adds its github reporter itself (annotations,
 * and the Markdown report appended to the job summary).
 */
export function reportersOf(inputs) {
  const names = new Set(inputs.reporters.flatMap((r) => r.split(',')).map((r) => r.trim()));
  names.add('json');
  if (inputs.uploadSarif) names.add('sarif');
  return [...names];
}

/** The `wirecase run` arguments the inputs stand for. */
export function runArguments(inputs, suites) {
  const args = ['run', ...suites, '--reporter', reportersOf(inputs).join(','), '--out', inputs.out];
  if (inputs.baseUrl) args.push('--base-url', inputs.baseUrl);
  if (inputs.stdio) args.push('--stdio', inputs.stdio);
  for (const v of inputs.vars) args.push('--var', v);
  if (inputs.envFile) args.push('--env-file', inputs.envFile);
  if (inputs.strict) args.push('--strict');
  return args;
}

/** A suite named by path in the workspace, else one bundled with wirecase (`mcp-2026-07-28` → its scenarios/ folder). */
export function resolveSuites(suites, cwd, packageRoot) {
  return suites.map((s) => {
    if (existsSync(path.resolve(cwd, s))) return s;
    const bundled = path.join(packageRoot, 'scenarios', s);
    if (existsSync(bundled)) return bundled;
    throw new ActionError(`suite "${s}": no such file or folder in ${cwd}, and no bundled suite of that name (${path.join(packageRoot, 'scenarios')})`);
  });
}

/** The Action's own version: its package.json, at the ref the workflow pinned. */
export function actionVersion(actionPath) {
  return JSON.parse(readFileSync(path.join(actionPath, 'package.json'), 'utf8')).version;
}

function run(command, args, options) {
  const done = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (done.error) throw new ActionError(`${command} ${args.join(' ')}: ${done.error.message}`);
  return done.status ?? 1;
}

/** Where the pinned wirecase is (its package folder), installing or building it first when needed. */
export function preparePackage(inputs, env = process.env) {
  const actionPath = env.GITHUB_ACTION_PATH || path.resolve(here, '..');
  const version = actionVersion(actionPath);
  if (inputs.install === 'npm') {
    const prefix = path.join(env.RUNNER_TEMP || path.join(actionPath, '.wirecase-action'), `wirecase-${version}`);
    const root = path.join(prefix, 'node_modules', 'wirecase');
    if (!existsSync(path.join(root, 'package.json'))) {
      mkdirSync(prefix, { recursive: true });
      const code = run('npm', ['install', '--no-audit', '--no-fund', '--prefix', prefix, `wirecase@${version}`], { env });
      if (code !== 0) throw new ActionError(`npm install wirecase@${version} failed (exit ${code})`);
    }
    return { root, version };
  }
  if (!existsSync(path.join(actionPath, 'dist', 'src', 'cli', 'main.js'))) {
    for (const [command, args] of [
      ['npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts']],
      ['npm', ['run', 'build']],
    ]) {
      const code = run(command, args, { cwd: actionPath, env });
      if (code !== 0) throw new ActionError(`${command} ${args.join(' ')} in ${actionPath} failed (exit ${code})`);
    }
  }
  return { root: actionPath, version };
}

/** `name=value` lines for $GITHUB_OUTPUT (a value with a line break in the runner's delimiter form). */
export function outputLines(outputs) {
  return Object.entries(outputs)
    .map(([name, value]) => {
      const text = String(value);
      if (!/[\r\n]/.test(text)) return `${name}=${text}\n`;
      const delimiter = `wirecase_${Math.random().toString(36).slice(2)}`;
      return `${name}<<${delimiter}\n${text}\n${delimiter}\n`;
    })
    .join('');
}

/** The counts the outputs and the summary's headline give, from results.json. */
export function countsOf(resultsFile) {
  if (!existsSync(resultsFile)) return undefined;
  const { summary } = JSON.parse(readFileSync(resultsFile, 'utf8'));
  return {
    total: summary.total,
    passed: summary.passed,
    failed: summary.failed - (summary.knownFailures ?? 0),
    warnings: summary.warnings,
    couldNotJudge: summary.couldNotJudge ?? 0,
    skipped: summary.skipped + summary.notApplicable,
  };
}

const EXIT_MEANING = {
  0: 'passed',
  1: 'a test failed',
  2: 'bad input: nothing ran',
  3: 'the run stopped early or wirecase failed',
  4: 'nothing was judged',
};

export function headline(counts, exitCode, version) {
  const meaning = EXIT_MEANING[exitCode] ?? `stopped by a signal (exit ${exitCode})`;
  if (!counts) return `### wirecase ${version}: ${meaning} (exit ${exitCode}), no results\n\n`;
  return (
    `### wirecase ${version}: ${meaning} (exit ${exitCode})\n\n` +
    `| passed | failed | warnings | could not judge | skipped or not applicable |\n|---|---|---|---|---|\n` +
    `| ${counts.passed} | ${counts.failed} | ${counts.warnings} | ${counts.couldNotJudge} | ${counts.skipped} |\n\n`
  );
}

/** The surface diff (`surface-base` against the server under test), run by the pinned package's own module. */
async function surfaceDiff(inputs, root, out, env) {
  const head = inputs.baseUrl || (inputs.stdio ? `stdio:${inputs.stdio}` : '');
  if (!head) throw new ActionError('surface-base needs the server under test: give base-url or stdio');
  const { surfaceDiffCommand } = await import(pathToFileURL(path.join(root, 'dist', 'src', 'surface', 'index.js')).href);
  const code = await surfaceDiffCommand({ a: inputs.surfaceBase, b: head, failOn: inputs.failOn, reporter: ['console', 'json', 'markdown'], out, var: inputs.vars }, env);
  const json = JSON.parse(readFileSync(path.join(out, 'surface-diff.json'), 'utf8'));
  return { code, breaking: json.breaking, compatible: json.compatible };
}

export async function main(env = process.env) {
  const inputs = readInputs(env);
  const cwd = path.resolve(env.GITHUB_WORKSPACE || process.cwd(), inputs.workingDirectory);
  const { root, version } = preparePackage(inputs, env);
  const suites = resolveSuites(inputs.suite, cwd, root);
  const out = path.resolve(cwd, inputs.out);
  const args = runArguments(inputs, suites);
  // The command line as run, every variable's value masked (the runner masks only the secrets it knows).
  const shown = args.map((a, i) => (args[i - 1] === '--var' ? a.replace(/=.*$/s, '=***') : a));
  process.stdout.write(`wirecase ${version}: wirecase ${shown.join(' ')}\n`);
  // wirecase's github reporter appends its Markdown report to the summary: to a file of its own, put after the headline below.
  const report = path.join(mkdtempSync(path.join(env.RUNNER_TEMP || tmpdir(), 'wirecase-summary-')), 'summary.md');
  writeFileSync(report, '');
  const exitCode = run(process.execPath, ['--', path.join(root, 'bin', 'wirecase.js'), ...args], {
    cwd,
    env: { ...env, GITHUB_ACTIONS: env.GITHUB_ACTIONS ?? 'true', GITHUB_STEP_SUMMARY: report },
  });
  const counts = countsOf(path.join(out, 'results.json'));
  const sarif = path.join(out, 'results.sarif');
  const outputs = {
    passed: counts?.passed ?? 0,
    failed: counts?.failed ?? 0,
    warnings: counts?.warnings ?? 0,
    'could-not-judge': counts?.couldNotJudge ?? 0,
    report: out,
    results: counts ? path.join(out, 'results.json') : '',
    sarif: existsSync(sarif) ? sarif : '',
    'exit-code': exitCode,
  };
  let summary = headline(counts, exitCode, version) + readFileSync(report, 'utf8');
  let failed = exitCode !== 0;
  if (inputs.surfaceBase) {
    const diff = await surfaceDiff(inputs, root, out, { ...env, GITHUB_STEP_SUMMARY: '' });
    outputs['surface-breaking'] = diff.breaking;
    outputs['surface-compatible'] = diff.compatible;
    summary += readFileSync(path.join(out, 'surface-diff.md'), 'utf8');
    failed ||= diff.code !== 0;
  }
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, outputLines(outputs));
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${summary}\n`);
  if (!inputs.fail) return 0;
  return failed ? exitCode || 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      // A workflow command: the runner shows it as an error on the step, no stack trace.
      const message = error instanceof ActionError ? error.message : (error?.stack ?? String(error));
      process.stdout.write(`::error title=wirecase action::${String(message).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
      process.exit(2);
    },
  );
}
