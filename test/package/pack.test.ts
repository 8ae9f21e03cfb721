import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../helpers/paths.js';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The published package, as a user gets it: `npm pack`, install the tarball into an empty folder,
 * and use it from there. Dependencies come from the npm registry (or npm's cache).
 */
test('the packed tarball installs into an empty folder and works from there', { timeout: 240_000 }, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wirecase-pack-'));
  try {
    const packed = JSON.parse(execFileSync(npm, ['pack', '--json', '--pack-destination', work], { cwd: repoRoot, encoding: 'utf8' })) as Array<{
      filename: string;
      files: Array<{ path: string }>;
    }>;
    const files = packed[0]!.files.map((f) => f.path);
    for (const needed of [
      'bin/wirecase.js',
      'dist/src/cli/main.js',
      'schemas/scenario.schema.json',
      'scenarios/scripted/suite.yaml',
      'docs/guide.md',
      'README.md',
    ]) {
      assert.ok(files.includes(needed), `${needed} is in the tarball`);
    }
    const unwanted = files.filter(
      (f) => f.startsWith('test/') || f.startsWith('dist/test/') || f.startsWith('src/') || f.endsWith('.map') || f.startsWith('bench/'),
    );
    assert.deepEqual(unwanted, [], 'no tests, sources, benchmarks or source maps');

    const install = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--omit=dev', path.join(work, packed[0]!.filename)], { cwd: work, encoding: 'utf8' });
    assert.equal(install.status, 0, install.stderr);
    const wirecase = (...args: string[]) =>
      spawnSync(npm, ['exec', '--', 'wirecase', ...args], { cwd: work, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 });

    const version = wirecase('--version');
    assert.equal(version.stdout.trim(), JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version);
    const validated = wirecase('validate', 'node_modules/wirecase/scenarios/scripted');
    assert.equal(validated.status, 0, validated.stderr);
    const run = wirecase('run', 'node_modules/wirecase/scenarios/scripted', '--reporter', 'console,json', '--out', 'reports');
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /scripted → http:\/\/127\.0\.0\.1:\d+ \(started by wirecase\)/);
    assert.match(run.stdout, /\d+ passed, 0 failed/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
