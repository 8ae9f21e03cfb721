import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { repoRoot } from '../../helpers/paths.js';
import { runCli } from '../../helpers/run-cli.js';
import { TempProject } from '../../helpers/temp-project.js';

/** A stdio server that answers initialize and ping, never `tools/list`, and exits on `quit`. */
const SERVER = `
require('node:readline').createInterface({ input: process.stdin }).on('line', (l) => {
  const m = JSON.parse(l);
  if (m.method === 'quit') process.exit(4);
  if (m.id === undefined || m.method === 'tools/list') return;
  const result = m.method === 'initialize' ? { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } } : {};
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result }) + '\\n');
});
`;

const project = new TempProject();
after(() => project.remove());

test('over stdio a step with no answer is STDIO_TIMEOUT (could not judge, "no answer arrived on stdout"), an exit STDIO_EXITED', async () => {
  project.write('server.cjs', SERVER);
  project.write(
    'suite/suite.yaml',
    `name: codes\ntarget:\n  stdio: ${JSON.stringify(`${JSON.stringify(process.execPath)} ../server.cjs`)}\nmcp: { revision: "2025-11-25" }\n`,
  );
  project.write(
    'suite/codes.yaml',
    `id: silent-01
title: tools/list is never answered
steps:
  - rpc: { method: initialize, params: {} }
    expect: { json: { $.result.protocolVersion: { exists: true } } }
  - rpc: { method: tools/list, params: {} }
    timeout: 300ms
    expect: { json: { $.result.tools: { type: array } } }
---
id: exit-01
title: the server exits before it answers
steps:
  - rpc: { method: initialize, params: {} }
    expect: { json: { $.result.protocolVersion: { exists: true } } }
  - rpc: { method: quit }
    expect: { json: { $.result: { type: object } } }
`,
  );
  const out = path.join(project.dir, 'out');
  const run = await runCli(['run', path.join(project.dir, 'suite'), '--reporter', 'json', '--out', out], { cwd: repoRoot, timeoutMs: 60_000 });
  assert.ok(run.code === 0 || run.code === 1 || run.code === 4, run.stdout + run.stderr);
  const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as {
    tests: Array<{ id: string; status: string; reason?: string; steps: Array<{ error?: { code: string; message: string } }> }>;
  };
  const silent = results.tests.find((t) => t.id === 'silent-01')!;
  assert.equal(silent.steps[1]!.error?.code, 'STDIO_TIMEOUT', run.stdout);
  assert.equal(silent.status, 'could-not-judge');
  assert.match(silent.reason ?? '', /no answer arrived on stdout: no response with id 2 on stdout within 300 ms/);
  const exit = results.tests.find((t) => t.id === 'exit-01')!;
  assert.equal(exit.steps[1]!.error?.code, 'STDIO_EXITED', run.stdout);
  assert.match(exit.steps[1]!.error!.message, /exited \(code 4\) before it answered/);
});
