// `wirecase fuzz` as a user runs it: --help, --dry-run (lists, calls nothing), a run that finds a
// fault (exit 1, results.json valid against its schema, a regression document `validate` accepts),
// and bad input (exit 2, said clearly).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runCli } from '../helpers/run-cli.js';
import { withTarget } from '../targets/mcp-reference/raw-client.js';

describe('wirecase fuzz (CLI)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wirecase-fuzz-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('--help explains the options', async () => {
    const r = await runCli(['fuzz', '--help'], { cwd: dir });
    assert.equal(r.code, 0);
    for (const option of [
      '--seed',
      '--budget',
      '--tools',
      '--include-destructive',
      '--max-tools',
      '--max-calls',
      '--dry-run',
      '--var',
      '--env-file',
      '--out',
      '--reporter',
    ]) {
      assert.ok(r.stdout.includes(option), option);
    }
  });

  it('--dry-run lists what it would call and calls nothing', async () => {
    await withTarget({ fault: 'server-dies-on-case' }, async ({ url }) => {
      // The reference target's tools carry no annotations: by default none is called, each skip saying why.
      const safe = await runCli(['fuzz', '--base-url', `${url}/mcp`, '--dry-run', '--out', 'dry'], { cwd: dir });
      assert.equal(safe.code, 0, safe.stderr);
      assert.match(safe.stdout, /0 of \d+ tools will be called/);
      assert.match(
        safe.stdout,
        /skip {2}echo: declares no annotations, and by the MCP defaults a tool may be destructive \(give --include-destructive to call it\)/,
      );
      const r = await runCli(['fuzz', '--base-url', `${url}/mcp`, '--dry-run', '--include-destructive', '--out', 'dry'], { cwd: dir });
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /the server speaks 2026-07-28/);
      assert.match(r.stdout, /call {2}echo: \d+ cases/);
      assert.match(r.stdout, /skip {2}route_query: mirrors arguments/);
      assert.equal(existsSync(path.join(dir, 'dry')), false);
      // Nothing was called: the call that kills this server was never sent.
      const alive = await fetch(`${url}/mcp`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      assert.notEqual(alive.status, 503);
    });
  });

  it('a fault: exit 1, results.json valid, a regression document that validate accepts', async () => {
    await withTarget({ fault: 'structured-content-off-schema' }, async ({ url }) => {
      const r = await runCli(
        ['fuzz', '--base-url', `${url}/mcp`, '--tools', 'get_weather,echo', '--include-destructive', '--reporter', 'console,json', '--out', 'out'],
        { cwd: dir },
      );
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stdout, /✗ fuzz-get_weather-output-schema/);
      assert.match(r.stdout, /MUST: "Servers MUST provide structured results that conform to this schema\."/);
      assert.match(r.stdout, /keyword coverage/);
      assert.match(r.stdout, /regressions: out\/regressions\/fuzz-get_weather-output-schema\.yaml/);
      const results = JSON.parse(readFileSync(path.join(dir, 'out', 'results.json'), 'utf8'));
      assert.deepEqual(resultsSchemaErrors(results), []);
      const coverage = JSON.parse(readFileSync(path.join(dir, 'out', 'fuzz-coverage.json'), 'utf8'));
      assert.deepEqual(
        coverage.coverage.map((c: { tool: string }) => c.tool),
        ['echo', 'get_weather'],
      );
      assert.ok(coverage.coverage[1].negative.includes('required'));
      const v = await runCli(['validate', 'out/regressions'], { cwd: dir });
      assert.equal(v.code, 0, v.stdout + v.stderr);
    });
  });

  it('bad input is exit 2 with what is wrong, before anything is sent', async () => {
    const budget = await runCli(['fuzz', '--base-url', 'http://127.0.0.1:9/mcp', '--budget', '0'], { cwd: dir });
    assert.equal(budget.code, 2);
    assert.match(budget.stderr, /--budget must be a whole number from 1 to 10000, got 0/);
    const typo = await runCli(['fuzz', '--base-url', 'http://127.0.0.1:9/mcp', '--var', 'tokn=abc'], { cwd: dir });
    assert.equal(typo.code, 2);
    assert.match(typo.stderr, /fuzz reads only the variable `token`/);
    assert.match(typo.stderr, /did you mean `token`/);
    assert.doesNotMatch(typo.stderr, /\n\s+at /, 'no stack trace');
  });
});
