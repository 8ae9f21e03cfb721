import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readEnvFile } from '../../../src/load/variables.js';
import { UserError } from '../../../src/source/diagnostic.js';

// A .env line the reader would skip without a word is an error at its own line, with the line
// rewritten; a value in quotes over several lines, comments and `export` are lines it reads.

const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-env-'));
const envFile = (text: string) => {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.env`);
  writeFileSync(file, text);
  return file;
};

test('a `name: value` line in a .env file is an error at its line, with the line written as NAME=value', () => {
  const file = envFile('TOKEN=abc\ntoken: xyz\n');
  assert.throws(
    () => readEnvFile(file),
    (error: unknown) => {
      assert.ok(error instanceof UserError);
      const [d] = error.diagnostics;
      assert.equal(d?.code, 'BAD_ENV_FILE');
      assert.deepEqual([d?.span?.line, d?.span?.col], [2, 1]);
      assert.match(d?.hint ?? '', /write it like this: `token=xyz`/);
      assert.equal(error.sources.get(file), 'TOKEN=abc\ntoken: xyz\n', 'its text, for the code frame');
      return true;
    },
  );
});

test('comments, blank lines, export and a quoted value over lines are read as they are', () => {
  assert.deepEqual(readEnvFile(envFile('# a comment\n\nexport A=1\nB="x\ny"\nC=3\n')), { A: '1', B: 'x\ny', C: '3' });
});
