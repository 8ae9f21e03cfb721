import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unknownOptions } from '../../src/cli/main.js';
import { repoRoot } from '../helpers/paths.js';
import { runCli } from '../helpers/run-cli.js';

// "did you mean" holds for options and commands too: a typo, or a name another tool gives the option.

test('an unknown option or command names the one meant: a near spelling, or the name another tool gives it', () => {
  assert.equal(unknownOptions('Unknown argument: vars', ['validate', '--vars', 'a=b']), 'unknown option `--vars`: did you mean `--var`?');
  assert.equal(unknownOptions('Unknown argument: var-file', ['run', '--var-file', 'x']), 'unknown option `--var-file`: did you mean `--env-file`?');
  assert.equal(
    unknownOptions('Unknown arguments: base-ur, baseUr', ['run', '--base-ur', 'http://x']),
    'unknown option `--base-ur`: did you mean `--base-url`?',
  );
  assert.equal(unknownOptions('Unknown arguments: valdate, t.yaml', ['valdate', 't.yaml']), 'unknown command `valdate`: did you mean `validate`?');
  assert.equal(unknownOptions('Unknown argument: zzzzzz', ['run', '--zzzzzz']), 'unknown option `--zzzzzz`');
  assert.equal(unknownOptions('Not enough arguments', ['run']), undefined);
});

test('wirecase validate --vars says --var, exit 2', async () => {
  const { code, stderr } = await runCli(['validate', '--vars', 'a=b', 'scenarios/examples'], { cwd: repoRoot });
  assert.equal(code, 2);
  assert.match(stderr, /unknown option `--vars`: did you mean `--var`\?/);
});
