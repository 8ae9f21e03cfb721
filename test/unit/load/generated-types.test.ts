import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../../helpers/paths.js';

test('src/model/generated/ is what schemas/ generates (the types cannot drift from the schema)', () => {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'gen-types.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
});

test('every generated/resources.ts is what its resources/ folder embeds (a page or starter file is edited as a file)', () => {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'embed-resources.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
});
