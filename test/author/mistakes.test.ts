import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';

// The mistakes authors make most, one small file each, and exactly what `wirecase validate` says
// about it (stderr, without colour): one message per mistake, with the fix spelled out. To add a
// row: write `name.yaml` here, check the output reads well, save it as `name.expected.txt`. A
// mistake that needs its suite (a base URL, say) is a folder `name/` with its suite.yaml and document.

const folder = path.join(repoRoot, 'test', 'author', 'mistakes');
const rows = readdirSync(folder, { withFileTypes: true })
  .filter((f) => f.name.endsWith('.yaml') || f.isDirectory())
  .map((f) => f.name)
  .sort();

test('the table has its rows, each with its expected output', () => {
  assert.ok(rows.length >= 10, `only ${rows.length} mistakes`);
  const expected = readdirSync(folder).filter((f) => f.endsWith('.expected.txt'));
  assert.deepEqual(expected.sort(), rows.map(expectedFile).sort());
});

for (const file of rows) {
  test(`mistake ${file}: one message, exactly as expected`, async () => {
    const expected = readFileSync(path.join(folder, expectedFile(file)), 'utf8');
    const { code, stderr } = await runCli(['validate', file], { cwd: folder });
    assert.equal(stderr, expected);
    assert.equal((stderr.match(/^(error|warning)\[/gm) ?? []).length, 1, 'one message per mistake');
    // A warning does not fail validate; an error does.
    assert.equal(code, stderr.startsWith('warning[') ? 0 : 2, stderr);
  });
}

function expectedFile(row: string): string {
  return `${row.replace(/\.yaml$/, '')}.expected.txt`;
}
