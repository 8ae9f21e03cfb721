import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { runCli } from '../helpers/run-cli.js';
import { TempProject } from '../helpers/temp-project.js';

const project = new TempProject();
after(() => project.remove());

test('in GitHub Actions, a failure the baseline expects is annotated as a known failure, not an error', async () => {
  // Nothing listens on 127.0.0.1:9, so both tests fail; only k-01 is expected to.
  project.write(
    't.yaml',
    'id: k-01\ntitle: t\nsteps:\n  - request: { url: http://127.0.0.1:9/x }\n    sendOnly: true\n---\nid: k-02\ntitle: t\nsteps:\n  - request: { url: http://127.0.0.1:9/y }\n    sendOnly: true\n',
  );
  project.write('known.yaml', 'tests:\n  - { id: k-01, reason: server bug 12 }\n');
  const { stdout } = await runCli(['run', 't.yaml', '--expected-failures', 'known.yaml', '--concurrency', '1'], {
    cwd: project.dir,
    env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: '' },
  });
  assert.match(stdout, /^::warning [^\n]*::known failure \(server bug 12\)/m);
  assert.match(stdout, /^::error [^\n]*t\.yaml[^\n]*::/m);
  assert.equal(stdout.match(/^::error /gm)?.length, 1, stdout);
});
